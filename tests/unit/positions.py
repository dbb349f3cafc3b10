"""A position some random moves into a game, made through the game protocol, for tests that
need one from any game."""

from cardtable.core.randombot import RandomBot


def random_position(game, seed, steps, options=None):
    """A position `steps` random actions into a game (with the default options unless given)."""
    state = game.new_state(game.normalize_options(options or {}), seed)
    bot = RandomBot(0, seed)
    for _ in range(steps):
        if game.to_move(state) is None:
            break
        actions = game.legal_actions(state)
        game.apply(state, actions[bot.choose(state, actions)])
    return state
