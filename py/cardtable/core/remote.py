"""Play a friend on another phone by link, with hands that stay secret (docs/REMOTE.md).

There is no server: each turn travels as a link, and the two phones take turns sending one, each
when the game needs the other to act. A save link holds the seed that orders both decks, so it
cannot carry such a game. Here each phone keeps a secret that orders its own deck; the first two
links carry only a hash commitment to it, and a phone shows its secret in its last link, when
the game is over. Until then each phone runs the engine on what it may know: the other seat's
hidden cards are stand-ins, and when the rules show one (it is played, or milled face up) the
link names it. From protocol 3 on the link also proves it against a commitment made before the
coins were known, and the uid there becomes that card (card_proofs.py); before, a stand-in was
swapped in for a card of that name (the game's `RemoteRules`). At the end each phone replays the
whole game from both secrets and checks every card the other named against the card its
committed secret put there.

Who goes first is drawn from two coins: the inviter commits to its coin in the invitation, the
friend answers with its own coin in the open, and the inviter opens its coin in its next link.
Neither could choose the result: the inviter was bound before it saw the friend's coin, the
friend chose without knowing the inviter's. The same two coins take part in ordering each deck
(protocol 2): a deck ordered by its secret alone could be stacked, by trying secrets until one
orders the deck well, and no check would ever see it. Mixed with coins that are not known when
the secret is committed, no secret can be chosen for the order it gives; from protocol 3 on
the coins alone order the decks, and the secret only deals the cards to the uids.

This module holds what all games share: the secrets and coins, the links, their order, and the
final check. `RemoteSeat` is one phone's side of one game.
"""

import binascii
import functools
import hashlib
import re
from dataclasses import dataclass, field

import msgpack

from . import base64url, registry
from .card_proofs import CardProofs, PublicDeal, arrangement_seed, commitments, proofs_of
from .protocol import RemoteError
from .rng import Rng

LINK_FORMAT = 1
KIND = "m"                   # what a remote link is, beside codec.py's five kinds
PROTOCOL = 3                 # a new invitation's; games begun under 1 and 2 play on by theirs:
                             # 1, a deck ordered by its secret alone; 2, links carried no key
                             # and no card was proven before the end
PROVEN = 3                   # the protocol from which every card shown is proven (card_proofs)
OLDEST_PROTOCOL = 1          # the oldest a stored game may be (`restore`)
ACT, SHOW = 0, 1             # the two kinds of step a link carries
RESIGNATION = ["resign"]     # the ACT step of a seat giving the game up: no action is named so
SECRET_BYTES = 16
_TAG = b"cardtable remote 1 "
KEY_BYTES = 16
CHAIN_LENGTH = 1_024         # keys a seat can open: one a link, its first link showing the head
MAX_LINK_CHARS = 8_192
MAX_ITEMS = 512
MAX_BIN_BYTES = 1_024        # the longest bytes a link holds: its commitments to 50 cards, 800
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


def _digest(*parts: bytes) -> bytes:
    return hashlib.sha256(_TAG + b"|".join(parts)).digest()


def commitment(secret: bytes) -> bytes:
    """What a phone shows of a secret before the end: SHA-256 binds it to the secret and hides
    it (a secret is 16 random bytes, far too many to guess)."""
    return _digest(b"commit", secret)


def deck_seed(secret: bytes, shared: int | None) -> int:
    """The seed of the generator that orders a seat's deck: its secret and the shared seed of
    both coins (None in a protocol 1 game, where the secret alone ordered it)."""
    mixed = () if shared is None else (shared.to_bytes(8, "big"),)
    return int.from_bytes(_digest(b"deck", secret, *mixed)[:8], "big")


def shared_seed(coin_inviter: bytes, coin_friend: bytes) -> int:
    """The seed both phones share (who goes first), from the two coins."""
    return int.from_bytes(_digest(b"coin", coin_inviter, coin_friend)[:8], "big")


def link_key(secret: bytes, index: int) -> bytes:
    """The key that opens a seat's link number `index` (its links counted from 0, the first
    showing key 0, the head), from protocol 3 on. The keys are a hash chain read backwards: each
    is the hash of the next, so a key shown says nothing of the keys after it. Only the phone
    that holds the secret can open its next link; one who reads every link in the chat cannot
    move for either friend."""
    if not 0 <= index < CHAIN_LENGTH:
        raise RemoteError("illegal", "This game has more links than a game by link can have.")
    return _key_chain(secret)[index]


