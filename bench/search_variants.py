"""Where the searching bot's strength is capped, measured: a variant of the search against the
default bot, over the same games for every variant.

    .venv/bin/python bench/search_variants.py frontline|dol [--iterations 60] [--depth 2]
        [--horizon 1] [--peek] [--games 100] [--jobs 2]

--depth sets the tree's depth (search.MAX_DEPTH); --horizon 2 plays out to the start of the
bot's turn after next instead of its next one; --peek gives the search the real position in
place of its re-deals, so it sees every hidden card (a measuring stick only: no level may).
Game n is seed n with the variant first in even games; the line printed is the variant's
score with its Wilson 95 % interval (bench/ladder.py).
"""

import argparse
import dataclasses
import json
from multiprocessing import Pool

from ladder import wilson

from cardtable.core import registry, search
from cardtable.simulate import play_game


def variant(game_id: str, iterations: int, horizon: int, peek: bool) -> type:
    """The game's `hard` bot with another budget, play-out horizon or sight."""
    base = registry.get(game_id).bots()["hard"]
    rules = base.rules
    if horizon > 1:
        ahead = 2 * (horizon - 1)     # each turn of the other seat and of this one

        def reached(state, me: int, turn: int) -> bool:
            return state.turn > turn + ahead and state.active == me

        rules = dataclasses.replace(rules, reached=reached)
    if peek:
        rules = dataclasses.replace(rules, determinize=lambda state, seat, rng: state.copy())
    return type("Variant", (base,), {"ITERATIONS": iterations, "rules": rules})


def play(job: tuple) -> float:
    game_id, seed, settings = job
    search.MAX_DEPTH = settings["depth"]
    game = registry.get(game_id)
    first = seed % 2
    bots = (variant(game_id, settings["iterations"], settings["horizon"], settings["peek"])(
        0, seed * 7 + 1), game.bots()["default"](1, seed * 7 + 2))
    winner = game.result(play_game(game_id, {}, seed, bots, first).state)
    return 0.5 if winner == -1 else float(winner == first)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("frontline", "dol"))
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--depth", type=int, default=search.MAX_DEPTH)
    parser.add_argument("--horizon", type=int, default=1)
    parser.add_argument("--peek", action="store_true")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    settings = {"iterations": args.iterations, "depth": args.depth,
                "horizon": args.horizon, "peek": args.peek}
    with Pool(args.jobs) as pool:
        scores = pool.map(play, [(args.game, seed, settings) for seed in range(args.games)])
    score = sum(scores)
    print(json.dumps({"game": args.game, **settings, "games": args.games, "score": score,
                      "rate": round(score / args.games, 3),
                      "interval": wilson(score, args.games)}))


if __name__ == "__main__":
    main()
