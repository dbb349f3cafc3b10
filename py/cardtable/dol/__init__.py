"""Dimension of Legend (DoL), a two-player trading card game, as a Card Table game."""

from functools import partial

from ..core.engine import TwoSeatEngine, check_cards
from . import bots, catalog, mechanics, player, share, view
from .cards import CARDS, DECKS, as_of
from .decks import deck_problems
from .remote import DolRemote
from .setup import new_game
from .share import MATCHUPS
from .state import OVER, State, all_uids


class DimensionOfLegend(TwoSeatEngine):
    id = "dol"
    code = "dl"
    title = "Dimension of Legend"
    # 2 and 3: cards rebalanced between the ready-made decks (cards/dol "revisions"); 4: a 先読み
    # window waits for the cards being drawn (player.WINDOW_AFTER_DRAWS)
    ruleset = 4
    older_rulesets = (1, 2, 3)
    decks = DECKS
    matchups = MATCHUPS
    default_decks = "RB"

    def __init__(self, ruleset: int = ruleset) -> None:
        self.ruleset = ruleset
        self._cards = CARDS if ruleset == DimensionOfLegend.ruleset else as_of(ruleset)
        self.remote = DolRemote(ruleset, self._cards)
        super().__init__(player, view, bots.BOTS, share, catalog.catalog,
                         partial(new_game, cards=self._cards, ruleset=ruleset))
        for letter, deck in DECKS.items():
            problems = deck_problems(deck.cards)
            if problems:
                raise ValueError(f"ready-made deck {letter} is not legal: {problems}")

    def secrets(self, state: State, seat: int) -> tuple:
        """Beside the decks, the generator and the other hand, the other seat's dimension
        cards still face down."""
        hidden = sorted(uid for uid in state.dim[1 - seat] if uid in state.face_down)
        return *super().secrets(state, seat), tuple(hidden)

    def resign(self, state: State, seat: int) -> None:
        mechanics.end_game(state, 1 - seat)

    def fingerprint(self, state: State) -> tuple:
        zones = (state.deck, state.hand, state.dim, state.chars, state.barriers,
                 state.underworld, state.sealed, state.drawing)
        return (
            state.rng.state, state.turn, state.active, state.first, state.phase, state.moment,
            () if state.winner is None else (state.winner,),
            tuple(state.life), tuple(state.fortress), tuple(state.captain),
            tuple(tuple(zone[seat]) for zone in zones for seat in (0, 1)),
            tuple(sorted((uid, tuple(gear)) for uid, gear in state.equipment.items())),
            tuple(sorted(state.face_down)), tuple(sorted(state.rested)),
            tuple(sorted(state.boost.items())), tuple(sorted(state.shielded)),
        )

    def check(self, state: State) -> None:
        """The conservation invariant: every card is in exactly one place, none lost or made;
        and the captain is one of its seat's characters."""
        check_cards(state, all_uids(state))
        if (state.phase == OVER) != (state.winner is not None):
            raise AssertionError("the phase and the result disagree")
        for seat in (0, 1):
            if state.captain[seat] not in state.chars[seat] + [-1]:
                raise AssertionError(f"seat {seat}'s captain is not on its field")
        if not set(state.equipment) <= set(state.chars[0] + state.chars[1]):
            raise AssertionError("equipment is attached to a card that is not a character")
        if not state.face_down <= set(state.dim[0] + state.dim[1]):
            raise AssertionError("a face-down card outside the dimension zone")


GAME = DimensionOfLegend()
