"""The player's side: normal Gate Ruler rules in the solo mode, and every player card's effect.

Rulebook: ../shared/rules/gateruler-invasion-rift-solo.zh.txt ■玩家方 (normal rules, only 2 set
zones) and ■单人模式禁卡; the base rules it leans on are in ../shared/rules/NOTES.md (Gate Ruler:
the base rules). Card texts are this app's design (cards/gateruler/player.json).
"""

import dataclasses

import pytest

from cardtable.gateruler import mechanics
from cardtable.gateruler.cards import PLAYER_CARDS, RULERS
from cardtable.gateruler.decks import deck_problems
from cardtable.gateruler.player import END, apply, idle_units, legal_actions, unplayable
from cardtable.gateruler.state import DEFENSE, EMPTY, INVASION, LEFT, PLAYER, RIGHT, RULER
from gr_table import table, zone_ids
from random_play import random_positions

MOTH, DISTA, VAHA, TITAN = "2020GB01-127", "2020GB01-020", "2020GB01-125", "2021GB02-122"


def act(state, *action):
    assert action in legal_actions(state), f"{action} not offered"
    apply(state, action)


def test_set_cards_are_paid_when_set_so_the_invasion_turn_costs_nothing():
    """Departure wizard-opponent-turn-energy (the Wizard's rules in ../shared/rules/NOTES.md,
    Gate Ruler: the base rules): a set event costs its level when set; in the invasion's turn
    it springs with no energy left and the Wizard's ruler is not exhausted to pay for it."""
    state = table(hand=["CT-P15"], energy=1, invasion_units={LEFT: MOTH}, invasion_turns=2)
    act(state, "set", state.hand[0], 0)
    assert state.energy == 0
    mechanics.attack(state, INVASION, LEFT, RULER)
    assert state.sets == [EMPTY, EMPTY] and zone_ids(state, INVASION)[LEFT] is None
    assert state.energy == 0 and not state.ruler_rested


def test_only_two_set_zones():
    """■玩家方: the player has only 2 set zones in solo mode."""
    state = table(hand=["CT-P15"] * 3)
    assert len(state.sets) == 2
    ward = state.hand[0]
    assert [a for a in legal_actions(state) if a[0] == "set"] == [("set", ward, 0), ("set", ward, 1)]
    act(state, "set", ward, 0)
    act(state, "set", state.hand[0], 1)
    assert not [a for a in legal_actions(state) if a[0] == "set"]


def test_wizard_pays_level_in_energy_and_summons_twice():
    """NOTES (Wizard): summons pay the unit's level in energy, at most 2 summons a turn."""
    state = table(hand=["CT-P03", "CT-P03", "CT-P01"], energy=10)
    act(state, "summon", state.hand[0], LEFT)
    assert state.energy == 8
    act(state, "summon", state.hand[0], RIGHT)
    assert not [a for a in legal_actions(state) if a[0] == "summon"]


def test_unaffordable_cards_are_not_offered():
    """NOTES (Knight family): a card costs its level in energy; too dear, it is not offered."""
    state = table(hand=["CT-P07"], energy=3)
    assert not [a for a in legal_actions(state) if a[0] == "summon"]


def test_wizard_turn_start_energy_and_draw():
    """NOTES (Wizard): each turn start readies 2 more energy and draws 2."""
    state = table(invasion_deck=[MOTH, MOTH], energy=3)
    hand = len(state.hand)
    apply(state, END)
    assert state.energy == 5 and len(state.hand) == hand + 2


def test_apprentice_drives_three_free_and_discards_the_rest():
    """NOTES (Apprentice family): no hand, no cost, drives each turn; cards left in the drive
    zone go to the graveyard when the main phase ends."""
    state = table(ruler="apprentice", invasion_deck=[MOTH, MOTH], player_units={DEFENSE: "CT-P08"},
                  player_deck=["CT-P07", "CT-P03", "CT-P01"])
    apply(state, END)
    assert len(state.drive) == 3 and not state.hand
    colossus = next(uid for uid in state.drive if state.defs[uid].id == "CT-P07")
    act(state, "summon", colossus, LEFT)
    act(state, "attack", RULER, RULER)
    assert not state.drive and len(state.grave[PLAYER]) == 2


