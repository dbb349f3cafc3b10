"""Dimension of Legend played by link between two phones (dol/remote.py on core/remote.py): the
cards a play shows are named in its link (the card played, the face-down cards its payment
flips, what its search finds) and swapped into place on the other phone; nothing else of a
hidden card ever travels; the end's check catches a phone that changed its deck."""

import pytest

from cardtable.core import registry
from cardtable.core.remote import RemoteError, RemoteSeat, decode_link
from cardtable.dol.bots import GreedyBot
from cardtable.remote_match import simulate_remote
from dl_table import plain, table

RULES = registry.get("dol").remote
CALL, VALKA, RUBY = "DL-010", "DL-001", "DL-002"     # a search for Valka's name; Ruby bears it


def game_links(seed: int = 3):
    """A whole game between two greedy phones, as (sender, receiver, link text) in order; the
    receiver takes the link after it is yielded, unless the test has."""
    inviter, invitation = RemoteSeat.invite(RULES, "RB", b"s" * 16, b"c" * 16, b"dol-game")
    friend, answer = RemoteSeat.accept(RULES, decode_link(invitation.encode()), b"t" * 16,
                                       b"d" * 16)
    inviter.receive(decode_link(answer.encode()))
    seats, bots = (inviter, friend), (GreedyBot(0, seed), GreedyBot(1, seed + 1))
    sender = 0
    while not all("s" in seat.theirs for seat in seats):
        seat = seats[sender]
        while not seat.over() and seat.to_move() == seat.seat:
            actions = RULES.legal_actions(seat.state)
            seat.play(actions[bots[sender].choose(seat.state, actions)])
        text = seat.link().encode()
        yield seat, seats[1 - sender], text
        if seats[1 - sender].links[-1] != text:         # the test did not take it itself
            seats[1 - sender].receive(decode_link(text))
        sender = 1 - sender


def plays(text: str) -> list[list]:
    return [what for _kind, what, *_proofs in decode_link(text).body.get("a", [])
            if what[0] == "play"]


def test_honest_games_are_verified_by_both_phones_with_no_leak():
    report = simulate_remote("dol", ("greedy", "random"), 8, seed=5)["remote"]
    assert report["verified"] == 8 and report["leaks"] == 0


def test_a_changed_deck_is_caught_in_every_game():
    report = simulate_remote("dol", ("greedy", "greedy"), 6, seed=7, cheat="deck")["remote"]
    assert report["cheats"] == 6 and report["caught"] == 6


def test_a_link_names_a_played_card_and_the_cards_its_payment_flips_only():
    """A placement names the index of a drawn card, never the card; a play names the card and
    the ids of the face-down cards it flips, which then lie face up, named, on both boards."""
    flipped_seen = 0
    for sender, receiver, text in game_links():
        for _kind, what, *_proofs in decode_link(text).body.get("a", []):
            if what[0] in ("hand", "dim"):
                assert len(what) == 2 and type(what[1]) is int
        receiver.receive(decode_link(text))
        for seat in (sender, receiver):
            dim = seat.state.dim[sender.seat]
            shown = [seat.state.defs[uid].id for uid in dim if uid not in seat.state.face_down]
            assert shown == [sender.state.defs[uid].id for uid in sender.state.dim[sender.seat]
                             if uid not in sender.state.face_down]
        flipped_seen += sum(len(play[4]) for play in plays(text))
    assert flipped_seen > 0


def _tampered_flip() -> tuple:
    """The first link of a game whose play flips a card, its receiver, and the flip's index."""
    for _sender, receiver, text in game_links():
        link = decode_link(text)
        for step, (_kind, what, *_proofs) in enumerate(link.body.get("a", [])):
            if what[0] == "play" and what[4]:
                return receiver, link, step
        receiver.receive(decode_link(text))
    raise AssertionError("no play flipped a card")


def test_a_flip_naming_a_card_the_deck_has_none_of_is_refused_and_the_game_kept():
    receiver, link, step = _tampered_flip()
    before = (RULES.public_digest(receiver.state), len(receiver.steps), len(receiver.links))
    link.body["a"][step][1][4][0] = "DL-999"
    with pytest.raises(RemoteError) as refused:
        receiver.receive(link)
    assert refused.value.code == "illegal"
    assert before == (RULES.public_digest(receiver.state), len(receiver.steps),
                      len(receiver.links))


def test_a_flip_named_as_another_card_of_the_deck_is_refused_at_that_link():
    """Protocol 3: a face-down card a payment flips is proven when it is flipped. Named as
    another card of the deck (which protocol 2 could only find at the end), its proof fails at
    the link that names it, whose step the refusal names, and the game is kept."""
    receiver, link, step = _tampered_flip()
    before = (RULES.public_digest(receiver.state), len(receiver.steps), len(receiver.links))
    flips = link.body["a"][step][1][4]
    deck = registry.get("dol").decks["RB"[1 - receiver.seat]].cards
    flips[0] = next(card for card in sorted(deck) if card != flips[0])
    with pytest.raises(RemoteError) as refused:
        receiver.receive(link)
    assert refused.value.code == "illegal"
    assert refused.value.message.startswith(f"Link {link.seq}, step {step + 1}:")
    assert before == (RULES.public_digest(receiver.state), len(receiver.steps),
                      len(receiver.links))


