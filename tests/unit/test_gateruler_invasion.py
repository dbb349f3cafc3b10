"""Scenario tests for the invasion's fixed play, one or more per rulebook clause.

Rulebook: ../shared/rules/gateruler-invasion-rift-solo.zh.txt, section 【地狱的侵略次元断层战】游玩规则
and its numbered parts 1-8 (驱策阶段, 召唤顺序, 事件卡使用步骤, 选取对象, 移动阶段, 攻击顺序,
回合结束, 其他).
"""

import json
import re
from pathlib import Path

import pytest

from cardtable.core.session import Session
from cardtable.gateruler import effects, invasion, mechanics
from cardtable.gateruler.player import END, apply
from cardtable.gateruler.state import DEFENSE, EMPTY, INVASION, LEFT, PLAYER, RIGHT, RULER
from gr_table import events, table, zone_ids

# Levels (reconstructed, see bench/gateruler_levels.py): Dista 0, Devourer 1, Moth 2, Vaha 2.
MOTH, DISTA, DEVOURER, VAHA = "2020GB01-127", "2020GB01-020", "2020GB01-126", "2020GB01-125"
SWORD, GUARD, SENTINEL, WALKER = "2020GB01-124", "CT-P01", "CT-P02", "CT-P04"
WARD = "CT-P15"


def test_invasion_goes_first_with_one_attack_by_the_rift():
    """游玩规则 ※: the invasion always goes first; its first turn has one attack, by the rift."""
    state = Session("gateruler", {"l": 1}, 3).state
    turns = events(state, "turn")
    assert turns[0] == {"e": "turn", "side": INVASION, "number": 1}
    assert turns[1]["side"] == PLAYER
    first_turn_attacks = [(e["side"], e["attacker"], e["target"]) for e in events(state, "attack")]
    assert first_turn_attacks == [(INVASION, RULER, RULER)]


def test_invasion_drives_two_cards_each_turn():
    """§1 驱策阶段: two drives at the start of each turn."""
    state = table(invasion_deck=[MOTH, MOTH, DEVOURER])
    invasion.play_turn(state)
    assert len(events(state, "drive")) == 2
    assert state.defs[state.deck[INVASION][-1]].id == DEVOURER


def test_level_six_drives_three():
    """Level 6 sheet: 每回合驱策3次."""
    state = table(level=6, invasion_deck=[MOTH, MOTH, MOTH])
    invasion.play_turn(state)
    assert len(events(state, "drive")) == 3


def test_first_drive_resolves_before_the_second():
    """§1: the second card is driven only after the first is fully dealt with, so the second
    sees the board the first left behind (here: full, so it makes room)."""
    state = table(invasion_deck=[DISTA, DEVOURER], invasion_units={LEFT: MOTH, RIGHT: MOTH})
    invasion.play_turn(state)
    assert zone_ids(state, INVASION) == [MOTH, DEVOURER, MOTH]
    assert [state.defs[uid].id for uid in state.grave[INVASION]] == [DISTA]


def test_summon_order_left_right_defense():
    """§2 召唤顺序: left attack -> right attack -> defense, from the player's view."""
    state = table(invasion_deck=[MOTH, DEVOURER, VAHA])
    invasion.play_turn(state)
    assert zone_ids(state, INVASION) == [MOTH, None, DEVOURER]
    invasion.drive_one(state)
    assert zone_ids(state, INVASION) == [MOTH, VAHA, DEVOURER]


def test_empty_zone_first():
    """§2: with only the defense zone empty, the driven unit goes there."""
    state = table(invasion_deck=[VAHA], invasion_units={LEFT: MOTH, RIGHT: MOTH})
    invasion.drive_one(state)
    assert zone_ids(state, INVASION) == [MOTH, VAHA, MOTH]


def test_full_board_lowest_unit_goes():
    """§2: every zone full -> the lowest-level unit goes to the graveyard and the driven unit
    is summoned into the freed zone."""
    state = table(invasion_deck=[DEVOURER],
                  invasion_units={LEFT: VAHA, DEFENSE: DISTA, RIGHT: VAHA})
    invasion.drive_one(state)
    assert zone_ids(state, INVASION) == [VAHA, DEVOURER, VAHA]
    assert [state.defs[uid].id for uid in state.grave[INVASION]] == [DISTA]


