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
// the index of the first log event to play back, or -1; startsBeat(ev) -> whether a log event
// is something a side does (a beat of the playback) rather than what that caused; read(game,
// ev) -> a log entry; lineOf(entry, game); flashesOf(ev, game); beginPlayback(game, before);
// settle(game); summaryOf(events, game) -> a few short lines on what the other side did in
// those log events (the turn brief, web/table.js turnBrief); keepsBrief?(before) -> whether
// the player's move from that snapshot leaves the brief waiting (a step before the turn's own);
// renderBoard(root, game, shell); boardClick(event, hit, game, shell); pressable(el);
// openDetails(game, el, shell); cardSheet(id); resultCard(game); resultAction(what, game, shell);
// outcome(o, snap) -> a finished game in words (web/outcome.js); firstTip? -> an i18n key said on the
// player's first turns beside what to do (web/table.js turnBrief). A game played by link
// (web/remote.js) also has deckName(letter) -> a deck's name (an invitation names the friend's)
// and may have remoteNote?(snap) -> why the friend has the move in this player's turn.
import { $, h, KEYS, replace, store } from "./dom.js";
import { startEngine } from "./engine.js";
import { applyDocumentLang, currentLang, has, onLangChange, setLang, t, translateStatic } from "./i18n.js";
import {
  adoptLink, arrived, backToMenu, baseEntries, canGoBack, currentEntry, LINK, ownPop, popSheet, pushScreen, pushSheet,
  replaceScreen, screenAddress, screenAt, setAddress,
} from "./nav.js";
import {
  deleteGame, deleteRemote, endGame, FAILED, findByFragment, findDaily, findGame, findRemote, idOfKey, listGames,
  listRemote, migrateOldSaves, newSaveId, revOf, saveGame, saveRemote, storageWorks, WENT_ON, wentOn,
} from "./saves.js";
import { loadContent, rulesScreen } from "./screens.js";
import { closeSheet, hideSheet, keepEntryWhile, openSheet, paintMessage, paintSheet, sheetOpen, showMessage } from "./sheets.js";

// What the menu does not need loads when first opened, so that the page's modules do not
// compete with Pyodide's boot for the phone's cores: each game's module (with its boards,
// screens and the deck builder behind them) when a game, a deck or a replay of it opens, and
// the shell's own screens that are not on the menu (see docs/ARCHITECTURE.md, "Loading").
const GAME_MODULES = {
  gateruler: () => import("./games/gateruler/index.js").then((module) => module.gateruler),
  frontline: () => import("./games/frontline/index.js").then((module) => module.frontline),
  dol: () => import("./games/dol/index.js").then((module) => module.dol),
};
const LATER = {
  coach: () => import("./coach.js"),
  deckbuilder: () => import("./deckbuilder.js"),
  panels: () => import("./panels.js"),
  remote: () => import("./remote.js"),
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

// A game's module with its catalog set; every table also draws a rival's and a daily's tags,
// and the coach's hint and review.
async function loadGame(game) {
  if (!loading.has(game)) {
    loading.set(game, Promise.all([GAME_MODULES[game](), app.catalogs[game], load("rival"), load("coach")])
      .then(([module, catalog]) => {
        module.setCatalog(catalog);
        return (GAMES[game] = module);
      }));
  }
  return loading.get(game);
}

// How fast the other side's moves play back. They come in beats (an action with all it caused,
// shown at once); a playback, about a turn, gets `turn` ms however many beats it has, and a
// beat at most `beat` ms, so a short turn does not drag. Normal lets a turn be followed in ~3 s.
const PACES = {
  slow: { turn: 8000, beat: 1600 },
  normal: { turn: 3000, beat: 800 },
  fast: { turn: 1000, beat: 300 },
};
const LONG_PRESS_MS = 500;
const SLOW_BOOT_MS = 45000;
const CONTINUE_SHOWN = 3; // games in progress listed on the menu before "show all"

const app = {
  engine: null,
  ready: false,
  playable: new Set(), // games whose catalog arrived
  pending: false,
  screen: { name: "menu" },
  game: null,
  replay: null, // the replay on screen: {game: what its table is drawn from, want: the step asked for}
  contents: new Map(), // game id -> {data, loaded}
  allSaves: false, // the menu lists every game in progress, not only the latest
  routed: false, // the screen the visit asked for has been shown (routeFirst)
  moves: 0, // screens shown so far: a screen that waited for its module is not shown over a later one
  catalogs: {}, // game id -> promised catalog (web/catalogs/, made by the build)
  bootText: ["stage_start", {}], // the boot line's i18n key and its parameters
  siteBytes: 0, // what a first visit downloads (build.py), from the worker's first progress report
  // A page the service worker answers reads every file from the offline copy: this visit
  // downloads nothing, so the menu states no size (known at load: the worker claims a first
  // visit's page once it is installed, which downloaded it all the same).
  downloads: !navigator.serviceWorker?.controller,
  waiting: null, // selector of the menu button tapped before the engine was ready
  bootRetried: false, // a failed boot was tried again past every kept copy (bootFailed)
  syncing: false, // the worker is being given the page's game back: no other request goes to it
};

// What a game module may ask of the shell; openDeck(deck) shows an opened deck link's deck.
const shell = {
  act, show, newGame, inviteFriend, render, renderGame, select, leaveGame, goHome, openSheet, closeSheet,
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
  app.engine = startEngine({ onProgress: showProgress, onStopped: engineStopped, onBack: engineBack, onLost: engineLost });
  for (const game of GAME_IDS) app.catalogs[game] = fetchCatalog(game);
  app.engine.ready.then(onReady).catch(bootFailed);
  // Registered only once the engine's worker has put the runtime it downloaded into the service
  // worker's cache (web/worker.js), so that its precache does not download it a second time.
  app.engine.kept.then(watchUpdates).catch(() => {});
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
  migrateOldSaves();
  $("#storage-off").hidden = storageWorks();
  history.scrollRestoration = "manual"; // each screen opens at its top (show)
  keepEntryWhile(() => app.screen.name === "game" && !!app.game?.selected);
  bindEvents();
  routeFirst();
  $("#daily-date").textContent = `· ${utcDay()}`;
  updateContinue();
  // The Continue list is on the menu: it names the games it continues.
  const continued = new Set([...listGames(), ...listRemote()].map((record) => record.game).filter((game) => GAME_IDS.includes(game)));
  const remote = listRemote().length ? [load("remote")] : [];
  Promise.all([...continued].map(loadGame), ...remote).then(updateContinue, () => {}); // a failed catalog fails the boot
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
  app.siteBytes = siteBytes;
  paintFirstVisit();
  // The worker's last reports (its offline copy being kept) can come after it is ready: they
  // put "Starting the engine…" back over "Ready to play" for good.
  if (app.ready) return;
  $("#boot-progress").value = progress;
  $("#boot").dataset.stage = stage;
  const opening = hashFragment() && stage !== "download";
  // A visit served from the offline copy reads the engine from the phone, not the network.
  const key = stage === "download" && !app.downloads ? "stage_download_kept" : `stage_${stage}`;
  setStage(opening ? "stage_opening" : key, { loaded: megabytes(loaded), total: megabytes(total) });
}

function paintFirstVisit() {
  const note = $("#boot-size");
  note.hidden = !app.siteBytes || !app.downloads;
  note.textContent = t("first_visit", { size: megabytes(app.siteBytes) });
}

// --- updates --------------------------------------------------------------------------------
// A new release installs beside the one running (web/sw.template.js) and waits. The page says a
// new version is ready; the player takes it, and it is taken at the next safe moment: no request
// to the engine pending, no turn of the other side playing back, no unsaved deck-builder edit.
// Every move is saved and every screen has an address, so the reload comes back to the same
// place. Any other tab of the old release reloads too, at its own next safe moment, once the new
// release has taken over, so that no page goes on loading files of two releases.

const UPDATE_CHECK_MS = 60 * 60 * 1000; // a page left open asks for a new release this often
const SAFE_POLL_MS = 300;

async function watchUpdates() {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const registration = await sw.register("./sw.js");
  // A first visit's page runs what the network gave; the first service worker claims it with
  // the same release, so only a later change of release calls for a reload.
  let served = !!sw.controller;
  sw.addEventListener("controllerchange", () => {
    if (served) whenSafe(() => location.reload());
    served = true;
  });
  const offer = () => {
    if (registration.waiting && registration.active) offerUpdate(() => registration.waiting?.postMessage("take-update"));
  };
  registration.addEventListener("updatefound", () => registration.installing?.addEventListener("statechange", offer));
  offer();
  // Browsers look for a new sw.js at each visit; a page left open looks when shown again and hourly.
  const lookForUpdate = () => registration.update().catch(() => {}); // offline: next time
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && lookForUpdate());
  setInterval(lookForUpdate, UPDATE_CHECK_MS);
}

