"""What the seat to move may do, and doing it.

Actions are tuples:
    ("hand", uid) / ("dim", uid)   put a card being drawn into the hand, or face down into
                                   the dimension zone (the rulebook's ドロー)
    ("play", uid, target, pay)     play a card from the hand; target is a character uid or -1;
                                   pay is how many of the cost are paid by resting (the rest
                                   by flipping), or payment.ALTERNATIVE for its extended play
    ("activate", uid)              rest a card on your field to use its activated effect
    ("end_main",)                  on to the battle phase
    ("captain", uid)               choose the captain among your upright characters, or -1
    ("battle",) / ("end",)         declare the battle, or end the turn without one
    ("pass",)                      let the opponent's moment go by without a 先読み answer

Drawn cards are placed before anything else is done, by whichever seat drew them. The 先読み
rule (rules.DECISIONS: foresight-window): after each card the active seat plays, and when it
declares a battle, the other seat may play 先読み cards, one after another, then passes. The
window opens only when that seat has a 先読み card it can pay for; in a game played by link,
whenever the board says it might have one (rules.DECISIONS: foresight-by-link). Since ruleset
4 the window is asked once the cards the played card made anyone draw are placed, so a card
just drawn may answer.
"""

from . import battle, effects, turns
from . import mechanics as m
from .cards import CHARACTER, EQUIPMENT, FORTRESS, STAYS, TACTIC
from .payment import flips_available, pay, payments, rests_available
from .state import (
    AFTER_PLAY,
    BATTLE,
    BATTLE_DECLARED,
    CAPTAIN,
    MAIN,
    NOBODY,
    RESPOND,
    State,
    unseen,
)

END_MAIN, BATTLE_ACTION, END, PASS = ("end_main",), ("battle",), ("end",), ("pass",)
WINDOW_AFTER_DRAWS = 4     # the ruleset from which a window waits for the cards being drawn


def to_move(state: State) -> int | None:
    """Whoever has drawn cards to place; else the responder in a 先読み window; else the
    active seat."""
    if state.winner is not None:
        return None
    for seat in (state.active, 1 - state.active):
        if state.drawing[seat]:
            return seat
    return 1 - state.active if state.phase == RESPOND else state.active


def _distinct(state: State, uids: list[int]) -> list[int]:
    """One uid per distinct card: copies give the same actions."""
    seen, unique = set(), []
    for uid in uids:
        if state.defs[uid].id not in seen:
            seen.add(state.defs[uid].id)
            unique.append(uid)
    return unique


def targets(state: State, seat: int, uid: int) -> list[int]:
    """The characters the card may be aimed at. A card that needs a target cannot be played
    without one, except a character, whose on-play effect then misses (rules.DECISIONS:
    no-target)."""
    card = state.defs[uid]
    if not card.target:
        return [NOBODY]
    side = 1 - seat if card.target == "enemy_char" else seat
    found = [t for t in state.chars[side] if effects.fits(state, card, t)]
    if not found and card.cls == CHARACTER:
        return [NOBODY]
    return found


def playable(state: State, seat: int, uid: int) -> bool:
    """A SYSTEM's condition, if it has one, must hold."""
    requires = state.defs[uid].requires
    return not requires or state.life[seat] <= requires["life_at_most"]


def _card_plays(state: State, seat: int, uid: int, foresight_only: bool) -> tuple[list[tuple], dict | None]:
    """A hand card's plays now, or none and why, with the numbers behind the reason: one
    reading of the rules serves the moves offered and the card's sheet, so they never disagree."""
    card = state.defs[uid]
    if foresight_only and not card.foresight:
        return [], {"why": "foresight"}
    if not playable(state, seat, uid):
        return [], {"why": "life", "most": card.requires["life_at_most"], "have": state.life[seat]}
    ways = payments(state, seat, card)
    if not ways:
        return [], {"why": "cost", "need": card.cost, "have": rests_available(state, seat) + flips_available(state, seat)}
    aims = targets(state, seat, uid)
    if not aims:
        return [], {"why": "target"}
    return [("play", uid, target, way) for target in aims for way in ways], None


def play_actions(state: State, seat: int, foresight_only: bool) -> list[tuple]:
    actions = []
    for uid in _distinct(state, state.hand[seat]):
        actions += _card_plays(state, seat, uid, foresight_only)[0]
    return actions


def unplayable(state: State, seat: int, uid: int) -> dict | None:
    """Why a card in the seat's hand has no play now (its sheet tells the player), while the
    seat is to play cards: in its main phase or a 先読み window of its own; None otherwise, and
    for a card that has a play."""
    if to_move(state) != seat or state.drawing[seat] or state.phase not in (MAIN, RESPOND):
        return None
    return _card_plays(state, seat, uid, state.phase == RESPOND)[1]


def can_answer(state: State, seat: int) -> bool:
    """Whether a 先読み window opens for the seat (and stays open after its answer). Played by
    link the other phone cannot see the hand, so there the window opens whenever the seat holds
    a card and one of its unseen cards (cards being drawn too) is a 先読み card it could play
    now: a fact of the board, the same on both phones, which tells nothing of the hand. Its
    inputs are public (hand size, life, the dimension's orientation, the field) or the seat's
    unseen cards, one multiset on both phones however the stand-ins lie."""
    if not state.windows_by_board:
        return bool(play_actions(state, seat, True))
    if not state.hand[seat]:
        return False
    return any(state.defs[uid].foresight and playable(state, seat, uid)
               and payments(state, seat, state.defs[uid]) and targets(state, seat, uid)
               for uid in _distinct(state, unseen(state, seat)))


