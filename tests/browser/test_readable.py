"""Every screen read as a phone player reads it, in English, Chinese and Japanese, at 390x844
with touch: no visible text under 12 CSS px, no text cut off (unless a tap shows it whole), every
tap target at least 44x44, no serious or critical axe-core violation, every text at least
4.5:1 (3:1 when large) against the background really drawn behind it, and no word shown as its
key (a game's words come with its module: a screen drawn before they arrive shows "fl_city").

Why the contrast is measured here and not only by axe: axe cannot judge text over a gradient (it
reports it as "incomplete"), and the table is all gradients. So the test screenshots the page
with every text made transparent and compares each text's colour with the pixels behind it.

One page walks every screen by taps and links in one language, then, back on a menu as a fresh
visit shows it, switches to the next language (as a player does) and walks again: each walk runs
once and its findings are kept; each test then names one screen and one language.
READABLE_SHOTS=folder saves a screenshot of every screen, the axe counts by impact (axe-<lang>.json)
and every finding (findings-<lang>.json).
"""

from __future__ import annotations

import base64
import json
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cardtable.core.codec import SAVE, decode, encode
from cardtable.core.session import Session
from cardtable.guides import guide
from conftest import ROOT, watch
from pages import audited, axe_violations, back_to_menu, idle, open_site, quiet, switch_language

LANGS = ("en", "zh", "ja")
LINKS = json.loads((ROOT / "tests" / "fixtures" / "links_release2.json").read_text())["links"]
SHOTS = os.environ.get("READABLE_SHOTS")
GAMES = ("gateruler", "frontline", "dol")
# Every key of the page's words, shared (web/words.js) and each game's own, read from their sources.
WORD_FILES = (ROOT / "web" / "words.js", *(ROOT / "web" / "games" / game / "words.js" for game in GAMES))
WORD_KEYS = frozenset(key for path in WORD_FILES
                      for key in re.findall(r'^ {2}"?([\w-]+)"?:', path.read_text(encoding="utf-8"), re.MULTILINE))
HIDE_TEXT = ("*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important;"
             " text-shadow: none !important; text-decoration-color: transparent !important; }")

# Every screen the walk visits, in its order.
SCREENS = (
    "menu",
    *(f"rules-{game}" for game in GAMES),
    "rules-dol-scrolled",
    "gateruler-levels", "gateruler-level", "gateruler-own-cards", "gateruler-card-editor", "frontline-setup", "dol-setup", "my-decks",
    *(f"board-{game}" for game in GAMES), *(f"guided-{game}" for game in GAMES), "handoff",
    "card-sheet", "pile-sheet", "dimension-sheet", "share-sheet", "game-menu",
    *(f"replay-{game}" for game in GAMES),
    "result-card",
    *(f"deck-builder-{game}" for game in GAMES),
    "corrupt-link",
)


def link(kind: str, game: str) -> str:
    return next(item["fragment"] for item in LINKS if item["kind"] == kind and item["game"] == game)


def guided_save(game: str) -> str:
    """The save link of a game's guided first game at its first step (its words over the table)."""
    data = guide(game)
    return Session(game, data["options"], data["seed"]).fragment()


def finished_save(game: str) -> str:
    """A save link of a finished game (the fixtures' replay of it), which opens on its result."""
    replay = decode(link("p", game))
    replay.kind = SAVE
    return encode(replay)


