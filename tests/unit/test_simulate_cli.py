"""Whole games through `simulate` and the command line."""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.core.codec import REPLAY, decode
from cardtable.core.session import Session
from cardtable.gateruler import GAME
from cardtable.simulate import simulate

ROOT = Path(__file__).resolve().parents[2]


def cli(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    done = subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                          text=True, env=env, check=False)
    return done


@pytest.mark.parametrize("level", range(1, 7))
@pytest.mark.parametrize("bots", [("random", "random"), ("default", "default")])
def test_games_keep_every_card(level, bots, monkeypatch):
    """Card conservation after every action, at every level, with every kind of player: the
    check runs once per action (a run that skipped it would keep nothing)."""
    checked = []
    original = GAME.check
    monkeypatch.setattr(GAME, "check", lambda state: (checked.append(1), original(state)))
    report = simulate("gateruler", {"l": level}, bots, 20, level, check=True)
    assert report["wins"] + report["losses"] + report["draws"] == 20
    assert len(checked) == report["actions"] > 20


def test_simulate_same_arguments_same_output():
    first = cli("simulate", "gateruler", "--level", "2", "--games", "10", "--seed", "4")
    second = cli("simulate", "gateruler", "--level", "2", "--games", "10", "--seed", "4")
    a, b = json.loads(first.stdout), json.loads(second.stdout)
    for timed in ("seconds", "bot_a"):  # wall-clock figures
        a.pop(timed), b.pop(timed)
    assert a == b and a["games"] == 10


def test_planner_beats_random_at_level_one():
    planner = simulate("gateruler", {"l": 1}, ("default", "default"), 40, 9)
    random = simulate("gateruler", {"l": 1}, ("random", "random"), 40, 9)
    assert planner["wins"] > random["wins"] + 10


def test_simulate_reports_bot_a_decision_times():
    report = simulate("frontline", {}, ("greedy", "random"), 2, 3)
    times = report["bot_a"]
    assert times["decisions"] > 10
    assert 0 <= times["median_ms"] <= times["p95_ms"] <= times["max_ms"]


def test_new_and_replay_commands(tmp_path):
    fragment = cli("new", "gateruler", "--level", "4", "--seed", "8").stdout.strip()
    assert len(fragment) <= 40
    summary = json.loads(cli("replay", fragment).stdout)
    assert summary["game"] == "gateruler" and summary["result"] is None
    links = tmp_path / "links.txt"
    cli("simulate", "gateruler", "--games", "3", "--links", str(links))
    lines = links.read_text().split()
    assert len(lines) == 3 and all(decode(line).kind == REPLAY for line in lines)
    assert json.loads(cli("replay", lines[0]).stdout)["result"] is not None


def test_replay_of_a_bad_link_says_why():
    done = cli("replay", "####")
    assert done.returncode == 2 and "corrupt" in done.stderr


def test_two_seat_games_report_wins_by_first_player_and_by_deck():
    """Bot A alternates seats, so its own tally hides the seat and the deck: the report counts
    both over every game, and each count agrees with the games' own results."""
    report = simulate("frontline", {"d": "LM"}, ("random", "random"), 6, 5)
    seat, decks = report["by_seat"], report["by_deck"]
    assert seat["first"] + seat["second"] + seat["draws"] == 6
    assert seat["first_rate"] == round(seat["first"] / 6, 3)
    assert set(decks) == {"L", "M"} and all(tally["games"] == 6 for tally in decks.values())
    assert decks["L"]["wins"] + decks["M"]["wins"] == 6 - seat["draws"]
    mirror = simulate("frontline", {"d": "LL"}, ("random", "random"), 2, 5)["by_deck"]
    assert mirror == {"L": {"games": 4, "wins": 2, "rate": 0.5}}


def test_first_player_and_deck_counts_follow_the_games():
    """Recount one game by hand: its winner's deck and its first seat's result."""
    links = io.StringIO()
    report = simulate("frontline", {"d": "ML"}, ("random", "random"), 1, 8, links=links)
    session = Session.from_save(decode(links.getvalue().strip()))
    winner, first = session.state.winner, session.state.first
    assert report["by_seat"]["first"] == (winner == first)
    assert report["by_deck"]["ML"[winner]]["wins"] == 1


def test_solo_games_report_no_seats():
    report = simulate("gateruler", {"l": 1}, ("random", "random"), 1, 2)
    assert "by_seat" not in report and "by_deck" not in report


def test_cli_takes_the_decks():
    report = json.loads(cli("simulate", "frontline", "--decks", "MM", "--games", "1",
                            "--bots", "random,random").stdout)
    assert report["options"] == {"d": "MM"} and set(report["by_deck"]) == {"M"}
