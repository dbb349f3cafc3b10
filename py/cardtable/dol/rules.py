"""Where this engine departs from the rulebook, and the open points it leaves and how they are
settled: two lists never to be mixed up.

A departure goes against what the rulebook says, each with its reason; a decision fills a gap
where the rulebook says nothing. The rules page shows both (web/content/dol.json holds the
same strings, checked by a test); the engine's docstrings name one by its id where it shapes
the code. Sections 5-7 of the rulebook are "in preparation", so the 先読み rule here is this
app's own. The figures of ready-dimension are bench/dol_literal_standup.py's (100 games between
the greedy bots).
"""

DEPARTURES = (
    {"id": "leaves-from-underworld",
     "en": "〈Sent to the underworld〉 fires from the underworld. Section 4 says a triggered effect "
           "works only while its card is on your field, but this condition is met only once "
           "the card has left it: read to the letter, Ash Wyvern's effect could never happen. "
           "So the effect resolves right after its card arrives in the underworld. A card that "
           "is sealed or returned to the hand does not fire it, and every other triggered "
           "effect works only from the field.",
     "zh": "〈被送入冥界时〉在冥界诱发。规则书第4节规定诱发效果只在该卡位于自己场上时有效，但这个条件要到卡离场后才成立：严格按字面，灰烬翼龙的效果永远无法发动。因此该效果在卡到达冥界后立即结算。被封印或返回手牌的卡不会诱发它；其他诱发效果都只在场上有效。",
     "ja": "〈冥界へ送られた時〉は冥界で誘発します。ルールブック■4では誘発効果はそのカードが自分の場にある時だけ働きますが、この条件はカードが場を離れて初めて満たされるので、文字どおりでは灰燼の翼竜の効果は決して起こりません。そこで、カードが冥界に置かれた直後にこの効果を解決します。封印されたり手札に戻ったりした時は誘発せず、他の誘発効果はすべて場にある時だけ働きます。"},
    {"id": "ready-dimension",
     "en": "The stand-up phase readies your rested dimension cards too, so resting pays 1 again "
           "every turn; a flipped card stays face up for good. Section 2 stands up only the cards "
           "on your field, and section 1 does not count the dimension zone as field. Read so, a "
           "dimension card would pay exactly 2 in a whole game (one rest, one flip) whichever "
           "you did first, and the two ways to pay of section 4 would differ in nothing. "
           "Measured over 100 games between the app's simplest computer players, the literal "
           "rule makes the median game 21 turns instead of 19.5 and barely changes who wins "
           "(first player 43 against 42).",
     "zh": "重置阶段也会把你次元区中横置的牌转为竖置，所以横置每回合都能再支付1；翻到正面的牌则永远保持正面。规则书第2节只让“场上”的牌竖置，而第1节并未把次元区算作场。照此理解，一张次元牌整局只能支付2（横置一次、翻面一次），先后无关，第4节的两种支付方式也就毫无区别。让本应用最简单的电脑玩家对战100局测量：按字面规则，对局回合数的中位数为21而非19.5，胜负几乎不变（先攻胜43局对42局）。",
     "ja": "スタンドアップフェイズでは次元のレスト状態のカードもアップ状態に戻るので、レストによる支払いは毎ターン使えます。表にしたカードはずっと表のままです。ルールブック■2でアップ状態に戻るのは「自分の場」のカードだけで、■1は次元を場に含めていません。文字どおりなら次元のカードは対戦全体でちょうど2（レスト1回と表にする1回）を順番に関係なく払うだけになり、■4の2つの支払い方に違いがなくなります。このアプリでいちばん単純なコンピューター同士の100戦で測ると、文字どおりのルールでは対戦の中央値が19.5ターンから21ターンになり、勝敗はほとんど変わりません（先攻の勝ち43対42）。"},
)

