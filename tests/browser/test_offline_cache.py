"""The service worker's offline cache against a faulty network and new releases (issue 11,
faults 1, 8 and 9): a damaged download never enters the cache, a cache never holds two releases,
an unchanged runtime is not downloaded again, and the player is told a new version is ready and
takes it without losing the game on screen.

The tests that are not about the first visit's own boot start their engine warm (conftest.py
`warm`, at the faulty server's site): the offline copy they judge is the service worker's, which
the engine's snapshot is not part of, and a cold boot there cost 15 to 20 s a page in a suite's
run."""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pages import CACHED_SIZES, READY, RECORD_STAGES, fragment, start_from_menu
from test_decks import open_builder

ROOT = Path(__file__).resolve().parents[2]
NEXT_VERSION = "99.0.0"
LEVEL_1 = ('[data-level="1"]',)

SW_ACTIVE = "navigator.serviceWorker.getRegistration().then(r => !!r?.active && !r.installing && !r.waiting)"
# The install ended, well (a worker is active) or not (the registration is gone).
SW_SETTLED = "navigator.serviceWorker.getRegistration().then(r => !r || (!!r.active && !r.installing))"

def load_build():
    spec = importlib.util.spec_from_file_location("build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def next_release(tmp_path_factory) -> Path:
    """Another release of the site: the same runtime and page, a new version of the cardtable
    wheel (a new file name, which the new build manifest names)."""
    build = load_build()
    dist = tmp_path_factory.mktemp("release") / "dist"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(build, "read_version", lambda _init: NEXT_VERSION)
        build.build(dist)
    return dist


def visit(context, url: str):
    """A new tab on url, once its engine is ready."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    return page


def wait_until(page, expression: str, timeout: float = 60) -> None:
    """Wait until the promise expression resolves truthy in the page (wait_for_function does
    not wait for a promise)."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"timed out waiting for {expression}"
        time.sleep(0.2)


def installed(page) -> None:
    """Wait until the service worker of the page's release is installed and active."""
    wait_until(page, SW_ACTIVE)


def pyodide_requests(site) -> int:
    return sum(n for path, n in site.requests.items() if path.startswith("pyodide/"))



def test_the_menu_states_what_the_first_visit_downloads(sw_context, faulty_site):
    """The size on the menu is what a first visit really downloads: every byte the server sent
    by the time the offline copy is installed. A later visit, read from that copy, downloads
    nothing and states no size, and its loading line says the engine is read from the device
    (it said "Loading the game engine: x of 13.7 MB", as if it were downloading again)."""
    sw_context.add_init_script(RECORD_STAGES)
    first = visit(sw_context, faulty_site.url)
    installed(first)
    expect(first.locator("#boot-size")).to_contain_text(f"{faulty_site.sent / 1e6:.1f} MB in all")
    assert any(text.startswith("Loading the game engine:") for text in first.evaluate("[...window.__stages]"))
    again = visit(sw_context, faulty_site.url)
    expect(again.locator("#boot-size")).to_be_hidden()
    stages = again.evaluate("[...window.__stages]")
    assert not any(text.startswith("Loading the game engine:") for text in stages), stages


def test_the_boot_line_stays_ready_once_the_engine_is(sw_context, site_url):
    """A newcomer saw "Starting the engine…" at 95 % on the menu for the rest of a visit: the
    worker's last reports, sent while it keeps its offline copy, came after it was ready and
    put the old stage back."""
    page = visit(sw_context, site_url)
    installed(page)
    page.wait_for_timeout(1000)  # time for the worker's last reports
    expect(page.locator("#boot")).to_have_attribute("data-stage", "ready")
    expect(page.locator("#boot-stage")).to_have_text("Ready to play")


@pytest.mark.parametrize("path, how", [("", "login"), ("web/app.js", "half")])
def test_a_damaged_download_never_enters_the_cache(sw_context, warm, faulty_site, path, how):
    """The service worker's install downloads the page or app.js a second time and gets a Wi-Fi
    login page or half the file: it is not cached, and later visits, offline too, still boot and
    open a game."""
    warm(sw_context, faulty_site.url)
    faulty_site.damage_file(path, nth=2, how=how)
    installed(visit(sw_context, faulty_site.url))
    assert faulty_site.count(path) >= 2, "the install did not download it"
    visit(sw_context, faulty_site.url).close()
    sw_context.set_offline(True)
    page = sw_context.new_page()
    start_from_menu(page, faulty_site.url, "gateruler", LEVEL_1)


def test_the_runtime_cut_short_is_never_kept(sw_context, warm, faulty_site, dist_dir):
    """The engine's worker downloads half the runtime: none of it is kept, so the next visit
    downloads it again, and offline visits after that boot."""
    warm(sw_context, faulty_site.url)
    wasm = "pyodide/pyodide.asm.wasm"
    faulty_site.damage_file(wasm, nth=1, how="half")
    first = sw_context.new_page()
    first.goto(faulty_site.url)
    while not faulty_site.count(wasm):
        time.sleep(0.2)
    time.sleep(3)  # time for the worker to keep what it downloaded
    assert first.evaluate(CACHED_SIZES, wasm) in ([], [(dist_dir / wasm).stat().st_size])
    first.close()
    installed(visit(sw_context, faulty_site.url))
    sw_context.set_offline(True)
    visit(sw_context, faulty_site.url)


def test_a_release_going_live_during_the_install_leaves_no_mixed_cache(sw_context, warm, faulty_site,
                                                                      next_release):
    """The next release goes live just after the service worker's script was fetched: its
    install sees files of two releases. Either the service worker does not take over (no
    cache serves the site) or the next offline visit boots, never a mix of releases; back
    online, the new release installs and works offline."""
    warm(sw_context, faulty_site.url)
    faulty_site.switch_after("sw.js", next_release)
    first = visit(sw_context, faulty_site.url)
    while faulty_site.switch:  # the page registers sw.js once its engine's files are kept
        time.sleep(0.2)
    wait_until(first, SW_SETTLED)
    if first.evaluate(SW_ACTIVE):
        sw_context.set_offline(True)
        visit(sw_context, faulty_site.url).close()
        sw_context.set_offline(False)
    first.close()

    installed(visit(sw_context, faulty_site.url))
    sw_context.set_offline(True)
    page = visit(sw_context, faulty_site.url)
    assert page.evaluate("fetch('build-manifest.json').then(r => r.json())")["version"] == NEXT_VERSION


def go_live(site, release: Path, page) -> None:
    """The next release goes live; the page, shown again, looks for it and offers it."""
    site.directory = release
    page.evaluate("window.oldPage = true")  # gone once the page reloads
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    expect(page.locator("#update")).to_be_visible(timeout=60_000)


def reloaded_into_next_release(page) -> None:
    page.wait_for_function("!window.oldPage && document.body.dataset.engine === 'ready'", timeout=60_000)
    assert page.evaluate("fetch('build-manifest.json').then(r => r.json())")["version"] == NEXT_VERSION


def test_a_new_release_is_offered_and_downloads_only_what_changed(sw_context, warm, faulty_site,
                                                                  next_release):
    """A game is on screen when the next release goes live. Only its changed files are
    downloaded (no Pyodide file again); the page says a new version is ready, and once the
    player takes it, the same game is on screen, run by the new release."""
    warm(sw_context, faulty_site.url)
    page = sw_context.new_page()
    start_from_menu(page, faulty_site.url, "gateruler", LEVEL_1)
    installed(page)
    game = fragment(page)
    runtime_before = pyodide_requests(faulty_site)

    go_live(faulty_site, next_release, page)
    assert pyodide_requests(faulty_site) == runtime_before, "the unchanged runtime was downloaded again"
    page.locator("#update-take").tap()
    reloaded_into_next_release(page)
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    expect(page.locator("#update")).to_be_hidden()
    assert fragment(page) == game
    assert faulty_site.count(f"wheels/cardtable-{NEXT_VERSION}-py3-none-any.whl") == 1
    assert pyodide_requests(faulty_site) == runtime_before


def test_the_update_waits_for_unsaved_deck_edits(sw_context, warm, faulty_site, next_release):
    """Update tapped over a deck being edited: nothing reloads until the deck is saved."""
    warm(sw_context, faulty_site.url)
    page = visit(sw_context, faulty_site.url)
    installed(page)
    open_builder(page, "frontline", "L")
    page.locator(".deck-row [data-deck-dec]:not([disabled])").first.tap()

    go_live(faulty_site, next_release, page)
    page.locator("#update-take").tap()
    expect(page.locator("#update-text")).to_have_attribute("data-i18n", "update_waiting")
    time.sleep(2)
    assert page.evaluate("window.oldPage"), "the page reloaded over unsaved deck edits"
    page.locator("#deck-save").tap()
    reloaded_into_next_release(page)
