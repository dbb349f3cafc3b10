"""The Gate Ruler difficulty table quoted in the README: the default bot at every level.

    .venv/bin/python bench/gateruler_difficulty.py [--games 500] [--seed 1] [--check]

Each row is exactly `python3 -m cardtable simulate gateruler --level N --games G --seed S`.
"""

import argparse

from cardtable.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="check invariants every action")
    args = parser.parse_args()
    print("| level | wins | win rate | mean turns | actions | seconds |")
    print("|---|---|---|---|---|---|")
    for level in range(1, 7):
        report = simulate("gateruler", {"l": level}, ("default", "default"), args.games,
                          args.seed, check=args.check)
        print(f"| {level} | {report['wins']}/{report['games']} | "
              f"{100 * report['wins'] / report['games']:.1f} % | {report['mean_turns']} | "
              f"{report['actions']} | {report['seconds']} |")


if __name__ == "__main__":
    main()
