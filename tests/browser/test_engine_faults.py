"""The engine's faults a phone meets (issue: never lose a game, never stay stuck): a download cut
short or replaced by a Wi-Fi login page, an offline copy that cannot start the engine, a worker
that dies or stops answering, and an engine error halfway through a move. Downloads are damaged
by the test's own server (conftest's FaultyServer); the worker is reached through an init script
that wraps the page's Worker."""

from __future__ import annotations

import time

from playwright.sync_api import expect

from pages import (
    CACHED_SIZES,
    READY,
    cli_replay,
    end_turn,
    fragment,
    idle,
    open_site,
    quiet,
    saved_games,
    start_from_menu,
    tap_end_turn,
)

WASM = "pyodide/pyodide.asm.wasm"

# Every worker the page starts, kept where the test can reach it; messages the page posts may be
# dropped (dropNext: a worker that never answers) and answers to moves replaced (failNextMove: an
# engine error after the worker applied the move).
WORKERS = """(() => {
  const Real = Worker;
  window.__faults = { workers: [], dropNext: false, failNextMove: false };
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      window.__faults.workers.push(this);
      this.moves = new Set();
    }
    postMessage(message) {
      if (message?.request && window.__faults.dropNext) { window.__faults.dropNext = false; return; }
      if (message?.request?.op === 'act') this.moves.add(message.id);
      super.postMessage(message);
    }
    set onmessage(listen) {
      super.onmessage = (event) => {
        const faults = window.__faults;
        if (faults.failNextMove && this.moves.has(event.data?.id)) {
          faults.failNextMove = false;
          const error = { code: 'internal', message: 'RuntimeError: injected after the move' };
          return listen({ data: { id: event.data.id, response: { ok: false, error } } });
        }
        listen(event);
      };
    }
    get onmessage() { return super.onmessage; }
  };
})();"""


def a_game_two_turns_in(page, url: str) -> None:
    start_from_menu(page, url, "gateruler", ("[data-level='1']",))
    quiet(page)
    end_turn(page)


def message(page):
    return page.locator("#message-layer")


# --- downloads ------------------------------------------------------------------------------

def test_a_damaged_runtime_is_fetched_again_at_once_and_the_site_starts(page, faulty_site):
    """Pyodide waits for ever on a runtime that does not compile: the page checks each download
    against the build's hash and fetches a damaged one again, past the HTTP cache."""
    faulty_site.damage_file(WASM, how="half")
    page.goto(faulty_site.url)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    assert faulty_site.count(WASM) == 2
    start_from_menu(page, faulty_site.url, "gateruler", ("[data-level='1']",))


def test_a_download_that_keeps_failing_is_said_in_seconds_with_a_retry(page, faulty_site):
    """A Wi-Fi login page instead of the runtime, twice: the player reads what happened, well
    before the 45 s 'still loading' line, and Try again starts the site without a reload."""
    faulty_site.damage_file(WASM, nth=1, how="login")
    faulty_site.damage_file(WASM, nth=2, how="login")
    started = time.monotonic()
    page.goto(faulty_site.url)
    expect(message(page)).to_contain_text("could not be downloaded", timeout=30_000)
    assert time.monotonic() - started < 30
    expect(message(page)).to_contain_text("sign in")
    page.locator("#message-actions button", has_text="Try again").tap()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    assert faulty_site.count(WASM) == 3


CUT_THE_RUNTIME_IN_THE_CACHE = """async () => {
  let cut = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!request.url.includes('pyodide.asm.wasm')) continue;
      const whole = await (await cache.match(request)).arrayBuffer();
      const headers = { 'Content-Type': 'application/wasm' };
      await cache.put(request, new Response(whole.slice(0, whole.byteLength / 2), { headers }));
      cut += 1;
    }
  }
  return cut;
}"""


