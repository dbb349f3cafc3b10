"""Scenario tests for Dimension of Legend's rules, one per rulebook clause and per decision.

Rulebook: ../shared/rules/dimension-of-legend.ja.txt (■1 カードの見かた and カードの種類, ■2 対戦前の
準備 and 各ターンの進行, ■3 バトル, ■4 カードの使用方法). Its ■5-■7 are 《準備中です》, so where the
rulebook is silent a test names the decision in cardtable.dol.rules.DECISIONS that settles it.
Unless a test says otherwise the position is seat 0's main phase. Battles are fought by plain
characters made for the test (plain(3, 2): ATK 3, SPD 2, no effect), so the arithmetic is the
rulebook's whatever the card set's balance; where a real card's effect is the point, its
amount is read from the card data.
"""

import json

import pytest

from cardtable.core.rng import Rng
from cardtable.dol import GAME, battle
from cardtable.dol import mechanics as m
from cardtable.dol.cards import CARDS, CLASSES, DECKS, MAX_COPIES, RACES, _card
from cardtable.dol.decks import DECK_SIZE, deck_problems
from cardtable.dol.payment import ALTERNATIVE, flips_available, payments, rests_available
from cardtable.dol.player import can_answer, legal_actions, to_move, unplayable
from cardtable.dol.rules import DECISIONS, DEPARTURES
from cardtable.dol.state import BATTLE, CAPTAIN, MAIN, NOBODY, OVER, RESPOND, START_LIFE
from dl_table import FILLER, act, events, fight, fort, ids, made, plain, play, table, uid
from random_play import random_positions

VALKA, RUBY, GALD, IGNIS = "DL-001", "DL-002", "DL-005", "DL-007"
ARMOR, LANCE, CITADEL, SHRINE = "DL-013", "DL-016", "DL-031", "DL-047"
RIFT, SIGNAL, VEIL, WRATH, DRONE = "DL-042", "DL-045", "DL-029", "DL-011", "DL-026"
SPRING, MONUMENT, TITAN, CALL, SEAL_ALL = "DL-043", "DL-046", "DL-023", "DL-010", "DL-035"
CHAINS, REBOOT, WIPE = "DL-030", "DL-036", "DL-015"
FIREBALL, WARDEN, FROST_TRAP = "DL-009", "DL-027", "DL-028"


def cost(card_id):
    return CARDS[card_id].cost


def amount(card_id):
    """The amount of the card's first on-play effect."""
    return CARDS[card_id].on_play[0]["amount"]


def new_game(seed, decks="RB"):
    return GAME.new_state(GAME.normalize_options({"d": decks}), seed)


def full_deck(fixed):
    """A 50-card deck holding `fixed` and, to make up the rest, other cards three at a time."""
    deck = dict(fixed)
    for card_id in sorted(CARDS):
        room = DECK_SIZE - sum(deck.values())
        if card_id not in deck and room > 0 and CARDS[card_id].max_copies == MAX_COPIES:
            deck[card_id] = min(MAX_COPIES, room)
    return deck


def place_all(state, where="hand"):
    """Whoever is drawing puts every drawn card in `where`."""
    while (seat := to_move(state)) is not None and state.drawing[seat]:
        act(state, where, state.drawing[seat][0])


def plays_of(state, card_id):
    """The (target, pay) of every play of the card that the seat to move is offered."""
    card_id = getattr(card_id, "id", card_id)
    return [action[2:] for action in legal_actions(state)
            if action[0] == "play" and state.defs[action[1]].id == card_id]


def capacity(state, seat):
    return rests_available(state, seat) + flips_available(state, seat)


# --- ■2 対戦前の準備: the deck ----------------------------------------------------------------

@pytest.mark.parametrize("races", [[], ["dragon", "flame", "beast", "human"], ["nobody"]])
def test_every_card_has_one_to_three_races(races):
    """■1 カードの見かた 6 (種族は各カードに１～３つあります): every card of the set, whatever its
    class, has one to three of the set's races; card data with none, four or an unknown one
    does not load, so no deck can hold such a card."""
    assert all(1 <= len(card.races) <= 3 and set(card.races) <= set(RACES)
               for card in CARDS.values())
    assert {card.cls for card in CARDS.values()} == set(CLASSES)
    for cls in CLASSES:
        raw = {"id": "DL-999", "class": cls, "name": {}, "cost": 1, "races": races,
               "provenance": "designed"}
        with pytest.raises(ValueError, match="races"):
            _card(raw)
        _card(dict(raw, races=["dragon"]))


def test_ready_made_decks_are_fifty_and_legal():
    """Dimension of Legend rulebook ■2 対戦前の準備 デック: カードを50枚ぴったりに, 同じ名称の
    カードは３枚まで — both ready-made decks."""
    assert set(DECKS) == {"R", "B"}
    for deck in DECKS.values():
        assert sum(deck.cards.values()) == DECK_SIZE == 50
        assert deck_problems(deck.cards) == []


def test_deck_must_be_exactly_fifty():
    """■2 対戦前の準備 デック: 50枚ぴったり — 49 and 51 are both refused."""
    deck = full_deck({})
    assert deck_problems(deck) == []
    first = next(card_id for card_id, n in deck.items() if n > 1)
    assert deck_problems(dict(deck, **{first: deck[first] - 1})) == [
        "The deck has 49 cards; it needs exactly 50."]
    spare = next(card_id for card_id in sorted(CARDS) if card_id not in deck)
    assert deck_problems(dict(deck, **{spare: 1})) == [
        "The deck has 51 cards; it needs exactly 50."]


def test_at_most_three_of_a_name():
    """■1 カードの見かた 1:名称 (同じ名称のカードはデックに３枚までしか採用できません) and ■2
    対戦前の準備."""
    assert MAX_COPIES == 3
    assert deck_problems(full_deck({VALKA: 3})) == []
    assert deck_problems(full_deck({VALKA: 4})) == [
        f"4 cards named {CARDS[VALKA].name['en']}; at most 3."]


def test_construction_limit_lowers_the_copies():
    """■4 効果の分類 構築制限 (主な例：同じ名称のカードを２枚までしか採用できない効果): Ignis may
    be in a deck once."""
    assert CARDS[IGNIS].max_copies == 1
    assert deck_problems(full_deck({IGNIS: 1})) == []
    assert deck_problems(full_deck({IGNIS: 2})) == [
        f"2 cards named {CARDS[IGNIS].name['en']}; at most 1."]


def test_alias_does_not_count_for_building():
    """■4 効果の分類 常時有効 and decision alias-in-play: Ruby is named Valka during the game,
    but the deck limit counts printed names, so 3 Valka and 3 Ruby is legal."""
    assert CARDS[RUBY].named(VALKA) and CARDS[RUBY].named(RUBY)
    deck = full_deck({VALKA: 3, RUBY: 3})
    assert sum(deck.values()) == 50 and deck_problems(deck) == []


def test_unknown_and_negative_counts_are_refused():
    """■2 対戦前の準備: a deck is made of the game's cards."""
    assert deck_problems({"DL-999": 50}) == ["DL-999 is not a Dimension of Legend card."]
    assert f"{VALKA}: a count cannot be negative." in deck_problems(full_deck({VALKA: -1}))


# --- ■2 対戦前の準備: life, shuffle, first player ---------------------------------------------

