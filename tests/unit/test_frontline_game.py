"""Frontline through the game protocol: options, views, descriptions, invariants, bots and
whole games (cardtable/core/protocol.py)."""

import io
import json

import pytest

from cardtable.core.codec import decode
from cardtable.core.protocol import OptionsError
from cardtable.core.rng import Rng
from cardtable.core.session import Session, state_hash
from cardtable.frontline import GAME, mechanics
from cardtable.frontline.bots import determinize
from cardtable.frontline.cards import CARDS, DECKS
from cardtable.frontline.decks import expand
from cardtable.frontline.state import GUARD, NOBODY
from cardtable.simulate import simulate
from fl_table import act, table

MERC, GIANT, ARCHER = "FL-N01", "FL-N02", "FL-L05"


def test_identity():
    assert (GAME.id, GAME.code, GAME.ruleset, GAME.seats) == ("frontline", "fl", 1, 2)


def test_options_defaults_and_matchups():
    assert GAME.normalize_options({}) == {"b": -1, "d": "LM"}
    for decks in ("LM", "ML", "LL", "MM"):
        state = GAME.new_state(GAME.normalize_options({"b": 1, "d": decks}), 3)
        factions = [state.defs[state.city[seat]].faction[0].upper() for seat in (0, 1)]
        assert "".join(factions) == decks


@pytest.mark.parametrize("options", [{"x": 1}, {"b": 2}, {"b": "0"}, {"b": True},
                                     {"d": "LX"}, {"d": "lm"}, {"d": 1}, {"deck": "LM"}])
def test_bad_options_are_refused(options):
    with pytest.raises(OptionsError):
        GAME.normalize_options(options)


def test_view_hides_the_other_hand_and_both_decks():
    """A seat sees its own hand, a count of the other's, and only counts of both decks."""
    state = GAME.new_state(GAME.normalize_options({}), 5)
    view = GAME.view(state, 0)
    mine, theirs = view["seats"]
    assert [card["uid"] for card in mine["hand"]] == state.hand[0]
    assert theirs["hand"] is None and theirs["hand_count"] == len(state.hand[1])
    assert mine["deck"] == len(state.deck[0]) and theirs["deck"] == len(state.deck[1])
    text = json.dumps(view)
    assert all(f'"uid": {uid},' not in text for uid in state.hand[1] + state.deck[0])


def test_a_hand_warrior_shows_the_power_it_would_deploy_with():
    """The hand's number is the one the frontline will show: Libiart's city gives its Betas
    +1 power while it stands, and the other seat's 夜陰 takes 1 away; a phenomenon has no
    power to show."""
    state = table(hand=(["FL-L05", "FL-L03", "FL-L17"], ()))
    archer, veranox, first_aid = (card for card in GAME.view(state, 0)["seats"][0]["hand"])
    assert (archer["power"], veranox["power"]) == (2 + 1, 4)
    assert "power" not in first_aid
    state.defs.append(CARDS["FL-L16"])
    state.ongoing[1].append(len(state.defs) - 1)
    state.city_hurt[0] = state.defs[state.city[0]].hp      # the city falls: its bonus goes
    archer = GAME.view(state, 0)["seats"][0]["hand"][0]
    assert archer["power"] == 2 - 1


def test_log_never_names_a_drawn_card():
    """Draws are logged as counts: the log goes to both players."""
    state = GAME.new_state(GAME.normalize_options({}), 5)
    assert all(set(entry) == {"e", "seat", "count"} for entry in state.log
               if entry["e"] == "draw")


def test_describe_every_kind():
    """describe() gives kind, source and target for the board, JSON-ready."""
    state = table(front=((ARCHER, MERC), (GIANT,)), hand=([MERC, "FL-N04", "FL-L15"], ()))
    kinds = {}
    for action in GAME.legal_actions(state):
        described = GAME.describe(state, action)
        json.dumps(described)
        kinds.setdefault(described["kind"], described)
    assert set(kinds) == {"deploy", "equip", "play", "retire", "attack", "end"}
    assert kinds["deploy"]["target"] == {"seat": 0, "zone": "frontline"}
    assert kinds["play"]["target"] == {"seat": 1, "zone": "frontline", "uid": state.front[1][0]}
    assert kinds["attack"]["target"] == {"seat": 1, "zone": "city"}
    act(state, "attack")
    lock = GAME.describe(state, GAME.legal_actions(state)[-1])
    assert lock == {"kind": "lockon", "source": {"seat": 0, "zone": "frontline",
                                                 "uid": state.front[0][0]},
                    "target": {"seat": 1, "zone": "city"}}
    act(state, "lockon", state.front[0][0], NOBODY)
    assert state.phase == GUARD and GAME.to_move(state) == 1
    guard = GAME.describe(state, GAME.legal_actions(state)[0])
    assert guard["kind"] == "guard" and guard["source"]["seat"] == 1
    assert guard["target"] == {"seat": 0, "zone": "frontline", "uid": state.front[0][0]}


