// Card Table's page shell: boots the engine worker, moves between screens, keeps each game's
// autosave, shows errors, plays the other side's moves back, and sends the index of the action
// the player tapped. Nothing here judges a move, and nothing here knows a game's rules: each
// game is a module in web/games/ (see GAME_MODULES), loaded when first needed, that draws its
// screens and its table.
//
// A game module has: id; nameKey (its name in i18n); entry (the screen its menu button opens); setCatalog(data);
// screens {name: {render(screen, shell), title(screen), back?(screen)}}; pageClick(event, hit,
// shell); gameTitle(game); continueNote(info); saveInfo(snap); begin(snap, fresh) -> its own
// fields of the game in progress; received?(game, mode); playbackFrom(snap, mode, before) ->
// the index of the first log event to play back, or -1; read(game, ev) -> a log entry;
// lineOf(entry, game); flashesOf(ev, game); beginPlayback(game, before); settle(game);
// renderBoard(root, game, shell); boardClick(event, hit, game, shell); pressable(el);
// openDetails(game, el, shell); cardSheet(id); resultCard(game); resultAction(what, game, shell);
// outcome(o, snap) -> a finished game in words (web/outcome.js).
import { $, autosaveInfoKey, autosaveKey, h, KEYS, replace, store } from "./dom.js";
import { startEngine } from "./engine.js";
import { findExtras, keepExtras } from "./extras.js";
import { applyDocumentLang, currentLang, has, onLangChange, setLang, t, translateStatic } from "./i18n.js";
import { loadContent, rulesScreen } from "./screens.js";
import { closeSheet, openSheet, paintMessage, paintSheet, showMessage } from "./sheets.js";

// What the menu does not need loads when first opened, so that the page's modules do not
// compete with Pyodide's boot for the phone's cores: each game's module (with its boards,
// screens and the deck builder behind them) when a game, a deck or a replay of it opens, and
// the shell's own screens that are not on the menu (see docs/ARCHITECTURE.md, "Loading").
const GAME_MODULES = {
  gateruler: () => import("./games/gateruler.js").then((module) => module.gateruler),
  frontline: () => import("./games/frontline.js").then((module) => module.frontline),
  dol: () => import("./games/dol.js").then((module) => module.dol),
};
const LATER = {
  deckbuilder: () => import("./deckbuilder.js"),
  panels: () => import("./panels.js"),
  replay: () => import("./replay.js"),
  rival: () => import("./rival.js"),
  share: () => import("./share.js"),
};
const GAME_IDS = Object.keys(GAME_MODULES);
const GAMES = {}; // game id -> its module, once loadGame has brought it
const loaded = {}; // name in LATER -> its module, once load has brought it
const loading = new Map(); // what is on its way: game id or LATER name -> promise

async function load(name) {
  if (!loading.has(name)) loading.set(name, LATER[name]().then((module) => (loaded[name] = module)));
  return loading.get(name);
}

// A game's module with its catalog set; every table also draws a rival's and a daily's tags.
async function loadGame(game) {
  if (!loading.has(game)) {
    loading.set(game, Promise.all([GAME_MODULES[game](), app.catalogs[game], load("rival")])
      .then(([module, catalog]) => {
        module.setCatalog(catalog);
        return (GAMES[game] = module);
      }));
  }
  return loading.get(game);
}

const DELAYS = { slow: 1500, normal: 800, fast: 300 };
const LONG_PRESS_MS = 500;
const SLOW_BOOT_MS = 45000;

const app = {
  engine: null,
  ready: false,
  playable: new Set(), // games whose catalog arrived
  pending: false,
  screen: { name: "menu" },
  game: null,
  replay: null, // the replay on screen: {game: what its table is drawn from, want: the step asked for}
  contents: new Map(), // game id -> {data, loaded}
  catalogs: {}, // game id -> promised catalog (web/catalogs/, made by the build)
  bootText: ["stage_start", {}], // the boot line's i18n key and its parameters
  siteBytes: 0, // the whole site's size, from the worker's first progress report
  waiting: null, // selector of the menu button tapped before the engine was ready
};

