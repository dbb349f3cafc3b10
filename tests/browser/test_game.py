"""The game in the page: challenge and save links, reloads, bad links, and replays that agree
with the CLI on CPython; resigning, undo, a long press and motion (issue 27). Every test runs at
390x844 with touch, and fails on any off-origin request or script error (conftest)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect
from quiet_moves import play_to_a_quiet_move

from cardtable.core.codec import CHALLENGE, decode
from cardtable.core.session import RESIGN, Session
from pages import (
    READY,
    cli,
    end_turn,
    fragment,
    idle,
    open_game,
    open_link,
    open_site,
    quiet,
    read_brief,
    saved_fragments,
    settle,
    tap_end_turn,
)

ROOT = Path(__file__).resolve().parents[2]


def test_menu_is_painted_then_becomes_playable(page, site_url):
    page.goto(site_url)
    expect(page.locator("#menu")).to_be_visible(timeout=3_000)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("button[data-game=gateruler]")).to_be_enabled()
    assert hooks_against_the_contract(page) == {}


def hooks_against_the_contract(page) -> dict:
    """Every game on the menu, by what its module (web/games/<game>/index.js) lacks of the
    required hooks web/games/contract.js lists, and what it has that the contract does not name;
    only the games with something to say."""
    return page.evaluate("""async () => {
        const contract = await import('./web/games/contract.js');
        const known = {...contract.REQUIRED_HOOKS, ...contract.OPTIONAL_HOOKS};
        const games = [...document.querySelectorAll('#menu button[data-game]')].map((b) => b.dataset.game);
        const faults = {};
        for (const game of games) {
            const module = (await import(`./web/games/${game}/index.js`))[game];
            const missing = Object.keys(contract.REQUIRED_HOOKS).filter((hook) => module?.[hook] === undefined);
            const unnamed = Object.keys(module || {}).filter((hook) => !(hook in known));
            if (!module || module.id !== game || missing.length || unnamed.length) faults[game] = {missing, unnamed};
        }
        return faults;
    }""")


def test_challenge_link_starts_the_game(booted):
    fragment = cli("new", "gateruler", "--level", "2", "--seed", "5")
    page = booted()
    open_link(page, fragment)
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    expected = json.loads(cli("replay", fragment))["hash"]
    page.wait_for_function(f"document.body.dataset.hash === {json.dumps(expected)}",
                           timeout=10_000)


def test_save_link_gives_the_same_board_after_a_reload(page, site_url):
    """A reload comes back to the same game, drawn at once from the board the page last drew
    while the engine starts (held back here until the board is seen), its taps off and saying
    so; then the engine's own board takes over, playable."""
    open_site(page, f"{site_url}#{cli('new', 'gateruler', '--level', '1', '--seed', '11')}")
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    end_turn(page)
    end_turn(page)
    saved = page.evaluate("location.hash")
    state_hash = page.evaluate("document.body.dataset.hash")
    drawn = page.locator(".side-1").inner_text()
    assert len(saved) > len("#") + 22   # longer than the challenge: the moves are in it
    held = []                      # the engine's worker script, held back till released
    page.route("**/web/worker.js*", lambda route: held.append(route) if held is not None else route.continue_())
    page.reload()
    expect(page.locator("#board .preview-note")).to_be_visible(timeout=30_000)
    assert page.locator(".side-1").inner_text() == drawn
    assert page.evaluate("[document.body.dataset.engine, document.body.dataset.busy]") != ["ready", "0"]
    for route in held:
        route.continue_()
    held = None
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    # the engine's own board (the kept one sets no hash: it saves nothing)
    page.wait_for_function(f"document.body.dataset.hash === {json.dumps(state_hash)}",
                           timeout=30_000)
    expect(page.locator("#board .preview-note")).to_have_count(0)
    assert page.evaluate("location.hash") == saved
    assert state_hash == json.loads(cli("replay", saved))["hash"]


def test_corrupt_link_shows_a_message_and_keeps_the_autosave(page, site_url):
    open_site(page, f"{site_url}#{cli('new', 'gateruler', '--level', '1', '--seed', '3')}")
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    end_turn(page)
    autosave = saved_fragments(page, "gateruler")
    assert autosave
    page.goto(f"{site_url}#not-a-game!!")          # in the same page: a hash change
    expect(page.locator("#message")).to_be_visible(timeout=10_000)
    assert saved_fragments(page, "gateruler") == autosave
    page.goto("about:blank")
    page.goto(f"{site_url}#kQI")                   # a fresh load of a truncated save
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("#message")).to_be_visible(timeout=10_000)
    assert page.locator("#message").inner_text().strip()
    assert saved_fragments(page, "gateruler") == autosave


def test_tampered_save_names_the_illegal_move(booted):
    import base64

    import msgpack

    from cardtable.gateruler import GAME
    packed = msgpack.packb([1, "gr", GAME.ruleset, {"l": 1, "r": "w"}, 3, [0, 250]])
    fragment = base64.urlsafe_b64encode(packed).decode().rstrip("=")
    page = booted()
    open_link(page, fragment, "menu")   # it cannot be opened: the menu stays, with a message
    message = page.locator("#message")
    expect(message).to_be_visible(timeout=10_000)
    assert "2" in message.inner_text()