def test_full_board_driven_lowest_goes_straight_to_graveyard():
    """§2: if the driven unit is the lowest, it goes straight to the graveyard."""
    state = table(invasion_deck=[DISTA],
                  invasion_units={LEFT: DEVOURER, DEFENSE: VAHA, RIGHT: DEVOURER})
    invasion.drive_one(state)
    assert zone_ids(state, INVASION) == [DEVOURER, VAHA, DEVOURER]
    assert [state.defs[uid].id for uid in state.grave[INVASION]] == [DISTA]


def test_rulebook_worked_example_tie_sends_the_unit_on_the_field():
    """§2 例: driving a level 1 unit with two level 2 units and one level 1 unit on the field
    sends the level 1 unit on the field to the graveyard; the driven one is summoned."""
    state = table(invasion_deck=[DEVOURER],
                  invasion_units={LEFT: VAHA, DEFENSE: DEVOURER, RIGHT: MOTH})
    on_the_field = state.zones[INVASION][DEFENSE]
    invasion.drive_one(state)
    assert zone_ids(state, INVASION) == [VAHA, DEVOURER, MOTH]
    assert state.grave[INVASION] == [on_the_field]


def test_several_lowest_units_first_in_summon_order_goes():
    """§8 其他 (the engine's documented choice): among equal lowest units, the first in summon
    order (left, right, defense) goes."""
    state = table(invasion_deck=[VAHA], invasion_units={LEFT: DISTA, DEFENSE: DISTA, RIGHT: DISTA})
    left, right = state.zones[INVASION][LEFT], state.zones[INVASION][RIGHT]
    invasion.drive_one(state)
    assert state.grave[INVASION] == [left]
    assert state.zones[INVASION][RIGHT] == right


def test_event_used_at_once_and_to_graveyard_even_without_effect():
    """§3 事件卡使用步骤: a driven event is used at once and goes to the graveyard, even when
    it has nothing to hit."""
    state = table(invasion_deck=[SWORD])
    invasion.drive_one(state)
    assert [state.defs[uid].id for uid in state.grave[INVASION]] == [SWORD]
    assert zone_ids(state, INVASION) == [None, None, None]


def test_driven_event_on_a_full_board_sends_no_unit_away():
    """§2 召唤顺序 read with §3 事件卡使用步骤 (decision event-full-board): a driven event on a
    full board is used and goes to the graveyard; none of the three units goes with it."""
    state = table(invasion_deck=[SWORD],
                  invasion_units={LEFT: DISTA, DEFENSE: DEVOURER, RIGHT: VAHA})
    units = state.zones[INVASION][:]
    invasion.drive_one(state)
    assert state.zones[INVASION] == units
    assert [state.defs[uid].id for uid in state.grave[INVASION]] == [SWORD]


def test_effect_targets_left_then_defense_then_right():
    """§4 选取对象: effects take the player's left attack -> defense -> right attack."""
    state = table(invasion_deck=[SWORD], player_units={DEFENSE: GUARD, RIGHT: GUARD},
                  left={(PLAYER, DEFENSE): 3})
    invasion.drive_one(state)
    assert zone_ids(state, PLAYER) == [None, None, GUARD]
    state = table(invasion_deck=[SWORD], player_units={LEFT: SENTINEL, DEFENSE: GUARD})
    invasion.drive_one(state)
    assert state.hurt[state.zones[PLAYER][LEFT]] == 3
    assert zone_ids(state, PLAYER)[DEFENSE] == GUARD


def test_invasion_never_moves_units():
    """§5 移动阶段: the invasion never moves its units, even when a better zone is free."""
    state = table(invasion_deck=[MOTH, MOTH], invasion_units={RIGHT: VAHA})
    right = state.zones[INVASION][RIGHT]
    invasion.play_turn(state)
    assert state.zones[INVASION][RIGHT] == right
    assert not events(state, "move")


def test_attack_order_left_right_then_rift():
    """§6 攻击顺序: left attack unit, right attack unit, then the rift."""
    state = table(invasion_units={LEFT: MOTH, DEFENSE: VAHA, RIGHT: DISTA}, invasion_turns=2)
    invasion.attack_all(state)
    assert [entry["attacker"] for entry in events(state, "attack")] == [LEFT, RIGHT, RULER]


