"""Finds and reads the card data shipped beside the engines.

In the repo the data lives in the top-level `cards/`; in the built wheel `build.py` packs the
same folder as `cardtable/cards/`. Reading goes through this one function so neither place is
special-cased anywhere else.

Card data also remembers its past. An entry changed by a new ruleset keeps a "revisions" list,
each item {"ruleset": the ruleset that changed it, "was": its fields before, "why": the reason}.
Reading the data as of an older ruleset puts those fields back, so a link made under that
ruleset replays with the cards it was played with, and no game in progress is lost to a
rebalance.
"""

import json
from functools import cache
from pathlib import Path

_HERE = Path(__file__).resolve().parent


def cards_dir() -> Path:
    for candidate in (_HERE / "cards", _HERE.parent.parent / "cards"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("card data not found beside the cardtable package")


@cache
def load(game: str, name: str, ruleset: int | None = None) -> dict:
    """One JSON file of a game's card data, read once: as it is now, or as of `ruleset`."""
    if ruleset is not None:
        return as_of(load(game, name), ruleset)
    with open(cards_dir() / game / f"{name}.json", encoding="utf-8") as handle:
        return json.load(handle)


def as_of(data, ruleset: int):
    """`data` with every revision made after `ruleset` undone, newest first."""
    if isinstance(data, list):
        return [as_of(item, ruleset) for item in data]
    if not isinstance(data, dict):
        return data
    entry = {key: as_of(value, ruleset) for key, value in data.items() if key != "revisions"}
    later = [rev for rev in data.get("revisions", ()) if rev["ruleset"] > ruleset]
    for revision in sorted(later, key=lambda rev: rev["ruleset"], reverse=True):
        entry.update(revision["was"])
    return entry
