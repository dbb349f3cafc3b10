"""The one door between the page and the engines: JSON requests in, JSON answers out.

The Web Worker calls `handle` with a request such as {"op": "act", "index": 3}. Every answer is
either a snapshot of the game in progress or {"ok": false, "error": {...}}; a request that fails
never replaces the game in progress, so a bad link cannot cost the player their game.
"""

import json

from . import coach, guides, remote_table
from .core import registry
from .core.codec import (
    CHALLENGE,
    DECK,
    MAX_TEXT,
    REPLAY,
    RESULT,
    SAVE,
    DeckLink,
    Save,
    SaveError,
    decode,
    encode,
)
from .core.daily import daily_challenge
from .core.decks import decode_deck, encode_deck, own_counts
from .core.engine import HINTS, UNDONE, without_marks
from .core.protocol import CardTableError
from .core.session import RESIGN, Session
from .simulate import simulate
from .table import Table

TABLE = Table()


def _games() -> dict:
    return {"ok": True, "games": [
        {"id": game.id, "code": game.code, "ruleset": game.ruleset, "seats": game.seats}
        for game in registry.all_games().values()]}


def _cards(request: dict) -> dict:
    game = registry.get(request.get("game", ""))
    return {"ok": True, **game.catalog()}


def _seed(request: dict) -> int:
    seed = request.get("seed", 0)
    if type(seed) is not int or not 0 <= seed < 2**32:
        raise SaveError("bad-seed", "The seed must be a whole number from 0 to 4294967295.")
    return seed


def _new(request: dict) -> dict:
    return TABLE.new(request.get("game", ""), request.get("options") or {}, _seed(request))


def _guide(request: dict) -> dict:
    """A game's guided first game: its guide's deal, which every snapshot then guides."""
    game_id = registry.get(request.get("game", "")).id
    data = guides.guide(game_id)
    return TABLE.new(game_id, data["options"], data["seed"])


def _open(request: dict) -> dict:
    """Open any link. A deck link only describes its deck; a replay is watched from its first
    step; a result link starts the sender's challenge afresh with their outcome beside it.
    A remote link (remote_table.py) is only peeked at: the page knows which stored game it is for.
    Whatever fails here leaves the game in progress untouched."""
    link = remote_table.open_or_peek(request.get("fragment", ""), decode)
    if isinstance(link, dict):
        return link                   # a remote link: the page routes it to its stored game
    if isinstance(link, DeckLink):
        return {"ok": True, "link": DECK, "deck": deck_answer(link)}
    if link.kind == CHALLENGE:        # a new game: dealt while the table watches, like "new"
        game_id = registry.by_code(link.game).id
        return {**TABLE.new(game_id, link.options, link.seed, link.ruleset), "link": CHALLENGE}
    session = Session.from_save(link)
    if link.kind == REPLAY:
        return {**TABLE.watch(session, 0), "link": REPLAY}
    if link.kind == RESULT:
        if session.game.result(session.state) is None:
            raise SaveError("unfinished", "This result link holds a game that is not over.")
        rival = {**session.summary(), "length": session.game.length(session.state),
                 "score": session.game.score(session.state),
                 "seat": TABLE.viewer(session), "moves": len(session.actions),
                 "replay": session.link(REPLAY), "hints": HINTS in session.options,
                 "undone": UNDONE in session.options, "resigned": session.resigned}
        fresh = TABLE.new(session.game.id, without_marks(session.options), session.seed,
                          session.game.ruleset, rival)
        return {**fresh, "link": RESULT}
    return {**TABLE.start(session), "link": link.kind}


def _resume(request: dict) -> dict:
    """Put the page's game back into a worker that lost it: a new worker after the last one
    died, or one an engine error may have left elsewhere. The fragment is the game's save as
    the page shows it; a result link's rival goes back beside it."""
    link = decode(request.get("fragment", ""))
    if isinstance(link, DeckLink) or link.kind not in (SAVE, CHALLENGE):
        raise CardTableError("bad-request", "Only a game in progress can be resumed.")
    rival = request.get("rival")
    return TABLE.start(Session.from_save(link), rival if isinstance(rival, dict) else None)


def _replay_step(request: dict) -> tuple[Session, int]:
    """The open replay and the step a request names, or the error that says why not."""
    if TABLE.replay is None:
        raise CardTableError("no-replay", "No replay is open.")
    position = request.get("position")
    if type(position) is not int or not 0 <= position <= len(TABLE.replay.actions):
        raise CardTableError("bad-request", "That step is not in the replay.")
    return TABLE.replay, position