// What a game module may ask of the shell; openDeck(deck) shows an opened deck link's deck.
const shell = {
  act, show, newGame, render, renderGame, select, leaveGame, goHome, openSheet, closeSheet,
  content, setResultShown, screen: () => app.screen,
  // A question that does not touch the game in progress (deck_pool, deck_check): sent at once,
  // beside the one-at-a-time queue of moves.
  request: (body) => app.engine.request(body),
  openDeck: (deck) => load("deckbuilder").then(({ openDeck }) => openDeck(deck, shell)),
};

// --- boot -----------------------------------------------------------------------------------

function boot() {
  // The worker is already booting (engine.js starts it); every game's catalog, which the build
  // made with the engine's own code, is fetched meanwhile, so the menu turns playable as soon as
  // Python is up.
  app.engine = startEngine(showProgress);
  for (const game of GAME_IDS) app.catalogs[game] = fetchCatalog(game);
  app.engine.ready.then(onReady).catch(bootFailed);
  // Registered only once the engine's worker has put the runtime it downloaded into the service
  // worker's cache (web/worker.js), so that its precache does not download it a second time.
  app.engine.kept.then(() => navigator.serviceWorker?.register("./sw.js")).catch(() => {});
  applyDocumentLang();
  translateStatic();
  setStage(...app.bootText);
  $("#lang").value = currentLang();
  $("#lang").addEventListener("change", (event) => setLang(event.target.value));
  onLangChange(() => {
    $("#lang").value = currentLang();
    translateStatic();
    setStage(...app.bootText);
    paintFirstVisit();
    render();
    paintWaiting();
    paintSheet();
    paintMessage();
  });
  bindEvents();
  $("#daily-date").textContent = `· ${utcDay()}`;
  updateContinue();
  // The Continue list is on the menu: it names the games it continues.
  Promise.all(savedGames().map(loadGame)).then(updateContinue, () => {}); // a failed catalog fails the boot
  if (hashFragment()) setStage("stage_opening");
  setTimeout(() => {
    if (document.body.dataset.engine === "loading") setStage("stage_slow");
  }, SLOW_BOOT_MS);
}

const fetchCatalog = (game) => fetch(`web/catalogs/${game}.json`)
  .then((reply) => (reply.ok ? reply.json() : { ok: false, error: { code: "boot", message: `catalog ${reply.status}` } }));

function setStage(key, params = {}) {
  app.bootText = [key, params];
  $("#boot-stage").textContent = t(key, params);
}

const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

// The worker's report (web/worker.js): bytes of the runtime while they arrive, then its stages.
function showProgress({ progress, stage, loaded, total, siteBytes }) {
  $("#boot-progress").value = progress;
  $("#boot").dataset.stage = stage;
  const opening = hashFragment() && stage !== "download";
  setStage(opening ? "stage_opening" : `stage_${stage}`, { loaded: megabytes(loaded), total: megabytes(total) });
  app.siteBytes = siteBytes;
  paintFirstVisit();
}

function paintFirstVisit() {
  const note = $("#boot-size");
  note.hidden = !app.siteBytes;
  note.textContent = t("first_visit", { size: megabytes(app.siteBytes) });
}

// --- a tap while loading --------------------------------------------------------------------
// Menu buttons work before the engine is up: the last one tapped is marked as waiting and is
// carried out once the engine is ready, through the same click handler as any tap. A later tap
// replaces it, and a tap on Rules (which needs no engine) goes ahead at once and forgets it.

const WAITS_FOR_ENGINE = "[data-game], [data-daily], [data-continue]";

function remember(button) {
  const key = button && ["game", "daily", "continue"].find((name) => button.dataset[name]);
  app.waiting = key ? `#menu [data-${key}="${button.dataset[key]}"]` : null;
  paintWaiting();
}

