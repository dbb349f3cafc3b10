// Screens every game shares: the rules page (from web/content/<game>.json), the parts of a
// setup screen, and the skeleton of the result card. Each returns nodes; the shell puts them on
// screen.
import { h, KEYS, store } from "./dom.js";
import { t } from "./i18n.js";
import { easierLevel, passAndPlay, seatName } from "./seats.js";

// The games that have a rules page, with the words for its heading.
const RULES_TITLES = {
  gateruler: ["gr_name", "gr_mode"],
  frontline: ["fl_name", "fl_mode"],
  dol: ["dol_name", "dol_mode"],
};

// web/content/<game>.json (rules, decisions and the game's own extras), fetched once when first
// needed; null when it cannot be had.
const contents = new Map();
export function loadContent(game) {
  if (!RULES_TITLES[game]) return Promise.resolve(null);
  if (!contents.has(game)) {
    contents.set(game, fetch(`web/content/${game}.json`)
      .then((reply) => (reply.ok ? reply.json() : null))
      .catch(() => null));
  }
  return contents.get(game);
}

// --- rules pages ----------------------------------------------------------------------------

// A rules page: the game's sections, then what the engine decides beyond the rulebook, in two
// lists that must not be mixed up: where it departs from what the rulebook says (each with its
// measured reason), and where the rulebook is silent (gaps) and the engine had to choose.
const RULING_LISTS = [["departures", "departures"], ["decisions", "decisions"]]; // content key, title key

export function rulesScreen(game, data, loaded, lang) {
  const titles = RULES_TITLES[game];
  const sections = filled(data?.rules?.[lang]) || filled(data?.rules?.en);
  const rulings = RULING_LISTS.map(([key, title]) => [key, title, filled(data?.[key]?.[lang]) || filled(data?.[key]?.en)])
    .filter(([, , items]) => items);
  return h("article", { class: "page rules", id: `rules-${game}` },
    h("h2", {}, t(titles[0]), h("small", {}, ` · ${t(titles[1])}`)),
    sections || rulings.length ? rulesContents(sections || [], rulings) : null,
    sections ? sections.map((section, i) => h("section", { class: "rules-section", id: `rules-part-${i}` },
      h("h3", {}, section.title),
      section.paragraphs.map((para) => h("p", {}, para))))
      : rulings.length ? null : h("p", { class: "muted" }, loaded ? t("rules_missing") : t("loading")),
    rulings.map(([key, title, items]) => h("section", { class: `rules-section ${key}`, id: `rules-part-${key}` },
      h("h3", {}, t(title)),
      h("ol", {}, items.map((item) => h("li", {}, rulingText(item)))))));
}

const filled = (list) => (list?.length ? list : null);

// A ruling is a sentence, or {id, text} when the content file names it.
const rulingText = (item) => (typeof item === "string" ? item : item?.text ?? "");

// A contents list that scrolls to a part (no #anchors: the page's hash holds game links).
function rulesContents(sections, rulings) {
  const parts = sections.map((section, i) => [`rules-part-${i}`, section.title]);
  for (const [key, title] of rulings) parts.push([`rules-part-${key}`, t(title)]);
  return h("nav", { class: "panel toc", "aria-label": t("rules") },
    h("ol", {}, parts.map(([id, title]) => h("li", {},
      h("button", { class: "link", dataset: { goto: id } }, title)))));
}

// --- setup screens ---------------------------------------------------------------------------

// One option of a setup choice, as a card in a radio group; attr is its dataset key ("flMode"
// gives data-fl-mode="value").
export function choiceCard(attr, value, on, title, ...body) {
  return h("button", {
    class: `ruler-card choice${on ? " on" : ""}`, role: "radio", "aria-checked": String(on), dataset: { [attr]: value },
  }, h("b", {}, title), body);
}

// Against the computer, or pass and play: against the computer unless the player chose the
// other on this setup screen before (remembered under `key`).
export const chosenMode = (key) => store.oneOf(key, ["cpu", "pnp"], "cpu");

// The computer's level (the searching bot's, options "lv"), one of the `levels` the game's
// catalog names: its `first` offer unless the player chose another on this setup screen before
// (remembered under `key`).
export const chosenLevel = (key, levels, first) => store.oneOf(key, levels, first);

