// The replay viewer: a game's moves one step at a time on the game's own table, drawn
// read-only (the engine offers no actions in a replay), with the step's log lines, the final
// result, the step controls and "Play from here". The engine answers each step (op "seek");
// web/replay-view.js sends the requests and draws the board into the screen built here.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { lengthOf } from "./outcome.js";

// What a game's table renderer needs of a game in progress, for the replay step in snap. prev is
// the step shown before: when it is the one just before, the game's memory of the table (which
// card is where) carries over, so this step's log lines name the cards they are about.
export function replayGame(module, snap, prev) {
  const board = { ...snap, actions: [] };
  const carry = prev?.id === snap.game && prev.snap.position === snap.position - 1;
  const game = carry ? prev : {
    id: snap.game, module, entries: [], selected: null, busy: false, logOpen: false,
    showResult: false, flash: null, queue: [], timer: 0, ...module.begin(board, true),
  };
  game.snap = board;
  game.view = snap.view;
  module.received?.(game, "replay");
  game.entries = snap.log.map((ev) => module.read(game, ev));
  module.settle?.(game);
  game.handoff = null; // a replay is watched, not handed round
  return game;
}

function finalText(game) {
  const { final, viewer } = game.snap;
  if (final.result === null) return t("replay_unfinished", { length: lengthOf(final.length) });
  const outcome = game.module.outcome({ result: final.result, length: final.length, score: null, seat: viewer }, game.snap);
  return `${t("replay_final")} ${outcome.title} · ${outcome.detail}`;
}

function stepButton(id, icon, label, disabled, onSeek, to) {
  return h("button", { class: "btn ghost replay-step", id, "aria-label": label, title: label, disabled, onclick: () => onSeek(to) }, icon);
}

// board: the table already drawn; onSeek(n) asks for step n, onBranch() plays on from the step
// shown; strip: what the panel shows under the step controls, below: what follows the panel
// (the review's, web/coach.js).
export function replayScreen(game, board, { onSeek, onBranch }, { strip = null, below = null } = {}) {
  const { position, total } = game.snap;
  const lines = game.entries.map((entry) => {
    const line = game.module.lineOf(entry, game);
    return h("li", { class: line.kind }, line.text);
  });
  const counter = h("b", { class: "replay-counter", id: "replay-counter" }, `${position} / ${total}`);
  return h("div", { class: "replay", id: "replay" },
    board,
    h("section", { class: "replay-panel", "aria-label": t("replay") },
      h("div", { class: "replay-head" },
        h("p", { class: "replay-where" }, counter, h("span", { class: "replay-final", id: "replay-final" }, finalText(game))),
        h("button", {
          class: "btn primary replay-branch", id: "replay-branch", disabled: game.snap.result !== null, onclick: onBranch,
        }, t("replay_branch"))),
      h("ol", { class: "log-lines replay-log", id: "replay-log", "aria-live": "polite", tabindex: 0, "aria-label": t("log") },
        lines.length ? lines : h("li", { class: "muted" }, t("replay_quiet"))),
      h("div", { class: "replay-controls" },
        stepButton("replay-first", "|◀\uFE0E", t("replay_first"), position === 0, onSeek, 0),
        stepButton("replay-prev", "◀\uFE0E", t("replay_prev"), position === 0, onSeek, position - 1),
        h("input", {
          type: "range", class: "replay-slider", id: "replay-slider", min: 0, max: total, step: 1, value: position,
          "aria-label": t("replay_step"),
          // While dragging only the counter follows; the step is asked for on release (the
          // screen is drawn again with the answer, which would end the drag).
          oninput: (event) => {
            counter.textContent = `${event.target.value} / ${total}`;
          },
          onchange: (event) => onSeek(Number(event.target.value)),
        }),
        stepButton("replay-next", "▶\uFE0E", t("replay_next"), position === total, onSeek, position + 1),
        stepButton("replay-last", "▶\uFE0E|", t("replay_last"), position === total, onSeek, total)),
      strip),
    below);
}
