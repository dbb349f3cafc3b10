"""The Gate Ruler difficulty table quoted in the README: a bot (the default one unless --bot
names another, such as the searching level `hard`) at every level.

    .venv/bin/python bench/gateruler_difficulty.py [--games 500] [--seed 1] [--check]
        [--bot hard] [--levels 1,2,3]

Each row is exactly `cardtable simulate gateruler --level N --games G --seed S --bots B,B`.
Game n of a seed is the same deal whatever --games is, so two bots' rows over the same seed
compare the same games.
"""

import argparse

from cardtable.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="check invariants every action")
    parser.add_argument("--bot", default="default")
    parser.add_argument("--levels", default="1,2,3,4,5,6")
    args = parser.parse_args()
    print("| level | wins | win rate | mean turns | actions | seconds |")
    print("|---|---|---|---|---|---|")
    for level in map(int, args.levels.split(",")):
        report = simulate("gateruler", {"l": level}, (args.bot, args.bot), args.games,
                          args.seed, check=args.check)
        print(f"| {level} | {report['wins']}/{report['games']} | "
              f"{100 * report['wins'] / report['games']:.1f} % | {report['mean_turns']} | "
              f"{report['actions']} | {report['seconds']} |", flush=True)


if __name__ == "__main__":
    main()
