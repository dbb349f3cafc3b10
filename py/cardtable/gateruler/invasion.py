"""The invasion dimension's turn, every step fixed by the solo rulebook (sections 1-8).

Where the rulebook leaves the invasion a choice (its §8 asks the player to decide), the choice is
made by a fixed rule written here and on the game's rules page:
- Several lowest-level units on a full board: the first in summon order (left, right, defense)
  goes to the graveyard.
- Level 2's turn-start rule destroys its own Dark Knight first in the order left attack ->
  right attack -> defense, the same order the rule gives for the player's units.
"""

from . import effects
from . import mechanics as m
from .state import EMPTY, INVASION, PLAYER, RULER, State

DARK_KNIGHT = "黑暗骑士"
FINALE_ID = "2021GB02-002"
PURGE_ORDER = (0, 2, 1)  # left attack -> right attack -> defense (level 2 special rule)


def play_turn(state: State) -> None:
    state.note("turn", side=INVASION, number=state.invasion_turns + 1)
    state.invasion_turns += 1
    if "finale_purge" in state.level.rules:
        finale_purge(state)
    for _ in range(state.level.drives):
        if state.winner is not None:
            return
        drive_one(state)
    if state.winner is None:
        attack_all(state)


def finale_purge(state: State) -> None:
    """Level 2: while Doom Dragon Finale is on the field, each turn start destroys one of the
    invasion's Dark Knights, then one player unit, even if no Dark Knight was there."""
    zones = state.zones[INVASION]
    if not any(uid != EMPTY and state.defs[uid].id == FINALE_ID for uid in zones):
        return
    state.note("rule", rule="finale_purge")
    for zone in PURGE_ORDER:
        uid = zones[zone]
        if uid != EMPTY and DARK_KNIGHT in state.defs[uid].name["zh"]:
            m.destroy(state, INVASION, zone, "finale")
            break
    for zone in PURGE_ORDER:
        if state.zones[PLAYER][zone] != EMPTY:
            m.destroy(state, PLAYER, zone, "finale")
            break


def drive_one(state: State) -> None:
    """§1-3: drive one card and resolve it fully before the next. An event never makes room
    on a full board: §2's discard is read as a rule for driven units (decision event-full-board)."""
    uid = m.take_top(state, INVASION, "drive")
    if uid is None:
        return
    card = state.defs[uid]
    if card.kind == "event":
        if not card.effect_ignored:
            effects.resolve(state, INVASION, card.on_play, uid)
        state.grave[INVASION].append(uid)
        state.note("to-grave", side=INVASION, card=card.id)
        return
    zone = m.first_empty(state, INVASION)
    if zone is None:
        zone = make_room(state, uid)
        if zone is None:
            return
    m.place_unit(state, INVASION, uid, zone)


def make_room(state: State, driven: int) -> int | None:
    """§2, full board: the lowest-level unit goes to the graveyard, the driven one included;
    a tie with the driven unit sends the one on the field. Returns the freed zone, or None
    when the driven unit itself was the lowest and went to the graveyard."""
    zones = state.zones[INVASION]
    lowest_zone = min(m.SUMMON_ORDER, key=lambda zone: state.defs[zones[zone]].level)
    if state.defs[driven].level < state.defs[zones[lowest_zone]].level:
        state.grave[INVASION].append(driven)
        state.note("to-grave", side=INVASION, card=state.defs[driven].id, why="lowest")
        return None
    m.destroy(state, INVASION, lowest_zone, "lowest")
    return lowest_zone


def attack_all(state: State) -> None:
    """§6: left attack unit, right attack unit, then the rift; on the very first turn only the
    rift attacks, once. Each attack takes the first target that can be attacked among the
    player's left attack unit, defense unit and ruler, so a survivor is hit again."""
    attackers = (RULER,) if state.invasion_turns == 1 else (0, 2, RULER)
    for attacker in attackers:
        if state.winner is not None:
            return
        if attacker != RULER and state.zones[INVASION][attacker] == EMPTY:
            continue
        m.attack(state, INVASION, attacker, choose_target(state))


def choose_target(state: State) -> int:
    for zone in m.ATTACK_TARGET_ORDER:
        if zone == RULER or m.can_be_attacked(state, PLAYER, zone):
            return zone
    return RULER
