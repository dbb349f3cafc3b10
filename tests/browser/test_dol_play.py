"""Dimension of Legend played by taps at 390x844: a whole game against the computer from the
menu to the result, pass and play's hand-off screens (a 先読み window and cards drawn in the
other player's turn included), and the payment control.

Moves are chosen by the engine's greedy bot on a CPython copy of the game opened from the
page's own link, and made by tapping as a player would: the card, its target, the way to pay,
then the button that carries the move's [data-action-index]. Against the computer the copy is a
`table.Table`, so it plays the computer's replies exactly as the page's worker does; after
every move the page's save link must equal the copy's. At each step of the game against the
computer, in each language and on two phones, no text may be hidden (boards.py).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from boards import BoardAudit
from cardtable.core.codec import decode
from cardtable.core.session import Session
from cardtable.dol import GAME
from cardtable.dol.battle import outcome
from cardtable.dol.state import RESPOND
from cardtable.table import Table
from pages import (
    fragment,
    idle,
    open_game,
    open_link,
    read_brief,
    seed_next_game,
    settle,
    tap_ending,
)

GreedyBot = GAME.bots()["greedy"]
SHOTS = os.environ.get("DOL_SHOTS")  # a folder: save a screenshot of each first kind of step


class Shots(set):
    """The kinds of step already saved by one test; its screenshots are named prefix-kind."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix


def shot(page, name: str, seen: Shots) -> None:
    if SHOTS and name not in seen:
        seen.add(name)
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{seen.prefix}-{name}.png"))


def settle_after(page, before: str, seen: Shots) -> None:
    """settle(), saving a screenshot of the first playback of the other side's moves."""
    if SHOTS and "playback" not in seen:
        page.wait_for_function("f => location.hash.slice(1) !== f", arg=before, timeout=60_000)
        if page.locator("#skip-playback").is_visible():
            page.wait_for_timeout(2_000)
            shot(page, "playback", seen)
    settle(page, before)


def choose_payment(page, index: int) -> None:
    """The payment panel is up: pick the way to pay of action `index` unless it is already the
    chosen one, and check that the confirm button then carries that action."""
    panel = page.locator("#pay-panel")
    expect(panel).to_be_visible()
    option = panel.locator(f'.pay-option[data-pay-index="{index}"]')
    expect(option).to_have_count(1)
    if option.get_attribute("aria-checked") != "true":
        option.tap()
        expect(option).to_have_attribute("aria-checked", "true")
    expect(page.locator("#confirm-play")).to_have_attribute("data-action-index", str(index))


def set_up_play(page, index: int, action: dict) -> None:
    """Tap a play's hand card, its target if it has a choice of them, and its way to pay: the
    payment panel is then up, ready to confirm."""
    page.locator(f'.hand-card[data-uid="{action["source"]["uid"]}"]').tap()
    if not page.locator("#pay-panel").count():
        target = page.locator(f'#board .target[data-key="c{action["target"]["uid"]}"]')
        expect(target).to_be_visible()
        target.tap()
    choose_payment(page, index)


def tap(page, index: int, action: dict, seen: Shots) -> None:
    """Make one move by taps."""
    kind = action["kind"]
    source = (action.get("source") or {}).get("uid")
    read_brief(page)
    if kind in ("hand", "dim"):
        shot(page, "drawing", seen)
        page.locator(f'.draw-card[data-uid="{source}"] [data-action-index="{index}"]').tap()
        return
    if kind == "play":
        set_up_play(page, index, action)
        shot(page, "payment", seen)
        page.locator("#confirm-play").tap()
        return
    if kind == "activate":
        page.locator(f'#board [data-key="c{source}"]').tap()
        button = page.locator(f'.tray [data-action-index="{index}"]')
        expect(button).to_be_visible()
        button.tap()
        return
    if kind == "captain":
        shot(page, "captain", seen)
        selector = "#no-captain" if source is None else f'.dol-char[data-uid="{source}"]'
        button = page.locator(selector)
        expect(button).to_have_attribute("data-action-index", str(index))
        button.tap()
        return
    button = page.locator({"end_main": "#end-main", "battle": "#battle", "end": "#end-turn",
                           "pass": "#pass"}[kind])
    expect(button).to_have_attribute("data-action-index", str(index))
    if kind in ("battle", "end"):
        expect(page.locator("#forecast")).to_be_visible()
        shot(page, "battle", seen)
    if kind == "pass":
        expect(page.locator("#respond-panel")).to_be_visible()
        shot(page, "respond", seen)
    tap_ending(page, button)


# A deal whose game by these taps is of the median length (45 of the player's moves; seeds 1-8
# give 34 to 72).
WHOLE_GAME_SEED = 6