class Walk:
    """One page in one language, taken from screen to screen; audit() records each screen."""

    def __init__(self, page, lang: str):
        self.page, self.lang = page, lang
        self.findings: dict[str, dict] = {}

    def audit(self, screen: str) -> None:
        page = self.page
        audited(page)
        axe = axe_violations(page)
        found = {
            "small": page.evaluate("readable.smallText()"),
            "clipped": page.evaluate("readable.clipped()"),
            "targets": page.evaluate("readable.smallTargets()"),
            "axe": axe,
            "contrast": self.contrast(),
            "text": page.evaluate("document.body.innerText"),
        }
        self.findings[screen] = found
        if SHOTS:
            folder = Path(SHOTS)
            folder.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(folder / f"{self.lang}-{screen}.png"))

    def contrast(self) -> list[str]:
        """Text colours against a screenshot of the same screen with all text transparent."""
        page = self.page
        items = page.evaluate("readable.textBoxes()")
        handle = page.add_style_tag(content=HIDE_TEXT)
        page.wait_for_timeout(50)
        png = base64.b64encode(page.screenshot(animations="disabled", caret="hide")).decode()
        handle.evaluate("style => style.remove()")
        return page.evaluate("([png, items]) => readable.lowContrast(png, items)", [png, items])

    # --- moving about -------------------------------------------------------------------------

    def tap(self, selector: str) -> None:
        self.page.locator(selector).first.tap()

    def screen_is(self, name: str) -> None:
        expect(self.page.locator(f"body[data-screen='{name}']")).to_be_attached(timeout=30_000)

    def back_to_menu(self) -> None:
        """Back, screen by screen (each step is the history's, so it is waited for)."""
        for _ in range(4):
            shown = self.page.evaluate("document.body.dataset.screen")
            if shown == "menu":
                return
            self.tap("#nav-back")
            self.page.wait_for_function("s => document.body.dataset.screen !== s", arg=shown)
        self.screen_is("menu")

    def open_link(self, fragment: str, screen: str) -> None:
        self.page.evaluate("f => { location.hash = f; }", fragment)
        self.screen_is(screen)
        quiet(self.page)

    def pass_the_phone(self) -> None:
        """In pass and play the table opens on its hand-off screen: audit it once, then go on."""
        ready = self.page.locator("#handoff-ready")
        if not ready.is_visible():
            return
        if "handoff" not in self.findings:
            self.audit("handoff")
        ready.tap()
        expect(ready).to_be_hidden()

    def sheet(self, opener: str, name: str) -> None:
        self.tap(opener)
        expect(self.page.locator("#sheet-layer")).to_be_visible()
        self.audit(name)
        self.tap("#sheet-close")
        expect(self.page.locator("#sheet-layer")).to_be_hidden()

    def run(self) -> dict[str, dict]:
        page = self.page
        switch_language(page, self.lang)
        self.audit("menu")
        for game in GAMES:
            self.tap(f"[data-rules={game}]")
            expect(page.locator(".rules-section").first).to_be_visible()
            self.audit(f"rules-{game}")
            if game == "dol":
                page.locator(".rules-section").last.scroll_into_view_if_needed()
                self.audit("rules-dol-scrolled")
            self.back_to_menu()
        self.tap("[data-game=gateruler]")
        self.screen_is("levels")
        self.audit("gateruler-levels")
        self.tap("[data-level='1']")
        expect(page.locator("#start-game")).to_be_visible()
        self.audit("gateruler-level")
        self.tap("[data-own-cards]")
        self.tap("#own-new")
        page.locator("#own-name").fill("Ember Knight")
        self.tap("#own-add-ability")
        expect(page.locator("#own-preview .card-detail")).to_be_visible(timeout=20_000)
        self.audit("gateruler-card-editor")
        self.tap("#nav-back")                     # My cards, with the card half entered on it
        expect(page.locator("#own-draft-open")).to_be_visible()
        self.audit("gateruler-own-cards")
        self.tap("#own-draft-drop")               # asks first: a second tap discards it
        expect(page.locator("#own-draft-drop")).to_have_class(re.compile("armed"))
        self.tap("#own-draft-drop")
        expect(page.locator("#own-draft-open")).to_have_count(0)
        self.back_to_menu()
        self.tap("[data-game=frontline]")
        self.screen_is("fl-setup")
        self.audit("frontline-setup")
        self.back_to_menu()
        self.tap("[data-game=dol]")
        self.screen_is("dol-setup")
        self.audit("dol-setup")
        self.tap("[data-my-decks]")
        expect(page.locator("[data-deck-new]").first).to_be_visible()
        self.audit("my-decks")
        self.back_to_menu()
        for game in GAMES:
            self.open_link(guided_save(game), "game")
            expect(page.locator("#guide-line")).to_be_visible()
            self.audit(f"guided-{game}")
        for game in GAMES:
            self.open_link(link("s", game), "game")
            self.pass_the_phone()
            self.audit(f"board-{game}")
        page.locator("#board .hand [data-key], #board .hand [data-card]").first.click(button="right")
        expect(page.locator("#sheet-layer")).to_be_visible()
        self.audit("card-sheet")
        self.tap("#sheet-close")
        self.sheet("#board .pile", "pile-sheet")
        self.sheet("#board [data-dim-seat]", "dimension-sheet")
        self.sheet("#share", "share-sheet")
        self.sheet("#nav-back", "game-menu")
        for game in GAMES:
            self.open_link(link("p", game), "replay")
            self.audit(f"replay-{game}")
        self.open_link(finished_save("frontline"), "game")
        expect(page.locator(".result-card, [data-result]").first).to_be_visible()
        self.audit("result-card")
        for game in GAMES:
            self.open_link(link("k", game), "deck")
            expect(page.locator(".deck-row").first).to_be_visible()
            self.audit(f"deck-builder-{game}")
        page.evaluate("location.hash = 'lwKhcy-not-a-link'")
        expect(page.locator("#message-layer")).to_be_visible()
        idle(page)
        self.audit("corrupt-link")
        return self.findings


