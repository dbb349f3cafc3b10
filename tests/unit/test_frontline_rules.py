"""Scenario tests for Frontline's rules, one or more per rulebook clause and per decision.

Rulebook: ../shared/rules/frontline-libiart-vs-minesis.ja.txt, 「ルール」 (ゲームエリア, ゲームの
準備 ①-⑤, ゲームの流れ ①-⑥, 勝利条件, カードの種類); each test names its clause. Where the engine
departs from the rulebook, or the rulebook is silent, the test pins (@pins) the departure or the
decision in cardtable.frontline.rules that it checks. Unless a test says otherwise both seats
hold the Minesis city (Alpha warriors +1 power) and HQ, and warriors are Betas.
"""

import json
from pathlib import Path

from cardtable.frontline import GAME, mechanics
from cardtable.frontline.cards import CARDS, DECKS, WARRIOR, Deck
from cardtable.frontline.decks import deck_problems
from cardtable.frontline.player import legal_actions, to_move, unplayable
from cardtable.frontline.rules import DECISIONS, DEPARTURES
from cardtable.frontline.setup import OPENING_HAND, new_game, opening_hand
from cardtable.frontline.state import GUARD, LOCKON, MAIN, NOBODY, blank_state
from fl_table import MINESIS_BASES, act, events, ids, table, uid
from random_play import random_positions

BASES = (MINESIS_BASES, MINESIS_BASES)
CITY, HQ = (CARDS[card_id].hp for card_id in MINESIS_BASES)
MERC, GIANT, THIEF = "FL-N01", "FL-N02", "FL-N03"          # 2/2 β, 3/5 α, 1/2 β
ARCHER, TROOPER, SMOKE = "FL-L05", "FL-L06", "FL-L09"      # lock-on 2/1, breakthrough 2/2
ONIKAMI, CHRONO, KROTONIM, VERANOX = "FL-L01", "FL-M01", "FL-L02", "FL-L03"
MURALIST, CLOCKWORK, SNIPER, CAPTAIN = "FL-L07", "FL-M07", "FL-M03", "FL-M09"
CLOAK, ARMOR, SHIELD, LAUNCHER = "FL-N04", "FL-L12", "FL-M11", "FL-L11"
RESUPPLY, SANDSTORM, PURGE, NIGHT, LEAK = "FL-N06", "FL-N05", "FL-M14", "FL-L16", "FL-N07"


PINNED: dict[str, list[str]] = {}


def pins(*keys):
    """Mark a scenario test as pinning these departures or decisions: the test checks the
    behaviour the id names, so changing the behaviour fails it (each was tried: the rule
    broken, the test failing, the rule restored)."""
    def mark(test):
        for key in keys:
            PINNED.setdefault(key, []).append(test.__name__)
        return test
    return mark


def fight(front, **kwargs):
    return table(front=front, bases=BASES, **kwargs)


def city_left(state, seat):
    return mechanics.base_left(state, seat)[0]


def hq_left(state, seat):
    return mechanics.base_left(state, seat)[1]


def break_city(state, seat):
    state.city_hurt[seat] = state.defs[state.city[seat]].hp


# --- ゲームの準備 (setup) ----------------------------------------------------------------

def test_ready_made_decks_are_legal_forty():
    """ゲームの準備 ① デッキの準備: at most 40 cards, exactly one 都市 and one 本部, at most 2
    of a name; each ready-made deck is a full 40."""
    for deck in DECKS.values():
        assert deck_problems(deck.cards) == []
        assert sum(deck.cards.values()) == 40


def test_deck_limits_are_checked():
    """ゲームの準備 ① デッキの準備 and its ⚠: more than 40 cards, a missing or second city or
    HQ, and a third card of a name are each refused."""
    deck = dict(DECKS["L"].cards)
    assert any("at most 40" in p for p in deck_problems(dict(deck, **{"FL-N03": 2})))
    assert any("city" in p for p in deck_problems({k: v for k, v in deck.items()
                                                   if k != "FL-L18"}))
    assert any("HQ" in p for p in deck_problems(dict(deck, **{"FL-M20": 1})))
    assert any("at most 2" in p for p in deck_problems(dict(deck, **{"FL-L05": 3})))
    assert deck_problems({"FL-L18": 1, "FL-L19": 1, CLOAK: 2, RESUPPLY: 2, SANDSTORM: 2}) == [
        "The deck has no warrior, so no opening hand could ever be kept."]


@pins("empty-deck")
def test_smaller_decks_are_legal():
    """ゲームの準備 ① デッキの準備: デッキは最大４０枚 — fewer than 40 is allowed, down to six
    cards besides the city and HQ (decision empty-deck: five would be emptied by the opening
    hand)."""
    small = {"FL-L18": 1, "FL-L19": 1, MERC: 2, ARCHER: 2, TROOPER: 2}
    assert deck_problems(small) == []
    assert [p.code for p in deck_problems(dict(small, **{TROOPER: 1}))] == ["too_few"]


