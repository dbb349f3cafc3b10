"""What Frontline shows of itself in links: its deck rules for the builder, a finished game's
score for result links, and the daily challenge's options."""

from ..core.decks import PoolDeckRules
from . import mechanics
from .cards import CARDS, DECKS
from .decks import deck_problems
from .state import State

MATCHUPS = ("LM", "ML", "LL", "MM")

DECK_RULES = PoolDeckRules(
    pool=tuple(CARDS),
    most=2,
    variants=("",),
    checker=lambda cards, variant: deck_problems(cards),
    ready_decks=tuple({"key": letter, "name": deck.name, "variant": "", "cards": deck.cards}
                      for letter, deck in DECKS.items()),
)


def score(state: State) -> dict:
    """Each seat's city and HQ HP left."""
    return {"base": [list(mechanics.base_left(state, seat)) for seat in (0, 1)]}


def daily_options(day: int) -> dict:
    """Against the computer, the four match-ups in turn."""
    return {"b": 1, "d": MATCHUPS[day % len(MATCHUPS)]}
