"""Words in the page: whole games' logs read in English as a player reads them: every line a
sentence that starts with a capital, nothing after the result, no life below 0, Frontline's
sent-away warriors worded as what the engine knows. And a legal shared deck says it is ready,
not that it can be fixed. The i18n layer's own messages (plural forms, a capital where a message
opens with a name) are tested without a browser, on node's test runner: tests/js/words.test.mjs.

Each game is played to its end in Python by random bots through `play_game` (what `cardtable
simulate` runs; its --links are pass-and-play replays, so the test plays against the computer's
seat itself, where the log says "your"), and opened in the page by its save link. Every
test runs at 390x844 with touch and fails on any off-origin request or script error (conftest).
"""

from __future__ import annotations

import functools
import re

import pytest
from playwright.sync_api import expect

from cardtable.core import registry
from cardtable.core.codec import DeckLink, encode
from cardtable.core.decks import encode_deck
from cardtable.core.randombot import RandomBot
from cardtable.core.session import Session
from cardtable.simulate import play_game
from pages import open_link

NEGATIVE = re.compile(r"(?<!\w)[-−]\s?\d+")   # "-6", "→ −6"; not a range such as "1-4"


# --- finished games against the computer --------------------------------------------------------

def random_game(game_id: str, options: dict, seed: int) -> Session:
    game = registry.get(game_id)
    bots = tuple(RandomBot(seat, seed * 31 + seat) for seat in range(max(game.seats, 1)))
    return play_game(game_id, options, seed, bots)


def first_game(game_id: str, options: dict, wanted) -> Session:
    """The first seed's game (from 1) whose finished session `wanted` accepts."""
    for seed in range(1, 200):
        session = random_game(game_id, options, seed)
        if wanted(session):
            return session
    raise AssertionError(f"no {game_id} game among 200 seeds has what the test needs")


def logged(session: Session) -> list[dict]:
    """The session's whole game log (simulated games run with the log off)."""
    again = Session(session.game.id, session.options, session.seed)
    again.state.log = []
    for index in session.actions:
        again.play(index)
    return again.state.log


def dol_overkill(session: Session) -> bool:
    """Won by a battle whose damage was more than the loser's life left (life stops at 0:
    rulebook ■3), so the log must not show the arithmetic below 0."""
    log = logged(session)
    at = max((i for i, ev in enumerate(log) if ev["e"] == "battle"), default=-1)
    if at < len(log) - 6 or min(session.state.life) != 0:
        return False
    mine, theirs = log[at]["power"]
    dealt = mine if log[at]["kind"] == "direct" else abs(mine - theirs)
    lost = [-ev["amount"] for ev in log[at:] if ev["e"] == "life" and ev["why"] == "battle"]
    return bool(lost) and lost[0] < dealt


def frontline_withdrawal(session: Session) -> bool:
    """A game with a warrior withdrawn and a hit that armour lessened."""
    log = logged(session)
    return (any(ev["e"] == "wasteland" and ev["why"] == "retired" for ev in log)
            and any(ev["e"] == "strike" and ev["armor"] for ev in log))


@functools.cache
def finished(game_id: str) -> Session:
    if game_id == "dol":
        return first_game("dol", {"b": 1}, dol_overkill)
    if game_id == "frontline":
        return first_game("frontline", {"b": 1}, frontline_withdrawal)
    return first_game("gateruler", {"l": 1}, lambda session: True)


def open_log(page, session: Session) -> list[str]:
    """Open the finished game (on an English booted page), put the result aside, open the log:
    its lines."""
    open_link(page, session.fragment())
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    page.locator("[data-result=board]").tap()
    page.locator("#log-toggle").tap()
    expect(page.locator(".log-lines li").first).to_be_visible()
    return page.locator(".log-lines li").all_inner_texts()


# --- whole games' logs ---------------------------------------------------------------------------
#
# One page per game (the machine is small): each check below adds what it finds wrong to a list,
# and the test fails on the whole list, so a failure shows every fault at once.

