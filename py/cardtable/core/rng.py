"""A small seeded generator whose output is the same on every Python.

Python's `random` promises a stable `random()` only, and its `shuffle` and `randrange` have
changed between releases. A replay must give the same shuffles on CPython 3.11 and on Pyodide's
Python 3.14, so the engines draw from SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit
integer of state, plain integer arithmetic, nothing that depends on the interpreter.
"""

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: return (new state, 64-bit output)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Rng:
    """The one source of randomness in a game; its state is a single int kept in the game state."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            self.state, value = next_u64(self.state)
            if value < limit:
                return value % n

    def shuffle(self, items: list) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> "Rng":
        return Rng(self.state)
