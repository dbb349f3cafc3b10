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


def can_deploy(state: State, seat: int, uid: int) -> bool:
    """The frontline's rank total stays at most 3; a Super Alpha only once your city is broken."""
    rank = state.defs[uid].rank
    if rank == SUPER_ALPHA and m.city_standing(state, seat):
        return False
    return m.rank_total(state, seat) + rank <= MAX_RANK


def can_equip(state: State, gear: int, warrior: int) -> bool:
    """One gear a warrior, for ever; the warrior's affiliation must be one the gear names."""
    return warrior not in state.gear and state.defs[warrior].affiliation in state.defs[gear].equip


def can_play(state: State, uid: int) -> bool:
    card = state.defs[uid]
    return card.limit is None or state.plays.get(card.id, 0) < card.limit


def play_targets(state: State, seat: int, uid: int) -> list[int]:
    target = state.defs[uid].target
    if target == "enemy":
        return state.front[1 - seat][:]
    if target == "own":
        return state.front[seat][:]
    return [NOBODY]


def main_actions(state: State) -> list[tuple]:
    seat = state.active
    front = state.front[seat]
    actions = [("deploy", uid) for uid in distinct_in_hand(state, seat, WARRIOR)
               if can_deploy(state, seat, uid)]
    for gear in distinct_in_hand(state, seat, GEAR):
        actions += [("equip", gear, uid) for uid in front if can_equip(state, gear, uid)]
    for uid in distinct_in_hand(state, seat, PHENOMENON):
        if can_play(state, uid):
            actions += [("play", uid, target) for target in play_targets(state, seat, uid)]
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
