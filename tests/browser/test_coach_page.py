"""The coach in the page (issue 13) at 390x844 with touch: the computer's level chosen on the
setup screens and kept in the game's link, a hint on each game that glows on a legal move and
says its chance (and the result card, and a result link's rival, then say hints were used), a
review of a game thrown on purpose that marks a mistake, shows its progress, can be stopped,
and plays the better move from the marked step, and no serious or critical axe-core finding on
the new panels, nor text under 12 px, cut off, or a tap target under 44x44.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cardtable import coach
from cardtable.core import registry
from cardtable.core.codec import CHALLENGE, REPLAY, RESULT, SAVE, decode, encode
from cardtable.core.session import Session
from cardtable.simulate import play_game
from cardtable.table import Table
from conftest import ROOT
from pages import (
    end_turn,
    fragment,
    idle,
    open_link,
    open_site,
    quiet,
    settle,
    start_game,
    tap_ending,
)

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
READABLE = Path(__file__).with_name("readable.js")

def options_of(page) -> dict:
    return decode(fragment(page)).options


def thrown_game(game: str, options: dict, seed: int) -> Session:
    """A game against the computer (or Gate Ruler's invasion) in which the player ends every
    turn at once and takes the first choice whenever ending is not offered (a guard): bad on
    purpose, so a review has mistakes to find."""
    table = Table()
    table.start(Session(game, options, seed))
    session = table.session
    while session.game.result(session.state) is None:
        kinds = [session.game.describe(session.state, a)["kind"] for a in session.legal_actions()]
        table.play(kinds.index("end") if "end" in kinds else 0)
    return session


# --- levels -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "prefix", "level"), [("frontline", "fl", "hard"), ("dol", "dol", "easy")])
def test_a_level_chosen_on_the_setup_travels_in_the_link_and_survives_a_reload(page, site_url, game, prefix, level):
    open_site(page, site_url)
    page.locator(f"button[data-game={game}]").tap()
    page.locator(f"[data-{prefix}-mode=pnp]").tap()
    expect(page.locator("#level-choice")).to_have_count(0)     # pass and play: nobody to rank
    page.locator(f"[data-{prefix}-mode=cpu]").tap()
    expect(page.locator(f"[data-{prefix}-level=normal]")).to_have_attribute("aria-checked", "true")
    page.locator(f"[data-{prefix}-level={level}]").tap()
    expect(page.locator(f"[data-{prefix}-level={level}]")).to_have_attribute("aria-checked", "true")
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    quiet(page)
    assert options_of(page)["lv"] == level
    page.reload()
    page.wait_for_selector("body[data-engine=ready][data-screen=game]", state="attached", timeout=60_000)
    quiet(page)
    assert options_of(page)["lv"] == level
    # The setup screen remembers the choice (reached by the page's own taps: Back, then Home).
    page.locator("#nav-back").tap()
    page.locator("[data-menu=home]").tap()
    expect(page.locator("body[data-screen=menu]")).to_be_attached()
    page.locator(f"button[data-game={game}]").tap()
    expect(page.locator(f"[data-{prefix}-level={level}]")).to_have_attribute("aria-checked", "true")


# A Frontline game against Hard in which the player moves first and the computer's first turn
# takes about a second of search on CPython (seed 13): a seed from the menu may give it a turn
# too short for the note's 0.3 s delay.
THINKING_CHALLENGE = Session("frontline", {"b": 1, "d": "LM", "lv": "hard"}, 13).link(CHALLENGE)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_page_says_the_computer_is_thinking_while_it_moves(booted, lang):
    page = booted(lang)
    open_link(page, THINKING_CHALLENGE)
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    quiet(page)
    page.evaluate(WATCH_THINKING)
    end_turn(page)                          # the computer's turn at level Hard: seconds of search
    assert page.evaluate("window.thinkingSeen")
    # It sat over the enemy's city and HQ and hid their HP while it showed.
    assert page.evaluate("window.thinkingCovers") == []
    expect(page.locator("#thinking")).to_be_hidden()


# Notes whether "The computer is thinking…" ever showed, and each number it covered meanwhile
# (a shown text with a digit whose box meets the note's).
WATCH_THINKING = r"""window.thinkingCovers = []; window.thinkingSeen = false;
new MutationObserver(() => {
  const note = document.querySelector('#thinking');
  if (!note || note.hidden || !note.textContent) return;
  window.thinkingSeen = true;
  const box = note.getBoundingClientRect();
  const meets = (r) => r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!/\d/.test(node.data) || note.contains(el) || !el.checkVisibility({visibilityProperty: true})) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(meets)) window.thinkingCovers.push(node.data.trim());
  }
}).observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true})"""


# --- hints ------------------------------------------------------------------------------------

STARTS = {
    "gateruler": ('[data-level="1"]',),
    "frontline": ("[data-fl-mode=cpu]",),
    "dol": ("[data-dol-mode=cpu]",),
}


def ask_hint(page) -> tuple[int, float]:
    """Tap Hint and wait for its line: the hinted action's index and its chance."""
    quiet(page)
    page.locator("#hint").tap()
    line = page.locator("#hint-line")
    expect(line).to_be_visible(timeout=30_000)
    idle(page)
    return int(line.get_attribute("data-index")), float(line.get_attribute("data-chance"))


