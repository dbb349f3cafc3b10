"""The searching bot: information-set Monte Carlo tree search from one seat's eyes.

The default bot weighs each action on at most a handful of deals; this search spends its
budget where it matters. Every iteration deals the unseen cards again (a determinization, from
the bot's own generator, so it never knows a hidden card), walks down a tree whose edges are
actions, both seats' decisions alike (single-observer ISMCTS: Cowling, Powley and Whitehouse,
2012), adds one node, plays the game out with the game's own greedy choices to the start of the
bot's next turn and scores that position. An action can be legal in one deal and not in
another, so a child is chosen by UCB1 over the children legal in this deal, with the number of
times it was available in place of its parent's visits.

The tree stops two decisions deep (MAX_DEPTH). Deeper, with a phone's budget, each node gets a
visit or two, so a root action's score became the mean over half-random follow-ups rather than
the greedy ones the play-outs use, and the bot lost to the default one it was meant to beat
(docs/BOTS.md has the figures).

The budget counts iterations, not milliseconds, so one seed makes one game on every machine;
the levels' iteration counts are tuned to the time goal (bench/bot_speed.py). The root's most
visited action is the answer, and its mean score is the bot's estimate of its win chance, which
hints and the post-game review show.
"""

import math
from dataclasses import dataclass

from .planning import Rules, play_out
from .rng import Rng

EXPLORATION = 0.25    # UCB1's constant, for scores in [0, 1]
MAX_DEPTH = 2         # decisions in the tree; past them the game's own choices play out


@dataclass(frozen=True)
class Choice:
    """One root action after a search: its index in the legal list, how often the search
    took it, its mean score for the seat to move (an estimated win chance, 0 to 1) and that
    mean's variance (how sure the estimate is)."""

    index: int
    visits: int
    chance: float
    variance: float


class Node:
    """A decision point of the shared tree. `children` maps an action to the node after it;
    a child's score sums what its action earned for the seat that took it."""

    __slots__ = ("available", "children", "score", "squares", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.available = 0
        self.score = 0.0
        self.squares = 0.0
        self.children: dict[tuple, Node] = {}

    def choice(self, index: int) -> Choice:
        visits = max(self.visits, 1)
        mean = self.score / visits
        spread = max(0.0, self.squares / visits - mean * mean)
        return Choice(index, self.visits, mean, spread / visits)

    def ucb(self) -> float:
        return (self.score / self.visits
                + EXPLORATION * math.sqrt(math.log(self.available) / self.visits))


def win_chance(rules: Rules, state, seat: int, scale: float, bias: float = 0.0) -> float:
    """The evaluation squeezed into (0, 1): a decided game is 1, 0 or 1/2, else the logistic
    of (evaluate - bias) / scale, with the game's scale and bias fitted to how games between
    the default bots ended (bench/win_chance_scale.py), so that it reads as a win chance."""
    if state.winner is not None:
        return 0.5 if state.winner == -1 else float(state.winner == seat)
    return 1.0 / (1.0 + math.exp(-(rules.evaluate(state, seat) - bias) / scale))


class Search:
    """A search for the seat to move in `state`, over `actions` (its legal list)."""

    def __init__(self, rules: Rules, scale: float, bias: float, rng: Rng) -> None:
        self.rules = rules
        self.scale = scale
        self.bias = bias
        self.rng = rng

    def run(self, state, actions: list, iterations: int,
            focus: int | None = None) -> list[Choice]:
        """The root's actions after `iterations` iterations, most visited first. A `focus`
        action (the review's move played) is weighed even if the game's candidates leave it
        out, and gets at least a third of the iterations, so its estimate is as sure as the
        best move's."""
        rules = self.rules
        me = rules.to_move(state)
        root = Node()
        keys = {actions[index]: index for index in rules.candidates(actions)}
        if focus is not None:
            keys[actions[focus]] = focus
        self.focus = None if focus is None else (actions[focus], iterations // 3)
        for _ in range(iterations):
            guess = rules.determinize(state, me, self.rng)
            self._iterate(root, guess, me, state.turn, list(keys))
        return sorted((node.choice(keys[action]) for action, node in root.children.items()),
                      key=lambda choice: (-choice.visits, -choice.chance, choice.index))

    def _select(self, node: Node, moves: list, at_root: bool) -> tuple[tuple, Node, bool]:
        """The move to follow from `node` (the focus while it is short of its share, else an
        untried move, else the best by UCB1), its child, and whether the child is new."""
        for move in moves:
            child = node.children.get(move)
            if child is not None:
                child.available += 1
        untried = [move for move in moves if move not in node.children]
        move = None
        if at_root and self.focus is not None:
            focus, share = self.focus
            if focus not in node.children or node.children[focus].visits < share:
                move = focus
        if move is None and untried:
            move = untried[self.rng.below(len(untried))]
        if move is None:
            move = max(moves, key=lambda m: node.children[m].ucb())
        if move in node.children:
            return move, node.children[move], False
        child = node.children[move] = Node()
        child.available = 1
        return move, child, True

    def _iterate(self, root: Node, state, me: int, turn: int, root_moves: list) -> None:
        rules = self.rules
        path: list[tuple[Node, int]] = []          # each node reached, and who moved into it
        node, moves = root, root_moves
        while (seat := rules.to_move(state)) is not None and not rules.reached(state, me, turn):
            if moves is None:
                actions = rules.legal_actions(state)
                moves = [actions[index] for index in rules.candidates(actions)]
            move, node, new = self._select(node, moves, not path)
            rules.apply(state, move)
            path.append((node, seat))
            if new or len(path) >= MAX_DEPTH:
                break
            moves = None
        play_out(rules, state, me, turn)
        mine = win_chance(rules, state, me, self.scale, self.bias)
        for visited, mover in path:
            value = mine if mover == me else 1.0 - mine
            visited.visits += 1
            visited.score += value
            visited.squares += value * value


class SearchBot:
    """A player on the search: `rules`, `SCALE` and `BIAS` are the game's (see win_chance),
    `ITERATIONS` and `SLACK` the level's.

    With a SLACK the bot plays like a newcomer who sees the good moves but settles for one that
    looks about as good: any move whose estimated win chance is within SLACK of its first
    choice's, picked at random (from its own generator, so a seed still makes one game). A
    smaller budget alone leaves a bot that plays the best move it found, often well; the slack
    makes the slips a person makes, on moves that look decent."""

    rules: Rules
    SCALE: float
    BIAS = 0.0
    ITERATIONS: int
    SLACK = 0.0

    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def analyse(self, state, actions: list, focus: int | None = None) -> list[Choice]:
        """Every weighed action, the bot's choice first (see Search.run for `focus`)."""
        return Search(self.rules, self.SCALE, self.BIAS, self.rng).run(
            state, actions, self.ITERATIONS, focus)

    def choose(self, state, actions: list) -> int:
        if len(actions) == 1:
            return 0
        choices = self.analyse(state, actions)
        if not self.SLACK:
            return choices[0].index
        decent = [c for c in choices if c.chance >= choices[0].chance - self.SLACK]
        return decent[self.rng.below(len(decent))].index


def levels(base: type, iterations: dict[str, int],
           slack: dict[str, float] | None = None) -> dict[str, type]:
    """The named levels of a game's searching bot, each a SearchBot with its budget and, if
    `slack` names the level, its slack (see SearchBot)."""
    slack = slack or {}
    return {name: type(f"{base.__name__}_{name}", (base,),
                       {"ITERATIONS": count, "SLACK": slack.get(name, 0.0)})
            for name, count in iterations.items()}
