"""Every guided first game (cards/<game>/guide.json, py/cardtable/guides.py) plays as it says.

Each guide is replayed through the table the page talks to, the other side moving as in any
game: every step's move must be among the legal actions when its step comes (the engine decides
what is legal; the guide only picks), and after the last step the game must stand where the
guide's closing words say. A change to the rules, the cards or a bot that breaks a guide fails
here, not in front of a newcomer.
"""

import pytest

from cardtable import guides
from cardtable.core import registry
from cardtable.core.engine import GUIDED
from cardtable.core.session import Session
from cardtable.table import Table

GAMES = sorted(registry.all_games())


def _within(entry: dict, wanted: dict) -> bool:
    return all(entry.get(key) == value for key, value in wanted.items())


@pytest.mark.parametrize("game", GAMES)
def test_each_step_is_legal_and_the_guide_ends_where_it_says(game):
    data = guides.guide(game)
    table = Table()
    snap = table.new(game, data["options"], data["seed"])
    for number, step in enumerate(data["steps"]):
        shown = snap["guide"]
        assert shown["step"] == number and not shown["done"], f"{game}: step {number}"
        assert shown["index"] is not None, f"{game}: step {number}'s move {step['move']} is not legal"
        assert shown["say"] == step["say"]
        snap = table.play(shown["index"])
    assert snap["guide"]["done"] and snap["guide"]["say"] == data["end"]["say"]
    state = table.session.state
    assert table.session.game.turn(state) == data["end"]["turn"]
    assert table.session.game.result(state) is None
    for wanted in data["end"].get("events", ()):
        assert any(_within(entry, wanted) for entry in state.log), f"{game}: no {wanted} in the log"


@pytest.mark.parametrize("game", GAMES)
def test_every_step_speaks_three_languages(game):
    data = guides.guide(game)
    for words in [step["say"] for step in data["steps"]] + [data["end"]["say"]]:
        assert set(words) == set(guides.LANGS) and all(text.strip() for text in words.values())


def test_a_move_off_the_script_or_after_its_end_leaves_the_guide():
    """The player's own move (here: ending Gate Ruler's first turn at once) is a normal game
    from then on, and so is the move after the guide's last step."""
    data = guides.guide("gateruler")
    table = Table()
    snap = table.new("gateruler", data["options"], data["seed"])
    end = next(a["index"] for a in snap["actions"] if a["kind"] == "end")
    assert snap["guide"]["index"] != end
    assert table.play(end)["guide"] is None


def test_a_game_with_other_options_or_seed_is_not_guided():
    data = guides.guide("dol")
    assert guides.is_guided(Session("dol", data["options"], data["seed"]))
    assert not guides.is_guided(Session("dol", data["options"], data["seed"] + 1))
    assert not guides.is_guided(Session("dol", {**data["options"], "d": "BR"}, data["seed"]))


@pytest.mark.parametrize("game", GAMES)
def test_a_game_dealt_like_the_guide_but_not_as_one_is_not_guided(game):
    """Only a game dealt as the guided one is guided: a player who picks the guide's level or
    decks and happens on its seed plays an ordinary game."""
    data = guides.guide(game)
    plain = {key: value for key, value in data["options"].items() if key != GUIDED}
    assert not guides.is_guided(Session(game, plain, data["seed"]))


def test_the_bridge_starts_a_guide_and_a_link_of_it_stays_guided():
    """The page's "guide" request deals the guide; its save link, opened again (a reload, the
    menu's Continue), goes on with the guide where it was."""
    import json

    from cardtable import bridge

    snap = json.loads(bridge.handle(json.dumps({"op": "guide", "game": "frontline"})))
    first = snap["guide"]
    assert snap["ok"] and first["step"] == 0 and first["index"] is not None
    moved = json.loads(bridge.handle(json.dumps({"op": "act", "index": first["index"]})))
    reopened = json.loads(bridge.handle(json.dumps({"op": "open", "fragment": moved["fragment"]})))
    assert reopened["guide"]["step"] == 1
