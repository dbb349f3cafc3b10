// The other side's moves, played back on the board shown before them. They come in beats (an
// action with all it caused, shown at once): each log event the game's startsBeat names starts
// one, with the events after it. The board is the engine's: a snapshot sends, beside each log
// line, the board after it (`boards`, py/cardtable/core/playback.py), so the page draws each
// beat's board as the engine had it and works nothing out from the log; what a line touches
// flashes, and moves (web/motion.js).
import { $, KEYS, store } from "./dom.js";
import { renderGame } from "./game-screen.js";
import { moveBeat } from "./motion.js";
import { currentGame, setBusy } from "./ongoing.js";

// How fast the other side's moves play back. A playback, about a turn, gets `turn` ms however
// many beats it has, and a beat at most `beat` ms, so a short turn does not drag. Normal lets a
// turn be followed in ~3 s.
const PACES = {
  slow: { turn: 8000, beat: 1600 },
  normal: { turn: 3000, beat: 800 },
  fast: { turn: 1000, beat: 300 },
};

// The speed the player chose last, for a game that opens.
export const storedSpeed = () => (PACES[store.get(KEYS.speed)] ? store.get(KEYS.speed) : "normal");

// A speed chosen during a playback applies from the next beat, and to the games after it.
export function setSpeed(speed) {
  const game = currentGame();
  game.speed = speed;
  store.set(KEYS.speed, game.speed);
  renderGame();
}

// Play the snapshot's log back from line `start` (the lines before it are on the board at once);
// before: the snapshot shown before this one, if any.
export function playBack(start, before) {
  const game = currentGame();
  game.queue = beatsOf(game.snap.log, start, game.module);
  game.beats = game.queue.length;
  game.playing = true;
  game.due = performance.now();
  game.view = boardBefore(game.snap, start, before);
  setBusy(true);
  step();
}

// The log's lines from `start` in beats, by their index: each line whose event the game says
// starts one, with the lines after it.
function beatsOf(log, start, module) {
  const beats = [];
  for (let line = start; line < log.length; line += 1) {
    if (!beats.length || module.startsBeat(log[line])) beats.push([]);
    beats.at(-1).push(line);
  }
  return beats;
}

// The board after a log line; a line with none (made before the engine watched: a game rebuilt
// from a link) leaves the board shown as it is.
const boardAfter = (snap, line, shown) => snap.boards[line] ?? shown;

// The board a playback starts from: the one after the lines shown at once (the player's own
// move), else the board shown before the snapshot, else the snapshot's own.
const boardBefore = (snap, start, before) => boardAfter(snap, start - 1, before?.view ?? snap.view);

// How long a beat stays on screen at the chosen speed (which may change during the playback).
function beatMs(game) {
  const pace = PACES[game.speed];
  return Math.min(pace.beat, pace.turn / game.beats);
}

// Show the next beat: its lines in the log, the board following them, what they touch flashing.
// Beats keep to their times however long drawing takes (a slow phone catches up).
function step() {
  const game = currentGame();
  if (!game.queue.length) return finishPlayback();
  const beat = game.queue.shift();
  game.flash = [];
  game.beatLines = beat.length;
  for (const line of beat) {
    const ev = game.snap.log[line];
    game.view = boardAfter(game.snap, line, game.view); // a flash finds its tile on the board after its line
    game.entries.push(game.module.read(game, ev));
    game.flash.push(...game.module.flashesOf(ev, game));
  }
  renderGame();
  moveBeat($("#board"), game.flash, beatMs(game));
  game.due += beatMs(game);
  game.timer = setTimeout(step, Math.max(0, game.due - performance.now()));
}

export function skipPlayback() {
  const game = currentGame();
  clearTimeout(game.timer);
  for (const line of game.queue.flat()) game.entries.push(game.module.read(game, game.snap.log[line]));
  game.queue = [];
  finishPlayback();
}

export function stopPlayback() {
  const game = currentGame();
  if (game) {
    clearTimeout(game.timer);
    game.playing = false;
  }
  setBusy(false);
}

function finishPlayback() {
  const game = currentGame();
  game.flash = null;
  game.playing = false;
  settle();
}

// The playback is over, or there was none: the board shows the snapshot's view.
export function settle() {
  const game = currentGame();
  setBusy(false);
  game.view = game.snap.view;
  game.module.settle?.(game);
  if (game.snap.result !== null) game.showResult = true;
  renderGame();
}