@pytest.fixture(scope="module")
def walks(browser, browser_context_args, site_url, site_snapshot):
    """lang -> {screen: findings}, each language walked once, on first use, all on one page."""
    done: dict[str, dict] = {}
    context = browser.new_context(**browser_context_args, service_workers="block")
    site_snapshot.put_into(context, site_url)
    problems: list[str] = []
    watch(context, problems)
    page = context.new_page()
    open_site(page, site_url)

    def walk(lang: str) -> dict[str, dict]:
        if lang not in done:
            assert back_to_menu(page, {"cardtable.lang": page.input_value("#lang")}), "no menu to walk from"
            done[lang] = Walk(page, lang).run()
            assert not problems, "\n".join(problems)
            if SHOTS:
                counts = {screen: axe_counts(found["axe"]) for screen, found in done[lang].items()}
                (Path(SHOTS) / f"axe-{lang}.json").write_text(json.dumps(counts, indent=1))
                (Path(SHOTS) / f"findings-{lang}.json").write_text(json.dumps(done[lang], indent=1, ensure_ascii=False))
        return done[lang]

    yield walk
    context.close()


def axe_counts(violations: list[dict]) -> dict[str, int]:
    """Violating nodes by impact, for the README's before and after."""
    counts = {"critical": 0, "serious": 0, "moderate": 0, "minor": 0}
    for violation in violations:
        counts[violation["impact"]] += violation["nodes"]
    return counts


every_screen = pytest.mark.parametrize("lang,screen", [(lang, screen) for lang in LANGS for screen in SCREENS])


def findings(walks, lang: str, screen: str) -> dict:
    return walks(lang)[screen]


@every_screen
def test_no_visible_text_is_under_12px(walks, lang, screen):
    small = findings(walks, lang, screen)["small"]
    assert not small, f"{lang} {screen}: text under 12px:\n" + "\n".join(small)


@every_screen
def test_no_visible_text_is_cut_off(walks, lang, screen):
    cut = findings(walks, lang, screen)["clipped"]
    assert not cut, f"{lang} {screen}: text cut off:\n" + "\n".join(cut)


@every_screen
def test_every_tap_target_is_at_least_44px(walks, lang, screen):
    small = findings(walks, lang, screen)["targets"]
    assert not small, f"{lang} {screen}: tap targets under 44x44:\n" + "\n".join(small)


@every_screen
def test_axe_finds_nothing_serious_or_critical(walks, lang, screen):
    bad = [v for v in findings(walks, lang, screen)["axe"] if v["impact"] in ("serious", "critical")]
    assert not bad, f"{lang} {screen}: axe:\n" + "\n".join(
        f"{v['impact']} {v['id']} x{v['nodes']}: {v['targets']}" for v in bad)


@every_screen
def test_text_contrast_against_the_drawn_background(walks, lang, screen):
    low = findings(walks, lang, screen)["contrast"]
    assert not low, f"{lang} {screen}: contrast too low:\n" + "\n".join(low)


@every_screen
def test_no_word_shows_as_its_key(walks, lang, screen):
    text = findings(walks, lang, screen)["text"]
    keys = sorted({token for token in re.findall(r"[\w-]+", text) if "_" in token and token in WORD_KEYS})
    assert not keys, f"{lang} {screen}: words shown as their keys: {', '.join(keys)}"