def test_life_starts_at_fifty():
    """■2 対戦前の準備 ライフカウンター: 初期のライフポイントを50に設定."""
    assert START_LIFE == 50
    assert new_game(1).life == [50, 50]


def test_decks_are_shuffled():
    """■2 対戦前の準備 シャッフル: each seat's deck is shuffled by the seed."""
    one, two = new_game(1), new_game(2)
    for seat in (0, 1):
        cards = [ids(state, state.drawing[seat][::-1] + state.deck[seat][::-1])
                 for state in (one, two)]
        assert cards[0] != cards[1] and sorted(cards[0]) == sorted(cards[1])


def test_first_player_from_the_seed():
    """■2 対戦前の準備 ダイスロール: the seeded generator picks who goes first; either seat may,
    the same seed always picks the same one, and the first player has the first turn."""
    assert {new_game(seed).first for seed in range(20)} == {0, 1}
    for seed in range(5):
        state = new_game(seed)
        assert state.first == new_game(seed).first
        assert state.active == state.first and state.turn == 1


def test_no_opening_hand_first_turn_draws_four():
    """■2 対戦前の準備 (デックを裏向きのまま置いて、先攻の第１ターンとなります) and スタンドアップ
    フェイズ (先攻の最初のターンは４枚): no one holds a hand before the first turn; the first
    player draws 4 in it and the second player nothing yet."""
    state = new_game(3)
    first, second = state.first, 1 - state.first
    assert state.hand == [[], []] and state.dim == [[], []]
    assert len(state.drawing[first]) == 4 and state.drawing[second] == []
    assert [len(state.deck[first]), len(state.deck[second])] == [46, 50]


def test_second_player_first_turn_draws_five_then_two():
    """■2 スタンドアップフェイズ: 後攻の最初のターンは５枚ドロー; every later turn draws 2."""
    state = new_game(3)
    first, second = state.first, 1 - state.first
    place_all(state)
    act(state, "end_main")              # no character: no captain, the turn ends
    assert state.active == second and state.turn == 2
    assert len(state.drawing[second]) == 5
    place_all(state)
    act(state, "end_main")
    assert state.active == first and state.turn == 3 and len(state.drawing[first]) == 2
    place_all(state)
    act(state, "end_main")
    assert state.turn == 4 and len(state.drawing[second]) == 2
    assert [len(state.hand[first]), len(state.hand[second])] == [6, 5]


# --- ■2 スタンドアップフェイズ -------------------------------------------------------------------

def test_draw_puts_each_card_in_the_hand_or_face_down_in_the_dimension():
    """■2 スタンドアップフェイズ: デックの上から２枚のカードを見て、それぞれを「手札」か「次元」の
    好きな方に加えます … ドローによって次元に加えるカードは縦の裏向きで置きます. Nothing else
    is done until both are placed."""
    state = table(active=1, deck0=[plain(1, 1), plain(2, 2)])
    act(state, "end_main")                          # seat 1 ends; seat 0's turn begins
    first, second = state.drawing[0]
    assert ids(state, [first, second]) == ["1/1", "2/2"]
    assert legal_actions(state) == [("hand", first), ("dim", first),
                                    ("hand", second), ("dim", second)]
    act(state, "dim", first)
    assert state.dim[0] == [first] and first in state.face_down and first not in state.rested
    act(state, "hand", second)
    assert state.hand[0] == [second] and state.drawing[0] == []
    assert ("end_main",) in legal_actions(state)


def test_stand_up_readies_field_and_dimension():
    """■2 スタンドアップフェイズ (自分の場にある横向き（レスト状態）のカード全てを縦向きに) and
    decision ready-dimension: the seat's rested characters and rested dimension cards stand up;
    a flipped card stays face up; the other seat's cards stay as they are."""
    state = table(active=1, chars0=[(plain(2, 1), "rested"), plain(2, 3)], dim0="xrdu",
                  chars1=[(plain(3, 2), "rested")], dim1="r")
    act(state, "end_main")
    assert state.active == 0
    assert not state.rested & set(state.chars[0] + state.dim[0])
    assert [card in state.face_down for card in state.dim[0]] == [True, False, True, False]
    assert state.chars[1][0] in state.rested and state.dim[1][0] in state.rested


# --- ■4 カードの発動: paying the dimension cost ------------------------------------------------

def test_flip_pays_one():
    """■4 カードの発動: 裏側の次元を表側にすることで１枚につき１次元."""
    state = table(hand0=[plain()], dim0="d")
    play(state, plain(), pay=0)
    card = state.dim[0][0]
    assert card not in state.face_down and card not in state.rested
    assert ids(state, state.chars[0]) == ["0/0"]


def test_rest_pays_one():
    """■4 カードの発動: アップ状態のカードをレスト状態にすることで１枚につき１次元."""
    state = table(hand0=[plain()], dim0="d")
    play(state, plain(), pay=1)
    card = state.dim[0][0]
    assert card in state.face_down and card in state.rested


def test_one_card_pays_two():
    """■4 カードの発動: 裏側アップ→表側レスト、とすれば１枚から２次元を支払うことも可能; when
    the payment has a rest and a flip, the engine turns one card for both, keeping the other
    card as it was (cardtable/dol/payment.py)."""
    two = plain(cost=2)
    state = table(hand0=[two], dim0="d")
    assert payments(state, 0, two) == [1]
    play(state, two)
    card = state.dim[0][0]
    assert card not in state.face_down and card in state.rested
    assert capacity(state, 0) == 0
    state = table(hand0=[two], dim0="dd")
    play(state, two, pay=1)
    used, kept = state.dim[0]
    assert used not in state.face_down and used in state.rested
    assert kept in state.face_down and kept not in state.rested


def test_every_exact_payment_is_offered():
    """■4 カードの発動: the two ways combine freely so that the payment equals the dimension
    value (支払いが「次元の値」と等しくなるように); each offered way, named by how many are paid
    by resting, most first, pays exactly 3."""
    three = plain(cost=3)
    state = table(hand0=[three], dim0="ddu")        # 3 can rest, 2 can flip
    assert payments(state, 0, three) == [3, 2, 1]
    assert plays_of(state, three) == [(NOBODY, 3), (NOBODY, 2), (NOBODY, 1)]
    for way in (3, 2, 1):
        trial = state.copy()
        play(trial, three, pay=way)
        assert rests_available(trial, 0) == 3 - way
        assert flips_available(trial, 0) == 2 - (3 - way)


def test_unaffordable_card_is_not_offered():
    """■4 カードの発動: a card is played only by paying its whole dimension value."""
    one, two = plain(cost=1), plain(cost=2)
    state = table(hand0=[one, two], dim0="r")           # spent: nothing to pay with
    assert plays_of(state, one) == [] and plays_of(state, two) == []
    state = table(hand0=[one, two], dim0="u")           # can pay 1, by resting
    assert plays_of(state, one) == [(NOBODY, 1)] and plays_of(state, two) == []


def test_a_held_card_says_why_it_has_no_play_exactly_when_it_has_none():
    """■4 カードの発動 and ■2 メインフェイズ: a hand card is offered when nothing stands in its
    way, and one that is not says what does (its sheet tells the player). Over games of random
    legal moves: at each decision of a seat that may play cards, a hand card has a reason
    exactly when no copy of it has a play."""
    held_seen = reasons = 0
    for state, actions in random_positions("dol", {}, range(3)):
        seat = to_move(state)
        if state.phase in (MAIN, RESPOND) and not state.drawing[seat]:
            offered = {state.defs[a[1]].id for a in actions if a[0] == "play"}
            for card in state.hand[seat]:
                held_seen += 1
                reason = unplayable(state, seat, card)
                reasons += reason is not None
                assert (reason is None) == (state.defs[card].id in offered)
        else:           # placing drawn cards, a captain, a battle: no card is played, none says why
            assert all(unplayable(state, seat, card) is None for card in state.hand[seat])
    assert held_seen > 100 and reasons > 20


