// The page's words in the three languages, key -> [en, zh, ja], and what says them (t, plurals,
// the page's language). The words here are the shared ones: the menu, boot, errors, sheets, the
// deck builder, play by link, the coach, and each game's name on the menu, anything said outside
// one game's folder or before its module loads. Each game's own words live beside it
// (web/games/<game>/words.js) and join the table when its module loads.
// Card names and card text are not here: they come from the engine's catalog.
import { KEYS, store } from "./dom.js";

const LANGS = ["zh", "ja", "en"];
const COLUMN = { en: 0, zh: 1, ja: 2 };
const HTML_LANG = { en: "en", zh: "zh-Hans", ja: "ja" };

// Every word the page can say now, key -> [en, zh, ja]: the shared words below, and each game's
// own once a module of that game has been imported (addWords).
const S = {};

// Adds a room's words to the table and gives them back (the words test reads each room's own).
export function addWords(words) {
  Object.assign(S, words);
  return words;
}

export const sharedWords = addWords({
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
  save_unreadable: ["This saved game cannot be read (another version of the site may have written it).",
    "这局存档无法读取（可能是其他版本的网站写入的）。", "この保存データは読み込めない（別のバージョンのサイトが書いたものかもしれない）。"],
  delete_unreadable: ["Delete the saved game that cannot be read", "删除无法读取的存档", "読み込めない保存データを削除"],
  delete_unreadable_text: ["This saved game cannot be read, and will be gone for good.", "这局存档无法读取，删除后将永久消失。",
    "この読み込めない保存データは完全に消える。"],
  offline_off: ["Works online; the offline copy was not kept.", "可以在线使用；未能保存离线副本。",
    "オンラインでは使える。オフライン用のコピーは保存できなかった。"],
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
    "Still loading… Nothing new has arrived for half a minute; reload if it stays stuck.",
    "仍在加载…已有半分钟没有新的进展；若一直卡住请重新加载。",
    "読み込み中… 30秒ほど何も届いていない。止まったままなら再読み込みしてほしい。"],
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
  // Each game on the menu
  gr_name: ["Gate Ruler", "Gate Ruler（门将）", "ゲートルーラー"],
  gr_mode: ["Solo · Invasion Rift", "单人模式 · 地狱的侵略次元断层战", "ソロ · 地獄の侵略次元断層戦"],
  fl_name: ["Frontline: Libiart vs Minesis", "前线：利维亚特 vs 米涅西斯", "フロントライン：リビアート vs ミネシス"],
  fl_mode: ["Two players", "双人对战", "2人対戦"],
  fl_menu_mode: ["Two players · computer, pass and play, or link", "双人对战 · 对战电脑、同机或链接", "2人対戦 · コンピューター・1台・リンク"],
  dol_name: ["Dimension of Legend", "Dimension of Legend", "Dimension of Legend（DoL）"],
  dol_mode: ["Trading card game", "集换式卡牌游戏", "トレーディングカードゲーム"],
  dol_menu_mode: ["Two players · computer, pass and play, or link", "双人对战 · 对战电脑、同机或链接", "2人対戦 · コンピューター・1台・リンク"],
  // The daily challenge's tabs (Gate Ruler's is its name)
  fl_short: ["Frontline", "前线", "フロントライン"],
  dl_short: ["DoL", "DoL", "DoL"],

  // Levels, and a deck's table of cards
  level_n: ["Level {n}", "等级{n}", "レベル{n}"],
  level_sheet: ["The rift's deck (your opponent)", "次元断层的卡组（对手）", "次元断層のデッキ（相手）"],
  col_card: ["Card", "卡牌", "カード"],
  // Asked before a turn ends with plays left (web/panels.js endConfirmSheet)
  end_confirm_title: ["End the turn?", "结束回合？", "ターンを終了する？"],
  end_confirm_text: ["You can still:", "你还可以：", "まだできること："],
  end_unused_cards: [
    { one: "play {n} card: {cards}", other: "play {n} cards: {cards}" },
    "使用{n}张牌：{cards}", "{n}枚のカードを使う：{cards}"],
  end_anyway: ["End turn anyway", "仍然结束回合", "それでもターン終了"],

  // The board
  you: ["You", "你", "あなた"],
  deck: ["Deck", "卡组", "デッキ"],
  hand: ["Hand", "手牌", "手札"],
  hand_empty: ["No cards.", "没有牌。", "カードなし。"],
  hand_scroll: ["swipe for more ›", "滑动查看更多 ›", "スワイプで続き ›"],
  empty: ["Empty", "空", "空き"],
  rested: ["Rested", "横置", "レスト"],
  phase_over: ["Game over", "对局结束", "ゲーム終了"],
  turn_n: ["Turn {n}", "第{n}回合", "ターン{n}"],
  end_turn: ["End turn", "结束回合", "ターン終了"],
  brief_close: ["Hide this summary", "隐藏此摘要", "この要約を閉じる"],
  todo: ["Now: {steps}.", "现在：{steps}。", "次は：{steps}。"],
  todo_first: ["What glows can act.", "发光的都可以行动。", "光っているものが動ける。"],
  todo_card: ["play a glowing card", "打出发光的手牌", "光るカードを出す"],
  todo_button: ["tap “{button}”", "点击“{button}”", "「{button}」をタップ"],
  recap_played: [
    { one: "{Who} played {cards}.", other: "{Who} played {n} cards." },
    "{who}使用了{n}张卡。", "{who}がカードを{n}枚使用。"],
  recap_attacked: [
    { one: "{Who} attacked once.", other: "{Who} attacked {n} times." },
    "{who}攻击了{n}次。", "{who}が{n}回攻撃。"],
  recap_attacked_hit: ["{Who} attacked {target}: {dmg} damage.", "{who}攻击了{target}：{dmg}点伤害。", "{who}が{target}を攻撃：{dmg}ダメージ。"],
  recap_lost: ["You lost {cards}.", "你失去了{cards}。", "{cards}を失った。"],
  hint_no_actions: ["Nothing this card can do now.", "这张牌现在无法行动。", "今このカードでできることはない。"],
  details: ["Details", "详情", "詳細"],
  cancel: ["Cancel", "取消", "キャンセル"],
  legal_plays: ["What you can do", "可执行的操作", "できること"],

  // Cards
  kind_unit: ["Unit", "单位", "ユニット"],
  kind_event: ["Event", "事件", "イベント"],
  kind_field: ["Field", "场地", "フィールド"],
  faction_toyo: ["Toyo Army", "东妖军", "東妖軍"],
  faction_forna: ["Forna", "福尔纳魔法世界", "フォルナ魔法世界"],
  faction_invasion: ["Invasion dimension", "侵略次元", "侵略次元"],
  lv: ["Lv", "Lv", "Lv"],
  no_text: ["No effect.", "无效果。", "効果なし。"],
  pile_empty: ["No cards here.", "这里没有牌。", "カードはない。"],

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
  copy_failed: ["Select the link and copy it.", "请选中链接后复制。", "リンクを選択してコピーしてほしい。"],

  // Result
  turns_n: [{ one: "{n} turn", other: "{n} turns" }, "{n}回合", "{n}ターン"],
  again: ["Play again", "再来一局", "もう一度"],
  see_board: ["See the board", "查看局面", "盤面を見る"],
  result: ["Result", "结果", "結果"],

  // A finished game in words (share headline, result links); {left} is what was left at the end
  life_left: ["{n} life left", "剩余{n}点生命", "ライフ残り{n}"],
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

  // A log line for an event the page has no words for
  log_unknown: ["({e})", "（{e}）", "（{e}）"],

  // The two-player games' setup
  how_to_play: ["How to play", "对战方式", "対戦方法"],
  vs_cpu: ["Against the computer", "对战电脑", "コンピューターと対戦"],
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
  deck_list: ["Deck: {name}", "卡组：{name}", "デッキ：{name}"],
  cards_n: [{ one: "{n} card", other: "{n} cards" }, "{n}张", "{n}枚"],
  col_type: ["Type", "类型", "種類"],
  col_stats: ["Stats", "数值", "数値"],
  start_pnp: ["Start the game", "开始对局", "対戦を始める"],

  // The two-player games' table: whose turn, and the players' names
  cpu_turn: ["The computer's turn", "电脑的回合", "コンピューターのターン"],
  turn_of: ["{player}'s turn", "{player}的回合", "{player}のターン"],
  your_turn: ["Your turn", "你的回合", "あなたのターン"],
  player_n: ["Player {n}", "玩家{n}", "プレイヤー{n}"],
  the_cpu: ["The computer", "电脑", "コンピューター"],
  whose_you: ["your", "你的", "あなたの"],
  whose_cpu: ["the computer's", "电脑的", "コンピューターの"],
  the_friend: ["Your friend", "好友", "友達"],
  whose_friend: ["your friend's", "好友的", "友達の"],
  friend_turn: ["Your friend's turn", "好友的回合", "友達のターン"],
  whose_player: ["Player {n}'s", "玩家{n}的", "プレイヤー{n}の"],

  // Items in a sentence: "a, b"
  list_sep: [", ", "、", "、"],

  // A preview of what a move would do (Frontline's guard, Dimension of Legend's battle)
  preview: ["Preview", "预测", "予想"],

  // Pass and play
  pass_to: ["Pass the phone to {player}", "请把手机交给{player}", "{player}にスマホを渡して"],
  since_last: ["Since you last had the phone", "你上次拿着手机之后", "前回スマホを持ってから"],
  handoff_note: [
    "Your hand shows once you tap: only {player} should look.",
    "点击后会显示手牌：请只让{player}观看。",
    "タップすると手札が表示される。{player}だけが見ること。"],
  handoff_ready: ["I am {player}: show my hand", "我是{player}：显示手牌", "{player}です：手札を見る"],

  // A two-player game's result
  pvp_win: ["Victory!", "胜利！", "勝利！"],
  pvp_lose: ["Defeat", "败北", "敗北"],
  pvp_draw: ["A draw", "平局", "引き分け"],
  pvp_wins: ["{player} wins!", "{player}获胜！", "{player}の勝利！"],

  // Each game's cards as the deck builder lists them (web/deckviews.js) and their sheets
  fl_power: ["PWR", "力量", "パワー"],
  fl_rank: ["Rank", "等级", "ランク"],
  designed_card: [
    "No card list of this game is public, so this card was designed for Card Table.",
    "这款游戏没有公开的卡表，本卡由 Card Table 设计。",
    "このゲームのカードリストは公開されていないため、このカードは Card Table が作ったもの。"],
  dl_cost: ["Dimension", "次元", "次元"],
  dl_foresight_short: ["Foresight", "先读", "先読み"],

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
});

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
