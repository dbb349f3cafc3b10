"""The card list for the page: names, stats and full text in three languages, sent once.

Card text is generated from the same data the engine runs, so the two cannot disagree. Each
line carries a `when` key naming its effect class (on_play, activated, triggered, automatic,
constant, extended, construction, foresight, equip, fortress, system) that `LABELS["when"]`
names in each language; a triggered line also names its 〈condition〉.
"""

from ..core.catalog import LANGS, catalog_json, text_by_language
from .cards import CARDS, DECKS, RACES, CardDef
from .effects import describe


def _words(ja: str, zh: str, en: str) -> dict:
    return {"ja": ja, "zh": zh, "en": en}


LABELS = {
    "when": {
        "on_play": _words("発動時", "发动时", "On play"),
        "activated": _words("起動（このカードをレスト）", "起动（横置此卡）",
                            "Activated (rest this card)"),
        "triggered": _words("誘発", "诱发", "Triggered"),
        "automatic": _words("自動", "自动", "Automatic"),
        "constant": _words("常時有効", "常时有效", "Constant"),
        "extended": _words("拡張発動", "扩展发动", "Extended play"),
        "construction": _words("構築制限", "构筑限制", "Construction limit"),
        "foresight": _words("先読み", "先读", "Foresight"),
        "equip": _words("装備", "装备", "Equipped"),
        "fortress": _words("要塞", "要塞", "Fortress"),
        "system": _words("条件", "条件", "Condition"),
    },
    "conditions": {
        "turn_start": _words("自分のスタンドアップフェイズ（アップ状態に戻した後）",
                             "你的重置阶段（转为竖置之后）",
                             "In your stand-up phase, once your cards are upright"),
        "ally_summoned": _words("自分のキャラが召喚された時", "你的角色被召唤时",
                                "When a character of yours is summoned"),
        "opponent_plays": _words("相手がカードを発動した時", "对手发动卡牌时",
                                 "When your opponent plays a card"),
        "battle_won": _words("バトルに勝った時", "战斗胜利时", "When you win a battle"),
        "captain_lost": _words("自分の隊長が冥界へ送られた時", "你的队长被送入冥界时",
                               "When your captain goes to the underworld"),
        "leaves": _words("このキャラが冥界へ送られた時", "此角色被送入冥界时",
                         "When this character goes to the underworld"),
    },
    "classes": {
        "character": _words("キャラクター", "角色", "Character"),
        "tactic": _words("戦術符", "战术符", "Tactic"),
        "equipment": _words("装備符", "装备符", "Equipment"),
        "barrier": _words("結界符", "结界符", "Barrier"),
        "fortress": _words("要塞", "要塞", "Fortress"),
        "system": _words("SYSTEM", "SYSTEM", "SYSTEM"),
    },
    "races": RACES,
}

