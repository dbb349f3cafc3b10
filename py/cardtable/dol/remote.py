"""Dimension of Legend between two phones (core/remote.py): the table set from two secrets, what
a seat keeps hidden, and actions named so that the other phone, which sees neither the hand nor
the face-down dimension cards, can apply them.

A seat's hidden cards are its deck, its hand, the cards it is drawing and its face-down
dimension cards. On the other phone they are stand-ins: the seat's own uids, dealt to cards in
an order of no meaning. Hidden cards always move by place (a draw takes the deck's top, a drawn
card is placed by its index among those drawn), so the two phones agree on where every card is
and differ only in what the hidden ones are.

What the rules show, an action names, so the other phone can swap a hidden card of that name
into its place before the action is applied there:
- a card played from the hand, by its card id;
- the face-down dimension cards its payment flips, by their card ids in the order the payment
  takes them (payment.turned picks the places by orientation alone);
- what a search found (or that it found nothing: then every card of that name is swapped out of
  the stand-in deck), since the app's log shows the found card to both seats.
A card on the field is named by its place. If the seat has no hidden card left that can be the
named one, the link is refused as illegal. Nothing of a seat's is shown by the other seat's
actions in this card set, so the core's "card shown" step is never needed.

The 先読み window opens by the board, not by the hand (rules.DECISIONS: foresight-by-link), and
each search shuffles with the generator both phones share (core.remote.shared_seed).

From protocol 3 on (core/card_proofs.py) the seat's secret deals its cards to its uids, the
deck is ordered by a generator both phones share, and every card named above comes with its
proof, the found card's uid too: a proof makes its uid that card, never moving it. The deck
above a found card, or the whole deck when a search found nothing, can only be checked to hold
no proven card bearing the name; the rest waits for the end's check.
"""

import hashlib
from functools import partial

from ..core.card_proofs import PublicDeal
from ..core.remote import RemoteError
from ..core.remote_rules import RemoteRules, hand_card
from ..core.rng import Rng
from .cards import CARDS, DECKS, CardDef
from .payment import ALTERNATIVE, turned
from .player import BATTLE_ACTION, END, END_MAIN, PASS, apply, legal_actions, to_move
from .setup import begin, lay_out
from .share import MATCHUPS
from .state import NOBODY, State, blank_state, unseen

STAND_IN_SEED = 0x5EED     # deals the stand-ins of a seat this phone cannot see
SEARCH = "search_name"
# How a card on the field is named: [seat, zone, index] (equipment: and its index on the
# character).
FORTRESS, BARRIER, CHARACTER, EQUIPMENT = 0, 1, 2, 3
SIMPLE = (END_MAIN, BATTLE_ACTION, END, PASS)      # actions that name nothing: sent as they are