def test_bench_start_plays_index_zero_three_times():
    """bench/engine_speed.py times copies of the position after three index-0 plays from a
    fresh session: it must be a live mid-game position (a warrior out, the game going on),
    and its copy must be independent, or the bench would time the wrong thing."""
    session = Session("frontline", {}, 1)
    for _ in range(3):
        session.play(0)
    state = session.state
    assert GAME.to_move(state) is not None and any(state.front)
    before = GAME.fingerprint(state)
    other = state.copy()
    GAME.apply(other, GAME.legal_actions(other)[0])
    other.hand[other.active].clear()
    assert GAME.fingerprint(state) == before != GAME.fingerprint(other)


def only_ints_and_strs(value) -> bool:
    if isinstance(value, tuple):
        return all(only_ints_and_strs(item) for item in value)
    return type(value) in (int, str)


def test_copy_is_independent_and_fingerprinted_alike():
    """fingerprint() is nested tuples of ints and strs; a copy has the same one until it
    moves on."""
    state = GAME.new_state(GAME.normalize_options({}), 8)
    assert only_ints_and_strs(GAME.fingerprint(state))
    other = state.copy()
    assert GAME.fingerprint(other) == GAME.fingerprint(state)
    GAME.apply(other, GAME.legal_actions(other)[0])
    assert GAME.fingerprint(other) != GAME.fingerprint(state)
    assert state_hash(GAME, state) == state_hash(GAME, GAME.new_state({"b": -1, "d": "LM"}, 8))


def test_check_catches_a_lost_or_copied_card():
    state = GAME.new_state(GAME.normalize_options({}), 2)
    GAME.check(state)
    state.hand[0].append(state.deck[0][0])
    with pytest.raises(AssertionError):
        GAME.check(state)
    state = GAME.new_state(GAME.normalize_options({}), 2)
    state.deck[1].pop()
    with pytest.raises(AssertionError):
        GAME.check(state)


def test_determinization_keeps_what_the_bot_can_see():
    """A bot's guess keeps its own hand, and deals again what it cannot see: the opponent's
    hand and deck, and its own deck's order. Over a few guesses both change (a guess that
    dealt nothing again would be the bot reading hidden cards)."""
    state = GAME.new_state(GAME.normalize_options({}), 6)
    seat = state.active
    foe = 1 - seat
    guesses = [determinize(state, seat, Rng(number)) for number in range(4)]
    for guess in guesses:
        assert guess.hand[seat] == state.hand[seat] and guess.front == state.front
        assert sorted(guess.deck[seat]) == sorted(state.deck[seat])
        assert len(guess.hand[foe]) == len(state.hand[foe])
        assert sorted(guess.hand[foe] + guess.deck[foe]) == sorted(state.hand[foe] +
                                                                  state.deck[foe])
    assert any(guess.hand[foe] != state.hand[foe] for guess in guesses)
    assert any(guess.deck[seat] != state.deck[seat] for guess in guesses)


def ended_by_the_rulebook(state) -> bool:
    """勝利条件: the loser's city and HQ are both at 0 HP or its deck is empty, and the
    winner's are not; a draw is both losing at once (rules.DECISIONS: both-lose)."""
    lost = [mechanics.has_lost(state, seat) for seat in (0, 1)]
    if state.winner == NOBODY:
        return lost == [True, True]
    return lost[1 - state.winner] and not lost[state.winner]


@pytest.mark.parametrize("bots", [("random", "random"), ("default", "random")])
def test_games_keep_every_card(bots, monkeypatch):
    """Card conservation and the other invariants of check() hold after every action of every
    game, and each game ends the way the rulebook says a game ends."""
    checked = []
    original = GAME.check
    monkeypatch.setattr(GAME, "check", lambda state: (checked.append(1), original(state)))
    links = io.StringIO()
    report = simulate("frontline", {}, bots, 12, 5, check=True, links=links)
    assert len(checked) == report["actions"] > 12 * 20
    for line in links.getvalue().split():
        state = Session.from_save(decode(line)).state
        assert ended_by_the_rulebook(state)


@pytest.mark.parametrize("decks", ["ML", "LL", "MM"])
def test_every_matchup_plays_to_the_end(decks):
    """Each match-up deals its two decks (each seat's cards are its deck's 40) and plays to a
    rulebook ending, which a replay of the game's link reaches again."""
    links = io.StringIO()
    report = simulate("frontline", {"d": decks}, ("random", "greedy"), 6, 2, check=True,
                      links=links)
    assert set(report["by_deck"]) == set(decks)
    for line in links.getvalue().split():
        session = Session.from_save(decode(line))
        state = session.state
        dealt = [sorted(card.id for card in state.defs[seat * 40:(seat + 1) * 40])
                 for seat in (0, 1)]
        assert dealt == [expand(DECKS[letter].cards) for letter in decks]
        assert ended_by_the_rulebook(state)


def test_replay_gives_the_same_game():
    """A save (seed, options, action indexes) replays to the same state."""
    session = Session("frontline", {"b": 1, "d": "ML"}, 77)
    bot = GAME.bots()["greedy"](0, 3)
    while GAME.to_move(session.state) is not None:
        session.play(bot.choose(session.state, session.legal_actions()))
    again = Session.from_save(session.to_save())
    assert again.state_hash() == session.state_hash()
    assert GAME.result(again.state) == GAME.result(session.state)
