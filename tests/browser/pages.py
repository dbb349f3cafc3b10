"""What every browser test does to the page: wait for the engine, read the save link, wait for
the board to settle after a move (skipping any playback of the other side's turn)."""

import json
import os
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]

READY = "body[data-engine=ready]"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
AUDIT = Path(__file__).with_name("readable.js")


# An init script: the page opens in LANG unless a language was chosen already (a test page
# switched to another keeps it through a reload). about:blank has no storage.
KEEP_LANGUAGE = """try {
  if (!localStorage.getItem('cardtable.lang')) localStorage.setItem('cardtable.lang', 'LANG');
} catch {}"""


def switch_language(page, lang: str) -> None:
    """The page in lang, chosen as a player does (the top bar's select), when it is not."""
    if page.input_value("#lang") != lang:
        page.select_option("#lang", lang)
        page.wait_for_function("l => localStorage.getItem('cardtable.lang') === l", arg=lang)


def open_site(page, url: str) -> None:
    """Go to url (the site, perhaps with a #fragment) and wait until the engine is ready."""
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=60_000)


def open_in(page, site_url: str, lang: str, session) -> None:
    """Open a session's save link with the page in `lang`, and wait until its board is idle."""
    page.add_init_script(f"localStorage.setItem('cardtable.lang', '{lang}')")
    open_site(page, f"{site_url}#{session.fragment()}")
    page.locator("#board").wait_for(timeout=60_000)
    idle(page)


def open_link(page, fragment: str, screen: str | None = None) -> None:
    """On a booted page (conftest's `booted`): open a link by changing the address's fragment,
    as a link tapped in another app does, with no reload. Waits until the link's screen (any
    screen but the menu unless told) is shown and the page is idle."""
    page.evaluate("f => { location.hash = f; }", fragment)
    shown = f"[data-screen='{screen}']" if screen else ":not([data-screen=menu])"
    page.wait_for_selector(f"body{shown}", state="attached", timeout=60_000)
    idle(page)


def open_game(page, session) -> None:
    """On a booted page: open a session's save link and wait until its board is idle."""
    open_link(page, session.fragment(), "game")
    page.locator("#board").wait_for(timeout=60_000)
    idle(page)


def start_from_menu(page, url: str, game: str, choices: tuple = ()) -> None:
    """Open the site, then start_game."""
    open_site(page, url)
    start_game(page, game, choices)


# The deal start_game asks for, so a test's game is the same every run: Gate Ruler's level 1
# from seed 5 lasts four turns in which the player only ends them. Of random deals, about half
# are lost at the player's second End turn and one in thirty at the first, and a test that
# ended two turns failed now and then (tests/browser/test_engine_faults.py).
STEADY_SEED = 5


def start_game(page, game: str, choices: tuple = (), seed: int = STEADY_SEED) -> None:
    """From the menu: tap a game, tap each setup choice (selectors) and start, dealt from seed:
    the board is on screen when this returns."""
    page.locator(f"button[data-game={game}]").tap()
    for choice in choices:
        page.locator(choice).tap()
    seed_next_game(page, seed)
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)


# The page deals a new game from one 32-bit draw of crypto.getRandomValues (web/links.js): the
# next such draw answers `seed`, and the page's own generator comes back after it.
SEED_NEXT_GAME = """seed => {
  const real = crypto.getRandomValues.bind(crypto);
  crypto.getRandomValues = (view) => {
    if (!(view instanceof Uint32Array && view.length === 1)) return real(view);
    crypto.getRandomValues = real;
    view[0] = seed;
    return view;
  };
}"""


def seed_next_game(page, seed: int) -> None:
    """The next game the page starts from its menu or setup is dealt from `seed`: a whole game
    played by taps is then the same game every run, and takes the same time (from a random deal
    DoL's took 42 s in one run of the suite and 145 s in the next)."""
    page.evaluate(SEED_NEXT_GAME, seed)


def fragment(page) -> str:
    return page.evaluate("location.hash.slice(1)")


def idle(page, timeout: int = 60_000) -> None:
    """Wait until no request is pending and no other side's turn is playing back."""
    page.wait_for_selector("body[data-busy='0']", state="attached", timeout=timeout)


def quiet(page) -> None:
    """Skip any playback of the other side's moves, then wait until the page is idle. The
    playback may end between the look and the tap (its button then leaves the page): that is
    no failure, a button still there is. A page idle already costs one look (a test taps
    hundreds of moves, each followed by this)."""
    busy = page.evaluate("document.body.dataset.busy")
    if busy == "0":
        return
    skip = page.locator("#skip-playback")
    if busy == "1" and skip.is_visible():
        try:
            skip.tap(timeout=5_000)
        except PlaywrightTimeoutError:
            if skip.is_visible():
                raise
    idle(page)


