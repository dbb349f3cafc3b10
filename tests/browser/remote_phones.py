"""Two phones playing a game by link (tests/browser/test_remote_play.py for Frontline,
test_dol_remote_play.py for Dimension of Legend): each phone is its own browser context at the
site, and nothing passes between them but the links their pages show. A game's test module gives
its `plays` fixture (module-scoped): the game's id on the menu and how one phone plays while it
is its move, by taps on the page's own controls. conftest.py's `phones` fixture lends the phones
from the module's PhonePool: a phone boots once and plays in one test after another. A link opened
on a phone at the site changes only the address's fragment (as when the link opens in the tab
that shows the site): no reload, no boot.
Each phone's engine draws its randomness from a seed (SEEDED_WORKER), the n-th phone a module
boots from its game's `seed` + n: the two phones' secrets deal the game, so with the same taps a
whole game is the same game every run: DoL's ends in 45 links (by chance it took from 92 s to
330 s of a suite's run before).
REMOTE_SHOTS=folder saves a screenshot of each screen a test names, in the language shown.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import expect

from pages import (
    FAST_PLAYBACK,
    KEEP_LANGUAGE,
    READY,
    audited,
    axe_violations,
    back_to_menu,
    idle,
    quiet,
    switch_language,
    tap_ending,
)

SHOTS = os.environ.get("REMOTE_SHOTS")
MAX_LINKS = 400


@dataclass(frozen=True)
class Plays:
    """A game as the remote tests play it: its id (button[data-game=…] on the menu), its
    turn(phone), which taps moves until the friend is to move or the game is over, and the seed
    of its first phone's randomness (chosen for a short whole game by those taps)."""

    game: str
    turn: Callable[[Phone], None]
    seed: int = 1


# Put before web/worker.js in a phone: crypto.getRandomValues, where the engine's Python takes
# its secrets (os.urandom), from a seeded generator (mulberry32). Tests only; the site's own
# worker is untouched.
SEEDED_WORKER = """{
  let state = SEED >>> 0;
  const next = () => {
    state = (state + 0x6D2B79F5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  crypto.getRandomValues = (view) => {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
    return view;
  };
}
"""


def seed_worker(context, seed: int) -> None:
    """The context's engine worker draws its randomness from seed."""
    def seeded(route):
        reply = route.fetch()
        route.fulfill(response=reply, body=SEEDED_WORKER.replace("SEED", str(seed)) + reply.text())
    context.route("**/web/worker.js*", seeded)


