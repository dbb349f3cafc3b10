"""The deck builder at 390x844: deck links imported (legal and not), decks built by taps with the
engine's verdict after each change, saved across a reload, shared by link, and played, from the
builder and from each game's setup screen (issue: share by link, the deck part).

Deck links are made here with the engine's own codec, as a friend's page would make them."""

from __future__ import annotations

import json

from playwright.sync_api import expect

from cardtable.core import registry
from cardtable.core.codec import CHALLENGE, DeckLink, decode, encode
from cardtable.core.decks import encode_deck
from cardtable.core.session import Session
from cardtable.gateruler.cards import LEVELS
from pages import fragment, idle, open_link, saved_fragments, settle, tap_end_turn

DECK_KEY = "cardtable.decks.{}"


def ready_deck(game_id: str, key: str) -> dict:
    return next(deck for deck in registry.get(game_id).deck_rules().ready() if deck["key"] == key)


def deck_link(game_id: str, cards: dict, variant: str = "", name: str = "") -> str:
    game = registry.get(game_id)
    code = encode_deck(cards, game.deck_rules())
    return encode(DeckLink(game.code, game.ruleset, variant, code, name))


def code_of(game_id: str, cards: dict) -> str:
    return encode_deck(cards, registry.get(game_id).deck_rules())


def open_builder(page, game_button: str, ready_key: str) -> None:
    """From the menu: the game's setup, My decks, a new deck from a ready-made one."""
    page.locator(f"button[data-game={game_button}]").tap()
    if game_button == "gateruler":
        page.locator("[data-level='1']").tap()
    page.locator("[data-my-decks]").tap()
    page.locator(f"[data-deck-new='{ready_key}']").tap()
    expect(page.locator("#deck-state")).to_have_attribute("data-state", "legal", timeout=20_000)


def state(page, expected: str) -> None:
    expect(page.locator("#deck-state")).to_have_attribute("data-state", expected, timeout=20_000)


def saved(page, game_id: str) -> list:
    return page.evaluate(f"JSON.parse(localStorage.getItem({json.dumps(DECK_KEY.format(game_id))}) || '[]')")


def test_a_shared_deck_imports_as_legal_and_save_keeps_it_across_a_reload(booted):
    cards = ready_deck("dol", "R")["cards"]
    page = booted()
    open_link(page, deck_link('dol', cards, name='Dragon Rush'))
    banner = page.locator("#deck-import")
    expect(banner).to_be_visible(timeout=20_000)
    expect(banner).to_have_class("panel import-banner ok")
    expect(page.locator("#deck-name")).to_have_value("Dragon Rush")
    state(page, "legal")
    # The deck link is read: the address is the builder's own, so a reload does not import it again.
    assert fragment(page) == "/deck?game=dol"
    expect(page.locator(".deck-row[data-row='DL-001'] .deck-count")).to_have_text(str(cards["DL-001"]))
    page.locator("#deck-save").tap()
    expect(page.locator("#deck-note")).to_be_visible()
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=60_000)
    page.go_back()                                # to the menu, under the screen the link opened
    page.locator("button[data-game=dol]").tap()
    # Saved legal, it is the setup screen's deck now, and My decks lists it.
    expect(page.locator(".deck-pick.on")).to_have_text("Dragon Rush")
    page.locator("[data-my-decks]").tap()
    entry = page.locator(".saved-deck", has_text="Dragon Rush")
    expect(entry).to_contain_text("50")
    expect(entry.locator(".mark-legal")).to_be_visible()
    [kept] = saved(page, "dol")
    assert kept["cards"] == cards and kept["legal"] and kept["code"] == code_of("dol", cards)
    entry.tap()
    state(page, "legal")
    expect(page.locator("#deck-name")).to_have_value("Dragon Rush")


