"""What the player may see, as JSON for the board, and words for actions and cards.

The view strips what is hidden: deck orders become counts; the player's own hand and set cards
are shown to the player (the only seat), the invasion has no hand.
"""

from . import effects, player
from . import mechanics as m
from .cards import ALL_CARDS, CardDef, Level, Ruler
from .invasion import FINALE_ID
from .state import EMPTY, INVASION, PLAYER, RULER, State


def card_catalog(cards: dict[str, CardDef]) -> dict:
    """Every card with its stats and full text in the three languages, sent to the page once."""
    return {card_id: card_json(card) for card_id, card in cards.items()}


def card_json(card: CardDef) -> dict:
    text = {lang: [] for lang in ("zh", "ja", "en")}
    for label, effect_list in (("enter", card.on_enter), ("play", card.on_play),
                               ("cnt", card.cnt)):
        for effect in effect_list:
            for lang, lines in text.items():
                lines.append({"when": label, "text": effects.describe(effect, lang)})
    for bonus, amount in (card.field_bonus or {}).items():
        for lang, lines in text.items():
            lines.append({"when": "field", "text": effects.FIELD_TEXT[bonus][lang].format(
                amount=amount)})
    for effect in card.trap["do"] if card.trap else ():
        for lang, lines in text.items():
            lines.append({"when": "set", "text": effects.describe(effect, lang)})
    return {
        "id": card.id, "kind": card.kind, "name": card.name, "level": card.level,
        "atk": card.atk, "hp": card.hp, "stk": card.stk, "faction": card.faction,
        "keywords": sorted(card.keywords), "text": text, "provenance": card.provenance,
        "effect_ignored": card.effect_ignored, "cnt_ignored": card.cnt_ignored,
        "field": card.field_bonus,
    }


# The card each level's special rule (levels.json "rules") is about, so the page names it from
# the catalog in the reader's language.
RULE_CARDS = {
    "ignore_blue_titan": "2021GB02-122",
    "finale_purge": FINALE_ID,
    "ignore_finale_cnt": FINALE_ID,
    "shishin_wipe": "2020GB01-004",
    "ignore_cthulhu_dormancy": "2021GB02-117",
    "hastur_stk_2": "2021GB02-118",
}


def level_json(level: Level) -> dict:
    """A level sheet with the totals of the deck the engine plays beside the printed ones, and
    the card each of its special rules is about."""
    cards = [(ALL_CARDS[card_id], count) for card_id, count in level.deck.items()]
    return {
        "level": level.level, "name": level.name, "hp": level.hp, "atk": level.atk,
        "stk": level.stk, "pierce": level.pierce, "drives": level.drives,
        "rules": list(level.rules), "rule_cards": {rule: RULE_CARDS[rule] for rule in level.rules},
        "nightmare": level.nightmare, "deck": level.deck,
        "listed": level.listed, "printed": level.printed, "resolution": level.resolution,
        "about": level.about, "measured": level.measured,
        "totals": {"cards": sum(count for _, count in cards),
                   "level_total": sum(card.level * count for card, count in cards),
                   "cnt": sum(count for card, count in cards if card.has_cnt)},
    }


def ruler_json(ruler: Ruler) -> dict:
    return {key: getattr(ruler, key) for key in (
        "id", "code", "family", "name", "life", "atk", "stk", "deck", "deck_rules",
        "start_energy", "start_hand", "energy_per_turn", "draw_per_turn", "summons_per_turn",
        "max_energy", "drives_per_turn", "provenance")}


def _unit(state: State, side: int, zone: int, idle: dict | None = None) -> dict | None:
    uid = state.zones[side][zone]
    if uid == EMPTY:
        return None
    hp = m.unit_hp(state, side, zone)
    shown = {
        "uid": uid, "id": state.defs[uid].id, "atk": m.unit_atk(state, side, zone),
        "hp": hp, "left": hp - state.hurt.get(uid, 0),
        "rested": uid in state.rested, "moved": uid in state.moved,
    }
    if idle:
        shown["idle"] = idle   # why a unit of yours that looks ready has no move, for its sheet
    return shown


