"""Every card a seat shows is proven when it is shown (protocol 3 of play by link, docs/REMOTE.md).

A seat's secret alone deals its cards to its uids (the arrangement), and its first link, sent
before either coin is known, commits to each uid's card: a hash of the uid, a salt drawn from
the secret, and the card's id. Once both coins are known each deck is ordered by a generator
both phones share, and every hidden card moves by place by public rules, so the uid at every
place is the same on both phones; what the other phone does not know is only which card each
hidden uid is. When the rules show a hidden card, its owner's link carries the uid's salt, and
the other phone checks it against the commitment before it takes the step. A card the seat does
not hold at that place cannot be proven, so a phone that draws a card it does not have is
refused at the link that shows it, not at the end.

On the other phone a hidden uid holds a stand-in card. A proof makes the uid the proven card by
swapping its definition with that of another uid of the seat not yet proven that holds the
proven card: uids never change places, and the seat's cards stay the cards of its deck list.
"""

import hashlib
from dataclasses import dataclass

from .protocol import RemoteError
from .rng import Rng

PROOF_BYTES = 16
_TAG = b"cardtable remote 1 "


def _hash(*parts: bytes) -> bytes:
    return hashlib.sha256(_TAG + b"|".join(parts)).digest()


def _seed(digest: bytes) -> int:
    return int.from_bytes(digest[:8], "big")


def arrangement_seed(secret: bytes) -> int:
    """The seed that deals a seat's cards to its uids: its secret's alone, so that the seat can
    commit to every uid's card in its first link, before the coins are known."""
    return _seed(_hash(b"arrange", secret))


def order_rng(shared: int, seat: int) -> Rng:
    """The generator both phones share for `seat`'s deck: its order, and its shuffles back
    (Frontline's opening redraw). A seat cannot choose its order: it is bound to its cards
    before the coins that order them are known."""
    return Rng(_seed(_hash(b"order", shared.to_bytes(8, "big"), bytes([seat]))))


def salt(secret: bytes, uid: int) -> bytes:
    """What opens the commitment of a seat's uid: drawn from its secret, shown when the uid's
    card is shown (and says nothing of any other uid)."""
    return _hash(b"salt", secret, str(uid).encode())[:PROOF_BYTES]


def card_commitment(uid: int, uid_salt: bytes, card_id: str) -> bytes:
    return _hash(b"card", str(uid).encode(), uid_salt, card_id.encode())[:PROOF_BYTES]


def commitments(secret: bytes, cards: dict[int, str]) -> bytes:
    """A seat's commitments to its hidden cards ({uid: card id}), one after the other in the
    order of the uids: the value its first link carries."""
    return b"".join(card_commitment(uid, salt(secret, uid), cards[uid]) for uid in sorted(cards))


def proofs_of(secret: bytes, uids) -> list[list]:
    """The proofs a step carries for the cards it shows, in the order the rules name them."""
    return [[uid, salt(secret, uid)] for uid in uids]


@dataclass
class PublicDeal:
    """How a table is set from protocol 3 on (a game's `new_game`): each seat's cards dealt to
    its uids by its arrangement, its deck ordered by `order_rng`. A seat this phone cannot see
    redraws its opening hands as its owner showed them (`shown`, by seat), each card proven
    with `proofs` (None at the end's check, where every seat is dealt from its secret)."""

    shared: int
    shown: list | None = None
    proofs: "StepProofs | None" = None

    def order(self, seat: int) -> Rng:
        return order_rng(self.shared, seat)


