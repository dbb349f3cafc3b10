"""The boards the engine records for a playback (core/playback.py): every snapshot sends one
board per log line, the board after that line from the seat the page shows; the last is the
snapshot's own view; none shows the other seat's hidden cards; and a move's first line is
logged before its effect, so the board before a move's beat does not show the move yet.

Whole games are played through the table as the page plays them (the player's seat by a bot
too), against the computer and by link between two phones.
"""

import json

import pytest

from cardtable import bridge
from cardtable.table import Table

GAMES = [("dol", {"b": 1}), ("dol", {"b": 0}), ("frontline", {"b": 1}),
         ("frontline", {"b": 0}), ("gateruler", {"l": 1, "r": "w"}),
         ("gateruler", {"l": 2, "r": "a"})]
SEEDS = (1, 2, 3)


def bot_game(game: str, options: dict, seed: int) -> list[dict]:
    """Every snapshot of a game against the computer, the player's moves chosen by the default
    bot (seeded like the computer's, so each game is the same on every run)."""
    table = Table()
    snaps = [table.new(game, options, seed)]
    while snaps[-1]["actions"]:
        session = table.session
        player = session.bot("default")
        snaps.append(table.play(player.choose(session.state, session.legal_actions())))
    assert snaps[-1]["result"] is not None
    return snaps


@pytest.fixture(scope="module", params=[(g, o, s) for g, o in GAMES for s in SEEDS],
                ids=lambda p: f"{p[0]}-{'-'.join(map(str, p[1].values()))}-seed{p[2]}")
def played(request):
    return bot_game(*request.param)


def test_one_board_per_log_line_the_last_the_snapshots_view(played):
    for snap in played:
        assert len(snap["boards"]) == len(snap["log"])
        assert None not in snap["boards"]          # every line was made while the table watched
        if snap["log"]:
            assert snap["boards"][-1] == snap["view"]


def hidden_cards_shown(board: dict, viewer: int) -> list[str]:
    """What a board shows of the other seat that only that seat may see: its hand, the cards it
    is drawing, its face-down dimension cards (DoL). Gate Ruler's invasion hides only its deck's
    order, which every view gives as a count."""
    if "seats" not in board:
        return [] if isinstance(board["invasion"]["deck"], int) else ["invasion deck"]
    other = board["seats"][1 - viewer]
    shown = [zone for zone in ("hand", "drawing") if other.get(zone) is not None]
    shown += [f"face-down {card['uid']}" for card in other.get("dimension", ())
              if card["down"] and card["id"] is not None]
    return shown


def test_boards_never_show_the_other_seats_hidden_cards(played):
    for snap in played:
        for board in snap["boards"]:
            assert not hidden_cards_shown(board, snap["viewer"])


# --- a move's first line comes before its effect ------------------------------------------------

def _turn(before: dict, after: dict, ev: dict) -> bool:
    """A turn begun (DoL, Frontline, Gate Ruler's player): the board before it has the turn
    before."""
    return before["turn"] == ev["number"] - 1 and after["turn"] == ev["number"]


def _pay(before: dict, after: dict, ev: dict) -> bool:
    """DoL: the dimension cards a payment rests were upright on the board before it."""
    def rested(board):
        return {c["uid"] for c in board["seats"][ev["seat"]]["dimension"] if c["rested"]}
    return not rested(before) & set(ev["rested"]) and set(ev["rested"]) <= rested(after)


def _attack(before: dict, after: dict, ev: dict) -> bool:
    """Frontline: the attackers are named after the line, not before."""
    return not before["attack"]["attackers"] and len(after["attack"]["attackers"]) == len(ev["cards"])


def _drive(before: dict, after: dict, ev: dict) -> bool:
    """Gate Ruler: the card driven leaves its side's deck with the line, not before."""
    side = ("player", "invasion")[ev["side"]]
    return before[side]["deck"] > after[side]["deck"]


MOVES = {"dol": {"turn": _turn, "pay": _pay}, "frontline": {"turn": _turn, "attack": _attack},
         "gateruler": {"turn": _turn, "drive": _drive}}


def test_a_moves_first_line_is_logged_before_its_effect(played):
    """What follows from a move may be logged after its effect, so the board after a line may
    already show the next line's effect: what is checked is the board before the move."""
    checked = 0
    for snap in played:
        for i in range(1, len(snap["log"])):
            ev = snap["log"][i]
            check = MOVES[snap["game"]].get(ev["e"])
            invasion_turn = ev["e"] == "turn" and ev.get("side") == 1   # its count is not shown
            if check and not invasion_turn:
                assert check(snap["boards"][i - 1], snap["boards"][i], ev), (i, ev)
                checked += 1
    assert checked > 5


# --- by link --------------------------------------------------------------------------------

def ask(**request) -> dict:
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer


@pytest.mark.parametrize("game", ["frontline", "dol"])
def test_boards_by_link_are_the_seats_own(game):
    """Two phones pass a whole game by links; every snapshot's boards are drawn from that
    phone's seat, the last its view, none showing the friend's hidden cards."""
    inviter = ask(op="remote_invite", game=game)
    friend = ask(op="remote_accept", fragment=inviter["remote"]["send"])
    phones = [ask(op="remote_receive", record=inviter["remote"]["record"],
                  fragment=friend["remote"]["send"]), friend]
    snaps, mover = [], 0
    while not all(phone["remote"]["over"] for phone in phones):
        phone = ask(op="remote_load", record=phones[mover]["remote"]["record"])
        while phone["actions"]:
            phone = ask(op="remote_act", index=0)
            snaps.append(phone)
        other = 1 - mover
        phones[mover] = phone
        phones[other] = ask(op="remote_receive", record=phones[other]["remote"]["record"],
                            fragment=phone["remote"]["send"])
        snaps.append(phones[other])
        mover = other
        assert len(snaps) < 3000
    assert sum(len(snap["log"]) for snap in snaps) > 100
    for snap in snaps:
        assert len(snap["boards"]) == len(snap["log"])
        if snap["log"]:
            assert None not in snap["boards"]
            assert snap["boards"][-1] == snap["view"]
        for board in snap["boards"]:
            assert not hidden_cards_shown(board, snap["remote"]["seat"])


@pytest.mark.parametrize("game, options", GAMES[::2])
def test_a_challenge_opens_as_a_new_game_whose_deal_has_its_boards(game, options):
    """A challenge link is a game not begun: its deal (and the computer's first moves, or Gate
    Ruler's first invasion turn) plays back on the page, so its lines come with their boards."""
    challenge = Table().new(game, options, 5)["challenge"]
    snap = ask(op="open", fragment=challenge)
    assert snap["link"] == "c" and snap["log"]
    assert None not in snap["boards"] and snap["boards"][-1] == snap["view"]
