"""base64url without padding: how every link, deck code and stored secret is written as text
that survives a URL fragment and a chat app."""

import base64


def encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def decode(text: str) -> bytes:
    """The bytes of `text`; binascii.Error (a ValueError) when it is not base64url."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
