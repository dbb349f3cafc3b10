// Gate Ruler's own words, key -> [en, zh, ja]. The game's module (index.js) imports them, so they
// join the page's table (web/i18n.js addWords) as app.js loads the game, before any of its modules
// draws; the menu and the other games never load them. Words said outside this folder, or before
// the game's module loads (its name on the menu, the deck builder's card facts), are shared, in
// web/i18n.js. tests/js/words.test.js checks that every word said is where it can be found.
import { addWords } from "../../i18n.js";

export const words = addWords({
  // Level select and level screen
  levels_intro: [
    "You are the ruler (your commander, who leads units into battle). Six rifts, one harder than the last. There are two damage zones: your hits fill the rift's, the rift's hits fill yours. Fill the rift's to its HP before it fills yours to your LIFE!",
    "你是门将（Gate Ruler，即你的主帅，率领单位作战）。六个次元断层，一个比一个难。场上有两个伤害区：你的攻击填充次元断层的伤害区，次元断层的攻击填充你的伤害区。在它填满你的伤害区（达到LIFE）之前，先填满它的伤害区（达到HP），粉碎次元断层！",
    "あなたはルーラー（ユニットを率いる指揮官）。6つの次元断層、後になるほど手強い。ダメージゾーンは2つ：あなたの攻撃は断層のダメージゾーンを、断層の攻撃はあなたのダメージゾーンを埋める。あなたのゾーンがLIFEに達する前に、断層のゾーンをHPまで埋めて粉砕せよ！"],
  cleared: ["Cleared", "已通关", "クリア済み"],
  cleared_count: ["Levels cleared: {n} / 6", "已通关等级：{n} / 6", "クリアしたレベル：{n} / 6"],
  nightmare: ["Nightmare", "噩梦", "悪夢"],
  nightmare_note: [
    "Only a miracle wins this one. You do not have to win it now.",
    "不发生奇迹就无法获胜的高难挑战。你并不需要现在就赢下这场战斗。",
    "奇跡が起きなければ勝てない高難度。今、勝つ必要はない。"],
  pierce: ["Pierce", "贯通", "貫通"],
  drives_n: [{ one: "{n} drive a turn", other: "{n} drives a turn" }, "每回合驱策{n}次", "毎ターン{n}回ドライブ"],
  briefing: ["Briefing", "简报", "ブリーフィング"],
  briefing_missing: ["The briefing could not be loaded.", "无法加载简报。", "ブリーフィングを読み込めなかった。"],
  sheet_summary: ["{cards} cards · total level {level} · CNT {cnt}", "{cards}张 · 总等级{level} · CNT {cnt}张", "{cards}枚 · 総レベル{level} · CNT{cnt}枚"],
  col_listed: ["Sheet", "卡表", "シート"],
  col_played: ["In deck", "卡组中", "デッキ内"],
  // What the level sheet's count columns count, under the table.
  col_played_note: [
    "In deck: copies of the card in the invasion deck this app plays.",
    "卡组中：本应用所用侵略次元卡组中该卡的张数。",
    "デッキ内：このアプリが使う侵略次元デッキに入っているそのカードの枚数。"],
  col_listed_note: [
    "Sheet: copies the rulebook's deck sheet lists; a highlighted row differs.",
    "卡表：规则书卡组表所列的张数；高亮的行与之不同。",
    "シート：ルールブックのデッキシートに載っている枚数。色の付いた行は食い違いがある。"],
  col_printed: ["Printed", "印刷值", "印刷値"],
  col_engine: ["This deck", "本卡组", "このデッキ"],
  total_cards: ["Cards", "张数", "枚数"],
  total_level: ["Total level", "总等级", "総レベル"],
  total_cnt: ["CNT cards", "CNT张数", "CNT枚数"],
  total_listed: ["Cards on the sheet", "卡表所列张数", "シート記載の枚数"],
  resolution: ["How the sheet was resolved", "卡表问题的处理", "シートの食い違いの解決"],
  special_rules: ["Special rules", "特殊规则", "特殊ルール"],
  rule_ignore_blue_titan: ["{card}'s effect is ignored.", "无视“{card}”的效果。", "「{card}」の効果は無視する。"],
  rule_finale_purge: [
    "While {card} is on the field, each invasion turn start destroys one of its Dark Knights, then one of your units (left attack → right attack → defense), even when no Dark Knight is there.",
    "只要“{card}”在场上，侵略次元方每回合开始时破坏1个名字带有“黑暗骑士”的单位，并破坏玩家1个单位（左进攻区→右进攻区→防守区）；即使没有黑暗骑士，玩家的单位也会被破坏。",
    "「{card}」が場にいる限り、侵略次元のターン開始時に「暗黒騎士」を1体破壊し、あなたのユニットも1体破壊する（左アタック→右アタック→ディフェンス）。暗黒騎士がいなくてもあなたのユニットは破壊される。"],
  rule_ignore_finale_cnt: ["{card}'s CNT is ignored.", "无视“{card}”的CNT效果。", "「{card}」のCNTは無視する。"],
  rule_shishin_wipe: [
    "When the invasion's {card} enters, all your units are destroyed.",
    "当侵略次元方的“{card}”入场时，破坏玩家方的所有单位。",
    "侵略次元の「{card}」が登場した時、あなたのユニットをすべて破壊する。"],
  rule_ignore_cthulhu_dormancy: ["{card}'s Dormancy is ignored.", "无视“{card}”的【休眠】效果。", "「{card}」の【休眠】は無視する。"],
  rule_hastur_stk_2: ["{card} has STK 2.", "“{card}”的STK为2。", "「{card}」のSTKは2。"],
  choose_ruler: ["Choose your ruler", "选择你的门将", "ルーラーを選ぶ"],
  family_knight: ["Knight-type ruler", "骑士型门将", "ナイト型ルーラー"],
  family_apprentice: ["Apprentice-type ruler", "见习者型门将", "アプレンティス型ルーラー"],
  family_note: [
    "Every ruler plays by one of two types, Knight or Apprentice, whatever its own name: the type decides how you get cards and pay for them.",
    "每位门将都属于骑士型或见习者型之一，与门将自身的名字无关：类型决定你如何获得卡牌、如何支付费用。",
    "どのルーラーも名前に関係なく、ナイト型かアプレンティス型のどちらかで戦う。型がカードの得方と払い方を決める。"],
  // One-line meanings of the stats a newcomer meets on levels, rulers and cards (cards.js statLegend).
  term_atk: ["damage dealt to a unit", "对单位造成的伤害", "ユニットに与えるダメージ"],
  term_stk: ["damage dealt to a ruler", "对门将造成的伤害", "ルーラーに与えるダメージ"],
  term_hp: [
    "on a unit (ATK/HP/STK): the unit is destroyed once its damage reaches this",
    "单位的HP（卡上的ATK/HP/STK）：受到的伤害达到此数值时单位被破坏",
    "ユニットのHP（カードのATK/HP/STK）：受けたダメージがこの値に達すると破壊される"],
  term_rift_hp: [
    "of the rift: it breaks once the rift's own damage zone (your hits) holds this many cards",
    "次元断层的HP：次元断层自己的伤害区（你的攻击造成）的牌达到此数量时，它被粉碎",
    "次元断層のHP：断層自身のダメージゾーン（あなたの攻撃で埋まる）がこの枚数に達すると粉砕される"],
  term_life: [
    "yours: you lose once your own damage zone (the rift's hits) holds this many cards",
    "你的LIFE：你自己的伤害区（次元断层的攻击造成）的牌达到此数量时你落败",
    "あなたのLIFE：あなた自身のダメージゾーン（断層の攻撃で埋まる）がこの枚数に達すると敗北"],
  term_pierce: [
    "damage left over after destroying a unit goes on to the ruler behind it",
    "破坏单位后剩余的伤害继续对其后方的门将造成",
    "ユニットを破壊して余ったダメージは後ろのルーラーへ"],
  // --- Words a newcomer asked for (legend terms, the hit summary, the rift's deck, ending a turn)
  label_drives: ["Drives", "驱策", "ドライブ"],
  term_drives: [
    "cards the rift plays from the top of its deck each turn",
    "次元断层每回合从卡组顶打出的牌数",
    "次元断層が毎ターン山札の上から出すカードの枚数"],
  term_nightmare: [
    "a level meant to be all but unwinnable: try it when you like",
    "几乎无法获胜的超高难度等级，可随时挑战",
    "ほぼ勝てない超高難度のレベル。好きな時に挑めばよい"],
  term_cnt: [
    "a card with a CNT effect: when damage takes it from a deck, it goes to the counter zone and its effect resolves, instead of landing in the damage zone",
    "带CNT效果的卡：因受到伤害而从卡组翻出时，不进入伤害区，而是进入反击区并发动效果",
    "CNT効果を持つカード：ダメージで山札から出た時、ダメージゾーンではなくカウンターゾーンへ行き効果を発動する"],
  // The turn brief: one damage to your ruler, and where the cards it took went.
  gr_hit_cards: [
    { by: "zone", one: "Your ruler takes {dmg} damage, {zone} card to your damage zone.", other: "Your ruler takes {dmg} damage, {zone} cards to your damage zone." },
    "你的门将受到{dmg}点伤害，{zone}张进入你的伤害区。",
    "あなたのルーラーに{dmg}ダメージ、{zone}枚があなたのダメージゾーンへ。"],
  gr_hit_split: [
    "Your ruler takes {dmg} damage, {zone} to your damage zone and {cnt} to your counter zone as CNT.",
    "你的门将受到{dmg}点伤害，{zone}张进入你的伤害区，{cnt}张是CNT卡，进入你的反击区并发动。",
    "あなたのルーラーに{dmg}ダメージ、{zone}枚があなたのダメージゾーンへ、{cnt}枚はCNTとしてカウンターゾーンへ行き発動。"],
  hand_corner_note: [
    "Corner number = level.",
    "角上数字＝等级。",
    "隅の数字＝レベル。"],
  col_printed_note: [
    "Printed: the totals on the rulebook's deck sheet. This deck: the totals of the deck the rift plays here.",
    "印刷值：规则书卡组表上印的合计。本卡组：本应用中次元断层实际使用的卡组的合计。",
    "印刷値：ルールブックのデッキシートに載っている合計。このデッキ：このアプリで次元断層が使うデッキの合計。"],
  end_unused_attack: [
    { one: "attack with {n} unit", other: "attack with {n} units" },
    "用{n}个单位攻击", "{n}体のユニットで攻撃"],
  end_unused_ruler: ["attack with your ruler", "用门将攻击", "ルーラーで攻撃"],
  end_unused_drive: [
    "Cards left in the drive zone go to the graveyard.",
    "留在驱策区的牌将进入坟墓场。",
    "ドライブゾーンに残ったカードは墓地へ行く。"],
  // --- end of the newcomer words block
  family_knight_text: [
    "Hand and energy. Starts with {start_energy} energy and {start_hand} cards; each turn readies {energy_per_turn} more energy (up to {max_energy}) and draws {draw_per_turn}. A card costs its level in energy; up to {summons_per_turn} summons a turn.",
    "有手牌和能量。开局{start_energy}点能量、{start_hand}张手牌；每回合增加{energy_per_turn}点能量（最多{max_energy}）并抽{draw_per_turn}张。使用卡牌需支付与其等级相同的能量；每回合最多召唤{summons_per_turn}次。",
    "手札とエナジーを持つ。開始時エナジー{start_energy}・手札{start_hand}枚。毎ターンエナジーが{energy_per_turn}増え（最大{max_energy}）、{draw_per_turn}枚引く。カードはレベル分のエナジーを払って使う。召喚は1ターン{summons_per_turn}回まで。"],
  family_apprentice_text: [
    "No hand, no cost. Each turn drives {drives_per_turn} cards into the drive zone and plays them for free; cards still there when the main phase ends go to the graveyard. Deck total level at most {max_level_total}.",
    "没有手牌，不需费用。每回合驱策{drives_per_turn}张牌到驱策区并可免费使用；主要阶段结束时仍留在驱策区的牌进入坟墓场。卡组总等级不超过{max_level_total}。",
    "手札もコストもない。毎ターン{drives_per_turn}枚をドライブゾーンにドライブし、無料で使える。メインフェイズ終了時に残ったカードは墓地へ。デッキの総レベルは{max_level_total}まで。"],
  gr_daily_level: [
    "Level {n} of {total}, {name}: a rift with {hp} HP that attacks with ATK {atk}.",
    "第{n}级（共{total}级）「{name}」：次元断层HP {hp}，以ATK {atk}发动攻击。",
    "レベル{n}（全{total}段階）「{name}」：次元断層はHP {hp}、ATK {atk}で攻撃してくる。"],
  gr_daily_ruler_knight: [
    "You play the {ruler}, a Knight-type ruler: you hold a hand and pay each card's level in energy.",
    "你使用{ruler}（骑士型门将）：有手牌，使用卡牌需支付与其等级相同的能量。",
    "使うのは{ruler}（ナイト型ルーラー）：手札を持ち、カードはレベル分のエナジーを払って使う。"],
  gr_daily_ruler_apprentice: [
    "You play the {ruler}, an Apprentice-type ruler: no hand and no cost; the {n} cards you drive each turn are free to play.",
    "你使用{ruler}（见习者型门将）：没有手牌也没有费用，每回合驱策的{n}张牌可免费使用。",
    "使うのは{ruler}（アプレンティス型ルーラー）：手札もコストもなく、毎ターンドライブする{n}枚を無料で使える。"],
  start_with: ["Start with the {ruler}", "以{ruler}出战", "{ruler}で出撃"],

  // The board
  zone_0: ["Left attack", "左进攻区", "左アタック"],
  zone_1: ["Defense", "防守区", "ディフェンス"],
  zone_2: ["Right attack", "右进攻区", "右アタック"],
  zone_name_0: ["left attack zone", "左进攻区", "左アタックゾーン"],
  zone_name_1: ["defense zone", "防守区", "ディフェンスゾーン"],
  zone_name_2: ["right attack zone", "右进攻区", "右アタックゾーン"],
  rift: ["Rift", "次元断层", "次元断層"],
  invasion: ["Invasion", "侵略次元", "侵略次元"],
  ruler: ["Ruler", "门将", "ルーラー"],
  grave: ["Graveyard", "坟墓场", "墓地"],
  damage_zone: ["Damage", "伤害区", "ダメージ"],
  counter_zone: ["Counter", "反击区", "カウンター"],
  set_n: ["Set {n}", "配置区{n}", "セット{n}"],
  field_zone: ["Field", "场地区", "フィールド"],
  energy: ["Energy", "能量", "エナジー"],
  drive_zone: ["Drive zone", "驱策区", "ドライブゾーン"],
  drive_note: ["Unplayed cards go to the graveyard when the main phase ends.", "主要阶段结束时未使用的牌进入坟墓场。", "メインフェイズ終了時、残ったカードは墓地へ。"],
  // What is left of the total, as a unit's HP and a ruler's LIFE show it
  hp_of: ["HP {left} / {n}", "HP {left} / {n}", "HP {left} / {n}"],
  life_of: ["LIFE {left} / {n}", "LIFE {left} / {n}", "LIFE {left} / {n}"],
  phase_main: ["Main phase", "主要阶段", "メインフェイズ"],
  phase_attack: ["Attack phase", "攻击阶段", "アタックフェイズ"],
  phase_invasion: ["Invasion's turn", "侵略次元的回合", "侵略次元のターン"],
  summons_n: ["Summons {n}", "召唤 {n}", "召喚 {n}"],
  hint_idle: ["Tap a card, a unit or your ruler to see what it can do.", "点击卡牌、单位或门将查看可执行的操作。", "カード・ユニット・ルーラーをタップすると行動が出る。"],
  // The first screen of a turn (web/table.js turnBrief): what the other side just did, in a
  // few counted lines, and what the player can do now, named from the actions on offer.
  the_invasion: ["The invasion", "侵略次元", "侵略次元"],
  gr_todo_first: [
    "What glows can act. A unit deals its ATK to units and its STK to a ruler.",
    "发光的都可以行动。单位对单位造成ATK点伤害，对门将造成STK点伤害。",
    "光っているものが動ける。ユニットはユニットにATK、ルーラーにSTKのダメージを与える。"],
  todo_attack_unit: ["attack with a glowing unit", "用发光的单位攻击", "光るユニットで攻撃"],
  todo_move_unit: ["move a glowing unit", "移动发光的单位", "光るユニットを移動"],
  todo_ruler: ["use your ruler", "使用你的门将", "ルーラーを使う"],
  recap_summoned: ["{Who} summoned {cards}.", "{who}召唤了{cards}。", "{who}が{cards}を召喚。"],
  hint_targets: ["Tap a glowing zone.", "点击发光的区域。", "光っているゾーンをタップ。"],
  hint_first_attack: ["Your first attack ends the main phase.", "发动首次攻击后，主要阶段即结束。", "最初の攻撃でメインフェイズは終わる。"],
  act_play: ["Play", "使用", "使用する"],
  act_set: ["Set in slot {n}", "配置到配置区{n}", "セットゾーン{n}にセット"],
  act_field: ["Play as field", "放到场地区", "フィールドに置く"],
  act_summon: ["Summon to {zone}", "召唤到{zone}", "{zone}に召喚"],
  act_move: ["Move to {zone}", "移动到{zone}", "{zone}へ移動"],
  act_attack: ["Attack {target}", "攻击{target}", "{target}を攻撃"],
  act_play_on: ["Play on {target}", "对{target}使用", "{target}に使用"],
  act_end: ["End turn", "结束回合", "ターン終了"],
  tag_summon: ["Summon", "召唤", "召喚"],
  tag_move: ["Move", "移动", "移動"],
  tag_attack: ["Attack", "攻击", "攻撃"],
  tag_play: ["Target", "目标", "対象"],
  tag_set: ["Set here", "配置", "セット"],
  tag_field: ["Place", "放置", "置く"],

  // Cards
  when_enter: ["On entry", "入场时", "登場時"],
  when_play: ["Play", "使用时", "使用時"],
  when_cnt: ["CNT (counter)", "CNT（反击）", "CNT（カウンター）"],
  when_set: ["Once set", "配置后", "セット後"],
  when_field: ["Field", "场地", "フィールド"],
  kw_pierce: ["Pierce", "贯通", "貫通"],
  kw_counter: ["Counter", "反击", "反撃"],
  kw_stealth: ["Stealth", "隐身", "ステルス"],
  kw_pierce_text: [
    "All the damage beyond what destroys the unit it attacks goes on to the ruler behind.",
    "攻击单位时，超出破坏该单位所需的伤害全部继续对后方的门将造成。",
    "攻撃したユニットを破壊して余ったダメージは、すべて後ろのルーラーへ。"],
  kw_counter_text: [
    "If it survives an attack by a unit, it hits that unit back with its ATK.",
    "被单位攻击后若仍在场，以其ATK对该单位反击。",
    "ユニットに攻撃されて生き残ると、そのユニットにATK分反撃する。"],
  kw_stealth_text: ["Cannot be attacked.", "不能被攻击。", "攻撃されない。"],
  effect_ignored: ["Its effect is ignored in the solo mode.", "单人模式中无视其效果。", "ソロモードでは効果を無視する。"],
  cnt_ignored: ["Its CNT is ignored in the solo mode.", "单人模式中无视其CNT效果。", "ソロモードではCNTを無視する。"],
  deck_hidden: [{ one: "{n} card, face down.", other: "{n} cards, face down." }, "{n}张，背面朝上。", "{n}枚、裏向き。"],
  rift_text: [
    "The invasion deck is its ruler. Each turn it drives {drives} cards, then its left and right attack units and the rift attack: your left attack unit first, then your defense unit, then your ruler.",
    "侵略次元卡组本身视为门将。每回合驱策{drives}次，然后左进攻区单位、右进攻区单位、次元断层依次攻击：先攻击你的左进攻区单位，其次防守区单位，然后是门将。",
    "侵略次元のデッキがルーラー。毎ターン{drives}回ドライブし、左アタック・右アタックのユニット、次元断層の順に攻撃する。対象はあなたの左アタック→ディフェンス→ルーラーの順。"],
  ruler_text_damage: [
    "Damage to a ruler moves that many cards from its deck to its damage zone; CNT cards go to the counter zone and resolve. A full damage zone loses.",
    "门将受到伤害时，从卡组顶将等量的牌移入伤害区；CNT卡进入反击区并发动效果。伤害区满即落败。",
    "ルーラーへのダメージは、その数だけデッキの上からダメージゾーンへ。CNTカードはカウンターゾーンへ行き効果発動。ダメージゾーンが埋まれば敗北。"],

  // Result
  win_title: ["The rift is destroyed!", "次元断层被粉碎了！", "次元断層を粉砕した！"],
  lose_title: ["Defeat", "败北", "敗北"],
  result_line: ["Level {n} · {name} · {ruler}", "等级{n} · {name} · {ruler}", "レベル{n} · {name} · {ruler}"],
  next_level: ["Next level", "下一等级", "次のレベル"],

  // A finished game in words (share headline, result links); {left} is what was left at the end
  gr_out_won: ["Cleared level {level}", "通关等级{level}", "レベル{level}クリア"],
  gr_out_lost: ["Fell at level {level}", "败于等级{level}", "レベル{level}で敗北"],
  gr_head_won: [
    "I cleared level {level} of Gate Ruler in {length} with {left}!",
    "我用{length}通关了门将 Gateruler 等级{level}，{left}！",
    "ゲートルーラーのレベル{level}を{length}でクリア、{left}！"],
  gr_head_lost: [
    "The rift beat me at level {level} of Gate Ruler after {length}. Can you do better?",
    "我在门将 Gateruler 等级{level}坚持了{length}后败北。你能做得更好吗？",
    "ゲートルーラーのレベル{level}で{length}粘ったが敗北。君ならどうする？"],

  // Log lines
  log_turn_0: ["Your turn {n}", "你的第{n}回合", "あなたのターン{n}"],
  log_turn_1: ["Invasion turn {n}", "侵略次元 第{n}回合", "侵略次元のターン{n}"],
  log_drive_0: ["You drive {card}.", "你驱策了{card}。", "{card}をドライブ。"],
  log_drive_1: ["The rift drives {card}.", "次元断层驱策了{card}。", "次元断層が{card}をドライブ。"],
  log_draw: ["You draw {card}.", "你抽到了{card}。", "{card}を引いた。"],
  log_summon_0: ["You summon {card} to your {zone}.", "你将{card}召唤到{zone}。", "{card}を{zone}に召喚。"],
  log_summon_1: ["{card} appears in the invasion's {zone}.", "{card}出现在侵略次元的{zone}。", "{card}が侵略次元の{zone}に出現。"],
  log_attack: ["{Attacker} attacks {target}.", "{attacker}攻击{target}。", "{attacker}が{target}を攻撃。"],
  log_damage: ["{Unit} takes {amount} damage.", "{unit}受到{amount}点伤害。", "{unit}に{amount}ダメージ。"],
  log_destroy: ["{Unit} is destroyed.", "{unit}被破坏。", "{unit}は破壊された。"],
  log_destroy_finale: ["{Unit} is destroyed by {card}'s rule.", "{unit}因“{card}”的规则被破坏。", "{unit}は「{card}」のルールで破壊された。"],
  log_destroy_lowest: ["{Unit} is the lowest level and goes to the graveyard to make room.", "{unit}等级最低，被送入坟墓场以腾出位置。", "{unit}は最低レベルのため、場所を空けて墓地へ。"],
  log_ruler_damage: ["{Ruler} takes {amount} damage.", "{ruler}受到{amount}点伤害。", "{ruler}に{amount}ダメージ。"],
  log_damage_card_0: ["{card} goes to your damage zone.", "{card}进入你的伤害区。", "{card}があなたのダメージゾーンへ。"],
  log_damage_card_1: ["{card} goes to the rift's damage zone.", "{card}进入次元断层的伤害区。", "{card}が次元断層のダメージゾーンへ。"],
  log_cnt_0: ["CNT! Your {card} goes to the counter zone and resolves.", "CNT！你的{card}进入反击区并发动。", "CNT！{card}がカウンターゾーンへ行き発動。"],
  log_cnt_1: ["CNT! The rift's {card} goes to its counter zone and resolves.", "CNT！次元断层的{card}进入反击区并发动。", "CNT！次元断層の{card}がカウンターゾーンへ行き発動。"],
  log_play: ["You play {card}.", "你使用了{card}。", "{card}を使用。"],
  log_set: ["You set a card in set zone {slot}.", "你在配置区{slot}配置了一张牌。", "セットゾーン{slot}にカードをセット。"],
  log_field: ["You play the field {card}.", "你放置了场地{card}。", "フィールド{card}を置いた。"],
  log_move: ["You move {card} from your {from} to your {to}.", "你将{card}从{from}移动到{to}。", "{card}を{from}から{to}へ移動。"],
  log_trap: ["Your set card {card} springs!", "你配置的{card}发动了！", "セットした{card}が発動！"],
  log_to_grave_0: ["{card} leaves the drive zone for the graveyard.", "{card}从驱策区进入坟墓场。", "{card}はドライブゾーンから墓地へ。"],
  log_to_grave_1: ["{card} goes to the graveyard.", "{card}进入坟墓场。", "{card}は墓地へ。"],
  log_to_grave_lowest: ["{card} is the lowest level: straight to the graveyard.", "{card}等级最低，直接进入坟墓场。", "{card}は最低レベルなので直接墓地へ。"],
  log_destroy_set: ["{card} in your set zone {slot} is destroyed.", "你配置区{slot}的{card}被破坏。", "セットゾーン{slot}の{card}が破壊された。"],
  log_heal_0: ["Your units are healed.", "你的单位伤害全部移除。", "あなたのユニットのダメージがすべて消えた。"],
  log_heal_1: ["The invasion's units are healed.", "侵略次元单位的伤害全部移除。", "侵略次元のユニットのダメージがすべて消えた。"],
  log_energy: ["You gain {amount} energy.", "你获得{amount}点能量。", "エナジーを{amount}得た。"],
  log_counter: ["{Unit} strikes back!", "{unit}发动反击！", "{unit}の反撃！"],
  log_rule_finale_purge: [
    "{card}'s rule: a Dark Knight and one of your units are destroyed.",
    "“{card}”的规则：破坏1个黑暗骑士和你的1个单位。",
    "「{card}」のルール：暗黒騎士1体とあなたのユニット1体を破壊。"],
  log_lose_0_life: ["Your damage zone is full: you lose.", "你的伤害区已满：你输了。", "ダメージゾーンが埋まった：敗北。"],
  log_lose_0_deck: ["Your deck is empty: you lose.", "你的卡组已空：你输了。", "デッキが尽きた：敗北。"],
  log_lose_1_life: ["The rift's HP is down to 0: you win!", "次元断层的HP降到0：你赢了！", "次元断層のHPが0になった：勝利！"],
  log_lose_1_deck: ["The rift has run out of cards: you win!", "次元断层的卡组耗尽：你赢了！", "次元断層のデッキが尽きた：勝利！"],
  log_lose_0_resign: ["You resigned: you lose.", "你认输了：你输了。", "投了した：敗北。"],
  log_lose_0: ["You lose.", "你输了。", "敗北。"],
  log_lose_1: ["The rift is destroyed: you win!", "次元断层被粉碎：你赢了！", "次元断層を粉砕：勝利！"],
  ref_your_ruler: ["your ruler", "你的门将", "あなたのルーラー"],
  ref_rift: ["the rift", "次元断层", "次元断層"],
  ref_your_unit: ["your {card}", "你的{card}", "{card}"],
  ref_enemy_unit: ["{card}", "{card}", "{card}"],
  ref_your_zone: ["the unit in your {zone}", "你{zone}的单位", "あなたの{zone}のユニット"],
  ref_enemy_zone: ["the unit in the invasion's {zone}", "侵略次元{zone}的单位", "侵略次元の{zone}のユニット"],
});
