"""The bridge's remote ops (remote_table.py): two phones, each its own record, passing only link
text, play a whole Frontline game through `handle`; a repeated, an old and a tampered link are
refused with their code and change nothing; a result stays unverified until the friend's last
link has come; a game kept in a link of its own comes back whole; old links open as they did."""

import json

import pytest

from cardtable import bridge, remote_keep
from cardtable.core.codec import SAVE, Save, encode
from cardtable.core.remote import decode_link


def ask(**request) -> dict:
    return json.loads(bridge.handle(json.dumps(request)))


class Phone:
    """One phone: the page's stored record of its game, which it hands to every request that
    names the game (the worker holds one game at a time, shared here by both phones)."""

    def __init__(self, snap: dict) -> None:
        self.take(snap)

    def take(self, snap: dict) -> dict:
        assert snap["ok"], snap
        self.snap = snap
        self.record = snap["remote"]["record"]
        return snap

    def receive(self, fragment: str) -> dict:
        answer = ask(op="remote_receive", record=self.record, fragment=fragment)
        return self.take(answer) if answer["ok"] else answer

    def play_turn(self) -> None:
        """Tap the first offered action until the friend must move (loading the record first,
        as the page does when it opens the game)."""
        self.take(ask(op="remote_load", record=self.record))
        while self.snap["actions"]:
            self.take(ask(op="remote_act", index=0))


def invite_and_accept(decks: str = "LM") -> tuple[Phone, Phone]:
    inviter = Phone(ask(op="remote_invite", game="frontline", decks=decks))
    invitation = inviter.snap["remote"]["send"]
    peek = ask(op="open", fragment=invitation)
    assert peek["link"] == "m" and peek["remote"]["invitation"] and peek["remote"]["decks"] == decks
    friend = Phone(ask(op="remote_accept", fragment=invitation))
    inviter.receive(friend.snap["remote"]["send"])
    return inviter, friend


def play_until(phones, stop) -> int:
    """Pass the game between the phones, each link as text, until stop(links so far) after a
    phone took one; the phone that took the last link sends the next. Returns that count."""
    sent, sender = 0, phones[0]        # the inviter, who has the table first
    if sender.snap["actions"]:
        sender.play_turn()
    while True:
        receiver = phones[1 - phones.index(sender)]
        answer = receiver.receive(sender.snap["remote"]["send"])
        assert answer["ok"], answer
        sent += 1
        if stop(sent):
            return sent
        if receiver.snap["actions"]:
            receiver.play_turn()
        sender = receiver
        assert sent < 2000


def test_a_whole_game_by_links_ends_checked_on_both_phones():
    phones = invite_and_accept()
    done = lambda sent: all(p.snap["remote"]["verdict"] for p in phones)
    play_until(phones, done)
    for phone in phones:
        remote = phone.snap["remote"]
        assert remote["verdict"] == {"verified": True, "step": None, "why": ""}
        assert remote["over"] and not remote["waiting"] and phone.snap["result"] is not None
        assert phone.snap["view"] is not None


def test_the_snapshot_is_the_board_for_my_seat_and_says_whose_move():
    inviter, friend = invite_and_accept()
    assert friend.snap["view"] is None and friend.snap["remote"]["waiting"]
    mover = inviter if inviter.snap["actions"] else friend
    if mover is friend:
        assert inviter.snap["remote"]["waiting"] and not inviter.snap["remote"]["mine"]
        friend.receive(inviter.snap["remote"]["send"])
    assert mover.snap["remote"]["mine"] and not mover.snap["remote"]["waiting"]
    assert mover.snap["viewer"] == mover.snap["remote"]["seat"]
    assert mover.snap["to_move"] == mover.snap["remote"]["seat"]
    assert mover.snap["actions"][0]["index"] == 0


def _mid_game() -> tuple[Phone, Phone]:
    """A game six links in, stopped where a phone has just taken a link and has its move."""
    phones = invite_and_accept()
    play_until(phones, lambda sent: sent >= 6 and any(p.snap["actions"] for p in phones))
    return phones


