"""What a seat may see, as JSON for the board, and where each action starts and lands.

The view strips what is hidden: both deck orders become counts, and the other seat's hand
becomes a count. Everything else on the table is face up.
"""

from ..core.board import place
from . import combat
from . import mechanics as m
from .cards import WARRIOR
from .player import MAX_RANK, unplayable
from .state import NOBODY, State
from .turns import round_of

HAND, FRONTLINE, CITY, HQ, WASTELAND = "hand", "frontline", "city", "hq", "wasteland"


def _card(state: State, uid: int) -> dict:
    return {"uid": uid, "id": state.defs[uid].id}


def _hand_card(state: State, seat: int, uid: int) -> dict:
    """A card in its owner's hand; a warrior also gives the power it would fight with if
    deployed now (its city's aura while the city stands, the other seat's ongoing auras), so
    the hand's number is the one the frontline will show, not a printed one it no longer
    means."""
    shown = _card(state, uid)
    if state.defs[uid].type == WARRIOR:
        shown["power"] = m.power(state, seat, uid)
    reason = unplayable(state, seat, uid)
    if reason:
        shown["unplayable"] = reason   # told on its sheet instead of leaving it greyed
    return shown


def _warrior(state: State, seat: int, uid: int) -> dict:
    gear = state.gear.get(uid)
    return {
        "uid": uid, "id": state.defs[uid].id, "rank": state.defs[uid].rank,
        "power": m.power(state, seat, uid), "hp": m.max_hp(state, uid),
        "left": m.hp_left(state, uid),
        "keywords": [kw for kw in ("lockon", "breakthrough") if m.has_keyword(state, uid, kw)],
        "gear": None if gear is None else _card(state, gear),
        "used_skill": uid in state.used, "cannot_guard": uid in state.grounded,
    }


def _base(state: State, seat: int, uid: int, left: int) -> dict:
    return {"uid": uid, "id": state.defs[uid].id, "hp": state.defs[uid].hp, "left": left,
            "broken": left <= 0}


def _seat(state: State, seat: int, viewer: int) -> dict:
    city_left, hq_left = m.base_left(state, seat)
    hand = state.hand[seat]
    return {
        "city": _base(state, seat, state.city[seat], city_left),
        "hq": _base(state, seat, state.hq[seat], hq_left),
        "target": CITY if city_left > 0 else HQ,
        "frontline": [_warrior(state, seat, uid) for uid in state.front[seat]],
        "rank_total": m.rank_total(state, seat),
        "hand": [_hand_card(state, seat, uid) for uid in hand] if seat == viewer else None,
        "hand_count": len(hand),
        "deck": len(state.deck[seat]),
        # How the seat lost, when it has (rulebook, 勝利条件): its deck ran out, or its bases fell.
        "lost_by": ("deck" if not state.deck[seat] else "bases") if m.has_lost(state, seat) else None,
        "wasteland": [_card(state, uid) for uid in state.waste[seat]],
        "ongoing": [_card(state, uid) for uid in state.ongoing[seat]],
    }


def board(state: State, viewer: int) -> dict:
    return {
        "turn": state.turn, "round": round_of(state.turn), "phase": state.phase,
        "active": state.active,
        "first": state.first, "winner": state.winner,
        "rank_max": MAX_RANK,  # each frontline's rank total is at most this (player._card_plays)
        "plays": dict(state.plays),
        "attack": {
            "attackers": list(state.attackers),
            "locks": {str(a): t for a, t in state.locks.items()},
            "guards": {str(a): g for a, g in state.guards.items()},
            "pending": None if state.pending == NOBODY else state.pending,
        },
        "seats": [_seat(state, seat, viewer) for seat in (0, 1)],
    }


def _base_place(state: State, seat: int) -> dict:
    return place(seat, CITY if m.city_standing(state, seat) else HQ)


def describe_action(state: State, action: tuple) -> dict:
    """Where an action starts and where it lands, so the board can offer it on a tap."""
    kind = action[0]
    seat = state.active
    foe = 1 - seat
    if kind == "deploy":
        return {"kind": kind, "source": place(seat, HAND, action[1]),
                "target": place(seat, FRONTLINE)}
    if kind == "equip":
        return {"kind": kind, "source": place(seat, HAND, action[1]),
                "target": place(seat, FRONTLINE, action[2])}
    if kind == "play":
        target = action[2]
        if target == NOBODY:
            aimed = None
        else:
            aimed = place(foe if target in state.front[foe] else seat, FRONTLINE, target)
        return {"kind": kind, "source": place(seat, HAND, action[1]), "target": aimed,
                "ongoing": state.defs[action[1]].ongoing}
    if kind in ("skill", "retire"):
        target = place(seat, WASTELAND) if kind == "retire" else None
        return {"kind": kind, "source": place(seat, FRONTLINE, action[1]), "target": target}
    if kind == "attack":
        return {"kind": kind, "source": place(seat, FRONTLINE), "target": _base_place(state, foe),
                "attackers": list(state.front[seat])}
    if kind == "lockon":
        target = action[2]
        aimed = _base_place(state, foe) if target == NOBODY else place(foe, FRONTLINE, target)
        return {"kind": kind, "source": place(seat, FRONTLINE, action[1]), "target": aimed}
    if kind == "guard":
        guard = action[2]
        return {"kind": kind,
                "source": None if guard == NOBODY else place(foe, FRONTLINE, guard),
                "target": place(seat, FRONTLINE, action[1]),
                "outcome": combat.outcome(state, action[1], guard)}
    return {"kind": kind, "source": None, "target": None}
