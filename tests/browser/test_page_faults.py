"""A page that never fails whole (issue 26, item 3): a stored record the page cannot read, a worker
that dies while the player goes Back, a first download cut off, a service worker or a wheel the
server will not give, and a clock that crosses midnight or goes back. Each leaves the rest of the
page working, says what it must once, and raises no page error (the guards of conftest.py fail
a test on any).

Most tests share one booted page (conftest's `booted`): records are put into its storage and
the menu drawn again as another tab's write would make it. The few that need a boot of their
own say why."""

from __future__ import annotations

import copy
import json
import time
from datetime import UTC, datetime

import pytest
from playwright.sync_api import expect

from conftest import watch
from pages import READY, RECORD_STAGES, cli, idle

# The faults of a first visit and of its downloads are marked cold_boot: their pages start as a
# first visit does, without the engine's kept snapshot (snapshots.py). The stored records' tests
# share a page started warm.

WASM = "pyodide/pyodide.asm.wasm"
STDLIB = "pyodide/python_stdlib.zip"
WHEEL = "wheels/cardtable-0.1.0-py3-none-any.whl"
DOWNLOAD_SHARE = 0.75   # of the boot bar, filled by the downloads (web/worker.js)

# --- stored records -------------------------------------------------------------------------
# Each kind of record the page keeps, as this release writes it (web/records.js describes them).
# A later or an earlier release may write any field otherwise: each field is in turn removed, or
# given a value of another type.

SAVE = {
    "id": "odd", "game": "gateruler", "fragment": "(a challenge link, made below)",
    "info": {"l": 1, "r": "w", "turn": 3}, "extras": {"daily": "2026-01-02", "rival": None, "challenge": True},
    "updated": 1_700_000_000_000, "rev": 2,
}
REMOTE = {
    "id": "odd", "game": "frontline", "record": {"seat": 0, "secret": "s"}, "send": "m0",
    "mine": True, "started": True, "over": False, "verdict": None, "updated": 1_700_000_000_000, "rev": 1,
}
DECKS = [{"id": "d1", "name": "Mine", "variant": "", "cards": {"c1": 2}, "legal": False, "code": None}]
KINDS = {  # kind -> (storage key, record as written, the screen that reads it: a menu button)
    "save": ("cardtable.save.odd", SAVE, None),
    "remote": ("cardtable.remote.odd", REMOTE, None),
    "decks": ("cardtable.decks.frontline", DECKS, "button[data-game=frontline]"),
    "cleared": ("cardtable.gateruler.cleared", [1, 2], "button[data-game=gateruler]"),
}
REMOVED = object()
OTHER_TYPE = {str: 7, int: "yesterday", float: "yesterday", bool: "yes", dict: "text", list: {"a": 1}, type(None): ["a list"]}


def odd_values(value) -> list:
    """A value of another type, and null (or, for null, a string)."""
    return [OTHER_TYPE[type(value)], "text" if value is None else None]


def changes(value, path=()):
    """Every (path, new value) that removes a field or changes its type, down to the fields of
    a record's fields (a list's first item stands for each)."""
    children = value.items() if isinstance(value, dict) else [(0, value[0])] if isinstance(value, list) and value else []
    for key, child in children:
        if isinstance(value, dict):
            yield (*path, key), REMOVED
        for odd in odd_values(child):
            yield (*path, key), odd
        yield from changes(child, (*path, key))


def changed(record, path, odd):
    record = copy.deepcopy(record)
    *outer, last = path
    holder = record
    for key in outer:
        holder = holder[key]
    if odd is REMOVED:
        del holder[last]
    else:
        holder[last] = odd
    return record


def label(odd) -> str:
    return "removed" if odd is REMOVED else type(odd).__name__.replace("NoneType", "null")


ODD_RECORDS = [
    pytest.param(kind, path, odd, id=f"{kind}-{'.'.join(map(str, path))}-{label(odd)}")
    for kind, (_, record, _) in KINDS.items()
    for path, odd in [((), "text"), ((), 7), ((), [])] + list(changes(record))
]


