"""A game played to a move that may be taken back (core/session.py, `undo`), for the unit and
the browser tests of undo alike."""

from cardtable.core.session import Session


def play_to_a_quiet_move(session: Session, most: int = 200) -> int:
    """Play the first legal action at every step until one may be taken back, which is played
    last: its index."""
    for _ in range(most):
        for index in range(len(session.legal_actions())):
            trial = session.prefix(len(session.actions))
            trial.play(index)
            if trial.undoable():
                session.play(index)
                return index
        session.play(0)
    raise AssertionError("no move of the game could be taken back")
