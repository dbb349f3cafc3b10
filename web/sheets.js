// One modal bottom sheet at a time (card view, piles, share, in-game menu), and the message
// card for errors. Both re-render on a language switch because they keep their render function.
// An open sheet is an entry in the browser's history (web/nav.js), so the phone's Back closes it.
import { $, h, replace } from "./dom.js";
import { t } from "./i18n.js";
import { popSheet, pushSheet } from "./nav.js";

let renderSheet = null;
let lastFocus = null;

// render() -> {title, body}; onClick(event) handles taps inside the sheet's body.
export function openSheet(render) {
  if (!renderSheet) {
    lastFocus = document.activeElement;
    pushSheet();
  }
  renderSheet = render;
  paintSheet();
  $("#sheet-layer").hidden = false;
  $("#sheet-close").focus({ preventScroll: true });
}

export const sheetOpen = () => !!renderSheet;

// What else the sheet's history entry stands for (a card chosen on the table, web/game-screen.js):
// while it does, closing the sheet leaves the entry.
let entryKept = () => false;
export function keepEntryWhile(test) {
  entryKept = test;
}

// Closed by a tap (close, scrim, Escape, a play chosen): its history entry goes too.
export function closeSheet() {
  if (!renderSheet) return;
  hideSheet();
  if (!entryKept()) popSheet();
}

// Closed by Back (its entry is gone already) or by a screen taking its entry's place.
export function hideSheet() {
  dropMessageEntry();
  if (!renderSheet) return;
  renderSheet = null;
  $("#sheet-layer").hidden = true;
  replace($("#sheet-body"));
  lastFocus?.focus?.({ preventScroll: true });
}

export function paintSheet() {
  if (!renderSheet) return;
  const { title, body } = renderSheet();
  $("#sheet-title").textContent = title;
  replace($("#sheet-body"), body);
  $("#sheet-close").setAttribute("aria-label", t("close"));
}

// The error card: #message holds the translated text; actions are [{label, run, primary}].
// A question the player asked for (askBack) is an entry in the history, as a sheet is, so Back
// closes it instead of leaving the app.
let renderMessage = null;
let messageEntry = false;

export function showMessage(render, { askBack = false } = {}) {
  if (askBack && !renderMessage && !renderSheet) {
    messageEntry = true;
    pushSheet();
  }
  renderMessage = render;
  paintMessage();
  $("#message-layer").hidden = false;
}

function hideMessage() {
  renderMessage = null;
  $("#message-layer").hidden = true;
}

// The message render drew goes, if it still shows (not one shown since).
export function hideMessageOf(render) {
  if (renderMessage === render) hideMessage();
}

// Closed by Back (its entry is gone already) or by a screen taking its entry's place.
function dropMessageEntry() {
  if (!messageEntry) return;
  messageEntry = false;
  hideMessage();
}

export function paintMessage() {
  if (!renderMessage) return;
  const { title, text, detail, actions } = renderMessage();
  $("#message-title").textContent = title;
  $("#message").textContent = text;
  $("#message-detail").textContent = detail || "";
  replace($("#message-actions"), actions.map((action) => h("button", {
    class: `btn${action.primary ? " primary" : ""}`,
    onclick: () => {
      hideMessage();
      if (messageEntry) {
        messageEntry = false;
        popSheet();
      }
      action.run();
    },
  }, action.label)));
}
