"""Frontline played by link between two phones (core/remote.py, frontline/remote.py): secrets
committed, links that name only what the rules show, links out of order refused with the game
kept, and the end's check that catches a phone that changed its deck."""

import dataclasses
import re
from pathlib import Path

import msgpack
import pytest

import cardtable
from cardtable.core import base64url, registry
from cardtable.core.randombot import RandomBot
from cardtable.core.remote import (
    ACT,
    Link,
    RemoteError,
    RemoteSeat,
    commitment,
    deck_seed,
    decode_link,
    first_seat,
    shared_seed,
)
from cardtable.frontline.cards import CARDS, WARRIOR
from cardtable.frontline.remote import FrontlineRemote
from cardtable.remote_cheats import DeckChange, DrawAny
from cardtable.remote_match import Match, simulate_remote

RULES = registry.get("frontline").remote
# The package's own files wherever it is imported from (a mutation run's copy names py/ src/).
PY, WORDS = Path(cardtable.__file__).parent, Path(__file__).resolve().parents[2] / "web" / "words.js"
SECRETS = (b"s" * 16, b"t" * 16)
COINS = (b"c" * 16, b"d" * 16)


def started() -> tuple[RemoteSeat, RemoteSeat]:
    """An inviter and a friend after the invitation and the answer."""
    inviter, invitation = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-one")
    friend, answer = RemoteSeat.accept(RULES, decode_link(invitation.encode()), SECRETS[1],
                                       COINS[1])
    inviter.receive(decode_link(answer.encode()))
    return inviter, friend


def turn(seat: RemoteSeat, bot=None) -> str:
    """The seat plays while it is its move (the last action offered, or the bot's), and
    returns its link's text."""
    while not seat.over() and seat.to_move() == seat.seat:
        actions = RULES.legal_actions(seat.state)
        seat.play(actions[-1 if bot is None else bot.choose(seat.state, actions)])
    return seat.link().encode()


def mid_game() -> tuple[RemoteSeat, RemoteSeat, list[str]]:
    """Six links into a game: the inviter's and the friend's links so far."""
    inviter, friend = started()
    texts = []
    for _ in range(3):
        texts.append(turn(inviter))
        friend.receive(decode_link(texts[-1]))
        texts.append(turn(friend))
        inviter.receive(decode_link(texts[-1]))
    return inviter, friend, texts


def board(seat: RemoteSeat) -> tuple:
    return (RULES.public_digest(seat.state), len(seat.steps), len(seat.links),
            [list(zone) for zone in seat.state.hand])


def test_the_first_two_links_hold_commitments_only():
    _inviter, invitation = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-one")
    _friend, answer = RemoteSeat.accept(RULES, invitation, SECRETS[1], COINS[1])
    for link, secret, coin in ((invitation, SECRETS[0], None), (answer, SECRETS[1], COINS[1])):
        assert link.body["c"] == commitment(secret)
        packed = dataclasses.astuple(link)
        assert secret not in repr(packed).encode()
    assert invitation.body["k"] == commitment(COINS[0]) and COINS[0] not in repr(invitation.body).encode()


def test_who_goes_first_needs_both_coins():
    firsts = {first_seat(shared_seed(COINS[0], bytes([n]) * 16)) for n in range(16)}
    assert firsts == {0, 1}
    firsts = {first_seat(shared_seed(bytes([n]) * 16, COINS[1])) for n in range(16)}
    assert firsts == {0, 1}


def test_an_honest_game_is_verified_by_both_phones_with_no_leak():
    for seed in range(4):
        match = Match("frontline", "LM", seed, (RandomBot(0, seed), RandomBot(1, seed + 9)))
        match.play()
        assert [seat.verify().verified for seat in match.seats] == [True, True]
        assert match.leaks == 0
        assert match.seats[0].state.winner == match.seats[1].state.winner == match.truth.winner


def test_the_friends_board_knows_the_inviters_hand_only_by_its_uids():
    """Protocol 3: the deck's order is public, so the friend's board holds the inviter's uids at
    the same places; which card each unshown uid is, it does not know (stand-ins)."""
    inviter, friend = started()
    friend.receive(decode_link(turn(inviter)))
    for zone in ("hand", "deck"):
        assert getattr(friend.state, zone)[0] == getattr(inviter.state, zone)[0]
    unshown = inviter.state.deck[0] + inviter.state.hand[0]
    assert [friend.state.defs[uid].id for uid in unshown] != [
        inviter.state.defs[uid].id for uid in unshown]


