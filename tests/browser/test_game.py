"""The game in the page: challenge and save links, reloads, bad links, and replays that agree
with the CLI on CPython. Every test runs at 390x844 with touch, and fails on any off-origin
request or script error (conftest)."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import expect

from pages import READY, cli, end_turn, open_link, open_site, saved_fragments

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
    open_site(page, f"{site_url}#{cli('new', 'gateruler', '--level', '1', '--seed', '11')}")
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    end_turn(page)
    end_turn(page)
    saved = page.evaluate("location.hash")
    state_hash = page.evaluate("document.body.dataset.hash")
    assert len(saved) > len("#") + 22   # longer than the challenge: the moves are in it
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    page.wait_for_function(f"document.body.dataset.hash === {json.dumps(state_hash)}",
                           timeout=10_000)
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