class DolRemote(RemoteRules):
    """DoL by link under one ruleset: each of the game's editions (DimensionOfLegend) makes
    its own, with its cards, so a game keeps the rules its invitation named."""

    game_id = "dol"
    first_ruleset = 3
    matchups = MATCHUPS

    to_move = staticmethod(to_move)
    apply = staticmethod(apply)
    legal_actions = staticmethod(legal_actions)

    def __init__(self, ruleset: int, cards: dict[str, CardDef]) -> None:
        self.ruleset = ruleset
        self._cards = cards

    def new_game(self, decks: str, seeds: list, shared: int, deal: PublicDeal | None = None) -> State:
        """The table as a phone knows it: a seat whose seed is known deals its uids and orders
        its deck with it; the other seat's are stand-ins. With `deal` (protocol 3) the seed
        only deals the uids, and the generator both phones share orders the decks. The shared
        generator draws who goes first, then shuffles after searches."""
        state = blank_state([], shared, self.ruleset)
        state.windows_by_board = True
        arrangers = tuple(Rng(STAND_IN_SEED + seat if seed is None else seed)
                          for seat, seed in enumerate(seeds))
        orderers = None if deal is None else (deal.order(0), deal.order(1))
        lay_out(state, tuple(DECKS[letter] for letter in decks), self._cards, arrangers, orderers)
        begin(state, state.rng.below(2))
        return state

    def arranged(self, decks: str, seat: int, seed: int) -> dict[int, str]:
        """`seat`'s cards as its arrangement deals them, {uid: card id} (protocol 3)."""
        state = blank_state([], 0, self.ruleset)
        lay_out(state, tuple(DECKS[letter] for letter in decks), self._cards, (Rng(seed), Rng(seed)))
        return {uid: state.defs[uid].id for uid in state.deck[seat]}

    @staticmethod
    def opening_shows(decks: str, seat: int, seed: int, deal: PublicDeal | None = None) -> list:
        """No opening hand is shown: the first cards come in the stand-up phase."""
        return []

    @staticmethod
    def opening_uids(decks: str, seat: int, seed: int, deal: PublicDeal) -> list:
        return []

    @staticmethod
    def hidden(state: State, seat: int) -> set[int]:
        return set(unseen(state, seat))

    @staticmethod
    def name(state: State, seat: int, action: tuple) -> tuple[list, list[int]]:
        """The action as the other phone can read it, and the uids of the cards it shows, in
        the order it names them (the card played, those flipped, the card found)."""
        kind = action[0]
        if kind in ("hand", "dim"):
            return [kind, state.drawing[seat].index(action[1])], []
        if kind in ("activate", "captain"):
            return [kind, _place(state, action[1])], []
        if kind != "play":
            return [kind], []
        _, uid, target, way = action
        flipped = _flipped(state, seat, uid, way)
        found = _found(state, action)
        named = ["play", state.defs[uid].id, _place(state, target), way,
                 [state.defs[card].id for card in flipped], found and found["card"]]
        return named, [uid, *flipped] + ([found["uid"]] if found else [])

    @staticmethod
    def apply_named(state: State, seat: int, named: list, swap: bool = True,
                    proofs=None) -> set[int]:
        """Apply `seat`'s named action and return the uids of the cards it shows. With `proofs`
        (protocol 3, the other phone's board) each named card is proven; else with `swap`
        (older protocols) it is swapped in from the seat's hidden cards; without either (the
        true game, at the end's check) it must be there already.
        RemoteError if the action cannot be legal."""
        if to_move(state) != seat or not isinstance(named, list) or not named:
            raise _illegal(named)
        kind, shown = named[0], set()
        if kind in ("hand", "dim") and len(named) == 2:
            drawing = state.drawing[seat]
            if type(named[1]) is not int or not 0 <= named[1] < len(drawing):
                raise _illegal(named)
            apply(state, (kind, drawing[named[1]]))
            return shown
        if kind in ("activate", "captain") and len(named) == 2:
            action = (kind, _at(state, named[1]))
        elif tuple(named) in SIMPLE:
            action = tuple(named)
        elif kind == "play" and len(named) == 6 and proofs is not None:
            action, shown = _prove_play(state, seat, named, proofs)
        elif kind == "play" and len(named) == 6:
            action, shown = _arrange_play(state, seat, named, swap)
        else:
            raise _illegal(named)
        if action not in legal_actions(state):
            raise _illegal(named)
        logged = len(state.log)
        apply(state, action)
        searched = [entry for entry in state.log[logged:] if entry["e"] == "search"]
        if kind == "play" and (searched[0]["card"] if searched else None) != named[5]:
            raise RemoteError("illegal", f"The search of move {named} found another card.")
        return shown | {entry["uid"] for entry in searched}

    @staticmethod
    def where(state: State, seat: int, uid: int) -> list:
        raise ValueError("no Dimension of Legend card is shown except by its owner's action")

    @staticmethod
    def apply_show(state: State, seat: int, shown: list, swap: bool = True,
                   waiting: frozenset = frozenset()) -> tuple[int, int]:
        raise RemoteError("corrupt", "This link is damaged: it shows a card no rule shows.")

    @staticmethod
    def public_digest(state: State) -> bytes:
        """What both phones see alike, hashed: the turn and its moment, life, each hidden
        zone's size, each dimension card's orientation (and its name once face up), and every
        card on the field, in the underworld and sealed, by name and place."""
        def card(uid: int):
            return None if uid == NOBODY else state.defs[uid].id

        def seen(seat: int) -> tuple:
            return (
                state.life[seat], seat in state.shielded, len(state.deck[seat]),
                len(state.hand[seat]), len(state.drawing[seat]),
                tuple((uid in state.face_down, uid in state.rested,
                       None if uid in state.face_down else card(uid)) for uid in state.dim[seat]),
                card(state.fortress[seat]), state.fortress[seat] in state.rested,
                tuple((card(uid), uid in state.rested) for uid in state.barriers[seat]),
                tuple((card(uid), uid in state.rested, state.captain[seat] == uid,
                       state.boost.get(uid), tuple(map(card, state.equipment.get(uid, ()))))
                      for uid in state.chars[seat]),
                tuple(map(card, state.underworld[seat])), tuple(map(card, state.sealed[seat])))

        public = (state.turn, state.active, state.phase, state.moment, state.winner,
                  state.first, seen(0), seen(1))
        return hashlib.sha256(repr(public).encode()).digest()[:8]


