"""Measure how fast and how heavy the site's start is, for the figures quoted in the README.

Serves the built dist/ on loopback and drives Debian's Chromium with Playwright, then prints one
JSON object (timings are medians over --runs cold visits, each in a fresh browser context):

- bare_boot_ms: bare.html, Pyodide alone booted in a worker: the floor we cannot go under.
- ready_ms: index.html until body[data-engine=ready] (the menu is playable).
- first_contentful_paint_ms, menu_visible_ms: when the menu is first painted / #menu visible.
- first_visit_bytes: response bytes of a cold visit, page and worker (CDP Network.loadingFinished
  encodedDataLength), and first_visit_ratio: that ÷ the bytes of Pyodide's five runtime files.
- second_visit_network_bytes: bytes our server sent for a second visit with the service worker
  on (ideally about nothing: everything comes from its cache).
- heap_bytes / bare_heap_bytes / heap_ratio: the page's JS heap after load (CDP
  Runtime.getHeapUsage after a GC), and the same for the worker (worker_heap_*).
- after_game_*: the same heaps once the page has replayed a whole finished game (a replay link
  from `simulate --links`), and after_game_ratio: page + worker heap ÷ the bare page's.
- speed: for each game, random-play actions per second on CPython (this process) and in the
  browser (the site's own worker answering a "speed" request), and browser ÷ CPython.
- ready_ratio and paint_ratio: ready_ms and first_contentful_paint_ms ÷ bare_boot_ms.
- warm_*: one fresh context: a save link opened cold (the first visit, which keeps the engine's
  memory snapshot, web/snapshot.js), then the same link again (link_warm_board_ms: its board
  drawn from the kept board, web/kept-board.js; link_warm_playable_ms: the engine up from the
  snapshot and the game's own board taking taps), then the menu (warm_ready_ms); the
  snapshot's size (snapshot_bytes; made on the phone, so no first visit downloads it). Each
  ÷ the same run's bare boot: warm_ready_ratio, link_cold_ratio, link_warm_ratio,
  link_warm_board_ratio (medians of ratios).
- first_visit_network_bytes: bytes our server sent for a first visit with the service worker on,
  until it has precached the site (the page's boot and the precache together).
- worker_boot_ms / pyscript_boot_ms, worker_bytes / pyscript_bytes: the site's bridge served by
  the site's own worker (bench/worker.html) and by a PyScript worker (bench/pyscript.html, on
  the same local Pyodide and wheels), each alone in a page: time until the bridge has answered,
  and the bytes of that first visit. pyscript_time_ratio and pyscript_bytes_ratio: PyScript ÷
  the site's worker, medians of ratios taken within one run. The two pages and a copy of
  @pyscript/core are written to dist/bench/ here, so the site's precache never carries them.

Usage: .venv/bin/python build.py && .venv/bin/python bench/boot.py [--runs 3]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import itertools
import json
import shutil
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from cardtable.core import registry  # the engines live in py/, added to the path above
from cardtable.core.session import Session
from cardtable.gateruler.bots import PlannerBot
from cardtable.simulate import play_game, simulate

DIST = ROOT / "dist"
BENCH = Path(__file__).resolve().parent
PYSCRIPT = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
TIMEOUT = 90_000
# Records when the engine becomes ready and when #menu first becomes visible, in ms since
# navigation start, without depending on how the UI gets there.
MARKS = """
new MutationObserver(() => {
  if (document.body?.dataset.engine === "ready") window.__readyAt ??= performance.now();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-engine"]});
(function poll() {
  const menu = document.getElementById("menu");
  if (menu && menu.checkVisibility()) window.__menuAt = performance.now();
  else requestAnimationFrame(poll);
})();
// A game's board: when it is first drawn (the kept board on a warm visit, web/kept-board.js)
// and when it is playable (the engine up, the game's own board taking taps).
(function board() {
  const body = document.body;
  if (body && document.getElementById("board")) window.__boardAt ??= performance.now();
  if (body?.dataset.engine === "ready" && body.dataset.screen === "game" && body.dataset.busy === "0"
      && document.getElementById("board")) window.__playableAt = performance.now();
  else requestAnimationFrame(board);
})();
"""


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    """Quiet static handler that adds every body byte it sends to server.sent."""

    def log_message(self, format, *args):
        pass

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        with self.server.lock:
            self.server.sent += len(data)


@contextlib.contextmanager
def serve(directory: Path):
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(CountingHandler, directory=str(directory)))
    server.lock, server.sent = threading.Lock(), 0
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def held(usage: dict) -> int:
    return usage["usedSize"] + usage.get("backingStorageSize", 0)


class Probe:
    """A CDP session on a page that also reaches its workers (auto-attach, non-flat sessions:
    the page session alone never sees the worker's requests, which are Pyodide's files)."""

    def __init__(self, context, page):
        self.page, self.cdp = page, context.new_cdp_session(page)
        self.bytes: dict[tuple, int] = {}
        self.workers: list[str] = []
        self.replies: dict[int, dict] = {}
        self.ids = itertools.count(1)
        self.cdp.on("Network.loadingFinished", lambda e: self._finished("page", e))
        self.cdp.on("Target.attachedToTarget", self._attached)
        self.cdp.on("Target.receivedMessageFromTarget", self._received)
        self.cdp.send("Network.enable")
        self.cdp.send("Target.setAutoAttach",
                      {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})

    def _finished(self, session, event):
        self.bytes[session, event["requestId"]] = event["encodedDataLength"]

    def _post(self, session, method, params=None) -> int:
        msg_id = next(self.ids)
        message = json.dumps({"id": msg_id, "method": method, "params": params or {}})
        self.cdp.send("Target.sendMessageToTarget", {"sessionId": session, "message": message})
        return msg_id

    def _attached(self, event):
        session = event["sessionId"]
        if event["targetInfo"]["type"] == "worker":
            self.workers.append(session)
            self._post(session, "Network.enable")
        self._post(session, "Runtime.runIfWaitingForDebugger")

    def _received(self, event):
        message = json.loads(event["message"])
        if message.get("method") == "Network.loadingFinished":
            self._finished(event["sessionId"], message["params"])
        elif "id" in message:
            self.replies[message["id"]] = message.get("result", {})

    def heap(self) -> tuple[int, int]:
        """Memory held by the page and by its first worker, each after a GC: the JS heap plus
        array-buffer backing stores, which is where Pyodide's WebAssembly memory lives."""
        self.cdp.send("HeapProfiler.collectGarbage")
        page_heap = held(self.cdp.send("Runtime.getHeapUsage"))
        worker_heap = 0
        if self.workers:
            self._post(self.workers[0], "HeapProfiler.collectGarbage")
            msg_id = self._post(self.workers[0], "Runtime.getHeapUsage")
            while msg_id not in self.replies:
                self.page.wait_for_timeout(20)
            worker_heap = held(self.replies[msg_id])
        return page_heap, worker_heap


def bare_run(browser, url) -> dict:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    probe = Probe(context, page)
    page.goto(url + "bare.html")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=TIMEOUT)
    boot = float(page.get_attribute("body", "data-ready"))
    heap, worker_heap = probe.heap()
    context.close()
    return {"bare_boot_ms": boot, "bare_heap_bytes": heap, "bare_worker_heap_bytes": worker_heap}


def write_bridge_pages(dist: Path) -> None:
    """dist/bench/: worker.html and pyscript.html (its config naming the build's wheels, each
    unpacked into the worker's home directory, which is on sys.path), the PyScript worker's
    Python, and @pyscript/core's files."""
    out = dist / "bench"
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(PYSCRIPT, out / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    wheels = json.loads((dist / "build-manifest.json").read_text())["wheels"]
    config = {"files": {f"../{wheel}": "./*" for wheel in wheels}}
    page = (BENCH / "pyscript.html").read_text(encoding="utf-8")
    (out / "pyscript.html").write_text(page.replace("__CONFIG__", json.dumps(config)),
                                       encoding="utf-8")
    shutil.copy2(BENCH / "pyscript_engine.py", out)
    shutil.copy2(BENCH / "worker.html", out)


def bridge_run(browser, url, page_name) -> dict:
    """One cold visit of a bench/ page serving the bridge: ms until it answered, bytes."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    probe = Probe(context, page)
    page.goto(f"{url}bench/{page_name}.html")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=TIMEOUT)
    boot = float(page.get_attribute("body", "data-ready"))
    page.wait_for_timeout(200)  # the last loadingFinished events of the worker's session
    context.close()
    return {f"{page_name}_boot_ms": boot, f"{page_name}_bytes": sum(probe.bytes.values())}


SPEED_IN_WORKER = """async ([game, games, bots]) => {
  const worker = new Worker("web/worker.js", { type: "module" });
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      const request = { op: "speed", game, games, ...(bots ? { bots } : {}) };
      if (data.ready) worker.postMessage({ id: 1, request });
      else if (data.ready === false) reject(data.error);
      else if (data.id === 1) { worker.terminate(); resolve(data.response); }
    };
  });
}"""
SPEED_GAMES = 300


def finished_game() -> tuple[str, str]:
    """A whole level-1 game played by the default bot: its replay fragment and final hash."""
    session = play_game("gateruler", {"l": 1}, 7, (PlannerBot(0, 7),))
    return session.fragment(), session.state_hash()


def speed(page) -> dict:
    """Random-play actions per second of every game, in CPython and in this page's browser."""
    figures = {}
    for game_id in registry.all_games():
        native = simulate(game_id, {}, ("random", "random"), SPEED_GAMES, 1)
        browser = page.evaluate(SPEED_IN_WORKER, [game_id, SPEED_GAMES, None])
        cpython_rate = native["actions"] / native["seconds"]
        browser_rate = browser["actions"] / browser["seconds"]
        figures[game_id] = {"cpython_actions_per_s": round(cpython_rate),
                            "browser_actions_per_s": round(browser_rate),
                            "browser_over_cpython": round(browser_rate / cpython_rate, 2)}
    return figures