def test_a_game_against_the_computer_by_taps(booted):
    page = booted()
    page.locator("button[data-game=dol]").tap()
    page.locator('[data-dol-mode="cpu"]').tap()
    page.locator('[data-dol-deck="B"]').tap()
    expect(page.locator('[data-dol-foe="R"]')).to_have_attribute("aria-checked", "true")
    seen = Shots("cpu")
    shot(page, "setup", seen)
    seed_next_game(page, WHOLE_GAME_SEED)
    page.locator("#start-game").tap()
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    settle(page, "")
    table = Table()
    table.start(Session.from_save(decode(fragment(page))))
    session = table.session
    assert session.options == {"b": 1, "d": "BR", "lv": "normal"}   # the setup's preselected level
    assert session.seed == WHOLE_GAME_SEED
    bot = GreedyBot(0, 2024)
    kinds = []
    audit = BoardAudit(page)
    audit.step("the first turn")
    briefed = 0  # draw steps the computer's turn was told before (tap's read_brief: no panel over it)
    while session.game.result(session.state) is None:
        legal = session.legal_actions()
        index = bot.choose(session.state, legal)
        described = session.game.describe(session.state, legal[index])
        briefed += described["kind"] in ("hand", "dim") and page.locator("#turn-brief #brief-read").count()
        if described["kind"] in ("battle", "end"):
            # The forecast on the page is the engine's: the combat powers of a battle now and
            # the life it leaves each seat it hits.
            forecast = outcome(session.state)
            power = forecast["power"]
            expect(page.locator("#forecast")).to_have_attribute("data-power", f"{power[0]},{power[1]}")
            for before, after in forecast["life"]:
                if before != after:
                    expect(page.locator("#forecast")).to_contain_text(f"{before} → {after}")
        before = fragment(page)
        tap(page, index, described, seen)
        table.play(index)
        settle_after(page, before, seen)
        kinds.append(described["kind"])
        assert fragment(page) == session.fragment(), f"move {len(kinds)} ({described['kind']})"
        audit.step(f"move {len(kinds)} ({described['kind']})")
    assert not audit.findings, audit.report()
    result = page.locator("#result")
    expect(result).to_be_visible(timeout=10_000)
    shot(page, "result", seen)
    assert result.get_attribute("data-winner") == str(session.game.result(session.state))
    assert {"play", "end_main"} <= set(kinds) and {"hand", "dim"} & set(kinds)
    assert briefed, "the draw panel covered every brief of the computer's turn"


# --- pass and play ----------------------------------------------------------------------------


def greedy_line(seed: int, decks: str, limit: int) -> tuple[int | None, int | None]:
    """Where a game played by the test's greedy bot first opens a 先読み window, and first has
    a seat draw in the other seat's turn (move numbers, or None)."""
    session = Session("dol", {"b": -1, "d": decks}, seed)
    bot = GreedyBot(0, 7)
    window = off_turn = None
    for move in range(limit):
        state = session.state
        if GAME.result(state) is not None:
            break
        seat = GAME.to_move(state)
        if state.phase == RESPOND and window is None:
            window = move
        if state.drawing[seat] and seat != state.active and off_turn is None:
            off_turn = move
        if window is not None and off_turn is not None:
            break
        session.play(bot.choose(state, session.legal_actions()))
    return window, off_turn


def ready_for(page, seat: int) -> str:
    """The hand-off names the seat, shows no hand at all, then gives way to the board; returns
    its step."""
    handoff = page.locator("#handoff")
    expect(handoff).to_be_visible(timeout=30_000)
    assert handoff.get_attribute("data-seat") == str(seat)
    assert page.locator(".hand-card").count() == 0
    assert page.locator("#board .hand").count() == 0
    step = handoff.get_attribute("data-step")
    page.locator("#handoff-ready").tap()
    expect(handoff).to_have_count(0)
    return step


