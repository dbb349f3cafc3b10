"""The random player every game offers: uniform over the legal actions, from its own seed."""

from .rng import Rng


class RandomBot:
    def __init__(self, seat: int, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state, actions: list) -> int:
        return self.rng.below(len(actions))