def lower_case_openings(lines: list[str]) -> list[str]:
    """A line, and each sentence in it ("Battle! Your ..."), opens with a capital."""
    return [f"a sentence in lower case: {line}" for line in lines
            if line[:1].islower() or re.search(r"[.!?] [a-z]", line)]


def singular_plurals(lines: list[str]) -> list[str]:
    return [f"a plural for one: {line}" for line in lines if re.search(r"\b1 [a-z]+s\b", line)]


def lines_after_the_result(kinds: list[str]) -> list[str]:
    results = [at for at, kind in enumerate(kinds) if "lose" in kind.split()]
    return [] if results == [len(kinds) - 1] else [f"result lines at {results} of {len(kinds)} lines"]


def below_zero(where: str, text: str) -> list[str]:
    return [f"below 0 in the {where}: {found}" for found in NEGATIVE.findall(text)]


def dol_overkill_words(session: Session, lines: list[str]) -> list[str]:
    """The last battle hit harder than the life left: the log says what was lost and 0 left."""
    hits = [line for line in lines if "battle damage" in line]
    if hits and hits[-1].endswith(": 0 life left."):
        return []
    return [f"the last battle damage is not worded down to 0: {hits[-1:]}"]


def frontline_withdrawal_words(session: Session, lines: list[str]) -> list[str]:
    """Sending a warrior to the wasteland is the player's own move (rulebook ② 戦士の出撃: any
    number, at any point of the main phase), so its line comes where the move was made and
    claims no "to make room" the engine cannot know; a skill it sets off says so, after it."""
    problems = [f"claims a purpose: {line}" for line in lines if "to make room" in line]
    if not any("is withdrawn to the wasteland" in line for line in lines):
        problems.append("no withdrawn warrior in the log")
    problems += [f"a wasteland skill before its warrior left: {lines[at - 1]} / {line}"
                 for at, line in enumerate(lines)
                 if line.startswith("The skill of") and "wasteland" not in lines[at - 1]]
    # ゲームの流れ ⑤: a guard's armour lessens the hit; the log names it (a newcomer read Bureau
    # Guard's smaller hit as a mistake).
    if not any(re.search(r"; \d+ held off\)", line) for line in lines):
        problems.append("no hit lessened by armour named in the log")
    return problems


GAME_WORDS = {"dol": dol_overkill_words, "frontline": frontline_withdrawal_words}


@pytest.mark.parametrize("game_id", ["gateruler", "frontline", "dol"])
def test_a_whole_game_s_log_reads_as_sentences_and_ends_with_its_result(booted, game_id):
    session = finished(game_id)
    page = booted()
    lines = open_log(page, session)
    kinds = page.locator(".log-lines li").evaluate_all("(lines) => lines.map((li) => li.className)")
    problems = lower_case_openings(lines) + singular_plurals(lines) + lines_after_the_result(kinds)
    problems += below_zero("log", "\n".join(lines)) + below_zero("board", page.locator("#board").inner_text())
    page.locator("#log-close").tap()
    page.locator("#show-result").tap()
    problems += below_zero("result", page.locator("#result").inner_text())
    if game_id in GAME_WORDS:
        problems += GAME_WORDS[game_id](session, lines)
    assert not problems, "\n".join(problems)


# --- the deck builder ------------------------------------------------------------------------------

def test_a_legal_shared_deck_says_it_is_ready_to_play(booted):
    game = registry.get("dol")
    cards = next(deck for deck in game.deck_rules().ready() if deck["key"] == "R")["cards"]
    link = encode(DeckLink(game.code, game.ruleset, "", encode_deck(cards, game.deck_rules()), "Dragon Rush"))
    page = booted()
    open_link(page, link)
    banner = page.locator("#deck-import")
    expect(banner).to_have_class("panel import-banner ok", timeout=20_000)
    expect(banner).to_contain_text("ready to play")
    expect(banner).not_to_contain_text("fix this deck")
