// Pass and play: whenever the seat to act changes, a hand-off screen (#handoff) covers the
// table, with no hand drawn at all, until the player it names taps Ready (#handoff-ready). It
// lists what happened since that player last had the phone. A game keeps these fields on its
// game in progress (handoffFields) and says why the phone changes hands (its "step").
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { passAndPlay, seatName } from "./seats.js";

const RECENT_LINES = 10;

// The fields a game in progress starts with (module.begin): the hand-off on screen, the seat
// whose board is on screen, how many log lines each seat has seen, the turn each seat last saw.
export function handoffFields(snap) {
  return { handoff: null, shownSeat: passAndPlay(snap) ? null : snap.viewer, seen: {}, entriesBefore: 0, turnSeen: {} };
}

// module.received: the lines so far are the ones the seat on screen has seen.
export function noteEntries(game) {
  game.entriesBefore = game.entries.length;
}

// module.settle: a seat that is not the one on screen gets the phone handed over first;
// stepOf(snap, game) names why (a data-step on #handoff).
export function settleHandoff(game, stepOf) {
  const { snap } = game;
  if (!passAndPlay(snap) || snap.result !== null) {
    game.handoff = null;
    game.shownSeat = snap.viewer;
    return;
  }
  if (snap.to_move === game.shownSeat || game.handoff?.seat === snap.to_move) return;
  if (game.shownSeat !== null) game.seen[game.shownSeat] = game.entriesBefore;
  game.handoff = { seat: snap.to_move, step: stepOf(snap, game), from: game.seen[snap.to_move] ?? 0 };
}

// The player who takes the phone gets a turn brief of what happened since they last had it.
export function handoffReady(game, shell) {
  game.brief = { events: game.entries.slice(game.handoff.from).map((entry) => entry.ev), read: 0 };
  game.shownSeat = game.handoff.seat;
  game.turnSeen[game.shownSeat] = game.snap.turn;
  game.handoff = null;
  shell.select(null);
}

// The screen: subtitle (the seat's side, under its name) and why (the reason line) come from
// the game; lineOf(entry, game) puts its log lines into words.
export function handoffScreen(game, { subtitle, why, lineOf }) {
  const { seat, step, from } = game.handoff;
  const player = seatName(seat, game.snap);
  const recent = game.entries.slice(Math.max(from, game.entries.length - RECENT_LINES));
  return h("section", { id: "handoff", class: `handoff step-${step}`, dataset: { seat, step } },
    h("div", { class: "handoff-card" },
      h("p", { class: "kicker" }, t("pnp")),
      h("h2", {}, t("pass_to", { player })),
      h("p", { class: "handoff-faction" }, subtitle),
      h("p", { class: "handoff-why" }, why),
      recent.length ? h("section", { class: "handoff-recent" },
        h("h3", {}, t("since_last")),
        h("ol", { class: "log-lines" }, recent.map((entry) => {
          const line = lineOf(entry, game);
          return h("li", { class: line.kind }, line.text);
        }))) : null,
      h("p", { class: "muted small" }, t("handoff_note", { player })),
      h("button", { class: "btn primary big", id: "handoff-ready" }, t("handoff_ready", { player }))));
}
