"""A static evaluation of a position for one seat, shared by the greedy and planning bots.

It counts what wins the game: life (dearer as it runs low), the board that fights (each
character's ATK and SPD, the upright ones and a standing captain worth more), the fortress, the
cards in hand and the dimension that pays for them, and a deck close to running out. The
weights were tuned by playing the bots against each other.
"""

from ..core.planning import zero_sum
from . import mechanics as m
from .payment import flips_available
from .state import NOBODY, State

LIFE = 1.0
LOW_LIFE = 15          # below this, each point of life counts double
ATK = 0.9
SPD = 0.6
UPRIGHT = 1.0
CAPTAIN = 2.0
DEF = 1.5
PERMANENT = 2.0        # a barrier's worth, and an equipment's beyond its stats
HAND_CARD = 1.6
DIMENSION = 2.2       # each dimension card up to DIM_ENOUGH; past it, DIM_SPARE each
DIM_ENOUGH = 7
DIM_SPARE = 0.3
FACE_DOWN = 0.4
LOW_DECK = 6
DECK_DANGER = 4.0


def side_value(state: State, seat: int) -> float:
    life = state.life[seat]
    value = LIFE * life + LIFE * max(0, LOW_LIFE - life)
    for uid in state.chars[seat]:
        value += ATK * m.atk(state, seat, uid) + SPD * m.spd(state, seat, uid)
        if uid not in state.rested:
            value += UPRIGHT
        value += PERMANENT * len(state.equipment.get(uid, ()))
    if state.captain[seat] != NOBODY:
        value += CAPTAIN
    value += DEF * m.defense(state, seat) + PERMANENT * len(state.barriers[seat])
    value += HAND_CARD * (len(state.hand[seat]) + len(state.drawing[seat]))
    dim = len(state.dim[seat])
    value += DIMENSION * min(dim, DIM_ENOUGH) + DIM_SPARE * max(0, dim - DIM_ENOUGH)
    value += FACE_DOWN * flips_available(state, seat)
    deck = len(state.deck[seat])
    if deck < LOW_DECK:
        value -= (LOW_DECK - deck) * DECK_DANGER
    return value


evaluate = zero_sum(side_value)
