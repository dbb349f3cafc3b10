"""Each level's sheet and special rules.

Rulebook: ../shared/rules/gateruler-invasion-rift-solo.zh.txt, 故事&侵略次元断层卡组 (the six level
sheets and their ■特殊规则), and ../shared/rules/NOTES.md (Gate Ruler: the invasion cards).
"""

import dataclasses
import json
import re
from pathlib import Path

import pytest

from cardtable.gateruler import invasion, mechanics, view
from cardtable.gateruler.cards import ALL_CARDS, LEVELS
from cardtable.gateruler.state import DEFENSE, INVASION, LEFT, PLAYER, RIGHT, RULER
from gr_table import events, table, zone_ids

FINALE, KEENEDGE, NETHER, DISTA = "2021GB02-002", "2020GS02-006", "2020GS02-005", "2020GB01-020"
TITAN = "2021GB02-122"
GUARD, SENTINEL, BARRIER, WARD = "CT-P01", "CT-P02", "CT-P16", "CT-P15"


@pytest.mark.parametrize("number, hp, atk, stk, pierce", [
    (1, 15, 4, 3, False), (2, 16, 5, 3, False), (3, 13, 5, 3, True),
    (4, 15, 5, 3, True), (5, 16, 7, 3, True), (6, 15, 7, 3, True)])
def test_level_stats(number, hp, atk, stk, pierce):
    """Each sheet's HP/ATK/STK and 【贯通】."""
    level = LEVELS[number]
    assert (level.hp, level.atk, level.stk, level.pierce) == (hp, atk, stk, pierce)


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_every_level_meets_its_printed_totals(number):
    """Every sheet: the 50-card deck the engine plays meets the printed total level and CNT
    count exactly (levels 5 and 6 after their cuts; bench/gateruler_levels.py proves that
    levels meeting all six exist)."""
    level = LEVELS[number]
    cards = [(ALL_CARDS[card_id], n) for card_id, n in level.deck.items()]
    assert sum(n for _, n in cards) == level.printed["cards"] == 50
    assert sum(card.level * n for card, n in cards) == level.printed["level_total"]
    assert sum(n for card, n in cards if card.has_cnt) == level.printed["cnt"]
    shown = view.level_json(level)["totals"]    # what the level screen prints beside the sheet
    assert shown == {key: level.printed[key] for key in ("cards", "level_total", "cnt")}


@pytest.mark.parametrize("number, cnt", [(5, 16), (6, 18)])
def test_levels_five_and_six_are_cut_to_fifty_keeping_cnt(number, cnt):
    """Levels 5 and 6 list 56 and 52 cards for a 50-card deck; the engine plays 50, keeps the
    printed CNT count, and only removes copies the sheet lists."""
    level = LEVELS[number]
    assert sum(level.deck.values()) == 50
    assert sum(level.listed.values()) == level.printed["listed"]
    assert all(level.deck[card_id] <= level.listed[card_id] for card_id in level.deck)
    assert sum(n for card_id, n in level.deck.items() if ALL_CARDS[card_id].has_cnt) == cnt
    assert set(level.resolution) == {"zh", "ja", "en"}


def test_blue_titan_effect_ignored():
    """Levels 1, 3, 4, 5, 6 特殊规则: 无视"蓝泰坦"的效果. Its text is not public, so the data gives
    it none; the engine still honours the flag, shown here on a Titan lent an entry effect."""
    titan = ALL_CARDS["2021GB02-122"]
    assert titan.effect_ignored
    lent = dataclasses.replace(titan, on_enter=({"do": "destroy_all_enemy_units"},))
    state = table(level=3, invasion_deck=[TITAN], player_units={LEFT: GUARD})
    state.defs[state.deck[INVASION][-1]] = lent
    invasion.drive_one(state)
    assert zone_ids(state, INVASION)[LEFT] == TITAN
    assert zone_ids(state, PLAYER)[LEFT] == GUARD


