"""Saves and challenge links: msgpack, then base64url, in the URL fragment.

A link is untrusted input from anyone, so decoding is strict and bounded: a size cap before any
work, an alphabet check, msgpack limits on every container, exact type checks on every field.
Anything wrong raises SaveError with a code the page translates; nothing else escapes.
"""

import base64
import binascii
import re
from dataclasses import dataclass, field

import msgpack

from .protocol import CardTableError

FORMAT_VERSION = 1
MAX_FRAGMENT_CHARS = 16_384
MAX_ACTIONS = 8_192
MAX_OPTIONS = 8
MAX_SEED = 2**32 - 1
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


class SaveError(CardTableError):
    """The link or save cannot be opened; `code` says why in a way the page can translate."""


@dataclass
class Save:
    """A whole game: the rules it was played under, its options and seed, and its actions.

    A challenge is a Save with no actions. Actions are indexes into the legal-action list at
    each step, which keeps a long game to about one byte an action.
    """

    game: str
    ruleset: int
    options: dict
    seed: int
    actions: list[int] = field(default_factory=list)


def encode(save: Save) -> str:
    packed = msgpack.packb(
        [FORMAT_VERSION, save.game, save.ruleset, save.options, save.seed, save.actions]
    )
    return base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")


def decode(fragment: str) -> Save:
    """Parse a fragment (with or without its leading '#') into a Save, or raise SaveError."""
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
        raw = base64.urlsafe_b64decode(fragment + "=" * (-len(fragment) % 4))
        data = msgpack.unpackb(
            raw, raw=False, strict_map_key=True, use_list=True,
            max_str_len=64, max_bin_len=0, max_ext_len=0,
            max_array_len=MAX_ACTIONS, max_map_len=MAX_OPTIONS,
        )
    except (ValueError, binascii.Error, msgpack.ExtraData, msgpack.FormatError,
            msgpack.StackError, UnicodeDecodeError, TypeError, OverflowError):
        raise SaveError("corrupt", "The link is damaged: it could not be read.") from None
    return _check(data)


def _check(data) -> Save:
    if not isinstance(data, list) or not data:
        raise SaveError("corrupt", "The link is damaged: it does not hold a game.")
    version = data[0]
    if type(version) is not int:
        raise SaveError("corrupt", "The link is damaged: it names no format.")
    if version != FORMAT_VERSION:
        raise SaveError(
            "unknown-format",
            f"This link uses save format {version}; this release reads format {FORMAT_VERSION}.",
        )
    if len(data) != 6:
        raise SaveError("corrupt", "The link is damaged: a part of it is missing.")
    _, game, ruleset, options, seed, actions = data
    if type(game) is not str or type(ruleset) is not int:
        raise SaveError("corrupt", "The link is damaged: it names no game.")
    if type(options) is not dict or not all(
        type(v) in (int, str, bool) for v in options.values()
    ):
        raise SaveError("corrupt", "The link is damaged: its options are not readable.")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise SaveError("corrupt", "The link is damaged: its seed is out of range.")
    if type(actions) is not list or not all(type(a) is int and 0 <= a < 1 << 16 for a in actions):
        raise SaveError("corrupt", "The link is damaged: its moves are not readable.")
    return Save(game, ruleset, options, seed, actions)
