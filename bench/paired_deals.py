"""How much of a two-seat game the deal decides, measured by playing every deal twice.

    .venv/bin/python bench/paired_deals.py frontline|dol [--bots default,default]
        [--deals 200] [--jobs 2]

Deal n (seed n) is played once with bot A in the first game seat and once with A in the
second; the decks, the shuffles and who moves first are the seed's both times, so only who
plays which side changes. Each bot keeps its own generator seed in both games.

A pair of games then falls into one of three kinds:
- `seat_won_both`: the same seat won both games, whoever sat in it. Between two equal bots
  these are the deals their play did not turn; their share is the luck the deal brings at
  that level of play;
- `a_won_both` and `b_won_both`: one bot won from either side of the deal, which only a
  difference in play can do.

Two equal bots (`default,default`) give the deal's share at the default bot's level; a bot
against a weaker one shows how many of those deals a better player turns. The line printed
holds the three counts and A's score over all the games.
"""

import argparse
import json
from multiprocessing import Pool

from ladder import points, wilson

from cardtable.core import registry
from cardtable.simulate import play_game


def play_twice(job: tuple) -> tuple[int, int]:
    """The winning seat of the game with A in seat 0 and of the one with A in seat 1 (-1 for
    a draw)."""
    game_id, seed, name_a, name_b = job
    game = registry.get(game_id)
    factories = game.bots()
    winners = []
    for first in (0, 1):
        bots = (factories[name_a](0, seed * 7 + 1), factories[name_b](1, seed * 7 + 2))
        winners.append(game.result(play_game(game_id, {}, seed, bots, first).state))
    return winners[0], winners[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("frontline", "dol"))
    parser.add_argument("--bots", default="default,default")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    name_a, name_b = args.bots.split(",")
    jobs = [(args.game, seed, name_a, name_b) for seed in range(args.deals)]
    with Pool(args.jobs) as pool:
        pairs = pool.map(play_twice, jobs, chunksize=2)
    seat_won_both = sum(first == second != -1 for first, second in pairs)
    a_won_both = sum(first == 0 and second == 1 for first, second in pairs)
    b_won_both = sum(first == 1 and second == 0 for first, second in pairs)
    score = sum(points(first, 0) + points(second, 1) for first, second in pairs)
    games = 2 * args.deals
    print(json.dumps({"game": args.game, "bots": [name_a, name_b], "deals": args.deals,
                      "seat_won_both": seat_won_both, "a_won_both": a_won_both,
                      "b_won_both": b_won_both, "a_score": score, "games": games,
                      "a_rate": round(score / games, 3), "interval": wilson(score, games)}))


if __name__ == "__main__":
    main()
