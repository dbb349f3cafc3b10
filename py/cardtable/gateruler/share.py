"""What Gate Ruler shows of itself in links: its deck rules for the builder, a finished game's
score for result links, and the daily challenge's options."""

from ..core.decks import PoolDeckRules
from .cards import PLAYER_CARDS, RULERS, CardDef
from .decks import deck_problems
from .mechanics import life_of
from .state import PLAYER, State

RULER_CODES = {"w": "wizard", "a": "apprentice"}   # the option "r": a ruler's code
DEFAULT_RULER = "w"


def deck_rules(own: dict[str, CardDef] | None = None) -> PoolDeckRules:
    """The deck rules, for decks of the card pool and, given them, the player's own cards
    (custom.own_cards). A deck code counts the pool's cards only: own cards travel beside it
    with their counts, so a pool that grows at its end never misreads a code."""
    cards = {**PLAYER_CARDS, **(own or {})}
    return PoolDeckRules(
        pool=tuple(PLAYER_CARDS),
        most=max(ruler.deck_rules["max_copies"] for ruler in RULERS.values()),
        variants=tuple(RULER_CODES),
        checker=lambda deck, variant: deck_problems(RULERS[RULER_CODES[variant]], deck, cards),
        ready_decks=tuple({"key": code, "name": RULERS[ruler].name, "variant": code,
                           "cards": RULERS[ruler].deck} for code, ruler in RULER_CODES.items()),
        own=tuple(own or ()),
    )


DECK_RULES = deck_rules()


def score(state: State) -> dict:
    """The level fought, and the life the player's ruler has left."""
    return {"level": state.level.level,
            "life": life_of(state, PLAYER) - len(state.damage[PLAYER])}


def daily_options(day: int) -> dict:
    """The levels in turn, one a day, and the rulers in turn, one a six-day round."""
    return {"l": 1 + day % 6, "r": tuple(RULER_CODES)[day // 6 % 2]}
