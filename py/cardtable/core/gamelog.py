"""The game log a state keeps for the page to play back."""


class Logged:
    """A base for a game's state whose `log` slot holds the list of steps the page plays back
    line by line, or None where nobody reads it: the copies bots search and whole simulated
    games, so looking ahead never pays for building log lines."""

    __slots__ = ()

    def note(self, event: str, **details) -> None:
        """Record one step for the game log; bots and simulations run with the log off."""
        if self.log is not None:
            details["e"] = event
            self.log.append(details)