def test_a_link_names_a_hand_card_only_when_it_is_played():
    inviter, _friend = started()
    text = turn(inviter)
    hand_after = RULES.hand_names(inviter.state, 0)
    body = decode_link(text).body
    named = [part for kind, what in body.get("a", []) if kind == ACT for part in what[1:]
             if isinstance(part, str)]
    face_up = [inviter.state.defs[uid].id for zone in ("front", "waste", "ongoing")
               for uid in getattr(inviter.state, zone)[0]]
    face_up += [inviter.state.defs[gear].id for gear in inviter.state.gear.values()]
    assert all(card in face_up for card in named)
    assert "h" not in body and "s" not in body
    assert len(hand_after) == len(inviter.state.hand[0])


def test_the_same_link_twice_or_an_old_one_is_refused_and_the_game_kept():
    _inviter, friend, texts = mid_game()
    before = board(friend)
    for old in (texts[-2], texts[0]):
        with pytest.raises(RemoteError) as error:
            friend.receive(decode_link(old))
        assert error.value.code == "seen"
        assert board(friend) == before


def test_the_friends_last_link_opened_again_before_answering_is_refused():
    inviter, friend, _texts = mid_game()
    text = turn(inviter)
    friend.receive(decode_link(text))
    before = board(friend)
    with pytest.raises(RemoteError) as error:
        friend.receive(decode_link(text))
    assert error.value.code == "seen"
    assert board(friend) == before


def test_a_link_after_a_missing_one_is_refused_and_the_game_kept():
    inviter, friend, _texts = mid_game()
    link = decode_link(turn(inviter))
    skipped = dataclasses.replace(link, seq=link.seq + 2)
    before = board(friend)
    with pytest.raises(RemoteError) as error:
        friend.receive(skipped)
    assert error.value.code == "missing"
    assert board(friend) == before
    friend.receive(link)                     # the right one still goes on


def test_a_tampered_link_is_refused_and_the_game_kept():
    inviter, friend, _texts = mid_game()
    link = decode_link(turn(inviter))
    before = board(friend)
    forged = dataclasses.replace(link, body={**link.body, "p": b"12345678"})
    with pytest.raises(RemoteError) as error:
        friend.receive(forged)
    assert error.value.code == "mismatch"
    damaged = link.encode()[:-6] + "AAAAAA"
    with pytest.raises(RemoteError):
        friend.receive(decode_link(damaged))
    assert board(friend) == before
    friend.receive(link)


def test_a_move_naming_a_card_the_deck_has_no_more_of_is_refused():
    inviter, friend = started()
    link = decode_link(turn(inviter))
    # The city is set beside the deck at the start: no hand can ever hold it.
    city = inviter.state.defs[inviter.state.city[0]].id
    steps = [[ACT, ["deploy", city]]] + link.body.get("a", [])
    forged = dataclasses.replace(link, body={**link.body, "a": steps})
    with pytest.raises(RemoteError) as error:
        friend.receive(forged)
    assert error.value.code in ("illegal", "corrupt")
    assert friend.state is None                 # the table was not even set


def test_a_card_played_that_the_seat_never_drew_is_refused_at_that_link():
    """Protocol 3: a phone that swaps the card it likes best from its deck into its hand and
    plays it is refused at the link that plays it, the refusal naming the step (protocol 2
    found it only at the end, and never if the cheater kept its last link)."""
    for seed in range(4):
        match = Match("frontline", "LM", seed, (RandomBot(0, seed), RandomBot(1, seed + 9)),
                      DrawAny())
        match.play()
        outcome = match.outcome()
        assert outcome["cheated"] and outcome["when"] == "at once"
        assert re.match(rf"Link {outcome['link']}, step \d+: ", outcome["why"])
        assert len(match.seats[0].links) == outcome["link"]      # the game kept as it was


def _proven_link() -> tuple[RemoteSeat, Link, int]:
    """The friend, and the first link of the inviter's that proves a card, with the step."""
    inviter, friend = started()
    bots = (RandomBot(0, 1), RandomBot(1, 2))
    while True:
        link = decode_link(turn(inviter, bots[0]))
        steps = link.body.get("a", [])
        proving = [number for number, step in enumerate(steps) if len(step) == 3]
        if proving:
            return friend, link, proving[0]
        friend.receive(link)
        inviter.receive(decode_link(turn(friend, bots[1])))


