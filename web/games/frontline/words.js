// Frontline's own words, key -> [en, zh, ja]. The game's module (index.js) imports them, so they
// join the page's table (web/i18n.js addWords) as app.js loads the game, before any of its modules
// draws; the menu and the other games never load them. Words said outside this folder, or before
// the game's module loads (its name on the menu, the deck builder's card facts), are shared, in
// web/i18n.js. tests/js/words.test.js checks that every word said is where it can be found.
import { addWords } from "../../i18n.js";

export const words = addWords({
  // The turn brief: what the player can do now, and what the other side did
  todo_warrior: ["use a glowing warrior", "使用发光的战士", "光る戦士を使う"],
  recap_deployed: ["{Who} deployed {cards}.", "{who}出击了{cards}。", "{who}が{cards}を出撃させた。"],

  // A finished game in words (share headline, result links); {left} is what was left at the end
  fl_left: ["city {city} HP and HQ {hq} HP left", "都市剩余{city}HP、本部剩余{hq}HP", "都市HP{city}・本部HP{hq}が残り"],

  // Inviting a friend to play by link
  remote_invite_as: ["Invite a friend: you play {faction}", "邀请好友：你使用{faction}", "友達を招待：あなたは{faction}"],

  // Setup
  fl_intro: [
    "Two city-states at war. Deploy warriors to your frontline, arm them with gear, turn the fight with phenomena, and break the enemy city, then its HQ. A player whose deck runs dry loses too.",
    "两个城邦的战争。将战士出击到前线，为他们装备装备卡，用现象卡扭转战局，先击破敌方都市，再击破本部。卡组耗尽的一方同样失败。",
    "2つの都市国家の戦い。戦士をフロントラインに出撃させ、ギアで固め、現象で戦況を変え、相手の都市、そして本部を撃ち抜け。デッキが尽きたプレイヤーも敗北する。"],
  fl_vs_cpu_text: [
    "You lead one faction, the computer the other. Its moves play back in the log.",
    "你指挥一方阵营，电脑指挥另一方。电脑的行动会在记录中逐条回放。",
    "あなたが一方の勢力、コンピューターがもう一方を指揮する。相手の手はログで再生される。"],
  fl_your_faction: ["Your faction", "你的阵营", "あなたの勢力"],
  fl_p1_faction: ["Player 1's faction", "玩家1的阵营", "プレイヤー1の勢力"],
  fl_cpu_plays: [
    "The computer leads {faction}. A coin toss decides who goes first.",
    "电脑指挥{faction}。先攻由掷硬币决定。",
    "コンピューターは{faction}を指揮する。先攻はコイントスで決まる。"],
  fl_p2_plays: [
    "Player 2 leads {faction}. A coin toss decides who goes first.",
    "玩家2指挥{faction}。先攻由掷硬币决定。",
    "プレイヤー2は{faction}を指揮する。先攻はコイントスで決まる。"],
  fl_start_cpu: ["Start as {faction}", "以{faction}开战", "{faction}で開戦"],
  fl_vs_cpu_as: ["{faction} vs the computer", "{faction} 对战电脑", "{faction} vs コンピューター"],

  // The table
  // A round is one turn of each player, so the number goes up once both have played.
  fl_round_n: ["Round {n}", "第{n}轮", "ラウンド{n}"],
  // Both sides' city and HQ in a card's sheet, which covers the board's own rows.
  fl_bases_of: ["{player}: city {city} · HQ {hq}", "{player}：都市 {city} · 本部 {hq}", "{player}：都市 {city}・本部 {hq}"],
  fl_city: ["City", "都市", "都市"],
  fl_hq: ["HQ", "本部", "本部"],
  fl_place_city: ["city", "都市", "都市"],
  fl_place_hq: ["HQ", "本部", "本部"],
  fl_hp_left: ["HP {left} / {hp}", "HP {left} / {hp}", "HP {left} / {hp}"],
  fl_broken: ["Broken", "已破坏", "破壊"],
  fl_target: ["Target", "攻击目标", "攻撃対象"],
  // The same mark on the viewer's own base: attacks land there ("Target" read as theirs to hit).
  fl_targeted: ["Targeted", "被攻击", "狙われる"],
  fl_wasteland: ["Wasteland", "荒野", "荒野"],
  fl_ongoing: ["Ongoing", "持续中", "継続中"],
  fl_mark_now: ["Now", "当前", "攻撃中"],
  fl_mark_guard: ["Guard", "防御", "ガード"],
  fl_cannot_guard: ["Can't guard", "不能防御", "ガード不可"],
  fl_skill_used: ["Skill used", "已用技能", "スキル使用済"],
  fl_tag_deploy: ["Deploy here", "出击到此", "ここに出撃"],
  fl_tag_equip: ["Equip", "装备", "装備"],
  fl_tag_play: ["Target", "目标", "対象"],
  // Not the keyword's word: the badge sat above a card's own "Lock-on" chip, the same word in Chinese.
  fl_tag_lockon: ["Aim here", "瞄准", "狙う"],
  fl_frontline: ["Frontline", "前线", "フロントライン"],
  fl_rank_total: ["Rank ★ {n} / {max}", "等级 ★ {n} / {max}", "ランク ★ {n} / {max}"],
  // Why a hand card has no play now (the engine's reason, py/cardtable/frontline/player.py).
  fl_why_rank: [
    "Your frontline's ranks would add up to {total} + {rank}, over {most}: send a warrior to the wasteland to make room.",
    "前线的等级合计将是{total} + {rank}，超过{most}：可将战士送入荒野腾出空位。",
    "フロントラインのランク合計が{total} + {rank}になり、{most}を超える。戦士を荒野へ流せば枠が空く。",
  ],
  fl_why_super_alpha: ["A Super Alpha is deployed only once your city is broken.", "超级α只有在你的都市被破坏后才能出击。", "スーパーアルファは自分の都市が壊れた後にしか出撃できない。"],
  fl_why_gear: ["No warrior of yours it fits: it names other affiliations, or each already has a gear.", "你没有可装备的战士：所属不符，或都已有装备。", "装備できる戦士がいない。所属が合わないか、すでにギアを付けている。"],
  fl_why_no_warrior: ["A gear needs a warrior of yours on the frontline.", "装备需要你前线上有战士。", "ギアを付けるには自分のフロントラインに戦士が必要。"],
  fl_why_limit: [
    { by: "most", one: "Used once this turn already, its limit.", other: "Used {most} times this turn already, its limit." },
    "本回合已使用{most}次，已达使用限制。", "このターンはもう{most}回使った（使用制限）。",
  ],
  fl_why_target: ["No warrior to aim it at.", "没有可以指定为对象的战士。", "対象にできる戦士がいない。"],
  fl_lockon_status: ["Lock-on: tap {card}'s target", "锁定：点击{card}的目标", "ロックオン：{card}の対象をタップ"],
  fl_guard_status: ["Guard: you are attacked", "防御：你正受到攻击", "ガード：アタックを受けている"],
  fl_hint_idle: ["Tap a card or a warrior to see what it can do.", "点击卡牌或战士查看可执行的操作。", "カードや戦士をタップすると行動が出る。"],
  fl_hint_deploy: ["Tap the glowing slot on your frontline.", "点击你前线上发光的空位。", "フロントラインの光る枠をタップ。"],
  fl_hint_targets: ["Tap a glowing warrior.", "点击发光的战士。", "光っている戦士をタップ。"],
  fl_act_deploy: ["Deploy", "出击", "出撃"],
  fl_act_equip: ["Equip to {target}", "装备给{target}", "{target}に装備"],
  fl_act_play: ["Play", "使用", "使用"],
  fl_act_play_on: ["Play on {target}", "对{target}使用", "{target}に使用"],
  fl_act_skill: ["Use its skill", "使用技能", "スキルを使う"],
  fl_act_retire: ["Send to the wasteland", "送入荒野", "荒野へ流す"],
  fl_act_attack: ["Attack!", "全军攻击", "アタック"],
  fl_attack_ends: ["then your turn ends", "之后回合结束", "その後ターン終了"],
  fl_act_lockon: ["Lock on to {target}", "锁定{target}", "{target}をロックオン"],
  fl_act_aim: ["Attack the {place}", "攻击{place}", "{place}を攻撃"],
  fl_act_guard: ["Guard with {card}", "由{card}防御", "{card}でガード"],
  fl_act_no_guard: ["No guard", "不防御", "ガードしない"],

  // Cards
  fl_equips: ["Equips to", "可装备", "装備対象"],
  fl_per_turn: ["{n} a turn", "每回合{n}次", "1ターンに{n}回"],
  fl_limit: ["Use limit", "使用限制", "使用制限"],
  fl_used_n: ["used {n} this turn", "本回合已用{n}次", "このターン{n}回使用"],
  fl_unused_attack: ["attack with your frontline", "用前线的战士攻击", "前線の戦士で攻撃する"],
  fl_unused_skills: [
    { one: "use {n} warrior's skill: {cards}", other: "use {n} warriors' skills: {cards}" },
    "使用{n}名战士的技能：{cards}", "{n}体の戦士のスキルを使う：{cards}"],
  fl_attack_confirm_title: ["Attack now? Your turn ends after it", "现在攻击？攻击后回合结束", "今すぐ攻撃する？攻撃のあとターンは終わる"],
  fl_attack_anyway: ["Attack anyway", "仍然攻击", "それでも攻撃"],
  fl_printed_power: ["printed power {n}; what it fights with now counts the city's bonus and any aura",
    "卡面力量{n}；现在的数值已计入都市加成与持续效果", "カードのパワーは{n}。今の数値は都市の効果と継続効果を含む"],
  fl_lasts: ["Ongoing", "持续", "継続"],
  fl_lasts_text: ["Stays in play until its owner's next turn.", "留在场上直到其主人的下个回合。", "持ち主の次のターンまで場に残る。"],
  fl_gear: ["Gear", "装备", "ギア"],
  // A card of the other seat's, opened: its text speaks for its owner.
  fl_owner_note: [
    "{Whose} card: in its text, “you” and “your” mean its owner, and “enemy” means the other side.",
    "这是{who}的卡：卡面中的“你”指{who}，“敌方”指另一方。",
    "{who}のカード：テキストの「自分」は{who}、「相手」はもう一方のこと。"],

  // Log lines ({whose}: "your", "the computer's", "Player 1's"; {who}: the name)
  fl_ref_place: ["{whose} {place}", "{who}的{place}", "{who}の{place}"],
  fl_ref_card: ["{whose} {card}", "{who}的{card}", "{who}の{card}"],
  fl_log_first: ["Coin toss: {whose} side plays first.", "掷硬币：{who}先攻。", "コイントス：{who}が先攻。"],
  fl_log_draw: [
    { one: "{n} card is drawn into {whose} hand.", other: "{n} cards are drawn into {whose} hand." },
    "{who}抽了{n}张牌。", "{who}はカードを{n}枚引いた。"],
  fl_log_redraw: [
    "{whose} opening hand has no warrior ({cards}): shown, shuffled back and redrawn.",
    "{who}的起手牌中没有战士（{cards}）：公开后洗回卡组并重抽。",
    "{who}の手札に戦士がいない（{cards}）：公開してデッキに戻し、引き直す。"],
  fl_log_turn: ["Round {n}: {whose} turn", "第{n}轮：{who}的回合", "ラウンド{n}：{who}のターン"],
  fl_log_expire: ["{Whose} {card} ends and goes to the wasteland.", "{who}的{card}效果结束，进入荒野。", "{who}の{card}の効果が終わり、荒野へ。"],
  fl_log_skill: ["{Whose} {card}'s skill acts ({when}).", "{who}的{card}发动技能（{when}）。", "{who}の{card}のスキル発動（{when}）。"],
  fl_log_skill_says: ["“{text}”", "“{text}”", "「{text}」"],
  fl_log_skill_activate: ["{Whose} {card} uses its skill.", "{who}的{card}使用了技能。", "{who}の{card}がスキルを使った。"],
  fl_log_skill_wasteland: [
    "The skill of {whose} {card} acts as it leaves.", "{who}的{card}进入荒野时发动技能。", "{who}の{card}が荒野へ流れた時のスキル発動。"],
  fl_log_deploy: ["{Whose} {card} deploys to the frontline.", "{who}的{card}出击到前线。", "{who}の{card}がフロントラインに出撃。"],
  fl_log_equip: ["{Whose} {warrior} equips {card}.", "{who}的{warrior}装备了{card}。", "{who}の{warrior}に{card}を装備。"],
  fl_log_play: ["{card} is played from {whose} hand.", "{who}使用了{card}。", "{who}が{card}を使用。"],
  fl_log_play_on: ["{card} is played from {whose} hand on {target}.", "{who}对{target}使用了{card}。", "{who}が{target}に{card}を使用。"],
  fl_log_pass: ["{Whose} turn ends without an attack.", "{who}未攻击，结束回合。", "{who}はアタックせずにターン終了。"],
  fl_log_waste: ["{Whose} {card} goes to the wasteland.", "{who}的{card}进入荒野。", "{who}の{card}が荒野へ。"],
  fl_log_waste_retired: ["{Whose} {card} is withdrawn to the wasteland.", "{who}将{card}送入荒野。", "{who}は{card}を荒野へ流した。"],
  fl_log_waste_defeated: ["{Whose} {card} falls and goes to the wasteland.", "{who}的{card}倒下，进入荒野。", "{who}の{card}は倒れ、荒野へ。"],
  fl_log_waste_banished: ["{Whose} {card} is banished to the wasteland.", "{who}的{card}被放逐到荒野。", "{who}の{card}は荒野へ追放された。"],
  fl_log_ward: ["{Whose} {card}'s {gear} takes the hit and breaks.", "{who}的{card}的{gear}挡下伤害后损坏。", "{who}の{card}の{gear}がダメージを防いで壊れた。"],
  fl_log_damage: ["{Whose} {card} takes {n} damage.", "{who}的{card}受到{n}点伤害。", "{who}の{card}に{n}ダメージ。"],
  fl_log_damage_left: ["{Whose} {card} takes {n} damage: {left} HP left.", "{who}的{card}受到{n}点伤害，剩余HP {left}。",
    "{who}の{card}に{n}ダメージ。残りHP {left}。"],
  // Said after a warrior's line to the wasteland: the gear it carried broke and went with it.
  fl_log_gear_with: [" Its gear {gear} breaks and goes with it.", "其装备{gear}随之损坏，一同进入荒野。",
    "装備していた{gear}も壊れ、荒野へ。"],
  fl_log_base: ["{Whose} {place} takes {n} damage: {left} HP left.", "{who}的{place}受到{n}点伤害，剩余HP {left}。", "{who}の{place}に{n}ダメージ。残りHP {left}。"],
  fl_log_base_broken: ["{Whose} {place} takes {n} damage and breaks!", "{who}的{place}受到{n}点伤害，被击破了！", "{who}の{place}に{n}ダメージ、破壊された！"],
  fl_log_mill: ["{card} goes from the top of {whose} deck to the wasteland.", "{who}卡组顶的{card}进入荒野。", "{who}のデッキの上から{card}が荒野へ。"],
  fl_log_mill_unnamed: [
    "The top card of {whose} deck goes to the wasteland (named by their next link).",
    "{who}卡组顶的一张牌进入荒野（其下一条链接会写明是哪张）。",
    "{who}のデッキの上から1枚が荒野へ（次のリンクで名前がわかる）。"],
  fl_log_attack: ["{Whose} all-out attack: {cards}!", "{who}发动全军攻击：{cards}！", "{who}の一斉攻撃：{cards}！"],
  fl_log_lockon: ["{Whose} {card} locks on to {target}.", "{who}的{card}锁定了{target}。", "{who}の{card}が{target}をロックオン。"],
  fl_log_lockon_base: ["{Whose} {card} keeps its aim on the city or HQ.", "{who}的{card}照常瞄准都市或本部。", "{who}の{card}は通常どおり都市・本部を狙う。"],
  fl_log_guard: ["{Whose} {card} guards against {attacker}.", "{who}的{card}防御{attacker}的攻击。", "{who}の{card}が{attacker}のアタックをガード。"],
  fl_log_aim_lost: ["{Whose} {card} strikes nothing: {target}, its lock-on target, has left the frontline.",
    "{who}的{card}没有命中：它锁定的{target}已离开前线。", "{who}の{card}のアタックは空振り：ロックオンした{target}はもう前線にいない。"],
  fl_log_strike: ["{Whose} {card} strikes {target} ({n}).", "{who}的{card}攻击命中{target}（{n}）。", "{who}の{card}のアタックが{target}に命中（{n}）。"],
  // A guard's armour, or a shield on the city (Martial Law), took part of the hit.
  fl_log_strike_armor: ["{Whose} {card} strikes {target} ({n}; {armor} held off).",
    "{who}的{card}攻击命中{target}（{n}；抵消{armor}）。", "{who}の{card}のアタックが{target}に命中（{n}、{armor}軽減）。"],
  fl_log_recall: ["{card} returns from {whose} wasteland to the hand.", "{card}从{who}的荒野回到手牌。", "{card}が{who}の荒野から手札に戻った。"],
  fl_log_over: ["{Whose} side wins!", "{who}获胜！", "{who}の勝利！"],
  fl_log_over_draw: ["Both sides lose at once: a draw.", "双方同时失败：平局。", "両者が同時に敗北：引き分け。"],

  // The guard step and its preview
  fl_guard_attack: ["Attack {i} of {n}:", "第{i}/{n}次攻击：", "アタック {i}/{n}："],
  fl_guard_aimed: ["{card} ({n} power) at your {place}.", "{card}（力量{n}）攻向你的{place}。", "{card}（パワー{n}）があなたの{place}を狙う。"],
  fl_guard_locked: ["Lock-on: {card} ({n} power) strikes your {target}; no guard can take it.",
    "锁定：{card}（力量{n}）直接攻击你的{target}，无法防御。", "ロックオン：{card}（パワー{n}）があなたの{target}を直接攻撃。ガードできない。"],
  fl_guard_hint: [
    "Tap one of your warriors to guard with it, or No guard. You see what happens before you confirm.",
    "点击你的一名战士进行防御，或点击“不防御”。确认之前会显示预测结果。",
    "ガードする戦士をタップするか「ガードしない」をタップ。確定の前に結果の予想が出る。"],
  fl_preview_note: [
    "Forecast by the rules engine, counting the attacks that strike before this one.",
    "由规则引擎推算，已计入顺序在前的攻击。",
    "ルールエンジンの予想。順番が先のアタックを先に計算している。"],
  fl_prev_base: ["Your {place} takes {n}: HP {from} → {to}.", "你的{place}受到{n}点伤害：HP {from} → {to}。", "あなたの{place}に{n}ダメージ：HP {from} → {to}。"],
  fl_prev_city_breaks: [
    "Your city breaks; damage beyond it is lost, and later attacks hit your HQ.",
    "你的都市被击破；多余的伤害作废，之后的攻击将命中本部。",
    "都市が壊れる。余ったダメージは失われ、以後のアタックは本部へ。"],
  fl_prev_hq_falls: ["Your HQ falls to 0 HP: you lose.", "你的本部HP归0：你将失败。", "本部のHPが0になり、敗北する。"],
  fl_prev_holds: ["{card} takes {n} and survives with {rest} HP.", "{card}受到{n}点伤害，剩余{rest}HP存活。", "{card}は{n}ダメージを受け、HP{rest}で耐える。"],
  fl_prev_falls: [
    "{card} loses all {n} HP it had left: it falls and goes to the wasteland.",
    "{card}失去剩余的全部{n}点HP：倒下并进入荒野。",
    "{card}は残りHP{n}をすべて失い、倒れて荒野へ。"],
  fl_prev_breakthrough: ["Breakthrough: the damage beyond its HP goes on.", "突破：超出HP的伤害继续造成。", "ブレイクスルー：HPを超えたダメージが届く。"],
  fl_prev_base_safe: ["Your {place} takes nothing from this attack.", "你的{place}不会受到此次攻击的伤害。", "このアタックであなたの{place}はダメージを受けない。"],
  fl_confirm_guard: ["Guard with {card}", "确认由{card}防御", "{card}でガード"],
  fl_confirm_no_guard: ["Confirm: no guard", "确认不防御", "ガードしないで確定"],

  // Pass and play
  fl_handoff_turn: ["It is your turn (round {n}).", "轮到你了（第{n}轮）。", "あなたのターン（ラウンド{n}）。"],
  fl_handoff_guard: ["{player} is attacking: choose your guards.", "{player}正在攻击：请选择防御。", "{player}がアタック中：ガードを選ぶ。"],

  // The result
  fl_reason_hq: ["{Whose} HQ has fallen.", "{who}的本部被击破。", "{who}の本部が陥落した。"],
  fl_reason_deck: ["{Whose} deck has run out.", "{who}的卡组耗尽。", "{who}のデッキが尽きた。"],
  fl_reason_both: ["Both sides lost at the same moment.", "双方在同一时刻失败。", "両者が同時に敗北した。"],
  fl_base_target_note: [
    "Attacks that are not guarded hit this card now.",
    "未被防御的攻击现在命中这张卡。",
    "ガードされなかったアタックは今このカードに当たる。"],
  fl_base_behind_note: ["Attacks hit the HQ only once the city is broken.", "都市被击破后，攻击才会命中本部。", "都市が壊れた後、アタックは本部に当たる。"],
  fl_base_broken_note: ["Broken: its effect has stopped.", "已被击破：其效果已停止。", "破壊済み：効果は失われた。"],
});