def test_each_reason_a_hand_card_has_no_play():
    """■4 カードの発動 (paid by the whole dimension value), a SYSTEM's condition (■1 カードの
    種類), a card that needs a target with none there, and decision foresight-window (only
    先読み cards answer in a window). Each reason comes with the numbers behind it."""
    three = plain(cost=3)
    dear = table(hand0=[three], dim0="d")     # face down and standing: rest it and flip it, 2
    assert unplayable(dear, 0, uid(dear, three, 0, "hand")) == {"why": "cost", "need": 3, "have": 2}
    limit = CARDS["DL-015"].requires["life_at_most"]
    healthy = table(hand0=["DL-015"], dim0="d" * 9, life=(limit + 1, 50))
    assert unplayable(healthy, 0, uid(healthy, "DL-015", 0, "hand")) == {"why": "life", "most": limit, "have": limit + 1}
    aimless = table(hand0=[FIREBALL], dim0="d" * 9)
    assert unplayable(aimless, 0, uid(aimless, FIREBALL, 0, "hand")) == {"why": "target"}
    aimed = table(hand0=[FIREBALL], chars1=[plain(1, 1)], dim0="d" * 9)
    assert unplayable(aimed, 0, uid(aimed, FIREBALL, 0, "hand")) is None
    window = table(hand0=[plain()], hand1=[plain()], dim0="u", dim1="u", active=1, phase=RESPOND)
    assert unplayable(window, 0, uid(window, plain(), 0, "hand")) == {"why": "foresight"}
    assert unplayable(window, 1, uid(window, plain(), 1, "hand")) is None   # not seat 1's to play


# --- ■4 カードの発動: where a played card goes ------------------------------------------------

def test_characters_enter_rested():
    """■2 メインフェイズ (キャラを召喚するとそのキャラは場にレスト状態で置かれます) and ■4 召喚
    (表側レスト状態で場に出します)."""
    state = table(hand0=[plain(3, 2)], dim0=1)
    play(state, plain(3, 2))
    card = uid(state, plain(3, 2), 0)
    assert state.chars[0] == [card] and card in state.rested


def test_equipment_goes_under_a_character_and_raises_its_stats():
    """■1 カードの種類 装備符 (キャラに装備してATKやSPDを引き上げます) and ■4 装備 (対象となる
    自分の場のキャラの下に重ねて置きます): only one's own characters are targets."""
    state = table(hand0=[ARMOR], chars0=[plain(2, 1)], chars1=[plain(3, 2)], dim0=cost(ARMOR))
    mine = state.chars[0][0]
    assert {target for target, _ in plays_of(state, ARMOR)} == {mine}
    play(state, ARMOR, mine)
    assert ids(state, state.equipment[mine]) == [ARMOR] and state.hand[0] == []
    assert (m.atk(state, 0, mine), m.spd(state, 0, mine)) == (
        2 + CARDS[ARMOR].atk, 1 + CARDS[ARMOR].spd)
    lonely = table(hand0=[ARMOR], chars1=[plain(3, 2)], dim0=cost(ARMOR))
    assert plays_of(lonely, ARMOR) == []


def test_barrier_stays_on_the_field():
    """■2 メインフェイズ (結界符・要塞を発動すると場に残ります) and ■4 張り."""
    state = table(hand0=[MONUMENT], dim0=cost(MONUMENT))
    play(state, MONUMENT)
    assert ids(state, state.barriers[0]) == [MONUMENT] and state.underworld[0] == []


def test_new_fortress_sends_the_old_one_to_the_underworld():
    """■1 カードの種類 要塞 (各プレイヤーの場に１枚まで) and ■4 設置 (既に自分の要塞がある場合
    は古い要塞を冥界に送ります)."""
    state = table(hand0=[CITADEL], fortress0=SHRINE, dim0=cost(CITADEL))
    play(state, CITADEL)
    assert state.defs[state.fortress[0]].id == CITADEL
    assert ids(state, state.underworld[0]) == [SHRINE]
    assert m.defense(state, 0) == CARDS[CITADEL].defense


def test_tactics_and_systems_go_to_the_underworld():
    """■2 メインフェイズ (戦術符・SYSTEMは使い捨てなので発動後は冥界に送られます) and ■4 (戦術符・
    SYSTEMを発動した場合はそのまま「発動時」効果だけ解決して冥界に送ります)."""
    state = table(hand0=[RIFT, SEAL_ALL], chars1=[plain(3, 2)],
                  dim0=cost(RIFT) + cost(SEAL_ALL))
    play(state, RIFT)
    assert ids(state, state.underworld[0]) == [RIFT]
    assert len(state.drawing[0]) == amount(RIFT)
    place_all(state)
    play(state, SEAL_ALL)
    assert ids(state, state.underworld[0]) == [RIFT, SEAL_ALL]
    assert state.barriers[0] == [] and ids(state, state.sealed[1]) == ["3/2"]


# --- ■4 効果の分類: activated, triggered, automatic, constant -----------------------------------

def test_activated_only_in_own_main_phase_by_resting():
    """■4 効果の分類 起動効果 (そのカードが自分の場にある時に、自分ターンのメインフェイズにのみ)
    and decision activated-rest: resting the card pays, so once a turn, and not by a character
    summoned this turn nor by the opponent's cards."""
    state = table(chars0=[GALD], chars1=[GALD], hand0=[GALD], dim0=cost(GALD))
    mine, theirs = state.chars[0][0], state.chars[1][0]
    assert ("activate", mine) in legal_actions(state)
    assert ("activate", theirs) not in legal_actions(state)
    act(state, "activate", mine)
    assert state.life == [50, 50 - CARDS[GALD].activated["amount"]] and mine in state.rested
    assert ("activate", mine) not in legal_actions(state)
    play(state, GALD)
    fresh = state.chars[0][1]
    assert ("activate", fresh) not in legal_actions(state)
    later = table(chars0=[GALD, plain(3, 2)])
    act(later, "end_main")
    assert later.phase == CAPTAIN
    assert not [action for action in legal_actions(later) if action[0] == "activate"]


def test_triggered_fires_only_from_the_field():
    """■4 効果の分類 誘発効果 (そのカードが自分の場にある時に、〈〉括弧に括られた条件を満たすと
    必ず起動します): Healing Spring on the field heals on a summon; the copy in the hand does
    nothing."""
    state = table(hand0=[SPRING, plain()], barriers0=[SPRING], dim0=1)
    play(state, plain())
    assert state.life[0] == 50 + CARDS[SPRING].triggered[0]["amount"]
    assert len(events(state, "trigger")) == 1


BURN = 2


def burner():
    """A character whose 〈sent to the underworld〉 deals BURN damage, like Ash Wyvern."""
    return made("burner", "character", races=("dragon",),
                triggered=({"on": "leaves", "do": "damage", "amount": BURN},))


