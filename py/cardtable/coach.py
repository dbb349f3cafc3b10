"""The coach: a hint for the seat to move, and a review of the decisions a game's players took,
both from the searching bot (core/search.py).

Hints and the review ask the same level with the same seed at the same position, so they never
disagree: a move the hint suggested is never marked in the review (a newcomer who followed a
hint and then saw it marked would trust neither). That level is the normal one, so the review
of a whole game fits in a phone's patience. The review compares the estimated win chance of the
move played with that of the move the search prefers. A drop of
10, 20 or 30 points marks an inaccuracy, a mistake or a blunder (the thresholds chess sites
use on the same scale). Each estimate is a mean over play-outs, so it comes with a margin:
twice the standard error of the difference, and a drop inside its margin is not marked.

Both are deterministic: the search's generator is seeded from the game's seed and the position,
so the same game is reviewed the same on every machine.
"""

import math

from .core.engine import HINTS
from .core.session import RESIGN, Session

COACH_LEVEL = "normal"
MARKS = ((0.30, "blunder"), (0.20, "mistake"), (0.10, "inaccuracy"))


def _analyse(session: Session, level: str, focus: int | None = None):
    """The search's weighed actions at the session's position, best first."""
    return session.bot(level).analyse(session.state, session.legal_actions(), focus)


def hint(session: Session) -> dict:
    """What the coach would play now, and its estimated win chance. From now on the game's
    options say that hints were used (its result card and result link show it)."""
    best = _analyse(session, COACH_LEVEL)[0]
    session.options = {**session.options, HINTS: 1}
    return {"index": best.index, "chance": round(best.chance, 3)}


def decisions(session: Session, seats: tuple[int, ...]) -> list[int]:
    """The positions (moves made before it) of every decision of `seats` in the game that had
    more than one legal action: what a review looks at (a resignation is no move to judge)."""
    step = session.prefix(0)
    found = []
    for position, index in enumerate(session.actions):
        if (index != RESIGN and step.game.to_move(step.state) in seats
                and len(step.legal_actions()) > 1):
            found.append(position)
        step.play(index)
    return found


def judge(session: Session, position: int) -> dict:
    """The review of the decision taken at `position`: the move played and its estimated win
    chance, the move the search prefers and its chance, the drop, its margin and its mark
    (None when no threshold is passed, or the drop is within its margin); both moves worded
    for the page, and the board as the deciding seat saw it (`view`: the words name cards by
    their place on it)."""
    step = session.prefix(position)
    played = session.actions[position]
    verdict = _verdict(step, played)
    game, actions = step.game, step.legal_actions()
    seat = game.to_move(step.state)
    return {"position": position, "seat": seat, "played": played, **verdict,
            "played_move": game.describe(step.state, actions[played]),
            "best_move": game.describe(step.state, actions[verdict["best"]]),
            "view": game.view(step.state, seat)}


def _verdict(step: Session, played: int) -> dict:
    """The estimates and the mark of the move `played` at the position `step` stands at."""
    hinted = _analyse(step, COACH_LEVEL)[0]
    if hinted.index == played:          # what a hint here would have said: nothing to mark
        return {"best": played, "best_chance": round(hinted.chance, 3),
                "chance": round(hinted.chance, 3), "drop": 0.0, "margin": 0.0, "mark": None}
    choices = _analyse(step, COACH_LEVEL, focus=played)
    mine = next(choice for choice in choices if choice.index == played)
    rival = next((choice for choice in choices if choice is not mine), mine)  # most visited
    best = rival if rival.chance > mine.chance else mine
    drop = max(0.0, best.chance - mine.chance)
    margin = 2 * math.sqrt(best.variance + mine.variance)
    mark = next((name for threshold, name in MARKS if drop >= threshold), None)
    return {"best": best.index, "best_chance": round(best.chance, 3),
            "chance": round(mine.chance, 3), "drop": round(drop, 3),
            "margin": round(margin, 3), "mark": mark if drop > margin else None}
