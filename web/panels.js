// Bottom sheets every game shares: the block of legal plays under a large card, the in-game
// menu (the share sheet is web/share.js). Each function returns a render function for
// openSheet().
import { h } from "./dom.js";
import { t } from "./i18n.js";

// The buttons of what can be done with the card on show (each carries data-action-index).
export function actionsBlock(buttons) {
  if (!buttons.length) return null;
  return h("section", { class: "sheet-actions" },
    h("h3", {}, t("legal_plays")),
    buttons);
}

// A card large (detail() draws it) with what can be done with it (buttons()), or, when nothing
// can, why (why(): the engine's reason in words, "" for none): all drawn again when the
// language changes.
export function cardSheetOf(detail, buttons = () => [], why = () => "") {
  return () => {
    const shown = buttons();
    const reason = shown.length ? "" : why();
    return { title: t("details"), body: [detail(), actionsBlock(shown), reason ? h("p", { class: "muted", id: "why-not" }, reason) : null] };
  };
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

// Asked before a button that ends a turn or a phase while plays are left unused: ask() says
// what would go unused (lines; each game works them out from the engine's actions on offer,
// never from rules of its own), and the engine's ending action is the button that ends it
// anyway. The title and that button say "End the turn" unless ask() names other words (a
// phase that ends). ask() is called at each drawing, so a language switch redraws the words.
export function endConfirmSheet(ask, endIndex) {
  return () => {
    const { lines, note = "", title = t("end_confirm_title"), confirm = t("end_anyway") } = ask();
    return {
      title,
      body: [
        h("p", {}, t("end_confirm_text")),
        h("ul", { class: "end-unused" }, lines.map((line) => h("li", {}, line))),
        note ? h("p", { class: "muted" }, note) : null,
        h("button", { class: "btn primary wide", id: "end-turn-confirm", dataset: { actionIndex: endIndex } }, confirm),
      ],
    };
  };
}

// One line of that question: what `names` go unused, in the words of `key` (given the count and
// the names); "" for none, which the question leaves out.
export function unusedLine(key, names) {
  return names.length ? t(key, { n: names.length, cards: names.join(t("list_sep")) }) : "";
}

// A tap on an ending button: opens the question when the game's ask leaves plays unused; true
// when it asked, and the tap then sends nothing. ask: a function giving the words anew at each
// drawing (so a language switch redraws them), or the words themselves; null (or a function
// giving null) for a button that ends nothing.
export function askBeforeEnding(shell, button, ask) {
  const words = typeof ask === "function" ? ask : () => ask;
  if (!words()?.lines.length) return false;
  shell.openSheet(endConfirmSheet(words, Number(button.dataset.actionIndex)));
  return true;
}

// The in-game menu; resign: whether the player may resign now (web/game-screen.js, canResign).
export function gameMenuSheet(resign) {
  return () => ({
    title: t("game_menu"),
    body: h("div", { class: "menu-list" },
      h("button", { class: "btn wide", dataset: { menu: "log" } }, t("log")),
      h("button", { class: "btn wide", dataset: { menu: "rules" } }, t("rules")),
      h("button", { class: "btn wide", dataset: { menu: "share" } }, t("share")),
      h("button", { class: "btn wide", dataset: { menu: "home" } }, t("to_menu")),
      resign ? h("button", { class: "btn wide ghost danger", id: "resign", dataset: { menu: "resign" } }, t("resign")) : null),
  });
}
