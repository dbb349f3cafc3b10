"""The all-out attack (rulebook, ゲームの流れ ④ アタック and ⑤ ガードの処理).

Declaring the attack makes every warrior on the frontline an attacker, in frontline order.
Then come the decisions, one at a time: the attacking seat picks a target for each attacker
with ロックオン (an enemy warrior, or the city/HQ as usual); then the defending seat picks a
guard, or none, for each attack still aimed at its city or HQ. A warrior guards at most one
attack (rules.DECISIONS: one-guard). Then the attacks resolve one by one, in order: the
attacker's attack skills, the guard's guard skills, then the damage. The turn then ends.
"""

from . import mechanics as m
from . import turns
from .state import GUARD, LOCKON, NOBODY, State


def declare(state: State) -> None:
    state.note("attack", seat=state.active,
               cards=[state.defs[uid].id for uid in state.front[state.active]])
    state.attackers = tuple(state.front[state.active])
    advance(state)


def lock(state: State, attacker: int, target: int) -> None:
    state.note("lockon", seat=state.active, card=state.defs[attacker].id,
               target=None if target == NOBODY else state.defs[target].id)
    state.locks[attacker] = target
    advance(state)


def guard(state: State, attacker: int, guard_uid: int) -> None:
    state.guards[attacker] = guard_uid
    if guard_uid != NOBODY:
        state.note("guard", seat=1 - state.active, card=state.defs[guard_uid].id,
                   attacker=state.defs[attacker].id)
    advance(state)


def guard_candidates(state: State) -> list[int]:
    """The defender's warriors free to guard: not already guarding, not kept from it.
    A lock-on's target is not guarding, so it may still guard another attack."""
    busy = set(state.guards.values())
    return [uid for uid in state.front[1 - state.active]
            if uid not in busy and uid not in state.grounded]


def outcome(state: State, attacker: int, guard_uid: int) -> dict:
    """What the pending attack would do if it struck with this guard (NOBODY: none), for the
    guard step's preview: the guard's damage taken and HP left (0: it falls; no guard when it
    will have left before this attack strikes), the base it hits unguarded ("city", or "hq" once
    the city is broken), and the HP the defender's city and HQ have before and after it. The attacks are struck on a copy, so attack and guard skills, armour
    and breakthrough all count. The attacks before it in the order strike first, as they will:
    their lock-ons and guards are already chosen, so each forecast starts from the HP the ones
    before it leave (a player saw every attack's forecast start from the same HP)."""
    trial = state.copy()
    seat, foe = trial.active, 1 - trial.active
    trial.guards[attacker] = guard_uid
    for earlier in trial.attackers[:trial.attackers.index(attacker)]:
        if trial.winner is None and earlier in trial.front[seat]:
            _strike(trial, seat, earlier)
    standing = guard_uid != NOBODY and guard_uid in trial.front[foe]
    guard_before = m.hp_left(trial, guard_uid) if standing else 0
    bases_before = m.base_left(trial, foe)
    base = "city" if m.city_standing(trial, foe) else "hq"
    if trial.winner is None and attacker in trial.front[seat]:
        _strike(trial, seat, attacker)
    guard = None
    if standing:
        left = m.hp_left(trial, guard_uid) if guard_uid in trial.front[foe] else 0
        guard = {"taken": guard_before - left, "left": left}
    return {"guard": guard, "base": base, "city": [bases_before[0], m.base_left(trial, foe)[0]],
            "hq": [bases_before[1], m.base_left(trial, foe)[1]]}


def advance(state: State) -> None:
    """Ask for the next decision, or resolve the attack when none is left. A decision with
    only one possible answer (no enemy warrior to lock on, no guard free) is not asked."""
    foe = 1 - state.active
    for uid in state.attackers:
        if uid not in state.locks and state.front[foe] and m.has_keyword(state, uid, "lockon"):
            state.phase, state.pending = LOCKON, uid
            return
    if guard_candidates(state):
        for uid in state.attackers:
            if state.locks.get(uid, NOBODY) == NOBODY and uid not in state.guards:
                state.phase, state.pending = GUARD, uid
                return
    state.pending = NOBODY
    _resolve(state)


def _resolve(state: State) -> None:
    seat = state.active
    for uid in state.attackers:
        if state.winner is not None:
            return
        if uid in state.front[seat]:
            _strike(state, seat, uid)
    turns.end_turn(state)


def _strike(state: State, seat: int, attacker: int) -> None:
    """One attack. A lock-on whose target has already left is lost; an attack whose guard has
    already left hits the city or HQ; an attacker sent away by a guard skill does not hit."""
    foe = 1 - seat
    m.trigger(state, seat, attacker, "attack")
    if state.winner is not None or attacker not in state.front[seat]:
        return
    target = state.locks.get(attacker, NOBODY)
    if target != NOBODY:
        if target in state.front[foe]:
            _hit_warrior(state, seat, attacker, target, 0)
        else:         # said, or the attack seems to vanish
            state.note("aim-lost", seat=seat, card=state.defs[attacker].id, target=state.defs[target].id)
        return
    guard_uid = state.guards.get(attacker, NOBODY)
    if guard_uid == NOBODY or guard_uid not in state.front[foe]:
        _hit_base(state, foe, attacker, m.power(state, seat, attacker))
        return
    m.trigger(state, foe, guard_uid, "guard", attacker)
    if state.winner is None and attacker in state.front[seat] and guard_uid in state.front[foe]:
        _hit_warrior(state, seat, attacker, guard_uid, state.defs[guard_uid].guard_armor)


def _struck(state: State, seat: int, attacker: int, target, power: int, armor: int) -> int:
    """Note a strike of `power` that `armor` lessens, with what the armour held off (so the log
    can say why a guard took less than the attacker's power); the damage left."""
    amount = max(0, power - armor)
    state.note("strike", seat=seat, card=state.defs[attacker].id, target=target, amount=amount,
               armor=max(0, power) - amount)
    return amount


def _hit_warrior(state: State, seat: int, attacker: int, target: int, armor: int) -> None:
    """Damage beyond the target's HP is lost, unless the attacker has ブレイクスルー."""
    amount = _struck(state, seat, attacker, state.defs[target].id, m.power(state, seat, attacker), armor)
    excess = m.damage_warrior(state, 1 - seat, target, amount)
    if excess > 0 and m.has_keyword(state, attacker, "breakthrough"):
        _hit_base(state, 1 - seat, attacker, excess)


def _hit_base(state: State, foe: int, attacker: int, amount: int) -> None:
    target = "city" if m.city_standing(state, foe) else "hq"
    armor = m.ongoing_aura(state, foe, "base_armor")
    m.damage_base(state, foe, _struck(state, 1 - foe, attacker, target, amount, armor))