@pytest.fixture(scope="module")
def challenge() -> str:
    """A Gate Ruler challenge link's fragment, made by the engine on the command line."""
    return cli("new", "gateruler", "--level", "1", "--seed", "7")


def good_save(fragment: str) -> dict:
    return {**SAVE, "id": "good", "fragment": fragment, "updated": int(time.time() * 1000)}


# Storage as another tab leaves it, and the storage event that tells the page so: the shell
# draws its menu again (web/autosave.js, onStorage).
WRITE = """(records) => {
  for (const [key, value] of Object.entries(records)) {
    if (value === undefined) localStorage.removeItem(key); else localStorage.setItem(key, value);
  }
  dispatchEvent(new StorageEvent('storage', {key: null}));
}"""


def store(page, records: dict) -> None:
    page.evaluate(WRITE, {key: json.dumps(value) for key, value in records.items()})


# Whether Gate Ruler's module has come into the page (an earlier test on the page opened a game
# of it), so that the menu draws its rows' notes with it.
GATE_RULER_IN = "performance.getEntriesByType('resource').some((e) => e.name.endsWith('/games/gateruler/index.js'))"


def continue_good_game(page) -> None:
    """The good game on the menu still opens."""
    page.locator("[data-continue=good]").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)


@pytest.mark.parametrize("kind, path, odd", ODD_RECORDS)
def test_an_odd_record_leaves_the_menu_working_and_the_other_games_playable(booted, challenge, kind, path, odd):
    """A record written otherwise than this release writes it (by a newer or an older release):
    the menu is drawn, the odd record is listed with a way to delete it (or read as it is), the
    screen that reads it opens, and the good game beside it still opens."""
    page = booted()
    key, record, reader = KINDS[kind]
    stored = odd if path == () else changed(record, path, odd)
    store(page, {"cardtable.save.good": good_save(challenge), key: stored})
    listed(page, kind)
    if not page.evaluate(GATE_RULER_IN):
        continue_good_game(page)   # Gate Ruler's module is in: its notes are drawn from now on
        page.go_back()
        page.wait_for_function("document.body.dataset.screen === 'menu'")
        store(page, {})
        listed(page, kind)
    if reader:
        page.locator(reader).tap()
        page.wait_for_function("document.body.dataset.screen !== 'menu'")
        idle(page)
        page.go_back()
        page.wait_for_function("document.body.dataset.screen === 'menu'")
    continue_good_game(page)


def listed(page, kind: str) -> None:
    """The good game is on the menu, and the odd one with a way to delete it (a game with a
    friend that is still going is listed as such)."""
    expect(page.locator("[data-continue=good]")).to_be_visible()
    if kind == "save":
        expect(page.locator("#continue-list [data-delete-save=odd]")).to_have_count(1)
    if kind == "remote" and page.evaluate("localStorage.getItem('cardtable.remote.odd')"):
        rows = "#continue-list [data-remote-open=odd], #continue-list [data-remote-delete=odd]"
        expect(page.locator(rows)).not_to_have_count(0)


def test_a_row_that_cannot_be_drawn_says_so_and_offers_delete(booted, challenge):
    """A Frontline record whose note lacks the decks: its row cannot be drawn once Frontline's
    module (which draws the note) is in. It says so, and Delete takes it away; the good game
    beside it is listed and opens."""
    page = booted()
    page.locator("button[data-game=frontline]").tap()
    page.wait_for_function("document.body.dataset.screen === 'fl-setup'")
    page.go_back()
    page.wait_for_function("document.body.dataset.screen === 'menu'")
    odd = {**SAVE, "game": "frontline", "info": {"b": 0, "turn": 1}}
    store(page, {"cardtable.save.good": good_save(challenge), "cardtable.save.odd": odd})
    row = page.locator(".continue-row", has=page.locator("[data-delete-save=odd]"))
    expect(row).to_contain_text("cannot be read")
    row.locator("[data-delete-save=odd]").tap()
    page.locator("#message-actions button", has_text="Delete").tap()
    expect(row).to_have_count(0)
    assert page.evaluate("localStorage.getItem('cardtable.save.odd')") is None
    continue_good_game(page)


