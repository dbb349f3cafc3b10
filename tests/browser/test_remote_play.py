"""Frontline played by link between two phones (two browser contexts at 390x844 with touch),
passing nothing but the links each page shows: the invitation, the answer, every move, and the
last links that let both pages check the game. Then, mid-game, a repeated link, an old link and a
tampered one are refused with the page's message and the board stays as it was; a result whose
proof (the friend's last link) has not come reads unverified, and checked once it comes; a game not over can be deleted; a
game goes on, and comes back from the link that keeps it, when the browser will not store it;
and the new screens are readable (text at least 12 px, taps at least 44 px, axe-core nothing
serious or critical) in English, Chinese and Japanese.

Each side's moves are taps on the page's own controls: deploy the first playable hand card where
the board offers it, attack when the Attack button is on, else End turn; as the defender, No
guard. REMOTE_SHOTS=folder saves a screenshot of each new screen in each language (the phones
are remote_phones.py's, shared with Dimension of Legend's test).
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from playwright.sync_api import expect

from cardtable.core.remote import decode_link
from pages import READY, idle, quiet, tap_ending
from remote_phones import (
    Phone,
    Plays,
    begin,
    expect_checked,
    invite_audited,
    pass_links,
    refuse_bad_links,
)

# What frontline_turn taps next, read in one look at the page (a look for each control was a
# round trip each, several a move, hundreds of moves a game).
NEXT_STEP = """() => {
  if (document.body.dataset.remote !== "mine") return "done";
  const has = (selector) => document.querySelector(selector) !== null;
  const noGuard = document.querySelector("#no-guard");
  if (noGuard?.checkVisibility({ visibilityProperty: true })) return "guard";
  if (has("#attack:enabled")) return "attack";
  const then = has("#end-turn:enabled") ? "end" : "lock-on";
  return has(".hand-card.playable") ? `a card playable, else ${then}` : then;
}"""
TARGET = ".board [data-action-index]:not(#attack):not(#end-turn):visible"


def frontline_turn(phone: Phone) -> None:
    """Tap moves until the friend is to move or the game is over."""
    page = phone.page
    deployed = False
    while (step := page.evaluate(NEXT_STEP)) != "done":
        if step == "guard":
            page.locator("#no-guard").tap()
            phone.tap_index("#confirm-guard")
        elif step == "attack":
            phone.tap_index("#attack")
        elif step.startswith("a card playable") and not deployed:
            deployed = True
            page.locator(".hand-card.playable").first.tap()
            if page.locator(TARGET).count():
                phone.tap_index(TARGET)
            elif page.locator("#deselect").is_visible():
                page.locator("#deselect").tap()
        elif step.endswith("end"):
            phone.tap_index("#end-turn")
        else:        # a lock-on: its targets are on the board already
            phone.tap_index(".board [data-action-index]:visible")


@pytest.fixture(scope="module")
def plays() -> Plays:
    return Plays("frontline", frontline_turn)


def test_a_whole_game_between_two_phones_by_links_ends_checked(phones):
    inviter, friend = begin(phones)
    checked = lambda: all(p.page.locator("#remote-verdict").count() for p in (inviter, friend))
    sent = pass_links(inviter, friend, checked)
    assert sent > 4
    expect_checked((inviter, friend))


def test_a_repeated_an_old_and_a_tampered_link_leave_the_game_as_it_was(phones):
    inviter, friend = begin(phones)
    pass_links(inviter, friend, lambda: len(inviter.opened) >= 5 and inviter.state() == "mine")
    seen = inviter.opened[1:]        # the friend's links (the first was the answer)
    quiet(inviter.page)
    refuse_bad_links(inviter, seen[-1], seen[-3])
    page = inviter.page
    # The game goes on from there: the menu lists it with whose move it is and a resend.
    inviter.to_menu()
    row = page.locator(".remote-row")
    expect(row.locator(".remote-whose")).to_have_text("Your move")
    row.locator("[data-remote-resend]").tap()
    expect(page.locator("#remote-url")).to_have_value(friend.opened[-1])


def test_a_padded_link_and_one_written_by_a_reader_of_the_chat_are_refused(phones):
    """The friend's next move, padded with a key of no meaning (which had been stored
    re-encoded past the size a link may have, so the game could never be opened again), and
    the same move written by someone who read the chat (with the key of the friend's last link,
    the only one it has seen): both refused with the page's message and the board kept; the
    friend's own link then goes on."""
    inviter, friend = begin(phones)
    pass_links(inviter, friend, lambda: len(inviter.opened) >= 3 and friend.state() == "mine")
    friend.play_turn()
    site, real = friend.link().split("#")
    link = decode_link(real)
    seen_key = decode_link(inviter.opened[-1].split("#")[1]).body["n"]
    padded = dataclasses.replace(link, body={**link.body, "x": [1.5] * 400}).encode()
    written = dataclasses.replace(link, body={**link.body, "n": seen_key}).encode()
    page = inviter.page
    board = page.evaluate("document.body.dataset.hash")
    for fragment, words in ((padded, "This link is damaged"),
                            (written, "This link was not made on your friend's phone")):
        inviter.open(f"{site}#{fragment}")
        expect(page.locator("#message-layer")).to_be_visible()
        expect(page.locator("#message")).to_contain_text(words)
        expect(page.locator("#message")).to_contain_text("Your game is as it was.")
        assert page.evaluate("document.body.dataset.hash") == board
        page.locator("#message-actions .btn.primary").tap()
    inviter.open(f"{site}#{real}")
    expect(page.locator("#message-layer")).to_be_hidden()
    assert page.evaluate("document.body.dataset.hash") != board