def test_first_attack_ends_the_main_phase():
    """NOTES (turn): main phase, then the attack phase: after an attack nothing is summoned."""
    state = table(hand=["CT-P01"], invasion_units={LEFT: MOTH})
    act(state, "attack", RULER, LEFT)
    assert state.phase == "attack"
    assert all(a[0] in ("attack", "end") for a in legal_actions(state))


def test_rift_only_attackable_with_its_defense_zone_empty():
    """NOTES (attack): defense units shield the ruler; the rift is a target only when the
    invasion's defense zone is empty (the engine's documented reading)."""
    state = table(invasion_units={DEFENSE: MOTH})
    assert ("attack", RULER, RULER) not in legal_actions(state)
    state = table(invasion_units={LEFT: MOTH})
    assert ("attack", RULER, RULER) in legal_actions(state)


def test_ruler_attack_moves_deck_cards_to_damage():
    """NOTES (attack): damage to a ruler moves that many deck cards to the damage zone."""
    state = table()
    act(state, "attack", RULER, RULER)
    assert len(state.damage[INVASION]) == state.ruler.stk
    assert state.ruler_rested
    assert ("attack", RULER, RULER) not in legal_actions(state)


def test_defense_units_cannot_attack():
    """NOTES: defense-zone units cannot attack; attack-zone units attack by resting."""
    state = table(player_units={DEFENSE: "CT-P03", LEFT: "CT-P03"})
    attackers = {a[1] for a in legal_actions(state) if a[0] == "attack"}
    assert attackers == {LEFT, RULER}
    act(state, "attack", LEFT, RULER)
    assert {a[1] for a in legal_actions(state) if a[0] == "attack"} == {RULER}


def test_unit_damage_accumulates():
    """NOTES (attack): damage on a unit accumulates; it dies when it reaches its HP."""
    state = table(player_units={LEFT: "CT-P01", RIGHT: "CT-P01"}, invasion_units={LEFT: VAHA},
                  left={(INVASION, LEFT): 4})
    vaha = state.zones[INVASION][LEFT]
    act(state, "attack", LEFT, LEFT)
    act(state, "attack", RIGHT, LEFT)
    assert state.hurt[vaha] == state.defs[vaha].hp - 4 + 2   # 1 ATK twice, on a unit with 4 left
    act(state, "attack", RULER, LEFT)
    assert zone_ids(state, INVASION)[LEFT] is None


def test_lose_at_life():
    """NOTES: a player loses when the damage zone holds as many cards as the ruler's LIFE."""
    state = table()
    mechanics.damage_ruler(state, PLAYER, state.ruler.life - 1)
    assert state.winner is None
    mechanics.damage_ruler(state, PLAYER, 1)
    assert state.winner == INVASION


def test_win_by_breaking_the_rift():
    """Rulebook 世界观 and NOTES: the rift takes damage like a ruler; HP cards break it."""
    state = table()
    mechanics.damage_ruler(state, INVASION, state.level.hp)
    assert state.winner == PLAYER


def test_lose_when_the_deck_runs_out():
    """NOTES: a player loses when the deck runs out (here: taking damage from an empty deck)."""
    state = table(filler=0)
    mechanics.damage_ruler(state, PLAYER, 1)
    assert state.winner == INVASION


def test_invasion_running_out_of_cards_loses():
    """The invasion deck stands for its ruler: it loses when it must drive from an empty deck."""
    state = table(filler=0)
    apply(state, END)
    assert state.winner == PLAYER


def test_cnt_goes_to_counter_zone_and_resolves():
    """NOTES: a CNT card taken as damage goes to the counter zone and its CNT resolves."""
    state = table(player_deck=["CT-P13"])
    mechanics.damage_ruler(state, PLAYER, 1)
    assert [state.defs[uid].id for uid in state.counter[PLAYER]] == ["CT-P13"]
    assert not state.damage[PLAYER] and len(state.damage[INVASION]) == 1


def test_move_once_to_an_empty_zone():
    """Base rules: units move between your zones in the main phase (the invasion never does,
    §5); the engine allows each unit one move a turn, into an empty zone."""
    state = table(player_units={RIGHT: "CT-P02"})
    act(state, "move", RIGHT, LEFT)
    assert zone_ids(state, PLAYER) == ["CT-P02", None, None]
    assert not [a for a in legal_actions(state) if a[0] == "move"]


