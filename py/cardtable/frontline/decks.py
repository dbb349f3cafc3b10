"""Deck building (rulebook, ゲームの準備 ① デッキの準備), checked in one place."""

from ..core.decks import Problem
from .cards import CARDS, CITY, HQ, WARRIOR

MAX_CARDS = 40
MAX_COPIES = 2
OPENING_HAND = 5


def deck_problems(deck: dict[str, int]) -> list[Problem]:
    """Every reason the deck is not legal (an empty list means legal).

    The rulebook's limits: at most 40 cards, exactly one city and one HQ, at most 2 cards of a
    name. Two more follow from the opening hand: a hand without a warrior is redrawn until it
    holds one, so a deck with no warrior could never start; and a deck emptied by the five
    opening cards has already lost (rules.DECISIONS: empty-deck), so it is not dealt.
    """
    unknown = [card_id for card_id in deck if card_id not in CARDS]
    if unknown:
        return [Problem("unknown", f"{card_id} is not a Frontline card.", card=card_id)
                for card_id in unknown]
    problems = []
    total = sum(deck.values())
    if total > MAX_CARDS:
        problems.append(Problem("too_many", f"The deck has {total} cards; at most {MAX_CARDS}.",
                                total=total, most=MAX_CARDS))
    for kind, label in ((CITY, "city"), (HQ, "HQ")):
        count = sum(n for card_id, n in deck.items() if CARDS[card_id].type == kind)
        if count != 1:
            problems.append(Problem(label.lower(), f"The deck has {count} {label} cards; it needs "
                                    "exactly one.", count=count))
    names: dict[str, int] = {}
    for card_id, count in deck.items():
        name = CARDS[card_id].name["ja"]
        names[name] = names.get(name, 0) + count
    problems += [Problem("copies", f"{count} cards named {name}; at most {MAX_COPIES}.",
                         name=name, count=count, most=MAX_COPIES)
                 for name, count in names.items() if not 0 <= count <= MAX_COPIES]
    drawn = sum(n for card_id, n in deck.items() if CARDS[card_id].type not in (CITY, HQ))
    if drawn <= OPENING_HAND:
        problems.append(Problem("too_few", f"The deck has {drawn} cards besides its city and "
                                f"HQ; the opening hand would empty it, which loses at once. It "
                                f"needs at least {OPENING_HAND + 1}.", count=drawn,
                                least=OPENING_HAND + 1))
    if not any(CARDS[card_id].type == WARRIOR for card_id, n in deck.items() if n > 0):
        problems.append(Problem("no_warrior", "The deck has no warrior, so no opening hand could "
                                "ever be kept."))
    return problems


def expand(deck: dict[str, int]) -> list[str]:
    """A deck as a list of card ids in a fixed order, ready to shuffle."""
    return [card_id for card_id in sorted(deck) for _ in range(deck[card_id])]
