"""Frontline details no test pinned until mutation testing changed them and every test still
passed (bench/mutation.py; docs/MUTATION.md lists what stays unpinned and why).

Rulebook: ../shared/rules/frontline-libiart-vs-minesis.ja.txt, 「ルール」; decisions and
departures are the ones cardtable.frontline.rules names.
"""

import pytest

from cardtable.frontline import GAME, effects, mechanics
from cardtable.frontline.cards import DECKS
from cardtable.frontline.decks import deck_problems
from cardtable.frontline.player import MAX_RANK, legal_actions
from cardtable.frontline.state import NOBODY
from fl_table import act, table, uid

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
    gear_only = {**city_and_hq, "FL-L11": 2, "FL-L12": 2, "FL-L13": 2}
    assert codes_and_numbers({**gear_only, "FL-L04": 0}) == [("no_warrior", {})]
    assert codes_and_numbers({**gear_only, "FL-L04": 1}) == []


def test_a_card_counted_zero_times_is_no_problem():
    """A deck code counts every card of the pool, most of them 0 times: a count of 0 is legal."""
    assert deck_problems({**LIBIART, "FL-N03": 0}) == []


def test_a_hit_of_nothing_leaves_a_ward_standing_and_a_ward_lets_nothing_through():
    """FL-M11 規律の盾 as its card data says (cards/frontline/cards.json: it takes the whole of the
    first damage and breaks). A hit of 0 (all its power taken by armor) is no damage: the shield
    stays. And what the shield takes is all taken: nothing is left over for ブレイクスルー."""
    state = table(front=((), (("FL-N01", "FL-M11"),)))
    shielded = state.front[1][0]
    assert mechanics.damage_warrior(state, 1, shielded, 0) == 0
    assert shielded in state.gear
    assert mechanics.damage_warrior(state, 1, shielded, 9) == 0
    assert shielded not in state.gear and shielded in state.front[1]


def test_leak_played_by_the_second_seat_draws_for_both():
    """FL-N07 情報流出 as its card data says: each player draws 2, whichever seat plays it."""
    state = table(active=1)
    before = [len(hand) for hand in state.hand]
    effects.each_draws(state, 1, NOBODY, NOBODY, 2)
    assert [len(hand) for hand in state.hand] == [n + 2 for n in before]


def test_power_boosts_add_up():
    """FL-L14 蜂起 (+2 to each of your warriors), then FL-L08 反旗の旗手 (+1 to each) and FL-L03
    ヴェラノクス attacking alone (+3 to itself): boosts for the turn add up."""
    state = table(front=(("FL-L03",), ()))
    veranox = state.front[0][0]
    effects.power_all(state, 0, NOBODY, NOBODY, 2)
    effects.power_all(state, 0, NOBODY, NOBODY, 1)
    effects.power_self_if_alone(state, 0, veranox, NOBODY, 3)
    assert state.boost[veranox] == 6


def test_a_warrior_leaving_the_frontline_sheds_its_boost_and_its_grounding():
    """ゲームの流れ ⑤ ガードの処理 (a warrior at 0 HP goes to the 荒野): what was on it this turn
    (a boost, being kept from guarding) does not stay behind for the card to find again if it
    ever comes back."""
    state = table(front=(("FL-N01",), ()))
    warrior = state.front[0][0]
    state.boost[warrior] = 2
    state.grounded.add(warrior)
    mechanics.send_to_wasteland(state, 0, warrior, "defeated")
    assert warrior not in state.boost and warrior not in state.grounded


def test_keeping_the_toughest_from_guarding_takes_the_first_on_ties():
    """FL-M09 鎮圧部隊長 as its card data says (the enemy warrior with the most HP left cannot
    guard); between equals the engine takes the first on the frontline."""
    state = table(front=((), ("FL-N01", "FL-N01")))
    first = state.front[1][0]
    effects.ground_toughest(state, 0, NOBODY, NOBODY)
    assert state.grounded == {first}


def test_a_card_limited_to_two_plays_a_turn_is_offered_twice_only():
    """FL-M18 拘束命令 as its card data says: at most 2 plays a turn."""
    state = table(hand=(("FL-M18",) * 3, ()), front=((), ("FL-N01",)))
    target = state.front[1][0]
    for _ in range(2):
        act(state, "play", uid(state, "FL-M18", 0, "hand"), target)
    assert not [action for action in legal_actions(state) if action[0] == "play"]


def test_the_invariant_check_watches_both_seats_rank_limits():
    """ゲームエリア ② フロントライン (ranks on a frontline add up to 3 at most): `simulate --check`
    raises when either seat's frontline goes over it, the first seat's as well."""
    state = table(front=(("FL-M06",) * 6, ()))
    assert mechanics.rank_total(state, 0) > MAX_RANK
    with pytest.raises(AssertionError, match="rank limit"):
        GAME.check(state)


def test_an_attack_skill_that_wins_ends_the_attack_before_its_hit():
    """勝利条件 (a player whose deck is down to 0 cards has lost) with FL-M01 クロノスネーク's attack skill
    (the foe mills 2, cards/frontline/cards.json): the game is over once the foe's deck is empty,
    so the attack that won it does not go on to hit the city."""
    state = table(front=(("FL-M01",), ()))
    state.deck[1] = state.deck[1][:2]
    act(state, "attack")
    assert state.winner == 0
    assert state.city_hurt[1] == 0


def test_a_copy_keeps_each_seat_s_ongoing_phenomena_on_its_own_side():
    """ゲームの流れ ③ ギアと現象の使用: a phenomenon whose effect lasts into the opponent's turn
    stays on the table, as FL-M16 戒厳令 does. A copy of the position, which the bots search on,
    keeps it on the side of the seat that played it."""
    state = table(hand=(("FL-M16",), ()))
    act(state, "play", uid(state, "FL-M16", 0, "hand"), NOBODY)
    assert state.ongoing[0] and not state.ongoing[1]
    assert state.copy().ongoing == state.ongoing