@functools.lru_cache(maxsize=4)
def _key_chain(secret: bytes) -> tuple[bytes, ...]:
    """A secret's whole chain, head first, made once (a stored game is made again link by link
    each time the phone takes a link)."""
    keys = [_digest(b"chain", secret)[:KEY_BYTES]]
    for _ in range(CHAIN_LENGTH - 1):
        keys.append(_next_key(keys[-1]))
    return tuple(reversed(keys))


def _next_key(key: bytes) -> bytes:
    """The key before `key` in the chain (the chain is read from its head)."""
    return _digest(b"key", key)[:KEY_BYTES]


def apply_step(rules, state, seat: int, named: list, swap: bool = True,
               proofs=None) -> set[int]:
    """`seat`'s ACT step taken on `state`: its action by name (rules.apply_named, which takes
    the cards it shows with `proofs` from protocol 3 on), or its resignation, which a seat may
    send on its own move only and which can only end the game as its own loss."""
    if named != RESIGNATION:
        return rules.apply_named(state, seat, named, swap, proofs)
    if rules.result(state) is not None or rules.to_move(state) != seat:
        raise RemoteError("illegal", "A resignation comes on the resigner's own move.")
    registry.get(rules.game_id).resign(state, seat)
    return set()


def first_seat(shared: int) -> int:
    """Who goes first: the first draw of the shared generator (a game that has more to draw
    from it, such as a search's shuffle, goes on from there)."""
    return Rng(shared).below(2)


BODY_KEYS = frozenset("grdvckoawpshetnqy")   # what a link's body may hold (Link, below)
PROOF = ("s", "h", "e")                       # a last link's secret, hand and deck


@dataclass
class Link:
    """One link between the phones. `seq` counts links in the game (0 the invitation, 1 the
    answer, then turn about, so the inviter's are even); `answers` is the short hash of the link
    it answers, so a link that fits another history is refused; `body` holds the rest:
      "g", "r", "d", "v": game, ruleset, decks and protocol (the invitation; the inviter sits
           in seat 0; no "v" is protocol 1);
      "c": the sender's commitment; "k": the inviter's coin commitment; "o": a coin, opened;
      "a": the sender's steps since its last link, in order: [ACT, named action] (named by
           RemoteRules.name, or RESIGNATION) or [SHOW, [zone, index, card]], a card of the
           sender's that the rules showed face up but no action of its own named (a card
           milled from its deck); from protocol 3 on a step that shows hidden cards ends with
           their proofs, [[uid, salt], …] (card_proofs);
      "w": the sender's opening hands shown and redrawn (rulebook: a hand with no warrior),
           in its first link after both coins are known; "y": their proofs (protocol 3);
      "q": the sender's commitments to the cards of its deck, uid by uid, in its first link
           (protocol 3);
      "p": the public digest after the sender's actions, to find a board that went astray;
      "s", "h", "e": at the end, the sender's secret, its hand and (protocol 2) the rest of its
           deck in order, so that a deck changed even where no card was drawn is found;
      "t": the head of the sender's key chain, in its first link (protocol 3);
      "n": the key that opens this link, the one before it in the sender's chain (protocol 3).
    A body holds no other key."""

    game_id: bytes
    seq: int
    answers: bytes
    body: dict = field(default_factory=dict)

    def encode(self) -> str:
        packed = msgpack.packb([LINK_FORMAT, KIND, self.game_id, self.seq, self.answers,
                                self.body], use_bin_type=True)
        return base64url.encode(packed)

    def key_index(self) -> int:
        """Which of its sender's keys opens this link: its sender's links count 0, 1, 2, …
        (the inviter's are the even seqs, the friend's the odd)."""
        return self.seq // 2

    def short_hash(self) -> bytes:
        return _digest(b"link", self.encode().encode("ascii"))[:8]


