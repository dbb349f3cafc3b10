"""The look-ahead behind the two-seat games' greedy and default bots, and the way every game's
bots deal again the cards they cannot see.

A bot plays whichever seat is to move when it is asked (`simulate` swaps the seats between
games, so the seat given at construction is only a name). Bots never peek: before looking ahead
a bot deals the cards it cannot see again from its own generator (a determinization), tries
each action on copies of that guess, and judges where they lead with the game's static
evaluation. What it foresees is a guess.

A game hands its rules over as `Rules`, together with what is its own: which cards it deals
again, which actions are worth weighing, how a tried position is brought to where it can be
judged, and how each seat plays in a play-out.
"""

from collections.abc import Callable
from dataclasses import dataclass

from .rng import Rng

WIN = 1000.0
DRAW = -1          # the protocol's result for a drawn game


def zero_sum(side_value: Callable) -> Callable:
    """The evaluation evaluate(state, seat) built on a game's `side_value(state, seat)`: what
    `seat` has less what the other seat has, so positive when `seat` stands better; ±WIN once
    the game is decided, 0 for a draw."""

    def evaluate(state, seat: int) -> float:
        if state.winner is not None:
            if state.winner == DRAW:
                return 0.0
            return WIN if state.winner == seat else -WIN
        return side_value(state, seat) - side_value(state, 1 - seat)

    return evaluate


def deal_again(rng: Rng, *piles: list) -> None:
    """Pool the piles' cards, put them in uid order (so where they really lie cannot steer the
    guess), shuffle them with `rng` and deal them back, in place, in the same sizes."""
    pool = sorted(uid for pile in piles for uid in pile)
    rng.shuffle(pool)
    start = 0
    for pile in piles:
        end = start + len(pile)
        pile[:] = pool[start:end]
        start = end


def every_action(actions: list) -> range:
    return range(len(actions))


def next_turn_begun(state, me: int, turn: int) -> bool:
    """Whether a look-ahead begun in `turn` has reached the start of `me`'s next turn: far
    enough to see the whole turn and the opponent's answer to it."""
    return state.turn > turn and state.active == me


def best_by_evaluation(rules: "Rules", state, seat: int, actions: list, settle=None) -> int:
    """The candidate action whose position one ply on (then `settle`d, if given) `seat` rates
    best; the first of equals."""
    best, best_value = 0, -float("inf")
    for index in rules.candidates(actions):
        trial = state.copy()
        rules.apply(trial, actions[index])
        if settle is not None:
            settle(trial, seat)
        value = rules.evaluate(trial, seat)
        if value > best_value:
            best, best_value = index, value
    return best


def greedy_choice(rules: "Rules", state, seat: int, actions: list) -> int:
    """The greedy bot's choice: the best candidate one ply on, settled the game's way."""
    return best_by_evaluation(rules, state, seat, actions, rules.settle)


@dataclass(frozen=True)
class Rules:
    """A game's rules as the look-ahead uses them, and the choices that are the game's own:
    evaluate(state, seat), how well `seat` stands; determinize(state, seat, rng), a copy with
    the cards `seat` cannot see dealt again; candidates(actions), the indexes of the actions
    worth weighing, in order; settle(trial, seat), if given, what brings a position the greedy
    choice tried to where it can be judged; rollout_choice(rules, state, seat, actions), the
    index each seat plays in a play-out; reached(state, me, turn), where a look-ahead begun in
    `turn` stops."""

    legal_actions: Callable
    apply: Callable
    to_move: Callable
    evaluate: Callable
    determinize: Callable
    candidates: Callable = every_action
    settle: Callable | None = None
    rollout_choice: Callable = greedy_choice
    reached: Callable = next_turn_begun


def play_out(rules: Rules, state, me: int, turn: int) -> float:
    """Both seats play their rollout choice until the look-ahead has `reached` its end (or the
    game ends), then the evaluation for `me`."""
    while (seat := rules.to_move(state)) is not None:
        if rules.reached(state, me, turn):
            break
        actions = rules.legal_actions(state)
        rules.apply(state, actions[rules.rollout_choice(rules, state, seat, actions)])
    return rules.evaluate(state, me)


class GreedyBot:
    """Takes the action whose resulting position evaluates best, one ply deep."""

    rules: Rules

    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state, actions: list) -> int:
        if len(actions) == 1:
            return 0
        seat = self.rules.to_move(state)
        guess = self.rules.determinize(state, seat, self.rng)
        return greedy_choice(self.rules, guess, seat, actions)


class PlannerBot:
    """The default: each candidate action is tried on DEALS determinizations and played out to
    the start of the bot's next turn, then evaluated; the action with the best total wins. So
    it sees what its whole turn and the opponent's answer lead to. With a ROLLOUTS budget it
    deals fewer times when there are many candidates, so that no decision costs much more than
    ROLLOUTS play-outs."""

    rules: Rules
    DEALS: int
    ROLLOUTS: int | None = None

    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state, actions: list) -> int:
        if len(actions) == 1:
            return 0
        rules = self.rules
        me = rules.to_move(state)
        indexes = list(rules.candidates(actions))
        totals = dict.fromkeys(indexes, 0.0)
        deals = self.DEALS
        if self.ROLLOUTS is not None:
            deals = max(1, min(deals, self.ROLLOUTS // len(indexes)))
        for _ in range(deals):
            guess = rules.determinize(state, me, self.rng)
            for index in indexes:
                trial = guess.copy()
                rules.apply(trial, actions[index])
                totals[index] += play_out(rules, trial, me, state.turn)
        return max(indexes, key=lambda index: (totals[index], -index))
