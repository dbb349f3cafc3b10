// Every word of the UI in the three languages, in one table: key -> [en, zh, ja].
// Card names and card text are not here: they come from the engine's catalog.
import { KEYS, store } from "./dom.js";

const LANGS = ["zh", "ja", "en"];
const COLUMN = { en: 0, zh: 1, ja: 2 };
const HTML_LANG = { en: "en", zh: "zh-Hans", ja: "ja" };

const S = {
  // Menu and boot
  app_sub: ["Card games for your phone", "在手机上玩的卡牌游戏", "スマホで遊ぶカードゲーム"],
  games: ["Games", "游戏", "ゲーム"],
  continue: ["Continue", "继续游戏", "続きから"],
  kept_game: ["Your game in progress is kept: a new one starts beside it.", "你进行中的对局会保留，新对局另开一局。",
    "進行中のゲームは残ります。新しいゲームは別に始まります。"],
  in_progress: ["Games in progress", "进行中的对局", "進行中のゲーム"],
  continue_all: ["Show all {n} games in progress", "显示全部 {n} 局进行中的对局", "進行中の{n}ゲームをすべて表示"],
  played_when: ["Played {when}", "{when}玩过", "{when}にプレイ"],
  tag_challenge: ["Challenge", "挑战", "挑戦"],
  tag_result: ["A friend's result to beat", "要超越好友的成绩", "友達の結果に挑戦"],
  delete_game_of: ["Delete this {game} game", "删除这局{game}", "この{game}のゲームを削除"],
  delete_title: ["Delete this game?", "删除这局对局？", "このゲームを削除する？"],
  delete_text: [
    "This {game} game in progress ({note}) will be gone for good.",
    "这局进行中的{game}（{note}）将被永久删除。",
    "進行中のこの{game}のゲーム（{note}）は完全に消える。"],
  delete_remote_text: [
    "This finished {game} game with your friend ({note}) will be gone for good from this phone. Your friend keeps theirs.",
    "这局与好友的{game}已结束（{note}），将从这部手机上永久删除。好友那边的记录不受影响。",
    "友達と遊んだこの{game}のゲーム（終了・{note}）は、このスマホから完全に消える。友達の側には残る。"],
  remote_finished: ["Finished games with a friend", "与好友的已结束对局", "友達と終えたゲーム"],
  qr_show: ["Show a QR code (for a friend beside you)", "显示二维码（给身边的好友扫）", "QRコードを表示（そばの友達が読み取る）"],
  keep_game: ["Keep it", "保留", "残す"],
  delete_game: ["Delete", "删除", "削除"],
  storage_off: [
    "This browser keeps nothing for Card Table (private browsing or blocked storage): games and decks are lost when the page closes. A game's link (Share) keeps it.",
    "此浏览器不为 Card Table 保存任何数据（无痕模式或存储被禁用）：关闭页面后对局和卡组都会丢失。对局的链接（分享）可以保留它。",
    "このブラウザは Card Table のデータを保存しない（プライベートモードかストレージが無効）：ページを閉じるとゲームもデッキも消える。ゲームのリンク（共有）なら残せる。"],
  update_ready: ["A new version is ready.", "新版本已就绪。", "アップデートがある。"],
  update_take: ["Update", "更新", "更新する"],
  update_later: ["Later", "稍后", "あとで"],
  update_waiting: ["Updating once the current move is done…", "当前操作结束后更新…", "今の操作が終わりしだい更新する…"],
  unsaved_title: ["This game is not being saved", "这局对局没有被保存", "このゲームは保存されていない"],
  unsaved_text: [
    "The browser refused to store it (its storage is full or turned off), so it will be lost when the page closes. Copy its link to keep it.",
    "浏览器拒绝保存（存储已满或被禁用），关闭页面后它会丢失。复制它的链接即可保留。",
    "ブラウザが保存を拒んだ（ストレージが満杯か無効）ため、ページを閉じると消える。リンクをコピーすれば残せる。"],
  copy_link: ["Copy its link", "复制链接", "リンクをコピー"],
  play_on: ["Play on", "继续玩", "続ける"],
  went_on_title: ["This game went on in another tab", "这局对局在另一个标签页里继续了", "このゲームは別のタブで進んだ"],
  went_on_text: [
    "It was played further there after this tab last saved it, and nothing here was saved over it. Go on from its latest move, or keep the game on this screen as a separate game (both are kept).",
    "在本页上次保存之后，它在那边又走了几步，本页没有覆盖它。你可以从它的最新一步继续，或者把本页的这局另存为一局单独的对局（两局都会保留）。",
    "このタブが最後に保存した後、あちらでさらに進められた。ここからは何も上書きしていない。最新の手から続けるか、この画面のゲームを別のゲームとして残せる（両方とも残る）。"],
  went_on_latest: ["Go to its latest move", "转到最新一步", "最新の手へ"],
  went_on_keep: ["Keep this as a separate game", "另存为单独的对局", "別のゲームとして残す"],
  went_on_ended_title: ["This game ended in another tab", "这局对局已在另一个标签页里结束", "このゲームは別のタブで終わった"],
  went_on_ended_text: [
    "Another tab finished or deleted it. You can keep playing it here as a game of its own.",
    "另一个标签页已经下完或删除了它。你可以在这里把它当作单独的对局继续玩。",
    "別のタブで最後まで進んだか、削除された。ここで別のゲームとして続けられる。"],
  went_on_since_title: ["This game went on", "这局对局已经往下走了", "このゲームは先に進んでいる"],
  went_on_since_text: [
    "It was played further after this point, so it opens at its latest move. The moves in between are in its replay.",
    "在这之后它又被继续玩了几步，所以从最新一步打开。中间的步骤可以在回放里看到。",
    "この時点の後にさらに進められたため、最新の手から開く。その間の手はリプレイで見られる。"],
  rules: ["Rules", "规则", "ルール"],
  language: ["Language", "语言", "言語"],
  menu: ["Menu", "菜单", "メニュー"],
  game_menu: ["This game", "本局", "このゲーム"],
  back: ["Back", "返回", "戻る"],
  close: ["Close", "关闭", "閉じる"],
  to_menu: ["Back to menu", "返回主菜单", "メニューに戻る"],
  return_game: ["Back to my game", "回到我的对局", "自分のゲームに戻る"],
  reload: ["Reload", "重新加载", "再読み込み"],
  // The engine's files come from the phone's own copy after the first visit, and are counted
  // all the same: "loading", not "downloading", and no word a player need not know.
  stage_start: ["Loading the game engine…", "正在加载游戏引擎…", "ゲームエンジンを読み込み中…"],
  stage_download_kept: ["Starting the game engine saved on this device: {loaded} of {total} MB",
    "正在启动本机保存的游戏引擎：{loaded} / {total} MB", "この端末に保存したゲームエンジンを起動中：{loaded} / {total} MB"],
  stage_download: ["Loading the game engine: {loaded} of {total} MB", "正在加载游戏引擎：{loaded} / {total} MB", "ゲームエンジンを読み込み中：{loaded} / {total} MB"],
  stage_runtime: ["Starting the rules engine…", "正在启动规则引擎…", "ルールエンジンを起動中…"],
  stage_wheels: ["Installing the rules…", "正在安装规则…", "ルールを組み込み中…"],
  stage_engine: ["Starting the engine…", "正在启动引擎…", "エンジンを起動中…"],
  stage_slow: [
    "Still loading… On a slow connection the first start takes a while; reload if it stays stuck.",
    "仍在加载…网络较慢时首次启动需要一些时间；若一直卡住请重新加载。",
    "読み込み中… 回線が遅いと初回は時間がかかる。止まったままなら再読み込みしてほしい。"],
  stage_ready: ["Ready to play", "准备就绪", "準備完了"],
  stage_refetch: ["A download arrived damaged. Fetching it again…", "有文件下载损坏，正在重新下载…", "ダウンロードしたファイルが壊れていた。もう一度取得中…"],
  stage_retry: ["The engine did not start. Trying again…", "引擎没有启动，正在重试…", "エンジンが起動しなかった。再試行中…"],
  stage_restart: ["The engine stopped. Starting it again…", "引擎已停止，正在重新启动…", "エンジンが止まった。再起動中…"],
  boot_waiting: ["Starts when the engine is ready", "引擎就绪后开始", "エンジンの準備ができたら始まる"],
  // {size}: all a first visit downloads, the engine that the loading line counts included.
  first_visit: [
    "The first visit downloads {size} MB in all, the engine included, once. After that Card Table works offline.",
    "首次访问共需下载 {size} MB（含游戏引擎），仅此一次；之后无需网络也能玩。",
    "初回のみ、エンジンを含めて合計 {size} MB をダウンロードする。2回目からはオフラインでも遊べる。"],
  stage_opening: ["Opening the game in the link…", "正在打开链接中的对局…", "リンクのゲームを開いています…"],
  gr_name: ["Gate Ruler", "Gate Ruler（门将）", "ゲートルーラー"],
  gr_mode: ["Solo · Invasion Rift", "单人模式 · 地狱的侵略次元断层战", "ソロ · 地獄の侵略次元断層戦"],
  fl_name: ["Frontline: Libiart vs Minesis", "前线：利维亚特 vs 米涅西斯", "フロントライン：リビアート vs ミネシス"],
  fl_mode: ["Two players", "双人对战", "2人対戦"],
  fl_menu_mode: ["Two players · computer, pass and play, or link", "双人对战 · 对战电脑、同机或链接", "2人対戦 · コンピューター・1台・リンク"],
  dol_name: ["Dimension of Legend", "Dimension of Legend", "Dimension of Legend（DoL）"],
  dol_mode: ["Trading card game", "集换式卡牌游戏", "トレーディングカードゲーム"],
  dol_menu_mode: ["Two players · computer, pass and play, or link", "双人对战 · 对战电脑、同机或链接", "2人対戦 · コンピューター・1台・リンク"],

  // Level select and level screen
  levels_intro: [
    "You are the ruler (your commander, who leads units into battle). Six rifts, one harder than the last. There are two damage zones: your hits fill the rift's, the rift's hits fill yours. Fill the rift's to its HP before it fills yours to your LIFE!",
    "你是门将（Gate Ruler，即你的主帅，率领单位作战）。六个次元断层，一个比一个难。场上有两个伤害区：你的攻击填充次元断层的伤害区，次元断层的攻击填充你的伤害区。在它填满你的伤害区（达到LIFE）之前，先填满它的伤害区（达到HP），粉碎次元断层！",
    "あなたはルーラー（ユニットを率いる指揮官）。6つの次元断層、後になるほど手強い。ダメージゾーンは2つ：あなたの攻撃は断層のダメージゾーンを、断層の攻撃はあなたのダメージゾーンを埋める。あなたのゾーンがLIFEに達する前に、断層のゾーンをHPまで埋めて粉砕せよ！"],
  level_n: ["Level {n}", "等级{n}", "レベル{n}"],
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
  level_sheet: ["The rift's deck (your opponent)", "次元断层的卡组（对手）", "次元断層のデッキ（相手）"],
  sheet_summary: ["{cards} cards · total level {level} · CNT {cnt}", "{cards}张 · 总等级{level} · CNT {cnt}张", "{cards}枚 · 総レベル{level} · CNT{cnt}枚"],
  col_card: ["Card", "卡牌", "カード"],
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
  // One-line meanings of the stats a newcomer meets on levels, rulers and cards (gateruler-cards.js statLegend).
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
  // --- Gate Ruler: words a newcomer asked for (legend terms, the hit summary, the rift's deck, ending a turn)
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
  gr_hit_cards: [
    { by: "zone", one: "{Who} attacked your ruler: {dmg} damage, {zone} card to your damage zone.", other: "{Who} attacked your ruler: {dmg} damage, {zone} cards to your damage zone." },
    "{who}攻击了你的门将：{dmg}点伤害，{zone}张进入你的伤害区。",
    "{who}があなたのルーラーを攻撃：{dmg}ダメージ、{zone}枚があなたのダメージゾーンへ。"],
  gr_hit_split: [
    "{Who} attacked your ruler: {dmg} damage, {zone} to your damage zone and {cnt} to your counter zone as CNT.",
    "{who}攻击了你的门将：{dmg}点伤害，{zone}张进入你的伤害区，{cnt}张是CNT卡，进入你的反击区并发动。",
    "{who}があなたのルーラーを攻撃：{dmg}ダメージ、{zone}枚があなたのダメージゾーンへ、{cnt}枚はCNTとしてカウンターゾーンへ行き発動。"],
  hand_corner_note: [
    "Corner number = level.",
    "角上数字＝等级。",
    "隅の数字＝レベル。"],
  col_printed_note: [
    "Printed: the totals on the rulebook's deck sheet. This deck: the totals of the deck the rift plays here.",
    "印刷值：规则书卡组表上印的合计。本卡组：本应用中次元断层实际使用的卡组的合计。",
    "印刷値：ルールブックのデッキシートに載っている合計。このデッキ：このアプリで次元断層が使うデッキの合計。"],
  end_confirm_title: ["End the turn?", "结束回合？", "ターンを終了する？"],
  end_confirm_text: ["You can still:", "你还可以：", "まだできること："],
  end_unused_attack: [
    { one: "attack with {n} unit", other: "attack with {n} units" },
    "用{n}个单位攻击", "{n}体のユニットで攻撃"],
  end_unused_ruler: ["attack with your ruler", "用门将攻击", "ルーラーで攻撃"],
  end_unused_cards: [
    { one: "play {n} card: {cards}", other: "play {n} cards: {cards}" },
    "使用{n}张牌：{cards}", "{n}枚のカードを使う：{cards}"],
  end_unused_drive: [
    "Cards left in the drive zone go to the graveyard.",
    "留在驱策区的牌将进入坟墓场。",
    "ドライブゾーンに残ったカードは墓地へ行く。"],
  end_anyway: ["End turn anyway", "仍然结束回合", "それでもターン終了"],
  // --- end of the newcomer words block
  family_knight_text: [
    "Hand and energy. Starts with {start_energy} energy and {start_hand} cards; each turn readies {energy_per_turn} more energy (up to {max_energy}) and draws {draw_per_turn}. A card costs its level in energy; up to {summons_per_turn} summons a turn.",
    "有手牌和能量。开局{start_energy}点能量、{start_hand}张手牌；每回合增加{energy_per_turn}点能量（最多{max_energy}）并抽{draw_per_turn}张。使用卡牌需支付与其等级相同的能量；每回合最多召唤{summons_per_turn}次。",
    "手札とエナジーを持つ。開始時エナジー{start_energy}・手札{start_hand}枚。毎ターンエナジーが{energy_per_turn}増え（最大{max_energy}）、{draw_per_turn}枚引く。カードはレベル分のエナジーを払って使う。召喚は1ターン{summons_per_turn}回まで。"],
  family_apprentice_text: [
    "No hand, no cost. Each turn drives {drives_per_turn} cards into the drive zone and plays them for free; cards still there when the main phase ends go to the graveyard. Deck total level at most {max_level_total}.",
    "没有手牌，不需费用。每回合驱策{drives_per_turn}张牌到驱策区并可免费使用；主要阶段结束时仍留在驱策区的牌进入坟墓场。卡组总等级不超过{max_level_total}。",
    "手札もコストもない。毎ターン{drives_per_turn}枚をドライブゾーンにドライブし、無料で使える。メインフェイズ終了時に残ったカードは墓地へ。デッキの総レベルは{max_level_total}まで。"],
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
  you: ["You", "你", "あなた"],
  ruler: ["Ruler", "门将", "ルーラー"],
  grave: ["Graveyard", "坟墓场", "墓地"],
  damage_zone: ["Damage", "伤害区", "ダメージ"],
  counter_zone: ["Counter", "反击区", "カウンター"],
  deck: ["Deck", "卡组", "デッキ"],
  set_n: ["Set {n}", "配置区{n}", "セット{n}"],
  field_zone: ["Field", "场地区", "フィールド"],
  energy: ["Energy", "能量", "エナジー"],
  hand: ["Hand", "手牌", "手札"],
  drive_zone: ["Drive zone", "驱策区", "ドライブゾーン"],
  drive_note: ["Unplayed cards go to the graveyard when the main phase ends.", "主要阶段结束时未使用的牌进入坟墓场。", "メインフェイズ終了時、残ったカードは墓地へ。"],
  hand_empty: ["No cards.", "没有牌。", "カードなし。"],
  hand_scroll: ["swipe for more ›", "滑动查看更多 ›", "スワイプで続き ›"],
  empty: ["Empty", "空", "空き"],
  rested: ["Rested", "横置", "レスト"],
  // What is left of the total, as unit HP and Frontline's cities show it
  hp_of: ["HP {left} / {n}", "HP {left} / {n}", "HP {left} / {n}"],
  life_of: ["LIFE {left} / {n}", "LIFE {left} / {n}", "LIFE {left} / {n}"],
  phase_main: ["Main phase", "主要阶段", "メインフェイズ"],
  phase_attack: ["Attack phase", "攻击阶段", "アタックフェイズ"],
  phase_invasion: ["Invasion's turn", "侵略次元的回合", "侵略次元のターン"],
  phase_over: ["Game over", "对局结束", "ゲーム終了"],
  turn_n: ["Turn {n}", "第{n}回合", "ターン{n}"],
  summons_n: ["Summons {n}", "召唤 {n}", "召喚 {n}"],
  end_turn: ["End turn", "结束回合", "ターン終了"],
  hint_idle: ["Tap a card, a unit or your ruler to see what it can do.", "点击卡牌、单位或门将查看可执行的操作。", "カード・ユニット・ルーラーをタップすると行動が出る。"],
  // The first screen of a turn (web/table.js turnBrief): what the other side just did, in a
  // few counted lines, and what the player can do now, named from the actions on offer.
  the_invasion: ["The invasion", "侵略次元", "侵略次元"],
  brief_close: ["Hide this summary", "隐藏此摘要", "この要約を閉じる"],
  todo: ["Now: {steps}.", "现在：{steps}。", "次は：{steps}。"],
  todo_first: ["What glows can act.", "发光的都可以行动。", "光っているものが動ける。"],
  gr_todo_first: [
    "What glows can act. A unit deals its ATK to units and its STK to a ruler.",
    "发光的都可以行动。单位对单位造成ATK点伤害，对门将造成STK点伤害。",
    "光っているものが動ける。ユニットはユニットにATK、ルーラーにSTKのダメージを与える。"],
  todo_card: ["play a glowing card", "打出发光的手牌", "光るカードを出す"],
  todo_attack_unit: ["attack with a glowing unit", "用发光的单位攻击", "光るユニットで攻撃"],
  todo_move_unit: ["move a glowing unit", "移动发光的单位", "光るユニットを移動"],
  todo_ruler: ["use your ruler", "使用你的门将", "ルーラーを使う"],
  todo_warrior: ["use a glowing warrior", "使用发光的战士", "光る戦士を使う"],
  todo_char: ["use a glowing character's effect", "发动发光角色的效果", "光るキャラを起動"],
  todo_button: ["tap “{button}”", "点击“{button}”", "「{button}」をタップ"],
  recap_summoned: [
    { one: "{Who} summoned {cards}.", other: "{Who} summoned {n} units." },
    "{who}召唤了{n}个单位。", "{who}がユニットを{n}体召喚。"],
  recap_deployed: [
    { one: "{Who} deployed {cards}.", other: "{Who} deployed {n} warriors." },
    "{who}出击了{n}名战士。", "{who}が戦士を{n}体出撃。"],
  recap_played: [
    { one: "{Who} played {cards}.", other: "{Who} played {n} cards." },
    "{who}使用了{n}张卡。", "{who}がカードを{n}枚使用。"],
  recap_attacked: [
    { one: "{Who} attacked once.", other: "{Who} attacked {n} times." },
    "{who}攻击了{n}次。", "{who}が{n}回攻撃。"],
  recap_attacked_hit: ["{Who} attacked {target}: {dmg} damage.", "{who}攻击了{target}：{dmg}点伤害。", "{who}が{target}を攻撃：{dmg}ダメージ。"],
  recap_lost: ["You lost {cards}.", "你失去了{cards}。", "{cards}を失った。"],
  hint_targets: ["Tap a glowing zone.", "点击发光的区域。", "光っているゾーンをタップ。"],
  hint_no_actions: ["Nothing this card can do now.", "这张牌现在无法行动。", "今このカードでできることはない。"],
  hint_first_attack: ["Your first attack ends the main phase.", "发动首次攻击后，主要阶段即结束。", "最初の攻撃でメインフェイズは終わる。"],
  details: ["Details", "详情", "詳細"],
  cancel: ["Cancel", "取消", "キャンセル"],
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
  legal_plays: ["What you can do", "可执行的操作", "できること"],

  // Cards
  kind_unit: ["Unit", "单位", "ユニット"],
  kind_event: ["Event", "事件", "イベント"],
  kind_field: ["Field", "场地", "フィールド"],
  faction_toyo: ["Toyo Army", "东妖军", "東妖軍"],
  faction_forna: ["Forna", "福尔纳魔法世界", "フォルナ魔法世界"],
  faction_invasion: ["Invasion dimension", "侵略次元", "侵略次元"],
  lv: ["Lv", "Lv", "Lv"],
  when_enter: ["On entry", "入场时", "登場時"],
  when_play: ["Play", "使用时", "使用時"],
  when_cnt: ["CNT", "CNT", "CNT"],
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
  no_text: ["No effect.", "无效果。", "効果なし。"],
  pile_empty: ["No cards here.", "这里没有牌。", "カードはない。"],
  deck_hidden: [{ one: "{n} card, face down.", other: "{n} cards, face down." }, "{n}张，背面朝上。", "{n}枚、裏向き。"],
  rift_text: [
    "The invasion deck is its ruler. Each turn it drives {drives} cards, then its left and right attack units and the rift attack: your left attack unit first, then your defense unit, then your ruler.",
    "侵略次元卡组本身视为门将。每回合驱策{drives}次，然后左进攻区单位、右进攻区单位、次元断层依次攻击：先攻击你的左进攻区单位，其次防守区单位，然后是门将。",
    "侵略次元のデッキがルーラー。毎ターン{drives}回ドライブし、左アタック・右アタックのユニット、次元断層の順に攻撃する。対象はあなたの左アタック→ディフェンス→ルーラーの順。"],
  ruler_text_damage: [
    "Damage to a ruler moves that many cards from its deck to its damage zone; CNT cards go to the counter zone and resolve. A full damage zone loses.",
    "门将受到伤害时，从卡组顶将等量的牌移入伤害区；CNT卡进入反击区并发动效果。伤害区满即落败。",
    "ルーラーへのダメージは、その数だけデッキの上からダメージゾーンへ。CNTカードはカウンターゾーンへ行き効果発動。ダメージゾーンが埋まれば敗北。"],

  // Log panel and playback
  log: ["Log", "记录", "ログ"],
  log_empty: ["Nothing has happened yet.", "还没有任何事件。", "まだ何も起きていない。"],
  speed: ["Speed", "速度", "速度"],
  speed_slow: ["Slow", "慢", "遅い"],
  speed_normal: ["Normal", "中", "普通"],
  speed_fast: ["Fast", "快", "速い"],
  skip: ["Skip", "跳过", "スキップ"],

  // Share
  share: ["Share", "分享", "共有"],
  share_title: ["Share this game", "分享这局游戏", "このゲームを共有"],
  share_tab_result: ["My result", "我的成绩", "自分の結果"],
  share_tab_challenge: ["Challenge", "挑战", "挑戦"],
  share_tab_save: ["This game", "本局", "このゲーム"],
  share_result: ["Share my result", "分享我的成绩", "結果をシェア"],
  share_result_note: [
    "Your friend gets the same deal to play, with your result to beat beside it.",
    "好友会拿到同样的发牌来挑战，旁边显示你的成绩。",
    "友達は同じ配牌で挑戦し、あなたの結果と比べられる。"],
  share_challenge: ["Challenge a friend", "挑战好友", "友達に挑戦"],
  share_challenge_note: [
    "The same deal and the same shuffles from the first move: can a friend do better?",
    "相同的发牌与洗牌，从第一步开始：看看朋友能否打得更好？",
    "同じ配牌、同じシャッフルで最初から。友達はもっとうまくやれるか？"],
  share_save: ["Send this game", "发送本局", "このゲームを送る"],
  share_save_note: [
    "This game exactly as it stands, every move included: it goes on where you are.",
    "包含所有操作的当前对局，从你现在的位置继续。",
    "全手順を含む今のゲーム。今の局面から続けられる。"],
  share_replay: ["Replay", "回放", "リプレイ"],
  share_replay_note: [
    "Every move so far, to watch step by step.",
    "到目前为止的每一步，可逐步观看。",
    "ここまでの全手順を、1手ずつ見られる。"],
  copy_link: ["Copy link", "复制链接", "リンクをコピー"],
  copied_link: ["Copied to the clipboard: paste it to a friend.", "已复制到剪贴板，发给好友吧。", "クリップボードにコピーした。友達に送ろう。"],
  qr_label: ["QR code of the link: {link}", "链接的二维码：{link}", "リンクのQRコード：{link}"],
  qr_too_long: [
    "This link is too long for a QR code: send it instead.",
    "链接太长，无法生成二维码，请直接发送。",
    "リンクが長すぎてQRコードにできない。送信してほしい。"],
  copy: ["Copy", "复制", "コピー"],
  send: ["Share…", "分享…", "共有…"],
  copied: ["Copied.", "已复制。", "コピーした。"],
  copy_failed: ["Select the link and copy it.", "请选中链接后复制。", "リンクを選択してコピーしてほしい。"],

  // Result
  win_title: ["The rift is destroyed!", "次元断层被粉碎了！", "次元断層を粉砕した！"],
  lose_title: ["Defeat", "败北", "敗北"],
  result_line: ["Level {n} · {name} · {ruler}", "等级{n} · {name} · {ruler}", "レベル{n} · {name} · {ruler}"],
  turns_n: [{ one: "{n} turn", other: "{n} turns" }, "{n}回合", "{n}ターン"],
  again: ["Play again", "再来一局", "もう一度"],
  next_level: ["Next level", "下一等级", "次のレベル"],
  see_board: ["See the board", "查看局面", "盤面を見る"],
  result: ["Result", "结果", "結果"],

  // A finished game in words (share headline, result links); {left} is what was left at the end
  life_left: ["{n} life left", "剩余{n}点生命", "ライフ残り{n}"],
  fl_left: ["city {city} HP and HQ {hq} HP left", "城市剩余{city}HP、总部剩余{hq}HP", "都市HP{city}・本部HP{hq}が残り"],
  gr_out_won: ["Cleared level {level}", "通关等级{level}", "レベル{level}クリア"],
  gr_out_lost: ["Fell at level {level}", "败于等级{level}", "レベル{level}で敗北"],
  gr_head_won: [
    { one: "I cleared level {level} of Gate Ruler in {n} turn with {left}!", other: "I cleared level {level} of Gate Ruler in {n} turns with {left}!" },
    "我用{n}回合通关了门将 Gateruler 等级{level}，{left}！",
    "ゲートルーラーのレベル{level}を{n}ターンでクリア、{left}！"],
  gr_head_lost: [
    { one: "The rift beat me at level {level} of Gate Ruler after {n} turn. Can you do better?", other: "The rift beat me at level {level} of Gate Ruler after {n} turns. Can you do better?" },
    "我在门将 Gateruler 等级{level}坚持了{n}回合后败北。你能做得更好吗？",
    "ゲートルーラーのレベル{level}で{n}ターン粘ったが敗北。君ならどうする？"],
  out_beat_cpu: ["Beat the computer", "击败了电脑", "コンピューターに勝利"],
  out_lost_cpu: ["Lost to the computer", "输给了电脑", "コンピューターに敗北"],
  out_cpu_had: ["computer: {left}", "电脑：{left}", "相手：{left}"],
  head_beat_cpu: [{ one: "I beat the computer in {n} turn with {left}!", other: "I beat the computer in {n} turns with {left}!" }, "我用{n}回合击败了电脑，{left}！", "{n}ターンでコンピューターに勝利、{left}！"],
  head_lost_cpu: [
    { one: "The computer beat me in {n} turn (it had {left}). Can you beat it?", other: "The computer beat me in {n} turns (it had {left}). Can you beat it?" },
    "我在{n}回合后输给了电脑（电脑{left}）。你能赢吗？",
    "{n}ターンでコンピューターに敗北（相手は{left}）。君なら勝てる？"],
  head_draw_cpu: [{ one: "I drew with the computer after {n} turn.", other: "I drew with the computer after {n} turns." }, "我和电脑在{n}回合后打成平局。", "{n}ターンでコンピューターと引き分け。"],
  head_pnp_win: [{ one: "{winner} beat {loser} in {n} turn with {left}!", other: "{winner} beat {loser} in {n} turns with {left}!" }, "{winner}用{n}回合击败了{loser}，{left}！", "{winner}が{n}ターンで{loser}に勝利、{left}！"],
  head_draw_pnp: [{ one: "A draw after {n} turn.", other: "A draw after {n} turns." }, "{n}回合后打成平局。", "{n}ターンで引き分け。"],

  // A game from a friend's result link, and the daily challenge
  rival: ["Your friend", "好友", "友達"],
  rival_to_beat: ["To beat:", "挑战目标：", "目標："],
  both_results: ["Both results", "双方成绩", "両者の結果"],
  watch_rival: ["Watch their game", "观看好友的对局", "友達の対局を見る"],
  daily: ["Daily", "每日", "デイリー"],
  older_rules: ["Rules of version {n}: this game began under them", "第{n}版规则：本局开始时使用的规则", "ルール第{n}版：このゲームを始めたときのルール"],
  daily_title: ["Daily challenge", "每日挑战", "デイリーチャレンジ"],

  // The replay viewer
  replay: ["Replay", "回放", "リプレイ"],
  watch_replay: ["Watch replay", "观看回放", "リプレイを見る"],
  replay_first: ["To the start", "回到开头", "最初へ"],
  replay_prev: ["One move back", "后退一步", "1手戻る"],
  replay_next: ["One move on", "前进一步", "1手進む"],
  replay_last: ["To the end", "跳到结尾", "最後へ"],
  replay_step: ["Move", "步数", "手数"],
  replay_final: ["Final:", "最终：", "結果："],
  replay_unfinished: ["Not over yet · turn {n}", "对局未结束 · 第{n}回合", "未決着 · {n}ターン目"],
  replay_branch: ["Play from here", "从这里继续玩", "ここから続ける"],
  replay_quiet: ["This move wrote no log line.", "这一步没有留下记录。", "この手はログに何も残していない。"],

  // The coach: hints and the review (issue 13)
  hint: ["Hint", "提示", "ヒント"],
  move_of: ["{card}: {action}", "{card}：{action}", "{card}：{action}"],
  hint_label: ["Ask the computer for a move", "请电脑推荐一步", "コンピューターにおすすめの手を聞く"],
  thinking: ["The computer is thinking…", "电脑正在思考…", "コンピューターが考え中…"],
  hint_line: [
    "Suggested: {move} — estimated win chance {pct}\u00a0%",
    "推荐：{move} —— 预计胜率 {pct}%",
    "おすすめ：{move} — 推定勝率 {pct}%"],
  hint_where: ["Tap the glowing card or button.", "点击发光的卡牌或按钮。", "光っているカードかボタンをタップ。"],
  hints_used: ["Hints were used", "使用过提示", "ヒントを使った"],
  review: ["Review", "复盘", "振り返り"],
  review_title: ["Review of your moves", "你的着法复盘", "あなたの手の振り返り"],
  review_start: ["Review my moves", "复盘我的着法", "自分の手を振り返る"],
  review_about: [
    "The computer replays each of your decisions many times and marks the moves that lowered your chances most.",
    "电脑会把你的每个决定推演许多遍，标出最拉低胜率的着法。",
    "コンピューターがあなたの各判断を何度も試し、勝率を大きく下げた手に印をつける。"],
  review_progress: ["Reviewing {n} of {total}", "正在复盘第 {n} / {total} 步", "{total}手中{n}手目を検討中"],
  review_stop: ["Stop", "停止", "中止"],
  review_stopped: [
    "Stopped after {n} of {total} decisions.",
    "已在 {total} 个决定中的第 {n} 个后停止。",
    "{total}の判断のうち{n}で中止した。"],
  review_again: ["Go on reviewing", "继续复盘", "振り返りを続ける"],
  review_none: [
    "No mistakes found in {total} decisions.",
    "{total} 个决定中没有发现失误。",
    "{total}の判断にミスは見つからなかった。"],
  review_found: [
    { one: "1 marked move in {total} decisions", other: "{n} marked moves in {total} decisions" },
    "{total} 个决定中有 {n} 步被标出",
    "{total}の判断のうち{n}手に印がついた"],
  mark_inaccuracy: ["Inaccuracy", "欠佳", "疑問手"],
  mark_mistake: ["Mistake", "失误", "悪手"],
  mark_blunder: ["Blunder", "大失误", "大悪手"],
  review_move_n: ["Step {n}", "第 {n} 步", "局面 {n}"],
  review_played: ["You played: {move}", "你的着法：{move}", "指した手：{move}"],
  review_better: ["Better: {move}", "更好：{move}", "より良い手：{move}"],
  review_drop: [
    "Estimated win chance {to}\u00a0% instead of {from}\u00a0%: {drop} points lower, give or take {margin}.",
    "预计胜率 {to}%，而更好的着法为 {from}%：低了 {drop} 个百分点，误差约 ±{margin}。",
    "推定勝率は{to}%（より良い手なら{from}%）：{drop}ポイント低下、誤差およそ±{margin}。"],
  review_sure: [
    "How sure: each chance comes from played-out games, so it may be off by the margin shown; a drop within its margin is never marked.",
    "可信度：每个胜率都来自模拟对局，可能有所示误差；落在误差范围内的下降不会被标出。",
    "確かさ：勝率は試し打ちから出した推定なので、示した誤差ぶんずれうる。誤差以内の低下には印をつけない。"],
  review_prev: ["◀ Previous mistake", "◀ 上一个失误", "◀ 前のミス"],
  review_next: ["Next mistake ▶", "下一个失误 ▶", "次のミス ▶"],
  review_play_better: ["Play from here with the better move", "从这里用更好的着法继续", "より良い手でここから続ける"],
  review_here: [
    "At this step: {mark}. You played {played}; better was {best}.",
    "此处：{mark}。你的着法是{played}，更好的是{best}。",
    "この局面：{mark}。{played}と指したが、{best}の方が良かった。"],

  // Playing a friend by link (web/remote.js)
  remote_entry: ["Play a friend by link", "通过链接与好友对战", "リンクで友達と対戦"],
  remote_entry_text: [
    "Each of you on your own phone: every turn is a link you send through any chat app. Hands stay secret, and the end checks that nobody cheated.",
    "你们各用自己的手机：每一回合都是一条链接，用任何聊天应用发送。手牌保密，终局时检查是否有人作弊。",
    "それぞれ自分のスマホで：毎ターン、リンクを好きなチャットアプリで送り合う。手札は秘密のまま、終局で不正がないか確かめる。"],
  remote_with_friend: ["With a friend by link", "与好友链接对战", "友達とリンク対戦"],
  remote_send_title: ["Send this link to your friend", "把这条链接发给好友", "このリンクを友達に送ろう"],
  remote_send_invite_note: [
    "Your friend opens it on their phone to accept the game, then sends you a link back: open it here.",
    "好友在手机上打开它即可接受对局，然后会回发一条链接：在这里打开它。",
    "友達がスマホで開くと対戦を受けられる。返ってきたリンクをここで開こう。"],
  remote_send_answer_note: [
    "It tells your friend you accept. Once they open it, the game begins and a link comes back to you.",
    "它告诉好友你接受了。好友打开后对局开始，会有链接发回给你。",
    "承諾したことを友達に伝えるリンク。友達が開くとゲームが始まり、リンクが返ってくる。"],
  remote_invite_as: ["Invite a friend: you play {faction}", "邀请好友：你使用{faction}", "友達を招待：あなたは{faction}"],
  remote_send_last_note: [
    "Your last link: it shows your secret, and your friend needs it to check the game.",
    "你的最后一条链接：它公开你的密钥，好友需要它来核对对局。",
    "最後のリンク：あなたの秘密を明かすもので、友達がゲームを確かめるのに必要。"],
  remote_send_note: [
    "It holds your moves. Your friend opens it to play theirs, then sends you their link.",
    "链接里是你的着法。好友打开它后走自己的棋，再把链接发回给你。",
    "リンクには自分の手が入っている。友達が開いて自分の手を指し、リンクを送り返してくる。"],
  remote_waiting_accept: ["Waiting for your friend to accept…", "等待好友接受…", "友達の承諾を待っている…"],
  remote_waiting: ["Waiting for your friend's move: open their link when it arrives.", "等待好友走棋：收到链接后打开它。", "友達の手番を待っている：リンクが届いたら開こう。"],
  remote_your_move: ["Your move", "轮到你", "あなたの番"],
  remote_their_move: ["Your friend's move", "轮到好友", "友達の番"],
  remote_over_short: ["Game over: send your last link", "对局结束：发送最后一条链接", "終局：最後のリンクを送ろう"],
  remote_checked_short: ["Finished, checked", "已结束，已核对", "終了・確認済み"],
  remote_cheat_short: ["Finished: cheating found", "已结束：发现作弊", "終了：不正あり"],
  remote_you_won: ["You won.", "你赢了。", "あなたの勝ち。"],
  remote_friend_won: ["Your friend won.", "好友赢了。", "友達の勝ち。"],
  remote_draw: ["A draw.", "平局。", "引き分け。"],
  remote_check_wait: [
    "Both of you send your last link: when your friend's arrives, the whole game is checked.",
    "双方都要发送最后一条链接：收到好友的链接后，会核对整局对局。",
    "お互いに最後のリンクを送ろう：友達のリンクが届くと、ゲーム全体を確かめる。"],
  remote_checked: ["Game checked: no cheating found", "对局已核对：未发现作弊", "確認済み：不正は見つからなかった"],
  remote_cheat: [
    "Cheating found at step {n}: a card your friend named is not the one their deck held.",
    "在第{n}步发现作弊：好友亮出的牌不是其牌组中的那张。",
    "{n}手目で不正を発見：友達が示したカードは、その山札にあったカードではない。"],
  remote_cheat_start: [
    "Cheating found: the cards your friend showed at the start or the end are not the ones their deck held.",
    "发现作弊：好友在开局或终局亮出的牌不是其牌组中的牌。",
    "不正を発見：友達が最初か最後に見せたカードは、その山札にあったカードではない。"],
  remote_resend: ["Resend the last link", "重新发送最后一条链接", "最後のリンクを送り直す"],
  remote_accept_title: ["A friend invites you", "好友邀请你", "友達からの招待"],
  remote_accept_text: [
    "A game of {game} played by link: you play {faction}. Accept it?",
    "一局通过链接进行的 {game}：你使用{faction}。接受吗？",
    "リンクで遊ぶ{game}の対戦：あなたは{faction}。受ける？"],
  remote_accept: ["Accept", "接受", "受ける"],
  remote_not_now: ["Not now", "暂不", "今はやめる"],
  remote_err_title: ["This link cannot be taken", "无法使用这条链接", "このリンクは使えない"],
  remote_err_seen: ["This move is already on your board.", "这一步已经在你的棋盘上了。", "この手はもう盤面にある。"],
  remote_err_missing: [
    "A move is missing: ask your friend to resend their last link.",
    "缺少一步：请好友重新发送最后一条链接。",
    "手が一つ抜けている：友達に最後のリンクを送り直してもらおう。"],
  "remote_err_other-game": ["This link belongs to another game.", "这条链接属于另一局对局。", "このリンクは別のゲームのもの。"],
  remote_err_unknown: [
    "This link belongs to a game that is not on this phone.",
    "这条链接属于一局不在这台手机上的对局。",
    "このリンクは、このスマホにないゲームのもの。"],
  remote_err_corrupt: [
    "This link is damaged: part of it is missing or was changed. Ask your friend to resend their last link.",
    "链接已损坏：部分内容缺失或被修改。请好友重新发送最后一条链接。",
    "リンクが壊れている：一部が欠けているか書き換えられている。友達に最後のリンクを送り直してもらおう。"],
  remote_err_illegal: [
    "This link holds a move that is not legal on your board: it is damaged or was changed. Ask your friend to resend their last link.",
    "链接中的一步在你的棋盘上不合法：链接已损坏或被修改。请好友重新发送最后一条链接。",
    "リンクに盤面で合法でない手が入っている：壊れているか書き換えられている。友達に最後のリンクを送り直してもらおう。"],
  remote_err_mismatch: [
    "This link does not fit your board: ask your friend to resend their last link.",
    "这条链接与你的棋盘不符：请好友重新发送最后一条链接。",
    "このリンクは盤面に合わない：友達に最後のリンクを送り直してもらおう。"],
  remote_game_kept: ["Your game is as it was.", "你的对局保持原样。", "ゲームはそのまま。"],
  remote_other_opened: [
    "This link belongs to another of your games with a friend: that game is open now.",
    "这条链接属于你与好友的另一局对局：已为你打开那一局。",
    "このリンクは友達との別のゲームのもの：そのゲームを開いた。"],
  remote_went_on: [
    "This game went on in another tab: the board shows where it is now.",
    "这局对局在另一个标签页里继续了：棋盘显示的是当前局面。",
    "このゲームは別のタブで進んだ：盤面は今の局面。"],

  // Errors
  err_title: ["This game cannot be opened", "无法打开这局游戏", "このゲームは開けない"],
  err_boot_title: ["The game engine could not start", "游戏引擎无法启动", "ゲームエンジンを起動できなかった"],
  err_game_title: ["Something went wrong", "出错了", "問題が起きた"],
  "err_corrupt": ["The link is damaged: part of it is missing or was changed.", "链接已损坏：部分内容缺失或被修改。", "リンクが壊れている：一部が欠けているか、書き換えられている。"],
  "err_too-long": ["The link is too long to be a game.", "链接太长，不是有效的对局。", "リンクが長すぎて、ゲームではない。"],
  "err_empty": ["The link holds no game.", "链接中没有对局。", "リンクにゲームが入っていない。"],
  "err_unknown-format": ["The link was made by a different version of Card Table.", "链接由其他版本的 Card Table 生成。", "リンクは別のバージョンの Card Table で作られた。"],
  "err_unknown-game": ["The link names a game this version does not have.", "链接中的游戏在此版本中不存在。", "リンクのゲームはこのバージョンにない。"],
  "err_unknown-ruleset": ["The link was made with another version of the rules and cannot be replayed faithfully.", "链接使用了另一版本的规则，无法如实重现。", "リンクは別バージョンのルールで作られ、正確に再現できない。"],
  "err_illegal-action": ["Move {n} in the link is not legal in its position: the link was changed, or made by another version.", "链接中的第{n}步在当时的局面下不合法：链接被修改过，或由其他版本生成。", "リンクの{n}手目はその局面で合法ではない：リンクが書き換えられたか、別バージョンで作られた。"],
  "err_bad-options": ["The link's game settings are not valid.", "链接中的游戏设置无效。", "リンクのゲーム設定が正しくない。"],
  "err_bad-seed": ["The link's deal number is not valid.", "链接中的发牌编号无效。", "リンクの配牌番号が正しくない。"],
  "err_not-a-game": ["The link holds a deck, not a game.", "链接中是卡组，不是对局。", "リンクの中身はデッキで、ゲームではない。"],
  "err_unfinished": ["The result link holds a game that is not over.", "结果链接中的对局尚未结束。", "結果リンクのゲームがまだ終わっていない。"],
  "err_bad-date": ["The daily challenge needs a valid date.", "每日挑战需要有效的日期。", "デイリーチャレンジには正しい日付が必要。"],
  "err_no-replay": ["No replay is open.", "没有打开的回放。", "開いているリプレイがない。"],
  "err_internal": ["Something went wrong inside the engine.", "引擎内部出错。", "エンジン内部で問題が起きた。"],
  "err_boot": ["The engine could not start. Check the connection, then try again.", "引擎无法启动。请检查网络后重试。", "エンジンを起動できなかった。接続を確認して、もう一度試してほしい。"],
  err_download_title: ["The game could not be downloaded", "无法下载游戏", "ゲームをダウンロードできなかった"],
  err_download: [
    "A file did not arrive, or arrived damaged. Check the connection (a Wi-Fi that asks you to sign in can cause this), then try again.",
    "有文件没有下载成功或已损坏。请检查网络（需要登录的 Wi-Fi 也会造成这种情况），然后重试。",
    "ファイルが届かなかったか、壊れて届いた。接続を確認して（ログインが必要な Wi-Fi でも起きる）、もう一度試してほしい。"],
  try_again: ["Try again", "重试", "もう一度試す"],
  err_move_failed: [
    "The engine failed on that move. Your game is back as it was before it; nothing else was lost.",
    "引擎在这一步出错。你的对局已恢复到这一步之前，其他内容都没有丢失。",
    "エンジンがこの手で失敗した。ゲームはこの手の前の状態に戻してあり、ほかに失ったものはない。"],
  engine_stopped_title: ["The game engine stopped", "游戏引擎停止了", "ゲームエンジンが止まった"],
  engine_restarting: ["Starting it again. Your game is saved…", "正在重新启动。你的对局已保存…", "再起動中。ゲームは保存されている…"],
  engine_back: [
    "It is running again, and your game is where it was after your last move. If you had just tapped a move, tap it again.",
    "引擎已重新运行，你的对局停在你上一步之后。如果你刚才点了一步，请再点一次。",
    "再び動いている。ゲームは最後の手の後のまま。直前に手を選んでいたら、もう一度タップしてほしい。"],
  engine_back_lost: [
    "The engine could not take your game back. It is still saved: go back to the menu and continue it from there.",
    "引擎无法恢复你的对局。对局仍已保存：请回到主菜单继续。",
    "エンジンがゲームを取り戻せなかった。保存はされている：メニューに戻ってそこから続けてほしい。"],
  engine_lost_title: ["The game engine could not restart", "游戏引擎无法重新启动", "ゲームエンジンを再起動できなかった"],
  engine_lost: ["Reload the page to start it again.", "请重新加载页面以再次启动。", "ページを再読み込みして起動し直してほしい。"],
  "err_no-game": ["No game is in progress.", "当前没有进行中的对局。", "進行中のゲームがない。"],
  err_other: ["Unexpected error ({code}).", "意外错误（{code}）。", "予期しないエラー（{code}）。"],
  err_save_safe: ["Your saved game was not changed.", "你的存档没有受到影响。", "あなたのセーブデータは変わっていない。"],

  // Rules page
  departures: ["Where we depart from the rulebook, and why", "与规则书不同之处及原因", "ルールブックと異なる点とその理由"],
  decisions: ["Where the rulebook is silent: our decisions", "规则书未写明之处：我们的处理", "ルールブックにない部分：こちらの判断"],
  rules_missing: ["The rules page could not be loaded.", "无法加载规则页面。", "ルールページを読み込めなかった。"],
  loading: ["Loading…", "加载中…", "読み込み中…"],

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
  log_lose_0: ["You lose.", "你输了。", "敗北。"],
  log_lose_1: ["The rift is destroyed: you win!", "次元断层被粉碎：你赢了！", "次元断層を粉砕：勝利！"],
  log_unknown: ["({e})", "（{e}）", "（{e}）"],
  ref_your_ruler: ["your ruler", "你的门将", "あなたのルーラー"],
  ref_rift: ["the rift", "次元断层", "次元断層"],
  ref_your_unit: ["your {card}", "你的{card}", "{card}"],
  ref_enemy_unit: ["{card}", "{card}", "{card}"],
  ref_your_zone: ["the unit in your {zone}", "你{zone}的单位", "あなたの{zone}のユニット"],
  ref_enemy_zone: ["the unit in the invasion's {zone}", "侵略次元{zone}的单位", "侵略次元の{zone}のユニット"],

  // Frontline: setup
  fl_short: ["Frontline", "前线", "フロントライン"],
  fl_intro: [
    "Two city-states at war. Deploy warriors to your frontline, arm them with gear, turn the fight with phenomena, and break the enemy city, then its HQ. A player whose deck runs dry loses too.",
    "两个城邦的战争。将战士出击到前线，为他们装备装备卡，用现象卡扭转战局，先击破敌方都市，再击破本部。牌组耗尽的一方同样失败。",
    "2つの都市国家の戦い。戦士をフロントラインに出撃させ、ギアで固め、現象で戦況を変え、相手の都市、そして本部を撃ち抜け。デッキが尽きたプレイヤーも敗北する。"],
  how_to_play: ["How to play", "对战方式", "対戦方法"],
  vs_cpu: ["Against the computer", "对战电脑", "コンピューターと対戦"],
  fl_vs_cpu_text: [
    "You lead one faction, the computer the other. Its moves play back in the log.",
    "你指挥一方阵营，电脑指挥另一方。电脑的行动会在记录中逐条回放。",
    "あなたが一方の勢力、コンピューターがもう一方を指揮する。相手の手はログで再生される。"],
  // The computer's level (issue 13)
  cpu_level: ["The computer's level", "电脑的难度", "コンピューターの強さ"],
  level_easy: ["Easy", "入门", "やさしい"],
  level_normal: ["Normal", "普通", "ふつう"],
  level_hard: ["Hard", "高手", "つよい"],
  level_easy_text: [
    "It thinks briefly and lets slips pass: good for learning the cards.",
    "思考很短，会放过不少失误：适合熟悉卡牌。",
    "少しだけ考え、ミスも見逃しがち。カードを覚えるのに向く。"],
  level_normal_text: [
    "It weighs a few hundred ways the game could go before each move.",
    "每步之前会推演几百种对局走向。",
    "一手ごとに数百通りの展開を試してから指す。"],
  level_hard_text: [
    "It searches as long as a phone allows (about a second a move): few slips go unpunished.",
    "在手机允许的范围内尽量深入推演（每步约一秒）：失误很少能逃过。",
    "スマホで許す限り読む（1手およそ1秒）。ミスはほぼ見逃さない。"],
  pnp: ["Pass and play", "同机轮流", "1台で交代"],
  pnp_text: [
    "Two players share this phone and hand it over whenever the other must act; each hand stays hidden.",
    "两名玩家共用这台手机，轮到对方行动时交给对方；双方的手牌都不会被对方看到。",
    "2人でこのスマホを使い、相手が動く番になったら渡す。手札はお互いに見えない。"],
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
  deck_list: ["Deck: {name}", "卡组：{name}", "デッキ：{name}"],
  cards_n: [{ one: "{n} card", other: "{n} cards" }, "{n}张", "{n}枚"],
  col_type: ["Type", "类型", "種類"],
  col_stats: ["Stats", "数值", "数値"],
  fl_start_cpu: ["Start as {faction}", "以{faction}开战", "{faction}で開戦"],
  start_pnp: ["Start the game", "开始对局", "対戦を始める"],
  fl_vs_cpu_as: ["{faction} vs the computer", "{faction} 对战电脑", "{faction} vs コンピューター"],

  // Frontline: the table
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
  fl_wasteland: ["Wasteland", "荒野", "荒野"],
  fl_ongoing: ["Ongoing", "持续中", "継続中"],
  fl_mark_now: ["Now", "当前", "攻撃中"],
  fl_mark_guard: ["Guard", "防御", "ガード"],
  fl_cannot_guard: ["Can't guard", "不能防御", "ガード不可"],
  fl_skill_used: ["Skill used", "已用技能", "スキル使用済"],
  fl_power: ["PWR", "力量", "パワー"],
  fl_tag_deploy: ["Deploy here", "出击到此", "ここに出撃"],
  fl_tag_equip: ["Equip", "装备", "装備"],
  fl_tag_play: ["Target", "目标", "対象"],
  // Not the keyword's word: the badge sat above a card's own "Lock-on" chip, the same word in Chinese.
  fl_tag_lockon: ["Aim here", "瞄准", "狙う"],
  fl_frontline: ["Frontline", "前线", "フロントライン"],
  fl_rank_total: ["Rank ★ {n} / {max}", "等级 ★ {n} / {max}", "ランク ★ {n} / {max}"],
  cpu_turn: ["The computer's turn", "电脑的回合", "コンピューターのターン"],
  turn_of: ["{player}'s turn", "{player}的回合", "{player}のターン"],
  your_turn: ["Your turn", "你的回合", "あなたのターン"],
  fl_lockon_status: ["Lock-on: tap {card}'s target", "锁定：点击{card}的目标", "ロックオン：{card}の対象をタップ"],
  fl_guard_status: ["Guard: you are attacked", "防御：你正受到攻击", "ガード：アタックを受けている"],
  fl_hint_idle: ["Tap a card or a warrior to see what it can do.", "点击卡牌或战士查看可执行的操作。", "カードや戦士をタップすると行動が出る。"],
  fl_hint_deploy: ["Tap the glowing slot on your frontline.", "点击你前线上发光的空位。", "フロントラインの光る枠をタップ。"],
  fl_hint_targets: ["Tap a glowing warrior.", "点击发光的战士。", "光っている戦士をタップ。"],
  player_n: ["Player {n}", "玩家{n}", "プレイヤー{n}"],
  the_cpu: ["The computer", "电脑", "コンピューター"],
  whose_you: ["your", "你的", "あなたの"],
  whose_cpu: ["the computer's", "电脑的", "コンピューターの"],
  the_friend: ["Your friend", "好友", "友達"],
  whose_friend: ["your friend's", "好友的", "友達の"],
  friend_turn: ["Your friend's turn", "好友的回合", "友達のターン"],
  whose_player: ["Player {n}'s", "玩家{n}的", "プレイヤー{n}の"],
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

  // Frontline: cards
  fl_rank: ["Rank", "等级", "ランク"],
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
    "卡面力量{n}；现在的数值已计入城市加成与持续效果", "カードのパワーは{n}。今の数値は都市の効果と継続効果を含む"],
  fl_lasts: ["Ongoing", "持续", "継続"],
  fl_lasts_text: ["Stays in play until its owner's next turn.", "留在场上直到其主人的下个回合。", "持ち主の次のターンまで場に残る。"],
  designed_card: [
    "No card list of this game is public, so this card was designed for Card Table.",
    "这款游戏没有公开的卡表，本卡由 Card Table 设计。",
    "このゲームのカードリストは公開されていないため、このカードは Card Table が作ったもの。"],
  fl_gear: ["Gear", "装备", "ギア"],
  list_sep: [", ", "、", "、"],

  // Frontline: log lines ({whose}: "your", "the computer's", "Player 1's"; {who}: the name)
  fl_ref_place: ["{whose} {place}", "{who}的{place}", "{who}の{place}"],
  fl_ref_card: ["{whose} {card}", "{who}的{card}", "{who}の{card}"],
  fl_log_first: ["Coin toss: {whose} side plays first.", "掷硬币：{who}先攻。", "コイントス：{who}が先攻。"],
  fl_log_draw: [
    { one: "{n} card is drawn into {whose} hand.", other: "{n} cards are drawn into {whose} hand." },
    "{who}抽了{n}张牌。", "{who}はカードを{n}枚引いた。"],
  fl_log_redraw: [
    "{whose} opening hand has no warrior ({cards}): shown, shuffled back and redrawn.",
    "{who}的起手牌中没有战士（{cards}）：公开后洗回牌组并重抽。",
    "{who}の手札に戦士がいない（{cards}）：公開してデッキに戻し、引き直す。"],
  fl_log_turn: ["Round {n}: {whose} turn", "第{n}轮：{who}的回合", "ラウンド{n}：{who}のターン"],
  fl_log_expire: ["{Whose} {card} ends and goes to the wasteland.", "{who}的{card}效果结束，进入荒野。", "{who}の{card}の効果が終わり、荒野へ。"],
  fl_log_skill: ["{Whose} {card}'s skill acts ({when}).", "{who}的{card}发动技能（{when}）。", "{who}の{card}のスキル発動（{when}）。"],
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
  fl_log_base: ["{Whose} {place} takes {n} damage: {left} HP left.", "{who}的{place}受到{n}点伤害，剩余HP {left}。", "{who}の{place}に{n}ダメージ。残りHP {left}。"],
  fl_log_base_broken: ["{Whose} {place} takes {n} damage and breaks!", "{who}的{place}受到{n}点伤害，被击破了！", "{who}の{place}に{n}ダメージ、破壊された！"],
  fl_log_mill: ["{card} goes from the top of {whose} deck to the wasteland.", "{who}牌组顶的{card}进入荒野。", "{who}のデッキの上から{card}が荒野へ。"],
  fl_log_attack: ["{Whose} all-out attack: {cards}!", "{who}发动全军攻击：{cards}！", "{who}の一斉攻撃：{cards}！"],
  fl_log_lockon: ["{Whose} {card} locks on to {target}.", "{who}的{card}锁定了{target}。", "{who}の{card}が{target}をロックオン。"],
  fl_log_lockon_base: ["{Whose} {card} keeps its aim on the city or HQ.", "{who}的{card}照常瞄准都市或本部。", "{who}の{card}は通常どおり都市・本部を狙う。"],
  fl_log_guard: ["{Whose} {card} guards against {attacker}.", "{who}的{card}防御{attacker}的攻击。", "{who}の{card}が{attacker}のアタックをガード。"],
  fl_log_strike: ["{Whose} {card} strikes {target} ({n}).", "{who}的{card}攻击命中{target}（{n}）。", "{who}の{card}のアタックが{target}に命中（{n}）。"],
  // A guard's armour, or a shield on the city (Martial Law), took part of the hit.
  fl_log_strike_armor: ["{Whose} {card} strikes {target} ({n}; {armor} held off).",
    "{who}的{card}攻击命中{target}（{n}；抵消{armor}）。", "{who}の{card}のアタックが{target}に命中（{n}、{armor}軽減）。"],
  // The turn brief: the other side's attack struck only warriors (yours guarding, or locked on).
  fl_recap_struck: ["{Who} attacked: its hits landed on your {cards}.", "{who}发动攻击：命中你的{cards}。",
    "{who}のアタック：あなたの{cards}に命中。"],
  fl_log_recall: ["{card} returns from {whose} wasteland to the hand.", "{card}从{who}的荒野回到手牌。", "{card}が{who}の荒野から手札に戻った。"],
  fl_log_over: ["{Whose} side wins!", "{who}获胜！", "{who}の勝利！"],
  fl_log_over_draw: ["Both sides lose at once: a draw.", "双方同时失败：平局。", "両者が同時に敗北：引き分け。"],

  // Frontline: the guard step and its preview
  fl_guard_attack: ["Attack {i} of {n}:", "第{i}/{n}次攻击：", "アタック {i}/{n}："],
  fl_guard_aimed: ["{card} ({n} power) at your {place}.", "{card}（力量{n}）攻向你的{place}。", "{card}（パワー{n}）があなたの{place}を狙う。"],
  fl_guard_locked: ["Lock-on: {card} ({n} power) strikes your {target}; no guard can take it.",
    "锁定：{card}（力量{n}）直接攻击你的{target}，无法防御。", "ロックオン：{card}（パワー{n}）があなたの{target}を直接攻撃。ガードできない。"],
  fl_guard_hint: [
    "Tap one of your warriors to guard with it, or No guard. You see what happens before you confirm.",
    "点击你的一名战士进行防御，或点击“不防御”。确认之前会显示预测结果。",
    "ガードする戦士をタップするか「ガードしない」をタップ。確定の前に結果の予想が出る。"],
  preview: ["Preview", "预测", "予想"],
  fl_preview_note: [
    "Worked out by the rules engine for this attack alone: attacks before it in the order may still change the board.",
    "由规则引擎只针对这一次攻击推算：顺序在前的攻击仍可能改变场面。",
    "ルールエンジンがこのアタックだけを計算した予想。順番が先のアタックで場が変わることがある。"],
  fl_prev_base: ["Your {place} takes {n}: HP {from} → {to}.", "你的{place}受到{n}点伤害：HP {from} → {to}。", "あなたの{place}に{n}ダメージ：HP {from} → {to}。"],
  fl_prev_city_breaks: [
    "Your city breaks; damage beyond it is lost, and later attacks hit your HQ.",
    "你的都市被击破；多余的伤害作废，之后的攻击将命中本部。",
    "都市が壊れる。余ったダメージは失われ、以後のアタックは本部へ。"],
  fl_prev_hq_falls: ["Your HQ falls to 0 HP: you lose.", "你的本部HP归0：你将失败。", "本部のHPが0になり、敗北する。"],
  fl_prev_holds: ["{card} takes {n} and survives with {rest} HP.", "{card}受到{n}点伤害，剩余{rest}HP存活。", "{card}は{n}ダメージを受け、HP{rest}で耐える。"],
  fl_prev_falls: [
    "{card} takes {n}, all the HP it had left: it falls and goes to the wasteland.",
    "{card}受到{n}点伤害，剩余HP耗尽：倒下并进入荒野。",
    "{card}は{n}ダメージで残りHPを失い、倒れて荒野へ。"],
  fl_prev_breakthrough: ["Breakthrough: the damage beyond its HP goes on.", "突破：超出HP的伤害继续造成。", "ブレイクスルー：HPを超えたダメージが届く。"],
  fl_prev_base_safe: ["Your {place} takes nothing from this attack.", "你的{place}不会受到此次攻击的伤害。", "このアタックであなたの{place}はダメージを受けない。"],
  fl_confirm_guard: ["Guard with {card}", "确认由{card}防御", "{card}でガード"],
  fl_confirm_no_guard: ["Confirm: no guard", "确认不防御", "ガードしないで確定"],

  // Frontline: pass and play
  pass_to: ["Pass the phone to {player}", "请把手机交给{player}", "{player}にスマホを渡して"],
  fl_handoff_turn: ["It is your turn (round {n}).", "轮到你了（第{n}轮）。", "あなたのターン（ラウンド{n}）。"],
  fl_handoff_guard: ["{player} is attacking: choose your guards.", "{player}正在攻击：请选择防御。", "{player}がアタック中：ガードを選ぶ。"],
  since_last: ["Since you last had the phone", "你上次拿着手机之后", "前回スマホを持ってから"],
  handoff_note: [
    "Your hand shows once you tap: only {player} should look.",
    "点击后会显示手牌：请只让{player}观看。",
    "タップすると手札が表示される。{player}だけが見ること。"],
  handoff_ready: ["I am {player}: show my hand", "我是{player}：显示手牌", "{player}です：手札を見る"],

  // Frontline: the result
  pvp_win: ["Victory!", "胜利！", "勝利！"],
  pvp_lose: ["Defeat", "败北", "敗北"],
  pvp_draw: ["A draw", "平局", "引き分け"],
  pvp_wins: ["{player} wins!", "{player}获胜！", "{player}の勝利！"],
  fl_reason_hq: ["{Whose} HQ has fallen.", "{who}的本部被击破。", "{who}の本部が陥落した。"],
  fl_reason_deck: ["{Whose} deck has run out.", "{who}的牌组耗尽。", "{who}のデッキが尽きた。"],
  fl_reason_both: ["Both sides lost at the same moment.", "双方在同一时刻失败。", "両者が同時に敗北した。"],
  fl_base_target_note: [
    "Attacks that are not guarded hit this card now.",
    "未被防御的攻击现在命中这张卡。",
    "ガードされなかったアタックは今このカードに当たる。"],
  fl_base_behind_note: ["Attacks hit the HQ only once the city is broken.", "都市被击破后，攻击才会命中本部。", "都市が壊れた後、アタックは本部に当たる。"],
  fl_base_broken_note: ["Broken: its effect has stopped.", "已被击破：其效果已停止。", "破壊済み：効果は失われた。"],
  // Dimension of Legend: setup
  dl_short: ["DoL", "DoL", "DoL"],
  dl_intro: [
    "Summon characters, arm them, and bring your opponent's life from 50 to 0. Each card you draw goes either to your hand or face down into your dimension zone, which pays for everything you play.",
    "召唤角色并为其装备，把对手的生命从50削到0。抽到的每张牌都要选择放入手牌，或背面朝上放入次元区——次元区是你发动一切卡牌的费用来源。",
    "キャラを召喚して装備で固め、相手のライフを50から0へ。ドローしたカードは1枚ずつ手札か、裏向きで次元へ。次元はカードを発動するためのコストになる。"],
  dl_vs_cpu_text: [
    "You play one deck, the computer the other. Its moves play back in the log, and it may answer your plays with Foresight cards.",
    "你使用一副卡组，电脑使用另一副。电脑的行动会在记录中逐条回放，它也可能用先读卡应对你的出牌。",
    "あなたとコンピューターがそれぞれデックを使う。相手の手はログで再生され、先読みカードであなたの発動に応じてくることもある。"],
  dl_your_deck: ["Your deck", "你的卡组", "あなたのデック"],
  dl_p1_deck: ["Player 1's deck", "玩家1的卡组", "プレイヤー1のデック"],
  dl_cpu_deck: ["The computer's deck", "电脑的卡组", "コンピューターのデック"],
  dl_p2_deck: ["Player 2's deck", "玩家2的卡组", "プレイヤー2のデック"],
  dl_first_note: [
    "A random draw decides who goes first. On the first turn the first player draws 4 cards and the second 5; after that, 2 a turn.",
    "先攻由随机决定。第一回合先攻抽4张，后攻抽5张；之后每回合抽2张。",
    "先攻はランダムで決まる。最初のターンは先攻4枚・後攻5枚、以降は毎ターン2枚ドロー。"],
  dl_deck_R_text: [
    "Dragons and flame: quick characters, damage straight to your opponent, and a dragon king you can call by sealing your underworld.",
    "龙与炎：快速的角色、直接伤害对手，以及可以封印自己冥界来召唤的龙王。",
    "竜と炎：素早いキャラ、相手への直接ダメージ、自分の冥界を封印して呼べる竜王。"],
  dl_deck_B_text: [
    "Machines and water: fortresses, sealing, and Foresight tricks in your opponent's turn.",
    "机械与水：要塞、封印，以及在对手回合使用的先读手段。",
    "機械と水：要塞、封印、そして相手ターンの先読み。"],
  dl_remote_invite: [
    "Invite a friend: you play {mine}, your friend {theirs}",
    "邀请好友：你使用{mine}，好友使用{theirs}",
    "友達を招待：あなたは{mine}、友達は{theirs}"],
  dl_start_cpu: ["Start with {deck}", "以{deck}开战", "{deck}で開戦"],
  dl_vs_cpu_as: ["{deck} vs the computer", "{deck} 对战电脑", "{deck} vs コンピューター"],

  // Dimension of Legend: cards and the table
  dl_cost: ["Dimension", "次元", "次元"],
  dl_cost_text: ["{n} from your dimension zone", "从次元区支付{n}", "次元から{n}支払う"],
  dl_cost_n: ["Cost {n}", "次元{n}", "次元{n}"],
  dl_bonus: ["Adds", "加成", "上昇値"],
  dl_state: ["On the field", "场上状态", "場の状態"],
  dl_where: ["Where", "位置", "場所"],
  dl_equipment: ["Equipment", "装备", "装備"],
  dl_foresight: ["Foresight (先読み): can be played in your opponent's turn", "先读（先読み）：可在对手回合发动", "先読み：相手ターンに発動できる"],
  dl_foresight_short: ["Foresight", "先读", "先読み"],
  dl_rested: ["Rested", "横置", "レスト"],
  dl_upright: ["Upright", "竖置", "アップ"],
  dl_captain: ["Captain", "队长", "隊長"],
  dl_life: ["Life", "生命", "ライフ"],
  dl_dimension: ["Dimension", "次元", "次元"],
  dl_recap_life_lost: ["You lost {dmg} life.", "你失去了{dmg}点生命。", "あなたはライフを{dmg}失った。"],
  dl_underworld: ["Underworld", "冥界", "冥界"],
  dl_sealed: ["Sealed", "封印", "封印"],
  dl_fortress: ["Fortress", "要塞", "要塞"],
  dl_barriers: ["Barriers", "结界", "結界"],
  dl_no_chars: ["No characters", "没有角色", "キャラなし"],
  // {n}: the most a payment can be now, the flips plus the rests (payment.py).
  dl_can_pay: ["Can pay {n}: flip {flip} · rest {rest}", "可付{n}：翻开{flip} · 横置{rest}", "支払い可{n}：表{flip}・レスト{rest}"],
  dl_cost_vs: ["Cost {cost} · you can pay {n}", "次元{cost} · 你可支付{n}", "次元{cost}・支払える{n}"],
  dl_dim_down_up: ["Face down, upright: pays 2", "背面·竖置：可付2", "裏・アップ：2支払える"],
  dl_dim_down_rest: ["Face down, rested: pays 1 by flipping", "背面·横置：翻开可付1", "裏・レスト：表にして1"],
  dl_dim_up_up: ["Face up, upright: pays 1 by resting", "正面·竖置：横置可付1", "表・アップ：レストして1"],
  dl_dim_up_rest: ["Face up, rested: spent this turn", "正面·横置：本回合已用尽", "表・レスト：このターンは使用済み"],
  dl_dim_note: [
    "Each card pays 1 by being flipped face up (once) and 1 by being rested (once a turn: your stand-up phase readies it).",
    "每张牌翻到正面可支付1（仅一次），横置可支付1（每回合一次：重置阶段恢复竖置）。",
    "1枚につき、表にして1（1回だけ）、レストして1（毎ターン：スタンドアップフェイズで戻る）支払える。"],
  dl_face_down: ["Face down", "背面", "裏向き"],
  dl_face_up: ["Face up", "正面", "表向き"],
  dl_face_down_card: ["Face-down card", "背面的牌", "裏向きのカード"],
  dl_shielded: ["No battle damage this turn", "本回合不受战斗伤害", "このターンはバトルダメージ0"],
  dl_drawing_n: ["Drawing {n}", "抽牌中 {n}", "ドロー中 {n}"],
  dl_drawing_now: ["Being drawn", "正在抽取", "ドロー中"],
  dl_a_char: ["a character", "一张角色", "キャラ"],
  dl_phase_main: ["Main phase", "主要阶段", "メインフェイズ"],
  dl_phase_battle: ["Battle phase", "战斗阶段", "バトルフェイズ"],
  dl_status_draw: ["Draw: place each card", "抽牌：逐张放置", "ドロー：1枚ずつ置く"],
  dl_status_respond: ["Foresight: answer or pass", "先读：应对或放弃", "先読み：応じるかパス"],
  dl_status_other_answers: ["Foresight: {who} may answer", "先读：{who}可以应对", "先読み：{who}が応じられる"],
  dl_status_other_draws: ["{who} places drawn cards", "{who}放置抽到的牌", "{who}が引いたカードを置く"],
  dl_remote_window: [
    "Foresight: your friend may answer with a Foresight card, or pass. Your turn goes on once their link comes back.",
    "先读：好友可以用先读卡应对，也可以放弃。收到好友的链接后，你的回合继续。",
    "先読み：友達は先読みカードで応じるか、パスできる。友達のリンクが届いたら、あなたのターンが続く。"],
  dl_remote_draw: [
    "Your friend places the cards they drew, to their hand or dimension. Your turn goes on once their link comes back.",
    "好友要把抽到的牌放入手牌或次元。收到好友的链接后，你的回合继续。",
    "友達が引いたカードを手札か次元に置く。友達のリンクが届いたら、あなたのターンが続く。"],
  dl_to_battle: ["Battle phase ▸", "战斗阶段 ▸", "バトルフェイズへ ▸"],
  // Asked before the main phase or the turn ends with plays left (web/panels.js endConfirmSheet).
  dl_end_main_title: ["Go to the battle phase?", "进入战斗阶段？", "バトルフェイズへ進む？"],
  dl_to_battle_anyway: ["Go to battle anyway", "仍然进入战斗阶段", "それでもバトルフェイズへ"],
  dl_unused_effects: [
    { one: "use the effect of {n} card: {cards}", other: "use the effects of {n} cards: {cards}" },
    "发动{n}张牌的效果：{cards}", "{n}枚のカードの効果を使う：{cards}"],
  dl_unused_battle: ["declare a battle (⚔ Battle!)", "宣言战斗（⚔ 战斗！）", "バトルを宣言する（⚔ バトル！）"],
  dl_act_captain: ["Make it the captain", "设为队长", "隊長にする"],
  dl_no_captain: ["No captain · end turn", "不选队长 · 结束回合", "隊長なし・ターン終了"],
  dl_battle: ["Battle!", "战斗！", "バトル！"],
  dl_pass: ["Pass", "放弃应对", "パス"],
  dl_to_hand: ["To hand", "放入手牌", "手札へ"],
  dl_to_dim: ["To dimension", "放入次元", "次元へ"],
  dl_tag_captain: ["Captain", "队长", "隊長"],
  dl_tag_equip: ["Equip", "装备", "装備"],
  dl_tag_target: ["Target", "对象", "対象"],
  dl_act_activate: ["Rest it to use its effect", "横置此卡发动效果", "レストして起動する"],
  dl_hint_idle: ["Tap a card to play it, or a character to use its effect.", "点击手牌发动，或点击角色使用效果。", "カードをタップで発動、キャラをタップで起動。"],
  dl_hint_respond: ["Glowing cards can answer now.", "发光的牌现在可以应对。", "光るカードで応じられる。"],
  dl_hint_draw: ["Place the drawn cards first.", "请先放置抽到的牌。", "先にドローしたカードを置く。"],
  dl_hint_aim: ["Tap a glowing character to aim at.", "点击发光的角色作为对象。", "対象にする光るキャラをタップ。"],
  dl_hint_equip: ["Tap the character to equip.", "点击要装备的角色。", "装備するキャラをタップ。"],

  // Dimension of Legend: drawing, captain, battle, 先読み
  dl_drawing: [{ one: "Drawing {n} card", other: "Drawing {n} cards" }, "抽到{n}张牌", "{n}枚ドロー"],
  dl_drawing_counts: ["Hand {hand} · dimension {dim}", "手牌{hand} · 次元{dim}", "手札{hand}・次元{dim}"],
  dl_drawing_hint: [
    "Each card goes to your hand, or face down to your dimension zone to pay for cards.",
    "每张牌放入手牌，或背面朝上放入次元区用来支付费用。",
    "1枚ずつ手札へ、または裏向きで次元へ（発動のコストになる）。"],
  dl_captain_title: ["Choose your captain", "选择队长", "隊長を選ぶ"],
  dl_captain_hint: [
    "Its SPD counts in the battle, and each other upright character adds its ATK. No captain ends your turn.",
    "队长计入SPD，其他竖置角色各计入ATK。不选队长则结束回合。",
    "隊長はSPD、他のアップ状態のキャラはATKが戦闘力になる。隊長なしならターン終了。"],
  dl_battle_title: ["Battle forecast", "战斗预测", "バトル予想"],
  dl_fc_no_captain: ["No captain", "无队长", "隊長なし"],
  dl_fc_direct: ["No enemy captain: the combat power goes straight to life.", "对方没有队长：战斗力直接伤害生命。", "相手に隊長がいない：戦闘力がそのままライフへ。"],
  dl_fc_tie: ["A tie: no damage, and both captains go to the underworld.", "平手：无伤害，双方队长都被送入冥界。", "引き分け：ダメージなし、両方の隊長が冥界へ。"],
  dl_fc_winner: ["Winner: {who}", "胜者：{who}", "勝者：{who}"],
  dl_fc_life: ["{Whose} life {from} → {to}", "{who}的生命 {from} → {to}", "{who}のライフ {from} → {to}"],
  dl_fc_shield: ["{Whose} shield stops battle damage this turn.", "{who}本回合不受战斗伤害。", "{who}はこのターンバトルダメージを受けない。"],
  dl_fc_captain_lost: ["{Whose} captain, {card}, goes to the underworld.", "{who}的队长“{card}”被送入冥界。", "{who}の隊長「{card}」は冥界へ。"],
  dl_fc_note: [
    "From the combat powers on the table: damage shields and Foresight answers can change it.",
    "仅根据场上的战斗力推算：减伤效果和先读应对可能改变结果。",
    "場の戦闘力からの予想。ダメージ軽減や先読みで変わることがある。"],
  dl_resp_play: ["{who} just played {card}", "{who}刚发动：{card}", "{who}が発動：{card}"],
  dl_resp_play_on: ["{who} just played {card} → {target}", "{who}刚发动：{card} → {target}", "{who}が発動：{card} → {target}"],
  dl_resp_battle: ["{who} declared a battle", "{who}宣言了战斗", "{who}がバトルを宣言"],
  dl_resp_moment: ["{who} has just acted", "{who}刚刚行动", "{who}が行動した"],
  dl_resp_hint: [
    "Answer with the glowing Foresight cards in your hand, one after another, then pass.",
    "用手牌中发光的先读卡依次应对，然后放弃。",
    "手札の光る先読みカードを続けて発動して応じ、最後にパス。"],

  // Dimension of Legend: paying
  dl_pay_with: ["Pay with", "支付方式", "支払い方"],
  dl_pay_only: ["Payment", "支付", "支払い"],
  dl_rest_n: ["Rest {n}", "横置{n}", "レスト{n}"],
  dl_flip_n: ["Flip {n}", "翻开{n}", "表に{n}"],
  dl_free: ["Free", "免费", "コストなし"],
  dl_alt_life: ["{n} life instead", "改付{n}点生命", "代わりにライフ{n}"],
  dl_alt_seal_own: ["Seal {n} of your underworld instead", "改为封印冥界{n}张", "代わりに冥界を{n}枚封印"],
  dl_after_dim: ["Afterwards your dimension can still pay {n}: flip {flip} · rest {rest}.", "支付后次元区还可支付{n}：翻开{flip} · 横置{rest}。", "支払い後の次元で払えるのは{n}：表{flip}・レスト{rest}。"],
  dl_after_life: ["Life {from} → {to}; your dimension zone is not touched.", "生命 {from} → {to}；次元区不变。", "ライフ {from} → {to}。次元はそのまま。"],
  dl_after_seal: [
    { one: "The top {n} card of your underworld is sealed ({from} → {to}); your dimension zone is not touched.", other: "The top {n} cards of your underworld are sealed ({from} → {to}); your dimension zone is not touched." },
    "封印冥界最上面的{n}张（{from} → {to}）；次元区不变。",
    "冥界の上から{n}枚を封印（{from} → {to}）。次元はそのまま。"],
  dl_verb_summon: ["Summon", "召唤", "召喚"],
  dl_verb_equip: ["Equip", "装备", "装備"],
  dl_verb_barrier: ["Raise", "展开结界", "張る"],
  dl_verb_fortress: ["Build", "建造", "設置"],
  dl_verb_play: ["Play", "发动", "発動"],

  // Dimension of Legend: pass and play, the result
  dl_handoff_turn: ["It is your turn (turn {n}).", "轮到你了（第{n}回合）。", "あなたのターン（ターン{n}）。"],
  dl_handoff_back: ["{player}'s Foresight moment is over: carry on with your turn.", "{player}的先读时机已结束：继续你的回合。", "{player}の先読みが終わった。ターンを続ける。"],
  dl_handoff_play: ["{player} has played a card: you may answer with Foresight.", "{player}发动了卡牌：你可以用先读应对。", "{player}がカードを発動した。先読みで応じられる。"],
  dl_handoff_battle: ["{player} has declared a battle: you may answer with Foresight.", "{player}宣言了战斗：你可以用先读应对。", "{player}がバトルを宣言した。先読みで応じられる。"],
  dl_handoff_draw: ["An effect lets you draw in {player}'s turn: place the cards.", "效果让你在{player}的回合抽牌：请放置这些牌。", "{player}のターン中に効果でドローした。カードを置く。"],
  dl_reason_life: ["{Whose} life has reached 0.", "{who}的生命归0。", "{who}のライフが0になった。"],
  dl_reason_deck: ["{Whose} deck ran out at a draw.", "{who}抽牌时卡组已空。", "{who}はドローする時にデックが尽きていた。"],
  dl_reason_both: ["Both lives reached 0 at the same moment.", "双方生命同时归0。", "両者のライフが同時に0になった。"],

  // Dimension of Legend: log lines ({whose}: "your", "the computer's", "Player 1's"; {who}: the name)
  dl_log_first: ["A random draw: {whose} side goes first.", "随机决定：{who}先攻。", "ランダムで{who}が先攻。"],
  dl_log_turn: ["Turn {n}: {whose} turn", "第{n}回合：{who}的回合", "ターン{n}：{who}のターン"],
  dl_log_draw: [{ one: "{Whose} side draws {n} card.", other: "{Whose} side draws {n} cards." }, "{who}抽了{n}张牌。", "{who}は{n}枚ドロー。"],
  dl_log_place_hand: ["A drawn card goes to {whose} hand.", "{who}将1张牌放入手牌。", "{who}は1枚を手札へ。"],
  dl_log_place_dim: ["A drawn card goes face down into {whose} dimension zone.", "{who}将1张牌背面朝上放入次元区。", "{who}は1枚を裏向きで次元へ。"],
  dl_log_pay: ["{Whose} dimension pays: {parts}.", "{who}从次元支付：{parts}。", "{who}が次元で支払い：{parts}。"],
  dl_pay_rest: ["rests {n}", "横置{n}张", "{n}枚レスト"],
  dl_pay_flip: ["flips {n} ({cards})", "翻开{n}张（{cards}）", "{n}枚を表に（{cards}）"],
  dl_log_pay_seal: ["{Whose} side seals {cards} from the underworld to pay.", "{who}封印冥界的{cards}作为代价。", "{who}は冥界の{cards}を封印して支払う。"],
  dl_log_play: ["{card} is played from {whose} hand.", "{who}发动了{card}。", "{who}が{card}を発動。"],
  dl_log_play_on: ["{card} is played from {whose} hand at {target}.", "{who}对{target}发动了{card}。", "{who}が{target}を対象に{card}を発動。"],
  dl_log_play_character: ["{Whose} {card} is summoned.", "{who}召唤了{card}。", "{who}が{card}を召喚。"],
  dl_log_play_barrier: ["{Whose} barrier {card} is raised.", "{who}展开了结界{card}。", "{who}が結界{card}を張った。"],
  dl_log_play_fortress: ["{Whose} fortress {card} is built.", "{who}建造了要塞{card}。", "{who}が要塞{card}を設置。"],
  dl_log_equip: ["{card} is equipped to {whose} {target}.", "{who}为{target}装备了{card}。", "{who}が{target}に{card}を装備。"],
  dl_log_activate: ["{Whose} {card} rests to use its effect.", "{who}横置{card}发动起动效果。", "{who}の{card}をレストして起動。"],
  dl_log_captain: ["{Whose} captain: {card}.", "{who}的队长：{card}。", "{who}の隊長：{card}。"],
  dl_log_no_captain: ["{Whose} side names no captain, and the turn ends.", "{who}不指定队长，回合结束。", "{who}は隊長を指定せず、ターン終了。"],
  dl_log_declare: ["{Whose} side declares a battle!", "{who}宣言战斗！", "{who}がバトルを宣言！"],
  dl_log_window: ["Foresight: {whose} side may answer.", "先读：{who}可以应对。", "先読み：{who}が応じられる。"],
  dl_log_pass: ["{Whose} side passes.", "{who}放弃应对。", "{who}はパス。"],
  dl_log_battle: ["Battle! {Whose} combat power {mine} against {theirs}.", "战斗！{who}的战斗力{mine}对{theirs}。", "バトル！{who}の戦闘力{mine}対{theirs}。"],
  dl_log_battle_direct: [
    "Battle! No captain stands against {whose} attack: combat power {n}.",
    "战斗！没有队长阻挡{who}的攻击：战斗力{n}。",
    "バトル！{who}の攻撃を阻む隊長はいない：戦闘力{n}。"],
  dl_log_no_battle: ["{Whose} captain has left the field: no battle.", "{who}的队长已离场：不进行战斗。", "{who}の隊長が場を離れたため、バトルは起こらない。"],
  dl_log_life_battle: ["{Whose} side takes {n} battle damage: {left} life left.", "{who}受到{n}点战斗伤害：剩余生命{left}。", "{who}に{n}のバトルダメージ：残りライフ{left}。"],
  dl_log_life_effect: ["{Whose} side takes {n} damage: {left} life left.", "{who}受到{n}点伤害：剩余生命{left}。", "{who}に{n}ダメージ：残りライフ{left}。"],
  dl_log_life_price: ["{Whose} side pays {n} life: {left} life left.", "{who}支付{n}点生命：剩余生命{left}。", "{who}はライフを{n}払う：残りライフ{left}。"],
  dl_log_life_heal: ["{Whose} side gains {n} life: {left} life now.", "{who}回复{n}点生命：现在生命{left}。", "{who}のライフが{n}回復：ライフ{left}。"],
  dl_log_leave_battle: ["{Whose} captain, {card}, loses and goes to the underworld.", "{who}的队长“{card}”战败，被送入冥界。", "{who}の隊長「{card}」は敗れて冥界へ。"],
  dl_log_leave_replaced: ["{Whose} old fortress {card} goes to the underworld.", "{who}的旧要塞{card}被送入冥界。", "{who}の古い要塞{card}は冥界へ。"],
  dl_log_leave_razed: ["{Whose} fortress {card} is razed and goes to the underworld.", "{who}的要塞{card}被摧毁，送入冥界。", "{who}の要塞{card}は焼き払われ、冥界へ。"],
  dl_log_to_underworld: ["{Whose} {card} goes to the underworld.", "{who}的{card}被送入冥界。", "{who}の{card}は冥界へ。"],
  dl_log_to_sealed: ["{Whose} {card} is sealed.", "{who}的{card}被封印。", "{who}の{card}は封印された。"],
  dl_log_to_hand: ["{Whose} {card} returns to the hand.", "{who}的{card}回到手牌。", "{who}の{card}は手札に戻った。"],
  dl_log_trigger: ["{Whose} {card} triggers.", "{who}的{card}的效果诱发。", "{who}の{card}の効果が誘発。"],
  dl_log_seal: ["{card} is sealed from {whose} underworld.", "{who}冥界的{card}被封印。", "{who}の冥界の{card}が封印された。"],
  dl_log_revive: ["{Whose} {card} comes back from the underworld, rested.", "{who}的{card}以横置状态从冥界回到场上。", "{who}の{card}が冥界からレスト状態で場に戻った。"],
  dl_log_search: ["{card} goes from {whose} deck to the hand.", "{who}从卡组将{card}加入手牌。", "{who}はデックから{card}を手札に加えた。"],
  dl_log_rest: ["{Whose} {card} is rested.", "{who}的{card}被横置。", "{who}の{card}がレスト状態になった。"],
  dl_log_boost: ["{Whose} captain, {card}, gets +{n} SPD this turn.", "{who}的队长“{card}”本回合SPD+{n}。", "このターン、{who}の隊長「{card}」のSPD+{n}。"],
  dl_log_shield: ["{Whose} side takes no battle damage this turn.", "本回合{who}不会受到战斗伤害。", "このターン、{who}はバトルのダメージを受けない。"],
  dl_log_ramp: [{ one: "{n} card goes from {whose} deck face down into the dimension zone.", other: "{n} cards go from {whose} deck face down into the dimension zone." }, "{who}将卡组顶{n}张牌背面朝上放入次元区。", "{who}のデックの上から{n}枚が裏向きで次元へ。"],
  dl_log_check: ["{Whose} turn ends.", "{who}的回合结束。", "{who}のターン終了。"],
  dl_log_deck_out: ["{Whose} deck is empty at a draw.", "{who}抽牌时卡组已空。", "{who}はドローする時にデックが尽きていた。"],
  dl_log_over: ["{Whose} side wins!", "{who}获胜！", "{who}の勝利！"],
  dl_log_over_draw: ["Both sides reach 0 life at once: a draw.", "双方同时生命归0：平局。", "両者のライフが同時に0：引き分け。"],
  // Deck builder (web/deckbuilder.js, web/decks.js, web/deckviews.js)
  dk_my_decks: ["My decks", "我的卡组", "マイデッキ"],
  dk_deck_of: ["{game} deck", "{game} 卡组", "{game}のデッキ"],
  dk_my_decks_build: ["My decks · Build a deck", "我的卡组 · 组建卡组", "マイデッキ · デッキを組む"],
  dk_intro: [
    "Build your own deck from this game's cards. The rules engine checks it as you go; a legal deck can be played and shared by link.",
    "用本游戏的卡牌组建自己的卡组。规则引擎会随时检查；合规的卡组可以用来对战，也可以通过链接分享。",
    "このゲームのカードで自分のデッキを組もう。ルールエンジンがその場で確認する。使用可能なデッキは対戦にも、リンクでの共有にも使える。"],
  dk_saved_title: ["Your decks", "你的卡组", "あなたのデッキ"],
  dk_none_saved: ["No saved decks yet. Start one below.", "还没有保存的卡组。从下面开始组一副吧。", "保存したデッキはまだない。下から始めよう。"],
  dk_new_title: ["Start a new deck", "新建卡组", "新しいデッキを作る"],
  dk_from_ready: ["Start from “{name}”", "以「{name}」为基础", "「{name}」をもとに作る"],
  dk_empty: ["Start from an empty deck", "从空卡组开始", "空のデッキから作る"],
  dk_empty_for: ["Empty deck for the {variant}", "{variant}用空卡组", "{variant}用の空のデッキ"],
  dk_ready_note: ["You edit a copy: the ready-made deck stays as it is.", "你编辑的是副本：预组卡组保持不变。", "編集するのはコピー。構築済みデッキはそのまま残る。"],
  dk_copy_of: ["{name} (mine)", "{name}（自组）", "{name}（改）"],
  dk_rules: ["Construction rules", "组卡规则", "構築ルール"],
  dk_gr_rules: ["{size} cards · at most {copies} of a card · at most {cnt} CNT cards", "{size}张 · 同名卡最多{copies}张 · CNT卡最多{cnt}张", "{size}枚 · 同じカードは{copies}枚まで · CNTカードは{cnt}枚まで"],
  dk_gr_factions: [{ one: "cards of at most {n} faction", other: "cards of at most {n} factions" }, "最多{n}个阵营", "勢力は{n}つまで"],
  dk_gr_level: ["total level at most {n}", "总等级不超过{n}", "総レベル{n}まで"],
  dk_fl_rules: [
    "Up to 40 cards · exactly one city and one HQ · at least 6 other cards · at most 2 cards of a name · at least one warrior",
    "最多40张 · 都市和本部各恰好1张 · 其他牌至少6张 · 同名卡最多2张 · 至少1名战士",
    "40枚まで · 都市と本部をちょうど1枚ずつ · ほかのカード6枚以上 · 同名カードは2枚まで · 戦士を1枚以上"],
  dk_dol_rules: [
    "Exactly 50 cards · at most 3 cards of a name; some cards allow fewer",
    "恰好50张 · 同名卡最多3张；部分卡牌限制更少",
    "ちょうど50枚 · 同名カードは3枚まで（さらに少ないカードもある）"],
  dk_cnt_n: ["CNT {n}", "CNT {n}张", "CNT {n}枚"],
  dk_level_total_n: ["total level {n}", "总等级 {n}", "総レベル {n}"],
  dk_factions_n: [{ one: "{n} faction", other: "{n} factions" }, "{n}个阵营", "{n}勢力"],
  dk_fl_counts: ["city {city} · HQ {hq} · warriors {warriors}", "都市 {city} · 本部 {hq} · 战士 {warriors}", "都市 {city} · 本部 {hq} · 戦士 {warriors}"],
  dk_dol_counts: ["characters {n}", "角色 {n}张", "キャラクター {n}枚"],
  dk_max_n: ["max {n}", "最多{n}张", "{n}枚まで"],
  dk_name: ["Deck name", "卡组名称", "デッキ名"],
  dk_name_placeholder: ["Name your deck", "给卡组起个名字", "デッキに名前を付ける"],
  dk_unnamed: ["Unnamed deck", "未命名卡组", "名前のないデッキ"],
  dk_unnamed_n: ["Deck {n}", "卡组{n}", "デッキ{n}"],
  dk_ruler: ["Built for", "适用门将", "使うルーラー"],
  dk_legal: ["Legal", "合规", "使用可能"],
  dk_not_legal: ["Not legal yet", "尚不合规", "まだ使用不可"],
  dk_problems_n: ["{n} to fix", "{n}处需修改", "要修正 {n}件"],
  dk_checking: ["Checking…", "检查中…", "確認中…"],
  dk_check_failed: ["The deck could not be checked.", "无法检查该卡组。", "デッキを確認できなかった。"],
  dk_pool_failed: ["The card pool could not be loaded. Go back and try again.", "无法加载卡池。请返回后重试。", "カードプールを読み込めなかった。戻ってもう一度試してほしい。"],
  dk_to_fix: ["To fix", "需要修改", "修正が必要"],
  dk_add: ["Add a {card}", "加入一张{card}", "{card}を1枚加える"],
  dk_remove: ["Take out a {card}", "移除一张{card}", "{card}を1枚抜く"],
  dk_count_of: ["{card}: {n}", "{card}：{n}张", "{card}：{n}枚"],
  dk_save: ["Save", "保存", "保存"],
  dk_saved: ["Saved. It is in your decks.", "已保存到你的卡组。", "保存した。マイデッキに入っている。"],
  dk_not_saved: [
    "Not saved: the browser refused to store it (storage full or turned off). Share its link to keep it.",
    "未保存：浏览器拒绝保存（存储已满或被禁用）。分享它的链接即可保留。",
    "保存できなかった：ブラウザが拒んだ（ストレージが満杯か無効）。リンクを共有すれば残せる。"],
  dk_saved_draft: [
    "Saved as a draft: it is not legal yet, so it cannot be played or shared.",
    "已保存为草稿：尚不合规，还不能对战或分享。",
    "下書きとして保存した。まだ使用不可なので、対戦や共有はできない。"],
  dk_delete: ["Delete this deck", "删除这副卡组", "このデッキを削除"],
  dk_delete_confirm: ["Tap again to delete it", "再点一次即删除", "もう一度タップで削除"],
  dk_share: ["Share deck", "分享卡组", "デッキを共有"],
  dk_share_title: ["Share this deck", "分享这副卡组", "このデッキを共有"],
  dk_share_link: ["Deck link", "卡组链接", "デッキのリンク"],
  dk_share_note: [
    "Whoever opens the link sees this deck in their deck builder and can save it.",
    "打开链接的人会在组卡界面看到这副卡组，并可以保存。",
    "リンクを開いた人のデッキ構築画面にこのデッキが表示され、保存できる。"],
  dk_play: ["Play with this deck", "用这副卡组对战", "このデッキで遊ぶ"],
  dk_play_gr: ["Your {ruler} with this deck against the rift. Choose a level:", "你的{ruler}使用这副卡组迎战次元断层。选择等级：", "このデッキの{ruler}で次元断層に挑む。レベルを選ぶ："],
  dk_play_vs: ["You play this deck against the computer. Its deck:", "你用这副卡组对战电脑。电脑的卡组：", "このデッキでコンピューターと対戦。相手のデッキ："],
  dk_vs: ["Against {deck}", "对战{deck}", "{deck}と対戦"],
  dk_needs_legal: ["Playing and sharing need a legal deck.", "卡组合规后才能对战和分享。", "対戦と共有には使用可能なデッキが必要。"],
  dk_shared_deck: ["Shared deck", "分享的卡组", "共有されたデッキ"],
  dk_custom_deck: ["Own deck", "自组卡组", "自作デッキ"],
  dk_imported_title: ["A deck was shared with you", "有人与你分享了一副卡组", "デッキが共有された"],
  dk_imported_legal: ["“{name}” is legal and ready to play. Save keeps it in your decks.", "「{name}」合规，可以直接对战。点保存即可收入你的卡组。", "「{name}」は使用可能で、すぐに遊べる。保存するとマイデッキに入る。"],
  dk_imported_bad_title: ["This shared deck cannot be played", "这副分享的卡组无法使用", "共有されたこのデッキは使えない"],
  dk_imported_bad: [
    "“{name}” breaks this version's construction rules:",
    "「{name}」不符合本版本的组卡规则：",
    "「{name}」はこのバージョンの構築ルールに合っていない："],
  dk_imported_untouched: ["Your saved games and decks were not changed.", "你的存档和卡组没有受到影响。", "セーブデータとマイデッキは変わっていない。"],
  dk_imported_safe: [
    "Your saved games and decks were not changed. You can fix this deck below and save it.",
    "你的存档和卡组没有受到影响。可以在下面修改这副卡组后保存。",
    "セーブデータとマイデッキは変わっていない。下で直してから保存できる。"],
  dk_choose_deck: ["Play with", "出战卡组", "使うデッキ"],
  dk_ready_deck: ["Ready-made", "预组卡组", "構築済み"],
  dk_ready_named: ["Ready-made · {name}", "预组 · {name}", "構築済み · {name}"],
  dk_no_playable: ["Your legal saved decks show here.", "你保存的合规卡组会显示在这里。", "保存した使用可能なデッキがここに並ぶ。"],
  dk_start_with: ["Start with “{deck}”", "使用「{deck}」开战", "「{deck}」で開戦"],
  // The engine's deck problems ({op: "deck_check"}), by code
  dkp_banned: ["{card} is banned in solo mode.", "{card}在单人模式中被禁止。", "{card}はソロモードで使用禁止。"],
  dkp_unknown: ["{card} is not a card of this game.", "{card}不是本游戏的卡牌。", "{card}はこのゲームのカードではない。"],
  dkp_size: [{ by: "total", one: "The deck has {total} card; it needs exactly {size}.", other: "The deck has {total} cards; it needs exactly {size}." }, "卡组有{total}张；需要恰好{size}张。", "デッキは{total}枚。ちょうど{size}枚必要。"],
  dkp_copies: ["{count} copies of {card}; at most {most}.", "{card}有{count}张；最多{most}张。", "{card}が{count}枚。{most}枚まで。"],
  dkp_cnt: ["{count} CNT cards; at most {most}.", "CNT卡{count}张；最多{most}张。", "CNTカードが{count}枚。{most}枚まで。"],
  dkp_factions: ["Cards of {count} factions; at most {most}.", "卡牌来自{count}个阵营；最多{most}个。", "{count}勢力のカードがある。{most}勢力まで。"],
  dkp_level_total: ["Total level {total}; at most {most}.", "总等级{total}；最多{most}。", "総レベル{total}。{most}まで。"],
  dkp_variant: ["The deck is built for “{variant}”, which this game does not have.", "卡组所用的「{variant}」在本游戏中不存在。", "デッキの対象「{variant}」はこのゲームにない。"],
  dkp_too_many: [{ by: "total", one: "The deck has {total} card; at most {most}.", other: "The deck has {total} cards; at most {most}." }, "卡组有{total}张；最多{most}张。", "デッキは{total}枚。{most}枚まで。"],
  dkp_city: ["The deck has {count} city cards; it needs exactly one.", "卡组有{count}张都市；需要恰好1张。", "都市が{count}枚。ちょうど1枚必要。"],
  dkp_hq: ["The deck has {count} HQ cards; it needs exactly one.", "卡组有{count}张本部；需要恰好1张。", "本部が{count}枚。ちょうど1枚必要。"],
  dkp_no_warrior: [
    "The deck has no warrior, so no opening hand could ever be kept.",
    "卡组没有战士，永远无法保留起手。",
    "戦士がいないので、最初の手札を決められない。"],
  dkp_too_few: [
    "The deck has {count} cards besides its city and HQ; the opening hand would empty it, which loses at once. It needs at least {least}.",
    "除都市和本部外，卡组只有{count}张；抽完起手牌就会抽空，立即失败。至少需要{least}张。",
    "都市と本部のほかに{count}枚しかない。最初の手札でデッキが尽き、すぐに敗北する。{least}枚以上必要。"],
  dkp_negative: ["{card}: a count cannot be negative.", "{card}：张数不能为负。", "{card}：枚数は負にできない。"],
  "err_bad-deck": ["The deck in the link is damaged or names cards this version does not have.", "链接中的卡组已损坏，或包含本版本没有的卡牌。", "リンクのデッキが壊れているか、このバージョンにないカードを含んでいる。"],
};

