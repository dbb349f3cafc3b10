"""Card effects: small named functions, and the words that describe them.

A card's data names its effects ({"do": "damage", "amount": 2}); `resolve` looks each name up
in EFFECTS and runs it for the seat that owns the card. `source` is the card whose effect it
is; `target` is the character the player chose when playing it (or NOBODY). A target that has
left the field by the time the effect resolves is simply missed. Where an effect picks a card
by itself, its text says how.
"""

from . import mechanics as m
from .cards import CARDS, CHARACTER
from .state import NOBODY, State


def _enemy(state: State, seat: int, target: int) -> bool:
    return target in state.chars[1 - seat]


def damage(state: State, seat: int, source: int, target: int, amount: int) -> None:
    m.lose_life(state, 1 - seat, amount, "effect")


def heal(state: State, seat: int, source: int, target: int, amount: int) -> None:
    m.gain_life(state, seat, amount)


def draw(state: State, seat: int, source: int, target: int, amount: int) -> None:
    m.draw(state, seat, amount)


def ramp(state: State, seat: int, source: int, target: int, amount: int) -> None:
    """Not a draw: the cards go straight from the deck, unseen, and an empty deck is no loss."""
    deck = state.deck[seat]
    for _ in range(min(amount, len(deck))):
        m.put_in_dimension(state, seat, deck.pop())
    state.note("ramp", seat=seat, count=amount)


def destroy(state: State, seat: int, source: int, target: int, max_cost: int = 99) -> None:
    if _enemy(state, seat, target) and state.defs[target].cost <= max_cost:
        m.to_underworld(state, 1 - seat, target, "destroyed")


def seal_target(state: State, seat: int, source: int, target: int) -> None:
    if _enemy(state, seat, target):
        m.seal(state, 1 - seat, target, "sealed")


def seal_all_enemies(state: State, seat: int, source: int, target: int) -> None:
    for uid in state.chars[1 - seat][:]:
        m.seal(state, 1 - seat, uid, "sealed")


def seal_underworld(state: State, seat: int, source: int, target: int, amount: int) -> None:
    """The most recent cards of the opponent's underworld first."""
    underworld = state.underworld[1 - seat]
    for _ in range(min(amount, len(underworld))):
        uid = underworld.pop()
        state.sealed[1 - seat].append(uid)
        state.note("seal", seat=1 - seat, uid=uid, card=state.defs[uid].id)


def revive(state: State, seat: int, source: int, target: int) -> None:
    """The costliest character in your underworld (the most recent of equals) comes back to the
    field rested. It is put there, not summoned, so 〈ally_summoned〉 does not fire."""
    chars = [uid for uid in state.underworld[seat] if state.defs[uid].cls == CHARACTER]
    if not chars:
        return
    uid = max(reversed(chars), key=lambda u: state.defs[u].cost)
    state.underworld[seat].remove(uid)
    state.chars[seat].append(uid)
    state.rested.add(uid)
    state.note("revive", seat=seat, uid=uid, card=state.defs[uid].id)


def _boost(state: State, uid: int, atk: int, spd: int) -> None:
    old = state.boost.get(uid, (0, 0))
    state.boost[uid] = (old[0] + atk, old[1] + spd)


def captain_boost(state: State, seat: int, source: int, target: int, amount: int) -> None:
    captain = state.captain[seat]
    if captain != NOBODY:
        _boost(state, captain, 0, amount)
        state.note("boost", seat=seat, uid=captain, card=state.defs[captain].id, spd=amount)


def shield_turn(state: State, seat: int, source: int, target: int) -> None:
    state.shielded.add(seat)
    state.note("shield", seat=seat)


def rest_target(state: State, seat: int, source: int, target: int) -> None:
    if _enemy(state, seat, target):
        state.rested.add(target)
        state.note("rest", seat=1 - seat, uid=target, card=state.defs[target].id)


def bounce(state: State, seat: int, source: int, target: int) -> None:
    if _enemy(state, seat, target):
        m.leave_field(state, 1 - seat, target, state.hand[1 - seat], "returned")


def search_name(state: State, seat: int, source: int, target: int, name: str) -> None:
    """The first card from the top of your deck that bears the name, by its own name or by a
    constant alias; then the deck is shuffled."""
    deck = state.deck[seat]
    for uid in reversed(deck):
        if state.defs[uid].named(name):
            deck.remove(uid)
            state.hand[seat].append(uid)
            state.note("search", seat=seat, uid=uid, card=state.defs[uid].id)
            break
    state.rng.shuffle(deck)


def raze(state: State, seat: int, source: int, target: int) -> None:
    """The opponent's fortress, if it has one, goes to the underworld."""
    if state.fortress[1 - seat] != NOBODY:
        m.to_underworld(state, 1 - seat, state.fortress[1 - seat], "razed")


def wipe(state: State, seat: int, source: int, target: int) -> None:
    """Every character on the field goes to the underworld, the opponent's first."""
    for side in (1 - seat, seat):
        for uid in state.chars[side][:]:
            if uid in state.chars[side]:
                m.to_underworld(state, side, uid, "destroyed")