def test_an_odd_record_at_boot_keeps_the_engine_and_the_offline_copy(sw_context, site_url, challenge):
    """The issue's two records (info a string, updated a text) present when the page boots: the
    engine starts, the offline copy and its service worker stay, and the good game opens.
    A page of its own: the fault was in the boot itself, and only a page that may keep a service
    worker shows whether the offline copy is dropped."""
    page = sw_context.new_page()
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=60_000)
    store(page, {"cardtable.save.good": good_save(challenge),
                 "cardtable.save.a": {**SAVE, "id": "a", "info": "Level 1"},
                 "cardtable.save.b": {**SAVE, "id": "b", "updated": "yesterday"}})
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("#message-layer")).to_be_hidden()
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => !!r?.active)")
    offline_copy = [name for name in page.evaluate("caches.keys()") if name.startswith("ct-")]
    assert offline_copy == ["ct-files"]      # (beside it, the engine's snapshot: web/snapshot.js)
    continue_good_game(page)


# --- the clock ------------------------------------------------------------------------------

def test_a_game_stamped_in_the_future_never_reads_played_in_hours(booted, challenge):
    """After the phone's clock went back, a game's time is ahead of now: it was just played."""
    page = booted()
    ahead = good_save(challenge) | {"updated": int(time.time() * 1000) + 3 * 3600 * 1000}
    store(page, {"cardtable.save.good": ahead})
    when = page.locator("[data-continue=good] .continue-when")
    expect(when).to_have_text("Played this minute")


# --- a worker that dies ---------------------------------------------------------------------

def test_the_restart_message_leaves_once_the_engine_is_back_whatever_the_screen(booted, challenge):
    """The worker dies with a game on screen and the player goes Back: once the new worker is
    up, nothing is left over the page, which takes taps."""
    page = booted()
    store(page, {"cardtable.save.good": good_save(challenge)})
    continue_good_game(page)
    engine = next(worker for worker in page.workers if worker.url.endswith("web/worker.js")
                  or "web/worker.js?" in worker.url)
    engine.evaluate("self.close()")
    expect(page.locator("#message")).to_contain_text("Starting it again", timeout=10_000)
    page.go_back()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("#message-layer")).to_be_hidden()
    page.wait_for_function("document.body.dataset.screen === 'menu'")
    continue_good_game(page)


# --- downloads ------------------------------------------------------------------------------
# These boot a page of their own: the fault is in the first download itself.

@pytest.mark.cold_boot
def test_an_interrupted_first_download_resumes_and_keeps_the_tap(page, context, faulty_site):
    """The connection drops halfway through the standard library, on the first try and on the
    page's own second try: the runtime, which had arrived whole, is not downloaded again after
    Try again, and the game tapped while loading opens once the engine is up. The standard
    library is held back until every other file has arrived, so that the runtime is whole when
    the connection drops."""
    faulty_site.damage_file(STDLIB, nth=1, how="cut")
    faulty_site.damage_file(STDLIB, nth=2, how="cut")
    held = []
    context.route(f"**/{STDLIB}", lambda route: route.fallback() if held else held.append(route))
    sizes = json.loads((faulty_site.directory / "build-manifest.json").read_text())["boot_files"]
    rest = 0.75 * (sum(sizes.values()) - sizes[STDLIB]) / sum(sizes.values())   # of the bar (web/worker.js)
    page.goto(faulty_site.url)
    page.locator("button[data-game=frontline]").tap()
    page.wait_for_function(f"document.querySelector('#boot-progress').value >= {rest - 0.001}", timeout=60_000)
    held[0].fallback()
    expect(page.locator("#message-layer")).to_contain_text("could not be downloaded", timeout=60_000)
    assert faulty_site.count(WASM) == 1
    page.locator("#message-actions button", has_text="Try again").tap()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("body")).to_have_attribute("data-screen", "fl-setup")
    assert faulty_site.count(WASM) == 1, "the runtime was downloaded again"
    assert faulty_site.count(STDLIB) == 3


# 2 Mbps: the runtime takes most of a minute to arrive, its bytes arriving all the while.
SLOW_LINE = {"offline": False, "latency": 100, "downloadThroughput": 2_000_000 / 8,
             "uploadThroughput": 750_000 / 8}


