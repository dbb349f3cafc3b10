// The coach on screen (issue 13): a hint on the table, the hints mark on the result card, and
// the review of a finished game in the replay viewer. The engine's search does the judging
// (py/cardtable/coach.py); this draws what it says, in the game's own words for a move (each
// game module's moveText) and on the element the player would tap (its hintKey, or the button
// carrying the action's index). web/play.js and web/replay-view.js send the requests.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { passAndPlay, seatName } from "./seats.js";
import { tapSpots } from "./table.js";

const percent = (chance) => Math.round(chance * 100);

// --- a hint ---------------------------------------------------------------------------------

export const hintButton = () => h("button", { class: "btn small hint-btn", id: "hint", type: "button", title: t("hint_label") }, t("hint"));

// The hint's line above the table: the move in words and its estimated win chance.
export function hintLine(game) {
  const { hint } = game;
  if (!hint) return null;
  const move = game.module.moveText(game.snap.actions[hint.index], game.view, game);
  return h("p", {
    class: "hint-line", id: "hint-line", role: "status", dataset: { index: hint.index, chance: hint.chance },
  }, h("b", {}, t("hint_line", { move, pct: percent(hint.chance) })), " ", h("small", {}, t("hint_where")));
}

// Mark where the hinted move is tapped (web/table.js tapSpots; a target glows once its card
// is chosen).
export function markHint(board, game) {
  const { hint } = game;
  if (!hint || game.busy) return;
  for (const el of tapSpots(board, game, hint.index)) el.dataset.hinted = "";
}

// --- the result card ------------------------------------------------------------------------

// The result layer with a Review button beside Watch replay and a line for each mark of how the
// game was played: who resigned, hints used, a move taken back.
export function withCoaching(layer, game) {
  const actions = layer.querySelector(".result-actions");
  if (!actions) return layer;
  const { snap } = game;
  if (Number.isInteger(snap.resigned)) actions.before(h("p", { class: "resigned", id: "resigned" }, t("resigned_by", { who: seatName(snap.resigned, snap) })));
  if (snap.options.h) actions.before(hintsUsed("hints-used"));
  if (snap.options.u) actions.before(undoUsed("undo-used"));
  const review = h("button", { class: "btn", id: "review-game", dataset: { result: "review" } }, t("review"));
  const replay = actions.querySelector("#watch-replay");
  if (replay) replay.after(review);
  else actions.append(review);
  return layer;
}

// "Hints were used", on a result card (tag p) or a rival's side of it (span); and "A move was
// taken back", likewise.
export const hintsUsed = (id, tag = "p") => h(tag, { class: "hints-used", id }, t("hints_used"));
export const undoUsed = (id, tag = "p") => h(tag, { class: "hints-used undo-used", id }, t("undo_used"));

// --- the review -----------------------------------------------------------------------------
// review: {positions, done, found: [verdicts with a mark], running} (web/replay-view.js runs it
// step by step); game: the replay on screen; on: {start, stop, seek(position), better(verdict)}.
// The viewer's panel stays at the bottom of the screen, so what sits in it is short: the way to
// start, the progress and Stop, then the jumps between marked moves and, at a marked step, the
// better move to play; the list of marked moves follows the panel in the page.

const byPosition = (review) => review.found.slice().sort((a, b) => a.position - b.position);

// What the viewer's panel shows of the review; null for a game that is not over.
export function reviewStrip(review, game, on) {
  if (!review && game.snap.final.result === null) return null;
  if (!review) return h("button", { class: "btn wide review-open", id: "review-start", onclick: on.start }, t("review_start"));
  if (review.running) return progress(review, on);
  const found = byPosition(review);
  const position = game.snap.position;
  const here = found.find((v) => v.position === position);
  const before = found.filter((v) => v.position < position).at(-1);
  const after = found.find((v) => v.position > position);
  return h("div", { class: "review-strip", id: "review-strip" },
    before || after ? h("div", { class: "review-jumps" },
      h("button", { class: "btn", id: "review-prev", disabled: !before, onclick: () => on.seek(before.position) }, t("review_prev")),
      h("button", { class: "btn", id: "review-next", disabled: !after, onclick: () => on.seek(after.position) }, t("review_next"))) : null,
    here ? hereNote(here, game, on) : null,
    h("button", { class: "link review-goto", dataset: { goto: "review-panel" } }, summary(review, found)));
}

