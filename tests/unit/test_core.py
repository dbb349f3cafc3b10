"""The engine core: the seeded generator, the save codec, sessions and the bridge."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable import bridge
from cardtable.core.codec import CHALLENGE, FORMAT_VERSION, Save, SaveError, decode, encode
from cardtable.core.protocol import CardTableError, IllegalAction
from cardtable.core.rng import Rng
from cardtable.core.session import Session
from cardtable.gateruler.bots import RandomBot
from cardtable.simulate import play_game


def test_generator_output_is_pinned():
    """SplitMix64's first outputs for seed 0 are fixed forever: Pyodide must give the same."""
    rng = Rng(0)
    assert [rng.below(1_000_000) for _ in range(3)] == [
        0xE220A8397B1DCDAF % 1_000_000, 0x6E789E6AA1B965F4 % 1_000_000,
        0x06C45D188009454F % 1_000_000]


def test_shuffle_is_a_permutation_and_seeded():
    a, b = list(range(50)), list(range(50))
    Rng(7).shuffle(a)
    Rng(7).shuffle(b)
    assert a == b and sorted(a) == list(range(50)) and a != list(range(50))


def test_codec_round_trip():
    save = Save("gr", 1, {"l": 3, "r": "a"}, 4_000_000_000, [0, 5, 200, 65535])
    assert decode(encode(save)) == save
    assert decode("#" + encode(save)) == save


def test_challenge_link_is_short():
    fragment = encode(Session("gateruler", {"l": 6, "r": "a"}, 2**32 - 1).to_save(CHALLENGE))
    assert len(fragment) <= 40


@pytest.mark.parametrize("fragment, code", [
    ("", "empty"), ("!!!!", "corrupt"), ("A" * 20_000, "too-long"), ("AAAAA", "corrupt"),
    (encode(Save("gr", 1, {}, 0, [])).rstrip("A")[:-3], "corrupt"),
    ("kQM", "unknown-format"),
])
def test_bad_fragments_raise_save_error(fragment, code):
    with pytest.raises(SaveError) as caught:
        decode(fragment)
    assert caught.value.code == code


def test_unknown_format_version_is_named():
    import base64

    import msgpack
    packed = msgpack.packb([FORMAT_VERSION + 1, "gr", 1, {}, 0, []])
    with pytest.raises(SaveError, match=f"format {FORMAT_VERSION + 1}") as caught:
        decode(base64.urlsafe_b64encode(packed).decode().rstrip("="))
    assert caught.value.code == "unknown-format"


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=300))
def test_random_text_only_raises_save_error(text):
    """Hostile input: any text either decodes to a well-typed Save or raises SaveError."""
    try:
        save = decode(text)
    except SaveError:
        return
    assert isinstance(save.actions, list) and isinstance(save.options, dict)


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=200), st.integers(0, 60), st.integers(0, 255))
def test_mutated_fragments_only_raise_documented_errors(noise, position, byte):
    """Hostile input: a real save with bytes flipped, cut or padded opens or fails cleanly,
    never with an exception other than the documented CardTableError family."""
    import base64
    real = base64.urlsafe_b64decode(encode(Save("gr", 1, {"l": 2}, 99, [1, 2, 3])) + "==")
    data = bytearray(real + noise)
    if position < len(data):
        data[position] = byte
    fragment = base64.urlsafe_b64encode(bytes(data[: position + 8])).decode().rstrip("=")
    try:
        Session.from_save(decode(fragment))
    except CardTableError:
        pass


def test_replay_is_deterministic():
    """A game is its seed, options and actions: replaying gives the same state hash."""
    session = play_game("gateruler", {"l": 3}, 1234, (RandomBot(0, 5),))
    again = Session.from_save(decode(session.fragment()))
    assert again.state_hash() == session.state_hash()
    assert again.game.result(again.state) == session.game.result(session.state)


def test_illegal_action_in_a_save_reports_its_position():
    session = Session("gateruler", {"l": 1}, 5)
    session.play(0)
    save = session.to_save()
    save.actions.append(999)
    with pytest.raises(IllegalAction) as caught:
        Session.from_save(save)
    assert caught.value.position == 1


def test_save_from_another_ruleset_is_refused_plainly():
    save = Session("gateruler", {}, 1).to_save()
    save.ruleset = 99
    with pytest.raises(SaveError, match="version 99") as caught:
        Session.from_save(save)
    assert caught.value.code == "unknown-ruleset"


def test_bad_options_are_refused():
    with pytest.raises(CardTableError):
        Session("gateruler", {"l": 9}, 1)
    with pytest.raises(CardTableError):
        Session("gateruler", {"zz": 1}, 1)


def ask(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_bridge_failed_open_keeps_the_game_in_progress():
    started = ask(op="new", game="gateruler", options={"l": 1}, seed=3)
    assert started["ok"] and started["actions"]
    failed = ask(op="open", fragment="corrupt!!")
    assert failed == {"ok": False, "error": {
        "code": "corrupt", "message": failed["error"]["message"]}}
    moved = ask(op="act", index=len(started["actions"]) - 1)
    assert moved["ok"] and moved["moves"] == 1


def test_bridge_resume_puts_the_page_s_game_back_with_its_rival():
    """A worker that lost the game (a new one after a crash, or one an engine error left
    elsewhere) gets it back from the page's save: same position, same rival, moves go on."""
    ask(op="new", game="gateruler", options={"l": 1}, seed=3)
    moved = ask(op="act", index=0)
    ask(op="new", game="frontline", options={}, seed=9)  # the worker is now elsewhere
    rival = {"score": 7}
    resumed = ask(op="resume", fragment=moved["fragment"], rival=rival)
    assert resumed["ok"] and resumed["hash"] == moved["hash"] and resumed["rival"] == rival
    assert ask(op="act", index=0)["moves"] == moved["moves"] + 1
    refused = ask(op="resume", fragment=moved["links"]["replay"])
    assert refused["ok"] is False and refused["error"]["code"] == "bad-request"


def test_bridge_illegal_index_is_an_error_not_a_crash():
    ask(op="new", game="gateruler", options={}, seed=3)
    answer = ask(op="act", index=10_000)
    assert answer["ok"] is False and answer["error"]["code"] == "illegal-action"


def test_bridge_replay_matches_session():
    session = play_game("gateruler", {"l": 2}, 77, (RandomBot(0, 1),))
    answer = ask(op="replay", fragment=session.fragment())
    assert answer["hash"] == session.state_hash()
    assert answer["result"] == session.game.result(session.state)
