"""Frontline played by taps at 390x844: a whole game against the computer from the menu to the
result, and pass and play's hand-off screens.

Then what a player deciding a move keeps in sight: both sides' city and HQ while a card's tray or
sheet is open, and a counter of rounds (one turn of each player), in English, Chinese and Japanese.

Against the computer, our moves are chosen by the engine's greedy bot on a CPython copy of the
game opened from the page's own link, and made by tapping the move's source and then its
[data-action-index] target, as a player would. The copy is a `table.Table`, so it plays the
computer's replies exactly as the page's worker does; after every move the page's save link must
equal the copy's. At each step, in each language and on two phones, no text may be hidden
(boards.py).
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from boards import BoardAudit
from cardtable.core.codec import decode
from cardtable.core.session import Session
from cardtable.frontline.bots import GreedyBot
from cardtable.frontline.state import GUARD, NOBODY
from cardtable.table import Table
from pages import (
    badges_over_text,
    fragment,
    idle,
    in_sight,
    open_game,
    open_in,
    read_brief,
    settle,
    start_game,
    tap_end_turn,
    tap_ending,
)

SHOTS = os.environ.get("FRONTLINE_SHOTS")  # a folder: save a screenshot of each first kind of move


def source(action: dict) -> str:
    where = action["source"]
    if action["kind"] == "guard" and where is None:
        return "#no-guard"
    kind = "hand-card" if where["zone"] == "hand" else "warrior"
    return f'.{kind}[data-uid="{where["uid"]}"]'


def shot(page, name: str, seen: set) -> None:
    if SHOTS and name not in seen:
        seen.add(name)
        page.screenshot(path=str(Path(SHOTS) / f"{len(seen):02d}-{name}.png"))


def tap(page, index: int, action: dict, seen: set) -> None:
    """Make one move by taps: the buttons that carry their action, else source then target."""
    kind = action["kind"]
    target = page.locator(f'.board [data-action-index="{index}"]')
    if kind in ("attack", "end"):
        button = page.locator("#attack" if kind == "attack" else "#end-turn")
        assert button.get_attribute("data-action-index") == str(index)
        tap_ending(page, button)
        return
    if kind != "lockon":  # lock-on targets show without a tap on the attacker
        page.locator(source(action)).tap()
    if kind == "guard":
        expect(page.locator("#guard-preview")).to_be_visible()
        words = page.locator("#guard-preview").inner_text()
        assert "preview" in words.lower()
        # The preview words the engine's outcome (a guard's armour and skills included).
        outcome = action["outcome"]
        if outcome["guard"]:
            assert re.search(rf"(?<!\d){outcome['guard']['taken']}(?!\d)", words), words
        for before, after in (outcome["city"], outcome["hq"]):
            assert after == before or f"{before} → {after}" in words
    expect(target).to_be_visible()
    shot(page, kind, seen)
    target.tap()


# A deal whose game by these taps is of the median length (31 of the player's moves; seeds 1-8
# give 19 to 42).
WHOLE_GAME_SEED = 2


def test_a_game_against_the_computer_by_taps(booted):
    page = booted()
    start_game(page, "frontline", ('[data-fl-mode="cpu"]', '[data-fl-faction="M"]'), seed=WHOLE_GAME_SEED)
    settle(page, "")
    table = Table()
    table.start(Session.from_save(decode(fragment(page))))
    session = table.session
    assert session.options == {"b": 1, "d": "ML", "lv": "normal"}   # the setup's preselected level
    assert session.seed == WHOLE_GAME_SEED
    bot = GreedyBot(0, 2024)
    moves, seen = 0, set()
    audit = BoardAudit(page)
    audit.step("the first turn")
    while session.game.result(session.state) is None:
        legal = session.legal_actions()
        index = bot.choose(session.state, legal)
        described = session.game.describe(session.state, legal[index])
        before = fragment(page)
        tap(page, index, described, seen)
        table.play(index)
        settle(page, before)
        assert fragment(page) == session.fragment(), f"move {moves + 1} ({described['kind']})"
        moves += 1
        audit.step(f"move {moves} ({described['kind']})")
    assert not audit.findings, audit.report()
    result = page.locator("#result")
    expect(result).to_be_visible(timeout=10_000)
    shot(page, "result", seen)
    assert result.get_attribute("data-winner") == str(session.game.result(session.state))
    assert moves > 5


def hand_uids(page) -> list[str]:
    return page.locator(".hand-card").evaluate_all("cards => cards.map(c => c.dataset.uid)")


def ready_for(page, seat: int, step: str) -> None:
    """The hand-off names the seat and step, shows no hand at all, then gives way to the board."""
    handoff = page.locator("#handoff")
    expect(handoff).to_be_visible(timeout=30_000)
    assert handoff.get_attribute("data-seat") == str(seat)
    assert handoff.get_attribute("data-step") == step
    assert page.locator(".hand-card").count() == 0
    assert page.locator("#board .hand").count() == 0
    page.locator("#handoff-ready").tap()
    expect(handoff).to_have_count(0)


def play_until(session, page, stop) -> None:
    """Play greedy moves by taps (the hand-offs included) until stop(session) holds."""
    bot, seen = GreedyBot(0, 7), set()
    while not stop(session):
        seat = session.game.to_move(session.state)
        if page.locator("#handoff").count():
            ready_for(page, seat, page.locator("#handoff").get_attribute("data-step"))
        legal = session.legal_actions()
        index = bot.choose(session.state, legal)
        before = fragment(page)
        tap(page, index, session.game.describe(session.state, legal[index]), seen)
        session.play(index)
        settle(page, before)
        assert fragment(page) == session.fragment()


def test_pass_and_play_hands_the_phone_over(booted):
    page = booted()
    start_game(page, "frontline", ('[data-fl-mode="pnp"]', '[data-fl-faction="L"]'))
    idle(page)
    session = Session.from_save(decode(fragment(page)))
    assert session.options == {"b": -1, "d": "LM"}
    first = session.game.to_move(session.state)
    ready_for(page, first, "turn")
    first_hand = hand_uids(page)
    assert first_hand == [str(c) for c in session.state.hand[first]]

    # The first turn ends: the other seat gets the phone, and the first hand is gone.
    end = next(i for i, a in enumerate(session.legal_actions()) if a[0] == "end")
    tap_end_turn(page)
    session.play(end)
    second = 1 - first
    expect(page.locator("#handoff")).to_be_visible(timeout=30_000)
    assert page.locator(".hand-card").count() == 0
    assert fragment(page) == session.fragment()
    ready_for(page, second, "turn")
    assert set(hand_uids(page)).isdisjoint(first_hand)
    assert hand_uids(page) == [str(c) for c in session.state.hand[second]]

    # Play on until the defender must choose a guard: that step is handed to the defender.
    play_until(session, page, lambda s: s.state.phase == "guard")
    defender = session.game.to_move(session.state)
    assert defender != session.state.active
    handoff = page.locator("#handoff")
    expect(handoff).to_be_visible(timeout=30_000)
    assert handoff.get_attribute("data-step") == "guard"
    ready_for(page, defender, "guard")
    # The board is now the defender's: its side at the bottom, first the brief of the attacker's
    # turn (nothing covers it until read), then the guard panel where the hand was, and its
    # free warriors offered as guards.
    expect(page.locator("#turn-brief")).to_be_visible()
    read_brief(page)
    expect(page.locator("#guard-panel")).to_be_visible()
    expect(page.locator(f'.fl-side.mine[data-seat="{defender}"]')).to_be_visible()
    guards = {a[2] for a in session.legal_actions() if a[2] >= 0}
    offered = page.locator(".fl-side.mine .warrior.can-act").evaluate_all(
        "tiles => tiles.map(t => Number(t.dataset.uid))")
    assert set(offered) == guards


# --- what a player deciding a move keeps in sight ---------------------------------------------

ROUND = {"en": "Round {n}", "zh": "第{n}轮", "ja": "ラウンド{n}"}


@functools.cache
def midgame() -> Session:
    """A game against the computer at the player's main phase of a later turn, with warriors on
    both frontlines (so the table is at its fullest), played by greedy bots in Python."""
    session = Session("frontline", {"b": 1, "d": "LM"}, 11)
    bots = (GreedyBot(0, 3), GreedyBot(1, 5))
    state = session.state
    while not (state.turn >= 3 and state.active == 0 and state.phase == "main"
               and all(state.front) and session.legal_actions()[0][0] != "end"):
        assert session.game.result(state) is None, "the game ended before the position the test needs"
        session.play(bots[session.game.to_move(state)].choose(state, session.legal_actions()))
    return session


def test_a_card_that_cannot_be_played_says_why(booted):
    """A play-test found a greyed hand card silent on why (docs/PLAYTESTS.md): its sheet says the
    engine's reason. In the midgame position a Super Alpha waits in the hand while the city
    stands."""
    session = midgame()
    held = next(c for c in session.game.view(session.state, 0)["seats"][0]["hand"] if c.get("unplayable"))
    assert held["unplayable"] == {"why": "super_alpha"}
    page = booted()
    open_game(page, session)
    page.locator(f".hand-card[data-uid='{held['uid']}']").tap()
    expect(page.locator("#why-not")).to_have_text("A Super Alpha is deployed only once your city is broken.")
    page.locator("#sheet-close").tap()


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_your_bases_stay_in_sight_while_a_card_is_open_and_the_others_are_a_scroll_away(booted, lang):
    """The tray leaves the table short: the table scrolls whole, keeping to its bottom, your
    side; the other side's bases are at its top (the table had kept both base rows and
    squeezed each frontline into a box of its own, whose fade then lay over the warriors' power
    and HP)."""
    session = midgame()
    page = booted(lang)
    open_game(page, session)
    page.locator(".hand-card.playable, .warrior.can-act").first.tap()
    expect(page.locator("#selected-details")).to_be_visible()
    assert in_sight(page, ".fl-side.mine .base") == [], "your base row is hidden while the tray is open"
    page.locator(".fl-table").evaluate("table => table.scrollTo(0, 0)")
    assert in_sight(page, ".fl-side.foe .base") == []

    page.locator("#selected-details").tap()
    expect(page.locator(".sheet")).to_be_visible()
    rows = page.locator(".sheet .fl-bases li")
    expect(rows).to_have_count(2)
    assert in_sight(page, ".sheet .fl-bases") == []
    for seat in (0, 1):
        text = page.locator(f'.sheet .fl-bases li[data-seat="{seat}"]').inner_text()
        state = session.state
        left = [max(0, state.defs[state.city[seat]].hp - state.city_hurt[seat]),
                max(0, state.defs[state.hq[seat]].hp - state.hq_hurt[seat])]
        assert all(f"{n} /" in text for n in left), (seat, text, left)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_counter_counts_rounds_of_both_players_turns(booted, lang):
    session = midgame()
    page = booted(lang)
    open_game(page, session)
    rounds = (session.state.turn + 1) // 2
    status = page.locator(".controls .status").inner_text()
    assert ROUND[lang].format(n=rounds) in status, status
    # The log names each turn by its round too: turns 1 and 2 are round 1, and so on.
    page.locator("#log-toggle").tap()
    log = "\n".join(page.locator(".log-lines li").all_inner_texts())
    named = [int(n) for n in re.findall(re.escape(ROUND[lang]).replace(r"\{n\}", r"(\d+)"), log)]
    assert named == [(turn + 1) // 2 for turn in range(1, session.state.turn + 1)], named


def under_a_base_row(page) -> list[str]:
    """The warriors and gear strips of which some shown part lies under a city/HQ row: their
    texts. Shown means inside the screen and the box it scrolls in (a part scrolled out of that
    box is hidden by it, not covered)."""
    return page.locator(".fl-front .warrior, .fl-front .gear-tag:not(.none)").evaluate_all("""els => els.filter(el => {
        const r = el.getBoundingClientRect();
        let top = Math.max(0, r.top), bottom = Math.min(innerHeight, r.bottom);
        for (let box = el.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowY !== "visible") {
            const b = box.getBoundingClientRect();
            top = Math.max(top, b.top); bottom = Math.min(bottom, b.bottom);
          }
        }
        const ys = [];
        for (let y = top + 1; y < bottom - 1; y += 4) ys.push(y);
        return ys.some(y => [r.left + 4, r.left + r.width / 2, r.right - 4]
          .some(x => document.elementFromPoint(x, y)?.closest(".fl-back")));
      }).map(el => el.innerText)""")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_no_base_row_covers_a_warrior(booted, lang):
    session = midgame()
    page = booted(lang)
    open_game(page, session)
    assert under_a_base_row(page) == []
    page.locator(".hand-card.playable, .warrior.can-act").first.tap()
    expect(page.locator("#selected-details")).to_be_visible()
    for end, side in (("start", "foe"), ("end", "mine")):  # the table scrolled either way
        page.locator(".fl-table").evaluate(
            f"table => table.scrollTo(0, {'0' if end == 'start' else 'table.scrollHeight'})")
        assert under_a_base_row(page) == [], end
        assert in_sight(page, f".fl-side.{side} .base") == []


def lines_of(page, selector: str) -> list[list[str]]:
    """Each matching element's text as the lines the browser broke it into."""
    return page.locator(selector).evaluate_all("""els => els.map(el => {
        const lines = [];
        let top = null;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.data.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect) continue;
            if (top === null || rect.top > top + rect.height / 2) lines.push("");
            if (top === null || rect.top > top + rect.height / 2) top = rect.top;
            lines[lines.length - 1] += node.data[i];
          }
        }
        return lines.map(line => line.trim());
      })""")


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_no_name_or_status_breaks_off_a_lone_character(booted, lang):
    """The Japanese status broke "プレイヤー1のターン" before its last kana, and a city's name
    "自由都市リビアート" before its "ト"."""
    page = booted(lang)
    open_game(page, Session("frontline", {"b": -1, "d": "LM"}, 11))
    ready = page.locator("#handoff-ready")
    if ready.is_visible():
        ready.tap()
    expect(page.locator(".controls .status")).to_be_visible()
    for lines in lines_of(page, ".controls .status, .base-name, .side-name"):
        assert all(len(line.strip(" ·")) > 1 for line in lines), lines


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_a_hint_keeps_its_number_with_its_percent_sign(booted, lang):
    page = booted(lang)
    open_game(page, midgame())
    page.locator("#hint").tap()
    expect(page.locator("#hint-line")).to_be_visible(timeout=30_000)
    idle(page)
    # No line may begin with the sign: a no-break space (or none) ties it to the number.
    text = page.locator("#hint-line").inner_text()
    assert re.search(r"\d[\u00a0]?%", text) and not re.search(r"[^\d\u00a0]%", text), text


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_no_target_badge_covers_a_word(booted, lang):
    """"Lock on" sat over a city's "City", and "Equip" over the line naming your side."""
    page = booted(lang)
    open_game(page, midgame())
    sources = page.locator(".hand-card.playable, .warrior.can-act")
    seen = 0
    for i in range(sources.count()):
        sources.nth(i).tap()
        seen += page.locator("#board .target").count()
        assert badges_over_text(page) == [], i
        page.locator("#board .hand-card, #board .warrior").first.tap()  # put it down again
        page.keyboard.press("Escape")
    assert seen


