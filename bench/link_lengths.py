"""How long links get: the replay link of a whole finished game, and the challenge link.

For every game, plays --games games as `simulate ... --links FILE` does (the default bots, every
level or match-up in turn), reads back the fragments it wrote, and reports
their length in characters: median, 95th percentile and maximum. A replay link should stay at
or under 1,500 characters at the 95th percentile, so that its QR code is one a phone camera
reads easily; a challenge link at or under 40. Challenge links are measured on every game's
widest options and the largest seed.

Usage: .venv/bin/python bench/link_lengths.py [--games 100]
"""

import argparse
import io
import json
import statistics

from cardtable.core import registry
from cardtable.core.codec import CHALLENGE
from cardtable.core.session import Session
from cardtable.simulate import simulate

REPLAY_GOAL, CHALLENGE_GOAL = 1500, 40


ROUNDS = 6    # option sets per game: the daily challenge's first six days


def replay_lengths(game, games: int, seed: int) -> list[int]:
    """Replay link lengths of `games` games, spread over ROUNDS option sets (Gate Ruler's six
    levels, the two-player games' match-ups), both seats played by the default bot."""
    links = io.StringIO()
    for day in range(ROUNDS):
        options = {k: v for k, v in game.daily_options(day).items() if k != "b"}
        simulate(game.id, options, ("default", "default"), games // ROUNDS, seed + day,
                 links=links)
    return sorted(len(line) for line in links.getvalue().split())


def percentile(ordered: list[int], share: float) -> int:
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def widest_challenge(game) -> int:
    """The longest challenge link over every day's options, with the largest seed."""
    options = [game.daily_options(day) for day in range(12)]
    return max(len(Session(game.id, option | ({"b": 1} if game.seats == 2 else {}),
                           2**32 - 1).link(CHALLENGE)) for option in options)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    report = {}
    for game in registry.all_games().values():
        lengths = replay_lengths(game, args.games, args.seed)
        report[game.id] = {
            "games": len(lengths),
            "replay_median": statistics.median(lengths),
            "replay_p95": percentile(lengths, 0.95),
            "replay_max": lengths[-1],
            "challenge_max": widest_challenge(game),
        }
    report["goals"] = {"replay_p95_at_most": REPLAY_GOAL, "challenge_at_most": CHALLENGE_GOAL}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
