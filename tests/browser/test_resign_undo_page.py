"""Resign, undo, long press and motion in the page (issue 27), at 390x844 with touch, on the
module's booted page: a resignation asked for from the game's menu, whose save link replays on
CPython to the page's own end; Undo offered by the engine only after a move that showed nothing,
taking it back and marking the result; a long press that shows a card whole without making the
tap's move; and motion that keeps inside the playback's beats and stops for reduced motion."""

import pytest
from playwright.sync_api import expect
from quiet_moves import play_to_a_quiet_move

from cardtable.core.codec import CHALLENGE, decode
from cardtable.core.session import RESIGN, Session
from pages import end_turn, fragment, open_game, open_link, quiet, settle

RESIGNED = {"en": "You resigned", "zh": "你认输了", "ja": "あなたが投了した"}
UNDO_USED = {"en": "A move was taken back", "zh": "使用过悔棋", "ja": "待ったを使った"}
OPTIONS = {"gateruler": {"l": 1}, "frontline": {"b": 1}, "dol": {"b": 1}}


def resign(page) -> None:
    """From the game's menu (behind the top bar's ☰), confirmed; the result card shows."""
    page.locator("#nav-back").tap()
    page.locator("#resign").tap()
    page.locator("#message-actions .btn:not(.primary)").tap()     # the primary one plays on
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    quiet(page)


@pytest.mark.parametrize(("game", "lang"), [("gateruler", "en"), ("frontline", "zh"), ("dol", "ja")])
def test_a_resignation_is_asked_recorded_and_replays_on_cpython_to_the_page_s_end(booted, game, lang):
    page = booted(lang)
    open_link(page, Session(game, OPTIONS[game], 21).link(CHALLENGE), "game")
    quiet(page)
    page.locator("#nav-back").tap()
    page.locator("#resign").tap()
    page.locator("#message-actions .btn.primary").tap()            # "Play on": nothing changes
    expect(page.locator("#result")).to_have_count(0)
    resign(page)
    expect(page.locator("#resigned")).to_have_text(RESIGNED[lang])
    saved = Session.from_save(decode(fragment(page)))
    assert saved.actions[-1] == RESIGN and saved.resigned == 0      # the player's seat, each game
    assert saved.state_hash() == page.evaluate("document.body.dataset.hash")   # Pyodide == CPython


def test_undo_takes_a_quiet_move_back_and_the_result_says_so(booted):
    page = booted("zh")
    session = Session("gateruler", OPTIONS["gateruler"], 4)
    play_to_a_quiet_move(session)
    open_game(page, session)
    before = fragment(page)
    page.locator("#undo").tap()
    settle(page, before)
    undone = decode(fragment(page))
    assert undone.actions == session.actions[:-1] and undone.options["u"] == 1
    resign(page)
    expect(page.locator("#undo-used")).to_have_text(UNDO_USED["zh"])


def test_no_undo_after_a_move_that_showed_something(booted):
    page = booted()
    session = Session("gateruler", OPTIONS["gateruler"], 4)
    play_to_a_quiet_move(session)
    kinds = [session.game.describe(session.state, act)["kind"] for act in session.legal_actions()]
    session.play(kinds.index("end"))         # the invasion's turn: cards drawn, dice of the rift
    open_game(page, session)
    expect(page.locator("#hint")).to_be_visible()
    expect(page.locator("#undo")).to_have_count(0)


def test_a_long_press_shows_a_card_whole_without_making_the_tap_s_move(booted):
    page = booted("ja")
    open_link(page, Session("frontline", OPTIONS["frontline"], 21).link(CHALLENGE), "game")
    quiet(page)
    before = fragment(page)
    card = page.locator("#board .hand [data-key]").first
    box = card.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    point = {"pointerType": "touch", "isPrimary": True, "clientX": x, "clientY": y, "bubbles": True}
    card.dispatch_event("pointerdown", point)
    expect(page.locator("#sheet-layer")).to_be_visible(timeout=2_000)   # after ~500 ms
    card.dispatch_event("pointerup", point)
    card.dispatch_event("click", point)                                 # the press's own click
    expect(page.locator("#board .selected")).to_have_count(0)
    assert fragment(page) == before


# Counts every Web Animation the page starts on the table and keeps the longest's time.
COUNT_MOTION = """() => {
  window.__motion = { count: 0, longest: 0 };
  if (Element.prototype.animate.counted) return;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    window.__motion.count += 1;
    window.__motion.longest = Math.max(window.__motion.longest, options?.duration ?? 0);
    return animate.call(this, frames, options);
  };
  Element.prototype.animate.counted = true;
}"""


def test_motion_plays_inside_the_beats_and_not_at_all_for_reduced_motion(booted):
    page = booted()
    open_link(page, Session("gateruler", OPTIONS["gateruler"], 4).link(CHALLENGE), "game")
    quiet(page)
    page.evaluate(COUNT_MOTION)
    end_turn(page)                      # the invasion's turn plays back at the fast speed
    motion = page.evaluate("window.__motion")
    assert motion["count"] > 0
    assert motion["longest"] <= 0.8 * 300          # a fast beat is 300 ms at most (playback.js)
    page.emulate_media(reduced_motion="reduce")
    try:
        page.evaluate(COUNT_MOTION)
        end_turn(page)
        assert page.evaluate("window.__motion.count") == 0
    finally:
        page.emulate_media(reduced_motion="no-preference")
