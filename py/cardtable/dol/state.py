"""The whole state of a Dimension of Legend game, built for cheap copies.

Seats are 0 and 1; every card instance has a uid and zones hold uids. Per-seat zones are pairs
of lists. Orientation is kept apart from place: `rested` holds every rested uid (field and
dimension zone alike) and `face_down` the dimension cards still face down, so moving a card
never has to carry flags along. Equipment lives in `equipment`, keyed by its character.
"""

from ..core.gamelog import Logged
from ..core.rng import Rng

NOBODY = -1          # no captain, no target; also the winner of a drawn game
START_LIFE = 50

MAIN, CAPTAIN, BATTLE, RESPOND, OVER = "main", "captain", "battle", "respond", "over"
# The named moments of a turn at which the other player may answer with 先読み cards.
AFTER_PLAY, BATTLE_DECLARED = "play", "battle"


class State(Logged):
    __slots__ = (
        "active", "barriers", "boost", "captain", "chars", "deck", "defs", "dim", "drawing",
        "equipment", "face_down", "first", "fortress", "hand", "life", "log", "moment",
        "phase", "rested", "rng", "ruleset", "sealed", "shielded", "turn", "underworld",
        "windows_by_board", "winner",
    )

    def copy(self) -> "State":
        """A deep enough copy for search: containers are copied, definitions shared."""
        other = State.__new__(State)
        other.defs = self.defs
        other.rng = self.rng.copy()
        for zone in ("deck", "hand", "dim", "chars", "barriers", "underworld", "sealed",
                     "drawing"):
            pair = getattr(self, zone)
            setattr(other, zone, [pair[0][:], pair[1][:]])
        other.fortress = self.fortress[:]
        other.captain = self.captain[:]
        other.life = self.life[:]
        other.equipment = {uid: gear[:] for uid, gear in self.equipment.items()}
        other.face_down = self.face_down.copy()
        other.rested = self.rested.copy()
        other.boost = self.boost.copy()
        other.shielded = self.shielded.copy()
        other.active = self.active
        other.first = self.first
        other.turn = self.turn
        other.phase = self.phase
        other.moment = self.moment
        other.winner = self.winner
        other.windows_by_board = self.windows_by_board
        other.ruleset = self.ruleset
        other.log = None
        return other


def blank_state(defs: list, seed: int, ruleset: int) -> State:
    """Empty zones around the given card definitions, played by the rules of `ruleset`; the
    setup fills them."""
    state = State()
    state.defs = defs
    state.rng = Rng(seed)
    for zone in ("deck", "hand", "dim", "chars", "barriers", "underworld", "sealed", "drawing"):
        setattr(state, zone, [[], []])
    state.fortress = [NOBODY, NOBODY]
    state.captain = [NOBODY, NOBODY]
    state.life = [START_LIFE, START_LIFE]
    state.equipment = {}
    state.face_down = set()
    state.rested = set()
    state.boost = {}
    state.shielded = set()
    state.active = 0
    state.first = 0
    state.turn = 0
    state.phase = MAIN
    state.moment = ""
    state.winner = None
    state.windows_by_board = False     # True in a game played by link (remote.py)
    state.ruleset = ruleset
    state.log = []
    return state


def field_uids(state: State, seat: int) -> list[int]:
    """The seat's cards on the field: fortress, barriers, characters and their equipment."""
    found = [uid for uid in (state.fortress[seat],) if uid != NOBODY]
    found += state.barriers[seat]
    for uid in state.chars[seat]:
        found.append(uid)
        found += state.equipment.get(uid, ())
    return found


def unseen(state: State, seat: int) -> list[int]:
    """The seat's cards the other seat cannot see: its deck, its hand, the cards it is drawing
    and its face-down dimension cards. Their number in each zone is public, what they are is
    not."""
    return state.deck[seat] + state.hand[seat] + state.drawing[seat] + [
        uid for uid in state.dim[seat] if uid in state.face_down]


def all_uids(state: State) -> list[int]:
    """Every card uid wherever it is: the conservation invariant counts these."""
    found = []
    for seat in (0, 1):
        found += field_uids(state, seat)
        for zone in (state.deck, state.hand, state.dim, state.underworld, state.sealed,
                     state.drawing):
            found += zone[seat]
    return found
