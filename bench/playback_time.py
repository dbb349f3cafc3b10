"""How long the page takes to play the other side's moves back, at the default speed.

Plays --games games of each game through the worker's own Table (the computer in seat 1 of the
two-player games, Gate Ruler's invasion playing itself; the player's seat by the default bot),
and for every snapshot takes the log lines the page plays back (as each game's `playbackFrom`
picks them). Each playback is timed two ways:

- before: one line at a time, 800 ms a line (the first release's schedule);
- now: in beats, as web/playback.js does: a beat starts at each event the game's `ACTS` set names
  (read from web/games/<game>/index.js), and a playback takes the normal pace's `turn` ms, a beat at
  most `beat` ms (read from web/playback.js's PACES).

It prints, per game, the median, 95th percentile and worst seconds of a playback, and those of
the first one of a game (what happens before the first tap). Drawing time is not counted: the
page keeps beats to their schedule however long drawing takes.

Usage: PYTHONPATH=py python3 bench/playback_time.py [--games 12]
"""

import argparse
import json
import re
import statistics
from pathlib import Path

from cardtable.core.session import Session
from cardtable.table import Table

WEB = Path(__file__).resolve().parents[1] / "web"
LINE_MS_BEFORE = 800
CPU = 1
OPTIONS = {"gateruler": lambda n: {"l": 1 + n % 6, "r": "wa"[n // 6 % 2]},
           "frontline": lambda n: {"b": CPU}, "dol": lambda n: {"b": CPU}}


def acts(game: str) -> set[str]:
    """The events that start a beat: the game module's ACTS set."""
    source = (WEB / "games" / game / "index.js").read_text()
    return set(re.findall(r'"([a-z-]+)"', re.search(r"const ACTS = new Set\(\[(.*?)\]\)", source)[1]))


def normal_pace() -> tuple[int, int]:
    """(turn ms, beat ms) of the default speed in web/playback.js."""
    found = re.search(r"normal: \{ turn: (\d+), beat: (\d+) \}", (WEB / "playback.js").read_text())
    return int(found[1]), int(found[2])


def playback(game: str, snap: dict, before: dict | None) -> list[dict]:
    """The log lines the page plays back for this snapshot (see each module's playbackFrom)."""
    log = snap["log"]
    if game == "gateruler":
        starts = (i for i, ev in enumerate(log) if ev["e"] == "turn" and ev["side"] == 1)
    elif before and before["view"]["active"] == CPU:
        starts = iter([0])
    else:
        kinds = ("turn", "window") if game == "dol" else ("turn",)
        starts = (i for i, ev in enumerate(log) if ev.get("seat") == CPU and ev["e"] in kinds)
    start = next(starts, None)
    return [] if start is None else log[start:]


def beats(events: list[dict], starters: set[str]) -> int:
    return sum(1 for i, ev in enumerate(events) if i == 0 or ev["e"] in starters)


def playbacks(game: str, games: int) -> list[tuple[bool, list[dict]]]:
    """(first of its game?, lines) of every playback in `games` games."""
    found = []
    for n in range(games):
        table = Table()
        snap, before = table.start(Session(game, OPTIONS[game](n), 1000 + n)), None
        first = True
        while True:
            lines = playback(game, snap, before)
            if lines:
                found.append((first, lines))
                first = False
            session = table.session
            seat = session.game.to_move(session.state)
            if snap["result"] is not None or seat is None:
                break
            bot = session.game.bots()["default"](seat, n * 7 + len(session.actions))
            before, snap = snap, table.play(bot.choose(session.state, session.legal_actions()))
    return found


def figures(seconds: list[float]) -> dict:
    ordered = sorted(seconds)
    return {"median": round(statistics.median(ordered), 1),
            "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1), "max": round(ordered[-1], 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    args = parser.parse_args()
    turn_ms, beat_ms = normal_pace()
    for game in OPTIONS:
        starters = acts(game)
        found = playbacks(game, args.games)
        before = [len(lines) * LINE_MS_BEFORE / 1000 for _, lines in found]
        now = [min(turn_ms, beats(lines, starters) * beat_ms) / 1000 for _, lines in found]
        firsts = [i for i, (first, _) in enumerate(found) if first]
        print(json.dumps({
            "game": game, "playbacks": len(found),
            "before": figures(before), "now": figures(now),
            "first_before": figures([before[i] for i in firsts]),
            "first_now": figures([now[i] for i in firsts]),
        }))


if __name__ == "__main__":
    main()
