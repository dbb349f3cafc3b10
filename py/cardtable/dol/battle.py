"""The battle phase (rulebook ■2 バトルフェイズ and ■3 バトル): the captain, combat power, and
the two kinds of battle."""

from . import mechanics as m
from .state import NOBODY, State

CAPTAINS, DIRECT, NO_BATTLE = "captains", "direct", "none"


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


def outcome(state: State) -> dict:
    """What a battle declared now does, worked out once for the board's preview, the bots and
    `resolve`, which carries out this very answer (so a preview and the result cannot disagree).

    kind: "captains" (■3 相手の場に隊長が存在する時), "direct" (■3 相手の隊長が存在しない時:
    the whole combat power is dealt, less the fortress's DEF per character) or "none" (the
    attacker's captain left the field before the battle, so there is none).
    power: the attacker's combat power, then the defender's (0 in a direct attack).
    winner: the seat that wins a fight between captains, None in a tie and otherwise.
    life: each seat's life before and after; shield: the damage each seat's shields stop.
    captains_lost: the captains that go to the underworld, in the order they go ({seat, uid,
    id}); the loser's stays when the damage has already ended the game (mechanics.settle).
    game_winner: the seat the battle's damage makes win the game, else None.

    The preview stops where the battle ends: what a captain's leaving or the winner's
    〈battle_won〉 then sets off is not in it, nor a 先読み answer still to come."""
    me, foe = state.active, 1 - state.active
    raw = [0, 0]
    winner = None
    lost: list[int] = []
    if state.captain[me] == NOBODY:
        kind, power = NO_BATTLE, [0, 0]
    elif state.captain[foe] == NOBODY:
        kind, power = DIRECT, [combat_power(state, me, m.defense(state, foe)), 0]
        raw[foe] = power[0]
    else:
        kind, power = CAPTAINS, [combat_power(state, me), combat_power(state, foe)]
        if power[0] == power[1]:
            lost = [foe, me]
        else:
            winner = me if power[0] > power[1] else foe
            raw[1 - winner] = abs(power[0] - power[1])
    damage = [battle_damage(state, seat, raw[seat]) for seat in (0, 1)]
    after = [max(0, state.life[seat] - damage[seat]) for seat in (0, 1)]
    ended = [seat for seat in (0, 1) if damage[seat] and after[seat] == 0]
    if winner is not None and not ended:
        lost = [1 - winner]
    return {
        "kind": kind, "power": power, "winner": winner,
        "life": [[state.life[seat], after[seat]] for seat in (0, 1)],
        "shield": [raw[seat] - damage[seat] for seat in (0, 1)],
        "captains_lost": [{"seat": seat, "uid": state.captain[seat],
                           "id": state.defs[state.captain[seat]].id} for seat in lost],
        "game_winner": 1 - ended[0] if ended else None,
    }


def battle_damage(state: State, seat: int, amount: int) -> int:
    """Battle damage after the seat's shields: an automatic battle_shield takes off its amount,
    and a shield played this turn takes it all."""
    if seat in state.shielded:
        return 0
    return max(0, amount - m.aura(state, seat, "battle_shield"))


def resolve(state: State) -> None:
    """Fight, as `outcome` says: the loser (or the player with no captain) takes the damage,
    then the captains lost go to the underworld, then the winner's 〈battle_won〉 fires
    (rules.DECISIONS: battle-order). A captain that left the field before this (a 先読み
    answer) means no battle."""
    result = outcome(state)
    if result["kind"] == NO_BATTLE:
        state.note("no_battle", seat=state.active)
        return
    state.note("battle", seat=state.active, kind=result["kind"], power=result["power"])
    for seat, (before, after) in enumerate(result["life"]):
        m.lose_life(state, seat, before - after, "battle")
    for captain in result["captains_lost"]:
        # In a tie the first captain's leaving may already have taken the second away.
        if state.captain[captain["seat"]] == captain["uid"]:
            m.to_underworld(state, captain["seat"], captain["uid"], "battle")
    if result["winner"] is not None:
        m.fire(state, result["winner"], "battle_won")
