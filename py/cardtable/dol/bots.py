"""Players for `simulate` and for the computer seat: random, greedy (one ply) and the default
planner, on the look-ahead in core/planning.py.

A DoL bot's guess deals again the opponent's hand, deck and cards being drawn, and its own deck.

Of the ways to pay for one play the bots weigh only the suggested one (the most rests) and the
extended play: the others differ only in which resource is spent, which a one-turn look-ahead
cannot value.
"""

from ..core import planning
from ..core.randombot import RandomBot
from ..core.rng import Rng
from .evaluate import evaluate
from .payment import ALTERNATIVE
from .player import PASS, apply, legal_actions, to_move
from .state import RESPOND, State


def determinize(state: State, seat: int, rng: Rng) -> State:
    guess = state.copy()
    foe = 1 - seat
    planning.deal_again(rng, guess.hand[foe], guess.drawing[foe], guess.deck[foe])
    planning.deal_again(rng, guess.deck[seat])
    return guess


def candidates(actions: list) -> list[int]:
    """Indexes of the actions worth weighing: every action but the non-suggested payments."""
    chosen, seen = [], set()
    for index, action in enumerate(actions):
        if action[0] == "play" and action[3] != ALTERNATIVE:
            if action[:3] in seen:
                continue
            seen.add(action[:3])
        chosen.append(index)
    return chosen


def settle(state: State, seat: int) -> None:
    """When a tried action hands the move to the other seat, assume it lets a 先読み window
    pass, to see what the moment leads to."""
    if to_move(state) != seat:
        while state.phase == RESPOND and not any(state.drawing):
            apply(state, PASS)


RULES = planning.Rules(legal_actions, apply, to_move, evaluate, determinize,
                       candidates=candidates, settle=settle)


class GreedyBot(planning.GreedyBot):
    rules = RULES


class PlannerBot(planning.PlannerBot):
    """Both seats play greedily in the play-outs. Four deals at most, and fewer with many
    candidates, so that the answer stays well under a second in the browser."""

    rules = RULES
    DEALS = 4
    ROLLOUTS = 24


BOTS = {"random": RandomBot, "greedy": GreedyBot, "default": PlannerBot}
