"""Sharing by link: the five kinds of link, deck codes, the daily challenge, the replay viewer
and the bridge requests behind them (issue: share by link)."""

import base64
import json
import string

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import bridge
from cardtable.core import registry
from cardtable.core.codec import (
    CHALLENGE,
    DECK,
    REPLAY,
    RESULT,
    SAVE,
    DeckLink,
    Save,
    SaveError,
    decode,
    encode,
)
from cardtable.core.daily import daily_challenge
from cardtable.core.decks import decode_deck, encode_deck
from cardtable.core.protocol import OptionsError
from cardtable.core.randombot import RandomBot
from cardtable.core.session import Session
from cardtable.simulate import play_game

GAMES = ("gateruler", "frontline", "dol")


def ask(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def finished(game_id: str, options: dict, seed: int) -> Session:
    game = registry.get(game_id)
    return play_game(game_id, options, seed,
                     tuple(RandomBot(seat, seed + seat) for seat in range(game.seats)))


# --- the codec --------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", [SAVE, REPLAY, RESULT])
def test_every_game_kind_round_trips(kind):
    save = Save("fl", 1, {"b": 1, "d": "LM"}, 7, [0, 3, 200], kind)
    assert decode(encode(save)) == save


def test_a_challenge_carries_no_moves_and_a_result_needs_them():
    assert decode(encode(Save("gr", 1, {"l": 2}, 5, [], CHALLENGE))).kind == CHALLENGE
    for bad in ([2, CHALLENGE, "gr", 1, {}, 5, [1]], [2, RESULT, "gr", 1, {}, 5, []],
                [2, "z", "gr", 1, {}, 5, []]):
        fragment = base64.urlsafe_b64encode(msgpack.packb(bad)).decode().rstrip("=")
        with pytest.raises(SaveError):
            decode(fragment)


def test_format_one_links_still_read_as_challenge_or_save():
    old_challenge = msgpack.packb([1, "gr", 1, {"l": 3}, 9, []])
    old_save = msgpack.packb([1, "gr", 1, {"l": 3}, 9, [0, 1]])
    as_link = [base64.urlsafe_b64encode(raw).decode().rstrip("=")
               for raw in (old_challenge, old_save)]
    assert decode(as_link[0]) == Save("gr", 1, {"l": 3}, 9, [], CHALLENGE)
    assert decode(as_link[1]) == Save("gr", 1, {"l": 3}, 9, [0, 1], SAVE)


def test_deck_link_round_trips_and_is_checked_strictly():
    link = DeckLink("dl", 1, "", "AbC", "Fire")
    assert decode(encode(link)) == link
    raw = msgpack.packb([2, DECK, "dl", 1, {"v": "", "c": 5, "n": ""}])
    with pytest.raises(SaveError):
        decode(base64.urlsafe_b64encode(raw).decode().rstrip("="))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_challenge_link_is_at_most_40_characters(game_id):
    """The issue's bound, with the largest seed and every option spelled out."""
    game = registry.get(game_id)
    options = game.daily_options(0) | ({"b": 1} if game.seats == 2 else {})
    assert len(Session(game_id, options, 2**32 - 1).link(CHALLENGE)) <= 40


# --- deck codes -------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_ready_decks_code_and_decode_exactly(game_id):
    rules = registry.get(game_id).deck_rules()
    for ready in rules.ready():
        code = encode_deck(ready["cards"], rules)
        assert decode_deck(code, rules) == dict(sorted(ready["cards"].items()))
        assert rules.problems(ready["cards"], ready["variant"]) == []
        assert len(code) <= 16


def test_a_deck_code_from_a_smaller_pool_still_reads():
    """Pools only grow at their end: a code written before a card was added decodes the same."""
    rules = registry.get("dol").deck_rules()
    smaller = type(rules)(rules.pool[:-1], rules.most, rules.variants, rules.checker)
    cards = {rules.pool[0]: 3, rules.pool[-2]: 1}
    assert decode_deck(encode_deck(cards, smaller), rules) == cards


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=string.ascii_letters + string.digits + "-_!", max_size=24))
def test_any_deck_code_decodes_or_raises_save_error(code):
    rules = registry.get("frontline").deck_rules()
    try:
        cards = decode_deck(code, rules)
    except SaveError:
        return
    assert set(cards) <= set(rules.pool) and all(0 < n <= rules.most for n in cards.values())


