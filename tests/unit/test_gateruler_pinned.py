"""Gate Ruler details no test pinned until mutation testing changed them and every test still
passed (bench/mutation.py; docs/MUTATION.md lists what stays unpinned and why).

Rulebook: ../shared/rules/gateruler-invasion-rift-solo.zh.txt; the base rules it leans on are in
../shared/rules/NOTES.md (Gate Ruler: the base rules). Card texts are this app's design
(cards/gateruler/player.json).
"""

from cardtable.core.decks import encode_deck
from cardtable.gateruler import GAME, mechanics
from cardtable.gateruler.bots import BOTS
from cardtable.gateruler.cards import RULERS
from cardtable.gateruler.decks import deck_problems
from cardtable.gateruler.player import END, apply, legal_actions
from cardtable.gateruler.state import DEFENSE, EMPTY, INVASION, LEFT, PLAYER, RULER
from gr_table import events, table

WIZARD, APPRENTICE = RULERS["wizard"], RULERS["apprentice"]
UNIT, MOTH = "CT-P01", "2020GB01-127"


def codes_and_numbers(ruler, deck: dict) -> list[tuple]:
    """Each problem as the page words it: its code and its numbers (the English text aside)."""
    return [(problem.code, problem.params) for problem in deck_problems(ruler, deck)]


def test_each_deck_rule_reports_its_own_code_and_numbers():
    """NOTES (Wizard deck rules: 50 cards exactly, at most 4 of a name, at most 16 CNT cards;
    the Apprentice's level cap of 60 is designed, cards/gateruler/rulers.json) and ■单人模式禁卡:
    the deck builder words each problem from its code and numbers, so each must be exact."""
    assert codes_and_numbers(WIZARD, {**WIZARD.deck, "CT-P16": 2}) == [
        ("size", {"total": 51, "size": 50})]
    assert codes_and_numbers(WIZARD, {**WIZARD.deck, "CT-P02": 5, "CT-P04": 1}) == [
        ("copies", {"card": "CT-P02", "count": 5, "most": 4})]
    assert codes_and_numbers(WIZARD, {**WIZARD.deck, "CT-P14": 3, "CT-P04": 1}) == [
        ("cnt", {"count": 17, "most": 16})]
    assert codes_and_numbers(APPRENTICE, {**APPRENTICE.deck, "CT-P21": 3, "CT-P06": 1}) == [
        ("level_total", {"total": 63, "most": 60})]
    assert codes_and_numbers(WIZARD, {"2021GB02-092": 1, "CT-P99": 1}) == [
        ("banned", {"card": "2021GB02-092"}), ("unknown", {"card": "CT-P99"})]


def test_a_card_counted_zero_times_is_no_problem():
    """A deck code counts every card of the pool, most of them 0 times: a count of 0 is legal,
    a negative one is not."""
    assert deck_problems(WIZARD, {**WIZARD.deck, "CT-P01": 0}) == []
    assert codes_and_numbers(WIZARD, {**WIZARD.deck, "CT-P01": -1, "CT-P16": 2}) == [
        ("copies", {"card": "CT-P01", "count": -1, "most": 4})]


def test_a_field_raises_only_its_own_stat_and_only_the_player_s_own_zones():
    """CT-P19 (attack zones' ATK) and CT-P20 (defense zone's HP) as their card data says
    (cards/gateruler/player.json, designed); ■侵略次元方: the invasion has no field of its own,
    and the player's field does not help the invasion's units."""
    units = {LEFT: UNIT, DEFENSE: UNIT}
    base = table(player_units=units, invasion_units={DEFENSE: MOTH})
    ruins = table(field="CT-P20", player_units=units, invasion_units={DEFENSE: MOTH})
    plains = table(field="CT-P19", player_units=units, invasion_units={DEFENSE: MOTH})
    hp, atk = mechanics.unit_hp, mechanics.unit_atk
    assert hp(ruins, PLAYER, DEFENSE) == hp(base, PLAYER, DEFENSE) + 3
    assert hp(ruins, PLAYER, LEFT) == hp(base, PLAYER, LEFT)
    assert hp(ruins, INVASION, DEFENSE) == hp(base, INVASION, DEFENSE)
    assert atk(ruins, PLAYER, LEFT) == atk(base, PLAYER, LEFT)
    assert hp(plains, PLAYER, DEFENSE) == hp(base, PLAYER, DEFENSE)
    assert atk(plains, PLAYER, LEFT) == atk(base, PLAYER, LEFT) + 1


