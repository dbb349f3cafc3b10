"""What the engine does beyond the rulebook, in two lists that must not be mixed up.

DEPARTURES: where the engine does something other than what the rulebook says, each with the
measured reason for it. DECISIONS: the open points the rulebook leaves (gaps), and how this
engine settles each. The rules page shows both under their own headings (web/content/
frontline.json holds the same strings, checked by a test); the engine's docstrings name a
departure or a decision by its id where it shapes the code, and tests/unit/
test_frontline_rules.py pins each id with a scenario test.

The departures' figures are games between the default bots, read from `by_seat` and `by_deck`
of `.venv/bin/cardtable simulate frontline --games 100 --seed S`, summed over S = 101 to 110 for
the engine as it is; for the rulebook's literal rule, the same command on a copy of the engine
with that one rule put back (the first player's draw: seed 101, 100 games, and seed 202, 50
games; the strict order of ② to ④: seed 201, 50 games).
"""

DEPARTURES = (
    {"id": "no-first-draw",
     "en": "The rulebook starts every turn with a draw (step ① of its turn order). Here the first "
           "player skips the draw of the game's first turn; the second player draws as usual. "
           "Why: over 150 games between the computer players, the first player won "
           "68 % with the draw; without it, 49 % of 1,000.",
     "zh": "规则书规定每个回合都从抽牌开始（回合流程的第①步）。本作中先攻玩家在游戏的第一个"
           "回合不抽牌，后攻玩家照常抽牌。原因：在电脑玩家之间的150局对战中，先攻玩家照抽时"
           "胜率为68%；不抽时，1,000局中胜率为49%。",
     "ja": "ルールブックでは毎ターンがドローから始まります（ゲームの流れ ① ドロー）。本作では先攻"
           "プレイヤーは最初のターンだけ引かず、後攻プレイヤーは通常どおり引きます。理由：コン"
           "ピューター同士の150戦で、先攻が引く場合の先攻の勝率は68%、引かない場合は"
           "1,000戦で49%でした。"},
    {"id": "free-order",
     "en": "The rulebook orders the turn: deploy warriors (②), then gear and "
           "phenomena (③), then the attack (④). Here, until you attack or end the turn, you "
           "may deploy, send warriors to the wasteland, equip gear, use phenomena and activate "
           "skills in any order. Why: the strict order only forbids deploying or sending "
           "warriors away after a gear or phenomenon, which changes little (over 50 "
           "games between the computer players with it, the first player won 56 % and "
           "Libiart 48 %; without it, 49 % and 50 % of 1,000), and a "
           "tap in the wrong order would otherwise lock a player out of the deploys they meant.",
     "zh": "规则书规定了回合的顺序：出击战士（②），再装备装备卡和使用现象卡（③），然后攻击（④）。"
           "本作中，在攻击或结束回合之前，出击、将战士送入荒野、装备、使用现象和启动技能可以按任意"
           "顺序进行。原因：严格顺序只是禁止在装备或现象之后出击或送走战士，影响很小（电脑玩家之间按严格顺序"
           "的50局中，先攻胜率56%，利维亚特胜率48%；不按严格顺序的"
           "1,000局中分别为49%和50%），而顺序点错会让玩家无法再出击原本想出的战士。",
     "ja": "ルールブック（ゲームの流れ）はターンの順番を決めています：戦士の出撃（②）、ギアと現象（③）、アタック"
           "（④）。本作では、アタックするかターンを終えるまで、出撃・荒野へ流す・ギアの装備・現象の"
           "使用・スキルの起動を好きな順で行えます。理由：厳密な順番で禁じられるのはギアや現象の後の"
           "出撃と荒野へ流すことだけで、影響は小さく（コンピューター同士で厳密な順番の50戦では先攻の勝率"
           "56%、リビアート48%。自由な順番の1,000戦では49%と"
           "50%）、順番を押し間違えると出したかった戦士を出せなくなるためです。"},
)