def test_a_hand_warrior_shows_the_power_it_would_deploy_with(booted):
    """Libiart's city gives its Betas +1 power: a Beta in the hand shows the power it will
    have on the frontline, marked as not the printed one, on its tile and in its sheet, and a
    warrior of another rank shows its printed power unmarked."""
    session = Session("frontline", {"b": 1, "d": "LM"}, 1)
    page = booted()
    open_game(page, session)
    state = session.state
    warriors = [uid for uid in state.hand[0] if state.defs[uid].type == "warrior"]
    ranks = {state.defs[uid].rank for uid in warriors}
    assert 1 in ranks and ranks - {1}, "the deal needs a Beta and another rank in hand"
    for uid in warriors:
        printed = state.defs[uid].power
        boosted = state.defs[uid].rank == 1
        number = page.locator(f'.hand-card[data-uid="{uid}"] .stat-atk')
        assert number.locator("b").inner_text() == str(printed + boosted)
        assert ("changed" in number.get_attribute("class")) == boosted
    beta = next(uid for uid in warriors if state.defs[uid].rank == 1)
    page.locator(f'.hand-card[data-uid="{beta}"]').tap()
    page.locator("#selected-details").tap()
    expect(page.locator(".sheet .stat-atk b")).to_have_text(str(state.defs[beta].power + 1))
    expect(page.locator(".sheet .printed-power")).to_contain_text(f"printed power {state.defs[beta].power}")


