"""Card effects: small named functions, and the words that describe them.

A card's data names its effects ({"do": "damage_enemy_ruler", "amount": 2}); `resolve` looks
each name up in EFFECTS and runs it for the side that owns the card. Targets chosen by the
engine follow the rulebook's order (§4: left attack -> defense -> right attack).
"""

from . import mechanics as m
from .state import EMPTY, INVASION, PLAYER, RULER, State


def damage_first_enemy_unit(state: State, side: int, source: int, target, amount: int) -> None:
    foe = 1 - side
    for zone in m.EFFECT_TARGET_ORDER:
        if state.zones[foe][zone] != EMPTY:
            m.damage_unit(state, foe, zone, amount)
            return


def damage_target_unit(state: State, side: int, source: int, target, amount: int) -> None:
    if state.zones[1 - side][target] != EMPTY:
        m.damage_unit(state, 1 - side, target, amount)


def destroy_target_unit(state: State, side: int, source: int, target) -> None:
    if state.zones[1 - side][target] != EMPTY:
        m.destroy(state, 1 - side, target)


def damage_all_enemy_units(state: State, side: int, source: int, target, amount: int) -> None:
    foe = 1 - side
    for zone in m.EFFECT_TARGET_ORDER:
        if state.zones[foe][zone] != EMPTY:
            m.damage_unit(state, foe, zone, amount)


def damage_enemy_ruler(state: State, side: int, source: int, target, amount: int) -> None:
    m.damage_ruler(state, 1 - side, amount)


def destroy_all_enemy_units(state: State, side: int, source: int, target) -> None:
    foe = 1 - side
    for zone in m.EFFECT_TARGET_ORDER:
        if state.zones[foe][zone] != EMPTY:
            m.destroy(state, foe, zone)


def destroy_enemy_set_cards(state: State, side: int, source: int, target) -> None:
    if side == INVASION:
        for slot, uid in enumerate(state.sets):
            if uid != EMPTY:
                state.sets[slot] = EMPTY
                state.grave[PLAYER].append(uid)
                state.note("destroy-set", side=PLAYER, slot=slot, card=state.defs[uid].id)


def draw(state: State, side: int, source: int, target, amount: int) -> None:
    """A Knight-type ruler draws to the hand; an Apprentice, who has no hand, drives instead."""
    into = state.hand if state.ruler.family == "knight" else state.drive
    for _ in range(amount):
        uid = m.take_top(state, side, "draw" if into is state.hand else "drive")
        if uid is None:
            return
        into.append(uid)


def gain_energy(state: State, side: int, source: int, target, amount: int) -> None:
    state.energy += amount
    state.note("energy", side=side, amount=amount)


def heal_own_units(state: State, side: int, source: int, target) -> None:
    for uid in state.zones[side]:
        state.hurt.pop(uid, None)
    state.note("heal", side=side)


def summon_self(state: State, side: int, source: int, target) -> None:
    """From the counter zone into the first empty zone, if there is one."""
    zone = m.first_empty(state, side)
    if zone is not None and source in state.counter[side]:
        state.counter[side].remove(source)
        m.place_unit(state, side, source, zone)


EFFECTS = {f.__name__: f for f in (
    damage_first_enemy_unit, damage_target_unit, destroy_target_unit, damage_all_enemy_units, damage_enemy_ruler,
    destroy_all_enemy_units, destroy_enemy_set_cards, draw, gain_energy, heal_own_units,
    summon_self,
)}


def resolve(state: State, side: int, effect_list, source: int, target=None) -> None:
    for effect in effect_list:
        if state.winner is not None:
            return
        params = {k: v for k, v in effect.items() if k != "do"}
        EFFECTS[effect["do"]](state, side, source, target, **params)


def spring_traps(state: State, attacker: int, target: int) -> bool:
    """The player's set cards that answer this invasion attack; True if the attack is stopped.

    Counter Ward hits an attacking unit before it strikes; Guardian Barrier cancels an attack on
    the ruler. Each set card is used once and goes to the graveyard.
    """
    for slot, uid in enumerate(state.sets):
        if uid == EMPTY:
            continue
        trap = state.defs[uid].trap
        if trap["when"] == "enemy_unit_attacks" and attacker != RULER:
            state.sets[slot] = EMPTY
            state.grave[PLAYER].append(uid)
            state.note("trap", side=PLAYER, card=state.defs[uid].id)
            amount = trap["do"][0]["amount"]
            m.damage_unit(state, INVASION, attacker, amount)
            if state.zones[INVASION][attacker] == EMPTY:
                return True
        elif trap["when"] == "ruler_attacked" and target == RULER:
            state.sets[slot] = EMPTY
            state.grave[PLAYER].append(uid)
            state.note("trap", side=PLAYER, card=state.defs[uid].id)
            return True
    return False