def test_a_card_shown_with_a_wrong_salt_is_refused_and_the_game_kept():
    friend, link, step = _proven_link()
    before = board(friend)
    for proof in ([[link.body["a"][step][2][0][0], b"x" * 16]], [], "salt"):
        steps = [list(each) for each in link.body["a"]]
        steps[step][2] = proof
        with pytest.raises(RemoteError) as error:
            friend.receive(dataclasses.replace(link, body={**link.body, "a": steps}))
        assert error.value.code in ("illegal", "corrupt")
        assert board(friend) == before
    friend.receive(link)


def test_the_uids_at_every_place_agree_between_the_phones_through_whole_games():
    """Protocol 3: every hidden card moves by place by public rules (the deck's order and the
    opening redraw's shuffle are public), so after every link both phones hold the same uid at
    every place; only which card an unshown uid is differs."""
    for seed in range(3):
        phones, bots = started(), (RandomBot(0, seed), RandomBot(1, seed + 5))
        sender = 0
        while not all("s" in phone.theirs for phone in phones):
            phones[1 - sender].receive(decode_link(turn(phones[sender], bots[sender])))
            sender = 1 - sender
            if phones[0].state is not None and phones[1].state is not None:
                assert _places(phones[0].state) == _places(phones[1].state)


def test_an_opening_hand_shown_as_other_cards_is_refused_at_that_link():
    """Rulebook, ゲームの準備 ④: a hand without a warrior is shown, shuffled back and redrawn.
    Protocol 3 proves each card of a hand shown; the inviter, which set its table before the
    friend's hands came (link 3), sets it again with them. A hand shown as other cards is
    refused at that link, and the true one taken."""
    bots = (RandomBot(0, 1), RandomBot(1, 2))
    for n in range(256):
        inviter, invitation = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-one")
        friend, answer = RemoteSeat.accept(RULES, decode_link(invitation.encode()),
                                           bytes([n]) * 16, COINS[1])
        inviter.receive(decode_link(answer.encode()))
        friend.receive(decode_link(turn(inviter, bots[0])))
        if friend.shown[1] and len(set(friend.shown[1][0])) > 1:
            break
    else:
        raise AssertionError("no friend of 256 redrew its opening hand")
    link = decode_link(turn(friend, bots[1]))
    hand = link.body["w"][0]
    swapped = [hand[1], hand[0], *hand[2:]] if hand[0] != hand[1] else [hand[2], *hand[1:2],
                                                                         hand[0], *hand[3:]]
    before = board(inviter)
    forged = dataclasses.replace(link, body={**link.body, "w": [swapped, *link.body["w"][1:]]})
    with pytest.raises(RemoteError) as error:
        inviter.receive(forged)
    assert error.value.code == "illegal" and "opening hands" in error.value.message
    assert board(inviter) == before
    inviter.receive(link)
    assert _places(inviter.state) == _places(friend.state)


def test_opening_hands_shown_after_the_game_began_are_refused():
    """Protocol 3: a seat shows its opening hands in its first link after the coins only; one
    shown later would set the other phone's table again over the game."""
    inviter, friend, _texts = mid_game()
    link = decode_link(turn(inviter))
    before = board(friend)
    for hands in ([], [["FL-L01"] * 5]):
        with pytest.raises(RemoteError) as error:
            friend.receive(dataclasses.replace(link, body={**link.body, "w": hands}))
        assert error.value.code == "corrupt"
    assert board(friend) == before
    friend.receive(link)


def _places(state) -> tuple:
    return tuple((zone, seat, tuple(getattr(state, zone)[seat]))
                 for zone in ("deck", "hand", "front", "waste", "ongoing") for seat in (0, 1))


def test_a_link_of_another_game_is_told_apart():
    _inviter, friend, _texts = mid_game()
    _other, invitation = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-two")
    with pytest.raises(RemoteError) as error:
        friend.receive(invitation)
    assert error.value.code == "other-game"


def test_an_inviter_who_opens_another_coin_is_refused():
    inviter, friend = started()
    link = decode_link(turn(inviter))
    forged = dataclasses.replace(link, body={**link.body, "o": b"x" * 16})
    with pytest.raises(RemoteError) as error:
        friend.receive(forged)
    assert error.value.code == "illegal"


