"""The whole state of a Gate Ruler solo game, built for cheap copies.

Sides are 0 (the player) and 1 (the invasion). Every card instance has a uid; zones hold uids.
Unit zones are indexed LEFT, DEFENSE, RIGHT as the player sees the table, for both sides, since
the rulebook states every invasion order from the player's point of view.
"""

from ..core.gamelog import Logged
from ..core.rng import Rng

PLAYER, INVASION = 0, 1
LEFT, DEFENSE, RIGHT = 0, 1, 2
RULER = 3          # an attacker or target that is the ruler (the rift, for the invasion)
EMPTY = -1
ZONE_NAMES = ("left", "defense", "right", "ruler")


class State(Logged):
    __slots__ = (
        "counter",
        "damage",
        "deck",
        "defs",
        "drive",
        "energy",
        "energy_area",
        "field",
        "grave",
        "hand",
        "hurt",
        "invasion_turns",
        "level",
        "log",
        "moved",
        "phase",
        "rested",
        "rng",
        "ruler",
        "ruler_rested",
        "ruleset",
        "sets",
        "summons_left",
        "turn",
        "winner",
        "zones",
    )

    def copy(self) -> "State":
        """A deep enough copy for search: lists are copied, definitions are shared."""
        other = State.__new__(State)
        other.defs = self.defs
        other.level = self.level
        other.ruler = self.ruler
        other.ruleset = self.ruleset
        other.rng = self.rng.copy()
        other.deck = [self.deck[0][:], self.deck[1][:]]
        other.grave = [self.grave[0][:], self.grave[1][:]]
        other.damage = [self.damage[0][:], self.damage[1][:]]
        other.counter = [self.counter[0][:], self.counter[1][:]]
        other.zones = [self.zones[0][:], self.zones[1][:]]
        other.hurt = self.hurt.copy()
        other.hand = self.hand[:]
        other.drive = self.drive[:]
        other.sets = self.sets[:]
        other.field = self.field
        other.rested = self.rested.copy()
        other.ruler_rested = self.ruler_rested
        other.moved = self.moved.copy()
        other.energy = self.energy
        other.energy_area = self.energy_area
        other.summons_left = self.summons_left
        other.phase = self.phase
        other.turn = self.turn
        other.invasion_turns = self.invasion_turns
        other.winner = self.winner
        other.log = None
        return other


def new_state(level, ruler, defs: list, player_deck: list[int], invasion_deck: list[int],
              seed: int, ruleset: int) -> State:
    state = State()
    state.ruleset = ruleset
    state.defs = defs
    state.level = level
    state.ruler = ruler
    state.rng = Rng(seed)
    state.deck = [player_deck, invasion_deck]
    state.rng.shuffle(state.deck[PLAYER])
    state.rng.shuffle(state.deck[INVASION])
    state.grave = [[], []]
    state.damage = [[], []]
    state.counter = [[], []]
    state.zones = [[EMPTY] * 3, [EMPTY] * 3]
    state.hurt = {}
    state.hand = []
    state.drive = []
    state.sets = [EMPTY, EMPTY]
    state.field = EMPTY
    state.rested = set()
    state.ruler_rested = False
    state.moved = set()
    state.energy = state.energy_area = ruler.start_energy
    state.summons_left = 0
    state.phase = "setup"
    state.turn = 0
    state.invasion_turns = 0
    state.winner = None
    state.log = []
    return state


def all_uids(state: State) -> list[int]:
    """Every card uid wherever it is: the conservation invariant counts these."""
    found = []
    for side in (PLAYER, INVASION):
        found += state.deck[side] + state.grave[side] + state.damage[side] + state.counter[side]
        found += [uid for uid in state.zones[side] if uid != EMPTY]
    found += state.hand + state.drive + [uid for uid in state.sets if uid != EMPTY]
    if state.field != EMPTY:
        found.append(state.field)
    return found
