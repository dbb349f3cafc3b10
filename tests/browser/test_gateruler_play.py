"""A whole level-1 game of Gate Ruler played by taps at 390x844, from the menu to the result.

The moves are chosen by the engine's planner on a CPython copy of the game opened from the
page's own link; each is made by tapping its source and then its glowing target, exactly as a
player would. After every tap the page's save link must equal the CPython session's, so the page
and CPython never disagree on a single move.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from cardtable.core.codec import decode
from cardtable.core.session import Session
from cardtable.gateruler.bots import PlannerBot
from pages import badges_over_text, fragment, idle, in_sight, open_site, settle, start_from_menu


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


# --- the words a newcomer meets -----------------------------------------------------------------

def open_level(page, site_url: str, lang: str, level: int) -> None:
    page.add_init_script(f"localStorage.setItem('cardtable.lang', '{lang}')")
    open_site(page, site_url)
    page.locator("button[data-game=gateruler]").tap()
    page.locator(f'[data-level="{level}"]').tap()
    expect(page.locator("#start-game")).to_be_visible(timeout=30_000)


def legend_terms(page, scope: str) -> list[str]:
    """The terms a stat legend in scope explains, each only if its line says more than the term."""
    return page.locator(f"{scope} .stat-legend li").evaluate_all(
        "lis => lis.filter(li => li.innerText.length > li.querySelector('b').innerText.length + 4)"
        ".map(li => li.dataset.term)")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_stats_columns_and_ruler_types_are_explained_where_they_are_shown(page, site_url, lang):
    open_level(page, site_url, lang, 3)   # level 3's rift has pierce
    expect(page.locator(".level-hero .stat-legend")).to_be_visible()
    assert legend_terms(page, ".level-hero") == ["rift_hp", "atk", "stk", "pierce"]
    assert legend_terms(page, "section.panel:has(.ruler-pick)") == ["life"]
    # The Wizard is a Knight-type ruler: the picker says the type is not the ruler's name.
    expect(page.locator(".family-note")).to_be_visible()
    # The level sheet's count column is named and its note says what it counts.
    column = page.locator(".deck-table thead th").last.inner_text().strip()
    note = page.locator(".level-sheet .sheet-note")
    expect(note).to_be_visible()
    assert note.inner_text().startswith(column), (column, note.inner_text())
    # A unit's card: what ATK, HP and STK mean under its numbers.
    page.locator(".deck-table [data-card]").first.tap()
    expect(page.locator(".sheet .card-detail")).to_be_visible()
    assert legend_terms(page, ".sheet") == ["atk", "hp", "stk"]


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_no_card_text_repeats_its_label(page, site_url, lang):
    """An event set face down was labelled "Set" and its text began "Set." again."""
    open_level(page, site_url, lang, 1)
    repeated = page.evaluate("""import('./web/games/gateruler-cards.js').then((m) => {
      const decks = [m.rulerByCode('w'), m.rulerByCode('a'), ...m.levels()].map((d) => Object.keys(d.deck));
      const first = (s) => s.toLowerCase().split(/[\\s.。:：、,]/)[0];
      return [...new Set(decks.flat())].flatMap((id) => m.cardTextLines(m.card(id))
        .filter((line) => line.label && first(line.text) === first(line.label))
        .map((line) => `${id} ${line.label}: ${line.text}`));
    })""")
    assert repeated == []


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_whole_table_is_in_sight_above_the_buttons(page, site_url, lang):
    """Your deck, damage, counter and graveyard row was cut off under the End turn bar while the
    turn's brief was open (the table scrolled by a few pixels, which no newcomer finds)."""
    open_level(page, site_url, lang, 1)
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=60_000)
    idle(page)
    expect(page.locator("#turn-brief")).to_be_visible()
    assert in_sight(page, "#board .table .back-row > *, #board .table .pile-row > *") == []


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_no_target_badge_covers_a_word(page, site_url, lang):
    """The "Attack" badge hid the rift's name."""
    open_level(page, site_url, lang, 1)
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=60_000)
    idle(page)
    page.locator('[data-ruler="0"]').tap()
    expect(page.locator("#board .target").first).to_be_visible()
    assert badges_over_text(page) == []
    # Nor may a badge hide the name it sits on: the rift's stays in sight.
    assert page.locator("#board .ruler-tile .zone-label").evaluate_all(
        "els => els.filter(el => getComputedStyle(el).visibility === 'hidden').map(el => el.innerText)") == []
