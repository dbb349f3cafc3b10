"""The menu while the engine loads: the bar follows the runtime's bytes as they arrive, a tap on
a game waits (and says so) and is carried out once the engine is ready, and the menu says how
big the first visit is."""

from __future__ import annotations

import json
import re
import urllib.request

from playwright.sync_api import expect

from pages import READY, open_site

# Slow enough that the runtime's download takes several seconds, fast enough that the test stays
# well under a minute (1.6 Mbps, a slow phone network, would take 70 s for 13.7 MB).
SLOW_NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 8_000_000 / 8,
                "uploadThroughput": 750_000 / 8}
BYTES_LINE = re.compile(r"\d+\.\d of \d+\.\d MB")
DOWNLOAD_SHARE = 0.75  # of the bar, in web/worker.js
# Every change to the boot block, with when it happened, kept by the page itself (polling from
# the test would miss steps on a busy machine).
RECORD_BOOT = """
window.__boot = [];
new MutationObserver(() => {
  const bar = document.getElementById("boot-progress");
  if (!bar) return;
  window.__boot.push({at: performance.now(), value: bar.value, engine: document.body.dataset.engine,
                      text: document.getElementById("boot-stage").textContent});
}).observe(document, {subtree: true, attributes: true, childList: true, characterData: true});
"""


def test_the_bar_follows_the_runtime_s_bytes_long_before_the_engine_is_ready(page, context,
                                                                            site_url):
    """Under a slow network the bar moves, step by step, with "x of y MB", while less than half
    of the runtime has arrived: the engine cannot be ready yet, whatever the machine's speed."""
    context.add_init_script(RECORD_BOOT)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK)
    page.goto(site_url)
    page.wait_for_function(f"""() => new Set(window.__boot
        .filter(s => s.value > 0 && s.value < {DOWNLOAD_SHARE / 2} && /{BYTES_LINE.pattern}/.test(s.text))
        .map(s => s.value)).size >= 5""", timeout=50_000)
    samples = [s for s in page.evaluate("window.__boot") if s["value"] > 0]
    assert all(s["engine"] == "loading" for s in samples)
    values = [s["value"] for s in samples]
    assert values == sorted(values), "the bar went backwards"
    assert page.evaluate("document.body.dataset.engine") == "loading"


def hold(context, pattern: str) -> dict:
    """Hold every request matching pattern until release() lets it go on (to the network), and
    let those made after release() go on at once: the test may release before the worker has
    asked for the file."""
    held = {"routes": [], "released": False}

    def on_route(route):
        if held["released"]:
            route.fallback()
        else:
            held["routes"].append(route)

    context.route(pattern, on_route)
    return held


def release(held: dict) -> None:
    held["released"] = True
    for route in held["routes"]:
        route.fallback()


def test_a_tap_while_loading_waits_and_the_last_one_is_carried_out(page, context, site_url):
    held = hold(context, "**/wheels/cardtable-*.whl")  # the engine cannot start without it
    page.goto(site_url)
    page.wait_for_function("document.querySelector('#boot-progress').value > 0", timeout=60_000)
    page.locator("button[data-game=gateruler]").tap()
    frontline = page.locator("button[data-game=frontline]")
    frontline.tap()
    expect(frontline).to_have_attribute("aria-busy", "true")
    expect(page.locator("button[data-game=gateruler]")).not_to_have_attribute("aria-busy", "true")
    expect(page.locator("#boot-wait")).to_have_text("Starts when the engine is ready")
    expect(page.locator("#menu")).to_be_visible()
    assert page.evaluate("document.body.dataset.engine") == "loading"
    # The rest of the runtime arrives; the held wheel alone keeps the engine back.
    page.wait_for_function(f"document.querySelector('#boot-progress').value > {DOWNLOAD_SHARE - 0.02}",
                           timeout=60_000)
    assert page.evaluate("document.body.dataset.engine") == "loading"

    release(held)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("body")).to_have_attribute("data-screen", "fl-setup")
    expect(page.locator("#menu")).to_be_hidden()
    expect(page.locator("#boot-wait")).to_be_hidden()
    expect(frontline).not_to_have_attribute("aria-busy", "true")


def test_rules_open_at_once_while_loading_and_forget_a_waiting_tap(page, context, site_url):
    held = hold(context, "**/wheels/cardtable-*.whl")
    page.goto(site_url)
    page.locator("button[data-game=dol]").tap()
    expect(page.locator("#boot-wait")).to_be_visible()
    page.locator("button[data-rules=dol]").tap()
    expect(page.locator("body")).to_have_attribute("data-screen", "rules")
    release(held)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_timeout(300)  # time for a forgotten tap to (wrongly) go on
    expect(page.locator("body")).to_have_attribute("data-screen", "rules")


def test_the_menu_says_how_big_the_first_visit_is(page, site_url):
    with urllib.request.urlopen(site_url + "build-manifest.json") as reply:
        size = json.load(reply)["site_bytes"] / 1e6
    open_site(page, site_url)
    note = page.locator("#boot-size")
    expect(note).to_be_visible()
    expect(note).to_contain_text(f"{size:.1f} MB")
    expect(note).to_contain_text("offline")
