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

From protocol 3 on (core/card_proofs.py) the seat's secret deals its cards to its deck's uids,
the deck is ordered by the generator both phones share (and so is the shuffle back of an opening
redraw), and each card shown comes with its proof: the uid at every place is the same on both
phones, and a shown card makes its uid that card, never moving it.
"""

import hashlib
from functools import partial

from ..core.card_proofs import PublicDeal
from ..core.remote import RemoteError, first_seat
from ..core.remote_rules import RemoteRules, hand_card
from ..core.rng import Rng
from . import mechanics as m
from .cards import DECKS, WARRIOR
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
    def new_game(decks: str, seeds: list, shared: int, deal: PublicDeal | None = None) -> State:
        """The table as a phone knows it: a seat whose seed is known shuffles its deck with it
        and draws its opening hand by the rules (redrawing a hand without a warrior); the other
        seat's deck is stand-ins, and its five cards are drawn without a look. The shared seed
        draws who goes first. With `deal` (protocol 3) a seed only deals the cards to the
        uids, the public generator orders the decks, and the other seat redraws as it showed."""
        state = lay_out(tuple(DECKS[letter] for letter in decks), 0)
        for seat, seed in enumerate(seeds):
            if deal is not None:
                _deal_in_public(state, seat, seed, deal)
            elif seed is None:
                Rng(STAND_IN_SEED + seat).shuffle(state.deck[seat])
                m.draw_cards(state, seat, OPENING_HAND)
            else:
                _deal(state, seat, seed)
        begin(state, first_seat(shared))
        return state

    @staticmethod
    def arranged(decks: str, seat: int, seed: int) -> dict[int, str]:
        """`seat`'s deck as its arrangement deals it, {uid: card id} (protocol 3)."""
        state = lay_out(tuple(DECKS[letter] for letter in decks), 0)
        _arrange(state, seat, Rng(seed))
        return {uid: state.defs[uid].id for uid in state.deck[seat]}

    @staticmethod
    def opening_shows(decks: str, seat: int, seed: int,
                      deal: PublicDeal | None = None) -> list[list[str]]:
        """The hands `seat` showed before redrawing them (rulebook, ゲームの準備 ④)."""
        state = _opening(decks, seat, seed, deal)[0]
        return [entry["cards"] for entry in state.log if entry["e"] == "redraw"]

    @staticmethod
    def opening_uids(decks: str, seat: int, seed: int, deal: PublicDeal) -> list[int]:
        """The uids of the cards in the hands `seat` showed, in order: their proofs' order."""
        return [uid for hand in _opening(decks, seat, seed, deal)[1] for uid in hand]

    @staticmethod
    def hidden(state: State, seat: int) -> set[int]:
        return set(state.deck[seat]) | set(state.hand[seat])

    @staticmethod
    def name(state: State, seat: int, action: tuple) -> tuple[list, list[int]]:
        """The action as the other phone can read it, and the uid of the hand card it shows."""
        named, shown = [action[0]], []
        for uid in action[1:]:
            if uid == NOBODY:
                named.append(NOBODY)
            elif uid in state.hand[seat]:
                named.append(state.defs[uid].id)
                shown = [uid]
            else:
                named.append(_place(state, uid))
        return named, shown

    @staticmethod
    def apply_named(state: State, seat: int, named: list, swap: bool = True,
                    proofs=None) -> set[int]:
        """Apply `seat`'s named action and return the uids of the cards it shows (the hand card
        it plays, if any). With `proofs` (protocol 3, the other phone's board) that card is
        the one proven; else with `swap` (older protocols) it is swapped in from the seat's
        hidden cards; without either (the true game, at the end's check) it must be in the hand
        already. RemoteError if the action cannot be legal."""
        action, shown = [named[0]], set()
        for part in named[1:]:
            if part == NOBODY:
                action.append(NOBODY)
            elif isinstance(part, str) and proofs is not None:
                uid = proofs.hand_card(state, part)
                shown = {uid}
                action.append(uid)
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
                   waiting: frozenset = frozenset(), proofs=None) -> tuple[int, int]:
        """Take a shown card: its uid, and the uid of the stand-in it took the place of (the
        same if none). With `proofs` (protocol 3) the card there is proven to be that id;
        else with `swap`, the stand-in at that place changes places with a hidden card of that
        id, or with another face-up stand-in still `waiting` to be shown; without either, the
        card there must be that id already."""
        zone, index, card_id = shown
        if zone not in PUBLIC_ZONES:
            raise RemoteError("corrupt", "This link is damaged.")
        cards = getattr(state, zone)[seat]
        there = cards[index]
        if proofs is not None:
            proofs.take(state, card_id, there)
        elif state.defs[there].id != card_id:
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


def _opening(decks: str, seat: int, seed: int, deal: PublicDeal | None) -> tuple[State, list]:
    """A table where only `seat` is dealt, from its seed: the state, and its hands shown."""
    state = lay_out(tuple(DECKS[letter] for letter in decks), 0)
    if deal is None:
        _deal(state, seat, seed)
        return state, []
    return state, _deal_in_public(state, seat, seed, deal)


def _arrange(state: State, seat: int, rng: Rng) -> None:
    """The seat's deck cards dealt to its deck's uids in the order `rng` gives (its city and
    HQ keep theirs: they are face up from the start)."""
    deck = state.deck[seat]
    cards = [state.defs[uid] for uid in deck]
    rng.shuffle(cards)
    for uid, card in zip(deck, cards):
        state.defs[uid] = card


def _deal_in_public(state: State, seat: int, seed: int | None, deal: PublicDeal) -> list:
    """Protocol 3: the seat's cards dealt to its uids by its seed (stand-ins if None), its deck
    ordered by the public generator, which also shuffles back a hand redrawn (④). A seat with
    no seed redraws as its owner showed, each card proven. Return the hands shown, as uids."""
    _arrange(state, seat, Rng(STAND_IN_SEED + seat if seed is None else seed))
    rng = deal.order(seat)
    rng.shuffle(state.deck[seat])
    if seed is not None:
        return opening_hand(state, seat, rng)
    return opening_hand(state, seat, rng, partial(_as_shown, deal))


def _as_shown(deal: PublicDeal, state: State, seat: int, shown: list) -> bool:
    """Whether the hand drawn is redrawn, on a phone that cannot see it: if its owner showed
    one more hand, which must be this one (each card proven) and hold no warrior."""
    hands = deal.shown[seat]
    if not isinstance(hands, list):
        raise RemoteError("corrupt", "This link is damaged: its opening hands are not hands.")
    if len(shown) == len(hands):
        return False
    hand, names = state.hand[seat], hands[len(shown)]
    if not isinstance(names, list) or len(names) != len(hand):
        raise RemoteError("corrupt", "This link is damaged: its opening hands are not hands.")
    for uid, card_id in zip(hand, names):
        deal.proofs.take(state, card_id, uid)
    if any(state.defs[uid].type == WARRIOR for uid in hand):
        raise RemoteError("illegal", "Their opening hand held a warrior: it is not redrawn.")
    return True


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
