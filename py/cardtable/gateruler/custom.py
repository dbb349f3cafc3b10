"""A player's own Gate Ruler cards: the cards of their collection, entered in the page and carried
by links, checked strictly and played by the same rules as the built-in ones.

No public card list exists, but a player owns their cards. A card is entered as a short list,
compact enough that a deck link carrying several stays short:

    [name, kind, faction, level, atk, hp, stk, keywords, abilities, unplayed]

- kind and faction are positions in KINDS and FACTIONS; keywords a bit mask over KEYWORDS;
- abilities a flat list of pairs, (position in ABILITIES, amount), amount 0 where it has none;
- unplayed is 1 when the printed card says more than the abilities can: the app then plays
  the card without that text and says so on the card, never guessing what it did.

Every table here only grows at its end, so a card entered with one release reads the same in
the next. A card's numbers are bounded so that nothing a link carries can make a card the
rules were not written for (a unit with no HP, an effect with 0 damage).
"""

import unicodedata
from dataclasses import dataclass

from ..core.protocol import CardTableError
from .cards import CardDef
from .effects import FIELD_TEXT, TEXT

KINDS = ("unit", "event", "field")
FACTIONS = ("toyo", "forna")
KEYWORDS = ("counter", "pierce", "stealth")


@dataclass(frozen=True)
class Ability:
    when: str        # "enter" (a unit arrives), "play" (an event is played), "cnt", "set", "field"
    do: str          # an effect of effects.EFFECTS, a trap's answer, or a field's bonus
    most: int        # the largest amount; 0 for an ability that has no amount
    kinds: tuple     # the kinds of card that may carry it


_UNIT, _EVENT, _FIELD, _ANY = ("unit",), ("event",), ("field",), KINDS

ABILITIES = (
    Ability("enter", "damage_first_enemy_unit", 5, _UNIT),
    Ability("enter", "damage_all_enemy_units", 3, _UNIT),
    Ability("enter", "damage_enemy_ruler", 3, _UNIT),
    Ability("enter", "draw", 2, _UNIT),
    Ability("enter", "gain_energy", 3, _UNIT),
    Ability("enter", "heal_own_units", 0, _UNIT),
    Ability("play", "damage_target_unit", 6, _EVENT),
    Ability("play", "destroy_target_unit", 0, _EVENT),
    Ability("play", "damage_first_enemy_unit", 6, _EVENT),
    Ability("play", "damage_all_enemy_units", 4, _EVENT),
    Ability("play", "damage_enemy_ruler", 4, _EVENT),
    Ability("play", "draw", 3, _EVENT),
    Ability("play", "gain_energy", 3, _EVENT),
    Ability("play", "heal_own_units", 0, _EVENT),
    Ability("play", "destroy_all_enemy_units", 0, _EVENT),
    Ability("cnt", "damage_first_enemy_unit", 4, _ANY),
    Ability("cnt", "damage_enemy_ruler", 3, _ANY),
    Ability("cnt", "draw", 2, _ANY),
    Ability("cnt", "gain_energy", 2, _ANY),
    Ability("cnt", "heal_own_units", 0, _ANY),
    Ability("cnt", "summon_self", 0, _UNIT),
    Ability("set", "damage_attacker", 6, _EVENT),
    Ability("set", "negate_attack", 0, _EVENT),
    Ability("field", "attack_zone_atk", 3, _FIELD),
    Ability("field", "defense_zone_hp", 5, _FIELD),
)

# The triggers a trap's answer waits for (effects.spring_traps reads them).
TRAP_WHEN = {"damage_attacker": "enemy_unit_attacks", "negate_attack": "ruler_attacked"}

MAX_CARDS = 8          # own cards one deck or game may carry
MAX_NAME = 20          # characters of a name
MAX_ABILITIES = 4
LEVELS = range(11)
UNIT_NUMBERS = {"atk": range(13), "hp": range(1, 21), "stk": range(7)}
FIELDS = ("name", "kind", "faction", "level", "atk", "hp", "stk", "keywords", "abilities",
          "unplayed")


class CardError(CardTableError):
    """A card the app cannot accept; `position` is the card's place in its list (0 first), so
    the page can say which card, in its own words for `code`."""

    def __init__(self, code: str, message: str, position: int) -> None:
        super().__init__(code, message, position)


def own_id(position: int) -> str:
    """The id a player's own card has in a deck and a game: MY1, MY2, ... by its place."""
    return f"MY{position + 1}"


def _whole(value, allowed: range) -> bool:
    return type(value) is int and value in allowed


def _name(raw, position: int) -> str:
    if type(raw) is not str:
        raise CardError("card-name", f"Card {position + 1}'s name is not text.", position)
    name = " ".join(raw.split())
    if not 1 <= len(name) <= MAX_NAME or any(
            unicodedata.category(ch).startswith("C") for ch in name):
        raise CardError("card-name", f"Card {position + 1} needs a name of 1 to {MAX_NAME} "
                        "letters, with no control characters.", position)
    return name