def app_run(browser, url) -> dict:
    context = browser.new_context(service_workers="block")
    context.add_init_script(MARKS)
    page = context.new_page()
    probe = Probe(context, page)
    page.goto(url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=TIMEOUT)
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT)
    marks = page.evaluate("""() => ({
      ready: window.__readyAt, menu: window.__menuAt ?? null,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null })""")
    heap, worker_heap = probe.heap()
    fragment, final_hash = finished_game()
    page.goto(f"{url}#{fragment}")
    page.wait_for_function("h => document.body.dataset.hash === h", arg=final_hash,
                           timeout=TIMEOUT)
    after_heap, after_worker_heap = probe.heap()
    context.close()
    return {"ready_ms": marks["ready"], "first_contentful_paint_ms": marks["fcp"],
            "menu_visible_ms": marks["menu"], "first_visit_bytes": sum(probe.bytes.values()),
            "heap_bytes": heap, "worker_heap_bytes": worker_heap,
            "after_game_heap_bytes": after_heap, "after_game_worker_heap_bytes": after_worker_heap}


def saved_game() -> str:
    """A Frontline game against the computer a few moves in: its save link's fragment."""
    session = Session("frontline", {"b": 1, "d": "LM"}, 7)
    for _ in range(6):
        session.play(0)
    return session.fragment()


