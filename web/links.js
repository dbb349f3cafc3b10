// Starting and opening games: a new game, today's challenge, a game in progress, and any link.
import { utcDay } from "./clock.js";
import { ask, request } from "./engine-queue.js";
import { showEngineError, showRemoteError } from "./errors.js";
import { openRemoteLink } from "./friend.js";
import { t } from "./i18n.js";
import { loadGame } from "./loader.js";
import { currentGame, setBusy } from "./ongoing.js";
import { startGame } from "./play.js";
import { showReplay } from "./replay-view.js";
import { findByFragment, findDaily, findGame, listGames } from "./saves.js";
import { currentScreen } from "./screen.js";
import { shell } from "./shell.js";
import { showMessage } from "./sheets.js";

export async function newGame(game, options) {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const snap = await ask({ op: "new", game, options, seed });
  if (snap) snap.ok ? startGame(snap, true) : showEngineError(snap.error, "new");
}

// The game's guided first game (web/guide.js): the engine deals its guide's table.
export async function startGuide(game) {
  const snap = await ask({ op: "guide", game });
  if (snap) snap.ok ? startGame(snap, true) : showEngineError(snap.error, "new");
}

// Any link: a save of a game in progress continues that game (an older save of it, from where it
// is now: continueFurther); any other save or challenge starts a game of its own beside the ones
// in progress (web/saves.js), a result link the sender's challenge with their result beside it; a
// replay opens the replay viewer, a deck link the deck.
// from: the screen to go back to from a replay; how: as show().
export async function openFragment(fragment, from = null, how = "push", saveId = null) {
  const snap = await ask({ op: "open", fragment });
  if (!snap) return;
  // A link that cannot be read, opened while a game with a friend is on screen, is most likely a
  // friend's link damaged on its way: said in those words.
  if (!snap.ok) return currentGame()?.remote && currentScreen().name === "game" ? showRemoteError(snap.error, true) : showEngineError(snap.error, "open");
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

export const continueGame = (record, how = "push") => openFragment(record.fragment, null, how, record.id);

// Today's challenge of a game (the UTC day, the same for everyone), with its date on the table;
// one already in progress is continued, not started again.
export async function startDaily(game) {
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

// A game shown from a point it has since gone on from (a reload of a tab that another tab played
// on, or an older save link of it) continues where its record is, and says why the board is
// not the one the player left; the moves in between stay in its replay.
export async function continueFurther(record, how) {
  await continueGame(record, how);
  if (currentGame()?.saveId !== record.id) return;
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
  const answer = await request({ op: "later", fragment: snap.fragment, saves: records.map((record) => record.fragment) });
  return answer.ok && answer.index >= 0 ? records[answer.index] : null;
}