def play_hinted(page, index: int) -> None:
    """Make the hinted move by tapping what glows until the move's own control does: the brief's
    Continue when the move waits behind it, its card, then its target or button (and "End turn
    anyway" when the hint is to end the turn with plays left: the page asks before it ends)."""
    before = fragment(page)
    for _ in range(3):
        hinted = page.locator("#board [data-hinted]")
        expect(hinted.first).to_be_visible()
        sends = hinted.first.get_attribute("data-action-index") == str(index)
        if sends:
            tap_ending(page, hinted.first)
            return settle(page, before)
        hinted.first.tap()
        idle(page)
    raise AssertionError("three taps on what glows did not reach the hinted move")


def test_a_hint_asked_while_the_turn_brief_waits_brings_out_the_step_it_was_for(booted):
    """DoL, the computer first: its turn is told before the draw panel, which waits for the
    brief's Continue (web/table.js briefFirst). A hint then takes the brief's place, Continue with
    it: the panel must come out with the hinted card glowing, not leave the player stuck."""
    page = booted()
    computer_first = Session("dol", {"b": 1, "d": "RB", "lv": "normal"}, 1)
    assert computer_first.game.to_move(computer_first.state) == 1
    open_link(page, computer_first.link(CHALLENGE), "game")
    quiet(page)
    expect(page.locator("#brief-read")).to_be_visible()
    ask_hint(page)
    expect(page.locator("#brief-read")).to_have_count(0)
    expect(page.locator("#board [data-hinted]").first).to_be_visible()


@pytest.mark.parametrize("game", ["gateruler", "frontline", "dol"])
def test_a_hint_glows_on_a_legal_move_and_says_its_chance(booted, game):
    page = booted()
    start_game(page, game, STARTS[game])
    quiet(page)
    moves = len(decode(fragment(page)).actions)
    legal = Session.from_save(decode(fragment(page))).legal_actions()
    index, chance = ask_hint(page)
    assert 0 <= index < len(legal)
    assert 0.0 <= chance <= 1.0
    assert f"{math.floor(chance * 100 + 0.5)}\u00a0%" in page.locator("#hint-line").inner_text()  # as Math.round
    play_hinted(page, index)
    assert decode(fragment(page)).actions[moves] == index  # what glowed was the hinted move
    assert options_of(page)["h"] == 1                      # the save link says hints were used
    expect(page.locator("#hint-line")).to_have_count(0)    # a hint is for one position only


def test_the_result_card_says_hints_were_used(booted):
    page = booted()
    start_game(page, "gateruler", STARTS["gateruler"])
    ask_hint(page)
    while page.locator("#end-turn").count():
        end_turn(page)
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    expect(page.locator("#hints-used")).to_be_visible()