def decode_link(fragment: str) -> Link:
    """A remote link's fragment, checked for shape (what it says is checked where it is used),
    or RemoteError("corrupt")."""
    fragment = fragment.removeprefix("#")
    if (not fragment or len(fragment) > MAX_LINK_CHARS or not _ALPHABET.fullmatch(fragment)
            or len(fragment) % 4 == 1):
        raise RemoteError("corrupt", "This link is damaged: it is not a move of a game.")
    try:
        data = msgpack.unpackb(
            base64url.decode(fragment), raw=False,
            strict_map_key=True, max_str_len=64, max_bin_len=MAX_BIN_BYTES, max_ext_len=0,
            max_array_len=MAX_ITEMS, max_map_len=16)
    except (ValueError, binascii.Error, msgpack.ExtraData, msgpack.FormatError,
            msgpack.StackError, UnicodeDecodeError, TypeError, OverflowError):
        raise RemoteError("corrupt", "This link is damaged: it could not be read.") from None
    if (not isinstance(data, list) or len(data) != 6 or data[0] != LINK_FORMAT
            or data[1] != KIND or not isinstance(data[2], bytes) or type(data[3]) is not int
            or data[3] < 0 or not isinstance(data[4], bytes) or not isinstance(data[5], dict)):
        raise RemoteError("corrupt", "This link is damaged: it is not a move of a game.")
    link = Link(data[2], data[3], data[4], data[5])
    # Only the one way the app writes a link is read: a stored link is the link as it came,
    # and nothing can ride along in it. A link padded with unknown keys, or with numbers
    # written wider than the app writes them, had been stored re-encoded, past the size a
    # link may have, and the game could never be opened again.
    if not BODY_KEYS.issuperset(link.body) or link.encode() != fragment:
        raise RemoteError("corrupt", "This link is damaged: it was not written by Card Table.")
    return link



@dataclass
class Verdict:
    """The end's check of the other phone: `verified` when every card it named is the card
    its committed secret put there; otherwise `step` (the index in the game's steps, or None
    for the set-up or the end) and `why`."""

    verified: bool
    step: int | None = None
    why: str = ""


