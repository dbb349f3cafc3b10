"""Players for `simulate` and for search: random, greedy (one ply) and the default planner.

Bots never peek: before looking ahead they deal both hidden decks of their copy again with
their own generator (a determinization), so what they foresee is a guess, not the real next
card.
"""

from ..core.planning import deal_again
from ..core.randombot import RandomBot
from ..core.rng import Rng
from . import mechanics as m
from .player import apply
from .state import DEFENSE, EMPTY, INVASION, LEFT, PLAYER, RULER, State

WIN = 100_000.0


def determinize(state: State, rng: Rng) -> State:
    guess = state.copy()
    deal_again(rng, guess.deck[PLAYER])
    deal_again(rng, guess.deck[INVASION])
    return guess


class GreedyBot:
    """Takes the action whose resulting position scores best, one ply deep."""

    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def score(self, state: State) -> float:
        return material(state)

    def choose(self, state: State, actions: list) -> int:
        base = determinize(state, self.rng)
        best, best_score = self.best_of(base, actions, range(len(actions) - 1))
        return best if best is not None and best_score > self.score(base) else len(actions) - 1

    def best_of(self, base: State, actions: list, candidates) -> tuple[int | None, float]:
        best, best_score = None, -float("inf")
        for index in candidates:
            trial = base.copy()
            apply(trial, actions[index])
            value = self.score(trial)
            if value > best_score:
                best, best_score = index, value
        return best, best_score


class PlannerBot(GreedyBot):
    """The default: greedy, but it builds its board before it attacks (the first attack ends
    the main phase) and it weighs the invasion's coming attacks, which the rulebook fixes (§6),
    so it learns where to put its units and when to keep the ruler safe."""

    def choose(self, state: State, actions: list) -> int:
        base = determinize(state, self.rng)
        standing = self.score(base)
        plays = [i for i, action in enumerate(actions) if action[0] not in ("attack", "end")]
        attacks = [i for i, action in enumerate(actions) if action[0] == "attack"]
        for candidates in (plays, attacks):
            best, best_score = self.best_of(base, actions, candidates)
            if best is not None and best_score > standing:
                return best
        return len(actions) - 1

    def score(self, state: State) -> float:
        return material(state) - 9.0 * expected_ruler_hits(state) - 2.0 * exposed(state)


def unit_value(state: State, side: int) -> float:
    value = 0.0
    for zone in (LEFT, DEFENSE, 2):
        uid = state.zones[side][zone]
        if uid != EMPTY:
            left = m.unit_hp(state, side, zone) - state.hurt.get(uid, 0)
            value += m.unit_atk(state, side, zone) + left + (1.5 if zone == DEFENSE else 0)
    return value


def material(state: State) -> float:
    if state.winner is not None:
        return WIN if state.winner == PLAYER else -WIN
    rift_hp = state.level.hp
    life = state.ruler.life
    return (
        40.0 * len(state.damage[INVASION]) / rift_hp
        - 40.0 * len(state.damage[PLAYER]) / life
        + unit_value(state, PLAYER) - unit_value(state, INVASION)
        + 0.4 * state.energy + 1.2 * len(state.hand)
        + 2.0 * sum(uid != EMPTY for uid in state.sets)
        + (1.5 if state.field != EMPTY else 0.0)
    )


def expected_ruler_hits(state: State) -> float:
    """Cards the player's ruler would lose to the invasion's attacks on the board as it is."""
    left = {zone: (m.unit_hp(state, PLAYER, zone) - state.hurt.get(uid, 0))
            for zone in (LEFT, DEFENSE) if (uid := state.zones[PLAYER][zone]) != EMPTY
            and m.can_be_attacked(state, PLAYER, zone)}
    hits = 0.0
    for attacker in (LEFT, 2, RULER):
        if attacker != RULER and state.zones[INVASION][attacker] == EMPTY:
            continue
        atk, stk, _ = m.attacker_stats(state, INVASION, attacker)
        target = next((zone for zone in (LEFT, DEFENSE) if left.get(zone, 0) > 0), None)
        if target is None:
            hits += stk
        else:
            left[target] -= atk
    return hits


def exposed(state: State) -> float:
    """Attack-zone units of the invasion the player left alive, weighted by their ATK."""
    return sum(m.unit_atk(state, INVASION, zone) for zone in (LEFT, 2)
               if state.zones[INVASION][zone] != EMPTY) / 4.0


BOTS = {"random": RandomBot, "greedy": GreedyBot, "default": PlannerBot}