@pytest.mark.parametrize("which", ["seen", "old", "tampered", "other-game"])
def test_a_bad_link_is_refused_and_the_game_stays(which):
    phones = _mid_game()
    phone = next(p for p in phones if p.snap["actions"])
    last = phone.snap["fragment"]
    if which == "seen":
        link, codes = last, {"seen"}
    elif which == "old":
        link, codes = phone.record["links"][-3], {"seen"}
    elif which == "tampered":
        cut = len(last) // 2
        link = last[:cut] + ("A" if last[cut] != "A" else "B") * 3 + last[cut + 3:]
        codes = {"corrupt", "mismatch", "illegal", "seen", "missing", "other-game", "forged"}
    else:
        stranger, _ = invite_and_accept()
        link, codes = stranger.snap["fragment"], {"other-game"}
    record, board = dict(phone.record), phone.snap["hash"]
    answer = ask(op="remote_receive", record=phone.record, fragment=link)
    assert not answer["ok"] and answer["error"]["code"] in codes
    assert phone.record == record
    again = ask(op="remote_load", record=phone.record)
    assert again["hash"] == board and again["remote"]["record"] == record


def test_a_link_from_a_move_ahead_says_one_is_missing():
    inviter, friend = invite_and_accept()
    # The inviter sends twice without the friend's answer between: the second skips one.
    first = inviter.snap["remote"]["send"]
    friend.receive(first)
    friend.play_turn()
    inviter.receive(friend.snap["remote"]["send"])
    inviter.play_turn()
    skipped = inviter.snap["remote"]["send"]
    friend_copy = Phone(ask(op="remote_load", record=friend.record))
    friend_copy.receive(skipped)
    friend_copy.play_turn()
    inviter_copy = Phone(ask(op="remote_load", record=inviter.record))
    inviter_copy.receive(friend_copy.snap["remote"]["send"])
    inviter_copy.play_turn()
    answer = ask(op="remote_receive", record=friend.record,
                 fragment=inviter_copy.snap["remote"]["send"])
    assert not answer["ok"] and answer["error"]["code"] == "missing"


def test_a_record_changed_by_hand_is_refused():
    _, friend = invite_and_accept()
    record = dict(friend.record, secret="AAAAAAAAAAAAAAAAAAAAAA")
    answer = ask(op="remote_load", record=record)
    assert not answer["ok"] and answer["error"]["code"] == "corrupt"
    answer = ask(op="remote_load", record={"seat": 0})
    assert not answer["ok"] and answer["error"]["code"] == "corrupt"


def test_a_move_not_offered_is_refused():
    inviter, _ = invite_and_accept()
    mover = ask(op="remote_load", record=inviter.record)
    answer = ask(op="remote_act", index=len(mover["actions"]))
    assert not answer["ok"] and answer["error"]["code"] == "illegal-action"


def test_old_links_open_as_they_did():
    save = encode(Save("fl", 1, {"b": 1, "d": "LM"}, 7, [0], SAVE))
    assert ask(op="open", fragment=save)["link"] == "s"
    assert ask(op="open", fragment="%%%")["error"]["code"] == "corrupt"
    assert ask(op="open", fragment="")["error"]["code"] == "empty"


def test_open_peeks_at_a_remote_link_and_refuses_a_broken_one_as_the_codec_does():
    inviter = Phone(ask(op="remote_invite", game="frontline", decks="ML"))
    invitation = inviter.snap["remote"]["send"]
    peek = ask(op="open", fragment=invitation)["remote"]
    assert peek == {"id": inviter.snap["remote"]["id"], "invitation": True, "kept": False,
                    "game": "frontline", "decks": "ML"}
    assert ask(op="open", fragment=invitation[:-9])["error"]["code"] == "corrupt"
    assert ask(op="open", fragment=12)["error"]["code"] == "corrupt"


def _ending() -> tuple[Phone, Phone, str]:
    """A game brought to its end mid-game, by the resignation of the phone with the move:
    (that phone, the other, its last link, not yet taken)."""
    phones = _mid_game()
    ender = next(p for p in phones if p.snap["actions"])
    ender.take(ask(op="remote_resign"))
    return ender, phones[1 - phones.index(ender)], ender.snap["remote"]["send"]