def searcher(hand=(CALL,), deck=(), dim="u"):
    """Seat 0 to play Call of the Dragon, as the other phone sees it: its hand, deck and
    face-down cards are stand-ins, here the cards given."""
    state = table(hand0=list(hand), deck0=list(deck), dim0=dim, filler=3)
    state.windows_by_board = True
    return state


def test_a_search_the_link_says_found_a_card_finds_it_on_the_other_board():
    """The stand-in deck is arranged so the search takes the card the link names, even when
    a card bearing the name lies nearer the top (Ruby bears Valka's name)."""
    state = searcher(deck=[VALKA, plain(), RUBY])
    shown = RULES.apply_named(state, 0, ["play", CALL, -1, 1, [], RUBY])
    found = [entry for entry in state.log if entry["e"] == "search"]
    assert [entry["card"] for entry in found] == [RUBY]
    assert found[0]["uid"] in shown and found[0]["uid"] in state.hand[0]
    assert len(state.deck[0]) == 3 + 3 - 1


def test_a_search_the_link_says_found_nothing_finds_nothing_on_the_other_board():
    """Every card bearing the name is swapped out of the stand-in deck (into the hand or face
    down), so the deck keeps its size; if the seat's unseen cards cannot all be elsewhere the
    claim is refused."""
    state = searcher(hand=[CALL, plain(), plain()], deck=[VALKA, RUBY])
    RULES.apply_named(state, 0, ["play", CALL, -1, 1, [], None])
    assert not any(state.defs[uid].named(VALKA) for uid in state.deck[0])
    assert len(state.deck[0]) == 2 + 3
    state = searcher(hand=[CALL], deck=[VALKA])
    with pytest.raises(RemoteError):
        RULES.apply_named(state, 0, ["play", CALL, -1, 1, [], None])


def test_on_the_true_board_a_search_must_find_what_the_link_says():
    state = searcher(deck=[VALKA])
    with pytest.raises(RemoteError):
        RULES.apply_named(state, 0, ["play", CALL, -1, 1, [], RUBY], swap=False)


def test_a_kept_game_comes_back_the_same():
    for sender, receiver, text in game_links():
        receiver.receive(decode_link(text))
        if len(receiver.links) > 12:
            break
    for seat in (sender, receiver):
        again = RemoteSeat.restore(RULES, seat.record())
        assert RULES.public_digest(again.state) == RULES.public_digest(seat.state)
        assert again.steps == seat.steps


def test_a_move_the_rules_do_not_offer_is_refused():
    """A battle declared in the main phase, or a search claimed by a card that searches
    nothing, is refused as illegal before it touches the board."""
    for named in (["battle"], ["play", plain().id, -1, 1, [], VALKA]):
        state = searcher(hand=[plain()])
        with pytest.raises(RemoteError) as refused:
            RULES.apply_named(state, 0, named)
        assert refused.value.code == "illegal"


def test_a_play_whose_flip_brings_another_copy_ahead_in_the_hand_is_still_taken():
    """Found by `simulate dol --remote`: the played card is swapped into the hand, then a flip
    takes its card from the hand and leaves a copy of the played card ahead of it. Copies are
    alike, so the play goes on with the first, as the legal actions name it."""
    played, flipped, other = plain(1, 1), plain(2, 2), plain(3, 3)
    state = table(hand0=[flipped, other], deck0=[played], dim0="d")
    state.defs[state.dim[0][0]] = played          # a stand-in copy of the played card, face down
    state.windows_by_board = True
    RULES.apply_named(state, 0, ["play", played.id, -1, 0, [flipped.id], None])
    assert [state.defs[uid].id for uid in state.hand[0]] == [played.id]
    assert [state.defs[uid].id for uid in state.dim[0]] == [flipped.id]
    assert not state.face_down


FIREBALL, WARDEN, FROST_TRAP = "DL-009", "DL-027", "DL-028"


def _linked_phones():
    """Two phones past the coins: the inviter (Blue, seat 0) has sent its first link, so the
    friend (Red, seat 1) sends next. Protocol 2, whose phones take a board set by hand (under
    protocol 3 every card shown must open its committed uid, which a board set by hand has
    not); the window's rule is the same under both."""
    blue, invitation = RemoteSeat.invite(RULES, "BR", b"s" * 16, b"c" * 16, b"dol-draw",
                                         protocol=2)
    red, answer = RemoteSeat.accept(RULES, decode_link(invitation.encode()), b"t" * 16,
                                    b"d" * 16, oldest=2)
    blue.receive(decode_link(answer.encode()))
    red.receive(decode_link(blue.link().encode()))
    return blue, red


