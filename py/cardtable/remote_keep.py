"""A game with a friend kept in a link of its own, for a browser that will not store it (its
storage full or blocked): the page's record of this phone's side (remote_table.encode_record:
its secret and coin, every link of the game, the moves not yet sent, a late proof), packed with msgpack,
compressed and written in base64url. Opened on any phone, it is restored as a stored game is
(`RemoteSeat.restore` checks every link again), so it needs no storage to be read from.

It holds this phone's secret: whoever reads it knows this seat's deck. So it is the player's
own copy, never a link to send the friend (the page says so beside it).
"""

import binascii
import zlib

import msgpack

from .core import base64url
from .core.remote import MAX_ITEMS, MAX_LINK_CHARS, RemoteError

FORMAT = 1
KIND = "kept"                # beside a link's kind ("m"): this phone's whole side of a game
MAX_PACKED_BYTES = 256 * 1024
_BYTES = ("secret", "coin", "id")   # the record's fields that the page keeps in base64url
_FIELDS = ("game", "seat", *_BYTES, "decks", "links", "pending", "proof")


def encode_kept(record: dict) -> str | None:
    """The page's record as a kept link, or None when it would be longer than a link may be
    (MAX_LINK_CHARS): a long game's record does not fit, and the page says so."""
    proof = record.get("proof")
    values = {**record, **{name: base64url.decode(record[name]) for name in _BYTES},
              "links": [base64url.decode(link) for link in record["links"]],
              "proof": None if proof is None else base64url.decode(proof)}
    packed = msgpack.packb([FORMAT, KIND, *(values[name] for name in _FIELDS)],
                           use_bin_type=True)
    text = base64url.encode(zlib.compress(packed, 9))
    return text if len(text) <= MAX_LINK_CHARS else None


def decode_kept(fragment: str) -> dict:
    """The page's record a kept link holds (checked for shape only: restoring it checks the
    game), or RemoteError("corrupt")."""
    fragment = fragment.removeprefix("#") if isinstance(fragment, str) else ""
    try:
        if not fragment or len(fragment) > MAX_LINK_CHARS:
            raise ValueError("not a kept link")
        inflate = zlib.decompressobj()
        packed = inflate.decompress(base64url.decode(fragment), MAX_PACKED_BYTES)
        if not inflate.eof or inflate.unconsumed_tail:
            raise ValueError("not a whole kept link")
        data = msgpack.unpackb(packed, raw=False, strict_map_key=True, max_ext_len=0,
                               max_array_len=MAX_ITEMS, max_map_len=16)
    except (ValueError, binascii.Error, zlib.error, msgpack.ExtraData, msgpack.FormatError,
            msgpack.StackError, UnicodeDecodeError, TypeError, OverflowError):
        raise RemoteError("corrupt", "This link is damaged: it could not be read.") from None
    if (not isinstance(data, list) or len(data) != 2 + len(_FIELDS) or data[0] != FORMAT
            or data[1] != KIND):
        raise RemoteError("corrupt", "This link is damaged: it is not a kept game.")
    record = dict(zip(_FIELDS, data[2:], strict=True))
    if (not all(isinstance(record[name], bytes) for name in _BYTES)
            or not isinstance(record["links"], list)
            or not all(isinstance(link, bytes) for link in record["links"])
            or not isinstance(record["proof"], bytes | None)):
        raise RemoteError("corrupt", "This link is damaged: it is not a kept game.")
    proof = record["proof"]
    return {**record, **{name: base64url.encode(record[name]) for name in _BYTES},
            "links": [base64url.encode(link) for link in record["links"]],
            "proof": None if proof is None else base64url.encode(proof)}
