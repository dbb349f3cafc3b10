"""A guided first game: a fixed deal that teaches a game by playing it, with the real rules.

A guide is data (`cards/<game>/guide.json`): the game's options and seed, which deal the same
table on every machine, and the steps, each naming the player's move as the engine describes
actions (`describe`: its kind, and the card it starts from by card id, since uids are only
places in the deal) and what the page says about it in en, zh and ja. The engine decides what
is legal; the guide only picks one of the legal moves and says why. The other side plays as in
any game (the computer's bot, or Gate Ruler's invasion), so a guide is also a pinned replay:
`tests/unit/test_guides.py` plays every guide and fails when a change to the rules, the cards
or a bot leaves one of its moves without a legal action or the game elsewhere than its `end`.

A game is a guided one when it was dealt as one, with its guide's options and seed: its options
carry the flag `GUIDED`, so a save link of it, reloaded or continued from the menu, is still
guided, while a game that merely has the same level and seed is not. The guide is followed while
every move the player made matches its step, and is over once the player moves after its last
step.
"""

from .carddata import load
from .core import registry
from .core.engine import GUIDED, without_marks
from .core.session import Session

LANGS = ("en", "zh", "ja")


def guide(game_id: str) -> dict:
    """The guide of a game: {"options", "seed", "steps": [{"move", "say"}], "end": {"turn",
    "say"}}; options normalized as a game started from it has them, flagged as guided."""
    data = load(game_id, "guide")
    options = registry.get(game_id).normalize_options({**data["options"], GUIDED: 1})
    return {**data, "options": options}


def is_guided(session: Session) -> bool:
    data = guide(session.game.id)
    return (session.game.ruleset == registry.get(session.game.id).ruleset
            and session.seed == data["seed"] and without_marks(session.options) == data["options"])


def card_of(state, place) -> str | None:
    """The card id at a described place: a uid (Gate Ruler's hand card) or a place naming one."""
    uid = place.get("uid") if isinstance(place, dict) else place
    return state.defs[uid].id if type(uid) is int and uid >= 0 else None


def matches(game, state, action: tuple, move: dict) -> bool:
    """Whether `action` is the move a step names: `card` and `target_card` are the card ids
    the action starts from and lands on; every other key must equal the description's (a dict
    only in the keys the step gives)."""
    described = game.describe(state, action)
    facts = {**described, "card": card_of(state, described.get("source")),
             "target_card": card_of(state, described.get("target"))}
    return all(_within(facts.get(key), value) for key, value in move.items())


def _within(found, wanted) -> bool:
    if isinstance(wanted, dict):
        return isinstance(found, dict) and all(_within(found.get(k), v) for k, v in wanted.items())
    return found == wanted


def expected_index(game, state, legal: list, move: dict) -> int | None:
    """The index of the first legal action that is the step's move, or None."""
    return next((index for index, action in enumerate(legal)
                 if matches(game, state, action, move)), None)


def progress(session: Session, viewer: int) -> dict | None:
    """Where a guided game stands, for the page: the step to play now ({step, steps, say,
    index: its legal action's index}), or the closing words right after the last step ({done,
    say}); None for a game that is not guided, or once the player has left the script (a move
    of their own, or any move after the last step)."""
    if not is_guided(session):
        return None
    data = guide(session.game.id)
    steps = data["steps"]
    replay = Session(session.game.id, session.options, session.seed)
    step = 0
    for index in session.actions:
        if replay.game.to_move(replay.state) == viewer:
            if step == len(steps) or index != expected_index(
                    replay.game, replay.state, replay.legal_actions(), steps[step]["move"]):
                return None
            step += 1
        replay.play(index)
    if step == len(steps):
        return {"done": True, "step": step, "steps": len(steps), "say": data["end"]["say"]}
    mine = replay.game.to_move(replay.state) == viewer
    index = expected_index(replay.game, replay.state, replay.legal_actions(),
                           steps[step]["move"]) if mine else None
    return {"done": False, "step": step, "steps": len(steps), "say": steps[step]["say"],
            "index": index}
