// Playing a card from the hand: its legal plays grouped by target, and the payment panel. The
// engine lists one play per way to pay (player.py: the most rests first, then the extended
// play); the page preselects the first, lets the player pick another, and one confirm tap
// (#confirm-play) sends that play's index. It shows how many cards each way rests and flips
// (the engine's describe_action says so) and what is left afterwards; which cards turn is the
// engine's business.
import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { card, cardName, className } from "./cards.js";

// "c<uid>" for a play aimed at that character, "none" for a play without a target.
export const aimKey = (action) => (action.target ? `c${action.target.uid}` : "none");

// The plays of one card by target, each list in the engine's order.
export function playsByTarget(actions) {
  const groups = new Map();
  for (const action of actions) {
    if (action.kind !== "play") continue;
    const key = aimKey(action);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(action);
  }
  return groups;
}

// A way to pay, in a few words: "Rest 3 · Flip 1", "3 life instead".
export function payLabel(action) {
  const pay = action.pay;
  if (pay.alt) return t(`dl_alt_${pay.alt.pay}`, { n: pay.alt.amount });
  const parts = [];
  if (pay.rest) parts.push(t("dl_rest_n", { n: pay.rest }));
  if (pay.flip) parts.push(t("dl_flip_n", { n: pay.flip }));
  return parts.length ? parts.join(" · ") : t("dl_free");
}

// What the dimension zone can pay now ({flip, rest}, the view's can_pay), in words: the total
// first, since that is what a cost is set against (each card pays 1 by resting and 1 by being
// flipped, payment.py), then the two ways it is made of.
export const canPayText = (key, { flip, rest }, params = {}) => t(key, { n: flip + rest, flip, rest, ...params });

// What the chosen way leaves: the dimension zone's resting and flipping, life, the underworld.
function afterLines(action, side) {
  const pay = action.pay;
  if (pay.alt?.pay === "life") {
    return [t("dl_after_life", { from: side.life, to: side.life - pay.alt.amount })];
  }
  if (pay.alt) {
    return [t("dl_after_seal", { n: pay.alt.amount, from: side.underworld.length, to: side.underworld.length - pay.alt.amount })];
  }
  const { rest, flip } = side.can_pay;
  return [canPayText("dl_after_dim", { rest: rest - pay.rest, flip: flip - pay.flip })];
}

const VERBS = { character: "dl_verb_summon", equipment: "dl_verb_equip", barrier: "dl_verb_barrier", fortress: "dl_verb_fortress" };

export function playVerb(cls) {
  return t(VERBS[cls] || "dl_verb_play");
}

// The panel for one card and one target: the ways to pay as a choice (data-pay), the chosen
// one's effect, and the confirm button. chosen is the index in group.
export function payPanel({ entry, group, chosen, side, targetName }) {
  const def = card(entry.id);
  const action = group[chosen] || group[0];
  const many = group.length > 1;
  return h("section", { class: "dol-panel pay-panel", id: "pay-panel", dataset: { key: `h${entry.uid}` } },
    h("div", { class: "tray-row" },
      h("div", { class: "tray-text" },
        h("b", {}, cardName(entry.id), targetName ? h("span", { class: "aim-name" }, ` → ${targetName}`) : null),
        h("small", { class: "pay-cost" }, `${className(def.class)} · ${canPayText("dl_cost_vs", side.can_pay, { cost: def.cost })}`)),
      h("button", { class: "btn ghost", id: "selected-details", "aria-label": t("details") }, "ⓘ"),
      h("button", { class: "btn ghost", id: "deselect", "aria-label": t("cancel") }, "✕")),
    h("div", { class: "pay-choice", role: "radiogroup", "aria-label": t("dl_pay_with") },
      h("span", { class: "pay-label" }, many ? t("dl_pay_with") : t("dl_pay_only")),
      group.map((a, i) => h("button", {
        class: `pay-option${i === chosen ? " on" : ""}${a.pay.alt ? " alt" : ""}`,
        role: "radio", "aria-checked": String(i === chosen), dataset: { pay: i, payIndex: a.index },
      }, payLabel(a)))),
    h("p", { class: "pay-after muted small" }, afterLines(action, side).join(" ")),
    h("button", { class: "btn primary wide-confirm", id: "confirm-play", dataset: { actionIndex: action.index } },
      `${playVerb(def.class)} · ${payLabel(action)}`));
}

// On the dimension zone while a payment is chosen: how many cards it rests and flips.
export function payBadge(action) {
  if (!action || action.pay.alt) return null;
  return h("span", { class: "pay-badge", id: "pay-badge" }, `− ${payLabel(action)}`);
}
