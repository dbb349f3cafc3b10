"""The protocol methods a game answers by passing the call on to its own modules.

Every engine keeps its rules in `player` (legal_actions, apply), words an action for the board
in `view` (describe_action), names its players in `bots.BOTS`, and keeps the result and the turn
number in its state (`winner`, `turn`). The two-seat games go further in the same way:
`player.to_move` says whose move it is, `view.board(state, seat)` is what a seat sees, they
have a card catalog, and they take the same options, which name the decks the table is set
with: two ready-made ones by letter, either of which a custom deck (a deck code) may replace.
What a game shows of itself in links (deck rules, a finished game's score, the daily
challenge's options) lives in its `share` module. A game subclasses one of these and writes
only what is its own.
"""

from functools import cache

from .decks import CustomDeck, custom_deck, decode_deck
from .protocol import OptionsError


def check_cards(state, uids: list[int]) -> None:
    """The conservation invariant: the uids found everywhere on the table are every card,
    each exactly once, none lost or made."""
    found = sorted(uids)
    if found != list(range(len(state.defs))):
        raise AssertionError(f"cards lost or duplicated: {len(found)} of {len(state.defs)}")


@cache
def _older_edition(game_class: type, ruleset: int):
    return game_class(ruleset)


HINTS = "h"      # options key: 1 once a player of the game asked for a hint (rules ignore it)
UNDONE = "u"     # options key: 1 once a player of the game took a move back (rules ignore it)
MARKS = (HINTS, UNDONE)  # what the result card and result link say of how a game was played
GUIDED = "g"     # options key: 1 for a guided first game (guides.py), set at its deal (rules ignore it)
FLAGS = (*MARKS, GUIDED)  # the options that are 1 when present
LEVEL = "lv"     # options key: the computer's level, a searching bot's; absent, the default bot
LEVELS = ("easy", "normal", "hard")     # weakest first: after a loss the page offers the one below
FIRST_LEVEL = "normal"                  # the level a setup screen offers until one is chosen


def coaching_options(options: dict) -> dict:
    """The options every game takes beside its own, checked: the marks (hints used, a move
    taken back), the guided game's flag, and the computer's level. Old links name none and
    keep today's default bot."""
    if any(options.get(flag, 1) != 1 for flag in FLAGS):
        raise OptionsError("A mark of how the game was played must be 1.")
    if options.get(LEVEL, LEVELS[0]) not in LEVELS:
        raise OptionsError(f"The computer's level must be one of {', '.join(LEVELS)}.")
    return {key: options[key] for key in (LEVEL, *FLAGS) if key in options}


def without_marks(options: dict) -> dict:
    """The options of the same game as a new player meets it: no hints used, no move taken
    back yet."""
    return {key: value for key, value in options.items() if key not in MARKS}


NO_OWN_CARDS = "This game takes no cards of a player's own."


class Engine:
    older_rulesets: tuple = ()  # the rulesets before this one whose links still replay
    remote = None               # the game's RemoteRules, if it can be played by link

    def __init__(self, player, view, bots: dict, share) -> None:
        self._player = player
        self._view = view
        self._bots = bots
        self._share = share

    def edition(self, ruleset: int):
        """This game as its rules stood at `ruleset`, to replay a link made then, or None if
        this release cannot. A game listing older rulesets builds itself with one as its
        constructor's argument (its card data read as of then: cardtable.carddata), once:
        every step of a replay asks again."""
        if ruleset == self.ruleset:
            return self
        return _older_edition(type(self), ruleset) if ruleset in self.older_rulesets else None

    def legal_actions(self, state) -> list[tuple]:
        return self._player.legal_actions(state)

    def apply(self, state, action: tuple) -> None:
        self._player.apply(state, action)

    def result(self, state) -> int | None:
        return state.winner

    def turn(self, state) -> int:
        return state.turn

    def length(self, state) -> dict:
        """How long the game has gone, counted as its players count it ({"unit": "turns" or
        "rounds", "n"}): what a result, a share headline and a result link say."""
        return {"unit": "turns", "n": self.turn(state)}

    def describe(self, state, action: tuple) -> dict:
        return self._view.describe_action(state, action)

    def secrets(self, state, seat: int) -> tuple:
        """What `seat` cannot see and a move may show it: the generator's next draws and the
        order of every deck. A move that leaves these as they were revealed nothing, so it
        may be taken back (core/session.py); a game with more hidden adds it."""
        return state.rng.state, tuple(tuple(deck) for deck in state.deck)

    def bots(self) -> dict:
        return self._bots

    def deck_rules(self, own: list | None = None):
        """The deck rules; `own`, the player's own cards a deck holds, where a game has them."""
        if own:
            raise OptionsError(NO_OWN_CARDS)
        return self._share.DECK_RULES

    def own_card(self, entry) -> dict:
        """A player's own card as the page shows it, where a game has them (Gate Ruler)."""
        raise OptionsError(NO_OWN_CARDS)

    def score(self, state) -> dict:
        return self._share.score(state)

    def daily_options(self, day: int) -> dict:
        return self._share.daily_options(day)


