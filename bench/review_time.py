"""How long the post-game review takes inside the browser, for the README's figure (goal: a
typical game reviewed in under 30 s in Chromium on this kind of machine).

For each game, --games whole games between the default bots (seat 0 the reviewed player; Gate
Ruler at levels 1 to 3, where games last) are opened as replays in the built site's own worker,
which then answers "review_plan" and one "review_step" per decision, as the page asks; the
figure is each game's decisions and seconds, and the median.

Usage: .venv/bin/python build.py && .venv/bin/python bench/review_time.py [--games 3]
"""

import argparse
import json
import statistics
import sys

from boot import CHROMIUM, CHROMIUM_ARGS, DIST, serve
from playwright.sync_api import sync_playwright

from cardtable.core import registry
from cardtable.core.codec import REPLAY
from cardtable.simulate import play_game

REVIEW_IN_WORKER = """async (fragment) => {
  const worker = new Worker("web/worker.js", { type: "module" });
  let next = 1;
  const ask = (request) => new Promise((resolve) => {
    const id = next++;
    const listen = ({ data }) => {
      if (data.id === id) { worker.removeEventListener("message", listen); resolve(data.response); }
    };
    worker.addEventListener("message", listen);
    worker.postMessage({ id, request });
  });
  await new Promise((resolve, reject) => {
    const boot = ({ data }) => {
      if (data.ready) { worker.removeEventListener("message", boot); resolve(); }
      else if (data.ready === false) reject(data.error);
    };
    worker.addEventListener("message", boot);
  });
  await ask({ op: "open", fragment });
  const started = performance.now();
  const plan = await ask({ op: "review_plan" });
  const marks = [];
  for (const position of plan.positions) {
    const step = await ask({ op: "review_step", position });
    if (step.mark) marks.push(step.mark);
  }
  const seconds = (performance.now() - started) / 1000;
  worker.terminate();
  return { decisions: plan.positions.length, seconds, marks: marks.length };
}"""


def finished_games(game_id: str, games: int) -> list[str]:
    """Replay links of whole games between the default bots, the reviewed seat a person's."""
    game = registry.get(game_id)
    links = []
    for seed in range(games):
        options = {"l": 1 + seed % 3} if game.seats == 1 else {"b": 1}
        bots = tuple(game.bots()["default"](seat, seed) for seat in range(max(game.seats, 1)))
        links.append(play_game(game_id, options, seed, bots).link(REPLAY))
    return links


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    if not (DIST / "build-manifest.json").exists():
        sys.exit(f"{DIST} is not built: run build.py first")
    figures = {}
    with serve(DIST) as (_server, url), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(service_workers="block").new_page()
        page.goto(url + "bare.html")
        for game_id in registry.all_games():
            runs = [page.evaluate(REVIEW_IN_WORKER, link)
                    for link in finished_games(game_id, args.games)]
            figures[game_id] = {"runs": runs, "median_seconds": round(
                statistics.median(run["seconds"] for run in runs), 1)}
        browser.close()
    print(json.dumps({"games": args.games, "review": figures}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
