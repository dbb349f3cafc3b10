"""The daily challenge: one game a day per game, the same for everyone.

The date is the UTC calendar day the page names ("2026-11-29"), so players in every time zone
share it. The seed is a digest of the game's code and the date; the options come from the game
itself (its `daily_options`, which may rotate levels or decks by the day's number).
"""

import datetime
import hashlib

from .codec import SaveError


def daily_challenge(game, date) -> tuple[dict, int]:
    """(options, seed) of `game`'s challenge on `date`, or SaveError for a date that is not
    one."""
    try:
        day = datetime.date.fromisoformat(date) if type(date) is str and len(date) == 10 else None
    except ValueError:
        day = None
    if day is None:
        raise SaveError("bad-date", "A daily challenge needs a date written as YYYY-MM-DD.")
    digest = hashlib.sha256(f"{game.code}:{day.isoformat()}".encode()).digest()
    return game.daily_options(day.toordinal()), int.from_bytes(digest[:4], "big")
