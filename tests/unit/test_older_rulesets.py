"""Links made under an older ruleset go on with the rules and cards they began with.

Gate Ruler's ruleset 2 changed card levels, the cuts of levels 5 and 6 and pierce (see
cards/gateruler/*.json "revisions" and py/cardtable/gateruler/mechanics.attack), and ruleset 3
the player's units, a few invasion cards' stats and level 5's cut, for the campaign's curve; Dimension of
Legend's ruleset 2 changed three cards of deck B and ruleset 3 one of deck R, for balance
(cards/dol/cards.json "revisions"), and ruleset 4 when a 先読み window is asked (after the cards
being drawn are placed: py/cardtable/dol/player.py). A game saved under an older ruleset must
replay and continue exactly as it was played, or it would be lost.
"""

import pytest

from cardtable.carddata import as_of
from cardtable.core.codec import SAVE, Save, decode
from cardtable.core.session import Session
from cardtable.dol import GAME as DOL
from cardtable.dol.cards import CARDS as DOL_CARDS
from cardtable.gateruler import GAME, mechanics
from cardtable.gateruler.cards import ALL_CARDS, LEVELS
from cardtable.gateruler.state import INVASION, LEFT, PLAYER, RULER
from gr_table import table

GUARD = "CT-P01"


def test_a_revision_is_undone_for_older_rulesets_only():
    entry = {"level": 3, "revisions": [{"ruleset": 2, "was": {"level": 1}, "why": "w"},
                                       {"ruleset": 3, "was": {"level": 2}, "why": "w"}]}
    assert as_of(entry, 1) == {"level": 1}
    assert as_of(entry, 2) == {"level": 2}
    assert as_of(entry, 3) == {"level": 3}


def test_ruleset_one_keeps_its_card_levels_and_level_five_cut():
    old = GAME.edition(1)
    omen_moth = "2020GB01-127"
    assert (old._cards[omen_moth].level, ALL_CARDS[omen_moth].level) == (0, 2)
    assert old._levels[5].deck["2021GB02-029"] == 1 and LEVELS[5].deck["2021GB02-029"] == 2


def test_no_edition_for_a_ruleset_never_made():
    assert GAME.edition(GAME.ruleset) is GAME
    assert GAME.edition(1) is GAME.edition(1)    # built once, not at every replay step
    assert GAME.edition(GAME.ruleset + 1) is None
    with pytest.raises(Exception, match="rules version"):
        Session.from_save(Save("gr", 99, {"l": 1, "r": "w"}, 1, [0], SAVE))


@pytest.mark.parametrize("ruleset, through", [(1, 3), (2, 4)])
def test_pierce_was_capped_at_stk_only_in_ruleset_one(ruleset, through):
    """Level 5 【贯通】: ATK 7 on a 3 HP unit leaves 4; ruleset 1 let only STK 3 through."""
    state = table(level=5, player_units={LEFT: GUARD}, invasion_turns=2, ruleset=ruleset)
    mechanics.attack(state, INVASION, RULER, LEFT)
    assert len(state.damage[PLAYER]) == through


@pytest.mark.parametrize("game_id, options", [("gateruler", {"l": 5, "r": "w"}),
                                               ("dol", {"d": "RB"})])
def test_an_old_save_goes_on_under_its_own_ruleset(game_id, options):
    """Replayed, played on and saved again, a ruleset 1 game stays a ruleset 1 game."""
    old = Session(game_id, options, 7, ruleset=1)
    for _ in range(4):
        old.play(0)
    session = Session.from_save(decode(old.link()))
    assert session.state_hash() == old.state_hash()
    session.play(0)
    assert decode(session.link()).ruleset == 1
    assert session.prefix(2).game.ruleset == 1
    assert Session(game_id, options, 7).game.ruleset == {"gateruler": 3, "dol": 4}[game_id]


def test_ruleset_two_keeps_its_player_cards_invasion_stats_and_level_five_cut():
    old = GAME.edition(2)
    assert (old._cards[GUARD].hp, old._cards[GUARD].stk) == (3, 1)
    assert (ALL_CARDS[GUARD].hp, ALL_CARDS[GUARD].stk) == (8, 3)
    finale = "2021GB02-002"
    assert (old._cards[finale].atk, ALL_CARDS[finale].atk) == (4, 9)
    nyarlathotep = "SOLO-NYARLATHOTEP"
    assert (old._levels[5].deck[nyarlathotep], LEVELS[5].deck[nyarlathotep]) == (6, 5)


def test_a_ruleset_two_game_is_dealt_ruleset_two_cards():
    old = Session("gateruler", {"l": 1, "r": "w"}, 7, ruleset=2)
    assert {d.hp for d in old.state.defs if d.id == GUARD} <= {3}
    assert any(d.id == "CT-P02" and d.hp == 6 for d in old.state.defs)


