"""What a seat may see, as JSON for the board, and where each action starts and lands.

The view strips what is hidden: deck orders become counts, the other seat's hand and the cards
it is drawing become counts, and its face-down dimension cards lose their names (their owner
put them there and knows them). Everything else on the table is face up.
"""

from ..core.board import place
from . import battle
from . import mechanics as m
from .payment import ALTERNATIVE, flips_available, rests_available
from .player import to_move, unplayable
from .state import BATTLE, NOBODY, RESPOND, State

HAND, DRAWING, DIMENSION, FIELD = "hand", "drawing", "dimension", "field"


def _card(state: State, uid: int) -> dict:
    return {"uid": uid, "id": state.defs[uid].id}


def _held(state: State, seat: int, uid: int) -> dict:
    """A card in the seat's own hand; one with no play while the seat is to play cards carries
    why ("unplayable"), which its sheet tells instead of leaving it greyed without a word."""
    reason = unplayable(state, seat, uid)
    return {**_card(state, uid), "unplayable": reason} if reason else _card(state, uid)


def _char(state: State, seat: int, uid: int) -> dict:
    return {
        "uid": uid, "id": state.defs[uid].id, "atk": m.atk(state, seat, uid),
        "spd": m.spd(state, seat, uid), "rested": uid in state.rested,
        "captain": state.captain[seat] == uid,
        "equipment": [_card(state, gear) for gear in state.equipment.get(uid, ())],
    }


def _dimension_card(state: State, uid: int, shown: bool) -> dict:
    down = uid in state.face_down
    return {"uid": uid, "id": state.defs[uid].id if shown or not down else None,
            "down": down, "rested": uid in state.rested}


def _seat(state: State, seat: int, viewer: int) -> dict:
    own = seat == viewer
    fortress = state.fortress[seat]
    return {
        "life": state.life[seat],
        "deck": len(state.deck[seat]),
        "hand": [_held(state, seat, uid) for uid in state.hand[seat]] if own else None,
        "hand_count": len(state.hand[seat]),
        "drawing": [_card(state, uid) for uid in state.drawing[seat]] if own else None,
        "drawing_count": len(state.drawing[seat]),
        "dimension": [_dimension_card(state, uid, own) for uid in state.dim[seat]],
        "can_pay": {"flip": flips_available(state, seat), "rest": rests_available(state, seat)},
        "chars": [_char(state, seat, uid) for uid in state.chars[seat]],
        "captain": None if state.captain[seat] == NOBODY else state.captain[seat],
        "fortress": None if fortress == NOBODY else {
            **_card(state, fortress), "def": m.defense(state, seat)},
        "barriers": [_card(state, uid) for uid in state.barriers[seat]],
        "underworld": [_card(state, uid) for uid in state.underworld[seat]],
        "sealed": [_card(state, uid) for uid in state.sealed[seat]],
        "shielded": seat in state.shielded,
    }


def _lost_by(state: State) -> str | None:
    """How the loser lost: its life reached 0, or it had to draw from an empty deck (rules.
    DECISIONS: empty-deck); None while the game goes on and in a draw."""
    if state.winner is None or state.winner == NOBODY:
        return None
    return "life" if state.life[1 - state.winner] <= 0 else "deck"


def board(state: State, viewer: int) -> dict:
    in_battle = state.phase == BATTLE or (state.phase == RESPOND and state.moment == "battle")
    return {
        "turn": state.turn, "phase": state.phase, "moment": state.moment or None,
        "active": state.active, "first": state.first, "winner": state.winner,
        "forecast": battle.outcome(state) if in_battle else None,
        "lost_by": _lost_by(state),
        "seats": [_seat(state, seat, viewer) for seat in (0, 1)],
    }


def describe_action(state: State, action: tuple) -> dict:
    """Where an action starts and where it lands, and for a play how it is paid, so the board
    can offer it on a tap and show the payment before it is made."""
    kind = action[0]
    seat = to_move(state)
    if kind in ("hand", "dim"):
        return {"kind": kind, "source": place(seat, DRAWING, action[1]),
                "target": place(seat, HAND if kind == "hand" else DIMENSION)}
    if kind == "play":
        _, uid, target, way = action
        card = state.defs[uid]
        aimed = None if target == NOBODY else place(
            seat if target in state.chars[seat] else 1 - seat, FIELD, target)
        paid = ({"alt": card.extended} if way == ALTERNATIVE
                else {"rest": way, "flip": card.cost - way})
        return {"kind": kind, "source": place(seat, HAND, uid), "target": aimed,
                "class": card.cls, "pay": paid}
    if kind in ("activate", "captain"):
        uid = action[1]
        return {"kind": kind, "source": None if uid == NOBODY else place(seat, FIELD, uid),
                "target": None}
    if kind == "end_main":
        # With no upright character the battle phase has no captain to choose and the turn
        # ends at once (player._battle_phase): the button then says "End turn".
        return {"kind": kind, "source": None, "target": None,
                "ends_turn": not m.upright_chars(state, seat)}
    return {"kind": kind, "source": None, "target": None}
