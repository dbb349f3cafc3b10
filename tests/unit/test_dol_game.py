"""Dimension of Legend through the game protocol: options, the registry, saves, whole games,
views, descriptions and the bots (cardtable/core/protocol.py)."""

import json

import pytest

from cardtable.core import registry
from cardtable.core.codec import decode
from cardtable.core.protocol import IllegalAction, OptionsError
from cardtable.core.rng import Rng
from cardtable.core.session import Session, state_hash
from cardtable.dol import GAME, MATCHUPS
from cardtable.dol.battle import outcome
from cardtable.dol.bots import BOTS, battle_lost_in_advance, determinize
from cardtable.dol.cards import CARDS, DECKS
from cardtable.dol.decks import expand
from cardtable.dol.state import BATTLE, NOBODY, field_uids
from cardtable.simulate import play_game, simulate
from dl_table import act, plain, table
from positions import random_position

SIGNAL = "DL-045"


def test_identity():
    """A game by link plays the newest rules, the ruleset its invitation names."""
    assert (GAME.id, GAME.code, GAME.ruleset, GAME.seats) == ("dol", "dl", 4, 2)
    assert GAME.remote.ruleset == GAME.ruleset


def test_registry_knows_dol():
    assert registry.get("dol") is GAME and registry.by_code("dl") is GAME
    assert registry.all_games()["dol"] is GAME


def test_options_defaults_and_matchups():
    """Options: "b" the computer's seat (-1 nobody), "d" the decks, seat 0's letter first."""
    assert GAME.normalize_options({}) == {"b": -1, "d": "RB"}
    assert set(MATCHUPS) == {"RR", "RB", "BR", "BB"}
    for decks in MATCHUPS:
        for bot in (-1, 0, 1):
            assert GAME.normalize_options({"b": bot, "d": decks}) == {"b": bot, "d": decks}
        state = GAME.new_state(GAME.normalize_options({"d": decks}), 3)
        for seat in (0, 1):
            held = state.deck[seat] + state.drawing[seat]
            found = sorted(state.defs[uid].id for uid in held)
            assert found == sorted(card_id for card_id, count in DECKS[decks[seat]].cards.items()
                                   for _ in range(count))


@pytest.mark.parametrize("options", [{"x": 1}, {"b": 2}, {"b": "0"}, {"b": True}, {"b": 1.0},
                                     {"d": "RX"}, {"d": "rb"}, {"d": 1}, {"d": "RBR"},
                                     {"deck": "RB"}])
def test_bad_options_are_refused(options):
    with pytest.raises(OptionsError):
        GAME.normalize_options(options)


def test_session_round_trips_a_save():
    """A save fragment (game code, ruleset, options, seed, action indexes) replays to the same
    state; an impossible move is caught at its position."""
    session = Session("dol", {"b": 1, "d": "BR"}, 77)
    bot = BOTS["greedy"](0, 3)
    while GAME.to_move(session.state) is not None and len(session.actions) < 150:
        session.play(bot.choose(session.state, session.legal_actions()))
    fragment = session.fragment()
    save = decode(fragment)
    assert (save.game, save.ruleset, save.options, save.seed) == (
        "dl", GAME.ruleset, {"b": 1, "d": "BR"}, 77)
    again = Session.from_save(save)
    assert again.state_hash() == session.state_hash()
    assert again.actions == session.actions
    assert GAME.result(again.state) == GAME.result(session.state)
    assert state_hash(GAME, again.state) != state_hash(GAME, Session("dol", {}, 78).state)
    save.actions.append(10_000)
    with pytest.raises(IllegalAction):
        Session.from_save(save)


def test_whole_games_keep_every_card():
    """simulate with check=True verifies GAME.check after every action of 20 random games."""
    report = simulate("dol", {}, ("random", "random"), 20, 5, check=True)
    assert report["games"] == 20
    assert report["wins"] + report["losses"] + report["draws"] == 20


def seat_cards(state, seat):
    """The ids of every card the seat owns, wherever it is."""
    zones = (state.deck, state.hand, state.dim, state.underworld, state.sealed, state.drawing)
    uids = field_uids(state, seat) + [uid for zone in zones for uid in zone[seat]]
    return sorted(state.defs[uid].id for uid in uids)


@pytest.mark.parametrize("decks", sorted(MATCHUPS))
def test_every_matchup_plays_to_the_end(decks):
    """Each pairing of the ready-made decks plays to an end the rules give: the loser is at 0
    life or found its deck empty on a draw (the rulebook's 序 and decision empty-deck), and
    each seat still owns exactly its own deck's cards (GAME.check after every action)."""
    for seed in range(3):
        players = (BOTS["greedy"](0, seed), BOTS["random"](1, seed))
        state = play_game("dol", {"d": decks}, seed, players, check=GAME.check).state
        assert state.winner in (0, 1)
        loser = 1 - state.winner
        assert state.life[loser] == 0 or not state.deck[loser]
        for seat in (0, 1):
            assert seat_cards(state, seat) == expand(DECKS[decks[seat]].cards)