@pytest.mark.parametrize("game_id, key", [("gateruler", "x"), ("frontline", "x0"),
                                          ("dol", "x1")])
def test_a_challenge_can_name_a_custom_deck(game_id, key):
    game = registry.get(game_id)
    rules = game.deck_rules()
    ready = rules.ready()[-1]
    options = {key: encode_deck(ready["cards"], rules)}
    if game_id == "gateruler":
        options["r"] = ready["variant"]
    session = Session(game_id, options, 3)
    again = Session.from_save(decode(session.link(CHALLENGE)))
    assert again.state_hash() == session.state_hash()
    assert len(session.link(CHALLENGE)) <= 60


def test_an_illegal_custom_deck_is_refused_with_its_problems():
    rules = registry.get("dol").deck_rules()
    short = dict(list(rules.ready()[0]["cards"].items())[:-1])
    with pytest.raises(OptionsError, match="exactly 50"):
        Session("dol", {"x0": encode_deck(short, rules)}, 1)


# --- the daily challenge ----------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_the_daily_challenge_is_the_same_all_day_and_new_the_next(game_id):
    game = registry.get(game_id)
    today = daily_challenge(game, "2026-11-29")
    assert today == daily_challenge(game, "2026-11-29")
    assert today[1] != daily_challenge(game, "2026-11-30")[1]
    Session(game_id, *today)


@pytest.mark.parametrize("date", ["2026-13-01", "yesterday", "", None, 20261129, "2026-1-1"])
def test_a_bad_date_is_refused(date):
    with pytest.raises(SaveError):
        daily_challenge(registry.get("dol"), date)


def test_bridge_daily_starts_the_day_s_game():
    answer = ask(op="daily", game="frontline", date="2026-11-29")
    options, seed = daily_challenge(registry.get("frontline"), "2026-11-29")
    assert answer["ok"] and answer["seed"] == seed and answer["options"] == options


# --- the bridge: opening each kind ------------------------------------------------------------

def test_opening_a_replay_watches_it_and_leaves_the_game_in_progress():
    ask(op="new", game="gateruler", options={"l": 1}, seed=4)
    game_in_progress = ask(op="act", index=0)
    whole = finished("dol", {"b": -1}, 11)
    opened = ask(op="open", fragment=whole.link(REPLAY))
    assert opened["link"] == REPLAY and opened["mode"] == "replay"
    assert opened["position"] == 0 and opened["total"] == len(whole.actions)
    end = ask(op="seek", position=len(whole.actions))
    assert end["hash"] == whole.state_hash() == end["final"]["hash"]
    middle = ask(op="seek", position=5)
    assert middle["hash"] == whole.prefix(5).state_hash() and middle["log"]
    assert ask(op="seek", position=len(whole.actions) + 1)["ok"] is False
    moved = ask(op="act", index=0)
    assert moved["game"] == "gateruler" and moved["moves"] == game_in_progress["moves"] + 1


def test_branching_plays_on_from_a_replay_step():
    whole = finished("frontline", {"b": 1}, 12)
    ask(op="open", fragment=whole.link(REPLAY))
    branch = ask(op="branch", position=10)
    assert branch["mode"] == "play" and branch["actions"]
    assert branch["fragment"] != whole.fragment()
    assert Session.from_save(decode(branch["fragment"])).actions[:10] == whole.actions[:10]


def test_a_result_link_starts_the_challenge_afresh_with_the_sender_s_outcome():
    whole = finished("gateruler", {"l": 2}, 13)
    opened = ask(op="open", fragment=whole.link(RESULT))
    assert opened["link"] == RESULT and opened["moves"] == 0
    assert opened["seed"] == whole.seed and opened["options"] == whole.options
    rival = opened["rival"]
    assert rival["hash"] == whole.state_hash() and rival["turn"] == whole.game.turn(whole.state)
    assert rival["result"] == whole.game.result(whole.state)
    assert rival["score"] == whole.game.score(whole.state)
    assert ask(op="act", index=0)["rival"] == rival