def playable_from_hand(session: Session) -> int:
    """How many hand cards some action on offer starts from."""
    return len({action[1] for action in session.legal_actions()
                if action[0] in ("deploy", "equip", "play")})


def test_ending_the_turn_with_plays_left_asks_first(booted):
    """End turn with cards still playable asks, naming them; Back keeps the turn, and "End
    turn anyway" sends the engine's end action."""
    session = Session("frontline", {"b": 1, "d": "LM"}, 1)
    playable = playable_from_hand(session)
    assert playable, "the deal needs a playable hand card"
    page = booted()
    open_game(page, session)
    page.locator("#end-turn").tap()
    expect(page.locator(".sheet")).to_contain_text(f"play {playable} card")
    end = next(i for i, a in enumerate(session.legal_actions()) if a[0] == "end")
    expect(page.locator("#end-turn-confirm")).to_have_attribute("data-action-index", str(end))
    page.go_back()
    expect(page.locator("#sheet-layer")).to_be_hidden()
    assert fragment(page) == session.fragment()          # nothing was sent
    before = fragment(page)
    tap_end_turn(page)
    settle(page, before)
    assert decode(fragment(page)).actions[len(session.actions)] == end


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_attacking_with_plays_left_asks_first(booted, lang):
    """The attack ends the turn (the rulebook's ④), so Attack with cards still playable asks in
    its own words before the attack is declared."""
    session = midgame()
    actions = session.legal_actions()
    assert any(a[0] == "attack" for a in actions) and playable_from_hand(session)
    page = booted(lang)
    open_game(page, session)
    page.locator("#attack").tap()
    title = {"en": "Attack now?", "zh": "现在攻击？", "ja": "今すぐ攻撃する？"}[lang]
    expect(page.locator(".sheet")).to_contain_text(title)
    attack = next(i for i, a in enumerate(actions) if a[0] == "attack")
    expect(page.locator("#end-turn-confirm")).to_have_attribute("data-action-index", str(attack))
    assert fragment(page) == session.fragment()