def test_leaves_fires_from_the_underworld():
    """Departure leaves-from-underworld, against ■4 効果の分類 誘発効果 (そのカードが自分の場に
    ある時に): 〈leaves〉 resolves after its card has reached the underworld, not while it is on
    the field; sealed or returned to the hand it does not fire, and no other condition fires
    from the underworld."""
    state = table(chars1=[burner()], underworld1=[made("waker", "character", races=("human",),
                  triggered=({"on": "turn_start", "do": "heal", "amount": 5},))])
    card = state.chars[1][0]
    m.to_underworld(state, 1, card, "destroyed")
    leave, trigger = (next(i for i, e in enumerate(state.log) if e["e"] == kind)
                      for kind in ("leave", "trigger"))
    assert leave < trigger and state.log[trigger]["uid"] == card
    assert state.life == [50 - BURN, 50]
    act(state, "end_main")
    assert state.life == [50 - BURN, 50]                # the waker sleeps in the underworld
    for move in (m.seal, lambda s, seat, uid, why: m.leave_field(s, seat, uid, s.hand[seat],
                                                                 why)):
        state = table(chars1=[burner()])
        move(state, 1, state.chars[1][0], "gone")
        assert state.life == [50, 50] and not events(state, "trigger")


def test_triggers_resolve_in_field_order():
    """Decision trigger-order: triggered effects resolve at once, in the order their cards lie
    on the field (fortress, barriers, then characters); a card that has left the field
    meanwhile no longer fires. Made cards: a barrier whose 〈自分のキャラが召喚された時〉 sends
    every character to the underworld, a character whose same trigger deals 5, and a fortress
    whose same trigger deals 1."""
    summoned = ({"on": "ally_summoned", "do": "damage", "amount": 5},)
    wiper = made("wiper", "barrier", triggered=({"on": "ally_summoned", "do": "wipe"},))
    burner = made("burner", "character", atk=1, spd=1, races=("human",), triggered=summoned)
    tower = made("tower", "fortress", triggered=({"on": "ally_summoned", "do": "damage",
                                                  "amount": 1},))
    state = table(hand0=[plain()], chars0=[burner], fortress0=tower, barriers0=[wiper], dim0=1)
    play(state, plain())
    assert [entry["card"] for entry in events(state, "trigger")] == ["tower", "wiper"]
    assert state.life == [50, 49] and state.chars == [[], []]
    state = table(hand0=[plain()], chars0=[burner], barriers0=[SPRING, SPRING], dim0=1)
    play(state, plain())
    assert [entry["uid"] for entry in events(state, "trigger")] == state.barriers[0] + [
        state.chars[0][0]]
    assert state.life == [50 + 2 * CARDS[SPRING].triggered[0]["amount"], 45]


def test_automatic_applies_while_on_the_field():
    """■4 効果の分類 自動効果 (そのカードが自分の場にある時に、常に必ず適用され続けて): Titan in
    the hand changes nothing; on the field every enemy character has less ATK."""
    state = table(hand0=[TITAN], chars1=[plain(9, 0)], dim0=cost(TITAN))
    enemy = state.chars[1][0]
    assert m.atk(state, 1, enemy) == 9
    play(state, TITAN)
    assert m.atk(state, 1, enemy) == 9 - CARDS[TITAN].automatic[0]["amount"] < 9


def test_constant_alias_is_found_by_search_in_the_deck():
    """■4 効果の分類 常時有効 (対戦中ならばカードの場所にかかわらず適用される効果; 主な例：カード
    本来の記載とは異なる名称になる効果) and decision alias-in-play: a search for Valka finds Ruby
    in the deck."""
    state = table(hand0=[CALL], deck0=[plain(1, 1), RUBY, plain(1, 1)], dim0=cost(CALL))
    play(state, CALL)
    assert ids(state, state.hand[0]) == [RUBY]
    assert RUBY not in ids(state, state.deck[0]) and len(state.deck[0]) == 12


# --- ■4 効果の分類 拡張発動 -------------------------------------------------------------------

def test_extended_play_pays_life_instead():
    """■4 効果の分類 拡張発動 (主な例：代わりのコストを支払うことで次元コストを無視して発動できる
    効果): Autonomous Drone for life, with no dimension at all."""
    price = CARDS[DRONE].extended["amount"]
    assert CARDS[DRONE].extended["pay"] == "life"
    state = table(hand0=[DRONE])
    assert plays_of(state, DRONE) == [(NOBODY, ALTERNATIVE)]
    play(state, DRONE)
    assert state.life[0] == 50 - price and ids(state, state.chars[0]) == [DRONE]
    assert state.chars[0][0] in state.rested


def test_life_price_leaves_at_least_one():
    """Decision life-price: paying life is allowed only while at least 1 is left."""
    price = CARDS[DRONE].extended["amount"]
    assert plays_of(table(hand0=[DRONE], life=(price, 50)), DRONE) == []
    state = table(hand0=[DRONE], life=(price + 1, 50))
    play(state, DRONE)
    assert state.life[0] == 1 and state.winner is None


def test_extended_play_seals_own_underworld():
    """■4 効果の分類 拡張発動: Ignis by sealing the top cards of one's own underworld, which
    needs that many there."""
    price = CARDS[IGNIS].extended["amount"]
    assert CARDS[IGNIS].extended["pay"] == "seal_own"
    short = table(hand0=[IGNIS], underworld0=[plain(1, 1)] * (price - 1))
    assert plays_of(short, IGNIS) == []
    state = table(hand0=[IGNIS], underworld0=[plain(2, 2)] + [plain(1, 1)] * price)
    top = state.underworld[0][1:]
    play(state, IGNIS)
    assert sorted(state.sealed[0]) == sorted(top)
    assert ids(state, state.underworld[0]) == ["2/2"]
    assert ids(state, state.chars[0]) == [IGNIS]


def test_sealed_cards_leave_play_for_good():
    """■1 プレイフィールド 10:封印 (一部の効果によって封印され、この対戦で再使用できないカード):
    a sealed character is not in the underworld, so a revive cannot bring it back."""
    state = table(hand0=[CHAINS], chars1=[plain(5, 5, cost=5)], hand1=[REBOOT],
                  dim0=cost(CHAINS), dim1=cost(REBOOT))
    play(state, CHAINS, state.chars[1][0])
    assert ids(state, state.sealed[1]) == ["5/5 cost 5"] and state.underworld[1] == []
    act(state, "end_main")
    place_all(state)
    play(state, REBOOT)
    assert state.chars[1] == [] and ids(state, state.sealed[1]) == ["5/5 cost 5"]


# --- ■2 バトルフェイズ: the captain -----------------------------------------------------------

def test_captain_is_chosen_among_upright_characters():
    """■2 バトルフェイズ: 自分の場に縦向きで存在するキャラの中から１枚を「隊長」として選びます;
    or none."""
    state = table(chars0=[plain(2, 1), (plain(2, 3), "rested")])
    act(state, "end_main")
    assert state.phase == CAPTAIN
    assert legal_actions(state) == [("captain", state.chars[0][0]), ("captain", NOBODY)]


def test_same_captain_again():
    """■2 バトルフェイズ: 前のターンで隊長に指定したキャラを再び選ぶこともできます. Then the
    battle may be declared."""
    state = table(chars0=[(plain(2, 1), "captain"), plain(2, 3)])
    old = state.chars[0][0]
    act(state, "end_main")
    act(state, "captain", old)
    assert state.captain[0] == old and state.phase == BATTLE
    assert legal_actions(state) == [("battle",), ("end",)]


