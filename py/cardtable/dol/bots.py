"""Players for `simulate` and for the computer seat: random, greedy (one ply) and the default
planner.

A bot plays whichever seat is to move when it is asked. Bots never peek: before looking ahead
a bot deals the cards it cannot see again from its own generator (a determinization). The
opponent's hand, deck and cards being drawn are pooled, put in uid order (so where they really
lie cannot steer the guess), shuffled and dealt back in the same sizes, and the bot's own deck
is shuffled the same way. What it foresees is a guess.

Of the ways to pay for one play the bots weigh only the suggested one (the most rests) and the
extended play: the others differ only in which resource is spent, which a one-turn look-ahead
cannot value.
"""

from ..core.randombot import RandomBot
from ..core.rng import Rng
from .evaluate import evaluate
from .payment import ALTERNATIVE
from .player import PASS, apply, legal_actions, to_move
from .state import RESPOND, State


def determinize(state: State, seat: int, rng: Rng) -> State:
    guess = state.copy()
    foe = 1 - seat
    unseen = sorted(guess.hand[foe] + guess.drawing[foe] + guess.deck[foe])
    rng.shuffle(unseen)
    hand, drawing = len(guess.hand[foe]), len(guess.drawing[foe])
    guess.hand[foe] = unseen[:hand]
    guess.drawing[foe] = unseen[hand:hand + drawing]
    guess.deck[foe] = unseen[hand + drawing:]
    guess.deck[seat] = sorted(guess.deck[seat])
    rng.shuffle(guess.deck[seat])
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


def settle_window(state: State) -> None:
    """Assume the other seat lets a 先読み window pass, to see what the moment leads to."""
    while state.phase == RESPOND and not any(state.drawing):
        apply(state, PASS)


def best_by_evaluation(state: State, seat: int, actions: list) -> int:
    """The candidate action whose position, one ply on, `seat` rates best; the first of
    equals."""
    best, best_value = 0, -float("inf")
    for index in candidates(actions):
        trial = state.copy()
        apply(trial, actions[index])
        if to_move(trial) != seat:
            settle_window(trial)
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
    """The default: each candidate action is tried on several determinizations and played out
    to the start of the bot's next turn, both seats playing greedily, then evaluated; the
    action with the best average wins. So it sees what its whole turn and the opponent's
    answer lead to. With many candidates it deals fewer times, so that no decision costs more
    than about ROLLOUTS play-outs: the answer stays well under a second in the browser."""

    DEALS = 4
    ROLLOUTS = 24

    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, actions: list) -> int:
        if len(actions) == 1:
            return 0
        me = to_move(state)
        indexes = candidates(actions)
        totals = dict.fromkeys(indexes, 0.0)
        for _ in range(max(1, min(self.DEALS, self.ROLLOUTS // len(indexes)))):
            guess = determinize(state, me, self.rng)
            for index in indexes:
                trial = guess.copy()
                apply(trial, actions[index])
                totals[index] += play_out(trial, me, state.turn)
        return max(indexes, key=lambda index: (totals[index], -index))


def play_out(state: State, me: int, turn: int) -> float:
    """Both seats play greedily until `me`'s next turn begins (or the game ends), then the
    evaluation for `me`."""
    while (seat := to_move(state)) is not None:
        if state.turn > turn and state.active == me:
            break
        actions = legal_actions(state)
        apply(state, actions[best_by_evaluation(state, seat, actions)])
    return evaluate(state, me)


BOTS = {"random": RandomBot, "greedy": GreedyBot, "default": PlannerBot}
