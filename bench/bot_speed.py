"""How long the computer opponent thinks, per decision, on CPython and inside the browser.

For every game, bot A (--bots, default: the default bot against the greedy one) plays --games
games, once in this process and once in the built site's own worker (a "speed" request with
bots, so it is the very code the page runs); the figure is each run's median, 95th percentile
and worst decision time of bot A. The product's goal is an answer within 1 s in the browser, at
the hardest level too (--bots hard,default). Gate Ruler has one seat: bot A plays it.

Usage: .venv/bin/python build.py && .venv/bin/python bench/bot_speed.py [--games 10]
       [--bots hard,default] [--only frontline,dol]
"""

import argparse
import json
import sys

from boot import CHROMIUM, CHROMIUM_ARGS, DIST, SPEED_IN_WORKER, serve
from playwright.sync_api import sync_playwright

from cardtable.core import registry
from cardtable.simulate import simulate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--bots", default="default,greedy")
    parser.add_argument("--only", help="comma-separated game ids (default: every game)")
    args = parser.parse_args()
    bots = args.bots.split(",")
    if not (DIST / "build-manifest.json").exists():
        sys.exit(f"{DIST} is not built: run build.py first")
    games = args.only.split(",") if args.only else list(registry.all_games())
    figures = {}
    with serve(DIST) as (_server, url), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(service_workers="block").new_page()
        page.goto(url + "bare.html")
        for game_id in games:
            native = simulate(game_id, {}, tuple(bots), args.games, 1)
            inside = page.evaluate(SPEED_IN_WORKER, [game_id, args.games, bots])
            figures[game_id] = {"cpython": native["bot_a"], "browser": inside["bot_a"]}
        browser.close()
    print(json.dumps({"bots": bots, "games": args.games, "decision_times": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
