"""What a game's part of play by link (core/remote.py's `rules`) shares with every other: the
game's own player functions, its match-ups, and what it shows of a seat at the end. A game's
state keeps `deck`, `hand` and `defs` per seat, and `winner`, as every two-seat game here does.
"""

from . import registry
from .remote import RemoteError


class RemoteRules:
    """A game's RemoteRules: a subclass sets the ids, its player functions (`to_move`, `apply`,
    `legal_actions`, as staticmethods), its `matchups` and the parts only it knows: the table
    set from two secrets, its hidden cards, and its actions named for the other phone."""

    game_id: str
    ruleset: int
    first_ruleset: int     # the ruleset the game was first played by link under
    matchups: tuple

    def valid_decks(self, decks) -> bool:
        return decks in self.matchups

    def edition(self, ruleset) -> "RemoteRules | None":
        """The rules a game by link begun under `ruleset` goes on with: these, or the game's
        older edition's (Engine.edition) if it was played by link then; else None. Both phones
        replay a kept game, so one begun before a release goes on under the rules it began
        with."""
        if ruleset == self.ruleset:
            return self
        if type(ruleset) is not int or ruleset < self.first_ruleset:
            return None
        older = registry.get(self.game_id).edition(ruleset)
        return None if older is None else older.remote

    @staticmethod
    def result(state) -> int | None:
        return state.winner

    @staticmethod
    def hand_names(state, seat: int) -> list[str]:
        """The hand, shown in the last link once the game is over."""
        return sorted(state.defs[uid].id for uid in state.hand[seat])

    @staticmethod
    def deck_names(state, seat: int) -> list[str]:
        """The rest of the deck, in order (shown in the last link, once the game is over)."""
        return [state.defs[uid].id for uid in state.deck[seat]]


def hand_card(state, seat: int, card_id: str, swap_in) -> int:
    """The first card of `card_id` in `seat`'s hand (the one its legal actions name). If there
    is none and `swap_in` is given (the other phone's board), it puts a hidden card of that id
    at the hand's last place, `swap_in(hand, index)`; else RemoteError."""
    hand = state.hand[seat]
    for uid in hand:
        if state.defs[uid].id == card_id:
            return uid
    if swap_in is None or not hand:
        raise RemoteError("illegal", f"{card_id} is not in that hand.")
    swap_in(hand, len(hand) - 1)
    return hand_card(state, seat, card_id, None)