_TEXT = {
    "aura_atk": _words("自分の{race}のキャラのATK+{amount}。", "你的{race}角色ATK+{amount}。",
                       "Your {race} characters get +{amount} ATK."),
    "aura_captain_spd": _words("自分の隊長のSPD+{amount}。", "你的队长SPD+{amount}。",
                               "Your captain gets +{amount} SPD."),
    "aura_enemy_atk": _words("相手のキャラのATK-{amount}。", "对手的角色ATK-{amount}。",
                             "Enemy characters get -{amount} ATK."),
    "aura_battle_shield": _words("自分が受けるバトルのダメージ-{amount}。",
                                 "你受到的战斗伤害-{amount}。",
                                 "You take {amount} less battle damage."),
    "alias": _words("このカードはどこにあっても「{name}」としても扱う。",
                    "此卡在任何区域也视为「{name}」。",
                    "Wherever it is, this card is also named {name}."),
    "pay_life": _words("次元コストの代わりにライフを{amount}払って発動できる。",
                       "可以支付{amount}点生命代替次元费用来发动。",
                       "You may play this by paying {amount} life instead of its dimension "
                       "cost."),
    "pay_seal_own": _words("次元コストの代わりに自分の冥界の上から{amount}枚を封印して発動できる。",
                           "可以封印你冥界最上面的{amount}张牌代替次元费用来发动。",
                           "You may play this by sealing the top {amount} cards of your "
                           "underworld instead of paying its dimension cost."),
    "max_copies": _words("このカードはデッキに{amount}枚までしか入れられない。",
                         "此卡在卡组中最多放{amount}张。",
                         "A deck may hold at most {amount} of this card."),
    "foresight": _words("相手ターンの先読みで使える。", "可以在对手回合的先读时机使用。",
                        "May be played in your opponent's turn, at a foresight moment."),
    "equip_stats": _words("装備したキャラのATK+{atk}、SPD+{spd}。", "装备的角色ATK+{atk}，SPD+{spd}。",
                          "The equipped character gets +{atk} ATK and +{spd} SPD."),
    "fortress_def": _words("DEF {amount}：バトルで相手のキャラのATKから引く。",
                           "DEF {amount}：战斗中从对手角色的ATK中扣除。",
                           "DEF {amount}: taken from each enemy character's ATK in a battle."),
    "life_at_most": _words("自分のライフが{amount}以下の時だけ発動できる。",
                           "只有在你的生命为{amount}以下时才能发动。",
                           "Can be played only while your life is {amount} or less."),
}


def _text(key: str, **params) -> dict:
    return {lang: _TEXT[key][lang].format(**{
        k: (v[lang] if isinstance(v, dict) else v) for k, v in params.items()})
        for lang in LANGS}


def _effect(effect: dict) -> dict:
    return {lang: describe(effect, lang) for lang in LANGS}


def _lines(card: CardDef) -> list[tuple[str, dict]]:
    """(when, {lang: text}) for every line of the card's text, in a fixed order."""
    lines = []
    if card.foresight:
        lines.append(("foresight", _text("foresight")))
    if card.requires:
        lines.append(("system", _text("life_at_most", amount=card.requires["life_at_most"])))
    if card.cls == "equipment":
        lines.append(("equip", _text("equip_stats", atk=card.atk, spd=card.spd)))
    if card.cls == "fortress":
        lines.append(("fortress", _text("fortress_def", amount=card.defense)))
    lines += [("on_play", _effect(effect)) for effect in card.on_play]
    if card.activated:
        lines.append(("activated", _effect(card.activated)))
    for effect in card.triggered:
        condition = LABELS["conditions"][effect["on"]]
        lines.append(("triggered", {lang: f"〈{condition[lang]}〉{describe(effect, lang)}"
                                    for lang in LANGS}))
    for effect in card.automatic:
        race = RACES.get(effect.get("race", ""), {lang: "" for lang in LANGS})
        lines.append(("automatic", _text(f"aura_{effect['aura']}", amount=effect["amount"],
                                         race=race)))
    if card.alias:
        lines.append(("constant", _text("alias", name=CARDS[card.alias].name)))
    if card.extended:
        lines.append(("extended", _text(f"pay_{card.extended['pay']}",
                                        amount=card.extended["amount"])))
    if card.max_copies < 3:
        lines.append(("construction", _text("max_copies", amount=card.max_copies)))
    return lines


def card_json(card: CardDef) -> dict:
    return {
        "id": card.id, "name": card.name, "class": card.cls, "cost": card.cost,
        "atk": card.atk, "spd": card.spd, "def": card.defense, "races": list(card.races),
        "foresight": card.foresight, "target": card.target or None,
        "alias": card.alias or None, "max_copies": card.max_copies,
        "text": text_by_language(_lines(card)),
        "provenance": card.provenance,
    }


def catalog() -> dict:
    decks = {letter: {"name": deck.name, "cards": deck.cards} for letter, deck in DECKS.items()}
    return catalog_json(CARDS, card_json, decks, LABELS)