def test_finale_destroys_a_dark_knight_then_a_player_unit():
    """Level 2 特殊规则 1: with Finale on the field, each turn start destroys one of the
    invasion's Dark Knights, then one player unit in the order left -> right -> defense."""
    state = table(level=2, invasion_deck=[DISTA, DISTA], invasion_units={
        LEFT: KEENEDGE, DEFENSE: FINALE, RIGHT: NETHER},
        player_units={DEFENSE: GUARD, RIGHT: SENTINEL})
    keenedge = state.zones[INVASION][LEFT]
    invasion.finale_purge(state)
    assert state.grave[INVASION] == [keenedge]
    assert zone_ids(state, PLAYER) == [None, GUARD, None]


def test_finale_destroys_a_player_unit_even_without_dark_knights():
    """Level 2 特殊规则 1: the player's unit is destroyed even with no Dark Knight."""
    state = table(level=2, invasion_units={DEFENSE: FINALE}, player_units={DEFENSE: GUARD})
    invasion.finale_purge(state)
    assert zone_ids(state, INVASION) == [None, FINALE, None]
    assert zone_ids(state, PLAYER) == [None, None, None]


def test_finale_rule_runs_before_the_drive():
    """Level 2 特殊规则 1: 在此能力发动后，进入驱策阶段."""
    state = table(level=2, invasion_deck=[DISTA, DISTA], invasion_units={DEFENSE: FINALE},
                  player_units={LEFT: GUARD})
    invasion.play_turn(state)
    kinds = [entry["e"] for entry in state.log]
    assert kinds.index("rule") < kinds.index("drive")


def test_no_purge_without_finale():
    """Level 2 特殊规则 1 applies only while Finale is on the field."""
    state = table(level=2, invasion_units={LEFT: KEENEDGE}, player_units={LEFT: GUARD})
    invasion.finale_purge(state)
    assert zone_ids(state, PLAYER)[LEFT] == GUARD


def test_finale_cnt_ignored():
    """Level 2 特殊规则 2: Finale has a CNT (reconstructed text: 2 damage to the player), and it
    is ignored: taken as damage, Finale is a plain damage card and the player takes nothing."""
    assert ALL_CARDS[FINALE].cnt
    state = table(level=2, invasion_deck=[FINALE])
    mechanics.damage_ruler(state, INVASION, 1)
    assert [state.defs[uid].id for uid in state.damage[INVASION]] == [FINALE]
    assert not state.counter[INVASION] and not state.damage[PLAYER]


def test_wrath_dragon_destroys_all_player_units_on_entry():
    """Level 4 特殊规则: when Wrath Dragon Shishin enters, all the player's units are destroyed."""
    state = table(level=4, invasion_deck=["2020GB01-004"],
                  player_units={LEFT: GUARD, DEFENSE: SENTINEL, RIGHT: GUARD})
    invasion.drive_one(state)
    assert zone_ids(state, PLAYER) == [None, None, None]


def test_level_five_repeats_the_wrath_dragon_rule_for_a_deck_without_it():
    """Level 5 特殊规则 repeats level 4's Wrath Dragon rule, but its list holds no Wrath Dragon,
    so the rule can never fire there (stated in the level's resolution)."""
    assert "2020GB01-004" not in LEVELS[5].listed and "2020GB01-004" not in LEVELS[5].deck
    assert "Wrath Dragon" in LEVELS[5].resolution["en"]


def test_cthulhu_dormancy_ignored_it_attacks_at_once():
    """Level 5 特殊规则: Cthulhu's 【休眠】 is ignored, so the data gives it no keyword or effect
    and it strikes with its published 8/8/4 the turn it is driven: 8 damage destroys the
    player's 6 HP Ironwall Sentinel."""
    cthulhu = ALL_CARDS["2021GB02-117"]
    assert (cthulhu.atk, cthulhu.hp, cthulhu.stk) == (8, 8, 4)
    assert not (cthulhu.keywords or cthulhu.on_enter or cthulhu.cnt)
    state = table(level=5, invasion_deck=["2021GB02-117", "2020GB01-127"],
                  player_units={LEFT: SENTINEL}, invasion_turns=1)
    invasion.play_turn(state)
    first = events(state, "attack")[0]
    assert (first["attacker"], first["target"]) == (LEFT, LEFT)
    assert zone_ids(state, PLAYER)[LEFT] is None


