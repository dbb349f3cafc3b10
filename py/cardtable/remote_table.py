"""A game against a friend on another phone, played by link (core/remote.py), as the page
plays it: the bridge's remote ops (bridge.py only dispatches to them).

The worker holds one RemoteSeat at a time, the game on screen; the page keeps every remote game
in progress as its record (`RemoteSeat.record()`, bytes in base64url so it fits JSON) and hands
it back whenever it opens one, so a new worker or another game on screen costs nothing. Every answer is a snapshot shaped like the normal table's
(table.py), its boards drawn from this seat's eyes like its view, so the game's own board draws
it, with a "remote" part beside it: this seat, whose move it is, the link to send (made as soon
as the game passes to the friend or ends), once both secrets are shown the end's check (until
then a finished game's result is unverified), and the game kept in a link of its own
(remote_keep.py) for a browser that will not store it.
A request that fails leaves the seat in the worker, and the page's record, as they were.
"""

import hashlib
import json
import secrets

from .core import base64url, registry
from .core.codec import SaveError
from .core.playback import BoardRecorder
from .core.protocol import CardTableError
from .core.remote import KIND, RemoteError, RemoteSeat, decode_link
from .remote_keep import decode_kept, encode_kept
from .table import MAX_LOG_ON_OPEN

REMOTE = KIND          # the "link" an open answer names for a remote link
DEFAULT_GAME = "frontline"


def _rules(game_id):
    game = registry.get(game_id if isinstance(game_id, str) else "")
    if game.remote is None:
        raise CardTableError("bad-request", f"{game.id} cannot be played by link yet.")
    return game


def game_id_hex(link_or_seat) -> str:
    """The id the page keys a remote game by: its game id, in hex."""
    return link_or_seat.game_id.hex()


def peek(fragment: str) -> dict:
    """What the page needs to route a remote link before taking it: the game it belongs to, and
    whether it is an invitation (the only link a phone without that game may take)."""
    link = decode_link(fragment)
    invitation = link.seq == 0
    return {"ok": True, "link": REMOTE, "remote": {
        "id": game_id_hex(link), "invitation": invitation, "kept": False,
        "game": link.body.get("g") if invitation else None,
        "decks": link.body.get("d") if invitation else None}}


def peek_kept(fragment: str) -> dict:
    """A kept link's peek (remote_keep.py): the game it keeps, restored by remote_restore."""
    record = decode_kept(fragment)
    return {"ok": True, "link": REMOTE, "remote": {
        "id": base64url.decode(record["id"]).hex(), "invitation": False,
        "kept": True, "game": None, "decks": None}}


def open_or_peek(fragment, decode):
    """codec.decode(fragment), or, when the save codec refuses it and it reads as a remote link
    or a kept game (codec.py's links start with another format or kind), its peek; else the
    save codec's error, so every old link opens, and fails, as it did."""
    try:
        return decode(fragment)
    except SaveError as error:
        if not isinstance(fragment, str):
            raise
        for read in (peek, peek_kept):
            try:
                return read(fragment)
            except RemoteError:
                pass
        raise error from None


def encode_record(seat: RemoteSeat) -> dict:
    record = seat.record()
    return {**record, "secret": base64url.encode(record["secret"]),
            "coin": base64url.encode(record["coin"]), "id": base64url.encode(record["id"]),
            "game": seat.rules.game_id}


def decode_record(record) -> RemoteSeat:
    """The seat a page's record holds, or RemoteError("corrupt") when it cannot be one."""
    try:
        game = _rules(record.get("game", DEFAULT_GAME))
        links, pending = record["links"], record["pending"]
        if (record["seat"] not in (0, 1) or not isinstance(links, list) or not links
                or not all(isinstance(link, str) for link in links)
                or not isinstance(pending, list) or not isinstance(record["decks"], str)):
            raise TypeError("not a record")
        seat = RemoteSeat.restore(game.remote, {
            "seat": record["seat"], "secret": base64url.decode(record["secret"]),
            "coin": base64url.decode(record["coin"]), "id": base64url.decode(record["id"]),
            "decks": record["decks"], "links": links, "pending": pending,
            "proof": record.get("proof")})
    except RemoteError:
        raise
    except Exception:  # noqa: BLE001 -- a record is the page's storage: whatever is wrong with it, say so
        raise RemoteError("corrupt", "This saved game cannot be read.") from None
    return seat