def _seek(request: dict) -> dict:
    return TABLE.watch(*_replay_step(request))


def _branch(request: dict) -> dict:
    """Play on from a replay's step: the game so far becomes the game in progress."""
    replay, position = _replay_step(request)
    return TABLE.start(replay.prefix(position))


def _daily(request: dict) -> dict:
    game = registry.get(request.get("game", ""))
    options, seed = daily_challenge(game, request.get("date"))
    return TABLE.new(game.id, options, seed)


def _act(request: dict) -> dict:
    if TABLE.session is None:
        raise CardTableError("no-game", "No game is in progress.")
    index = request.get("index")
    if type(index) is not int:
        raise CardTableError("illegal-action", "A move must be a number.")
    return TABLE.play(index)


def _playing() -> Table:
    """The table, when its game is in progress, or the error that says why not."""
    session = TABLE.session
    if session is None or session.game.result(session.state) is not None:
        raise CardTableError("no-game", "No game is in progress.")
    return TABLE


def _resign(request: dict) -> dict:
    """The player to move gives the game up: recorded as a move (session.RESIGN), so the
    game's links, replay and result say so."""
    return _playing().resign()


def _undo(request: dict) -> dict:
    """The player's last move taken back, when the snapshot offered it ("undo")."""
    if not _playing().session.undoable():
        raise CardTableError("no-undo", "That move cannot be taken back.")
    return TABLE.undo()


def _hint(request: dict) -> dict:
    """What the computer would play for the seat to move, when that seat is the one the page
    shows (in pass-and-play each player asks for their own seat only). The answer is the
    game's snapshot, whose options now mark that hints were used, with the hint beside it."""
    session = _playing().session
    if session.game.to_move(session.state) != TABLE.viewer():
        raise CardTableError("not-your-turn", "A hint is for your own move only.")
    advice = coach.hint(session)
    return {**TABLE.snapshot(), "hint": advice}


def _reviewed() -> Session:
    """The game a review looks at: the replay open, else the game in progress once over."""
    session = TABLE.replay or TABLE.session
    if session is None or session.game.result(session.state) is None:
        raise CardTableError("no-game", "Only a finished game or a replay can be reviewed.")
    return session


def _review_plan(request: dict) -> dict:
    """The positions a review will judge: every decision the people at the table took."""
    session = _reviewed()
    return {"ok": True, "positions": coach.decisions(session, TABLE.players(session))}


def _review_step(request: dict) -> dict:
    """One decision judged (coach.judge). The page asks for one position at a time, so it can
    show progress and stop between them."""
    session = _reviewed()
    position = request.get("position")
    if (type(position) is not int or not 0 <= position < len(session.actions)
            or session.actions[position] == RESIGN):
        raise CardTableError("bad-request", "That step is not a move of the game.")
    return {"ok": True, **coach.judge(session, position)}


def _replay(request: dict) -> dict:
    return {"ok": True, **Session.from_save(decode(request.get("fragment", ""))).summary()}


def _later(request: dict) -> dict:
    """Which of the saves the page keeps is this save link's game played further (its moves
    start with the link's): a save link of a game that went on since, in another tab, then
    continues that game instead of starting a copy of its past. Answers that save's index in the
    list, or -1; a save that cannot be read matches nothing."""
    link = decode(request.get("fragment", ""))
    saves = request.get("saves")
    if not isinstance(saves, list):
        raise CardTableError("bad-request", "saves must be a list of links.")
    matches = (index for index, save in enumerate(saves) if _goes_on(link, save))
    return {"ok": True, "index": next(matches, -1)}


def _start(save: Save) -> tuple:
    """What makes a game the same game: what it is, its rules version, options and seed. The
    marks are left out: they are set in the middle of a game, which stays the same game."""
    return save.game, save.ruleset, without_marks(save.options), save.seed


def _goes_on(link: Save | DeckLink, fragment) -> bool:
    """Whether the save link `fragment` is the save link `link`'s game with more moves."""
    try:
        later = decode(fragment)
    except SaveError:
        return False
    saves = [save for save in (link, later) if isinstance(save, Save) and save.kind == SAVE]
    return (len(saves) == 2 and _start(link) == _start(later)
            and len(later.actions) > len(link.actions)
            and later.actions[:len(link.actions)] == link.actions)


