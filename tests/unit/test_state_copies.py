"""A state's copy, which every searching bot plays ahead on, is the same position: every slot of
the game's State equal to the original's (the log aside, which a copy does not keep), mid-game
and once the game is won. Mutation testing found fields a copy could drop or swap between the
two sides with no test noticing (docs/MUTATION.md)."""

import pytest

from cardtable.core import registry
from cardtable.core.rng import Rng

# Options that make each game a plain, complete one between the ready-made decks.
OPTIONS = {"gateruler": {"l": 1, "r": "w"}, "frontline": {}, "dol": {}}


def positions(game_id: str, seed: int):
    """A position after a few moves, then the finished game, played with legal actions drawn by
    a seeded generator (so the test is the same every run)."""
    game = registry.get(game_id)
    state = game.new_state(game.normalize_options(OPTIONS[game_id]), seed)
    rng = Rng(seed)
    for step in range(20_000):
        if step == 12:
            yield state
        if game.result(state) is not None:
            yield state
            return
        actions = game.legal_actions(state)
        game.apply(state, actions[rng.below(len(actions))])
    raise AssertionError("the game did not end")


def slots(state) -> dict:
    """Every slot's value, the log left out and the random generator as its one number."""
    values = {name: getattr(state, name) for name in type(state).__slots__ if name != "log"}
    values["rng"] = state.rng.state
    return values


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_a_copy_is_the_same_position_mid_game_and_won(game_id):
    for state in positions(game_id, seed=5):
        copied = state.copy()
        assert slots(copied) == slots(state)
        assert copied.log is None
