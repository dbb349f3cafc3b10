"""Frontline's guard forecast is the attack.

Rulebook 「ルール」 ゲームの流れ ⑤ ガードの処理: once every guard is chosen the attacks resolve one
by one, in order; a guarded attack strikes the guard (its armour lessens it, ブレイクスルー carries
the rest on), an unguarded one the city, or the HQ once the city is broken. The guard step's
preview (combat.outcome, sent in each guard action's `outcome`) strikes the attacks before it and
then this one on a copy; the page draws it and computes nothing. A newcomer saw a preview of 2
damage and a brief of 4: these tests hold, over whole games, that what the defender is shown for
the guard it picks is what that attack then does.
"""

from cardtable.core.session import Session
from cardtable.frontline import GAME, combat, mechanics
from cardtable.frontline.bots import BOTS
from cardtable.frontline.state import GUARD, NOBODY

GAMES = 150
STRIKE = combat._strike     # the engine's own, which the test wraps to note each real strike


def shown_and_done(seed: int, monkeypatch) -> list[tuple[dict, dict]]:
    """One game between random bots (they guard with anything, or not at all): for each guard
    chosen, the preview of that choice and what the attack did when it struck (the defender's
    city and HQ after it, and the guard's HP left)."""
    session = Session("frontline", {}, seed)
    state = session.state
    struck: dict[tuple[int, int], dict] = {}      # (turn, attacker): what its strike left

    def noting(target, seat, attacker):
        guard = target.guards.get(attacker, NOBODY)
        STRIKE(target, seat, attacker)
        if target is state:
            foe = 1 - seat
            standing = guard != NOBODY and guard in target.front[foe]
            struck[target.turn, attacker] = {"city": mechanics.base_left(target, foe)[0],
                                "hq": mechanics.base_left(target, foe)[1],
                                "guard_left": mechanics.hp_left(target, guard) if standing else 0}

    monkeypatch.setattr(combat, "_strike", noting)
    bots = [BOTS["random"](seat, seed * 2 + seat) for seat in (0, 1)]
    shown = []
    while (seat := GAME.to_move(state)) is not None:
        actions = session.legal_actions()
        index = bots[seat].choose(state, actions)
        if state.phase == GUARD:
            shown.append((state.turn, actions[index], GAME.describe(state, actions[index])["outcome"]))
        session.play(index)
    pairs = []
    for turn, (_, attacker, guard), preview in shown:
        if (turn, attacker) in struck:        # else the game ended before it struck
            pairs.append((preview, struck[turn, attacker], guard))
    return pairs


def test_the_guard_preview_is_what_each_attack_then_does(monkeypatch):
    """For every guard decision of 150 games: the city's and HQ's HP after the attack, and the
    chosen guard's HP left (0 when it fell), are what the preview said."""
    compared = guarded = 0
    for seed in range(GAMES):
        for preview, done, guard in shown_and_done(seed, monkeypatch):
            assert [preview["city"][1], preview["hq"][1]] == [done["city"], done["hq"]], (seed, preview, done)
            if guard != NOBODY and preview["guard"] is not None:
                assert preview["guard"]["left"] == done["guard_left"], (seed, preview, done)
                guarded += 1
            compared += 1
    assert compared > 300 and guarded > 100, (compared, guarded)