function progress(review, on) {
  const total = review.positions.length;
  const n = Math.min(review.done + 1, total);
  return h("div", { class: "review-progress", id: "review-progress" },
    h("label", { for: "review-bar" }, t("review_progress", { n, total })),
    h("progress", { id: "review-bar", max: Math.max(total, 1), value: review.done }),
    h("button", { class: "btn", id: "review-stop", onclick: on.stop }, t("review_stop")));
}

const summary = (review, found) => (found.length
  ? t("review_found", { n: found.length, total: review.done }) : t("review_none", { total: review.done }));

// Below the panel: the review's results, each marked move a way to its step.
export function reviewPanel(review, game, on) {
  if (!review && game.snap.final.result === null) return null;
  const found = review ? byPosition(review) : [];
  const stopped = review && !review.running && review.done < review.positions.length;
  const position = game.snap.position;
  return h("section", { class: "review-panel", id: "review-panel", "aria-label": t("review_title") },
    h("h3", {}, t("review_title")),
    !review ? h("p", { class: "muted small" }, t("review_about")) : null,
    stopped ? h("p", { class: "review-stopped" }, t("review_stopped", { n: review.done, total: review.positions.length }),
      " ", h("button", { class: "btn small", id: "review-resume", onclick: on.start }, t("review_again"))) : null,
    review && !review.running ? h("p", { class: "review-summary", id: "review-summary" }, summary(review, found)) : null,
    found.length ? h("ol", { class: "review-list", id: "review-list" },
      found.map((v) => verdictItem(v, game, on, v.position === position))) : null,
    review ? h("p", { class: "muted small review-sure" }, t("review_sure")) : null);
}

const moveWords = (verdict, move, game) => game.module.moveText(move, verdict.view, game);

// The decision on screen is a marked one: what was better, and a way to play it.
function hereNote(verdict, game, on) {
  return h("div", { class: "review-here", id: "review-here" },
    h("p", {}, t("review_here", {
      mark: t(`mark_${verdict.mark}`), played: moveWords(verdict, verdict.played_move, game), best: moveWords(verdict, verdict.best_move, game),
    })),
    h("button", { class: "btn primary wide", id: "review-play-better", onclick: () => on.better(verdict) }, t("review_play_better")));
}

// One marked decision: a tap shows its step in the viewer.
function verdictItem(verdict, game, on, current) {
  const who = passAndPlay(game.snap) ? ` · ${seatName(verdict.seat, game.snap)}` : "";
  return h("li", {},
    h("button", {
      class: `review-item mark-${verdict.mark}${current ? " current" : ""}`, dataset: { position: verdict.position, mark: verdict.mark },
      "aria-current": current ? "step" : null, onclick: () => on.seek(verdict.position),
    },
    // Numbered as the viewer's step counter numbers the board it shows: the one the decision
    // was taken on (a newcomer saw "Move 5" beside the counter's "4 / 24").
    h("b", {}, `${t(`mark_${verdict.mark}`)} · ${t("review_move_n", { n: verdict.position })}${who}`),
    h("span", {}, t("review_played", { move: moveWords(verdict, verdict.played_move, game) })),
    h("span", {}, t("review_better", { move: moveWords(verdict, verdict.best_move, game) })),
    h("small", {}, t("review_drop", {
      from: percent(verdict.best_chance), to: percent(verdict.chance), drop: percent(verdict.drop), margin: percent(verdict.margin),
    }))));
}