CITY_SHOWN = """
window.__cityShown = [];
new MutationObserver(() => {
  const city = document.querySelector('#board .base[data-seat="1"][data-base="city"]');
  if (city) window.__cityShown.push([city.innerText, document.body.dataset.busy]);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def ready_to_attack() -> Session:
    """A game against the computer at the player's main phase of a later turn, with an attack
    on offer that hits the computer's city (seed 1's greedy game, turn 3)."""
    session = Session("frontline", {"b": 1, "d": "LM"}, 1)
    bots = (GreedyBot(0, 3), GreedyBot(1, 5))
    state = session.state
    while not (state.turn >= 3 and state.active == 0 and state.phase == "main" and state.front[0]
               and any(a[0] == "attack" for a in session.legal_actions())):
        assert session.game.result(state) is None, "the game ended before the position the test needs"
        session.play(bots[session.game.to_move(state)].choose(state, session.legal_actions()))
    return session


def test_your_attack_lands_on_the_board_before_the_computers_turn(page, site_url):
    """After your attack the computer guards, your strikes resolve, and its turn follows, all in
    one answer: the playback starts at your attack's resolution, so the city it hit shows its
    new HP while the computer's turn plays (it showed the old HP, then jumped at the end)."""
    session = ready_to_attack()
    table = Table()
    table.start(Session.from_save(decode(session.fragment())))
    page.add_init_script(CITY_SHOWN)
    open_in(page, site_url, "en", session)
    city_hp = session.state.defs[session.state.city[1]].hp
    before_hp = city_hp - session.state.city_hurt[1]
    seen, attacked = set(), False
    while not attacked or table.session.game.to_move(table.session.state) != 0:
        state = table.session.state
        legal = table.session.legal_actions()
        # Attack at once; each lock-on aims at the city, as an attack without one does.
        index = next((i for i, a in enumerate(legal) if a[0] == "attack"), len(legal) - 1)
        attacked = attacked or legal[index][0] == "attack"
        before = fragment(page)
        tap(page, index, table.session.game.describe(state, legal[index]), seen)
        table.play(index)
        settle(page, before)
    after_hp = city_hp - table.session.state.city_hurt[1]
    assert after_hp < before_hp, "the attack needs to hit the city"
    during = [text for text, busy in page.evaluate("window.__cityShown") if busy == "1"]
    assert any(f"{max(after_hp, 0)} / {city_hp}" in text or "Broken" in text for text in during), during


