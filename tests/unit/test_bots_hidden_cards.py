"""Bots never read what the seat to move cannot see: a seeded bot's guess and its choice are
the same in two positions that differ only in hidden cards. In Frontline and Dimension of
Legend those are the opponent's hand and deck and the seat's own deck order; in Gate Ruler, the
order of both decks."""

import pytest

from cardtable.core import registry
from cardtable.core.rng import Rng
from cardtable.dol.bots import determinize as dol_determinize
from cardtable.frontline.bots import determinize as frontline_determinize
from cardtable.gateruler.state import INVASION, PLAYER
from positions import random_position

BOT_NAMES = ["random", "greedy", "default", "easy", "normal"]  # the levels share one search
# How many random moves into a game the positions are: a few turns in, and later.
TWO_SEAT_STEPS = {"frontline": (20, 50), "dol": (30, 60)}
DETERMINIZE = {"frontline": frontline_determinize, "dol": dol_determinize}


def hidden_elsewhere(game, state, seed):
    """The same position as the seat to move sees it, with what it cannot see dealt again:
    the opponent's hand and deck, and the seat's own deck order."""
    seat = game.to_move(state)
    other = state.copy()
    foe = 1 - seat
    pool = other.hand[foe] + other.deck[foe]
    Rng(seed).shuffle(pool)
    size = len(other.hand[foe])
    other.hand[foe], other.deck[foe] = pool[:size], pool[size:]
    other.deck[seat].reverse()
    return other


def decks_elsewhere(state, seed):
    """The same Gate Ruler position as the player sees it, with both decks in another order."""
    other = state.copy()
    Rng(seed).shuffle(other.deck[INVASION])
    other.deck[PLAYER].reverse()
    return other


def same_choice(game, name, state, other) -> None:
    seat = game.to_move(state)
    actions = game.legal_actions(state)
    assert game.legal_actions(other) == actions
    bots = game.bots()
    assert bots[name](seat, 4).choose(state, actions) == bots[name](seat, 4).choose(other,
                                                                                    actions)


@pytest.mark.parametrize("game_id", sorted(DETERMINIZE))
def test_determinization_depends_only_on_what_the_bot_sees(game_id):
    """Two positions that differ only in what the seat cannot see give the same guess."""
    game = registry.get(game_id)
    determinize = DETERMINIZE[game_id]
    for seed in range(6):
        state = random_position(game, seed, 40)
        seat = game.to_move(state)
        other = hidden_elsewhere(game, state, seed)
        one, two = determinize(state, seat, Rng(1)), determinize(other, seat, Rng(1))
        assert game.fingerprint(one) == game.fingerprint(two)


@pytest.mark.parametrize("name", BOT_NAMES)
@pytest.mark.parametrize("game_id", sorted(TWO_SEAT_STEPS))
def test_two_seat_bots_never_read_hidden_cards(game_id, name):
    game = registry.get(game_id)
    for seed in range(12):
        for steps in TWO_SEAT_STEPS[game_id]:
            state = random_position(game, seed, steps)
            if game.to_move(state) is not None:
                same_choice(game, name, state, hidden_elsewhere(game, state, seed))


@pytest.mark.parametrize("name", BOT_NAMES)
def test_gateruler_bots_never_read_hidden_cards(name):
    game = registry.get("gateruler")
    for level in range(1, 7):
        for seed in range(8):
            for steps in (3, 10):
                state = random_position(game, seed, steps, {"l": level})
                if game.to_move(state) is not None:
                    same_choice(game, name, state, decks_elsewhere(state, seed))
