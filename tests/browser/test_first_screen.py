"""The first screen of a game: once the other side's first turn has played back, a turn brief on
the board sums up what it did (from its log) and names what the player can do now (from the
actions on offer), without covering the hand or the player's side.

Gate Ruler starts from the menu (the invasion always moves first); Frontline against the
computer opens a challenge whose seed lets the computer move first.
"""

from __future__ import annotations

from playwright.sync_api import expect

from cardtable.core.codec import CHALLENGE, decode
from cardtable.core.session import Session
from pages import fragment, idle, start_game

# A Frontline seed whose first turn is the computer's (seat 1): the engine picks who starts.
FRONTLINE_CPU_FIRST = 2

# What a side puts on the table, by game: (the event's side field, the kinds naming a card).
PUTS = {"gateruler": ("side", {"summon"}), "frontline": ("seat", {"deploy", "play", "equip"})}

UNCOVERED = """el => {
  const box = el.getBoundingClientRect();
  const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return box.height > 0 && box.bottom <= innerHeight && !!top && el.contains(top);
}"""


def uncovered(page, selector: str) -> bool:
    """Whether the middle of the element is what the page shows there (nothing over it)."""
    return page.locator(selector).first.evaluate(UNCOVERED)


def other_side_cards(page, game: str) -> set[str]:
    """The English names of the cards the other side (side/seat 1) put on the table, read from
    the engine's log of the game on screen."""
    session = Session.from_save(decode(fragment(page)))
    field, kinds = PUTS[game]
    cards = session.game.catalog()["cards"]
    return {cards[ev["card"]]["name"]["en"] for ev in session.state.log if ev["e"] in kinds and ev.get(field) == 1}


def check_first_screen(page, game: str) -> None:
    brief = page.locator("#turn-brief")
    expect(brief).to_be_visible()
    recap = " ".join(brief.locator(".brief-recap").all_inner_texts())
    names = other_side_cards(page, game)
    assert "damage" in recap or any(name in recap for name in names), (recap, names)

    todo = brief.locator(".brief-todo")
    expect(todo).to_be_visible()
    text = todo.inner_text()
    # It names only what is on offer: End turn is, and a glowing card is one the player can play.
    assert "End turn" in text and page.locator("#end-turn").is_enabled(), text
    if "glowing card" in text:
        assert page.locator(".hand-card.playable").count() > 0

    # The brief sits above the hand, never over it or over the player's side.
    brief_box, hand_box = brief.bounding_box(), page.locator(".hand-area").bounding_box()
    assert brief_box["y"] + brief_box["height"] <= hand_box["y"] + 1
    assert uncovered(page, ".hand-card")
    assert uncovered(page, ".ruler-tile.mine, .fl-side.mine")


def test_gate_ruler_first_screen_says_what_happened_and_what_to_do(booted):
    page = booted()
    start_game(page, "gateruler", ('[data-level="1"]',))
    idle(page)
    check_first_screen(page, "gateruler")


def test_frontline_first_screen_after_the_computer_moved_first(booted):
    page = booted()
    link = Session("frontline", {"b": 1}, FRONTLINE_CPU_FIRST).link(CHALLENGE)
    page.evaluate("f => { location.hash = f; }", link)
    expect(page.locator("#playback")).to_be_visible(timeout=30_000)
    idle(page)
    check_first_screen(page, "frontline")


def test_the_brief_goes_away_when_the_player_picks_a_move(booted):
    page = booted()
    start_game(page, "gateruler", ('[data-level="1"]',))
    idle(page)
    expect(page.locator("#turn-brief")).to_be_visible()
    page.locator(".hand-card.playable").first.tap()
    expect(page.locator("#turn-brief")).to_have_count(0)
