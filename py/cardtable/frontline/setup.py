"""The preparation (rulebook, ゲームの準備 ①-⑤): set the city and HQ, shuffle, draw five,
redraw a hand without a warrior, and toss a coin for the first player. The empty-deck rule
(勝利条件) already applies to the opening draw (rules.DECISIONS: empty-deck)."""

from . import mechanics as m
from . import turns
from .cards import CARDS, CITY, HQ, WARRIOR, Deck
from .decks import OPENING_HAND, expand
from .state import State, blank_state


def new_game(decks: tuple[Deck, Deck], seed: int) -> State:
    """Seat 0's cards get the first uids, seat 1's the next; everything random comes from the
    one seeded generator, in the rulebook's order. Both opening hands are drawn before the
    decks are checked, as both players draw at once; a deck they empty has lost, and then no
    first player is chosen (the deck rules keep such a deck from being dealt: decks.py)."""
    state = lay_out(decks, seed)
    for seat in (0, 1):
        state.rng.shuffle(state.deck[seat])
    for seat in (0, 1):
        opening_hand(state, seat, state.rng)
    m.settle(state)
    if state.winner is not None:
        return state
    begin(state, state.rng.below(2))
    return state


def lay_out(decks: tuple[Deck, Deck], seed: int) -> State:
    """① and ②: both decks' cards, seat 0's first, with each city and HQ set beside its
    deck, which is not yet shuffled."""
    ids = [expand(deck.cards) for deck in decks]
    state = blank_state([CARDS[card_id] for card_id in ids[0] + ids[1]], seed)
    seat_uids = (range(len(ids[0])), range(len(ids[0]), len(state.defs)))
    bases = [_set_bases(state, seat, seat_uids[seat]) for seat in (0, 1)]
    state.city = (bases[0][0], bases[1][0])
    state.hq = (bases[0][1], bases[1][1])
    return state


def begin(state: State, first: int) -> None:
    """⑤ The first player takes the first turn."""
    state.note("first", seat=first)
    state.first = first
    turns.start_turn(state, first)


def _set_bases(state: State, seat: int, uids: range) -> tuple[int, int]:
    """② The city and HQ are set face up beside the deck, not shuffled into it: return their
    uids and make the rest the seat's deck."""
    defs = state.defs
    city = next(uid for uid in uids if defs[uid].type == CITY)
    hq = next(uid for uid in uids if defs[uid].type == HQ)
    state.deck[seat] = [uid for uid in uids if uid not in (city, hq)]
    return city, hq


def opening_hand(state: State, seat: int, rng, redraws=None) -> list[list[int]]:
    """④ Draw five; a hand with no warrior is shown to the opponent, shuffled back and redrawn,
    as often as it takes. Return the hands shown. `redraws(state, hands_shown)` says instead
    whether the hand drawn is redrawn: a phone that cannot see another's hand follows the
    hands its owner showed (play by link)."""
    redraws = redraws or _without_warrior
    shown: list[list[int]] = []
    m.draw_cards(state, seat, OPENING_HAND)
    while redraws(state, seat, shown):
        state.note("redraw", seat=seat,
                   cards=[state.defs[uid].id for uid in state.hand[seat]])
        shown.append(state.hand[seat])
        state.deck[seat] += state.hand[seat]
        state.hand[seat] = []
        rng.shuffle(state.deck[seat])
        m.draw_cards(state, seat, OPENING_HAND)
    return shown


def _without_warrior(state: State, seat: int, _shown: list) -> bool:
    return not any(state.defs[uid].type == WARRIOR for uid in state.hand[seat])