def test_a_secret_that_does_not_match_its_commitment_is_refused_at_the_end():
    match = Match("frontline", "LM", 3, (RandomBot(0, 3), RandomBot(1, 4)))
    match.play()
    inviter = match.seats[0]
    index = max(n for n, text in enumerate(inviter.links) if decode_link(text).seq % 2 == 1)
    last = decode_link(inviter.links[index])           # the friend's last link
    assert "s" in last.body
    restored = RemoteSeat.restore(RULES, {**inviter.record(), "links": inviter.links[:index],
                                          "pending": []})
    forged = dataclasses.replace(last, body={**last.body, "s": b"z" * 16})
    with pytest.raises(RemoteError) as error:
        restored.receive(forged)
    assert error.value.code == "illegal"
    assert not restored.verify().verified       # no secret yet: nothing is called checked


def test_a_phone_that_changes_its_deck_mid_game_is_caught_with_the_step():
    report = simulate_remote("frontline", ("random", "random"), 6, 1, cheat="deck")["remote"]
    assert report["cheats"] == report["caught"] == 6
    match = Match("frontline", "LM", 11, (RandomBot(0, 1), RandomBot(1, 2)), DeckChange())
    match.play()
    verdict = match.seats[0].verify()
    assert match.cheat.cheated and not verdict.verified and verdict.why


@pytest.mark.parametrize("kind", ["downgrade", "third-party", "pad"])
def test_a_cheat_on_the_link_itself_is_refused_at_once(kind):
    """An invitation of an old protocol, a link written by one who only read the chat, and a
    padded link: each refused by the honest phone at the link it comes in."""
    report = simulate_remote("frontline", ("random", "random"), 4, 1, cheat=kind)["remote"]
    assert report["cheats"] == report["caught"] == report["at_once"] == 4


def test_a_winner_that_withholds_its_last_link_is_never_checked():
    """A phone that never shows its secret leaves the honest phone's result unverified, with
    what it waits for."""
    report = simulate_remote("frontline", ("random", "random"), 4, 1, cheat="withhold")["remote"]
    assert report["cheats"] == report["caught"] == 4
    assert {outcome["why"] for outcome in report["outcomes"]} == {
        "Your friend has not shown their secret yet."}


def test_a_kept_game_comes_back_the_same_and_a_changed_one_is_refused():
    inviter, friend, texts = mid_game()
    inviter.play(RULES.legal_actions(inviter.state)[0])        # a move not yet sent
    for seat in (inviter, friend):
        again = RemoteSeat.restore(RULES, seat.record())
        assert board(again) == board(seat)
        assert again.link().encode() == seat.link().encode()
    record = friend.record()
    changed = list(record["links"])
    changed[3] = texts[0]
    with pytest.raises(RemoteError):
        RemoteSeat.restore(RULES, {**record, "links": changed})


def test_opening_hands_shown_are_the_redrawn_ones():
    """Rulebook, ゲームの準備 ④: a hand without a warrior is shown and redrawn."""
    shows = [FrontlineRemote.opening_shows("LM", 0, seed) for seed in range(60)]
    redrawn = [hands for hands in shows if hands]
    assert redrawn, "no seed of 60 redrew: the test shows nothing"
    for hands in redrawn:
        for hand in hands:
            assert len(hand) == 5
            assert all(CARDS[card].type != WARRIOR for card in hand)


def test_a_refused_link_keeps_the_boards_log():
    inviter, friend, _texts = mid_game()
    log = list(friend.state.log)
    with pytest.raises(RemoteError):
        friend.receive(dataclasses.replace(decode_link(turn(inviter)), body={"p": b"x"}))
    assert friend.state.log == log


def test_a_kept_game_with_another_secret_is_refused():
    """Even a game whose invitation is still its only link: its commitment must be remade."""
    inviter, _ = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-one")
    with pytest.raises(RemoteError):
        RemoteSeat.restore(RULES, {**inviter.record(), "secret": b"q" * 16})
    inviter, _friend, _texts = mid_game()
    with pytest.raises(RemoteError):
        RemoteSeat.restore(RULES, {**inviter.record(), "secret": b"q" * 16})