@pins("empty-deck")
def test_an_opening_hand_that_empties_the_deck_loses_before_the_first_turn():
    """勝利条件 (相手のデッキの残り枚数が０になったとき) applies to ゲームの準備 ④ too: a deck
    of five cards besides its city and HQ is emptied by the opening hand and loses at once, with
    no first player chosen; two such decks draw; six leave one card and the game starts."""
    def deck(warriors):
        return Deck("minesis", {}, {"FL-M19": 1, "FL-M20": 1, MERC: 2, ARCHER: 2, TROOPER: warriors})

    state = new_game((deck(2), deck(1)), 3)
    assert GAME.result(state) == 0 and GAME.to_move(state) is None and state.turn == 0
    assert len(state.hand[1]) == OPENING_HAND and not state.deck[1]
    assert GAME.result(new_game((deck(1), deck(1)), 3)) == NOBODY
    state = new_game((deck(2), deck(2)), 3)
    assert GAME.result(state) is None and state.turn == 1


def test_city_and_hq_are_set_face_up_outside_the_deck():
    """ゲームの準備 ② 都市と本部のセット: each seat's city and HQ are set face up, not in the
    deck, and both seats see them."""
    state = GAME.new_state(GAME.normalize_options({}), 7)
    for seat in (0, 1):
        assert state.city[seat] not in state.deck[seat] + state.hand[seat]
        assert [state.defs[state.city[seat]].type, state.defs[state.hq[seat]].type] == [
            "city", "hq"]
        assert GAME.view(state, 1 - seat)["seats"][seat]["city"]["id"] == \
            state.defs[state.city[seat]].id


@pins("no-first-draw")
def test_shuffle_then_draw_five():
    """ゲームの準備 ③ デッキのセット and ④ 手札を引く: shuffled decks, five cards each; the
    first player's first turn has no draw (departure no-first-draw)."""
    state = GAME.new_state(GAME.normalize_options({}), 3)
    assert [len(state.hand[seat]) for seat in (0, 1)] == [OPENING_HAND, OPENING_HAND]
    assert [len(state.deck[seat]) for seat in (0, 1)] == [33, 33]
    other = GAME.new_state(GAME.normalize_options({}), 4)
    assert ids(state, state.deck[0]) != ids(other, other.deck[0])


@pins("opening-redraw")
def test_hand_without_a_warrior_is_shown_returned_and_redrawn():
    """ゲームの準備 ④ ⚠: a hand with no warrior is revealed to the opponent, returned, the deck
    shuffled and five new cards drawn, until the hand holds a warrior (decision
    opening-redraw)."""
    defs = [CARDS[c] for c in [RESUPPLY] * 5 + [MERC]]
    state = blank_state(defs, seed=11)
    state.deck[0] = [5, 0, 1, 2, 3, 4]         # the warrior at the bottom
    opening_hand(state, 0, state.rng)
    redraws = events(state, "redraw")
    assert redraws and redraws[0]["cards"] == [RESUPPLY] * 5
    assert any(state.defs[found].type == WARRIOR for found in state.hand[0])
    assert len(state.hand[0]) == 5 and len(state.deck[0]) == 1


def test_first_player_by_coin_toss():
    """ゲームの準備 ⑤ 先攻プレイヤーの決定: the seeded generator tosses the coin, so either seat
    may go first and the same seed always gives the same first player."""
    firsts = {GAME.new_state(GAME.normalize_options({}), seed).first for seed in range(20)}
    assert firsts == {0, 1}
    assert GAME.new_state({"b": -1, "d": "LM"}, 5).first == \
        GAME.new_state({"b": -1, "d": "LM"}, 5).first
    state = GAME.new_state({"b": -1, "d": "LM"}, 5)
    assert state.active == state.first and state.turn == 1


# --- ゲームの流れ (the turn) -------------------------------------------------------------

def test_draw_one_at_turn_start():
    """ゲームの流れ ① ドロー: at the start of a turn the player draws one card."""
    state = fight(((), ()))
    act(state, "end")
    assert state.active == 1 and len(state.hand[1]) == 1 and len(state.deck[1]) == 9


@pins("no-first-draw")
def test_first_player_skips_the_first_draw():
    """ゲームの流れ ① ドロー says every turn starts with a draw; departure no-first-draw: the
    first player does not draw on turn 1; the second does."""
    state = GAME.new_state(GAME.normalize_options({}), 9)
    first = state.first
    assert len(state.hand[first]) == 5
    act(state, "end")
    assert len(state.hand[1 - first]) == 6


def test_deploy_several_warriors_up_to_rank_three():
    """ゲームの流れ ② 戦士の出撃: several warriors a turn while the rank total stays at most 3
    (3 Betas; Alpha + Beta; the examples in the rulebook)."""
    state = fight(((), ()), hand=([MERC, MERC, MERC, GIANT], ()))
    for _ in range(3):
        act(state, "deploy", uid(state, MERC, 0, "hand"))
    assert mechanics.rank_total(state, 0) == 3
    assert not [a for a in legal_actions(state) if a[0] == "deploy"]
    state = fight(((), ()), hand=([GIANT, MERC, MERC], ()))
    act(state, "deploy", uid(state, GIANT, 0, "hand"))
    act(state, "deploy", uid(state, MERC, 0, "hand"))
    assert not [a for a in legal_actions(state) if a[0] == "deploy"]


