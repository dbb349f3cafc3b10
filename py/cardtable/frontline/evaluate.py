"""A static evaluation of a position for one seat, shared by the greedy and planning bots.

It counts what wins the game: the HP left on the city and (more dearly) the HQ, the warriors on
the frontline (their power and HP left), the cards in hand, and a deck close to running out.
The weights were tuned by playing the bots against each other.
"""

from ..core.planning import zero_sum
from . import mechanics as m
from .state import State

CITY_HP = 1.0
HQ_HP = 1.6
POWER = 1.0
HP_LEFT = 0.6
LOCKON = 1.0
BREAKTHROUGH = 0.5
HAND_CARD = 2.5
ONGOING = 1.0
LOW_DECK = 4          # below this many cards, each missing card costs DECK_DANGER
DECK_DANGER = 5.0


def side_value(state: State, seat: int) -> float:
    city, hq = m.base_left(state, seat)
    value = CITY_HP * city + HQ_HP * hq
    for uid in state.front[seat]:
        value += POWER * m.power(state, seat, uid) + HP_LEFT * m.hp_left(state, uid)
        if m.has_keyword(state, uid, "lockon"):
            value += LOCKON
        if m.has_keyword(state, uid, "breakthrough"):
            value += BREAKTHROUGH
    value += HAND_CARD * len(state.hand[seat]) + ONGOING * len(state.ongoing[seat])
    deck = len(state.deck[seat])
    if deck < LOW_DECK:
        value -= (LOW_DECK - deck) * DECK_DANGER
    return value


evaluate = zero_sum(side_value)
