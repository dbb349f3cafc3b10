"""Before the first turn (rulebook ■2 対戦前の準備): life 50, shuffle, and the first player by
a random draw. No one draws an opening hand; the first cards come in the stand-up phase."""

from ..core.rng import Rng
from . import turns
from .cards import CardDef, Deck
from .decks import expand
from .state import State, blank_state


def new_game(decks: tuple[Deck, Deck], seed: int, cards: dict[str, CardDef],
             ruleset: int) -> State:
    """Everything random comes from the one seeded generator, in the rulebook's order. `cards`
    are the definitions of the game's ruleset (cards.as_of); the state holds them from here
    on, so play never reads another ruleset's cards, and the ruleset, for the rules that
    changed with it."""
    state = blank_state([], seed, ruleset)
    lay_out(state, decks, cards, (state.rng, state.rng))
    begin(state, state.rng.below(2))
    return state


def lay_out(state: State, decks: tuple[Deck, Deck], cards: dict[str, CardDef],
            arrangers: tuple[Rng, Rng], orderers: tuple[Rng, Rng] | None = None) -> None:
    """Seat 0's cards get the first uids, seat 1's the next, each seat's dealt in the random
    order of its `arrangers` generator: the board shows the uid of a face-down dimension card,
    so a uid must not lead back to the public deck list. Then each deck is shuffled by its
    `orderers` generator (by default the arranger). One generator serves all at a table; in a
    game played by link each phone's own secret deals its cards, and (protocol 3) a generator
    both phones share orders the decks."""
    orderers = orderers or arrangers
    ids = [expand(deck.cards) for deck in decks]
    for seat in (0, 1):
        arrangers[seat].shuffle(ids[seat])
    state.defs.extend(cards[card_id] for card_id in ids[0] + ids[1])
    state.deck = [list(range(len(ids[0]))), list(range(len(ids[0]), len(state.defs)))]
    for seat in (0, 1):
        orderers[seat].shuffle(state.deck[seat])


def begin(state: State, first: int) -> None:
    state.note("first", seat=first)
    state.first = first
    turns.start_turn(state, first)
