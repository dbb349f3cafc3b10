"""Positions from games of random legal moves, each dealt and played from a seed, so a test that
looks at every decision of a few whole games is the same every run."""

from cardtable.core import registry
from cardtable.core.rng import Rng


def random_positions(game_id: str, options: dict, seeds):
    """(state, legal actions) at each move of games played to their end with moves drawn by a
    seeded generator. The state is the live game's: look at it, do not change it."""
    game = registry.get(game_id)
    for seed in seeds:
        state = game.new_state(game.normalize_options(options), seed)
        rng = Rng(seed)
        while game.result(state) is None:
            actions = game.legal_actions(state)
            yield state, actions
            game.apply(state, actions[rng.below(len(actions))])
