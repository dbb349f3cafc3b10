"""Players for `simulate` and for search: random, greedy (one ply) and the default planner.

Bots never peek: before looking ahead they deal both hidden decks of their copy again with
their own generator (a determinization), so what they foresee is a guess, not the real next
card.
"""

from ..core import planning, search
from ..core.planning import deal_again
from ..core.randombot import RandomBot
from ..core.rng import Rng
from . import mechanics as m
from .player import apply, legal_actions
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
        best, best_score = _best_of(base, actions, range(len(actions) - 1), self.score)
        return best if best is not None and best_score > self.score(base) else len(actions) - 1


def _best_of(base: State, actions: list, candidates, score) -> tuple[int | None, float]:
    """The candidate whose position one action on scores best, and that score."""
    best, best_score = None, -float("inf")
    for index in candidates:
        trial = base.copy()
        apply(trial, actions[index])
        value = score(trial)
        if value > best_score:
            best, best_score = index, value
    return best, best_score


class PlannerBot(GreedyBot):
    """The default: greedy, but it builds its board before it attacks (the first attack ends
    the main phase) and it weighs the invasion's coming attacks, which the rulebook fixes (§6),
    so it learns where to put its units and when to keep the ruler safe."""

    def choose(self, state: State, actions: list) -> int:
        return planned_choice(determinize(state, self.rng), actions)

    def score(self, state: State) -> float:
        return standing(state)


def planned_choice(base: State, actions: list) -> int:
    """The default bot's choice on a dealt copy: the best play if it improves the standing,
    else the best attack if that does, else the last action (ending the turn)."""
    now = standing(base)
    plays = [i for i, action in enumerate(actions) if action[0] not in ("attack", "end")]
    attacks = [i for i, action in enumerate(actions) if action[0] == "attack"]
    for candidates in (plays, attacks):
        best, best_score = _best_of(base, actions, candidates, standing)
        if best is not None and best_score > now:
            return best
    return len(actions) - 1


def standing(state: State) -> float:
    """How well the player stands: material, less the ruler's expected losses to the
    invasion's fixed attacks and the invasion's attackers left alive."""
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


def _player_to_move(state: State) -> int | None:
    return None if state.winner is not None else PLAYER


def _evaluate(state: State, seat: int) -> float:
    return standing(state)


def _determinize(state: State, seat: int, rng: Rng) -> State:
    return determinize(state, rng)


def _planned_rollout(rules: planning.Rules, state: State, seat: int, actions: list) -> int:
    return planned_choice(state, actions)


def _invasion_answered(state: State, me: int, turn: int) -> bool:
    """The invasion plays inside the player's end of turn, so the next turn's start is the
    look-ahead's end."""
    return state.turn > turn


# The invasion's play is fixed by the rulebook (§6), so only the player's decisions branch the
# search; it plays out with the default bot's choices.
RULES = planning.Rules(legal_actions, apply, _player_to_move, _evaluate, _determinize,
                       rollout_choice=_planned_rollout, reached=_invasion_answered)


class SearchBot(search.SearchBot):
    rules = RULES
    SCALE = 25.0     # bench/win_chance_scale.py
    BIAS = -40.0


BOTS = {"random": RandomBot, "greedy": GreedyBot, "default": PlannerBot,
        **search.levels(SearchBot, {"easy": 16, "normal": 64, "hard": 200})}
