"""Turn boundaries: the stand-up phase (rulebook ■2 スタンドアップフェイズ) and the check
phase that ends the turn."""

from . import mechanics as m
from .state import MAIN, State, field_uids

FIRST_TURN_DRAWS = (4, 5)     # the first player's first turn, the second player's
DRAWS = 2


def start_turn(state: State, seat: int) -> None:
    """Ready every rested card of the seat, in the dimension zone too (rules.DEPARTURES:
    ready-dimension); its 〈turn_start〉 effects fire; then it draws."""
    state.note("turn", seat=seat, number=state.turn + 1)
    state.turn += 1
    state.active = seat
    state.phase = MAIN
    state.moment = ""
    state.rested.difference_update(field_uids(state, seat) + state.dim[seat])
    m.fire(state, seat, "turn_start")
    if state.winner is None:
        first_turns = state.turn <= 2
        m.draw(state, seat, FIRST_TURN_DRAWS[state.turn - 1] if first_turns else DRAWS)


def end_turn(state: State) -> None:
    """The check phase: what lasted "this turn" ends; the other seat's turn begins. When the
    battle has just decided the game (mechanics.settle), the game ends there: no check phase
    (rulebook ■■２ ゲームの流れ, チェックフェイズ) follows, so the log says nothing after "over"."""
    state.boost.clear()
    state.shielded.clear()
    if state.winner is not None:
        return
    state.note("check", seat=state.active)
    start_turn(state, 1 - state.active)
