"""A deck's name travels in its link, and a link's text is read back at most MAX_TEXT bytes
long: the bridge refuses a name that would make a deck link nobody can open."""

import json

from cardtable import bridge
from cardtable.core.codec import MAX_TEXT


def ask(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_a_deck_name_that_fits_a_link_opens_and_a_longer_one_is_refused():
    cards = ask(op="deck_pool", game="dol")["ready"][0]["cards"]
    fits = "紅" * (MAX_TEXT // 3)
    answer = ask(op="deck_check", game="dol", cards=cards, variant="", name=fits)
    opened = ask(op="open", fragment=answer["link"])
    assert opened["ok"] and opened["deck"]["name"] == fits
    too_long = ask(op="deck_check", game="dol", cards=cards, variant="", name=fits + "紅")
    assert too_long["ok"] is False and too_long["error"]["code"] == "bad-request"
