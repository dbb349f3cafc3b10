"""A player's own Gate Ruler cards (py/cardtable/gateruler/custom.py): entered, checked strictly,
carried by deck and game links, and played and replayed like the built-in cards (issue: the
Gate Ruler campaign, "the player's own cards")."""

import json

import pytest

from cardtable import bridge
from cardtable.core.codec import SAVE, DeckLink, decode, encode
from cardtable.core.session import Session
from cardtable.gateruler import bots
from cardtable.gateruler.cards import PLAYER_CARDS, RULERS
from cardtable.gateruler.custom import ABILITIES, MAX_CARDS, CardError, card_from_entry
from cardtable.simulate import play_game

# Ability positions by name, as the editor sends them.
AT = {(a.when, a.do): i for i, a in enumerate(ABILITIES)}
KNIGHT = ["Ember Knight", 0, 0, 3, 4, 5, 2, 0b010, [AT["enter", "damage_first_enemy_unit"], 2], 0]
WARD = ["Mirror Ward", 1, 1, 1, 0, 0, 0, 0, [AT["set", "damage_attacker"], 5], 1]
FIELD = ["Old Keep", 2, 0, 2, 0, 0, 0, 0, [AT["field", "defense_zone_hp"], 4], 0]


def ask(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def wizard_deck_with(own_counts: dict) -> dict:
    """The Wizard's ready-made deck, Ironwall Sentinels and Strike Lancers giving way to own cards."""
    cards = dict(RULERS["wizard"].deck)
    for card_id, count in own_counts.items():
        for giving in ("CT-P02", "CT-P03", "CT-P04"):
            while count and cards.get(giving):
                cards[giving] -= 1
                count -= 1
        cards[card_id] = own_counts[card_id]
    return {card_id: n for card_id, n in cards.items() if n}


def test_an_entry_becomes_the_card_it_describes():
    knight = card_from_entry(KNIGHT, 0)
    assert (knight.id, knight.kind, knight.faction, knight.level) == ("MY1", "unit", "toyo", 3)
    assert (knight.atk, knight.hp, knight.stk, knight.keywords) == (4, 5, 2, frozenset({"pierce"}))
    assert knight.on_enter == ({"do": "damage_first_enemy_unit", "amount": 2},)
    ward = card_from_entry(WARD, 1)
    assert ward.trap == {"when": "enemy_unit_attacks", "do": [{"do": "damage_attacker", "amount": 5}]}
    assert ward.provenance["unplayed"]
    assert card_from_entry(FIELD, 2).field_bonus == {"defense_zone_hp": 4}


@pytest.mark.parametrize(("entry", "code"), [
    (KNIGHT[:9], "card-shape"),
    (["", *KNIGHT[1:]], "card-name"),
    (["A\u0000B", *KNIGHT[1:]], "card-name"),
    (["x" * 21, *KNIGHT[1:]], "card-name"),
    ([*KNIGHT[:3], 11, *KNIGHT[4:]], "card-range"),
    ([*KNIGHT[:4], 13, *KNIGHT[5:]], "card-range"),
    ([*KNIGHT[:5], 0, *KNIGHT[6:]], "card-range"),
    ([*KNIGHT[:5], 21, *KNIGHT[6:]], "card-range"),
    ([*KNIGHT[:6], 7, *KNIGHT[7:]], "card-range"),
    ([*KNIGHT[:7], 8, *KNIGHT[8:]], "card-range"),
    ([*WARD[:4], 3, *WARD[5:]], "card-range"),             # an event with ATK
    ([*KNIGHT[:8], [len(ABILITIES), 1], 0], "card-effect"),  # an ability this release lacks
    ([*KNIGHT[:8], [AT["play", "draw"], 1], 0], "card-effect"),  # a unit cannot be played
    ([*KNIGHT[:8], [AT["enter", "damage_first_enemy_unit"], 0], 0], "card-range"),
    ([*KNIGHT[:8], [AT["enter", "damage_first_enemy_unit"], 6], 0], "card-range"),
    ([*WARD[:8], [AT["set", "negate_attack"], 0, AT["play", "draw"], 1], 0], "card-effect"),
    ([*KNIGHT[:8], [0, 1] * 5, 0], "card-shape"),           # more than four abilities
    ([*KNIGHT[:9], 2], "card-range"),
    ([*KNIGHT[:3], True, *KNIGHT[4:]], "card-range"),     # a flag is not a number
])
def test_an_entry_out_of_bounds_is_refused_with_its_reason(entry, code):
    with pytest.raises(CardError) as refused:
        card_from_entry(entry, 3)
    assert (refused.value.code, refused.value.position) == (code, 3)


def test_the_editor_previews_a_card_in_three_languages_and_says_what_is_wrong():
    card = ask(op="own_card", game="gateruler", entry=KNIGHT)["card"]
    assert set(card["text"]) == {"en", "zh", "ja"} and all(card["text"].values())
    refused = ask(op="own_card", game="gateruler", entry=[*KNIGHT[:4], 40, *KNIGHT[5:]])
    assert refused["error"]["code"] == "card-range"
    assert ask(op="own_card", game="frontline", entry=KNIGHT)["error"]["code"] == "bad-options"


def test_a_deck_with_own_cards_is_checked_coded_and_linked_short():
    own = [KNIGHT, WARD, FIELD, ["Storm Herald", 0, 1, 2, 3, 3, 2, 0, [AT["enter", "heal_own_units"], 0], 0]]
    cards = wizard_deck_with({"MY1": 2, "MY2": 1, "MY3": 1, "MY4": 2})
    answer = ask(op="deck_check", game="gateruler", cards=cards, variant="w", name="Mine", own=own)
    assert answer["legal"], answer["problems"]
    assert answer["own_counts"] == [2, 1, 1, 2]
    assert len(answer["link"]) < 400  # four own cards: a link that fits in a chat message
    link = decode(answer["link"])
    assert link.own == own and link.counts == [2, 1, 1, 2]
    opened = ask(op="open", fragment=answer["link"])["deck"]
    assert opened["cards"] == cards and opened["own"] == own and opened["legal"]
    assert [c["name"]["en"] for c in opened["own_cards"]] == [entry[0] for entry in own]


def test_own_cards_count_against_the_rulers_deck_rules():
    too_many_cnt = wizard_deck_with({"MY1": 4})
    entry = [*KNIGHT[:8], [AT["cnt", "draw"], 1], 0]
    answer = ask(op="deck_check", game="gateruler", cards=too_many_cnt, variant="w", own=[entry])
    assert [p["code"] for p in answer["problems"]] == ["cnt"]
    five = wizard_deck_with({"MY1": 5})
    answer = ask(op="deck_check", game="gateruler", cards=five, variant="w", own=[KNIGHT])
    assert "copies" in [p["code"] for p in answer["problems"]]


def test_a_game_with_own_cards_replays_identically_from_its_link():
    check = ask(op="deck_check", game="gateruler", cards=wizard_deck_with({"MY1": 4, "MY2": 2}),
                variant="w", own=[KNIGHT, WARD])
    options = {"l": 2, "r": "w", "x": check["code"], "k": [KNIGHT, WARD], "y": [4, 2]}
    played = play_game("gateruler", options, 11, (bots.BOTS["default"](0, 3),))
    assert any(card.id == "MY1" for card in played.state.defs)
    assert "MY1" in played.game.view(played.state, 0)["own"]
    link = played.link(SAVE)
    again = Session.from_save(decode(link))
    assert again.game.fingerprint(again.state) == played.game.fingerprint(played.state)
    assert ask(op="open", fragment=link)["ok"]


@pytest.mark.parametrize(("change", "code"), [
    (lambda o: o["k"][0].__setitem__(4, 99), "card-range"),
    (lambda o: o["k"][0].__setitem__(8, [999, 1]), "card-effect"),
    (lambda o: o.update(k=[KNIGHT] * (MAX_CARDS + 1), y=[1] * (MAX_CARDS + 1)), "card-count"),
    (lambda o: o.update(y=[9]), "bad-options"),
    (lambda o: o.pop("x"), "bad-options"),
])
def test_a_tampered_game_link_with_own_cards_is_refused_with_a_clear_reason(change, code):
    check = ask(op="deck_check", game="gateruler", cards=wizard_deck_with({"MY1": 2}), variant="w",
                own=[KNIGHT])
    options = {"l": 1, "r": "w", "x": check["code"], "k": [list(KNIGHT)], "y": [2]}
    change(options)
    answer = ask(op="new", game="gateruler", options=options, seed=3)
    assert not answer["ok"] and answer["error"]["code"] == code


def test_a_tampered_deck_link_is_refused():
    base = DeckLink("gr", bridge.registry.get("gateruler").ruleset, "w", "", "x", [KNIGHT], [2])
    bad_card = DeckLink(base.game, base.ruleset, "w", "", "x", [[*KNIGHT[:5], 0, *KNIGHT[6:]]], [2])
    assert ask(op="open", fragment=encode(bad_card))["error"]["code"] == "card-range"
    bad_count = DeckLink(base.game, base.ruleset, "w", "", "x", [KNIGHT], [0])
    assert ask(op="open", fragment=encode(bad_count))["error"]["code"] == "bad-deck"
    assert ask(op="open", fragment=encode(base))["ok"]


def test_built_in_cards_are_not_changed_by_own_cards():
    ask(op="own_card", game="gateruler", entry=KNIGHT)
    assert "MY1" not in PLAYER_CARDS
