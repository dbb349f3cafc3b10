"""Every Dimension of Legend card with an effect or a special line, as its card data says, and
the card set as a whole.

Card data: cards/dol/cards.json (every card designed for this app). Each docstring names the
card and the effect class of the rulebook, ../shared/rules/dimension-of-legend.ja.txt ■4 効果の
分類, that it exercises: 発動時 (on play), 起動 (activated), 誘発 (triggered 〈condition〉),
自動 (automatic), 常時有効 (constant), 拡張発動 (extended play), 構築制限 (construction limit)
or 先読み; equipment and fortresses are ■1 カードの種類 装備符 and 要塞, a SYSTEM's condition
is its own line. The card set is still being balanced, so amounts, stats and costs are read
from the card data and the tests check what the engine does with them; the other characters
are plain ones made for the test (plain(3, 2): ATK 3, SPD 2, no effect). Unless a test says
otherwise the position is seat 0's main phase of turn 3.
"""

import json

import pytest

from cardtable.dol import battle
from cardtable.dol import mechanics as m
from cardtable.dol.cards import CARDS, DECKS
from cardtable.dol.catalog import LANGS, catalog
from cardtable.dol.decks import DECK_SIZE, deck_problems
from cardtable.dol.payment import ALTERNATIVE
from cardtable.dol.player import legal_actions, to_move
from cardtable.dol.state import CAPTAIN, MAIN, NOBODY, RESPOND
from dl_table import act, events, fight, fort, ids, plain, play, table, uid

VALKA, RUBY, KAGURA, GALD, WYVERN, IGNIS = (
    "DL-001", "DL-002", "DL-004", "DL-005", "DL-006", "DL-007")
TITAN, WARDEN, OWL, SIGNAL, SPRING, CHAINS = (
    "DL-023", "DL-027", "DL-044", "DL-045", "DL-043", "DL-030")


def effect(card_id, part="on_play", index=0):
    """One effect of the card, as its data gives it."""
    found = getattr(CARDS[card_id], part)
    return found if isinstance(found, dict) else found[index]


def amount(card_id, part="on_play", index=0):
    return effect(card_id, part, index)["amount"]


def cost(card_id):
    return CARDS[card_id].cost


def targets_of(state, card_id):
    """The targets the seat to move is offered for the card."""
    return sorted({action[2] for action in legal_actions(state)
                   if action[0] == "play" and state.defs[action[1]].id == card_id})


def pays_of(state, card_id):
    return sorted({action[3] for action in legal_actions(state)
                   if action[0] == "play" and state.defs[action[1]].id == card_id})


def declare(state, captain):
    """The active seat ends its main phase, names the captain (a uid) and declares."""
    act(state, "end_main")
    act(state, "captain", captain)
    act(state, "battle")


def to_next_turn(state):
    """The active seat ends its turn without a battle; the next seat puts its draw in hand."""
    act(state, "end_main")
    if state.phase == CAPTAIN:
        act(state, "captain", NOBODY)
    while state.drawing[to_move(state)]:
        act(state, "hand", state.drawing[to_move(state)][0])


# --- 紅竜の軍勢 (deck R) -------------------------------------------------------------------------

def test_valka_burns_when_its_side_wins():
    """DL-001 紅蓮竜ヴァルカ — 誘発 〈バトルに勝った時〉 相手にダメージ: after the loser has taken
    the difference; not when Valka's side loses, and not after an attack on a seat without a
    captain, where ■3 names no winner (勝ち/負け are for captains against captains; decision
    direct-no-winner)."""
    spd, won = CARDS[VALKA].spd, amount(VALKA, "triggered")
    state = table(chars0=[VALKA], chars1=[(plain(0, 1), "captain")])
    fight(state, VALKA)
    assert state.life == [50, 50 - (spd - 1) - won]
    state = table(chars0=[VALKA], chars1=[(plain(0, spd + 2), "captain")])
    fight(state, VALKA)
    assert state.life == [48, 50]
    state = table(chars0=[VALKA])
    fight(state, VALKA)
    assert state.life == [50, 50 - spd] and not events(state, "trigger")