def test_copies_in_hand_give_one_action():
    """Legal actions list each distinct choice once: two copies in hand, one deploy."""
    state = fight(((), ()), hand=([MERC, MERC], ()))
    assert [a for a in legal_actions(state) if a[0] == "deploy"] == [
        ("deploy", state.hand[0][0])]


def test_super_alpha_only_once_the_city_is_broken():
    """ゲームの流れ ② ⚠ and カードの種類 都市 ❷ / 本部 ❷: a Super Alpha cannot be set while
    your city stands; once only the HQ remains it can, alone on the frontline (rank 3)."""
    state = fight(((), ()), hand=([ONIKAMI, MERC], ()))
    assert ("deploy", uid(state, ONIKAMI, 0, "hand")) not in legal_actions(state)
    break_city(state, 0)
    assert ("deploy", uid(state, ONIKAMI, 0, "hand")) in legal_actions(state)
    act(state, "deploy", uid(state, MERC, 0, "hand"))
    assert ("deploy", uid(state, ONIKAMI, 0, "hand")) not in legal_actions(state)


def test_a_held_card_says_why_it_has_no_play_exactly_when_it_has_none():
    """ゲームの流れ ②③ and カードの種類: a hand card is offered when nothing stands in its way,
    and one that is not says what does (its sheet tells the player). Over games of random legal
    moves: in each main phase, a hand card of the seat to move has a reason exactly when no copy
    of it has a play."""
    held_seen = reasons = 0
    for state, actions in random_positions("frontline", {}, range(3)):
        seat = to_move(state)
        if state.phase == MAIN:
            offered = {state.defs[a[1]].id for a in actions if a[0] in ("deploy", "equip", "play")}
            for card in state.hand[seat]:
                held_seen += 1
                reason = unplayable(state, seat, card)
                reasons += reason is not None
                assert (reason is None) == (state.defs[card].id in offered)
            assert all(unplayable(state, 1 - seat, card) is None for card in state.hand[1 - seat])
        else:           # a lock-on's or the guards' choice: no card is played then, and none says why
            assert all(unplayable(state, side, card) is None for side in (0, 1) for card in state.hand[side])
    assert held_seen > 100 and reasons > 20


def test_each_reason_a_hand_card_has_no_play():
    """ゲームの流れ ② (rank total at most 3; a Super Alpha once the city is broken), カードの種類
    ギア ❷ (a warrior it fits), 現象 ❷ (the limit a turn) and a phenomenon aimed at a warrior
    with none there. Each reason comes with the numbers behind it."""
    def reason(state, card):
        return unplayable(state, 0, uid(state, card, 0, "hand"))

    crowded = fight(((GIANT,), ()), hand=([GIANT, ONIKAMI, ARMOR, PURGE], ()))
    assert reason(crowded, GIANT) == {"why": "rank", "rank": 2, "total": 2, "most": 3}
    assert reason(crowded, ONIKAMI) == {"why": "super_alpha"}
    assert reason(crowded, ARMOR) == {"why": "gear"}        # a Libiart gear, a neutral giant
    assert reason(crowded, PURGE) == {"why": "target"}      # no enemy warrior to aim at
    bare = fight(((), (MERC,)), hand=([ARMOR, SANDSTORM, SANDSTORM], ()))
    assert reason(bare, ARMOR) == {"why": "no_warrior"}
    act(bare, "play", uid(bare, SANDSTORM, 0, "hand"), NOBODY)
    assert reason(bare, SANDSTORM) == {"why": "limit", "most": 1}


def test_send_warriors_to_the_wasteland_to_make_room():
    """ゲームの流れ ②: any number of your frontline warriors may go to the wasteland, and new
    warriors fill the freed ranks."""
    state = fight(((GIANT, MERC), ()), hand=([GIANT], ()))
    assert not [a for a in legal_actions(state) if a[0] == "deploy"]
    act(state, "retire", uid(state, MERC, 0))
    act(state, "retire", uid(state, GIANT, 0))
    act(state, "deploy", uid(state, GIANT, 0, "hand"))
    assert ids(state, state.waste[0]) == [MERC, GIANT]
    assert ids(state, state.front[0]) == [GIANT]


@pins("skill-used")
def test_a_warrior_that_used_a_skill_cannot_be_sent():
    """ゲームの流れ ② ⚠ and decision skill-used: a warrior whose deploy, turn-start or activated
    skill acted this turn cannot be sent to the wasteland this turn; the next turn it can."""
    state = fight(((CAPTAIN, MERC), (MERC,)))
    captain = uid(state, CAPTAIN, 0)
    assert ("retire", captain) in legal_actions(state)
    act(state, "skill", captain)
    assert ("retire", captain) not in legal_actions(state)
    assert ("skill", captain) not in legal_actions(state)
    assert ("retire", uid(state, MERC, 0)) in legal_actions(state)
    act(state, "end")
    act(state, "end")
    assert ("retire", captain) in legal_actions(state)
    state = fight(((), ()), hand=([KROTONIM], ()))
    act(state, "deploy", uid(state, KROTONIM, 0, "hand"))
    assert ("retire", uid(state, KROTONIM, 0)) not in legal_actions(state)


