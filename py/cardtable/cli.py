"""The headless command line: `.venv/bin/cardtable simulate|new|replay` (set-up installs it)."""

import argparse
import json
import sys

from .core import registry
from .core.codec import CHALLENGE, SaveError, decode
from .core.protocol import CardTableError
from .core.session import Session
from .remote_cheats import CHEATS
from .remote_match import simulate_remote
from .simulate import simulate


def game_options(game_id: str, level: int | None, decks: str | None = None) -> dict:
    """Gate Ruler takes a level; the two-seat games take the decks, seat 0's letter first."""
    if game_id == "gateruler":
        return {"l": level} if level is not None else {}
    return {"d": decks} if decks is not None else {}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="cardtable", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    sim = commands.add_parser("simulate", help="play whole games between bots")
    sim.add_argument("game", choices=sorted(registry.all_games()))
    sim.add_argument("--level", type=int)
    sim.add_argument("--decks", help="two-seat games: the match-up, e.g. LM (seat 0's deck first)")
    sim.add_argument("--bots", default=None, help="A,B: bot A against bot B")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--check", action="store_true",
                     help="check the card-conservation invariant after every action")
    sim.add_argument("--links", type=argparse.FileType("w"),
                     help="write each finished game's replay fragment here, one a line")
    sim.add_argument("--remote", action="store_true",
                     help="each seat its own engine, passing links only (play by link)")
    sim.add_argument("--cheat", nargs="?", const="deck", choices=sorted(CHEATS),
                     help="with --remote: the friend's phone cheats so (default: deck, a card "
                          "of its deck moved mid-game); the report says game by game whether "
                          "the other phone caught it")

    new = commands.add_parser("new", help="print a challenge link's fragment")
    new.add_argument("game", choices=sorted(registry.all_games()))
    new.add_argument("--level", type=int)
    new.add_argument("--seed", type=int, default=1)

    replay = commands.add_parser("replay", help="replay a save or link and print its outcome")
    replay.add_argument("fragment")

    args = parser.parse_args(argv)
    try:
        if args.command == "simulate":
            bots = tuple((args.bots or "default,default").split(","))
            if len(bots) != 2:
                parser.error("--bots takes two names: A,B")
            if args.remote:
                print(json.dumps(simulate_remote(args.game, bots, args.games, args.seed,
                                                 args.cheat)))
                return
            options = game_options(args.game, args.level, args.decks)
            report = simulate(args.game, options, bots,
                              args.games, args.seed, check=args.check, links=args.links)
            print(json.dumps(report))
        elif args.command == "new":
            session = Session(args.game, game_options(args.game, args.level), args.seed)
            print(session.link(CHALLENGE))
        else:
            print(json.dumps(Session.from_save(decode(args.fragment)).summary()))
    except (CardTableError, SaveError) as error:
        print(json.dumps({"error": error.as_dict()}), file=sys.stderr)
        raise SystemExit(2) from None