def test_ruby_is_also_named_valka():
    """DL-002 幼竜ルビ — 常時有効: wherever it is, it is also named 紅蓮竜ヴァルカ; a search for
    Valka takes the first card bearing the name from the top of the deck, here Ruby above a
    real Valka."""
    state = table(hand0=["DL-010"], deck0=[RUBY, VALKA], dim0=cost("DL-010"))
    play(state, "DL-010")
    assert ids(state, state.hand[0]) == [RUBY]
    assert VALKA in ids(state, state.deck[0])
    assert CARDS[RUBY].named(VALKA) and not CARDS[VALKA].named(RUBY)


def test_kagura_deals_damage_on_summon():
    """DL-004 焔の剣士カグラ — 発動時: 相手にダメージ; the character is summoned rested."""
    state = table(hand0=[KAGURA], dim0=cost(KAGURA))
    play(state, KAGURA)
    assert state.life == [50, 50 - amount(KAGURA)]
    assert uid(state, KAGURA, 0) in state.rested


def test_gald_rests_to_deal_damage():
    """DL-005 竜騎士ガルド — 起動 (このカードをレスト): 相手にダメージ, once a turn."""
    state = table(chars0=[GALD])
    gald = state.chars[0][0]
    act(state, "activate", gald)
    assert state.life == [50, 50 - amount(GALD, "activated")] and gald in state.rested
    assert ("activate", gald) not in legal_actions(state)


def test_ash_wyvern_burns_when_sent_to_the_underworld():
    """DL-006 灰燼の翼竜 — 誘発 〈このキャラが冥界へ送られた時〉 相手にダメージ: lost as a captain
    it burns its owner's opponent; sealed, it does not."""
    burn = amount(WYVERN, "triggered")
    state = table(chars0=[plain(0, 20)], chars1=[(WYVERN, "captain")])
    fight(state, plain(0, 20))
    assert state.life == [50 - burn, 50 - (20 - CARDS[WYVERN].spd)]
    assert ids(state, state.underworld[1]) == [WYVERN]
    state = table(hand0=[CHAINS], chars1=[WYVERN], dim0=cost(CHAINS))
    play(state, CHAINS, state.chars[1][0])
    assert state.life == [50, 50] and ids(state, state.sealed[1]) == [WYVERN]


def test_ignis_destroys_a_cheap_enemy_character():
    """DL-007 炎獄竜王イグニス — 発動時: 次元の値が上限以下の相手のキャラ1枚を冥界へ; only such
    characters are targets."""
    limit = effect(IGNIS)["max_cost"]
    state = table(hand0=[IGNIS], chars1=[plain(1, 1, cost=limit), plain(2, 2, cost=limit + 1)],
                  dim0=cost(IGNIS))
    cheap, dear = state.chars[1]
    assert targets_of(state, IGNIS) == [cheap]
    play(state, IGNIS, cheap)
    assert state.chars[1] == [dear] and state.underworld[1] == [cheap]


def test_ignis_summoned_without_a_target():
    """DL-007 炎獄竜王イグニス — 発動時 and decision no-target: a character may be summoned with
    nothing to aim at; its on-play effect then does nothing."""
    limit = effect(IGNIS)["max_cost"]
    state = table(hand0=[IGNIS], chars1=[plain(2, 2, cost=limit + 1)], dim0=cost(IGNIS))
    assert targets_of(state, IGNIS) == [NOBODY]
    play(state, IGNIS)
    assert ids(state, state.chars[0]) == [IGNIS] and len(state.chars[1]) == 1


def test_ignis_by_sealing_and_once_a_deck():
    """DL-007 炎獄竜王イグニス — 拡張発動: seal the top of your underworld instead of paying its
    dimension value; 構築制限: at most 1 in a deck."""
    price = CARDS[IGNIS].extended["amount"]
    state = table(hand0=[IGNIS], chars1=[plain(2, 2)], underworld0=[plain(1, 1)] * price,
                  dim0=1)
    assert pays_of(state, IGNIS) == [ALTERNATIVE]
    play(state, IGNIS, state.chars[1][0])
    assert len(state.sealed[0]) == price and state.underworld[0] == []
    assert ids(state, state.underworld[1]) == ["2/2"]
    assert state.dim[0][0] in state.face_down and state.dim[0][0] not in state.rested
    deck = dict(DECKS["R"].cards, **{IGNIS: 2})
    assert f"2 cards named {CARDS[IGNIS].name['en']}; at most 1." in deck_problems(deck)


