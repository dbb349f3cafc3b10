"""Players for `simulate` and for the computer seat: random, greedy (one ply) and the default
planner.

A bot plays whichever seat is to move when it is asked (`simulate` swaps the seats between
games, so the seat given at construction is only a name). Bots never peek. Before looking
ahead, a bot deals the cards it cannot see again from its own generator (a determinization):
the opponent's hand and deck are pooled, shuffled and dealt back in the same sizes, and its
own deck is shuffled. What it foresees is a guess.
"""

from ..core.randombot import RandomBot
from ..core.rng import Rng
from .evaluate import evaluate
from .player import apply, legal_actions, to_move
from .state import GUARD, LOCKON, MAIN, State


def determinize(state: State, seat: int, rng: Rng) -> State:
    guess = state.copy()
    foe = 1 - seat
    unseen = guess.hand[foe] + guess.deck[foe]
    rng.shuffle(unseen)
    size = len(guess.hand[foe])
    guess.hand[foe], guess.deck[foe] = unseen[:size], unseen[size:]
    rng.shuffle(guess.deck[seat])
    return guess


def best_by_evaluation(state: State, seat: int, actions: list, finish=None) -> int:
    """The action whose position, one ply on (then `finish`ed, if given), `seat` rates best;
    the first of equals."""
    best, best_value = 0, -float("inf")
    for index, action in enumerate(actions):
        trial = state.copy()
        apply(trial, action)
        if finish is not None:
            finish(trial)
        value = evaluate(trial, seat)
        if value > best_value:
            best, best_value = index, value
    return best


class GreedyBot:
    """Takes the action whose resulting position evaluates best, one ply deep."""

    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, actions: list) -> int:
        if len(actions) == 1:
            return 0
        seat = to_move(state)
        return best_by_evaluation(determinize(state, seat, self.rng), seat, actions)


class PlannerBot:
    """The default: each action is tried on several determinizations and played out to the
    start of the bot's next turn, both seats playing greedily, then evaluated; the action with
    the best average wins. So it sees what its whole turn and the opponent's answer lead to.
    """

    DEALS = 6

    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, actions: list) -> int:
        if len(actions) == 1:
            return 0
        me = to_move(state)
        totals = [0.0] * len(actions)
        for _ in range(self.DEALS):
            guess = determinize(state, me, self.rng)
            for index, action in enumerate(actions):
                trial = guess.copy()
                apply(trial, action)
                totals[index] += play_out(trial, me, state.turn)
        return max(range(len(actions)), key=lambda index: (totals[index], -index))


def play_out(state: State, me: int, turn: int) -> float:
    """Both seats play `rollout_choice` until `me`'s next turn begins (or the game ends), then
    the evaluation for `me`."""
    while (seat := to_move(state)) is not None:
        if state.turn > turn and state.active == me:
            break
        actions = legal_actions(state)
        apply(state, actions[rollout_choice(state, seat, actions)])
    return evaluate(state, me)


def rollout_choice(state: State, seat: int, actions: list) -> int:
    """Greedy in the main phase. A lock-on or guard choice changes nothing until the attack
    resolves, so each one is judged on the resolved attack, the later choices left at their
    default (no lock-on, no guard)."""
    return best_by_evaluation(state, seat, actions,
                              None if state.phase == MAIN else finish_attack)


def finish_attack(state: State) -> None:
    while state.phase in (LOCKON, GUARD):
        apply(state, legal_actions(state)[-1])


BOTS = {"random": RandomBot, "greedy": GreedyBot, "default": PlannerBot}
