"""Whole games between bots, for the CLI, the benchmarks and the invariant checks."""

import time

from .core import registry
from .core.codec import REPLAY
from .core.session import Session


def play_game(game_id: str, options: dict, seed: int, bots: tuple, first: int = 0,
              check=None, timings: list | None = None) -> Session:
    """Play one game to its end. `bots` are per seat; `first` rotates who sits in seat 0 for
    two-seat games. `check(state)` runs after every action when given; `timings` collects
    the seconds bot A (bots[0]) spent on each of its decisions with more than one choice."""
    session = Session(game_id, options, seed)
    game = session.game
    session.state.log = None
    while (seat := game.to_move(session.state)) is not None:
        which = (seat + first) % len(bots)
        actions = session.legal_actions()
        started = time.perf_counter()
        index = bots[which].choose(session.state, actions)
        if timings is not None and which == 0 and len(actions) > 1:
            timings.append(time.perf_counter() - started)
        session.play(index)
        if check is not None:
            check(session.state)
    return session


def decision_times(timings: list) -> dict:
    """Median, 95th percentile and worst of bot A's decisions, in milliseconds."""
    if not timings:
        return {"decisions": 0}
    ordered = sorted(timings)
    return {"decisions": len(ordered),
            "median_ms": round(ordered[len(ordered) // 2] * 1000, 2),
            "p95_ms": round(ordered[int(len(ordered) * 0.95)] * 1000, 2),
            "max_ms": round(ordered[-1] * 1000, 2)}


def simulate(game_id: str, options: dict, bot_names: tuple[str, str], games: int, seed: int,
             check: bool = False, links=None) -> dict:
    """Play `games` games and report them from bot A's side; with `check`, the game's
    invariants are verified after every action.

    Bot A sits in seat 0 in even-numbered games and seat 1 in odd ones, so `wins`, `losses`
    and `draws` (bot A's) can hide a seat or a deck that wins far more often. Two-seat games
    therefore also report, over every game whoever played it:
      - `by_seat`: {"first": games won by the player who took the first turn, "second": games
        won by the other, "draws": n, "first_rate": first / games};
      - `by_deck`: for each deck that sat at the table (a ready-made deck's letter, or
        "custom"), {"games": games it played, "wins": games it won, "rate": wins / games}.
        In a mirror match-up (options "d": "LL") the deck plays both seats of each game.
    """
    game = registry.get(game_id)
    checker = game.check if check else None
    factories = game.bots()
    for name in bot_names:
        if name not in factories:
            raise SystemExit(f"unknown bot {name!r}; {game_id} has {sorted(factories)}")
    wins = losses = draws = turns = actions = 0
    balance = Balance() if game.seats == 2 else None
    timings: list = []
    started = time.perf_counter()
    for number in range(games):
        game_seed = (seed * 1_000_003 + number) & 0xFFFFFFFF
        first = number % 2 if game.seats == 2 else 0
        bots = tuple(factories[name](seat, game_seed ^ (seat + 1) * 7919)
                     for seat, name in enumerate(bot_names[:max(game.seats, 1)]))
        session = play_game(game_id, options, game_seed, bots, first, checker, timings)
        winner = game.result(session.state)
        a_seat = first if game.seats == 2 else 0
        if winner == -1:
            draws += 1
        elif winner == a_seat:
            wins += 1
        else:
            losses += 1
        if balance is not None:
            balance.count(game.seat_decks(session.options), game.first_seat(session.state),
                          winner)
        turns += game.turn(session.state)
        actions += len(session.actions)
        if links is not None:
            links.write(session.link(REPLAY) + "\n")
    report = {
        "game": game_id, "options": options, "bots": list(bot_names), "games": games,
        "wins": wins, "losses": losses, "draws": draws,
        "mean_turns": round(turns / games, 2) if games else 0,
        "actions": actions, "seconds": round(time.perf_counter() - started, 3),
        "bot_a": decision_times(timings),
    }
    return report | (balance.report(games) if balance is not None else {})


class Balance:
    """Two-seat games' wins by seat order and by deck, whichever bot played them."""

    def __init__(self) -> None:
        self.seat = {"first": 0, "second": 0, "draws": 0}
        self.decks: dict[str, dict] = {}

    def count(self, decks: tuple[str, str], first: int, winner: int) -> None:
        if winner == -1:
            self.seat["draws"] += 1
        else:
            self.seat["first" if winner == first else "second"] += 1
        for seat, deck in enumerate(decks):
            tally = self.decks.setdefault(deck, {"games": 0, "wins": 0})
            tally["games"] += 1
            tally["wins"] += seat == winner

    def report(self, games: int) -> dict:
        return {
            "by_seat": self.seat | {"first_rate": _rate(self.seat["first"], games)},
            "by_deck": {deck: tally | {"rate": _rate(tally["wins"], tally["games"])}
                        for deck, tally in sorted(self.decks.items())},
        }


def _rate(part: int, whole: int) -> float:
    return round(part / whole, 3) if whole else 0.0