let lang = pickInitialLang();
const listeners = [];

function pickInitialLang() {
  const saved = store.get(KEYS.lang);
  if (LANGS.includes(saved)) return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().slice(0, 2);
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

export function currentLang() {
  return lang;
}

export function setLang(next) {
  if (!LANGS.includes(next) || next === lang) return;
  lang = next;
  store.set(KEYS.lang, next);
  applyDocumentLang();
  listeners.forEach((listener) => listener(lang));
}

export function onLangChange(listener) {
  listeners.push(listener);
}

export function applyDocumentLang() {
  document.documentElement.lang = HTML_LANG[lang];
}

// t("level_n", {n: 3}) -> "Level 3" in the current language.
//
// A message is a string with named placeholders, or, where a count changes the words, an object
// of plural forms keyed by the platform's plural categories (Intl.PluralRules: English has "one"
// and "other", Chinese and Japanese only "other"), chosen by the parameter named in `by` ("n"
// when it is left out): {one: "{n} card", other: "{n} cards"}.
//
// A placeholder written with a capital, {Whose}, takes the parameter `whose` with its first
// letter capitalised: a message that opens with a name says so itself ("{Whose} turn ends."),
// so no caller capitalises a sentence it did not write, and "Battle! {Whose} combat power…"
// capitalises what follows the exclamation too. Scripts without case are left as they are.
export function t(key, params = {}) {
  const row = S[key];
  if (!row) return key;
  return fill(formOf(row[COLUMN[lang]], params), params);
}

const pluralRules = {};

function formOf(message, params) {
  if (typeof message === "string") return message;
  const count = Number(params[message.by ?? "n"]);
  pluralRules[lang] ??= new Intl.PluralRules(HTML_LANG[lang]);
  return message[pluralRules[lang].select(count)] ?? message.other;
}

function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (name in params) return params[name];
    const lower = name.charAt(0).toLowerCase() + name.slice(1);
    return lower !== name && lower in params ? capitalise(String(params[lower])) : whole;
  });
}

const capitalise = (text) => text.charAt(0).toLocaleUpperCase(HTML_LANG[lang]) + text.slice(1);

// Items as "a, b, or c" in the current language (each language's own words for "or").
// Japanese steps are verb phrases, which run together without a comma before または
// (光るカードを出すまたは…, a newcomer read it as one word).
export function orList(items) {
  if (lang === "ja" && items.length > 1) return `${items.slice(0, -1).join("、")}、または${items.at(-1)}`;
  return new Intl.ListFormat(HTML_LANG[lang], { type: "disjunction" }).format(items);
}

export function has(key) {
  return key in S;
}

// A {en, zh, ja} object from the engine or the content file, in the current language.
export function pick(texts) {
  if (!texts || typeof texts !== "object") return texts ?? "";
  return texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? "";
}

// Fill every [data-i18n] element of the static page (the menu painted before JS).
export function translateStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
}