def in_sight(page, selector: str) -> list[str]:
    """The elements matching selector that are not wholly on screen and on top (a sheet, a
    scrolled table or the tray hides them): their texts."""
    return page.locator(selector).evaluate_all("""els => els.filter(el => {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const onScreen = r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
        return !onScreen || ![r.top + 2, r.top + r.height / 2, r.bottom - 2]
          .every(y => el.contains(document.elementFromPoint(x, y)));
      }).map(el => el.innerText)""")


def settle(page, before: str) -> None:
    """Wait for the answer to a move (the save link changes), skipping any playback."""
    page.wait_for_function("f => location.hash.slice(1) !== f", arg=before, timeout=60_000)
    quiet(page)


def read_brief(page) -> None:
    """Tap Continue on a turn brief that stands before a step's panel (cards drawn to place,
    guards to choose, a card to answer), if one is up: the panel waits behind it, unseen,
    until the player has read it."""
    button = page.locator("#brief-read")
    if button.count():
        assert page.locator("#drawing-panel, #respond-panel, #guard-panel").count() == 0
        button.tap()
        expect(button).to_have_count(0)


# Notes the next click on the page, to tell when a tap has been handled: a touch tap's click
# may come a moment after tap() returns (the browser makes it from the touch), so looking for
# the ending question at once could look too early.
HEAR_NEXT_CLICK = """() => {
  window.clickHeard = false;
  document.addEventListener("click", () => { window.clickHeard = true; }, { capture: true, once: true });
}"""

# Once that click has been handled (the question opens in its own handler): whether it asked.
ASKED = """() => window.clickHeard && (document.querySelector("#end-turn-confirm") ? "asked" : "sent")"""


def tap_ending(page, control) -> None:
    """Tap control (a locator) and tap "End turn anyway" (or its phase's words) if the page asks
    before ending with plays left (Gate Ruler's End turn, DoL's End turn and battle phase
    button, Frontline's attack and End turn)."""
    page.evaluate(HEAR_NEXT_CLICK)
    control.tap()
    if page.wait_for_function(ASKED, timeout=30_000).json_value() == "asked":
        page.locator("#end-turn-confirm").tap()


def open_every_level(page) -> None:
    """On Gate Ruler's level list: tick "open every level", as a player who would rather not
    climb in order does (levels open one by one until then)."""
    if page.locator("#all-open").get_attribute("aria-checked") != "true":
        page.locator("#all-open").tap()
    page.wait_for_selector("button[data-level='6']")


def tap_end_turn(page, selector: str = "#end-turn") -> None:
    """Tap End turn (or another button that ends a phase), confirming if the page asks first."""
    tap_ending(page, page.locator(selector))


def end_turn(page) -> None:
    """Tap End turn and wait for the answer, skipping the other side's playback."""
    page.bring_to_front()   # a tab behind another gets no animation frames: taps wait for them
    idle(page, 30_000)
    before = fragment(page)
    tap_end_turn(page)
    settle(page, before)


def cli(*args: str) -> str:
    """The command line's output (the engine on CPython, to compare the page with)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                          text=True, env=env, check=True).stdout.strip()


def cli_replay(link: str) -> dict:
    """What the command line finds in a link: its final state hash, result and moves."""
    return json.loads(cli("replay", link))


# The sizes of every cached copy of a file (a site path), whatever the cache and its key.
# An init script: the other side's moves play back at the player's "fast" speed unless the test
# stored a speed itself. A test waits for a playback to end, and at the speed a player gets by
# default a play-through would wait about 3 s a turn. about:blank has no storage, hence the try.
FAST_PLAYBACK = ("try { if (localStorage.getItem('cardtable.speed') === null)"
                 " localStorage.setItem('cardtable.speed', 'fast'); } catch {}")

# An init script: every text the boot line shows, kept by the page itself in window.__stages (a
# fast boot passes a stage quickly; one shown for a moment counts too).
RECORD_STAGES = """
window.__stages = new Set();
new MutationObserver(() => {
  const line = document.getElementById("boot-stage");
  if (line) window.__stages.add(line.textContent);
}).observe(document, {subtree: true, childList: true, characterData: true});
"""

CACHED_SIZES = """async (path) => {
  const sizes = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.endsWith(path)) sizes.push((await (await cache.match(request)).arrayBuffer()).byteLength);
    }
  }
  return sizes;
}"""


SAVED_GAMES = """Object.keys(localStorage).filter(k => k.startsWith('cardtable.save.'))
  .map(k => JSON.parse(localStorage.getItem(k))).sort((a, b) => b.updated - a.updated)"""


def saved_games(page, game: str | None = None) -> list[dict]:
    """The games in progress the page keeps (web/saves.js), the last played first; only those
    of one game when game is given."""
    records = page.evaluate(SAVED_GAMES)
    return [r for r in records if game is None or r["game"] == game]


def saved_fragments(page, game: str) -> list[str]:
    """The save links of a game's games in progress, the last played first."""
    return [record["fragment"] for record in saved_games(page, game)]