class RemoteSeat:
    """One phone's side of a game: its seat (the inviter sits in seat 0), its secret and coin,
    the links so far, and the board as this seat may know it (`state`, where the other seat's
    hidden cards are stand-ins). `steps` lists the whole game in order as (seat, ACT or SHOW,
    what), which the end's check replays on the true game. `rules` is the game's RemoteRules."""

    def __init__(self, rules, seat: int, secret: bytes, coin: bytes, game_id: bytes,
                 decks: str, protocol: int) -> None:
        self.rules = rules
        self.seat = seat
        self.protocol = protocol
        self.secret = secret
        self.coin = coin
        self.game_id = game_id
        self.decks = decks
        self.theirs: dict = {}       # the other phone's commitments, coin, then secret and hand
        self.state = None
        self.shared: int | None = None         # the shared seed, once both coins are known
        self.steps: list[tuple[int, int, list]] = []
        self.shown: list[list] = [[], []]      # each seat's opening hands shown, named
        self.sent: Link | None = None
        self.received: Link | None = None
        self._outgoing: list[list] = []        # steps for the next link
        self._unnamed: list[int] = []          # own uids the rules showed, not yet named
        self._waiting: set[int] = set()        # the other's stand-ins shown, not yet named
        self.proofs: CardProofs | None = None  # the other's cards as committed (protocol 3)
        self.links: list[str] = []             # every link of the game so far, in order
        self.proof: str | None = None          # the other's last link, whole, come late

    # -- starting ------------------------------------------------------------------------
    @classmethod
    def invite(cls, rules, decks: str, secret: bytes, coin: bytes, game_id: bytes,
               protocol: int = PROTOCOL) -> tuple["RemoteSeat", Link]:
        """The inviter's side and its invitation: the game, the decks and two commitments.
        (`protocol` 1 only remakes an old game's invitation.)"""
        seat = cls(rules, 0, secret, coin, game_id, decks, protocol)
        body = {"g": rules.game_id, "r": rules.ruleset, "d": decks,
                "c": commitment(secret), "k": commitment(coin)}
        if protocol > 1:
            body["v"] = protocol
        seat._commit_cards(body)
        seat._add_key(body, 0)
        return seat, seat._send(Link(game_id, 0, b"", body))

    @classmethod
    def accept(cls, rules, invitation: Link, secret: bytes, coin: bytes,
               oldest: int = PROTOCOL) -> tuple["RemoteSeat", Link]:
        """The friend's side and its answer: its commitment and its coin in the open (and in a
        protocol 1 game the opening hands it showed: there its secret alone ordered its
        deck). A new invitation must be of this protocol: one of an older protocol is taken
        only to restore a game begun under it (`oldest`). An inviter could otherwise write
        "protocol 1" into a new invitation and stack its deck by trying secrets."""
        body = invitation.body
        rules = rules.edition(body.get("r"))
        if (rules is None or invitation.seq != 0 or body.get("g") != rules.game_id
                or not rules.valid_decks(body.get("d"))
                or not isinstance(body.get("c"), bytes) or not isinstance(body.get("k"), bytes)
                or body.get("v", 1) not in range(OLDEST_PROTOCOL, PROTOCOL + 1)):
            raise RemoteError("corrupt", "This is not an invitation to this game.")
        if body.get("v", 1) < oldest:
            raise RemoteError("old", "This invitation was made by an older Card Table.")
        seat = cls(rules, 1, secret, coin, invitation.game_id, body["d"], body.get("v", 1))
        seat.theirs = {"c": body["c"], "k": body["k"]}
        seat._take_key(invitation)
        seat._take_commitments(body)
        seat.received = invitation
        seat.links.append(invitation.encode())
        answer = {"c": commitment(secret), "o": coin}
        if seat.protocol == 1:
            answer["w"] = seat.shown[1] = rules.opening_shows(seat.decks, 1, seat._deck_seed())
        seat._commit_cards(answer)
        seat._add_key(answer, 0)
        return seat, seat._send(Link(seat.game_id, 1, invitation.short_hash(), answer))

    def _add_key(self, body: dict, index: int) -> None:
        """From protocol 3 on, a link carries a key of the sender's chain: its first link the
        chain's head ("t"), every later link the key that opens it ("n")."""
        if self.protocol >= 3:
            body["t" if index == 0 else "n"] = link_key(self.secret, index)

    def _commit_cards(self, body: dict) -> None:
        """From protocol 3 on, a seat's first link commits to the card of each of its hidden
        uids, as its secret alone deals them (card_proofs): before the coins are known."""
        if self.protocol >= PROVEN:
            body["q"] = commitments(self.secret, self.rules.arranged(
                self.decks, self.seat, arrangement_seed(self.secret)))

    def _take_commitments(self, body: dict) -> None:
        if self.protocol >= PROVEN:
            other = 1 - self.seat
            uids = list(self.rules.arranged(self.decks, other, 0))
            self.proofs = CardProofs(other, uids, body.get("q"))
            self.theirs["q"] = body["q"]

    def _take_key(self, link: Link) -> None:
        """The other phone's key for `link` must open it: the chain's head in its first link,
        then each key the one before the last key taken. A link that fits the board but comes
        without its key was written by someone who read the chat, not by the friend."""
        if self.protocol < 3:
            return
        if link.key_index() == 0:
            head = link.body.get("t")
            if not isinstance(head, bytes) or len(head) != KEY_BYTES:
                raise RemoteError("corrupt", "This link is damaged: it holds no key.")
            self.theirs["key"] = head
        elif (not isinstance(link.body.get("n"), bytes)
              or _next_key(link.body["n"]) != self.theirs["key"]):
            raise RemoteError("forged", "This link was not made on your friend's phone.")
        else:
            self.theirs["key"] = link.body["n"]

    def _deck_seed(self, secret: bytes | None = None) -> int:
        """The seed dealing a seat's deck: this phone's, or the other's from its secret. Under
        protocol 3 it only deals the cards to the uids; the order is public (`_deal`)."""
        secret = self.secret if secret is None else secret
        if self.protocol >= PROVEN:
            return arrangement_seed(secret)
        return deck_seed(secret, None if self.protocol == 1 else self.shared)

    def _deal(self, proofs=None) -> PublicDeal | None:
        """How the table is set under protocol 3 (None before): decks in the public order."""
        if self.protocol < PROVEN:
            return None
        return PublicDeal(self.shared, self.shown, proofs)

    def _set_table(self, shared: int) -> None:
        """Both coins are known: this seat's deck is ordered, its opening hands are dealt (to
        show in its next link) and the table is set. Under protocol 3 the other seat's opening
        hands follow the ones it showed, each card proven, once its link shows them."""
        self.shared = shared
        seeds = [None, None]
        seeds[self.seat] = self._deck_seed()
        self.shown[self.seat] = self.rules.opening_shows(self.decks, self.seat, seeds[self.seat],
                                                         self._deal())
        proofs = None
        if self.proofs is not None:
            self.proofs.proven = set()
            proofs = self.proofs.step(self.theirs.get("y", []), "Their opening hands")
        self.state = self.rules.new_game(self.decks, seeds, shared, self._deal(proofs))
        if proofs is not None:
            proofs.done()

    def true_game(self, secrets: list[bytes]):
        """The true game, set from both seats' secrets (as the end's check sets it)."""
        seeds = [self._deck_seed(secret) for secret in secrets]
        deal = None if self.protocol < PROVEN else PublicDeal(self.shared)
        return self.rules.new_game(self.decks, seeds, self.shared, deal)

    def _deal_again(self) -> None:
        """The other seat's opening hands came after this phone set the table (the inviter
        learns the friend's in link 3, and may have moved already): the table is set again
        with them, and this seat's moves since are played again."""
        unnamed, self._waiting = self._unnamed, set()
        self._set_table(self.shared)
        for seat, kind, what in self.steps:
            if kind == ACT:                   # this seat's own, on its true cards
                mine, theirs = self._hidden()
                shown = apply_step(self.rules, self.state, seat, what, swap=False)
                self._note_moved(mine, theirs, shown)
        self._unnamed = unnamed

    # -- taking a link ---------------------------------------------------------------------
    def receive(self, link: Link) -> None:
        """Take the other phone's link, or raise RemoteError and change nothing."""
        if link.game_id != self.game_id:
            raise RemoteError("other-game", "This link belongs to another game.")
        expected = self.sent.seq + 1
        taken = -1 if self.received is None else self.received.seq
        if link.seq < expected or link.seq <= taken or link.seq % 2 == self.seat:
            if link.seq % 2 != self.seat and link.seq < len(self.links) \
                    and link.encode() not in (self.links[link.seq], self.proof):
                raise RemoteError("forged", "This link changes a move already on your board: "
                                            "it was damaged, or not written by your friend.")
            raise RemoteError("seen", "This move is already on your board.")
        if link.seq > expected:
            raise RemoteError("missing", "A move is missing: ask your friend to resend their "
                                         "last link.")
        if link.answers != self.sent.short_hash():
            raise RemoteError("mismatch", "This link answers a move you did not send.")
        saved = (self._board_copy(), dict(self.theirs), len(self.steps),
                 [list(hands) for hands in self.shown], list(self._unnamed),
                 set(self._waiting), self.shared, self.proofs and set(self.proofs.proven))
        try:
            self._take_key(link)
            self._take(link)
        except Exception as error:   # a link is anyone's input: whatever it breaks, undo it
            (self.state, self.theirs, count, self.shown, self._unnamed, self._waiting,
             self.shared, proven) = saved
            if self.proofs is not None:
                self.proofs.proven = proven
            del self.steps[count:]
            if isinstance(error, RemoteError):
                raise
            raise RemoteError("corrupt", "This link is damaged: its move does not fit the "
                                         "game.") from None
        self.received = link
        self.links.append(link.encode())

    def take_proof(self, link: Link) -> bool:
        """Take the other phone's last link again, whole, when it was taken without its proof
        (its secret, hand and deck: a winner may leave them out, and the result then stays
        unverified). The link must be the very one taken, plus the proof, and the secret the one
        committed to at the start. True when taken; False for any other link, to be taken as
        links are (`receive`, which refuses a second link for a step taken)."""
        last = self.received
        if (not self.over() or "s" in self.theirs or last is None or "s" not in link.body
                or (link.game_id, link.seq, link.answers) != (last.game_id, last.seq, last.answers)
                or {key: value for key, value in link.body.items() if key not in PROOF}
                != last.body):
            return False
        self._take_secret(link.body)
        self.proof = link.encode()
        return True

    def _take_secret(self, body: dict) -> None:
        """The proof a last link carries: the secret (which must match its commitment), the
        hand and the rest of the deck, card names all."""
        hand, deck = body.get("h", []), body.get("e")
        if not isinstance(body["s"], bytes) or commitment(body["s"]) != self.theirs["c"]:
            raise RemoteError("illegal", "Your friend's secret is not the one they promised at "
                                         "the start.")
        if not _names(hand) or not (deck is None or _names(deck)):
            raise RemoteError("corrupt", "This link is damaged: its cards are not cards.")
        self.theirs.update(s=body["s"], h=hand, e=deck)

    def _board_copy(self):
        """The board with its log (a state's copy leaves the log out, for the bots)."""
        if self.state is None:
            return None
        board = self.state.copy()
        board.log = None if self.state.log is None else list(self.state.log)
        return board

    def _take(self, link: Link) -> None:
        body = link.body
        if "w" in body:
            if self.protocol >= PROVEN and link.seq != 3 - self.seat:
                raise RemoteError("corrupt", "This link is damaged: it shows opening hands "
                                             "after the game began.")
            self.shown[1 - self.seat] = body["w"]
            self.theirs["y"] = body.get("y", [])
            if self.state is not None and self.protocol >= PROVEN and body["w"]:
                self._deal_again()
        if self.state is None:
            self._start(body)
            if self.seat == 0:
                return                    # the answer: the friend has no board yet
        steps = body.get("a", [])
        if not isinstance(steps, list):
            raise RemoteError("corrupt", "This link is damaged.")
        for number, step in enumerate(steps, 1):
            label = f"Link {link.seq}, step {number}"
            try:
                self._take_step(step, label)
            except RemoteError as error:       # the refusal names the step
                if error.message.startswith(label):
                    raise
                raise RemoteError(error.code, f"{label}: {error.message}") from None
        if self._waiting:
            raise RemoteError("illegal", "Your friend's link does not name the cards the rules "
                                         "showed from their deck.")
        if self.state is not None and body.get("p") != self.rules.public_digest(self.state):
            raise RemoteError("mismatch", "This link does not fit your board: ask your friend "
                                          "to resend their last link.")
        if "s" in body:
            self._take_secret(body)

    def _take_step(self, step, label: str) -> None:
        kind, what, proofs = self._step(step, label)
        if kind == ACT:
            self._act(1 - self.seat, what, proofs)
        else:
            shown, stand_in = self.rules.apply_show(self.state, 1 - self.seat, what, True,
                                                    frozenset(self._waiting), proofs)
            # the stand-in that was shown there went back among the hidden cards
            self._waiting -= {shown} | self.rules.hidden(self.state, 1 - self.seat)
            self._name_in_log(shown, stand_in)
            self.steps.append((1 - self.seat, SHOW, what))
        if proofs is not None:
            proofs.done()

    def _step(self, step, what: str) -> tuple:
        """A step of the other's link as (kind, what, its proofs or None): its proofs are a
        third part from protocol 3 on, when it shows hidden cards."""
        parts = 3 if self.proofs is not None else 2
        if (not isinstance(step, list) or len(step) not in (2, parts)
                or step[0] not in (ACT, SHOW)):
            raise RemoteError("corrupt", "This link is damaged.")
        if self.proofs is None:
            return step[0], step[1], None
        return step[0], step[1], self.proofs.step(step[2] if len(step) == 3 else [], what)

    def _start(self, body: dict) -> None:
        """The table is set once both coins are known: the inviter learns the friend's from
        the answer; the friend learns the inviter's from the next link, checked against the
        inviter's commitment."""
        coin = body.get("o")
        if not isinstance(coin, bytes):
            raise RemoteError("corrupt", "This link is damaged: it holds no coin.")
        if self.seat == 0:
            if not isinstance(body.get("c"), bytes):
                raise RemoteError("corrupt", "This answer is damaged.")
            self.theirs.update(c=body["c"], o=coin)
            self._take_commitments(body)
            self._set_table(shared_seed(self.coin, coin))
        else:
            if commitment(coin) != self.theirs["k"]:
                raise RemoteError("illegal", "Your friend's coin is not the one they promised: "
                                             "the game cannot start.")
            self.theirs["o"] = coin
            self._set_table(shared_seed(coin, self.coin))

    def _act(self, seat: int, named: list, proofs=None) -> None:
        mine, theirs = self._hidden()
        shown = apply_step(self.rules, self.state, seat, named, proofs=proofs)
        self.steps.append((seat, ACT, named))
        self._note_moved(mine, theirs, shown)

    def _hidden(self) -> tuple[set, set]:
        return (self.rules.hidden(self.state, self.seat),
                self.rules.hidden(self.state, 1 - self.seat))

    def _note_moved(self, mine: set, theirs: set, named: set) -> None:
        """Cards the last action took out of hidden zones that it did not name: this seat's
        own are for its next link to show; the other seat's are stand-ins waiting for
        theirs, which the log leaves unnamed till then (it had named the stand-ins, and kept
        those names after the true cards came)."""
        now_mine, now_theirs = self._hidden()
        self._unnamed += sorted(mine - now_mine - named)
        waiting = theirs - now_theirs - named
        self._waiting |= waiting
        if not waiting:
            return                  # most actions show nothing: the log is not read for them
        for entry in self.state.log or []:
            if entry.get("uid") in waiting:
                entry["card"] = None

    def _name_in_log(self, shown: int, stand_in: int) -> None:
        """A card the other's link named took the place of `stand_in`: what the log told of the
        stand-in there is told of the card, by its name; what it told of the card where the
        stand-in now is, of that stand-in (still waiting, unnamed)."""
        for entry in self.state.log or []:
            if entry.get("uid") == stand_in:
                entry.update(uid=shown, card=self.state.defs[shown].id)
            elif entry.get("uid") == shown and shown != stand_in:
                entry.update(uid=stand_in, card=None)

    # -- acting ----------------------------------------------------------------------------
    def to_move(self) -> int | None:
        return None if self.state is None else self.rules.to_move(self.state)

    def over(self) -> bool:
        return self.state is not None and self.rules.result(self.state) is not None

    def play(self, action: tuple) -> None:
        """Play one of this seat's legal actions on the board."""
        self._show_unnamed()
        mine, theirs = self._hidden()
        named, shown = self.rules.name(self.state, self.seat, action)
        self.rules.apply(self.state, action)
        self._outgoing.append(self._proven([ACT, named], shown))
        self._note_moved(mine, theirs, set(shown))

    def resign(self) -> None:
        """This seat gives the game up, on its own move: the step goes in its next link, which
        ends the game (and shows this phone's secret, as any end does)."""
        self._show_unnamed()
        apply_step(self.rules, self.state, self.seat, RESIGNATION)
        self._outgoing.append([ACT, RESIGNATION])

    def resigned(self) -> int | None:
        """The seat that gave the game up, if one did."""
        return next((seat for seat, kind, what in self.steps + [(self.seat, *step[:2]) for step
                                                                 in self._outgoing]
                     if kind == ACT and what == RESIGNATION), None)

    def _show_unnamed(self) -> None:
        for uid in self._unnamed:
            self._outgoing.append(self._proven(
                [SHOW, self.rules.where(self.state, self.seat, uid)], [uid]))
        self._unnamed = []

    def _proven(self, step: list, shown: list[int]) -> list:
        """A step as its link carries it: from protocol 3 on, with the proofs of the hidden
        cards it shows, in the order the rules name them."""
        if self.protocol >= PROVEN and shown:
            return step + [proofs_of(self.secret, shown)]
        return step

    def link(self) -> Link:
        """The link to send now, when the other phone must act or the game is over."""
        self._show_unnamed()
        body: dict = {}
        if self.seat == 0 and self.sent.seq == 0:
            body["o"] = self.coin
        if self.sent.seq == self.seat and (self.seat == 0 or self.protocol > 1):
            body["w"] = self.shown[self.seat]      # its first link since both coins are known
            if self.protocol >= PROVEN and body["w"]:
                body["y"] = proofs_of(self.secret, self.rules.opening_uids(
                    self.decks, self.seat, self._deck_seed(), self._deal()))
        if self._outgoing:
            body["a"] = self._outgoing
        body["p"] = self.rules.public_digest(self.state)
        if self.over():
            body.update(s=self.secret, h=self.rules.hand_names(self.state, self.seat))
            if self.protocol > 1:
                body["e"] = self.rules.deck_names(self.state, self.seat)
        self.steps += [(self.seat, step[0], step[1]) for step in self._outgoing]
        self._outgoing = []
        link = Link(self.game_id, self.received.seq + 1, self.received.short_hash(), body)
        self._add_key(body, link.key_index())
        return self._send(link)

    def _send(self, link: Link) -> Link:
        self.sent = link
        self.links.append(link.encode())
        return link

    # -- keeping a game on the phone ---------------------------------------------------------
    def record(self) -> dict:
        """What the phone keeps: its secret and coin, every link, and the moves it has made
        since its last link (named). `restore` rebuilds the rest by replaying them."""
        return {"seat": self.seat, "secret": self.secret, "coin": self.coin,
                "id": self.game_id, "decks": self.decks, "links": list(self.links),
                "pending": [step[1] for step in self._outgoing if step[0] == ACT],
                "proof": self.proof}

    @classmethod
    def restore(cls, rules, record: dict) -> "RemoteSeat":
        """The seat a record was made from. Each of its own links, the first two included, is
        made again from its secret, coin and moves and must come out the same, so a record
        edited by hand is refused (RemoteError)."""
        links = record["links"]
        if record["seat"] == 0:
            invitation = decode_link(links[0]).body
            rules = rules.edition(invitation.get("r"))
            if rules is None:
                raise RemoteError("corrupt", "This saved game was made with rules this "
                                             "release cannot play.")
            seat, _ = cls.invite(rules, record["decks"], record["secret"], record["coin"],
                                 record["id"], invitation.get("v", 1))
        else:
            seat, _ = cls.accept(rules, decode_link(links[0]), record["secret"],
                                 record["coin"], oldest=OLDEST_PROTOCOL)
        for fragment in links[len(seat.links):]:
            link = decode_link(fragment)
            if link.seq % 2 != seat.seat:
                seat.receive(link)
                continue
            for step in link.body.get("a", []):
                if step[0] == ACT:
                    seat.play_named(step[1])
            if seat.link().encode() != fragment:
                raise RemoteError("corrupt", "This saved game was changed by hand.")
        if seat.links != links:          # the invitation or answer made again differs
            raise RemoteError("corrupt", "This saved game was changed by hand.")
        for named in record["pending"]:
            seat.play_named(named)
        if record.get("proof") is not None and not seat.take_proof(decode_link(record["proof"])):
            raise RemoteError("corrupt", "This saved game was changed by hand.")
        return seat

    def play_named(self, named: list) -> None:
        """Play this seat's action given by its name (the form links carry)."""
        if named == RESIGNATION:
            return self.resign()
        for action in self.rules.legal_actions(self.state):
            if self.rules.name(self.state, self.seat, action)[0] == named:
                self.play(action)
                return
        raise RemoteError("illegal", f"Move {named} is not legal here.")

    # -- the end's check -------------------------------------------------------------------
    def verify(self) -> Verdict:
        """Replay the whole game from both secrets and check each card the other named."""
        if "s" not in self.theirs:
            return Verdict(False, None, "Your friend has not shown their secret yet.")
        if self.protocol > 1 and not isinstance(self.theirs["e"], list):
            return Verdict(False, None, "Your friend did not show the rest of their deck.")
        seeds = [0, 0]
        seeds[self.seat] = self._deck_seed()
        seeds[1 - self.seat] = self._deck_seed(self.theirs["s"])
        if self.proofs is not None and self.theirs["q"] != commitments(
                self.theirs["s"], self.rules.arranged(self.decks, 1 - self.seat,
                                                      seeds[1 - self.seat])):
            return Verdict(False, None, "The cards they committed to at the start are not the "
                                        "ones their secret deals.")
        return check_game(self.rules, self.decks, seeds, self.shared, self.steps, self.shown,
                          1 - self.seat, self.theirs["h"], self.theirs["e"], self._deal())