def test_counter_keyword_hits_back():
    """Keyword counter (designed): a unit that survives a unit's attack hits back with ATK."""
    state = table(player_units={LEFT: "CT-P02"}, invasion_units={LEFT: MOTH}, invasion_turns=2)
    mechanics.attack(state, INVASION, LEFT, LEFT)
    assert state.hurt[state.zones[INVASION][LEFT]] == 1


def test_pierce_keyword_for_player_units():
    """Keyword pierce (../shared/rules/NOTES.md, Gate Ruler: the base rules): all the damage
    beyond what destroys the unit reaches the ruler, even past the attacker's STK."""
    state = table(player_units={LEFT: "CT-P07"}, invasion_units={LEFT: MOTH})
    act(state, "attack", LEFT, LEFT)
    assert len(state.damage[INVASION]) == 4     # 6 ATK on 2 HP: 4 excess, more than STK 3


# --- every player card with an effect ---------------------------------------------------

def test_spark_adept_pings_first_enemy_unit():
    """CT-P05 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P05"], invasion_units={DEFENSE: VAHA, RIGHT: MOTH})
    act(state, "summon", state.hand[0], LEFT)
    assert state.hurt[state.zones[INVASION][DEFENSE]] == 1


def test_clockwork_magus_draws():
    """CT-P09 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P09"], player_deck=["CT-P12"])
    act(state, "summon", state.hand[0], LEFT)
    assert [state.defs[uid].id for uid in state.hand] == ["CT-P12"]


def test_vengeful_revenant_cnt_summons_itself():
    """CT-P10 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(player_deck=["CT-P10"])
    mechanics.damage_ruler(state, PLAYER, 1)
    assert zone_ids(state, PLAYER)[LEFT] == "CT-P10" and not state.counter[PLAYER]


def test_fire_arrow_targets_and_its_cnt():
    """CT-P11 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P11"], invasion_units={LEFT: MOTH, RIGHT: TITAN})
    arrow = state.hand[0]
    assert {a for a in legal_actions(state) if a[0] == "play"} == {("play", arrow, LEFT),
                                                                   ("play", arrow, RIGHT)}
    act(state, "play", arrow, RIGHT)
    assert state.hurt[state.zones[INVASION][RIGHT]] == 3 and state.energy == 9
    state = table(player_deck=["CT-P11"], invasion_units={RIGHT: TITAN})
    mechanics.damage_ruler(state, PLAYER, 1)
    assert state.hurt[state.zones[INVASION][RIGHT]] == 2


def test_meteor_shower_hits_every_enemy_unit():
    """CT-P12 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P12"], invasion_units={LEFT: MOTH, DEFENSE: TITAN, RIGHT: DISTA})
    act(state, "play", state.hand[0], -1)
    assert zone_ids(state, INVASION) == [None, TITAN, DISTA]
    assert state.hurt[state.zones[INVASION][DEFENSE]] == 2


def test_rift_strike_and_its_cnt():
    """CT-P13 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P13"])
    act(state, "play", state.hand[0], -1)
    assert len(state.damage[INVASION]) == 2


def test_mana_surge_and_its_cnt():
    """CT-P14 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P14"], energy=4)
    act(state, "play", state.hand[0], -1)
    assert state.energy == 6
    state = table(player_deck=["CT-P14"], energy=4)
    mechanics.damage_ruler(state, PLAYER, 1)
    assert state.energy == 5


def test_counter_ward_springs_on_an_attacking_unit():
    """CT-P15 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(sets=["CT-P15"], invasion_units={LEFT: VAHA}, player_units={LEFT: "CT-P01"},
                  invasion_turns=2, left={(INVASION, LEFT): 4})
    mechanics.attack(state, INVASION, LEFT, LEFT)
    assert zone_ids(state, INVASION)[LEFT] is None      # 4 damage on a Vaha with 4 HP left
    assert zone_ids(state, PLAYER)[LEFT] == "CT-P01" and state.sets == [EMPTY, EMPTY]


def test_guardian_barrier_stops_an_attack_on_the_ruler():
    """CT-P16 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(sets=["CT-P16"], invasion_turns=2)
    mechanics.attack(state, INVASION, RULER, RULER)
    assert not state.damage[PLAYER] and state.sets == [EMPTY, EMPTY]


def test_healing_light_and_its_cnt():
    """CT-P17 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P17"], player_units={LEFT: "CT-P02"})
    state.hurt[state.zones[PLAYER][LEFT]] = 4
    act(state, "play", state.hand[0], -1)
    assert not state.hurt