function paintWaiting() {
  for (const el of document.querySelectorAll("#menu [data-waiting]")) {
    delete el.dataset.waiting;
    el.removeAttribute("aria-busy");
  }
  const button = app.waiting && $(app.waiting);
  button?.setAttribute("aria-busy", "true");
  if (button) button.dataset.waiting = "1";
  $("#boot-wait").hidden = !button;
}

function carryOutWaiting() {
  const waiting = app.waiting;
  remember(null);
  $(waiting)?.click();
}

async function onReady() {
  for (const game of GAME_IDS) {
    const catalog = await app.catalogs[game];
    if (!catalog.ok) throw catalog.error;
    app.playable.add(game);
  }
  app.ready = true;
  $("#boot-progress").value = 1;
  $("#boot").dataset.stage = "ready";
  setStage("stage_ready");
  updateContinue();
  document.body.dataset.engine = "ready";
  // The player's last tap while loading wins over a link being opened.
  const fragment = hashFragment();
  if (app.waiting) carryOutWaiting();
  else if (fragment) openFragment(fragment);
}

function bootFailed(error) {
  remember(null);
  document.body.dataset.engine = "failed";
  $("#boot").dataset.stage = "failed";
  setStage("err_boot_title");
  showMessage(() => ({
    title: t("err_boot_title"),
    text: t("err_boot"),
    detail: error?.message || String(error),
    actions: [{ label: t("reload"), run: () => location.reload(), primary: true }],
  }));
}

// --- screens --------------------------------------------------------------------------------

// The module a screen belongs to: the game in progress, or the game the screen is about.
function moduleOf(screen = app.screen) {
  if (screen.name === "game") return app.game?.module;
  return GAMES[screen.game] || Object.values(GAMES).find((game) => game.screens[screen.name]);
}

function screenDef(screen = app.screen) {
  return moduleOf(screen)?.screens[screen.name];
}

function show(name, args = {}) {
  closeSheet();
  if (name !== "replay") app.replay = null;
  app.screen = { name, ...args };
  render();
  window.scrollTo(0, 0);
}

function render() {
  const { name } = app.screen;
  document.body.dataset.screen = name;
  $("#menu").hidden = name !== "menu";
  $("#screen").hidden = name === "menu";
  renderTopbar();
  if (name !== "replay") delete document.body.dataset.replayPosition;
  if (name === "menu") return updateContinue();
  if (name === "game") return renderGame();
  if (name === "replay") return renderReplay();
  if (name === "rules") {
    const { data, loaded } = content(app.screen.game);
    return replace($("#screen"), rulesScreen(app.screen.game, data, loaded, currentLang()));
  }
  replace($("#screen"), screenDef().render(app.screen, shell));
}

// A game's web/content file: {data, loaded}; asking starts the fetch, and the screen is drawn
// again when it arrives.
function content(game) {
  if (!app.contents.has(game)) {
    app.contents.set(game, { data: null, loaded: false });
    loadContent(game).then((data) => {
      app.contents.set(game, { data, loaded: true });
      if (app.screen.name !== "menu" && app.screen.name !== "game") render();
    });
  }
  return app.contents.get(game);
}

function screenTitle() {
  const { name } = app.screen;
  if (name === "rules") return t("rules");
  if (name === "game") return app.game ? app.game.module.gameTitle(app.game) : "Card Table";
  if (name === "replay") return `${t("replay")} · ${app.replay.game.module.gameTitle(app.replay.game)}`;
  return screenDef()?.title(app.screen) ?? "Card Table";
}

function renderTopbar() {
  const { name } = app.screen;
  const back = $("#nav-back");
  back.hidden = name === "menu";
  back.textContent = name === "game" ? "☰" : "←";
  back.setAttribute("aria-label", name === "game" ? t("menu") : t("back"));
  $("#topbar-title").textContent = screenTitle();
  replace($("#topbar-extra"), name === "game" && app.game && !resultShown()
    ? h("button", { class: "btn ghost small", id: "share" }, t("share")) : null);
}