def test_shrine_maiden_ramps():
    """DL-008 紅の巫女 — 発動時: デックの上からカードを裏向きで次元に置く; not a draw, so nothing
    to place, and an empty deck is no loss."""
    ramp = amount("DL-008")
    state = table(hand0=["DL-008"], deck0=[VALKA] * ramp, dim0=cost("DL-008"))
    top = state.deck[0][-ramp:]
    play(state, "DL-008")
    assert state.dim[0][-ramp:] == top[::-1] and set(top) <= state.face_down
    assert not set(top) & state.rested
    assert state.drawing == [[], []] and len(state.deck[0]) == 10
    state = table(hand0=["DL-008"], dim0=cost("DL-008"), filler=0)
    play(state, "DL-008")
    assert state.winner is None and len(state.dim[0]) == cost("DL-008")


def test_fireball_destroys_a_cheap_character():
    """DL-009 火炎弾 (戦術符) — 発動時: 次元の値が上限以下の相手のキャラ1枚を冥界へ; without such
    a target it cannot be played (decision no-target)."""
    limit = effect("DL-009")["max_cost"]
    state = table(hand0=["DL-009"], chars1=[plain(1, 1, cost=limit), plain(2, 2, cost=limit + 1)],
                  dim0=cost("DL-009"))
    cheap, dear = state.chars[1]
    assert targets_of(state, "DL-009") == [cheap]
    play(state, "DL-009", cheap)
    assert state.chars[1] == [dear] and state.underworld[1] == [cheap]
    assert ids(state, state.underworld[0]) == ["DL-009"]
    alone = table(hand0=["DL-009"], chars1=[plain(2, 2, cost=limit + 1)], dim0=cost("DL-009"))
    assert targets_of(alone, "DL-009") == []


def test_call_of_the_dragon_searches_valka():
    """DL-010 竜の呼び声 (戦術符) — 発動時: デックから「紅蓮竜ヴァルカ」1枚を手札に加え、デックを
    シャッフル; a search that finds nothing takes nothing."""
    others = [plain(n, n) for n in range(8)]
    state = table(hand0=["DL-010"], deck0=others[:4] + [VALKA] + others[4:],
                  dim0=cost("DL-010"), filler=0)
    before = [c for c in ids(state, state.deck[0]) if c != VALKA]
    play(state, "DL-010")
    assert ids(state, state.hand[0]) == [VALKA]
    after = ids(state, state.deck[0])
    assert sorted(after) == sorted(before) and after != before
    empty = table(hand0=["DL-010"], dim0=cost("DL-010"))
    play(empty, "DL-010")
    assert empty.hand[0] == [] and len(empty.deck[0]) == 10


def test_wrath_scale_answers_a_battle():
    """DL-011 逆鱗 (戦術符) — 先読み, 発動時: このターン、自分の隊長のSPDが上がる. Played when the
    opponent declares a battle, the defending captain turns the battle round; the boost ends
    with the turn."""
    boost = amount("DL-011")
    state = table(chars0=[plain(0, 5)], chars1=[(plain(0, 5 - boost + 1), "captain")],
                  hand1=["DL-011"], dim1=cost("DL-011"))
    mine, theirs = state.chars[0][0], state.chars[1][0]
    declare(state, mine)
    assert state.phase == RESPOND
    play(state, "DL-011")
    assert state.life == [49, 50]
    assert mine in state.underworld[0] and state.captain[1] == theirs
    assert m.spd(state, 1, theirs) == 5 - boost + 1


def test_blazing_formation_raises_dragons():
    """DL-012 烈火の陣 (結界符) — 自動: 自分の竜のキャラのATKが上がる; other races and the
    opponent's dragons are unchanged."""
    raise_by = amount("DL-012", "automatic")
    assert effect("DL-012", "automatic")["race"] == "dragon"
    state = table(hand0=["DL-012"], chars0=[RUBY, plain(3, 2)], chars1=[RUBY],
                  dim0=cost("DL-012"))
    play(state, "DL-012")
    dragon, human, theirs = state.chars[0] + state.chars[1]
    assert [m.atk(state, 0, dragon), m.atk(state, 0, human), m.atk(state, 1, theirs)] == [
        CARDS[RUBY].atk + raise_by, 3, CARDS[RUBY].atk]