EFFECTS = {fn.__name__: fn for fn in (
    damage, heal, draw, ramp, destroy, seal_target, seal_all_enemies, seal_underworld, revive,
    captain_boost, shield_turn, rest_target, bounce, search_name, raze, wipe)}


def parameters(effect: dict) -> dict:
    """An effect's own numbers and names, without the keys that say what, when and at what
    cost."""
    return {k: v for k, v in effect.items() if k not in ("do", "on", "cost")}


def resolve(state: State, seat: int, effects: tuple, source: int, target: int) -> None:
    for effect in effects:
        if state.winner is not None:
            return
        EFFECTS[effect["do"]](state, seat, source, target, **parameters(effect))


TEXT = {
    "damage": {"ja": "相手に{amount}ダメージ。", "zh": "对对手造成{amount}点伤害。",
               "en": "Deal {amount} damage to your opponent."},
    "heal": {"ja": "自分のライフを{amount}回復。", "zh": "你回复{amount}点生命。",
             "en": "Gain {amount} life."},
    "draw": {"ja": "{amount}枚ドローする。", "zh": "抽{amount}张牌（各自放入手牌或次元）。",
             "en": "Draw {amount} (each card to your hand or your dimension zone)."},
    "ramp": {"ja": "デッキの上から{amount}枚を裏向きで次元に置く。",
             "zh": "将卡组顶{amount}张牌背面朝上放入次元区。",
             "en": "Put the top {top} of your deck face down into your dimension zone."},
    "destroy": {"ja": "次元{max_cost}以下の相手のキャラ1枚を冥界へ送る。",
                "zh": "将对手1张次元值{max_cost}以下的角色送入冥界。",
                "en": "Send an enemy character with dimension value {max_cost} or less to the "
                      "underworld."},
    "seal_target": {"ja": "相手のキャラ1枚を封印する。", "zh": "封印对手的1张角色。",
                    "en": "Seal an enemy character."},
    "seal_all_enemies": {"ja": "相手のキャラをすべて封印する。", "zh": "封印对手的所有角色。",
                         "en": "Seal every enemy character."},
    "seal_underworld": {"ja": "相手の冥界の上から{amount}枚を封印する。",
                        "zh": "封印对手冥界最上面的{amount}张牌。",
                        "en": "Seal the top {top} of your opponent's underworld."},
    "revive": {"ja": "自分の冥界で次元の値が最も大きいキャラ1枚を、場にレスト状態で出す。",
               "zh": "将你冥界中次元值最高的1张角色以横置状态放到场上。",
               "en": "Put the character with the highest dimension value from your underworld "
                     "onto your field, rested."},
    "captain_boost": {"ja": "このターン、自分の隊長のSPD+{amount}。",
                      "zh": "本回合你的队长SPD+{amount}。",
                      "en": "Your captain gets +{amount} SPD this turn."},
    "shield_turn": {"ja": "このターン、自分が受けるバトルのダメージは0になる。",
                    "zh": "本回合你受到的战斗伤害变为0。",
                    "en": "You take no battle damage this turn."},
    "rest_target": {"ja": "相手のキャラ1枚をレスト状態にする。", "zh": "将对手的1张角色横置。",
                    "en": "Rest an enemy character."},
    "bounce": {"ja": "相手のキャラ1枚を持ち主の手札に戻す。", "zh": "将对手的1张角色返回其手牌。",
               "en": "Return an enemy character to its owner's hand."},
    "search_name": {"ja": "デッキから「{name}」1枚を手札に加え、デッキをシャッフルする。",
                    "zh": "从卡组将1张「{name}」加入手牌，然后洗切卡组。",
                    "en": "Put a card named {name} from your deck into your hand, then shuffle."},
    "raze": {"ja": "相手の要塞を冥界へ送る。", "zh": "将对手的要塞送入冥界。",
             "en": "Send your opponent's fortress to the underworld."},
    "wipe": {"ja": "場のキャラをすべて冥界へ送る。", "zh": "将场上所有角色送入冥界。",
             "en": "Send every character on the field to the underworld."},
}


def describe(effect: dict, lang: str) -> str:
    params = parameters(effect)
    if "amount" in params:   # English counts cards from the top: "the top card", "the top 3 cards"
        params["top"] = "card" if params["amount"] == 1 else f"{params['amount']} cards"
    if "name" in params:
        params["name"] = CARDS[params["name"]].name[lang]
    return TEXT[effect["do"]][lang].format(**params)


def _check_card_data() -> None:
    """Every effect a card names must exist and have words, so bad data fails at import."""
    for card in CARDS.values():
        named = list(card.on_play) + list(card.triggered)
        if card.activated:
            named.append(card.activated)
        for effect in named:
            if effect["do"] not in EFFECTS or effect["do"] not in TEXT:
                raise ValueError(f"{card.id}: unknown effect {effect['do']!r}")


_check_card_data()


def fits(state: State, card, target: int) -> bool:
    """Whether a character is a target the card's effect can use: a destroy's dimension limit,
    an upright character to rest. Any character fits the others."""
    for effect in card.on_play:
        if effect["do"] == "destroy" and state.defs[target].cost > effect.get("max_cost", 99):
            return False
        if effect["do"] == "rest_target" and target in state.rested:
            return False
    return True