def test_pass_and_play_hands_the_phone_over(booted):
    """A dealt game (a challenge link) where a 先読み window comes early, and an effect makes
    a seat draw in the other's turn if one can be found: every change of seat shows the
    hand-off, with the step it is for."""
    limit = 90
    deals = ((seed, decks, *greedy_line(seed, decks, limit))
             for decks in ("BB", "RB") for seed in range(120))
    chosen = None
    for seed, decks, window, off_turn in deals:
        if window is not None and (chosen is None or off_turn is not None):
            chosen = (seed, decks, window, off_turn)
            if off_turn is not None:
                break
    assert chosen is not None, "no deal opens a 先読み window"
    seed, decks, window, off_turn = chosen
    session = Session("dol", {"b": -1, "d": decks}, seed)
    page = booted()
    open_link(page, session.fragment())
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    bot, seen, shots = GreedyBot(0, 7), [], Shots("pnp")
    shown = None
    last = max(window, off_turn or 0) + 3
    for _ in range(last):
        if GAME.result(session.state) is not None:
            break
        seat = GAME.to_move(session.state)
        if seat != shown:
            handoff = page.locator("#handoff")
            expect(handoff).to_be_visible(timeout=30_000)
            if handoff.get_attribute("data-step") != "turn":
                shot(page, f"handoff-{handoff.get_attribute('data-step')}", shots)
            seen.append((ready_for(page, seat), seat))
            shown = seat
        else:
            assert page.locator("#handoff").count() == 0
        mine = page.locator(f'.dol-side.mine[data-seat="{seat}"]')
        expect(mine).to_be_visible()
        legal = session.legal_actions()
        index = bot.choose(session.state, legal)
        before = fragment(page)
        tap(page, index, session.game.describe(session.state, legal[index]), shots)
        session.play(index)
        settle(page, before)
        assert fragment(page) == session.fragment()
    steps = [step for step, _ in seen]
    assert steps[0] == "turn"
    assert "respond" in steps, steps
    # The phone goes back to the player whose turn it is once the answer is over.
    after = steps[steps.index("respond") + 1:]
    assert after and after[0] in ("back", "turn"), steps
    if off_turn is not None:
        assert "draw" in steps, steps


# --- the payment control ----------------------------------------------------------------------


def several_ways(session) -> dict | None:
    """A play of the seat to move that can be paid more than one way: {uid, target, indexes}."""
    groups: dict = {}
    for index, action in enumerate(session.legal_actions()):
        if action[0] == "play":
            groups.setdefault(action[1:3], []).append(index)
    for (uid, target), indexes in groups.items():
        if len(indexes) > 1:
            return {"uid": uid, "target": target, "indexes": indexes}
    return None


@pytest.mark.parametrize("decks", ["RB"])
def test_the_payment_can_be_changed_before_it_is_confirmed(booted, decks):
    session = Session("dol", {"b": -1, "d": decks}, 3)
    bot = GreedyBot(0, 5)
    while (found := several_ways(session)) is None:
        assert GAME.result(session.state) is None, "no play with several ways to pay"
        session.play(bot.choose(session.state, session.legal_actions()))
    seat = GAME.to_move(session.state)
    page = booted()
    open_link(page, session.fragment())
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    ready_for(page, seat)
    page.locator(f'.hand-card[data-uid="{found["uid"]}"]').tap()
    if not page.locator("#pay-panel").count():
        page.locator(f'#board .target[data-key="c{found["target"]}"]').tap()
    options = page.locator("#pay-panel .pay-option")
    expect(options).to_have_count(len(found["indexes"]))
    # The suggested way (the engine's first: the most rests) is chosen to begin with.
    first, last = found["indexes"][0], found["indexes"][-1]
    expect(page.locator("#confirm-play")).to_have_attribute("data-action-index", str(first))
    expect(options.first).to_have_attribute("aria-checked", "true")
    # Each way's words say what it rests and flips, as the engine describes it.
    for i, index in enumerate(found["indexes"]):
        pay = session.game.describe(session.state, session.legal_actions()[index])["pay"]
        text = options.nth(i).inner_text()
        if "alt" not in pay:
            assert (f"Rest {pay['rest']}" in text) == (pay["rest"] > 0), text
            assert (f"Flip {pay['flip']}" in text) == (pay["flip"] > 0), text
    choose_payment(page, last)
    assert page.locator("#pay-panel .pay-option[aria-checked=true]").count() == 1
    shot(page, "changed", Shots("payment"))
    before = fragment(page)
    page.locator("#confirm-play").tap()
    session.play(last)
    settle(page, before)
    assert fragment(page) == session.fragment()


# --- asking before the main phase ends with plays left ----------------------------------------

END_MAIN_TITLE = {"en": ("End the turn?", "Go to the battle phase?"), "zh": ("结束回合？", "进入战斗阶段？"),
                  "ja": ("ターンを終了する？", "バトルフェイズへ進む？")}