def test_a_link_of_another_stored_game_opens_that_game(phones):
    first, friend = begin(phones)
    pass_links(first, friend, lambda: friend.state() == "waiting" and first.state() == "mine")
    first.play_turn()
    friend.open(first.link())
    friend.play_turn()
    answer_to_first = friend.link()
    # The friend invites the first phone to a second game, which is then on its screen.
    friend.to_menu()
    second = friend.invite()
    first.open(second)
    first.accept()
    page = first.page
    second_board = page.evaluate("document.body.dataset.hash")
    first.open(answer_to_first)
    expect(page.locator("#message")).to_have_text(re.compile("belongs to another of your games"))
    page.locator("#message-actions .btn.primary").tap()
    idle(page)
    assert page.evaluate("document.body.dataset.hash") != second_board
    assert first.state() == "mine"
    first.to_menu()
    expect(page.locator(".remote-row")).to_have_count(2)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_new_screens_are_readable(phones, lang):
    inviter, friend, screens = invite_audited(phones, lang)
    expect(friend.page.locator("#message-layer")).to_be_visible()
    screens["accept"] = friend.audit()
    friend.shot("accept")
    friend.accept()
    friend.link()
    screens["answer"] = friend.audit()
    friend.shot("answer")
    inviter.open(friend.link())
    pass_links(inviter, friend, lambda: inviter.state() == "mine" and len(friend.opened) > 1)
    waiting = friend
    screens["waiting"] = waiting.audit()
    waiting.shot("waiting")
    waiting.open(waiting.link())     # its own last link: already on the board
    screens["error"] = waiting.audit()
    waiting.shot("error")
    waiting.page.locator("#message-actions .btn.primary").tap()
    waiting.to_menu()
    expect(waiting.page.locator(".remote-row")).to_be_visible()
    screens["menu"] = waiting.audit()
    waiting.shot("menu")
    bad = {name: found for name, found in screens.items() if any(found.values())}
    assert not bad, bad


