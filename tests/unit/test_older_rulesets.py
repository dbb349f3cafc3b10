"""Links made under an older ruleset go on with the rules and cards they began with.

Gate Ruler's ruleset 2 changed card levels, the cuts of levels 5 and 6 and pierce (see
cards/gateruler/*.json "revisions" and py/cardtable/gateruler/mechanics.attack); a game saved
under ruleset 1 must replay and continue exactly as it was played, or it would be lost.
"""

import pytest

from cardtable.carddata import as_of
from cardtable.core.codec import SAVE, Save, decode
from cardtable.core.session import Session
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
    assert GAME.edition(GAME.ruleset + 1) is None
    with pytest.raises(Exception, match="rules version"):
        Session.from_save(Save("gr", 99, {"l": 1, "r": "w"}, 1, [0], SAVE))


@pytest.mark.parametrize("ruleset, through", [(1, 3), (2, 4)])
def test_pierce_was_capped_at_stk_only_in_ruleset_one(ruleset, through):
    """Level 5 【贯通】: ATK 7 on a 3 HP unit leaves 4; ruleset 1 let only STK 3 through."""
    state = table(level=5, player_units={LEFT: GUARD}, invasion_turns=2, ruleset=ruleset)
    mechanics.attack(state, INVASION, RULER, LEFT)
    assert len(state.damage[PLAYER]) == through


def test_an_old_save_goes_on_under_its_own_ruleset():
    """Replayed, played on and saved again, a ruleset 1 game stays a ruleset 1 game."""
    old = Session("gateruler", {"l": 5, "r": "w"}, 7, ruleset=1)
    for _ in range(4):
        old.play(0)
    session = Session.from_save(decode(old.link()))
    assert session.state_hash() == old.state_hash()
    session.play(0)
    assert decode(session.link()).ruleset == 1
    assert session.prefix(2).game.ruleset == 1
    assert Session("gateruler", {"l": 5, "r": "w"}, 7).game.ruleset == GAME.ruleset == 2
