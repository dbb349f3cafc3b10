"""Dimension of Legend's battle forecast is the battle.

Rulebook ■■３．バトル: 相手の場に隊長が存在する時, the smaller combat power loses, takes the
difference as damage (戦闘力の差分のダメージ) and its captain goes to the 冥界, and equal powers
are a 引き分け that sends both captains; 相手の隊長が存在しない時, the combat power (each ATK less
the fortress's DEF) is dealt to the player. ■１ 要塞: バトルによるダメージを軽減します, so Iron
Bastion's battle_shield takes off part of that damage and a shield played this turn all of it.

The page draws the view's `forecast` (battle.outcome) and computes nothing itself; these tests
hold that what it is sent just before a battle is what the engine then does.
"""

from cardtable.core.session import Session
from cardtable.dol import GAME, MATCHUPS, battle
from cardtable.dol.bots import BOTS
from cardtable.dol.cards import CARDS
from dl_table import act, plain, table

GAMES = 200
IRON_BASTION = "DL-032"


def what_the_engine_did(events: list) -> dict:
    """The battle as the log tells it: from its "battle" (or "no_battle") note, the life each
    seat lost to it, the captains it sent away, and the winner those imply."""
    start = next(i for i, ev in enumerate(events) if ev["e"] in ("battle", "no_battle"))
    if events[start]["e"] == "no_battle":
        return {"kind": "none"}
    after = events[start + 1:]
    life = {ev["seat"]: (-ev["amount"], ev["left"]) for ev in after
            if ev["e"] == "life" and ev["why"] == "battle"}
    lost = [(ev["seat"], ev["card"]) for ev in after
            if ev["e"] == "leave" and ev["why"] == "battle"]
    if len(lost) == 1:
        winner = 1 - lost[0][0]
    elif lost or events[start]["kind"] == "direct" or not life:
        winner = None
    else:                                       # the loser's damage ended the game
        winner = 1 - next(iter(life))
    return {"kind": events[start]["kind"], "power": events[start]["power"], "life": life,
            "captains_lost": lost, "winner": winner,
            "game_over": any(left == 0 for _, left in life.values())}


def sent_and_done(seed: int, decks: str, resolving: list):
    """One game between random bots (they declare battles whatever the forecast, so wins,
    losses, ties and direct attacks all come up); for each battle, the forecast the page was
    sent in the last snapshot before it, the action that set the battle off, the outcome the
    engine worked out as it resolved the battle (`resolving` collects them), what the engine
    then did, and the game's winner."""
    session = Session("dol", {"d": decks}, seed)
    state = session.state
    bots = [BOTS["random"](seat, seed * 2 + seat) for seat in (0, 1)]
    while (seat := GAME.to_move(state)) is not None:
        sent = GAME.view(state, seat)["forecast"]
        before = len(state.log)
        actions = session.legal_actions()
        index = bots[seat].choose(state, actions)
        session.play(index)
        events = state.log[before:]
        if any(ev["e"] in ("battle", "no_battle") for ev in events):
            yield sent, actions[index][0], resolving.pop(), what_the_engine_did(events), \
                state.winner


def test_the_forecast_is_what_the_battle_does(monkeypatch):
    """For every battle of 200 games, over every pairing of the ready-made decks, the outcome
    sent before it equals the engine's: kind, combat powers, each seat's life lost and left,
    the captains sent to the underworld, the winner, and a game won by the damage.

    The page's last snapshot is of the very position the battle resolves in when the battle
    was declared with no 先読み window, or the window was passed; a 先読み answer may close
    the window and set the battle off in the same move, and then the forecast the page showed
    was of the board before that answer (its note says an answer can change it), so those
    battles are held to the outcome the engine worked out as it resolved them. Iron Bastion
    (deck B) shields some of them: the test sees that happen."""
    resolving = []
    resolve = battle.resolve

    def noting_the_outcome(state):
        resolving.append(battle.outcome(state))
        resolve(state)

    monkeypatch.setattr(battle, "resolve", noting_the_outcome)
    seen = {"sent": 0, "answered": 0, "shielded": 0}
    for number in range(GAMES):
        decks = MATCHUPS[number % len(MATCHUPS)]
        for sent, action, at_resolve, done, game_winner in sent_and_done(number, decks,
                                                                         resolving):
            if action in ("battle", "pass"):
                assert sent == at_resolve, f"game {number}: sent {sent}, resolved {at_resolve}"
                seen["sent"] += 1
            else:
                seen["answered"] += 1
            assert at_resolve["kind"] == done["kind"]
            if done["kind"] == "none":
                continue
            assert at_resolve["power"] == done["power"]
            for seat, (before, after) in enumerate(at_resolve["life"]):
                assert done["life"].get(seat, (0, before)) == (before - after, after), \
                    f"game {number}: seat {seat}'s life, forecast {at_resolve}, done {done}"
            assert [(c["seat"], c["id"]) for c in at_resolve["captains_lost"]] == \
                done["captains_lost"]
            assert at_resolve["winner"] == done["winner"]
            assert (at_resolve["game_winner"] is not None) == done["game_over"]
            if done["game_over"]:
                assert at_resolve["game_winner"] == game_winner
            seen["shielded"] += any(at_resolve["shield"])
    assert seen["sent"] > GAMES and seen["shielded"] > 0, seen


def test_iron_bastion_in_the_forecast():
    """■１ 要塞 (バトルによるダメージを軽減します) and DL-032 鉄壁の要塞's 自動 (自分が受けるバトルの
    ダメージが減る): the forecast's damage is the engine's, less the shield, which it names."""
    shield = CARDS[IRON_BASTION].automatic[0]["amount"]
    state = table(chars0=[plain(0, 10)], chars1=[(plain(0, 3), "captain")],
                  fortress1=IRON_BASTION)
    act(state, "end_main")
    act(state, "captain", state.chars[0][0])
    forecast = GAME.view(state, 0)["forecast"]
    assert forecast["shield"] == [0, shield]
    assert forecast["life"] == [[50, 50], [50, 50 - (10 - 3 - shield)]]
    act(state, "battle")
    assert state.life == [50, 50 - (10 - 3 - shield)]