class Phone:
    """One phone: its own browser context (its own storage), one page on the site. problems:
    what the context's guards found (conftest.py's watch)."""

    def __init__(self, context, site_url: str, plays: Plays, lang: str, problems: list[str], seed: int):
        self.context = context
        self.problems = problems
        seed_worker(context, seed)
        # The page's language, and the fast pace of the friend's moves played back (a whole
        # game opens dozens of links; the playback itself is test_playback.py's).
        self.context.add_init_script(KEEP_LANGUAGE.replace("LANG", lang))
        self.context.add_init_script(FAST_PLAYBACK)
        self.page = self.context.new_page()
        self.site_url = site_url
        self.plays = plays
        self.lang = lang
        self.opened: list[str] = []      # the links opened on this phone, in order

    def start(self) -> None:
        """The site, booted: a phone lent again is on its menu already."""
        if not self.at_site():
            self.page.goto(self.site_url)
            self.page.wait_for_selector(READY, state="attached", timeout=60_000)
            switch_language(self.page, self.lang)

    def at_site(self) -> bool:
        return self.page.url.startswith(self.site_url) and self.page.locator(READY).count() > 0

    def setup(self) -> None:
        """The game's setup screen, from the menu."""
        self.page.locator(f"button[data-game={self.plays.game}]").tap()
        expect(self.page.locator("#remote-invite")).to_be_visible()

    def invite(self) -> str:
        self.setup()
        self.page.locator("#remote-invite").tap()
        return self.link()

    def link(self) -> str:
        """The link the page asks to send, as the player would copy it."""
        expect(self.page.locator("#remote-url")).to_be_visible(timeout=30_000)
        return self.page.locator("#remote-url").input_value()

    def open(self, url: str) -> None:
        """A link arrives in the chat and is tapped: the site opens it (booting if it must; at
        the site already only the address's fragment changes, no reload), and the friend's moves
        it brings are skipped as soon as they play back."""
        page = self.page
        self.opened.append(url)
        page.bring_to_front()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=60_000)
        page.wait_for_selector("body[data-busy='0'], #skip-playback", state="attached",
                               timeout=60_000)
        quiet(page)
        switch_language(page, self.lang)

    def open_watched(self, url: str, title: str | None = None) -> None:
        """open(url) at the slow pace, so the moves it brings are seen playing back (with that
        title, when given) before they are skipped."""
        page = self.page
        page.evaluate("localStorage.setItem('cardtable.speed', 'slow')")
        self.opened.append(url)
        page.bring_to_front()
        page.goto(url)
        playback = page.locator("#playback h2")
        expect(playback).to_be_visible(timeout=60_000)
        if title:
            expect(playback).to_have_text(title)
        quiet(page)
        page.evaluate("localStorage.setItem('cardtable.speed', 'fast')")

    def to_menu(self) -> None:
        """From a game, the menu by the page's own taps (Back, then Home), without a reload;
        given as long as a move is (two phones and three test workers share two cores)."""
        self.page.locator("#nav-back").tap()
        self.page.locator("[data-menu=home]").tap()
        expect(self.page.locator("body[data-screen=menu]")).to_be_attached(timeout=30_000)

    def accept(self) -> None:
        expect(self.page.locator("#message-layer")).to_be_visible(timeout=30_000)
        self.page.locator("#message-actions .btn.primary").tap()
        idle(self.page)

    def state(self) -> str:
        return self.page.evaluate("document.body.dataset.remote || ''")

    def tap_index(self, selector: str) -> None:
        """Tap a control that sends a move (confirming an ending the page asks about first), and
        wait for the engine's answer."""
        before = self.page.evaluate("document.body.dataset.hash")
        tap_ending(self.page, self.page.locator(selector).first)
        self.page.wait_for_function(
            "h => document.body.dataset.hash !== h || document.body.dataset.remote !== 'mine'",
            arg=before, timeout=30_000)
        quiet(self.page)

    def play_turn(self) -> None:
        quiet(self.page)
        self.plays.turn(self)

    def speak(self, lang: str) -> None:
        """The phone in lang from now on: switched on the page as a player does, if it is at
        the site (else as soon as it gets there)."""
        self.lang = lang
        if self.at_site():
            switch_language(self.page, lang)

    def back_to_menu(self) -> bool:
        """The menu in the phone's own language, nothing stored but that and the pace of
        playbacks, and its links forgotten: True when it is so (the phone can then play in
        another test)."""
        if self.page.url == "about:blank":      # never at the site: nothing to undo
            return True
        self.opened.clear()
        return back_to_menu(self.page, {"cardtable.lang": self.lang, "cardtable.speed": "fast"})

    def shot(self, name: str, lang: str | None = None) -> None:
        """A screenshot named for the screen and the language shown (the phone's own unless
        the test switched it to lang)."""
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            self.page.evaluate("Promise.all(document.getAnimations().map((a) => a.finished))")
            self.page.screenshot(path=str(Path(SHOTS) / f"{self.plays.game}-{lang or self.lang}-{name}.png"))

    def audit(self) -> dict:
        page = self.page
        audited(page)
        axe = [f"{v['id']}: {v['targets']}" for v in axe_violations(page)
               if v["impact"] in ("serious", "critical")]
        return {"small": page.evaluate("readable.smallText()"),
                "targets": page.evaluate("readable.smallTargets()"), "axe": axe}


class PhonePool:
    """A test module's phones not lent to a test: booting a phone is most of a short test's time,
    so a phone plays in one test after another, in the language each test asks for (switched on
    the page). new_context(problems) makes a guarded context."""

    def __init__(self, new_context: Callable, site_url: str, plays: Plays):
        self.new_context = new_context
        self.site_url = site_url
        self.plays = plays
        self.idle: list[Phone] = []
        self.booted = 0

    def take(self, lang: str) -> Phone:
        if not self.idle:
            problems: list[str] = []
            self.booted += 1
            return Phone(self.new_context(problems), self.site_url, self.plays, lang, problems,
                         self.plays.seed + self.booted - 1)
        phone = self.idle.pop(0)
        phone.speak(lang)
        return phone

    def give_back(self, phone: Phone, reuse: bool) -> None:
        """Keep the phone for the next test if reuse and it is back on its menu, else close it."""
        if reuse and phone.back_to_menu():
            self.idle.append(phone)
        else:
            phone.context.close()

    def close(self) -> None:
        for phone in self.idle:
            phone.context.close()