@pins("skill-used")
def test_a_turn_start_skill_keeps_its_warrior_on_the_frontline():
    """ゲームの流れ ② ⚠ and decision skill-used: 壁画師 and 時計仕掛けの兵 use their skill at
    every turn start, so from their first turn start on they can never be sent away; a warrior
    without one can."""
    state = fight(((MURALIST, CLOCKWORK, MERC), ()))
    act(state, "end")
    act(state, "end")
    for _ in range(2):
        retires = [a[1] for a in legal_actions(state) if a[0] == "retire"]
        assert retires == [uid(state, MERC, 0)]
        act(state, "end")
        act(state, "end")


def test_gear_one_per_warrior_and_never_swapped():
    """ゲームの流れ ③ ギア: one gear on one of your frontline warriors; once equipped it is not
    removed or replaced, so a warrior holding a gear takes no other."""
    state = fight(((MERC,), ()), hand=([CLOAK, CLOAK], ()))
    merc = uid(state, MERC, 0)
    act(state, "equip", state.hand[0][0], merc)
    assert mechanics.power(state, 0, merc) == 3 and mechanics.max_hp(state, merc) == 3
    assert not [a for a in legal_actions(state) if a[0] == "equip"]


@pins("gears-per-turn")
def test_several_gears_in_one_turn_one_per_warrior():
    """ゲームの流れ ③ ギア limits a warrior to one gear, not a turn to one: two warriors take
    a gear each in the same turn."""
    state = fight(((MERC, THIEF), ()), hand=([CLOAK, CLOAK], ()))
    act(state, "equip", state.hand[0][0], uid(state, MERC, 0))
    act(state, "equip", state.hand[0][0], uid(state, THIEF, 0))
    assert sorted(state.gear) == sorted(state.front[0])


def test_gear_only_for_the_affiliations_it_names():
    """カードの種類 ギア ❷ 装備対象: a gear equips only warriors of an affiliation it marks."""
    state = fight(((MERC, "FL-M10", ARCHER), ()), hand=([ARMOR, LAUNCHER, SHIELD], ()))
    offered = {(ids(state, [a[1]])[0], ids(state, [a[2]])[0])
               for a in legal_actions(state) if a[0] == "equip"}
    assert offered == {(ARMOR, ARCHER), (LAUNCHER, ARCHER), (LAUNCHER, MERC),
                       (SHIELD, "FL-M10")}


def test_phenomenon_goes_to_the_wasteland():
    """ゲームの流れ ③ 現象: a phenomenon is used from the hand, then goes to the wasteland."""
    state = fight(((), ()), hand=([RESUPPLY], ()))
    act(state, "play", uid(state, RESUPPLY, 0, "hand"), NOBODY)
    assert ids(state, state.waste[0]) == [RESUPPLY] and len(state.hand[0]) == 1


def test_phenomenon_use_limit_per_turn():
    """カードの種類 現象 ❷ 使用制限: at most `limit` cards of the same name a turn; the count
    starts again next turn."""
    state = fight(((), (MERC,)), hand=([SANDSTORM, SANDSTORM], ()))
    act(state, "play", state.hand[0][0], NOBODY)
    assert not [a for a in legal_actions(state) if a[0] == "play"]
    act(state, "end")
    act(state, "end")
    assert [a for a in legal_actions(state) if a[0] == "play"]


def test_phenomenon_without_limit():
    """カードの種類 現象 ❷: 「ー」 means no limit (limit None in the data)."""
    state = fight(((), ()), hand=([RESUPPLY] * 2, ()))
    assert state.defs[state.hand[0][0]].limit is None
    act(state, "play", state.hand[0][0], NOBODY)
    act(state, "play", uid(state, RESUPPLY, 0, "hand"), NOBODY)
    assert ids(state, state.waste[0]) == [RESUPPLY, RESUPPLY]


@pins("ongoing")
def test_ongoing_phenomenon_lasts_through_the_opponent_turn():
    """ゲームの流れ ③ 現象 and decision ongoing: an effect that lasts into the opponent's turn
    stays in play, face up, and goes to the wasteland at its owner's next turn start."""
    state = fight(((), (MERC,)), hand=([NIGHT], ()))
    act(state, "play", state.hand[0][0], NOBODY)
    assert ids(state, state.ongoing[0]) == [NIGHT] and not state.waste[0]
    act(state, "end")
    assert mechanics.power(state, 1, uid(state, MERC, 1)) == 1
    assert GAME.view(state, 1)["seats"][0]["ongoing"][0]["id"] == NIGHT
    act(state, "end")
    assert not state.ongoing[0] and ids(state, state.waste[0]) == [NIGHT]
    assert mechanics.power(state, 1, uid(state, MERC, 1)) == 2


@pins("turn-start-order")
def test_turn_start_order():
    """Decision turn-start-order: ongoing phenomena end, the draw, then turn-start skills in
    frontline order."""
    state = fight(((), (CLOCKWORK,)), hand=((), ("FL-M16",)), active=1)
    act(state, "play", state.hand[1][0], NOBODY)
    act(state, "end")
    state.hurt[uid(state, CLOCKWORK, 1)] = 1
    state.log.clear()
    act(state, "end")
    order = [e["e"] for e in state.log if e["e"] in ("expire", "draw", "skill")]
    assert order == ["expire", "draw", "skill"]
    assert uid(state, CLOCKWORK, 1) not in state.hurt


