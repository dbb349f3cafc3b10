"""The game log a state keeps for the page to play back, and the one hook that watches it.

While a watcher is set (`watched_by`), every state with its log on hands itself to the watcher
just before it logs a line: the board then is the board after the line before, which is how
the page is sent the board to draw beside each line it plays back (core/playback.py). The hook
is here, in the one place every engine logs through, so that no game has to carry it.
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager

_watcher: Callable[["Logged"], None] | None = None


class Logged:
    """A base for a game's state whose `log` slot holds the list of steps the page plays back
    line by line, or None where nobody reads it: the copies bots search and whole simulated
    games, so looking ahead never pays for building log lines."""

    __slots__ = ()

    def note(self, event: str, **details) -> None:
        """Record one step for the game log; bots and simulations run with the log off.

        What a side does (a turn begun, a card played, an attack declared) is noted before
        the state changes as it says, so the watcher sees the board from before it: the board
        the page shows until that move plays back. What follows from it may be noted after."""
        if self.log is not None:
            if _watcher is not None:
                _watcher(self)
            details["e"] = event
            self.log.append(details)


@contextmanager
def watched_by(watcher: Callable[[Logged], None]) -> Iterator[None]:
    """Hand every state that logs a line inside the block to `watcher` first."""
    global _watcher
    outer, _watcher = _watcher, watcher
    try:
        yield
    finally:
        _watcher = outer
