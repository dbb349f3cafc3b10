"""A game in progress: its game, options, seed, the actions taken, and the state they give.

The state is never saved: it is always the replay of seed, options and actions, which is what
makes a save tamper-evident (an impossible action is caught at its position) and lets the same
link give the same board on CPython and in Pyodide.

Two things a player does are kept in the same record. A resignation is an action of its own
(RESIGN, an index no legal-action list reaches), so a link, a replay and a result replay it
like any move: the seat to move gives the game up, and can only lose it. A move taken back
(`undo`) leaves the actions as if it had never been made, and the options say so
(engine.UNDONE) as they say a hint was asked; only a move of the seat still to move, in the same turn, that
showed that seat nothing new (the game's `secrets` unchanged) may be taken back.
"""

import hashlib
from dataclasses import replace

from . import registry
from .codec import CHALLENGE, SAVE, DeckLink, Save, SaveError, encode
from .engine import UNDONE, without_marks
from .protocol import IllegalAction

RESIGN = 0xFFFF   # the action index of a resignation: the largest a link holds (codec.py)


class Session:
    def __init__(self, game_id: str, options: dict | None = None, seed: int = 0,
                 ruleset: int | None = None) -> None:
        """A new game under the current rules, or under an older `ruleset` the game still
        replays (a link made then goes on with the rules it began with); any other ruleset
        raises SaveError."""
        game = registry.get(game_id)
        self.game = game if ruleset is None else game.edition(ruleset)
        if self.game is None:
            raise SaveError(
                "unknown-ruleset",
                f"This link was made with {game.id} rules version {ruleset}; "
                f"this release plays version {game.ruleset} and cannot replay it faithfully.",
            )
        self.options = self.game.normalize_options(options or {})
        self.seed = seed
        self.state = self.game.new_state(self.options, seed)
        self.actions: list[int] = []
        self._legal: list | None = None
        self._quiet: list[bool] = []   # per action: whether it may be taken back (`undoable`)
        self.resigned: int | None = None   # the seat that gave the game up

    @classmethod
    def from_save(cls, save: Save) -> "Session":
        """Replay a decoded save; an illegal step raises IllegalAction naming its position."""
        if isinstance(save, DeckLink):
            raise SaveError("not-a-game", "This link holds a deck, not a game.")
        game = registry.by_code(save.game)
        session = cls(game.id, save.options, save.seed, save.ruleset)
        for position, index in enumerate(save.actions):
            if session.game.to_move(session.state) is None:
                raise IllegalAction(
                    f"Move {position + 1} comes after the game has ended.", position
                )
            try:
                session.play(index)
            except IllegalAction:
                raise IllegalAction(
                    f"Move {position + 1} is not legal in that position.", position
                ) from None
        return session

    def legal_actions(self) -> list:
        """The legal actions now, computed once per position (bots and play share them)."""
        if self._legal is None:
            self._legal = self.game.legal_actions(self.state)
        return self._legal

    def play(self, index: int) -> None:
        if index == RESIGN:
            return self._resign()
        actions = self.legal_actions()
        if not 0 <= index < len(actions):
            raise IllegalAction(f"There is no move number {index} here.", len(self.actions))
        self._legal = None
        game, state = self.game, self.state
        seat, turn = game.to_move(state), game.turn(state)
        hidden = game.secrets(state, seat)
        game.apply(state, actions[index])
        self.actions.append(index)
        self._quiet.append(game.to_move(state) == seat and game.turn(state) == turn
                           and game.secrets(state, seat) == hidden)

    def _resign(self) -> None:
        seat = self.game.to_move(self.state)
        if seat is None:
            raise IllegalAction("The game is over: there is nothing to resign.", len(self.actions))
        self._legal = None
        self.game.resign(self.state, seat)
        self.actions.append(RESIGN)
        self._quiet.append(False)
        self.resigned = seat

    def undoable(self) -> bool:
        """Whether the last move may be taken back: the seat that made it is still to move, in
        the same turn, and it showed nothing the seat did not know (no card drawn, no hidden
        card shown, nothing left to chance)."""
        return bool(self._quiet) and self._quiet[-1]

    def undo(self) -> None:
        """Take the last move back: the game is replayed without it, and marked (UNDONE)."""
        if not self.undoable():
            raise IllegalAction("That move cannot be taken back.", len(self.actions))
        earlier = self.prefix(len(self.actions) - 1)
        self.state, self.actions, self._quiet = earlier.state, earlier.actions, earlier._quiet
        self._legal = None
        self.options = {**self.options, UNDONE: 1}

    def to_save(self, kind: str = SAVE) -> Save:
        """This game as a link of the given kind. A challenge leaves out the moves and the
        marks: whoever takes it up starts a game of their own."""
        if kind == CHALLENGE:
            return Save(self.game.code, self.game.ruleset, without_marks(self.options),
                        self.seed, [], kind)
        return Save(self.game.code, self.game.ruleset, self.options, self.seed,
                    list(self.actions), kind)

    def link(self, kind: str = SAVE) -> str:
        return encode(self.to_save(kind))

    def fragment(self) -> str:
        """The game as it stands: a save, or before any move its challenge (a save link always
        holds moves, and decoding refuses one without). Unlike a challenge to share, this one
        keeps the marks: a hint asked (or a move taken back) before the first move is still the
        game's."""
        if self.actions:
            return self.link(SAVE)
        return encode(replace(self.to_save(CHALLENGE), options=self.options))

    def prefix(self, moves: int) -> "Session":
        """The same game after only its first `moves` moves: a replay's step, or the point a
        branch starts from."""
        session = Session(self.game.id, self.options, self.seed, self.game.ruleset)
        for index in self.actions[:moves]:
            session.play(index)
        return session

    def bot(self, name: str):
        """The named bot for the seat to move, seeded by the game's seed and how far it has
        gone: the computer's move, a hint and a review all ask the same bot of a position,
        so the same position gets the same answer on every machine."""
        seat = self.game.to_move(self.state)
        return self.game.bots()[name](seat, self.seed * 7_919 + len(self.actions))

    def state_hash(self) -> str:
        return state_hash(self.game, self.state)

    def summary(self) -> dict:
        return {
            "game": self.game.id,
            "turn": self.game.turn(self.state),
            "result": self.game.result(self.state),
            "hash": self.state_hash(),
        }


def state_hash(game, state) -> str:
    """A short digest of the state's fingerprint, the same on every Python."""
    return hashlib.sha256(repr(game.fingerprint(state)).encode()).hexdigest()[:16]
