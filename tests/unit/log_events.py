"""Engine events from real games, recorded for the page's log words on node's test runner
(tests/js/log.test.mjs): tests/fixtures/log_events.json.

Each game is played through the page's own door (cardtable.table.Table, as the worker runs it)
against the computer, the player's moves chosen by the greedy bot, and each answer's `log` is
kept as the page receives it, with the snapshot fields the words read (options, viewer) and the
catalog entries of the cards the events name. test_log_events_fixture.py checks that the file is
what the engine records today; after a change to the engine's events, write it again:

    PYTHONPATH=py .venv/bin/python tests/unit/log_events.py
"""

from __future__ import annotations

import json
from pathlib import Path

from cardtable.core import registry
from cardtable.core.session import Session
from cardtable.table import Table

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "log_events.json"
# game -> (options against the computer, seeds): between them, the games of these seeds hold
# every kind of event the engine wrote in the first twelve seeds' games (Frontline's redraw in
# none of them), in as few games as that takes.
GAMES = {
    "dol": ({"b": 1}, [7, 8]),
    "frontline": ({"b": 1}, [4, 8]),
    "gateruler": ({"l": 2}, [9]),
}
# Games whose events the greedy player never brings about, played by the default bot instead:
# a set card of yours springing on an attacker (the greedy player sets none).
BY_DEFAULT_BOT = {"gateruler": ({"l": 3}, [1])}


def play(game: str, options: dict, seed: int, bot: str = "greedy") -> dict:
    """One game to its end: the options and viewer of its snapshots, and every answer's log."""
    table = Table()
    snap = table.start(Session(game, options, seed))
    answers = [snap["log"]]
    while snap["actions"]:
        session = table.session
        snap = table.play(session.bot(bot).choose(session.state, session.legal_actions()))
        answers.append(snap["log"])
    return {"options": snap["options"], "viewer": snap["viewer"], "answers": answers}


def named(value, ids: set[str]) -> set[str]:
    """The strings anywhere in value that are card ids."""
    if isinstance(value, str):
        return {value} & ids
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(*(named(item, ids) for item in value))
    return set()


def record() -> dict:
    """game -> {catalog: the cards the events name, and the rest of the catalog as sent;
    games: [play(...)]}."""
    fixture = {}
    for game, (options, seeds) in GAMES.items():
        games = [play(game, options, seed) for seed in seeds]
        if game in BY_DEFAULT_BOT:
            default_options, default_seeds = BY_DEFAULT_BOT[game]
            games += [play(game, default_options, seed, "default") for seed in default_seeds]
        catalog = registry.get(game).catalog()
        cards = catalog["cards"]
        used = named([g["answers"] for g in games], set(cards))
        fixture[game] = {"catalog": {**catalog, "cards": {i: cards[i] for i in sorted(used)}},
                         "games": games}
    return fixture


def as_text(fixture: dict) -> str:
    return json.dumps(fixture, ensure_ascii=False, indent=None, separators=(",", ":"),
                      sort_keys=True) + "\n"


if __name__ == "__main__":
    FIXTURE.write_text(as_text(record()), encoding="utf-8")
    print(f"wrote {FIXTURE} ({FIXTURE.stat().st_size} bytes)")
