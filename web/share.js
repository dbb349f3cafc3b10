// The share sheet: each link the game can be shared as (a challenge with the same deal, the
// game itself, its replay, and once it is over the result with a headline), one at a time with
// its QR code. Send opens the phone's share menu where the browser has one, else copies.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { ownGame } from "./outcome.js";
import { qrCode } from "./qr.js";
import { paintSheet } from "./sheets.js";

export const linkTo = (fragment) => `${location.origin}${location.pathname}#${fragment}`;

// [key in snap.links, its tab, its heading, what it is for], in the order they are offered.
const KINDS = [
  ["result", "share_tab_result", "share_result", "share_result_note"],
  ["challenge", "share_tab_challenge", "share_challenge", "share_challenge_note"],
  ["save", "share_tab_save", "share_save", "share_save_note"],
  ["replay", "replay", "share_replay", "share_replay_note"],
];

// Copy text to the clipboard; where the Clipboard API is missing or refused, copy the link
// field's selection instead. True when something was copied.
async function copyText(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input.focus();
    input.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}

// Share {title, text, url} through the share menu, or (without one, or when it fails) copy it;
// say(message) reports a copy.
export async function sendLink({ title, text, url }, input, say, menu = true) {
  if (menu && navigator.share) {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if (error?.name === "AbortError") return; // the player closed the menu
    }
  }
  say(await copyText(text ? `${text}\n${url}` : url, input) ? t("copied_link") : t("copy_failed"));
}

// One link ready to send: its QR code, the link in a field, Send (the share menu, or a copy)
// and, where there is a share menu, Copy; `prefix` names the elements' ids ("share", "deck").
// foldQr: the QR code behind a tap, where the panel sits under a board it must not push away
// (a game by link: the link is most often sent from this phone's own chat app). copyOnly: a
// link the player keeps to themself (a game by link kept, web/remote.js): Copy only, second to
// the link to send beside it, with no share menu or QR code to hand it to anyone.
export function linkPanel({ url, title, text = "", label, heading, note, prefix, kind, foldQr = false, copyOnly = false }) {
  const menu = !!navigator.share && !copyOnly;
  const input = h("input", {
    class: "link-text", id: `${prefix}-url`, readonly: true, value: url, "aria-label": label,
    onfocus: (event) => event.target.select(),
  });
  const status = h("p", { class: "copy-status", id: `${prefix}-status`, "aria-live": "polite" });
  const say = (message) => {
    status.textContent = message;
  };
  const send = (menu) => sendLink({ title, text, url }, input, say, menu);
  const qr = copyOnly ? null : qrCode(url, t("qr_label", { link: label }), t("qr_too_long"));
  if (qr) qr.id = `${prefix}-qr`;
  return h("section", { class: `share-panel ${prefix}-share`, dataset: { kind } },
    h("h3", {}, heading),
    h("p", { class: "muted" }, note),
    text ? h("p", { class: "share-headline", id: `${prefix}-headline` }, text) : null,
    foldQr ? null : qr,
    input,
    h("div", { class: "row share-buttons" },
      h("button", { class: copyOnly ? "btn" : "btn primary", id: `${prefix}-send`, onclick: () => send(menu) },
        menu ? t("send") : t("copy_link")),
      menu ? h("button", { class: "btn", id: `${prefix}-copy`, onclick: () => send(false) }, t("copy")) : null),
    status,
    foldQr && qr ? h("details", { class: "qr-fold" }, h("summary", {}, t("qr_show")), qr) : null);
}

// game: the game in progress ({snap, module}).
export function shareSheet(game) {
  const { snap, module } = game;
  const kinds = KINDS.filter(([key]) => snap.links?.[key]);
  let chosen = kinds[0][0];
  const choose = (key) => {
    chosen = key;
    paintSheet();
  };
  return () => {
    const [key, , titleKey, noteKey] = kinds.find(([k]) => k === chosen);
    const headline = key === "result" ? module.outcome(ownGame(snap), snap).headline : "";
    return {
      title: t("share_title"),
      body: [
        kinds.length > 1 ? h("div", { class: "segmented wide share-tabs", role: "tablist" },
          kinds.map(([k, tab]) => h("button", {
            class: k === key ? "on" : "", role: "tab", "aria-selected": String(k === key),
            dataset: { shareKind: k }, onclick: () => choose(k),
          }, t(tab)))) : null,
        linkPanel({
          url: linkTo(snap.links[key]), title: "Card Table", text: headline, label: t(titleKey),
          heading: t(titleKey), note: t(noteKey), prefix: "share", kind: key,
        }),
      ],
    };
  };
}
