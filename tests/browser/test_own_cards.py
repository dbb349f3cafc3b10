"""Gate Ruler with the player's own cards, at 390x844 by taps (issue: the Gate Ruler campaign, the
player's own cards): a card entered in the editor with the engine's preview in three languages,
a deck built with it, saved, shared and played, the game reopened from its link on a second
phone; and bad own-card links refused with a clear message, the game in progress kept.

The second phone is a page of its own (a fresh context, nothing stored): a phone that has never
seen the card must read it from the link alone, which the module's shared page cannot show."""

from __future__ import annotations

from playwright.sync_api import expect

from cardtable.core import registry
from cardtable.core.codec import CHALLENGE, DeckLink, Save, decode, encode
from cardtable.core.session import Session
from cardtable.gateruler.custom import ABILITIES, MAX_CARDS
from pages import end_turn, fragment, idle, quiet, saved_fragments

AT = {(a.when, a.do): i for i, a in enumerate(ABILITIES)}
KNIGHT = ["Ember Knight", 0, 0, 1, 3, 4, 1, 0, [AT["enter", "damage_first_enemy_unit"], 1], 0]


def enter_card(page) -> None:
    """From the menu: Gate Ruler, level 1, My cards, a new card made by taps, saved."""
    page.locator("button[data-game=gateruler]").tap()
    page.locator("[data-level='1']").tap()
    page.locator("[data-own-cards]").tap()
    expect(page.locator(".own-cards")).to_contain_text("No cards of your own yet")
    page.locator("#own-new").tap()
    page.locator("#own-name").fill("Ember Knight")
    for _ in range(3):
        page.locator("[data-own-step='atk'][data-by='1']").tap()     # 2 -> 5
    # Back with the card half entered: My cards keeps it, and it comes back as it was.
    page.locator("#nav-back").tap()
    expect(page.locator("#own-draft-open")).to_contain_text("Ember Knight")
    page.locator("#own-draft-open").tap()
    expect(page.locator("#own-name")).to_have_value("Ember Knight")
    page.locator("[data-own-keyword='1']").tap()                      # Pierce
    page.locator("#own-add-ability").tap()
    preview = page.locator("#own-preview")
    # The engine's text of the card, in each of the three languages.
    expect(preview).to_contain_text("Deal 1 damage to the first enemy unit", timeout=20_000)
    expect(preview).to_contain_text("对第一个敌方单位")
    expect(preview).to_contain_text("最初の敵ユニット")
    expect(preview.locator(".stat-atk")).to_contain_text("5")
    # A number out of reach is not offered: ATK stops at the engine's bound.
    for _ in range(12):
        button = page.locator("[data-own-step='atk'][data-by='1']")
        if button.is_disabled():
            break
        button.tap()
    expect(page.locator("[data-own-step='atk'][data-by='1']")).to_be_disabled()
    expect(preview.locator(".stat-atk")).to_contain_text("12")
    page.locator("#own-save").tap()
    expect(page.locator("[data-own-open]")).to_contain_text("Ember Knight")
    expect(page.locator("#own-draft-open")).to_have_count(0)   # saved: no draft is left


def test_an_own_card_is_entered_built_into_a_deck_played_and_reopened_on_a_second_phone(
        booted, page, site_url):
    phone = booted()
    enter_card(phone)
    # My decks: the Wizard's deck with two of the card in place of two Ironwall Sentinels.
    phone.locator("#nav-back").tap()
    phone.locator("[data-my-decks]").tap()
    phone.locator("[data-deck-new='w']").tap()
    own = phone.locator(".deck-group[data-group='own'] .deck-row")
    expect(own).to_contain_text("Ember Knight")
    for _ in range(2):
        phone.locator("[data-deck-dec='CT-P02']").tap()
        own.locator("[data-deck-inc]").tap()
    expect(phone.locator("#deck-state")).to_have_attribute("data-state", "legal", timeout=20_000)
    phone.locator("#deck-name").fill("Embers")
    phone.locator("#deck-save").tap()
    expect(phone.locator("#deck-note")).to_be_visible()
    phone.locator("#deck-share").tap()
    link = decode(phone.locator("#deck-url").input_value().split("#", 1)[1])
    assert isinstance(link, DeckLink) and link.own[0][0] == "Ember Knight" and link.counts == [2]
    assert len(phone.locator("#deck-url").input_value().split("#", 1)[1]) < 200
    phone.locator("#sheet-close").tap()
    # Played from the level screen, where the saved deck is now the Wizard's choice.
    phone.locator("#nav-back").tap()
    phone.locator("#nav-back").tap()
    expect(phone.locator("#start-game")).to_contain_text("Embers")
    phone.locator("#start-game").tap()
    expect(phone.locator("#board")).to_be_visible(timeout=30_000)
    quiet(phone)
    options = decode(fragment(phone)).options
    assert options["k"][0][0] == "Ember Knight" and options["y"] == [2]
    for _ in range(2):                                  # a few turns, the card dealt in play
        if decode(fragment(phone)).actions and Session.from_save(decode(fragment(phone))).state.winner is not None:
            break
        end_turn(phone)
    link = fragment(phone)
    session = Session.from_save(decode(link))
    # The second phone has never seen the card: the link alone carries it, and the game goes
    # on from the same position.
    page.goto(f"{site_url}#{link}")
    page.wait_for_selector("body[data-screen=game]", state="attached", timeout=90_000)
    idle(page, 90_000)
    mine = [c for c in session.game.view(session.state, 0)["player"]["hand"] if c["id"] == "MY1"]
    shown = page.locator("[data-card='MY1']")
    if mine:
        expect(shown.first).to_contain_text("Ember Knight")
    assert decode(fragment(page)).options == options


def test_bad_own_card_links_are_refused_with_a_clear_message(booted):
    phone = booted()
    phone.evaluate("localStorage.setItem('cardtable.save.kept', JSON.stringify("
                   "{id: 'kept', game: 'gateruler', fragment: 'kept', info: null, extras: {}, updated: 1}))")
    game = registry.get("gateruler")

    def deck_link(own, counts):
        return encode(DeckLink(game.code, game.ruleset, "w", "", "Odd", own, counts))

    cases = [
        (deck_link([[*KNIGHT[:4], 99, *KNIGHT[5:]]], [1]), "has a number no card of its kind can have"),
        (deck_link([[*KNIGHT[:8], [len(ABILITIES), 1], 0]], [1]), "has an effect this app does not know"),
        (deck_link([KNIGHT] * (MAX_CARDS + 1), [1] * (MAX_CARDS + 1)), "more own cards than a deck may"),
        (deck_link([["", *KNIGHT[1:]]], [1]), "needs a name"),
    ]
    for fragment_, words in cases:
        phone.evaluate("f => { location.hash = f; }", fragment_)
        expect(phone.locator("#message")).to_contain_text(words, timeout=20_000)
        phone.locator("#message-actions .btn.primary").tap()
    # A game link whose own card was tampered with says so too.
    options = {"l": 1, "r": "w", "x": "", "k": [[*KNIGHT[:5], 0, *KNIGHT[6:]]], "y": [1]}
    tampered = Save(game.code, game.ruleset, options, 3, [], CHALLENGE)
    phone.evaluate("f => { location.hash = f; }", encode(tampered))
    expect(phone.locator("#message")).to_contain_text("has a number no card of its kind can have",
                                                      timeout=20_000)
    assert saved_fragments(phone, "gateruler") == ["kept"]