def test_call_to_arms_draws_or_drives():
    """CT-P18 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P18"])
    act(state, "play", state.hand[0], -1)
    assert len(state.hand) == 2
    state = table(ruler="apprentice", player_deck=["CT-P18"])
    mechanics.damage_ruler(state, PLAYER, 1)
    assert len(state.drive) == 1


def test_banner_plains_and_fortress_ruins():
    """CT-P19 and CT-P20 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P19", "CT-P20"], player_units={LEFT: "CT-P01", DEFENSE: "CT-P01"})
    act(state, "field", state.hand[0])
    assert mechanics.unit_atk(state, PLAYER, LEFT) == 2
    assert mechanics.unit_atk(state, PLAYER, DEFENSE) == 1
    act(state, "field", state.hand[0])
    assert mechanics.unit_hp(state, PLAYER, DEFENSE) == PLAYER_CARDS["CT-P01"].hp + 3
    assert [state.defs[uid].id for uid in state.grave[PLAYER]] == ["CT-P19"]


def test_shadow_walker_cannot_be_attacked():
    """CT-P04 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(player_units={LEFT: "CT-P04"}, invasion_units={LEFT: "CT-P04"})
    assert not [a for a in legal_actions(state) if a[0] == "attack" and a[2] == LEFT]


# --- deck building ------------------------------------------------------------------------

@pytest.mark.parametrize("ruler", ["wizard", "apprentice"])
def test_ready_made_decks_are_legal(ruler):
    """Each ruler's ready-made deck obeys its deck limits."""
    assert deck_problems(RULERS[ruler], RULERS[ruler].deck) == []


def test_banned_cards_are_refused_by_id():
    """■单人模式禁卡: the five banned cards are refused."""
    deck = dict(RULERS["wizard"].deck, **{"2021GB02-092": 1})
    assert any("banned" in p for p in deck_problems(RULERS["wizard"], deck))


def test_banned_names_are_refused(monkeypatch):
    """■单人模式禁卡 ※: cards with the same name as a banned card are banned too."""
    renamed = dataclasses.replace(PLAYER_CARDS["CT-P02"],
                                  name={"zh": "神之容器", "ja": "x", "en": "x"})
    monkeypatch.setitem(PLAYER_CARDS, "CT-P02", renamed)
    assert any("banned" in p for p in deck_problems(RULERS["wizard"], RULERS["wizard"].deck))


def test_deck_limits():
    """NOTES (Wizard deck rules): 50 cards exactly, at most 4 of a name; Apprentice level cap."""
    wizard = RULERS["wizard"]
    assert deck_problems(wizard, dict(wizard.deck, **{"CT-P01": 5}))
    assert deck_problems(wizard, {"CT-P01": 4})
    apprentice = RULERS["apprentice"]
    heavy = dict(apprentice.deck, **{"CT-P21": 0, "CT-P07": 4})
    assert any("level" in p for p in deck_problems(apprentice, heavy))


def test_rift_banishment_destroys_a_chosen_unit():
    """CT-P22 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(hand=["CT-P22"], invasion_units={LEFT: MOTH, DEFENSE: "2021GB02-117"})
    banish = state.hand[0]
    assert ("play", banish, -1) not in legal_actions(state)
    act(state, "play", banish, DEFENSE)
    assert zone_ids(state, INVASION) == [MOTH, None, None] and state.energy == 6


def test_aegis_giant_holds_and_hits_back():
    """CT-P23 as its card data says (cards/gateruler/player.json, designed);
    effects follow rulebook §4's target order where the engine picks."""
    state = table(player_units={LEFT: "CT-P23"}, invasion_units={LEFT: TITAN}, invasion_turns=2)
    mechanics.attack(state, INVASION, LEFT, LEFT)
    assert zone_ids(state, PLAYER)[LEFT] == "CT-P23"
    assert state.hurt[state.zones[INVASION][LEFT]] == 3