def badges_over_text(page) -> list[str]:
    """Each target's badge (its ::after, "Aim here", "Attack") that meets some shown text: the
    badge and the text, as "badge / text"."""
    return page.evaluate("""() => {
        const found = [];
        const texts = [];
        const walker = document.createTreeWalker(document.querySelector('#board'), NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (!node.data.trim() || !el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) texts.push([node.data.trim(), r]);
        }
        for (const el of document.querySelectorAll('#board .target')) {
          const after = getComputedStyle(el, '::after');
          if (after.display === 'none' || after.content === 'none' || after.content === 'normal') continue;
          const box = el.getBoundingClientRect();
          const px = (v) => parseFloat(v) || 0;
          const outer = getComputedStyle(el);
          const top = box.top + px(outer.borderTopWidth) + px(after.top);
          const right = box.right - px(outer.borderRightWidth) - px(after.right);
          const width = px(after.width) + px(after.paddingLeft) + px(after.paddingRight);
          const height = px(after.height) + px(after.paddingTop) + px(after.paddingBottom);
          const badge = {left: right - width, right, top, bottom: top + height};
          for (const [text, r] of texts) {
            if (r.left < badge.right - 1 && r.right > badge.left + 1 && r.top < badge.bottom - 1 && r.bottom > badge.top + 1) {
              found.push(`${el.dataset.hint} / ${text}`);
            }
          }
        }
        return found;
      }""")


def audited(page) -> None:
    """Ready `page` for the readability audit: every animation ended (a sheet rises with a
    fade), then readable.js and axe-core loaded once."""
    page.evaluate("Promise.all(document.getAnimations().map((a) => a.finished))")
    if not page.evaluate("!!window.readable"):
        page.add_script_tag(path=str(AUDIT))
        page.add_script_tag(path=str(AXE))


def axe_violations(page) -> list[dict]:
    """axe-core's violations on the whole page: id, impact, how many nodes, the first three."""
    return page.evaluate("""async () => {
        const {violations} = await axe.run(document, {resultTypes: ["violations"]});
        return violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.length,
                                       targets: v.nodes.slice(0, 3).map((n) => n.target.join(" "))}));
    }""")


# Between borrowers (conftest's booted pages, remote_phones.py's phones): the site's storage
# emptied (saves, decks, settings) but for the keys kept (the language, the pace of playbacks),
# told to the page as another tab's clear() would be (a storage event with no key), then the
# menu, as a link to the bare site would open it.
FORGET = """kept => {
  localStorage.clear(); sessionStorage.clear();
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
  dispatchEvent(new StorageEvent('storage', {key: null}));
  location.hash = '';
}"""
# The menu as a fresh visit shows it: no game listed, no sheet or message over it.
AT_REST = """kept => document.body.dataset.screen === 'menu' && document.body.dataset.busy === '0'
  && Object.keys(localStorage).sort().join() === kept.sort().join()
  && !document.querySelector('#continue-list').childElementCount
  && document.querySelector('#sheet-layer').hidden && document.querySelector('#message-layer').hidden"""


def back_to_menu(page, kept: dict[str, str]) -> bool:
    """The menu again, idle, in the language kept, with nothing stored but `kept` (key ->
    value, cardtable.lang among them), any message answered and sheet closed: True when it is
    so. Any other tab of the page's context is closed."""
    try:
        for other in page.context.pages:
            if other != page:
                other.close()
        page.bring_to_front()
        idle(page, 30_000)
        message = page.locator("#message-layer:not([hidden]) #message-actions .btn.primary")
        if message.count():
            message.first.click()
        sheet = page.locator("#sheet-layer:not([hidden]) #sheet-close")
        if sheet.count():
            sheet.click()
            page.locator("#sheet-layer").wait_for(state="hidden", timeout=10_000)
        switch_language(page, kept["cardtable.lang"])  # if switched by the test
        page.evaluate(FORGET, kept)
        page.wait_for_function(AT_REST, arg=list(kept), timeout=10_000)
        return True
    except Exception:  # noqa: BLE001 - any trouble: the next test gets a fresh page
        return False