def deck_answer(link: DeckLink) -> dict:
    """A shared deck, decoded and checked against this release's rules, with the player's own
    cards it carries (each as the page shows a card)."""
    game = registry.by_code(link.game)
    rules = game.deck_rules(link.own)
    cards = decode_deck(link.code, rules) | own_counts(rules, link.counts)
    return {"game": game.id, "variant": link.variant, "name": link.name, "cards": cards,
            "own": link.own, "own_cards": [game.own_card(entry) for entry in link.own],
            **deck_check(game, rules, cards, link.variant, link.name, link.own)}


def deck_check(game, rules, cards: dict, variant: str, name: str, own: list = ()) -> dict:
    """The engine's verdict on a deck, and for a legal one the code and counts a game's options
    and a deck link carry: `own` are the player's own cards the deck holds, named in `cards` by
    the ids rules.own gives them."""
    problems = rules.problems(cards, variant)
    built_in = {card: count for card, count in cards.items() if card not in rules.own}
    coded = not problems or all(card in rules.pool and 0 <= count <= rules.most
                                for card, count in built_in.items())
    code = encode_deck(built_in, rules) if coded else None
    counts = [cards.get(card, 0) for card in rules.own]
    return {
        "problems": [problem.as_dict() for problem in problems],
        "legal": not problems,
        "code": code,
        "own_counts": counts,
        "link": None if code is None else encode(DeckLink(game.code, game.ruleset, variant,
                                                          code, name, list(own), counts)),
    }


def _deck_pool(request: dict) -> dict:
    game = registry.get(request.get("game", ""))
    rules = game.deck_rules()
    return {"ok": True, "game": game.id, "pool": list(rules.pool), "most": rules.most,
            "variants": list(rules.variants), "ready": rules.ready()}


def _deck_check(request: dict) -> dict:
    game = registry.get(request.get("game", ""))
    cards, variant = request.get("cards"), request.get("variant", "")
    name = request.get("name", "")
    if not isinstance(cards, dict) or not all(
            isinstance(k, str) and type(v) is int for k, v in cards.items()):
        raise CardTableError("bad-request", "A deck must map card ids to counts.")
    if type(variant) is not str or type(name) is not str or len(name) > 40 or len(
            name.encode()) > MAX_TEXT:  # a longer name would make a link that cannot be read
        raise CardTableError("bad-request", "A deck's kind and name must be short text.")
    own = request.get("own") or []
    return {"ok": True, **deck_check(game, game.deck_rules(own), cards, variant, name, own)}


def _own_card(request: dict) -> dict:
    """A player's own card as entered in the editor, checked, with its text in the three
    languages for the preview; or the reason it is not a card."""
    game = registry.get(request.get("game", ""))
    return {"ok": True, "card": game.own_card(request.get("entry"))}


def _speed(request: dict) -> dict:
    """Bot games run inside the page (random against random unless "bots" names others), so
    benchmarks can compare Pyodide with CPython, in actions and in bot thinking time."""
    games = request.get("games", 20)
    if type(games) is not int or not 0 < games <= 1000:
        raise CardTableError("bad-request", "games must be from 1 to 1000.")
    game = registry.get(request.get("game", ""))
    bots = request.get("bots", ["random", "random"])
    if not isinstance(bots, list) or len(bots) != 2 or not set(bots) <= set(game.bots()):
        raise CardTableError("bad-request", f"bots must be two of {sorted(game.bots())}.")
    report = simulate(game.id, {}, tuple(bots), games, request.get("seed", 1))
    return {"ok": True, **report}


OPS = {"games": lambda request: _games(), "cards": _cards, "new": _new, "open": _open,
       "act": _act, "resume": _resume, "replay": _replay, "speed": _speed, "seek": _seek,
       "branch": _branch, "daily": _daily, "guide": _guide, "later": _later, "deck_pool": _deck_pool,
       "deck_check": _deck_check, "hint": _hint, "review_plan": _review_plan,
       "review_step": _review_step, "resign": _resign, "undo": _undo, "own_card": _own_card,
       **remote_table.OPS}


def handle(request_json: str) -> str:
    try:
        request = json.loads(request_json)
        op = OPS.get(request.get("op")) if isinstance(request, dict) else None
        if op is None:
            raise CardTableError("bad-request", "The page asked for something unknown.")
        answer = op(request)
    except CardTableError as error:
        answer = {"ok": False, "error": error.as_dict()}
    except json.JSONDecodeError:
        answer = {"ok": False, "error": {"code": "bad-request", "message": "Not JSON."}}
    return json.dumps(answer, ensure_ascii=False)