def test_a_frontline_game_is_told_in_rounds_wherever_its_length_is_said():
    """Frontline's board counts rounds (rulebook, ゲームの流れ: each player's turn in turn), so
    its result, its result link's rival and its replay's end say rounds, not twice as many turns;
    the other games count turns."""
    whole = finished("frontline", {"b": 1}, 5)
    rounds = {"unit": "rounds", "n": (whole.game.turn(whole.state) + 1) // 2}
    assert ask(op="open", fragment=whole.fragment())["length"] == rounds
    assert ask(op="open", fragment=whole.link(RESULT))["rival"]["length"] == rounds
    assert ask(op="open", fragment=whole.link(REPLAY))["final"]["length"] == rounds
    dol = finished("dol", {"b": 1}, 14)
    assert ask(op="open", fragment=dol.fragment())["length"] == {"unit": "turns", "n": dol.game.turn(dol.state)}


def test_a_result_link_of_an_unfinished_game_is_refused():
    session = Session("gateruler", {"l": 1}, 3)
    session.play(0)
    answer = ask(op="open", fragment=session.link(RESULT))
    assert answer["ok"] is False and answer["error"]["code"] == "unfinished"


def test_a_finished_game_offers_every_link():
    whole = finished("dol", {"b": 1}, 14)
    links = ask(op="open", fragment=whole.fragment())["links"]
    assert decode(links["result"]).kind == RESULT and decode(links["replay"]).kind == REPLAY
    assert decode(links["challenge"]).actions == []


def test_later_finds_the_save_that_plays_a_save_link_s_game_further():
    """A save link of a game that went on in another tab continues it (web/app.js)."""
    whole = finished("frontline", {"b": 1}, 15)
    older, newer = whole.prefix(6), whole.prefix(9)
    other = finished("frontline", {"b": 1}, 16).prefix(9)   # another seed
    sibling = whole.prefix(5)
    sibling.play(next(i for i in range(len(sibling.legal_actions())) if i != whole.actions[5]))
    saves = ["damaged!", other.fragment(), sibling.fragment(), older.fragment(), newer.fragment()]
    assert ask(op="later", fragment=older.fragment(), saves=saves) == {"ok": True, "index": 4}
    assert ask(op="later", fragment=newer.fragment(), saves=saves)["index"] == -1
    # A challenge starts a game of its own, however far its saves went.
    assert ask(op="later", fragment=whole.link(CHALLENGE), saves=saves)["index"] == -1
    assert ask(op="later", fragment=older.fragment(), saves="no")["ok"] is False


# --- the bridge: decks ------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_deck_pool_lists_the_cards_and_the_ready_decks(game_id):
    answer = ask(op="deck_pool", game=game_id)
    rules = registry.get(game_id).deck_rules()
    assert answer["pool"] == list(rules.pool) and answer["ready"]


def test_deck_check_reports_problems_as_codes_and_gives_a_link_when_legal():
    ready = ask(op="deck_pool", game="dol")["ready"][0]
    legal = ask(op="deck_check", game="dol", cards=ready["cards"], variant="", name="Mine")
    assert legal["legal"] and legal["problems"] == []
    opened = ask(op="open", fragment=legal["link"])
    assert opened["link"] == DECK and opened["deck"]["cards"] == dict(sorted(
        ready["cards"].items())) and opened["deck"]["name"] == "Mine"
    wrong = dict(ready["cards"], **{"DL-001": 4})
    answer = ask(op="deck_check", game="dol", cards=wrong, variant="", name="")
    assert not answer["legal"] and answer["link"] is None
    assert {problem["code"] for problem in answer["problems"]} == {"size", "copies"}


def test_gate_ruler_deck_check_applies_the_ruler_s_limits():
    wizard = ask(op="deck_pool", game="gateruler")["ready"][0]
    answer = ask(op="deck_check", game="gateruler", cards=wizard["cards"], variant="a",
                 name="")
    ok = ask(op="deck_check", game="gateruler", cards=wizard["cards"],
             variant=wizard["variant"], name="")
    assert ok["legal"]
    assert answer["legal"] or answer["problems"]
    assert ask(op="deck_check", game="gateruler", cards={}, variant="q", name="")[
        "problems"][0]["code"] == "variant"


def test_an_illegal_deck_link_opens_with_its_problems():
    rules = registry.get("frontline").deck_rules()
    code = encode_deck({rules.pool[0]: 2}, rules)
    answer = ask(op="open", fragment=encode(DeckLink("fl", 1, "", code, "Tiny")))
    assert answer["ok"] and not answer["deck"]["legal"] and answer["deck"]["problems"]


def test_a_pass_and_play_replay_is_seen_from_one_seat_throughout():
    whole = finished("dol", {"b": -1}, 15)
    ask(op="open", fragment=whole.link(REPLAY))
    viewers = {ask(op="seek", position=n)["viewer"] for n in range(0, len(whole.actions), 7)}
    assert viewers == {0}
