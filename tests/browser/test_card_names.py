"""Card and unit names on the small tiles of all three games at 390x844, in English: each name
wraps between its words, never inside one ("Knight of the Ti-|des"), and a name too long for its
tile is cut with an ellipsis only where a tap on the tile shows the card whole.

Every name of a game's catalog is put in turn on each kind of tile the board of a game in
progress shows (the hand's cards, the units or characters on the field, set cards, bases,
fortresses, barriers and gear), so the test measures the real tiles with the longest names,
whatever cards the deal happens to show.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from cardtable.core.codec import SAVE, decode, encode
from conftest import ROOT
from pages import audited, idle, open_link

LINKS = json.loads((ROOT / "tests" / "fixtures" / "links_release2.json").read_text())["links"]

# The tiles that show a card's name, by game: the name's element, and what stands before the
# name in it.
TILES = {
    "gateruler": {".hand-card .hc-name": "", ".zone .unit-name": "", ".slot.filled span": ""},
    "frontline": {".hand-card .hc-name": "", ".warrior .unit-name": "", ".base-name": ""},
    "dol": {".hand-card .hc-name": "", ".dol-char .unit-name": "", ".fort-name": "",
            ".barrier-chip": "", ".gear-tag": "⚙ "},
}

# Puts each name on the first shown tile of each kind, one after the other, and keeps what
# splits a word or is cut where no tap shows it whole; the tile gets its own text back.
MEASURE = """([tiles, names]) => {
  const found = [];
  for (const [selector, prefix] of Object.entries(tiles)) {
    const el = [...document.querySelectorAll(selector)].find((e) => e.checkVisibility());
    if (!el) continue;
    found.push(`shown ${selector}`);
    const own = el.textContent;
    for (const name of names) {
      el.textContent = prefix + name;
      for (const word of readable.splitWords(el)) found.push(`${selector}: ${word}`);
      const cut = readable.cutOff(el);
      if (cut && !el.closest("[data-shows-whole]")) found.push(`${selector}: ${name} (${cut})`);
    }
    el.textContent = own;
  }
  return found;
}"""


def mid_game(game: str) -> str:
    """A save of the fixtures' finished game part way through: cards in the hand and on the
    field."""
    save = decode(next(item["fragment"] for item in LINKS if item["kind"] == "p" and item["game"] == game))
    save.kind = SAVE
    save.actions = save.actions[:len(save.actions) * 2 // 3]
    return encode(save)


@pytest.mark.parametrize("game", list(TILES))
def test_names_on_small_tiles_wrap_between_words(booted, game):
    page = booted("en")
    open_link(page, mid_game(game))
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    if page.locator("#handoff-ready").count():      # pass and play: the phone goes to the seat
        page.locator("#handoff-ready").tap()
    audited(page)
    catalog = json.loads((ROOT / "dist" / "web" / "catalogs" / f"{game}.json").read_text())["cards"]
    names = sorted({card["name"]["en"] for card in catalog.values()}, key=len, reverse=True)
    found = page.evaluate(MEASURE, [TILES[game], names])
    shown = {line.removeprefix("shown ") for line in found if line.startswith("shown ")}
    assert ".hand-card .hc-name" in shown and len(shown) >= 2, shown   # the hand and the field
    assert [line for line in found if not line.startswith("shown ")] == []
