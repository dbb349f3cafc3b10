"""Whole games played by link, for `simulate GAME --remote`: each seat is its own RemoteSeat
that only ever receives the links the other sends, as text; bots choose the moves from what
their seat may know. The match keeps the true game beside them (set from both secrets, which
only it knows until the end) to count leaks: a link that names a card the rules had not yet
shown to its receiver. With a cheat (remote_cheats.py), the friend's phone cheats and the
report says, game by game, whether the inviter's phone caught it, at which link, and whether at
once (the link refused) or only at the end's check.
"""

from .core import registry
from .core.remote import ACT, RemoteError, RemoteSeat, decode_link
from .core.rng import Rng
from .remote_cheats import CHEATS, Cheat

CHEATER = 1             # the friend's phone cheats (an invitation's cheat is the inviter's)


def _bytes(rng: Rng, count: int) -> bytes:
    return bytes(rng.below(256) for _ in range(count))


class Match:
    """One remote game between two bots; `play()` runs it to the end and both checks.
    `refused_at`: the seq of the link the honest phone refused, if it refused one."""

    def __init__(self, game_id: str, decks: str, seed: int, bots: tuple,
                 cheat: Cheat | None = None) -> None:
        self.rules = registry.get(game_id).remote
        self.cheat = cheat or Cheat()
        self.refused_at: int | None = None
        self.refusal = ""                   # what the honest phone said when it refused
        rng = Rng(seed)
        secrets = [_bytes(rng, 16) for _ in (0, 1)]
        coins = [_bytes(rng, 16) for _ in (0, 1)]
        inviter, invitation = RemoteSeat.invite(self.rules, decks, secrets[0], coins[0],
                                                _bytes(rng, 8), self.cheat.protocol)
        self.lengths = [len(invitation.encode())]
        self.leaks = 0
        self.bots = bots
        self.finished: set[int] = set()     # the seats that sent their last link
        try:
            friend, answer = RemoteSeat.accept(self.rules, self._carry(invitation),
                                               secrets[1], coins[1])
        except RemoteError as error:
            self.cheat.cheated = True
            self.refused_at, self.refusal, self.seats = 0, error.message, (inviter,)
            return
        inviter.receive(self._carry(answer))
        self.seats = (inviter, friend)
        self.lengths.append(len(answer.encode()))
        self.truth = inviter.true_game(secrets)
        self.truth_broken = False

    @staticmethod
    def _carry(link):
        """A link goes as text: what arrives is what the text says, nothing more."""
        return decode_link(link.encode())

    def play(self) -> None:
        sender = 0
        while self.refused_at is None and len(self.finished) < 2:
            seat = self.seats[sender]
            while not seat.over() and seat.to_move() == seat.seat:
                if sender == CHEATER:
                    self.cheat.before_moving(seat)
                seat.play(self._move(sender))
            if seat.over():
                self.finished.add(sender)
            link = seat.link()
            self._count_leaks(sender, link)
            if sender == CHEATER and (altered := self.cheat.alter(seat, link)) is not link:
                link = seat.sent = altered              # its app keeps the link it sent
                seat.links[-1] = link.encode()
            text = link.encode()
            self.lengths.append(len(text))
            receiver = self.seats[1 - sender]
            try:
                receiver.receive(decode_link(text))
            except RemoteError as error:
                if not self.cheat.cheated or receiver is not self.seats[0]:
                    raise
                self.refused_at, self.refusal = link.seq, error.message
                return
            sender = 1 - sender

    def _move(self, sender: int) -> tuple:
        """The bot's move, or the cheater's own."""
        seat = self.seats[sender]
        if sender == CHEATER and (move := self.cheat.move(seat)) is not None:
            return move
        actions = self.rules.legal_actions(seat.state)
        return actions[self.bots[sender].choose(seat.state, actions)]

    def outcome(self) -> dict:
        """For the report: whether the cheat happened, and whether the honest phone (the
        inviter) caught it, at which link, at once or only at the end."""
        if self.refused_at is not None:
            return {"cheated": True, "caught": True, "link": self.refused_at, "when": "at once",
                    "why": self.refusal}
        verdict = self.seats[0].verify()
        caught = self.cheat.cheated and not verdict.verified
        return {"cheated": self.cheat.cheated, "caught": caught,
                "link": len(self.seats[0].links) - 1 if caught else None,
                "when": "at the end" if caught else None, "why": verdict.why}

    def _count_leaks(self, sender: int, link) -> None:
        """Apply the link's steps to the true game, and count every card id anywhere in the
        link that the rules had not shown: a card an action names must be face up once the
        action is done, or named by the game's log (a searched card goes to the hand, shown);
        a card shown must be face up where the link says; the opening hands shown (ゲームの準備
        ④) may be named, and the sender's hand and the rest of its deck only once the game is
        over."""
        if self.truth_broken:
            return                             # past a cheat, the true game says nothing
        allowed = 0
        for kind, what, *_proofs in link.body.get("a", []):
            try:
                if kind == ACT:
                    logged = len(self.truth.log)
                    shown = self.rules.apply_named(self.truth, sender, what, swap=False)
                    in_log = {entry.get("uid") for entry in self.truth.log[logged:]
                              if "card" in entry}
                    hidden = self.rules.hidden(self.truth, sender)
                    allowed += sum(uid not in hidden or uid in in_log for uid in shown)
                else:
                    self.rules.apply_show(self.truth, sender, what, swap=False)
                    allowed += 1
            except RemoteError:
                self.truth_broken = True       # the cheater played what it never drew
                return
        allowed += sum(len(hand) for hand in link.body.get("w", []))
        if self.truth.winner is not None:
            allowed += len(link.body.get("h", [])) + len(link.body.get("e", []))
        elif "s" in link.body:
            self.leaks += 1
        self.leaks += _card_ids(link.body, self.truth.defs) - allowed


