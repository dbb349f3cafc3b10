"""Links: msgpack, then base64url, in the URL fragment.

A link is one of five kinds. Four carry a game, [2, kind, game, ruleset, options, seed, actions]:
a challenge (no actions yet), a save (a game to go on with), a replay (a game to watch), and a
result (a finished game whose outcome is shown beside the friend's own try at the same
challenge; the outcome is replayed, not claimed, so it cannot be forged). The fifth carries a
deck, [2, "k", game, ruleset, {"v": variant, "c": deck code, "n": name}].

Every link names its format and the game's ruleset. Format 1, written by the first release as
[1, game, ruleset, options, seed, actions], is still read: as a challenge without actions, as a
save with them.

A link is untrusted input from anyone, so decoding is strict and bounded: a size cap before any
work, an alphabet check, msgpack limits on every container, exact type checks on every field.
Anything wrong raises SaveError with a code the page translates; nothing else escapes.
"""

import binascii
import re
from dataclasses import dataclass, field

import msgpack

from . import base64url
from .protocol import CardTableError

FORMAT_VERSION = 2
FIRST_FORMAT = 1
MAX_FRAGMENT_CHARS = 16_384
MAX_ACTIONS = 8_192
MAX_OPTIONS = 8
MAX_TEXT = 64
MAX_SEED = 2**32 - 1
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")

CHALLENGE, SAVE, REPLAY, RESULT, DECK = "c", "s", "p", "r", "k"
GAME_KINDS = (CHALLENGE, SAVE, REPLAY, RESULT)


class SaveError(CardTableError):
    """The link or save cannot be opened; `code` says why in a way the page can translate."""


@dataclass
class Save:
    """A whole game: the rules it was played under, its options and seed, and its actions.

    Actions are indexes into the legal-action list at each step, which keeps a long game to
    about one byte an action. `kind` says what the link is for (see the module docstring).
    """

    game: str
    ruleset: int
    options: dict
    seed: int
    actions: list[int] = field(default_factory=list)
    kind: str = SAVE


@dataclass
class DeckLink:
    """A deck shared by link: its game, the variant it is built for (a Gate Ruler ruler, else
    ""), its deck code (core.deckcode) and the name its builder gave it; where the game takes
    a player's own cards, those the deck holds (`own`, the game's entries) and their counts."""

    game: str
    ruleset: int
    variant: str
    code: str
    name: str = ""
    own: list = field(default_factory=list)
    counts: list = field(default_factory=list)


def encode(link: Save | DeckLink) -> str:
    if isinstance(link, DeckLink):
        deck = {"v": link.variant, "c": link.code, "n": link.name}
        if link.own:
            deck |= {"k": link.own, "y": link.counts}
        body = [DECK, link.game, link.ruleset, deck]
    else:
        body = [link.kind, link.game, link.ruleset, link.options, link.seed, link.actions]
    packed = msgpack.packb([FORMAT_VERSION, *body])
    return base64url.encode(packed)


def decode(fragment: str) -> Save | DeckLink:
    """Parse a fragment (with or without its leading '#'), or raise SaveError."""
    if not isinstance(fragment, str):
        raise SaveError("corrupt", "The link is not text.")
    fragment = fragment.removeprefix("#")
    if not fragment:
        raise SaveError("empty", "The link holds no game.")
    if len(fragment) > MAX_FRAGMENT_CHARS:
        raise SaveError("too-long", "The link is too long to be a game.")
    if not _ALPHABET.fullmatch(fragment) or len(fragment) % 4 == 1:
        raise SaveError("corrupt", "The link is damaged: it has characters a game link never has.")
    try:
        raw = base64url.decode(fragment)
        data = msgpack.unpackb(
            raw, raw=False, strict_map_key=True, use_list=True,
            max_str_len=MAX_TEXT, max_bin_len=0, max_ext_len=0,
            max_array_len=MAX_ACTIONS, max_map_len=MAX_OPTIONS,
        )
    except (ValueError, binascii.Error, msgpack.ExtraData, msgpack.FormatError,
            msgpack.StackError, UnicodeDecodeError, TypeError, OverflowError):
        raise SaveError("corrupt", "The link is damaged: it could not be read.") from None
    return _check(data)


def _check(data) -> Save | DeckLink:
    if not isinstance(data, list) or not data:
        raise SaveError("corrupt", "The link is damaged: it does not hold a game.")
    version = data[0]
    if type(version) is not int:
        raise SaveError("corrupt", "The link is damaged: it names no format.")
    if version == FIRST_FORMAT:
        return _check_first_format(data)
    if version != FORMAT_VERSION:
        raise SaveError(
            "unknown-format",
            f"This link uses link format {version}; this release reads formats "
            f"{FIRST_FORMAT} to {FORMAT_VERSION}. A newer Card Table made it.",
        )
    kind = data[1] if len(data) > 1 else None
    if kind == DECK:
        return _check_deck(data)
    if kind not in GAME_KINDS:
        raise SaveError("corrupt", "The link is damaged: it does not say what it holds.")
    if len(data) != 7:
        raise SaveError("corrupt", "The link is damaged: a part of it is missing.")
    save = _check_game(*data[2:], kind=kind)
    if (kind == CHALLENGE) != (not save.actions):
        raise SaveError("corrupt", "The link is damaged: its moves do not fit what it is.")
    return save


def _check_first_format(data: list) -> Save:
    if len(data) != 6:
        raise SaveError("corrupt", "The link is damaged: a part of it is missing.")
    save = _check_game(*data[1:], kind=SAVE)
    if not save.actions:
        save.kind = CHALLENGE
    return save


def _check_game(game, ruleset, options, seed, actions, kind: str) -> Save:
    if type(game) is not str or type(ruleset) is not int:
        raise SaveError("corrupt", "The link is damaged: it names no game.")
    if type(options) is not dict or not all(_plain(v) for v in options.values()):
        raise SaveError("corrupt", "The link is damaged: its options are not readable.")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise SaveError("corrupt", "The link is damaged: its seed is out of range.")
    if type(actions) is not list or not all(type(a) is int and 0 <= a < 1 << 16 for a in actions):
        raise SaveError("corrupt", "The link is damaged: its moves are not readable.")
    return Save(game, ruleset, options, seed, actions, kind)


def _plain(value, depth: int = 3) -> bool:
    """An option's value: a number, text or a flag, or lists of them a few deep (a player's own
    cards); what they mean is the game's to check."""
    if type(value) in (int, str, bool):
        return True
    return type(value) is list and depth > 0 and all(_plain(item, depth - 1) for item in value)


def _check_deck(data: list) -> DeckLink:
    if len(data) != 5:
        raise SaveError("corrupt", "The link is damaged: a part of it is missing.")
    _, _, game, ruleset, deck = data
    if type(game) is not str or type(ruleset) is not int or type(deck) is not dict:
        raise SaveError("corrupt", "The deck link is damaged: it names no game.")
    fields = {key: deck.get(key) for key in ("v", "c", "n")}
    own = {key: deck[key] for key in ("k", "y") if key in deck}
    if set(deck) != set(fields) | set(own) or not all(type(v) is str for v in fields.values()) \
            or own and (len(own) != 2 or not all(type(v) is list and _plain(v) for v in own.values())):
        raise SaveError("corrupt", "The deck link is damaged: its deck is not readable.")
    return DeckLink(game, ruleset, fields["v"], fields["c"], fields["n"], own.get("k", []),
                    own.get("y", []))
