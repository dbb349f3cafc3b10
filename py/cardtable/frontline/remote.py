"""Frontline between two phones (core/remote.py): the table set from two secrets, what a seat
keeps hidden, and actions named so that the other phone, which cannot see the hand they come
from, can apply them.

A seat's hidden cards are its deck and its hand. On the other phone they are stand-ins: the
same card uids in an order of no meaning. An action names a card from the hand by its card id
(playing it shows it) and a card on a frontline by its place, [seat, index]. To apply a named
card the other phone swaps a hidden card of that id into the hand; if the seat has none left
among its hidden cards, the link is refused as illegal. A card milled face up from a deck by the
other seat's effect is shown by its owner's next link, as [zone, index, card id], and swapped in
the same way.
"""

import hashlib
from functools import partial

from ..core.remote import RemoteError, first_seat
from ..core.remote_rules import RemoteRules, hand_card
from ..core.rng import Rng
from . import mechanics as m
from .cards import DECKS
from .decks import OPENING_HAND
from .player import apply, legal_actions, to_move
from .setup import begin, lay_out, opening_hand
from .share import MATCHUPS
from .state import NOBODY, State

PUBLIC_ZONES = ("front", "waste", "ongoing")
STAND_IN_SEED = 0x5EED     # orders the stand-ins for a deck this phone cannot see


class FrontlineRemote(RemoteRules):
    game_id = "frontline"
    ruleset = first_ruleset = 1
    matchups = MATCHUPS

    to_move = staticmethod(to_move)
    apply = staticmethod(apply)
    legal_actions = staticmethod(legal_actions)

    @staticmethod
    def new_game(decks: str, seeds: list, shared: int) -> State:
        """The table as a phone knows it: a seat whose seed is known shuffles its deck with it
        and draws its opening hand by the rules (redrawing a hand without a warrior); the other
        seat's deck is stand-ins, and its five cards are drawn without a look. The shared seed
        draws who goes first."""
        state = lay_out(tuple(DECKS[letter] for letter in decks), 0)
        for seat, seed in enumerate(seeds):
            if seed is None:
                Rng(STAND_IN_SEED + seat).shuffle(state.deck[seat])
                m.draw_cards(state, seat, OPENING_HAND)
            else:
                _deal(state, seat, seed)
        begin(state, first_seat(shared))
        return state

    @staticmethod
    def opening_shows(decks: str, seat: int, seed: int) -> list[list[str]]:
        """The hands `seat` showed before redrawing them (rulebook, ゲームの準備 ④)."""
        state = lay_out(tuple(DECKS[letter] for letter in decks), 0)
        _deal(state, seat, seed)
        return [entry["cards"] for entry in state.log if entry["e"] == "redraw"]

    @staticmethod
    def hidden(state: State, seat: int) -> set[int]:
        return set(state.deck[seat]) | set(state.hand[seat])

    @staticmethod
    def name(state: State, seat: int, action: tuple) -> tuple[list, set[int]]:
        """The action as the other phone can read it, and the uid of the hand card it shows."""
        named, shown = [action[0]], set()
        for uid in action[1:]:
            if uid == NOBODY:
                named.append(NOBODY)
            elif uid in state.hand[seat]:
                named.append(state.defs[uid].id)
                shown = {uid}
            else:
                named.append(_place(state, uid))
        return named, shown

    @staticmethod
    def apply_named(state: State, seat: int, named: list, swap: bool = True) -> set[int]:
        """Apply `seat`'s named action and return the uids of the cards it shows (the hand card
        it plays, if any);
        with `swap` (the other phone's board) that card is swapped in from the seat's hidden
        cards, without it (the true game, at the end's check) it must be in the hand already.
        RemoteError if the action cannot be legal."""
        action, shown = [named[0]], set()
        for part in named[1:]:
            if part == NOBODY:
                action.append(NOBODY)
            elif isinstance(part, str):
                swap_in = partial(_swap_in, state, seat, part) if swap else None
                uid = hand_card(state, seat, part, swap_in)
                shown = {uid}
                action.append(uid)
            else:
                side, index = part
                action.append(state.front[side][index])
        action = tuple(action)
        if to_move(state) != seat or action not in legal_actions(state):
            raise RemoteError("illegal", f"Move {named} is not legal here.")
        apply(state, action)
        return shown

    @staticmethod
    def where(state: State, seat: int, uid: int) -> list:
        """A card of `seat`'s now face up, as [zone, index, card id]."""
        for zone in PUBLIC_ZONES:
            cards = getattr(state, zone)[seat]
            if uid in cards:
                return [zone, cards.index(uid), state.defs[uid].id]
        raise ValueError(f"card {uid} is not face up")

    @staticmethod
    def apply_show(state: State, seat: int, shown: list, swap: bool = True,
                   waiting: frozenset = frozenset()) -> tuple[int, int]:
        """Take a shown card: its uid, and the uid of the stand-in it took the place of (the
        same if none). With `swap`, the stand-in at that place changes places with a hidden
        card of that id, or with another face-up stand-in still `waiting` to be shown;
        without, the card there must be that id already."""
        zone, index, card_id = shown
        if zone not in PUBLIC_ZONES:
            raise RemoteError("corrupt", "This link is damaged.")
        cards = getattr(state, zone)[seat]
        there = cards[index]
        if state.defs[there].id != card_id:
            if not swap:
                raise RemoteError("illegal", f"The card shown at {zone} {index} is not "
                                             f"{card_id}.")
            _swap_in(state, seat, card_id, cards, index, waiting)
        return cards[index], there

    @staticmethod
    def public_digest(state: State) -> bytes:
        """What both phones see alike, hashed: the turn, the bases' damage, every zone's size
        and each warrior's damage and gear by place (card ids left out: the other phone's
        milled stand-ins wait for their owner's next link)."""
        seen = (state.turn, state.active, state.phase, state.winner, state.first,
                tuple(state.city_hurt), tuple(state.hq_hurt),
                tuple((len(state.deck[s]), len(state.hand[s]), len(state.waste[s]),
                       len(state.ongoing[s]),
                       tuple((state.hurt.get(uid, 0), uid in state.gear, uid in state.used)
                             for uid in state.front[s]))
                      for s in (0, 1)))
        return hashlib.sha256(repr(seen).encode()).digest()[:8]


def _deal(state: State, seat: int, seed: int) -> None:
    """A seat's deck shuffled by its own seed, and its opening hand drawn by the rules."""
    rng = Rng(seed)
    rng.shuffle(state.deck[seat])
    opening_hand(state, seat, rng)


def _place(state: State, uid: int) -> list[int]:
    for side in (0, 1):
        if uid in state.front[side]:
            return [side, state.front[side].index(uid)]
    raise ValueError(f"card {uid} is neither in the hand nor on a frontline")


def _swap_in(state: State, seat: int, card_id: str, cards: list, index: int,
             waiting: frozenset = frozenset()) -> None:
    """Put a card of `card_id` at cards[index], hidden or a face-up stand-in `waiting` to be
    shown, the card there taking its place."""
    zones = [state.deck[seat], state.hand[seat]] + [getattr(state, zone)[seat]
                                                     for zone in PUBLIC_ZONES]
    for number, zone in enumerate(zones):
        for place, uid in enumerate(zone):
            if zone is cards and place == index:
                continue
            if number >= 2 and uid not in waiting:        # a face-up card already known
                continue
            if state.defs[uid].id == card_id:
                zone[place], cards[index] = cards[index], uid
                return
    raise RemoteError("illegal", f"{card_id} cannot be among those cards: it is a card their "
                                 "deck does not have left.")