def test_no_captain_ends_the_turn_without_battle():
    """■2 バトルフェイズ (隊長を指定しないと、このバトルフェイズでバトルを宣言できません) and
    decision captain-choice: choosing none ends the turn; no battle, no damage."""
    state = table(chars0=[(plain(3, 2), "captain")])
    act(state, "end_main")
    act(state, "captain", NOBODY)
    assert state.captain[0] == NOBODY and state.active == 1 and state.turn == 4
    assert state.life == [50, 50] and not events(state, "battle")


def test_no_upright_character_means_no_captain():
    """Decision captain-choice: with no upright character the choice is none, at once, and the
    old captain is a captain no more. The end_main action says so beforehand (the page's
    button reads "End turn" rather than "To battle"), and not while a character stands."""
    state = table(chars0=[(plain(3, 2), "captain", "rested")])
    assert GAME.describe(state, ("end_main",))["ends_turn"] is True
    act(state, "end_main")
    assert state.captain[0] == NOBODY and state.active == 1
    assert GAME.describe(table(chars0=[plain(3, 2)]), ("end_main",))["ends_turn"] is False


def test_captain_stays_until_the_next_own_battle_phase():
    """■2 バトルフェイズ: 隊長は次の自分バトルフェイズに交替されるまで続きます — ending without a
    battle keeps it through the opponent's turn."""
    state = table(chars0=[plain(3, 2)])
    captain = state.chars[0][0]
    act(state, "end_main")
    act(state, "captain", captain)
    act(state, "end")
    assert state.active == 1 and state.captain[0] == captain and state.life == [50, 50]


# --- ■3 バトル ------------------------------------------------------------------------------

def test_battle_between_captains():
    """■3 相手の場に隊長が存在する時: 戦闘力 = 隊長のSPD値 + 隊長以外でアップ状態のキャラ全ての
    ATK値; the smaller loses, takes the difference (戦闘力の差分のダメージ) and its captain goes
    to the 冥界. The captain's own ATK, a rested character and a fortress do not count."""
    state = table(chars0=[plain(4, 5), plain(3, 0), (plain(2, 0), "rested")],
                  chars1=[(plain(9, 3), "captain"), plain(2, 0)], fortress1=fort(3))
    mine, theirs = state.chars[0][0], state.chars[1][0]
    act(state, "end_main")
    act(state, "captain", mine)
    assert battle.outcome(state) == {
        "kind": "captains", "power": [5 + 3, 3 + 2], "winner": 0,
        "life": [[50, 50], [50, 47]], "shield": [0, 0],
        "captains_lost": [{"seat": 1, "uid": theirs, "id": state.defs[theirs].id}],
        "game_winner": None}
    act(state, "battle")
    assert state.life == [50, 47]
    assert theirs in state.underworld[1] and state.captain[1] == NOBODY
    assert state.captain[0] == mine and mine in state.chars[0]


def test_tie_sends_both_captains():
    """■3 相手の場に隊長が存在する時: 戦闘力が両方同じであった場合には「引き分け」となり、
    ダメージはありませんが、両者の隊長がともに冥界に送られます."""
    state = table(chars0=[plain(0, 2), plain(2, 0)], chars1=[(plain(0, 3), "captain"),
                                                             plain(1, 0)])
    mine, theirs = state.chars[0][0], state.chars[1][0]
    fight(state, plain(0, 2))                               # 2 + 2 against 3 + 1
    assert state.life == [50, 50]
    assert mine in state.underworld[0] and theirs in state.underworld[1]
    assert state.captain == [NOBODY, NOBODY]


def test_declaring_side_can_lose():
    """■3 相手の場に隊長が存在する時: 小さかった方がバトルに「負け」 — whoever declared."""
    state = table(chars0=[plain(0, 1)], chars1=[(plain(0, 3), "captain"), plain(3, 0)])
    mine, theirs = state.chars[0][0], state.chars[1][0]
    fight(state, plain(0, 1))                               # 1 against 3 + 3
    assert state.life == [45, 50]
    assert mine in state.underworld[0] and state.captain == [NOBODY, theirs]


def test_battle_order_and_no_resting():
    """Decision battle-order: the loser takes the damage, then its captain goes to the
    underworld, then the winner's 〈バトルに勝った時〉 fires; nobody is rested by a battle."""
    state = table(chars0=[VALKA, plain(3, 0)], chars1=[(plain(0, 3), "captain")])
    fight(state, VALKA)
    order = [(e["e"], e.get("why")) for e in state.log if e["e"] in ("life", "leave", "trigger")]
    assert order == [("life", "battle"), ("leave", "battle"), ("trigger", None),
                     ("life", "effect")]
    won = CARDS[VALKA].triggered[0]["amount"]
    assert state.life == [50, 50 - (CARDS[VALKA].spd + 3 - 3) - won]
    assert not state.rested & set(state.chars[0])


def test_equipment_falls_with_its_character():
    """Decision equipment-falls: a captain lost in battle takes its equipment to the
    underworld."""
    state = table(chars0=[(plain(0, 1), LANCE)], chars1=[(plain(0, 20), "captain")])
    fight(state, plain(0, 1))
    assert sorted(ids(state, state.underworld[0])) == sorted(["0/1", LANCE])
    assert state.equipment == {}


def test_rulebook_example_against_a_fortress():
    """■3 相手の隊長が存在しない時, the rulebook's own example: 「要塞DEF３に対して隊長SPD８，他の
    アップ状態キャラATK１，２，３，６」 → 戦闘力＝８＋０＋０＋（３－３）＋（６－３）＝１１, dealt to
    the opponent; the opponent's characters without a captain do not defend. Decision
    fortress-def: the fortress's number is its DEF."""
    state = table(chars0=[plain(0, 8), plain(1, 0), plain(2, 0), plain(3, 0), plain(6, 0)],
                  chars1=[plain(9, 9)], fortress1=fort(3))
    act(state, "end_main")
    act(state, "captain", state.chars[0][0])
    assert battle.outcome(state) == {
        "kind": "direct", "power": [11, 0], "winner": None, "life": [[50, 50], [50, 39]],
        "shield": [0, 0], "captains_lost": [], "game_winner": None}
    act(state, "battle")
    assert state.life == [50, 39]
    assert len(state.chars[1]) == 1 and not state.underworld[1]


def test_direct_battle_without_fortress():
    """■3 相手の隊長が存在しない時 (相手の要塞が無い場合はDEF０として扱います): the whole
    combat power is dealt; rested characters add nothing."""
    state = table(chars0=[plain(3, 2), plain(2, 3), (plain(6, 7), "rested")])
    fight(state, plain(3, 2))
    assert state.life == [50, 50 - 2 - 2]


def test_no_battle_once_the_captain_has_left():
    """Decision battle-order: if the declaring captain has left the field by the time the
    battle resolves, there is no battle."""
    state = table(chars0=[plain(3, 2)], hand1=[SIGNAL], dim1=cost(SIGNAL))
    captain = state.chars[0][0]
    act(state, "end_main")
    act(state, "captain", captain)
    act(state, "battle")
    assert state.phase == RESPOND
    m.to_underworld(state, 0, captain, "answered")          # as an answer removing it would
    act(state, "pass")
    assert state.life == [50, 50] and events(state, "no_battle") and not events(state, "battle")


# --- ■2 チェックフェイズ --------------------------------------------------------------------

