"""How long the computer opponent thinks, per decision, on CPython and inside the browser.

For every two-player game, the default bot plays --games games against the greedy bot, once in
this process and once in the built site's own worker (a "speed" request with bots, so it is the
very code the page runs); the figure is each run's median, 95th percentile and worst decision
time. The product's goal is an answer within 1 s in the browser.

Usage: .venv/bin/python build.py && .venv/bin/python bench/bot_speed.py [--games 10]
"""

import argparse
import json
import sys

from boot import CHROMIUM, CHROMIUM_ARGS, DIST, SPEED_IN_WORKER, serve
from playwright.sync_api import sync_playwright

from cardtable.core import registry
from cardtable.simulate import simulate

BOTS = ["default", "greedy"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    if not (DIST / "build-manifest.json").exists():
        sys.exit(f"{DIST} is not built: run build.py first")
    games = [game.id for game in registry.all_games().values() if game.seats == 2]
    figures = {}
    with serve(DIST) as (_server, url), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(service_workers="block").new_page()
        page.goto(url + "bare.html")
        for game_id in games:
            native = simulate(game_id, {}, tuple(BOTS), args.games, 1)
            inside = page.evaluate(SPEED_IN_WORKER, [game_id, args.games, BOTS])
            figures[game_id] = {"cpython": native["bot_a"], "browser": inside["bot_a"]}
        browser.close()
    print(json.dumps({"bots": BOTS, "games": args.games, "decision_times": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
