// The guided first game (issue 27): on a game's setup screen, the offer (the first time the game
// is opened) or a way back to it; on the table, the step's words and a glow on what to tap. The
// guide is the engine's (py/cardtable/guides.py): every snapshot of a guided game carries
// `guide` ({step, steps, say: {en, zh, ja}, index} or, right after the last step, {done, say}),
// and the page only shows it. A tap on another move gets a gentle word instead of being sent
// (`offGuide`); leaving works as in any game, and Continue comes back to the same step.
import { h, store } from "./dom.js";
import { pick, t } from "./i18n.js";
import { tapSpots } from "./table.js";

const seenKey = (game) => `cardtable.${game}.guided`;

// The setup screen's entry: the offer, until the player takes it or says no thanks; then one
// quiet button, so the guide is always there.
export function guidePanel(game) {
  if (store.get(seenKey(game))) {
    return h("p", { class: "guide-again" },
      h("button", { class: "btn", id: "guide-start", dataset: { guideGame: game } }, t("guide_again")));
  }
  return h("section", { class: "panel guide-offer", id: "guide-offer" },
    h("h3", {}, t("guide_offer_title")),
    h("p", {}, t("guide_offer_text")),
    h("div", { class: "guide-offer-actions" },
      h("button", { class: "btn primary", id: "guide-start", dataset: { guideGame: game } }, t("guide_start")),
      h("button", { class: "btn ghost", id: "guide-dismiss", dataset: { guideGame: game } }, t("guide_dismiss"))));
}

// The offer answered either way: it does not come back on its own.
export const guideSeen = (game) => store.set(seenKey(game), "1");

// The step's words above the turn brief (or the log bar): step n of all, what to tap and why;
// after a wrong tap, a gentle word first. Not while the other side's moves play back: "your
// turn again" showed over the computer's turn.
export function guideLine(game) {
  const guide = game.snap.guide;
  if (!guide || game.snap.result !== null || game.playing) return null;
  return h("section", { class: "guide-line", id: "guide-line", role: "status", dataset: { step: guide.step, done: guide.done ? "1" : "" } },
    h("b", {}, guide.done ? t("guide_done") : t("guide_step", { n: guide.step + 1, total: guide.steps })),
    game.guideMissed ? h("span", { class: "guide-missed", id: "guide-missed" }, t("guide_missed")) : null,
    h("span", { class: "guide-say" }, pick(guide.say)));
}

// The move to make glows where it is tapped (web/table.js tapSpots).
export function markGuide(board, game) {
  const index = game.snap.guide?.index;
  if (index == null || game.busy) return;
  for (const el of tapSpots(board, game, index)) el.dataset.guided = "";
}

// A move the guide does not ask for now: true when it is held back (the caller sends nothing).
export function offGuide(game, index) {
  const wanted = game.snap.guide?.index;
  game.guideMissed = wanted != null && index !== wanted;
  return game.guideMissed;
}