def test_an_illegal_deck_link_says_why_and_the_game_in_progress_survives(booted):
    challenge = Session("gateruler", {"l": 2}, 77).link(CHALLENGE)
    page = booted()
    open_link(page, challenge)
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    tap_end_turn(page)
    settle(page, challenge)
    autosave = saved_fragments(page, "gateruler")
    assert autosave
    # The Wizard's ready-made deck, shared for the Apprentice: over the Apprentice's level cap.
    wizard = ready_deck("gateruler", "w")["cards"]
    page.evaluate("link => { location.hash = link; }", deck_link("gateruler", wizard, "a", "Too heavy"))
    banner = page.locator("#deck-import")
    expect(banner).to_be_visible(timeout=20_000)
    expect(banner).to_have_class("panel import-banner bad")
    expect(banner).to_contain_text("Too heavy")
    expect(banner.locator(".problem-list")).to_contain_text("Total level 107; at most 60.")
    state(page, "problems")
    expect(page.locator("#deck-save")).to_be_enabled()
    expect(page.locator("#deck-play")).to_be_disabled()
    expect(page.locator("#deck-share")).to_be_disabled()
    # In another language the problems are words of that language, not the engine's English.
    page.locator("#lang").select_option("ja")
    expect(banner.locator(".problem-list")).to_contain_text("総レベル107。60まで。")
    expect(page.locator("#deck-problems")).to_be_hidden()  # the banner says it until a change
    page.locator("#lang").select_option("en")
    assert saved_fragments(page, "gateruler") == autosave
    assert saved(page, "gateruler") == []
    # Back returns to the game the link was opened over, then to the menu, where the game in
    # progress is still there to continue.
    page.locator("#nav-back").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    assert [fragment(page)] == autosave
    page.locator("#nav-back").tap()
    page.locator("[data-menu=home]").tap()
    expect(page.locator("#continue")).to_contain_text("Gate Ruler")
    page.locator("#continue").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    assert [fragment(page)] == autosave


def test_a_damaged_deck_link_gives_a_message_and_keeps_the_autosave(booted):
    page = booted()
    page.evaluate("localStorage.setItem('cardtable.save.kept', JSON.stringify("
                  "{id: 'kept', game: 'dol', fragment: 'kept', info: null, extras: {}, updated: 1}))")
    game = registry.get("dol")
    damaged = encode(DeckLink(game.code, game.ruleset, "", "A", "Broken"))
    page.evaluate("link => { location.hash = link; }", damaged)
    expect(page.locator("#message")).to_contain_text("deck in the link is damaged", timeout=20_000)
    assert saved_fragments(page, "dol") == ["kept"]


def test_building_by_taps_follows_the_engine_s_verdict(booted):
    page = booted()
    # Damaged storage is skipped, never fatal: only the one readable deck is listed.
    page.evaluate("""key => localStorage.setItem(key, JSON.stringify(
        [7, {id: 5}, {id: "ok", name: "Readable", cards: {"DL-001": 2, "x": "y"}}, null]))""",
                  DECK_KEY.format("dol"))
    page.locator("button[data-game=dol]").tap()
    page.locator("[data-my-decks]").tap()
    expect(page.locator(".saved-deck")).to_have_count(1)
    expect(page.locator(".saved-deck")).to_contain_text("Readable")
    expect(page.locator(".saved-deck")).to_contain_text("Not legal yet")
    page.evaluate("key => localStorage.setItem(key, '{not json')", DECK_KEY.format("dol"))
    page.locator("#nav-back").tap()
    page.locator("#nav-back").tap()
    open_builder(page, "dol", "R")
    card = next(iter(ready_deck("dol", "R")["cards"]))
    row = page.locator(f".deck-row[data-row='{card}']")
    before = int(row.locator(".deck-count").inner_text())
    row.locator("[data-deck-dec]").tap()
    state(page, "problems")
    expect(page.locator("#deck-total")).to_have_text("49 cards")
    problem = page.locator("#deck-problems li[data-code='size']")
    expect(problem).to_have_text("The deck has 49 cards; it needs exactly 50.")
    expect(page.locator("#deck-play")).to_be_disabled()
    expect(row.locator(".deck-count")).to_have_text(str(before - 1))
    page.locator(f".deck-row[data-row='{card}'] [data-deck-inc]").tap()
    state(page, "legal")
    expect(page.locator("#deck-problems")).to_be_hidden()
    expect(page.locator("#deck-play")).to_be_enabled()
    # A count stops at the pool's largest: + is off there, and the engine names the excess.
    full = page.locator(".deck-row .stepper [data-deck-inc]:not([disabled])").first
    full_id = full.get_attribute("data-deck-inc")
    while page.locator(f".deck-row[data-row='{full_id}'] [data-deck-inc]").is_enabled():
        page.locator(f".deck-row[data-row='{full_id}'] [data-deck-inc]").tap()
    state(page, "problems")
    # Tapping a card's name opens its large view.
    page.locator(f".deck-row[data-row='{card}'] .deck-card").tap()
    expect(page.locator("#sheet-layer .card-detail")).to_be_visible()


