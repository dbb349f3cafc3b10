"""Dimension of Legend details no test pinned until mutation testing changed them and every test
still passed (bench/mutation.py; docs/MUTATION.md lists what stays unpinned and why).

Rulebook: ../shared/rules/dimension-of-legend.ja.txt (its sections ■■１ to ■■７); the
decisions and departures are the ones cardtable.dol.rules names. The decks below are derived
from the ready-made deck, so a change of card data does not change what a test checks.
"""

import pytest

from cardtable.dol import GAME, effects, mechanics
from cardtable.dol.cards import BARRIER, CARDS, DECKS
from cardtable.dol.decks import deck_problems
from cardtable.dol.state import NOBODY
from dl_table import made, plain, table, uid

READY = DECKS["R"].cards
FIRST = next(iter(READY))
OUTSIDE = next(card_id for card_id in CARDS if card_id not in READY)


def codes_and_numbers(deck: dict) -> list[tuple]:
    """Each problem as the page words it: its code and its numbers (the English text aside)."""
    return [(problem.code, problem.params) for problem in deck_problems(deck)]


def test_each_deck_rule_reports_its_own_code_and_numbers():
    """■■２ ゲームの流れ, デック (exactly 50 cards) and ■■１ 1:名称 (at most 3 of a name), with a
    card's own construction limit: the deck builder words each problem from its code and
    numbers, so each must be exact."""
    assert codes_and_numbers({"DL-X99": 1}) == [("unknown", {"card": "DL-X99"})]
    assert codes_and_numbers({**READY, FIRST: READY[FIRST] - 1}) == [
        ("size", {"total": 49, "size": 50})]
    assert codes_and_numbers({**READY, OUTSIDE: -1}) == [
        ("size", {"total": 49, "size": 50}), ("negative", {"card": OUTSIDE})]
    most = CARDS[FIRST].max_copies
    over = {**READY, FIRST: most + 1}
    assert codes_and_numbers(over) == [
        ("size", {"total": sum(over.values()), "size": 50}),
        ("copies", {"card": FIRST, "count": most + 1, "most": most})]


def test_a_card_counted_zero_times_is_no_problem():
    """A deck code counts every card of the pool, most of them 0 times: a count of 0 is legal."""
    assert deck_problems({**READY, OUTSIDE: 0}) == []


def test_boosts_add_up_each_to_its_own_stat():
    """■■３ バトル is decided by ATK and SPD: what raises them for the turn adds up, ATK with
    ATK and SPD with SPD."""
    state = table(chars0=[plain(atk=1, spd=1)])
    hero = uid(state, "1/1", 0)
    effects._boost(state, hero, 2, 0)
    effects._boost(state, hero, 1, 3)
    effects._boost(state, hero, 0, 2)
    assert state.boost[hero] == (3, 5)
    assert (mechanics.atk(state, 0, hero), mechanics.spd(state, 0, hero)) == (4, 6)


def test_a_captain_boost_raises_speed_only():
    """captain_boost as the cards that carry it say (cards/dol/cards.json: the captain's SPD
    rises): its ATK stays."""
    state = table(chars0=[(plain(1, 1), "captain")])
    captain = state.captain[0]
    effects.captain_boost(state, 0, NOBODY, NOBODY, 2)
    assert state.boost[captain] == (0, 2)


def test_speed_lowered_below_zero_reads_zero():
    """■3 (the note under 相手の隊長が存在しない時): the game has no negative values."""
    state = table(chars0=[plain(1, 1)])
    hero = uid(state, "1/1", 0)
    effects._boost(state, hero, -5, -5)
    assert (mechanics.atk(state, 0, hero), mechanics.spd(state, 0, hero)) == (0, 0)


def test_a_character_leaving_the_field_sheds_its_boost():
    """A character sent to the underworld leaves this turn's boosts behind on the field."""
    state = table(chars0=[plain(1, 1)])
    hero = uid(state, "1/1", 0)
    effects._boost(state, hero, 2, 2)
    mechanics.to_underworld(state, 0, hero, "destroyed")
    assert hero not in state.boost


def test_a_wipe_played_by_the_second_seat_clears_both_fields():
    """DL-015 終焉の業火 as its card data says (every character on the field goes to the
    underworld), played by either seat."""
    state = table(chars0=[plain(1, 1)], chars1=[plain(2, 2)])
    effects.wipe(state, 1, NOBODY, NOBODY)
    assert state.chars == [[], []]


def test_the_second_seat_running_out_of_deck_loses():
    """Decision empty-deck (cardtable.dol.rules): a draw that finds the deck empty loses the
    game, for either seat."""
    state = table(filler=0)
    mechanics.draw(state, 1, 1)
    assert state.winner == 0


def test_the_invariant_check_watches_both_seats_captains():
    """`simulate --check` raises when a seat's captain is not on its field, the first seat's
    as well."""
    state = table(chars0=[plain(1, 1)])
    state.captain[0] = 999
    with pytest.raises(AssertionError, match="captain"):
        GAME.check(state)


def test_a_barrier_sent_to_the_underworld_leaves_the_field():
    """■■１ 6:結界 (barriers stay on the field, in their own zone): a barrier an effect sends
    away goes to its owner's underworld and is no longer on the field."""
    state = table(barriers0=[made("wall", BARRIER)])
    wall = uid(state, "wall", 0, zone="barriers")
    mechanics.to_underworld(state, 0, wall, "destroyed")
    assert state.barriers[0] == [] and wall in state.underworld[0]