def test_a_warrior_that_can_only_be_sent_away_does_not_glow(booted):
    """What glows can act; a warrior whose only move on offer is to be sent to the wasteland
    does not glow (a newcomer tapped it and threw a warrior away), and a tap still offers it."""
    session = midgame()
    moves = {}
    for action in session.legal_actions():
        if action[0] in ("retire", "skill"):
            moves.setdefault(action[1], set()).add(action[0])
    only_retire = [uid for uid, kinds in moves.items() if kinds == {"retire"}]
    assert only_retire, "the position needs a warrior whose only move is to be sent away"
    page = booted()
    open_game(page, session)
    for uid, kinds in moves.items():
        glows = "can-act" in page.locator(f'.warrior[data-uid="{uid}"]').get_attribute("class")
        assert glows == (kinds != {"retire"}), (uid, kinds)
    page.locator(f'.warrior[data-uid="{only_retire[0]}"]').tap()
    expect(page.locator(".tray .action-btn")).to_contain_text("wasteland")


def guard_first(session: Session) -> int:
    """The first guard with a warrior on offer (else the last action, no guard)."""
    legal = session.legal_actions()
    return next((i for i, a in enumerate(legal) if a[0] == "guard" and a[2] != NOBODY), len(legal) - 1)


def takes_every_strike(session: Session) -> bool:
    """Whether guarding first, at each of the attack's guard choices, keeps every strike of the
    computer's attack off the city and HQ."""
    trial = Session.from_save(decode(session.fragment()))
    trial.state.log = []
    while trial.state.phase == GUARD and trial.game.to_move(trial.state) == 0:
        trial.play(guard_first(trial))
    strikes = [ev for ev in trial.state.log if ev["e"] == "strike" and ev["seat"] == 1]
    return bool(strikes) and all(ev["target"] not in ("city", "hq") for ev in strikes)