def timed_visit(context, url: str, game: bool) -> dict:
    """A visit in `context` (to a game's link, if `game`): when its marks fell (ms since
    navigation start). The page stays until the engine has kept its snapshot."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined" + (" && window.__playableAt" if game else ""),
                           timeout=TIMEOUT)
    marks = page.evaluate("({ready: window.__readyAt, board: window.__boardAt ?? null, "
                          "playable: window.__playableAt ?? null})")
    for _ in range(TIMEOUT // 250):
        if page.evaluate(SNAPSHOT_SIZE):
            break
        page.wait_for_timeout(250)
    page.close()
    return marks


# The engine's snapshot kept (web/snapshot.js): its size in bytes, or 0 while it is not.
SNAPSHOT_SIZE = """async () => {
  const cache = await caches.open("cardtable-snapshot");
  const [key] = await cache.keys();
  return key ? (await (await cache.match(key)).arrayBuffer()).byteLength : 0;
}"""


def warm_runs(browser, url: str, fragment: str) -> dict:
    """Start-up with and without the engine's memory snapshot (web/snapshot.js), in one fresh
    context: a save link opened cold (the first visit, which makes the snapshot), the same link
    opened again warm (its board drawn at once from the kept board, then playable once the
    engine is up from the snapshot), and the menu warm; and the snapshot's size."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(MARKS)
    link = f"{url}#{fragment}"
    cold = timed_visit(context, link, game=True)
    page = context.new_page()
    page.goto(url + "bare.html")
    snapshot = page.evaluate(SNAPSHOT_SIZE)
    page.close()
    warm = timed_visit(context, link, game=True)
    menu = timed_visit(context, url, game=False)
    context.close()
    return {"link_cold_playable_ms": cold["playable"], "link_warm_board_ms": warm["board"],
            "link_warm_playable_ms": warm["playable"], "warm_ready_ms": menu["ready"],
            "snapshot_bytes": snapshot}


