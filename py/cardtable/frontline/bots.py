"""Players for `simulate` and for the computer seat: random, greedy (one ply) and the default
planner, on the look-ahead in core/planning.py.

A Frontline bot's guess deals again the opponent's hand and deck, and its own deck.
"""

from ..core import planning, search
from ..core.randombot import RandomBot
from ..core.rng import Rng
from .evaluate import evaluate
from .player import apply, legal_actions, to_move
from .state import GUARD, LOCKON, MAIN, State


def determinize(state: State, seat: int, rng: Rng) -> State:
    guess = state.copy()
    foe = 1 - seat
    planning.deal_again(rng, guess.hand[foe], guess.deck[foe])
    planning.deal_again(rng, guess.deck[seat])
    return guess


def rollout_choice(rules: planning.Rules, state: State, seat: int, actions: list) -> int:
    """Greedy in the main phase. A lock-on or guard choice changes nothing until the attack
    resolves, so each one is judged on the resolved attack, the later choices left at their
    default (no lock-on, no guard)."""
    return planning.best_by_evaluation(rules, state, seat, actions,
                                       None if state.phase == MAIN else finish_attack)


def finish_attack(state: State, seat: int) -> None:
    """Play the attack's remaining lock-on and guard choices at their default, whoever is to
    choose them."""
    while state.phase in (LOCKON, GUARD):
        apply(state, legal_actions(state)[-1])


RULES = planning.Rules(legal_actions, apply, to_move, evaluate, determinize,
                       rollout_choice=rollout_choice)


class GreedyBot(planning.GreedyBot):
    rules = RULES


class PlannerBot(planning.PlannerBot):
    rules = RULES
    DEALS = 6


class SearchBot(search.SearchBot):
    rules = RULES
    SCALE = 6.0     # bench/win_chance_scale.py


# Easy's slack (core/search.py SearchBot): it plays any move its search rates within this much
# win chance of its first choice, which brings it about level with the greedy bot (README, the
# ladder; Frontline's wider win-chance scale needs the smaller slack).
EASY_SLACK = 0.03

BOTS = {"random": RandomBot, "greedy": GreedyBot, "default": PlannerBot,
        **search.levels(SearchBot, {"easy": 24, "normal": 60, "hard": 150},
                         slack={"easy": EASY_SLACK})}