def greedy_games():
    """Games against the computer, seed after seed, the player greedy: each position the player
    is to move in, as (table, the player's move); the move is played when the next is asked for."""
    for seed in range(1, 40):
        table = Table()
        table.start(Session("frontline", {"b": 1, "d": "LM"}, seed))
        player = GreedyBot(0, 3)
        while table.session.game.result(table.session.state) is None:
            index = player.choose(table.session.state, table.session.legal_actions())
            yield table, index
            table.play(index)


def guard_step(wanted) -> Session:
    """A game against the computer at the player's first guard choice that `wanted` accepts."""
    return next(table.session for table, _ in greedy_games()
                if table.session.state.phase == GUARD and wanted(table.session))


def handing_over_to_a_deploying_attack(wanted) -> tuple[Session, int]:
    """A game against the computer just before the player's move that hands it the turn, in
    which the computer deploys a warrior and then attacks, asking first for a guard `wanted`
    accepts: the session then, and that move."""
    before = None  # the player's last move in its own turn: (save, move, log lines before it)
    for table, index in greedy_games():
        state = table.session.state
        if before and state.phase == GUARD and wanted(table.session) and any(
                ev["e"] == "deploy" and ev["seat"] == 1 for ev in state.log[before[2]:]):
            return Session.from_save(decode(before[0])), before[1]
        before = (table.session.fragment(), index, len(state.log)) if state.active == 0 else None
    raise AssertionError("no game has the computer's turn the test needs")


