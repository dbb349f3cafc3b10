"""Frontline: リビアート vs ミネシス, a two-player card game, as a Card Table game."""

from ..core.engine import TwoSeatEngine, check_cards
from . import bots, catalog, mechanics, player, share, view
from .cards import DECKS
from .decks import deck_problems
from .remote import FrontlineRemote
from .setup import new_game
from .share import MATCHUPS
from .state import OVER, State, all_uids
from .turns import round_of


class Frontline(TwoSeatEngine):
    id = "frontline"
    code = "fl"
    title = "Frontline"
    ruleset = 1
    decks = DECKS
    matchups = MATCHUPS
    default_decks = "LM"
    remote = FrontlineRemote()

    def __init__(self) -> None:
        super().__init__(player, view, bots.BOTS, share, catalog.catalog, new_game)
        for letter, deck in DECKS.items():
            problems = deck_problems(deck.cards)
            if problems or sum(deck.cards.values()) != 40:
                raise ValueError(f"ready-made deck {letter} is not a legal 40: {problems}")

    def length(self, state: State) -> dict:
        """In rounds, as the board counts them: "30 turns" read as twice the game that the
        board's "Round 15" had shown."""
        return {"unit": "rounds", "n": round_of(state.turn)}

    def resign(self, state: State, seat: int) -> None:
        mechanics.end_game(state, 1 - seat)

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
        check_cards(state, all_uids(state))
        if (state.phase == OVER) != (state.winner is not None):
            raise AssertionError("the phase and the result disagree")
        for seat in (0, 1):
            if mechanics.rank_total(state, seat) > player.MAX_RANK:
                raise AssertionError(f"seat {seat}'s frontline is over the rank limit")
        if not set(state.gear) <= set(state.front[0] + state.front[1]):
            raise AssertionError("a gear is held by a warrior that is not on a frontline")


GAME = Frontline()