def test_a_game_played_on_in_another_tab_is_never_written_over(phones):
    inviter, friend = begin(phones)
    pass_links(inviter, friend, lambda: inviter.state() == "mine")
    behind = inviter.context.new_page()
    behind.goto(inviter.site_url)
    behind.wait_for_selector(READY, state="attached", timeout=60_000)
    behind.locator("[data-remote-open]").tap()
    expect(behind.locator("body[data-remote=mine]")).to_be_attached(timeout=30_000)
    inviter.play_turn()                           # the first tab plays the turn and hands it over
    sent = inviter.link()
    behind.bring_to_front()
    quiet(behind)
    tap_ending(behind, behind.locator("#end-turn:enabled, #no-guard, #attack:enabled").first)
    if behind.locator("#confirm-guard").count():
        behind.locator("#confirm-guard").tap()
    expect(behind.locator("#message")).to_have_text(re.compile("went on in another tab"))
    expect(behind.locator("body[data-remote=waiting]")).to_be_attached(timeout=30_000)
    expect(behind.locator("#remote-url")).to_have_value(sent)


def without_proof(url: str) -> str:
    """A last link with its proof left out (the sender's secret, hand and deck), as a cheater
    who won would send it: re-encoded by the engine's own encoder."""
    address, fragment = url.split("#", 1)
    link = decode_link(fragment)
    for proof in ("s", "h", "e"):
        del link.body[proof]
    return f"{address}#{link.encode()}"


def resign(phone: Phone) -> None:
    """The phone gives the game up from the game's menu, confirmed."""
    page = phone.page
    page.locator("#nav-back").tap()
    page.locator("#resign").tap()
    page.locator("#message-actions .btn:not(.primary)").tap()     # the primary one plays on
    expect(page.locator("#remote-outcome")).to_be_visible(timeout=30_000)
    quiet(page)


UNVERIFIED = {
    "en": ("Your friend won (unverified).", "Finished, unverified: waiting for your friend's last link"),
    "zh": ("好友赢了（未核对）。", "已结束，未核对：等待好友的最后一条链接"),
    "ja": ("友達の勝ち（未確認）。", "終了・未確認：友達の最後のリンク待ち"),
}


def test_a_winner_that_withholds_its_last_link_leaves_the_result_unverified(phones):
    loser, winner = begin(phones)
    pass_links(loser, winner, lambda: loser.state() == "mine" and len(loser.opened) >= 2)
    resign(loser)
    page = loser.page
    outcome = page.locator("#remote-outcome")
    expect(outcome).to_have_text(UNVERIFIED["en"][0])
    expect(page.locator("#remote-unverified")).to_contain_text("your friend's last link")
    winner.open(loser.link())
    expect(winner.page.locator("#remote-verdict")).to_have_attribute("data-verified", "1")
    whole = winner.link()
    loser.open(without_proof(whole))
    expect(outcome).to_have_text(UNVERIFIED["en"][0])
    expect(outcome).to_have_attribute("data-unverified", "1")
    expect(page.locator("#remote-verdict")).to_have_count(0)
    expect(page.locator("#log-toggle")).to_contain_text("wins! (unverified)")
    screens = {}
    for lang, (result, row) in UNVERIFIED.items():
        page.select_option("#lang", lang)
        page.locator("#remote-panel").evaluate("panel => panel.scrollIntoView({block: 'end'})")
        expect(outcome).to_have_text(result)
        loser.shot("unverified", lang)
        screens[f"result-{lang}"] = loser.audit()
    page.select_option("#lang", "en")
    loser.to_menu()
    for lang, (_, row) in UNVERIFIED.items():
        page.select_option("#lang", lang)
        expect(page.locator(".remote-row .remote-whose")).to_have_text(row)
        loser.shot("unverified-menu", lang)
        screens[f"menu-{lang}"] = loser.audit()
    page.select_option("#lang", "en")
    bad = {name: found for name, found in screens.items() if any(found.values())}
    assert not bad, bad
    # The same link whole, sent late: the game is checked.
    loser.open(whole)
    expect(page.locator("#remote-verdict")).to_have_attribute("data-verified", "1")
    expect(outcome).to_have_text("Your friend won.")
    loser.to_menu()
    expect(page.locator(".remote-row .remote-whose")).to_have_text("Finished, checked")