class TwoSeatEngine(Engine):
    """A two-player game between ready-made decks named by letters (`decks`); `title` names
    the game in messages, `matchups` lists the pairs of letters it offers, `default_decks` is
    the pair it deals unasked, and `new_game(decks, seed)` sets the table for a pair of
    decks."""

    seats = 2
    title: str
    decks: dict
    matchups: tuple[str, ...]
    default_decks: str

    CUSTOM = ("x0", "x1")      # options naming a custom deck for seat 0 and seat 1

    def __init__(self, player, view, bots: dict, share, catalog, new_game) -> None:
        super().__init__(player, view, bots, share)
        self._catalog = catalog
        self._new_game = new_game

    def normalize_options(self, options: dict) -> dict:
        """Options: "b", the seat the computer plays (-1: nobody, pass-and-play); "d", the
        decks, seat 0's letter then seat 1's; "x0" and "x1", a custom deck's code that
        replaces that seat's, checked against the deck rules; and the coaching options."""
        unknown = set(options) - {"b", "d", LEVEL, *FLAGS, *self.CUSTOM}
        if unknown:
            raise OptionsError(f"Unknown {self.title} options: {sorted(unknown)}.")
        bot = options.get("b", -1)
        decks = options.get("d", self.default_decks)
        if type(bot) is not int or bot not in (-1, 0, 1):
            raise OptionsError("The computer's seat must be -1 (nobody), 0 or 1.")
        if decks not in self.matchups:
            raise OptionsError(f"The decks must be one of {', '.join(self.matchups)}.")
        for key in self.CUSTOM:
            if key in options:
                custom_deck(self.deck_rules(), options[key], "")
        return {"b": bot, "d": decks} | {key: options[key] for key in self.CUSTOM
                                          if key in options} | coaching_options(options)

    def new_state(self, options: dict, seed: int):
        """Options come here normalized, so a custom deck is known legal and only decoded."""
        decks = [self.decks[letter] for letter in options["d"]]
        for seat, key in enumerate(self.CUSTOM):
            if key in options:
                decks[seat] = CustomDeck(decode_deck(options[key], self.deck_rules()))
        return self._new_game(tuple(decks), seed)

    def seat_decks(self, options: dict) -> tuple[str, str]:
        """What each seat plays, for the balance tables: its ready-made deck's letter, or
        "custom" when a deck code replaced it."""
        letters = options["d"]
        return tuple("custom" if key in options else letter
                     for key, letter in zip(self.CUSTOM, letters))

    def first_seat(self, state) -> int:
        """The seat that took the game's first turn (both games toss for it at set-up)."""
        return state.first

    def to_move(self, state) -> int | None:
        return self._player.to_move(state)

    def secrets(self, state, seat: int) -> tuple:
        """Beside the decks and the generator, the other seat's hand."""
        return *super().secrets(state, seat), tuple(state.hand[1 - seat])

    def view(self, state, seat: int) -> dict:
        return self._view.board(state, seat)

    def catalog(self) -> dict:
        """The game's card catalog, with the ready-made decks' letters in the order the page
        offers them and the decks a table is set with when the options name none (seat 0's
        letter first), so the page never spells a letter itself; and the computer's levels,
        weakest first, with the one a setup offers first."""
        return {**self._catalog(), "letters": list(self.decks), "default_decks": self.default_decks,
                "levels": list(LEVELS), "first_level": FIRST_LEVEL}