@pytest.mark.parametrize("gear", ["DL-013", "DL-016", "DL-034"])
def test_equipment_raises_atk_and_spd(gear):
    """DL-013 竜鱗の鎧, DL-016 焔纏いの槍, DL-034 加速ユニット (装備符): 装備したキャラのATKと
    SPDに加える; only one's own characters are targets."""
    state = table(hand0=[gear], chars0=[plain(3, 2)], chars1=[plain(1, 1)], dim0=cost(gear))
    mine = state.chars[0][0]
    assert targets_of(state, gear) == [mine]
    play(state, gear, mine)
    assert (m.atk(state, 0, mine), m.spd(state, 0, mine)) == (
        3 + CARDS[gear].atk, 2 + CARDS[gear].spd)
    assert CARDS[gear].atk + CARDS[gear].spd > 0


def test_volcano_fort_burns_each_turn():
    """DL-014 火山砦 (要塞) — 誘発 〈自分のスタンドアップフェイズ開始時〉 相手にダメージ; its DEF
    is taken from each attacking non-captain's ATK."""
    defense, burn = CARDS["DL-014"].defense, amount("DL-014", "triggered")
    state = table(active=1, fortress0="DL-014", chars1=[plain(0, 2), plain(9, 0)])
    act(state, "end_main")
    act(state, "captain", state.chars[1][0])
    assert battle.outcome(state)["kind"] == "direct"
    assert battle.outcome(state)["power"] == [2 + 9 - defense, 0]
    act(state, "battle")
    assert state.life == [50 - (2 + 9 - defense), 50 - burn]      # then seat 0's turn began
    assert [entry["card"] for entry in events(state, "trigger")] == ["DL-014"]


def test_final_conflagration_wipes_the_field():
    """DL-015 終焉の業火 (SYSTEM) — 条件: 自分のライフが一定以下の時だけ; 発動時: 場のキャラを
    すべて冥界へ, the opponent's first, equipment with them; 構築制限: 1 a deck."""
    limit = CARDS["DL-015"].requires["life_at_most"]
    burn = amount(WYVERN, "triggered")
    hand, dim = ["DL-015"], cost("DL-015")
    assert targets_of(table(hand0=hand, dim0=dim, life=(limit + 1, 50)), "DL-015") == []
    state = table(hand0=hand, chars0=[(plain(3, 2), "DL-016"), WYVERN],
                  chars1=[WYVERN, plain(2, 3)], dim0=dim, life=(limit, 50))
    play(state, "DL-015")
    assert state.chars == [[], []] and state.equipment == {}
    assert sorted(ids(state, state.underworld[0])) == sorted(["DL-015", "3/2", "DL-016", WYVERN])
    assert [entry["seat"] for entry in events(state, "leave")] == [1, 1, 0, 0]
    assert state.life == [limit - burn, 50 - burn]      # each Wyvern burns the other side
    assert CARDS["DL-015"].max_copies == 1


def test_siege_fire_arrows_raze_the_fortress():
    """DL-017 攻城の火矢 (戦術符) — 発動時: 相手の要塞を冥界へ送り、相手にダメージ; with no
    fortress there, only the damage."""
    assert [e["do"] for e in CARDS["DL-017"].on_play] == ["raze", "damage"]
    hurt = amount("DL-017", index=1)
    state = table(hand0=["DL-017"], fortress1=fort(3), dim0=cost("DL-017"))
    play(state, "DL-017")
    assert state.fortress[1] == NOBODY and ids(state, state.underworld[1]) == ["DEF 3"]
    assert state.life == [50, 50 - hurt] and m.defense(state, 1) == 0
    state = table(hand0=["DL-017"], fortress0=fort(2), dim0=cost("DL-017"))
    play(state, "DL-017")
    assert ids(state, [state.fortress[0]]) == ["DEF 2"] and state.life == [50, 50 - hurt]


# --- 蒼機の城塞 (deck B) -------------------------------------------------------------------------

