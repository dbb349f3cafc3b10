"""The ladder: every bot of a two-seat game against every other, round-robin, with each win
rate's 95 % interval, so a level's place is a measured fact and not a name.

    .venv/bin/python bench/ladder.py frontline|dol [--games 400] [--bots a,b,...] [--jobs 2]

Each pair plays `--games` games through `simulate`: bot A sits first in even games and second
in odd ones, and each seat keeps its deck, so the decks alternate too. A pair's row gives bot
A's wins, losses and draws, its score (a draw counts half) with the Wilson 95 % interval, and
the pair's games by seat and by deck. Pairs run in parallel with --jobs; each pair's games are
the same whatever --jobs is.
"""

import argparse
import itertools
import json
import math
from multiprocessing import Pool

from cardtable.simulate import simulate

BOTS = ("random", "greedy", "default", "easy", "normal", "hard")


def wilson(successes: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate: unlike the normal approximation, it stays inside
    0-1 and is honest near 0 % and 100 %, where the ladder's lopsided pairs sit."""
    if games == 0:
        return 0.0, 1.0
    rate = successes / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return round((centre - spread) / scale, 3), round((centre + spread) / scale, 3)


def points(winner: int, seat: int) -> float:
    """A seat's score in one game, as the rates here count it: 1 for a win, 1/2 for a draw
    (a winner of -1)."""
    return 0.5 if winner == -1 else float(winner == seat)


def play_pair(job: tuple[str, str, str, int]) -> dict:
    game_id, bot_a, bot_b, games = job
    report = simulate(game_id, {}, (bot_a, bot_b), games, 1)
    score = report["wins"] + report["draws"] / 2
    return {"a": bot_a, "b": bot_b, "games": games, "wins": report["wins"],
            "losses": report["losses"], "draws": report["draws"],
            "score": round(score / games, 3), "interval": wilson(score, games),
            "by_seat": report["by_seat"], "by_deck": report["by_deck"],
            "bot_a_decisions": report["bot_a"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--bots", default=",".join(BOTS))
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    bots = args.bots.split(",")
    # The stronger-looking bot first, so each row reads as "how often the higher rung wins".
    pairs = [(args.game, b, a, args.games) for a, b in itertools.combinations(bots, 2)]
    with Pool(args.jobs) as pool:
        for row in pool.imap(play_pair, pairs):
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