@pins("free-order")
def test_free_order_before_the_attack():
    """ゲームの流れ ②-④ come in order in the rulebook; departure free-order: deploying, sending,
    equipping and phenomena mix in any order until the attack."""
    state = fight(((), (MERC,)), hand=([MERC, CLOAK, RESUPPLY, MERC], ()))
    act(state, "deploy", uid(state, MERC, 0, "hand"))
    act(state, "equip", uid(state, CLOAK, 0, "hand"), uid(state, MERC, 0))
    act(state, "play", uid(state, RESUPPLY, 0, "hand"), NOBODY)
    act(state, "deploy", uid(state, MERC, 0, "hand"))
    act(state, "retire", state.front[0][1])
    assert ("attack",) in legal_actions(state)


# --- ④ アタック and ⑤ ガードの処理 --------------------------------------------------------

@pins("fresh-attack")
def test_attack_hits_the_city_first():
    """ゲームの流れ ④: the first target is the opponent's city; every frontline warrior attacks.
    Decision fresh-attack: warriors deployed this turn attack too."""
    state = fight(((MERC,), ()), hand=([MERC], ()))
    act(state, "deploy", uid(state, MERC, 0, "hand"))
    act(state, "attack")
    assert city_left(state, 1) == CITY - 4 and hq_left(state, 1) == HQ


def test_attack_hits_the_hq_once_the_city_is_broken():
    """ゲームの流れ ④: after the city is broken the HQ is the target."""
    state = fight(((MERC,), ()))
    break_city(state, 1)
    act(state, "attack")
    assert hq_left(state, 1) == HQ - 2


@pins("no-carry")
def test_no_carry_from_city_to_hq():
    """Decision no-carry: damage beyond what breaks the city is lost; the attacks after it in
    the same turn hit the HQ."""
    state = fight(((GIANT, MERC), ()))
    state.city_hurt[1] = CITY - 2
    act(state, "attack")
    assert city_left(state, 1) == 0 and hq_left(state, 1) == HQ - 2


@pins("may-pass")
def test_a_turn_may_end_without_attacking():
    """Decision may-pass: the turn can end with no attack, even with warriors ready."""
    state = fight(((MERC,), ()))
    act(state, "end")
    assert state.active == 1 and city_left(state, 1) == CITY


def test_no_attack_with_an_empty_frontline():
    """ゲームの流れ ④: the attack is made by your warriors; with none, it is not offered."""
    state = fight(((), ()))
    assert ("attack",) not in legal_actions(state)


def test_warriors_cannot_be_targeted_without_lock_on():
    """ゲームの流れ ④ ⚠: without ロックオン an attack cannot pick an enemy warrior; the
    defender decides next (its guards)."""
    state = fight(((MERC,), (MERC,)))
    act(state, "attack")
    assert state.phase == GUARD and to_move(state) == 1
    assert all(a[0] == "guard" for a in legal_actions(state))


@pins("lockon-target")
def test_lock_on_picks_a_warrior_that_is_not_guarding():
    """ゲームの流れ ④ ⚠ and decision lockon-target: a ロックオン attacker picks an enemy warrior
    when the attack is declared; nobody guards that attack, and the target, not guarding,
    may still guard another attack."""
    state = fight(((ARCHER, MERC), (GIANT,)))
    archer, giant = uid(state, ARCHER, 0), uid(state, GIANT, 1)
    act(state, "attack")
    assert state.phase == LOCKON and to_move(state) == 0
    assert legal_actions(state) == [("lockon", archer, giant), ("lockon", archer, NOBODY)]
    act(state, "lockon", archer, giant)
    assert state.phase == GUARD and state.pending == uid(state, MERC, 0)
    act(state, "guard", uid(state, MERC, 0), giant)
    assert state.hurt[giant] == 4 and city_left(state, 1) == CITY


@pins("lockon-target")
def test_lock_on_target_gone_means_the_attack_is_lost():
    """Decision lockon-target: if the target left before the attack hits, it is lost."""
    state = fight(((SNIPER, ARCHER), (MERC,)))
    merc = uid(state, MERC, 1)
    act(state, "attack")
    act(state, "lockon", uid(state, SNIPER, 0), merc)
    act(state, "lockon", uid(state, ARCHER, 0), merc)
    assert ids(state, state.waste[1]) == [MERC] and city_left(state, 1) == CITY


def test_a_lost_lock_on_says_so_in_the_log():
    """Decision lockon-target, as the page tells it: the attack whose target left strikes
    nothing, and the log says why (a newcomer saw a 4-power attack vanish without a line)."""
    state = fight(((SNIPER, ARCHER), (MERC,)))
    state.log = []
    merc = uid(state, MERC, 1)
    act(state, "attack")
    act(state, "lockon", uid(state, SNIPER, 0), merc)
    act(state, "lockon", uid(state, ARCHER, 0), merc)
    lost = [entry for entry in state.log if entry["e"] == "aim-lost"]
    assert [(entry["card"], entry["target"]) for entry in lost] == [(ARCHER, MERC)]


