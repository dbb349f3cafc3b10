"""The Gate Ruler difficulty table quoted in the README: a bot (the default one unless --bot
names another, such as the searching level `hard`) at every level.

    .venv/bin/python bench/gateruler_difficulty.py [--games 500] [--seed 1] [--check]
        [--bot hard] [--levels 1,2,3] [--jobs 2]

Each row is exactly `cardtable simulate gateruler --level N --games G --seed S --bots B,B`.
Game n of a seed is the same deal whatever --games is, so two bots' rows over the same seed
compare the same games. `--jobs` plays that many levels at once, one process each (the rows
are the same: each level's games depend on its seed alone).
"""

import argparse
from concurrent.futures import ProcessPoolExecutor

from cardtable.simulate import simulate


def row(level: int, args) -> str:
    report = simulate("gateruler", {"l": level}, (args.bot, args.bot), args.games, args.seed,
                      check=args.check)
    return (f"| {level} | {report['wins']}/{report['games']} | "
            f"{100 * report['wins'] / report['games']:.1f} % | {report['mean_turns']} | "
            f"{report['actions']} | {report['seconds']} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="check invariants every action")
    parser.add_argument("--bot", default="default")
    parser.add_argument("--levels", default="1,2,3,4,5,6")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    print("| level | wins | win rate | mean turns | actions | seconds |")
    print("|---|---|---|---|---|---|")
    levels = list(map(int, args.levels.split(",")))
    with ProcessPoolExecutor(args.jobs) as pool:
        for line in pool.map(row, levels, [args] * len(levels)):
            print(line, flush=True)


if __name__ == "__main__":
    main()
