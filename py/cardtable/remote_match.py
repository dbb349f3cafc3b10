"""Whole games played by link, for `simulate GAME --remote`: each seat is its own RemoteSeat
that only ever receives the links the other sends, as text; bots choose the moves from what
their seat may know. The match keeps the true game beside them (set from both secrets, which
only it knows until the end) to count leaks: a link that names a card the rules had not yet
shown to its receiver. With `cheat`, the friend's phone moves a card of its deck to the top in
the middle of the game, and the report counts the games the inviter's check caught it in.
"""

from .core import registry
from .core.remote import ACT, RemoteError, RemoteSeat, deck_seed, decode_link
from .core.rng import Rng

CHEAT_AFTER = 20        # steps of the game before the cheater moves a card


def _bytes(rng: Rng, count: int) -> bytes:
    return bytes(rng.below(256) for _ in range(count))


class Match:
    """One remote game between two bots; `play()` runs it to the end and both checks."""

    def __init__(self, game_id: str, decks: str, seed: int, bots: tuple, cheat: bool) -> None:
        self.rules = registry.get(game_id).remote
        rng = Rng(seed)
        secrets = [_bytes(rng, 16) for _ in (0, 1)]
        coins = [_bytes(rng, 16) for _ in (0, 1)]
        inviter, invitation = RemoteSeat.invite(self.rules, decks, secrets[0], coins[0],
                                                _bytes(rng, 8))
        friend, answer = RemoteSeat.accept(self.rules, self._carry(invitation), secrets[1],
                                           coins[1])
        inviter.receive(self._carry(answer))
        self.seats = (inviter, friend)
        self.bots = bots
        self.cheat = cheat
        self.cheated = False
        self.refused = False        # a cheater's link the honest phone refused at once
        self.truth = self.rules.new_game(decks, [deck_seed(s, inviter.shared) for s in secrets],
                                         inviter.shared)
        self.truth_broken = False
        self.lengths = [len(invitation.encode()), len(answer.encode())]
        self.leaks = 0

    @staticmethod
    def _carry(link):
        """A link goes as text: what arrives is what the text says, nothing more."""
        return decode_link(link.encode())

    def play(self) -> None:
        sender = 0
        while not all("s" in seat.theirs for seat in self.seats):
            seat = self.seats[sender]
            while not seat.over() and seat.to_move() == seat.seat:
                actions = self.rules.legal_actions(seat.state)
                seat.play(actions[self.bots[sender].choose(seat.state, actions)])
            link = seat.link()
            text = link.encode()
            self.lengths.append(len(text))
            self._count_leaks(sender, link)
            receiver = self.seats[1 - sender]
            if self.cheat and not self.cheated and sender == 0 and len(receiver.steps) >= CHEAT_AFTER:
                self._move_a_card_to_the_top(receiver)
            try:
                receiver.receive(decode_link(text))
            except RemoteError:
                if not self.cheated:
                    raise
                self.refused = True
                return
            sender = 1 - sender

    def _move_a_card_to_the_top(self, seat: RemoteSeat) -> None:
        """The cheat: a card unlike the top one is taken from deep in the deck and put on top."""
        deck = seat.state.deck[seat.seat]
        defs = seat.state.defs
        for index, uid in enumerate(deck[:-1]):
            if defs[uid].id != defs[deck[-1]].id:
                deck[index], deck[-1] = deck[-1], uid
                self.cheated = True
                return

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
        for kind, what in link.body.get("a", []):
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
                    cheat: bool = False) -> dict:
    """Play `games` remote games; bot A invites in even games and accepts in odd ones, and
    each bot plays each deck from each seat, in turn. The report: games, verified (both checks passed), leaks,
    the links' longest and 95th-percentile length in characters, and with `cheat` the games in
    which the cheat was caught (`detected`) out of those in which it happened (`cheats`)."""
    game = registry.get(game_id)
    if game.remote is None:
        raise SystemExit(f"{game_id} cannot be played by link yet")
    factories = game.bots()
    verified = leaks = detected = cheats = 0
    lengths: list[int] = []
    for number in range(games):
        game_seed = (seed * 1_000_003 + number) & 0xFFFFFFFF
        names = bot_names if number % 2 == 0 else bot_names[::-1]
        bots = tuple(factories[name](seat, game_seed ^ (seat + 1) * 7919)
                     for seat, name in enumerate(names))
        decks = game.default_decks if number // 2 % 2 == 0 else game.default_decks[::-1]
        match = Match(game_id, decks, game_seed, bots, cheat)
        match.play()
        verdicts = [seat.verify() for seat in match.seats]
        verified += all(verdict.verified for verdict in verdicts)
        leaks += match.leaks
        lengths += match.lengths
        cheats += match.cheated
        detected += match.cheated and (match.refused or not verdicts[0].verified)
    lengths.sort()
    report = {"games": games, "verified": verified, "leaks": leaks, "max_link": lengths[-1],
              "p95_link": lengths[int(len(lengths) * 0.95)], "links": len(lengths)}
    if cheat:
        report.update(cheats=cheats, detected=detected)
    return {"game": game_id, "bots": list(bot_names), "remote": report}