def test_a_card_too_dear_does_not_hide_the_cheaper_cards_after_it():
    """NOTES (Knight family): a card costs its level in energy. With 1 energy, the level 4 unit
    first in hand is not offered and the level 1 unit after it still is."""
    state = table(hand=["CT-P07", UNIT], energy=1)
    cheap = state.hand[1]
    assert {action[1] for action in legal_actions(state) if action[0] == "summon"} == {cheap}


def test_options_default_to_level_one_with_the_wizard():
    """The menu's first game: level 1 against the Wizard's ready-made deck."""
    assert GAME.normalize_options({}) == {"l": 1, "r": "w"}


def test_a_custom_deck_is_the_deck_the_player_gets():
    """A challenge may name a custom deck (option "x"): it is kept by the options and it, not
    the ruler's ready-made deck, is shuffled into the player's deck."""
    custom = {**WIZARD.deck, "CT-P02": 3, "CT-P01": 1}
    assert deck_problems(WIZARD, custom) == []
    options = GAME.normalize_options({"r": "w", "x": encode_deck(custom, GAME.deck_rules())})
    assert "x" in options
    state = GAME.new_state(options, 4)
    player_ids = sorted(state.defs[uid].id for uid in range(sum(custom.values())))
    assert player_ids == sorted(card for card, n in custom.items() for _ in range(n))


def test_one_point_of_excess_pierces():
    """Levels 3-6 【贯通】: the damage beyond what destroys a unit reaches the player's ruler,
    down to a single point: ATK 5 on a 4 HP unit puts 1 card in the damage zone."""
    state = table(level=3, player_units={LEFT: "CT-P09"}, invasion_turns=2,
                  left={(PLAYER, LEFT): 4})
    mechanics.attack(state, INVASION, RULER, LEFT)
    assert state.zones[PLAYER][LEFT] == EMPTY
    assert len(state.damage[PLAYER]) == 1


def test_a_unit_destroyed_by_counter_ward_deals_no_damage():
    """CT-P15 Counter Ward as its card data says (cards/gateruler/player.json, designed): it
    hits the attacking unit first; destroyed, that unit's attack on the ruler never lands (the
    log shows no damage step at all, not even one of 0)."""
    state = table(sets=["CT-P15"], invasion_units={LEFT: MOTH})
    mechanics.attack(state, INVASION, LEFT, RULER)
    assert state.zones[INVASION][LEFT] == EMPTY
    assert state.damage[PLAYER] == [] and events(state, "ruler-damage") == []


def test_the_apprentice_s_unused_drive_goes_to_the_graveyard_when_the_turn_ends_unfought():
    """The Apprentice (cards/gateruler/rulers.json: no hand; designed drive rule): cards still
    in the drive zone go to the graveyard when the main phase ends, also when the player ends
    the turn without attacking."""
    state = table(ruler="apprentice", drive=[UNIT, "CT-P21"])
    unused = list(state.drive)
    apply(state, END)
    assert set(unused) <= set(state.grave[PLAYER])


def test_an_older_ruleset_s_edition_has_the_game_s_bots_and_view():
    """A link made under ruleset 1 replays with that ruleset's cards and levels, and with the
    same bots and the same words for its actions as the current game."""
    old = GAME.edition(1)
    assert old.bots() is BOTS
    state = old.new_state(old.normalize_options({}), 1)
    action = old.legal_actions(state)[0]
    assert old.describe(state, action) == GAME.describe(state, action)