def test_lock_on_may_still_hit_the_city():
    """ゲームの流れ ④: a ロックオン warrior may attack the city as usual, and be guarded."""
    state = fight(((ARCHER,), (MERC,)))
    act(state, "attack")
    act(state, "lockon", uid(state, ARCHER, 0), NOBODY)
    assert state.phase == GUARD
    act(state, "guard", uid(state, ARCHER, 0), NOBODY)
    assert city_left(state, 1) == CITY - 2



@pins("lockon-breakthrough")
def test_lock_on_with_breakthrough_carries_the_excess_to_the_city():
    """ゲームの流れ ⑤ ⚠ (ブレイクスルー) and decision lockon-breakthrough: a lock-on hit past its
    target's HP carries the rest to the city, as through a guard. 重装機兵 with 照準装置:
    4 power, +1 from the Minesis city, on a 2-HP warrior: 3 reach the city."""
    heavy = "FL-M06"
    state = fight((((heavy, "FL-M12"),), (MERC,)))
    act(state, "attack")
    act(state, "lockon", uid(state, heavy, 0), uid(state, MERC, 1))
    assert not state.front[1] and city_left(state, 1) == CITY - 3

@pins("one-guard")
def test_defender_assigns_guards_one_attack_at_a_time():
    """ゲームの流れ ⑤ and decision one-guard: the defender chooses, attack by attack in the
    attackers' order, one of its warriors or none; each warrior guards at most once."""
    state = fight(((MERC, THIEF), (GIANT, MERC)))
    act(state, "attack")
    first, second = state.front[0]
    giant, merc = state.front[1]
    assert legal_actions(state) == [("guard", first, giant), ("guard", first, merc),
                                    ("guard", first, NOBODY)]
    act(state, "guard", first, giant)
    assert legal_actions(state) == [("guard", second, merc), ("guard", second, NOBODY)]
    act(state, "guard", second, NOBODY)
    assert state.active == 1 and state.phase == MAIN
    assert state.hurt[giant] == 2 and city_left(state, 1) == CITY - 1


