"""The shared mechanics of Gate Ruler: unit stats, damage, destruction, summoning, attacks.

Both sides use these; only who chooses differs (the player's actions, the invasion's fixed
rules). Orders that the rulebook fixes are named constants so the clause is visible in code.
"""

from . import effects
from .state import DEFENSE, EMPTY, LEFT, PLAYER, RIGHT, RULER, State

# Rulebook §2: the invasion summons left attack -> right attack -> defense (player's view).
SUMMON_ORDER = (LEFT, RIGHT, DEFENSE)
# Rulebook §4: effects target the player's left attack -> defense -> right attack.
EFFECT_TARGET_ORDER = (LEFT, DEFENSE, RIGHT)
# Rulebook §6: attacks go left attack unit -> defense unit -> ruler; never the right attack unit.
ATTACK_TARGET_ORDER = (LEFT, DEFENSE, RULER)


def unit_atk(state: State, side: int, zone: int) -> int:
    card = state.defs[state.zones[side][zone]]
    bonus = 0
    if side == PLAYER and zone != DEFENSE and state.field != EMPTY:
        bonus = (state.defs[state.field].field_bonus or {}).get("attack_zone_atk", 0)
    return card.atk + bonus


def unit_hp(state: State, side: int, zone: int) -> int:
    card = state.defs[state.zones[side][zone]]
    bonus = 0
    if side == PLAYER and zone == DEFENSE and state.field != EMPTY:
        bonus = (state.defs[state.field].field_bonus or {}).get("defense_zone_hp", 0)
    return card.hp + bonus


def life_of(state: State, side: int) -> int:
    return state.ruler.life if side == PLAYER else state.level.hp


def lose(state: State, side: int, why: str) -> None:
    if state.winner is None:
        state.winner = 1 - side
        state.note("lose", side=side, why=why)


def take_top(state: State, side: int, noted: str = "") -> int | None:
    """Take the deck's top card; a side that must take from an empty deck loses. A `noted`
    event is logged with the card while it is still on top (a drive or a draw is something a
    side does: its line comes before the board changes)."""
    deck = state.deck[side]
    if not deck:
        lose(state, side, "deck")
        return None
    if noted:
        state.note(noted, side=side, card=state.defs[deck[-1]].id)
    return deck.pop()


def destroy(state: State, side: int, zone: int, why: str = "destroyed") -> None:
    uid = state.zones[side][zone]
    state.zones[side][zone] = EMPTY
    state.hurt.pop(uid, None)
    state.rested.discard(uid)
    state.grave[side].append(uid)
    state.note("destroy", side=side, zone=zone, card=state.defs[uid].id, why=why)


def damage_unit(state: State, side: int, zone: int, amount: int) -> int:
    """Deal damage to a unit; return the damage beyond what destroyed it (0 if it lives)."""
    uid = state.zones[side][zone]
    left = unit_hp(state, side, zone) - state.hurt.get(uid, 0)
    state.hurt[uid] = state.hurt.get(uid, 0) + amount
    state.note("damage", side=side, zone=zone, card=state.defs[uid].id, amount=amount)
    if amount >= left:
        destroy(state, side, zone)
        return amount - left
    return 0


def damage_ruler(state: State, side: int, amount: int) -> None:
    """Move `amount` cards one by one from the deck to the damage zone; CNT cards resolve.

    The log's line for the damage ends up saying where its cards went (to_damage, to_counter),
    so a turn's brief needs no count of the lines after it: a CNT card's own effect logs lines
    of its own there, damage to the other ruler among them."""
    state.note("ruler-damage", side=side, amount=amount)
    told = state.log[-1] if state.log is not None else {}
    told.update(to_damage=0, to_counter=0)
    for _ in range(amount):
        if state.winner is not None:
            return
        uid = take_top(state, side)
        if uid is None:
            return
        card = state.defs[uid]
        if card.has_cnt:
            state.counter[side].append(uid)
            told["to_counter"] += 1
            state.note("cnt", side=side, card=card.id)
            effects.resolve(state, side, card.cnt, uid)
        else:
            state.damage[side].append(uid)
            told["to_damage"] += 1
            state.note("damage-card", side=side, card=card.id)
            if len(state.damage[side]) >= life_of(state, side):
                lose(state, side, "life")


def place_unit(state: State, side: int, uid: int, zone: int) -> None:
    """Put a unit into an empty zone and resolve its on-entry effects."""
    state.zones[side][zone] = uid
    card = state.defs[uid]
    state.note("summon", side=side, zone=zone, card=card.id)
    if card.on_enter and not card.effect_ignored:
        effects.resolve(state, side, card.on_enter, uid)


def first_empty(state: State, side: int, order=SUMMON_ORDER) -> int | None:
    zones = state.zones[side]
    for zone in order:
        if zones[zone] == EMPTY:
            return zone
    return None


def can_be_attacked(state: State, side: int, zone: int) -> bool:
    uid = state.zones[side][zone]
    return uid != EMPTY and "stealth" not in state.defs[uid].keywords


def _card_in(state: State, side: int, zone: int) -> str | None:
    """The id of the unit in a zone, for the log; None for a ruler."""
    return None if zone == RULER else state.defs[state.zones[side][zone]].id


def attacker_stats(state: State, side: int, zone: int) -> tuple[int, int, bool]:
    """(ATK, STK, pierce) of a unit or of a ruler (the rift's come from the level sheet)."""
    if zone == RULER:
        if side == PLAYER:
            return state.ruler.atk, state.ruler.stk, False
        return state.level.atk, state.level.stk, state.level.pierce
    card = state.defs[state.zones[side][zone]]
    return unit_atk(state, side, zone), card.stk, "pierce" in card.keywords


def attack(state: State, side: int, attacker: int, target: int) -> None:
    """One attack from `side`'s attacker (a zone or RULER) on the other side's target.

    A unit deals ATK to a unit and STK to a ruler. With pierce, all the damage beyond what
    destroys the target unit goes on to the ruler behind it (the base rules as summarised in
    ../shared/rules/NOTES.md put no cap on it; no source caps it at STK, so the cap that ruleset 1
    had now only replays links made then). A unit with counter
    that survives hits its attacking unit back with its ATK. The player's set cards may spring
    first when the invasion attacks.
    """
    foe = 1 - side
    if state.log is not None:
        state.note("attack", side=side, attacker=attacker, target=target,
                   card=_card_in(state, side, attacker), target_card=_card_in(state, foe, target))
    if side == PLAYER:
        if attacker == RULER:
            state.ruler_rested = True
        else:
            state.rested.add(state.zones[side][attacker])
    elif effects.spring_traps(state, attacker, target):
        return
    atk, stk, pierce = attacker_stats(state, side, attacker)
    if target == RULER:
        damage_ruler(state, foe, stk)
        return
    excess = damage_unit(state, foe, target, atk)
    if state.zones[foe][target] != EMPTY:
        defender = state.defs[state.zones[foe][target]]
        if "counter" in defender.keywords and attacker != RULER:
            state.note("counter", side=foe, zone=target, card=defender.id)
            damage_unit(state, side, attacker, unit_atk(state, foe, target))
    elif pierce and excess > 0:
        damage_ruler(state, foe, min(excess, stk) if state.ruleset == 1 else excess)