def test_a_result_link_says_its_sender_used_hints(booted):
    sent = Session("gateruler", {"l": 1}, 99)
    coach.hint(sent)
    while sent.game.result(sent.state) is None:
        kinds = [sent.game.describe(sent.state, a)["kind"] for a in sent.legal_actions()]
        sent.play(kinds.index("end"))
    page = booted()
    open_link(page, sent.link(RESULT))
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    quiet(page)
    assert "h" not in options_of(page)                     # the challenge is the player's own
    while page.locator("#end-turn").count():
        end_turn(page)
    expect(page.locator("#rival-hints")).to_be_visible(timeout=30_000)
    expect(page.locator("#hints-used")).to_have_count(0)


# Notes whether the review's progress line ever showed (it may come and go between two looks).
WATCH_PROGRESS = """new MutationObserver(() => {
  if (document.querySelector('#review-progress label')?.textContent.match(/\\d/)) window.progressSeen = true;
}).observe(document.body, {childList: true, subtree: true})"""


def moves_beyond(page, count: int) -> list[int]:
    """The game's moves once it has more than count of them (the move played on the way)."""
    for _ in range(300):
        quiet(page)
        moves = decode(fragment(page)).actions
        if len(moves) > count:
            return moves
        page.wait_for_timeout(100)
    raise AssertionError(f"the game stayed at {count} moves")


# --- the review -------------------------------------------------------------------------------

THROWN = thrown_game("frontline", {"b": 1, "d": "LM", "lv": "easy"}, 7)


def first_marked() -> dict:
    """The first decision the review marks, judged on CPython (the page's worker must agree)."""
    for position in coach.decisions(THROWN, (0,)):
        verdict = coach.judge(THROWN, position)
        if verdict["mark"] in ("mistake", "blunder"):
            return verdict
    raise AssertionError("the thrown game has no mistake to find")


def test_a_loss_at_hard_offers_normal_next(booted):
    """Issue 27, levels for people: the result card of a game lost to the computer at Hard
    offers Normal first, and its tap starts a new game against Normal. The thrown game is
    played at Easy (cheap on CPython) and its save relabelled Hard: the page replays moves,
    not the computer."""
    lost = decode(THROWN.link(REPLAY))
    lost.kind = SAVE
    lost.options = {**lost.options, "lv": "hard"}
    page = booted()
    open_link(page, encode(lost))
    easier = page.locator("#result [data-result=easier]")
    expect(easier).to_have_text("Try Normal next", timeout=30_000)
    easier.tap()
    expect(page.locator("#result")).to_have_count(0, timeout=30_000)     # a new game began
    assert options_of(page)["lv"] == "normal"


def test_a_review_of_a_thrown_game_marks_a_mistake_and_plays_the_better_move(booted):
    expected = first_marked()
    finished = decode(THROWN.link(REPLAY))
    finished.kind = SAVE
    page = booted()
    open_link(page, encode(finished))
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    page.evaluate(WATCH_PROGRESS)
    page.locator("#review-game").tap()
    expect(page.locator("body[data-screen=replay]")).to_be_attached(timeout=30_000)
    expect(page.locator("#review-summary")).to_be_visible(timeout=60_000)
    assert page.evaluate("window.progressSeen")                                 # its progress showed
    marks = page.locator("#review-list [data-mark]")
    assert {"mistake", "blunder"} & {marks.nth(i).get_attribute("data-mark") for i in range(marks.count())}
    expect(page.locator("#review-list")).to_contain_text("%")
    # Jump to the first marked decision (the viewer opens on step 0), then play on from it
    # with the better move.
    first = int(marks.first.get_attribute("data-position"))
    if first > 0:
        page.locator("#review-next").tap()
    page.wait_for_selector(f"body[data-replay-position='{first}'][data-busy='0']", state="attached")
    assert first == expected["position"]
    # The mark is numbered as the step counter numbers the board it shows.
    assert page.locator("#replay-counter").inner_text().startswith(f"{first} /")
    expect(marks.first).to_contain_text(f"Step {first}")
    page.locator("#review-play-better").tap()
    expect(page.locator("body[data-screen=game]")).to_be_attached(timeout=30_000)
    played = moves_beyond(page, first)
    assert played[:first] == THROWN.actions[:first]
    assert played[first] == expected["best"] != THROWN.actions[first]