def test_sera_seals_the_opponents_underworld():
    """DL-022 封印術師セラ — 発動時: 相手の冥界の上からカードを封印; fewer if fewer."""
    count = amount("DL-022")
    older, newer = [plain(1, 1)] * 2, [plain(2, 2)] * count
    state = table(hand0=["DL-022"], underworld1=older + newer, dim0=cost("DL-022"))
    play(state, "DL-022")
    assert ids(state, state.underworld[1]) == ["1/1"] * 2
    assert ids(state, state.sealed[1]) == ["2/2"] * count
    state = table(hand0=["DL-022"], underworld1=[plain(1, 1)], dim0=cost("DL-022"))
    play(state, "DL-022")
    assert state.underworld[1] == [] and ids(state, state.sealed[1]) == ["1/1"]


def test_titan_weakens_enemy_characters():
    """DL-023 蒼鋼巨兵タイタン — 自動: 相手のキャラのATKが下がる, never below 0; in a battle
    against Titan's side each attacker counts less."""
    less = amount(TITAN, "automatic")
    state = table(active=1, chars0=[TITAN],
                  chars1=[plain(0, 2), plain(9, 0), plain(less - 1, 0)])
    captain, strong, weak = state.chars[1]
    assert [m.atk(state, 1, strong), m.atk(state, 1, weak)] == [9 - less, 0]
    assert m.atk(state, 0, state.chars[0][0]) == CARDS[TITAN].atk
    act(state, "end_main")
    act(state, "captain", captain)
    assert battle.outcome(state)["power"] == [2 + 9 - less, 0]


def test_crystal_watcher_rests_to_draw():
    """DL-024 水晶の観測者 — 起動 (このカードをレスト): ドロー, and decision effect-draw: each card
    is placed in the hand or face down in the dimension zone, as in the stand-up."""
    count = amount("DL-024", "activated")
    state = table(chars0=["DL-024"], deck0=[VALKA] * count)
    watcher = state.chars[0][0]
    act(state, "activate", watcher)
    assert watcher in state.rested and ids(state, state.drawing[0]) == [VALKA] * count
    assert legal_actions(state) == [("hand", state.drawing[0][0]), ("dim", state.drawing[0][0])]
    act(state, "dim", state.drawing[0][0])
    assert ids(state, state.dim[0]) == [VALKA] and state.dim[0][0] in state.face_down


def test_knight_of_the_tides_returns_a_character():
    """DL-025 潮騒の騎士 — 発動時: 相手のキャラ1枚を持ち主の手札に戻す; its equipment goes to the
    underworld (decision equipment-falls), its seat loses the captain, and as it is not sent to
    the underworld 〈このキャラが冥界へ送られた時〉 does not fire."""
    state = table(hand0=["DL-025"], chars1=[(WYVERN, "captain", "rested", "DL-034")],
                  dim0=cost("DL-025"))
    wyvern = state.chars[1][0]
    play(state, "DL-025", wyvern)
    assert state.hand[1] == [wyvern] and ids(state, state.underworld[1]) == ["DL-034"]
    assert state.captain[1] == NOBODY and state.life == [50, 50]
    assert state.equipment == {} and wyvern not in state.rested


def test_autonomous_drone_for_life():
    """DL-026 自律機兵 — 拡張発動: 次元コストの代わりにライフを払って発動できる; both ways are
    offered when the dimension can pay too."""
    price = CARDS["DL-026"].extended["amount"]
    state = table(hand0=["DL-026"], dim0="u" * cost("DL-026"))
    assert pays_of(state, "DL-026") == [ALTERNATIVE, cost("DL-026")]
    play(state, "DL-026", pay=ALTERNATIVE)
    assert state.life == [50 - price, 50] and ids(state, state.chars[0]) == ["DL-026"]
    assert not set(state.dim[0]) & state.rested


def test_warden_draws_when_its_captain_falls():
    """DL-027 深海の番人 — 誘発 〈自分の隊長が冥界へ送られた時〉 ドロー, even while rested."""
    count = amount(WARDEN, "triggered")
    state = table(chars0=[plain(0, 1), (WARDEN, "rested")], chars1=[(plain(0, 3), "captain")],
                  deck0=[VALKA] * count)
    fight(state, plain(0, 1))
    assert state.life == [48, 50]
    assert ids(state, state.drawing[0]) == [VALKA] * count
    assert [entry["card"] for entry in events(state, "trigger")] == [WARDEN]


