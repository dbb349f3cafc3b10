"""Deck building (rulebook ■1 名称 and ■2 対戦前の準備), checked in one place."""

from ..core.decks import Problem
from .cards import CARDS

DECK_SIZE = 50


def deck_problems(deck: dict[str, int]) -> list[Problem]:
    """Every reason the deck is not legal (an empty list means legal): exactly 50 cards, at
    most 3 of a name, and no more of a card than its construction limit allows. A constant
    alias names a card in play, not in the deck box, so copies are counted by printed name
    (rules.DECISIONS: alias-in-play)."""
    unknown = [card_id for card_id in deck if card_id not in CARDS]
    if unknown:
        return [Problem("unknown", f"{card_id} is not a Dimension of Legend card.", card=card_id)
                for card_id in unknown]
    problems = []
    total = sum(deck.values())
    if total != DECK_SIZE:
        problems.append(Problem("size", f"The deck has {total} cards; it needs exactly "
                                f"{DECK_SIZE}.", total=total, size=DECK_SIZE))
    for card_id, count in deck.items():
        card = CARDS[card_id]
        if count < 0:
            problems.append(Problem("negative", f"{card_id}: a count cannot be negative.",
                                    card=card_id))
        elif count > card.max_copies:
            problems.append(Problem("copies", f"{count} cards named {card.name['en']}; at most "
                                    f"{card.max_copies}.", card=card_id, count=count,
                                    most=card.max_copies))
    return problems


def expand(deck: dict[str, int]) -> list[str]:
    """A deck as a list of card ids in a fixed order, ready to shuffle."""
    return [card_id for card_id in sorted(deck) for _ in range(deck[card_id])]