def begin(make, lang: str = "en") -> tuple[Phone, Phone]:
    """The inviter's invitation opened and accepted by the friend, the answer opened back."""
    inviter, friend = make(lang), make(lang)
    inviter.start()
    invitation = inviter.invite()
    friend.open(invitation)
    friend.accept()
    inviter.open(friend.link())
    return inviter, friend


def pass_links(inviter: Phone, friend: Phone, stop, cap: int = MAX_LINKS) -> int:
    """Each phone plays while it is its move, then its link is opened on the other phone, until
    stop() right after a phone opened one; returns how many links went across."""
    phones, sender, sent = (inviter, friend), inviter, 0
    sender.play_turn()
    while True:
        receiver = phones[1 - phones.index(sender)]
        receiver.open(sender.link())
        sent += 1
        if stop():
            return sent
        receiver.play_turn()
        sender = receiver
        assert sent < cap, f"no end after {cap} links"


def refuse_bad_links(phone: Phone, last: str, old: str) -> None:
    """`phone` opens a link it has taken already, an older one, and `last` with its bytes
    changed near the end: each is refused with the page's message, which says the game is as
    it was, and the board and the moves offered stay the same."""
    page = phone.page
    board = page.evaluate("document.body.dataset.hash")
    offered = page.locator("[data-action-index]:enabled").count()
    cut = len(last) - 12
    tampered = last[:cut] + ("AAAA" if last[cut:cut + 4] != "AAAA" else "BBBB") + last[cut + 4:]
    expected = {
        last: "This move is already on your board.",
        old: "This move is already on your board.",
        tampered: None,
    }
    for link, words in expected.items():
        phone.open(link)
        expect(page.locator("#message-layer")).to_be_visible()
        text = page.locator("#message").inner_text()
        assert "Your game is as it was." in text
        if words:
            assert words in text
        else:
            assert any(w in text for w in ("damaged", "does not fit", "not legal", "missing",
                                           "not on this phone")), text
        page.locator("#message-actions .btn.primary").tap()
        idle(page)
        assert page.evaluate("document.body.dataset.hash") == board
        assert phone.state() == "mine"
        assert page.locator("[data-action-index]:enabled").count() == offered


def expect_checked(phones: tuple[Phone, Phone]) -> None:
    """Both pages say the game was checked, with its outcome, and the first reads well in
    each language (switched on the page), with a screenshot of each."""
    for phone in phones:
        verdict = phone.page.locator("#remote-verdict")
        expect(verdict).to_have_attribute("data-verified", "1")
        expect(verdict).to_have_text("Game checked: no cheating found")
        expect(phone.page.locator("#remote-outcome")).to_be_visible()
    first = phones[0]
    first.page.locator("#remote-verdict").scroll_into_view_if_needed()
    for lang, words in (("en", "Game checked"), ("zh", "对局已核对"), ("ja", "確認済み")):
        first.page.select_option("#lang", lang)
        expect(first.page.locator("#remote-verdict")).to_contain_text(words)
        first.shot("checked", lang)
        found = first.audit()
        assert not any(found.values()), (lang, found)


def invite_audited(phones, lang: str) -> tuple[Phone, Phone, dict]:
    """Two phones in `lang`: the inviter's setup and invitation screens audited (and shot),
    and the invitation opened on the friend's phone. The audits come back by screen."""
    inviter, friend = phones(lang), phones(lang)
    inviter.start()
    inviter.setup()
    inviter.page.locator("#remote-invite").scroll_into_view_if_needed()
    screens = {"setup": inviter.audit()}
    inviter.shot("setup")
    inviter.page.locator("#remote-invite").tap()
    invitation = inviter.link()
    screens["invitation"] = inviter.audit()
    inviter.shot("invitation")
    friend.open(invitation)
    return inviter, friend, screens
