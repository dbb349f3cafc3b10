"""Frontline: リビアート vs ミネシス, a two-player card game, as a Card Table game."""

from ..core.protocol import OptionsError
from . import bots, catalog, mechanics, player, view
from .cards import DECKS
from .decks import deck_problems
from .setup import new_game
from .state import OVER, State, all_uids

MATCHUPS = ("LM", "ML", "LL", "MM")


class Frontline:
    id = "frontline"
    code = "fl"
    ruleset = 1
    seats = 2

    def __init__(self) -> None:
        for letter, deck in DECKS.items():
            problems = deck_problems(deck.cards)
            if problems or sum(deck.cards.values()) != 40:
                raise ValueError(f"ready-made deck {letter} is not a legal 40: {problems}")

    def normalize_options(self, options: dict) -> dict:
        """Options: "b", the seat the computer plays (-1: nobody, pass-and-play); "d", the
        decks, seat 0's faction letter then seat 1's."""
        unknown = set(options) - {"b", "d"}
        if unknown:
            raise OptionsError(f"Unknown Frontline options: {sorted(unknown)}.")
        bot = options.get("b", -1)
        decks = options.get("d", "LM")
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
        return (
            state.rng.state, state.turn, state.active, state.first, state.phase,
            () if state.winner is None else (state.winner,),
            state.city, state.hq, tuple(state.city_hurt), tuple(state.hq_hurt),
            tuple(tuple(zone[seat]) for zone in (state.deck, state.hand, state.front,
                                                 state.waste, state.ongoing)
                  for seat in (0, 1)),
            tuple(sorted(state.hurt.items())), tuple(sorted(state.gear.items())),
            tuple(sorted(state.boost.items())), tuple(sorted(state.used)),
            tuple(sorted(state.grounded)), tuple(sorted(state.plays.items())),
            state.attackers, tuple(sorted(state.locks.items())),
            tuple(sorted(state.guards.items())), state.pending,
        )

    def check(self, state: State) -> None:
        """The conservation invariant: every card is in exactly one place, none lost or made."""
        found = sorted(all_uids(state))
        if found != list(range(len(state.defs))):
            raise AssertionError(f"cards lost or duplicated: {len(found)} of {len(state.defs)}")
        if (state.phase == OVER) != (state.winner is not None):
            raise AssertionError("the phase and the result disagree")
        for seat in (0, 1):
            if mechanics.rank_total(state, seat) > player.MAX_RANK:
                raise AssertionError(f"seat {seat}'s frontline is over the rank limit")
        if not set(state.gear) <= set(state.front[0] + state.front[1]):
            raise AssertionError("a gear is held by a warrior that is not on a frontline")

    def catalog(self) -> dict:
        return catalog.catalog()

    def bots(self) -> dict:
        return bots.BOTS


GAME = Frontline()
