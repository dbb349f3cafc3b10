"""Where the searching bot's strength is capped, measured: a variant of the search (or of the
default bot's planner) against the default bot, over the same games for every variant.

    .venv/bin/python bench/search_variants.py frontline|dol [--iterations 60] [--depth 2]
        [--horizon 1|2|...|end] [--peek] [--planner DEALS] [--nested] [--games 100] [--jobs 2]

--depth sets the tree's depth (search.MAX_DEPTH); --horizon 2 plays out to the start of the
bot's turn after next instead of its next one, and --horizon end to the end of the game;
--peek gives the bot the real position in place of its re-deals, so it sees every hidden card
(a measuring stick only: no level may). --planner DEALS plays the default bot's planner with
DEALS deals in place of the search: every candidate is played out on the same deals, so two
candidates are compared on the same cards, which the search's one deal an iteration cannot
do. --nested makes each seat in the play-outs choose as a one-deal planner would (each
candidate played out greedily to that seat's next turn) instead of greedily.
Game n is seed n with the variant first in even games; the line printed is the variant's
score with its Wilson 95 % interval (bench/ladder.py).
"""

import argparse
import dataclasses
import json
from multiprocessing import Pool

from ladder import points, wilson

from cardtable.core import planning, registry, search
from cardtable.simulate import play_game


def reach(horizon: str):
    """Where a play-out begun in `turn` stops, for `--horizon`: the start of the bot's
    `horizon`-th turn from now, or never (the game's end)."""
    if horizon == "end":
        return lambda state, me, turn: False
    ahead = 2 * (int(horizon) - 1)     # each turn of the other seat and of this one
    return lambda state, me, turn: state.turn > turn + ahead and state.active == me


def nested_choice(greedy: planning.Rules):
    """A play-out choice that weighs each candidate by a greedy play-out of its own, to the
    choosing seat's next turn, on the position as dealt."""

    def choose(rules: planning.Rules, state, seat: int, actions: list) -> int:
        def outlook(index: int) -> float:
            trial = state.copy()
            greedy.apply(trial, actions[index])
            return planning.play_out(greedy, trial, seat, state.turn)

        return max(greedy.candidates(actions), key=lambda index: (outlook(index), -index))

    return choose


def variant(game_id: str, settings: dict) -> type:
    """The game's `hard` bot (or, with --planner, its default bot) with the settings' budget,
    play-outs and sight."""
    bots = registry.get(game_id).bots()
    base = bots["default"] if settings["planner"] else bots["hard"]
    rules = base.rules
    if settings["horizon"] != "1":
        rules = dataclasses.replace(rules, reached=reach(settings["horizon"]))
    if settings["nested"]:
        rules = dataclasses.replace(rules, rollout_choice=nested_choice(base.rules))
    if settings["peek"]:
        rules = dataclasses.replace(rules, determinize=lambda state, seat, rng: state.copy())
    budget = ({"DEALS": settings["planner"], "ROLLOUTS": None} if settings["planner"]
              else {"ITERATIONS": settings["iterations"]})
    return type("Variant", (base,), {"rules": rules, **budget})


def play(job: tuple) -> float:
    game_id, seed, settings = job
    search.MAX_DEPTH = settings["depth"]
    game = registry.get(game_id)
    first = seed % 2
    bots = (variant(game_id, settings)(0, seed * 7 + 1),
            game.bots()["default"](1, seed * 7 + 2))
    return points(game.result(play_game(game_id, {}, seed, bots, first).state), first)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("frontline", "dol"))
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--depth", type=int, default=search.MAX_DEPTH)
    parser.add_argument("--horizon", default="1")
    parser.add_argument("--peek", action="store_true")
    parser.add_argument("--planner", type=int, default=0, metavar="DEALS")
    parser.add_argument("--nested", action="store_true")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    settings = {"iterations": args.iterations, "depth": args.depth, "horizon": args.horizon,
                "peek": args.peek, "planner": args.planner, "nested": args.nested}
    with Pool(args.jobs) as pool:
        scores = pool.map(play, [(args.game, seed, settings) for seed in range(args.games)])
    score = sum(scores)
    print(json.dumps({"game": args.game, **settings, "games": args.games, "score": score,
                      "rate": round(score / args.games, 3),
                      "interval": wilson(score, args.games)}))


if __name__ == "__main__":
    main()
