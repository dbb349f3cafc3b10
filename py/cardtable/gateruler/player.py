"""The player's turn under normal Gate Ruler rules, with the solo mode's two set zones.

Actions are tuples:
    ("summon", uid, zone)   a unit from the hand (Knight) or the drive zone (Apprentice)
    ("play", uid, target)   an event; target is an enemy zone, or -1 when it needs none
    ("set", uid, slot)      an event with a set effect, face down in one of the two set zones
    ("field", uid)          a field card, replacing the one in play
    ("move", from, to)      a unit to an empty zone of yours, once a turn each
    ("attack", attacker, target)   attacker LEFT/RIGHT/RULER; target an enemy zone or RULER
    ("end",)
Main-phase plays end with the first attack; the attack phase only attacks or ends.
"""

from . import effects, invasion
from . import mechanics as m
from .state import DEFENSE, EMPTY, INVASION, LEFT, PLAYER, RIGHT, RULER, State

END = ("end",)


def start_turn(state: State) -> None:
    """Start phase: ready your units and ruler, then the ruler's own turn-start actions."""
    state.note("turn", side=PLAYER, number=state.turn + 1)
    state.turn += 1
    state.rested.clear()
    state.moved.clear()
    state.ruler_rested = False
    state.phase = "main"
    ruler = state.ruler
    if ruler.family == "knight":
        state.energy_area = min(ruler.max_energy, state.energy_area + ruler.energy_per_turn)
        state.energy = state.energy_area
        state.summons_left = ruler.summons_per_turn
        effects.draw(state, PLAYER, EMPTY, None, ruler.draw_per_turn)
    else:
        effects.draw(state, PLAYER, EMPTY, None, ruler.drives_per_turn)


def _playable(state: State) -> list[int]:
    """One uid per distinct card the player may use now: copies give the same actions."""
    source = state.hand if state.ruler.family == "knight" else state.drive
    seen = set()
    unique = []
    for uid in source:
        card_id = state.defs[uid].id
        if card_id not in seen:
            seen.add(card_id)
            unique.append(uid)
    return unique


def _affordable(state: State, level: int) -> bool:
    return state.ruler.family != "knight" or state.energy >= level


def _card_plays(state: State, uid: int) -> tuple[list[tuple], dict | None]:
    """A held card's plays in the main phase, or none and why, with the numbers behind the
    reason: one reading of the rules serves the moves offered and the card's sheet, so they
    never disagree. Each play is a zone, slot or target the card may go to."""
    card = state.defs[uid]
    mine, theirs = state.zones[PLAYER], state.zones[INVASION]
    if not _affordable(state, card.level):
        return [], {"why": "energy", "need": card.level, "have": state.energy}
    if card.kind == "unit":
        if state.ruler.family == "knight" and state.summons_left <= 0:
            return [], {"why": "summons", "most": state.ruler.summons_per_turn}
        plays = [("summon", uid, zone) for zone in (LEFT, DEFENSE, RIGHT) if mine[zone] == EMPTY]
        return plays, (None if plays else {"why": "zones"})
    if card.kind == "field":
        return [("field", uid)], None
    if card.trap:
        plays = [("set", uid, slot) for slot, held in enumerate(state.sets) if held == EMPTY]
        return plays, (None if plays else {"why": "sets"})
    if card.needs_target:
        plays = [("play", uid, zone) for zone in (LEFT, DEFENSE, RIGHT) if theirs[zone] != EMPTY]
        return plays, (None if plays else {"why": "target"})
    return [("play", uid, -1)], None


def unplayable(state: State, uid: int) -> dict | None:
    """Why a card the player holds has no play now (its sheet tells the player instead of
    leaving it greyed without a word); None for a card that has one."""
    if state.phase != "main":
        return {"why": "phase"}
    return _card_plays(state, uid)[1]