function goBack() {
  const { name, from } = app.screen;
  if (name === "game") return load("panels").then(({ gameMenuSheet }) => openSheet(gameMenuSheet()));
  if (name === "rules" && from === "game" && app.game) return show("game");
  if (name === "replay" && from === "game" && app.game) return returnToGame();
  const back = screenDef()?.back?.(app.screen);
  if (back) return show(...back);
  goHome();
}

function goHome() {
  leaveGame();
  show("menu");
}

function leaveGame() {
  stopPlayback();
  app.game = null;
  history.replaceState(null, "", location.pathname + location.search);
}

// --- saves ----------------------------------------------------------------------------------

function hashFragment() {
  return location.hash.slice(1);
}

const savedGames = () => GAME_IDS.filter((game) => store.get(autosaveKey(game)));

// One Continue button per game in progress; the first is #continue.
function updateContinue() {
  const saved = savedGames();
  const buttons = saved.length ? saved.map(continueButton) : [continueButton(null)];
  buttons[0].id = "continue";
  replace($("#continue-list"), buttons);
}

function continueButton(game) {
  const info = game && store.json(autosaveInfoKey(game), null);
  const module = game && GAMES[game]; // loaded at boot, named once it has arrived
  const note = !game ? t("continue_none")
    : info && app.ready && module ? module.continueNote(info) : t("continue_saved");
  return h("button", {
    class: "btn big continue", type: "button", disabled: !game,
    dataset: { continue: game },
  },
  h("span", {}, module ? `${t("continue")} · ${t(module.nameKey)}` : t("continue")),
  h("small", {}, note));
}

// After every snapshot: the link in the address bar, the autosave while the game goes on, and
// the state hash (which browser tests compare with the CLI's replay).
function persist(snap) {
  document.body.dataset.hash = snap.hash;
  history.replaceState(null, "", `#${snap.fragment}`);
  keepExtras(snap, app.game?.extras);
  if (snap.result !== null) {
    store.remove(autosaveKey(snap.game));
    store.remove(autosaveInfoKey(snap.game));
    return;
  }
  store.set(autosaveKey(snap.game), snap.fragment);
  store.set(autosaveInfoKey(snap.game), JSON.stringify(GAMES[snap.game].saveInfo(snap)));
}

// --- talking to the engine ------------------------------------------------------------------

// One request at a time; the page counts as busy (input off) until the answer is shown.
async function ask(body) {
  if (app.pending) return null;
  app.pending = true;
  setBusy(true);
  try {
    const answer = await app.engine.request(body);
    if (answer.ok && answer.game) await loadGame(answer.game); // before anything draws it
    return answer;
  } finally {
    app.pending = false;
  }
}

async function newGame(game, options) {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const snap = await ask({ op: "new", game, options, seed });
  if (snap) snap.ok ? startGame(snap, true) : showEngineError(snap.error, "new");
}

// Any link: a challenge or a save starts the game (with what was kept beside it, web/extras.js),
// a result link starts the sender's challenge with their result beside it, a replay opens the
// replay viewer, a deck link the deck. from: the screen to go back to from a replay.
async function openFragment(fragment, from = null) {
  const snap = await ask({ op: "open", fragment });
  if (!snap) return;
  if (!snap.ok) return showEngineError(snap.error, "open");
  if (snap.link === "p") return showReplay(snap, from);
  if (snap.link === "k") return openDeckLink(snap.deck);
  if (snap.link === "r") return startGame(snap, true, { rival: snap.rival });
  startGame(snap, snap.moves === 0, findExtras(snap));
}

// Today's challenge of a game (the UTC day, the same for everyone), with its date on the table.
const utcDay = () => new Date().toISOString().slice(0, 10);

async function startDaily(game) {
  const date = utcDay();
  const snap = await ask({ op: "daily", game, date });
  if (snap) snap.ok ? startGame(snap, true, { daily: date }) : showEngineError(snap.error, "new");
}

// A deck link is the deck builder's (web/deckbuilder.js), through shell.openDeck.
async function openDeckLink(deck) {
  await loadGame(deck.game);
  setBusy(false);
  shell.openDeck(deck);
}