def _card_ids(value, defs) -> int:
    """How many card ids a decoded link holds, wherever they are."""
    ids = {card.id for card in defs}
    if isinstance(value, str):
        return int(value in ids)
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return sum(_card_ids(item, defs) for item in value)
    return 0


def simulate_remote(game_id: str, bot_names: tuple[str, str], games: int, seed: int,
                    cheat: str | None = None) -> dict:
    """Play `games` remote games; bot A invites in even games and accepts in odd ones, and
    each bot plays each deck from each seat, in turn. The report: games, verified (both checks
    passed), leaks, the links' longest and 95th-percentile length in characters; with `cheat`
    (a kind of remote_cheats.CHEATS) the games in which the friend cheated (`cheats`), those in
    which the inviter's phone caught it (`caught`: `at_once`, `at_end`), and each game's
    outcome (Match.outcome)."""
    game = registry.get(game_id)
    if game.remote is None:
        raise SystemExit(f"{game_id} cannot be played by link yet")
    factories = game.bots()
    verified = leaks = 0
    lengths: list[int] = []
    outcomes = []
    for number in range(games):
        game_seed = (seed * 1_000_003 + number) & 0xFFFFFFFF
        names = bot_names if number % 2 == 0 else bot_names[::-1]
        bots = tuple(factories[name](seat, game_seed ^ (seat + 1) * 7919)
                     for seat, name in enumerate(names))
        decks = game.default_decks if number // 2 % 2 == 0 else game.default_decks[::-1]
        match = Match(game_id, decks, game_seed, bots, CHEATS[cheat]() if cheat else None)
        match.play()
        verified += len(match.seats) == 2 and all(seat.verify().verified for seat in match.seats)
        leaks += match.leaks
        lengths += match.lengths
        outcomes.append(match.outcome())
    lengths.sort()
    report = {"games": games, "verified": verified, "leaks": leaks, "max_link": lengths[-1],
              "p95_link": lengths[int(len(lengths) * 0.95)], "links": len(lengths)}
    if cheat:
        cheated = [outcome for outcome in outcomes if outcome["cheated"]]
        report.update(cheat=cheat, cheats=len(cheated),
                      caught=sum(outcome["caught"] for outcome in cheated),
                      at_once=sum(outcome["when"] == "at once" for outcome in cheated),
                      at_end=sum(outcome["when"] == "at the end" for outcome in cheated),
                      outcomes=outcomes)
    return {"game": game_id, "bots": list(bot_names), "remote": report}