def test_hastur_stk_two():
    """Level 5 特殊规则: 异界神哈斯塔的STK为2."""
    assert ALL_CARDS["2021GB02-118"].stk == 2
    state = table(level=5, invasion_units={LEFT: "2021GB02-118"}, invasion_turns=2)
    state.zones[INVASION][RIGHT] = -1
    invasion.attack_all(state)
    assert events(state, "ruler-damage")[0]["amount"] == 2


def test_nyarlathotep_destroys_set_cards_on_entry_and_by_cnt():
    """Level 5/6 原始版本: Nyarlathotep destroys every card in the player's set zones when it
    enters; its CNT uses that entry effect."""
    state = table(level=5, invasion_deck=["SOLO-NYARLATHOTEP"], sets=[BARRIER, WARD])
    invasion.drive_one(state)
    assert state.sets == [-1, -1] and len(state.grave[PLAYER]) == 2
    state = table(level=5, invasion_deck=["SOLO-NYARLATHOTEP"], sets=[BARRIER])
    mechanics.damage_ruler(state, INVASION, 1)
    assert state.sets == [-1, -1]
    assert [state.defs[uid].id for uid in state.counter[INVASION]] == ["SOLO-NYARLATHOTEP"]


def test_megiddo_hurts_the_player_on_entry_and_by_cnt():
    """Level 6 原始版本: Megiddo deals 2 damage to the player on entry, and 2 by its CNT."""
    state = table(level=6, invasion_deck=["SOLO-MEGIDDO"])
    invasion.drive_one(state)
    assert len(state.damage[PLAYER]) == 2
    state = table(level=6, invasion_deck=["SOLO-MEGIDDO"])
    mechanics.damage_ruler(state, INVASION, 1)
    assert len(state.damage[PLAYER]) == 2


@pytest.mark.parametrize("card_id, stats", [
    ("SOLO-GOLD-KNIGHT", (1, 6, 2, 2)), ("SOLO-SILVER-KNIGHT", (1, 2, 6, 2)),
    ("SOLO-MEGIDDO", (4, 7, 6, 3)), ("SOLO-NYARLATHOTEP", (2, 5, 5, 2))])
def test_solo_cards_as_printed(card_id, stats):
    """Levels 5/6 原始版本: the solo-only cards' level/ATK/HP/STK as printed."""
    card = ALL_CARDS[card_id]
    assert (card.level, card.atk, card.hp, card.stk) == stats


@pytest.mark.parametrize("card_id", ["SOLO-NYARLATHOTEP", "SOLO-MEGIDDO", "SOLO-GOLD-KNIGHT",
                                     "SOLO-SILVER-KNIGHT"])
def test_solo_cards_carry_the_rulebooks_solo_version_name(card_id):
    """Levels 5/6 原始版本: each solo-only card is named "…（单人模式版）" in the rulebook, which
    sets it apart from the product card of the same name."""
    assert ALL_CARDS[card_id].name["zh"].endswith("（单人模式版）")


def test_rift_pierces_from_level_three():
    """Levels 3-6 【贯通】: the rift's damage beyond what destroys a unit reaches the player's
    ruler."""
    state = table(level=3, player_units={LEFT: GUARD}, invasion_turns=2, left={(PLAYER, LEFT): 3})
    mechanics.attack(state, INVASION, RULER, LEFT)
    assert zone_ids(state, PLAYER)[LEFT] is None
    assert len(state.damage[PLAYER]) == 2      # ATK 5 on a 3 HP unit: 2 through
    state = table(level=1, player_units={LEFT: GUARD}, left={(PLAYER, LEFT): 3})
    mechanics.attack(state, INVASION, RULER, LEFT)
    assert len(state.damage[PLAYER]) == 0