async function act(index) {
  const game = app.game;
  if (!game || game.busy) return;
  const before = game.snap;
  const snap = await ask({ op: "act", index });
  if (!snap || app.game !== game) return;
  snap.ok ? receive(snap, "act", before) : showEngineError(snap.error, "act");
}

function showEngineError(error, mode) {
  setBusy(false);
  const code = error?.code || "internal";
  const opening = mode === "open";
  const canReturn = app.game && app.screen.name === "game";
  showMessage(() => ({
    title: t(opening ? "err_title" : "err_game_title"),
    text: [
      has(`err_${code}`) ? t(`err_${code}`, { n: (error.position ?? 0) + 1 }) : t("err_other", { code }),
      opening && savedGames().length ? t("err_save_safe") : "",
    ].filter(Boolean).join(currentLang() === "en" ? " " : ""),
    detail: currentLang() === "en" || code === "internal" ? error?.message : "",
    actions: [
      { label: t("to_menu"), run: goHome, primary: true },
      canReturn ? { label: t("return_game"), run: returnToGame } : null,
    ].filter(Boolean),
  }));
}

function returnToGame() {
  history.replaceState(null, "", `#${app.game.snap.fragment}`);
  show("game");
}

// --- a game in progress ---------------------------------------------------------------------

// extras: what the page keeps beside the game ({rival, daily}, web/extras.js).
function startGame(snap, fresh, extras = {}) {
  stopPlayback();
  const module = GAMES[snap.game];
  app.game = {
    id: snap.game,
    module,
    snap,
    extras,
    view: snap.view,
    entries: [],
    selected: null,
    busy: false,
    logOpen: false,
    showResult: false,
    speed: DELAYS[store.get(KEYS.speed)] ? store.get(KEYS.speed) : "normal",
    display: null,
    flash: null,
    queue: [],
    timer: 0,
    ...module.begin(snap, fresh),
  };
  show("game");
  receive(snap, fresh ? "new" : "open", null);
}

// Take a snapshot in: save it, log its events, and play the other side's moves out line by
// line (on the board shown before them) when the game says the snapshot holds some.
function receive(snap, mode, before) {
  const game = app.game;
  const { module } = game;
  game.snap = snap;
  game.selected = null;
  persist(snap);
  module.received?.(game, mode);
  const start = module.playbackFrom(snap, mode, before);
  const instant = start < 0 ? snap.log : snap.log.slice(0, start);
  for (const ev of instant) game.entries.push(module.read(game, ev));
  if (start < 0) return settle();
  game.queue = snap.log.slice(start);
  module.beginPlayback(game, before);
  setBusy(true);
  step();
}

function step() {
  const game = app.game;
  if (!game.queue.length) return finishPlayback();
  const ev = game.queue.shift();
  game.entries.push(game.module.read(game, ev));
  game.flash = game.module.flashesOf(ev, game);
  renderGame();
  game.timer = setTimeout(step, DELAYS[game.speed]);
}

function skipPlayback() {
  const game = app.game;
  clearTimeout(game.timer);
  for (const ev of game.queue) game.entries.push(game.module.read(game, ev));
  game.queue = [];
  finishPlayback();
}

function stopPlayback() {
  if (app.game) clearTimeout(app.game.timer);
  setBusy(false);
}

function finishPlayback() {
  app.game.display = null;
  app.game.flash = null;
  settle();
}

function settle() {
  const game = app.game;
  setBusy(false);
  game.view = game.snap.view;
  game.module.settle(game);
  if (game.snap.result !== null) game.showResult = true;
  renderGame();
}

function setBusy(busy) {
  if (app.game) app.game.busy = busy;
  document.body.dataset.busy = busy ? "1" : "0";
}

const resultShown = () => !!(app.game?.showResult && !app.game.busy);

function renderGame() {
  if (app.screen.name !== "game" || !app.game) return;
  let board = $("#board");
  if (!board) {
    board = h("div", { id: "board", class: "board" });
    replace($("#screen"), board);
  }
  board.dataset.game = app.game.id;
  app.game.module.renderBoard(board, app.game, shell);
  const tags = loaded.rival.gameTags(app.game);
  if (tags) board.prepend(tags);
  if (resultShown()) board.append(loaded.rival.withRival(app.game.module.resultCard(app.game), app.game));
  renderTopbar();
}

