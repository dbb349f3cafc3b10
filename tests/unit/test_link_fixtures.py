"""Links keep working: every link the first release wrote still opens to the same game.

The fixture holds challenges, half-played saves and finished games of every game, written by
the first release's save format 1. A later release must replay each one under the rules it was
made with to the same turn, result and state hash (issue: links that keep working).
"""

import json
from pathlib import Path

import pytest

from cardtable.core.codec import decode
from cardtable.core.session import Session

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "links_release1.json"
RELEASE_1 = json.loads(FIXTURE.read_text(encoding="utf-8"))["links"]


@pytest.mark.parametrize("link", RELEASE_1, ids=lambda link: f"{link['game']}-{link['kind']}")
def test_first_release_links_replay_to_the_same_game(link):
    session = Session.from_save(decode(link["fragment"]))
    assert len(session.actions) == link["moves"]
    assert session.summary() == {key: link[key] for key in ("game", "turn", "result", "hash")}


def test_the_fixture_covers_every_game_and_kind():
    assert {(link["game"], link["kind"]) for link in RELEASE_1} == {
        (game, kind) for game in ("gateruler", "frontline", "dol")
        for kind in ("challenge", "save", "finished")}
