// The game in progress: starting it from a snapshot, taking each snapshot in (saved, logged,
// the other side's moves played back), and the player's requests about it: a move, a hint, a
// move taken back and a resignation.
import { persist } from "./autosave.js";
import { $ } from "./dom.js";
import { ask, setSyncing } from "./engine-queue.js";
import { showEngineError } from "./errors.js";
import { canHint, canResign, canUndo, readBrief, renderGame } from "./game-screen.js";
import { offGuide } from "./guide.js";
import { keepBoard } from "./kept-board.js";
import { t } from "./i18n.js";
import { GAMES } from "./loader.js";
import { chosenRect, moveOwn } from "./motion.js";
import { popSheet } from "./nav.js";
import { currentGame, setBusy, setGame } from "./ongoing.js";
import { playBack, settle, stopPlayback, storedSpeed } from "./playback.js";
import { resync } from "./restarts.js";
import { newSaveId, revOf } from "./saves.js";
import { show } from "./screen.js";
import { closeSheet, sheetOpen, showMessage } from "./sheets.js";

// extras: what the page keeps beside the game ({rival, daily, challenge}, web/saves.js);
// saved: the record of the game in progress it continues (else it is a new one); how: as show().
// mode and before: as receive's (a friend's link plays back from the board before it).
export function startGame(snap, fresh, extras = {}, { saved = null, how = "push", mode = null, before = null } = {}) {
  stopPlayback();
  setGame(gameOf(snap, fresh, saved?.id || newSaveId(), revOf(saved), extras));
  show("game", { save: currentGame().saveId }, how);
  receive(snap, mode ?? (fresh ? "new" : "open"), before);
}

// A reload, or a game's link opened again, before the engine is up: the board the page last
// drew (web/kept-board.js), shown at once and waiting, its taps off, until the engine opens the
// game as it always does and this stand-in gives way (web/app.js goTo).
export function previewGame(snap, saveId) {
  stopPlayback();
  setGame({ ...gameOf(snap, false, saveId, undefined, {}), preview: true });
  setBusy(true);
  show("game", { save: saveId }, "none");
}

// The page's game object for a snapshot (web/ongoing.js holds it).
function gameOf(snap, fresh, saveId, rev, extras) {
  const module = GAMES[snap.game];
  return {
    id: snap.game,
    remote: !!snap.remote, // a game with a friend by link (web/remote.js)
    saveId,
    rev, // the revision of its record this tab last read or wrote (web/saves.js)
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
    unsaved: false, // its last write failed: a game with a friend shows the link that keeps it
    speed: storedSpeed(),
    flash: null,
    queue: [], // the beats still to play back, each a list of log line indexes
    beats: 0, // how many beats the playback has in all
    beatLines: 0, // how many log lines the beat on screen added
    playing: false,
    due: 0, // when the beat on screen was due (performance.now())
    timer: 0,
    brief: null, // {events, read}: the turn brief on screen, until the player acts or hides it
    hint: null, // {index, chance}: the move the computer suggests now (web/coach.js)
    ...module.begin(snap, fresh),
  };
}

// Take a snapshot in: save it, log its events, and play the other side's moves out line by
// line (on the board shown before them) when the game says the snapshot holds some.
export function receive(snap, mode, before) {
  const game = currentGame();
  const { module } = game;
  game.snap = snap;
  game.hint = null; // a hint is for the position it was asked at
  if (game.selected && !sheetOpen()) popSheet();
  game.selected = null;
  persist(snap);
  keepBoard(game.saveId, snap);
  module.received?.(game, mode);
  const start = module.playbackFrom(snap, mode, before);
  game.brief = briefAfter(game, mode, start, before);
  const instant = start < 0 ? snap.log : snap.log.slice(0, start);
  for (const ev of instant) game.entries.push(module.read(game, ev));
  if (start < 0) return settle();
  playBack(start, before);
}

