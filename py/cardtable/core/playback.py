"""The boards a playback shows: the board after each log line, recorded by the engine while
the line is made, so the page never works a board out from the log itself.

A recorder watches the game log (gamelog.watched_by): just before a state logs a line, it keeps
a copy of the state, the board after the line before. The board after the last line is the
state as it is now. Views are drawn only when asked for, from the seat the page shows, so a
board never shows what that seat may not see.
"""

from collections.abc import Callable
from contextlib import AbstractContextManager

from .gamelog import watched_by


class _Watched:
    """One state's lines seen being logged: the index of the latest, and the state's copy
    after each line before it."""

    __slots__ = ("after", "latest", "state")

    def __init__(self, state) -> None:
        self.state = state          # kept, so that its id is not another state's while watched
        self.latest = -1
        self.after: dict = {}


class BoardRecorder:
    """The board after every log line made while it watches, for each state that logs one."""

    def __init__(self) -> None:
        self._states: dict[int, _Watched] = {}

    def watching(self) -> AbstractContextManager:
        """The block in which lines are made with their boards: the moves the page plays back."""
        return watched_by(self._line_coming)

    def _line_coming(self, state) -> None:
        watched = self._states.setdefault(id(state), _Watched(state))
        line = len(state.log)
        if watched.latest == line - 1 >= 0:
            watched.after[line - 1] = state.copy()
        watched.latest = line

    def boards(self, state, start: int, view: Callable) -> list:
        """`view(board)` after each of `state`'s log lines from `start`, or None after a line
        made while nobody watched (a game rebuilt from a link, which the page shows at once).
        A snapshot takes them once: the recorder then forgets every copy it kept."""
        watched = self._states.get(id(state))
        last = len(state.log) - 1
        boards = []
        for line in range(start, last + 1):
            if watched is None or line > watched.latest:
                boards.append(None)
            elif line == last:
                boards.append(view(state))
            else:
                board = watched.after.get(line)
                boards.append(None if board is None else view(board))
        self._states.clear()
        return boards