def test_targets_left_then_defense_then_ruler_never_right():
    """§6: targets go left attack unit -> defense unit -> ruler; the right one is never hit."""
    state = table(invasion_units={LEFT: MOTH}, player_units={RIGHT: GUARD}, invasion_turns=2)
    invasion.attack_all(state)
    assert [entry["target"] for entry in events(state, "attack")] == [RULER, RULER]
    assert zone_ids(state, PLAYER)[RIGHT] == GUARD
    assert not state.hurt


def test_survivor_is_hit_again_then_next_target():
    """§6: a unit that survives is attacked again by the next attacker; once it falls, the next
    target is the defense unit."""
    state = table(invasion_units={LEFT: MOTH, RIGHT: DISTA},
                  player_units={LEFT: GUARD, DEFENSE: SENTINEL}, invasion_turns=2,
                  left={(PLAYER, LEFT): 3})
    invasion.attack_all(state)
    # Guard (3 HP) survives the Moth's 1, falls to Dista's 3; the rift then hits the defense.
    assert [entry["target"] for entry in events(state, "attack")] == [LEFT, LEFT, DEFENSE]
    assert zone_ids(state, PLAYER) == [None, SENTINEL, None]


def test_units_that_cannot_be_attacked_are_skipped():
    """§6: a unit that cannot be attacked (stealth) is skipped; the order goes on."""
    state = table(invasion_units={LEFT: MOTH}, player_units={LEFT: WALKER, DEFENSE: GUARD},
                  invasion_turns=2)
    invasion.attack_all(state)
    assert next(entry["target"] for entry in events(state, "attack")) == DEFENSE
    assert zone_ids(state, PLAYER)[LEFT] == WALKER


def test_turn_ends_into_the_players_turn():
    """§7 回合结束: after its steps the invasion's turn ends and the player's begins."""
    state = table(invasion_deck=[MOTH, MOTH])
    apply(state, END)
    assert state.phase == "main"
    assert state.turn == 2
    assert events(state, "turn")[-1]["side"] == PLAYER


def test_invasion_has_no_set_or_field_zones():
    """■侵略次元方: 侵略次元方没有配置区和场地区. The only field is the player's, so its bonus
    never reaches an invasion unit; the only set zones are the player's, so a set-destroying
    effect used by the player finds nothing to destroy and leaves the player's own sets."""
    state = table(field="CT-P19", sets=[WARD], player_units={LEFT: GUARD},
                  invasion_units={LEFT: MOTH})
    assert mechanics.unit_atk(state, PLAYER, LEFT) == 2       # Trainee Guard 1 + Banner Plains
    assert mechanics.unit_atk(state, INVASION, LEFT) == 1     # the Moth's own ATK
    ward = state.sets[0]
    effects.destroy_enemy_set_cards(state, PLAYER, EMPTY, None)
    assert state.sets == [ward, EMPTY]


PAGE = json.loads((Path(__file__).resolve().parents[2] / "web/content/gateruler.json")
                  .read_text(encoding="utf-8"))
STEP_MARK = re.compile(r"^(\d)[. ]|^([①-⑧])")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_rules_page_numbers_the_invasion_steps_as_the_rulebook(lang):
    """游玩规则 1-8: the rules page numbers the invasion's steps as the rulebook does, the full
    board staying inside §2 (召唤顺序), so "§6" means the attack order on both."""
    section = next(s for s in PAGE["rules"][lang] if s["paragraphs"][1].startswith(("1", "①")))
    numbers = []
    for paragraph in section["paragraphs"]:
        match = STEP_MARK.match(paragraph)
        if match:
            numbers.append(int(match[1]) if match[1] else "①②③④⑤⑥⑦⑧".index(match[2]) + 1)
    assert numbers == [1, 2, 2, 3, 4, 5, 6, 7, 8]
    attacks = next(p for p in section["paragraphs"] if p.startswith(("6.", "⑥")))
    assert any(word in attacks for word in ("Attacks", "攻击", "攻撃"))