def _illegal(named) -> RemoteError:
    return RemoteError("illegal", f"Move {named} is not legal here.")


# -- places on the field ------------------------------------------------------------------
def _place(state: State, uid: int) -> list[int] | int:
    """A field card's place, [seat, zone, index(, index on the character)]; NOBODY as is."""
    if uid == NOBODY:
        return NOBODY
    for side in (0, 1):
        if state.fortress[side] == uid:
            return [side, FORTRESS, 0]
        if uid in state.barriers[side]:
            return [side, BARRIER, state.barriers[side].index(uid)]
        for index, char in enumerate(state.chars[side]):
            if char == uid:
                return [side, CHARACTER, index]
            gear = state.equipment.get(char, [])
            if uid in gear:
                return [side, EQUIPMENT, index, gear.index(uid)]
    raise ValueError(f"card {uid} is not on the field")


def _at(state: State, place) -> int:
    """The uid at a named place, or RemoteError when there is none."""
    if place == NOBODY:
        return NOBODY
    try:
        side, zone, index, *rest = place
        if zone == FORTRESS and state.fortress[side] != NOBODY:
            return state.fortress[side]
        if zone == BARRIER:
            return state.barriers[side][index]
        if zone == CHARACTER:
            return state.chars[side][index]
        if zone == EQUIPMENT:
            return state.equipment[state.chars[side][index]][rest[0]]
    except (TypeError, ValueError, IndexError, KeyError):
        pass
    raise RemoteError("illegal", f"There is no card at {place}.")


# -- a play, arranged on the other phone ------------------------------------------------------
def _flipped(state: State, seat: int, uid: int, way: int) -> list[int]:
    if way == ALTERNATIVE:
        return []
    return turned(state, seat, state.defs[uid].cost, way)[1]


def _search_name(state: State, uid: int) -> str | None:
    for effect in state.defs[uid].on_play:
        if effect["do"] == SEARCH:
            return effect["name"]
    return None


def _found(state: State, action: tuple) -> dict | None:
    """The log entry of the card the play's search will put into the hand, found by playing it
    on a copy (None when it searches nothing or finds nothing)."""
    if _search_name(state, action[1]) is None:
        return None
    trial = state.copy()
    trial.log = []
    apply(trial, action)
    return next((entry for entry in trial.log if entry["e"] == "search"), None)


def _check_play(named: list) -> None:
    _, card_id, _target, way, flips, found = named
    if (not isinstance(card_id, str) or type(way) is not int or not isinstance(flips, list)
            or not (found is None or isinstance(found, str))):
        raise _illegal(named)


def _prove_play(state: State, seat: int, named: list, proofs) -> tuple[tuple, set]:
    """The action a named play stands for, each card it shows proven (protocol 3): the card
    from the hand, the cards its payment flips at the places the payment takes, and the card
    its search finds. Then no stand-in ahead of the played card in the hand is a copy of it,
    and none above the found card (or anywhere in the deck, when it found nothing) bears the
    name searched for, each kept out of the other's region."""
    _check_play(named)
    _, card_id, target, way, flips, found = named
    uid = proofs.take(state, card_id)
    proofs.in_hand(state, uid)
    if way != ALTERNATIVE and not 0 <= way <= state.defs[uid].cost:
        raise _illegal(named)
    places = _flipped(state, seat, uid, way)
    if len(places) != len(flips):
        raise _illegal(named)
    for place, flip_id in zip(places, flips):
        proofs.take(state, flip_id, place)
    hand, deck = state.hand[seat], state.deck[seat]
    ahead, above = hand[:hand.index(uid)], []
    name = _search_name(state, uid)
    if name is not None:
        above = deck
        if found is not None:
            if found not in CARDS or not CARDS[found].named(name):
                raise RemoteError("illegal", f"A search for {name} cannot find {found}.")
            found_uid = proofs.take(state, found)
            if found_uid not in deck:
                raise RemoteError("illegal", f"{found} is not in that deck.")
            above = deck[deck.index(found_uid) + 1:]
    proofs.first_in_hand(state, uid, keep_out=above)
    if name is not None:
        proofs.steer(state, above, lambda card: card.named(name), keep_out=ahead)
    return ("play", uid, _at(state, target), way), {uid, *places}