def _names(cards) -> bool:
    """Whether `cards` is a list of card names, as a final link's hand and deck are."""
    return isinstance(cards, list) and all(isinstance(card, str) for card in cards)


def check_game(rules, decks: str, seeds: list[int], shared: int, steps: list, shown: list,
               suspect: int, final_hand: list, final_deck: list | None = None,
               deal: PublicDeal | None = None) -> Verdict:
    """The end's check: the true game, set from both secrets (and under protocol 3 the public
    order, `deal`), replayed step by step. Every card `suspect` named (played, shown face up,
    in its opening hands shown, in its hand and the rest of its deck at the end) must be the
    one its committed secret put there."""
    if deal is not None:
        deal = PublicDeal(deal.shared)          # every seat dealt from its secret
    if rules.opening_shows(decks, suspect, seeds[suspect], deal) != shown[suspect]:
        return Verdict(False, None, "The opening hands they showed are not the ones their deck "
                                    "gave them.")
    state = rules.new_game(decks, seeds, shared, deal)
    for index, (seat, kind, what) in enumerate(steps):
        try:
            if kind == ACT:
                apply_step(rules, state, seat, what, swap=False)
            else:
                rules.apply_show(state, seat, what, swap=False)
        except RemoteError as error:
            if seat != suspect:          # this phone's own moves: its board was tampered with
                return Verdict(False, index, "This phone's own moves do not fit its secret.")
            return Verdict(False, index, error.message)
    if rules.hand_names(state, suspect) != sorted(final_hand):
        return Verdict(False, None, "The hand they showed at the end is not the one their deck "
                                    "gave them.")
    if final_deck is not None and rules.deck_names(state, suspect) != final_deck:
        return Verdict(False, None, "The rest of their deck is not in the order their secret "
                                    "gave it.")
    return Verdict(True)
