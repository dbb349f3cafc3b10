"""Turn boundaries (rulebook, ゲームの流れ ① ドロー and ⑥ ターン終了)."""

from . import mechanics as m
from .state import MAIN, NOBODY, State


def round_of(turn: int) -> int:
    """The round a turn belongs to: the first player's turn opens a round and the other seat's
    closes it, so a player counts their own turns (the page says "Round 4", never "turn 7")."""
    return (turn + 1) // 2


def start_turn(state: State, seat: int) -> None:
    """What was "this turn" is forgotten; the seat's ongoing phenomena, which lasted through the
    opponent's turn, go to the wasteland; the seat draws (not the first player on the game's
    first turn: rules.DEPARTURES: no-first-draw); then its turn-start skills act, in frontline
    order."""
    state.note("turn", seat=seat, number=state.turn + 1, round=round_of(state.turn + 1))
    state.turn += 1
    state.active = seat
    state.phase = MAIN
    state.used.clear()
    state.boost.clear()
    state.grounded.clear()
    state.plays.clear()
    state.attackers = ()
    state.locks.clear()
    state.guards.clear()
    state.pending = NOBODY
    ongoing = state.ongoing[seat]
    while ongoing:
        uid = ongoing.pop(0)
        state.waste[seat].append(uid)
        state.note("expire", seat=seat, card=state.defs[uid].id)
    if state.turn > 1:
        m.draw(state, seat, 1)
    for uid in state.front[seat][:]:
        if state.winner is not None:
            return
        if uid in state.front[seat]:
            m.trigger(state, seat, uid, "turn_start")


def end_turn(state: State) -> None:
    if state.winner is None:
        start_turn(state, 1 - state.active)
