"""The game in progress in the page's worker, and the snapshots the page draws from.

A snapshot is everything the board needs after a request: the game's options, the board from
one seat's eyes, the offered actions, the new log lines with the board after each (what the page
draws while it plays them back, core/playback.py), and every link the game can be shared as. A
replay being watched is kept beside the game in progress, never in place of it.
"""

from . import guides
from .core import registry
from .core.codec import CHALLENGE, REPLAY, RESULT
from .core.engine import LEVEL
from .core.playback import BoardRecorder
from .core.protocol import CardTableError
from .core.session import RESIGN, Session

MAX_LOG_ON_OPEN = 400


BOT_SEAT_OPTION = "b"   # options key naming the seat the computer plays, -1 for none


class Table:
    """The game in progress in this worker, how much of its log the page has seen, and, while a
    replay is being watched, that replay and the step shown.

    In a game against the computer the bot's moves are made here, right after the player's,
    and saved in the action list like any other move, so a replay needs no bot at all. The
    options' level names the bot (a searching bot's level; no level, the default bot). A game
    opened from a result link keeps the sender's outcome (`rival`) beside it.
    """

    def __init__(self) -> None:
        self.session: Session | None = None
        self.log_sent = 0
        self.rival: dict | None = None
        self.replay: Session | None = None
        self.recorder = BoardRecorder()   # the boards of the lines the next snapshot sends

    def bot_seat(self, session: Session | None = None) -> int:
        return (session or self.session).options.get(BOT_SEAT_OPTION, -1)

    def let_bot_move(self) -> None:
        session = self.session
        game = session.game
        with self.recorder.watching():
            while (seat := game.to_move(session.state)) is not None and seat == self.bot_seat():
                bot = session.bot(session.options.get(LEVEL, "default"))
                session.play(bot.choose(session.state, session.legal_actions()))

    def players(self, session: Session) -> tuple[int, ...]:
        """The seats people play: all of them but the computer's."""
        return tuple(seat for seat in range(max(session.game.seats, 1))
                     if seat != self.bot_seat(session))

    def viewer(self, session: Session | None = None) -> int:
        """The seat whose eyes the board is drawn for: the human against the computer, else
        the seat to move (pass-and-play hands the phone over), else seat 0 once it is over."""
        session = session or self.session
        if self.bot_seat(session) >= 0:
            return 1 - self.bot_seat(session)
        seat = session.game.to_move(session.state)
        return 0 if seat is None else seat

    def snapshot(self) -> dict:
        session = self.session
        game, state = session.game, session.state
        first = max(self.log_sent, len(state.log) - MAX_LOG_ON_OPEN)
        self.log_sent = len(state.log)
        viewer = self.viewer()
        boards = self.recorder.boards(state, first, lambda board: game.view(board, viewer))
        to_move = game.to_move(state)
        actions = session.legal_actions() if to_move == viewer else []
        return {
            **board(session, viewer),
            "mode": "play",
            "fragment": session.fragment(),
            "challenge": session.link(CHALLENGE),
            "links": links(session),
            "rival": self.rival,
            "actions": [dict(game.describe(state, action), index=index)
                        for index, action in enumerate(actions)],
            "undo": bool(actions) and session.undoable(),
            "log": state.log[first:],
            "boards": boards,
            "guide": guides.progress(session, viewer),
        }

    def new(self, game_id: str, options: dict, seed: int, ruleset: int | None = None,
            rival: dict | None = None) -> dict:
        """A new game, dealt while the table watches: its set-up lines (in Gate Ruler the
        invasion's first turn, which the deal plays) have their boards like any move's."""
        with self.recorder.watching():
            session = Session(game_id, options, seed, ruleset)
        return self._begin(session, rival)

    def start(self, session: Session, rival: dict | None = None) -> dict:
        """Go on with a game rebuilt from a link or a replay: the lines it was rebuilt with
        have no boards (the page shows them at once)."""
        return self._begin(session, rival)

    def _begin(self, session: Session, rival: dict | None) -> dict:
        self.session = session
        self.log_sent = 0
        self.rival = rival
        self.replay = None
        self.let_bot_move()
        return self.snapshot()

    def play(self, index: int) -> dict:
        with self.recorder.watching():
            self.session.play(index)
        self.let_bot_move()
        return self.snapshot()

    def resign(self) -> dict:
        """The seat on screen, which is the seat to move, gives the game up."""
        if self.session.game.to_move(self.session.state) != self.viewer():
            raise CardTableError("not-your-turn", "You can resign on your own move only.")
        return self.play(RESIGN)

    def undo(self) -> dict:
        """Take the player's last move back. The game is rebuilt without it, so the page is
        sent its whole log again, as when a game is opened."""
        self.session.undo()
        self.log_sent = 0
        return self.snapshot()

    def watch(self, replay: Session, position: int) -> dict:
        """Show a replay after `position` of its moves: the board then, and what the last move
        did. The game in progress is left as it is."""
        if not 0 <= position <= len(replay.actions):
            raise CardTableError("bad-request", "That step is not in the replay.")
        self.replay = replay
        step = replay.prefix(max(0, position - 1))
        before = len(step.state.log)
        if position > 0:
            step.play(replay.actions[position - 1])
        # One seat throughout, so the board does not turn round from move to move: the human's
        # against the computer, else the first player's.
        viewer = 1 - self.bot_seat(step) if self.bot_seat(step) >= 0 else 0
        return {
            **board(step, viewer),
            "mode": "replay",
            "position": position,
            "total": len(replay.actions),
            "final": {**replay.summary(), "length": replay.game.length(replay.state)},
            "fragment": replay.link(REPLAY),
            "log": step.state.log[before:] if position > 0 else step.state.log,
        }


def board(session: Session, viewer: int) -> dict:
    """What every snapshot shows of a game: its options, the board from `viewer`'s seat, and
    where it stands."""
    game, state = session.game, session.state
    return {
        "ok": True,
        "game": game.id,
        "options": session.options,
        "seed": session.seed,
        "moves": len(session.actions),
        "seats": game.seats,
        "ruleset": game.ruleset,
        "older_rules": game.ruleset != registry.get(game.id).ruleset,
        "to_move": game.to_move(state),
        "viewer": viewer,
        "view": game.view(state, viewer),
        "result": game.result(state),
        "turn": game.turn(state),
        "length": game.length(state),
        "score": game.score(state),
        "hash": session.state_hash(),
        "resigned": session.resigned,
    }


def links(session: Session) -> dict:
    """Every link this game can be shared as; a result only once it is over."""
    over = session.game.result(session.state) is not None
    return {
        "challenge": session.link(CHALLENGE),
        "save": session.fragment(),
        "replay": session.link(REPLAY) if session.actions else None,
        "result": session.link(RESULT) if over else None,
    }


