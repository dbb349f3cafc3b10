// The defender's guard step: for the attack the engine asks about (view.attack.pending), the
// defender taps one of its warriors or "No guard", reads what that would do, and confirms.
//
// The outcome shown is the engine's: it strikes the attacks before this one and then this one
// on a copy of the board (attack and guard skills, armour and breakthrough included), so each
// forecast starts from the HP the attacks before it leave, and the page only words it.
import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { logButton } from "../../table.js";
import { cardName } from "./cards.js";

export function pendingAttacker(view) {
  const uid = view.attack.pending;
  if (uid === null || uid === undefined) return null;
  for (const side of view.seats) {
    const found = side.frontline.find((w) => w.uid === uid);
    if (found) return found;
  }
  return null;
}

const placeWord = (place) => t(`fl_place_${place}`);

// What the attack does to the base it is aimed at: `hp` is [before, after] from the engine.
function baseOutcome(place, hp) {
  const [from, to] = hp;
  if (to >= from) return [t("fl_prev_base_safe", { place: placeWord(place) })];
  const lines = [t("fl_prev_base", { place: placeWord(place), n: from - to, from, to })];
  if (to === 0) lines.push(t(place === "city" ? "fl_prev_city_breaks" : "fl_prev_hq_falls"));
  return lines;
}

// The preview lines for the chosen guard action (its guard `guard`, null for none), worded
// from the engine's outcome of the attack (no guard in it: the guard will have left before
// this attack strikes, which then hits the base).
function previewLines(chosen, guard) {
  const { outcome } = chosen;
  const place = outcome.base;
  if (!guard || !outcome.guard) return baseOutcome(place, outcome[place]);
  const name = cardName(guard.id);
  const hit = outcome.guard;
  const lines = hit.left > 0
    ? [t("fl_prev_holds", { card: name, n: hit.taken, rest: hit.left })]
    : [t("fl_prev_falls", { card: name, n: hit.taken })];
  const [from, to] = outcome[place];
  if (to < from) lines.push(t("fl_prev_breakthrough"));
  return lines.concat(baseOutcome(place, outcome[place]));
}

// The attacks a lock-on aims at your warriors: no guard takes them, so the guard step names
// them (a newcomer choosing guards saw only a ◎ on the warrior about to be struck).
function lockedOnYours(ctx) {
  const mine = ctx.view.seats[ctx.me].frontline;
  const theirs = ctx.view.seats[1 - ctx.me].frontline;
  return Object.entries(ctx.view.attack.locks).flatMap(([uid, target]) => {
    const aimed = mine.find((w) => w.uid === target);
    const by = theirs.find((w) => w.uid === Number(uid));
    return aimed && by ? [t("fl_guard_locked", { card: cardName(by.id), n: by.power, target: cardName(aimed.id) })] : [];
  });
}

function heading(ctx, attacker) {
  const { attackers } = ctx.view.attack;
  const side = ctx.view.seats[ctx.me];
  const locked = lockedOnYours(ctx);
  return [
    h("p", { class: "guard-head" },
      logButton(ctx.game),
      h("b", {}, t("fl_guard_attack", { i: attackers.indexOf(attacker.uid) + 1, n: attackers.length })),
      " ",
      t("fl_guard_aimed", { card: cardName(attacker.id), n: attacker.power, place: placeWord(side.target) })),
    locked.length ? h("ul", { class: "guard-locks", id: "guard-locks" }, locked.map((line) => h("li", {}, line))) : null,
  ];
}

// The panel above the hand during the guard step; `chosen` is the guard action picked (its
// source the guarding warrior, or none for "No guard"), not yet confirmed.
export function guardPanel(ctx, chosen) {
  const attacker = pendingAttacker(ctx.view);
  if (!attacker) return null;
  const side = ctx.view.seats[ctx.me];
  if (!chosen) {
    return h("section", { class: "guard-panel", id: "guard-panel" },
      heading(ctx, attacker),
      h("p", { class: "muted small" }, t("fl_guard_hint")));
  }
  const guard = chosen.source ? side.frontline.find((w) => w.uid === chosen.source.uid) : null;
  return h("section", { class: "guard-panel chosen", id: "guard-panel" },
    heading(ctx, attacker),
    h("div", { class: "preview", id: "guard-preview" },
      h("b", { class: "preview-tag" }, t("preview")),
      h("ul", {}, previewLines(chosen, guard).map((line) => h("li", {}, line))),
      h("p", { class: "muted small" }, t("fl_preview_note"))),
    h("div", { class: "guard-buttons" },
      h("button", { class: "btn ghost", id: "deselect", "aria-label": t("cancel") }, "✕"),
      h("button", { class: "btn primary", id: "confirm-guard", dataset: { actionIndex: chosen.index } },
        guard ? t("fl_confirm_guard", { card: cardName(guard.id) }) : t("fl_confirm_no_guard"))));
}