function select(key) {
  app.game.selected = key;
  renderGame();
}

function openShare() {
  if (app.game) load("share").then(({ shareSheet }) => openSheet(shareSheet(app.game)));
}

function setResultShown(shown) {
  app.game.showResult = shown;
  renderGame();
}

function resultAction(what) {
  if (what === "board") return setResultShown(false);
  if (what === "menu") return goHome();
  if (what === "replay") return openFragment(app.game.snap.links.replay, "game");
  if (what === "rival-replay") return openFragment(app.game.extras.rival.replay, "game");
  app.game.module.resultAction(what, app.game, shell);
}

function setLogOpen(open) {
  app.game.logOpen = open;
  renderGame();
}

// --- the replay viewer ----------------------------------------------------------------------

async function showReplay(snap, from) {
  const { replayGame } = await load("replay");
  stopPlayback();
  setBusy(false);
  app.replay = { game: replayGame(GAMES[snap.game], snap, null), want: null };
  history.replaceState(null, "", `#${snap.fragment}`);
  show("replay", { game: snap.game, from });
}

function renderReplay() {
  const { game } = app.replay;
  const board = h("div", { class: "board replay-board", id: "replay-board", dataset: { game: game.id } });
  game.module.renderBoard(board, game, shell);
  replace($("#screen"), loaded.replay.replayScreen(game, board, { onSeek: seekReplay, onBranch: branchReplay }));
  document.body.dataset.hash = game.snap.hash;
  document.body.dataset.replayPosition = game.snap.position;
}

// Show step n. Steps asked for while an answer is on the way are not queued: the latest wins.
async function seekReplay(position) {
  const replay = app.replay;
  replay.want = position;
  if (app.pending) return;
  while (app.replay === replay && replay.want !== replay.game.snap.position) {
    const snap = await ask({ op: "seek", position: replay.want });
    if (!snap || app.replay !== replay) return;
    if (!snap.ok) return showEngineError(snap.error, "seek");
    replay.game = loaded.replay.replayGame(replay.game.module, snap, replay.game);
  }
  setBusy(false);
  renderReplay();
}

// Play on from the step shown: it becomes the game in progress.
async function branchReplay() {
  const snap = await ask({ op: "branch", position: app.replay.game.snap.position });
  if (snap) snap.ok ? startGame(snap, false) : showEngineError(snap.error, "branch");
}

// --- taps -----------------------------------------------------------------------------------

// What every table answers the same way; the rest is the game's.
function onBoardClick(event) {
  const game = app.game;
  if (!game) return;
  const hit = (selector) => event.target.closest(selector);
  if (hit("[data-speed]")) {
    game.speed = hit("[data-speed]").dataset.speed;
    store.set(KEYS.speed, game.speed);
    return renderGame();
  }
  if (hit("#skip-playback")) return skipPlayback();
  if (hit("#log-toggle")) return setLogOpen(!game.logOpen);
  if (hit("#log-close")) return setLogOpen(false);
  if (hit("#show-result")) return setResultShown(true);
  if (hit("[data-result]")) return resultAction(hit("[data-result]").dataset.result);
  if (hit("#share")) return openShare();
  if (game.busy) return;
  game.module.boardClick(event, hit, game, shell);
}

function onPageClick(event) {
  const hit = (selector) => event.target.closest(selector);
  if (hit("[data-goto]")) return document.getElementById(hit("[data-goto]").dataset.goto)?.scrollIntoView({ behavior: "smooth" });
  const module = moduleOf();
  if (module?.pageClick(event, hit, shell)) return;
  if (hit("[data-card]")) return module && openSheet(module.cardSheet(hit("[data-card]").dataset.card));
}

