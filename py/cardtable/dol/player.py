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
whenever the board says it might have one (rules.DECISIONS: foresight-by-link).
"""

from . import battle, effects, turns
from . import mechanics as m
from .cards import CHARACTER, EQUIPMENT, FORTRESS, STAYS, TACTIC
from .payment import pay, payments
from .state import AFTER_PLAY, BATTLE, BATTLE_DECLARED, CAPTAIN, MAIN, NOBODY, RESPOND, State

END_MAIN, BATTLE_ACTION, END, PASS = ("end_main",), ("battle",), ("end",), ("pass",)


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


def play_actions(state: State, seat: int, foresight_only: bool) -> list[tuple]:
    actions = []
    for uid in _distinct(state, state.hand[seat]):
        card = state.defs[uid]
        if (foresight_only and not card.foresight) or not playable(state, seat, uid):
            continue
        ways = payments(state, seat, card)
        for target in targets(state, seat, uid) if ways else ():
            actions += [("play", uid, target, way) for way in ways]
    return actions


def can_answer(state: State, seat: int) -> bool:
    """Whether a 先読み window opens for the seat (and stays open after its answer). Played by
    link the other phone cannot see the hand, so there the window opens whenever the seat holds
    a card and one of its unseen cards is a 先読み card it could play now: a fact of the board,
    the same on both phones, which tells nothing of the hand. The cards it is drawing are
    unseen too: left out, the other phone's stand-ins there had made it decide otherwise."""
    if not state.windows_by_board:
        return bool(play_actions(state, seat, True))
    if not state.hand[seat]:
        return False
    unseen = state.deck[seat] + state.hand[seat] + state.drawing[seat] + [
        uid for uid in state.dim[seat] if uid in state.face_down]
    return any(state.defs[uid].foresight and playable(state, seat, uid)
               and payments(state, seat, state.defs[uid]) and targets(state, seat, uid)
               for uid in _distinct(state, unseen))


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
    """A 先読み window for the other seat, if it has anything to answer with; else the moment
    passes at once."""
    state.moment = moment
    if state.winner is None and can_answer(state, 1 - state.active):
        state.note("window", seat=1 - state.active, moment=moment)
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
