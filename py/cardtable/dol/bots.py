"""Players for `simulate` and for the computer seat: random, greedy (one ply) and the default
planner, on the look-ahead in core/planning.py.

A DoL bot's guess deals again every card it cannot see: the opponent's hand, deck, cards being
drawn and face-down dimension cards, and its own deck. Its own face-down dimension cards it has
seen (the board shows them to their owner).

Of the ways to pay for one play the bots weigh only the suggested one (the most rests) and the
extended play: the others differ only in which resource is spent, which a one-turn look-ahead
cannot value.
"""

from ..core import planning, search
from ..core.randombot import RandomBot
from ..core.rng import Rng
from .battle import outcome, resolve
from .evaluate import evaluate
from .payment import ALTERNATIVE
from .player import END, PASS, apply, legal_actions, to_move
from .state import BATTLE, RESPOND, State


def determinize(state: State, seat: int, rng: Rng) -> State:
    guess = state.copy()
    _deal_hidden_again(guess, 1 - seat, rng)
    planning.deal_again(rng, guess.deck[seat])
    return guess


def _deal_hidden_again(guess: State, foe: int, rng: Rng) -> None:
    """The opponent's unseen cards are pooled and dealt again. Its face-down dimension cards
    take part: each face-down place gets a dealt card, which takes over the place's
    orientation (face down, and rested if the place was)."""
    dim = guess.dim[foe]
    places = [place for place, uid in enumerate(dim) if uid in guess.face_down]
    face_down = [dim[place] for place in places]
    rested = [uid in guess.rested for uid in face_down]
    guess.face_down.difference_update(face_down)
    guess.rested.difference_update(face_down)
    planning.deal_again(rng, guess.hand[foe], guess.drawing[foe], guess.deck[foe], face_down)
    for place, uid, was_rested in zip(places, face_down, rested):
        dim[place] = uid
        guess.face_down.add(uid)
        if was_rested:
            guess.rested.add(uid)


def candidates(actions: list) -> list[int]:
    """Indexes of the actions worth weighing: every action but the non-suggested payments."""
    chosen, seen = [], set()
    for index, action in enumerate(actions):
        if action[0] == "play" and action[3] != ALTERNATIVE:
            if action[:3] in seen:
                continue
            seen.add(action[:3])
        chosen.append(index)
    return chosen


def settle(state: State, seat: int) -> None:
    """When a tried action hands the move to the other seat, assume it lets a 先読み window
    pass, to see what the moment leads to."""
    if to_move(state) != seat:
        while state.phase == RESPOND and not any(state.drawing):
            apply(state, PASS)


def battle_lost_in_advance(state: State) -> bool:
    """In the battle phase, whether the battle declared now is forecast to lose. Not declaring
    it is then always less bad: a lost battle costs the difference in life and the captain,
    and the opponent's 先読み answers can only make it worse. The look-ahead alone would not
    see that when every line loses the game anyway (all its values are the same loss, and
    the first action, the battle, wins the tie), so the bots end the turn instead, in their
    play-outs too. A battle lost on power that still wins the game is no loss."""
    if state.phase != BATTLE:
        return False
    return outcome(state)["winner"] == 1 - state.active and not battle_wins_the_game(state)


def battle_wins_the_game(state: State) -> bool:
    """Whether the battle, fought now with no 先読み answer, ends the game for the declaring
    seat. The forecast (battle.outcome) stops where the battle ends, but the captain it loses
    goes on to the underworld, and its 〈leaves〉 may finish the opponent (灰燼の翼竜 deals 2):
    so the battle is fought on a copy."""
    trial = state.copy()
    resolve(trial)
    return trial.winner == state.active


def rollout_choice(rules: planning.Rules, state: State, seat: int, actions: list) -> int:
    if battle_lost_in_advance(state):
        return actions.index(END)
    return planning.greedy_choice(rules, state, seat, actions)


RULES = planning.Rules(legal_actions, apply, to_move, evaluate, determinize,
                       candidates=candidates, settle=settle, rollout_choice=rollout_choice)


class HoldsBackLostBattles:
    """A bot that ends its turn rather than declare a battle lost in advance."""

    def choose(self, state: State, actions: list) -> int:
        if battle_lost_in_advance(state):
            return actions.index(END)
        return super().choose(state, actions)


class GreedyBot(HoldsBackLostBattles, planning.GreedyBot):
    rules = RULES


class PlannerBot(HoldsBackLostBattles, planning.PlannerBot):
    """Both seats play greedily in the play-outs. Four deals at most, and fewer with many
    candidates, so that the answer stays well under a second in the browser."""

    rules = RULES
    DEALS = 4
    ROLLOUTS = 24


class SearchBot(HoldsBackLostBattles, search.SearchBot):
    rules = RULES
    SCALE = 15.0     # bench/win_chance_scale.py


# Easy's slack (core/search.py SearchBot): it plays any move its search rates within this much
# win chance of its first choice, which brings it about level with the greedy bot (README, the
# ladder).
EASY_SLACK = 0.1

BOTS = {"random": RandomBot, "greedy": GreedyBot, "default": PlannerBot,
        **search.levels(SearchBot, {"easy": 16, "normal": 40, "hard": 100},
                         slack={"easy": EASY_SLACK})}
