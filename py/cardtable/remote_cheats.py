"""The cheats `simulate GAME --remote --cheat KIND` plays (remote_match.py), each what a friend
with an edited app, or a stranger who reads the chat, could try (docs/REMOTE.md, "Threat
model"). The friend's phone (seat 1) cheats; the inviter's phone is honest and its verdict says
whether the cheat was caught: at once (a link refused) or only at the end (the end's check), or
never. A cheat that found nothing to do in a game (no card was milled) does not count.

Each cheat is a small class on `Cheat`'s hooks: the protocol of the invitation, what the
cheater does to its own board before it moves, the move it makes in place of its bot's, and
what it does to its link.
"""

import dataclasses

from .core.remote import PROTOCOL, SHOW, Link, RemoteSeat

CHEAT_AFTER = 20        # steps of the game before a mid-game cheat


class Cheat:
    """An honest phone: a cheat overrides what it changes, and sets `cheated` once it has."""

    kind = "none"
    protocol = PROTOCOL

    def __init__(self) -> None:
        self.cheated = False

    def before_moving(self, seat: RemoteSeat) -> None:
        """The cheater's board, before it plays its move."""

    def move(self, seat: RemoteSeat) -> tuple | None:
        """The move the cheater makes in place of its bot's, if it has one."""
        return None

    def alter(self, seat: RemoteSeat, link: Link) -> Link:
        """The cheater's link, as it sends it."""
        return link


class DeckChange(Cheat):
    """A card unlike the top one is taken from deep in the deck and put on top, mid-game."""

    kind = "deck"

    def before_moving(self, seat: RemoteSeat) -> None:
        if self.cheated or len(seat.steps) < CHEAT_AFTER:
            return
        deck, defs = seat.state.deck[seat.seat], seat.state.defs
        for index, uid in enumerate(deck[:-1]):
            if defs[uid].id != defs[deck[-1]].id:
                deck[index], deck[-1] = deck[-1], uid
                self.cheated = True
                return


class Stack(Cheat):
    """Before its first draw, the deck ordered so that the strongest cards come first."""

    kind = "stack"

    def before_moving(self, seat: RemoteSeat) -> None:
        if self.cheated:
            return
        deck, defs = seat.state.deck[seat.seat], seat.state.defs
        deck.sort(key=lambda uid: _strength(defs[uid]))      # the deck's top is its end
        self.cheated = True


class DrawAny(Cheat):
    """Mid-game, the strongest card of the deck that could be played at once swapped into the
    hand for its weakest card, and played: the cheater draws the card it likes best. (A card
    taken and never played shows nothing; were it drawn later too, nothing would be wrong.)"""

    kind = "draw-any"

    def __init__(self) -> None:
        super().__init__()
        self.planned: tuple | None = None

    def before_moving(self, seat: RemoteSeat) -> None:
        if self.cheated or len(seat.steps) < CHEAT_AFTER:
            return
        state, me = seat.state, seat.seat
        deck, hand = state.deck[me], state.hand[me]
        if not deck or not hand:
            return
        worst = min(hand, key=lambda uid: _strength(state.defs[uid]))
        for best in sorted(deck, key=lambda uid: -_strength(state.defs[uid])):
            if _strength(state.defs[best]) <= _strength(state.defs[worst]):
                return
            deck[deck.index(best)], hand[hand.index(worst)] = worst, best
            self.planned = next((action for action in seat.rules.legal_actions(state)
                                 if best in seat.rules.name(state, me, action)[1]), None)
            if self.planned is not None:
                self.cheated = True
                return
            deck[deck.index(worst)], hand[hand.index(best)] = best, worst

    def move(self, seat: RemoteSeat) -> tuple | None:
        planned, self.planned = self.planned, None
        return planned


class Withhold(Cheat):
    """A winner that never shows its secret: its last link leaves out its secret, hand and
    deck, so that nothing can be checked."""

    kind = "withhold"

    def alter(self, seat: RemoteSeat, link: Link) -> Link:
        if "s" not in link.body:
            return link
        self.cheated = True
        body = {key: value for key, value in link.body.items() if key not in "she"}
        return dataclasses.replace(link, body=body)


class HideMill(Cheat):
    """The cards milled from its deck never named (Frontline's "card shown" steps left out)."""

    kind = "hide-mill"

    def alter(self, seat: RemoteSeat, link: Link) -> Link:
        steps = link.body.get("a", [])
        kept = [step for step in steps if step[0] != SHOW]
        if len(kept) == len(steps):
            return link
        self.cheated = True
        return dataclasses.replace(link, body={**link.body, "a": kept})


class Downgrade(Cheat):
    """An invitation of protocol 1, in which the inviter's secret alone orders its deck (so it
    could try secrets until one stacks it). The inviter cheats here: the friend must refuse."""

    kind = "downgrade"
    protocol = 1


class ThirdParty(Cheat):
    """A stranger who reads the chat writes the friend's link in its place: the same board and
    moves (it can rebuild them from the links it read), with the key of the friend's last link,
    the only key it has seen."""

    kind = "third-party"

    def __init__(self) -> None:
        super().__init__()
        self.seen_key: bytes | None = None

    def alter(self, seat: RemoteSeat, link: Link) -> Link:
        if self.seen_key is None or len(seat.steps) < CHEAT_AFTER or self.cheated:
            self.seen_key = link.body.get("n", link.body.get("t"))
            return link
        self.cheated = True
        return dataclasses.replace(link, body={**link.body, "n": self.seen_key})


class Pad(Cheat):
    """A link padded with a key of no meaning, to be stored past the size a link may have."""

    kind = "pad"

    def alter(self, seat: RemoteSeat, link: Link) -> Link:
        if self.cheated or len(seat.steps) < CHEAT_AFTER:
            return link
        self.cheated = True
        return dataclasses.replace(link, body={**link.body, "x": [1.5] * 400})


CHEATS = {cheat.kind: cheat for cheat in (DeckChange, Stack, DrawAny, Withhold, HideMill,
                                          Downgrade, ThirdParty, Pad)}


def _strength(card) -> int:
    """How strong a card is, roughly, for a cheater choosing which to take: its power or ATK."""
    return getattr(card, "power", 0) or getattr(card, "atk", 0) or 0