def test_rift_pierce_is_not_capped_at_its_stk():
    """Level 5 【贯通】 with ../shared/rules/NOTES.md (Gate Ruler: the base rules): all the
    excess goes through; nothing caps it at the rift's STK 3."""
    state = table(level=5, player_units={LEFT: GUARD}, invasion_turns=2, left={(PLAYER, LEFT): 3})
    mechanics.attack(state, INVASION, RULER, LEFT)
    assert len(state.damage[PLAYER]) == 4      # ATK 7 on a 3 HP unit: 4 through, STK is 3


def test_bone_princess_and_sword_of_fate_cnt():
    """Levels 3-6 carry CNT (reconstructed texts): Bone Princess's CNT hits the player's first
    unit (for 6 since ruleset 3, 3 before); Sword of Fate's CNT deals 1 damage to the player."""
    state = table(level=3, invasion_deck=["2020GB01-123"], player_units={DEFENSE: SENTINEL})
    mechanics.damage_ruler(state, INVASION, 1)
    assert state.hurt[state.zones[PLAYER][DEFENSE]] == 6
    state = table(level=3, invasion_deck=["2020GB01-123"], player_units={DEFENSE: SENTINEL},
                  ruleset=2)
    mechanics.damage_ruler(state, INVASION, 1)
    assert state.hurt[state.zones[PLAYER][DEFENSE]] == 3
    state = table(level=3, invasion_deck=["2020GB01-124"])
    mechanics.damage_ruler(state, INVASION, 1)
    assert len(state.damage[PLAYER]) == 1


ROOT = Path(__file__).resolve().parents[2]
PAGE = json.loads((ROOT / "web/content/gateruler.json").read_text(encoding="utf-8"))
README = (ROOT / "README.md").read_text(encoding="utf-8")
# The rulebook's promise, as each language's page words it.
PROMISE = {"en": ("regular game decks", "miracle"), "zh": ("正规的游戏用卡组", "奇迹"),
           "ja": ("正規のゲーム用デッキ", "奇跡")}


def measured_win_rates() -> list[float]:
    """The README's ladder: how often the strongest player that sees no hidden card wins each
    level ("| 4 热点区域 | 10/500 | 2.0 % |")."""
    return [float(rate) for rate in re.findall(r"^\| \d \S+ \| \d+/500 \| ([\d.]+) % \|", README, re.MULTILINE)]


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_rules_page_says_what_the_levels_are_by_the_rulebook_and_measured(lang):
    """故事&侵略次元断层卡组 (等级五以前是正规的游戏用卡组，等级六则是不发生奇迹就无法获胜的高难挑战):
    the page gives the rulebook's words, and beside them how often the app's strongest fair
    player wins each level as the README measured it, not "fair fights" where it wins 2 in 100."""
    goal = " ".join(PAGE["rules"][lang][0]["paragraphs"])
    assert all(words in goal for words in PROMISE[lang])
    rates = measured_win_rates()
    assert len(rates) == 6
    assert [float(rate) for rate in re.findall(r"(\d+(?:\.\d)?) ?%", goal)] == rates


def test_each_level_sheet_says_how_often_the_app_s_players_win_it_as_measured():
    """The level sheets' rates (the engine's catalog, levels.json "measured") are the README's
    measured table: the page never shows a figure nobody measured."""
    assert [round(100 * LEVELS[n].measured["strongest"], 1) for n in sorted(LEVELS)] == measured_win_rates()
    assert all(LEVELS[n].measured["games"] == 500 for n in LEVELS)
    assert all(view.level_json(LEVELS[n])["measured"] == LEVELS[n].measured for n in LEVELS)
