// Card Table's page: boots the engine worker, moves between screens, and runs a Gate Ruler game
// by sending the index of the action the player tapped. Nothing here judges a move.
import { actionsFrom, renderBoard } from "./board.js";
import { rulerByCode, levelName, setCatalog } from "./cards.js";
import { $, h, KEYS, replace, store } from "./dom.js";
import { startEngine } from "./engine.js";
import { applyDocumentLang, currentLang, has, onLangChange, setLang, t, translateStatic } from "./i18n.js";
import { ZoneNames } from "./logtext.js";
import { cardSheet, gameMenuSheet, pileSheet, riftSheet, rulerSheet, shareSheet } from "./panels.js";
import { levelScreen, levelsScreen, loadContent, resultCard, rulesScreen } from "./screens.js";
import { closeSheet, openSheet, paintMessage, paintSheet, showMessage } from "./sheets.js";

const MAX_LOG_ON_OPEN = 400; // bridge.py sends at most this many log lines when a game opens
const DELAYS = { slow: 1500, normal: 800, fast: 300 };
const LONG_PRESS_MS = 500;
const SLOW_BOOT_MS = 45000;
const INFO_KEY = `${KEYS.autosave}.info`;

const app = {
  engine: null,
  ready: false,
  pending: false,
  screen: { name: "menu" },
  game: null,
  content: null,
  contentLoaded: false,
};

// --- boot -----------------------------------------------------------------------------------

function boot() {
  // The worker starts first, and the catalog is asked for at once: the worker answers it the
  // moment Python is up, so the menu turns playable without another round trip.
  app.engine = startEngine(showProgress);
  const catalog = app.engine.request({ op: "cards", game: "gateruler" });
  app.engine.ready.then(() => onReady(catalog)).catch(bootFailed);
  applyDocumentLang();
  translateStatic();
  $("#lang").value = currentLang();
  $("#lang").addEventListener("change", (event) => setLang(event.target.value));
  onLangChange(() => {
    $("#lang").value = currentLang();
    translateStatic();
    render();
    paintSheet();
    paintMessage();
  });
  bindEvents();
  navigator.serviceWorker?.register("./sw.js").catch(() => {});
  updateContinue();
  if (hashFragment()) setStage("stage_opening");
  setTimeout(() => {
    if (document.body.dataset.engine === "loading") setStage("stage_slow");
  }, SLOW_BOOT_MS);
}

function setStage(key) {
  const stage = $("#boot-stage");
  stage.dataset.i18n = key;
  stage.textContent = t(key);
}

function showProgress(value, stage) {
  $("#boot-progress").value = value;
  setStage(hashFragment() ? "stage_opening" : `stage_${stage}`);
  $("#boot").dataset.stage = stage;
}

async function onReady(pendingCatalog) {
  const catalog = await pendingCatalog;
  if (!catalog.ok) throw catalog.error;
  setCatalog(catalog);
  app.ready = true;
  $("#boot-progress").value = 1;
  $("#boot").dataset.stage = "ready";
  setStage("stage_ready");
  $('[data-game="gateruler"]').disabled = false;
  updateContinue();
  document.body.dataset.engine = "ready";
  const fragment = hashFragment();
  if (fragment) openFragment(fragment);
}