def visits_with_service_worker(browser, server, url) -> tuple[int, int]:
    """What our server sends for a first visit with the service worker allowed (until it has
    installed), then for a second visit."""
    context = browser.new_context()
    page = context.new_page()
    with server.lock:
        server.sent = 0
    page.goto(url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=TIMEOUT)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.close()
    with server.lock:
        first, server.sent = server.sent, 0
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=TIMEOUT)
    context.close()
    return first, server.sent


def ratio(runs: list[dict], key: str) -> float | None:
    """The median over runs of `key` ÷ the bare boot of the same run."""
    values = [r[key] / r["bare_boot_ms"] for r in runs if r[key] is not None]
    return round(statistics.median(values), 3) if values else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dist", type=Path, default=DIST)
    args = parser.parse_args()
    if not (args.dist / "build-manifest.json").exists():
        sys.exit(f"{args.dist} is not built: run build.py first")

    runtime_bytes = sum((args.dist / "pyodide" / name).stat().st_size for name in PYODIDE_FILES)
    write_bridge_pages(args.dist)
    with serve(args.dist) as (server, url), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        fragment = saved_game()
        runs = [{**bare_run(browser, url), **app_run(browser, url), **warm_runs(browser, url, fragment),
                 **bridge_run(browser, url, "worker"), **bridge_run(browser, url, "pyscript")}
                for _ in range(args.runs)]
        first, second = visits_with_service_worker(browser, server, url)
        speed_context = browser.new_context(service_workers="block")
        speed_page = speed_context.new_page()
        speed_page.goto(url + "bare.html")
        speeds = speed(speed_page)
        speed_context.close()
        version = browser.version
        browser.close()

    def median(key):
        values = [r[key] for r in runs if r[key] is not None]
        if not values:
            return None
        value = statistics.median(values)
        return round(value) if key.endswith("bytes") else round(value, 1)

    result = {key: median(key) for key in runs[0]}
    result.update(
        runs=args.runs,
        chromium=version,
        pyodide_runtime_bytes=runtime_bytes,
        first_visit_ratio=round(result["first_visit_bytes"] / runtime_bytes, 3),
        first_visit_network_bytes=first,
        second_visit_network_bytes=second,
        heap_ratio=round(result["heap_bytes"] / result["bare_heap_bytes"], 2),
        worker_heap_ratio=round(result["worker_heap_bytes"] / result["bare_worker_heap_bytes"], 2)
        if result["bare_worker_heap_bytes"] else None,
        after_game_ratio=round(
            (result["after_game_heap_bytes"] + result["after_game_worker_heap_bytes"])
            / (result["bare_heap_bytes"] + result["bare_worker_heap_bytes"]), 2),
        # Pyodide's own boot swings by ±20 % between visits, so each ratio is taken within one
        # run (bare page, then site, back to back) and the median of those is reported.
        ready_ratio=round(statistics.median(r["ready_ms"] / r["bare_boot_ms"] for r in runs), 3),
        warm_ready_ratio=ratio(runs, "warm_ready_ms"),
        link_cold_ratio=ratio(runs, "link_cold_playable_ms"),
        link_warm_ratio=ratio(runs, "link_warm_playable_ms"),
        link_warm_board_ratio=ratio(runs, "link_warm_board_ms"),
        paint_ratio=round(statistics.median(
            r["first_contentful_paint_ms"] / r["bare_boot_ms"] for r in runs), 3),
        pyscript_time_ratio=round(statistics.median(
            r["pyscript_boot_ms"] / r["worker_boot_ms"] for r in runs), 3),
        pyscript_bytes_ratio=round(statistics.median(
            r["pyscript_bytes"] / r["worker_bytes"] for r in runs), 3),
        speed=speeds,
    )
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
