"""What Gate Ruler shows of itself in links: its deck rules for the builder, a finished game's
score for result links, and the daily challenge's options."""

from ..core.decks import PoolDeckRules
from .cards import PLAYER_CARDS, RULERS
from .decks import deck_problems
from .mechanics import life_of
from .state import PLAYER, State

RULER_CODES = {"w": "wizard", "a": "apprentice"}   # the option "r": a ruler's code
DEFAULT_RULER = "w"


def _problems(cards: dict, variant: str) -> list:
    return deck_problems(RULERS[RULER_CODES[variant]], cards)


DECK_RULES = PoolDeckRules(
    pool=tuple(PLAYER_CARDS),
    most=max(ruler.deck_rules["max_copies"] for ruler in RULERS.values()),
    variants=tuple(RULER_CODES),
    checker=_problems,
    ready_decks=tuple({"key": code, "name": RULERS[ruler].name, "variant": code,
                       "cards": RULERS[ruler].deck} for code, ruler in RULER_CODES.items()),
)


def score(state: State) -> dict:
    """The level fought, and the life the player's ruler has left."""
    return {"level": state.level.level,
            "life": life_of(state, PLAYER) - len(state.damage[PLAYER])}


def daily_options(day: int) -> dict:
    """The levels in turn, one a day, and the rulers in turn, one a six-day round."""
    return {"l": 1 + day % 6, "r": tuple(RULER_CODES)[day // 6 % 2]}