function offerUpdate(take) {
  $("#update").hidden = false;
  $("#update-take").onclick = () => {
    $("#update-text").dataset.i18n = "update_waiting";
    $("#update-text").textContent = t("update_waiting");
    $("#update-take").hidden = true;
    whenSafe(take);
  };
  $("#update-later").onclick = () => ($("#update").hidden = true);
}

// The deck builder is asked through its module, which the games import too (it may be open
// without load having brought it).
async function whenSafe(run) {
  const { unsavedEdits } = await load("deckbuilder");
  const safe = () => !app.pending && !app.syncing && document.body.dataset.busy !== "1" && !unsavedEdits();
  while (!safe()) await new Promise((resolve) => setTimeout(resolve, SAFE_POLL_MS));
  run();
}

// --- a tap while loading --------------------------------------------------------------------
// Menu buttons work before the engine is up: the last one tapped is marked as waiting and is
// carried out once the engine is ready, through the same click handler as any tap. A later tap
// replaces it, and a tap on Rules (which needs no engine) goes ahead at once and forgets it.

const WAITS_FOR_ENGINE = "[data-game], [data-daily], [data-continue], [data-remote-open]";
const WAITING_ATTRIBUTES = { game: "game", daily: "daily", continue: "continue", remoteOpen: "remote-open" }; // dataset key -> attribute

function remember(button) {
  const key = button && Object.keys(WAITING_ATTRIBUTES).find((name) => button.dataset[name]);
  app.waiting = key ? `#menu [data-${WAITING_ATTRIBUTES[key]}="${button.dataset[key]}"]` : null;
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
  updateContinue();
  setEngine("ready", "stage_ready");
  // The player's last tap while loading wins over the screen or link the visit asked for.
  if (app.waiting) {
    if (!app.routed) baseEntries(null);
    app.routed = true;
    return carryOutWaiting();
  }
  routeFirst();
}

// --- when the engine fails ------------------------------------------------------------------

// A failed boot is tried again at once, past every copy this browser kept: a damaged download
// may sit in the offline cache or in the HTTP cache, so the offline copy is dropped and the new
// worker asks the server for every file. If that fails too the player can try again in seconds,
// and is told what went wrong, not left watching "Loading…".
async function bootFailed(error) {
  const download = error?.code === "download";
  if (!app.bootRetried) {
    app.bootRetried = true;
    setStage(download ? "stage_refetch" : "stage_retry");
    await discardOfflineCopy();
    return retryBoot();
  }
  remember(null);
  engineFailed(download ? "err_download_title" : "err_boot_title", download ? "err_download" : "err_boot", error,
    { label: t("try_again"), run: () => retryBoot() });
}

// Where the engine is: on the body (CSS and the browser tests read it) and on the boot line.
// stageKey: the boot line's words; null keeps them (a retry's own words stay until its progress).
function setEngine(engine, stageKey) {
  document.body.dataset.engine = engine;
  $("#boot").dataset.stage = engine === "loading" ? "download" : engine;
  if (stageKey) setStage(stageKey);
}

// The engine cannot run: said on the boot line and in a message with the one way on, and that
// saved games are safe.
function engineFailed(titleKey, textKey, error, action) {
  setEngine("failed", titleKey);
  showMessage(() => ({
    title: t(titleKey),
    text: sentences(t(textKey), listGames().length && t("err_save_safe")),
    detail: error?.message || String(error),
    actions: [{ ...action, primary: true }],
  }));
}

function retryBoot() {
  setEngine("loading", null);
  const booted = app.engine.retry();
  app.engine.kept.then(watchUpdates).catch(() => {}); // the failed worker kept nothing
  return booted.then(onReady).catch(bootFailed);
}

// The service worker's cache is this site's offline copy (web/sw.template.js): one that could
// not start the engine is deleted whole, and the service worker with it, so the next visit
// installs a sound one.
async function discardOfflineCopy() {
  try {
    const names = await self.caches?.keys() ?? [];
    await Promise.all(names.filter((name) => name.startsWith("ct-")).map((name) => caches.delete(name)));
    await (await navigator.serviceWorker?.getRegistration())?.unregister();
  } catch {
    // Nothing kept, or nothing this page may drop: the retry asks the server anyway.
  }
}

// The worker died and a new one is booting (web/engine.js): the page waits, says why, and
// remembers a menu tap as it does while loading.
function engineStopped() {
  app.ready = false;
  app.syncing = true;
  setEngine("loading", "stage_restart");
  setBusy(true);
  if (app.game || app.replay) showMessage(() => ({ title: t("engine_stopped_title"), text: t("engine_restarting"), actions: [] }));
}

// The new worker is up: it gets back the game and the replay the page shows, then the page
// goes on where it was.
async function engineBack() {
  const synced = await resync();
  const shown = app.game || app.replay;
  app.syncing = false;
  app.ready = true;
  setEngine("ready", "stage_ready");
  if (!app.game?.playing) setBusy(false);
  if (shown) {
    showMessage(() => ({
      title: t("engine_stopped_title"),
      text: t(synced ? "engine_back" : "engine_back_lost"),
      actions: [{ label: t("play_on"), run: () => {}, primary: true }],
    }));
  }
  if (app.waiting) carryOutWaiting();
}

function engineLost(error) {
  app.syncing = false;
  engineFailed("engine_lost_title", "engine_lost", error, { label: t("reload"), run: () => location.reload() });
}