def legal_actions(state: State) -> list[tuple]:
    seat = to_move(state)
    if seat is None:
        return []
    if state.drawing[seat]:
        return [(where, uid) for uid in _distinct(state, state.drawing[seat])
                for where in ("hand", "dim")]
    if state.phase == MAIN:
        activations = [("activate", uid) for uid in m.field_uids(state, seat)
                       if state.defs[uid].activated and uid not in state.rested]
        return play_actions(state, seat, False) + activations + [END_MAIN]
    if state.phase == CAPTAIN:
        return [("captain", uid) for uid in m.upright_chars(state, seat)] + [("captain", NOBODY)]
    if state.phase == BATTLE:
        return [BATTLE_ACTION, END]
    if state.phase == RESPOND:
        return play_actions(state, seat, True) + [PASS]
    return []


def apply(state: State, action: tuple) -> None:
    kind = action[0]
    seat = to_move(state)
    if kind in ("hand", "dim"):
        _place_drawn(state, seat, action[1], kind)
    elif kind == "play":
        play(state, seat, *action[1:])
        _after_play(state, seat)
    elif kind == "activate":
        card = state.defs[action[1]]
        state.note("activate", seat=seat, uid=action[1], card=card.id)
        state.rested.add(action[1])
        effects.resolve(state, seat, (card.activated,), action[1], NOBODY)
    elif kind == "end_main":
        _battle_phase(state)
    elif kind == "captain":
        _choose_captain(state, seat, action[1])
    elif kind == "battle":
        state.note("declare", seat=seat)
        _open_window(state, BATTLE_DECLARED)
    elif kind == "pass":
        state.note("pass", seat=seat)
        _close_window(state)
    else:
        turns.end_turn(state)


def _place_drawn(state: State, seat: int, uid: int, where: str) -> None:
    state.drawing[seat].remove(uid)
    if where == "hand":
        state.hand[seat].append(uid)
    else:
        m.put_in_dimension(state, seat, uid)
    state.note("place", seat=seat, where=where)
    if state.moment and state.phase != RESPOND and not any(state.drawing):
        _ask_window(state)      # the moment a card was played at waited for these cards


def play(state: State, seat: int, uid: int, target: int, way: int) -> None:
    """Pay, put the card where its class goes (■4), resolve its on-play effects, and let the
    opponent's 〈opponent_plays〉 fire. A tactic or SYSTEM goes to the underworld after it
    resolves, even if it ended the game."""
    card = state.defs[uid]
    pay(state, seat, card, way)     # logged first: the card is in the hand until it is paid for
    state.hand[seat].remove(uid)
    state.note("play", seat=seat, uid=uid, card=card.id,
               target=None if target == NOBODY else target)
    if card.cls == CHARACTER:
        state.chars[seat].append(uid)
        state.rested.add(uid)
    elif card.cls == EQUIPMENT:
        state.equipment.setdefault(target, []).append(uid)
    elif card.cls == FORTRESS:
        if state.fortress[seat] != NOBODY:
            m.to_underworld(state, seat, state.fortress[seat], "replaced")
        state.fortress[seat] = uid
    elif card.cls in STAYS:
        state.barriers[seat].append(uid)
    effects.resolve(state, seat, card.on_play, uid, target)
    if card.cls in (TACTIC, "system"):
        state.underworld[seat].append(uid)
    if card.cls == CHARACTER:
        m.fire(state, seat, "ally_summoned")
    m.fire(state, 1 - seat, "opponent_plays")


def _after_play(state: State, seat: int) -> None:
    if state.phase == RESPOND:
        if not can_answer(state, seat):
            _close_window(state)
    elif state.winner is None:
        _open_window(state, AFTER_PLAY)


def _open_window(state: State, moment: str) -> None:
    """A 先読み window for the other seat at this moment. While cards are being drawn, the
    question waits until they are placed (rules.DECISIONS: foresight-window): a draw ends only
    when its cards are placed (effect-draw), so the card that made it has not resolved yet.
    Rulesets before 4 asked at once, so a card still being drawn could not open the window."""
    state.moment = moment
    if state.ruleset < WINDOW_AFTER_DRAWS or not any(state.drawing):
        _ask_window(state)


def _ask_window(state: State) -> None:
    """The window opens if the other seat has anything to answer with; else the moment passes
    at once."""
    if state.winner is None and can_answer(state, 1 - state.active):
        state.note("window", seat=1 - state.active, moment=state.moment)
        state.phase = RESPOND
    else:
        _close_window(state)


def _close_window(state: State) -> None:
    moment, state.moment = state.moment, ""
    if state.winner is not None:
        return
    if moment == BATTLE_DECLARED:
        battle.resolve(state)
        turns.end_turn(state)
    else:
        state.phase = MAIN


def _battle_phase(state: State) -> None:
    """With no upright character the only captain is none: the choice makes itself."""
    if m.upright_chars(state, state.active):
        state.phase = CAPTAIN
    else:
        _choose_captain(state, state.active, NOBODY)


def _choose_captain(state: State, seat: int, uid: int) -> None:
    state.captain[seat] = uid
    state.note("captain", seat=seat, uid=None if uid == NOBODY else uid)
    if uid == NOBODY:
        turns.end_turn(state)
    else:
        state.phase = BATTLE