def test_frost_trap_rests_an_attacker():
    """DL-028 氷結の罠 (戦術符) — 先読み, 発動時: 相手のキャラ1枚をレスト; only upright ones are
    targets, and a rested character adds no ATK to the battle."""
    state = table(chars0=[plain(0, 2), plain(6, 0), (plain(4, 0), "rested")],
                  hand1=["DL-028"], dim1=cost("DL-028"))
    captain, strong, _ = state.chars[0]
    declare(state, captain)
    assert targets_of(state, "DL-028") == [captain, strong]
    play(state, "DL-028", strong)
    assert strong in state.rested
    assert state.life == [50, 48]


def test_veil_of_mist_stops_battle_damage():
    """DL-029 霧の帳 (戦術符) — 先読み, 発動時: このターン、自分が受けるバトルのダメージは0;
    effect damage still hurts."""
    state = table(chars0=[plain(0, 7), plain(3, 0)], hand1=["DL-029"], dim1=cost("DL-029"))
    declare(state, state.chars[0][0])
    play(state, "DL-029")
    assert state.life == [50, 50] and events(state, "battle")[0]["power"] == [7 + 3, 0]
    state = table(hand0=[plain(), SIGNAL], hand1=["DL-029"], dim0=1 + cost(SIGNAL),
                  dim1=cost("DL-029"))
    play(state, plain())
    play(state, "DL-029")
    assert 1 in state.shielded and to_move(state) == 0
    play(state, SIGNAL)
    assert state.life == [50, 50 - amount(SIGNAL)]


def test_sealing_chains_seal_a_character():
    """DL-030 封魔の鎖 (戦術符) — 発動時: 相手のキャラ1枚を封印; any enemy character, upright or
    rested, of any cost."""
    state = table(hand0=[CHAINS], chars1=[IGNIS, (plain(3, 2), "rested")], dim0=cost(CHAINS))
    ignis = state.chars[1][0]
    assert targets_of(state, CHAINS) == sorted(state.chars[1])
    play(state, CHAINS, ignis)
    assert state.sealed[1] == [ignis] and ids(state, state.chars[1]) == ["3/2"]


@pytest.mark.parametrize("fortress", ["DL-031", "DL-047"])
def test_fortress_defends(fortress):
    """DL-031 蒼穹の城塞, DL-047 古竜の眠る祠 (要塞): each attacking non-captain counts its DEF
    less ATK, never below 0; the captain's SPD counts in full."""
    defense = CARDS[fortress].defense
    assert defense > 0
    state = table(chars0=[plain(0, 2), plain(defense + 3, 0), plain(defense - 1, 0)],
                  fortress1=fortress)
    fight(state, plain(0, 2))
    assert state.life == [50, 50 - (2 + 3 + 0)]


def test_iron_bastion_defends_and_shields():
    """DL-032 鉄壁の要塞 (要塞) — 自動: 自分が受けるバトルのダメージが減る, in both kinds of
    battle; effect damage is not battle damage."""
    defense, shield = CARDS["DL-032"].defense, amount("DL-032", "automatic")
    state = table(chars0=[plain(0, 10), plain(defense + 3, 0)], fortress1="DL-032")
    fight(state, plain(0, 10))
    assert state.life == [50, 50 - (10 + 3 - shield)]
    state = table(chars0=[plain(0, 10)], chars1=[(plain(0, 3), "captain")], fortress1="DL-032")
    fight(state, plain(0, 10))
    assert state.life == [50, 50 - (10 - 3 - shield)]
    state = table(hand0=[SIGNAL], fortress1="DL-032", dim0=cost(SIGNAL))
    play(state, SIGNAL)
    assert state.life == [50, 50 - amount(SIGNAL)]


def test_silent_sea_heals_when_the_opponent_plays():
    """DL-033 静寂の海 (結界符) — 誘発 〈相手がカードを発動した時〉 自分のライフを回復, with no
    upper limit (decision life-price); not for its owner's own plays."""
    heal = amount("DL-033", "triggered")
    state = table(hand0=[plain(), plain()], barriers1=["DL-033"], dim0=1)
    play(state, plain())
    play(state, plain())
    assert state.life == [50, 50 + 2 * heal]
    state = table(hand0=[plain()], barriers0=["DL-033"], dim0=1)
    play(state, plain())
    assert state.life == [50, 50]


