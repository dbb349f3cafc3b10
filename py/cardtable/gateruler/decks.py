"""Deck building: a ruler's limits and the solo mode's banned list, checked in one place."""

from ..core.decks import Problem
from .cards import BANNED, PLAYER_CARDS, CardDef, Ruler

_BANNED_IDS = {card["id"] for card in BANNED}
_BANNED_NAMES = {name for card in BANNED for name in card["name"].values()}


def deck_problems(ruler: Ruler, deck: dict[str, int],
                  pool: dict[str, CardDef] = PLAYER_CARDS) -> list[Problem]:
    """Every reason the deck is not legal for this ruler (an empty list means legal); `pool`,
    the cards a deck may hold: the player's card pool, with the player's own cards if any."""
    rules = ruler.deck_rules
    problems = []
    for card_id in deck:
        card = pool.get(card_id)
        names = set(card.name.values()) if card else set()
        if card_id in _BANNED_IDS or names & _BANNED_NAMES:
            problems.append(Problem("banned", f"{card_id} is banned in solo mode.", card=card_id))
        elif card is None:
            problems.append(Problem("unknown", f"{card_id} is not a card of this game.",
                                    card=card_id))
    if problems:
        return problems
    total = sum(deck.values())
    if total != rules["size"]:
        problems.append(Problem("size", f"The deck has {total} cards; it must have exactly "
                                        f"{rules['size']}.", total=total, size=rules["size"]))
    for card_id, count in deck.items():
        if not 0 <= count <= rules["max_copies"]:
            problems.append(Problem("copies", f"{count} copies of {card_id}; at most "
                                    f"{rules['max_copies']}.", card=card_id, count=count,
                                    most=rules["max_copies"]))
    cnt = sum(count for card_id, count in deck.items() if pool[card_id].cnt)
    if cnt > rules["max_cnt"]:
        problems.append(Problem("cnt", f"{cnt} CNT cards; at most {rules['max_cnt']}.",
                                count=cnt, most=rules["max_cnt"]))
    factions = {pool[card_id].faction for card_id in deck}
    if rules["max_factions"] is not None and len(factions) > rules["max_factions"]:
        problems.append(Problem("factions", f"{len(factions)} factions; at most "
                                f"{rules['max_factions']}.", count=len(factions),
                                most=rules["max_factions"]))
    level_total = sum(pool[card_id].level * count for card_id, count in deck.items())
    if rules["max_level_total"] is not None and level_total > rules["max_level_total"]:
        problems.append(Problem("level_total", f"Total level {level_total}; at most "
                                f"{rules['max_level_total']}.", total=level_total,
                                most=rules["max_level_total"]))
    return problems


def expand(deck: dict[str, int]) -> list[str]:
    """A deck as a list of card ids in a fixed order, ready to shuffle."""
    return [card_id for card_id in sorted(deck) for _ in range(deck[card_id])]
