"""What Dimension of Legend shows of itself in links: its deck rules for the builder, a
finished game's score for result links, and the daily challenge's options."""

from ..core.decks import PoolDeckRules
from .cards import CARDS, DECKS, MAX_COPIES
from .decks import deck_problems
from .state import State

DECK_RULES = PoolDeckRules(
    pool=tuple(CARDS),
    most=MAX_COPIES,
    variants=("",),
    checker=lambda cards, variant: deck_problems(cards),
    ready_decks=tuple({"key": letter, "name": deck.name, "variant": "", "cards": deck.cards}
                      for letter, deck in DECKS.items()),
)


def score(state: State) -> dict:
    """Each seat's life."""
    return {"life": list(state.life)}


MATCHUPS = tuple(a + b for a in sorted(DECKS) for b in sorted(DECKS))


def daily_options(day: int) -> dict:
    """Against the computer, the four match-ups in turn."""
    return {"b": 1, "d": MATCHUPS[day % len(MATCHUPS)]}
