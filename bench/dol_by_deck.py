"""DoL balance where `simulate`'s bot-A total hides it: wins by ready-made deck and by the first
player, default bot against default bot, with decks and seats alternating.

    .venv/bin/python bench/dol_by_deck.py [games] [--jobs N]

Game n is seed n, so the figures do not depend on how many processes share the games: --jobs
only shortens the wait (a 1,000-game run is about 45 minutes of one core), which is what a
rebalance needs, since screens of a hundred or two games are too noisy to choose by.
"""

import argparse
import json
import sys
from multiprocessing import Pool

from cardtable.dol.bots import PlannerBot
from cardtable.simulate import play_game


def play(seed: int) -> tuple[str, int | None, bool]:
    """One game: its decks (seat 0's first), the winning seat (None for a draw), and whether
    the first player won."""
    decks = "RB" if seed % 2 else "BR"
    state = play_game("dol", {"d": decks}, seed, (PlannerBot(0, seed), PlannerBot(1, seed))).state
    winner = state.winner if state.winner in (0, 1) else None
    return decks, winner, winner is not None and winner == state.first


def measure(games: int, jobs: int = 1) -> dict:
    by_deck = {"R": 0, "B": 0}
    first = draws = 0
    with Pool(jobs) as pool:
        for done, (decks, winner, first_won) in enumerate(pool.imap(play, range(games)), 1):
            if winner is None:
                draws += 1
            else:
                by_deck[decks[winner]] += 1
                first += first_won
            print(f"{done} games: {by_deck}, first player {first}", file=sys.stderr, flush=True)
    return {"games": games, "wins_by_deck": by_deck, "first_player_wins": first, "draws": draws}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("--jobs", type=int, default=1, help="processes to share the games")
    args = parser.parse_args()
    print(json.dumps(measure(args.games, args.jobs)))
