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
  continue_none: ["No saved game yet", "还没有存档", "セーブデータなし"],
  continue_saved: ["Your last game", "上次的对局", "前回のゲーム"],
  rules: ["Rules", "规则", "ルール"],
  coming_soon: ["Coming soon", "即将推出", "近日公開"],
  language: ["Language", "语言", "言語"],
  menu: ["Menu", "菜单", "メニュー"],
  back: ["Back", "返回", "戻る"],
  close: ["Close", "关闭", "閉じる"],
  to_menu: ["Back to menu", "返回主菜单", "メニューに戻る"],
  return_game: ["Back to my game", "回到我的对局", "自分のゲームに戻る"],
  reload: ["Reload", "重新加载", "再読み込み"],
  stage_runtime: ["Loading Python…", "正在加载 Python…", "Python を読み込み中…"],
  stage_wheels: ["Installing the rules…", "正在安装规则…", "ルールを組み込み中…"],
  stage_engine: ["Starting the engine…", "正在启动引擎…", "エンジンを起動中…"],
  stage_slow: [
    "Still loading… On a slow connection the first start takes a while; reload if it stays stuck.",
    "仍在加载…网络较慢时首次启动需要一些时间；若一直卡住请重新加载。",
    "読み込み中… 回線が遅いと初回は時間がかかる。止まったままなら再読み込みしてほしい。"],
  stage_ready: ["Ready to play", "准备就绪", "準備完了"],
  stage_opening: ["Opening the game in the link…", "正在打开链接中的对局…", "リンクのゲームを開いています…"],
  gr_name: ["Gate Ruler", "门将 Gateruler", "ゲートルーラー"],
  gr_mode: ["Solo · Invasion Rift", "单人模式 · 地狱的侵略次元断层战", "ソロ · 地獄の侵略次元断層戦"],
  fl_name: ["Frontline: Libiart vs Minesis", "Frontline：リビアート vs ミネシス", "フロントライン：リビアート vs ミネシス"],
  fl_mode: ["Two players", "双人对战", "2人対戦"],
  fl_menu_mode: ["Two players · vs the computer or pass and play", "双人对战 · 对战电脑或同机轮流", "2人対戦 · コンピューター戦か1台で交代"],
  dol_name: ["Dimension of Legend", "Dimension of Legend", "Dimension of Legend（DoL）"],
  dol_mode: ["Trading card game", "集换式卡牌游戏", "トレーディングカードゲーム"],

  // Level select and level screen
  levels_intro: [
    "Six rifts, one harder than the last. Destroy the rift before it fills your damage zone.",
    "六个次元断层，一个比一个难。在伤害区被填满之前粉碎次元断层！",
    "6つの次元断層、後になるほど手強い。ダメージゾーンが埋まる前に断層を粉砕せよ。"],
  level_n: ["Level {n}", "等级{n}", "レベル{n}"],
  cleared: ["Cleared", "已通关", "クリア済み"],
  cleared_count: ["Levels cleared: {n} / 6", "已通关等级：{n} / 6", "クリアしたレベル：{n} / 6"],
  nightmare: ["Nightmare", "噩梦", "悪夢"],
  nightmare_note: [
    "Only a miracle wins this one. You do not have to win it now.",
    "不发生奇迹就无法获胜的高难挑战。你并不需要现在就赢下这场战斗。",
    "奇跡が起きなければ勝てない高難度。今、勝つ必要はない。"],
  pierce: ["Pierce", "贯通", "貫通"],
  drives_n: ["{n} drives a turn", "每回合驱策{n}次", "毎ターン{n}回ドライブ"],
  briefing: ["Briefing", "简报", "ブリーフィング"],
  briefing_missing: ["The briefing could not be loaded.", "无法加载简报。", "ブリーフィングを読み込めなかった。"],
  level_sheet: ["Level sheet", "卡组表", "デッキシート"],
  sheet_summary: ["{cards} cards · total level {level} · CNT {cnt}", "{cards}张 · 总等级{level} · CNT {cnt}张", "{cards}枚 · 総レベル{level} · CNT{cnt}枚"],
  col_card: ["Card", "卡牌", "カード"],
  col_listed: ["Sheet", "卡表", "シート"],
  col_played: ["Played", "实际", "使用"],
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
  family_knight: ["Knight family", "骑士型", "ナイト型"],
  family_apprentice: ["Apprentice family", "见习者型", "アプレンティス型"],
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
  empty: ["Empty", "空", "空き"],
  rested: ["Rested", "横置", "レスト"],
  hp_of: ["HP {d} / {n}", "HP {d} / {n}", "HP {d} / {n}"],
  life_of: ["LIFE {d} / {n}", "LIFE {d} / {n}", "LIFE {d} / {n}"],
  phase_main: ["Main phase", "主要阶段", "メインフェイズ"],
  phase_attack: ["Attack phase", "攻击阶段", "アタックフェイズ"],
  phase_invasion: ["Invasion's turn", "侵略次元的回合", "侵略次元のターン"],
  phase_over: ["Game over", "对局结束", "ゲーム終了"],
  turn_n: ["Turn {n}", "第{n}回合", "ターン{n}"],
  summons_n: ["Summons {n}", "召唤 {n}", "召喚 {n}"],
  end_turn: ["End turn", "结束回合", "ターン終了"],
  hint_idle: ["Tap a card, a unit or your ruler to see what it can do.", "点击卡牌、单位或门将查看可执行的操作。", "カード・ユニット・ルーラーをタップすると行動が出る。"],
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
  when_set: ["Set", "配置", "セット"],
  when_field: ["Field", "场地", "フィールド"],
  kw_pierce: ["Pierce", "贯通", "貫通"],
  kw_counter: ["Counter", "反击", "反撃"],
  kw_stealth: ["Stealth", "隐身", "ステルス"],
  kw_pierce_text: [
    "Damage beyond what destroys the unit it attacks goes on to the ruler behind, up to its STK.",
    "攻击单位时，超出破坏该单位所需的伤害会继续对后方的门将造成，最多等于其STK。",
    "攻撃したユニットを破壊して余ったダメージは、STKを上限に後ろのルーラーへ。"],
  kw_counter_text: [
    "If it survives an attack by a unit, it hits that unit back with its ATK.",
    "被单位攻击后若仍在场，以其ATK对该单位反击。",
    "ユニットに攻撃されて生き残ると、そのユニットにATK分反撃する。"],
  kw_stealth_text: ["Cannot be attacked.", "不能被攻击。", "攻撃されない。"],
  effect_ignored: ["Its effect is ignored in the solo mode.", "单人模式中无视其效果。", "ソロモードでは効果を無視する。"],
  cnt_ignored: ["Its CNT is ignored in the solo mode.", "单人模式中无视其CNT效果。", "ソロモードではCNTを無視する。"],
  no_text: ["No effect.", "无效果。", "効果なし。"],
  pile_empty: ["No cards here.", "这里没有牌。", "カードはない。"],
  deck_hidden: ["{n} cards, face down.", "{n}张，背面朝上。", "{n}枚、裏向き。"],
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
  challenge_link: ["Challenge link", "挑战链接", "挑戦リンク"],
  challenge_note: [
    "The same deal from the first move: can a friend do better?",
    "相同的发牌，从第一步开始：看看朋友能否打得更好？",
    "同じ配牌で最初から。友達はもっとうまくやれるか？"],
  save_link: ["Save link", "存档链接", "セーブリンク"],
  save_note: ["This game exactly as it stands, every move included.", "包含所有操作的当前对局。", "全手順を含む、今のこのゲーム。"],
  result_link: ["Result link", "结果链接", "結果リンク"],
  result_note: ["The whole game, to replay or check.", "完整的对局，可回看或核对。", "ゲーム全体。見返しや確認に。"],
  copy: ["Copy", "复制", "コピー"],
  send: ["Share…", "分享…", "共有…"],
  copied: ["Copied.", "已复制。", "コピーした。"],
  copy_failed: ["Select the link and copy it.", "请选中链接后复制。", "リンクを選択してコピーしてほしい。"],

  // Result
  win_title: ["The rift is destroyed!", "次元断层被粉碎了！", "次元断層を粉砕した！"],
  lose_title: ["Defeat", "败北", "敗北"],
  result_line: ["Level {n} · {name} · {ruler}", "等级{n} · {name} · {ruler}", "レベル{n} · {name} · {ruler}"],
  turns_n: ["{n} turns", "{n}回合", "{n}ターン"],
  again: ["Play again", "再来一局", "もう一度"],
  next_level: ["Next level", "下一等级", "次のレベル"],
  see_board: ["See the board", "查看局面", "盤面を見る"],
  result: ["Result", "结果", "結果"],

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
  "err_internal": ["Something went wrong inside the engine.", "引擎内部出错。", "エンジン内部で問題が起きた。"],
  "err_boot": ["The engine could not load. Check the connection once, then reload.", "引擎加载失败。请检查网络后重新加载。", "エンジンを読み込めなかった。接続を確認して再読み込みしてほしい。"],
  "err_no-game": ["No game is in progress.", "当前没有进行中的对局。", "進行中のゲームがない。"],
  err_other: ["Unexpected error ({code}).", "意外错误（{code}）。", "予期しないエラー（{code}）。"],
  err_save_safe: ["Your saved game was not changed.", "你的存档没有受到影响。", "あなたのセーブデータは変わっていない。"],

  // Rules page
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
  log_attack: ["{attacker} attacks {target}.", "{attacker}攻击{target}。", "{attacker}が{target}を攻撃。"],
  log_damage: ["{unit} takes {amount} damage.", "{unit}受到{amount}点伤害。", "{unit}に{amount}ダメージ。"],
  log_destroy: ["{unit} is destroyed.", "{unit}被破坏。", "{unit}は破壊された。"],
  log_destroy_finale: ["{unit} is destroyed by {card}'s rule.", "{unit}因“{card}”的规则被破坏。", "{unit}は「{card}」のルールで破壊された。"],
  log_destroy_lowest: ["{unit} is the lowest level and goes to the graveyard to make room.", "{unit}等级最低，被送入坟墓场以腾出位置。", "{unit}は最低レベルのため、場所を空けて墓地へ。"],
  log_ruler_damage: ["{ruler} takes {amount} damage.", "{ruler}受到{amount}点伤害。", "{ruler}に{amount}ダメージ。"],
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
  log_counter: ["{unit} strikes back!", "{unit}发动反击！", "{unit}の反撃！"],
  log_rule_finale_purge: [
    "{card}'s rule: a Dark Knight and one of your units are destroyed.",
    "“{card}”的规则：破坏1个黑暗骑士和你的1个单位。",
    "「{card}」のルール：暗黒騎士1体とあなたのユニット1体を破壊。"],
  log_lose_0_life: ["Your damage zone is full: you lose.", "你的伤害区已满：你输了。", "ダメージゾーンが埋まった：敗北。"],
  log_lose_0_deck: ["Your deck is empty: you lose.", "你的卡组已空：你输了。", "デッキが尽きた：敗北。"],
  log_lose_1_life: ["The rift's damage reaches its HP: you win!", "次元断层的伤害达到HP：你赢了！", "次元断層のダメージがHPに達した：勝利！"],
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
  fl_short: ["Frontline", "Frontline", "フロントライン"],
  fl_intro: [
    "Two city-states at war. Deploy warriors to your frontline, arm them with gear, turn the fight with phenomena, and break the enemy city, then its HQ. A player whose deck runs dry loses too.",
    "两个城邦的战争。将战士出击到前线，为他们装备装备卡，用现象卡扭转战局，先击破敌方都市，再击破本部。牌组耗尽的一方同样失败。",
    "2つの都市国家の戦い。戦士をフロントラインに出撃させ、ギアで固め、現象で戦況を変え、相手の都市、そして本部を撃ち抜け。デッキが尽きたプレイヤーも敗北する。"],
  fl_how: ["How to play", "对战方式", "対戦方法"],
  fl_vs_cpu: ["Against the computer", "对战电脑", "コンピューターと対戦"],
  fl_vs_cpu_text: [
    "You lead one faction, the computer the other. Its moves play back in the log.",
    "你指挥一方阵营，电脑指挥另一方。电脑的行动会在记录中逐条回放。",
    "あなたが一方の勢力、コンピューターがもう一方を指揮する。相手の手はログで再生される。"],
  fl_pnp: ["Pass and play", "同机轮流", "1台で交代"],
  fl_pnp_text: [
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
  fl_deck_list: ["Deck: {name}", "卡组：{name}", "デッキ：{name}"],
  fl_cards_n: ["{n} cards", "{n}张", "{n}枚"],
  fl_type: ["Type", "类型", "種類"],
  fl_stats: ["Stats", "数值", "数値"],
  fl_start_cpu: ["Start as {faction}", "以{faction}开战", "{faction}で開戦"],
  fl_start_pnp: ["Start the game", "开始对局", "対戦を始める"],
  fl_vs_cpu_as: ["{faction} vs the computer", "{faction} 对战电脑", "{faction} vs コンピューター"],

  // Frontline: the table
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
  fl_tag_lockon: ["Lock on", "锁定", "ロックオン"],
  fl_frontline: ["Frontline", "前线", "フロントライン"],
  fl_rank_total: ["Rank ★ {n} / {max}", "等级 ★ {n} / {max}", "ランク ★ {n} / {max}"],
  fl_cpu_turn: ["The computer's turn", "电脑的回合", "コンピューターのターン"],
  fl_turn_of: ["{player}'s turn", "{player}的回合", "{player}のターン"],
  fl_your_turn: ["Your turn", "你的回合", "あなたのターン"],
  fl_lockon_status: ["Lock-on: tap {card}'s target", "锁定：点击{card}的目标", "ロックオン：{card}の対象をタップ"],
  fl_guard_status: ["Guard: you are attacked", "防御：你正受到攻击", "ガード：アタックを受けている"],
  fl_hint_idle: ["Tap a card or a warrior to see what it can do.", "点击卡牌或战士查看可执行的操作。", "カードや戦士をタップすると行動が出る。"],
  fl_hint_deploy: ["Tap the glowing slot on your frontline.", "点击你前线上发光的空位。", "フロントラインの光る枠をタップ。"],
  fl_hint_targets: ["Tap a glowing warrior.", "点击发光的战士。", "光っている戦士をタップ。"],
  fl_player_n: ["Player {n}", "玩家{n}", "プレイヤー{n}"],
  fl_you: ["You", "你", "あなた"],
  fl_the_cpu: ["The computer", "电脑", "コンピューター"],
  fl_whose_you: ["your", "你的", "あなたの"],
  fl_whose_cpu: ["the computer's", "电脑的", "コンピューターの"],
  fl_whose_player: ["Player {n}'s", "玩家{n}的", "プレイヤー{n}の"],
  fl_act_deploy: ["Deploy", "出击", "出撃"],
  fl_act_equip: ["Equip to {target}", "装备给{target}", "{target}に装備"],
  fl_act_play: ["Play", "使用", "使用"],
  fl_act_play_on: ["Play on {target}", "对{target}使用", "{target}に使用"],
  fl_act_skill: ["Use its skill", "使用技能", "スキルを使う"],
  fl_act_retire: ["Send to the wasteland", "送入荒野", "荒野へ流す"],
  fl_act_attack: ["Attack!", "全军攻击", "アタック"],
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
  fl_lasts: ["Ongoing", "持续", "継続"],
  fl_lasts_text: ["Stays in play until its owner's next turn.", "留在场上直到其主人的下个回合。", "持ち主の次のターンまで場に残る。"],
  fl_designed: [
    "No card list of this game is public, so this card was designed for Card Table.",
    "这款游戏没有公开的卡表，本卡由 Card Table 设计。",
    "このゲームのカードリストは公開されていないため、このカードは Card Table が作ったもの。"],
  fl_gear: ["Gear", "装备", "ギア"],
  list_sep: [", ", "、", "、"],

  // Frontline: log lines ({whose}: "your", "the computer's", "Player 1's"; {who}: the name)
  fl_ref_place: ["{whose} {place}", "{who}的{place}", "{who}の{place}"],
  fl_ref_card: ["{whose} {card}", "{who}的{card}", "{who}の{card}"],
  fl_log_first: ["Coin toss: {whose} side plays first.", "掷硬币：{who}先攻。", "コイントス：{who}が先攻。"],
  fl_log_draw: ["{n} cards drawn into {whose} hand.", "{who}抽了{n}张牌。", "{who}はカードを{n}枚引いた。"],
  fl_log_draw_1: ["1 card drawn into {whose} hand.", "{who}抽了1张牌。", "{who}はカードを1枚引いた。"],
  fl_log_redraw: [
    "{whose} opening hand has no warrior ({cards}): shown, shuffled back and redrawn.",
    "{who}的起手牌中没有战士（{cards}）：公开后洗回牌组并重抽。",
    "{who}の手札に戦士がいない（{cards}）：公開してデッキに戻し、引き直す。"],
  fl_log_turn: ["Turn {n}: {whose} turn", "第{n}回合：{who}的回合", "ターン{n}：{who}のターン"],
  fl_log_expire: ["{whose} {card} ends and goes to the wasteland.", "{who}的{card}效果结束，进入荒野。", "{who}の{card}の効果が終わり、荒野へ。"],
  fl_log_skill: ["{whose} {card}'s skill acts ({when}).", "{who}的{card}发动技能（{when}）。", "{who}の{card}のスキル発動（{when}）。"],
  fl_log_deploy: ["{whose} {card} deploys to the frontline.", "{who}的{card}出击到前线。", "{who}の{card}がフロントラインに出撃。"],
  fl_log_equip: ["{whose} {warrior} equips {card}.", "{who}的{warrior}装备了{card}。", "{who}の{warrior}に{card}を装備。"],
  fl_log_play: ["{card} is played from {whose} hand.", "{who}使用了{card}。", "{who}が{card}を使用。"],
  fl_log_play_on: ["{card} is played from {whose} hand on {target}.", "{who}对{target}使用了{card}。", "{who}が{target}に{card}を使用。"],
  fl_log_pass: ["{whose} turn ends without an attack.", "{who}未攻击，结束回合。", "{who}はアタックせずにターン終了。"],
  fl_log_waste: ["{whose} {card} goes to the wasteland.", "{who}的{card}进入荒野。", "{who}の{card}が荒野へ。"],
  fl_log_waste_retired: ["{whose} {card} is sent to the wasteland to make room.", "{who}的{card}被送入荒野，腾出位置。", "{who}の{card}を荒野へ流し、枠を空けた。"],
  fl_log_waste_defeated: ["{whose} {card} falls and goes to the wasteland.", "{who}的{card}倒下，进入荒野。", "{who}の{card}は倒れ、荒野へ。"],
  fl_log_waste_banished: ["{whose} {card} is banished to the wasteland.", "{who}的{card}被放逐到荒野。", "{who}の{card}は荒野へ追放された。"],
  fl_log_ward: ["{whose} {card}'s {gear} takes the hit and breaks.", "{who}的{card}的{gear}挡下伤害后损坏。", "{who}の{card}の{gear}がダメージを防いで壊れた。"],
  fl_log_damage: ["{whose} {card} takes {n} damage.", "{who}的{card}受到{n}点伤害。", "{who}の{card}に{n}ダメージ。"],
  fl_log_base: ["{whose} {place} takes {n} damage: {left} HP left.", "{who}的{place}受到{n}点伤害，剩余HP {left}。", "{who}の{place}に{n}ダメージ。残りHP {left}。"],
  fl_log_base_broken: ["{whose} {place} takes {n} damage and breaks!", "{who}的{place}受到{n}点伤害，被击破了！", "{who}の{place}に{n}ダメージ、破壊された！"],
  fl_log_mill: ["{card} goes from the top of {whose} deck to the wasteland.", "{who}牌组顶的{card}进入荒野。", "{who}のデッキの上から{card}が荒野へ。"],
  fl_log_attack: ["{whose} all-out attack: {cards}!", "{who}发动全军攻击：{cards}！", "{who}の一斉攻撃：{cards}！"],
  fl_log_lockon: ["{whose} {card} locks on to {target}.", "{who}的{card}锁定了{target}。", "{who}の{card}が{target}をロックオン。"],
  fl_log_lockon_base: ["{whose} {card} keeps its aim on the city or HQ.", "{who}的{card}照常瞄准都市或本部。", "{who}の{card}は通常どおり都市・本部を狙う。"],
  fl_log_guard: ["{whose} {card} guards against {attacker}.", "{who}的{card}防御{attacker}的攻击。", "{who}の{card}が{attacker}のアタックをガード。"],
  fl_log_strike: ["{whose} {card} strikes {target} ({n}).", "{who}的{card}攻击命中{target}（{n}）。", "{who}の{card}のアタックが{target}に命中（{n}）。"],
  fl_log_recall: ["{card} returns from {whose} wasteland to the hand.", "{card}从{who}的荒野回到手牌。", "{card}が{who}の荒野から手札に戻った。"],
  fl_log_over: ["{whose} side wins!", "{who}获胜！", "{who}の勝利！"],
  fl_log_over_draw: ["Both sides lose at once: a draw.", "双方同时失败：平局。", "両者が同時に敗北：引き分け。"],

  // Frontline: the guard step and its preview
  fl_guard_attack: ["Attack {i} of {n}:", "第{i}/{n}次攻击：", "アタック {i}/{n}："],
  fl_guard_aimed: ["{card} ({n} power) at your {place}.", "{card}（力量{n}）攻向你的{place}。", "{card}（パワー{n}）があなたの{place}を狙う。"],
  fl_guard_hint: [
    "Tap one of your warriors to guard with it, or No guard. You see what happens before you confirm.",
    "点击你的一名战士进行防御，或点击“不防御”。确认之前会显示预测结果。",
    "ガードする戦士をタップするか「ガードしない」をタップ。確定の前に結果の予想が出る。"],
  fl_preview: ["Preview", "预测", "予想"],
  fl_preview_note: [
    "Worked out from the numbers on the table (power against HP left). Armour, gear and skills can change it; the engine settles the attack.",
    "仅根据场上数值（力量对剩余HP）推算。护甲、装备和技能可能改变结果；最终由引擎结算。",
    "場の数値（パワーと残りHP）だけから計算した予想。軽減・ギア・スキルで変わることがある。結果はエンジンが決める。"],
  fl_prev_base: ["Your {place} takes {n}: HP {from} → {to}.", "你的{place}受到{n}点伤害：HP {from} → {to}。", "あなたの{place}に{n}ダメージ：HP {from} → {to}。"],
  fl_prev_city_breaks: [
    "Your city breaks; damage beyond it is lost, and later attacks hit your HQ.",
    "你的都市被击破；多余的伤害作废，之后的攻击将命中本部。",
    "都市が壊れる。余ったダメージは失われ、以後のアタックは本部へ。"],
  fl_prev_hq_falls: ["Your HQ falls to 0 HP: you lose.", "你的本部HP归0：你将失败。", "本部のHPが0になり、敗北する。"],
  fl_prev_holds: ["{card} takes {n} and survives with {rest} HP.", "{card}受到{n}点伤害，剩余{rest}HP存活。", "{card}は{n}ダメージを受け、HP{rest}で耐える。"],
  fl_prev_falls: [
    "{card} takes {n} with {left} HP left: it falls and goes to the wasteland.",
    "{card}受到{n}点伤害（剩余HP {left}）：倒下并进入荒野。",
    "{card}は{n}ダメージ（残りHP{left}）：倒れて荒野へ。"],
  fl_prev_breakthrough: ["Breakthrough: the damage beyond its HP goes on.", "突破：超出HP的伤害继续造成。", "ブレイクスルー：HPを超えたダメージが届く。"],
  fl_prev_base_safe: ["Your {place} takes nothing from this attack.", "你的{place}不会受到此次攻击的伤害。", "このアタックであなたの{place}はダメージを受けない。"],
  fl_confirm_guard: ["Guard with {card}", "确认由{card}防御", "{card}でガード"],
  fl_confirm_no_guard: ["Confirm: no guard", "确认不防御", "ガードしないで確定"],

  // Frontline: pass and play
  fl_pass_to: ["Pass the phone to {player}", "请把手机交给{player}", "{player}にスマホを渡して"],
  fl_handoff_turn: ["It is your turn (turn {n}).", "轮到你了（第{n}回合）。", "あなたのターン（ターン{n}）。"],
  fl_handoff_guard: ["{player} is attacking: choose your guards.", "{player}正在攻击：请选择防御。", "{player}がアタック中：ガードを選ぶ。"],
  fl_since: ["Since you last had the phone", "你上次拿着手机之后", "前回スマホを持ってから"],
  fl_handoff_note: [
    "Your hand shows once you tap: only {player} should look.",
    "点击后会显示手牌：请只让{player}观看。",
    "タップすると手札が表示される。{player}だけが見ること。"],
  fl_ready: ["I am {player}: show my hand", "我是{player}：显示手牌", "{player}です：手札を見る"],

  // Frontline: the result
  fl_win_title: ["Victory!", "胜利！", "勝利！"],
  fl_lose_title: ["Defeat", "败北", "敗北"],
  fl_draw_title: ["A draw", "平局", "引き分け"],
  fl_wins: ["{player} wins!", "{player}获胜！", "{player}の勝利！"],
  fl_reason_hq: ["{whose} HQ has fallen.", "{who}的本部被击破。", "{who}の本部が陥落した。"],
  fl_reason_deck: ["{whose} deck has run out.", "{who}的牌组耗尽。", "{who}のデッキが尽きた。"],
  fl_reason_both: ["Both sides lost at the same moment.", "双方在同一时刻失败。", "両者が同時に敗北した。"],
  fl_base_target_note: [
    "Attacks that are not guarded hit this card now.",
    "未被防御的攻击现在命中这张卡。",
    "ガードされなかったアタックは今このカードに当たる。"],
  fl_base_behind_note: ["Attacks hit the HQ only once the city is broken.", "都市被击破后，攻击才会命中本部。", "都市が壊れた後、アタックは本部に当たる。"],
  fl_base_broken_note: ["Broken: its effect has stopped.", "已被击破：其效果已停止。", "破壊済み：効果は失われた。"],
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
export function t(key, params = {}) {
  const row = S[key];
  const text = row ? row[COLUMN[lang]] : key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? params[name] : `{${name}}`));
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
