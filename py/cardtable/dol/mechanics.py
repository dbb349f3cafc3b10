"""The shared mechanics: a card's ATK and SPD on the field, cards leaving the field, drawing,
life, triggered effects and the ways to lose.

Both seats use these; only who chooses differs. Where an open point of the rulebook shapes a
function, its docstring names the decision in `rules.DECISIONS`.
"""

from . import effects
from .cards import CHARACTER
from .state import NOBODY, OVER, State, field_uids

# --- stats -------------------------------------------------------------------------------


def aura(state: State, seat: int, key: str, races: tuple = ()) -> int:
    """The sum of the seat's automatic effects of one kind; a race-bound aura counts only for a
    card of that race. Equipment has none (cards.py), so only the other field cards are read:
    this runs for every stat the bots look at."""
    total = 0
    defs = state.defs
    fortress = state.fortress[seat]
    sources = state.barriers[seat] + state.chars[seat]
    if fortress != NOBODY:
        sources.append(fortress)
    for uid in sources:
        for effect in defs[uid].automatic:
            if effect["aura"] == key and ("race" not in effect or effect["race"] in races):
                total += effect["amount"]
    return total


def _equipment(state: State, uid: int, stat: str) -> int:
    return sum(getattr(state.defs[gear], stat) for gear in state.equipment.get(uid, ()))


def atk(state: State, seat: int, uid: int) -> int:
    """Printed ATK, equipment, this turn's boosts and auras; never below 0 (rulebook ■3)."""
    card = state.defs[uid]
    value = (card.atk + _equipment(state, uid, "atk") + state.boost.get(uid, (0, 0))[0]
             + aura(state, seat, "atk", card.races) - aura(state, 1 - seat, "enemy_atk"))
    return max(0, value)


def spd(state: State, seat: int, uid: int) -> int:
    card = state.defs[uid]
    value = card.spd + _equipment(state, uid, "spd") + state.boost.get(uid, (0, 0))[1]
    if state.captain[seat] == uid:
        value += aura(state, seat, "captain_spd")
    return max(0, value)


def defense(state: State, seat: int) -> int:
    fortress = state.fortress[seat]
    return 0 if fortress == NOBODY else state.defs[fortress].defense


def upright_chars(state: State, seat: int) -> list[int]:
    return [uid for uid in state.chars[seat] if uid not in state.rested]


# --- triggered effects -------------------------------------------------------------------


def fire(state: State, seat: int, condition: str) -> None:
    """Every triggered effect of the seat's field cards whose 〈condition〉 is met resolves, in
    field order (rules.DECISIONS: trigger-order). A card that left the field meanwhile no
    longer fires."""
    for uid in field_uids(state, seat):
        for effect in state.defs[uid].triggered:
            if state.winner is not None:
                return
            if effect["on"] == condition and uid in field_uids(state, seat):
                state.note("trigger", seat=seat, uid=uid, card=state.defs[uid].id, on=condition)
                effects.resolve(state, seat, (effect,), uid, NOBODY)


# --- leaving the field -------------------------------------------------------------------


def to_underworld(state: State, seat: int, uid: int, why: str) -> None:
    leave_field(state, seat, uid, state.underworld[seat], why)


def seal(state: State, seat: int, uid: int, why: str) -> None:
    leave_field(state, seat, uid, state.sealed[seat], why)


def leave_field(state: State, seat: int, uid: int, zone: list, why: str) -> None:
    """A card leaves the field for `zone`. A character's equipment goes to the underworld with
    it (rules.DECISIONS: equipment-falls); a captain that leaves leaves the seat without one.
    Then 〈leaves〉 fires for the card itself and 〈captain_lost〉 for its seat, when the card
    went to the underworld."""
    card = state.defs[uid]
    was_captain = state.captain[seat] == uid
    if card.cls == CHARACTER:
        state.chars[seat].remove(uid)
        state.underworld[seat].extend(state.equipment.pop(uid, ()))
        if was_captain:
            state.captain[seat] = NOBODY
    elif state.fortress[seat] == uid:
        state.fortress[seat] = NOBODY
    else:
        state.barriers[seat].remove(uid)
    state.rested.discard(uid)
    state.boost.pop(uid, None)
    zone.append(uid)
    state.note("leave", seat=seat, uid=uid, card=card.id, why=why,
               to="underworld" if zone is state.underworld[seat] else
               "sealed" if zone is state.sealed[seat] else "hand")
    if zone is not state.underworld[seat]:
        return
    for effect in card.triggered:
        if effect["on"] == "leaves" and state.winner is None:
            state.note("trigger", seat=seat, uid=uid, card=card.id, on="leaves")
            effects.resolve(state, seat, (effect,), uid, NOBODY)
    if was_captain:
        fire(state, seat, "captain_lost")


# --- drawing and life --------------------------------------------------------------------


def draw(state: State, seat: int, count: int) -> None:
    """The rulebook's ドロー: the top cards are looked at, and the seat then puts each into its
    hand or face down into its dimension zone (player.placement_actions). A draw that finds
    the deck empty loses the game (rules.DECISIONS: empty-deck)."""
    deck = state.deck[seat]
    taken = min(count, len(deck))
    for _ in range(taken):
        state.drawing[seat].append(deck.pop())
    state.note("draw", seat=seat, count=taken)
    if taken < count:
        state.note("deck_out", seat=seat)
        end_game(state, 1 - seat)


def put_in_dimension(state: State, seat: int, uid: int) -> None:
    """Face down and upright (rulebook ■2, スタンドアップフェイズ)."""
    state.dim[seat].append(uid)
    state.face_down.add(uid)


def lose_life(state: State, seat: int, amount: int, why: str) -> None:
    """Life never goes below 0: DoL has no negative values (rulebook ■3, the note under
    相手の隊長が存在しない時), so the log says how much was really lost and what is left."""
    if amount <= 0 or state.winner is not None:
        return
    lost = min(amount, state.life[seat])
    state.life[seat] -= lost
    state.note("life", seat=seat, amount=-lost, left=state.life[seat], why=why)
    settle(state)


def gain_life(state: State, seat: int, amount: int) -> None:
    state.life[seat] += amount
    state.note("life", seat=seat, amount=amount, left=state.life[seat], why="heal")


def settle(state: State) -> None:
    """A seat at 0 life loses; both at once is a draw (rules.DECISIONS: both-zero)."""
    if state.winner is not None:
        return
    down = [state.life[seat] <= 0 for seat in (0, 1)]
    if down[0] and down[1]:
        end_game(state, NOBODY)
    elif down[0] or down[1]:
        end_game(state, 1 if down[0] else 0)


def end_game(state: State, winner: int) -> None:
    if state.winner is None:
        state.winner = winner
        state.phase = OVER
        state.note("over", winner=winner)
