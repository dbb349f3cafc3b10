"""What the boards beside the log (core/playback.py) cost: bytes in each snapshot message, and
time in a bot game.

Plays --games games of each game through the worker's own Table, as bench/playback_time.py
does (the computer in seat 1, Gate Ruler's invasion playing itself, the player's seat by the
default bot), and for every snapshot measures the JSON the bridge sends (bridge.handle answers
with json.dumps) with and without its boards, two ways:

- every line: one board per log line, as the table sends them;
- beat ends: only the boards the page draws, the board after the last line of each beat (a beat
  starts at each event in the game's ACTS set, web/games/<game>/index.js) and after the line
  before it, the other lines sent as null: what recording only at beat starts would send.

Bytes are reported per snapshot message, median and max, over the snapshots that have log lines.
Then the same games are played again and again, alternately with the recorder on and with it
off (its watch a no-op, no boards drawn): the time ratio on/off from the sums, and the share of
the on runs spent inside the recorder (copies and views) with that time per snapshot.

Usage: PYTHONPATH=py python3 bench/playback_boards.py [--games 8] [--rounds 3]
"""

import argparse
import contextlib
import json
import statistics
import time
from unittest import mock

from playback_time import OPTIONS, acts

from cardtable.core.playback import BoardRecorder
from cardtable.table import Table


def snapshots(game: str, n: int) -> list[dict]:
    """Every snapshot of one bot game."""
    table = Table()
    snaps = [table.new(game, OPTIONS[game](n), 1000 + n)]
    while snaps[-1]["actions"]:
        session = table.session
        bot = session.game.bots()["default"](session.game.to_move(session.state),
                                             n * 7 + len(session.actions))
        snaps.append(table.play(bot.choose(session.state, session.legal_actions())))
    return snaps


def size(snap: dict) -> int:
    return len(json.dumps(snap, ensure_ascii=False).encode())


def beat_ends(snap: dict, starters: set[str]) -> list:
    """The snapshot's boards with only those after a beat's last line (or after the line before
    a beat) kept."""
    log = snap["log"]
    kept = {i - 1 for i, ev in enumerate(log) if ev["e"] in starters} | {len(log) - 1}
    return [board if i in kept else None for i, board in enumerate(snap["boards"])]


def figures(values: list[int]) -> dict:
    return {"median": int(statistics.median(values)), "max": max(values)}


def bytes_report(game: str, games: int) -> dict:
    starters = acts(game)
    every, ends, messages = [], [], []
    for n in range(games):
        for snap in snapshots(game, n):
            if not snap["log"]:
                continue
            bare = size({**snap, "boards": []})
            every.append(size(snap) - bare)
            ends.append(size({**snap, "boards": beat_ends(snap, starters)}) - bare)
            messages.append(bare)
    return {"game": game, "snapshots": len(every), "message_without_boards": figures(messages),
            "boards_every_line": figures(every), "boards_beat_ends": figures(ends)}


@contextlib.contextmanager
def recording_off():
    """The table as it was before boards: nothing watched, no board drawn."""
    with mock.patch.object(BoardRecorder, "watching", lambda self: contextlib.nullcontext()), \
            mock.patch.object(BoardRecorder, "boards", lambda self, state, start, view: []):
        yield


@contextlib.contextmanager
def recorder_timed(spent: dict):
    """The recorder as it is, the time spent in it added to spent["recorder"]: a reading that
    other work on a loaded machine disturbs less than the difference of two runs."""
    def timed(method):
        def run(*args):
            began = time.perf_counter()
            try:
                return method(*args)
            finally:
                spent["recorder"] += time.perf_counter() - began
        return run
    with mock.patch.object(BoardRecorder, "_line_coming", timed(BoardRecorder._line_coming)), \
            mock.patch.object(BoardRecorder, "boards", timed(BoardRecorder.boards)):
        yield


def time_report(game: str, games: int, rounds: int) -> dict:
    """Seconds for the same games with the recorder on and off, alternating (off first, so a
    cold start does not count against the recorder), the share of the on runs spent in the
    recorder, and that time per snapshot."""
    spent = {"on": 0.0, "off": 0.0, "recorder": 0.0}
    count = 0
    for _ in range(rounds):
        for mode in ("off", "on"):
            with recording_off() if mode == "off" else recorder_timed(spent):
                began = time.perf_counter()
                count = sum(len(snapshots(game, n)) for n in range(games))
                spent[mode] += time.perf_counter() - began
    return {"game": game, "seconds_on": round(spent["on"], 2), "seconds_off": round(spent["off"], 2),
            "ratio": round(spent["on"] / spent["off"], 3),
            "recorder_share": round(spent["recorder"] / spent["on"], 4),
            "recorder_ms_per_snapshot": round(spent["recorder"] * 1000 / rounds / count, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    for game in OPTIONS:
        print(json.dumps(bytes_report(game, args.games)))
    for game in OPTIONS:
        print(json.dumps(time_report(game, args.games, args.rounds)))


if __name__ == "__main__":
    main()
