"""The coach's requests as the page sends them (bridge.handle): a hint names one of the
snapshot's actions, and a review step words both moves against the board the deciding seat saw,
so the page can name their cards."""

import json

from cardtable import bridge


def ask(**request) -> dict:
    return json.loads(bridge.handle(json.dumps(request)))


def thrown_frontline() -> dict:
    """A Frontline game against the computer in which the player ends every turn at once."""
    snap = ask(op="new", game="frontline", options={"b": 1, "d": "LM", "lv": "easy"}, seed=7)
    while snap["result"] is None:
        kinds = [action["kind"] for action in snap["actions"]]
        snap = ask(op="act", index=kinds.index("end") if "end" in kinds else 0)
    return snap


def test_a_hint_names_one_of_the_actions_on_offer_and_marks_the_game():
    snap = ask(op="new", game="gateruler", options={"l": 1}, seed=3)
    answer = ask(op="hint")
    assert 0 <= answer["hint"]["index"] < len(snap["actions"])
    assert answer["actions"] == snap["actions"]
    assert answer["options"]["h"] == 1


def test_a_review_step_words_its_moves_on_the_board_the_deciding_seat_saw():
    thrown_frontline()
    positions = ask(op="review_plan")["positions"]
    verdict = ask(op="review_step", position=positions[0])
    seat = verdict["view"]["seats"][verdict["seat"]]
    hand = {card["uid"] for card in seat["hand"]}
    for move in (verdict["played_move"], verdict["best_move"]):
        if (move.get("source") or {}).get("zone") == "hand":
            assert move["source"]["uid"] in hand
    assert verdict["mark"] in ("mistake", "blunder")      # ending turn 1 at once, with warriors in hand