def test_an_offline_copy_that_cannot_start_the_engine_is_discarded_and_fetched_again(
        sw_context, faulty_site):
    first = sw_context.new_page()
    first.goto(faulty_site.url)
    first.wait_for_selector(READY, state="attached", timeout=60_000)
    first.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active)", timeout=60_000)
    first.reload()
    first.wait_for_selector(READY, state="attached", timeout=60_000)
    assert first.evaluate("!!navigator.serviceWorker.controller")
    assert first.evaluate(CUT_THE_RUNTIME_IN_THE_CACHE) >= 1
    first.close()

    second = sw_context.new_page()
    stages: list[str] = []
    second.expose_function("noteStage", lambda stage: stages.append(stage))
    second.add_init_script("""new MutationObserver(() => window.noteStage?.(
      document.querySelector('#boot-stage')?.textContent || '')).observe(document,
      { subtree: true, childList: true, characterData: true });""")
    second.goto(faulty_site.url)
    second.wait_for_selector(READY, state="attached", timeout=60_000)
    assert any("Fetching it again" in stage for stage in stages)
    whole = (faulty_site.directory / WASM).stat().st_size
    assert set(second.evaluate(CACHED_SIZES, WASM)) <= {whole}   # no cut copy is kept


# --- a worker that dies ---------------------------------------------------------------------

def test_a_worker_that_dies_comes_back_with_the_game_where_it_was(page, site_url):
    page.add_init_script(WORKERS)
    a_game_two_turns_in(page, site_url)
    state = page.evaluate("document.body.dataset.hash")
    page.evaluate("window.__faults.workers.at(-1).terminate()")
    expect(message(page)).to_contain_text("running again", timeout=60_000)
    expect(message(page)).to_contain_text("where it was")
    page.locator("#message-actions button", has_text="Play on").tap()
    assert page.evaluate("document.body.dataset.hash") == state
    end_turn(page)   # the new worker holds the game: the next move is played, not refused
    expect(message(page)).to_be_hidden()
    assert page.evaluate("document.body.dataset.hash") == cli_replay(fragment(page))["hash"]


def test_after_the_worker_died_on_the_menu_continue_still_opens_the_game(page, site_url):
    page.add_init_script(WORKERS)
    a_game_two_turns_in(page, site_url)
    saved = saved_games(page)[0]["fragment"]
    open_site(page, site_url)
    page.evaluate("window.__faults.workers.at(-1).terminate()")
    page.locator("[data-continue]").first.tap()   # waits, if need be, for the new worker
    expect(page.locator("#board")).to_be_visible(timeout=60_000)
    idle(page)
    assert fragment(page) == saved


def test_a_worker_that_stops_answering_is_replaced(page, site_url):
    page.add_init_script(WORKERS)
    page.clock.install()  # time flows as ever, but the test may skip the wait for an answer
    a_game_two_turns_in(page, site_url)
    state = page.evaluate("document.body.dataset.hash")
    page.evaluate("window.__faults.dropNext = true")
    tap_end_turn(page)
    page.wait_for_function("document.body.dataset.busy === '1'")
    page.clock.fast_forward(21_000)  # past web/engine.js's REQUEST_TIMEOUT_MS for the dropped move
    expect(message(page)).to_contain_text("running again", timeout=90_000)
    page.locator("#message-actions button", has_text="Play on").tap()
    assert page.evaluate("document.body.dataset.hash") == state
    end_turn(page)


# --- an engine error halfway through a move -------------------------------------------------

def test_an_engine_error_after_a_move_puts_worker_and_page_back_in_step(page, site_url):
    """The worker applied the move, then failed: the page must not go on as if it had not,
    nor call the next tap a changed link."""
    page.add_init_script(WORKERS)
    a_game_two_turns_in(page, site_url)
    state, saved = page.evaluate("document.body.dataset.hash"), fragment(page)
    page.evaluate("window.__faults.failNextMove = true")
    tap_end_turn(page)
    expect(message(page)).to_contain_text("back as it was", timeout=30_000)
    page.locator("#message-actions button", has_text="Play on").tap()
    idle(page)
    assert page.evaluate("document.body.dataset.hash") == state and fragment(page) == saved
    end_turn(page)
    expect(message(page)).to_be_hidden()
    assert page.evaluate("document.body.dataset.hash") == cli_replay(fragment(page))["hash"]