def test_play_with_this_deck_starts_a_game_with_the_custom_deck(booted):
    page = booted()
    open_builder(page, "frontline", "L")
    cards = dict(ready_deck("frontline", "L")["cards"])
    warrior = next(card for card in cards if card.startswith("FL-L0"))
    page.locator(f".deck-row[data-row='{warrior}'] [data-deck-dec]").tap()
    cards[warrior] -= 1
    cards = {card: n for card, n in cards.items() if n}
    state(page, "legal")  # Frontline allows fewer than 40 cards
    # A name is kept as short as a link can carry (64 bytes of UTF-8).
    page.locator("#deck-name").fill("紅" * 30)
    expect(page.locator("#deck-name")).to_have_value("紅" * 21)
    page.locator("#deck-name").fill("Lean Front")
    # Share deck: the link in the sheet is this deck.
    page.locator("#deck-share").tap()
    link = page.locator("#deck-url")
    expect(link).to_be_visible()
    shared = decode(link.input_value().split("#", 1)[1])
    assert isinstance(shared, DeckLink) and shared.name == "Lean Front"
    assert shared.code == code_of("frontline", cards)
    page.locator("#sheet-close").tap()
    page.locator("#deck-play").tap()
    page.locator("[data-deck-foe='M']").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    options = decode(fragment(page)).options
    assert options["x0"] == code_of("frontline", cards) and options["b"] == 1
    assert options["d"][1] == "M"


def test_gate_ruler_builder_applies_each_ruler_s_limits_and_the_level_starts_with_it(booted):
    page = booted()
    open_builder(page, "gateruler", "w")
    expect(page.locator("#deck-variant-rules")).to_contain_text("at most 2 factions")
    page.locator("[data-deck-variant='a']").tap()
    state(page, "problems")
    expect(page.locator("#deck-problems li[data-code='level_total']")).to_have_text("Total level 107; at most 60.")
    expect(page.locator("#deck-variant-rules")).to_contain_text("total level at most 60")
    page.locator("[data-deck-variant='w']").tap()
    state(page, "legal")
    page.locator("#deck-name").fill("Wizard plus")
    page.locator("#deck-save").tap()
    expect(page.locator("#deck-note")).to_be_visible()
    # Play offers the deck against each level the campaign has opened (level 1 on a new phone;
    # every level of the engine's catalog once the player opens them all), with its ruler.
    page.locator("#deck-play").tap()
    expect(page.locator("[data-deck-level]")).to_have_count(1)
    page.locator("#sheet-close").tap()
    page.evaluate("localStorage.setItem('cardtable.gateruler.all-open', '1')")
    page.locator("#deck-play").tap()
    expect(page.locator("[data-deck-level]")).to_have_count(len(LEVELS))
    expect(page.locator("#sheet-body")).to_contain_text("Wizard")
    page.locator("#sheet-close").tap()
    page.evaluate("localStorage.removeItem('cardtable.gateruler.all-open')")
    # Back on the level screen the saved deck is the Wizard's choice, not the Apprentice's.
    page.locator("#nav-back").tap()
    page.locator("#nav-back").tap()
    expect(page.locator(".deck-pick.on")).to_have_text("Wizard plus")
    page.locator("[data-ruler-pick='a']").tap()
    expect(page.locator(".deck-pick")).to_have_count(1)
    page.locator("[data-ruler-pick='w']").tap()
    expect(page.locator("#start-game")).to_contain_text("Wizard plus")
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    options = decode(fragment(page)).options
    assert options == {"l": 1, "r": "w", "x": code_of("gateruler", ready_deck("gateruler", "w")["cards"])}
