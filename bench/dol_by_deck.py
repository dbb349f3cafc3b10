"""DoL balance where `simulate`'s bot-A total hides it: wins by ready-made deck and by the first
player, default bot against default bot, with decks and seats alternating.

    .venv/bin/python bench/dol_by_deck.py [games]

A stopgap until simulate's JSON reports wins by seat and by deck for every two-seat game.
"""

import json
import sys

from cardtable.dol.bots import PlannerBot
from cardtable.simulate import play_game


def measure(games: int) -> dict:
    by_deck = {"R": 0, "B": 0}
    first = draws = 0
    for seed in range(games):
        decks = "RB" if seed % 2 else "BR"
        players = (PlannerBot(0, seed), PlannerBot(1, seed))
        state = play_game("dol", {"d": decks}, seed, players).state
        if state.winner not in (0, 1):
            draws += 1
            continue
        by_deck[decks[state.winner]] += 1
        first += state.winner == state.first
        print(f"{seed + 1} games: {by_deck}, first player {first}", file=sys.stderr, flush=True)
    return {"games": games, "wins_by_deck": by_deck, "first_player_wins": first, "draws": draws}


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 200)))
