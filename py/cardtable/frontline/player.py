"""What the seat to move may do, and doing it.

Actions are tuples:
    ("deploy", uid)              a warrior from the hand to the frontline (② 戦士の出撃)
    ("equip", gear, warrior)     a gear from the hand onto a warrior of yours (③ ギア)
    ("play", uid, target)        a phenomenon; target is a warrior uid, or -1 (③ 現象)
    ("skill", uid)               a warrior's activated skill, once a turn
    ("retire", uid)              send a warrior of yours to the wasteland to make room (②)
    ("attack",)                  declare the all-out attack (④)
    ("lockon", attacker, target) a ロックオン attacker's target, or -1 for the city/HQ
    ("guard", attacker, guard)   the defender's guard for that attack, or -1 for none (⑤)
    ("end",)                     end the turn without attacking
In the main phase the deploying, equipping, playing and sending may come in any order
(rules.DEPARTURES: free-order); the attack ends them.
"""

from . import combat, effects, turns
from . import mechanics as m
from .cards import GEAR, PHENOMENON, SUPER_ALPHA, WARRIOR
from .state import GUARD, LOCKON, MAIN, NOBODY, State

MAX_RANK = 3
ATTACK = ("attack",)
END = ("end",)


def distinct_in_hand(state: State, seat: int, card_type: str) -> list[int]:
    """One uid per distinct card of a type in the hand: copies give the same actions."""
    seen = set()
    unique = []
    for uid in state.hand[seat]:
        card = state.defs[uid]
        if card.type == card_type and card.id not in seen:
            seen.add(card.id)
            unique.append(uid)
    return unique


def can_equip(state: State, gear: int, warrior: int) -> bool:
    """One gear a warrior, for ever; the warrior's affiliation must be one the gear names."""
    return warrior not in state.gear and state.defs[warrior].affiliation in state.defs[gear].equip


def play_targets(state: State, seat: int, uid: int) -> list[int]:
    target = state.defs[uid].target
    if target == "enemy":
        return state.front[1 - seat][:]
    if target == "own":
        return state.front[seat][:]
    return [NOBODY]


def _card_plays(state: State, seat: int, uid: int) -> tuple[list[tuple], dict | None]:
    """A hand card's plays in the main phase, or none and why, with the numbers behind the
    reason: one reading of the rules serves the moves offered and the card's sheet, so they
    never disagree. A warrior: the frontline's rank total stays at most 3, and a Super Alpha
    comes only once your city is broken. A gear: onto a warrior it fits (can_equip). A
    phenomenon: within its limit a turn, on a target if it needs one."""
    card = state.defs[uid]
    if card.type == WARRIOR:
        if card.rank == SUPER_ALPHA and m.city_standing(state, seat):
            return [], {"why": "super_alpha"}
        total = m.rank_total(state, seat)
        if total + card.rank > MAX_RANK:
            return [], {"why": "rank", "rank": card.rank, "total": total, "most": MAX_RANK}
        return [("deploy", uid)], None
    if card.type == GEAR:
        fits = [("equip", uid, warrior) for warrior in state.front[seat] if can_equip(state, uid, warrior)]
        return fits, (None if fits else {"why": "gear" if state.front[seat] else "no_warrior"})
    if card.limit is not None and state.plays.get(card.id, 0) >= card.limit:
        return [], {"why": "limit", "most": card.limit}
    aims = play_targets(state, seat, uid)
    return [("play", uid, target) for target in aims], (None if aims else {"why": "target"})


def unplayable(state: State, seat: int, uid: int) -> dict | None:
    """Why a card in the seat's hand has no play now (its sheet tells the player), in the
    seat's own main phase; None otherwise, and for a card that has a play."""
    if state.winner is not None or state.phase != MAIN or state.active != seat:
        return None
    return _card_plays(state, seat, uid)[1]


def main_actions(state: State) -> list[tuple]:
    seat = state.active
    front = state.front[seat]
    actions = []
    for card_type in (WARRIOR, GEAR, PHENOMENON):
        for uid in distinct_in_hand(state, seat, card_type):
            actions += _card_plays(state, seat, uid)[0]
    actions += [("skill", uid) for uid in front
                if uid not in state.used and "activate" in state.defs[uid].skills]
    actions += [("retire", uid) for uid in front if uid not in state.used]
    if front:
        actions.append(ATTACK)
    actions.append(END)
    return actions


def to_move(state: State) -> int | None:
    """The active seat, except while the defender chooses its guards."""
    if state.winner is not None:
        return None
    return 1 - state.active if state.phase == GUARD else state.active


def legal_actions(state: State) -> list[tuple]:
    if state.phase == MAIN:
        return main_actions(state)
    pending = state.pending
    if state.phase == LOCKON:
        return [("lockon", pending, uid) for uid in state.front[1 - state.active]] + [
            ("lockon", pending, NOBODY)]
    if state.phase == GUARD:
        return [("guard", pending, uid) for uid in combat.guard_candidates(state)] + [
            ("guard", pending, NOBODY)]
    return []


def apply(state: State, action: tuple) -> None:
    kind = action[0]
    seat = state.active
    if kind == "deploy":
        uid = action[1]
        state.note("deploy", seat=seat, card=state.defs[uid].id)
        state.hand[seat].remove(uid)
        state.front[seat].append(uid)
        m.trigger(state, seat, uid, "deploy")
    elif kind == "equip":
        _, gear, warrior = action
        state.note("equip", seat=seat, card=state.defs[gear].id, warrior=state.defs[warrior].id)
        state.hand[seat].remove(gear)
        state.gear[warrior] = gear
    elif kind == "play":
        _play(state, seat, action[1], action[2])
    elif kind == "skill":
        m.trigger(state, seat, action[1], "activate")
    elif kind == "retire":
        m.send_to_wasteland(state, seat, action[1], "retired")
    elif kind == "attack":
        combat.declare(state)
    elif kind == "lockon":
        combat.lock(state, action[1], action[2])
    elif kind == "guard":
        combat.guard(state, action[1], action[2])
    else:
        state.note("pass", seat=seat)
        turns.end_turn(state)


def _play(state: State, seat: int, uid: int, target: int) -> None:
    """A phenomenon goes to the wasteland once used, or stays in play while its aura lasts."""
    card = state.defs[uid]
    state.note("play", seat=seat, card=card.id,
               target=None if target == NOBODY else state.defs[target].id)
    state.hand[seat].remove(uid)
    state.plays[card.id] = state.plays.get(card.id, 0) + 1
    (state.ongoing if card.ongoing else state.waste)[seat].append(uid)
    effects.resolve(state, seat, card.effects, uid, target)
