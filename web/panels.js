// Bottom sheets every game shares: the block of legal plays under a large card, the share
// links, the in-game menu. Each function returns a render function for openSheet().
import { h } from "./dom.js";
import { t } from "./i18n.js";

// The buttons of what can be done with the card on show (each carries data-action-index).
export function actionsBlock(buttons) {
  if (!buttons.length) return null;
  return h("section", { class: "sheet-actions" },
    h("h3", {}, t("legal_plays")),
    buttons);
}

// A card large (detail() draws it) with what can be done with it (buttons()): both are drawn
// again when the language changes.
export function cardSheetOf(detail, buttons = () => []) {
  return () => ({ title: t("details"), body: [detail(), actionsBlock(buttons())] });
}

// A pile of cards, the latest on top; row(entry) draws one card's line.
export function pileSheetOf(title, cards, row) {
  return () => ({
    title: title(),
    body: cards.length
      ? h("ul", { class: "pile-list" }, cards.slice().reverse().map((entry) => h("li", {},
        h("button", { class: "pile-card", dataset: { card: entry.id } }, row(entry)))))
      : h("p", { class: "muted" }, t("pile_empty")),
  });
}

// --- share links ----------------------------------------------------------------------------

const linkTo = (fragment) => `${location.origin}${location.pathname}#${fragment}`;

async function copyLink(url, input, status) {
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = t("copied");
  } catch {
    input.select();
    status.textContent = t("copy_failed");
  }
}

function linkBlock(titleKey, noteKey, fragment) {
  const url = linkTo(fragment);
  const input = h("input", {
    class: "link-text", readonly: true, value: url, "aria-label": t(titleKey),
    onfocus: (event) => event.target.select(),
  });
  const status = h("p", { class: "copy-status", "aria-live": "polite" });
  return h("section", { class: "link-block" },
    h("h3", {}, t(titleKey)),
    h("p", { class: "muted" }, t(noteKey)),
    input,
    h("div", { class: "row" },
      navigator.share ? h("button", {
        class: "btn primary",
        onclick: () => navigator.share({ title: "Card Table", url }).catch(() => {}),
      }, t("send")) : null,
      h("button", { class: "btn", onclick: () => copyLink(url, input, status) }, t("copy"))),
    status);
}

export function shareSheet(snap) {
  const over = snap.result !== null;
  return () => ({
    title: t("share_title"),
    body: [
      over ? linkBlock("result_link", "result_note", snap.fragment) : null,
      linkBlock("challenge_link", "challenge_note", snap.challenge),
      over ? null : linkBlock("save_link", "save_note", snap.fragment),
    ],
  });
}

export function gameMenuSheet() {
  return () => ({
    title: t("menu"),
    body: h("div", { class: "menu-list" },
      h("button", { class: "btn wide", dataset: { menu: "log" } }, t("log")),
      h("button", { class: "btn wide", dataset: { menu: "rules" } }, t("rules")),
      h("button", { class: "btn wide", dataset: { menu: "share" } }, t("share")),
      h("button", { class: "btn wide", dataset: { menu: "home" } }, t("to_menu"))),
  });
}