def test_replay_in_the_browser_ends_on_the_cli_hash(booted, tmp_path):
    links = tmp_path / "links.txt"
    cli("simulate", "gateruler", "--level", "3", "--games", "1", "--seed", "21",
        "--links", str(links))
    fragment = links.read_text().split()[0]
    expected = json.loads(cli("replay", fragment))
    assert expected["result"] is not None
    page = booted()
    open_link(page, fragment)      # a replay link: the viewer, at its first step
    page.wait_for_selector("body[data-replay-position='0']", state="attached", timeout=30_000)
    page.locator("#replay-last").tap()
    page.wait_for_function(f"document.body.dataset.hash === {json.dumps(expected['hash'])}",
                           timeout=30_000)


# --- resign, undo, long press and motion (issue 27) -------------------------------------------
# A resignation asked for from the game's menu, whose save link replays on CPython to the page's
# own end; Undo offered by the engine only after a move that showed nothing, taking it back and
# marking the result; a long press that shows a card whole without making the tap's move; and
# motion that keeps inside the playback's beats and stops for reduced motion.

RESIGNED = {"en": "You resigned", "zh": "你认输了", "ja": "あなたが投了した"}
FELL = {"en": "has fallen", "zh": "被击破", "ja": "陥落"}     # Frontline's HQ (DoL's reasons differ)
UNDO_USED = {"en": "A move was taken back", "zh": "使用过悔棋", "ja": "待ったを使った"}
OPTIONS = {"gateruler": {"l": 1}, "frontline": {"b": 1}, "dol": {"b": 1}}


def resign(page) -> None:
    """From the game's menu (behind the top bar's ☰), confirmed; the result card shows."""
    page.locator("#nav-back").tap()
    page.locator("#resign").tap()
    page.locator("#message-actions .btn:not(.primary)").tap()     # the primary one plays on
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    quiet(page)


@pytest.mark.parametrize(("game", "lang"), [("gateruler", "en"), ("frontline", "zh"), ("dol", "ja")])
def test_a_resignation_is_asked_recorded_and_replays_on_cpython_to_the_page_s_end(booted, game, lang):
    page = booted(lang)
    open_link(page, Session(game, OPTIONS[game], 21).link(CHALLENGE), "game")
    quiet(page)
    page.locator("#nav-back").tap()
    page.locator("#resign").tap()
    page.locator("#message-actions .btn.primary").tap()            # "Play on": nothing changes
    expect(page.locator("#result")).to_have_count(0)
    resign(page)
    expect(page.locator("#resigned")).to_have_text(RESIGNED[lang])
    # The resignation is the reason: no line says an HQ fell or a deck ran out (it did not).
    expect(page.locator("#result")).not_to_contain_text(FELL[lang])
    saved = Session.from_save(decode(fragment(page)))
    assert saved.actions[-1] == RESIGN and saved.resigned == 0      # the player's seat, each game
    assert saved.state_hash() == page.evaluate("document.body.dataset.hash")   # Pyodide == CPython


def test_undo_takes_a_quiet_move_back_and_the_result_says_so(booted):
    page = booted("zh")
    session = Session("gateruler", OPTIONS["gateruler"], 4)
    play_to_a_quiet_move(session)
    open_game(page, session)
    before = fragment(page)
    page.locator("#undo").tap()
    settle(page, before)
    undone = decode(fragment(page))
    assert undone.actions == session.actions[:-1] and undone.options["u"] == 1
    resign(page)
    expect(page.locator("#undo-used")).to_have_text(UNDO_USED["zh"])


def test_no_undo_after_a_move_that_showed_something(booted):
    page = booted()
    session = Session("gateruler", OPTIONS["gateruler"], 4)
    play_to_a_quiet_move(session)
    kinds = [session.game.describe(session.state, act)["kind"] for act in session.legal_actions()]
    session.play(kinds.index("end"))         # the invasion's turn: cards drawn, dice of the rift
    open_game(page, session)
    expect(page.locator("#hint")).to_be_visible()
    expect(page.locator("#undo")).to_have_count(0)


def test_a_long_press_shows_a_card_whole_without_making_the_tap_s_move(booted):
    page = booted("ja")
    open_link(page, Session("frontline", OPTIONS["frontline"], 21).link(CHALLENGE), "game")
    quiet(page)
    before = fragment(page)
    card = page.locator("#board .hand [data-key]").first
    box = card.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    point = {"pointerType": "touch", "isPrimary": True, "clientX": x, "clientY": y, "bubbles": True}
    card.dispatch_event("pointerdown", point)
    expect(page.locator("#sheet-layer")).to_be_visible(timeout=2_000)   # after ~500 ms
    card.dispatch_event("pointerup", point)
    card.dispatch_event("click", point)                                 # the press's own click
    expect(page.locator("#board .selected")).to_have_count(0)
    assert fragment(page) == before


