"""A phone player's Back button and games in progress: Back steps back inside the app (and out
from the menu), a sheet closes on Back, a reload comes back to the same screen, and starting a
game, a daily challenge or a friend's link never replaces a game in progress."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from cardtable.core.codec import CHALLENGE
from cardtable.core.session import Session
from pages import (
    READY,
    idle,
    open_every_level,
    open_link,
    open_site,
    saved_games,
    settle,
    start_from_menu,
    start_game,
    tap_end_turn,
)


def screen(page) -> str:
    return page.evaluate("document.body.dataset.screen")


def back(page, expected: str) -> None:
    page.go_back()
    page.wait_for_function("s => document.body.dataset.screen === s", arg=expected, timeout=10_000)


def end_turn(page) -> None:
    idle(page)
    before = page.evaluate("location.hash.slice(1)")
    tap_end_turn(page)
    settle(page, before)


def test_back_steps_back_through_the_app_and_leaves_from_the_menu(page, site_url):
    page.goto("about:blank")
    open_site(page, site_url)
    page.locator("[data-rules=dol]").tap()
    expect(page.locator("#screen")).to_be_visible()
    assert screen(page) == "rules"
    back(page, "menu")
    start_from_menu(page, site_url, "frontline")
    back(page, "fl-setup")
    back(page, "menu")
    page.go_back()
    page.wait_for_url("about:blank", timeout=10_000)


def test_back_closes_a_sheet_and_stays_in_the_game(booted):
    page = booted()
    start_game(page, "frontline")
    idle(page)
    page.locator("#nav-back").tap()                      # the in-game menu, a bottom sheet
    expect(page.locator("#sheet-layer")).to_be_visible()
    page.go_back()
    expect(page.locator("#sheet-layer")).to_be_hidden()
    assert screen(page) == "game"
    expect(page.locator("#board")).to_be_visible()
    # Closing it by a tap takes its history entry too: one Back then leaves the game.
    page.locator("#nav-back").tap()
    page.locator("#sheet-close").tap()
    expect(page.locator("#sheet-layer")).to_be_hidden()
    back(page, "fl-setup")


def test_a_reload_comes_back_to_the_same_screen(page, site_url):
    open_site(page, site_url)
    page.locator("button[data-game=gateruler]").tap()
    open_every_level(page)
    page.locator("[data-level='3']").tap()
    assert screen(page) == "level"
    address = page.evaluate("location.hash")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_function("document.body.dataset.screen === 'level'", timeout=10_000)
    assert page.evaluate("location.hash") == address
    expect(page.locator("#topbar-title")).to_contain_text("3")
    back(page, "levels")
    # A screen's address opened afresh has the menu under it.
    page.goto("about:blank")
    page.goto(f"{site_url}#/rules?game=frontline")
    page.wait_for_function("document.body.dataset.screen === 'rules'", timeout=60_000)
    back(page, "menu")


def test_new_games_and_links_keep_every_game_in_progress(booted):
    page = booted()
    start_game(page, "frontline")
    end_turn(page)
    frontline = page.evaluate("location.hash.slice(1)")
    back(page, "fl-setup")
    back(page, "menu")
    page.locator("[data-daily=gateruler]").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    # A friend's challenge link opened while a game is on screen starts a game of its own.
    challenge = Session("gateruler", {"l": 3}, 5).link(CHALLENGE)
    page.evaluate("link => { location.hash = link; }", challenge)
    page.wait_for_function("f => location.hash.slice(1).startsWith(f.slice(0, 8)) && document.body.dataset.busy === '0'",
                           arg=challenge, timeout=30_000)
    idle(page)
    records = saved_games(page)
    assert sorted(r["game"] for r in records) == ["frontline", "gateruler", "gateruler"]
    assert any(r["extras"].get("daily") for r in records)
    assert any(r["extras"].get("challenge") for r in records)
    assert frontline in [r["fragment"] for r in records]
    page.locator("#nav-back").tap()
    page.locator("[data-menu=home]").tap()
    page.wait_for_function("document.body.dataset.screen === 'menu'", timeout=10_000)
    rows = page.locator(".continue-row")
    expect(rows).to_have_count(3)
    expect(page.locator("#continue-list")).to_contain_text("Daily")
    expect(page.locator("#continue-list")).to_contain_text("Challenge")
    expect(page.locator("#continue-list")).to_contain_text("Turn")
    # The Frontline game continues where it was.
    page.locator(".continue-row", has_text="Frontline").locator("[data-continue]").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    page.wait_for_function("f => location.hash.slice(1) === f", arg=frontline, timeout=10_000)
    # The daily challenge tapped again continues today's game instead of starting another.
    page.go_back()
    page.wait_for_function("document.body.dataset.screen === 'menu'", timeout=10_000)
    page.locator("[data-daily=gateruler]").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    assert len(saved_games(page, "gateruler")) == 2


def continues_the_kept_game(page, screen: str, note: str) -> None:
    """Back from the table to `screen`, which names the game in progress (its note), kept beside
    a new one, and goes back to it."""
    game = page.evaluate("location.hash.slice(1)")
    back(page, screen)
    kept = page.locator(".kept-game")
    expect(kept).to_contain_text("kept")
    expect(kept).to_contain_text(note)
    kept.locator("[data-kept-game]").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    page.wait_for_function("f => location.hash.slice(1) === f", arg=game, timeout=10_000)


def test_the_setup_says_the_game_left_by_back_is_kept_and_continues_it(booted):
    """A newcomer who went Back from the table to the setup feared Start would throw the game
    away: the setup names the game in progress, kept beside a new one, and goes back to it."""
    page = booted()
    start_game(page, "frontline")
    end_turn(page)
    idle(page)
    continues_the_kept_game(page, "fl-setup", "Round 2")
    # Another game's setup says nothing of it.
    back(page, "fl-setup")
    back(page, "menu")
    page.locator("[data-game=dol]").tap()
    page.wait_for_function("document.body.dataset.screen === 'dol-setup'", timeout=30_000)
    expect(page.locator("#start-game")).to_be_visible()
    expect(page.locator(".kept-game")).to_have_count(0)


def test_the_level_page_says_the_game_left_by_back_is_kept_and_continues_it(booted):
    """Back from a Gate Ruler game lands on its level page, whose Start begins another game: the
    level page names the game in progress as the other games' setup does, and goes back to it."""
    page = booted()
    start_game(page, "gateruler", ("[data-level='1']",))
    idle(page)
    continues_the_kept_game(page, "level", "Level 1")