// The computer's levels as a row of radio buttons (attr: their dataset key, as in choiceCard),
// with a line on what the chosen one does.
export function levelChoice(attr, chosen, levels) {
  return h("section", { class: "panel level-choice", id: "level-choice" },
    h("h3", {}, t("cpu_level")),
    h("div", { class: "segmented wide", role: "radiogroup", "aria-label": t("cpu_level") },
      levels.map((level) => h("button", {
        class: level === chosen ? "on" : "", role: "radio", "aria-checked": String(level === chosen), dataset: { [attr]: level },
      }, t(`level_${level}`)))),
    h("p", { class: "muted small" }, t(`level_${chosen}_text`)));
}

// The taps of a two-player game's setup screen; true when the tap was theirs. A choice is a
// button whose dataset key is also its KEYS name (choiceCard, levelChoice: "dolMode" gives
// data-dol-mode): a tap remembers its value, lets `after[key]` follow it up (a choice that
// sets another) and draws the screen again. #remote-invite invites a friend to play the
// `invite()` decks; #start-game starts a game with the `start()` options.
export function setupClick(hit, shell, { game, choices, after = {}, invite, start }) {
  for (const key of choices) {
    const chosen = hit(`[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`);
    if (!chosen) continue;
    store.set(KEYS[key], chosen.dataset[key]);
    after[key]?.(chosen.dataset[key]);
    shell.render();
    return true;
  }
  if (hit("#remote-invite")) shell.inviteFriend(game, invite());
  else if (hit("#start-game")) shell.newGame(game, start());
  else return false;
  return true;
}

// A ready-made deck's card list, folded: rows are [{id, name, type, stats, count}]; each name
// opens the card.
export function deckTable(name, rows) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return h("details", { class: "panel level-sheet" },
    h("summary", {}, t("deck_list", { name }), h("small", {}, ` · ${t("cards_n", { n: total })}`)),
    h("table", { class: "deck-table" },
      h("thead", {}, h("tr", {},
        h("th", {}, t("col_card")), h("th", {}, t("col_type")), h("th", {}, t("col_stats")), h("th", { class: "num" }, "×"))),
      h("tbody", {}, rows.map((row) => h("tr", {},
        h("td", {}, h("button", { class: "link", dataset: { card: row.id } }, row.name)),
        h("td", {}, row.type),
        h("td", {}, row.stats),
        h("td", { class: "num count" }, row.count))))));
}

// --- the result card ------------------------------------------------------------------------

// winner: the winning seat (-1 a draw); tone: "won" | "lost" | "drawn"; body: the game's own
// lines; actions: [{result, label, primary}] before the Share, Watch replay, See the board and
// Menu buttons.
export function resultCard({ winner, tone, kicker, title, body, actions }) {
  return h("section", { id: "result", class: `result-layer ${tone}`, dataset: { winner } },
    h("div", { class: "result-card", role: "dialog", "aria-labelledby": "result-title" },
      h("p", { class: "kicker" }, kicker),
      h("h2", { id: "result-title" }, title),
      body,
      h("div", { class: "result-actions" },
        actions.map((a) => h("button", { class: `btn${a.primary ? " primary" : ""}`, dataset: { result: a.result } }, a.label)),
        h("button", { class: "btn", id: "share" }, t("share")),
        h("button", { class: "btn", id: "watch-replay", dataset: { result: "replay" } }, t("watch_replay")),
        h("button", { class: "btn ghost", dataset: { result: "board" } }, t("see_board")),
        h("button", { class: "btn ghost", dataset: { result: "menu" } }, t("to_menu")))));
}

// A two-player game's own buttons on its result card: after a loss to the computer above its
// weakest level, a game at the level below, offered first; then the same game again.
export function againActions(snap, levels) {
  const easier = easierLevel(snap, levels);
  return [
    easier ? { result: "easier", label: t("try_level", { level: t(`level_${easier}`) }), primary: true } : null,
    { result: "again", label: t("again"), primary: !easier },
  ].filter(Boolean);
}

// Why a two-seat game ended, as a line under its verdict (reason() in the game's words), or no
// line after a resignation: the result card says who resigned, and no board fact is the reason.
export function pvpReason(snap, reason) {
  return Number.isInteger(snap.resigned) ? null : h("p", {}, reason(snap));
}

// A two-player game's verdict, [tone, title], for the seat the board was drawn for (in pass
// and play, the winner by name).
export function pvpVerdict(snap) {
  const winner = snap.result;
  if (winner < 0) return ["drawn", t("pvp_draw")];
  if (passAndPlay(snap)) return ["won", t("pvp_wins", { player: seatName(winner, snap) })];
  return winner === snap.viewer ? ["won", t("pvp_win")] : ["lost", t("pvp_lose")];
}
