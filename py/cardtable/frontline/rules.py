"""The open points the rulebook leaves, and how this engine settles each.

The rules page shows these (web/content/frontline.json holds the same strings, checked by a
test); the engine's docstrings name a decision by its id where it shapes the code.
"""

DECISIONS = (
    {"id": "no-first-draw",
     "en": "The first player does not draw on the game's first turn. The second player draws "
           "on its first turn as usual.",
     "zh": "先攻玩家在游戏的第一个回合不抽牌。后攻玩家在自己的第一个回合照常抽牌。",
     "ja": "先攻プレイヤーは最初のターンにカードを引きません。後攻プレイヤーは最初のターンも通常どおり引きます。"},
    {"id": "free-order",
     "en": "Before the attack, deploying warriors, sending them to the wasteland, equipping "
           "gear and using phenomena may be done in any order, mixed freely. Declaring the "
           "attack, or ending the turn, closes them.",
     "zh": "在攻击之前，出击战士、将战士送入荒野、装备装备卡和使用现象卡可以按任意顺序自由穿插进行。宣言攻击或结束回合后就不能再进行。",
     "ja": "アタックの前なら、戦士の出撃、荒野へ流すこと、ギアの装備、現象の使用を好きな順で混ぜて行えます。アタックを宣言するか、ターンを終えると、それ以上は行えません。"},
    {"id": "skill-used",
     "en": "A warrior \"used a skill this turn\" when its deploy, turn-start or activated skill "
           "acted this turn. Such a warrior cannot be sent to the wasteland until your next "
           "turn.",
     "zh": "战士的出击时、回合开始时或启动技能在本回合发动过，即视为“本回合使用过技能”。这样的战士在你的下个回合之前不能被送入荒野。",
     "ja": "出撃時・ターン開始時・起動のスキルがこのターンに働いた戦士は「スキルを使用した戦士」です。次の自分のターンまで荒野へ流せません。"},
    {"id": "fresh-attack",
     "en": "Warriors deployed this turn attack with the others.",
     "zh": "本回合出击的战士也会参与攻击。",
     "ja": "このターンに出撃した戦士もアタックに加わります。"},
    {"id": "may-pass",
     "en": "You may end your turn without attacking.",
     "zh": "你可以不攻击而结束回合。",
     "ja": "アタックせずにターンを終えることができます。"},
    {"id": "lockon-target",
     "en": "A ロックオン (lock-on) warrior's target is chosen when the attack is declared: an "
           "enemy warrior, or the city/HQ as usual. Nobody can guard an attack aimed at a "
           "warrior. The target is not guarding, so its guard skills do not act and it may "
           "still guard another attack. If the target has left the frontline before the "
           "attack hits, the attack is lost.",
     "zh": "拥有“锁定”的战士在宣言攻击时选择目标：1名敌方战士，或照常攻击都市/本部。指定战士的攻击不能被防御。被指定的战士不算防御，其防御时技能不会发动，并且仍可防御其他攻击。若攻击命中前目标已离开前线，该次攻击作废。",
     "ja": "ロックオンを持つ戦士は、アタック宣言時に対象を選びます（相手の戦士1体、または通常どおり都市・本部）。戦士を狙ったアタックはガードできません。狙われた戦士はガードしたものとして扱われないので、ガード時のスキルは働かず、別のアタックをガードすることもできます。命中する前に対象がフロントラインを離れていたら、そのアタックは失われます。"},
    {"id": "one-guard",
     "en": "Each warrior guards at most one attack. The defender chooses a guard (or none) for "
           "each attack in turn, in the attackers' frontline order, after the lock-on targets "
           "are known.",
     "zh": "每名战士最多防御1次攻击。防御方在锁定目标确定后，按进攻战士在前线上的顺序，逐一为每次攻击选择防御者（或不防御）。",
     "ja": "戦士1体がガードできるアタックは1つまでです。ロックオンの対象が決まった後、守る側はアタックする戦士のフロントライン順に、アタックごとにガードする戦士（またはガードしない）を選びます。"},
    {"id": "resolution-order",
     "en": "The attacks then hit one by one, in frontline order: the attacker's attack skills, "
           "then the guard's guard skills, then the damage. An attack whose guard has already "
           "left the frontline hits the city or HQ; an attacker sent to the wasteland before "
           "it hits deals nothing.",
     "zh": "之后各次攻击按前线顺序逐一结算：先发动进攻战士的攻击时技能，再发动防御战士的防御时技能，然后造成伤害。若防御者已离开前线，该攻击改为命中都市或本部；在命中前被送入荒野的进攻战士不造成伤害。",
     "ja": "その後、アタックはフロントライン順に1つずつ処理します。アタックした戦士のアタック時スキル、ガードした戦士のガード時スキル、ダメージの順です。ガードする戦士がすでにいなければ都市か本部に当たり、命中前に荒野へ流れた戦士はダメージを与えません。"},
    {"id": "no-hit-back",
     "en": "A guard does not hit back: it only takes the attacker's power as damage, unless a "
           "skill or gear says otherwise.",
     "zh": "防御的战士不会反击：它只承受进攻战士力量的伤害，除非技能或装备另有说明。",
     "ja": "ガードした戦士は反撃しません。スキルやギアに書かれていない限り、アタックした戦士のパワー分のダメージを受けるだけです。"},
    {"id": "damage-stays",
     "en": "Damage on a warrior stays from turn to turn, until it is healed or the warrior "
           "leaves the frontline.",
     "zh": "战士受到的伤害会跨回合保留，直到被治疗或该战士离开前线。",
     "ja": "戦士が受けたダメージはターンをまたいで残ります。回復するか、フロントラインを離れるまで消えません。"},
    {"id": "no-carry",
     "en": "Damage beyond what breaks the city is lost: it does not carry on to the HQ. The "
           "attacks still to come in the same turn hit the HQ. ブレイクスルー (breakthrough) "
           "damage follows the same rule.",
     "zh": "超出都市剩余HP的伤害会作废，不会转移到本部。同一回合中之后的攻击将命中本部。“突破”的溢出伤害也遵循此规则。",
     "ja": "都市を壊して余ったダメージは失われ、本部には届きません。同じターンのそれ以降のアタックは本部に当たります。ブレイクスルーで届くダメージも同じです。"},
    {"id": "gear-breaks",
     "en": "A gear goes to the wasteland (broken) when its warrior leaves the frontline.",
     "zh": "战士离开前线时，其装备卡随之损坏并进入荒野。",
     "ja": "戦士がフロントラインを離れると、そのギアは壊れて荒野へ流れます。"},
    {"id": "ongoing",
     "en": "A phenomenon whose effect lasts into the opponent's turn stays in play, face up, "
           "and goes to the wasteland at the start of its owner's next turn.",
     "zh": "效果持续到对手回合的现象卡会表向留在场上，并在其主人的下个回合开始时进入荒野。",
     "ja": "相手のターンまで続く現象はフロントラインに表向きで残し、持ち主の次のターン開始時に荒野へ流します。"},
    {"id": "turn-start-order",
     "en": "At the start of a turn: your ongoing phenomena end, you draw, then your warriors' "
           "turn-start skills act in frontline order.",
     "zh": "回合开始时：你的持续现象结束，你抽牌，然后你的战士按前线顺序发动回合开始时技能。",
     "ja": "ターン開始時は、自分の継続中の現象が終わり、カードを引き、その後フロントライン順に戦士のターン開始時スキルが働きます。"},
    {"id": "auto-pick",
     "en": "A skill that picks a warrior by itself takes the one with the fewest (or most) HP "
           "left, as its text says; the first on the frontline breaks a tie.",
     "zh": "自动选择战士的技能按其文字选择剩余HP最少（或最多）的战士；同值时选择前线上靠前的。",
     "ja": "戦士を自動で選ぶスキルは、テキストのとおり残りHPが最も少ない（または多い）戦士を選びます。同じ場合はフロントラインの先頭側です。"},
    {"id": "city-broken",
     "en": "A broken city stays where it is, but its effect stops; from then on you may deploy "
           "a Super Alpha.",
     "zh": "被破坏的都市留在原处，但其效果停止；此后你可以出击超级阿尔法战士。",
     "ja": "壊れた都市はその場に残りますが、効果は失われます。以後、スーパーアルファを出撃できます。"},
    {"id": "empty-deck",
     "en": "A player whose deck reaches 0 cards loses at once. It is checked right after any "
           "draw and any card leaving a deck, so drawing your last card loses the game.",
     "zh": "牌组剩余0张的玩家立即失败。每次抽牌或牌离开牌组后立即检查，所以抽到最后一张牌即告失败。",
     "ja": "デッキの残りが0枚になったプレイヤーはただちに敗北します。カードを引いた直後、デッキからカードが離れた直後に確かめるので、最後の1枚を引くと敗北です。"},
    {"id": "both-lose",
     "en": "If both players lose at the same moment (an effect that makes each player draw can "
           "empty both decks), the game is a draw.",
     "zh": "若双方在同一时刻失败（让双方抽牌的效果可能同时抽空两副牌组），游戏平局。",
     "ja": "両プレイヤーが同時に敗北した場合（各プレイヤーが引く効果で両方のデッキが尽きたときなど）、引き分けです。"},
    {"id": "opening-redraw",
     "en": "An opening hand without a warrior is shown, shuffled back and redrawn as often as "
           "needed, so a deck must hold at least one warrior.",
     "zh": "没有战士的起手牌会被公开、洗回并重抽，直到有战士为止，因此牌组中至少要有1名战士。",
     "ja": "戦士のいない手札は公開してデッキに戻し、シャッフルして引き直します。戦士が来るまで繰り返すので、デッキには戦士が1枚以上必要です。"},
)