def test_a_game_not_over_is_deleted_after_saying_the_friend_can_no_longer_be_answered(phones):
    inviter, _ = begin(phones)
    page = inviter.page
    inviter.to_menu()
    page.locator(".remote-row [data-remote-delete]").tap()
    message = page.locator("#message")
    expect(message).to_contain_text("is not over")
    expect(message).to_contain_text("can no longer be answered from here")
    for lang, words in (("zh", "再也不能在这里回应"), ("ja", "ここから応えられなくなる"), ("en", "is not over")):
        page.select_option("#lang", lang)
        expect(message).to_contain_text(words)
        inviter.shot("delete-going", lang)
        found = inviter.audit()
        assert not any(found.values()), (lang, found)
    page.locator("#message-actions .btn.primary").tap()            # "Keep it"
    expect(page.locator(".remote-row")).to_have_count(1)
    page.locator(".remote-row [data-remote-delete]").tap()
    page.locator("#message-actions .btn:not(.primary)").tap()      # "Delete"
    expect(page.locator(".remote-row")).to_have_count(0)
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('cardtable.remote.'))") == []


# Storage that refuses every write from now on (a phone whose storage fills mid-game), and back.
FILL_STORAGE = """() => {
  window.keptSetItem = Storage.prototype.setItem;
  Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
}"""
FREE_STORAGE = "() => { Storage.prototype.setItem = window.keptSetItem; }"


def test_a_game_goes_on_when_storage_fails_and_its_kept_link_brings_it_back(phones):
    inviter, friend = begin(phones)
    pass_links(inviter, friend, lambda: friend.state() == "mine" and len(friend.opened) >= 2)
    page = inviter.page
    page.evaluate(FILL_STORAGE)
    try:
        # The friend's move is taken, though it cannot be stored; the page says why.
        friend.play_turn()
        before = friend.link()
        inviter.open(before)
        expect(page.locator("#message")).to_contain_text("storage is full or blocked")
        page.locator("#message-actions .btn.primary").tap()
        assert inviter.state() == "mine"
        inviter.play_turn()
        page.locator("#keep-url").scroll_into_view_if_needed()
        inviter.shot("kept")
        found = inviter.audit()
        assert not any(found.values()), found
        kept = page.locator("#keep-url").input_value()
        assert "#" in kept and len(kept.split("#", 1)[1]) <= 8192
        board = page.evaluate("document.body.dataset.hash")
        # The friend answers: this tab goes on from its memory.
        friend.open(inviter.link())
        friend.play_turn()
        answer = friend.link()
        inviter.open(answer)
        assert inviter.state() == "mine"
        # Another tab reads the stored copy, from before the friend's move: the answer comes
        # after a move of this phone's own that it does not have, and the page says so.
        other = inviter.context.new_page()
        other.goto(answer)
        expect(other.locator("#message")).to_contain_text("a move of yours that this phone does not have",
                                                         timeout=60_000)
        other.locator("#message-actions .btn.primary").tap()
        # The kept link brings the game back there as it was, and the answer is taken.
        other.goto(kept)
        expect(other.locator("body[data-remote=waiting]")).to_be_attached(timeout=30_000)
        idle(other)
        assert other.evaluate("document.body.dataset.hash") == board
        other.goto(answer)
        expect(other.locator("body[data-remote=mine]")).to_be_attached(timeout=30_000)
        other.close()
    finally:
        page.evaluate(FREE_STORAGE)
    # The game in this tab's memory is deleted, so the phone is at rest for the next test.
    inviter.to_menu()
    page.locator(".remote-row [data-remote-delete]").tap()
    page.locator("#message-actions .btn:not(.primary)").tap()