// The worker is made to hold what the page shows: the game from its save, as the page last drew
// it (its state hash must match), and the replay from its link. True when it does.
async function resync() {
  let synced = true;
  if (app.game) {
    const { fragment, rival, hash, remote } = app.game.snap;
    const snap = await app.engine.request(remote ? { op: "remote_load", record: remote.record } : { op: "resume", fragment, rival });
    synced = snap.ok && snap.hash === hash;
  }
  if (app.replay) synced = (await app.engine.request({ op: "open", fragment: app.replay.fragment })).ok && synced;
  return synced;
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

// Move to a screen. how: "push" (a new history entry, so Back returns here), "replace" (this
// entry now stands for it) or "none" (the history moved already: Back or Forward).
function show(name, args = {}, how = "push") {
  hideSheet();
  if (app.screen.name === "game" && name !== "game" && app.game?.queue.length) skipPlayback();
  if (name !== "replay") app.replay = null;
  const screen = { name, ...ownerOf(name, args), ...args };
  const same = sameScreen(app.screen, screen);
  app.moves += 1;
  app.screen = screen;
  if (how !== "none") {
    const address = addressOf(app.screen);
    if (how === "replace" || (same && !currentEntry()?.sheet)) replaceScreen(app.screen, address);
    else pushScreen(app.screen, address);
  }
  render();
  window.scrollTo(0, 0);
}

// A game and a replay are addressed by their link, every other screen by its name.
// A game with a friend is addressed by its id: its latest link is the friend's, and opening that
// link again must be a new address for the page to say it is already on the board.
function addressOf(screen) {
  if (screen.name === "game" && app.game?.remote) return screenAddress({ name: "game", save: app.game.saveId });
  if (screen.name === "game" && app.game) return `#${app.game.snap.fragment}`;
  if (screen.name === "replay" && app.replay) return `#${app.replay.fragment}`;
  return screenAddress(screen);
}

// A game's own screen names its game, so that its address can load the game's module first.
const SHELL_SCREENS = ["menu", "game", "replay", "rules"];
const ownerOf = (name, args) => (SHELL_SCREENS.includes(name) ? {} : { game: moduleOf({ name, ...args })?.id });

const canonical = (screen) => JSON.stringify(Object.entries(screen).sort(([a], [b]) => a.localeCompare(b)));
const sameScreen = (a, b) => canonical(a) === canonical(b);

function render() {
  const { name } = app.screen;
  document.body.dataset.screen = name;
  if (name !== "game" || !app.game?.remote) delete document.body.dataset.remote;
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
  const page = screenDef().render(app.screen, shell);
  const kept = app.screen.name === moduleOf().entry && keptGameNote(moduleOf().id);
  if (kept) page.prepend(kept);
  replace($("#screen"), page);
}

// A game's first screen names the latest game of it in progress, which starting another keeps
// (a newcomer who went Back from the table to the setup feared Start would throw it away), with
// the way back to it.
function keptGameNote(game) {
  const latest = listGames().find((record) => record.game === game);
  return latest && h("section", { class: "panel kept-game" },
    h("p", {}, t("kept_game")),
    h("button", { class: "btn wide continue", type: "button", dataset: { keptGame: latest.id } },
      h("span", {}, t("continue")), saveDetails(latest)));
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

// The top bar's back arrow: in a game it opens the game's menu; elsewhere it is the phone's Back,
// or, on a screen a link opened with nothing behind it, the screen's own way back.
function goBack() {
  const { name, from } = app.screen;
  if (name === "game") return load("panels").then(({ gameMenuSheet }) => openSheet(gameMenuSheet()));
  if (canGoBack()) return history.back();
  if (name === "rules" && from === "game" && app.game) return show("game", { save: app.game.saveId }, "replace");
  if (name === "replay" && from === "game" && app.game) return returnToGame();
  const back = screenDef()?.back?.(app.screen);
  if (back) return show(back[0], back[1], "replace");
  goHome();
}

// To the menu: back through the history to its entry, so Back from the menu leaves the app.
function goHome() {
  leaveGame();
  hideSheet();
  if (!backToMenu()) show("menu", {}, "replace");
}

function leaveGame() {
  stopPlayback();
  app.game = null;
}

// The history moved (Back, Forward, or a link typed into the address bar): show its entry.
function onHistory() {
  if (ownPop()) return markAddress(); // a move may have been saved meanwhile
  const state = currentEntry();
  if (!state?.sheet) {
    hideSheet();
    if (app.game?.selected) select(null); // its entry is gone already
  }
  if (state) {
    arrived();
    if (app.ready) return goTo(state.screen, state.rev);
    app.routed = false; // before the engine is up: as the visit's first screen
    return routeFirst();
  }
  adoptLink();
  const screen = screenAt(location.hash);
  if (screen) return show(screen.name, screenArgs(screen));
  return hashFragment() ? openFragment(hashFragment()) : goHome();
}

// Show a screen the history names, without a new entry (a game's screens once its module is in).
// rev: the revision of a game's record its entry last knew (web/saves.js).
async function goTo(screen, rev) {
  const moves = ++app.moves;
  if (sameScreen(app.screen, screen)) {
    if (screen.name === "game" && app.game) markAddress();
    return;
  }
  if (screen.name === "menu") {
    leaveGame();
    return show("menu", {}, "none");
  }
  if (screen.name === "game") {
    if (app.game?.saveId === screen.save) {
      show("game", screen, "none");
      return checkWentOn();
    }
    const remote = findRemote(remoteIdOf(screen.save));
    if (remote) return continueRemote(remote, "none");
    const saved = findGame(screen.save);
    const further = saved && rev !== undefined && revOf(saved) > rev;
    if (saved) return (further ? continueFurther : continueGame)(saved, "none");
    return hashFragment() ? openFragment(hashFragment(), null, "none") : show("menu", {}, "replace");
  }
  if (screen.name === "replay") return openFragment(hashFragment(), screen.from, "none");
  if (screen.name === LINK) {
    // A link's entry whose address became a screen's (a refused link leaves the game's): that
    // screen, not the link.
    const at = screenAt(location.hash);
    return at ? goTo(at, rev) : openFragment(hashFragment());
  }
  if (screen.name !== "rules") {
    if (!GAME_IDS.includes(screen.game)) return show("menu", {}, "replace");
    await loadGame(screen.game);
    if (app.moves !== moves) return; // the player went elsewhere meanwhile
    if (!moduleOf(screen)) return show("menu", {}, "replace");
  }
  show(screen.name, screenArgs(screen), "none");
}

const screenArgs = ({ name, ...args }) => args;

// The screen this visit asked for, shown once: a reload comes back to its entry; a link or a
// screen's address opened afresh gets the menu's entry put under it. The rules need no engine and
// are shown at once; a game, a link or a game's screens wait for the engine (boot calls this
// again when it is ready).
function routeFirst() {
  if (app.routed) return;
  const state = currentEntry();
  const screen = state ? state.screen : screenAt(location.hash);
  const link = state ? "" : hashFragment();
  // Only a game and a link need the engine; the menu, the rules and a game's own screens (levels,
  // setup, decks) need only its module and catalog.
  const atOnce = screen ? !["game", "replay", LINK].includes(screen.name) : !link;
  if (!atOnce && !app.ready) return;
  app.routed = true;
  if (state) return goTo(screen, state.rev);
  if (screen && (screen.name === "rules" || GAME_IDS.includes(screen.game) || remoteIdOf(screen.save))) {
    baseEntries(screen, location.hash);
    return goTo(screen);
  }
  baseEntries(null);
  if (link) openFragment(link);
}

// --- saves ----------------------------------------------------------------------------------

// The link in the address bar, if it holds one (not a screen's own address).
function hashFragment() {
  return screenAt(location.hash) ? "" : location.hash.slice(1);
}

// The menu's Continue list: every game in progress, the last played first (a few, then "show
// all"), each with what it is, how far it got and when it was played, and a way to delete it.
// With none, the list takes no room.
function updateContinue() {
  const saved = listGames().filter((record) => GAME_IDS.includes(record.game));
  const remote = listRemote().filter((entry) => GAME_IDS.includes(entry.game));
  const shown = app.allSaves ? saved : saved.slice(0, CONTINUE_SHOWN);
  const more = saved.length - shown.length;
  const going = remote.filter((entry) => !entry.over);
  const finished = remote.filter((entry) => entry.over);
  replace($("#continue-list"),
    saved.length || going.length ? h("h3", { class: "section-title" }, t("in_progress")) : null,
    going.map(remoteRow),
    shown.map(continueRow),
    more > 0 ? h("button", { class: "btn ghost wide", id: "continue-all", type: "button" }, t("continue_all", { n: saved.length })) : null,
    finished.length ? h("h3", { class: "section-title" }, t("remote_finished")) : null,
    finished.map(remoteRow));
  const first = $("#continue-list [data-continue]");
  if (first) first.id = "continue";
}

// What a game in progress is: its mode and turn, daily or challenge (its module's words once it
// has loaded; boot loads those of the games in progress).
function saveNote(record) {
  const module = GAMES[record.game];
  return [
    record.info && module ? module.continueNote(record.info) : null,
    record.extras?.daily ? `${t("daily")} ${record.extras.daily}` : null,
    record.extras?.rival ? t("tag_result") : record.extras?.challenge ? t("tag_challenge") : null,
  ].filter(Boolean).join(" · ");
}

// A game in progress's lines on its Continue button: what it is, and when it was played.
const saveDetails = (record) => [
  h("small", {}, saveNote(record)),
  h("small", { class: "continue-when" }, playedAgo(record.updated)),
];

function continueRow(record) {
  const module = GAMES[record.game];
  const name = module ? t(module.nameKey) : "";
  return h("div", { class: "continue-row" },
    h("button", {
      class: "btn big continue", type: "button", dataset: { continue: record.id },
    },
    h("span", {}, name ? `${t("continue")} · ${name}` : t("continue")),
    saveDetails(record)),
    h("button", {
      class: "btn ghost small delete-save", type: "button", dataset: { deleteSave: record.id },
      "aria-label": t("delete_game_of", { game: name }),
    }, t("delete_game")));
}

// Where a game with a friend stands, in words, once web/remote.js has loaded (boot loads it when
// the menu lists one).
const whoseOf = (entry) => (entry && loaded.remote ? loaded.remote.whoseMove(entry) : "");

// A game with a friend by link: whose move it is, and its last link to send again (the friend
// may have lost it); a finished one can be deleted.
const remoteGameName = (entry) => (entry && GAMES[entry.game] ? t(GAMES[entry.game].nameKey) : "");

function remoteRow(entry) {
  const name = remoteGameName(entry);
  const whose = whoseOf(entry);
  return h("div", { class: "continue-row remote-row" },
    h("button", { class: "btn big continue", type: "button", dataset: { remoteOpen: entry.id } },
      h("span", {}, `${name} · ${t("remote_with_friend")}`),
      h("small", { class: "remote-whose" }, whose),
      h("small", { class: "continue-when" }, playedAgo(entry.updated))),
    h("div", { class: "row" },
      h("button", { class: "btn small", type: "button", dataset: { remoteResend: entry.id },
        "aria-label": `${t("remote_resend")} · ${name} · ${whose}` },
        t("remote_resend")),
      entry.over ? h("button", { class: "btn ghost small delete-save", type: "button", dataset: { remoteDelete: entry.id },
        "aria-label": t("delete_game_of", { game: name }) }, t("delete_game")) : null));
}

// "5 minutes ago", in the page's language.
function playedAgo(time) {
  if (!time) return "";
  const seconds = (time - Date.now()) / 1000;
  const units = [["day", 86400], ["hour", 3600], ["minute", 60]];
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) || ["minute", 60];
  const text = new Intl.RelativeTimeFormat(currentLang(), { numeric: "auto" }).format(Math.round(seconds / size), unit);
  return t("played_when", { when: text });
}

function askDelete(id) {
  const record = findGame(id);
  if (!record) return updateContinue();
  showMessage(() => ({
    title: t("delete_title"),
    text: t("delete_text", { game: GAMES[record.game] ? t(GAMES[record.game].nameKey) : "", note: saveNote(record) }),
    actions: [
      { label: t("keep_game"), run: () => {}, primary: true },
      { label: t("delete_game"), run: () => {
        deleteGame(id);
        updateContinue();
      } },
    ],
  }), { askBack: true });
}

// After every snapshot: the link in the address bar, the game's record while it goes on, and the
// state hash (which browser tests compare with the CLI's replay). A finished game is not in
// progress any more: its record goes. Neither is written over a record another tab has written
// since this one last did (tellWentOn). A game this tab has ended is drawn again after a look
// at its replay or review: its record is gone by this tab's doing, not another tab's.
function persist(snap) {
  document.body.dataset.hash = snap.hash;
  const game = app.game;
  if (game.remote) return persistRemote(snap);
  if (snap.result !== null && game.endedByThisTab) {
    if (app.screen.name === "game") markAddress();
    return;
  }
  const { status, rev } = snap.result !== null ? endGame(game.saveId, game.rev) : saveGame(recordOf(game, snap));
  if (status !== WENT_ON) game.rev = rev;
  if (status !== WENT_ON && snap.result !== null) game.endedByThisTab = true;
  if (app.screen.name === "game") markAddress();
  if (status === WENT_ON) tellWentOn();
  if (status === FAILED && !game.unsavedTold) warnUnsaved();
}

// A game with a friend is kept whole whatever happens in it (saves.js, saveRemote), its id in
// the address bar; another tab's later write is never overwritten: the game is shown from it
// instead.
function persistRemote(snap) {
  const game = app.game;
  const { id, record, last, mine, over, verdict, started } = snap.remote;
  const { status, rev } = saveRemote({ id, game: snap.game, record, send: last, mine, over, verdict, started, rev: game.rev });
  if (status === WENT_ON) {
    const latest = findRemote(id);
    showMessage(() => ({ title: t("went_on_title"), text: t("remote_went_on"), actions: [{ label: t("play_on"), run: () => {}, primary: true }] }));
    return latest && continueRemote(latest, "replace");
  }
  game.rev = rev;
  if (app.screen.name === "game") markAddress();
  if (status === FAILED && !game.unsavedTold) warnUnsaved();
}

const recordOf = (game, snap) => ({
  id: game.saveId, rev: game.rev, game: snap.game, fragment: snap.fragment, info: game.module.saveInfo(snap), extras: game.extras,
});

// The entry shown gets its screen's address, and a game's entry the revision of its record this
// tab knows, so that a reload can tell whether another tab played the game on meanwhile.
function markAddress() {
  const game = app.screen.name === "game" ? app.game : null;
  setAddress(addressOf(app.screen), game ? { rev: game.rev } : {});
}

// --- two tabs -------------------------------------------------------------------------------
// A game open in two tabs: whichever moves second finds its record newer than the revision it
// knows (a storage event says so at once; a write checks again) and writes nothing over it.

// Another tab wrote a game in progress: the menu's list follows, and the game on screen, if it
// is that one, says so before the player taps.
function onStorage(event) {
  if (event.key !== null && idOfKey(event.key) === null) return;
  if (app.screen.name === "menu") updateContinue();
  checkWentOn();
}

function checkWentOn() {
  const game = app.game;
  if (game && !game.endedByThisTab && app.screen.name === "game" && wentOn(game.saveId, game.rev)) tellWentOn();
}

// Said once, with the two ways on: the game where the other tab left it, or the game on this
// screen kept beside it as one of its own. Nothing is lost but by the player's choice.
function tellWentOn() {
  const game = app.game;
  if (game.wentOnTold) return;
  game.wentOnTold = true;
  const ended = !findGame(game.saveId); // finished or deleted there: only this copy is left
  showMessage(() => ({
    title: t(ended ? "went_on_ended_title" : "went_on_title"),
    text: t(ended ? "went_on_ended_text" : "went_on_text"),
    actions: [
      ...(ended ? [] : [{ label: t("went_on_latest"), run: () => toLatest(game), primary: true }]),
      { label: t("went_on_keep"), run: () => keepApart(game), primary: ended },
      ...(ended ? [{ label: t("to_menu"), run: goHome }] : []),
    ],
  }));
}

function toLatest(game) {
  game.wentOnTold = false; // should an answer on its way keep the game from changing, a move tells again
  const record = findGame(game.saveId);
  if (app.game !== game) return;
  return record ? continueGame(record, app.screen.name === "game" ? "replace" : "push") : keepApart(game);
}

// The game on this screen becomes a game in progress of its own, beside the other tab's.
function keepApart(game) {
  game.wentOnTold = false;
  if (app.game !== game) return;
  game.saveId = newSaveId();
  game.rev = 0;
  if (app.screen.name === "game") show("game", { save: game.saveId }, "replace");
  persist(game.snap);
}

// A game shown from a point it has since gone on from (a reload of a tab that another tab played
// on, or an older save link of it) continues where its record is, and says why the board is
// not the one the player left; the moves in between stay in its replay.
async function continueFurther(record, how) {
  await continueGame(record, how);
  if (app.game?.saveId !== record.id) return;
  showMessage(() => ({
    title: t("went_on_since_title"),
    text: t("went_on_since_text"),
    actions: [{ label: t("play_on"), run: () => {}, primary: true }],
  }));
}

// The game in progress that this save link's game went on to, if any (the engine compares their
// moves): the link is an older point of it.
async function playedFurther(snap) {
  const records = listGames().filter((record) => record.game === snap.game);
  if (!records.length) return null;
  const answer = await app.engine.request({ op: "later", fragment: snap.fragment, saves: records.map((record) => record.fragment) });
  return answer.ok && answer.index >= 0 ? records[answer.index] : null;
}

// A move the browser would not store: said once a game, with the way to keep it (its link); the
// record and its note are one value, so the menu never shows a turn that was not kept.
function warnUnsaved() {
  app.game.unsavedTold = true;
  showMessage(() => ({
    title: t("unsaved_title"),
    text: t("unsaved_text"),
    actions: [
      { label: t("play_on"), run: () => {}, primary: true },
      { label: t("copy_link"), run: () => navigator.clipboard?.writeText(location.href).catch(() => {}) },
    ],
  }));
}

// --- talking to the engine ------------------------------------------------------------------

// One request at a time; the page counts as busy (input off) until the answer is shown.
// A worker that died on the way answers nothing here: engineStopped and engineBack take over.
async function ask(body) {
  if (app.pending || app.syncing) return null;
  app.pending = true;
  setBusy(true);
  const thinking = THINKS.has(body.op) ? setTimeout(() => showThinking(true), THINKING_AFTER_MS) : 0;
  try {
    const answer = await app.engine.request(body);
    if (answer.error?.code === "engine-stopped") return null;
    if (answer.ok && answer.game) await loadGame(answer.game); // before anything draws it
    return answer;
  } finally {
    clearTimeout(thinking);
    showThinking(false);
    app.pending = false;
  }
}

// The requests in which the computer searches: a move (its reply, at level Hard a second or more
// on a phone) and a hint. One that takes a moment says so, rather than leave a still page.
const THINKS = new Set(["act", "hint"]);
const THINKING_AFTER_MS = 300;

function showThinking(on) {
  let note = $("#thinking");
  if (!note && !on) return;
  if (!note) {
    note = h("p", { class: "thinking", id: "thinking", role: "status" });
    document.body.append(note);
  }
  note.textContent = on ? t("thinking") : "";
  note.hidden = !on;
  document.body.dataset.thinking = on ? "1" : "0";
}

async function newGame(game, options) {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const snap = await ask({ op: "new", game, options, seed });
  if (snap) snap.ok ? startGame(snap, true) : showEngineError(snap.error, "new");
}

// Any link: a save of a game in progress continues that game (an older save of it, from where it
// is now: continueFurther); any other save or challenge starts a game of its own beside the ones
// in progress (web/saves.js), a result link the sender's challenge with their result beside it; a
// replay opens the replay viewer, a deck link the deck.
// from: the screen to go back to from a replay; how: as show().
async function openFragment(fragment, from = null, how = "push", saveId = null) {
  const snap = await ask({ op: "open", fragment });
  if (!snap) return;
  // A link that cannot be read, opened while a game with a friend is on screen, is most likely a
  // friend's link damaged on its way: said in those words.
  if (!snap.ok) return app.game?.remote && app.screen.name === "game" ? showRemoteError(snap.error, true) : showEngineError(snap.error, "open");
  if (snap.link === "m") return openRemoteLink(fragment, snap.remote, how);
  if (snap.link === "p") return showReplay(snap, from, how);
  if (snap.link === "k") return openDeckLink(snap.deck);
  if (snap.link === "r") return startGame(snap, true, { rival: snap.rival }, { how });
  const saved = (saveId && findGame(saveId)) || findByFragment(snap.fragment);
  if (saved) return startGame(snap, false, saved.extras || {}, { saved, how });
  const further = snap.link === "s" ? await playedFurther(snap) : null;
  if (further) return continueFurther(further, how);
  // A challenge is a new game even when the computer has moved first (its turn plays back).
  const challenge = snap.link === "c";
  startGame(snap, challenge || snap.moves === 0, challenge ? { challenge: true } : {}, { how });
}

const continueGame = (record, how = "push") => openFragment(record.fragment, null, how, record.id);

// Today's challenge of a game (the UTC day, the same for everyone), with its date on the table.
const utcDay = () => new Date().toISOString().slice(0, 10);

// A daily challenge already in progress is continued, not started again.
async function startDaily(game) {
  const date = utcDay();
  const going = findDaily(game, date);
  if (going) return continueGame(going);
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
  const snap = await ask({ op: game.remote ? "remote_act" : "act", index });
  if (!snap || app.game !== game) return;
  snap.ok ? receive(snap, "act", before) : moveFailed(snap.error);
}

// A move the page offered cannot fail in a worker that holds the page's game; when one does,
// the worker may hold something else (an engine error halfway through a move), so it is given
// the page's game back before the player is told.
async function moveFailed(error) {
  app.syncing = true;
  const synced = await resync();
  app.syncing = false;
  setBusy(false);
  showMessage(() => ({
    title: t("err_game_title"),
    text: t(synced ? "err_move_failed" : "engine_back_lost"),
    detail: error?.message,
    actions: [{ label: t("play_on"), run: () => {}, primary: true }],
  }));
}

// An engine's answer that is an error: what happened in the page's words (the engine's own
// words only where the page has none, so nothing is said twice), and, when a game is on screen,
// the way back to it first.
function showEngineError(error, mode) {
  setBusy(false);
  const code = error?.code || "internal";
  const opening = mode === "open";
  const known = has(`err_${code}`) && code !== "internal";
  const inGame = app.game && app.screen.name === "game";
  const toGame = { label: t("return_game"), run: returnToGame, primary: true };
  const toMenu = { label: t("to_menu"), run: goHome, primary: !inGame };
  showMessage(() => ({
    title: t(opening ? "err_title" : "err_game_title"),
    text: sentences(
      known ? t(`err_${code}`, { n: (error.position ?? 0) + 1 }) : t(code === "internal" ? "err_internal" : "err_other", { code }),
      opening && listGames().length && t("err_save_safe"),
    ),
    detail: known ? "" : error?.message,
    actions: inGame ? [toGame, toMenu] : [toMenu],
  }));
}

// Sentences of a message, spaced as the language spaces them.
const sentences = (...parts) => parts.filter(Boolean).join(currentLang() === "en" ? " " : "");

function returnToGame() {
  show("game", { save: app.game.saveId }, "replace");
}

// --- a friend by link ------------------------------------------------------------------------
// Two phones, each its own side of the game (py/cardtable/remote_table.py): the engine makes each
// link as soon as the game passes to the friend, and the page keeps the game's record (saves.js,
// saveRemote), gives it back with every link opened, and shows the link to send (web/remote.js).
// A link is routed by the game it names, so a friend's link opens its own game wherever the
// player is; a link that cannot be taken changes nothing and says why.

const REMOTE_SAVE = "r-"; // a remote game's id on the game screen, beside the saves' own ids
const remoteSaved = (entry) => ({ id: `${REMOTE_SAVE}${entry.id}`, rev: revOf(entry) });
const remoteIdOf = (saveId) => (saveId?.startsWith(REMOTE_SAVE) ? saveId.slice(REMOTE_SAVE.length) : null);
const remoteOnScreen = () => (app.game?.remote ? app.game.snap.remote.id : null);

async function inviteFriend(game, decks) {
  await load("remote");
  const snap = await ask({ op: "remote_invite", game, decks });
  if (snap) snap.ok ? startGame(snap, true, {}, { saved: remoteSaved({ id: snap.remote.id }) }) : showEngineError(snap.error, "new");
}

async function continueRemote(entry, how = "push") {
  await load("remote");
  const snap = await ask({ op: "remote_load", record: entry.record });
  if (!snap) return;
  if (!snap.ok) return showRemoteError(snap.error, false);
  startGame(snap, false, {}, { saved: remoteSaved(entry), how });
}

// A friend's link: into the stored game it names (played back from the board before it), an
// invitation to accept, or a message, the game on screen as it was.
async function openRemoteLink(fragment, peek, how) {
  await load("remote");
  const entry = findRemote(peek.id);
  if (!entry) return peek.invitation ? askAccept(fragment, peek, how) : showRemoteError({ code: "unknown" }, !!app.game);
  const onScreen = remoteOnScreen();
  const answer = await ask({ op: "remote_receive", record: entry.record, fragment });
  if (!answer) return;
  if (!answer.ok) {
    if (onScreen === peek.id) returnToGame();
    else await continueRemote(entry, how);
    return showRemoteError(answer.error, true);
  }
  const game = app.game;
  if (onScreen === peek.id && game.rev === revOf(entry)) {
    if (app.screen.name !== "game") show("game", { save: game.saveId }, "replace");
    return receive(answer, "act", game.snap.view ? game.snap : null);
  }
  startGame(answer, false, {}, { saved: remoteSaved(entry), how, mode: "act", before: answer.before });
  if (onScreen && onScreen !== peek.id) {
    showMessage(() => ({ title: t("remote_err_other-game"), text: t("remote_other_opened"), actions: [{ label: t("play_on"), run: () => {}, primary: true }] }));
  }
}

async function askAccept(fragment, peek, how) {
  const module = GAME_IDS.includes(peek.game) ? await loadGame(peek.game) : null;
  setBusy(false);
  if (!module?.deckName || typeof peek.decks !== "string") return showRemoteError({ code: "corrupt" }, false);
  showMessage(() => ({
    title: t("remote_accept_title"),
    text: t("remote_accept_text", { game: t(module.nameKey), faction: module.deckName(peek.decks[1]) }),
    actions: [
      { label: t("remote_accept"), run: () => acceptInvite(fragment, how), primary: true },
      { label: t("remote_not_now"), run: goHome },
    ],
  }));
}

async function acceptInvite(fragment, how) {
  const snap = await ask({ op: "remote_accept", fragment });
  if (!snap) return;
  if (!snap.ok) return showRemoteError(snap.error, false);
  startGame(snap, true, {}, { saved: remoteSaved({ id: snap.remote.id }), how });
}

// A link the engine refused (RemoteError's code), in the page's words; inGame: the game is on
// screen, as it was.
function showRemoteError(error, inGame) {
  setBusy(false);
  const key = `remote_err_${error?.code}`;
  const known = has(key);
  showMessage(() => ({
    title: t("remote_err_title"),
    text: sentences(known ? t(key) : t("err_other", { code: error?.code }), inGame && t("remote_game_kept")),
    detail: known ? "" : error?.message,
    actions: [inGame && app.game ? { label: t("return_game"), run: returnToGame, primary: true } : { label: t("to_menu"), run: goHome, primary: true }],
  }));
}

// The board as the game draws it (none before the friend has answered), and under it the link to
// send and the end's check, once the friend's moves have played back.
function renderRemote(board) {
  const game = app.game;
  if (game.snap.view) game.module.renderBoard(board, game, shell);
  else board.replaceChildren();
  const { remote } = game.snap;
  document.body.dataset.remote = remote.mine ? "mine" : remote.over ? "over" : "waiting"; // for tests and styles
  if (!game.busy && (!remote.mine || remote.over)) {
    const panel = loaded.remote.remotePanel(game.snap, game.module.remoteNote?.(game.snap));
    board.append(panel);
    // A new link to send is the one thing to do now: brought into sight once.
    if (remote.send && game.sendShown !== remote.send) panel.scrollIntoView({ block: "nearest" });
    game.sendShown = remote.send;
  }
  renderTopbar();
}

function openResend(entry) {
  if (entry) load("remote").then(({ resendSheet }) => openSheet(resendSheet(entry)));
}

function askDeleteRemote(id) {
  showMessage(() => ({
    title: t("delete_title"),
    text: t("delete_remote_text", { game: remoteGameName(findRemote(id)), note: whoseOf(findRemote(id)) }),
    actions: [
      { label: t("keep_game"), run: () => {}, primary: true },
      { label: t("delete_game"), run: () => {
        deleteRemote(id);
        updateContinue();
      } },
    ],
  }));
}

// --- a game in progress ---------------------------------------------------------------------

// extras: what the page keeps beside the game ({rival, daily, challenge}, web/saves.js);
// saved: the record of the game in progress it continues (else it is a new one); how: as show().
// mode and before: as receive's (a friend's link plays back from the board before it).
function startGame(snap, fresh, extras = {}, { saved = null, how = "push", mode = null, before = null } = {}) {
  stopPlayback();
  const module = GAMES[snap.game];
  app.game = {
    id: snap.game,
    remote: !!snap.remote, // a game with a friend by link (web/remote.js)
    saveId: saved?.id || newSaveId(),
    rev: revOf(saved), // the revision of its record this tab last read or wrote (web/saves.js)
    wentOnTold: false, // the player was told another tab played this game on (tellWentOn)
    module,
    snap,
    extras,
    view: snap.view,
    entries: [],
    selected: null,
    busy: false,
    logOpen: false,
    showResult: false,
    unsavedTold: false, // the player was told the browser would not store this game
    speed: PACES[store.get(KEYS.speed)] ? store.get(KEYS.speed) : "normal",
    display: null,
    flash: null,
    queue: [], // the beats still to play back, each a list of log events
    beats: 0, // how many beats the playback has in all
    beatLines: 0, // how many log lines the beat on screen added
    playing: false,
    due: 0, // when the beat on screen was due (performance.now())
    timer: 0,
    brief: null, // {events}: the turn brief on screen, until the player acts or hides it
    hint: null, // {index, chance}: the move the computer suggests now (web/coach.js)
    ...module.begin(snap, fresh),
  };
  show("game", { save: app.game.saveId }, how);
  receive(snap, mode ?? (fresh ? "new" : "open"), before);
}

// Take a snapshot in: save it, log its events, and play the other side's moves out line by
// line (on the board shown before them) when the game says the snapshot holds some.
function receive(snap, mode, before) {
  const game = app.game;
  const { module } = game;
  game.snap = snap;
  game.hint = null; // a hint is for the position it was asked at
  if (game.selected && !sheetOpen()) popSheet();
  game.selected = null;
  persist(snap);
  module.received?.(game, mode);
  const start = module.playbackFrom(snap, mode, before);
  game.brief = briefAfter(game, mode, start, before);
  const instant = start < 0 ? snap.log : snap.log.slice(0, start);
  for (const ev of instant) game.entries.push(module.read(game, ev));
  if (start < 0) return settle();
  game.queue = beatsOf(snap.log.slice(start), module);
  game.beats = game.queue.length;
  game.playing = true;
  game.due = performance.now();
  module.beginPlayback(game, before);
  setBusy(true);
  step();
}

// A game opened, or the other side's moves played back, gets a turn brief summing those moves
// up; the player's own move ends it, unless the game keeps it for later in the turn (pass and
// play's hand-off gives one too, web/handoff.js).
function briefAfter(game, mode, start, before) {
  if (start >= 0) return { events: game.snap.log.slice(start) };
  if (mode !== "act") return { events: [] };
  return game.module.keepsBrief?.(before) ? game.brief : null;
}

// The log events in beats: each event the game says starts one, with the events after it.
function beatsOf(events, module) {
  const beats = [];
  for (const ev of events) {
    if (!beats.length || module.startsBeat(ev)) beats.push([]);
    beats.at(-1).push(ev);
  }
  return beats;
}

// How long a beat stays on screen at the chosen speed (which may change during the playback).
function beatMs(game) {
  const pace = PACES[game.speed];
  return Math.min(pace.beat, pace.turn / game.beats);
}

// Show the next beat: its lines in the log, the board following them, what they touch flashing.
// Beats keep to their times however long drawing takes (a slow phone catches up).
function step() {
  const game = app.game;
  if (!game.queue.length) return finishPlayback();
  const beat = game.queue.shift();
  game.flash = [];
  game.beatLines = beat.length;
  for (const ev of beat) {
    game.entries.push(game.module.read(game, ev));
    game.flash.push(...game.module.flashesOf(ev, game));
  }
  renderGame();
  game.due += beatMs(game);
  game.timer = setTimeout(step, Math.max(0, game.due - performance.now()));
}

function skipPlayback() {
  const game = app.game;
  clearTimeout(game.timer);
  for (const ev of game.queue.flat()) game.entries.push(game.module.read(game, ev));
  game.queue = [];
  finishPlayback();
}

function stopPlayback() {
  if (app.game) {
    clearTimeout(app.game.timer);
    app.game.playing = false;
  }
  setBusy(false);
}

function finishPlayback() {
  app.game.display = null;
  app.game.flash = null;
  app.game.playing = false;
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
  if (app.game.remote) return renderRemote(board);
  app.game.module.renderBoard(board, app.game, shell);
  showHint(board);
  const tags = loaded.rival.gameTags(app.game);
  if (tags) board.prepend(tags);
  const { withCoaching } = loaded.coach;
  if (resultShown()) board.append(loaded.rival.withRival(withCoaching(app.game.module.resultCard(app.game), app.game), app.game));
  renderTopbar();
}

// --- hints ----------------------------------------------------------------------------------

// A hint is offered on the player's own move: against the computer, or for the seat holding the
// phone in pass and play (never on the hand-off screen, where the next player has not taken it).
const canHint = (game) => !!game && !game.remote && !game.busy && !game.handoff && game.snap.result === null && game.snap.actions.length > 0;

// The Hint button, at the right of the hand's label (by the thumb; the top bar has no room left
// beside a long title), or of the controls when the hand is not shown. The suggested move: its
// line in the place of the turn brief or the log bar (so the table keeps its height), else
// above the controls; and a glow where it is tapped.
function showHint(board) {
  const { hintButton, hintLine, markHint } = loaded.coach;
  if (canHint(app.game) && !app.game.hint) (board.querySelector(".hand-label") || board.querySelector(".controls"))?.append(hintButton());
  const line = hintLine(app.game);
  const spot = board.querySelector(".turn-brief, .logbar");
  if (line && spot) spot.replaceWith(line);
  else if (line) (board.querySelector(".controls") || board.firstChild)?.before(line);
  markHint(board, app.game);
}

// Asking marks the game as one where hints were used: its save link says so from now on.
async function askHint() {
  const game = app.game;
  if (!canHint(game)) return;
  const snap = await ask({ op: "hint" });
  if (!snap || app.game !== game) return;
  if (!snap.ok) return showEngineError(snap.error, "hint");
  game.snap = snap;
  persist(snap);
  setBusy(false);
  game.hint = snap.hint;
  renderGame();
  $("#board [data-hinted]")?.scrollIntoView({ block: "nearest", inline: "center" }); // a hand card may be out of sight
}

// Choosing a move hides the turn brief: the tray, with its own hint, takes its place.
// A card chosen on the table is a step the phone's Back undoes, as a sheet is (web/nav.js).
function select(key) {
  const had = !!app.game.selected;
  app.game.selected = key;
  if (key) app.game.brief = null;
  if (!sheetOpen() && had !== !!key) (key ? pushSheet : popSheet)();
  renderGame();
}

function hideBrief() {
  app.game.brief = null;
  renderGame();
}

function openShare() {
  if (app.game?.remote) return openResend(findRemote(app.game.snap.remote.id));
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
  if (what === "review") return reviewFinished();
  if (what === "rival-replay") return openFragment(app.game.extras.rival.replay, "game");
  app.game.module.resultAction(what, app.game, shell);
}

function setLogOpen(open) {
  app.game.logOpen = open;
  renderGame();
}

// --- the replay viewer ----------------------------------------------------------------------

async function showReplay(snap, from, how = "push") {
  const { replayGame } = await load("replay");
  stopPlayback();
  setBusy(false);
  app.replay = { game: replayGame(GAMES[snap.game], snap, null), want: null, fragment: snap.fragment };
  show("replay", { game: snap.game, from }, how);
}

function renderReplay() {
  const { game, review } = app.replay;
  const board = h("div", { class: "board replay-board", id: "replay-board", dataset: { game: game.id } });
  game.module.renderBoard(board, game, shell);
  const { reviewPanel, reviewStrip } = loaded.coach;
  const on = { start: runReview, stop: stopReview, seek: seekReplay, better: playBetter };
  replace($("#screen"), loaded.replay.replayScreen(game, board, { onSeek: seekReplay, onBranch: branchReplay },
    { strip: reviewStrip(review, game, on), below: reviewPanel(review, game, on) }));
  document.body.dataset.hash = game.snap.hash;
  document.body.dataset.replayPosition = game.snap.position;
}

// Show step n. Steps asked for while an answer is on the way are not queued: the latest wins.
// A step asked for while the review judges a decision waits for that answer.
async function seekReplay(position) {
  const replay = app.replay;
  replay.want = position;
  if (replay.seeking) return;
  replay.seeking = true;
  try {
    while (app.replay === replay && replay.want !== replay.game.snap.position) {
      const snap = await askInTurn({ op: "seek", position: replay.want });
      if (!snap || app.replay !== replay) return;
      if (!snap.ok) return showEngineError(snap.error, "seek");
      replay.game = loaded.replay.replayGame(replay.game.module, snap, replay.game);
    }
  } finally {
    replay.seeking = false;
  }
  setBusy(false);
  renderReplay();
}

// Play on from the step shown: it becomes the game in progress.
async function branchReplay() {
  const snap = await ask({ op: "branch", position: app.replay.game.snap.position });
  if (snap) snap.ok ? startGame(snap, false) : showEngineError(snap.error, "branch");
}

// --- the review -----------------------------------------------------------------------------
// The engine judges one decision per request (op "review_step"), so the viewer shows how far it
// has got and the player can stop it between two; the player may step through the replay
// meanwhile (a step waits for the decision being judged). app.replay.review holds
// {positions, done, found, running}; web/coach.js draws it.

const REVIEW_WAIT_MS = 50;

// A request sent once the one before it is answered (ask sends one at a time and refuses others;
// ask claims the queue in the same turn of the event loop as the wait ends, so two waiting
// requests cannot both find it free).
async function askInTurn(body) {
  while (app.pending && !app.syncing) await new Promise((resolve) => setTimeout(resolve, REVIEW_WAIT_MS));
  return ask(body);
}

// The result card's Review: the game's replay, then its review.
async function reviewFinished() {
  await openFragment(app.game.snap.links.replay, "game");
  if (app.screen.name === "replay") runReview();
}

// Start (or go on with) the review of the replay on screen.
async function runReview() {
  const replay = app.replay;
  if (!replay || replay.review?.running) return;
  if (!replay.review) {
    const plan = await askInTurn({ op: "review_plan" });
    setBusy(false);
    if (!plan || app.replay !== replay) return;
    if (!plan.ok) return showEngineError(plan.error, "review");
    replay.review = { positions: plan.positions, done: 0, found: [], running: false };
  }
  const review = replay.review;
  review.running = true;
  renderReplay();
  while (review.running && review.done < review.positions.length) {
    const verdict = await askInTurn({ op: "review_step", position: review.positions[review.done] });
    setBusy(false);
    if (!verdict || app.replay !== replay) break;
    if (!verdict.ok) {
      review.running = false;
      return showEngineError(verdict.error, "review");
    }
    review.done += 1;
    if (verdict.mark) review.found.push(verdict);
    renderReplay();
  }
  review.running = false;
  if (app.replay === replay) renderReplay();
}

function stopReview() {
  if (app.replay?.review) app.replay.review.running = false;
  renderReplay();
}

// "Play from here with the better move": the game up to the marked decision becomes the game
// in progress, and the move the search preferred is played in it.
async function playBetter(verdict) {
  stopReview();
  const snap = await askInTurn({ op: "branch", position: verdict.position });
  if (!snap) return;
  if (!snap.ok) return showEngineError(snap.error, "branch");
  startGame(snap, false);
  await act(verdict.best);
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
  if (hit("#brief-close")) return hideBrief();
  if (hit("#log-toggle")) return setLogOpen(!game.logOpen);
  if (hit("#log-close")) return setLogOpen(false);
  if (hit("#show-result")) return game.remote ? $("#remote-panel")?.scrollIntoView({ block: "start" }) : setResultShown(true);
  if (hit("[data-result]")) return resultAction(hit("[data-result]").dataset.result);
  if (hit("#share")) return openShare();
  if (hit("#hint")) return askHint();
  if (game.busy) return;
  game.module.boardClick(event, hit, game, shell);
}

function onPageClick(event) {
  const hit = (selector) => event.target.closest(selector);
  if (hit("[data-goto]")) return document.getElementById(hit("[data-goto]").dataset.goto)?.scrollIntoView({ behavior: "smooth" });
  const kept = findGame(hit("[data-kept-game]")?.dataset.keptGame);
  if (kept) return continueGame(kept);
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
  const saved = findGame(hit("[data-continue]")?.dataset.continue);
  if (saved && app.ready) return continueGame(saved);
  const remote = findRemote(hit("[data-remote-open]")?.dataset.remoteOpen);
  if (remote && app.ready) return continueRemote(remote);
  const resend = hit("[data-remote-resend]")?.dataset.remoteResend;
  if (resend) return openResend(findRemote(resend));
  const gone = hit("[data-remote-delete]")?.dataset.remoteDelete;
  if (gone) return askDeleteRemote(gone);
  const doomed = hit("[data-delete-save]")?.dataset.deleteSave;
  if (doomed) return askDelete(doomed);
  if (hit("#continue-all")) {
    app.allSaves = true;
    return updateContinue();
  }
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
  window.addEventListener("popstate", onHistory);
  window.addEventListener("storage", onStorage);
}

boot();