def test_the_great_seal_seals_every_enemy():
    """DL-035 大封印 (SYSTEM) — 発動時: 相手のキャラをすべて封印, equipment to the underworld,
    nothing fires; 構築制限: 1 a deck."""
    state = table(hand0=["DL-035"], chars0=[plain(3, 2)],
                  chars1=[(WYVERN, "captain", "DL-013"), plain(2, 3)], dim0=cost("DL-035"))
    play(state, "DL-035")
    assert state.chars[1] == [] and sorted(ids(state, state.sealed[1])) == sorted([WYVERN, "2/3"])
    assert ids(state, state.underworld[1]) == ["DL-013"]
    assert ids(state, state.chars[0]) == ["3/2"] and state.life == [50, 50]
    assert state.captain[1] == NOBODY and CARDS["DL-035"].max_copies == 1


def test_reboot_revives_the_costliest_character():
    """DL-036 機巧再起動 (戦術符) — 発動時: 自分の冥界で次元の値が最も大きいキャラ1枚を場にレスト
    状態で出す, the most recent of equals, other classes aside; decision revive-not-summon:
    〈自分のキャラが召喚された時〉 does not fire."""
    state = table(hand0=["DL-036"], barriers0=[SPRING], dim0=cost("DL-036"),
                  underworld0=[plain(1, 1, cost=5), plain(2, 2, cost=5), plain(3, 3, cost=2),
                               "DL-035"])
    newer = state.underworld[0][1]
    play(state, "DL-036")
    assert state.chars[0] == [newer] and newer in state.rested
    assert ids(state, state.underworld[0]) == ["1/1 cost 5", "3/3 cost 2", "DL-035", "DL-036"]
    assert state.life == [50, 50] and not events(state, "trigger")


def test_dimensional_rift_draws():
    """DL-042 次元の裂け目 (戦術符) — 発動時: ドロー (decision effect-draw: each card to the hand or
    the dimension zone); a draw from an empty deck loses (decision empty-deck)."""
    count = amount("DL-042")
    state = table(hand0=["DL-042"], deck0=[VALKA] + [GALD] * (count - 1), dim0=cost("DL-042"))
    play(state, "DL-042")
    assert ids(state, state.drawing[0]) == [VALKA] + [GALD] * (count - 1)
    assert to_move(state) == 0 and {a[0] for a in legal_actions(state)} == {"hand", "dim"}
    act(state, "hand", state.drawing[0][0])
    assert ids(state, state.hand[0]) == [VALKA]
    state = table(hand0=["DL-042"], deck0=[VALKA] * (count - 1), dim0=cost("DL-042"), filler=0)
    play(state, "DL-042")
    assert state.winner == 1


def test_healing_spring_heals_on_each_summon():
    """DL-043 癒しの泉 (結界符) — 誘発 〈自分のキャラが召喚された時〉 自分のライフを回復; not for
    the opponent's summons nor for other cards."""
    heal = amount(SPRING, "triggered")
    state = table(hand0=[plain(), "DL-016"], barriers0=[SPRING], dim0=1 + cost("DL-016"))
    play(state, plain())
    assert state.life == [50 + heal, 50]
    play(state, "DL-016", state.chars[0][0])
    assert state.life == [50 + heal, 50]
    state = table(hand0=[plain()], barriers1=[SPRING], dim0=1)
    play(state, plain())
    assert state.life == [50, 50]


def test_watch_owl_is_summoned_in_the_opponents_turn():
    """DL-044 見張りの梟 — 先読み: a character summoned at a 先読み moment of the opponent's turn,
    rested, standing up at its owner's next stand-up."""
    state = table(hand0=[plain()], hand1=[OWL], dim0=1, dim1=cost(OWL))
    play(state, plain())
    assert state.phase == RESPOND
    play(state, OWL)
    owl = state.chars[1][0]
    assert ids(state, state.chars[1]) == [OWL] and owl in state.rested
    assert state.phase == MAIN and state.active == 0
    to_next_turn(state)
    assert state.active == 1 and owl not in state.rested


