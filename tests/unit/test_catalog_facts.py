"""The game facts the page offers come from the engine's catalog ({op: "cards"}), never from
the page's own code: the ready-made decks' letters and the pair a table is set with, Gate
Ruler's levels and its rulers' codes. Each fact here is checked against what the engine
accepts, so a deck, level or ruler added to the engine reaches the page with no JS change."""

import json
import random

import pytest

from cardtable import bridge
from cardtable.core import registry
from cardtable.core.protocol import OptionsError
from cardtable.frontline.player import MAX_RANK


def catalog(game_id: str) -> dict:
    return json.loads(bridge.handle(json.dumps({"op": "cards", "game": game_id})))


@pytest.mark.parametrize("game_id", ["dol", "frontline"])
def test_two_seat_catalogs_name_the_ready_made_decks(game_id):
    """The letters, in the order offered, are exactly the decks the options accept; the
    default pair is what a table gets when the options name no decks."""
    game = registry.get(game_id)
    answer = catalog(game_id)
    assert answer["letters"] == list(game.decks) == list(answer["decks"])
    assert len(answer["letters"]) >= 2
    assert answer["default_decks"] == game.normalize_options({})["d"]
    for mine in answer["letters"]:
        for theirs in answer["letters"]:
            assert game.normalize_options({"d": mine + theirs})["d"] == mine + theirs


@pytest.mark.parametrize("game_id", ["dol", "frontline"])
def test_two_seat_catalogs_name_the_computers_levels_weakest_first(game_id):
    """The levels the setup offers are those the options accept and the bots play, in the
    order the result card steps down after a loss (issue 27), the first offered among them."""
    game = registry.get(game_id)
    answer = catalog(game_id)
    for level in answer["levels"]:
        assert game.normalize_options({"b": 1, "lv": level})["lv"] == level
        assert level in game.bots()
    assert answer["levels"][0] == "easy" and answer["first_level"] in answer["levels"]


def test_gate_ruler_catalog_names_its_levels_and_rulers():
    """Every level the options accept is in the catalog and no other; each ruler code maps to
    a ruler of the catalog, and the default ruler is the one a game gets unasked; each level's
    special rules name a card of the catalog."""
    game = registry.get("gateruler")
    answer = catalog("gateruler")
    levels = sorted(int(n) for n in answer["levels"])
    for n in levels:
        game.normalize_options({"l": n})
    for n in (min(levels) - 1, max(levels) + 1):
        with pytest.raises(OptionsError):
            game.normalize_options({"l": n})
    assert set(answer["ruler_codes"].values()) == set(answer["rulers"])
    for code in answer["ruler_codes"]:
        assert game.normalize_options({"r": code})["r"] == code
    assert answer["default_ruler"] == game.normalize_options({})["r"]
    for level in answer["levels"].values():
        assert set(level["rule_cards"]) == set(level["rules"])
        assert all(card in answer["cards"] for card in level["rule_cards"].values())


def test_frontline_view_gives_the_rank_limit():
    """The frontline's rank total the page shows as "n / max" has the engine's limit as max
    (player.can_deploy refuses a warrior that would go over it)."""
    state = registry.get("frontline").new_state({"b": -1, "d": "LM"}, 1)
    assert registry.get("frontline").view(state, 0)["rank_max"] == MAX_RANK


def test_gate_ruler_view_gives_what_is_left_of_life_and_hp():
    """The LIFE and HP the board shows as "left of total" are the engine's count: the cards in a
    side's damage zone count against its total (the rulebook's 【地狱的侵略次元断层战】游玩规则:
    the player plays by the usual rules, the invasion deck is its own gate ruler with the HP its
    level sheet prints), never below 0, at every step of whole random games."""
    game = registry.get("gateruler")
    rng = random.Random(7)
    for seed in range(6):
        state = game.new_state(game.normalize_options({"l": 1 + seed % 3}), seed)
        while True:
            board = game.view(state, 0)
            for side, total in (("player", board["player"]["life"]), ("invasion", board["invasion"]["hp"])):
                assert board[side]["left"] == max(0, total - len(board[side]["damage"]))
            if game.result(state) is not None:
                break
            game.apply(state, rng.choice(game.legal_actions(state)))


def test_frontline_counts_rounds_for_the_page():
    """The page says "Round n", the engine counts turns: a round is both seats' turns, so the
    first turn opens round 1 and every second turn opens the next; the view and each turn's log
    line carry the round, so the board, the log and the Continue list agree."""
    game = registry.get("frontline")
    state = game.new_state({"b": -1, "d": "LM"}, 3)
    state.log = []
    rng = random.Random(3)
    while game.result(state) is None and state.turn < 12:
        game.apply(state, rng.choice(game.legal_actions(state)))
    turns = [ev for ev in state.log if ev["e"] == "turn"]
    assert [ev["number"] for ev in turns] == list(range(2, 2 + len(turns)))  # turn 1 was dealt
    assert [ev["round"] for ev in turns] == [1 + (ev["number"] - 1) // 2 for ev in turns]
    assert game.view(state, 0)["round"] == turns[-1]["round"]
