"""Finds and reads the card data shipped beside the engines.

In the repo the data lives in the top-level `cards/`; in the built wheel `build.py` packs the
same folder as `cardtable/cards/`. Reading goes through this one function so neither place is
special-cased anywhere else.
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
def load(game: str, name: str) -> dict:
    """One JSON file of a game's card data, read once."""
    with open(cards_dir() / game / f"{name}.json", encoding="utf-8") as handle:
        return json.load(handle)