@pins("one-guard")
def test_no_guard_is_asked_when_none_is_free():
    """Decision one-guard: once every defender is guarding, the remaining attacks are not
    asked about; they hit the city."""
    state = fight(((MERC, MERC), (GIANT,)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert state.active == 1 and city_left(state, 1) == CITY - 2


def test_guard_takes_damage_and_falls_at_zero_hp():
    """ゲームの流れ ⑤: a guard takes the attacker's power; at 0 HP it goes to the wasteland."""
    state = fight(((GIANT,), (MERC,)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert ids(state, state.waste[1]) == [MERC] and not state.front[1]


def test_unguarded_attacks_hit_the_city():
    """ゲームの流れ ⑤: an attack nobody guards damages the city (or HQ) directly."""
    state = fight(((MERC,), (MERC,)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], NOBODY)
    assert city_left(state, 1) == CITY - 2


def test_excess_damage_on_a_guard_is_lost():
    """ゲームの流れ ⑤ ⚠: damage beyond a guard's HP does not reach the city."""
    state = fight(((GIANT,), (MERC,)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert city_left(state, 1) == CITY


def test_breakthrough_carries_the_excess():
    """ゲームの流れ ⑤ ⚠: with ブレイクスルー the damage beyond the guard's HP hits the city."""
    state = fight((((TROOPER, CLOAK),), (THIEF,)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert not state.front[1] and city_left(state, 1) == CITY - 1


@pins("resolution-order")
def test_attack_and_guard_skills_resolve_in_the_guard_step():
    """ゲームの流れ ⑤: skills set off by attacking or guarding act as the attack resolves,
    the attacker's first, then the guard's, then the damage (decision resolution-order)."""
    state = fight((("FL-N03",), ("FL-M02",)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    skills = [(e["card"], e["when"]) for e in events(state, "skill")]
    assert skills[:2] == [("FL-N03", "attack"), ("FL-M02", "guard")]
    assert ids(state, state.waste[0]) == ["FL-N03"]
    assert uid(state, "FL-M02", 1) not in state.hurt


@pins("resolution-order")
def test_guard_gone_before_its_attack_means_a_hit_on_the_city():
    """Decision resolution-order: an attack whose guard already left hits the city or HQ."""
    state = fight(((SNIPER, MERC), (THIEF,)))
    thief = uid(state, THIEF, 1)
    act(state, "attack")
    act(state, "lockon", uid(state, SNIPER, 0), thief)
    act(state, "guard", uid(state, MERC, 0), thief)
    assert city_left(state, 1) == CITY - 2


@pins("no-hit-back")
def test_guards_do_not_hit_back():
    """Decision no-hit-back: a guard without a skill or gear saying so deals no damage."""
    state = fight(((MERC,), (GIANT,)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert state.front[0][0] not in state.hurt


@pins("damage-stays")
def test_damage_stays_between_turns():
    """Decision damage-stays: damage on a warrior stays into later turns."""
    state = fight(((MERC,), (GIANT,)))
    giant = state.front[1][0]
    act(state, "attack")
    act(state, "guard", state.front[0][0], giant)
    act(state, "end")
    act(state, "attack")
    act(state, "guard", state.front[0][0], giant)
    assert mechanics.hp_left(state, giant) == 1


def test_nothing_is_played_after_the_attack():
    """ゲームの流れ ⑥ ターン終了: the attack ends the turn; nothing more is deployed or used."""
    state = fight(((MERC,), ()), hand=([MERC, RESUPPLY], ()))
    act(state, "attack")
    assert state.active == 1 and state.phase == MAIN


@pins("gear-breaks")
def test_gear_breaks_with_its_warrior():
    """ゲームエリア ⑤ 荒野 and decision gear-breaks: a gear goes to the wasteland when its
    warrior does."""
    state = fight((((MERC, CLOAK),), ()))
    act(state, "retire", state.front[0][0])
    assert ids(state, state.waste[0]) == [CLOAK, MERC] and not state.gear


@pins("city-broken")
def test_broken_city_loses_its_effect():
    """カードの種類 都市 ❸ and decision city-broken: the city's effect (here Minesis's: Alphas
    +1 power) works while it stands; the broken city stays in place."""
    state = fight(((GIANT,), ()))
    giant = state.front[0][0]
    assert mechanics.power(state, 0, giant) == 4
    break_city(state, 0)
    assert mechanics.power(state, 0, giant) == 3
    assert GAME.view(state, 0)["seats"][0]["city"]["broken"]


@pins("auto-pick")
def test_auto_pick_ties_go_to_the_first_on_the_frontline():
    """Decision auto-pick: a skill that picks by HP left takes the first warrior on a tie."""
    state = fight(((), (MERC, MERC)), hand=([CHRONO], ()))
    break_city(state, 0)
    first, second = state.front[1]
    act(state, "deploy", state.hand[0][0])
    assert state.front[1] == [second] and state.waste[1] == [first]


# --- 勝利条件 (winning) -----------------------------------------------------------------

def test_win_when_city_and_hq_are_at_zero():
    """勝利条件: the opponent's city and HQ both at 0 HP wins."""
    state = fight(((GIANT,), ()))
    break_city(state, 1)
    state.hq_hurt[1] = HQ - 4
    act(state, "attack")
    assert GAME.result(state) == 0 and GAME.to_move(state) is None
    assert legal_actions(state) == []


@pins("empty-deck")
def test_win_when_the_opponent_deck_is_empty():
    """勝利条件 and decision empty-deck: the player who draws the last card of the deck loses
    at once."""
    state = fight(((), ()), filler=0, deck=((MERC,), (MERC,)))
    act(state, "end")
    assert GAME.result(state) == 0


@pins("empty-deck")
def test_empty_deck_is_checked_right_after_a_draw_mid_turn():
    """Decision empty-deck: checked after any draw, so a skill that draws the last card loses
    before anything else happens."""
    state = fight(((), ()), hand=(["FL-L04", MERC], ()), filler=0, deck=((MERC,), (MERC,)))
    act(state, "deploy", uid(state, "FL-L04", 0, "hand"))
    assert GAME.result(state) == 1 and not legal_actions(state)


@pins("both-lose")
def test_both_losing_at_once_is_a_draw():
    """Decision both-lose: when one effect empties both decks, the game is drawn."""
    state = fight(((), ()), hand=([LEAK], ()), filler=0, deck=((MERC, MERC), (MERC, MERC)))
    act(state, "play", state.hand[0][0], NOBODY)
    assert GAME.result(state) == NOBODY and GAME.to_move(state) is None


# --- departures and decisions on the page -----------------------------------------------

def test_departures_and_decisions_in_three_languages_and_on_the_rules_page():
    """Each list is written in en/zh/ja with no placeholder left, and web/content/frontline.json
    shows the same under the same key: departures apart from decisions, never mixed."""
    content = json.loads((Path(__file__).resolve().parents[2] / "web/content/frontline.json")
                         .read_text(encoding="utf-8"))
    for key, entries in (("departures", DEPARTURES), ("decisions", DECISIONS)):
        for lang in ("en", "zh", "ja"):
            assert all(entry[lang] and "@" not in entry[lang] for entry in entries)
            assert content[key][lang] == [entry[lang] for entry in entries]
    ids = [entry["id"] for entry in DEPARTURES + DECISIONS]
    assert len(set(ids)) == len(ids)


def test_every_departure_and_decision_is_pinned_by_a_scenario():
    """Every id is pinned by at least one scenario test of this file, and no test pins an id
    that is not on the page (a renamed or dropped ruling)."""
    ids = {entry["id"] for entry in DEPARTURES + DECISIONS}
    assert set(PINNED) == ids, (ids - set(PINNED), set(PINNED) - ids)


def test_departures_name_the_rulebook_clause_and_a_measured_reason():
    """A departure says what the rulebook says (the step of its turn order, ① …) and why, in
    figures; the Japanese page names the clause as the rulebook prints it (ゲームの流れ), the
    others in their own words."""
    for entry in DEPARTURES:
        assert "rulebook" in entry["en"] and " %" in entry["en"] and "Why:" in entry["en"]
        assert any(step in entry["en"] for step in "①②③④⑤⑥")
        assert "ゲームの流れ" in entry["ja"]


def test_a_strike_names_what_armour_held_off():
    """ゲームの流れ ⑤ ガードの処理: a guard takes the attacker's power less its armour (煙幕使い,
    2), and 戒厳令's shield lessens a hit on the city by 1. The strike's event carries what the
    armour held off beside the damage left, so the log can say why a hit took less than the
    attacker's power (a newcomer read Bureau Guard's smaller hit as a mistake)."""
    state = fight((("FL-L09",), ("FL-M02",)), active=1)
    act(state, "attack")
    state.log.clear()
    act(state, "guard", uid(state, "FL-M02", 1), uid(state, "FL-L09", 0))
    [strike] = [e for e in state.log if e["e"] == "strike"]
    assert (strike["amount"], strike["armor"]) == (2, 2)
    state = fight(((), (MERC,)), hand=(("FL-M16",), ()), active=0)
    act(state, "play", state.hand[0][0], NOBODY)
    act(state, "end")
    state.log.clear()
    act(state, "attack")      # no warrior to guard with: the attack resolves at once
    [strike] = [e for e in state.log if e["e"] == "strike"]
    power = mechanics.power(state, 1, uid(state, MERC, 1))
    assert (strike["target"], strike["amount"], strike["armor"]) == ("city", power - 1, 1)


def test_the_guard_preview_is_what_the_engine_then_does():
    """ゲームの流れ ⑤ ガードの処理: the guard step's preview strikes the attack on a copy, so a
    guard's own armour counts (煙幕使い takes 2 less on guard: a newcomer read "it falls" from a
    preview that left it out, and it survived), and breakthrough carries on to the city."""
    previews = []
    for attacker_id, guard_id in (("FL-M02", "FL-L09"), ("FL-M06", MERC)):
        state = fight(((guard_id,), (attacker_id,)), active=1)
        act(state, "attack")
        attacker = uid(state, attacker_id, 1)
        guard = uid(state, guard_id, 0)
        preview = GAME.describe(state, ("guard", attacker, guard))["outcome"]
        city_before = mechanics.base_left(state, 0)[0]
        act(state, "guard", attacker, guard)
        left = mechanics.hp_left(state, guard) if guard in state.front[0] else 0
        assert preview["guard"]["left"] == left
        assert preview["city"] == [city_before, mechanics.base_left(state, 0)[0]]
        previews.append(preview)
    # Power 4 against 3 HP: the armour keeps 煙幕使い standing; breakthrough hits the city.
    assert previews[0]["guard"] == {"taken": 2, "left": 1}
    assert previews[1]["guard"]["left"] == 0 and previews[1]["city"][1] < previews[1]["city"][0]


def test_each_guard_preview_starts_from_the_hp_the_attacks_before_it_leave():
    """ゲームの流れ ⑤ ガードの処理: the attacks resolve one by one in order once every guard is
    chosen, so the second attack's preview strikes the first (its guard already chosen) before
    it: the city's HP it starts from is what the first leaves (a player saw every attack's
    forecast start from the same HP), and it is what the engine then does."""
    state = fight(((MERC,), (GIANT, MERC, MERC)), active=1)
    guard = state.front[0][0]
    act(state, "attack")
    first, second, third = state.attackers
    act(state, "guard", first, NOBODY)
    city = city_left(state, 0)
    first_hit = mechanics.power(state, 1, first)
    preview = GAME.describe(state, ("guard", second, NOBODY))["outcome"]
    assert preview["city"] == [city - first_hit, city - first_hit - mechanics.power(state, 1, second)]
    assert preview["base"] == "city" and preview["guard"] is None
    guarded = GAME.describe(state, ("guard", second, guard))["outcome"]
    assert guarded["city"] == [city - first_hit] * 2 and guarded["guard"] == {"taken": 2, "left": 0}
    third_hit = mechanics.power(state, 1, third)
    act(state, "guard", second, NOBODY)
    act(state, "guard", third, NOBODY)
    assert city_left(state, 0) == preview["city"][1] - third_hit


def test_the_log_says_a_warriors_hp_left_and_the_gear_that_went_with_it():
    """ゲームの流れ ⑤ and カードの種類 ギア: damage that leaves a warrior standing is noted with
    its HP left, and a warrior sent to the wasteland names the gear that broke and went with
    it, so the other side's turn can be told without the page working either out."""
    state = fight((((GIANT, ARMOR),), (MERC,)), active=1)
    giant = uid(state, GIANT, 0)
    act(state, "attack")
    act(state, "guard", state.attackers[0], giant)
    hurt = events(state, "damage")[-1]
    assert hurt["card"] == GIANT and hurt["left"] == mechanics.hp_left(state, giant) > 0
    mechanics.send_to_wasteland(state, 0, giant, "banished")
    assert events(state, "wasteland")[-1] == {"e": "wasteland", "seat": 0, "card": GIANT, "why": "banished", "gear": ARMOR}
