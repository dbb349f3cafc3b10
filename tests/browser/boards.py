"""What a player cannot read on a board, looked for at each step of a whole game played by taps
(the play tests of each game): in English, Chinese and Japanese, at 390x844 and at 360x640, a
text that another element covers, that a box cuts (a region that scrolls may, when it shows
that it scrolls), that lies on another text, the player's own zones out of sight (readable.js
hiddenText), and a card's name broken inside a word (brokenNames). One page does it all: the
language is switched with the top bar's select and the phone's size set at each step, no
reload, and the game goes on in English at 390x844 as it was.

Findings are kept with the first step that showed them, and asserted at the end of the game,
so one run lists all of a game's. BOARD_SHOTS=folder saves a screenshot of each step, language
and phone that shows a new finding, and of every BOARD_SHOTS_EVERY-th step (default 10)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from pages import AUDIT, switch_language

LANGS = ("en", "zh", "ja")
PHONES = ((360, 640), (390, 844))   # the small phone first: the game goes on at 390x844
# The player's own zones, which stay in sight: Gate Ruler's deck, damage, counter and graveyard
# row; Frontline's and DoL's own base or life row.
OWN_ZONES = ".side-0 .pile-row, .fl-side.mine .fl-back, .dol-side.mine .dol-bar"
SHOTS = os.environ.get("BOARD_SHOTS")
SHOTS_EVERY = int(os.environ.get("BOARD_SHOTS_EVERY", "10"))
NEXT_FRAME = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


class BoardAudit:
    """audit.step(name) after each move; audit.findings: "lang WxH: finding" -> first step."""

    def __init__(self, page):
        self.page = page
        self.findings: dict[str, str] = {}
        self.steps = 0

    def step(self, name: str) -> None:
        page = self.page
        if not page.evaluate("!!window.readable"):
            page.add_script_tag(path=str(AUDIT))
        order = LANGS
        self.steps += 1
        for width, height in PHONES:
            page.set_viewport_size({"width": width, "height": height})
            for lang in order:
                switch_language(page, lang)
                page.evaluate(NEXT_FRAME)   # the scroll cues follow a resize in the next frame
                found = page.evaluate("zones => [...readable.hiddenText(zones),"
                                      " ...readable.brokenNames().map((w) => `name broken: ${w}`)]", OWN_ZONES)
                new = [f for f in found if f"{lang} {width}x{height}: {f}" not in self.findings]
                for each in found:
                    self.findings.setdefault(f"{lang} {width}x{height}: {each}", name)
                if SHOTS and (new or self.steps % SHOTS_EVERY == 1):
                    self.shot(f"{lang}-{width}x{height}-{self.steps:03d}-{name}")
            order = order[::-1]   # one switch fewer: the next phone starts in this language

    def shot(self, name: str) -> None:
        game = self.page.evaluate("document.querySelector('#board')?.dataset.game || 'page'")
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        safe = re.sub(r"[^\w-]+", "_", name)
        self.page.screenshot(path=str(Path(SHOTS) / f"{game}-{safe}.png"))

    def report(self) -> str:
        return "\n".join(f"{found}  (first at {step})" for found, step in self.findings.items())
