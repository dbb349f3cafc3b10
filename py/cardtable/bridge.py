"""The one door between the page and the engines: JSON requests in, JSON answers out.

The Web Worker calls `handle` with a request such as {"op": "act", "index": 3}. Every answer is
either a snapshot of the game in progress or {"ok": false, "error": {...}}; a request that fails
never replaces the game in progress, so a bad link cannot cost the player their game.
"""

import json

from .core import registry
from .core.codec import SaveError, decode, encode
from .core.protocol import CardTableError
from .core.session import Session
from .simulate import simulate

MAX_LOG_ON_OPEN = 400


BOT_SEAT_OPTION = "b"   # options key naming the seat the computer plays, -1 for none


class Table:
    """The game in progress in this worker, and how much of its log the page has seen.

    In a game against the computer the bot's moves are made here, right after the player's,
    and saved in the action list like any other move, so a replay needs no bot at all.
    """

    def __init__(self) -> None:
        self.session: Session | None = None
        self.log_sent = 0

    def bot_seat(self) -> int:
        return self.session.options.get(BOT_SEAT_OPTION, -1)

    def let_bot_move(self) -> None:
        session = self.session
        game = session.game
        while (seat := game.to_move(session.state)) is not None and seat == self.bot_seat():
            bot = game.bots()["default"](seat, (session.seed * 7_919 + len(session.actions)))
            session.play(bot.choose(session.state, session.legal_actions()))

    def viewer(self) -> int:
        """The seat whose eyes the board is drawn for: the human against the computer, else
        the seat to move (pass-and-play hands the phone over), else seat 0 once it is over."""
        game = self.session.game
        if self.bot_seat() >= 0:
            return 1 - self.bot_seat()
        seat = game.to_move(self.session.state)
        return 0 if seat is None else seat

    def snapshot(self) -> dict:
        session = self.session
        game, state = session.game, session.state
        log = state.log[self.log_sent:]
        self.log_sent = len(state.log)
        viewer = self.viewer()
        to_move = game.to_move(state)
        actions = session.legal_actions() if to_move == viewer else []
        return {
            "ok": True,
            "game": game.id,
            "options": session.options,
            "seed": session.seed,
            "fragment": session.fragment(),
            "challenge": encode(session.to_save(with_actions=False)),
            "moves": len(session.actions),
            "seats": game.seats,
            "to_move": to_move,
            "viewer": viewer,
            "view": game.view(state, viewer),
            "actions": [dict(game.describe(state, action), index=index)
                        for index, action in enumerate(actions)],
            "log": log[-MAX_LOG_ON_OPEN:],
            "result": game.result(state),
            "turn": game.turn(state),
            "hash": session.state_hash(),
        }

    def start(self, session: Session) -> dict:
        self.session = session
        self.log_sent = 0
        self.let_bot_move()
        return self.snapshot()

    def play(self, index: int) -> dict:
        self.session.play(index)
        self.let_bot_move()
        return self.snapshot()


TABLE = Table()


def _games() -> dict:
    return {"ok": True, "games": [
        {"id": game.id, "code": game.code, "ruleset": game.ruleset, "seats": game.seats}
        for game in registry.all_games().values()]}


def _cards(request: dict) -> dict:
    game = registry.get(request.get("game", ""))
    return {"ok": True, **game.catalog()}


def _new(request: dict) -> dict:
    seed = request.get("seed", 0)
    if type(seed) is not int or not 0 <= seed < 2**32:
        raise SaveError("bad-seed", "The seed must be a whole number from 0 to 4294967295.")
    return TABLE.start(Session(request.get("game", ""), request.get("options") or {}, seed))


def _open(request: dict) -> dict:
    return TABLE.start(Session.from_save(decode(request.get("fragment", ""))))


def _act(request: dict) -> dict:
    if TABLE.session is None:
        raise CardTableError("no-game", "No game is in progress.")
    index = request.get("index")
    if type(index) is not int:
        raise CardTableError("illegal-action", "A move must be a number.")
    return TABLE.play(index)


def _replay(request: dict) -> dict:
    return {"ok": True, **Session.from_save(decode(request.get("fragment", ""))).summary()}


def _speed(request: dict) -> dict:
    """Bot games run inside the page (random against random unless "bots" names others), so
    benchmarks can compare Pyodide with CPython, in actions and in bot thinking time."""
    games = request.get("games", 20)
    if type(games) is not int or not 0 < games <= 1000:
        raise CardTableError("bad-request", "games must be from 1 to 1000.")
    game = registry.get(request.get("game", ""))
    bots = request.get("bots", ["random", "random"])
    if not isinstance(bots, list) or len(bots) != 2 or not set(bots) <= set(game.bots()):
        raise CardTableError("bad-request", f"bots must be two of {sorted(game.bots())}.")
    report = simulate(game.id, {}, tuple(bots), games, request.get("seed", 1))
    return {"ok": True, **report}


OPS = {"games": lambda request: _games(), "cards": _cards, "new": _new, "open": _open,
       "act": _act, "replay": _replay, "speed": _speed}


def handle(request_json: str) -> str:
    try:
        request = json.loads(request_json)
        op = OPS.get(request.get("op")) if isinstance(request, dict) else None
        if op is None:
            raise CardTableError("bad-request", "The page asked for something unknown.")
        answer = op(request)
    except CardTableError as error:
        answer = {"ok": False, "error": error.as_dict()}
    except json.JSONDecodeError:
        answer = {"ok": False, "error": {"code": "bad-request", "message": "Not JSON."}}
    return json.dumps(answer, ensure_ascii=False)
