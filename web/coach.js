// The coach on screen (issue 13): a hint on the table, the hints mark on the result card, and
// the review of a finished game in the replay viewer. The engine's search does the judging
// (py/cardtable/coach.py); this draws what it says, in the game's own words for a move (each
// game module's moveText) and on the element the player would tap (its hintKey, or the button
// carrying the action's index). app.js sends the requests.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { passAndPlay, seatName } from "./seats.js";

const percent = (chance) => Math.round(chance * 100);

// --- a hint ---------------------------------------------------------------------------------

// The hint's line above the table: the move in words and its estimated win chance.
export function hintLine(game) {
  const { hint } = game;
  if (!hint) return null;
  const move = game.module.moveText(game.snap.actions[hint.index], game.view, game);
  return h("p", {
    class: "hint-line", id: "hint-line", role: "status", dataset: { index: hint.index, chance: hint.chance },
  }, h("b", {}, t("hint_line", { move, pct: percent(hint.chance) })), " ", h("small", {}, t("hint_where")));
}

// Mark where the hinted move is tapped: the button or tile carrying its index when the table
// shows one (a target glows once its card is chosen), else the card or unit it starts from.
export function markHint(board, game) {
  const { hint } = game;
  if (!hint || game.busy) return;
  const action = game.snap.actions[hint.index];
  const buttons = board.querySelectorAll(`[data-action-index="${hint.index}"]`);
  const source = game.module.hintKey(action);
  const marked = buttons.length ? [...buttons]
    : source && source !== game.selected ? [...board.querySelectorAll(`[data-key="${source}"]`)] : [];
  for (const el of marked) el.dataset.hinted = "";
}

// --- the result card ------------------------------------------------------------------------

// The result layer with a Review button and, when hints were used, a line saying so.
export function withCoaching(layer, game) {
  const actions = layer.querySelector(".result-actions");
  if (!actions) return layer;
  if (game.snap.options.h) actions.before(hintsUsed("hints-used"));
  actions.prepend(h("button", { class: "btn", id: "review-game", dataset: { result: "review" } }, t("review")));
  return layer;
}

export const hintsUsed = (id) => h("p", { class: "hints-used", id }, `💡 ${t("hints_used")}`);

// --- the review -----------------------------------------------------------------------------
// review: {positions, done, found: [verdicts with a mark], running} (app.js runs it step by
// step); game: the replay on screen. on: {start, stop, seek(position), better(verdict)}.

const markOrder = (review) => review.found.slice().sort((a, b) => a.position - b.position);

export function reviewPanel(review, game, on) {
  if (!review && game.snap.final.result === null) return null; // only a finished game is reviewed
  const body = !review ? notStarted(on)
    : review.running ? progress(review, on)
      : results(review, game, on);
  return h("section", { class: "review-panel", id: "review-panel", "aria-label": t("review_title") },
    h("h3", {}, t("review_title")), body);
}

function notStarted(on) {
  return [h("p", { class: "muted small" }, t("review_about")),
    h("button", { class: "btn primary wide", id: "review-start", onclick: on.start }, t("review_start"))];
}

function progress(review, on) {
  const total = review.positions.length;
  const n = Math.min(review.done + 1, total);
  return h("div", { class: "review-progress" },
    h("label", { for: "review-bar" }, t("review_progress", { n, total })),
    h("progress", { id: "review-bar", max: Math.max(total, 1), value: review.done }),
    h("button", { class: "btn", id: "review-stop", onclick: on.stop }, t("review_stop")));
}

function results(review, game, on) {
  const total = review.positions.length;
  const found = markOrder(review);
  const stopped = review.done < total;
  const position = game.snap.position;
  const here = found.find((v) => v.position === position);
  const before = found.filter((v) => v.position < position).at(-1);
  const after = found.find((v) => v.position > position);
  return [
    stopped ? h("p", { class: "review-stopped" }, t("review_stopped", { n: review.done, total }),
      " ", h("button", { class: "btn small", id: "review-resume", onclick: on.start }, t("review_again"))) : null,
    h("p", { class: "review-summary", id: "review-summary" }, found.length
      ? t("review_found", { n: found.length, total: review.done }) : t("review_none", { total: review.done })),
    found.length ? h("div", { class: "review-jumps" },
      h("button", { class: "btn", id: "review-prev", disabled: !before, onclick: () => on.seek(before.position) }, t("review_prev")),
      h("button", { class: "btn", id: "review-next", disabled: !after, onclick: () => on.seek(after.position) }, t("review_next"))) : null,
    here ? hereNote(here, game, on) : null,
    found.length ? h("ol", { class: "review-list", id: "review-list" }, found.map((v) => verdictItem(v, game, on, v === here))) : null,
    h("p", { class: "muted small review-sure" }, t("review_sure")),
  ];
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
    h("b", {}, `${t(`mark_${verdict.mark}`)} · ${t("review_move_n", { n: verdict.position + 1 })}${who}`),
    h("span", {}, t("review_played", { move: moveWords(verdict, verdict.played_move, game) })),
    h("span", {}, t("review_better", { move: moveWords(verdict, verdict.best_move, game) })),
    h("small", {}, t("review_drop", {
      from: percent(verdict.best_chance), to: percent(verdict.chance), drop: percent(verdict.drop), margin: percent(verdict.margin),
    }))));
}