// A game opened, or the other side's moves played back, gets a turn brief summing those moves
// up ({events, read}: read counts the events the player has read, web/table.js briefFirst); the
// player's own move ends it, unless the game keeps it: a move that answers the other side in
// its turn (a guard, a 先読み card, cards drawn to place) keeps it, and the other side's moves
// after it join it, so its turn is told whole, from its start (the brief after Frontline's
// guard step had left out the warrior the computer removed before its attack). Pass and play's
// hand-off gives one too (web/handoff.js).
function briefAfter(game, mode, start, before) {
  const kept = mode === "act" && game.module.keepsBrief?.(before) ? game.brief : null;
  if (start >= 0) return { events: [...(kept?.events || []), ...game.snap.log.slice(start)], read: kept?.read || 0 };
  return mode === "act" ? kept : { events: [], read: 0 };
}

export async function act(index) {
  const game = currentGame();
  if (!game || game.busy) return;
  if (offGuide(game, index)) return renderGame();
  const before = game.snap;
  const from = chosenRect(game);
  const snap = await ask({ op: game.remote ? "remote_act" : "act", index });
  if (!snap || currentGame() !== game) return;
  if (!snap.ok) return moveFailed(snap.error);
  receive(snap, "act", before);
  if (!game.playing) moveOwn(game, from);
}

// A move the page offered cannot fail in a worker that holds the page's game; when one does,
// the worker may hold something else (an engine error halfway through a move), so it is given
// the page's game back before the player is told.
async function moveFailed(error) {
  setSyncing(true);
  const synced = await resync();
  setSyncing(false);
  setBusy(false);
  showMessage(() => ({
    title: t("err_game_title"),
    text: t(synced ? "err_move_failed" : "engine_back_lost"),
    detail: error?.message,
    actions: [{ label: t("play_on"), run: () => {}, primary: true }],
  }));
}

// The engine's answer to a request about the game on screen, or null: none came (the worker was
// replaced), the player left that game meanwhile, or the engine refused (said in the page).
async function askForGame(game, body, context) {
  const snap = await ask(body);
  if (!snap || currentGame() !== game) return null;
  if (!snap.ok) {
    showEngineError(snap.error, context);
    return null;
  }
  return snap;
}

// The engine offers to take the last move back (snap.undo) only when it showed nothing new; the
// game is rebuilt without it, so its log comes whole, as when a game is opened.
export async function undoMove() {
  const game = currentGame();
  if (!canUndo(game)) return;
  const snap = await askForGame(game, { op: "undo" }, "undo");
  if (!snap) return;
  game.entries = [];
  receive(snap, "open");
}

// Resigning is asked first: it ends the game as the player's loss, which its links then carry.
export function askResign() {
  closeSheet();
  showMessage(() => ({
    title: t("resign_title"),
    text: t("resign_text"),
    actions: [
      { label: t("play_on"), run: () => {}, primary: true },
      { label: t("resign_confirm"), run: resign },
    ],
  }), { askBack: true });
}

async function resign() {
  const game = currentGame();
  if (!canResign(game)) return;
  const before = game.snap;
  const snap = await askForGame(game, { op: game.remote ? "remote_resign" : "resign" }, "resign");
  if (snap) receive(snap, "act", before);
}

// Asking marks the game as one where hints were used: its save link says so from now on. The
// hint's line takes the turn brief's place, so the brief counts as read: a step's panel waiting
// behind it (web/table.js briefFirst) comes out, or its Continue would go with the brief.
export async function askHint() {
  const game = currentGame();
  if (!canHint(game)) return;
  const snap = await askForGame(game, { op: "hint" }, "hint");
  if (!snap) return;
  game.snap = snap;
  persist(snap);
  setBusy(false);
  game.hint = snap.hint;
  readBrief();
  $("#board [data-hinted]")?.scrollIntoView({ block: "nearest", inline: "center" }); // a hand card may be out of sight
}
