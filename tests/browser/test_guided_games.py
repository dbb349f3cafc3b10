"""The guided first games through the page, on one booted page: the offer when a game is first
opened, and each game's guide walked by its taps in one language.

At every step the page must show the step's words (the engine's, from cards/<game>/guide.json)
and make the glowing control ([data-guided]) the move the guide names: the test taps only what
glows (a card, then its target or way to pay, then the button carrying the move's index), and
each step's move must reach the engine (the save link changes, the step counter goes on). The
guides' moves themselves are checked on CPython by tests/unit/test_guides.py.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cardtable.core.codec import decode
from cardtable.gateruler import GAME
from cardtable.gateruler.share import RULER_CODES
from pages import fragment, idle, quiet, tap_end_turn, tap_ending

CARDS = Path(__file__).resolve().parents[2] / "cards"
SHOTS = os.environ.get("GUIDE_SHOTS")  # a folder: save a screenshot of every step
LANG = "ja"
MOST_TAPS_A_STEP = 4  # a card, its target or way to pay, the button, a confirmation


def guide(game: str) -> dict:
    return json.loads((CARDS / game / "guide.json").read_text(encoding="utf-8"))


def start_guide(page, game: str) -> None:
    """From the menu: the game's setup screen, then its guided game (offered or not)."""
    page.locator(f"button[data-game={game}]").tap()
    page.locator("#guide-start").tap()
    expect(page.locator("#guide-line")).to_be_visible(timeout=30_000)
    idle(page)


def play_step(page, number: int) -> None:
    """Tap what glows until the step's move is sent: a control carrying an action's index
    first (the way to pay chosen also glows, and tapping it again sends nothing)."""
    before = fragment(page)
    for _ in range(MOST_TAPS_A_STEP):
        glowing = page.locator("[data-guided][data-action-index]")
        if not glowing.count():
            glowing = page.locator("[data-guided]")
        assert glowing.count(), f"step {number + 1}: nothing glows"
        glowing.first.scroll_into_view_if_needed()
        tap_ending(page, glowing.first)
        idle(page)
        if fragment(page) != before:
            quiet(page)
            return
    raise AssertionError(f"step {number + 1}: {MOST_TAPS_A_STEP} taps on what glows sent no move")


def walk(page, game: str, lang: str, shoot=None) -> None:
    """Play the game's guide from its setup screen to its closing words, checking each step's
    words on the way; shoot(name), if given, is called at every step (screenshots)."""
    data = guide(game)
    start_guide(page, game)
    for number, step in enumerate(data["steps"]):
        line = page.locator("#guide-line")
        expect(line).to_have_attribute("data-step", str(number))
        expect(line.locator(".guide-say")).to_have_text(step["say"][lang])
        if shoot:
            shoot(f"{game}-{lang}-{number + 1:02d}")
        play_step(page, number)
    done = page.locator("#guide-line[data-done='1'] .guide-say")
    expect(done).to_have_text(data["end"]["say"][lang])
    if shoot:
        shoot(f"{game}-{lang}-end")


def screenshots(page):
    if not SHOTS:
        return None
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    return lambda name: page.screenshot(path=f"{SHOTS}/{name}.png")


def test_a_game_first_opened_offers_its_guide_and_keeps_it_on_the_setup_screen(booted):
    page = booted(LANG)
    page.locator("button[data-game=dol]").tap()
    offer = page.locator("#guide-offer")
    expect(offer).to_be_visible()
    page.locator("#guide-dismiss").tap()
    expect(offer).to_have_count(0)
    expect(page.locator("#guide-start")).to_be_visible()   # always there, quieter


@pytest.mark.parametrize("game", ["gateruler", "frontline", "dol"])
def test_a_guide_walks_by_its_glowing_taps_to_its_end(booted, game):
    page = booted(LANG)
    walk(page, game, LANG, screenshots(page))


def test_a_tap_off_the_guide_gets_a_word_and_leaving_keeps_the_guide(booted):
    """Gate Ruler's first step plays Fire Arrow; End turn, though legal, is held back. Back
    leaves the guided game as any game (nothing asks the player to stay), and Continue on the
    menu comes back to the same step."""
    page = booted(LANG)
    start_guide(page, "gateruler")
    before = fragment(page)
    tap_end_turn(page)
    expect(page.locator("#guide-missed")).to_be_visible()
    assert fragment(page) == before
    expect(page.locator("#guide-line")).to_have_attribute("data-step", "0")
    play_step(page, 0)
    for _ in range(2):   # the levels page, then the menu
        page.go_back()
    page.wait_for_selector("body[data-screen=menu]", state="attached")
    page.locator("#continue-list [data-continue]").first.tap()
    expect(page.locator("#guide-line")).to_have_attribute("data-step", "1")


def test_gate_ruler_s_daily_says_its_level_and_ruler(booted):
    """The day picks the level and the ruler, so the board names both and what they mean."""
    page = booted(LANG)
    page.locator("[data-daily=gateruler]").tap()
    note = page.locator("#daily-note")
    expect(note).to_be_visible(timeout=30_000)
    options = decode(fragment(page)).options
    level = GAME.catalog()["levels"][options["l"]]
    ruler = GAME.catalog()["rulers"][RULER_CODES[options["r"]]]
    expect(note).to_contain_text(level["name"][LANG])
    expect(note).to_contain_text(ruler["name"][LANG])
    quiet(page)