def main_phase_with_plays_left(paying: int = 0) -> Session:
    """Seed 1 against the computer up to the first main phase of the player's in which the
    engine offers a play from the hand and the dimension zone can pay at least `paying`: drawn
    cards go to the hand, or to the dimension zone while it is short of that, and a main phase
    that does not do ends at once."""
    table = Table()
    table.start(session := Session("dol", {"b": 1, "d": "BR"}, 1))
    while True:
        kinds = [session.game.describe(session.state, a)["kind"] for a in session.legal_actions()]
        can = session.game.view(session.state, 0)["seats"][0]["can_pay"]
        short = can["flip"] + can["rest"] < paying
        if {"play", "end_main"} <= set(kinds) and not short:
            return session
        wanted = [kind for kind in ("dim" if short else "hand", "hand", "end_main") if kind in kinds]
        table.play(kinds.index(wanted[0]) if wanted else 0)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_ending_the_main_phase_with_plays_left_asks_first(booted, lang):
    session = main_phase_with_plays_left()
    page = booted(lang)
    open_game(page, session)
    before = fragment(page)
    page.locator("#end-main").tap()
    standing = any(not c["rested"] for c in session.game.view(session.state, 0)["seats"][0]["chars"])
    expect(page.locator("#sheet-title")).to_have_text(END_MAIN_TITLE[lang][standing])
    # What is left comes from the engine's actions: every hand card it would let the player play.
    uids = {session.game.describe(session.state, a)["source"]["uid"] for a in session.legal_actions() if a[0] == "play"}
    names = [page.locator(f'.hand-card[data-uid="{uid}"] .hc-name').inner_text() for uid in uids]
    for name in names:
        expect(page.locator(".end-unused")).to_contain_text(name)
    assert fragment(page) == before                       # nothing was sent yet
    index = [session.game.describe(session.state, a)["kind"] for a in session.legal_actions()].index("end_main")
    expect(page.locator("#end-turn-confirm")).to_have_attribute("data-action-index", str(index))
    page.locator("#end-turn-confirm").tap()
    settle(page, before)
    assert decode(fragment(page)).actions[len(session.actions)] == index


def test_the_payment_sets_the_cost_against_what_the_dimension_can_pay(booted):
    """"Can pay" is a total, the one a cost is set against: the flips plus the rests the
    engine's view counts, beside the cost on the payment panel and after the payment."""
    session = main_phase_with_plays_left(paying=3)
    can = session.game.view(session.state, 0)["seats"][0]["can_pay"]
    total = can["flip"] + can["rest"]
    page = booted()
    open_link(page, session.fragment())
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    expect(page.locator(".dol-side.mine .dim-pay")).to_have_text(f"Can pay up to {total}")
    index, play = next((i, a) for i, a in enumerate(session.legal_actions()) if a[0] == "play")
    described = session.game.describe(session.state, play)
    set_up_play(page, index, described)
    cost = described["pay"]["rest"] + described["pay"]["flip"]
    expect(page.locator("#pay-panel .pay-cost")).to_contain_text(f"Cost {cost} · you can pay {total}")
    expect(page.locator("#pay-panel .pay-after")).to_contain_text(f"can still pay {total - cost}:")


def test_a_card_that_cannot_be_played_says_why(booted):
    """A play-test found a greyed hand card silent on why (docs/PLAYTESTS.md): its sheet says the
    engine's reason, here a cost the dimension zone cannot pay yet."""
    session = main_phase_with_plays_left()
    held = next(c for c in session.game.view(session.state, 0)["seats"][0]["hand"] if c.get("unplayable"))
    reason = held["unplayable"]
    assert reason["why"] == "cost"
    page = booted()
    open_link(page, session.fragment())
    expect(page.locator("#board")).to_be_visible(timeout=30_000)
    idle(page)
    page.locator(f".hand-card[data-uid='{held['uid']}']").tap()
    expect(page.locator("#why-not")).to_have_text(
        f"It costs {reason['need']}; your dimension can pay {reason['have']} now.")
    page.locator("#sheet-close").tap()


def battle_step_with_a_battle_left() -> Session:
    """Seed 1 against the computer, the player's moves the greedy bot's, up to the first battle
    step of the player's in which the engine offers both a battle and the turn's end."""
    table, bot = Table(), GreedyBot(0, 1)
    table.start(session := Session("dol", {"b": 1, "d": "BR"}, 1))
    while not {"battle", "end"} <= {session.game.describe(session.state, a)["kind"] for a in session.legal_actions()}:
        assert GAME.result(session.state) is None, "no battle step with a battle left"
        table.play(bot.choose(session.state, session.legal_actions()))
    return session


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ending_the_turn_with_a_battle_left_asks_first(booted, lang):
    session = battle_step_with_a_battle_left()
    page = booted(lang)
    open_game(page, session)
    expect(page.locator("#battle")).to_be_enabled()
    before = fragment(page)
    page.locator("#end-turn").tap()
    expect(page.locator("#sheet-title")).to_have_text(END_MAIN_TITLE[lang][0])
    expect(page.locator(".end-unused li")).to_have_count(1)
    expect(page.locator(".end-unused")).to_contain_text({"en": "declare a battle", "ja": "バトルを宣言"}[lang])
    page.locator("#lang").select_option("zh")              # the open question changes language too
    expect(page.locator("#sheet-title")).to_have_text(END_MAIN_TITLE["zh"][0])
    expect(page.locator(".end-unused")).to_contain_text("宣言战斗")
    assert fragment(page) == before                       # nothing was sent yet
    page.locator("#end-turn-confirm").tap()
    settle(page, before)
    kinds = [session.game.describe(session.state, a)["kind"] for a in session.legal_actions()]
    assert decode(fragment(page)).actions[len(session.actions)] == kinds.index("end")