def _ids(state: State, uids) -> list[dict]:
    return [{"uid": uid, "id": state.defs[uid].id} for uid in uids]


def _held(state: State, uids) -> list[dict]:
    """Cards in the hand or drive zone; one with no play now carries why ("unplayable"), which
    its sheet tells the player instead of leaving it greyed without a word."""
    cards = _ids(state, uids)
    for held in cards:
        reason = player.unplayable(state, held["uid"]) if state.winner is None else None
        if reason:
            held["unplayable"] = reason
    return cards


def _left(state: State, side: int) -> int:
    """A side's LIFE or HP still standing: its damage zone counts against it, and the side loses
    once the count reaches its total (mechanics.life_of)."""
    return max(0, m.life_of(state, side) - len(state.damage[side]))


def board(state: State) -> dict:
    ruler = state.ruler
    idle = player.idle_units(state)
    level = state.level
    return {
        "turn": state.turn, "phase": state.phase, "winner": state.winner,
        "level": level.level, "ruler": ruler.id,
        "player": {
            "life": ruler.life, "left": _left(state, PLAYER), "atk": ruler.atk, "stk": ruler.stk,
            "rested": state.ruler_rested, "energy": state.energy,
            "energy_area": state.energy_area,
            "summons_left": state.summons_left, "family": ruler.family,
            "zones": [_unit(state, PLAYER, zone, idle[zone]) for zone in range(3)],
            "hand": _held(state, state.hand), "drive": _held(state, state.drive),
            "sets": [_ids(state, [uid])[0] if uid != EMPTY else None for uid in state.sets],
            "field": _ids(state, [state.field])[0] if state.field != EMPTY else None,
            "deck": len(state.deck[PLAYER]), "damage": _ids(state, state.damage[PLAYER]),
            "counter": _ids(state, state.counter[PLAYER]),
            "grave": _ids(state, state.grave[PLAYER]),
        },
        "invasion": {
            "hp": level.hp, "left": _left(state, INVASION), "atk": level.atk, "stk": level.stk,
            "pierce": level.pierce, "drives": level.drives,
            "zones": [_unit(state, INVASION, zone) for zone in range(3)],
            "deck": len(state.deck[INVASION]), "damage": _ids(state, state.damage[INVASION]),
            "counter": _ids(state, state.counter[INVASION]),
            "grave": _ids(state, state.grave[INVASION]),
        },
        **_own_cards(state),
    }


def _own_cards(state: State) -> dict:
    """The player's own cards in this game ("own": each as the catalog has a card), which the
    page's catalog cannot know; nothing for a game of built-in cards."""
    own = {card.id: card for card in state.defs if card.id not in ALL_CARDS}
    return {"own": {card_id: card_json(card) for card_id, card in own.items()}} if own else {}


def describe_action(state: State, action: tuple) -> dict:
    """Where an action starts and where it lands, so the board can offer it on a tap."""
    kind = action[0]
    if kind in ("summon", "set"):
        return {"kind": kind, "source": action[1], "target": {"side": PLAYER, "zone": action[2]}}
    if kind == "play":
        target = None if action[2] < 0 else {"side": INVASION, "zone": action[2]}
        return {"kind": kind, "source": action[1], "target": target}
    if kind == "field":
        return {"kind": kind, "source": action[1], "target": None}
    if kind == "move":
        return {"kind": kind, "source": {"side": PLAYER, "zone": action[1]},
                "target": {"side": PLAYER, "zone": action[2]}}
    if kind == "attack":
        source = "ruler" if action[1] == RULER else {"side": PLAYER, "zone": action[1]}
        return {"kind": kind, "source": source, "target": {"side": INVASION, "zone": action[2]}}
    return {"kind": kind, "source": None, "target": None}
