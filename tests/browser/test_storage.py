"""Saves when the browser will not keep them (issue: never claim a save that did not happen).
Storage is blocked or filled by an init script, as a private mode or a full phone would."""

from __future__ import annotations

from playwright.sync_api import expect

from pages import idle, open_site, saved_games, start_from_menu

# localStorage access itself throws, as some privacy modes do.
BLOCKED = """Object.defineProperty(window, 'localStorage', {
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });"""

# localStorage filled to its quota before the page runs.
FULL = """(() => {
  if (sessionStorage.getItem('filled')) return;
  sessionStorage.setItem('filled', '1');
  const chunk = 'x'.repeat(256 * 1024);
  try { for (let i = 0; i < 200; i++) localStorage.setItem('filler.' + i, chunk); } catch {}
  try { for (let i = 0; i < 4000; i++) localStorage.setItem('small.' + i, 'x'.repeat(64)); } catch {}
})();"""


def test_blocked_storage_is_said_once_and_no_save_is_claimed(page, site_url):
    page.add_init_script(BLOCKED)
    open_site(page, site_url)
    expect(page.locator("#storage-off")).to_be_visible()
    start_from_menu(page, site_url, "frontline")
    message = page.locator("#message-layer")
    expect(message).to_be_visible(timeout=30_000)
    expect(message).to_contain_text("not being saved")
    page.locator("#message-actions button", has_text="Play on").tap()
    expect(page.locator("#board")).to_be_visible()


def test_full_storage_tells_the_player_and_the_menu_never_shows_an_unkept_turn(page, site_url):
    page.add_init_script(FULL)
    start_from_menu(page, site_url, "gateruler", ("[data-level='1']",))
    expect(page.locator("#message-layer")).to_contain_text("not being saved", timeout=30_000)
    page.locator("#message-actions button", has_text="Play on").tap()
    idle(page)
    assert saved_games(page) == []   # nothing claims the game was kept
    page.locator("#nav-back").tap()
    page.locator("[data-menu=home]").tap()
    page.wait_for_function("document.body.dataset.screen === 'menu'", timeout=10_000)
    expect(page.locator(".continue-row")).to_have_count(0)


def test_a_deck_the_browser_will_not_keep_is_not_reported_saved(page, site_url):
    page.add_init_script(FULL)
    open_site(page, site_url)
    page.locator("button[data-game=frontline]").tap()
    page.locator("[data-my-decks]").tap()
    page.locator("[data-deck-new]").first.tap()
    page.locator("#deck-save").tap()
    note = page.locator("#deck-note")
    expect(note).to_contain_text("Not saved")