DECISIONS = (
    {"id": "foresight-window",
     "en": "Foresight moments: in your opponent's turn you may answer at two moments: right after "
           "each card they play from the hand has resolved, and when they declare a battle, "
           "before combat power is counted. A card has resolved only once the cards it made "
           "either player draw are placed (section 2: to draw is to look at each card and put "
           "it into the hand or the dimension zone), so a card you have just drawn can answer. "
           "At such a moment you may play Foresight cards from "
           "your hand, one after another, paying from your own dimension zone as usual, and "
           "then pass. Your opponent cannot answer your answer.",
     "zh": "先读时机：在对手的回合中，你可以在两个时机应对：对手从手牌发动的每张卡结算完毕之后；以及对手宣言战斗、计算战斗力之前。一张卡要等它让任一玩家抽到的牌都放置完毕才算结算完毕（规则书第2节：抽牌就是查看每张牌，放入手牌或次元区），所以你刚抽到的牌也能用来应对。在这些时机，你可以从手牌依次发动先读卡，照常用自己的次元区支付费用，然后放弃。对手不能再应对你的应对。",
     "ja": "先読みのタイミング：相手ターン中、次の2つの時点で応じられます。相手が手札から発動したカードが解決した直後と、相手がバトルを宣言して戦闘力を計算する前です。カードの解決は、それによってどちらかのプレイヤーがドローしたカードを置き終えた時に終わる（■2：ドローとは1枚ずつ見て手札か次元に加えること）ので、ドローしたばかりのカードでも応じられます。その時点で、手札の先読みカードを続けて何枚でも発動でき（次元コストは通常どおり自分の次元から支払います）、最後にパスします。あなたの先読みに相手が応じることはできません。"},
    {"id": "foresight-ask",
     "en": "The app stops at a Foresight moment only when you hold a Foresight card you can pay for; "
           "otherwise the moment passes by itself. So a pause does tell your opponent you "
           "could answer, as a player reaching for a card would.",
     "zh": "只有当你手中有能付得起的先读卡时，应用才会在先读时机停下来等你；否则该时机自动跳过。因此停顿本身会让对手知道你能应对，就像对手伸手拿牌时一样。",
     "ja": "支払える先読みカードを手札に持っている時だけ、アプリは先読みのタイミングで止まります。持っていなければ自動で進みます。止まること自体が「応じられる」と相手に伝わるのは、実際の対戦で手が動くのと同じです。"},
    {"id": "foresight-by-link",
     "en": "Played with a friend by link, the other phone cannot see your hand, so it cannot "
           "know whether you hold a Foresight card you can pay for. There a Foresight moment "
           "stops whenever the board alone says you might answer: you hold at least one card, "
           "and a Foresight card you have not shown yet (in your hand, deck, the cards you are "
           "drawing or face-down dimension cards) could be paid for and aimed now. The move then goes to your phone, "
           "and you may always pass, so a pause tells your friend nothing about your hand.",
     "zh": "与好友通过链接对战时，对方的手机看不到你的手牌，无法知道你是否持有付得起的先读卡。因此在链接对战中，只要仅凭场面判断你可能应对，先读时机就会停下：你手中至少有1张牌，并且某张你尚未公开的先读卡（在手牌、卡组、正在抽取的牌或背面朝上的次元卡中）此刻付得起费用并有可选对象。这时轮到你的手机操作，你随时可以放弃，所以停顿不会向好友透露你手牌的任何信息。",
     "ja": "友だちとリンクで対戦するとき、相手のスマホにはあなたの手札が見えないので、支払える先読みカードを持っているかどうか分かりません。そこでリンク対戦では、盤面だけから見て応じられる可能性があれば先読みのタイミングで止まります。手札が1枚以上あり、まだ公開していない先読みカード（手札・デッキ・引いている途中のカード・裏向きの次元のカード）のどれかが今支払えて対象もとれる場合です。そのとき手番はあなたのスマホに移り、いつでもパスできるので、止まったことから手札は何も分かりません。"},
    {"id": "effect-draw",
     "en": "An effect that says \"draw\" uses the rulebook's meaning of drawing: you look at "
           "each card and put it into your hand or face down into your dimension zone.",
     "zh": "效果中的“抽牌”采用规则书的定义：查看每张牌，选择放入手牌或背面朝上放入次元区。",
     "ja": "効果の「ドロー」もルールブックの定義どおりで、1枚ずつ手札か次元（裏向き）かを選びます。"},
    {"id": "empty-deck",
     "en": "A player who must draw and finds the deck empty loses at once.",
     "zh": "需要抽牌而卡组已空的玩家立即失败。",
     "ja": "ドローするときにデッキが尽きていたプレイヤーは、その時点で敗北します。"},
    {"id": "both-zero",
     "en": "If both players reached 0 life at the same moment, the game would be a draw. No "
           "card of this set can do that: life is lost one effect at a time, and the first "
           "player at 0 loses at once, even when a field wipe sets off several effects.",
     "zh": "若双方在同一时刻生命归0，本局为平局。但本卡池没有能造成这种情况的卡：生命是一个效果一个效果地失去的，先归0的玩家立即失败，即使清场同时引发了多个效果也是如此。",
     "ja": "両プレイヤーのライフが同時に0になれば引き分けです。ただしこのカードセットにはそれを起こすカードがありません。ライフは効果1つずつ失われ、全体除去で複数の効果が起きても、先に0になったプレイヤーがその時点で敗北します。"},
    {"id": "fortress-def",
     "en": "A fortress's number is its DEF, the value the battle rules read; the card guide's "
           "\"ATK on fortresses\" is taken to be the same number.",
     "zh": "要塞上的数值就是其DEF，即战斗规则中使用的数值；卡面说明中“要塞的ATK”视为同一个数值。",
     "ja": "要塞の数値はバトルの計算で使うDEFです。カードの見かたにある「要塞のATK」は同じ数値とみなします。"},
    {"id": "captain-choice",
     "en": "In your battle phase you always choose again: one of your upright characters "
           "(the old captain too, if it is upright) or none. With no upright character the "
           "choice is none, at once. Choosing none ends your turn.",
     "zh": "每次战斗阶段都要重新选择：从你竖置的角色中选1张（旧队长若是竖置也可再选），或不选。没有竖置角色时自动视为不选。不选队长则回合结束。",
     "ja": "バトルフェイズのたびに選び直します。アップ状態の自分のキャラ1枚（前の隊長もアップ状態なら選べます）か、指定しないかです。アップ状態のキャラがいなければ自動的に「指定しない」になり、ターンを終えます。"},
    {"id": "battle-order",
     "en": "A battle does not rest anyone. The loser takes the damage first, then its captain "
           "goes to the underworld, then the winner's 〈when you win a battle〉 effects fire. "
           "If your captain has left the field by the time the battle resolves, there is no "
           "battle.",
     "zh": "战斗不会横置任何角色。败方先受到伤害，然后其队长被送入冥界，然后胜方的〈战斗胜利时〉效果诱发。如果结算战斗时你的队长已离场，则不进行战斗。",
     "ja": "バトルでキャラはレストしません。負けた側がまずダメージを受け、次にその隊長が冥界へ送られ、最後に勝った側の〈バトルに勝った時〉が誘発します。解決の時点で自分の隊長が場を離れていたら、バトルは起こりません。"},
    {"id": "direct-no-winner",
     "en": "A battle against a player with no captain deals its damage but has no winner or "
           "loser, so 〈when you win a battle〉 fires only after a fight between captains.",
     "zh": "对没有队长的玩家发动的战斗只造成伤害，没有胜负之分，所以〈战斗胜利时〉只在队长之间的战斗后诱发。",
     "ja": "隊長のいない相手へのバトルはダメージを与えるだけで勝ち負けはないので、〈バトルに勝った時〉は隊長同士のバトルの後にだけ誘発します。"},
    {"id": "equipment-falls",
     "en": "When a character leaves the field, its equipment goes to the underworld.",
     "zh": "角色离场时，其装备送入冥界。",
     "ja": "キャラが場を離れると、その装備は冥界へ送られます。"},
    {"id": "trigger-order",
     "en": "Triggered effects resolve at once, in the order their cards lie on the field: "
           "fortress, barriers, then characters with their equipment.",
     "zh": "诱发效果立即结算，按卡牌在场上的顺序：要塞、结界，然后是角色及其装备。",
     "ja": "誘発効果はすぐに解決します。順番は場の並び順（要塞、結界、キャラとその装備）です。"},
    {"id": "activated-rest",
     "en": "Every activated effect in this card set is paid by resting its card, so it can be "
           "used once a turn, and not by a character summoned this turn.",
     "zh": "本卡池的起动效果都以横置该卡作为代价，所以每回合只能用一次，本回合召唤的角色也不能用。",
     "ja": "このカードセットの起動効果はすべて「このカードをレスト」がコストなので、1ターンに1回だけで、召喚したターンのキャラは使えません。"},
    {"id": "no-target",
     "en": "A card that aims at a character needs a target to be played, except a character "
           "card: it can be summoned anyway, and its on-play effect then does nothing. A "
           "target that has left the field when the effect resolves is missed.",
     "zh": "指定角色为对象的卡需要有对象才能发动；角色卡例外：没有对象也能召唤，其发动时效果不产生作用。效果结算时对象已离场，则该效果落空。",
     "ja": "キャラを対象にとるカードは対象がなければ発動できません。ただしキャラカードは召喚でき、発動時効果が何もしないだけです。解決時に対象が場を離れていたら、その効果は空振りします。"},
    {"id": "life-price",
     "en": "An extended play that costs life can be used only while you would keep at least "
           "1 life. Life has no upper limit.",
     "zh": "以生命为代价的扩展发动，只有在支付后你仍至少剩1点生命时才能使用。生命没有上限。",
     "ja": "ライフを払う拡張発動は、払った後もライフが1以上残る時だけ使えます。ライフに上限はありません。"},
    {"id": "alias-in-play",
     "en": "A constant effect that gives a card another name works in every zone during the "
           "game (a search finds it in the deck), but the deck-building limit counts printed "
           "names.",
     "zh": "赋予卡牌另一个名称的常时有效效果，在对战中于任何区域都有效（检索时在卡组中也能找到），但构筑限制按卡面印刷的名称计算。",
     "ja": "別の名称として扱う常時有効の効果は、対戦中どの場所でも有効です（デッキからのサーチでも見つかります）。ただし構築の枚数制限は印刷された名称で数えます。"},
    {"id": "revive-not-summon",
     "en": "A character put onto the field from the underworld by an effect is not summoned: "
           "it comes rested and 〈when a character of yours is summoned〉 does not fire.",
     "zh": "因效果从冥界放到场上的角色不算召唤：它以横置状态登场，〈你的角色被召唤时〉不会诱发。",
     "ja": "効果で冥界から場に出たキャラは召喚されたものではありません。レスト状態で出て、〈自分のキャラが召喚された時〉は誘発しません。"},
    {"id": "search-top",
     "en": "A search (Call of the Dragon) takes the card bearing the name that lies nearest the "
           "top of your deck, then shuffles. The deck was shuffled, so when both Valka and Ruby "
           "(who also bears Valka's name) are in it, which one comes is chance. You do not pick: "
           "that keeps a search one tap long and the deck's order unseen.",
     "zh": "检索（龙之呼唤）取卡组中最靠近顶部的、带有该名称的卡，然后洗切卡组。卡组已洗乱，所以卡组里同时有瓦尔卡和露比（也带有瓦尔卡之名）时，来的是哪张由运气决定。你不能挑选：这样检索只需点一下，卡组顺序也不会被看到。",
     "ja": "サーチ（竜の呼び声）は、その名称を持つカードのうちデッキの一番上に近いものを手札に加え、デッキをシャッフルします。デッキは混ぜてあるので、ヴァルカとルビ（ヴァルカの名称も持つ）が両方あれば、どちらが来るかは運次第です。選ぶことはできません。サーチを1タップで済ませ、デッキの並びを見せないためです。"},
    {"id": "pay-which-cards",
     "en": "When you pay, you choose how much is paid by resting and how much by flipping: the "
           "app offers every split. Which cards turn is then set: rests use face-up cards first, "
           "flips use cards already rested first (so one card pays 2 when it can), the oldest "
           "first. Every face-down card pays the same 1, so the only thing a choice could "
           "change is which card your opponent gets to see.",
     "zh": "支付时，由你决定横置支付多少、翻面支付多少：应用会列出每一种分法。随后翻转哪些牌是固定的：横置优先用正面的牌，翻面优先用已横置的牌（能让一张牌支付2），都从最早放入的开始。每张背面牌都同样支付1，所以挑选唯一能改变的只是对手会看到哪张牌。",
     "ja": "支払う時、レストで払う分と表にして払う分の割り振りはあなたが選びます（すべての割り振りが選択肢に出ます）。どのカードを使うかはその後で決まります。レストは表向きのカードから、表にするのはレスト済みのカードから（1枚で2を払えるように）、どちらも古い順です。裏向きのカードはどれも同じ1を払うので、選べたとしても変わるのは相手にどのカードが見えるかだけです。"},
    {"id": "wipe-order",
     "en": "Final Conflagration sends the characters to the underworld one at a time, your "
           "opponent's first, then yours, each card's 〈sent to the underworld〉 resolving as it "
           "goes. If that brings a player to 0 life, the game ends there, so a wipe never ends "
           "in a draw. Every effect in this app resolves one card at a time, triggered effects "
           "too; the player who burns the field takes the risk of the effects it wakes.",
     "zh": "终焉业火将角色逐张送入冥界，先是对手的，然后是你的；每张卡的〈被送入冥界时〉随之结算。若因此有玩家生命归0，对局就此结束，所以清场永远不会以平局收场。本应用的所有效果（包括诱发效果）都是逐张结算的；烧掉全场的玩家要承担由此引发的效果的风险。",
     "ja": "終焉の業火はキャラを1枚ずつ冥界へ送ります。先に相手のキャラ、次に自分のキャラで、各カードの〈冥界へ送られた時〉はその都度解決します。それでライフが0になったプレイヤーがいれば対戦はそこで終わるので、全体除去が引き分けになることはありません。このアプリでは誘発効果も含めて効果はすべて1枚ずつ解決します。場を焼き払うプレイヤーは、それで起きる効果の危険を負います。"},
)