def test_no_secret_can_be_chosen_for_the_order_it_gives_a_deck():
    """Protocol 2: a deck is ordered by its secret and both coins, so the same secret orders it
    differently for another coin of the friend's; and the friend's deck is not ordered (nor its
    opening hands shown) until the inviter's coin is opened, in the link after the answer."""
    decks = []
    for friend_coin in (b"d" * 16, b"e" * 16):
        inviter, invitation = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-one")
        friend, answer = RemoteSeat.accept(RULES, invitation, SECRETS[1], friend_coin)
        assert friend.state is None and "w" not in answer.body
        inviter.receive(decode_link(answer.encode()))
        decks.append(list(inviter.state.deck[0]))
        friend.receive(decode_link(turn(inviter)))
        assert friend.state is not None
        text = turn(friend)
        assert decode_link(text).body["w"] == friend.shown[1]
    assert decks[0] != decks[1]


@pytest.mark.parametrize("protocol", [1, 2])
def test_a_new_invitation_of_an_older_protocol_is_refused(protocol):
    """An inviter that writes an old protocol into a new invitation gets the old rules' weak
    points (under 1 its secret alone orders its deck, so it can try secrets until one stacks
    it; under 2 no link carries a key): only a game stored before is read so."""
    _inviter, invitation = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-one",
                                             protocol=protocol)
    with pytest.raises(RemoteError) as error:
        RemoteSeat.accept(RULES, decode_link(invitation.encode()), SECRETS[1], COINS[1])
    assert error.value.code == "old"


@pytest.mark.parametrize("protocol", [1, 2])
def test_a_game_begun_under_an_older_protocol_plays_on_as_it_began(protocol):
    """Games begun before protocol 3 keep their rules (under 1 the secret alone orders the
    deck, and the friend shows its opening hands in its answer; under 2 links carry no key).
    Such a game, as stored, plays to the end, is verified by both phones, and comes back the
    same from its record."""
    inviter, invitation = RemoteSeat.invite(RULES, "LM", SECRETS[0], COINS[0], b"game-one",
                                            protocol=protocol)
    assert invitation.body.get("v", 1) == protocol
    friend, answer = RemoteSeat.accept(RULES, decode_link(invitation.encode()), SECRETS[1],
                                       COINS[1], oldest=protocol)
    assert friend.protocol == protocol and ("w" in answer.body) == (protocol == 1)
    assert "t" not in answer.body
    inviter.receive(decode_link(answer.encode()))
    if protocol == 1:
        assert inviter.state.deck[0] == RULES.new_game(
            "LM", [deck_seed(SECRETS[0], None), None], inviter.shared).deck[0]
    phones, bots = (inviter, friend), (RandomBot(0, 1), RandomBot(1, 2))
    sender = 0
    while not all("s" in phone.theirs for phone in phones):
        phones[1 - sender].receive(decode_link(turn(phones[sender], bots[sender])))
        sender = 1 - sender
    assert [phone.verify().verified for phone in phones] == [True, True]
    for phone in phones:
        assert board(RemoteSeat.restore(RULES, phone.record())) == board(phone)


def test_a_deck_changed_where_no_card_was_drawn_is_found_at_the_end():
    """Protocol 2: the last link shows the rest of the deck in order, so even a card moved where
    the game never drew it is found; a last link without it is not taken as checked."""
    match = Match("frontline", "LM", 3, (RandomBot(0, 3), RandomBot(1, 4)))
    match.play()
    inviter = match.seats[0]
    deck = list(inviter.theirs["e"])
    assert inviter.verify().verified and len(set(deck)) > 1
    top = next(index for index, card in enumerate(deck) if card != deck[-1])
    deck[top], deck[-1] = deck[-1], deck[top]
    inviter.theirs["e"] = deck
    assert "deck" in inviter.verify().why
    inviter.theirs["e"] = None
    assert not inviter.verify().verified


