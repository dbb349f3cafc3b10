"""The scale that turns a game's evaluation into a win chance, measured: the searching bot
scores a position as logistic((evaluate - BIAS) / SCALE), and the hints and the review show
that score as a win chance, so SCALE and BIAS should make it one. This plays games between the
default bots, records each seat's evaluation at the start of each of its turns and whether it
went on to win, and prints the pair with the least log loss. The search scores positions at
that same moment, the start of the bot's next turn, just after the opponent has played its
whole turn; so even a zero-sum evaluation needs a bias there (the opponent's fresh plays are
on the board, the seat's are still in its hand).

    .venv/bin/python bench/win_chance_scale.py frontline|dol|gateruler [games]

Gate Ruler's player is the only seat; its "wins" are the player's, over levels 1 to 4 (5 and 6
are next to never won by the default bot, so they say nothing of the scale).
"""

import argparse
import json
import math

from cardtable.core import registry
from cardtable.simulate import play_game

SCALES = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80)


def samples(game_id: str, games: int) -> list[tuple[float, int]]:
    """(evaluation for a seat at its turn's start, 1 if that seat won else 0) pairs."""
    game = registry.get(game_id)
    rules = game.bots()["hard"].rules          # the evaluation the search scores with
    factory, seats = game.bots()["default"], max(game.seats, 1)
    found = []
    for seed in range(games):
        options = {"l": 1 + seed % 4} if game.seats == 1 else {}
        session = play_game(game_id, options, seed, tuple(factory(s, seed) for s in range(seats)))
        winner = session.game.result(session.state)
        if winner == -1:
            continue
        replay = session.prefix(0)
        last = None
        for index in session.actions:
            seat = replay.game.to_move(replay.state)
            key = (replay.state.turn, seat)
            if key != last:
                last = key
                found.append((rules.evaluate(replay.state, seat), int(winner == seat)))
            replay.play(index)
    return found


def log_loss(pairs: list[tuple[float, int]], scale: float, bias: float) -> float:
    total = 0.0
    for value, won in pairs:
        chance = 1 / (1 + math.exp(-max(-500.0, min(500.0, (value - bias) / scale))))
        chance = min(max(chance, 1e-6), 1 - 1e-6)
        total -= math.log(chance if won else 1 - chance)
    return total / len(pairs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("games", type=int, nargs="?", default=100)
    args = parser.parse_args()
    pairs = samples(args.game, args.games)
    biases = range(-150, 61, 1)
    losses = {(scale, bias): log_loss(pairs, scale, bias) for scale in SCALES for bias in biases}
    scale, bias = min(losses, key=losses.get)
    print(json.dumps({"game": args.game, "games": args.games, "positions": len(pairs),
                      "scale": scale, "bias": bias, "log_loss": round(losses[scale, bias], 4),
                      "log_loss_of_a_coin": round(math.log(2), 4)}))


if __name__ == "__main__":
    main()