def _abilities(pairs, kind: str, position: int) -> list[tuple[Ability, int]]:
    if type(pairs) is not list or len(pairs) % 2 or len(pairs) > 2 * MAX_ABILITIES or not all(
            type(x) is int for x in pairs):
        raise CardError("card-shape", f"Card {position + 1}'s abilities are not readable.",
                        position)
    chosen = []
    for index, amount in zip(pairs[::2], pairs[1::2]):
        if not 0 <= index < len(ABILITIES):
            raise CardError("card-effect", f"Card {position + 1} has an ability this release does "
                            "not know.", position)
        ability = ABILITIES[index]
        if kind not in ability.kinds:
            raise CardError("card-effect", f"Card {position + 1} is a {kind}, which cannot have "
                            f"the ability {ability.when}/{ability.do}.", position)
        low = 1 if ability.most else 0
        if not low <= amount <= ability.most:
            raise CardError("card-range", f"Card {position + 1}'s {ability.do} amount is "
                            f"{amount}; it must be from {low} to {ability.most}.", position)
        chosen.append((ability, amount))
    whens = [ability.when for ability, _ in chosen]
    if whens.count("set") > 1 or ("set" in whens and "play" in whens):
        raise CardError("card-effect", f"Card {position + 1}: an event is either played or set, "
                        "and a set card answers one way.", position)
    if len({ability.do for ability, _ in chosen if ability.when == "field"}) < whens.count("field"):
        raise CardError("card-effect", f"Card {position + 1} names one field bonus twice.",
                        position)
    return chosen


def _effect(ability: Ability, amount: int) -> dict:
    """An ability as the card data writes an effect: {"do": ..., "amount": n} (no amount where
    the ability has none)."""
    return {"do": ability.do, **({"amount": amount} if ability.most else {})}


def card_from_entry(entry, position: int) -> CardDef:
    """The card an entered list describes, or CardError saying what is wrong with it."""
    if type(entry) is not list or len(entry) != len(FIELDS):
        raise CardError("card-shape", f"Card {position + 1} is not a card: it must list "
                        f"{len(FIELDS)} things.", position)
    fields = dict(zip(FIELDS, entry))
    name = _name(fields["name"], position)
    if not _whole(fields["kind"], range(len(KINDS))) or not _whole(
            fields["faction"], range(len(FACTIONS))):
        raise CardError("card-shape", f"Card {position + 1}'s kind or faction is unknown.",
                        position)
    kind = KINDS[fields["kind"]]
    numbers = {key: fields[key] for key in UNIT_NUMBERS}
    in_range = _whole(fields["level"], LEVELS) and _whole(fields["unplayed"], range(2)) and (
        all(_whole(value, UNIT_NUMBERS[key]) for key, value in numbers.items())
        and _whole(fields["keywords"], range(1 << len(KEYWORDS)))
        if kind == "unit" else
        not any(numbers.values()) and fields["keywords"] == 0)
    if not in_range:
        raise CardError("card-range", f"Card {position + 1} has a number outside what a {kind} "
                        "can have (level 0-10; a unit's ATK 0-12, HP 1-20, STK 0-6; other "
                        "cards have no ATK, HP, STK or keywords).", position)
    chosen = _abilities(fields["abilities"], kind, position)

    def effects_for(when: str) -> tuple:
        return tuple(_effect(a, n) for a, n in chosen if a.when == when)

    trap = next(({"when": TRAP_WHEN[a.do], "do": [_effect(a, n)]}
                 for a, n in chosen if a.when == "set"), None)
    bonus = {a.do: n for a, n in chosen if a.when == "field"}
    provenance = {"all": "a player's own card"}
    if fields["unplayed"]:
        provenance["unplayed"] = "the printed card says more than the app can play"
    return CardDef(
        id=own_id(position), kind=kind, name={"zh": name, "ja": name, "en": name},
        level=fields["level"], atk=numbers["atk"], hp=numbers["hp"], stk=numbers["stk"],
        faction=FACTIONS[fields["faction"]],
        keywords=frozenset(k for bit, k in enumerate(KEYWORDS) if fields["keywords"] >> bit & 1),
        on_enter=effects_for("enter"), on_play=effects_for("play"), cnt=effects_for("cnt"),
        trap=trap, field_bonus=bonus or None,
        provenance=provenance,
    )


def own_cards(entries) -> dict[str, CardDef]:
    """A deck's or a game's own cards by id, or CardError for the first that is not a card."""
    if type(entries) is not list:
        raise CardError("card-shape", "The player's own cards are not a list.", 0)
    if len(entries) > MAX_CARDS:
        raise CardError("card-count", f"{len(entries)} own cards; a deck carries at most "
                        f"{MAX_CARDS}.", MAX_CARDS)
    cards = [card_from_entry(entry, position) for position, entry in enumerate(entries)]
    return {card.id: card for card in cards}


def vocabulary() -> dict:
    """What the page's card editor offers: kinds, factions, keywords, and each ability with the
    kinds that may carry it and its largest amount, by position (the numbers a card carries)."""
    return {
        "kinds": list(KINDS), "factions": list(FACTIONS), "keywords": list(KEYWORDS),
        "abilities": [{"when": a.when, "do": a.do, "most": a.most, "kinds": list(a.kinds),
                       "text": (FIELD_TEXT if a.when == "field" else TEXT)[a.do]}
                      for a in ABILITIES],
        "levels": [LEVELS.start, LEVELS.stop - 1], "max_name": MAX_NAME,
        "max_abilities": MAX_ABILITIES, "max_cards": MAX_CARDS,
        "numbers": {key: [r.start, r.stop - 1] for key, r in UNIT_NUMBERS.items()},
    }
