"""Share by link in the page: each kind of link opened in a fresh browser context lands on its
screen, a result link puts both results side by side at the end, the replay viewer steps to the
CLI's final state and branches into a live game, the share sheet draws a QR code and copies
where there is no Web Share, and the daily entry starts the day's deal. Every test runs at
390x844 with touch and fails on any off-origin request or script error (conftest).

LINKS_SHOTS=folder saves screenshots of the share sheet, the replay viewer and the result with
both results.
"""

from __future__ import annotations

import os
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cardtable.core import registry
from cardtable.core.codec import CHALLENGE, REPLAY, RESULT, decode
from cardtable.core.daily import daily_challenge
from cardtable.core.session import Session
from cardtable.simulate import play_game
from pages import cli_replay, fragment, open_link, open_site, quiet, settle, tap_end_turn

ROOT = Path(__file__).resolve().parents[2]
SHOTS = os.environ.get("LINKS_SHOTS")


def shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def bot_game(game_id: str, options: dict, seed: int) -> Session:
    """A whole game between the engine's default bots (Gate Ruler: the bot plays the ruler)."""
    game = registry.get(game_id)
    bots = tuple(game.bots()["default"](seat, seed ^ (seat + 1) * 7919)
                 for seat in range(max(game.seats, 1)))
    return play_game(game_id, options, seed, bots)


def end_turn(page) -> None:
    quiet(page)
    before = fragment(page)
    tap_end_turn(page)
    settle(page, before)


def at_step(page, position: int) -> None:
    page.wait_for_selector(f"body[data-replay-position='{position}'][data-busy='0']",
                           state="attached", timeout=30_000)


# --- each kind of link ------------------------------------------------------------------------

SENT = bot_game("gateruler", {"l": 1}, 14)   # a cleared level 1
SENT_TURNS = str(SENT.game.length(SENT.state)["n"])
SENT_LIFE = str(SENT.game.score(SENT.state)["life"])


@pytest.mark.parametrize("kind", ["challenge", "save", "replay", "result", "corrupt"])
def test_each_kind_of_link_opens_its_screen(booted, kind):
    links = {"challenge": SENT.link(CHALLENGE), "save": SENT.prefix(6).fragment(),
             "replay": SENT.link(REPLAY), "result": SENT.link(RESULT), "corrupt": "not-a-game!!"}
    page = booted()
    open_link(page, links[kind], "menu" if kind == "corrupt" else None)
    if kind == "corrupt":
        expect(page.locator("#message")).to_be_visible(timeout=10_000)
        assert page.evaluate("document.body.dataset.screen") == "menu"
        return
    if kind == "replay":
        at_step(page, 0)
        expect(page.locator("#replay-board")).to_be_visible()
        expect(page.locator("#replay-counter")).to_have_text(f"0 / {len(SENT.actions)}")
        assert page.locator("#replay-board [data-action-index]").count() == 0
        assert page.evaluate("document.body.dataset.hash") == SENT.prefix(0).state_hash()
        return
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    quiet(page)
    assert page.evaluate("document.body.dataset.screen") == "game"
    expected = {"challenge": SENT.prefix(0), "save": SENT.prefix(6), "result": SENT.prefix(0)}
    assert page.evaluate("document.body.dataset.hash") == expected[kind].state_hash()
    expect(page.locator("#rival-banner")).to_have_count(1 if kind == "result" else 0)
    expect(page.locator("#rules-tag")).to_have_count(0)


def test_a_save_from_older_rules_goes_on_under_them_and_says_so(booted):
    """A Gate Ruler save made under ruleset 1 (before levels 5-6 met their sheets) opens at the
    CLI's state, is tagged with its rules version, and its next move saves as ruleset 1 again."""
    old = Session("gateruler", {"l": 5}, 3, ruleset=1)
    for _ in range(3):
        old.play(0)
    page = booted()
    open_link(page, old.fragment())
    expect(page.locator("#rules-tag")).to_contain_text("1", timeout=30_000)
    quiet(page)
    assert page.evaluate("document.body.dataset.hash") == old.state_hash()
    end_turn(page)
    assert decode(fragment(page)).ruleset == 1


# --- a result link ------------------------------------------------------------------------------

def test_a_result_link_shows_both_results_at_the_end_and_survives_a_reload(page, site_url):
    open_site(page, f"{site_url}#{SENT.link(RESULT)}")
    banner = page.locator("#rival-banner")
    expect(banner).to_be_visible(timeout=30_000)
    expect(banner).to_contain_text(f"{SENT_TURNS} turns")
    end_turn(page)
    saved = fragment(page)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=60_000)
    expect(page.locator("#rival-banner")).to_be_visible(timeout=30_000)   # kept beside the save
    assert fragment(page) == saved
    for _ in range(10):
        if page.locator("#result").count():
            break
        end_turn(page)
    expect(page.locator("#result")).to_be_visible()
    mine, theirs = page.locator("#versus-mine"), page.locator("#versus-rival")
    expect(mine).to_have_class("versus-side lost")
    expect(theirs).to_have_class("versus-side won")
    expect(theirs).to_contain_text(SENT_TURNS)      # turns
    expect(theirs).to_contain_text(SENT_LIFE)       # life left
    shot(page, "result-both")

    page.locator("#result #share").tap()
    expect(page.locator("#share-headline")).to_be_visible()
    url = page.locator("#share-url").input_value()
    result = decode(url.split("#", 1)[1])
    assert result.kind == RESULT and result.seed == SENT.seed and result.actions
    page.locator("#sheet-close").tap()

    page.locator("#watch-rival").tap()           # the sender's game, in the replay viewer
    at_step(page, 0)
    expect(page.locator("#replay-counter")).to_have_text(f"0 / {len(SENT.actions)}")
    page.locator("#nav-back").tap()
    expect(page.locator("#versus")).to_be_visible()