def test_check_phase_ends_this_turn_effects():
    """■2 チェックフェイズ: このターンいっぱいで終了する効果を終了させます — a captain's SPD boost
    and a shield from this turn end with it."""
    state = table(chars0=[(plain(3, 2), "captain")], hand0=[WRATH, VEIL],
                  dim0=cost(WRATH) + cost(VEIL))
    captain = state.chars[0][0]
    play(state, WRATH)
    play(state, VEIL)
    assert m.spd(state, 0, captain) == 2 + amount(WRATH) and 0 in state.shielded
    act(state, "end_main")
    act(state, "captain", NOBODY)
    assert m.spd(state, 0, captain) == 2 and state.shielded == set() and state.boost == {}


def test_no_check_phase_after_a_winning_battle():
    """■2 ゲームの流れ: the check phase ends a turn that goes on. A battle that brings the other
    seat to 0 life ends the game, so the log's last event is "over": no turn end after it."""
    state = table(chars0=[plain(3, 9)], life=(50, 5))
    fight(state, plain(3, 9))
    assert GAME.result(state) == 0
    assert state.log[-1] == {"e": "over", "winner": 0}
    assert not events(state, "check")


# --- 先読み (■4 効果の分類 先読み; ■5 is 《準備中です》) ------------------------------------------

def test_window_opens_after_each_played_card():
    """■4 効果の分類 先読み and decision foresight-window: right after each card the active
    player plays from the hand, the other player may answer with 先読み cards."""
    state = table(hand0=[plain(), plain()], hand1=[SIGNAL], dim0=2, dim1=cost(SIGNAL))
    play(state, plain())
    assert state.phase == RESPOND and state.moment == "play" and to_move(state) == 1
    signal = state.hand[1][0]
    assert legal_actions(state) == [("play", signal, NOBODY, way)
                                    for way in payments(state, 1, CARDS[SIGNAL])] + [("pass",)]
    act(state, "pass")
    assert state.phase == MAIN and to_move(state) == 0
    play(state, plain())
    assert state.phase == RESPOND


def test_window_opens_when_a_battle_is_declared():
    """Decision foresight-window: when a battle is declared, before combat power is counted;
    after the pass the battle resolves."""
    state = table(chars0=[plain(3, 2)], hand1=[SIGNAL], dim1=cost(SIGNAL))
    act(state, "end_main")
    act(state, "captain", state.chars[0][0])
    act(state, "battle")
    assert state.phase == RESPOND and state.moment == "battle" and to_move(state) == 1
    assert state.life == [50, 50]
    act(state, "pass")
    assert state.life == [50, 48] and state.active == 1


def test_no_window_without_an_affordable_foresight_card():
    """Decision foresight-ask: the app stops only for a player holding a 先読み card it can pay
    for; a 先読み card it cannot pay for, or an affordable card without 先読み, opens nothing."""
    state = table(hand0=[plain()], hand1=[SIGNAL], dim0=1, dim1="u" * (cost(SIGNAL) - 1))
    play(state, plain())
    assert state.phase == MAIN and to_move(state) == 0
    state = table(hand0=[plain()], hand1=[plain()], dim0=1, dim1=5)
    play(state, plain())
    assert state.phase == MAIN and to_move(state) == 0
    assert not events(state, "window")


def by_link(**zones):
    """A position of a game played by link (remote.py), where windows open by the board."""
    state = table(**zones)
    state.windows_by_board = True
    return state


def test_by_link_a_window_opens_by_the_board_not_the_hand():
    """Decision foresight-by-link: played by link, the window opens when the answering seat
    holds a card and one of its unshown cards is a 先読み card it could pay for now, wherever
    that card is (hand, deck or face down); the seat may only pass if it is not in its hand.
    The same table at one phone opens nothing (foresight-ask)."""
    for where in ({"hand1": [SIGNAL]}, {"hand1": [plain()], "deck1": [SIGNAL]}):
        state = by_link(hand0=[plain()], dim0=1, dim1=cost(SIGNAL), **where)
        play(state, plain())
        assert state.phase == RESPOND and to_move(state) == 1
        if "deck1" in where:
            assert legal_actions(state) == [("pass",)]
            act(state, "pass")
            assert state.phase == MAIN and to_move(state) == 0
    state = table(hand0=[plain()], hand1=[plain()], deck1=[SIGNAL], dim0=1, dim1=cost(SIGNAL))
    play(state, plain())
    assert state.phase == MAIN
    state = by_link(hand0=[plain()], hand1=[SIGNAL, plain()], deck1=[SIGNAL], dim0=1,
                    dim1="u" * (2 * cost(SIGNAL)))
    play(state, plain())
    play(state, SIGNAL)              # its answer: the window stays open, by the board
    assert state.phase == RESPOND and legal_actions(state) == [("pass",)]


def test_by_link_no_window_without_a_hand_or_the_means_to_pay():
    """Decision foresight-by-link: with an empty hand, or with no 先読み card left unshown that
    the seat could pay for, the moment passes by itself on both phones."""
    for zones in ({"deck1": [SIGNAL], "dim1": cost(SIGNAL)},
                  {"hand1": [plain()], "deck1": [SIGNAL], "dim1": "u" * (cost(SIGNAL) - 1)}):
        state = by_link(hand0=[plain()], dim0=1, **zones)
        play(state, plain())
        assert state.phase == MAIN and not events(state, "window")


@pytest.mark.parametrize("ruleset, opens", [(GAME.ruleset, True), (3, False)])
def test_a_card_just_drawn_can_answer_the_card_that_made_it_draw(ruleset, opens):
    """Decision foresight-window, with ■2 スタンドアップフェイズ (to draw is to look at the card
    and put it into the hand or the dimension zone) and decision effect-draw: Fireball sends
    seat 1's captain to the underworld and Warden of the Deep (〈captain_lost〉: draw 1) draws
    it Frost Trap. Fireball has resolved only once that card is placed; then the window is
    asked, and the card just drawn answers. Ruleset 3 asked before the card was placed, so
    with an empty hand the moment passed (test_older_rulesets keeps its games replaying)."""
    state = table(hand0=[FIREBALL], chars0=[plain(2, 2)], dim0=cost(FIREBALL),
                  chars1=[(plain(), "captain"), WARDEN], deck1=[FROST_TRAP],
                  dim1=cost(FROST_TRAP), ruleset=ruleset)
    play(state, FIREBALL, target=state.captain[1])
    trap = uid(state, FROST_TRAP, 1, "drawing")
    assert to_move(state) == 1 and not events(state, "window")
    act(state, "hand", trap)
    assert (state.phase == RESPOND and to_move(state) == 1) == opens
    if opens:
        play(state, FROST_TRAP, target=state.chars[0][0])
        assert state.chars[0][0] in state.rested


def test_by_link_the_cards_being_drawn_are_unseen_cards():
    """Decision foresight-by-link: the board fact is the same on both phones only if every
    unseen card of the seat counts, the cards it is drawing too (their number is public, what
    they are is not): a 先読み card being drawn is one of them."""
    state = by_link(hand1=[plain()], deck1=[FROST_TRAP], chars0=[plain()],
                    dim1=cost(FROST_TRAP))
    m.draw(state, 1, 1)
    assert ids(state, state.drawing[1]) == [FROST_TRAP] and can_answer(state, 1)


