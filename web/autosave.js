// Each game's autosave, written after every snapshot (web/saves.js), and a game open in two tabs:
// whichever moves second finds its record newer than the revision it knows (a storage event says
// so at once; a write checks again) and writes nothing over it.
import { t } from "./i18n.js";
import { updateContinue } from "./menu.js";
import { currentGame } from "./ongoing.js";
import { endGame, FAILED, findGame, findRemote, idOfKey, newSaveId, saveGame, saveRemote, WENT_ON, wentOn } from "./saves.js";
import { currentScreen, goHome, markAddress, show } from "./screen.js";
import { showMessage } from "./sheets.js";

// The ways back to a stored game, from web/links.js and web/friend.js (which start games, and
// so save them through this module).
let reopen = null;
export function reopenWith(ways) {
  reopen = ways;
}

// After every snapshot: the link in the address bar, the game's record while it goes on, and the
// state hash (which browser tests compare with the CLI's replay). A finished game is not in
// progress any more: its record goes. Neither is written over a record another tab has written
// since this one last did (tellWentOn). A game this tab has ended is drawn again after a look
// at its replay or review: its record is gone by this tab's doing, not another tab's.
export function persist(snap) {
  document.body.dataset.hash = snap.hash;
  const game = currentGame();
  if (game.remote) return persistRemote(snap);
  if (snap.result !== null && game.endedByThisTab) {
    if (currentScreen().name === "game") markAddress();
    return;
  }
  const { status, rev } = snap.result !== null ? endGame(game.saveId, game.rev) : saveGame(recordOf(game, snap));
  if (status !== WENT_ON) game.rev = rev;
  if (status !== WENT_ON && snap.result !== null) game.endedByThisTab = true;
  if (currentScreen().name === "game") markAddress();
  if (status === WENT_ON) tellWentOn();
  if (status === FAILED && !game.unsavedTold) warnUnsaved();
}

// A game with a friend is kept whole whatever happens in it (saves.js, saveRemote), its id in
// the address bar; another tab's later write is never overwritten: the game is shown from it
// instead.
function persistRemote(snap) {
  const game = currentGame();
  const { id, record, last, mine, over, verdict, started } = snap.remote;
  const { status, rev } = saveRemote({ id, game: snap.game, record, send: last, mine, over, verdict, started, rev: game.rev });
  if (status === WENT_ON) {
    const latest = findRemote(id);
    showMessage(() => ({ title: t("went_on_title"), text: t("remote_went_on"), actions: [{ label: t("play_on"), run: () => {}, primary: true }] }));
    return latest && reopen.continueRemote(latest, "replace");
  }
  game.rev = rev;
  game.unsaved = status === FAILED; // the link that keeps it is then shown (web/remote.js)
  if (currentScreen().name === "game") markAddress();
  if (status === FAILED && !game.unsavedTold) warnUnsaved();
}

const recordOf = (game, snap) => ({
  id: game.saveId, rev: game.rev, game: snap.game, fragment: snap.fragment, info: game.module.saveInfo(snap), extras: game.extras,
});

// Another tab wrote a game in progress: the menu's list follows, and the game on screen, if it
// is that one, says so before the player taps.
export function onStorage(event) {
  if (event.key !== null && idOfKey(event.key) === null) return;
  if (currentScreen().name === "menu") updateContinue();
  checkWentOn();
}

export function checkWentOn() {
  const game = currentGame();
  if (game && !game.endedByThisTab && currentScreen().name === "game" && wentOn(game.saveId, game.rev)) tellWentOn();
}

// Said once, with the two ways on: the game where the other tab left it, or the game on this
// screen kept beside it as one of its own. Nothing is lost but by the player's choice.
function tellWentOn() {
  const game = currentGame();
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
  if (currentGame() !== game) return;
  return record ? reopen.continueGame(record, currentScreen().name === "game" ? "replace" : "push") : keepApart(game);
}

// The game on this screen becomes a game in progress of its own, beside the other tab's.
function keepApart(game) {
  game.wentOnTold = false;
  if (currentGame() !== game) return;
  game.saveId = newSaveId();
  game.rev = 0;
  if (currentScreen().name === "game") show("game", { save: game.saveId }, "replace");
  persist(game.snap);
}

// A move the browser would not store: said once a game, with the way to keep it (its link); the
// record and its note are one value, so the menu never shows a turn that was not kept. A game
// with a friend has no address to copy (it names the stored game): the link that keeps it
// changes with every move, so it stands under the board (web/remote.js).
function warnUnsaved() {
  const game = currentGame();
  game.unsavedTold = true;
  const play = { label: t("play_on"), run: () => {}, primary: true };
  showMessage(() => (game.remote ? {
    title: t("unsaved_title"),
    text: t(game.snap.remote.keep ? "remote_unsaved_text" : "remote_keep_long"),
    actions: [play],
  } : {
    title: t("unsaved_title"),
    text: t("unsaved_text"),
    actions: [play, { label: t("copy_link"), run: () => navigator.clipboard?.writeText(location.href).catch(() => {}) }],
  }));
}
