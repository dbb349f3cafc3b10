// Card Table's page shell: boots the engine's worker, shows the screen a visit or the history
// asks for, and hands the page's parts what they need of each other. Nothing here judges a move,
// and nothing here knows a game's rules: each game is a module in web/games/ (web/loader.js),
// loaded when first needed, that draws its screens and its table through the hooks that
// web/games/contract.js documents (GameModule), and may ask of the shell what it documents too
// (GameShell). The page's parts, each with one job (docs/ARCHITECTURE.md, "The page"):
//   loader.js        what loads later: the game modules, the shell's later parts, the catalogs
//   boot-line.js     the menu's boot line: the download, the engine's stages, where it is
//   updates.js       a new release, taken at a safe moment
//   engine-queue.js  the requests to the engine, one at a time (ask)
//   restarts.js      a failed boot, a worker that died, a new one given the game back
//   ongoing.js       the game in progress and the replay the worker holds, and busy
//   screen.js        which screen shows, moving between screens, the top bar, Back
//   menu.js          the menu's Continue list, and a tap made while the engine loads
//   autosave.js      each game's autosave, and a game open in two tabs
//   links.js         starting and opening games: new, today's challenge, Continue, any link
//   friend.js        play by link with a friend
//   play.js          the game in progress: a snapshot taken in, a move, a hint, undo, resign
//   kept-board.js    the board last drawn, drawn at once on a reload while the engine starts
//   playback.js      the other side's moves played back in beats
//   motion.js        a card played travelling to its place, an attack's path
//   game-screen.js   the table, with what every table adds (hint, undo, result card, tags)
//   replay-view.js   the replay viewer, and the coach's review in it
//   errors.js        an engine's error in the page's words
//   taps.js          what a tap or a long press means
//   records.js       the shape of each stored record, and reading one through it
//   contain.js       a fault in drawing one thing (a row, a note) stays in it
//   clock.js         today's UTC day, at each new one, and "played 5 minutes ago"
import { checkWentOn, onStorage, reopenWith } from "./autosave.js";
import { paintFirstVisit, paintStage, setEngine, setStage, showProgress, watchStall } from "./boot-line.js";
import { onEachUtcDay } from "./clock.js";
import { $ } from "./dom.js";
import { currentEngine, isReady, request, setReady, startQueue } from "./engine-queue.js";
import { continueRemote, inviteFriend, remoteIdOf } from "./friend.js";
import { canResign, renderGame, select, setResultShown } from "./game-screen.js";
import { applyDocumentLang, currentLang, onLangChange, setLang, translateStatic } from "./i18n.js";
import { continueFurther, continueGame, newGame, openFragment } from "./links.js";
import { fetchCatalogs, GAME_IDS, GAMES, load, loadGame } from "./loader.js";
import { carryOutWaiting, paintWaiting, updateContinue, waitingTap } from "./menu.js";
import { adoptLink, arrived, baseEntries, currentEntry, LINK, ownPop, screenAt } from "./nav.js";
import { currentGame } from "./ongoing.js";
import { keptBoard } from "./kept-board.js";
import { act, previewGame } from "./play.js";
import { skipPlayback, stopPlayback } from "./playback.js";
import { renderReplay } from "./replay-view.js";
import { awaitBoot, engineBack, engineLost, engineStopped } from "./restarts.js";
import { findGame, findRemote, listGames, listRemote, migrateOldSaves, revOf, storageWorks } from "./saves.js";
import {
  content, currentScreen, drawShellScreens, goBack, goHome, hashFragment, lastMove, leaveGame, markAddress, moduleOf,
  newMove, render, sameScreen, show,
} from "./screen.js";
import { shell } from "./shell.js";
import { closeSheet, hideSheet, keepEntryWhile, openSheet, paintMessage, paintSheet } from "./sheets.js";
import { bindTaps } from "./taps.js";
import { watchUpdates } from "./updates.js";

let routed = false; // the screen the visit asked for has been shown (routeFirst)

// What a game module may ask of the shell; openDeck(deck) shows an opened deck link's deck.
Object.assign(shell, {
  act, show, newGame, inviteFriend, render, renderGame, select, leaveGame, goHome, goBack, openSheet, closeSheet,
  content, setResultShown, screen: currentScreen,
  // A question that does not touch the game in progress (deck_pool, deck_check): sent at once,
  // beside the one-at-a-time queue of moves.
  request,
  openDeck: (deck) => load("deckbuilder").then(({ openDeck }) => openDeck(deck, shell)),
});
// What the parts below need of the parts above them.
drawShellScreens({ renderGame, canResign, renderReplay, skipPlayback, stopPlayback });
reopenWith({ continueGame, continueRemote });

// --- boot -----------------------------------------------------------------------------------

