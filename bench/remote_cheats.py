"""Play by link against every cheat, for the table in docs/REMOTE.md and the README: for each
game, honest games (verified, leaks, link lengths) and each cheat kind of remote_cheats.py
(`simulate GAME --remote --cheat KIND`): in how many games the friend cheated, and in how many
the honest phone caught it at once (the link refused) or only at the end's check.

Usage: .venv/bin/python bench/remote_cheats.py [--games 100] [--honest 200] [--game frontline]
(about 1 s a game on this machine: the whole table takes about half an hour of one core)
Prints a Markdown table (one row a game and kind) and the whole reports as JSON on stderr.
"""

import argparse
import json
import sys

from cardtable.remote_cheats import CHEATS
from cardtable.remote_match import simulate_remote

GAMES = ("frontline", "dol")
BOTS = ("default", "default")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games a cheat kind")
    parser.add_argument("--honest", type=int, default=200, help="honest games a game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=GAMES, action="append",
                        help="only this game (again for another); default both")
    args = parser.parse_args()
    print("| game | cheat | games | cheated | caught | at once | at the end | verified | leaks "
          "| links | link p95 | longest link |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for game in args.game or GAMES:
        for kind in (None, *CHEATS):
            count = args.honest if kind is None else args.games
            report = simulate_remote(game, BOTS, count, args.seed, kind)["remote"]
            outcomes = report.pop("outcomes", [])
            print(json.dumps({"game": game, "cheat": kind, **report}), file=sys.stderr)
            cheated = "" if kind is None else report["cheats"]
            caught = "" if kind is None else report["caught"]
            print(f"| {game} | {kind or 'none (honest)'} | {count} | {cheated} | {caught} "
                  f"| {report.get('at_once', '')} | {report.get('at_end', '')} "
                  f"| {report['verified']} | {report['leaks']} | {report['links']:,} "
                  f"| {report['p95_link']:,} | {report['max_link']:,} |")
            missed = [o for o in outcomes if o["cheated"] and not o["caught"]]
            if missed:
                print(f"  uncaught: {missed[:3]}", file=sys.stderr)


if __name__ == "__main__":
    main()