def idle_units(state: State) -> list[dict | None]:
    """For each of the player's unit zones, why its unit has no move in this turn's main or
    attack phase (its sheet says so instead of leaving a unit that looks ready silent); None
    for an empty zone, a unit with a move, and outside those phases, where the legal actions
    are not worked out at all (a board is drawn for every line of the invasion's turn). A unit
    in the defense zone guards the ruler and never attacks; one that attacked is rested; else
    nothing can be attacked."""
    if state.winner is not None or state.phase not in ("main", "attack"):
        return [None] * 3
    actions = legal_actions(state)
    return [_idle(state, zone, actions) for zone in (LEFT, DEFENSE, RIGHT)]


def _idle(state: State, zone: int, actions: list[tuple]) -> dict | None:
    if state.zones[PLAYER][zone] == EMPTY or any(a[0] in ("move", "attack") and a[1] == zone for a in actions):
        return None
    if zone == DEFENSE:
        return {"why": "defense"}
    return {"why": "rested"} if state.zones[PLAYER][zone] in state.rested else {"why": "no_target"}


def legal_actions(state: State) -> list[tuple]:
    if state.winner is not None:
        return []
    actions = []
    mine = state.zones[PLAYER]
    theirs = state.zones[INVASION]
    if state.phase == "main":
        empty = [zone for zone in (LEFT, DEFENSE, RIGHT) if mine[zone] == EMPTY]
        for uid in _playable(state):
            actions += _card_plays(state, uid)[0]
        for zone in (LEFT, DEFENSE, RIGHT):
            uid = mine[zone]
            if uid != EMPTY and uid not in state.moved:
                actions += [("move", zone, to) for to in empty]
    targets = [zone for zone in (LEFT, DEFENSE, RIGHT) if m.can_be_attacked(state, INVASION, zone)]
    if theirs[DEFENSE] == EMPTY:
        targets.append(RULER)
    for attacker in (LEFT, RIGHT):
        uid = mine[attacker]
        if uid != EMPTY and uid not in state.rested:
            actions += [("attack", attacker, target) for target in targets]
    if not state.ruler_rested:
        actions += [("attack", RULER, target) for target in targets]
    actions.append(END)
    return actions


def _pay(state: State, uid: int) -> None:
    """A Knight pays the level in energy; an Apprentice pays nothing. The card leaves the
    hand or drive zone either way."""
    (state.hand if state.ruler.family == "knight" else state.drive).remove(uid)
    if state.ruler.family == "knight":
        state.energy -= state.defs[uid].level


def _end_main_phase(state: State) -> None:
    """Cards still in the drive zone go to the graveyard when the main phase ends."""
    state.phase = "attack"
    while state.drive:
        uid = state.drive.pop()
        state.grave[PLAYER].append(uid)
        state.note("to-grave", side=PLAYER, card=state.defs[uid].id)


def apply(state: State, action: tuple) -> None:
    kind = action[0]
    if kind == "summon":
        _, uid, zone = action
        _pay(state, uid)
        if state.ruler.family == "knight":
            state.summons_left -= 1
        m.place_unit(state, PLAYER, uid, zone)
    elif kind == "play":
        _, uid, target = action
        card = state.defs[uid]
        state.note("play", side=PLAYER, card=card.id)
        _pay(state, uid)
        effects.resolve(state, PLAYER, card.on_play, uid, target)
        state.grave[PLAYER].append(uid)
    elif kind == "set":
        _, uid, slot = action
        state.note("set", side=PLAYER, slot=slot)
        _pay(state, uid)
        state.sets[slot] = uid
    elif kind == "field":
        uid = action[1]
        state.note("field", side=PLAYER, card=state.defs[uid].id)
        _pay(state, uid)
        if state.field != EMPTY:
            state.grave[PLAYER].append(state.field)
        state.field = uid
    elif kind == "move":
        _, source, to = action
        uid = state.zones[PLAYER][source]
        state.note("move", side=PLAYER, card=state.defs[uid].id, zone=to, source=source)
        state.zones[PLAYER][source] = EMPTY
        state.zones[PLAYER][to] = uid
        state.moved.add(uid)
    elif kind == "attack":
        if state.phase == "main":
            _end_main_phase(state)
        m.attack(state, PLAYER, action[1], action[2])
    else:
        if state.phase == "main":
            _end_main_phase(state)
        state.phase = "invasion"
        invasion.play_turn(state)
        if state.winner is None:
            start_turn(state)