# --- the replay viewer --------------------------------------------------------------------------

def test_a_replay_steps_both_ways_and_ends_on_the_cli_s_state(booted):
    whole = bot_game("gateruler", {"l": 2}, 3)
    link = whole.link(REPLAY)
    total = len(whole.actions)
    page = booted()
    open_link(page, link)
    at_step(page, 0)
    expect(page.locator("#replay-first")).to_be_disabled()
    page.locator("#replay-next").tap()
    at_step(page, 1)
    page.locator("#replay-next").tap()
    at_step(page, 2)
    assert page.locator("#replay-log li").count() > 0
    assert page.evaluate("document.body.dataset.hash") == whole.prefix(2).state_hash()
    page.locator("#replay-prev").tap()
    at_step(page, 1)
    page.locator("#replay-first").tap()
    at_step(page, 0)
    page.locator("#replay-slider").fill(str(total // 2))
    at_step(page, total // 2)
    assert page.evaluate("document.body.dataset.hash") == whole.prefix(total // 2).state_hash()
    shot(page, "replay-viewer")
    page.locator("#replay-last").tap()
    at_step(page, total)
    expect(page.locator("#replay-counter")).to_have_text(f"{total} / {total}")
    expect(page.locator("#replay-next")).to_be_disabled()
    expect(page.locator("#replay-branch")).to_be_disabled()   # the game is over there
    assert page.evaluate("document.body.dataset.hash") == cli_replay(link)["hash"]


def test_playing_on_from_a_replay_step_starts_a_live_game_with_its_first_moves(booted):
    whole = bot_game("frontline", {"b": 1}, 12)
    page = booted()
    open_link(page, whole.link(REPLAY))
    at_step(page, 0)
    page.locator("#replay-slider").fill("10")
    at_step(page, 10)
    page.locator("#replay-branch").tap()
    page.wait_for_selector("body[data-screen=game]", state="attached", timeout=30_000)
    quiet(page)
    branch = Session.from_save(decode(fragment(page)))
    assert branch.actions[:10] == whole.actions[:10]
    offered = page.locator("#board [data-action-index], #board .can-act, #board .playable")
    expect(offered.first).to_be_attached()     # a live game: moves are offered


def test_a_finished_game_offers_its_replay(booted):
    page = booted()
    open_link(page, SENT.fragment())
    expect(page.locator("#result")).to_be_visible(timeout=30_000)
    page.locator("#watch-replay").tap()
    at_step(page, 0)
    page.locator("#replay-last").tap()
    at_step(page, len(SENT.actions))
    assert page.evaluate("document.body.dataset.hash") == SENT.state_hash()
    page.locator("#nav-back").tap()                   # back to the game it came from
    expect(page.locator("#result")).to_be_visible()


# --- the share sheet ----------------------------------------------------------------------------

def test_the_share_sheet_draws_a_qr_code_and_copies_without_web_share(
        page, context, site_url, network_log):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    page.add_init_script("delete Navigator.prototype.share")
    challenge = SENT.link(CHALLENGE)
    open_site(page, f"{site_url}#{challenge}")
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    quiet(page)
    page.locator("#topbar #share").tap()
    expect(page.locator("#share-qr svg path")).to_have_count(1)     # uqr's code
    assert any(url == f"{site_url}web/vendor/uqr.mjs" for url in network_log)
    expect(page.locator("#share-copy")).to_have_count(0)   # no share menu: Send copies
    page.locator("#share-send").tap()
    expect(page.locator("#share-status")).not_to_be_empty()
    shot(page, "share-sheet")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == f"{site_url}#{challenge}"

    page.locator("[data-share-kind=save]").tap()
    assert page.locator("#share-url").input_value() == f"{site_url}#{fragment(page)}"
    expect(page.locator("#share-qr svg")).to_have_count(1)
    with urllib.request.urlopen(site_url + "sw.js") as reply:
        assert '"web/vendor/uqr.mjs"' in reply.read().decode()   # precached for offline use


# --- the daily challenge ------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["gateruler", "dol"])
def test_the_daily_entry_starts_the_day_s_deal(page, site_url, game_id):
    open_site(page, site_url)
    page.locator(f"[data-daily={game_id}]").tap()
    tag = page.locator("#daily-tag")
    expect(tag).to_be_visible(timeout=30_000)
    day = tag.inner_text().rsplit(" ", 1)[-1]
    options, seed = daily_challenge(registry.get(game_id), day)
    started = decode(fragment(page))
    assert started.seed == seed
    assert Session(game_id, options, seed).options == started.options
    quiet(page)
    page.reload()                                      # the tag is kept beside the autosave
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=60_000)
    expect(page.locator("#daily-tag")).to_contain_text(day)
