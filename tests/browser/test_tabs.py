"""One game open in two tabs (issue 11, fault 4): the tab that falls behind is told, and never
writes its older copy over the newer one, by a move, a reload or its old link. Both tabs are
pages of one browser context, so they share localStorage and its storage events."""

from __future__ import annotations

from playwright.sync_api import expect

from cardtable.core.codec import CHALLENGE
from cardtable.core.session import Session
from pages import READY, end_turn, fragment, idle, open_site, saved_games, tap_end_turn

# A Frontline game against the computer that lasts five turns of doing nothing (most end
# sooner), so every line of it the tests play is the same few end-turns.
GAME = Session("frontline", {"b": 1, "d": "LM"}, 38).link(CHALLENGE)

WENT_ON = "went on in another tab"

# A tab whose page never sees a storage event: the check each write makes must hold on its own
# (a storage event is only a prompt; a tab may act before it arrives).
DEAF = "window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);"


def two_tabs_one_game(context, page, site_url) -> tuple:
    """Tab A starts GAME and ends a turn; tab B continues it from the menu and ends two more.
    Answers (A, B, A's save link, B's save link)."""
    open_site(page, f"{site_url}#{GAME}")
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    end_turn(page)
    older = fragment(page)
    other = context.new_page()
    open_site(other, site_url)
    other.locator("[data-continue]").first.tap()
    expect(other.locator("#board")).to_be_visible(timeout=30_000)
    idle(other)
    assert fragment(other) == older
    end_turn(other)
    end_turn(other)
    newer = fragment(other)
    assert saved_fragments_of(other) == [newer]
    return page, other, older, newer


def saved_fragments_of(page) -> list[str]:
    return [record["fragment"] for record in saved_games(page)]


def choose(page, label: str) -> None:
    page.bring_to_front()
    page.locator("#message-actions button", has_text=label).tap()
    expect(page.locator("#message-layer")).to_be_hidden()


def test_a_tab_is_told_at_once_when_another_tab_plays_its_game_on(context, page, site_url):
    a, b, older, newer = two_tabs_one_game(context, page, site_url)
    message = a.locator("#message-layer")
    expect(message).to_be_visible(timeout=10_000)         # before A taps anything
    expect(message).to_contain_text(WENT_ON)
    assert fragment(a) == older and saved_fragments_of(a) == [newer]
    choose(a, "Go to its latest move")
    a.wait_for_function("f => location.hash.slice(1) === f", arg=newer, timeout=30_000)
    idle(a)
    # A plays on from there; now B is the tab behind, and is told in its turn.
    end_turn(a)
    assert saved_fragments_of(a) == [fragment(a)]
    expect(b.locator("#message-layer")).to_contain_text(WENT_ON, timeout=10_000)


def test_a_move_in_a_tab_that_heard_nothing_never_replaces_the_newer_game(context, page, site_url):
    page.add_init_script(DEAF)
    a, b, older, newer = two_tabs_one_game(context, page, site_url)
    expect(a.locator("#message-layer")).to_be_hidden()
    a.bring_to_front()
    idle(a)
    tap_end_turn(a)                           # A moves on from its older copy
    a.wait_for_function("f => location.hash.slice(1) !== f", arg=older, timeout=30_000)
    assert saved_fragments_of(a) == [newer]                # B's moves survive
    expect(a.locator("#message-layer")).to_contain_text(WENT_ON, timeout=10_000)
    # Kept as a separate game: both lines are games in progress.
    mine = fragment(a)
    choose(a, "Keep this as a separate game")
    assert sorted(saved_fragments_of(a)) == sorted([newer, mine])
    assert a.evaluate("history.state.screen.save") != b.evaluate("history.state.screen.save")
    # The menu of each tab lists both.
    b.locator("#nav-back").tap()
    b.locator("[data-menu=home]").tap()
    expect(b.locator(".continue-row")).to_have_count(2)


def test_a_reload_of_the_tab_behind_opens_the_game_where_the_other_left_it(context, page, site_url):
    page.add_init_script(DEAF)
    a, _, _, newer = two_tabs_one_game(context, page, site_url)
    a.reload()
    a.wait_for_selector(READY, state="attached", timeout=60_000)
    a.wait_for_function("f => location.hash.slice(1) === f", arg=newer, timeout=30_000)
    expect(a.locator("#message-layer")).to_contain_text("This game went on")
    assert saved_fragments_of(a) == [newer]


def test_an_old_link_of_the_game_in_a_fresh_tab_continues_it_where_it_is(context, page, site_url):
    """A's address copied into a tab with no history behind it: not a copy of the game's past."""
    _, _, older, newer = two_tabs_one_game(context, page, site_url)
    fresh = context.new_page()
    open_site(fresh, f"{site_url}#{older}")
    fresh.wait_for_function("f => location.hash.slice(1) === f", arg=newer, timeout=30_000)
    idle(fresh)
    assert saved_fragments_of(fresh) == [newer]
    expect(fresh.locator("#message-layer")).to_contain_text("This game went on")


def test_a_game_deleted_in_another_tab_is_not_written_back_by_the_tab_that_still_shows_it(
        context, page, site_url):
    page.add_init_script(DEAF)
    a, b, _, _ = two_tabs_one_game(context, page, site_url)
    b.locator("#nav-back").tap()
    b.locator("[data-menu=home]").tap()
    b.locator("[data-delete-save]").first.tap()
    b.locator("#message-actions button", has_text="Delete").tap()
    assert saved_games(b) == []
    a.bring_to_front()
    idle(a)
    tap_end_turn(a)                           # A heard nothing, and moves
    expect(a.locator("#message-layer")).to_contain_text("ended in another tab", timeout=30_000)
    assert saved_games(a) == []                            # the deletion stands
    choose(a, "Keep this as a separate game")
    assert [record["fragment"] for record in saved_games(a)] == [fragment(a)]
