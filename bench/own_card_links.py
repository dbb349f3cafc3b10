"""How long a Gate Ruler deck link gets when it carries the player's own cards.

A deck link carries each own card whole (py/cardtable/gateruler/custom.py), so its length grows
with the cards. This builds the Wizard's ready-made deck with 1, 4 and 8 own cards in place of
some of its own, for a typical card (a name of 12 letters, one ability) and the longest a card
can be (a name of 20 letters, four abilities), names in Latin letters and in Chinese, and prints
each link's length in characters. The goal: a deck with a handful of own cards stays short
enough to paste in a chat and to read as a QR code (at most 1,500 characters, as a replay link).

Usage: .venv/bin/python bench/own_card_links.py
"""

from cardtable.core.codec import DeckLink, encode
from cardtable.core.decks import encode_deck
from cardtable.gateruler import GAME
from cardtable.gateruler.cards import RULERS
from cardtable.gateruler.custom import ABILITIES, own_id

AT = {(a.when, a.do): i for i, a in enumerate(ABILITIES)}
TYPICAL = [AT["enter", "damage_first_enemy_unit"], 2]
LONGEST = [AT["enter", "damage_first_enemy_unit"], 5, AT["enter", "draw"], 2,
           AT["cnt", "damage_enemy_ruler"], 3, AT["cnt", "summon_self"], 0]
NAMES = {"typical": ("Ember Knight", "烈焰骑士团长"), "longest": ("A" * 20, "龍" * 20)}


def deck_link(cards: int, name: str, abilities: list) -> str:
    own = [[f"{name[:-1]}{i}", 0, 0, 3, 12, 20, 6, 7, abilities, 1] for i in range(cards)]
    deck = dict(RULERS["wizard"].deck)
    for i in range(cards):       # one own card in place of one ready-made card, twice over
        for _ in range(2):
            giving = next(card for card in ("CT-P02", "CT-P03", "CT-P04", "CT-P05", "CT-P06", "CT-P07",
                                            "CT-P08", "CT-P09", "CT-P23") if deck.get(card))
            deck[giving] -= 1
        deck[own_id(i)] = 2
    rules = GAME.deck_rules(own)
    counts = [deck.pop(own_id(i)) for i in range(cards)]
    code = encode_deck({card: n for card, n in deck.items() if n}, rules)
    return encode(DeckLink(GAME.code, GAME.ruleset, "w", code, "My deck", own, counts))


def main() -> None:
    print("| own cards | card | Latin name | Chinese name |")
    print("|---|---|---|---|")
    for cards in (1, 4, 8):
        for kind, abilities in (("typical", TYPICAL), ("longest", LONGEST)):
            latin, chinese = NAMES[kind]
            print(f"| {cards} | {kind} | {len(deck_link(cards, latin, abilities))} | "
                  f"{len(deck_link(cards, chinese, abilities))} |")


if __name__ == "__main__":
    main()
