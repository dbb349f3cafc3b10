"""Frontline details no test pinned until mutation testing changed them and every test still
passed (bench/mutation.py; docs/MUTATION.md lists what stays unpinned and why).

Rulebook: ../shared/rules/frontline-libiart-vs-minesis.ja.txt, 「ルール」; decisions and
departures are the ones cardtable.frontline.rules names.
"""

from cardtable.frontline.cards import DECKS
from cardtable.frontline.decks import deck_problems

LIBIART = DECKS["L"].cards


def codes_and_numbers(deck: dict) -> list[tuple]:
    """Each problem as the page words it: its code and its numbers (the English text aside)."""
    return [(problem.code, problem.params) for problem in deck_problems(deck)]


def test_each_deck_rule_reports_its_own_code_and_numbers():
    """ゲームの準備 ① デッキの準備: at most 40 cards, exactly one city and one HQ, at most 2 cards
    of a name; and the two limits that follow from the opening hand (a warrior to keep, and more
    cards than the hand takes: decision empty-deck). The deck builder words each problem from
    its code and numbers, so each must be exact."""
    assert codes_and_numbers({"FL-X99": 1}) == [("unknown", {"card": "FL-X99"})]
    assert codes_and_numbers({**LIBIART, "FL-N03": 1}) == [
        ("too_many", {"total": 41, "most": 40})]
    assert codes_and_numbers({**LIBIART, "FL-M19": 1, "FL-L02": 1}) == [
        ("city", {"count": 2})]
    assert codes_and_numbers({**LIBIART, "FL-L19": 0}) == [("hq", {"count": 0})]
    assert codes_and_numbers({**LIBIART, "FL-L01": 3, "FL-L02": 0}) == [
        ("copies", {"name": "オニカミ", "count": 3, "most": 2})]
    city_and_hq = {"FL-L18": 1, "FL-L19": 1}
    assert codes_and_numbers({**city_and_hq, "FL-L01": 1, "FL-L02": 2, "FL-L03": 2}) == [
        ("too_few", {"count": 5, "least": 6})]
    assert codes_and_numbers({**city_and_hq, "FL-L11": 2, "FL-L12": 2, "FL-L13": 2}) == [
        ("no_warrior", {})]


def test_a_card_counted_zero_times_is_no_problem():
    """A deck code counts every card of the pool, most of them 0 times: a count of 0 is legal."""
    assert deck_problems({**LIBIART, "FL-N03": 0}) == []