def test_a_damage_line_says_where_its_cards_went():
    """NOTES (attack) and the Invasion Rift rulebook's 【CNT】: each point of damage to a ruler
    moves one card from the top of the deck to the damage zone; a CNT card goes to the counter
    zone instead and resolves.
    The log's line for the damage counts both, as the turn's brief tells them, even where a CNT
    card's own effect logs damage to the other ruler among the cards (a count of the lines that
    followed had said 0 cards to the damage zone there). Over whole games at level 3, the counts
    of every side's damage lines are the cards that side sent to each zone."""
    from cardtable.core.session import Session
    from cardtable.table import Table

    for seed in range(6):
        table = Table()
        snap = table.start(Session("gateruler", {"l": 3}, seed))
        events = list(snap["log"])
        while snap["actions"]:
            session = table.session
            snap = table.play(session.bot("greedy").choose(session.state, session.legal_actions()))
            events += snap["log"]
        for side in (PLAYER, INVASION):
            own = [ev for ev in events if ev.get("side") == side]
            hits = [ev for ev in own if ev["e"] == "ruler-damage"]
            assert sum(ev["to_damage"] for ev in hits) == sum(ev["e"] == "damage-card" for ev in own)
            assert sum(ev["to_counter"] for ev in hits) == sum(ev["e"] == "cnt" for ev in own)


CARD_PLAYS = ("summon", "play", "set", "field")


@pytest.mark.parametrize("ruler", ["w", "a"])
def test_a_held_card_says_why_it_has_no_play_exactly_when_it_has_none(ruler):
    """■玩家方 (normal rules): a held card is offered when nothing stands in its way, and a card
    that is not offered says what does (its sheet tells the player). Over a game of random
    legal moves: at each decision, a held card has a reason exactly when no copy of it has a
    play."""
    held_seen = 0
    for state, actions in random_positions("gateruler", {"l": 1, "r": ruler}, range(4)):
        offered = {state.defs[a[1]].id for a in actions if a[0] in CARD_PLAYS}
        for uid in state.hand + state.drive:
            held_seen += 1
            assert (unplayable(state, uid) is None) == (state.defs[uid].id in offered)
    assert held_seen > 40


def test_each_reason_a_held_card_has_no_play():
    """■玩家方 and NOTES (Knight family; turn): too dear, no summons left, every unit zone
    full, both set zones full (solo mode's 2), an event with no enemy unit to aim at, and the
    main phase over. Each reason comes with the numbers behind it."""
    dear = table(hand=["CT-P07"], energy=3)
    assert unplayable(dear, dear.hand[0]) == {"why": "energy", "need": 4, "have": 3}
    summoned = table(hand=["CT-P01"] * 3)
    act(summoned, "summon", summoned.hand[0], LEFT)
    act(summoned, "summon", summoned.hand[0], RIGHT)
    assert unplayable(summoned, summoned.hand[0]) == {"why": "summons", "most": 2}
    full = table(hand=["CT-P01"], player_units={LEFT: "CT-P01", DEFENSE: "CT-P01", RIGHT: "CT-P01"})
    assert unplayable(full, full.hand[0]) == {"why": "zones"}
    sets = table(hand=["CT-P15"], sets=["CT-P15", "CT-P16"])
    assert unplayable(sets, sets.hand[0]) == {"why": "sets"}
    aimless = table(hand=["CT-P11"])
    assert unplayable(aimless, aimless.hand[0]) == {"why": "target"}
    aimed = table(hand=["CT-P11"], invasion_units={LEFT: MOTH})
    assert unplayable(aimed, aimed.hand[0]) is None
    attacked = table(hand=["CT-P01"], invasion_units={LEFT: MOTH})
    act(attacked, "attack", RULER, LEFT)
    assert unplayable(attacked, attacked.hand[0]) == {"why": "phase"}


def test_a_unit_without_a_move_says_why():
    """NOTES (attack; turn): only the left and right attack zones' units attack, and a unit
    that attacked is rested; the defense unit guards the ruler. A unit of yours that looks
    ready but has no move says which it is; one with a move says nothing."""
    full = {LEFT: "CT-P01", DEFENSE: "CT-P01", RIGHT: "CT-P01"}    # no empty zone to move to
    state = table(player_units=full, invasion_units={LEFT: MOTH})
    assert idle_units(state)[DEFENSE] == {"why": "defense"}
    assert idle_units(state)[LEFT] is None
    act(state, "attack", LEFT, LEFT)
    assert idle_units(state)[LEFT] == {"why": "rested"}
    assert idle_units(state)[RIGHT] is None
    room = table(player_units={DEFENSE: "CT-P01"})                    # it may move, so it has a move
    assert idle_units(room)[DEFENSE] is None
    hidden = table(player_units=full, invasion_units={DEFENSE: "CT-P04"})   # Shadow Walker guards the rift
    assert idle_units(hidden)[LEFT] == {"why": "no_target"}
