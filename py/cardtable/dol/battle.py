"""The battle phase (rulebook ■2 バトルフェイズ and ■3 バトル): the captain, combat power, and
the two kinds of battle."""

from . import mechanics as m
from .state import NOBODY, State


def combat_power(state: State, seat: int, fortress_def: int = 0) -> int:
    """The captain's SPD plus each other upright character's ATK less the opposing fortress's
    DEF, a term below 0 counting as 0 (■3)."""
    captain = state.captain[seat]
    if captain == NOBODY:
        return 0
    total = m.spd(state, seat, captain)
    for uid in m.upright_chars(state, seat):
        if uid != captain:
            total += max(0, m.atk(state, seat, uid) - fortress_def)
    return total


def forecast(state: State) -> dict:
    """What a battle declared now would do, for the board's preview and for the bots."""
    me, foe = state.active, 1 - state.active
    if state.captain[foe] != NOBODY:
        return {"kind": "captains", "power": [combat_power(state, me),
                                              combat_power(state, foe)]}
    return {"kind": "direct", "power": [combat_power(state, me, m.defense(state, foe)), 0]}


def battle_damage(state: State, seat: int, amount: int) -> int:
    """Battle damage after the seat's shields: an automatic battle_shield takes off its amount,
    and a shield played this turn takes it all."""
    if seat in state.shielded:
        return 0
    return max(0, amount - m.aura(state, seat, "battle_shield"))


def resolve(state: State) -> None:
    """Fight. The loser takes the difference, then its captain goes to the underworld, then the
    winner's 〈battle_won〉 fires (rules.DECISIONS: battle-order). With no opposing captain the
    whole combat power is dealt. A captain that left the field before this (a 先読み answer)
    means no battle."""
    me, foe = state.active, 1 - state.active
    if state.captain[me] == NOBODY:
        state.note("no_battle", seat=me)
        return
    outlook = forecast(state)
    mine, theirs = outlook["power"]
    state.note("battle", seat=me, kind=outlook["kind"], power=[mine, theirs])
    if outlook["kind"] == "direct":
        m.lose_life(state, foe, battle_damage(state, foe, mine), "battle")
        return
    if mine == theirs:
        for side in (foe, me):
            if state.captain[side] != NOBODY:
                m.to_underworld(state, side, state.captain[side], "battle")
        return
    winner = me if mine > theirs else foe
    loser = 1 - winner
    m.lose_life(state, loser, battle_damage(state, loser, abs(mine - theirs)), "battle")
    if state.winner is None and state.captain[loser] != NOBODY:
        m.to_underworld(state, loser, state.captain[loser], "battle")
    m.fire(state, winner, "battle_won")
