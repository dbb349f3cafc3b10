"""Dimension of Legend (DoL), a two-player trading card game, as a Card Table game."""

from ..core.protocol import OptionsError
from . import bots, catalog, player, view
from .cards import DECKS
from .decks import deck_problems
from .setup import new_game
from .state import OVER, State, all_uids

MATCHUPS = tuple(a + b for a in sorted(DECKS) for b in sorted(DECKS))


class DimensionOfLegend:
    id = "dol"
    code = "dl"
    ruleset = 1
    seats = 2

    def __init__(self) -> None:
        for letter, deck in DECKS.items():
            problems = deck_problems(deck.cards)
            if problems:
                raise ValueError(f"ready-made deck {letter} is not legal: {problems}")

    def normalize_options(self, options: dict) -> dict:
        """Options: "b", the seat the computer plays (-1: nobody, pass-and-play); "d", the
        decks, seat 0's letter then seat 1's."""
        unknown = set(options) - {"b", "d"}
        if unknown:
            raise OptionsError(f"Unknown Dimension of Legend options: {sorted(unknown)}.")
        bot = options.get("b", -1)
        decks = options.get("d", "RB")
        if type(bot) is not int or bot not in (-1, 0, 1):
            raise OptionsError("The computer's seat must be -1 (nobody), 0 or 1.")
        if decks not in MATCHUPS:
            raise OptionsError(f"The decks must be one of {', '.join(MATCHUPS)}.")
        return {"b": bot, "d": decks}

    def new_state(self, options: dict, seed: int) -> State:
        return new_game((DECKS[options["d"][0]], DECKS[options["d"][1]]), seed)

    def legal_actions(self, state: State) -> list[tuple]:
        return player.legal_actions(state)

    def apply(self, state: State, action: tuple) -> None:
        player.apply(state, action)

    def to_move(self, state: State) -> int | None:
        return player.to_move(state)

    def result(self, state: State) -> int | None:
        return state.winner

    def turn(self, state: State) -> int:
        return state.turn

    def view(self, state: State, seat: int) -> dict:
        return view.board(state, seat)

    def describe(self, state: State, action: tuple) -> dict:
        return view.describe_action(state, action)

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
        found = sorted(all_uids(state))
        if found != list(range(len(state.defs))):
            raise AssertionError(f"cards lost or duplicated: {len(found)} of {len(state.defs)}")
        if (state.phase == OVER) != (state.winner is not None):
            raise AssertionError("the phase and the result disagree")
        for seat in (0, 1):
            if state.captain[seat] not in state.chars[seat] + [-1]:
                raise AssertionError(f"seat {seat}'s captain is not on its field")
        if not set(state.equipment) <= set(state.chars[0] + state.chars[1]):
            raise AssertionError("equipment is attached to a card that is not a character")
        if not state.face_down <= set(state.dim[0] + state.dim[1]):
            raise AssertionError("a face-down card outside the dimension zone")

    def catalog(self) -> dict:
        return catalog.catalog()

    def bots(self) -> dict:
        return bots.BOTS


GAME = DimensionOfLegend()
