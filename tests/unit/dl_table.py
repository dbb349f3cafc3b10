"""Build Dimension of Legend positions by hand for scenario tests, as the rulebook draws them.

Zones are given per seat (`hand0`, `chars1`, ...); decks top card first, with `filler` plain
cards beneath. A card is an id from cards/dol/cards.json, or a card made for the test by
`plain` (a character with no effect), `fort` (a fortress with only its DEF) or `made` (any
class and effects), so that a test of the rules does not hang on the card set's balance. A character entry is a card,
or a tuple (card, *marks) where a mark is "rested", "captain" or an equipment card under it;
characters are upright unless marked. A dimension zone is a string, one letter a card: "d"
face down and upright (as drawn), "u" face up and upright, "r" face up and rested, "x" face
down and rested; an int n is n "d"s. Nothing is shuffled; the position is the active seat's
main phase of turn 3 unless the test says otherwise, under the newest ruleset, and the log is
on.
"""

from cardtable.dol import GAME
from cardtable.dol.cards import CARDS, CHARACTER, FORTRESS, CardDef
from cardtable.dol.player import apply, legal_actions, to_move
from cardtable.dol.state import MAIN, NOBODY, RESPOND, blank_state


def made(name, cls, cost=1, **fields):
    """A card made for the test, named `name` in every language; `fields` as in CardDef, e.g.
    made("wiper", "barrier", triggered=({"on": "ally_summoned", "do": "wipe"},))."""
    return CardDef(id=name, cls=cls, name=dict.fromkeys(("ja", "zh", "en"), name), cost=cost,
                   **fields)


def plain(atk=0, spd=0, cost=1):
    """A character with no effect: plain(3, 2) has ATK 3 and SPD 2 and is named "3/2"."""
    name = f"{atk}/{spd}" if cost == 1 else f"{atk}/{spd} cost {cost}"
    return made(name, CHARACTER, cost=cost, atk=atk, spd=spd, races=("human",))


def fort(defense):
    """A fortress with no effect, named by its DEF: "DEF 3"."""
    return made(f"DEF {defense}", FORTRESS, defense=defense)


FILLER = made("filler", CHARACTER, races=("human",))


def table(hand0=(), hand1=(), chars0=(), chars1=(), dim0="", dim1="", deck0=(), deck1=(),
          fortress0=None, fortress1=None, barriers0=(), barriers1=(), underworld0=(),
          underworld1=(), life=(50, 50), active=0, turn=3, phase=MAIN, filler=10, seed=0,
          ruleset=GAME.ruleset):
    defs = []
    state = blank_state(defs, seed, ruleset)

    def make(card):
        defs.append(card if isinstance(card, CardDef) else CARDS[card])
        return len(defs) - 1

    given = {0: (hand0, chars0, dim0, deck0, fortress0, barriers0, underworld0),
             1: (hand1, chars1, dim1, deck1, fortress1, barriers1, underworld1)}
    for seat, (hand, chars, dim, deck, fortress, barriers, underworld) in given.items():
        state.deck[seat] = [make(c) for c in list(deck) + [FILLER] * filler][::-1]
        state.hand[seat] = [make(c) for c in hand]
        state.underworld[seat] = [make(c) for c in underworld]
        state.barriers[seat] = [make(c) for c in barriers]
        if fortress:
            state.fortress[seat] = make(fortress)
        for entry in chars:
            card, *marks = entry if isinstance(entry, tuple) else (entry,)
            uid = make(card)
            state.chars[seat].append(uid)
            for mark in marks:
                if mark == "rested":
                    state.rested.add(uid)
                elif mark == "captain":
                    state.captain[seat] = uid
                else:
                    state.equipment.setdefault(uid, []).append(make(mark))
        for letter in "d" * dim if isinstance(dim, int) else dim:
            uid = make(FILLER)
            state.dim[seat].append(uid)
            if letter in "dx":
                state.face_down.add(uid)
            if letter in "rx":
                state.rested.add(uid)
    state.life = list(life)
    state.active = active
    state.turn = turn
    state.phase = phase
    return state


def uid(state, card_id, seat=None, zone="chars"):
    """The first uid of a card (an id or a made card) in a zone ("chars", "hand", "deck",
    "underworld", "barriers", "sealed", "drawing", "dim") of a seat."""
    card_id = getattr(card_id, "id", card_id)
    for side in (0, 1) if seat is None else (seat,):
        for found in getattr(state, zone)[side]:
            if state.defs[found].id == card_id:
                return found
    raise LookupError(f"{card_id} is not in {zone}")


def ids(state, uids):
    return [state.defs[found].id for found in uids]


def act(state, *action):
    assert action in legal_actions(state), f"{action} not offered: {legal_actions(state)}"
    apply(state, action)


def play(state, card_id, target=NOBODY, pay=None):
    """The seat to move plays the card from its hand, paying the suggested way (the most
    rests) unless `pay` says otherwise."""
    card = uid(state, card_id, to_move(state), "hand")
    ways = [action[3] for action in legal_actions(state) if action[:3] == ("play", card, target)]
    assert ways, f"{card_id} at {target} not offered: {legal_actions(state)}"
    act(state, "play", card, target, ways[0] if pay is None else pay)


def pass_window(state):
    """The responder lets every open 先読み moment go by."""
    while state.phase == RESPOND and state.winner is None:
        act(state, "pass")


def fight(state, captain_id):
    """The active seat ends its main phase, names the captain and declares the battle; the
    opponent answers nothing."""
    act(state, "end_main")
    act(state, "captain", uid(state, captain_id, state.active))
    act(state, "battle")
    pass_window(state)


def events(state, kind):
    return [entry for entry in state.log if entry["e"] == kind]
