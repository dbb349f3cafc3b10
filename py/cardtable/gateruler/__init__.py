"""Gate Ruler's solo mode "Invasion Rift" (地狱的侵略次元断层战) as a Card Table game."""

from ..core.decks import custom_deck
from ..core.engine import FLAGS, Engine, check_cards, coaching_options
from ..core.protocol import OptionsError
from . import bots, custom, effects, mechanics, player, share, view
from .cards import ALL_CARDS, LEVELS, RULERS, as_of
from .decks import deck_problems, expand
from .share import DEFAULT_RULER, RULER_CODES
from .state import INVASION, PLAYER, State, all_uids, new_state


class GateRuler(Engine):
    id = "gateruler"
    code = "gr"
    ruleset = 3  # 2: card levels meeting every printed sheet figure; pierce uncapped.
    #              3: the campaign's curve (the player's units, a few reconstructed stats) and
    #                 level 5's cut nearest its list
    seats = 1
    older_rulesets = (1, 2)

    def __init__(self, ruleset: int = ruleset) -> None:
        super().__init__(player, view, bots.BOTS, share)
        self.ruleset = ruleset
        self._cards, self._levels = (ALL_CARDS, LEVELS) if ruleset == GateRuler.ruleset \
            else as_of(ruleset)
        for ruler in RULERS.values():
            problems = deck_problems(ruler, ruler.deck)
            if problems:
                raise ValueError(f"{ruler.id}'s ready-made deck is not legal: {problems}")

    def normalize_options(self, options: dict) -> dict:
        """Options: "l", the level; "r", the ruler; "x", a custom deck's code for that ruler,
        checked against its deck rules and the banned list, with "k" and "y" beside it when the
        deck holds the player's own cards (their entries, custom.py, and their counts); the
        marks, "h" hints used and "u" a move taken back; "g", a guided game (the invasion has no
        level to choose: its play is fixed)."""
        unknown = set(options) - {"l", "r", "x", "k", "y", *FLAGS}
        if unknown:
            raise OptionsError(f"Unknown Gate Ruler options: {sorted(unknown)}.")
        level = options.get("l", 1)
        ruler = options.get("r", DEFAULT_RULER)
        if type(level) is not int or level not in LEVELS:
            raise OptionsError("The level must be a number from 1 to 6.")
        if ruler not in RULER_CODES:
            raise OptionsError("The ruler must be 'w' (Wizard) or 'a' (Apprentice).")
        marks = coaching_options(options)  # the marks alone: a level is unknown here
        if "x" not in options:
            if "k" in options or "y" in options:
                raise OptionsError("Own cards come with the deck that holds them.")
            return {"l": level, "r": ruler} | marks
        own = {key: options[key] for key in ("k", "y") if key in options}
        self.deck_of(options["x"], ruler, **own)
        return {"l": level, "r": ruler, "x": options["x"]} | own | marks

    def deck_of(self, code, ruler: str, k: list | None = None, y: list | None = None) -> tuple:
        """A custom deck: its cards (its code's, and the player's own cards `k` with their counts
        `y`) and those own cards' definitions by id; OptionsError (or custom.CardError for a
        card) unless it is legal for the ruler."""
        own = custom.own_cards(k or [])
        return custom_deck(share.deck_rules(own), code, ruler, y), own

    def deck_rules(self, own: list | None = None):
        return share.deck_rules(custom.own_cards(own)) if own else share.DECK_RULES

    def own_card(self, entry) -> dict:
        """One own card as the page shows it (its text in the three languages), or CardError."""
        return view.card_json(custom.card_from_entry(entry, 0))

    def new_state(self, options: dict, seed: int) -> State:
        level = self._levels[options["l"]]
        ruler = RULERS[RULER_CODES[options["r"]]]
        deck, own = self.deck_of(options["x"], options["r"], options.get("k"), options.get("y")) \
            if "x" in options else (ruler.deck, {})
        player_ids = expand(deck)
        invasion_ids = expand(level.deck)
        cards = {**self._cards, **own}
        defs = [cards[card_id] for card_id in player_ids + invasion_ids]
        player_deck = list(range(len(player_ids)))
        invasion_deck = list(range(len(player_ids), len(defs)))
        state = new_state(level, ruler, defs, player_deck, invasion_deck, seed, self.ruleset)
        if ruler.family == "knight":
            effects.draw(state, PLAYER, -1, None, ruler.start_hand)
        # Rulebook §"play rules": the invasion always goes first.
        player.apply(state, player.END)
        return state

    def to_move(self, state: State) -> int | None:
        return None if state.winner is not None else PLAYER

    def view(self, state: State, seat: int) -> dict:
        return view.board(state)

    def secrets(self, state: State, seat: int) -> tuple:
        """Beside the decks and the generator, the invasion's cards set face down."""
        return *super().secrets(state, seat), tuple(state.sets)

    def resign(self, state: State, seat: int) -> None:
        mechanics.lose(state, seat, "resign")

    def fingerprint(self, state: State) -> tuple:
        return (
            state.level.level, state.ruler.id, state.rng.state, state.turn, state.phase,
            state.invasion_turns, state.winner, state.energy, state.energy_area, state.summons_left,
            state.ruler_rested, state.field, tuple(state.hand), tuple(state.drive),
            tuple(state.sets), tuple(sorted(state.hurt.items())), tuple(sorted(state.rested)),
            tuple(sorted(state.moved)),
            tuple(tuple(pile[side]) for pile in (state.deck, state.grave, state.damage,
                                                  state.counter, state.zones)
                  for side in (PLAYER, INVASION)),
        )

    def check(self, state: State) -> None:
        """The conservation invariant: every card is in exactly one zone, none lost or made."""
        check_cards(state, all_uids(state))

    def catalog(self) -> dict:
        """Cards, levels and rulers for the page: names, stats, text in three languages; and
        each ruler's code in the options ("r") with the one a game gets when none is named, so
        the page offers the rulers and levels the engine has without knowing them; and what
        the card editor may offer for a player's own card."""
        return {"cards": view.card_catalog(ALL_CARDS),
                "levels": {n: view.level_json(level) for n, level in LEVELS.items()},
                "rulers": {r.id: view.ruler_json(r) for r in RULERS.values()},
                "ruler_codes": RULER_CODES, "default_ruler": DEFAULT_RULER,
                "own": custom.vocabulary()}


GAME = GateRuler()
