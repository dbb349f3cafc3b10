// What the page has open that the engine's worker holds too (a new worker is given both back,
// web/restarts.js): the game in progress and the replay on screen. Whether the page takes input
// is kept here as well, on the page and on the game, whose table reads it as game.busy.
let game = null;
let replay = null; // {game: what its table is drawn from, want: the step asked for, fragment, review?}

export const currentGame = () => game;
export const currentReplay = () => replay;

// Only web/play.js starts and web/screen.js leaves a game; only web/replay-view.js opens a
// replay and web/screen.js closes it.
export function setGame(next) {
  game = next;
}

export function setReplay(next) {
  replay = next;
}

// The page counts as busy (input off) while a request to the engine or a playback runs;
// body[data-busy] says so to CSS and to the browser tests.
export function setBusy(busy) {
  if (game) game.busy = busy;
  document.body.dataset.busy = busy ? "1" : "0";
}

export const resultShown = () => !!(game?.showResult && !game.busy);
