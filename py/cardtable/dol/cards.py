"""Dimension of Legend card and deck definitions, built once from `cards/dol/*.json`.

Definitions are immutable and shared by every state; a state names a card instance by its uid
and looks the definition up in `State.defs`. A card's effects are kept by class, as the
rulebook's ■4 sorts them: on play, activated, triggered 〈condition〉, automatic, constant,
extended play and construction limit. Loading checks every class, condition and aura a card
names, so bad data fails at import, not in the middle of a game.
"""

from dataclasses import dataclass

from ..carddata import load

CHARACTER, TACTIC, EQUIPMENT, BARRIER, FORTRESS, SYSTEM = (
    "character", "tactic", "equipment", "barrier", "fortress", "system")
CLASSES = (CHARACTER, TACTIC, EQUIPMENT, BARRIER, FORTRESS, SYSTEM)
# Cards that stay on the field once played; tactics and SYSTEMs go to the underworld.
STAYS = (CHARACTER, EQUIPMENT, BARRIER, FORTRESS)
TARGETS = ("", "enemy_char", "own_char")
# The 〈conditions〉 a triggered effect may name.
CONDITIONS = ("turn_start", "ally_summoned", "opponent_plays", "battle_won", "captain_lost",
              "leaves")
# What an automatic effect does while its card is on the field.
AURAS = ("atk", "captain_spd", "enemy_atk", "battle_shield")
# Another way to pay for a card (extended play): life, or sealing cards from your underworld.
ALTERNATIVE_PAYMENTS = ("life", "seal_own")
MAX_COPIES = 3


@dataclass(frozen=True)
class CardDef:
    id: str
    cls: str
    name: dict
    cost: int
    atk: int = 0                   # a character's ATK, or what equipment adds
    spd: int = 0                   # a character's SPD, or what equipment adds
    defense: int = 0               # a fortress's DEF
    races: tuple = ()
    foresight: bool = False        # 先読み: may be played in the opponent's response window
    target: str = ""               # what the player picks when playing it
    on_play: tuple = ()            # effects, each a dict naming its "do"
    activated: dict | None = None  # {"cost": "rest", "do": ...}: rest the card to use it
    triggered: tuple = ()          # effects with an "on" condition
    automatic: tuple = ()          # auras: {"aura", "amount", "race"?}
    alias: str = ""                # constant: also named as the card with this id
    extended: dict | None = None   # {"pay": "life" | "seal_own", "amount": n}
    max_copies: int = MAX_COPIES   # construction limit
    requires: dict | None = None   # a SYSTEM's condition: {"life_at_most": n}
    provenance: str = "designed"

    def named(self, card_id: str) -> bool:
        """True if this card bears the name of `card_id`, its own or by a constant alias."""
        return self.id == card_id or self.alias == card_id


def _check_races(card_id: str, races: list) -> None:
    """■1 カードの見かた 6 (種族は各カードに１～３つあります): every card, whatever its class,
    has one to three races, each one the set names. Checked when the data loads, so neither a
    game nor a deck can hold a card that breaks it."""
    if not 1 <= len(races) <= 3 or not set(races) <= set(RACES):
        raise ValueError(f"{card_id}: a card has 1 to 3 known races, not {races}")


def _card(raw: dict) -> CardDef:
    card_id = raw["id"]
    if raw["class"] not in CLASSES or raw.get("target", "") not in TARGETS:
        raise ValueError(f"{card_id}: unknown class or target")
    _check_races(card_id, raw.get("races", []))
    triggered = tuple(raw.get("triggered", ()))
    automatic = tuple(raw.get("automatic", ()))
    extended = raw.get("extended")
    if any(t["on"] not in CONDITIONS for t in triggered) or any(
            a["aura"] not in AURAS for a in automatic):
        raise ValueError(f"{card_id}: unknown condition or aura")
    if automatic and raw["class"] == EQUIPMENT:
        raise ValueError(f"{card_id}: equipment works through its ATK and SPD, not auras")
    if extended is not None and extended["pay"] not in ALTERNATIVE_PAYMENTS:
        raise ValueError(f"{card_id}: unknown extended play")
    if raw.get("activated", {"cost": "rest"})["cost"] != "rest":
        raise ValueError(f"{card_id}: an activated effect's cost is resting its card")
    return CardDef(
        id=card_id, cls=raw["class"], name=raw["name"], cost=raw["cost"],
        atk=raw.get("atk", 0), spd=raw.get("spd", 0), defense=raw.get("def", 0),
        races=tuple(raw.get("races", ())), foresight=raw.get("foresight", False),
        target=raw.get("target", ""), on_play=tuple(raw.get("on_play", ())),
        activated=raw.get("activated"), triggered=triggered, automatic=automatic,
        alias=raw.get("constant", {}).get("alias", ""), extended=extended,
        max_copies=raw.get("construction", {}).get("max_copies", MAX_COPIES),
        requires=raw.get("requires"), provenance=raw["provenance"],
    )


@dataclass(frozen=True)
class Deck:
    name: dict
    cards: dict


def as_of(ruleset: int | None = None) -> dict[str, CardDef]:
    """Every card as `ruleset` had it (its data's revisions undone), or as it is now: a link
    made under an older ruleset replays with the cards it was played with."""
    return {raw["id"]: _card(raw) for raw in load("dol", "cards", ruleset)["cards"]}


RACES: dict = load("dol", "cards")["races"]   # read by _check_races as the cards load
CARDS: dict[str, CardDef] = as_of()
DECKS: dict[str, Deck] = {letter: Deck(raw["name"], raw["cards"])
                          for letter, raw in load("dol", "decks")["decks"].items()}
