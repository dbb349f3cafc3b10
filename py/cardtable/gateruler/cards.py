"""Gate Ruler card, level and ruler definitions, built once from `cards/gateruler/*.json`.

Definitions are immutable and shared by every state; a state refers to a card instance by a
small integer (its uid) and looks its definition up in `State.defs`.
"""

from dataclasses import dataclass, field
from functools import cache, cached_property

from ..carddata import load


@dataclass(frozen=True)
class CardDef:
    id: str
    kind: str                 # "unit", "event" or "field"
    name: dict
    level: int
    atk: int = 0
    hp: int = 0
    stk: int = 0
    faction: str = ""
    keywords: frozenset = frozenset()
    on_enter: tuple = ()
    on_play: tuple = ()
    cnt: tuple = ()
    trap: dict | None = None
    field_bonus: dict | None = None
    effect_ignored: bool = False
    cnt_ignored: bool = False
    provenance: dict = field(default_factory=dict)

    @cached_property
    def has_cnt(self) -> bool:
        """A card whose CNT counts: it goes to the counter zone when taken as damage."""
        return bool(self.cnt) and not self.cnt_ignored

    @cached_property
    def needs_target(self) -> bool:
        return any(effect["do"] in ("damage_target_unit", "destroy_target_unit")
                   for effect in self.on_play)


@dataclass(frozen=True)
class Level:
    level: int
    name: dict
    hp: int
    atk: int
    stk: int
    pierce: bool
    drives: int
    deck: dict
    rules: tuple
    printed: dict
    listed: dict | None = None
    resolution: dict | None = None
    nightmare: bool = False
    about: dict | None = None       # what the level is, in a line, in the three languages
    measured: dict | None = None    # how often the app's players win it (bench/gateruler_difficulty.py)


@dataclass(frozen=True)
class Ruler:
    id: str
    code: str
    family: str               # "knight" (hand and energy) or "apprentice" (drives, no cost)
    name: dict
    life: int
    atk: int
    stk: int
    deck: dict
    deck_rules: dict
    start_energy: int = 0
    start_hand: int = 0
    energy_per_turn: int = 0
    draw_per_turn: int = 0
    summons_per_turn: int = 0
    max_energy: int = 0
    drives_per_turn: int = 0
    provenance: dict = field(default_factory=dict)


def _card(raw: dict) -> CardDef:
    return CardDef(
        id=raw["id"], kind=raw["kind"], name=raw["name"], level=raw["level"],
        atk=raw.get("atk", 0), hp=raw.get("hp", 0), stk=raw.get("stk", 0),
        faction=raw.get("faction", ""), keywords=frozenset(raw.get("keywords", ())),
        on_enter=tuple(raw.get("on_enter", ())), on_play=tuple(raw.get("on_play", ())),
        cnt=tuple(raw.get("cnt", ())), trap=raw.get("trap"), field_bonus=raw.get("field"),
        effect_ignored=raw.get("effect_ignored", False), cnt_ignored=raw.get("cnt_ignored", False),
        provenance=raw["provenance"],
    )


def _level(raw: dict) -> Level:
    return Level(
        level=raw["level"], name=raw["name"], hp=raw["hp"], atk=raw["atk"], stk=raw["stk"],
        pierce=raw["pierce"], drives=raw["drives"], deck=raw["deck"], rules=tuple(raw["rules"]),
        printed=raw["printed"], listed=raw.get("listed"), resolution=raw.get("resolution"),
        nightmare=raw.get("nightmare", False), about=raw.get("about"), measured=raw.get("measured"),
    )


@cache
def as_of(ruleset: int) -> tuple[dict, dict]:
    """Every card and level as an older ruleset had them (their data's revisions undone), for
    replaying links made then: (cards by id, levels by number)."""
    cards = {raw["id"]: _card(raw) for name in ("invasion", "player")
             for raw in load("gateruler", name, ruleset)["cards"]}
    levels = {raw["level"]: _level(raw) for raw in load("gateruler", "levels", ruleset)["levels"]}
    return cards, levels


def _build():
    invasion = {raw["id"]: _card(raw) for raw in load("gateruler", "invasion")["cards"]}
    player_data = load("gateruler", "player")
    player = {raw["id"]: _card(raw) for raw in player_data["cards"]}
    levels = {raw["level"]: _level(raw) for raw in load("gateruler", "levels")["levels"]}
    rulers = {raw["id"]: Ruler(**{k: v for k, v in raw.items() if k != "about"})
              for raw in load("gateruler", "rulers")["rulers"]}
    return invasion, player, player_data["banned"]["cards"], levels, rulers


INVASION_CARDS, PLAYER_CARDS, BANNED, LEVELS, RULERS = _build()
ALL_CARDS = {**INVASION_CARDS, **PLAYER_CARDS}