function onSheetClick(event) {
  const hit = (selector) => event.target.closest(selector);
  const action = hit("[data-action-index]");
  if (action) {
    closeSheet();
    return act(Number(action.dataset.actionIndex));
  }
  const module = moduleOf();
  if (hit("[data-card]") && module) return openSheet(module.cardSheet(hit("[data-card]").dataset.card));
  const menu = hit("[data-menu]")?.dataset.menu;
  if (menu === "log") {
    closeSheet();
    return setLogOpen(true);
  }
  if (menu === "rules") return show("rules", { game: app.game?.id, from: "game" });
  if (menu === "share") return openShare();
  if (menu === "home") goHome();
}

function onMenuClick(event) {
  const hit = (selector) => event.target.closest(selector);
  if (!app.ready && hit("button")) {
    remember(hit(WAITS_FOR_ENGINE));
    if (app.waiting) return;
  }
  const game = hit("[data-game]")?.dataset.game;
  if (game && app.playable.has(game)) return loadGame(game).then((module) => show(module.entry));
  const daily = hit("[data-daily]")?.dataset.daily;
  if (daily && app.playable.has(daily)) return startDaily(daily);
  const saved = hit("[data-continue]")?.dataset.continue;
  if (saved && app.ready) return openFragment(store.get(autosaveKey(saved)));
  if (hit("[data-rules]")) return show("rules", { game: hit("[data-rules]").dataset.rules, from: "menu" });
}

// A long press (or a right click) on a card opens it large, whatever a tap would do.
function bindLongPress(root) {
  let timer = 0;
  let start = null;
  let swallow = false;
  const target = (event) => event.target.closest("[data-card], [data-key]");
  const inGame = () => app.screen.name === "game" && app.game;
  const pressable = (el) => (inGame() ? app.game.module.pressable(el) : !!el.dataset.card);
  const open = (el) => {
    if (!inGame()) return moduleOf() && openSheet(moduleOf().cardSheet(el.dataset.card));
    if (!app.game.busy) app.game.module.openDetails(app.game, el, shell);
  };
  document.addEventListener("pointerdown", () => {
    swallow = false;
  }, true);
  root.addEventListener("pointerdown", (event) => {
    const el = target(event);
    if (!el || !pressable(el)) return;
    start = [event.clientX, event.clientY];
    timer = setTimeout(() => {
      swallow = true;
      open(el);
    }, LONG_PRESS_MS);
  });
  const cancel = () => clearTimeout(timer);
  // The press may end outside the screen (on a sheet that opened meanwhile): listen everywhere.
  document.addEventListener("pointerup", cancel, true);
  document.addEventListener("pointercancel", cancel, true);
  root.addEventListener("pointermove", (event) => {
    if (start && Math.hypot(event.clientX - start[0], event.clientY - start[1]) > 10) cancel();
  });
  root.addEventListener("contextmenu", (event) => {
    const el = target(event);
    if (!el) return;
    cancel();
    event.preventDefault();
    if (pressable(el)) open(el);
  });
  // The click that ends a long press must not also act.
  document.addEventListener("click", (event) => {
    if (!swallow) return;
    swallow = false;
    event.stopPropagation();
  }, true);
}

function bindEvents() {
  $("#menu").addEventListener("click", onMenuClick);
  $("#screen").addEventListener("click", (event) => (app.screen.name === "game" ? onBoardClick : onPageClick)(event));
  bindLongPress($("#screen"));
  $("#topbar").addEventListener("click", (event) => {
    if (event.target.closest("#nav-back")) goBack();
    if (event.target.closest("#share")) openShare();
  });
  $("#sheet-body").addEventListener("click", onSheetClick);
  $("#sheet-close").addEventListener("click", closeSheet);
  $("#sheet-scrim").addEventListener("click", closeSheet);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeSheet();
  });
  window.addEventListener("hashchange", () => {
    const fragment = hashFragment();
    const shown = app.screen.name === "replay" ? app.replay?.game.snap.fragment : app.game?.snap.fragment;
    if (app.ready && fragment && fragment !== shown) openFragment(fragment);
  });
}

boot();
