// The game in progress on screen: its table as its module draws it, with what every table adds
// (a rival's and a daily's tags, the coach's hint, the result card, a game with a friend's link
// to send), and the player's choices that only change what is shown.
import { $, h, replace } from "./dom.js";
import { guideLine, markGuide } from "./guide.js";
import { t } from "./i18n.js";
import { loaded } from "./loader.js";
import { popSheet, pushSheet } from "./nav.js";
import { currentGame, resultShown } from "./ongoing.js";
import { currentScreen, renderTopbar } from "./screen.js";
import { shell } from "./shell.js";
import { sheetOpen } from "./sheets.js";

export function renderGame() {
  const game = currentGame();
  if (currentScreen().name !== "game" || !game) return;
  let board = $("#board");
  if (!board) {
    board = h("div", { id: "board", class: "board" });
    replace($("#screen"), board);
  }
  board.dataset.game = game.id;
  if (game.remote) return renderRemote(board);
  game.module.renderBoard(board, game, shell);
  if (game.preview) board.append(h("p", { class: "preview-note", role: "status" }, t("preview_waiting")));
  showUndo(board);
  showHint(board);
  showGuide(board);
  const tags = loaded.rival.gameTags(game);
  if (tags) board.prepend(tags);
  const { withCoaching } = loaded.coach;
  if (resultShown()) board.append(loaded.rival.withRival(withCoaching(game.module.resultCard(game), game), game));
  renderTopbar();
}

// The board as the game draws it (none before the friend has answered), and under it the link to
// send and the end's check, once the friend's moves have played back.
function renderRemote(board) {
  const game = currentGame();
  if (game.snap.view) game.module.renderBoard(board, game, shell);
  else board.replaceChildren();
  const { remote } = game.snap;
  document.body.dataset.remote = remote.mine ? "mine" : remote.over ? "over" : "waiting"; // for tests and styles
  if (!game.busy && (!remote.mine || remote.over)) {
    const panel = loaded.remote.remotePanel(game.snap, game.module.remoteNote?.(game.snap), game.unsaved);
    board.append(panel);
    // A new link to send is the one thing to do now: brought into sight once.
    if (remote.send && game.sendShown !== remote.send) panel.scrollIntoView({ block: "nearest" });
    game.sendShown = remote.send;
  }
  renderTopbar();
}

// A hint is offered on the player's own move: against the computer, or for the seat holding the
// phone in pass and play (never on the hand-off screen, where the next player has not taken it).
export const canHint = (game) => !!game && !game.remote && !game.busy && !game.handoff && game.snap.result === null && game.snap.actions.length > 0;

// Resigning is offered on the player's own move, in a game with a friend too: the resignation
// is the next link sent.
export const canResign = (game) => !!game && !game.busy && !game.handoff && game.snap.result === null && game.snap.actions.length > 0;

// Undo is the engine's offer (snap.undo): the last move was the player's, in this turn, and it
// showed nothing new. Never in a game with a friend by link, whose moves go to the friend.
export const canUndo = (game) => canHint(game) && game.snap.undo === true;

// The Undo button, where the Hint button goes (before it).
function showUndo(board) {
  if (!canUndo(currentGame())) return;
  (board.querySelector(".hand-label") || board.querySelector(".controls"))
    ?.append(h("button", { class: "btn small hint-btn undo-btn", id: "undo", type: "button", title: t("undo_label") }, t("undo")));
}

// The Hint button, at the right of the hand's label (by the thumb; the top bar has no room left
// beside a long title), or of the controls when the hand is not shown. The suggested move: its
// line in the place of the turn brief or the log bar (so the table keeps its height), else
// above the controls; and a glow where it is tapped.
function showHint(board) {
  const game = currentGame();
  const { hintButton, hintLine, markHint } = loaded.coach;
  if (canHint(game) && !game.hint) (board.querySelector(".hand-label") || board.querySelector(".controls"))?.append(hintButton());
  const line = hintLine(game);
  const spot = board.querySelector(".turn-brief, .logbar");
  if (line && spot) spot.replaceWith(line);
  else if (line) (board.querySelector(".controls") || board.firstChild)?.before(line);
  markHint(board, game);
}

// A guided game's step: its words above the turn brief (or the hint, or the log bar), and a glow
// on what to tap (web/guide.js).
function showGuide(board) {
  const game = currentGame();
  const line = guideLine(game);
  if (line) (board.querySelector(".hint-line, .turn-brief, .logbar, .controls") || board.firstChild)?.before(line);
  markGuide(board, game);
}

// Choosing a move hides the turn brief: the tray, with its own hint, takes its place. A brief
// the game keeps through the move (a guard chosen in the other side's turn) counts as read.
// A card chosen on the table is a step the phone's Back undoes, as a sheet is (web/nav.js).
export function select(key) {
  const game = currentGame();
  const had = !!game.selected;
  game.selected = key;
  if (key && game.brief) game.brief = game.module.keepsBrief?.(game.snap) ? { ...game.brief, read: game.brief.events.length } : null;
  if (!sheetOpen() && had !== !!key) (key ? pushSheet : popSheet)();
  renderGame();
}

export function hideBrief() {
  currentGame().brief = null;
  renderGame();
}

// Continue on a brief before a step's panel (web/table.js briefFirst): all of it read.
export function readBrief() {
  const { brief } = currentGame();
  if (brief) brief.read = brief.events.length;
  renderGame();
}

export function setResultShown(shown) {
  currentGame().showResult = shown;
  renderGame();
}

export function setLogOpen(open) {
  currentGame().logOpen = open;
  renderGame();
}
