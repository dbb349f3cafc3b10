"""Card effects: small named functions, and the words that describe them.

A card's data names its effects ({"do": "damage_target", "amount": 3}); `resolve` looks each
name up in EFFECTS and runs it for the seat that owns the card. `source` is the card whose
skill or effect it is; `target` is the warrior a phenomenon's player chose, or, for a guard
skill, the attacking warrior. Where a skill must pick a warrior by itself, its text names the
rule (fewest or most HP left; the first on the frontline breaks a tie).
"""

from . import mechanics as m
from .cards import CARDS
from .state import NOBODY, State


def _pick(state: State, seat: int, fewest: bool) -> int:
    """The warrior of `seat` with the fewest (or most) HP left; the first one on ties."""
    best, best_left = NOBODY, None
    for uid in state.front[seat]:
        left = m.hp_left(state, uid)
        if best_left is None or (left < best_left if fewest else left > best_left):
            best, best_left = uid, left
    return best


def damage_target(state: State, seat: int, source: int, target: int, amount: int) -> None:
    if target in state.front[1 - seat]:
        m.damage_warrior(state, 1 - seat, target, amount)


def damage_all_enemies(state: State, seat: int, source: int, target: int, amount: int) -> None:
    for uid in state.front[1 - seat][:]:
        m.damage_warrior(state, 1 - seat, uid, amount)


def damage_all_warriors(state: State, seat: int, source: int, target: int, amount: int) -> None:
    """Every warrior on both frontlines, the opponent's first."""
    for side in (1 - seat, seat):
        for uid in state.front[side][:]:
            m.damage_warrior(state, side, uid, amount)


def damage_base(state: State, seat: int, source: int, target: int, amount: int) -> None:
    m.damage_base(state, 1 - seat, amount)


def heal_target(state: State, seat: int, source: int, target: int, amount: int) -> None:
    if target in state.front[seat]:
        left = state.hurt.get(target, 0) - amount
        if left > 0:
            state.hurt[target] = left
        else:
            state.hurt.pop(target, None)


def heal_self(state: State, seat: int, source: int, target: int) -> None:
    state.hurt.pop(source, None)


def draw(state: State, seat: int, source: int, target: int, amount: int) -> None:
    m.draw(state, seat, amount)


def each_draws(state: State, seat: int, source: int, target: int, amount: int) -> None:
    """Both draw before the decks are checked, so both can run out together."""
    m.draw_cards(state, seat, amount)
    m.draw_cards(state, 1 - seat, amount)
    m.settle(state)


def mill(state: State, seat: int, source: int, target: int, amount: int) -> None:
    m.mill(state, 1 - seat, amount)


def power_all(state: State, seat: int, source: int, target: int, amount: int) -> None:
    for uid in state.front[seat]:
        state.boost[uid] = state.boost.get(uid, 0) + amount


def power_self_if_alone(state: State, seat: int, source: int, target: int, amount: int) -> None:
    if state.front[seat] == [source]:
        state.boost[source] = state.boost.get(source, 0) + amount


def recall_warrior(state: State, seat: int, source: int, target: int) -> None:
    """The highest-ranked warrior in your wasteland returns to your hand (the latest on ties)."""
    best = NOBODY
    for uid in state.waste[seat]:
        card = state.defs[uid]
        if card.rank and (best == NOBODY or card.rank >= state.defs[best].rank):
            best = uid
    if best != NOBODY:
        state.waste[seat].remove(best)
        state.hand[seat].append(best)
        state.note("recall", seat=seat, card=state.defs[best].id)


def banish_weakest(state: State, seat: int, source: int, target: int) -> None:
    weakest = _pick(state, 1 - seat, fewest=True)
    if weakest != NOBODY:
        m.send_to_wasteland(state, 1 - seat, weakest, "banished")


def hit_attacker(state: State, seat: int, source: int, target: int, amount: int) -> None:
    if target in state.front[1 - seat]:
        m.damage_warrior(state, 1 - seat, target, amount)


def ground_toughest(state: State, seat: int, source: int, target: int) -> None:
    toughest = _pick(state, 1 - seat, fewest=False)
    if toughest != NOBODY:
        state.grounded.add(toughest)


def ground_target(state: State, seat: int, source: int, target: int) -> None:
    if target in state.front[1 - seat]:
        state.grounded.add(target)


EFFECTS = {f.__name__: f for f in (
    damage_target, damage_all_enemies, damage_all_warriors, damage_base, heal_target, heal_self,
    draw, each_draws, mill, power_all, power_self_if_alone, recall_warrior, banish_weakest,
    hit_attacker, ground_toughest, ground_target,
)}


def resolve(state: State, seat: int, effect_list, source: int, target: int = NOBODY) -> None:
    for effect in effect_list:
        if state.winner is not None:
            return
        params = {k: v for k, v in effect.items() if k != "do"}
        EFFECTS[effect["do"]](state, seat, source, target, **params)