def test_signal_fire_deals_damage():
    """DL-045 反撃の狼煙 (戦術符) — 先読み, 発動時: 相手にダメージ: in the opponent's turn, and in
    one's own main phase as any card."""
    hurt = amount(SIGNAL)
    state = table(hand0=[plain()], hand1=[SIGNAL], dim0=1, dim1=cost(SIGNAL))
    play(state, plain())
    play(state, SIGNAL)
    assert state.life == [50 - hurt, 50] and ids(state, state.underworld[1]) == [SIGNAL]
    state = table(hand0=[SIGNAL], dim0=cost(SIGNAL))
    play(state, SIGNAL)
    assert state.life == [50, 50 - hurt]


def test_monument_of_heroes_speeds_the_captain():
    """DL-046 英霊の碑 (結界符) — 自動: 自分の隊長のSPDが上がる, the captain's only."""
    more = amount("DL-046", "automatic")
    state = table(hand0=["DL-046"], chars0=[plain(0, 2), plain(2, 3)], dim0=cost("DL-046"))
    captain, other = state.chars[0]
    play(state, "DL-046")
    act(state, "end_main")
    act(state, "captain", captain)
    assert (m.spd(state, 0, captain), m.spd(state, 0, other)) == (2 + more, 3)
    act(state, "battle")
    assert state.life == [50, 50 - (2 + more) - 2]


# --- the card set ----------------------------------------------------------------------------

SPECIAL = [card.id for card in CARDS.values()
           if card.on_play or card.activated or card.triggered or card.automatic or card.alias
           or card.extended or card.max_copies < 3 or card.requires or card.foresight
           or card.cls in ("equipment", "fortress")]


def _named_cards(doc):
    """The card ids a docstring opens with: "DL-013 …, DL-016 … (装備符)" names two."""
    head = doc.split("—")[0].split("(")[0]
    return {word.strip(",") for word in head.split() if word.startswith("DL-")}


@pytest.mark.parametrize("card_id", SPECIAL)
def test_every_special_card_has_a_scenario(card_id):
    """Each card with an effect or a special line is named at the head of a test's docstring
    in this file."""
    docstrings = [f.__doc__ or "" for name, f in globals().items() if name.startswith("test_")]
    assert any(card_id in _named_cards(doc) for doc in docstrings)


def test_catalog_gives_every_card_in_three_languages():
    """The catalog names and words every card in ja, zh and en, one line per effect class in
    the same order in each language; every card is designed for this app."""
    data = catalog()
    json.dumps(data)
    assert set(data["cards"]) == set(CARDS)
    for card_id, card in data["cards"].items():
        assert card["provenance"] == "designed", card_id
        assert all(card["name"][lang] for lang in LANGS)
        whens = [[line["when"] for line in card["text"][lang]] for lang in LANGS]
        assert whens[0] == whens[1] == whens[2], card_id
        assert all(line["text"] for lang in LANGS for line in card["text"][lang])
        assert bool(whens[0]) == (card_id in SPECIAL), card_id
    assert set(data["decks"]) == set(DECKS)
    assert all(sum(deck["cards"].values()) == DECK_SIZE for deck in data["decks"].values())


def test_catalog_lines_follow_the_card_data():
    """Each effect class of a card's data has its line, with its numbers."""
    cards = catalog()["cards"]
    whens = {card_id: [line["when"] for line in card["text"]["en"]]
             for card_id, card in cards.items()}
    assert whens[IGNIS] == ["on_play", "extended", "construction"]
    assert str(effect(IGNIS)["max_cost"]) in cards[IGNIS]["text"]["en"][0]["text"]
    assert whens[SIGNAL] == ["foresight", "on_play"]
    assert str(amount(SIGNAL)) in cards[SIGNAL]["text"]["ja"][1]["text"]
    assert cards[RUBY]["text"]["ja"] == [
        {"when": "constant", "text": "このカードはどこにあっても「紅蓮竜ヴァルカ」としても扱う。"}]
    assert cards[VALKA]["text"]["en"][0]["text"].startswith("〈When you win a battle〉")
    assert whens["DL-015"] == ["system", "on_play", "construction"]
    assert whens["DL-032"] == ["fortress", "automatic"]
    assert whens["DL-013"] == ["equip"] and whens[GALD] == ["activated"]
    assert whens["DL-041"] == []
