"""Resigning and taking a move back (issue 27): both kept in the game's record, so a link, a
replay and a result give the same game again. A resignation is a move of its own
(session.RESIGN); a move taken back is gone from the moves and marks the options, as a hint does.
The engine alone says which move may be taken back: one of the seat still to move, in the same
turn, that showed it nothing new."""

import json

import pytest
from quiet_moves import play_to_a_quiet_move

from cardtable import bridge
from cardtable.core.codec import REPLAY, RESULT, SAVE, decode
from cardtable.core.protocol import IllegalAction
from cardtable.core.remote import RemoteError, decode_link
from cardtable.core.session import RESIGN, Session
from test_remote import RULES, mid_game, turn
from test_remote_table import invite_and_accept

GAMES = {"gateruler": {"l": 1}, "frontline": {"b": 1}, "dol": {"b": 1}}


def ask(**request) -> dict:
    return json.loads(bridge.handle(json.dumps(request)))


def reopened(session: Session, kind: str = SAVE) -> Session:
    return Session.from_save(decode(session.link(kind)))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_resignation_is_a_move_that_replays_to_the_same_end(game_id):
    session = Session(game_id, GAMES[game_id], seed=11)
    for _ in range(5):
        session.play(0)
    seat = session.game.to_move(session.state)
    session.play(RESIGN)
    assert session.resigned == seat
    assert session.game.result(session.state) == 1 - seat    # Gate Ruler: the invasion (1)
    assert session.actions[-1] == RESIGN
    for kind in (SAVE, REPLAY, RESULT):
        again = reopened(session, kind)
        assert (again.state_hash(), again.resigned) == (session.state_hash(), seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_nobody_resigns_a_finished_game_and_no_move_follows_a_resignation(game_id):
    session = Session(game_id, GAMES[game_id], seed=2)
    session.play(RESIGN)
    with pytest.raises(IllegalAction):
        session.play(RESIGN)
    link = decode(session.link(SAVE))
    link.actions.append(0)
    with pytest.raises(IllegalAction, match="after the game has ended"):
        Session.from_save(link)


def test_the_page_resigns_for_the_player_and_the_result_link_says_so():
    ask(op="new", game="frontline", options={"b": 1}, seed=5)
    snap = ask(op="resign")
    assert (snap["result"], snap["resigned"]) == (1, 0)      # the computer sits in seat 1
    assert ask(op="resign")["error"]["code"] == "no-game"
    positions = ask(op="review_plan")["positions"]       # the resignation is no decision to judge
    assert snap["moves"] - 1 not in positions
    assert ask(op="review_step", position=snap["moves"] - 1)["error"]["code"] == "bad-request"
    opened = ask(op="open", fragment=snap["links"]["result"])
    assert opened["rival"]["resigned"] == 0 and opened["resigned"] is None
    watched = ask(op="open", fragment=snap["links"]["replay"])
    last = ask(op="seek", position=watched["total"])
    assert (last["resigned"], last["final"]["result"]) == (0, 1)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_quiet_move_is_taken_back_to_the_same_game_marked_as_undone(game_id):
    session = Session(game_id, GAMES[game_id], seed=4)
    play_to_a_quiet_move(session)
    before = session.prefix(len(session.actions) - 1)
    session.undo()
    assert session.actions == before.actions
    assert session.state_hash() == before.state_hash()
    assert session.options["u"] == 1 and "u" not in before.options
    again = Session.from_save(decode(session.fragment()))    # the page's save, moves or none
    assert again.options["u"] == 1 and again.state_hash() == session.state_hash()
    assert "u" not in decode(session.link("c")).options     # a challenge starts clean


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_that_shows_something_new_or_ends_the_turn_is_not_taken_back(game_id):
    """Playing on with the first action, every move that changed what the seat cannot see
    (the generator, a deck, the other hand) or passed the turn is refused."""
    session = Session(game_id, GAMES[game_id], seed=4)
    refused = 0
    for _ in range(120):
        if session.game.to_move(session.state) is None:
            break
        game, state = session.game, session.state
        seat, turn = game.to_move(state), game.turn(state)
        hidden = game.secrets(state, seat)
        drawn = state.rng.state, [len(deck) for deck in state.deck]
        session.play(0)
        showed = game.secrets(session.state, seat) != hidden
        passed = game.to_move(session.state) != seat or game.turn(session.state) != turn
        assert session.undoable() == (not showed and not passed)
        if drawn != (state.rng.state, [len(deck) for deck in state.deck]):
            assert not session.undoable()          # a card drawn or a chance taken, whatever else
        if showed or passed:
            refused += 1
            with pytest.raises(IllegalAction):
                session.undo()
    assert refused


def test_the_snapshot_offers_undo_only_after_a_quiet_move_and_the_page_cannot_force_it():
    planned = Session("gateruler", {"l": 1}, seed=4)
    play_to_a_quiet_move(planned)
    snap = ask(op="new", game="gateruler", options={"l": 1}, seed=4)
    assert snap["undo"] is False
    assert ask(op="undo")["error"]["code"] == "no-undo"
    snaps = [snap]
    for index in planned.actions:
        snaps.append(ask(op="act", index=index))
    assert snaps[-1]["undo"] is True
    undone = ask(op="undo")
    assert undone["options"]["u"] == 1
    assert (undone["hash"], undone["moves"]) == (snaps[-2]["hash"], snaps[-2]["moves"])
    assert len(undone["log"]) == len(bridge.TABLE.session.state.log)   # the whole log again


# -- by link with a friend (core/remote.py) ------------------------------------------------------

def test_a_resignation_by_link_ends_the_game_as_the_resigner_s_loss_on_both_phones():
    """The resigner's next link carries the step and its secret; the friend's board ends the
    same, and the end's check replays the resignation on the true game."""
    inviter, friend, _texts = mid_game()
    mover, other = (inviter, friend) if inviter.to_move() == inviter.seat else (friend, inviter)
    mover.resign()
    link = mover.link()
    other.receive(decode_link(link.encode()))
    for seat in (mover, other):
        assert RULES.result(seat.state) == 1 - mover.seat and seat.resigned() == mover.seat
    mover.receive(decode_link(turn(other)))       # the other's last link: its secret, for the check
    assert mover.verify().verified and other.verify().verified


def test_a_resignation_out_of_turn_is_refused():
    inviter, friend, _texts = mid_game()
    waiting = friend if inviter.to_move() == inviter.seat else inviter
    with pytest.raises(RemoteError):
        waiting.resign()


def test_the_page_resigns_a_game_by_link_on_its_own_move_only():
    """Through the bridge, as the page asks: the phone to move resigns, the link to send is made
    at once and, taken by the friend, ends their game too; the other phone cannot."""
    inviter, friend = invite_and_accept()
    if not inviter.snap["actions"]:                 # the friend goes first: the coin goes to it
        friend.receive(inviter.snap["remote"]["send"])
    mover, other = (inviter, friend) if inviter.snap["actions"] else (friend, inviter)
    ask(op="remote_load", record=other.record)
    assert ask(op="remote_resign")["error"]["code"] == "not-your-turn"
    ask(op="remote_load", record=mover.record)
    resigned = mover.take(ask(op="remote_resign"))
    seat = resigned["remote"]["seat"]
    assert (resigned["result"], resigned["resigned"]) == (1 - seat, seat)
    taken = other.receive(resigned["remote"]["send"])
    assert (taken["result"], taken["resigned"]) == (1 - seat, seat)
