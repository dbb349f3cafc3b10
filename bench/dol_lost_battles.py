"""How often the DoL bots declare a battle forecast to lose, and how often that battle is lethal
for the bot itself (issue 12: 50 of 355 battles in a sample, 37 immediately lethal).

    .venv/bin/python bench/dol_lost_battles.py [games] [--unguarded]

--unguarded measures the bots without their hold-back (bots.battle_lost_in_advance off), as
they played before it. Games are default bot against default bot, the decks alternating.
"""

import sys

from cardtable.core.session import Session
from cardtable.dol import GAME, bots
from cardtable.dol.battle import forecast


def measure(games: int) -> dict:
    battles = lost = lethal = 0
    for seed in range(games):
        session = Session("dol", {"d": "RB" if seed % 2 else "BR"}, seed)
        session.state.log = None
        players = [bots.PlannerBot(seat, seed) for seat in (0, 1)]
        while (seat := GAME.to_move(session.state)) is not None:
            state = session.state
            actions = session.legal_actions()
            index = players[seat].choose(state, actions)
            if actions[index] == ("battle",):
                battles += 1
                outlook = forecast(state)
                mine, theirs = outlook["power"]
                if outlook["kind"] == "captains" and mine < theirs:
                    lost += 1
                    lethal += theirs - mine >= state.life[state.active]
            session.play(index)
    return {"games": games, "battles": battles, "forecast_lost": lost, "lethal_for_itself": lethal}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 20
    if "--unguarded" in sys.argv:
        bots.battle_lost_in_advance = lambda state: False
    print(measure(games))


if __name__ == "__main__":
    main()
