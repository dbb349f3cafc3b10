"""Measures the reason for DoL's departure "ready-dimension": games between the greedy bots with
the engine's stand-up phase (rested dimension cards stand up too) against the rulebook's literal
one (only the field stands up, so a rested dimension card stays rested for good).

    .venv/bin/python bench/dol_literal_standup.py [games]

Prints, for each rule, the median number of turns, how many games ended by a deck running out
and how many by life, and the first player's wins.
"""

import sys
from statistics import median

from cardtable.dol import mechanics, turns
from cardtable.simulate import play_game


def literal_start_turn(state, seat):
    """turns.start_turn with the rulebook's words only: the field stands up, not the
    dimension zone."""
    state.turn += 1
    state.active = seat
    state.phase = turns.MAIN
    state.moment = ""
    state.note("turn", seat=seat, number=state.turn)
    state.rested.difference_update(turns.field_uids(state, seat))
    mechanics.fire(state, seat, "turn_start")
    if state.winner is None:
        first_turns = state.turn <= 2
        mechanics.draw(state, seat, turns.FIRST_TURN_DRAWS[state.turn - 1] if first_turns
                       else turns.DRAWS)


def measure(games: int) -> dict:
    from cardtable.dol.bots import GreedyBot

    lengths, deck_outs, firsts = [], 0, 0
    for seed in range(games):
        session = play_game("dol", {"d": "RB" if seed % 2 else "BR"}, seed,
                            (GreedyBot(0, seed), GreedyBot(1, seed)))
        state = session.state
        lengths.append(state.turn)
        deck_outs += min(state.life) > 0
        firsts += state.winner == state.first
    return {"median_turns": median(lengths), "deck_outs": deck_outs,
            "by_life": games - deck_outs, "first_player_wins": firsts, "games": games}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    print("engine (dimension stands up):", measure(games))
    engine = turns.start_turn
    turns.start_turn = literal_start_turn
    try:
        print("rulebook's words (field only):", measure(games))
    finally:
        turns.start_turn = engine


if __name__ == "__main__":
    main()