TEXT = {
    "damage_first_enemy_unit": {
        "en": "Deal {amount} damage to the first enemy unit (left attack, defense, right attack).",
        "zh": "对第一个敌方单位（左进攻区、防守区、右进攻区的顺序）造成{amount}点伤害。",
        "ja": "最初の敵ユニット（左アタック、ディフェンス、右アタックの順）に{amount}ダメージ。"},
    "damage_target_unit": {
        "en": "Deal {amount} damage to an enemy unit of your choice.",
        "zh": "对你选择的1个敌方单位造成{amount}点伤害。",
        "ja": "選んだ敵ユニット1体に{amount}ダメージ。"},
    "destroy_target_unit": {
        "en": "Destroy an enemy unit of your choice.",
        "zh": "破坏你选择的1个敌方单位。",
        "ja": "選んだ敵ユニット1体を破壊する。"},
    "damage_all_enemy_units": {
        "en": "Deal {amount} damage to every enemy unit.",
        "zh": "对所有敌方单位各造成{amount}点伤害。",
        "ja": "敵ユニットすべてに{amount}ダメージずつ。"},
    "damage_enemy_ruler": {
        "en": "Deal {amount} damage to the enemy ruler.",
        "zh": "对敌方门将造成{amount}点伤害。",
        "ja": "相手のルーラーに{amount}ダメージ。"},
    "destroy_all_enemy_units": {
        "en": "Destroy every enemy unit.",
        "zh": "破坏所有敌方单位。",
        "ja": "敵ユニットをすべて破壊する。"},
    "destroy_enemy_set_cards": {
        "en": "Destroy every card in the player's set zones.",
        "zh": "破坏玩家配置区中的所有牌。",
        "ja": "プレイヤーのセットゾーンのカードをすべて破壊する。"},
    "draw": {
        "en": "Draw {amount} (an Apprentice drives instead).",
        "zh": "抽{amount}张牌（见习者改为驱策）。",
        "ja": "{amount}枚引く（アプレンティスはドライブする）。"},
    "gain_energy": {
        "en": "Ready {amount} more energy.",
        "zh": "额外获得{amount}点可用能量。",
        "ja": "エナジーを{amount}つ追加で得る。"},
    "heal_own_units": {
        "en": "Remove all damage from your units.",
        "zh": "移除己方所有单位受到的伤害。",
        "ja": "自分のユニットのダメージをすべて取り除く。"},
    "summon_self": {
        "en": "Summon this unit from the counter zone into your first empty zone.",
        "zh": "将此单位从反击区召唤到己方第一个空区域。",
        "ja": "このユニットをカウンターゾーンから最初の空きゾーンに召喚する。"},
    "damage_attacker": {
        "en": "When an enemy unit attacks, it first takes {amount} damage.",
        "zh": "敌方单位攻击时，先对其造成{amount}点伤害。",
        "ja": "敵ユニットの攻撃時、先にそれに{amount}ダメージ。"},
    "negate_attack": {
        "en": "When your ruler is attacked, that attack deals no damage.",
        "zh": "你的门将被攻击时，该次攻击不造成伤害。",
        "ja": "自分のルーラーが攻撃された時、その攻撃のダメージは0。"},
}


FIELD_TEXT = {
    "attack_zone_atk": {
        "en": "Your units in attack zones get +{amount} ATK.",
        "zh": "己方攻击区的单位ATK+{amount}。",
        "ja": "自分のアタックゾーンのユニットはATK+{amount}。"},
    "defense_zone_hp": {
        "en": "Your unit in the defense zone gets +{amount} HP.",
        "zh": "己方防守区的单位HP+{amount}。",
        "ja": "自分のディフェンスゾーンのユニットはHP+{amount}。"},
}


def describe(effect: dict, lang: str) -> str:
    params = {k: v for k, v in effect.items() if k != "do"}
    return TEXT[effect["do"]][lang].format(**params)
