"""The friend's last link taken again, whole: a proof that came late.

A phone shows its secret, hand and deck (the proof the end's check needs) in its last link. A
cheater that won may send that link with its proof left out: its moves are taken, and the result
stays unverified (remote_table.py). Should the same link come again whole, the links' order
refuses it ("already on your board"), since its place in the game is taken. `ProofSeat` takes
it: the link must be the very one taken, plus the proof, and the secret must be the one
committed to at the start. The page's record keeps that link beside the others ("proof"), so
the check is made again whenever the game is restored.

(This is the page's seat, not the core's: core/remote.py stays as every phone shares it.)
"""

from .core.remote import Link, RemoteError, RemoteSeat, commitment

PROOF = ("s", "h", "e")      # the last link's secret, hand and deck


class ProofSeat(RemoteSeat):
    """A RemoteSeat that also takes its friend's last link again with the proof it lacked."""

    proof: str | None = None     # that link, whole, once taken

    def take_proof(self, link: Link) -> bool:
        """Take `link` when it is the friend's last link, already taken without its proof, now
        whole: True, the proof is in (RemoteError when its secret breaks the commitment). False
        for any other link, to be taken as links are."""
        last = self.received
        if (not self.over() or "s" in self.theirs or last is None or "s" not in link.body
                or (link.game_id, link.seq, link.answers) != (last.game_id, last.seq, last.answers)
                or {key: value for key, value in link.body.items() if key not in PROOF}
                != last.body):
            return False
        secret = link.body["s"]
        if not isinstance(secret, bytes) or commitment(secret) != self.theirs["c"]:
            raise RemoteError("illegal", "Your friend's secret is not the one they promised at "
                                         "the start.")
        self.theirs.update(s=secret, h=link.body.get("h", []), e=link.body.get("e"))
        self.proof = link.encode()
        return True

    def record(self) -> dict:
        return {**super().record(), "proof": self.proof}