def test_a_result_is_unverified_until_the_friends_last_link_has_come():
    ender, other, last = _ending()
    # The ender's board is over at once, but the other phone's secret is not in yet.
    assert ender.snap["result"] is not None
    assert ender.snap["remote"]["unverified"] and ender.snap["remote"]["verdict"] is None
    other.receive(last)
    assert not other.snap["remote"]["unverified"]
    assert other.snap["remote"]["verdict"]["verified"]
    ender.receive(other.snap["remote"]["send"])
    assert not ender.snap["remote"]["unverified"]
    assert ender.snap["remote"]["verdict"]["verified"]


def _withheld(fragment: str, **proof) -> str:
    """A last link with its proof (secret, hand, deck) left out, or replaced by `proof`."""
    link = decode_link(fragment)
    for key in ("s", "h", "e"):
        del link.body[key]
    link.body.update(proof)
    return link.encode()


def test_a_winner_that_withholds_its_secret_leaves_the_result_unverified_until_it_comes():
    loser, winner, last = _ending()
    winner.receive(last)
    whole = winner.snap["remote"]["send"]
    loser.receive(_withheld(whole))
    remote = loser.snap["remote"]
    assert loser.snap["result"] == winner.snap["remote"]["seat"] and remote["over"]
    assert remote["unverified"] and remote["verdict"] is None
    # A proof whose secret is not the one promised is refused, and changes nothing.
    forged = ask(op="remote_receive", record=loser.record,
                 fragment=_withheld(whole, s=b"x" * 16, h=[], e=[]))
    assert not forged["ok"] and forged["error"]["code"] == "illegal"
    # The same link whole, sent late: the game is checked, and stays so when it is restored
    # from the record or from the link that keeps it.
    loser.receive(whole)
    assert loser.snap["remote"]["verdict"]["verified"] and not loser.snap["remote"]["unverified"]
    for again in (ask(op="remote_load", record=loser.record),
                  ask(op="remote_restore", fragment=loser.snap["remote"]["keep"], record=None)):
        assert again["remote"]["verdict"]["verified"] and again["remote"]["record"] == loser.record
    assert ask(op="remote_receive", record=loser.record, fragment=whole)["error"]["code"] == "seen"


def test_a_kept_link_brings_the_game_back_whole_and_never_an_older_copy():
    inviter, friend = _mid_game()
    phone = next(p for p in (inviter, friend) if p.snap["actions"])
    older = dict(phone.record)
    phone.take(ask(op="remote_act", index=0))
    kept = phone.snap["remote"]["keep"]
    peek = ask(op="open", fragment=kept)["remote"]
    assert peek["kept"] and peek["id"] == phone.snap["remote"]["id"]
    # On a phone that stores nothing, or stored an older copy: the kept game, as it was.
    for stored in (None, older):
        again = ask(op="remote_restore", fragment=kept, record=stored)
        assert again["remote"]["record"] == phone.record and again["hash"] == phone.snap["hash"]
    # A stored copy that went further is the one shown.
    older_kept = ask(op="remote_load", record=older)["remote"]["keep"]
    further = ask(op="remote_restore", fragment=older_kept, record=phone.record)
    assert further["remote"]["record"] == phone.record
    other = friend if phone is inviter else inviter
    refused = ask(op="remote_restore", fragment=kept, record=other.record)
    assert not refused["ok"] and refused["error"]["code"] == "other-seat"
    damaged = ask(op="remote_restore", fragment=kept[:-9], record=None)
    assert not damaged["ok"] and damaged["error"]["code"] == "corrupt"


def test_a_late_proof_of_the_link_that_ended_the_game_is_taken_after_this_phones_last():
    _, other, last = _ending()
    other.receive(_withheld(last))
    assert other.snap["remote"]["unverified"] and other.snap["remote"]["send"]   # its own last
    other.receive(last)
    assert other.snap["remote"]["verdict"]["verified"]
    again = ask(op="remote_load", record=other.record)
    assert again["remote"]["verdict"]["verified"] and again["hash"] == other.snap["hash"]


def test_a_game_too_long_for_a_link_is_not_kept_in_one(monkeypatch):
    inviter, _ = _mid_game()
    monkeypatch.setattr(remote_keep, "MAX_LINK_CHARS", 100)
    assert ask(op="remote_load", record=inviter.record)["remote"]["keep"] is None
