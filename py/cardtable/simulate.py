"""Whole games between bots, for the CLI, the benchmarks and the invariant checks."""

import time

from .core import registry
from .core.session import Session


def play_game(game_id: str, options: dict, seed: int, bots: tuple, first: int = 0,
              check=None) -> Session:
    """Play one game to its end. `bots` are per seat; `first` rotates who sits in seat 0 for
    two-seat games. `check(state)` runs after every action when given."""
    session = Session(game_id, options, seed)
    game = session.game
    session.state.log = None
    while (seat := game.to_move(session.state)) is not None:
        bot = bots[(seat + first) % len(bots)]
        session.play(bot.choose(session.state, session.legal_actions()))
        if check is not None:
            check(session.state)
    return session


def simulate(game_id: str, options: dict, bot_names: tuple[str, str], games: int, seed: int,
             check: bool = False, links=None) -> dict:
    """Play `games` games and report them from bot A's side; with `check`, the game's
    invariants are verified after every action."""
    game = registry.get(game_id)
    checker = game.check if check else None
    factories = game.bots()
    for name in bot_names:
        if name not in factories:
            raise SystemExit(f"unknown bot {name!r}; {game_id} has {sorted(factories)}")
    wins = losses = draws = turns = actions = 0
    started = time.perf_counter()
    for number in range(games):
        game_seed = (seed * 1_000_003 + number) & 0xFFFFFFFF
        first = number % 2 if game.seats == 2 else 0
        bots = tuple(factories[name](seat, game_seed ^ (seat + 1) * 7919)
                     for seat, name in enumerate(bot_names[:max(game.seats, 1)]))
        session = play_game(game_id, options, game_seed, bots, first, checker)
        winner = game.result(session.state)
        a_seat = first if game.seats == 2 else 0
        if winner == -1:
            draws += 1
        elif winner == a_seat:
            wins += 1
        else:
            losses += 1
        turns += game.turn(session.state)
        actions += len(session.actions)
        if links is not None:
            links.write(session.fragment() + "\n")
    return {
        "game": game_id, "options": options, "bots": list(bot_names), "games": games,
        "wins": wins, "losses": losses, "draws": draws,
        "mean_turns": round(turns / games, 2) if games else 0,
        "actions": actions, "seconds": round(time.perf_counter() - started, 3),
    }