# Counts every Web Animation the page starts on the table and keeps the longest's time.
COUNT_MOTION = """() => {
  window.__motion = { count: 0, longest: 0 };
  if (Element.prototype.animate.counted) return;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    window.__motion.count += 1;
    window.__motion.longest = Math.max(window.__motion.longest, options?.duration ?? 0);
    return animate.call(this, frames, options);
  };
  Element.prototype.animate.counted = true;
}"""


# A beat in which every tile on the board arrives, as web/playback.js hands one to web/motion.js.
MOVE_EVERY_TILE = """async () => {
  const { moveBeat } = await import('./web/motion.js');
  const flashes = [...document.querySelectorAll('#board [data-key]')].map((el) => ({ key: el.dataset.key, kind: 'summon' }));
  moveBeat(document.getElementById('board'), flashes, 300);
}"""


def test_motion_plays_inside_the_beats_and_not_at_all_for_reduced_motion(booted):
    page = booted()
    open_link(page, Session("gateruler", OPTIONS["gateruler"], 4).link(CHALLENGE), "game")
    quiet(page)
    page.evaluate(COUNT_MOTION)
    before = fragment(page)
    tap_end_turn(page)                  # the invasion's turn plays back, at the fast speed, unskipped
    page.wait_for_function("f => location.hash.slice(1) !== f", arg=before, timeout=30_000)
    idle(page)
    motion = page.evaluate("window.__motion")
    assert motion["count"] > 0
    assert motion["longest"] <= 0.8 * 300          # a fast beat is 300 ms at most (playback.js)
    page.emulate_media(reduced_motion="reduce")
    try:
        page.evaluate(COUNT_MOTION)
        page.evaluate(MOVE_EVERY_TILE)     # a beat's motion on every tile of the board, asked again
        assert page.evaluate("window.__motion.count") == 0
    finally:
        page.emulate_media(reduced_motion="no-preference")
    page.evaluate(MOVE_EVERY_TILE)
    assert page.evaluate("window.__motion.count") > 0       # the same beat moves, motion allowed


# The table's distance from its bottom, after the page has followed its last change of size.
TABLE_FROM_BOTTOM = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
  const table = document.querySelector('#board .table');
  done(table.scrollHeight - table.clientHeight - table.scrollTop);
})))"""


def test_the_table_stays_at_its_bottom_unless_the_player_scrolls_it(booted):
    """Issue 27, boards: the player's own side, at the table's bottom, stays in sight. A phone
    turned small and the language changed at once opened the table at its top (a size not yet
    followed read as a scroll), and the browser's own scrolling while a layout passed was kept
    as the player's. A scroll the player makes is kept while the position is the same."""
    page = booted()
    open_link(page, Session("frontline", OPTIONS["frontline"], 21).link(CHALLENGE), "game")
    quiet(page)
    try:
        page.set_viewport_size({"width": 360, "height": 640})
        page.evaluate("() => { const s = document.querySelector('#lang'); s.value = 'ja';"
                      " s.dispatchEvent(new Event('change')); }")
        assert page.evaluate(TABLE_FROM_BOTTOM) <= 1
        table = page.locator("#board .table").bounding_box()
        page.mouse.move(table["x"] + table["width"] / 2, table["y"] + table["height"] / 2)
        page.mouse.wheel(0, -120)
        scrolled = page.evaluate(TABLE_FROM_BOTTOM)
        assert scrolled > 60
        page.select_option("#lang", "en")                # the same position, drawn again
        assert abs(page.evaluate(TABLE_FROM_BOTTOM) - scrolled) <= 1
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


def test_a_step_that_asks_for_a_target_on_the_other_side_shows_it(booted):
    """Issue 27, boards: on a short phone the table opens at its bottom, your side, and a step
    whose targets are all on the other side (Frontline's lock-on: tap the enemy warrior to aim
    at) had them out of sight (a newcomer at 360x640). The page brings one into sight."""
    page = booted()
    try:
        page.set_viewport_size({"width": 360, "height": 640})
        open_link(page, LOCK_ON_STEP, "game")                  # Frontline, seed 6: a lock-on to aim
        quiet(page)
        read_brief(page)
        targets = page.locator("#board .fl-side.foe .target")
        expect(targets.first).to_be_attached()
        assert page.locator("#board .fl-side.mine .target").count() == 0
        assert page.evaluate(TARGET_IN_SIGHT)
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


# The save of a Frontline game (seed 6, against easy) at the player's lock-on step.
LOCK_ON_STEP = "lwKhc6JmbAGDoWIBoWSiTUyibHakZWFzeQbcABoAAwEEAAIABwEAAwACAAAEAAQCBAAEAAABBQ"
# Whether some target lies wholly inside the table's box, after the page's last layout.
TARGET_IN_SIGHT = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
  const box = document.querySelector('#board .table').getBoundingClientRect();
  done([...document.querySelectorAll('#board .table .target')].some((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  }));
})))"""