def test_responder_plays_several_then_passes():
    """Decision foresight-window: the answering player may play 先読み cards one after another,
    paying from its own dimension zone, then passes; cards without 先読み and activated
    effects are not offered."""
    state = table(hand0=[plain()], hand1=[SIGNAL, SIGNAL, SIGNAL, plain(), GALD],
                  chars1=[GALD], dim0=1, dim1="u" * (3 * cost(SIGNAL)))
    play(state, plain())
    assert {state.defs[a[1]].id for a in legal_actions(state) if a[0] == "play"} == {SIGNAL}
    assert not [action for action in legal_actions(state) if action[0] == "activate"]
    play(state, SIGNAL)
    assert state.phase == RESPOND and to_move(state) == 1
    play(state, SIGNAL)
    assert state.phase == RESPOND and state.life[0] == 50 - 2 * amount(SIGNAL)
    assert capacity(state, 1) == cost(SIGNAL)
    act(state, "pass")
    assert state.phase == MAIN and to_move(state) == 0
    assert ids(state, state.hand[1]).count(SIGNAL) == 1


def test_active_player_gets_no_window_on_the_answer():
    """Decision foresight-window: your opponent cannot answer your answer — the active player,
    even holding an affordable 先読み card, is never asked while the responder plays."""
    state = table(hand0=[plain(), SIGNAL], hand1=[SIGNAL, SIGNAL],
                  dim0="u" * (1 + cost(SIGNAL)), dim1="u" * (2 * cost(SIGNAL)))
    play(state, plain())
    play(state, SIGNAL)
    assert state.phase == RESPOND and to_move(state) == 1
    play(state, SIGNAL)                     # the last one it can pay for: the moment closes
    assert state.phase == MAIN and to_move(state) == 0
    assert [entry["seat"] for entry in events(state, "window")] == [1]


def test_activated_effect_opens_no_window():
    """Decision foresight-window: the moments are a card played from the hand and a battle
    declared; an activated effect is neither."""
    state = table(chars0=[GALD], hand1=[SIGNAL], dim1=cost(SIGNAL))
    act(state, "activate", state.chars[0][0])
    assert state.phase == MAIN and to_move(state) == 0


# --- what the player does not choose -------------------------------------------------------

def test_search_takes_the_card_nearest_the_top():
    """Decision search-top: Call of the Dragon takes whichever card bearing Valka's name lies
    nearest the top, a real Valka or Ruby, with no choice offered; then the deck is
    shuffled."""
    for deck, found in (([plain(), VALKA, RUBY], VALKA), ([plain(), RUBY, VALKA], RUBY)):
        state = table(hand0=[CALL], deck0=deck, dim0=cost(CALL), filler=20)
        call = state.hand[0][0]
        assert {action[:3] for action in legal_actions(state) if action[0] == "play"} == {
            ("play", call, NOBODY)}
        order = state.deck[0][:]
        play(state, CALL)
        assert ids(state, state.hand[0]) == [found]
        assert state.deck[0] != [uid for uid in order if uid in state.deck[0]]


def test_payment_split_is_chosen_and_the_cards_are_set():
    """Decision pay-which-cards (■4 カードの発動): every split between rests and flips is
    offered; then rests take face-up cards first, flips take rested cards first, oldest first,
    so one card pays 2 when it can."""
    two = plain(cost=2)
    state = table(hand0=[two], dim0="ddu")
    card = state.hand[0][0]
    assert [a[3] for a in legal_actions(state) if a[:2] == ("play", card)] == [2, 1, 0]
    act(state, "play", card, NOBODY, 1)
    old, newer, face_up = state.dim[0]
    assert (face_up in state.rested, old in state.face_down, newer in state.face_down) == (
        True, False, True)
    state = table(hand0=[two], dim0="dd")
    act(state, "play", state.hand[0][0], NOBODY, 1)
    old, newer = state.dim[0]
    assert old in state.rested and old not in state.face_down
    assert newer not in state.rested and newer in state.face_down


def test_wipe_sends_the_opponents_characters_first():
    """Decision wipe-order (and both-zero): Final Conflagration sends the opponent's characters
    first, each 〈leaves〉 resolving as it goes. Both players at BURN life with a burner each:
    the opponent's burner takes the wiper to 0 first, so the opponent wins; no draw."""
    state = table(hand0=[WIPE], chars0=[burner()], chars1=[burner()], dim0=cost(WIPE),
                  life=(BURN, BURN))
    play(state, WIPE)
    assert GAME.result(state) == 1 and state.life == [0, BURN]
    assert [e["seat"] for e in events(state, "trigger")] == [1]
    assert not state.chars[0] and not state.chars[1]


# --- winning and losing ---------------------------------------------------------------------

def test_losing_at_zero_life():
    """序 (相手のライフポイントを削って勝利するのが目的): a player at 0 life loses; the game is
    over."""
    state = table(hand0=[SIGNAL], dim0=cost(SIGNAL), life=(50, amount(SIGNAL)))
    play(state, SIGNAL)
    assert state.life[1] == 0 and GAME.result(state) == 0
    assert state.phase == OVER and to_move(state) is None and legal_actions(state) == []


def test_life_never_goes_below_zero():
    """■3 相手の隊長が存在しない時 (DoLでは０より小さいマイナスの値は扱わない): damage beyond
    the life left takes it to 0, not below; the log and both seats' views say 0 and how much
    was really lost."""
    state = table(chars0=[plain(3, 9), plain(4, 0)], life=(50, 2))
    fight(state, plain(3, 9))
    assert state.life == [50, 0] and GAME.result(state) == 0
    assert events(state, "life")[-1] == {"e": "life", "seat": 1, "amount": -2, "left": 0,
                                         "why": "battle"}
    assert [GAME.view(state, seat)["seats"][1]["life"] for seat in (0, 1)] == [0, 0]
    state = table(hand0=[SIGNAL], dim0=cost(SIGNAL), life=(50, 1))
    play(state, SIGNAL)
    assert state.life[1] == 0 and events(state, "life")[-1]["amount"] == -1


def test_both_at_zero_is_a_draw():
    """Decision both-zero: both players at 0 life at the same moment is a draw."""
    state = table(life=(0, 0))
    m.settle(state)
    assert GAME.result(state) == NOBODY and state.phase == OVER
    state = table(life=(0, 2))
    m.lose_life(state, 1, 2, "effect")
    assert GAME.result(state) == NOBODY


def test_losing_on_drawing_from_an_empty_deck():
    """Decision empty-deck: a player who must draw and finds the deck empty loses at once —
    the stand-up draw of 2 with 1 card left too. The view says the game was lost by the deck
    (and by life when life ran out), so the result card need not guess from the numbers."""
    state = table(active=1, deck0=[plain()], filler=0)
    act(state, "end_main")
    assert GAME.result(state) == 1 and to_move(state) is None
    assert GAME.view(state, 0)["lost_by"] == "deck"
    state = table(life=(50, 1))
    m.lose_life(state, 1, 1, "effect")
    assert GAME.view(state, 0)["lost_by"] == "life"
    assert GAME.view(table(), 0)["lost_by"] is None
    state = table(active=1, deck0=[plain(), plain()], filler=0)
    act(state, "end_main")
    assert state.winner is None and len(state.drawing[0]) == 2


# --- what each seat sees --------------------------------------------------------------------

