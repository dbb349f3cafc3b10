"""Every Frontline card with an effect, as its card data says, and the card set as a whole.

Card data: cards/frontline/cards.json (every card designed for this app). The timings come
from the rulebook, ../shared/rules/frontline-libiart-vs-minesis.ja.txt: skills on attack and on
guard act in ゲームの流れ ⑤ ガードの処理; gear is ③ ギア; phenomena are ③ 現象; a city's
effect is カードの種類 都市 ❸. Unless a test says otherwise seat 0 holds the Libiart city
(Betas +1 power) and HQ, seat 1 the Minesis city (Alphas +1 power) and HQ. Only the tests of
the cities and HQs name their HP; the others count from it.
"""

import pytest

from cardtable.frontline import GAME, mechanics
from cardtable.frontline.cards import CARDS, CITY, GEAR, HQ, PHENOMENON, WARRIOR
from cardtable.frontline.catalog import catalog
from cardtable.frontline.player import legal_actions
from cardtable.frontline.state import NOBODY
from fl_table import MINESIS_BASES, act, ids, table, uid

MERC, GIANT, THIEF = "FL-N01", "FL-N02", "FL-N03"
PEACEKEEPER = "FL-M10"
LIBIART_CITY, MINESIS_CITY = CARDS["FL-L18"].hp, CARDS["FL-M19"].hp


def play(state, card_id, target=NOBODY):
    act(state, "play", uid(state, card_id, state.active, "hand"), target)


def attack_unguarded(state):
    """Declare the attack; every lock-on goes at the city or HQ, and nobody guards."""
    act(state, "attack")
    while state.phase != "main" and state.winner is None:
        act(state, *legal_actions(state)[-1])


def city_left(state, seat):
    return mechanics.base_left(state, seat)[0]


def hq_left(state, seat):
    return mechanics.base_left(state, seat)[1]


# --- Libiart -----------------------------------------------------------------------------

def test_onikami_hits_every_enemy_then_breaks_through():
    """FL-L01 オニカミ (Super Alpha 7/8, ブレイクスルー): on attack, 1 damage to every enemy
    warrior; then its 7 power, beyond what fells the guard, goes on to the city."""
    state = table(front=(("FL-L01",), (MERC, GIANT)))
    onikami, merc, giant = state.front[0][0], *state.front[1]
    act(state, "attack")
    act(state, "guard", onikami, giant)
    assert state.hurt[merc] == 1
    assert giant in state.waste[1] and city_left(state, 1) == MINESIS_CITY - 3


def test_krotonim_recalls_the_highest_ranked_warrior():
    """FL-L02 クロトニム: on deploy, the highest-ranked warrior in your wasteland (the latest on
    a tie) returns to your hand."""
    state = table(hand=(["FL-L02"], ()), waste=(["FL-L01", MERC, "FL-L16"], ()))
    act(state, "deploy", state.hand[0][0])
    assert ids(state, state.hand[0]) == ["FL-L01"]
    state = table(hand=(["FL-L02"], ()), waste=([GIANT, "FL-L03", MERC], ()))
    act(state, "deploy", state.hand[0][0])
    assert ids(state, state.hand[0]) == ["FL-L03"]


def test_veranox_strikes_harder_alone():
    """FL-L03 ヴェラノクス (4/4, ロックオン): on attack, +3 power if no other warrior of yours is
    on the frontline."""
    state = table(front=(("FL-L03",), ()))
    attack_unguarded(state)
    assert city_left(state, 1) == MINESIS_CITY - 7
    state = table(front=(("FL-L03", THIEF), ()))
    attack_unguarded(state)
    assert city_left(state, 1) == MINESIS_CITY - 4 - 2


def test_alley_scout_draws_on_deploy():
    """FL-L04 路地裏の斥候: on deploy, draw 1."""
    state = table(hand=(["FL-L04"], ()), deck=((MERC,), ()))
    act(state, "deploy", state.hand[0][0])
    assert ids(state, state.hand[0]) == [MERC]


def test_liberty_archer_locks_on():
    """FL-L05 自由の射手 (2/1, ロックオン): may pick an enemy warrior; with the Libiart city
    standing it hits for 3."""
    state = table(front=(("FL-L05",), (GIANT,)))
    archer, giant = state.front[0][0], state.front[1][0]
    act(state, "attack")
    act(state, "lockon", archer, giant)
    assert state.hurt[giant] == 3


