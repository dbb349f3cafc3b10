"""Where the games are listed: the only module that knows every game by name."""

from .codec import SaveError
from .protocol import OptionsError


def _games() -> dict:
    from ..dol import GAME as dol
    from ..frontline import GAME as frontline
    from ..gateruler import GAME as gateruler

    return {game.id: game for game in (gateruler, frontline, dol)}


def all_games() -> dict:
    return _games()


def get(game_id: str):
    try:
        return _games()[game_id]
    except KeyError:
        raise OptionsError(f"There is no game called {game_id!r}.") from None


def by_code(code: str):
    for game in _games().values():
        if game.code == code:
            return game
    raise SaveError("unknown-game", f"This link is for a game this release does not have ({code}).")