def test_back_from_the_review_of_a_finished_game_says_nothing_of_another_tab(booted):
    """The game's record went when it ended, by this tab's doing: coming back from its review
    to the result card must not warn that another tab ended it (a newcomer met that warning)."""
    finished = thrown_game("gateruler", {"l": 1}, 2)
    page = booted()
    open_link(page, finished.link(SAVE))
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    page.locator("#review-game").tap()
    expect(page.locator("#review-summary")).to_be_visible(timeout=60_000)
    page.go_back()
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    idle(page)
    expect(page.locator("#message-layer")).to_be_hidden()


def long_game() -> Session:
    """A whole Frontline game between the default bots, the person's seat 0: some forty
    decisions to review, so a Stop tapped at once lands well before the end."""
    bots = tuple(registry.get("frontline").bots()["default"](seat, 3) for seat in (0, 1))
    return play_game("frontline", {"b": 1}, 3, bots)


def test_a_review_can_be_stopped_and_goes_on_where_it_stopped(booted):
    game = long_game()
    assert len(coach.decisions(game, (0,))) >= 20
    page = booted()
    open_link(page, game.link(REPLAY))
    expect(page.locator("#review-start")).to_be_visible(timeout=30_000)
    page.locator("#review-start").tap()
    page.locator("#review-stop").tap()
    expect(page.locator("#review-resume")).to_be_visible(timeout=30_000)
    stopped = page.locator(".review-stopped").inner_text()
    assert any(ch.isdigit() for ch in stopped)
    page.locator("#review-resume").tap()
    expect(page.locator("#review-summary")).to_be_visible(timeout=60_000)
    expect(page.locator("#review-resume")).to_have_count(0)


# --- readable to everyone ---------------------------------------------------------------------

def serious_axe(page, selector: str) -> list[dict]:
    """axe-core's serious and critical findings inside the elements selector picks."""
    if not page.evaluate("!!window.axe"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async (selector) => {
        const {violations} = await axe.run({include: [...document.querySelectorAll(selector)].map((el) => [el])},
                                           {resultTypes: ["violations"]});
        return violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" "))}));
    }""", selector)
    return [v for v in found if v["impact"] in ("serious", "critical")]


def unreadable(page) -> dict:
    """The page's text under 12 px, text cut off and tap targets under 44x44 (the checks of
    test_readable.py, by its readable.js), on the screen as it is."""
    if not page.evaluate("!!window.readable"):
        page.add_script_tag(path=str(READABLE))
    found = {name: page.evaluate(f"readable.{name}()") for name in ("smallText", "clipped", "smallTargets")}
    return {name: items for name, items in found.items() if items}


def test_the_new_panels_are_readable_and_have_no_serious_axe_finding(booted):
    page = booted()
    page.locator("button[data-game=frontline]").tap()
    page.locator("[data-fl-mode=cpu]").tap()
    expect(page.locator("#level-choice")).to_be_visible()
    assert serious_axe(page, "#level-choice") == []
    assert unreadable(page) == {}
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    quiet(page)
    assert serious_axe(page, "#hint") == []
    ask_hint(page)
    assert serious_axe(page, "#hint-line, [data-hinted]") == []
    assert unreadable(page) == {}
    open_link(page, THROWN.link(REPLAY))
    page.locator("#review-start").tap()
    expect(page.locator("#review-stop")).to_be_visible()
    assert serious_axe(page, "#review-progress") == []
    expect(page.locator("#review-summary")).to_be_visible(timeout=60_000)
    idle(page)
    assert serious_axe(page, "#review-strip, #review-panel") == []
    assert unreadable(page) == {}