def test_liberation_front_trooper_breaks_through():
    """FL-L06 解放戦線の突撃兵 (2/2, ブレイクスルー): 3 power with the city's bonus into a
    2-HP guard sends 1 on to the city."""
    state = table(front=(("FL-L06",), (THIEF,)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert city_left(state, 1) == MINESIS_CITY - 1


def test_muralist_damages_the_city_at_turn_start():
    """FL-L07 壁画師: at your turn start, 1 damage to the enemy city (the HQ once it is
    broken)."""
    state = table(front=((), ("FL-L07",)), active=1, bases=(MINESIS_BASES, MINESIS_BASES))
    act(state, "end")
    act(state, "end")
    assert city_left(state, 0) == MINESIS_CITY - 1
    assert ("retire", state.front[1][0]) not in legal_actions(state)


def test_banner_of_revolt_raises_every_warrior_this_turn():
    """FL-L08 反旗の旗手: activate once a turn: your warriors get +1 power this turn."""
    state = table(front=(("FL-L08", MERC), ()))
    banner, merc = state.front[0]
    act(state, "skill", banner)
    assert mechanics.power(state, 0, banner) == 4 and mechanics.power(state, 0, merc) == 4
    assert ("skill", banner) not in legal_actions(state)
    act(state, "end")
    assert mechanics.power(state, 0, merc) == 3


def test_smoke_runner_shrugs_off_damage_when_guarding():
    """FL-L09 煙幕使い (1/3): takes 2 less damage while guarding."""
    state = table(front=(("FL-L09",), (GIANT,)), active=1)
    act(state, "attack")
    act(state, "guard", state.front[1][0], state.front[0][0])
    assert state.hurt[state.front[0][0]] == 4 - 2


def test_rubble_kid_draws_when_it_goes_to_the_wasteland():
    """FL-L10 瓦礫の子: when it goes to the wasteland (sent or fallen), draw 1."""
    state = table(front=(("FL-L10",), ()), deck=((MERC,), ()))
    act(state, "retire", state.front[0][0])
    assert ids(state, state.hand[0]) == [MERC]


def test_makeshift_launcher_gives_power_and_lock_on():
    """FL-L11 即席ランチャー (Libiart, Drifters): +1 power and ロックオン."""
    state = table(front=((MERC,), (GIANT,)), hand=(["FL-L11"], ()))
    merc = state.front[0][0]
    act(state, "equip", state.hand[0][0], merc)
    assert mechanics.power(state, 0, merc) == 4 and mechanics.has_keyword(state, merc, "lockon")
    act(state, "attack")
    assert state.phase == "lockon"


def test_scrap_armor_adds_hp():
    """FL-L12 鉄屑の鎧 (Libiart only): +2 HP."""
    state = table(front=(("FL-L06",), ()), hand=(["FL-L12"], ()))
    trooper = state.front[0][0]
    act(state, "equip", state.hand[0][0], trooper)
    assert mechanics.max_hp(state, trooper) == 4


def test_rebel_blade_gives_power_and_breakthrough():
    """FL-L13 反逆の刃 (Libiart only): +1 power and ブレイクスルー."""
    state = table(front=(("FL-L08",), (THIEF,)), hand=(["FL-L13"], ()))
    banner = state.front[0][0]
    act(state, "equip", state.hand[0][0], banner)
    act(state, "attack")
    act(state, "guard", banner, state.front[1][0])
    assert city_left(state, 1) == MINESIS_CITY - 2


def test_uprising_raises_every_warrior_this_turn():
    """FL-L14 蜂起 (limit 1): your warriors get +2 power this turn."""
    state = table(front=((MERC, MERC), ()), hand=(["FL-L14"], ()))
    play(state, "FL-L14")
    attack_unguarded(state)
    assert city_left(state, 1) == MINESIS_CITY - 5 - 5


def test_gambit_damages_a_chosen_enemy():
    """FL-L15 奇策 (limit 1): 3 damage to an enemy warrior of your choice; only enemy warriors
    are offered."""
    state = table(front=((MERC,), (GIANT,)), hand=(["FL-L15"], ()))
    gambit = state.hand[0][0]
    assert [a for a in legal_actions(state) if a[0] == "play"] == [
        ("play", gambit, state.front[1][0])]
    play(state, "FL-L15", state.front[1][0])
    assert state.hurt[state.front[1][0]] == 3


def test_cover_of_night_weakens_the_enemy_until_your_next_turn():
    """FL-L16 夜陰 (limit 1, ongoing): until your next turn, enemy warriors get -1 power, never
    below 0."""
    state = table(front=((), (GIANT, THIEF)), hand=(["FL-L16"], ()))
    play(state, "FL-L16")
    giant, thief = state.front[1]
    assert mechanics.power(state, 1, giant) == 3 and mechanics.power(state, 1, thief) == 0


def test_first_aid_heals_a_chosen_warrior_of_yours():
    """FL-L17 応急手当 (no limit): remove up to 3 damage from one of your warriors."""
    state = table(front=((GIANT,), (MERC,)), hand=(["FL-L17"], ()))
    giant = state.front[0][0]
    state.hurt[giant] = 4
    assert [a[2] for a in legal_actions(state) if a[0] == "play"] == [giant]
    play(state, "FL-L17", giant)
    assert state.hurt[giant] == 1


def test_free_city_of_libiart():
    """FL-L18 自由都市リビアート (HP 12): your Beta warriors get +1 power while it stands;
    FL-L19 地下司令部 has HP 14."""
    state = table(front=((MERC, GIANT), ()))
    merc, giant = state.front[0]
    assert mechanics.power(state, 0, merc) == 3 and mechanics.power(state, 0, giant) == 3
    assert city_left(state, 0) == 12 and hq_left(state, 0) == 14


# --- Minesis -----------------------------------------------------------------------------

def test_chronosnake_banishes_and_devours_the_deck():
    """FL-M01 クロノスネーク (Super Alpha 6/9, ロックオン): on deploy, the enemy warrior with the
    fewest HP left goes to the wasteland; on attack, the top 2 enemy cards go to the
    wasteland."""
    state = table(front=((), (GIANT, MERC)), hand=(["FL-M01"], ()),
                  bases=(MINESIS_BASES, MINESIS_BASES))
    state.city_hurt[0] = MINESIS_CITY
    act(state, "deploy", state.hand[0][0])
    assert ids(state, state.front[1]) == [GIANT] and ids(state, state.waste[1]) == [MERC]
    act(state, "attack")
    act(state, "lockon", state.front[0][0], NOBODY)
    act(state, "guard", state.front[0][0], NOBODY)
    assert len(state.waste[1]) == 3 and len(state.deck[1]) == 10 - 2 - 1   # then seat 1 draws


def test_order_enforcer_hits_back_when_guarding():
    """FL-M02 秩序の執行官: on guard, 2 damage to the attacking warrior (before it hits)."""
    state = table(front=((MERC,), ("FL-M02",)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert ids(state, state.waste[0]) == [MERC] and not state.hurt


def test_watchtower_sniper_locks_on():
    """FL-M03 監視塔の狙撃手 (3/3, ロックオン): 4 power with the Minesis city's bonus."""
    state = table(front=((MERC,), ("FL-M03",)), active=1)
    act(state, "attack")
    act(state, "lockon", state.front[1][0], state.front[0][0])
    assert ids(state, state.waste[0]) == [MERC]


def test_bureau_guard_takes_less_damage_guarding():
    """FL-M04 管理局の衛兵 (2/4): takes 1 less damage while guarding."""
    state = table(front=((MERC,), ("FL-M04",)))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert state.hurt[state.front[1][0]] == 3 - 1


def test_censor_mills_on_deploy():
    """FL-M05 検閲官: on deploy, the top enemy card goes to the wasteland."""
    state = table(hand=((), ["FL-M05"]), deck=(("FL-L01",), ()), active=1)
    act(state, "deploy", state.hand[1][0])
    assert ids(state, state.waste[0]) == ["FL-L01"]


def test_heavy_mech_trooper_breaks_through():
    """FL-M06 重装機兵 (4/5, ブレイクスルー): 5 power with the city's bonus into a 2-HP guard
    sends 3 on to the city."""
    state = table(front=((MERC,), ("FL-M06",)), active=1)
    act(state, "attack")
    act(state, "guard", state.front[1][0], state.front[0][0])
    assert city_left(state, 0) == LIBIART_CITY - 3


def test_clockwork_soldier_mends_at_turn_start():
    """FL-M07 時計仕掛けの兵: at your turn start, remove all damage from this warrior."""
    state = table(front=((), ("FL-M07",)))
    state.hurt[state.front[1][0]] = 1
    act(state, "end")
    assert not state.hurt


def test_archivist_mills_when_it_falls():
    """FL-M08 記録係: when it goes to the wasteland, the top enemy card goes there too."""
    state = table(front=((GIANT,), ("FL-M08",)), deck=(("FL-L01",), ()))
    act(state, "attack")
    act(state, "guard", state.front[0][0], state.front[1][0])
    assert ids(state, state.waste[0]) == ["FL-L01"]


def test_suppression_captain_keeps_the_toughest_from_guarding():
    """FL-M09 鎮圧部隊長: activate once a turn: the enemy warrior with the most HP left cannot
    guard this turn."""
    state = table(front=((MERC, GIANT), ("FL-M09",)), active=1)
    act(state, "skill", state.front[1][0])
    act(state, "attack")
    assert [a[2] for a in legal_actions(state)] == [state.front[0][0], NOBODY]


def test_discipline_shield_stops_the_first_damage_then_breaks():
    """FL-M11 規律の盾 (Minesis only): the first damage to the warrior is prevented and the
    gear breaks (to the wasteland)."""
    state = table(front=((GIANT,), ((PEACEKEEPER, "FL-M11"),)))
    keeper = state.front[1][0]
    act(state, "attack")
    act(state, "guard", state.front[0][0], keeper)
    assert keeper not in state.hurt and keeper not in state.gear
    assert ids(state, state.waste[1]) == ["FL-M11"]


def test_targeting_array_gives_lock_on():
    """FL-M12 照準装置 (Minesis, Drifters): ロックオン."""
    state = table(front=((), (MERC,)), hand=((), ["FL-M12"]), active=1)
    act(state, "equip", state.hand[1][0], state.front[1][0])
    assert mechanics.has_keyword(state, state.front[1][0], "lockon")


def test_suppression_plating_adds_hp_and_hits_back():
    """FL-M13 制圧装甲 (Minesis only): +2 HP; on guard, 1 damage to the attacking warrior."""
    state = table(front=((MERC,), ((PEACEKEEPER, "FL-M13"),)))
    keeper = state.front[1][0]
    assert mechanics.max_hp(state, keeper) == 5
    act(state, "attack")
    act(state, "guard", state.front[0][0], keeper)
    assert state.hurt[state.front[0][0]] == 1 and state.hurt[keeper] == 3


def test_purge_damages_a_chosen_enemy():
    """FL-M14 粛清 (limit 1): 4 damage to an enemy warrior of your choice."""
    state = table(front=((GIANT,), ()), hand=((), ["FL-M14"]), active=1)
    play(state, "FL-M14", state.front[0][0])
    assert state.hurt[state.front[0][0]] == 4


def test_intelligence_briefing_draws_two():
    """FL-M15 諜報報告 (limit 1): draw 2."""
    state = table(hand=((), ["FL-M15"]), active=1)
    play(state, "FL-M15")
    assert len(state.hand[1]) == 2


def test_martial_law_softens_attacks_until_your_next_turn():
    """FL-M16 戒厳令 (limit 1, ongoing): until your next turn, each attack on your city or HQ
    deals 1 less damage."""
    state = table(front=((MERC, MERC), ()), hand=((), ["FL-M16"]), active=1)
    play(state, "FL-M16")
    act(state, "end")
    attack_unguarded(state)
    assert city_left(state, 1) == MINESIS_CITY - 2 - 2


def test_reeducation_heals_a_chosen_warrior_of_yours():
    """FL-M17 再教育 (no limit): remove up to 5 damage from one of your warriors."""
    state = table(front=((), (GIANT,)), hand=((), ["FL-M17"]), active=1)
    state.hurt[state.front[1][0]] = 4
    play(state, "FL-M17", state.front[1][0])
    assert not state.hurt


def test_restraint_order_keeps_a_chosen_enemy_from_guarding():
    """FL-M18 拘束命令 (limit 2): an enemy warrior of your choice cannot guard this turn."""
    state = table(front=((GIANT,), (MERC,)), hand=((), ["FL-M18"]), active=1)
    play(state, "FL-M18", state.front[0][0])
    attack_unguarded(state)
    assert city_left(state, 0) == LIBIART_CITY - 2


def test_ordered_city_of_minesis():
    """FL-M19 秩序都市ミネシス (HP 14): your Alpha warriors get +1 power while it stands;
    FL-M20 中央管理塔 has HP 14."""
    state = table(front=((), (MERC, GIANT)))
    merc, giant = state.front[1]
    assert mechanics.power(state, 1, merc) == 2 and mechanics.power(state, 1, giant) == 4
    assert city_left(state, 1) == 14 and hq_left(state, 1) == 14


# --- neutral cards -----------------------------------------------------------------------

def test_ruin_thief_draws_on_attack():
    """FL-N03 廃墟の盗賊: on attack, draw 1."""
    state = table(front=((THIEF,), ()))
    attack_unguarded(state)
    assert len(state.hand[0]) == 1


def test_travelers_cloak_fits_every_affiliation():
    """FL-N04 旅人の外套 (every affiliation): +1 power and +1 HP."""
    state = table(front=((MERC, "FL-L05", PEACEKEEPER), ()), hand=(["FL-N04"], ()))
    cloak = state.hand[0][0]
    assert [a[2] for a in legal_actions(state) if a[0] == "equip"] == state.front[0]
    act(state, "equip", cloak, state.front[0][2])
    assert mechanics.power(state, 0, state.front[0][2]) == 2 + 1 + 1     # the city's +1 too
    assert mechanics.max_hp(state, state.front[0][2]) == 4


def test_sandstorm_hits_every_warrior():
    """FL-N05 砂嵐 (limit 1): 1 damage to every warrior on both frontlines."""
    state = table(front=((MERC,), ("FL-L05", GIANT)), hand=(["FL-N05"], ()))
    play(state, "FL-N05")
    assert ids(state, state.waste[1]) == ["FL-L05"]
    assert state.hurt == {state.front[0][0]: 1, state.front[1][0]: 1}


def test_resupply_draws_one():
    """FL-N06 補給 (no limit): draw 1."""
    state = table(hand=(["FL-N06"], ()))
    play(state, "FL-N06")
    assert len(state.hand[0]) == 1


def test_leak_makes_each_player_draw_two():
    """FL-N07 情報流出 (limit 1): each player draws 2."""
    state = table(hand=(["FL-N07"], ()))
    play(state, "FL-N07")
    assert len(state.hand[0]) == 2 and len(state.hand[1]) == 2


# --- the card set ------------------------------------------------------------------------

def test_card_set_covers_the_rulebook():
    """カードの種類: all five card types, all three ranks, both keywords, gear tied to
    affiliations, phenomena with and without a use limit, ongoing phenomena, and skills on
    attack, on guard and at other times."""
    cards = CARDS.values()
    assert {card.type for card in cards} == {WARRIOR, GEAR, PHENOMENON, CITY, HQ}
    assert {card.rank for card in cards if card.type == WARRIOR} == {1, 2, 3}
    assert {kw for card in cards for kw in card.keywords} == {"lockon", "breakthrough"}
    assert all(card.equip for card in cards if card.type == GEAR)
    assert {len(card.equip) for card in cards if card.type == GEAR} >= {1, 2, 3}
    limits = {card.limit for card in cards if card.type == PHENOMENON}
    assert None in limits and {1, 2} <= limits
    assert any(card.ongoing for card in cards)
    whens = {when for card in cards for when in card.skills}
    assert whens == {"deploy", "attack", "guard", "turn_start", "wasteland", "activate"}
    assert all(card.hp > 0 for card in cards if card.type in (CITY, HQ))
    assert all(card.aura for card in cards if card.type == CITY)


def test_the_named_characters():
    """The rulebook's story: オニカミ is Libiart's Super Alpha, クロノスネーク fights for
    Minesis, クロトニム and ヴェラノクス are on Libiart's side."""
    by_name = {card.name["ja"]: card for card in CARDS.values()}
    assert (by_name["オニカミ"].rank, by_name["オニカミ"].affiliation) == (3, "libiart")
    assert by_name["クロノスネーク"].affiliation == "minesis"
    assert by_name["クロトニム"].affiliation == by_name["ヴェラノクス"].affiliation == "libiart"


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_catalog_entry(card_id):
    """Each card: names and text in ja/zh/en, provenance "designed", stats, and a text line
    for every effect (the catalog is generated from the data the engine runs)."""
    entry = catalog()["cards"][card_id]
    card = CARDS[card_id]
    assert set(entry["name"]) == {"ja", "zh", "en"} and entry["provenance"] == "designed"
    assert set(entry["text"]) == {"ja", "zh", "en"}
    lines = len(entry["text"]["en"])
    assert all(len(entry["text"][lang]) == lines for lang in ("ja", "zh"))
    effects = sum(map(len, card.skills.values())) + len(card.effects) + len(card.aura)
    assert lines >= effects + bool(card.guard_armor)
    for key in ("type", "rank", "affiliation", "power", "hp", "keywords", "limit"):
        assert key in entry


def test_catalog_lists_the_ready_made_decks():
    """The decks the 'd' option names, with their faction and names."""
    decks = GAME.catalog()["decks"]
    assert set(decks) == {"L", "M"}
    assert sum(decks["L"]["cards"].values()) == sum(decks["M"]["cards"].values()) == 40