class RemoteTable:
    """The remote game on screen in this worker."""

    def __init__(self) -> None:
        self.seat: RemoteSeat | None = None
        self.recorder = BoardRecorder()   # the boards of the lines the next snapshot sends

    # -- the ops ---------------------------------------------------------------------------
    def invite(self, request: dict) -> dict:
        game = _rules(request.get("game", DEFAULT_GAME))
        decks = request.get("decks", game.default_decks)
        if not game.remote.valid_decks(decks):
            raise CardTableError("bad-request", "Those decks are not a match-up of the game.")
        seat, _ = RemoteSeat.invite(game.remote, decks, secrets.token_bytes(16),
                                    secrets.token_bytes(16), secrets.token_bytes(8))
        return self._show(seat, 0)

    def accept(self, request: dict) -> dict:
        link = decode_link(request.get("fragment") or "")
        game = _rules(link.body.get("g"))
        seat, _ = RemoteSeat.accept(game.remote, link, secrets.token_bytes(16),
                                    secrets.token_bytes(16))
        return self._show(seat, 0)

    def load(self, request: dict) -> dict:
        """The page's stored game, back on the worker (opened from the menu, or a new
        worker)."""
        return self._show(decode_record(request.get("record")), 0)

    def restore(self, request: dict) -> dict:
        """A game kept in a link (remote_keep.py) back on this phone. `record` is the game this
        phone has stored under the same id, if any: it is shown instead when it has gone further
        than the kept copy (it holds every link of it and more), so an old copy never takes a
        game back."""
        copy = decode_kept(request.get("fragment") or "")
        kept = decode_record(copy)
        stored = request.get("record")
        if stored is None:
            return self._show(kept, 0)
        seat = decode_record(stored)
        if seat.game_id != kept.game_id or seat.seat != kept.seat:
            raise RemoteError("other-seat", "This link keeps the other side of the game.")
        ahead = (stored["links"][:len(copy["links"])] == copy["links"]
                 and (len(stored["links"]), len(stored["pending"]))
                 >= (len(copy["links"]), len(copy["pending"])))
        return self._show(seat if ahead else kept, 0)

    def receive(self, request: dict) -> dict:
        """The friend's link taken into the stored game it belongs to; `before` is this seat's
        board before it, so the page can play the friend's moves back from there."""
        seat = decode_record(request.get("record"))
        link = decode_link(request.get("fragment") or "")
        before = self._board(seat) if seat.state is not None else None
        log_at = len(seat.state.log) if seat.state is not None else 0
        if not seat.take_proof(link):
            with self.recorder.watching():
                seat.receive(link)
            self._send_if_due(seat)
        return {**self._show(seat, log_at), "before": before}

    def act(self, request: dict) -> dict:
        seat = self._current()
        index = request.get("index")
        actions = self._actions(seat)
        if type(index) is not int or not 0 <= index < len(actions):
            raise CardTableError("illegal-action", "That move is not offered now.")
        log_at = len(seat.state.log)
        with self.recorder.watching():
            seat.play(actions[index])
        self._send_if_due(seat)
        return self._show(seat, log_at)

    def resign(self, request: dict) -> dict:
        """This phone's player gives the game up on their move: the link that says so is made
        at once, as any end's is."""
        seat = self._current()
        if not self._actions(seat):
            raise CardTableError("not-your-turn", "You can resign on your own move only.")
        log_at = len(seat.state.log)
        with self.recorder.watching():
            seat.resign()
        self._send_if_due(seat)
        return self._show(seat, log_at)

    def view(self, request: dict) -> dict:
        seat = self._current()
        return self._show(seat, len(seat.state.log) if seat.state is not None else 0)

    def last_link(self, request: dict) -> dict:
        """The last link this phone sent (to send again when the friend lost it)."""
        seat = self._current()
        return {"ok": True, "link": seat.sent.encode()}

    # -- helpers ---------------------------------------------------------------------------
    def _current(self) -> RemoteSeat:
        if self.seat is None:
            raise CardTableError("no-game", "No game with a friend is open.")
        return self.seat

    @staticmethod
    def _actions(seat: RemoteSeat) -> list:
        if seat.state is None or seat.over() or seat.to_move() != seat.seat:
            return []
        return seat.rules.legal_actions(seat.state)

    @staticmethod
    def _send_if_due(seat: RemoteSeat) -> None:
        """Make the next link as soon as it is due: the friend's move, or the end (each phone
        shows its secret once). Made here, not on request, so the link and the moves it
        carries are in the record together."""
        if seat.state is None or seat.sent.seq > seat.received.seq:
            return
        over = seat.over()
        if (over and "s" not in seat.sent.body) or (not over and seat.to_move() != seat.seat):
            seat.link()

    @staticmethod
    def _board(seat: RemoteSeat) -> dict:
        game = registry.get(seat.rules.game_id)
        view = game.view(seat.state, seat.seat)
        return {"view": view, "to_move": seat.to_move()}

    def _show(self, seat: RemoteSeat, log_at: int) -> dict:
        """The snapshot of `seat` (which becomes the worker's game), with the log from
        `log_at`."""
        self.seat = seat
        game = registry.get(seat.rules.game_id)
        state = seat.state
        waiting = seat.sent.seq > (seat.received.seq if seat.received else -1)
        verdict = seat.verify() if "s" in seat.theirs else None
        actions = self._actions(seat)
        record = encode_record(seat)
        remote = {
            "id": game_id_hex(seat), "seat": seat.seat, "decks": seat.decks,
            "mine": bool(actions), "waiting": waiting and not verdict,
            "send": seat.sent.encode() if waiting else None,
            "last": seat.sent.encode(), "started": state is not None, "over": seat.over(),
            # Over, and the friend's last link (its secret: the proof) not in yet.
            "unverified": seat.over() and verdict is None,
            "verdict": None if verdict is None else {
                "verified": verdict.verified, "step": verdict.step, "why": verdict.why},
            "record": record,
            "keep": encode_kept(record),
        }
        view = game.view(state, seat.seat) if state is not None else None
        first = max(log_at, len(state.log) - MAX_LOG_ON_OPEN) if state is not None else 0
        boards = [] if state is None else self.recorder.boards(
            state, first, lambda board: game.view(board, seat.seat))
        return {
            "ok": True, "game": game.id, "mode": "remote",
            "options": {"b": 1 - seat.seat, "d": seat.decks},
            "seed": 0, "moves": len(seat.steps), "seats": game.seats,
            "ruleset": seat.rules.ruleset, "older_rules": seat.rules.ruleset != game.ruleset,
            "to_move": seat.to_move(), "viewer": seat.seat,
            "view": view,
            "result": game.result(state) if state is not None else None,
            "turn": game.turn(state) if state is not None else 0,
            "length": game.length(state) if state is not None else None,
            "score": game.score(state) if state is not None else {},
            "hash": hashlib.sha256(json.dumps(view, sort_keys=True).encode()).hexdigest()[:16],
            "fragment": seat.links[-1], "challenge": None, "links": {}, "rival": None,
            "actions": [dict(game.describe(state, action), index=index)
                        for index, action in enumerate(actions)],
            "log": state.log[first:] if state is not None else [],
            "boards": boards,
            "resigned": seat.resigned(),
            "remote": remote,
        }


REMOTE_TABLE = RemoteTable()

OPS = {"remote_invite": REMOTE_TABLE.invite, "remote_accept": REMOTE_TABLE.accept,
       "remote_load": REMOTE_TABLE.load, "remote_receive": REMOTE_TABLE.receive,
       "remote_act": REMOTE_TABLE.act, "remote_resign": REMOTE_TABLE.resign,
       "remote_view": REMOTE_TABLE.view, "remote_restore": REMOTE_TABLE.restore,
       "remote_link": REMOTE_TABLE.last_link}
