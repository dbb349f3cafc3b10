"""The card list for the page: names, stats and full text in three languages, sent once.

Card text is generated from the same data the engine runs, so the two cannot disagree. Each
line carries a `when` key (deploy, attack, guard, turn_start, wasteland, activate, equip, play,
ongoing, city, rank, defeat) that `LABELS["when"]` names in each language.
"""

from ..core.catalog import LANGS, catalog_json, text_by_language
from .cards import AFFILIATIONS, CARDS, CITY, DECKS, GEAR, HQ, PHENOMENON, WARRIOR, CardDef
from .effects import AURA_TEXT, describe

LABELS = {
    "when": {
        "deploy": {"ja": "出撃時", "zh": "出击时", "en": "On deploy"},
        "attack": {"ja": "アタック時", "zh": "攻击时", "en": "On attack"},
        "guard": {"ja": "ガード時", "zh": "防御时", "en": "On guard"},
        "turn_start": {"ja": "ターン開始時", "zh": "回合开始时", "en": "Turn start"},
        "wasteland": {"ja": "荒野へ流れた時", "zh": "进入荒野时", "en": "To the wasteland"},
        "activate": {"ja": "起動（1ターンに1回）", "zh": "启动（每回合1次）",
                     "en": "Activate (once a turn)"},
        "equip": {"ja": "装備", "zh": "装备", "en": "Equipped"},
        "play": {"ja": "使用", "zh": "使用", "en": "Play"},
        "ongoing": {"ja": "継続", "zh": "持续", "en": "Ongoing"},
        "city": {"ja": "都市", "zh": "都市", "en": "City"},
        "rank": {"ja": "ランク制限", "zh": "等级限制", "en": "Rank limit"},
        "defeat": {"ja": "敗北条件", "zh": "失败条件", "en": "Defeat"},
    },
    "keywords": {
        "lockon": {"ja": "ロックオン", "zh": "锁定", "en": "Lock-on"},
        "breakthrough": {"ja": "ブレイクスルー", "zh": "突破", "en": "Breakthrough"},
    },
    "keyword_text": {
        "lockon": {
            "ja": "相手の戦士1体を選んでアタックできる。そのアタックはガードされない。",
            "zh": "可以选择1名敌方战士进行攻击。该攻击不能被防御。",
            "en": "May attack an enemy warrior of its choice; that attack cannot be guarded."},
        "breakthrough": {
            "ja": "戦士のHPを超えたダメージは、相手の都市（または本部）に与える。",
            "zh": "超出战士HP的伤害会对敌方都市（或本部）造成。",
            "en": "Damage beyond a warrior's HP goes on to the enemy city (or HQ)."},
    },
    "types": {
        WARRIOR: {"ja": "戦士", "zh": "战士", "en": "Warrior"},
        GEAR: {"ja": "ギア", "zh": "装备", "en": "Gear"},
        PHENOMENON: {"ja": "現象", "zh": "现象", "en": "Phenomenon"},
        CITY: {"ja": "都市", "zh": "都市", "en": "City"},
        HQ: {"ja": "本部", "zh": "本部", "en": "HQ"},
    },
    "ranks": {
        "1": {"ja": "ベータ★", "zh": "β★", "en": "Beta ★"},
        "2": {"ja": "アルファ★★", "zh": "α★★", "en": "Alpha ★★"},
        "3": {"ja": "スーパーアルファ★★★", "zh": "超级α★★★", "en": "Super Alpha ★★★"},
    },
    "affiliations": AFFILIATIONS,
    "unlimited": {"ja": "ー", "zh": "—", "en": "—"},
}

_STATIC = {
    "guard_armor": {"ja": "受けるダメージ-{amount}。", "zh": "受到的伤害-{amount}。",
                    "en": "Takes {amount} less damage."},
    "power": {"ja": "パワー+{amount}。", "zh": "力量+{amount}。", "en": "+{amount} power."},
    "hp": {"ja": "HP+{amount}。", "zh": "HP+{amount}。", "en": "+{amount} HP."},
    "keyword": {"ja": "{keyword}を得る。", "zh": "获得{keyword}。", "en": "Gains {keyword}."},
    "ward": {"ja": "この戦士が最初に受けるダメージを0にし、このギアは壊れる。",
             "zh": "此战士第一次受到的伤害变为0，然后此装备损坏。",
             "en": "The first damage this warrior would take is prevented; then this gear breaks."},
    "city_rank": {"ja": "この都市がある間、スーパーアルファ（★★★）は出撃できない。",
                  "zh": "此都市存在期间，不能出击超级α（★★★）战士。",
                  "en": "While this city stands, no Super Alpha (★★★) may be deployed."},
    "hq_rank": {"ja": "本部だけが残っているとき、スーパーアルファ（★★★）を出撃できる。",
                "zh": "只剩本部时，可以出击超级α（★★★）战士。",
                "en": "Once only the HQ remains, Super Alphas (★★★) may be deployed."},
    "defeat": {"ja": "都市が壊れ、本部のHPが0になると敗北。",
               "zh": "都市被破坏且本部HP归0时失败。",
               "en": "With the city broken, you lose when this reaches 0 HP."},
}


def _static(key: str, **params) -> dict:
    return {lang: _STATIC[key][lang].format(**params) for lang in LANGS}


def _lines(card: CardDef) -> list[tuple[str, dict]]:
    """(when, {lang: text}) for every line of the card's text, in printed order."""
    lines = []
    if card.type == GEAR:
        for stat in ("power", "hp"):
            if getattr(card, stat):
                lines.append(("equip", _static(stat, amount=getattr(card, stat))))
        for keyword in sorted(card.keywords):
            lines.append(("equip", {lang: _STATIC["keyword"][lang].format(
                keyword=LABELS["keywords"][keyword][lang]) for lang in LANGS}))
        if card.ward:
            lines.append(("equip", _static("ward")))
    if card.guard_armor:
        lines.append(("guard", _static("guard_armor", amount=card.guard_armor)))
    for when, effects in card.skills.items():
        lines += [(when, {lang: describe(effect, lang) for lang in LANGS}) for effect in effects]
    lines += [("play", {lang: describe(effect, lang) for lang in LANGS})
              for effect in card.effects]
    for key, amount in card.aura.items():
        when = "city" if card.type == CITY else "ongoing"
        lines.append((when, {lang: AURA_TEXT[key][lang].format(amount=amount)
                             for lang in LANGS}))
    if card.type == CITY:
        lines.append(("rank", _static("city_rank")))
    if card.type == HQ:
        lines += [("rank", _static("hq_rank")), ("defeat", _static("defeat"))]
    return lines


def card_json(card: CardDef) -> dict:
    return {
        "id": card.id, "name": card.name, "type": card.type, "faction": card.faction,
        "affiliation": card.affiliation or None, "rank": card.rank or None,
        "power": card.power, "hp": card.hp, "keywords": sorted(card.keywords),
        "equip": list(card.equip), "limit": card.limit if card.type == PHENOMENON else None,
        "ongoing": card.ongoing,
        "text": text_by_language(_lines(card)),
        "provenance": card.provenance,
    }


def catalog() -> dict:
    decks = {letter: {"faction": deck.faction, "name": deck.name, "cards": deck.cards}
             for letter, deck in DECKS.items()}
    return catalog_json(CARDS, card_json, decks, LABELS)