@pytest.mark.cold_boot
def test_still_loading_is_said_only_once_bytes_stop_arriving(page, context, site_url, dist_dir):
    """On a slow line the bytes keep arriving past 45 s: no "reload if it stays stuck", which
    would throw the download away. Once they stop arriving (the wheel is held back) for half a
    minute, it is said. The page's clock is run ahead while the real download goes on."""
    held = []
    context.route("**/wheels/cardtable-*.whl", lambda route: held.append(route))
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW_LINE)
    page.add_init_script(RECORD_STAGES)
    page.clock.install()
    page.goto(site_url)
    stage = page.locator("#boot-stage")
    for _ in range(12):   # 60 s of the page's time, a few seconds of bytes arriving between steps
        before = page.evaluate("document.querySelector('#boot-progress').value")
        page.wait_for_function(f"document.querySelector('#boot-progress').value > {before}", timeout=30_000)
        page.clock.fast_forward(5_000)
    assert not [text for text in page.evaluate("[...window.__stages]") if "Still loading" in text]
    cdp.send("Network.emulateNetworkConditions", {**SLOW_LINE, "downloadThroughput": -1, "latency": 0})
    sizes = json.loads((dist_dir / "build-manifest.json").read_text())["boot_files"]
    all_but_the_wheel = DOWNLOAD_SHARE * (1 - sizes[WHEEL] / sum(sizes.values()))
    # To the byte (1e-9 is rounding, not bytes): a file still arriving would put the stall off.
    page.wait_for_function(f"document.querySelector('#boot-progress').value >= {all_but_the_wheel - 1e-9}",
                           timeout=60_000)
    page.clock.fast_forward(31_000)
    expect(stage).to_contain_text("Still loading")
    for route in held:
        route.fallback()
    page.wait_for_selector(READY, state="attached", timeout=60_000)


@pytest.mark.cold_boot
def test_a_missing_wheel_is_said_with_a_retry_and_no_page_error(page, faulty_site):
    """The engine's wheel is not on the server (404), twice: the player is told, with Try again;
    the guards fail the test on any uncaught page error."""
    faulty_site.damage_file(WHEEL, nth=1, how="missing")
    faulty_site.damage_file(WHEEL, nth=2, how="missing")
    page.goto(faulty_site.url)
    expect(page.locator("#message-layer")).to_contain_text("could not be downloaded", timeout=60_000)
    page.locator("#message-actions button", has_text="Try again").tap()
    page.wait_for_selector(READY, state="attached", timeout=60_000)


@pytest.mark.cold_boot
def test_a_service_worker_that_fails_to_install_is_told_once(new_context, faulty_site):
    """sw.js answers 500: the site works online, and the menu says once that no offline copy is
    kept. A page of its own, allowed a service worker; the guards as sw_context's, but for the
    browser's own line about the refused script."""
    faulty_site.damage_file("sw.js", how="error")
    context = new_context(service_workers="allow")
    problems: list[str] = []
    watch(context, problems, route=False)
    page = context.new_page()
    page.goto(faulty_site.url)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    note = page.locator("#offline-off")
    expect(note).to_be_visible(timeout=30_000)
    expect(note).to_have_text("Works online; the offline copy was not kept.")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")   # the page looks again
    page.wait_for_timeout(1000)
    expect(page.get_by_text("offline copy was not kept")).to_have_count(1)
    refused = "console error: A bad HTTP response code (500) was received when fetching the script. ()"
    assert [problem for problem in problems if problem != refused] == []


# --- midnight (last: it leaves the shared page's clock run by the test) -----------------------

def test_the_daily_label_follows_the_clock_across_utc_midnight(booted):
    """The menu left open across UTC midnight names the new day, as a tap on it would start."""
    page = booted()
    page.clock.install(time=datetime(2031, 5, 6, 23, 59, 50, tzinfo=UTC))
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")   # a phone woken up
    date = page.locator("#daily-date")
    expect(date).to_have_text("· 2031-05-06")
    page.clock.fast_forward(15_000)
    expect(date).to_have_text("· 2031-05-07")