def test_the_turn_brief_tells_the_computer_s_whole_turn_across_the_guard_step(booted):
    """The brief after the computer's turn said only what came after the player's guards ("the
    computer attacked your city: 5 damage"): a newcomer never learnt what it did before its
    attack (a warrior of theirs removed). The brief comes first at the guard step, and after the
    turn tells it whole: the warriors it deployed before attacking, and each of yours its
    strikes landed on."""
    session, index = handing_over_to_a_deploying_attack(takes_every_strike)
    table = Table()
    table.start(Session.from_save(decode(session.fragment())))
    page = booted()
    open_game(page, session)
    seen, guarded = set(), set()
    before = fragment(page)
    tap(page, index, table.session.game.describe(table.session.state, table.session.legal_actions()[index]), seen)
    table.play(index)
    settle(page, before)
    expect(page.locator("#turn-brief #brief-read")).to_be_visible()
    assert "deployed" in page.locator("#turn-brief").inner_text()
    # Read, the brief gives way to the guard panel, from which the log opens too.
    read_brief(page)
    page.locator("#guard-panel #log-toggle").tap()
    expect(page.locator(".log-panel")).to_be_visible()
    page.locator("#log-close").tap()
    while table.session.state.phase == GUARD:
        legal = table.session.legal_actions()
        index = guard_first(table.session)
        guarded.add(table.session.state.defs[legal[index][2]].id)
        before = fragment(page)
        tap(page, index, table.session.game.describe(table.session.state, legal[index]), seen)
        table.play(index)
        settle(page, before)
    idle(page)
    recap = " ".join(page.locator("#turn-brief .brief-recap").all_inner_texts())
    names = {table.session.game.catalog()["cards"][card]["name"]["en"] for card in guarded}
    assert "deployed" in recap and all(name in recap for name in names), (recap, names)


def locked_on_yours(session: Session) -> list[str]:
    """The ids of the player's warriors a lock-on of the attack aims at."""
    state = session.state
    return [state.defs[target].id for target in state.locks.values() if target in state.front[0]]


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_the_guard_step_names_a_lock_on_aimed_at_your_warrior(booted, lang):
    """ゲームの流れ ④: a lock-on strikes the warrior it aims at, and no guard takes it. While
    choosing guards a newcomer saw only a ◎ on the warrior about to be struck: the guard panel
    names each such attack and its target."""
    session = guard_step(locked_on_yours)
    page = booted(lang)
    open_game(page, session)
    locks = page.locator("#guard-locks li")
    expect(locks).to_have_count(len(locked_on_yours(session)))
    cards = session.game.catalog()["cards"]
    for card in locked_on_yours(session):
        expect(page.locator("#guard-locks")).to_contain_text(cards[card]["name"][lang])


def test_a_card_of_the_computer_s_says_whose_your_its_text_means(booted):
    """Martial Law's text ("each attack on your city or HQ deals 1 less damage"), opened from
    the computer's ongoing row, was read as the player's own city: a card of the other seat's
    says that its "your" means its owner."""
    session = ongoing_of_the_computer()
    page = booted()
    open_game(page, session)
    page.locator('.ongoing-chip[data-seat="1"]').first.tap()
    expect(page.locator("#sheet-layer .owner-note")).to_contain_text("The computer's card")
    page.locator("#sheet-close").tap()


def ongoing_of_the_computer() -> Session:
    """A game against the computer at the player's move while a phenomenon of the computer's
    is ongoing."""
    return next(table.session for table, _ in greedy_games() if table.session.state.ongoing[1])
