"""The whole state of a Frontline game, built for cheap copies.

Seats are 0 and 1. Every card instance has a uid; zones hold uids. Per-seat zones are pairs of
lists indexed by seat. A city or HQ never moves: it is set face up at the start and its damage
is counted beside it. A gear lives in `gear`, keyed by the warrior that holds it.
"""

from ..core.gamelog import Logged
from ..core.rng import Rng

NOBODY = -1        # no target, no guard; also the winner of a drawn game

MAIN, LOCKON, GUARD, OVER = "main", "lockon", "guard", "over"


class State(Logged):
    __slots__ = (
        "active",
        "attackers",
        "boost",
        "city",
        "city_hurt",
        "deck",
        "defs",
        "first",
        "front",
        "gear",
        "grounded",
        "guards",
        "hand",
        "hq",
        "hq_hurt",
        "hurt",
        "locks",
        "log",
        "ongoing",
        "pending",
        "phase",
        "plays",
        "rng",
        "turn",
        "used",
        "waste",
        "winner",
    )

    def copy(self) -> "State":
        """A deep enough copy for search: lists and dicts are copied, definitions shared."""
        other = State.__new__(State)
        other.defs = self.defs
        other.rng = self.rng.copy()
        other.deck = [self.deck[0][:], self.deck[1][:]]
        other.hand = [self.hand[0][:], self.hand[1][:]]
        other.front = [self.front[0][:], self.front[1][:]]
        other.waste = [self.waste[0][:], self.waste[1][:]]
        other.ongoing = [self.ongoing[0][:], self.ongoing[1][:]]
        other.city = self.city
        other.hq = self.hq
        other.city_hurt = self.city_hurt[:]
        other.hq_hurt = self.hq_hurt[:]
        other.hurt = self.hurt.copy()
        other.gear = self.gear.copy()
        other.boost = self.boost.copy()
        other.used = self.used.copy()
        other.grounded = self.grounded.copy()
        other.plays = self.plays.copy()
        other.attackers = self.attackers
        other.locks = self.locks.copy()
        other.guards = self.guards.copy()
        other.pending = self.pending
        other.active = self.active
        other.first = self.first
        other.turn = self.turn
        other.phase = self.phase
        other.winner = self.winner
        other.log = None
        return other


def blank_state(defs: list, seed: int) -> State:
    """Empty zones around the given card definitions; the setup fills them."""
    state = State()
    state.defs = defs
    state.rng = Rng(seed)
    state.deck = [[], []]
    state.hand = [[], []]
    state.front = [[], []]
    state.waste = [[], []]
    state.ongoing = [[], []]
    state.city = (NOBODY, NOBODY)
    state.hq = (NOBODY, NOBODY)
    state.city_hurt = [0, 0]
    state.hq_hurt = [0, 0]
    state.hurt = {}
    state.gear = {}
    state.boost = {}
    state.used = set()
    state.grounded = set()
    state.plays = {}
    state.attackers = ()
    state.locks = {}
    state.guards = {}
    state.pending = NOBODY
    state.active = 0
    state.first = 0
    state.turn = 0
    state.phase = MAIN
    state.winner = None
    state.log = []
    return state


def all_uids(state: State) -> list[int]:
    """Every card uid wherever it is: the conservation invariant counts these."""
    found = list(state.city) + list(state.hq) + list(state.gear.values())
    for seat in (0, 1):
        found += state.deck[seat] + state.hand[seat] + state.front[seat]
        found += state.waste[seat] + state.ongoing[seat]
    return found
