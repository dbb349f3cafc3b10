"""Paying a dimension cost (rulebook ■4 カードの発動), or the extended play's other price.

Each card in the dimension zone can pay 1 by being flipped face up (once, ever) and 1 by being
rested (once a turn, until the next stand-up), so what a seat can pay is the number of its
face-down dimension cards plus the number of its upright ones, and one payment is described
by how many of the cost are paid by resting: the rest is paid by flipping. Which cards are
turned is then fixed: rests use face-up cards first, flips use cards already rested first (so
one card pays 2 when it can), the oldest first. The app suggests the most rests, which keeps
face-down cards, the resource that does not come back, for later.
"""

from .cards import CardDef
from .state import State

ALTERNATIVE = -1     # the "pay" of an action that uses the card's extended play instead


def flips_available(state: State, seat: int) -> int:
    return sum(1 for uid in state.dim[seat] if uid in state.face_down)


def rests_available(state: State, seat: int) -> int:
    return sum(1 for uid in state.dim[seat] if uid not in state.rested)


def payments(state: State, seat: int, card: CardDef) -> list[int]:
    """Every legal way to pay for the card: rest counts, most rests first, then ALTERNATIVE."""
    rests, flips = rests_available(state, seat), flips_available(state, seat)
    ways = [r for r in range(min(card.cost, rests), -1, -1) if card.cost - r <= flips]
    if card.extended is not None and can_pay_instead(state, seat, card):
        ways.append(ALTERNATIVE)
    return ways


def can_pay_instead(state: State, seat: int, card: CardDef) -> bool:
    """Life may be paid only while at least 1 is left (rules.DECISIONS: life-price)."""
    price = card.extended["amount"]
    if card.extended["pay"] == "life":
        return state.life[seat] > price
    return len(state.underworld[seat]) >= price


def turned(state: State, seat: int, cost: int, rests: int) -> tuple[list[int], list[int]]:
    """The dimension cards a payment rests and those it flips. Only the cards' places and
    orientations choose them, never their names, so a phone that cannot see a face-down card
    knows which places a payment will flip (remote.py names the cards shown there)."""
    dim = state.dim[seat]
    order = sorted(dim, key=lambda uid: uid in state.face_down)       # face up first
    rested = [uid for uid in order if uid not in state.rested][:rests]
    now_rested = state.rested.union(rested)
    order = sorted(dim, key=lambda uid: uid not in now_rested)        # rested first
    flipped = [uid for uid in order if uid in state.face_down][:cost - rests]
    return rested, flipped


def pay(state: State, seat: int, card: CardDef, rests: int) -> None:
    if rests == ALTERNATIVE:
        _pay_instead(state, seat, card)
        return
    rested, flipped = turned(state, seat, card.cost, rests)
    state.note("pay", seat=seat, rested=rested, flipped=flipped,
               revealed=[state.defs[uid].id for uid in flipped])
    state.rested.update(rested)
    state.face_down.difference_update(flipped)


def _pay_instead(state: State, seat: int, card: CardDef) -> None:
    price = card.extended["amount"]
    if card.extended["pay"] == "life":
        state.life[seat] -= price
        state.note("life", seat=seat, amount=-price, left=state.life[seat], why="price")
        return
    sealed = [state.underworld[seat].pop() for _ in range(price)]
    state.sealed[seat].extend(sealed)
    state.note("pay_seal", seat=seat, cards=[state.defs[uid].id for uid in sealed])