TEXT = {
    "damage_target": {
        "en": "Deal {amount} damage to an enemy warrior of your choice.",
        "zh": "对你选择的1名敌方战士造成{amount}点伤害。",
        "ja": "選んだ相手の戦士1体に{amount}ダメージ。"},
    "damage_all_enemies": {
        "en": "Deal {amount} damage to every enemy warrior.",
        "zh": "对所有敌方战士各造成{amount}点伤害。",
        "ja": "相手の戦士すべてに{amount}ダメージ。"},
    "damage_all_warriors": {
        "en": "Deal {amount} damage to every warrior on both frontlines.",
        "zh": "对双方前线的所有战士各造成{amount}点伤害。",
        "ja": "両方のフロントラインの戦士すべてに{amount}ダメージ。"},
    "damage_base": {
        "en": "Deal {amount} damage to the enemy city (the HQ once the city is broken).",
        "zh": "对敌方都市（都市被破坏后为本部）造成{amount}点伤害。",
        "ja": "相手の都市（都市が壊れた後は本部）に{amount}ダメージ。"},
    "heal_target": {
        "en": "Remove up to {amount} damage from one of your warriors.",
        "zh": "移除你的1名战士身上至多{amount}点伤害。",
        "ja": "自分の戦士1体のダメージを{amount}回復。"},
    "heal_self": {
        "en": "Remove all damage from this warrior.",
        "zh": "移除此战士身上的所有伤害。",
        "ja": "この戦士のダメージをすべて回復。"},
    "draw": {
        "en": "Draw {amount}.",
        "zh": "抽{amount}张牌。",
        "ja": "カードを{amount}枚引く。"},
    "each_draws": {
        "en": "Each player draws {amount}.",
        "zh": "双方各抽{amount}张牌。",
        "ja": "各プレイヤーはカードを{amount}枚引く。"},
    "mill": {
        "en": "Cards from the top of the enemy deck to the wasteland: {amount}.",
        "zh": "将敌方牌组顶的{amount}张牌送入荒野。",
        "ja": "相手のデッキの上から{amount}枚を荒野へ流す。"},
    "power_all": {
        "en": "Your warriors get +{amount} power this turn.",
        "zh": "本回合你的所有战士力量+{amount}。",
        "ja": "このターン、自分の戦士すべてのパワー+{amount}。"},
    "power_self_if_alone": {
        "en": "If no other warrior of yours is on the frontline, this attack gets +{amount} power.",
        "zh": "若你的前线上没有其他战士，此次攻击力量+{amount}。",
        "ja": "フロントラインに他の自分の戦士がいなければ、このアタックのパワー+{amount}。"},
    "recall_warrior": {
        "en": "Return the highest-ranked warrior from your wasteland to your hand.",
        "zh": "将你荒野中等级最高的1名战士返回手牌。",
        "ja": "自分の荒野からランクが最も高い戦士1枚を手札に戻す。"},
    "banish_weakest": {
        "en": "Send the enemy warrior with the fewest HP left to the wasteland.",
        "zh": "将剩余HP最少的1名敌方战士送入荒野。",
        "ja": "残りHPが最も少ない相手の戦士1体を荒野へ流す。"},
    "hit_attacker": {
        "en": "Deal {amount} damage to the attacking warrior.",
        "zh": "对进攻的战士造成{amount}点伤害。",
        "ja": "アタックした戦士に{amount}ダメージ。"},
    "ground_toughest": {
        "en": "The enemy warrior with the most HP left cannot guard this turn.",
        "zh": "剩余HP最多的1名敌方战士本回合不能防御。",
        "ja": "残りHPが最も多い相手の戦士1体は、このターンガードできない。"},
    "ground_target": {
        "en": "An enemy warrior of your choice cannot guard this turn.",
        "zh": "你选择的1名敌方战士本回合不能防御。",
        "ja": "選んだ相手の戦士1体は、このターンガードできない。"},
}

AURA_TEXT = {
    "beta_power": {
        "en": "Your Beta (★) warriors get +{amount} power.",
        "zh": "你的β（★）战士力量+{amount}。",
        "ja": "自分のベータ（★）戦士のパワー+{amount}。"},
    "alpha_power": {
        "en": "Your Alpha (★★) warriors get +{amount} power.",
        "zh": "你的α（★★）战士力量+{amount}。",
        "ja": "自分のアルファ（★★）戦士のパワー+{amount}。"},
    "enemy_power": {
        "en": "Until your next turn, enemy warriors get {amount} power.",
        "zh": "直到你的下个回合，敌方战士力量{amount}。",
        "ja": "次の自分のターンまで、相手の戦士のパワー{amount}。"},
    "base_armor": {
        "en": "Until your next turn, each attack on your city or HQ deals {amount} less damage.",
        "zh": "直到你的下个回合，每次对你的都市或本部的攻击伤害-{amount}。",
        "ja": "次の自分のターンまで、自分の都市・本部へのアタックのダメージ-{amount}。"},
}


def describe(effect: dict, lang: str) -> str:
    params = {k: v for k, v in effect.items() if k != "do"}
    return TEXT[effect["do"]][lang].format(**params)


def _check_card_data() -> None:
    """Every effect a card names must exist, so bad data fails at import."""
    for card in CARDS.values():
        named = list(card.effects) + [e for skills in card.skills.values() for e in skills]
        for effect in named:
            if effect["do"] not in EFFECTS:
                raise ValueError(f"{card.id}: unknown effect {effect['do']!r}")


_check_card_data()