def test_the_bots_are_the_three_players_and_the_searching_levels():
    assert set(BOTS) == {"random", "greedy", "default", "easy", "normal", "hard"}


# The searching levels differ only in their budget: the cheapest stands for all three.
@pytest.mark.parametrize("name", ["random", "greedy", "default", "easy"])
def test_bots_choose_legal_actions(name):
    """Every bot returns an index into the legal actions, whoever is to move (drawing,
    main phase, captain, battle, 先読み window)."""
    for seed in range(2):
        state = GAME.new_state(GAME.normalize_options({}), seed)
        bots = [BOTS[name](seat, seed) for seat in (0, 1)]
        moves = 0
        while (seat := GAME.to_move(state)) is not None and moves < 120:
            actions = GAME.legal_actions(state)
            index = bots[seat].choose(state, actions)
            assert type(index) is int and 0 <= index < len(actions)
            GAME.apply(state, actions[index])
            GAME.check(state)
            moves += 1


def test_bot_answers_in_a_window():
    """A bot asked in a 先読み window chooses among the answers and the pass."""
    hurt = CARDS[SIGNAL].on_play[0]["amount"]
    state = table(hand0=[plain()], hand1=[SIGNAL], dim0=1, dim1=CARDS[SIGNAL].cost,
                  life=(hurt, 50))
    act(state, "play", state.hand[0][0], NOBODY, 1)
    actions = GAME.legal_actions(state)
    assert GAME.to_move(state) == 1 and actions[-1] == ("pass",)
    index = BOTS["greedy"](1, 0).choose(state, actions)
    assert actions[index][0] == "play"                      # the damage wins the game


def hidden_dealt_elsewhere(state, seed):
    """The same position as the seat to move sees it, with every card it cannot see swapped:
    the opponent's hand, cards being drawn, deck and face-down dimension cards are pooled and
    dealt again (each face-down place keeping its orientation), and the seat's own deck is
    reversed."""
    seat = GAME.to_move(state)
    foe = 1 - seat
    other = state.copy()
    places = [place for place, uid in enumerate(other.dim[foe]) if uid in other.face_down]
    piles = [other.hand[foe], other.drawing[foe], other.deck[foe],
             [other.dim[foe][place] for place in places]]
    pool = [uid for pile in piles for uid in pile]
    Rng(seed).shuffle(pool)
    for pile in piles:
        pile[:], pool = pool[:len(pile)], pool[len(pile):]
    for place, uid in zip(places, piles[3]):
        old = other.dim[foe][place]
        other.dim[foe][place] = uid
        other.face_down.discard(old)
        other.face_down.add(uid)
        if old in other.rested:
            other.rested.discard(old)
            other.rested.add(uid)
    other.deck[seat].reverse()
    return other


def positions_with_hidden_dimension_cards():
    """Positions a few turns into random games where the opponent of the seat to move has
    face-down dimension cards, and the swap moved at least one other card into them."""
    found = []
    for seed in range(40):
        for steps in (30, 60, 90):
            state = random_position(GAME, seed, steps)
            seat = GAME.to_move(state)
            if seat is None:
                continue
            other = hidden_dealt_elsewhere(state, seed)
            foe = 1 - seat
            if [other.defs[uid].id for uid in other.dim[foe]] != [
                    state.defs[uid].id for uid in state.dim[foe]]:
                found.append((state, other))
    return found[:12]


SWAPPED = positions_with_hidden_dimension_cards()


def test_determinization_forgets_every_hidden_card():
    """No bot knows a hidden card: two positions that differ only in where the opponent's
    hand, deck, drawn and face-down dimension cards lie (and the bot's own deck order) give
    the same guess, card for card, rested and face down alike."""
    assert len(SWAPPED) >= 8
    for state, other in SWAPPED:
        seat = GAME.to_move(state)
        one, two = determinize(state, seat, Rng(1)), determinize(other, seat, Rng(1))
        assert GAME.fingerprint(one) == GAME.fingerprint(two)
        GAME.check(one)
        for side in (0, 1):
            assert orientations(one, side) == orientations(state, side)
            assert [len(zone[side]) for zone in (one.hand, one.deck, one.drawing)] == [
                len(zone[side]) for zone in (state.hand, state.deck, state.drawing)]


