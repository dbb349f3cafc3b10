"""Build Frontline positions by hand for scenario tests, the way a puzzle file would.

Zones are given per seat as (seat 0's, seat 1's); decks top card first. A frontline entry is
a card id, or (warrior id, gear id) for a warrior holding a gear. Nothing is shuffled; the
position starts in the active seat's main phase of turn 3 unless the test says otherwise.
"""

from cardtable.frontline.cards import CARDS
from cardtable.frontline.player import apply, legal_actions
from cardtable.frontline.state import blank_state

FILLER = "FL-N01"
LIBIART_BASES = ("FL-L18", "FL-L19")
MINESIS_BASES = ("FL-M19", "FL-M20")


def table(front=((), ()), hand=((), ()), deck=((), ()), waste=((), ()),
          bases=(LIBIART_BASES, MINESIS_BASES), active=0, turn=3, filler=10):
    defs = []
    state = blank_state(defs, seed=0)

    def make(card_id):
        defs.append(CARDS[card_id])
        return len(defs) - 1

    for seat in (0, 1):
        state.deck[seat] = [make(c) for c in list(deck[seat]) + [FILLER] * filler][::-1]
        state.hand[seat] = [make(c) for c in hand[seat]]
        state.waste[seat] = [make(c) for c in waste[seat]]
        for entry in front[seat]:
            warrior, gear = (entry, None) if isinstance(entry, str) else entry
            uid = make(warrior)
            state.front[seat].append(uid)
            if gear:
                state.gear[uid] = make(gear)
    state.city = (make(bases[0][0]), make(bases[1][0]))
    state.hq = (make(bases[0][1]), make(bases[1][1]))
    state.active = active
    state.turn = turn
    state.log = []
    return state


def uid(state, card_id, seat=None, zone="front"):
    """The first uid of a card in a zone ("front", "hand", "deck", "waste") of a seat."""
    seats = (0, 1) if seat is None else (seat,)
    for side in seats:
        for found in getattr(state, zone)[side]:
            if state.defs[found].id == card_id:
                return found
    raise LookupError(f"{card_id} is not in {zone}")


def ids(state, uids):
    return [state.defs[found].id for found in uids]


def act(state, *action):
    assert action in legal_actions(state), f"{action} not offered: {legal_actions(state)}"
    apply(state, action)


def events(state, kind):
    return [entry for entry in state.log if entry["e"] == kind]
