// The other side's moves, played back on the board shown before them. They come in beats (an
// action with all it caused, shown at once): each log event the game's startsBeat names starts
// one, with the events after it; the board follows them and what they touch flashes.
import { KEYS, store } from "./dom.js";
import { renderGame } from "./game-screen.js";
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

// Play these log events of the game in progress back, from the board before them (a snapshot).
export function playBack(events, before) {
  const game = currentGame();
  game.queue = beatsOf(events, game.module);
  game.beats = game.queue.length;
  game.playing = true;
  game.due = performance.now();
  game.module.beginPlayback(game, before);
  setBusy(true);
  step();
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
  const game = currentGame();
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

export function skipPlayback() {
  const game = currentGame();
  clearTimeout(game.timer);
  for (const ev of game.queue.flat()) game.entries.push(game.module.read(game, ev));
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
  game.display = null;
  game.flash = null;
  game.playing = false;
  settle();
}

// The playback is over, or there was none: the board shows the snapshot's view.
export function settle() {
  const game = currentGame();
  setBusy(false);
  game.view = game.snap.view;
  game.module.settle(game);
  if (game.snap.result !== null) game.showResult = true;
  renderGame();
}