def _red_turn(blue_deck):
    """Red's main phase, Fireball in hand; Blue's captain is a plain character beside Warden
    of the Deep (〈captain_lost〉: draw 1), and Blue's deck, top first, is `blue_deck`: on
    Blue's phone the true cards, on Red's phone stand-ins, the same cards in another order."""
    state = table(hand0=[plain()], chars0=[(plain(), "captain"), WARDEN], dim0="dd",
                  deck0=blue_deck, hand1=[FIREBALL], chars1=[plain(2, 2)], dim1="uu",
                  active=1, filler=3)
    state.windows_by_board = True
    return state


def test_a_window_after_a_draw_the_play_set_off_is_the_same_on_both_phones():
    """Decision foresight-by-link, with rulebook ■2 スタンドアップフェイズ (to draw is to look at
    the card and put it in the hand or the dimension) and decision effect-draw. Red's Fireball
    sends Blue's captain to the underworld, so Warden of the Deep makes Blue draw in Red's
    turn: on Blue's phone the drawn card is Frost Trap, on Red's a stand-in. The window is
    asked once the card is placed, from Blue's unseen cards, one multiset on both phones, so
    each phone takes the other's link (found by `simulate dol --remote`: a window asked while
    the card was being drawn left it out, the phones disagreed and the game stuck)."""
    blue, red = _linked_phones()
    blue.state, red.state = _red_turn([FROST_TRAP, plain(3)]), _red_turn([plain(3), FROST_TRAP])
    captain = blue.state.captain[0]
    red.play(next(action for action in RULES.legal_actions(red.state)
                  if action[0] == "play" and action[2] == captain))
    blue.receive(decode_link(red.link().encode()))          # refused before: not your board
    drawn = blue.state.drawing[0][0]
    assert blue.to_move() == 0 and blue.state.defs[drawn].id == FROST_TRAP
    blue.play(("hand", drawn))
    assert blue.state.phase == "respond" and ("play", drawn, red.state.chars[1][0], 2) in (
        RULES.legal_actions(blue.state))
    blue.play(("play", drawn, red.state.chars[1][0], 2))    # the card just drawn answers
    red.receive(decode_link(blue.link().encode()))
    assert RULES.public_digest(red.state) == RULES.public_digest(blue.state)
    assert red.state.chars[1][0] in red.state.rested


def test_a_game_begun_under_ruleset_3_goes_on_under_it():
    """Ruleset 4 changed when a 先読み window is asked (decision foresight-window). A game by
    link invited under ruleset 3 is accepted, kept and brought back under ruleset 3 on both
    phones, so a game in progress when the release came plays on as it began; a ruleset from
    before DoL was played by link is refused."""
    old = RULES.edition(3)
    blue, invitation = RemoteSeat.invite(old, "BR", b"s" * 16, b"c" * 16, b"dol-old")
    red, answer = RemoteSeat.accept(RULES, decode_link(invitation.encode()), b"t" * 16,
                                    b"d" * 16)
    blue.receive(decode_link(answer.encode()))
    red.receive(decode_link(blue.link().encode()))
    for seat in (blue, red):
        again = RemoteSeat.restore(RULES, seat.record())
        assert (again.rules.ruleset, again.state.ruleset) == (3, 3)
    assert RULES.edition(2) is None and RULES.edition(RULES.ruleset) is RULES


def test_the_uids_at_every_place_agree_between_the_phones_through_a_whole_game():
    """Protocol 3: the decks' order and every shuffle after a search come from generators both
    phones share, and hidden cards move by place, so after every link both phones hold the
    same uid at every place; only which card an unshown uid is differs."""
    def places(state) -> tuple:
        zones = ("deck", "hand", "drawing", "dim", "chars", "barriers", "underworld", "sealed")
        return tuple((*(tuple(getattr(state, zone)[seat]) for zone in zones),
                      state.fortress[seat]) for seat in (0, 1))
    compared = 0
    for sender, receiver, text in game_links():
        receiver.receive(decode_link(text))
        if sender.state is not None and receiver.state is not None:
            assert places(sender.state) == places(receiver.state)
            compared += 1
    assert compared > 10


def test_a_card_found_by_a_search_with_a_wrong_salt_is_refused():
    """The found card's proof is the last of its play's: a wrong salt is refused at once."""
    for seed in range(3, 12):
        for _sender, receiver, text in game_links(seed):
            link = decode_link(text)
            searched = [number for number, step in enumerate(link.body.get("a", []))
                        if step[1][0] == "play" and step[1][5] is not None]
            if not searched:
                continue
            step = link.body["a"][searched[0]]
            step[2][-1][1] = b"x" * 16
            with pytest.raises(RemoteError) as refused:
                receiver.receive(link)
            assert refused.value.code == "illegal"
            return
    raise AssertionError("no search found a card")
