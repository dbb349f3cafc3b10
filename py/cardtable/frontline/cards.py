"""Frontline card and deck definitions, built once from `cards/frontline/*.json`.

Definitions are immutable and shared by every state; a state refers to a card instance by a
small integer (its uid) and looks its definition up in `State.defs`. Loading checks that every
effect, aura and keyword a card names exists, so a typo in the data fails at import, not in
the middle of a game.
"""

from dataclasses import dataclass, field

from ..carddata import load

WARRIOR, GEAR, PHENOMENON, CITY, HQ = "warrior", "gear", "phenomenon", "city", "hq"
TYPES = (WARRIOR, GEAR, PHENOMENON, CITY, HQ)
BETA, ALPHA, SUPER_ALPHA = 1, 2, 3
KEYWORDS = ("lockon", "breakthrough")
# When a skill acts: on deploy, on attack, on guard, at its owner's turn start, when it goes
# to the wasteland, or when its owner activates it (once a turn, in the main phase).
WHENS = ("deploy", "attack", "guard", "turn_start", "wasteland", "activate")
# Static effects of a city (while it stands) or an ongoing phenomenon (while it lasts).
AURAS = ("beta_power", "alpha_power", "enemy_power", "base_armor")


@dataclass(frozen=True)
class CardDef:
    id: str
    type: str
    name: dict
    faction: str
    affiliation: str = ""          # a warrior's 所属
    rank: int = 0
    power: int = 0                 # a warrior's power, or what a gear adds
    hp: int = 0                    # a warrior's, city's or HQ's HP, or what a gear adds
    keywords: frozenset = frozenset()
    skills: dict = field(default_factory=dict)    # when -> tuple of effects
    guard_armor: int = 0           # damage this warrior ignores while guarding
    equip: tuple = ()              # the affiliations a gear may be equipped to
    ward: bool = False             # a gear that stops the first damage, then breaks
    limit: int | None = None       # a phenomenon's uses per turn; None is "ー"
    target: str = ""               # a phenomenon's chosen target: "enemy", "own" or none
    effects: tuple = ()            # a phenomenon's effects when played
    aura: dict = field(default_factory=dict)
    provenance: str = "designed"

    @property
    def ongoing(self) -> bool:
        """A phenomenon with an aura stays in play until its owner's next turn."""
        return self.type == PHENOMENON and bool(self.aura)


def _skills(raw: list) -> dict:
    skills: dict = {}
    for skill in raw:
        when = skill["when"]
        if when not in WHENS:
            raise ValueError(f"unknown skill timing {when!r}")
        effect = {k: v for k, v in skill.items() if k != "when"}
        skills[when] = skills.get(when, ()) + (effect,)
    return skills


def _card(raw: dict) -> CardDef:
    if raw["type"] not in TYPES:
        raise ValueError(f"{raw['id']}: unknown card type {raw['type']!r}")
    keywords = frozenset(raw.get("keywords", ()))
    aura = raw.get("aura", {})
    if not keywords <= set(KEYWORDS) or not set(aura) <= set(AURAS):
        raise ValueError(f"{raw['id']}: unknown keyword or aura")
    return CardDef(
        id=raw["id"], type=raw["type"], name=raw["name"], faction=raw["faction"],
        affiliation=raw.get("affiliation", ""), rank=raw.get("rank", 0),
        power=raw.get("power", 0), hp=raw.get("hp", 0), keywords=keywords,
        skills=_skills(raw.get("skills", ())), guard_armor=raw.get("guard_armor", 0),
        equip=tuple(raw.get("equip", ())), ward=raw.get("ward", False),
        limit=raw.get("limit"), target=raw.get("target", ""),
        effects=tuple(raw.get("effects", ())), aura=aura, provenance=raw["provenance"],
    )


@dataclass(frozen=True)
class Deck:
    faction: str
    name: dict
    cards: dict


_data = load("frontline", "cards")
AFFILIATIONS: dict = _data["affiliations"]
CARDS: dict[str, CardDef] = {raw["id"]: _card(raw) for raw in _data["cards"]}
DECKS: dict[str, Deck] = {
    letter: Deck(raw["faction"], raw["name"], raw["cards"])
    for letter, raw in load("frontline", "decks")["decks"].items()
}
