"""Decks as data the page and links can carry: a compact deck code, and problems the page can
translate.

A deck code packs one count per card of the game's pool, in the pool's order, in as few bits as
the game's largest count needs, then base64url. A pool only ever grows at its end (a test pins
the first release's order), so a code made by an earlier release still reads: the cards it does
not mention count 0. A Frontline deck takes at most 16 characters, a Dimension of Legend
deck 14, a Gate Ruler deck 12.
"""

import binascii
import re
from dataclasses import dataclass
from typing import Protocol, Self

from . import base64url
from .codec import SaveError
from .protocol import OptionsError

_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


class Problem(str):
    """One reason a deck is not legal: reads as its English sentence (so it prints and
    compares like one), and carries a code and numbers the page words in its own language."""

    code: str
    params: dict

    def __new__(cls, code: str, text: str, **params) -> Self:
        problem = super().__new__(cls, text)
        problem.code = code
        problem.params = params
        return problem

    def as_dict(self) -> dict:
        return {"code": self.code, "params": self.params, "text": str(self)}


class DeckRules(Protocol):
    pool: tuple            # card ids a deck may hold, in an order that only grows at its end
    most: int              # the largest count any card may have in a deck
    variants: tuple        # what a deck is built for (Gate Ruler's rulers), or ("",)
    own: tuple             # ids of the player's own cards a deck holds beside the pool, or ()

    def problems(self, cards: dict, variant: str) -> list[Problem]: ...

    def ready(self) -> list[dict]:
        """The ready-made decks: {"key", "name", "variant", "cards"} each."""


@dataclass(frozen=True)
class PoolDeckRules:
    """Deck rules built from a game's own checker: the common shape of the three games."""

    pool: tuple
    most: int
    variants: tuple
    checker: object            # (cards, variant) -> list[Problem]
    ready_decks: tuple = ()
    own: tuple = ()            # ids of the player's own cards a deck may hold beside the pool

    def problems(self, cards: dict, variant: str) -> list[Problem]:
        if variant not in self.variants:
            return [Problem("variant", f"There is no deck kind {variant!r}.", variant=variant)]
        return self.checker(cards, variant)

    def ready(self) -> list[dict]:
        return list(self.ready_decks)


@dataclass(frozen=True)
class CustomDeck:
    """A player's own deck where a game deals its ready-made ones; only its cards matter."""

    cards: dict
    name: str = ""


def _bits(most: int) -> int:
    return max(1, most.bit_length())


def encode_deck(cards: dict, rules: DeckRules) -> str:
    """The deck code of a deck whose cards are all in the pool with counts up to `most`."""
    bits = _bits(rules.most)
    value = 0
    for card_id in rules.pool:
        count = cards.get(card_id, 0)
        if not 0 <= count <= rules.most:
            raise ValueError(f"{card_id}: {count} copies cannot be coded")
        value = (value << bits) | count
    if set(cards) - set(rules.pool):
        raise ValueError("a card outside the pool cannot be coded")
    size = (len(rules.pool) * bits + 7) // 8
    value <<= size * 8 - len(rules.pool) * bits
    packed = value.to_bytes(size, "big").rstrip(b"\0")
    return base64url.encode(packed)


def decode_deck(code: str, rules: DeckRules) -> dict:
    """The cards of a deck code (only counts above 0), or SaveError("bad-deck")."""
    bits = _bits(rules.most)
    size = (len(rules.pool) * bits + 7) // 8
    if not isinstance(code, str) or not _ALPHABET.fullmatch(code) or len(code) % 4 == 1:
        raise SaveError("bad-deck", "The deck is damaged: it has characters a deck never has.")
    try:
        packed = base64url.decode(code)
    except (ValueError, binascii.Error):
        raise SaveError("bad-deck", "The deck is damaged: it could not be read.") from None
    if len(packed) > size:
        raise SaveError("bad-deck", "The deck names cards this release does not have.")
    value = int.from_bytes(packed.ljust(size, b"\0"), "big") >> (size * 8 - len(rules.pool) * bits)
    cards = {}
    for card_id in reversed(rules.pool):
        count = value & ((1 << bits) - 1)
        value >>= bits
        if count > rules.most:
            raise SaveError("bad-deck", f"The deck has {count} copies of a card; at most "
                                        f"{rules.most} can be coded.")
        if count:
            cards[card_id] = count
    return dict(sorted(cards.items()))


def own_counts(rules: DeckRules, counts) -> dict:
    """The player's own cards a deck holds beside its code (Gate Ruler's), by the ids rules.own
    gives them: `counts`, one from 1 to rules.most a card, or SaveError("bad-deck")."""
    if type(counts) is not list or len(counts) != len(rules.own) or not all(
            type(n) is int and 1 <= n <= rules.most for n in counts):
        raise SaveError("bad-deck", "The deck is damaged: its own cards' counts are not readable.")
    return dict(zip(rules.own, counts))


def custom_deck(rules: DeckRules, code, variant: str, counts: list | None = None) -> dict:
    """A deck named in a game's options: decoded, with the own cards `counts` counts beside its
    code (own_counts), and legal; or OptionsError saying why."""
    if type(code) is not str:
        raise OptionsError("A custom deck must be given as a deck code.")
    try:
        cards = decode_deck(code, rules) | own_counts(rules, [] if counts is None else counts)
    except SaveError as error:
        raise OptionsError(error.message) from None
    problems = rules.problems(cards, variant)
    if problems:
        raise OptionsError("The custom deck is not legal: " + " ".join(problems))
    return cards