def test_a_padded_or_rewritten_link_is_refused():
    """Only a link as the app writes it is read: one padded with a key of no meaning (which had
    been stored re-encoded, 12,406 characters from 6,948, past the size a link may have, so the
    game could never be opened again), or with a number written wider than the app writes it,
    is refused as damaged, and the game is kept."""
    inviter, friend, _texts = mid_game()
    link = decode_link(turn(inviter))
    before = board(friend)
    padded = dataclasses.replace(link, body={**link.body, "x": [1.5] * 400}).encode()
    fields = msgpack.unpackb(base64url.decode(link.encode()), raw=False)
    pack = msgpack.Packer(use_bin_type=True).pack
    wider = base64url.encode(       # the seq as a 32-bit number, as another writer might
        b"\x96" + b"".join(map(pack, fields[:3])) + b"\xce" + fields[3].to_bytes(4, "big")
        + pack(fields[4]) + pack(fields[5]))
    for text in (padded, wider):
        with pytest.raises(RemoteError) as error:
            friend.receive(decode_link(text))
        assert error.value.code == "corrupt"
    assert board(friend) == before
    friend.receive(decode_link(link.encode()))


def test_one_who_reads_every_link_cannot_move_for_the_friend():
    """Each link opens with the next key of its sender's chain, whose head came in the sender's
    first link: one who reads the chat and writes the friend's next link, board, digest and
    all, has no key that opens it (the key of an earlier link opens nothing), and is refused.
    A second, different link for a step already taken is said to be not the friend's."""
    inviter, friend, texts = mid_game()
    link = decode_link(turn(inviter))
    before = board(friend)
    earlier = decode_link(texts[-2]).body["n"]
    for key in (None, earlier, b"k" * 16):
        body = {name: value for name, value in link.body.items() if name != "n"}
        if key is not None:
            body["n"] = key
        with pytest.raises(RemoteError) as error:
            friend.receive(dataclasses.replace(link, body=body))
        assert error.value.code == "forged"
    assert board(friend) == before
    friend.receive(link)
    other = dataclasses.replace(link, body={**link.body, "p": b"12345678"})
    with pytest.raises(RemoteError) as error:
        friend.receive(other)
    assert error.value.code == "forged"


def test_a_last_link_whose_cards_are_not_cards_is_refused_as_damaged():
    """A last link with the right secret and a hand that is not a list of card names is
    refused with the game kept (it had raised a TypeError outside the bridge's care)."""
    phones, bots = started(), (RandomBot(0, 5), RandomBot(1, 6))
    sender = 0
    while not phones[sender].over():
        phones[1 - sender].receive(decode_link(turn(phones[sender], bots[sender])))
        sender = 1 - sender
    last = decode_link(turn(phones[sender], bots[sender]))
    receiver = phones[1 - sender]
    before = board(receiver)
    for hand in ([1, 2], "FL-L01", None):
        with pytest.raises(RemoteError) as error:
            receiver.receive(dataclasses.replace(last, body={**last.body, "h": hand}))
        assert error.value.code == "corrupt"
    assert board(receiver) == before
    receiver.receive(last)
    assert receiver.verify().verified


def test_every_refusal_is_told_in_the_page_s_words():
    """Each reason a link is refused for (RemoteError's code) has its words on the page
    (web/words.js, remote_err_<code>), so a new refusal never shows as a bare code."""
    source = "\n".join(path.read_text() for path in PY.rglob("*.py"))
    codes = set(re.findall(r'RemoteError\(\s*"([a-z-]+)"', source))
    words = WORDS.read_text()
    assert {"old", "forged", "corrupt"} <= codes
    assert not [code for code in codes if not re.search(rf'"?remote_err_{code}"?:', words)]


def test_every_milled_card_is_named_by_its_owners_next_link_and_logged_by_its_name():
    """Rulebook, カードの種類 (a card milled goes face up to the wasteland): the owner's next link
    must name every card the rules showed from its deck (a link that leaves one out is refused
    at once), and each phone's log tells every mill by the true card's name, as the true game
    does (the miller's log had named the stand-in: 29 of 31 milled cards), unnamed until the
    owner's link comes."""
    mills = 0
    for seed in range(6):
        match = Match("frontline", "LM", seed, (RandomBot(0, seed), RandomBot(1, seed + 9)))
        match.play()
        told = [(entry["seat"], entry["card"]) for entry in match.truth.log if entry["e"] == "mill"]
        mills += len(told)
        for seat in match.seats:
            assert [(entry["seat"], entry["card"]) for entry in seat.state.log
                    if entry["e"] == "mill"] == told
    assert mills > 10
    report = simulate_remote("frontline", ("random", "random"), 12, 1, cheat="hide-mill")["remote"]
    assert report["cheats"] > 3 and report["caught"] == report["at_once"] == report["cheats"]
