"""Links keep working: every link an earlier release wrote still opens to the same thing.

One fixture per release. The first holds challenges, half-played saves and finished games of
every game in save format 1; the second, link format 2's challenges (one naming a custom deck),
saves, replays, results and deck links. A later release must replay each game under the rules
it was made with to the same turn, result and state hash, and read each deck to the same cards
(issue: links that keep working).
"""

import json
from pathlib import Path

import pytest

from cardtable.core import registry
from cardtable.core.codec import DeckLink, decode
from cardtable.core.decks import decode_deck
from cardtable.core.session import Session

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def release(number: int) -> list[dict]:
    path = FIXTURES / f"links_release{number}.json"
    return json.loads(path.read_text(encoding="utf-8"))["links"]


RELEASE_1 = release(1)
RELEASE_2 = release(2)
GAME_LINKS = [link for link in RELEASE_1 + RELEASE_2 if link["kind"] != "k"]


@pytest.mark.parametrize("link", GAME_LINKS, ids=lambda link: f"{link['game']}-{link['kind']}")
def test_earlier_releases_links_replay_to_the_same_game(link):
    session = Session.from_save(decode(link["fragment"]))
    assert len(session.actions) == link["moves"]
    assert session.summary() == {key: link[key] for key in ("game", "turn", "result", "hash")}


def test_the_fixture_covers_every_game_and_kind():
    assert {(link["game"], link["kind"]) for link in RELEASE_1} == {
        (game, kind) for game in ("gateruler", "frontline", "dol")
        for kind in ("challenge", "save", "finished")}


@pytest.mark.parametrize("link", [link for link in RELEASE_2 if link["kind"] == "k"],
                         ids=lambda link: link["game"])
def test_second_release_deck_links_read_to_the_same_legal_deck(link):
    deck = decode(link["fragment"])
    assert isinstance(deck, DeckLink) and deck.variant == link["variant"]
    rules = registry.by_code(deck.game).deck_rules()
    cards = decode_deck(deck.code, rules)
    assert cards == dict(sorted(link["cards"].items()))
    assert rules.problems(cards, deck.variant) == []


def test_the_second_fixture_covers_every_game_and_kind():
    assert {(link["game"], link["kind"]) for link in RELEASE_2} == {
        (game, kind) for game in ("gateruler", "frontline", "dol")
        for kind in ("c", "s", "p", "r", "k")}