DECISIONS = (
    {"id": "skill-used",
     "en": "A warrior \"used a skill this turn\" when its deploy, turn-start or activated skill "
           "acted this turn. Such a warrior cannot be sent to the wasteland until your next "
           "turn. So a warrior whose skill acts at every turn start (Muralist, Clockwork Soldier) "
           "can never be sent away by choice, and one with a deploy skill (Krotonim) cannot "
           "be sent away on the turn it arrives.",
     "zh": "战士的出击时、回合开始时或启动技能在本回合发动过，即视为“本回合使用过技能”。这样的战士在"
           "你的下个回合之前不能被送入荒野。因此，每个回合开始时都会发动技能的战士（壁画师、发条士兵）"
           "永远不能主动送入荒野；拥有出击时技能的战士（克洛托尼姆）在出击的回合不能送走。",
     "ja": "出撃時・ターン開始時・起動のスキルがこのターンに働いた戦士は「スキルを使用した戦士」です。"
           "次の自分のターンまで荒野へ流せません。そのため、毎ターン開始時にスキルが働く戦士（壁画師、"
           "時計仕掛けの兵）は自分から流すことができず、出撃時スキルを持つ戦士（クロトニム）は出撃した"
           "ターンには流せません。"},
    {"id": "gears-per-turn",
     "en": "You may equip several gears in one turn, each on a different warrior: the rulebook "
           "limits a warrior to one gear but sets no limit per turn.",
     "zh": "一个回合内可以装备多张装备卡，但每张装在不同的战士身上：规则书限制每名战士只能装备1张，"
           "但没有限制每回合的张数。",
     "ja": "1ターンに複数のギアを装備できます（それぞれ別の戦士に）。ルールブックが決めているのは戦士"
           "1体にギア1枚までということだけで、1ターンの枚数の上限はありません。"},
    {"id": "fresh-attack",
     "en": "Warriors deployed this turn attack with the others.",
     "zh": "本回合出击的战士也会参与攻击。",
     "ja": "このターンに出撃した戦士もアタックに加わります。"},
    {"id": "may-pass",
     "en": "You may end your turn without attacking.",
     "zh": "你可以不攻击而结束回合。",
     "ja": "アタックせずにターンを終えることができます。"},
    {"id": "lockon-target",
     "en": "A Lock-on warrior's target is chosen when the attack is declared: an "
           "enemy warrior, or the city/HQ as usual. Nobody can guard an attack aimed at a "
           "warrior: a guard stops an attack on the city or HQ, and this one is not aimed "
           "there. The target is not guarding, so its guard skills do not act and it may "
           "still guard another attack. If the target has left the frontline before the "
           "attack hits, the attack is lost.",
     "zh": "拥有“锁定”的战士在宣言攻击时选择目标：1名敌方战士，或照常攻击都市/本部。指定战士的攻击不能"
           "被防御：防御是为了挡下打向都市或本部的攻击，而这次攻击并不打向那里。被指定的战士不算防御，"
           "其防御时技能不会发动，并且仍可防御其他攻击。若攻击命中前目标已离开前线，该次攻击作废。",
     "ja": "ロックオンを持つ戦士は、アタック宣言時に対象を選びます（相手の戦士1体、または通常どおり都市"
           "・本部）。戦士を狙ったアタックはガードできません。ガードは都市や本部へのアタックを止めるもの"
           "で、このアタックはそこを狙っていないからです。狙われた戦士はガードしたものとして扱われない"
           "ので、ガード時のスキルは働かず、別のアタックをガードすることもできます。命中する前に対象が"
           "フロントラインを離れていたら、そのアタックは失われます。"},
    {"id": "lockon-breakthrough",
     "en": "A Lock-on attack with Breakthrough carries the damage beyond its "
           "target's HP on to the city (or HQ), as it would through a guard.",
     "zh": "拥有“突破”的锁定攻击，超出目标HP的伤害会打到都市（或本部），与打穿防御者时相同。",
     "ja": "ブレイクスルーを持つロックオンのアタックは、対象のHPを超えた分のダメージを都市（または本部）"
           "に与えます。ガードした戦士を打ち抜くときと同じです。"},
    {"id": "one-guard",
     "en": "Each warrior guards at most one attack. The defender chooses a guard (or none) for "
           "each attack in turn, in the attackers' frontline order, after the Lock-on targets "
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
           "attacks still to come in the same turn hit the HQ. Breakthrough damage follows the "
           "same rule.",
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
     "zh": "被破坏的都市留在原处，但其效果停止；此后你可以出击超级α战士。",
     "ja": "壊れた都市はその場に残りますが、効果は失われます。以後、スーパーアルファを出撃できます。"},
    {"id": "empty-deck",
     "en": "A player whose deck reaches 0 cards loses at once. It is checked right after any "
           "draw and any card leaving a deck, so drawing your last card loses the game. The "
           "opening hands count too: a deck of five cards or fewer besides its city and HQ would "
           "be emptied by them and lose before the first turn, so the deck builder asks for at "
           "least six.",
     "zh": "卡组剩余0张的玩家立即失败。每次抽牌或牌离开卡组后立即检查，所以抽到最后一张牌即告失败。"
           "起手牌也算在内：除都市和本部外只有5张或更少牌的卡组会被起手牌抽空，在第一个回合开始前即告"
           "失败，因此构筑卡组时至少需要6张。",
     "ja": "デッキの残りが0枚になったプレイヤーはただちに敗北します。カードを引いた直後、デッキからカード"
           "が離れた直後に確かめるので、最後の1枚を引くと敗北です。最初の手札も同じで、都市と本部のほか"
           "に5枚以下しかないデッキは最初の手札で尽きて最初のターンの前に敗北するので、デッキ構築では"
           "6枚以上が必要です。"},
    {"id": "both-lose",
     "en": "If both players lose at the same moment (an effect that makes each player draw can "
           "empty both decks), the game is a draw.",
     "zh": "若双方在同一时刻失败（让双方抽牌的效果可能同时抽空两副卡组），游戏平局。",
     "ja": "両プレイヤーが同時に敗北した場合（各プレイヤーが引く効果で両方のデッキが尽きたときなど）、引き分けです。"},
    {"id": "opening-redraw",
     "en": "An opening hand without a warrior is shown, shuffled back and redrawn as often as "
           "needed, so a deck must hold at least one warrior.",
     "zh": "没有战士的起手牌会被公开、洗回并重抽，直到有战士为止，因此卡组中至少要有1名战士。",
     "ja": "戦士のいない手札は公開してデッキに戻し、シャッフルして引き直します。戦士が来るまで繰り返すので、デッキには戦士が1枚以上必要です。"},
)
