"""Random-play actions per second of every engine on CPython (the browser's figure comes from
bench/boot.py, which runs the same games in Pyodide through the bridge's "speed" request).

    .venv/bin/python bench/engine_speed.py [--games N]
"""

import argparse
import json
import time

from cardtable.core import registry
from cardtable.simulate import simulate


def copy_cost(game_id: str, copies: int = 20_000) -> float:
    """Microseconds to copy a mid-game state, which is what a searching bot pays per node."""
    from cardtable.core.session import Session

    session = Session(game_id, {}, 1)
    for _ in range(3):
        session.play(0)
    state = session.state
    started = time.perf_counter()
    for _ in range(copies):
        state.copy()
    return (time.perf_counter() - started) / copies * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    results = {}
    for game_id in registry.all_games():
        report = simulate(game_id, {}, ("random", "random"), args.games, 1)
        results[game_id] = {
            "games": report["games"], "actions": report["actions"],
            "actions_per_second": round(report["actions"] / report["seconds"]),
            "state_copy_us": round(copy_cost(game_id), 2),
        }
    print(json.dumps(results))


if __name__ == "__main__":
    main()
