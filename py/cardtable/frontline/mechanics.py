"""The shared mechanics: a warrior's stats, damage, leaving the frontline, drawing, milling,
damage to a city or HQ, and the two ways to lose.

Both seats use these; only who chooses differs. The open points the rulebook leaves are
settled in `rules.DECISIONS`; where one of them shapes a function, its docstring says so.
"""

from . import effects
from .cards import ALPHA, BETA
from .state import NOBODY, OVER, State

# The city auras that raise the power of one rank of warrior.
RANK_POWER = {BETA: "beta_power", ALPHA: "alpha_power"}

# Skills used in one's own turn: a warrior that used one cannot be sent to the wasteland that
# turn (rulebook, ゲームの流れ ② ⚠). Attack and guard skills come after the last chance to send.
MARKING = frozenset(("deploy", "turn_start", "activate"))


# --- stats -------------------------------------------------------------------------------

def city_standing(state: State, seat: int) -> bool:
    return state.city_hurt[seat] < state.defs[state.city[seat]].hp


def city_aura(state: State, seat: int, key: str) -> int:
    """A city's effect works while the city stands."""
    if not city_standing(state, seat):
        return 0
    return state.defs[state.city[seat]].aura.get(key, 0)


def ongoing_aura(state: State, seat: int, key: str) -> int:
    return sum(state.defs[uid].aura.get(key, 0) for uid in state.ongoing[seat])


def power(state: State, seat: int, uid: int) -> int:
    card = state.defs[uid]
    value = card.power + state.boost.get(uid, 0) + ongoing_aura(state, 1 - seat, "enemy_power")
    gear = state.gear.get(uid)
    if gear is not None:
        value += state.defs[gear].power
    if card.rank in RANK_POWER:
        value += city_aura(state, seat, RANK_POWER[card.rank])
    return max(0, value)


def max_hp(state: State, uid: int) -> int:
    gear = state.gear.get(uid)
    return state.defs[uid].hp + (state.defs[gear].hp if gear is not None else 0)


def hp_left(state: State, uid: int) -> int:
    return max_hp(state, uid) - state.hurt.get(uid, 0)


def has_keyword(state: State, uid: int, keyword: str) -> bool:
    if keyword in state.defs[uid].keywords:
        return True
    gear = state.gear.get(uid)
    return gear is not None and keyword in state.defs[gear].keywords


def rank_total(state: State, seat: int) -> int:
    return sum(state.defs[uid].rank for uid in state.front[seat])


def base_left(state: State, seat: int) -> tuple[int, int]:
    """(city HP left, HQ HP left)."""
    defs = state.defs
    return (defs[state.city[seat]].hp - state.city_hurt[seat],
            defs[state.hq[seat]].hp - state.hq_hurt[seat])


# --- skills ------------------------------------------------------------------------------

def trigger(state: State, seat: int, uid: int, when: str, target: int = NOBODY) -> None:
    """Resolve the warrior's skills for this moment, then its gear's."""
    skills = state.defs[uid].skills.get(when, ())
    gear = state.gear.get(uid)
    if gear is not None:
        skills += state.defs[gear].skills.get(when, ())
    if not skills:
        return
    if when in MARKING:
        state.used.add(uid)
    state.note("skill", seat=seat, card=state.defs[uid].id, when=when)
    effects.resolve(state, seat, skills, uid, target)


# --- warriors ----------------------------------------------------------------------------

def send_to_wasteland(state: State, seat: int, uid: int, why: str) -> None:
    """A warrior leaves the frontline; its gear breaks and goes with it (the log names the gear,
    so the turn brief can say what broke)."""
    state.front[seat].remove(uid)
    gear = state.gear.pop(uid, None)
    if gear is not None:
        state.waste[seat].append(gear)
    state.hurt.pop(uid, None)
    state.boost.pop(uid, None)
    state.grounded.discard(uid)
    state.waste[seat].append(uid)
    state.note("wasteland", seat=seat, card=state.defs[uid].id, why=why,
               gear=None if gear is None else state.defs[gear].id)
    trigger(state, seat, uid, "wasteland")


def damage_warrior(state: State, seat: int, uid: int, amount: int) -> int:
    """Deal damage to a warrior; return the damage beyond its HP left (0 if it lives).

    A warding gear takes the whole of the first damage and breaks. Damage stays on a warrior
    from turn to turn (rules.DECISIONS: damage-stays).
    """
    if amount <= 0:
        return 0
    gear = state.gear.get(uid)
    if gear is not None and state.defs[gear].ward:
        del state.gear[uid]
        state.waste[seat].append(gear)
        state.note("ward", seat=seat, card=state.defs[uid].id, gear=state.defs[gear].id)
        return 0
    left = hp_left(state, uid)
    state.hurt[uid] = state.hurt.get(uid, 0) + amount
    state.note("damage", seat=seat, card=state.defs[uid].id, amount=amount, left=max(0, left - amount))
    if amount >= left:
        send_to_wasteland(state, seat, uid, "defeated")
        return amount - left
    return 0


# --- cities, HQs and decks ---------------------------------------------------------------

def damage_base(state: State, seat: int, amount: int) -> None:
    """Damage the city while it stands, else the HQ. Damage beyond what breaks the city is lost,
    not carried to the HQ (rules.DECISIONS: no-carry)."""
    if amount <= 0:
        return
    if city_standing(state, seat):
        hp = state.defs[state.city[seat]].hp
        state.city_hurt[seat] = min(hp, state.city_hurt[seat] + amount)
        state.note("base", seat=seat, place="city", amount=amount, left=hp - state.city_hurt[seat])
    else:
        hp = state.defs[state.hq[seat]].hp
        state.hq_hurt[seat] = min(hp, state.hq_hurt[seat] + amount)
        state.note("base", seat=seat, place="hq", amount=amount, left=hp - state.hq_hurt[seat])
    settle(state)


def draw_cards(state: State, seat: int, count: int) -> None:
    """Move cards from the deck's top to the hand (while any are left). The caller settles."""
    deck = state.deck[seat]
    for _ in range(min(count, len(deck))):
        state.hand[seat].append(deck.pop())
    state.note("draw", seat=seat, count=count)


def draw(state: State, seat: int, count: int) -> None:
    """Draw, then check at once whether the deck ran out (rules.DECISIONS: empty-deck)."""
    draw_cards(state, seat, count)
    settle(state)


def mill(state: State, seat: int, count: int) -> None:
    """The deck's top cards go face up to the wasteland; an emptied deck loses at once."""
    deck = state.deck[seat]
    for _ in range(min(count, len(deck))):
        uid = deck.pop()
        state.waste[seat].append(uid)
        state.note("mill", seat=seat, card=state.defs[uid].id, uid=uid)
    settle(state)


def has_lost(state: State, seat: int) -> bool:
    """Rulebook, 勝利条件: both city and HQ at 0 HP, or no card left in the deck."""
    city, hq = base_left(state, seat)
    return not state.deck[seat] or (city <= 0 and hq <= 0)


def settle(state: State) -> None:
    """End the game if a seat has lost; both at once is a draw (rules.DECISIONS: both-lose)."""
    if state.winner is not None:
        return
    lost = [has_lost(state, seat) for seat in (0, 1)]
    if lost[0] and lost[1]:
        end_game(state, NOBODY)
    elif lost[0] or lost[1]:
        end_game(state, 1 if lost[0] else 0)


def end_game(state: State, winner: int) -> None:
    """The game is over: won by `winner`, or drawn (NOBODY); also a seat's resignation."""
    state.winner = winner
    state.phase = OVER
    state.note("over", winner=winner)