function bootFailed(error) {
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

const SCREENS = {
  levels: () => levelsScreen(clearedLevels()),
  level: () => levelScreen(app.screen.n, {
    rulerCode: chosenRuler(), briefings: app.content?.briefings, loaded: app.contentLoaded,
  }),
  rules: () => rulesScreen(app.screen.game, app.content, app.contentLoaded, currentLang()),
};

function show(name, args = {}) {
  closeSheet();
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
  if (name === "menu") return updateContinue();
  if (name === "game") return renderGame();
  if ((name === "level" || name === "rules") && !app.contentLoaded) loadContent().then(contentArrived);
  replace($("#screen"), SCREENS[name]());
}

function contentArrived(data) {
  if (app.contentLoaded) return;
  app.content = data;
  app.contentLoaded = true;
  if (app.screen.name === "level" || app.screen.name === "rules") render();
}

function screenTitle() {
  const { name, n } = app.screen;
  if (name === "levels") return t("gr_name");
  if (name === "level") return `${t("level_n", { n })} · ${levelName(n)}`;
  if (name === "rules") return t("rules");
  if (name === "game" && app.game) {
    const l = app.game.snap.options.l;
    return `${t("lv")} ${l} · ${levelName(l)}`;
  }
  return "Card Table";
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
  if (name === "game") return openSheet(gameMenuSheet());
  if (name === "level") return show("levels");
  if (name === "rules" && from === "game" && app.game) return show("game");
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

function updateContinue() {
  const saved = store.get(KEYS.autosave);
  const info = store.json(INFO_KEY, null);
  $("#continue").disabled = !(app.ready && saved);
  $("#continue-note").textContent = !saved ? t("continue_none")
    : info && app.ready ? `${t("level_n", { n: info.l })} · ${levelName(info.l)} · ${t("turn_n", { n: info.turn })}`
      : t("continue_saved");
}

// --- remembered choices ---------------------------------------------------------------------

function clearedLevels() {
  const list = store.json(KEYS.cleared, []);
  return Array.isArray(list) ? list.filter(Number.isInteger) : [];
}

function recordClear(n) {
  const list = clearedLevels();
  if (!list.includes(n)) store.set(KEYS.cleared, JSON.stringify([...list, n].sort((a, b) => a - b)));
}

function chosenRuler() {
  const code = store.get(KEYS.ruler, "w");
  return code === "a" ? "a" : "w";
}

function hashFragment() {
  return location.hash.slice(1);
}

// After every snapshot: the link in the address bar, the autosave, and the state hash (which
// browser tests compare with the CLI's replay).
function persist(snap) {
  document.body.dataset.hash = snap.hash;
  history.replaceState(null, "", `#${snap.fragment}`);
  store.set(KEYS.autosave, snap.fragment);
  store.set(INFO_KEY, JSON.stringify({ l: snap.options.l, r: snap.options.r, turn: snap.turn }));
}

// --- talking to the engine ------------------------------------------------------------------

// One request at a time; the page counts as busy (input off) until the answer is shown.
async function ask(body) {
  if (app.pending) return null;
  app.pending = true;
  setBusy(true);
  try {
    return await app.engine.request(body);
  } finally {
    app.pending = false;
  }
}

async function newGame(level, ruler) {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const snap = await ask({ op: "new", game: "gateruler", options: { l: level, r: ruler }, seed });
  if (snap) snap.ok ? startGame(snap, true) : showEngineError(snap.error, "new");
}

async function openFragment(fragment) {
  const snap = await ask({ op: "open", fragment });
  if (snap) snap.ok ? startGame(snap, snap.moves === 0) : showEngineError(snap.error, "open");
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
      opening && store.get(KEYS.autosave) ? t("err_save_safe") : "",
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

function startGame(snap, fresh) {
  stopPlayback();
  app.game = {
    snap,
    view: snap.view,
    rulerDef: rulerByCode(snap.options.r),
    entries: [],
    names: fresh || snap.log.length < MAX_LOG_ON_OPEN ? ZoneNames.empty() : ZoneNames.unknown(),
    selected: null,
    busy: false,
    logOpen: false,
    showResult: false,
    speed: DELAYS[store.get(KEYS.speed)] ? store.get(KEYS.speed) : "normal",
    display: null,
    flash: null,
    queue: [],
    timer: 0,
  };
  show("game");
  receive(snap, fresh ? "new" : "open", null);
}

// Take a snapshot in: save it, log its events, and play the invasion's turn out line by line
// (on the board shown before it) when the snapshot holds one.
function receive(snap, mode, before) {
  const game = app.game;
  game.snap = snap;
  game.selected = null;
  persist(snap);
  if (mode === "act" && snap.result === 0) recordClear(snap.options.l);
  const start = mode === "open" ? -1 : snap.log.findIndex((ev) => ev.e === "turn" && ev.side === 1);
  const instant = start < 0 ? snap.log : snap.log.slice(0, start);
  for (const ev of instant) game.entries.push(game.names.read(ev));
  if (start < 0) return settle();
  game.queue = snap.log.slice(start);
  game.view = before ? before.view : snap.view;
  game.display = game.names;
  setBusy(true);
  step();
}

function step() {
  const game = app.game;
  if (!game.queue.length) return finishPlayback();
  const ev = game.queue.shift();
  game.entries.push(game.names.read(ev));
  game.flash = flashesOf(ev);
  renderGame();
  game.timer = setTimeout(step, DELAYS[game.speed]);
}

function skipPlayback() {
  const game = app.game;
  clearTimeout(game.timer);
  for (const ev of game.queue) game.entries.push(game.names.read(ev));
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
  game.names = ZoneNames.fromView(game.snap.view);
  if (game.snap.result !== null) game.showResult = true;
  renderGame();
}

function setBusy(busy) {
  if (app.game) app.game.busy = busy;
  document.body.dataset.busy = busy ? "1" : "0";
}

const zoneKey = (side, zone) => (zone === 3 ? `r${side}` : `z${side}-${zone}`);

// Which tiles light up for a log event while it plays.
function flashesOf(ev) {
  switch (ev.e) {
    case "attack":
      return [{ key: zoneKey(ev.side, ev.attacker), kind: "attack", text: "⚔" },
        { key: zoneKey(1 - ev.side, ev.target), kind: "aim" }];
    case "damage": return [{ key: zoneKey(ev.side, ev.zone), kind: "hit", text: `−${ev.amount}` }];
    case "destroy": return [{ key: zoneKey(ev.side, ev.zone), kind: "hit", text: "✖" }];
    case "ruler-damage": return [{ key: `r${ev.side}`, kind: "hit", text: `−${ev.amount}` }];
    case "summon": return [{ key: zoneKey(ev.side, ev.zone), kind: "summon" }];
    case "counter": return [{ key: zoneKey(ev.side, ev.zone), kind: "attack", text: "↺" }];
    case "drive": return [{ key: `r${ev.side}`, kind: "summon" }];
    case "cnt": return [{ key: `r${ev.side}`, kind: "summon", text: "CNT" }];
    default: return [];
  }
}

const resultShown = () => !!(app.game?.showResult && !app.game.busy);

function renderGame() {
  if (app.screen.name !== "game" || !app.game) return;
  let board = $("#board");
  if (!board) {
    board = h("div", { id: "board", class: "board" });
    replace($("#screen"), board);
  }
  renderBoard(board, app.game);
  if (resultShown()) board.append(resultCard(app.game.snap, app.game.entries, clearedLevels()));
  renderTopbar();
}

function select(key) {
  app.game.selected = key;
  renderGame();
}

const live = () => !app.game.busy && app.game.snap.result === null;
const canAct = (key) => live() && actionsFrom(app.game.snap, key).length > 0;

function shownUnit(key) {
  const [side, zone] = key.slice(1).split("-").map(Number);
  return app.game.view[side === 0 ? "player" : "invasion"].zones[zone];
}

// The large view of whatever a key names, with its legal plays as buttons.
function openDetails(key, cardId = null) {
  const game = app.game;
  const view = game.view;
  const actions = canAct(key) ? actionsFrom(game.snap, key) : [];
  game.selected = null;
  renderGame();
  if (key === "r0") return openSheet(rulerSheet(game.rulerDef, view, actions));
  if (key === "r1") return openSheet(riftSheet(view));
  if (key.startsWith("z")) {
    const unit = shownUnit(key);
    const id = unit?.id || cardId;
    return id && openSheet(cardSheet(id, { unit: unit?.id === id ? unit : null, actions, view }));
  }
  const id = cardId || [...view.player.hand, ...view.player.drive].find((c) => `u${c.uid}` === key)?.id;
  if (id) openSheet(cardSheet(id, { actions, view }));
}

function openPile(el) {
  const side = Number(el.dataset.pileSide);
  const cards = app.game.view[side === 0 ? "player" : "invasion"][el.dataset.pile];
  openSheet(pileSheet(side, el.dataset.pile, cards));
}

function openShare() {
  if (app.game) openSheet(shareSheet(app.game.snap));
}

function setResultShown(shown) {
  app.game.showResult = shown;
  renderGame();
}

function resultAction(what) {
  const { l, r } = app.game.snap.options;
  if (what === "again") return newGame(l, r);
  if (what === "next") {
    leaveGame();
    return show("level", { n: l + 1 });
  }
  if (what === "board") return setResultShown(false);
  goHome();
}

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
  const action = hit("[data-action-index]");
  if (action) return action.disabled || act(Number(action.dataset.actionIndex));
  if (hit("#selected-details")) return openDetails(game.selected);
  if (hit("#deselect")) return select(null);
  if (hit("[data-pile]")) return openPile(hit("[data-pile]"));
  const key = hit("[data-key]")?.dataset.key;
  if (key && canAct(key)) return select(game.selected === key ? null : key);
  const cardId = hit("[data-card]")?.dataset.card;
  if (key && (cardId || key.startsWith("r"))) return openDetails(key, cardId);
  if (cardId) return openSheet(cardSheet(cardId));
  select(null);
}

function setLogOpen(open) {
  app.game.logOpen = open;
  renderGame();
}

function onPageClick(event) {
  const hit = (selector) => event.target.closest(selector);
  if (hit("[data-level]")) return show("level", { n: Number(hit("[data-level]").dataset.level) });
  if (hit("[data-ruler-pick]")) {
    store.set(KEYS.ruler, hit("[data-ruler-pick]").dataset.rulerPick);
    return render();
  }
  if (hit("#start-game")) return newGame(app.screen.n, chosenRuler());
  if (hit("[data-goto]")) return document.getElementById(hit("[data-goto]").dataset.goto)?.scrollIntoView({ behavior: "smooth" });
  if (hit("[data-card]")) return openSheet(cardSheet(hit("[data-card]").dataset.card));
}

function onSheetClick(event) {
  const hit = (selector) => event.target.closest(selector);
  const action = hit("[data-action-index]");
  if (action) {
    closeSheet();
    return act(Number(action.dataset.actionIndex));
  }
  if (hit("[data-card]")) return openSheet(cardSheet(hit("[data-card]").dataset.card));
  const menu = hit("[data-menu]")?.dataset.menu;
  if (menu === "log") {
    closeSheet();
    return setLogOpen(true);
  }
  if (menu === "rules") return show("rules", { game: "gateruler", from: "game" });
  if (menu === "share") return openShare();
  if (menu === "home") goHome();
}

// A long press (or a right click) on a card opens it large, whatever a tap would do.
function bindLongPress(root) {
  let timer = 0;
  let start = null;
  let swallow = false;
  const target = (event) => event.target.closest("[data-card], [data-key]");
  const open = (el) => {
    if (app.screen.name !== "game") return openSheet(cardSheet(el.dataset.card));
    if (!app.game.busy) openDetails(el.dataset.key || "", el.dataset.card);
  };
  document.addEventListener("pointerdown", () => {
    swallow = false;
  }, true);
  root.addEventListener("pointerdown", (event) => {
    const el = target(event);
    if (!el || (!el.dataset.card && !el.dataset.key?.startsWith("r"))) return;
    start = [event.clientX, event.clientY];
    timer = setTimeout(() => {
      swallow = true;
      open(el);
    }, LONG_PRESS_MS);
  });
  const cancel = () => clearTimeout(timer);
  root.addEventListener("pointerup", cancel);
  root.addEventListener("pointercancel", cancel);
  root.addEventListener("pointermove", (event) => {
    if (start && Math.hypot(event.clientX - start[0], event.clientY - start[1]) > 10) cancel();
  });
  root.addEventListener("contextmenu", (event) => {
    const el = target(event);
    if (!el) return;
    event.preventDefault();
    open(el);
  });
  // The click that ends a long press must not also act.
  document.addEventListener("click", (event) => {
    if (!swallow) return;
    swallow = false;
    event.stopPropagation();
  }, true);
}

function bindEvents() {
  $("#menu").addEventListener("click", (event) => {
    const hit = (selector) => event.target.closest(selector);
    if (hit('[data-game="gateruler"]') && app.ready) return show("levels");
    if (hit("#continue") && app.ready) return openFragment(store.get(KEYS.autosave));
    if (hit("[data-rules]")) return show("rules", { game: hit("[data-rules]").dataset.rules, from: "menu" });
  });
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
    if (app.ready && fragment && fragment !== app.game?.snap.fragment) openFragment(fragment);
  });
}

boot();