def test_deleting_a_game_in_progress_asks_first(booted):
    page = booted()
    start_game(page, "frontline")
    idle(page)
    back(page, "fl-setup")
    back(page, "menu")
    row = page.locator(".continue-row")
    expect(row).to_have_count(1)
    row.locator("[data-delete-save]").tap()
    expect(page.locator("#message-layer")).to_be_visible()
    page.locator("#message-actions button", has_text="Keep it").tap()
    expect(row).to_have_count(1)
    row.locator("[data-delete-save]").tap()
    page.locator("#message-actions button", has_text="Delete").tap()
    expect(row).to_have_count(0)
    assert saved_games(page) == []


def test_a_menu_with_no_game_in_progress_starts_with_the_games(booted):
    page = booted()
    expect(page.locator("#continue-list button")).to_have_count(0)
    daily = page.locator("[data-daily=dol]").bounding_box()
    assert daily["y"] + daily["height"] <= 844, "the daily challenges are below the fold"


def test_a_damaged_link_in_a_game_says_it_once_and_leads_back_to_the_game(booted):
    challenge = Session("gateruler", {"l": 1}, 3).link(CHALLENGE)
    page = booted()
    open_link(page, challenge)
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    page.evaluate("location.hash = 'kQI'")
    expect(page.locator("#message")).to_be_visible(timeout=10_000)
    words = page.locator("#message-layer").inner_text()
    assert words.lower().count("damaged") == 1, words
    first = page.locator("#message-actions button").first
    expect(first).to_have_text("Back to my game")
    first.tap()
    expect(page.locator("#board")).to_be_visible()
    assert page.evaluate("location.hash.slice(1)").startswith(challenge[:8])