function boot() {
  // The worker is already booting (engine.js starts it); every game's catalog, which the build
  // made with the engine's own code, is fetched meanwhile, so the menu turns playable as soon as
  // Python is up.
  const engine = startQueue({ onProgress: showProgress, onStopped: engineStopped, onBack: engineBack, onLost: engineLost });
  fetchCatalogs();
  awaitBoot(engine.ready, onReady);
  // Registered only once the engine's worker has put the runtime it downloaded into the service
  // worker's cache (web/worker.js), so that its precache does not download it a second time.
  engine.kept.then(watchUpdates).catch(() => {});
  applyDocumentLang();
  translateStatic();
  paintStage();
  $("#lang").value = currentLang();
  $("#lang").addEventListener("change", (event) => setLang(event.target.value));
  onLangChange(() => {
    $("#lang").value = currentLang();
    translateStatic();
    paintStage();
    paintFirstVisit();
    render();
    paintWaiting();
    paintSheet();
    paintMessage();
  });
  migrateOldSaves();
  $("#storage-off").hidden = storageWorks();
  history.scrollRestoration = "manual"; // each screen opens at its top (show)
  keepEntryWhile(() => currentScreen().name === "game" && !!currentGame()?.selected);
  bindTaps();
  window.addEventListener("popstate", onHistory);
  window.addEventListener("storage", onStorage);
  routeFirst();
  onEachUtcDay((day) => ($("#daily-date").textContent = `· ${day}`));
  updateContinue();
  // The Continue list is on the menu: it names the games it continues.
  const continued = new Set([...listGames(), ...listRemote()].map((record) => record.game).filter((game) => GAME_IDS.includes(game)));
  const remote = listRemote().length ? [load("remote")] : [];
  Promise.all([...continued].map(loadGame), ...remote).then(updateContinue, () => {}); // a failed catalog fails the boot
  if (hashFragment()) setStage("stage_opening");
  watchStall();
}

// The engine is up and every catalog has arrived (web/restarts.js).
function onReady() {
  setReady(true);
  document.body.dataset.engineStart = currentEngine().start; // for bench/boot.py and the tests
  $("#boot-progress").value = 1;
  updateContinue();
  setEngine("ready", "stage_ready");
  // The player's last tap while loading wins over the screen or link the visit asked for.
  if (waitingTap()) {
    if (!routed) baseEntries(null);
    routed = true;
    return carryOutWaiting();
  }
  routeFirst();
}

// --- the screen a visit or the history asks for ----------------------------------------------

// The history moved (Back, Forward, or a link typed into the address bar): show its entry.
function onHistory() {
  if (ownPop()) return markAddress(); // a move may have been saved meanwhile
  const state = currentEntry();
  if (!state?.sheet) {
    hideSheet();
    if (currentGame()?.selected) select(null); // its entry is gone already
  }
  if (state) {
    arrived();
    if (isReady()) return goTo(state.screen, state.rev);
    routed = false; // before the engine is up: as the visit's first screen
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
  const moves = newMove();
  if (sameScreen(currentScreen(), screen) && !currentGame()?.preview) {
    if (screen.name === "game" && currentGame()) markAddress();
    return;
  }
  if (screen.name === "menu") {
    leaveGame();
    return show("menu", {}, "none");
  }
  if (screen.name === "game") {
    if (currentGame()?.saveId === screen.save && !currentGame().preview) {
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
    if (lastMove() !== moves) return; // the player went elsewhere meanwhile
    if (!moduleOf(screen)) return show("menu", {}, "replace");
  }
  show(screen.name, screenArgs(screen), "none");
}

const screenArgs = ({ name, ...args }) => args;

// While the engine starts: the game's board as the page last drew it, if it kept it (a reload,
// or the game's own link opened again), drawn at once and waiting (web/play.js previewGame).
async function previewKept(which) {
  const kept = keptBoard(which);
  if (!kept) return;
  await loadGame(kept.snap.game).catch(() => {});
  if (!routed && !isReady() && GAMES[kept.snap.game]) previewGame(kept.snap, kept.save);
}

// The screen this visit asked for, shown once: a reload comes back to its entry; a link or a
// screen's address opened afresh gets the menu's entry put under it. The rules need no engine and
// are shown at once; a game, a link or a game's screens wait for the engine (boot calls this
// again when it is ready).
function routeFirst() {
  if (routed) return;
  const state = currentEntry();
  const screen = state ? state.screen : screenAt(location.hash);
  const link = state ? "" : hashFragment();
  // Only a game and a link need the engine; the menu, the rules and a game's own screens (levels,
  // setup, decks) need only its module and catalog.
  const atOnce = screen ? !["game", "replay", LINK].includes(screen.name) : !link;
  if (!atOnce && !isReady()) return previewKept(screen?.name === "game" ? { saveId: screen.save } : { fragment: link });
  routed = true;
  if (state) return goTo(screen, state.rev);
  if (screen && (screen.name === "rules" || GAME_IDS.includes(screen.game) || remoteIdOf(screen.save))) {
    baseEntries(screen, location.hash);
    return goTo(screen);
  }
  baseEntries(null);
  if (!link) return;
  // The boot line goes on saying the link is being opened until its screen is up (a deck link
  // on a new phone took seconds more, under "Ready to play").
  setStage("stage_opening");
  openFragment(link).finally(() => setStage("stage_ready"));
}
boot();