# DoL's rebalances, each card's (field, the ruleset that changed it, value before, value now).
DOL_CHANGES = {"DL-025": ("cost", 2, 5, 6), "DL-027": ("spd", 2, 6, 5),
               "DL-031": ("defense", 2, 3, 2), "DL-001": ("spd", 3, 8, 9)}


@pytest.mark.parametrize("card_id", DOL_CHANGES)
@pytest.mark.parametrize("ruleset", [1, 2])
def test_a_changed_dol_card_keeps_its_old_value_under_older_rulesets(card_id, ruleset):
    """The card tables and the cards dealt into a game: a ruleset before the change deals
    the card as it was, one after it as it is now."""
    field, changed_in, was, now = DOL_CHANGES[card_id]
    old = DOL.edition(ruleset)
    state = old.new_state(old.normalize_options({"d": "BR"}), 5)
    dealt = {getattr(card, field) for card in state.defs if card.id == card_id}
    then = was if ruleset < changed_in else now
    assert (getattr(old._cards[card_id], field), dealt) == (then, {then})
    assert getattr(DOL_CARDS[card_id], field) == now


# A DoL game between the greedy bots (seed 13, decks RB), saved after 200 moves by ruleset 1's
# own release before ruleset 2 existed, and its state hash then. By move 200 Warden of the Deep
# and Azure Citadel had been played, so ruleset 2's cards would not replay it to this hash.
DOL_RULESET_1_SAVE = (
    "lwKhc6JkbAGCoWL_oWSiUkIN3ADIAQEBAQABAQEBAQABAQABAQABAAAAAAAAAAAAAAAAAAADAAMAAAADAAADAAAAAAAD"
    "AwAAAQAAAgAAAAIAAAAAAAYGAAEAAAEAAQAAAAAABQUAAQAAAgIAAAAABQEFAQEBAAEAAAACAgIAAAAAAAABAAEAAAAB"
    "AAAAAgEAAAEAAAAAAAEAAgAAAAACAwMAAAEAAAgABAAAAAAGAgMCAQAAAgAABAYAAQAAAwIEAgMCAQIAAAAAAAAICAAA"
    "AAAFAwIAAgEAAQAABAQ")


# A DoL game between the greedy bots (seed 13, decks RB), saved after 200 moves by ruleset 2's
# own release before ruleset 3 existed, and its state hash then. Valka, Crimson Dragon had led
# R's battles as captain by then, so ruleset 3's Valka would not replay it to this hash.
DOL_RULESET_2_SAVE = (
    "lwKhc6JkbAKCoWL_oWSiUkIN3ADIAQEBAQABAQEBAQABAQABAQABAAAAAAAAAAAAAAAAAAADAAMAAAADAAADAAAAAAAD"
    "AwAAAQAAAgAAAAIAAAAAAAYGAAEAAAEAAQAAAAAABQUAAQAAAgIAAAAABQEFAQEBAAEAAAACAgIAAAAAAAABAAEAAAAB"
    "AAAAAgEAAAEAAAAAAAEAAgAAAAACAwMAAAEAAAgABAAAAAAGAgQCAQAAAgAABAYAAQAABQIEAgMCAQAAAgAABgYGAAAA"
    "AAYCBAIDAAMCAQAAAAA")


# A DoL game between the greedy bots (seed 31, decks RB), saved after 70 moves by ruleset 3's
# own release before ruleset 4 existed, and its state hash then. At move 63 Final
# Conflagration sent B's captain to the underworld and Warden of the Deep drew B a card, which
# B put in its hand: ruleset 3 had let the moment pass, ruleset 4 opens a window there.
DOL_RULESET_3_SAVE = (
    "lwKhc6JkbAOCoWL_oWSiUkIf3ABGAQEBAQABAQEBAQABAQABAQABAAAAAAAIAgAAAwAAAAAAAAAAAAAAAAAAAAAAAAAA"
    "AAAAAAAAAAMAAAAAAAADAAACAAIAAA")


@pytest.mark.parametrize("link, ruleset, moves, state_hash", [
    (DOL_RULESET_1_SAVE, 1, 200, "e4e761774286dbbf"),
    (DOL_RULESET_2_SAVE, 2, 200, "3616b082063875a6"),
    (DOL_RULESET_3_SAVE, 3, 70, "92723e27ff9a75b7")])
def test_a_dol_save_from_an_older_ruleset_replays_and_goes_on_under_it(
        link, ruleset, moves, state_hash):
    save = decode(link)
    session = Session.from_save(save)
    assert (save.ruleset, len(session.actions)) == (ruleset, moves)
    assert session.state_hash() == state_hash
    session.play(0)
    assert decode(session.link()).ruleset == ruleset