def test_back_with_a_card_chosen_puts_it_down_and_stays_in_the_game(booted):
    """A newcomer tapped a card (its tray open) and pressed Back: the game was gone."""
    page = booted()
    start_game(page, "frontline")
    idle(page)
    brief = page.locator("#brief-close")
    if brief.count():
        brief.tap()
    page.locator(".hand-card.playable").first.tap()   # a card that cannot act opens no tray
    tray = page.locator(".tray.active")
    expect(tray).to_be_visible()
    page.go_back()
    expect(tray).to_have_count(0)
    assert screen(page) == "game"
    # Chosen again and put down by its own ✕: one Back then leaves the game.
    page.locator(".hand-card.playable").first.tap()
    page.locator("#deselect").tap()
    expect(tray).to_have_count(0)
    back(page, "fl-setup")


def test_a_reload_on_a_game_s_screen_shows_it_before_the_engine_is_up(page, site_url):
    """The level screen needs no engine: after a reload it is there at once, not after a wait on
    the menu (the engine's wheel is held back here until the screen is checked)."""
    open_site(page, site_url)
    page.locator("button[data-game=gateruler]").tap()
    page.locator("[data-level='1']").tap()
    held = []
    page.context.route("**/wheels/cardtable-*", lambda route: held.append(route))
    page.reload()
    page.wait_for_function("document.body.dataset.screen === 'level'", timeout=30_000)
    assert page.evaluate("document.body.dataset.engine") == "loading"
    page.context.unroute("**/wheels/cardtable-*")
    for route in held:
        route.fallback()
    page.wait_for_selector(READY, state="attached", timeout=60_000)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_back_closes_the_delete_question_and_stays_on_the_menu(page, site_url, lang):
    """Back with "Delete this game?" open left the app; it closes the question, as it does a sheet."""
    page.goto("about:blank")
    page.add_init_script(f"if (location.protocol.startsWith('http')) localStorage.setItem('cardtable.lang', '{lang}')")
    start_from_menu(page, site_url, "frontline")
    idle(page)
    back(page, "fl-setup")
    back(page, "menu")
    row = page.locator(".continue-row")
    row.locator("[data-delete-save]").tap()
    expect(page.locator("#message-layer")).to_be_visible()
    page.go_back()
    expect(page.locator("#message-layer")).to_be_hidden()
    assert screen(page) == "menu" and page.url.startswith(site_url)
    expect(row).to_have_count(1)
    # Answered by a tap, the question takes its history entry along: one Back then leaves.
    row.locator("[data-delete-save]").tap()
    page.locator("#message-actions .btn.primary").tap()
    expect(page.locator("#message-layer")).to_be_hidden()
    expect(row).to_have_count(1)
    page.go_back()
    page.wait_for_url("about:blank", timeout=10_000)


def test_to_the_menu_after_more_links_than_the_history_keeps(booted):
    """A game by link whose links all open in the site's tab adds an entry a link, and the
    browser keeps about 50: after a long one, "To the menu" went back further than the history
    reaches, which did nothing, and left the player on the game. It shows the menu in place."""
    page = booted()
    for _ in range(27):                     # 54 addresses typed, as links tapped in a chat are
        for game in ("dol", "frontline"):
            page.evaluate("g => { location.hash = `#/rules?game=${g}`; }", game)
            expect(page.locator("body[data-screen=rules]")).to_be_attached()
    open_link(page, Session("gateruler", {"l": 1}, 3).link(CHALLENGE), "game")
    page.locator("#nav-back").tap()
    page.locator("[data-menu=home]").tap()
    expect(page.locator("body[data-screen=menu]")).to_be_attached()
    expect(page.locator("#continue-list")).to_contain_text("Gate Ruler")