def orientations(state, seat):
    """What anyone sees of a seat's dimension zone: each place face down or up, rested or
    not, and the face-up cards."""
    return [(uid in state.face_down, uid in state.rested,
             None if uid in state.face_down else uid) for uid in state.dim[seat]]


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_choose_alike_whatever_the_hidden_cards(name):
    """Every bot makes the same decision in two positions that differ only in hidden cards,
    the face-down dimension cards included."""
    for index, (state, other) in enumerate(SWAPPED):
        seat = GAME.to_move(state)
        actions = GAME.legal_actions(state)
        assert GAME.legal_actions(other) == actions
        assert (BOTS[name](seat, index).choose(state, actions)
                == BOTS[name](seat, index).choose(other, actions))


@pytest.mark.parametrize("name", ["greedy", "default", "easy"])
def test_bots_hold_back_a_battle_forecast_to_lose(name):
    """A battle forecast to lose is not declared, even when every line loses the game (here
    the opponent's captain wins next turn anyway): ending the turn is the least bad. A battle
    forecast to win is declared."""
    for mine, theirs, chosen in ((3, 9, "end"), (9, 3, "battle")):
        state = table(chars0=[(plain(1, mine), "captain")], chars1=[(plain(1, theirs), "captain")],
                      life=(5, 50), phase=BATTLE)
        actions = GAME.legal_actions(state)
        assert actions == [("battle",), ("end",)]
        assert actions[BOTS[name](0, 1).choose(state, actions)] == (chosen,)
    tie = table(chars0=[(plain(1, 4), "captain")], chars1=[(plain(1, 4), "captain")],
                phase=BATTLE)
    assert not battle_lost_in_advance(tie)              # a tie is no loss: the bots weigh it


@pytest.mark.parametrize("name", sorted(set(BOTS) - {"random"}))
def test_bots_declare_a_battle_lost_on_power_that_wins_the_game(name):
    """No bot throws away a win (issue 27). Rulebook ■３ バトル, 相手の場に隊長が存在する時:
    the captain of the side with the smaller 戦闘力 goes to the underworld; 灰燼の翼竜's
    〈このキャラが冥界へ送られた時〉 then deals 2, and an opponent on 2 life has lost (■序: the
    aim is to bring the opponent's life down). So the battle the forecast loses on power wins
    the game, and every bot declares it."""
    state = table(chars0=[("DL-006", "captain")], chars1=[(plain(1, 9), "captain")],
                  life=(50, CARDS["DL-006"].triggered[0]["amount"]), phase=BATTLE)
    actions = GAME.legal_actions(state)
    assert actions == [("battle",), ("end",)]
    assert outcome(state)["winner"] == 1                # lost on power: 3 against 9
    assert actions[BOTS[name](0, 1).choose(state, actions)] == ("battle",)
    GAME.apply(state, ("battle",))
    assert state.winner == 0


def test_view_and_describe_are_json_for_every_position():
    """view() for both seats and describe() for every legal action, through a random game;
    each description names its kind and where it starts."""
    state = GAME.new_state(GAME.normalize_options({}), 9)
    rng = Rng(9)
    kinds = set()
    while GAME.to_move(state) is not None:
        for seat in (0, 1):
            json.dumps(GAME.view(state, seat))
        actions = GAME.legal_actions(state)
        for action in actions:
            described = GAME.describe(state, action)
            json.dumps(described)
            assert described["kind"] == action[0]
            kinds.add(action[0])
        GAME.apply(state, actions[rng.below(len(actions))])
    assert {"hand", "dim", "play", "end_main", "captain"} <= kinds


def test_describe_a_play_shows_its_payment_and_target():
    """describe() of a play: from the hand, at its target on the field, and how it is paid."""
    fireball = CARDS["DL-009"]
    state = table(hand0=["DL-009", "DL-026"], chars1=[plain(1, 1)], dim0=fireball.cost)
    target = state.chars[1][0]
    described = GAME.describe(state, ("play", state.hand[0][0], target, 1))
    assert described == {"kind": "play", "source": {"seat": 0, "zone": "hand",
                                                    "uid": state.hand[0][0]},
                         "target": {"seat": 1, "zone": "field", "uid": target},
                         "class": "tactic", "pay": {"rest": 1, "flip": fireball.cost - 1}}
    drone = GAME.describe(state, ("play", state.hand[0][1], NOBODY, -1))
    assert drone["pay"] == {"alt": CARDS["DL-026"].extended} and drone["target"] is None


def test_log_never_names_a_drawn_card():
    """The log goes to both players: a draw and a placement say how many and where, never
    which card."""
    state = random_position(GAME, 4, 80)
    entries = [entry for entry in state.log if entry["e"] in ("draw", "place")]
    assert entries
    assert all(set(entry) <= {"e", "seat", "count", "where"} for entry in entries)


def test_copy_shares_definitions_only():
    state = random_position(GAME, 2, 30)
    other = state.copy()
    assert other.defs is state.defs and other.log is None
    for zone in ("deck", "hand", "dim", "chars", "underworld"):
        assert getattr(other, zone)[0] is not getattr(state, zone)[0]
    assert other.rested is not state.rested and other.rng is not state.rng