class CardProofs:
    """The other seat's cards as its commitments fix them, on this phone's board: which of its
    uids are proven, and the proofs that prove more (`step`)."""

    def __init__(self, seat: int, uids: list[int], committed) -> None:
        if not isinstance(committed, bytes) or len(committed) != PROOF_BYTES * len(uids):
            raise RemoteError("corrupt", "This link is damaged: it does not commit to the "
                                         "cards of its deck.")
        self.seat = seat
        self.committed = {uid: committed[PROOF_BYTES * index:PROOF_BYTES * (index + 1)]
                          for index, uid in enumerate(sorted(uids))}
        self.proven: set[int] = set()

    def step(self, pairs, what: str) -> "StepProofs":
        """The proofs one step (`what`, named in a refusal) carries, to take in order."""
        return StepProofs(self, pairs, what)

    def prove(self, state, uid: int, uid_salt: bytes, card_id: str, what: str) -> None:
        """Make `uid` the card `card_id` on this board, if the salt opens its commitment to
        that card; else RemoteError("illegal") naming the step."""
        if (not isinstance(card_id, str) or uid not in self.committed
                or card_commitment(uid, uid_salt, card_id) != self.committed[uid]):
            raise RemoteError("illegal", f"{what}: the card shown is not the one their deck "
                                         "holds there.")
        if uid in self.proven:
            return
        if state.defs[uid].id != card_id:
            other = next((spare for spare in self._unproven(uid)
                          if state.defs[spare].id == card_id), None)
            if other is None:
                raise RemoteError("illegal", f"{what}: their deck has no {card_id} left.")
            _swap_defs(state, uid, other)
        self.proven.add(uid)

    def steer(self, state, region: list[int], unlike, keep_out=(), what: str = "") -> None:
        """Make no card of `region` one that `unlike` is true of: a stand-in there changes
        definitions with an unproven uid outside `region` and `keep_out`; a proven card there,
        or no such uid, is RemoteError("illegal"). (The hand ahead of a played card holds no
        copy of it; the deck above a searched card, nothing the search would have found.)"""
        for uid in region:
            if not unlike(state.defs[uid]):
                continue
            spare = next((other for other in self._unproven(uid)
                          if other not in region and other not in keep_out
                          and not unlike(state.defs[other])), None)
            if uid in self.proven or spare is None:
                raise RemoteError("illegal", f"{what}: their cards cannot have given that.")
            _swap_defs(state, uid, spare)

    def _unproven(self, besides: int):
        return (uid for uid in self.committed if uid != besides and uid not in self.proven)


class StepProofs:
    """The proofs of one step, [[uid, salt], …], taken in the order the rules name the cards the
    step shows; a step whose proofs are left over or run short is refused."""

    def __init__(self, cards: CardProofs, pairs, what: str) -> None:
        if not isinstance(pairs, list) or not all(
                isinstance(pair, list) and len(pair) == 2 and type(pair[0]) is int
                and isinstance(pair[1], bytes) for pair in pairs):
            raise RemoteError("corrupt", "This link is damaged: its proofs are not proofs.")
        self.cards = cards
        self.pairs = list(pairs)
        self.what = what

    def take(self, state, card_id: str, uid: int | None = None) -> int:
        """The uid of the next card shown, proven to be `card_id` (and to be `uid`, when the
        rules fix which card is shown)."""
        if not self.pairs:
            raise RemoteError("illegal", f"{self.what}: a card is shown without its proof.")
        proven, uid_salt = self.pairs.pop(0)
        if uid is not None and proven != uid:
            raise RemoteError("illegal", f"{self.what}: the card proven is not the one shown.")
        self.cards.prove(state, proven, uid_salt, card_id, self.what)
        return proven

    def hand_card(self, state, card_id: str) -> int:
        """The next card shown, proven, played from the seat's hand (`first_in_hand`)."""
        uid = self.take(state, card_id)
        self.first_in_hand(state, uid)
        return uid

    def first_in_hand(self, state, uid: int, keep_out=()) -> None:
        """A card played must be in the hand, and the stand-ins ahead of it must not be copies:
        the action takes the first copy."""
        hand, card_id = state.hand[self.cards.seat], state.defs[uid].id
        self.in_hand(state, uid)
        self.steer(state, hand[:hand.index(uid)], lambda card: card.id == card_id, keep_out)

    def in_hand(self, state, uid: int) -> None:
        """A card played must be in the hand: places agree, so a card the seat holds elsewhere
        (it never drew it) is not."""
        if uid not in state.hand[self.cards.seat]:
            raise RemoteError("illegal", f"{self.what}: {state.defs[uid].id} is not in that "
                                         "hand.")

    def steer(self, state, region: list[int], unlike, keep_out=()) -> None:
        self.cards.steer(state, region, unlike, keep_out, self.what)

    def done(self) -> None:
        if self.pairs:
            raise RemoteError("corrupt", f"{self.what}: this link proves cards it does not show.")


def _swap_defs(state, uid: int, other: int) -> None:
    """Two uids exchange cards. The list is copied first: a board's copies share it, and a
    refused link must leave the board it was tried on as it was."""
    defs = list(state.defs)
    defs[uid], defs[other] = defs[other], defs[uid]
    state.defs = defs
