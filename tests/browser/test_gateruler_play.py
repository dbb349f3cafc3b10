"""A whole level-1 game of Gate Ruler played by taps at 390x844, from the menu to the result.

The moves are chosen by the engine's planner on a CPython copy of the game opened from the
page's own link; each is made by tapping its source and then its glowing target, exactly as a
player would. After every tap the page's save link must equal the CPython session's, so the page
and CPython never disagree on a single move.
"""

from __future__ import annotations

from playwright.sync_api import expect

from cardtable.core.codec import decode
from cardtable.core.session import Session
from cardtable.gateruler.bots import PlannerBot
from pages import fragment, idle, settle, start_from_menu


def source_selector(source) -> str:
    if source == "ruler":
        return '[data-ruler="0"]'
    if isinstance(source, int):
        return f'.hand-card[data-uid="{source}"]'
    return f'[data-side="{source["side"]}"][data-zone="{source["zone"]}"]'


def tap(page, index: int, action: dict) -> None:
    if action["kind"] == "end":
        page.locator("#end-turn").tap()
        return
    page.locator(source_selector(action["source"])).tap()
    page.locator(f'[data-action-index="{index}"]').tap()


def test_level_one_to_its_end_by_taps(page, site_url):
    start_from_menu(page, site_url, "gateruler", ('[data-level="1"]',))
    idle(page)
    session = Session.from_save(decode(fragment(page)))
    bot = PlannerBot(0, 2024)
    moves = 0
    while session.game.result(session.state) is None:
        legal = session.legal_actions()
        index = bot.choose(session.state, legal)
        described = session.game.describe(session.state, legal[index])
        before = fragment(page)
        tap(page, index, described)
        session.play(index)
        settle(page, before)
        assert fragment(page) == session.fragment()
        moves += 1
    result = page.locator("#result")
    expect(result).to_be_visible(timeout=10_000)
    assert result.get_attribute("data-winner") == str(session.game.result(session.state))
    assert moves > 5
