"""What a player cannot read on a board, looked for at each step of a whole game played by taps
(the play tests of each game): in English, Chinese and Japanese, at 390x844 and at 360x640, a
text that another element covers, that a box cuts (a region that scrolls may, when it shows
that it scrolls), that lies on another text, a region that scrolls squeezed too small to show
one of its tiles whole, every target a step asks to tap out of sight, the player's own zones
out of sight (readable.js hiddenText), and a card's name broken inside a word (brokenNames).
One page does it all: the language is switched with the top bar's select and the phone's size
set at each step, no reload, and the game goes on in English at 390x844 as it was. Each
phone's size is set once a step and its three languages are looked at in one call into the
page (a round trip for each language and each look made the checks cost more than the game).

Findings are kept with the first step that showed them, and asserted at the end of the game,
so one run lists all of a game's. BOARD_SHOTS=folder saves a screenshot of each step, language
and phone that shows a new finding, and of every BOARD_SHOTS_EVERY-th step (default 10)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from pages import AUDIT

LANGS = ("en", "zh", "ja")
PHONES = ((360, 640), (390, 844))   # the small phone first: the game goes on at 390x844
# The player's own zones, which stay in sight: Gate Ruler's deck, damage, counter and graveyard
# row; Frontline's and DoL's own base or life row.
OWN_ZONES = ".side-0 .pile-row, .fl-side.mine .fl-back, .dol-side.mine .dol-bar"
SHOTS = os.environ.get("BOARD_SHOTS")
SHOTS_EVERY = int(os.environ.get("BOARD_SHOTS_EVERY", "10"))
# In the page, once the moves' motion is over (a card on its way covers what it passes): for each
# language in turn, chosen with the top bar's select (whose change draws the page again at
# once), what is hidden once the scroll cues have followed (a frame later).
LOOK = """async ([langs, zones]) => {
  const moving = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(moving.map((a) => a.finished.catch(() => {})));
  const select = document.querySelector("#lang");
  const found = {};
  for (const lang of langs) {
    if (select.value !== lang) {
      select.value = lang;
      select.dispatchEvent(new Event("change"));
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    found[lang] = [...readable.hiddenText(zones), ...readable.brokenNames().map((w) => `name broken: ${w}`)];
  }
  return found;
}"""


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
            # With screenshots, one language a call, so that each shot shows its own language.
            for langs in ([lang] for lang in order) if SHOTS else [order]:
                for lang, found in page.evaluate(LOOK, [langs, OWN_ZONES]).items():
                    self.note(found, f"{lang} {width}x{height}", name)
            order = order[::-1]   # one switch fewer: the next phone starts in this language

    def note(self, found: list[str], where: str, name: str) -> None:
        new = [each for each in found if f"{where}: {each}" not in self.findings]
        for each in found:
            self.findings.setdefault(f"{where}: {each}", name)
        if SHOTS and (new or self.steps % SHOTS_EVERY == 1):
            self.shot(f"{where.replace(' ', '-')}-{self.steps:03d}-{name}")

    def shot(self, name: str) -> None:
        game = self.page.evaluate("document.querySelector('#board')?.dataset.game || 'page'")
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        safe = re.sub(r"[^\w-]+", "_", name)
        self.page.screenshot(path=str(Path(SHOTS) / f"{game}-{safe}.png"))

    def report(self) -> str:
        return "\n".join(f"{found}  (first at {step})" for found, step in self.findings.items())
