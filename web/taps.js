// Tap routing: what a tap on the menu, a screen, the game's table, a sheet or the top bar means,
// and a long press on a card. What every table answers the same way is answered here; the rest
// is the game module's (its boardClick, pageClick, pressable and openDetails).
import { $ } from "./dom.js";
import { isReady } from "./engine-queue.js";
import { continueRemote } from "./friend.js";
import { hideBrief, readBrief, setLogOpen, setResultShown } from "./game-screen.js";
import { guideSeen } from "./guide.js";
import { continueGame, openFragment, startDaily, startGuide } from "./links.js";
import { isPlayable, load, loadGame } from "./loader.js";
import {
  askDelete, askDeleteRemote, openResend, remember, showAllSaves, waitingTap, WAITS_FOR_ENGINE,
} from "./menu.js";
import { currentGame } from "./ongoing.js";
import { act, askHint, askResign, undoMove } from "./play.js";
import { setSpeed, skipPlayback } from "./playback.js";
import { runReview } from "./replay-view.js";
import { findGame, findRemote } from "./saves.js";
import { currentScreen, goBack, goHome, moduleOf, show } from "./screen.js";
import { shell } from "./shell.js";
import { closeSheet, openSheet } from "./sheets.js";

const LONG_PRESS_MS = 500;

// What every table answers the same way; the rest is the game's.
function onBoardClick(event) {
  const game = currentGame();
  if (!game) return;
  const hit = (selector) => event.target.closest(selector);
  if (hit("[data-speed]")) return setSpeed(hit("[data-speed]").dataset.speed);
  if (hit("#skip-playback")) return skipPlayback();
  if (hit("#brief-close")) return hideBrief();
  if (hit("#brief-read")) return readBrief();
  if (hit("#log-toggle")) return setLogOpen(!game.logOpen);
  if (hit("#log-close")) return setLogOpen(false);
  if (hit("#show-result")) return game.remote ? $("#remote-panel")?.scrollIntoView({ block: "start" }) : setResultShown(true);
  if (hit("[data-result]")) return resultAction(hit("[data-result]").dataset.result);
  if (hit("#share")) return openShare();
  if (hit("#hint")) return askHint();
  if (hit("#undo")) return undoMove();
  if (game.busy) return;
  game.module.boardClick(event, hit, game, shell);
}

function openShare() {
  const game = currentGame();
  if (game?.remote) return openResend(findRemote(game.snap.remote.id));
  if (game) load("share").then(({ shareSheet }) => openSheet(shareSheet(game)));
}

// The result card's buttons: those every game has, then the game's own.
function resultAction(what) {
  const game = currentGame();
  if (what === "board") return setResultShown(false);
  if (what === "menu") return goHome();
  if (what === "replay") return openFragment(game.snap.links.replay, "game");
  if (what === "review") return reviewFinished();
  if (what === "rival-replay") return openFragment(game.extras.rival.replay, "game");
  game.module.resultAction(what, game, shell);
}

// The result card's Review: the game's replay, then its review.
async function reviewFinished() {
  await openFragment(currentGame().snap.links.replay, "game");
  if (currentScreen().name === "replay") runReview();
}

function onPageClick(event) {
  const hit = (selector) => event.target.closest(selector);
  if (hit("[data-goto]")) return document.getElementById(hit("[data-goto]").dataset.goto)?.scrollIntoView({ behavior: "smooth" });
  const kept = findGame(hit("[data-kept-game]")?.dataset.keptGame);
  if (kept) return continueGame(kept);
  const guide = hit("#guide-start, #guide-dismiss");
  if (guide) return answerGuide(guide);
  const module = moduleOf();
  if (module?.pageClick(event, hit, shell)) return;
  if (hit("[data-card]")) return module && openSheet(module.cardSheet(hit("[data-card]").dataset.card));
}

// The setup screen's guided game: started, or the offer put away (either way it is not offered
// again on its own; web/guide.js).
function answerGuide(button) {
  const game = button.dataset.guideGame;
  guideSeen(game);
  if (button.id === "guide-start") return startGuide(game);
  shell.render();
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
  if (menu === "rules") return show("rules", { game: currentGame()?.id, from: "game" });
  if (menu === "share") return openShare();
  if (menu === "resign") return askResign();
  if (menu === "home") goHome();
}

function onMenuClick(event) {
  const hit = (selector) => event.target.closest(selector);
  if (!isReady() && hit("button")) {
    remember(hit(WAITS_FOR_ENGINE));
    if (waitingTap()) return;
  }
  const game = hit("[data-game]")?.dataset.game;
  if (game && isPlayable(game)) return loadGame(game).then((module) => show(module.entry));
  const daily = hit("[data-daily]")?.dataset.daily;
  if (daily && isPlayable(daily)) return startDaily(daily);
  const saved = findGame(hit("[data-continue]")?.dataset.continue);
  if (saved && isReady()) return continueGame(saved);
  const remote = findRemote(hit("[data-remote-open]")?.dataset.remoteOpen);
  if (remote && isReady()) return continueRemote(remote);
  const resend = hit("[data-remote-resend]")?.dataset.remoteResend;
  if (resend) return openResend(findRemote(resend));
  const gone = hit("[data-remote-delete]")?.dataset.remoteDelete;
  if (gone) return askDeleteRemote(gone);
  const doomed = hit("[data-delete-save]")?.dataset.deleteSave;
  if (doomed) return askDelete(doomed);
  if (hit("#continue-all")) return showAllSaves();
  if (hit("[data-rules]")) return show("rules", { game: hit("[data-rules]").dataset.rules, from: "menu" });
}

// A long press (or a right click) on a card opens it large, whatever a tap would do.
function bindLongPress(root) {
  let timer = 0;
  let start = null;
  let swallow = false;
  const target = (event) => event.target.closest("[data-card], [data-key]");
  const inGame = () => currentScreen().name === "game" && currentGame();
  const pressable = (el) => (inGame() ? currentGame().module.pressable(el) : !!el.dataset.card);
  const open = (el) => {
    if (!inGame()) return moduleOf() && openSheet(moduleOf().cardSheet(el.dataset.card));
    if (!currentGame().busy) currentGame().module.openDetails(currentGame(), el, shell);
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

export function bindTaps() {
  $("#menu").addEventListener("click", onMenuClick);
  $("#screen").addEventListener("click", (event) => (currentScreen().name === "game" ? onBoardClick : onPageClick)(event));
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
}
