"""Build Gate Ruler positions by hand for scenario tests, the way a puzzle file would.

Decks are given top card first. Nothing is shuffled; the position starts in the player's main
phase after the invasion's first turn unless the test says otherwise.
"""

from cardtable.gateruler import GAME
from cardtable.gateruler.cards import ALL_CARDS, LEVELS, RULERS, as_of
from cardtable.gateruler.state import EMPTY, INVASION, PLAYER, new_state


def table(level=1, ruler="wizard", player_deck=(), invasion_deck=(), player_units=(),
          invasion_units=(), hand=(), drive=(), sets=(), field=None, energy=10,
          invasion_turns=1, filler=30, ruleset=GAME.ruleset, left=()):
    """player_units / invasion_units: {zone: card_id}; `left`: {(side, zone): HP} for units
    already damaged down to that much, so a test of a rule need not lean on a card's printed
    HP. `filler` plain cards pad each deck beneath the given ones so that nobody loses to an
    empty deck by accident. An older `ruleset` builds the position with that ruleset's cards,
    levels and rules."""
    defs = []
    cards, levels = (ALL_CARDS, LEVELS) if ruleset == GAME.ruleset else as_of(ruleset)

    def make(card_id):
        defs.append(cards[card_id])
        return len(defs) - 1

    pdeck = [make(c) for c in list(player_deck) + ["CT-P21"] * filler]
    ideck = [make(c) for c in list(invasion_deck) + ["2020GB01-127"] * filler]
    state = new_state(levels[level], RULERS[ruler], defs, [], [], seed=0, ruleset=ruleset)
    state.deck = [pdeck[::-1], ideck[::-1]]
    for side, units in ((PLAYER, player_units), (INVASION, invasion_units)):
        for zone, card_id in dict(units).items():
            state.zones[side][zone] = make(card_id)
    for (side, zone), hp in dict(left).items():
        uid = state.zones[side][zone]
        state.hurt[uid] = state.defs[uid].hp - hp
    state.hand = [make(c) for c in hand]
    state.drive = [make(c) for c in drive]
    state.sets = [make(c) for c in sets] + [EMPTY] * (2 - len(sets))
    state.field = make(field) if field else EMPTY
    state.energy = state.energy_area = energy
    state.summons_left = state.ruler.summons_per_turn
    state.phase = "main"
    state.turn = 1
    state.invasion_turns = invasion_turns
    return state


def ids(state, uids):
    return [state.defs[uid].id if uid != EMPTY else None for uid in uids]


def zone_ids(state, side):
    return ids(state, state.zones[side])


def events(state, kind):
    return [entry for entry in state.log if entry["e"] == kind]