def _arrange_play(state: State, seat: int, named: list, swap: bool) -> tuple[tuple, set]:
    """The action a named play stands for, with its named cards swapped into place first:
    the card from the hand, the cards its payment flips, and what its search will find."""
    _check_play(named)
    _, card_id, target, way, flips, found = named
    swap_in = partial(_swap_in, state, seat, card_id, fixed=set()) if swap else None
    uid = hand_card(state, seat, card_id, swap_in)
    if way != ALTERNATIVE and not 0 <= way <= state.defs[uid].cost:
        raise _illegal(named)
    fixed = {uid}
    places = _flipped(state, seat, uid, way)
    if len(places) != len(flips):
        raise _illegal(named)
    dim = state.dim[seat]
    for index, flip_id in zip([dim.index(place) for place in places], flips):
        if state.defs[dim[index]].id != flip_id:
            if not swap:
                raise RemoteError("illegal", f"The card flipped at dimension {index} is not "
                                             f"{flip_id}.")
            _swap_in(state, seat, flip_id, dim, index, fixed)
        fixed.add(dim[index])
    name = _search_name(state, uid)
    if name is not None and swap:
        _arrange_search(state, seat, name, found, fixed)
    # A swap may have brought another copy ahead of it in the hand: the legal action names
    # the first, and copies are alike.
    played = hand_card(state, seat, card_id, None)
    return ("play", played, _at(state, target), way), fixed - {uid} | {played}


def _arrange_search(state: State, seat: int, name: str, found: str | None, fixed: set) -> None:
    """Make the stand-in deck give what the search found: that card on top (the search takes
    the card nearest the top that bears the name), or no card bearing the name at all."""
    deck = state.deck[seat]
    if found is not None:
        if found not in CARDS or not CARDS[found].named(name) or not deck:
            raise RemoteError("illegal", f"A search for {name} cannot find {found}.")
        if state.defs[deck[-1]].id != found:
            _swap_in(state, seat, found, deck, len(deck) - 1, fixed)
        return
    for index, uid in enumerate(deck):
        if state.defs[uid].named(name):
            spare = next(((zone, place) for zone, place in _hidden_places(state, seat)
                          if zone is not deck and zone[place] not in fixed
                          and not state.defs[zone[place]].named(name)), None)
            if spare is None:
                raise RemoteError("illegal", f"A search for {name} cannot have found nothing.")
            _exchange(state, deck, index, *spare)


def _hidden_places(state: State, seat: int):
    """Every place of the seat's that holds a hidden card, as (zone, index)."""
    for zone in (state.deck[seat], state.hand[seat], state.drawing[seat]):
        for index in range(len(zone)):
            yield zone, index
    dim = state.dim[seat]
    for index, uid in enumerate(dim):
        if uid in state.face_down:
            yield dim, index


def _exchange(state: State, zone: list, index: int, other: list, place: int) -> None:
    """Two hidden cards change places. A face-down dimension place keeps its orientation
    (rested or not): the flags go with the place, not with the card."""
    a, b = zone[index], other[place]
    zone[index], other[place] = b, a
    flags = {uid: (uid in state.face_down, uid in state.rested) for uid in (a, b)}
    for uid, (down, rested) in ((b, flags[a]), (a, flags[b])):
        for flag, value in ((state.face_down, down), (state.rested, rested)):
            if value:
                flag.add(uid)
            else:
                flag.discard(uid)


def _swap_in(state: State, seat: int, card_id: str, cards: list, index: int,
             fixed: set) -> None:
    """Put a hidden card of `card_id` at cards[index], the card there taking its place;
    `fixed` cards are already named for this action and stay put."""
    for zone, place in _hidden_places(state, seat):
        uid = zone[place]
        if (zone is not cards or place != index) and uid not in fixed \
                and state.defs[uid].id == card_id:
            _exchange(state, cards, index, zone, place)
            return
    raise RemoteError("illegal", f"{card_id} cannot be among those cards: it is a card their "
                                 "deck does not have left.")
