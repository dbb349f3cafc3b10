"""The small protocol every game engine implements, and the errors the core raises.

A game is a module-level object with these methods. States are plain mutable objects the
engine owns; an action is a tuple of small values. Sessions, saves, bots, the CLI and the
browser bridge only ever talk to a game through this protocol, so adding a game never touches
them.
"""

from typing import Any, Protocol

Action = tuple


class Game(Protocol):
    id: str            # long name used in the CLI and the UI ("gateruler")
    code: str          # short name written in links ("gr")
    ruleset: int       # bumped whenever a rule change would alter a replay
    seats: int         # how many people can sit at the table

    def edition(self, ruleset: int) -> "Game | None":
        """The game as it was under an older ruleset, so links made then still replay with the
        rules and cards they were played with; None when this release cannot."""

    def normalize_options(self, options: dict) -> dict:
        """Return complete, validated options or raise OptionsError."""

    def new_state(self, options: dict, seed: int) -> Any: ...

    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal action in a fixed order: saves store indexes into this list."""

    def apply(self, state: Any, action: Action) -> None: ...

    def to_move(self, state: Any) -> int | None:
        """The seat that chooses next, or None when the game is over."""

    def result(self, state: Any) -> int | None:
        """The winning seat, -1 for a draw, or None while the game goes on."""

    def turn(self, state: Any) -> int: ...

    def length(self, state: Any) -> dict:
        """How long the game has gone in its players' unit: {"unit": "turns" | "rounds", "n"}."""

    def view(self, state: Any, seat: int) -> dict:
        """What `seat` may see: hidden cards are stripped, not merely flagged."""

    def describe(self, state: Any, action: Action) -> dict:
        """A JSON-ready description of an action for the board (source, target, label)."""

    def fingerprint(self, state: Any) -> tuple:
        """Everything that makes the state what it is, as nested tuples of ints and strs."""

    def check(self, state: Any) -> None:
        """Raise AssertionError if an invariant (card conservation) does not hold."""

    def bots(self) -> dict:
        """Bot name -> factory(seat, seed) of an object with choose(state, legal_actions) ->
        the index of its action."""


class CardTableError(Exception):
    """A problem the player should read about: it carries a stable code for translation."""

    def __init__(self, code: str, message: str, position: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.position = position

    def as_dict(self) -> dict:
        error = {"code": self.code, "message": self.message}
        if self.position is not None:
            error["position"] = self.position
        return error


class OptionsError(CardTableError):
    def __init__(self, message: str) -> None:
        super().__init__("bad-options", message)


class IllegalAction(CardTableError):
    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__("illegal-action", message, position)


class RemoteError(CardTableError):
    """A link of play by link that cannot be taken: `code` names why for the page ("seen",
    "missing", "other-game", "corrupt", "illegal", "mismatch"); the game is left as it was."""
