"""How far can strong play go at a Gate Ruler level? A whole-turn search player for the README.

    .venv/bin/python bench/gateruler_strong.py --level 5 --games 30 [--oracle] [--nodes 1000]

The default bot looks one action ahead. This player tries every order of its whole turn (up to
--nodes distinct positions), ends the turn after each, lets the invasion play its fixed turn and
scores what is left with the default bot's evaluation. A fair player averages each line over
--worlds re-deals of both hidden decks, as the default bot guesses; --oracle sees the real decks
instead: an upper bound that no player can beat. Game seeds are those of `simulate --seed 1`.
"""

import argparse
import time

from cardtable.core.rng import Rng
from cardtable.core.session import Session
from cardtable.gateruler import GAME
from cardtable.gateruler.bots import WIN, PlannerBot, determinize
from cardtable.gateruler.player import END, apply, legal_actions
from cardtable.gateruler.state import PLAYER, State

EVALUATION = PlannerBot(PLAYER, 0)


def outcome(state: State) -> float | None:
    if state.winner is None:
        return None
    return WIN if state.winner == PLAYER else -WIN


def after_turn(world: State, line: list) -> float:
    """Play the line while it stays legal in this world, end the turn, score the invasion's."""
    state = world.copy()
    for action in line:
        if state.winner is not None or action not in legal_actions(state):
            break
        apply(state, action)
    if state.winner is None:
        apply(state, END)
    value = outcome(state)
    return EVALUATION.score(state) if value is None else value


def turn_lines(start: State, nodes: int):
    """Every line of actions from the start of a turn, each distinct position once."""
    seen = set()
    stack = [[]]
    while stack and len(seen) < nodes:
        line = stack.pop()
        state = start.copy()
        for action in line:
            apply(state, action)
        key = GAME.fingerprint(state)
        if key in seen:
            continue
        seen.add(key)
        yield line
        if state.winner is None:
            stack += [line + [action] for action in legal_actions(state) if action != END]


def best_turn(state: State, worlds: list[State], nodes: int) -> list:
    scored = ((sum(after_turn(world, line) for world in worlds) / len(worlds), line)
              for line in turn_lines(worlds[0], nodes))
    return max(scored, key=lambda pair: pair[0])[1] + [END]


def play_game(level: int, ruler: str, seed: int, args) -> bool:
    session = Session("gateruler", {"l": level, "r": ruler}, seed)
    rng = Rng(seed ^ 0x5EED)
    while session.state.winner is None:
        state = session.state
        worlds = ([state] if args.oracle
                  else [determinize(state, rng) for _ in range(args.worlds)])
        for action in best_turn(state, worlds, args.nodes):
            actions = legal_actions(session.state)
            if session.state.winner is not None or action not in actions:
                break
            session.play(actions.index(action))
            if action == END:
                break
    return session.state.winner == PLAYER


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", type=int, default=5)
    parser.add_argument("--ruler", default="w")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--nodes", type=int, default=1000)
    parser.add_argument("--worlds", type=int, default=4)
    parser.add_argument("--oracle", action="store_true")
    args = parser.parse_args()
    started = time.perf_counter()
    wins = sum(play_game(args.level, args.ruler, (1 * 1_000_003 + n) & 0xFFFFFFFF, args)
               for n in range(args.games))
    kind = "oracle" if args.oracle else f"fair, {args.worlds} worlds"
    print(f"level {args.level}, ruler {args.ruler}, {kind}, {args.nodes} nodes: "
          f"{wins}/{args.games} wins in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