def test_view_hides_hands_drawing_and_face_down_cards():
    """■1 プレイフィールド 2:手札 (相手に見えないように持ちます) and カードの置き方 裏側: the other
    seat's hand and cards being drawn are counts, its face-down dimension cards have no id,
    decks are counts; the owner sees its own."""
    state = new_game(4)
    first, second = state.first, 1 - state.first
    act(state, "dim", state.drawing[first][0])
    act(state, "hand", state.drawing[first][0])
    theirs = GAME.view(state, second)["seats"][first]
    assert theirs["hand"] is None and theirs["hand_count"] == 1
    assert theirs["drawing"] is None and theirs["drawing_count"] == 2
    assert [(card["id"], card["down"]) for card in theirs["dimension"]] == [(None, True)]
    assert theirs["deck"] == 46
    text = json.dumps(GAME.view(state, second))
    hidden = state.hand[first] + state.drawing[first] + state.deck[first] + state.deck[second]
    assert all(f'"uid": {found},' not in text for found in hidden)
    own = GAME.view(state, first)["seats"][first]
    assert [card["id"] for card in own["dimension"]] == ids(state, state.dim[first])
    assert [card["uid"] for card in own["hand"]] == state.hand[first]


def test_face_up_dimension_cards_are_seen_by_both():
    """■1 カードの置き方 表側: a flipped dimension card is face up for everyone."""
    state = table(hand0=[plain()], dim0="d")
    play(state, plain(), pay=0)
    seen = GAME.view(state, 1)["seats"][0]["dimension"]
    assert seen == [{"uid": state.dim[0][0], "id": FILLER.id, "down": False, "rested": False}]


def test_a_face_down_uid_does_not_name_its_card():
    """■1 カードの置き方 裏側: the board shows a face-down card's uid so it can follow the card,
    so uids are dealt at random: a uid is no key into the public deck list."""
    for seat, uids in ((0, range(50)), (1, range(50, 100))):
        assert len({new_game(seed).defs[uids[0]].id for seed in range(12)}) > 1
        deck = DECKS["RB"[seat]].cards
        for seed in range(3):
            state = new_game(seed)
            assert sorted(ids(state, uids)) == sorted(
                card_id for card_id, count in deck.items() for _ in range(count))


# --- determinism, copies and the conservation invariant ------------------------------------

def random_game(seed, steps=10_000, check=False):
    state = new_game(seed)
    rng = Rng(seed)
    taken = 0
    while to_move(state) is not None and taken < steps:
        actions = legal_actions(state)
        GAME.apply(state, actions[rng.below(len(actions))])
        taken += 1
        if check:
            GAME.check(state)
    return state


def test_same_seed_and_actions_give_the_same_game():
    """Determinism: the same seed and the same actions give the same fingerprint."""
    one, two = random_game(21, steps=300), random_game(21, steps=300)
    assert GAME.fingerprint(one) == GAME.fingerprint(two)
    assert GAME.fingerprint(one) != GAME.fingerprint(random_game(22, steps=300))


def test_copy_is_independent():
    """State.copy(): moving on in the copy leaves the original as it was."""
    state = random_game(5, steps=120)
    before = GAME.fingerprint(state)
    other = state.copy()
    assert GAME.fingerprint(other) == before
    rng = Rng(9)
    for _ in range(200):
        actions = legal_actions(other)
        if not actions:
            break
        GAME.apply(other, actions[rng.below(len(actions))])
    other.rested.add(-5)
    other.face_down.add(-5)
    other.equipment.setdefault(-5, []).append(1)
    assert GAME.fingerprint(other) != before
    assert GAME.fingerprint(state) == before


def test_random_games_keep_every_card():
    """GAME.check (every card in exactly one place, captains and equipment on the field)
    holds after every action of random games, which all end."""
    for seed in range(12):
        assert random_game(seed, check=True).winner is not None


def test_check_catches_a_lost_or_copied_card():
    """GAME.check fails when a card is removed, is in two places, or a captain is not on its
    seat's field."""
    state = random_game(3, steps=80)
    GAME.check(state)
    lost = state.copy()
    lost.deck[0].pop()
    with pytest.raises(AssertionError):
        GAME.check(lost)
    copied = state.copy()
    copied.hand[1].append(copied.deck[1][0])
    with pytest.raises(AssertionError):
        GAME.check(copied)
    stray = table(chars0=[plain(3, 2)])
    GAME.check(stray)
    stray.captain[1] = stray.chars[0][0]
    with pytest.raises(AssertionError):
        GAME.check(stray)


# --- every departure and decision has a scenario -------------------------------------------

def scenarios() -> dict:
    """The scenario tests that pin each departure and decision, by id."""
    import test_dol_cards as cards

    return {
        "leaves-from-underworld": [test_leaves_fires_from_the_underworld,
                                   cards.test_ash_wyvern_burns_when_sent_to_the_underworld],
        "ready-dimension": [test_stand_up_readies_field_and_dimension],
        "foresight-window": [test_window_opens_after_each_played_card,
                             test_window_opens_when_a_battle_is_declared,
                             test_responder_plays_several_then_passes,
                             test_active_player_gets_no_window_on_the_answer,
                             test_activated_effect_opens_no_window],
        "foresight-ask": [test_no_window_without_an_affordable_foresight_card],
        "foresight-by-link": [test_by_link_a_window_opens_by_the_board_not_the_hand,
                              test_by_link_no_window_without_a_hand_or_the_means_to_pay],
        "effect-draw": [cards.test_crystal_watcher_rests_to_draw,
                        cards.test_dimensional_rift_draws],
        "empty-deck": [test_losing_on_drawing_from_an_empty_deck],
        "both-zero": [test_both_at_zero_is_a_draw, test_wipe_sends_the_opponents_characters_first],
        "fortress-def": [test_rulebook_example_against_a_fortress],
        "captain-choice": [test_no_captain_ends_the_turn_without_battle,
                           test_no_upright_character_means_no_captain],
        "battle-order": [test_battle_order_and_no_resting, test_no_battle_once_the_captain_has_left],
        "direct-no-winner": [cards.test_valka_burns_when_its_side_wins],
        "equipment-falls": [test_equipment_falls_with_its_character],
        "trigger-order": [test_triggers_resolve_in_field_order],
        "activated-rest": [test_activated_only_in_own_main_phase_by_resting],
        "no-target": [cards.test_ignis_summoned_without_a_target,
                      cards.test_fireball_destroys_a_cheap_character],
        "life-price": [test_life_price_leaves_at_least_one],
        "alias-in-play": [test_alias_does_not_count_for_building,
                          test_constant_alias_is_found_by_search_in_the_deck],
        "revive-not-summon": [cards.test_reboot_revives_the_costliest_character],
        "search-top": [test_search_takes_the_card_nearest_the_top],
        "pay-which-cards": [test_payment_split_is_chosen_and_the_cards_are_set],
        "wipe-order": [test_wipe_sends_the_opponents_characters_first],
    }


@pytest.mark.parametrize("key", [ruling["id"] for ruling in DEPARTURES + DECISIONS])
def test_every_departure_and_decision_has_a_scenario(key):
    """Every departure and decision on the rules page is pinned by scenario tests, listed in
    scenarios() and run again here: a listed test must exist, and a scenario that no longer
    holds (the engine changed the behaviour) fails this test as well as its own."""
    pinned = scenarios()
    assert set(pinned) == {ruling["id"] for ruling in DEPARTURES + DECISIONS}
    assert pinned[key]
    for scenario in pinned[key]:
        scenario()
