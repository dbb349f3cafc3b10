// The replay viewer (web/replay.js draws it): a game's table step by step, "Play from here",
// and the review the coach runs in it (web/coach.js draws that). The engine judges one decision
// per request (op "review_step"), so the viewer shows how far it has got and the player can stop
// it between two; the player may step through the replay meanwhile (a step waits for the
// decision being judged). The replay's review holds {positions, done, found, running}.
import { $, h, replace } from "./dom.js";
import { ask, askInTurn } from "./engine-queue.js";
import { showEngineError } from "./errors.js";
import { GAMES, load, loaded } from "./loader.js";
import { currentReplay, setBusy, setReplay } from "./ongoing.js";
import { act, startGame } from "./play.js";
import { stopPlayback } from "./playback.js";
import { show } from "./screen.js";
import { shell } from "./shell.js";

export async function showReplay(snap, from, how = "push") {
  const { replayGame } = await load("replay");
  stopPlayback();
  setBusy(false);
  setReplay({ game: replayGame(GAMES[snap.game], snap, null), want: null, fragment: snap.fragment });
  show("replay", { game: snap.game, from }, how);
}

export function renderReplay() {
  const { game, review } = currentReplay();
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
  const replay = currentReplay();
  replay.want = position;
  if (replay.seeking) return;
  replay.seeking = true;
  try {
    while (currentReplay() === replay && replay.want !== replay.game.snap.position) {
      const snap = await askInTurn({ op: "seek", position: replay.want });
      if (!snap || currentReplay() !== replay) return;
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
  const snap = await ask({ op: "branch", position: currentReplay().game.snap.position });
  if (snap) snap.ok ? startGame(snap, false) : showEngineError(snap.error, "branch");
}

// --- the review -----------------------------------------------------------------------------

// Start (or go on with) the review of the replay on screen.
export async function runReview() {
  const replay = currentReplay();
  if (!replay || replay.review?.running) return;
  if (!replay.review) {
    const plan = await askInTurn({ op: "review_plan" });
    setBusy(false);
    if (!plan || currentReplay() !== replay) return;
    if (!plan.ok) return showEngineError(plan.error, "review");
    replay.review = { positions: plan.positions, done: 0, found: [], running: false };
  }
  const review = replay.review;
  review.running = true;
  renderReplay();
  while (review.running && review.done < review.positions.length) {
    const verdict = await askInTurn({ op: "review_step", position: review.positions[review.done] });
    setBusy(false);
    if (!verdict || currentReplay() !== replay) break;
    if (!verdict.ok) {
      review.running = false;
      return showEngineError(verdict.error, "review");
    }
    review.done += 1;
    if (verdict.mark) review.found.push(verdict);
    renderReplay();
  }
  review.running = false;
  if (currentReplay() === replay) renderReplay();
}

function stopReview() {
  if (currentReplay()?.review) currentReplay().review.running = false;
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
