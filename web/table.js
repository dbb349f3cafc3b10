// The parts of a table every game draws the same way: the log bar, the log panel, the strip the
// other side's moves play back in (with its speed control and Skip), and meters.
// A game passes its own `lineOf(entry) -> {text, kind}` to put its log events into words.
import { h, replace } from "./dom.js";
import { orList, t } from "./i18n.js";
import { markNameBreaks } from "./name-breaks.js";
import { cueScrolling, scrolledUpBy, scrollUpBy } from "./scroll-cue.js";

const SPEEDS = ["slow", "normal", "fast"];

// The latest line, cut to one line: a tap opens the log with every line whole (data-shows-whole).
export function logBar(game, lineOf) {
  const last = game.entries.at(-1);
  return h("button", { class: "logbar", id: "log-toggle", "aria-expanded": String(!!game.logOpen), dataset: { showsWhole: "" } },
    h("b", {}, t("log")),
    h("span", { class: "logbar-text" }, last ? lineOf(last, game).text : t("log_empty")),
    h("span", { class: "chev", "aria-hidden": "true" }, "▴"));
}

const logLines = (entries, game, lineOf) => entries.map((entry) => {
  const line = lineOf(entry, game);
  return h("li", { class: line.kind }, line.text);
});

// The whole log, over the lower table, when the log bar is tapped (never during a playback).
export function logPanel(game, lineOf) {
  if (!game.logOpen || game.playing) return null;
  const lines = logLines(game.entries, game, lineOf);
  return h("section", { class: "log-panel" },
    h("header", {},
      h("h2", {}, t("log")),
      h("button", { class: "btn ghost", id: "log-close", "aria-label": t("close") }, "✕")),
    h("ol", { class: "log-lines" }, lines.length ? lines : h("li", { class: "muted" }, t("log_empty"))));
}

// The other side's moves playing back, in place of the controls and the log bar, so the whole
// board and the hand stay in sight: whose moves (title), the speed and Skip, how far it has got,
// and the lines of the beat on the board now (an action and what it caused).
export function playbackStrip(game, lineOf, title) {
  const done = game.beats - game.queue.length;
  return h("section", { class: "playback", id: "playback", "aria-label": title },
    h("header", {},
      h("h2", {}, title),
      speedControl(game.speed),
      h("button", { class: "btn", id: "skip-playback" }, t("skip"))),
    h("span", { class: "playback-progress", "aria-hidden": "true" },
      h("span", { style: `width:${(100 * done) / Math.max(1, game.beats)}%` })),
    h("ol", { class: "log-lines playback-lines", "aria-live": "polite" },
      logLines(game.entries.slice(-game.beatLines), game, lineOf)));
}

// One button for the speed, which steps slow -> normal -> fast -> slow (it carries the speed a
// tap chooses), so the strip's header keeps to one row.
function speedControl(current) {
  const next = SPEEDS[(SPEEDS.indexOf(current) + 1) % SPEEDS.length];
  return h("button", { class: "btn ghost speed", dataset: { speed: next }, "aria-label": `${t("speed")}: ${t(`speed_${current}`)}` },
    h("small", {}, t("speed")), h("b", {}, t(`speed_${current}`)));
}

// The first screen of the player's turn, in the log bar's place (a tap on it opens the log, as
// the bar's does) until the player acts or hides it (#brief-close): what the other side just did
// (the game's summaryOf the events the shell kept in game.brief), unless the player has read it
// all already (briefFirst), and what to do now (steps: phrases naming what the actions on offer
// let the player do; on the first turns a word more for a newcomer, the game's own firstTip if
// it has one).
export function turnBrief(game, steps) {
  if (!game.brief) return null;
  const lines = unread(game) ? game.module.summaryOf(game.brief.events, game) : [];
  if (!lines.length && !steps.length) return null;
  const firstTurns = game.snap.view.turn <= 2;
  return briefSection(game, lines,
    steps.length ? h("span", { class: "brief-todo" }, t("todo", { steps: orList(steps) }),
      firstTurns ? h("small", {}, ` ${t(game.module.firstTip || "todo_first")}`) : null) : null,
    h("button", { class: "btn ghost", id: "brief-close", "aria-label": t("brief_close") }, "✕"));
}

// A step that asks the player something at once (cards drawn to place, guards to choose, a
// card to answer) has a panel of its own: while the brief has something the player has not
// read, the brief comes first and the panel waits until Continue (#brief-read) or a card picked.
// (DoL's draw panel covered the computer's whole turn, so its brief was never seen.)
export function briefFirst(game, panel) {
  if (!game.brief || !unread(game)) return panel;
  return briefSection(game, game.module.summaryOf(game.brief.events, game), null,
    h("button", { class: "btn primary", id: "brief-read" }, t("brief_read")));
}

// Where a move is tapped on the table, for what glows (a hint, a guided step): the controls
// carrying its index (a way to pay carries it as data-pay-index), else the card it starts from
// (the game's hintKey) unless that card is chosen already; and while the brief is told before
// the step's panel (briefFirst), its Continue, since the move waits behind it.
export function tapSpots(board, game, index) {
  const at = board.querySelectorAll(`[data-action-index="${index}"], [data-pay-index="${index}"]`);
  if (at.length) return [...at];
  const source = game.module.hintKey(game.snap.actions[index]);
  const cards = source && source !== game.selected ? [...board.querySelectorAll(`[data-key="${source}"]`)] : [];
  return cards.length ? cards : [...board.querySelectorAll("#brief-read")];
}

// Whether the brief's events past those the player has read (game.brief.read, a count) tell
// anything: the brief is then told whole, the other side's turn from its start.
const unread = (game) => game.module.summaryOf(game.brief.events.slice(game.brief.read || 0), game).length > 0;

function briefSection(game, lines, todo, button) {
  return h("section", { class: "turn-brief", id: "turn-brief", dataset: { scrolls: "y" } },
    h("button", { class: "brief-text", id: "log-toggle", "aria-expanded": String(!!game.logOpen) },
      lines.map((line) => h("span", { class: "brief-recap" }, line)), todo),
    button);
}

// A turn summed up: who did it; what it put on the table ([i18n key, card names] pairs, each
// that has any told with every card named: "the computer used 3 cards" told a newcomer nothing);
// then every change it made to the player's cards, life and zones
// (changes: a line each, in the order they came: the game's log lines for them). How often it
// attacked is said only when that changed nothing of the player's. (A newcomer read "attacked
// your city: 5 damage" and never learnt that a warrior had been removed first.)
export function summaryLines({ who, did = [], attacks = 0, changes = [] }) {
  const put = did.filter(([, cards]) => cards.length)
    .map(([key, cards]) => t(key, { who, cards: cards.join(t("list_sep")) }));
  const struck = attacks && !changes.length ? t("recap_attacked", { who, n: attacks }) : "";
  return [...put, struck, ...changes].filter(Boolean);
}

// The events a brief tells: those before the player's own turn began (ownTurn(ev) finds it);
// what the player's turn start brings (its draw) is the player's own.
export function beforeOwnTurn(events, ownTurn) {
  const start = events.findIndex(ownTurn);
  return start < 0 ? events : events.slice(0, start);
}

// A button that opens the log, for a panel that takes the log bar's place (the guard step, a
// step of a DoL turn): the log opens at any moment.
export function logButton(game) {
  return h("button", { class: "btn ghost small log-button", id: "log-toggle", "aria-expanded": String(!!game.logOpen) }, t("log"));
}

// A labelled bar: fraction 0..1 of it filled.
export function meter(text, fraction) {
  return h("span", { class: "meter" },
    h("span", { class: "meter-text" }, text),
    h("span", { class: "meter-bar" }, h("span", { style: `width:${Math.min(100, Math.max(0, fraction * 100))}%` })));
}

// The table: both sides, which scroll together in its box when they are taller than its room.
// It carries the position it shows (the engine's state hash) for redraw.
export const tableBox = (game, className, ...sides) =>
  h("div", { class: `table ${className}`, dataset: { scrolls: "y", position: game.snap.hash } }, ...sides);

// A step that asks for a tap on a glowing target shows one: on a short phone the table opens at
// its bottom, your side, and the targets on the other side lay out of sight (a newcomer at
// 360x640 was asked to tap a target it could not see). The table then keeps that distance.
function bringTargetsIntoSight(table) {
  const targets = [...table.querySelectorAll(".target")];
  if (!targets.length) return; // most drawings: no layout read for them
  const box = table.getBoundingClientRect();
  const inSight = (el) => {
    const r = el.getBoundingClientRect();
    return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  };
  if (targets.some(inSight)) return;
  targets[0].scrollIntoView({ block: "nearest" });
  table.fromEnd = scrolledUpBy(table);
}

// Keep the hand's scroll position and the log's bottom line in view across a redraw (the
// playback strip keeps its beat's first line, the action, in view).
export function redraw(root, ...children) {
  const handScroll = root.querySelector(".hand")?.scrollLeft || 0;
  const before = root.querySelector(".table");
  // The distance from its bottom the player last saw (scroll-cue.js keeps it on each scroll and
  // resize): measured now, a new size the page has not laid out yet reads as a scroll (a phone
  // turned, then the language changed at once, opened the table at its top).
  const tableScroll = before?.fromEnd || 0;
  replace(root, ...children);
  const hand = root.querySelector(".hand");
  if (hand) hand.scrollLeft = handScroll;
  // A table taller than its room opens at its bottom, the player's own side, on each new
  // position (a card tapped on the other side had scrolled it up: the player's own zones went
  // out of sight after the move); within one position it stays where the player scrolled it.
  const table = root.querySelector(".table");
  const same = before && table?.dataset.position === before.dataset.position;
  if (table) {
    scrollUpBy(table, same ? tableScroll : 0);
    bringTargetsIntoSight(table);
  }
  const log = root.querySelector(".log-lines:not(.playback-lines)");
  if (log) log.scrollTop = log.scrollHeight;
  markNameBreaks(root);
  cueScrolling(root);
}

// The actions that start at `key`. An engine lists one copy per card name (copies give the same
// actions), so another copy in the hand borrows them. keyOf(action) names an action's source,
// handKey(entry) a hand card's key.
export function actionsFromKey(actions, key, hand, keyOf, handKey) {
  const own = actions.filter((a) => keyOf(a) === key);
  if (own.length || !key) return own;
  const id = hand.find((c) => handKey(c) === key)?.id;
  const twin = hand.find((c) => c.id === id && handKey(c) !== key && actions.some((a) => keyOf(a) === handKey(c)));
  return twin ? actions.filter((a) => keyOf(a) === handKey(twin)) : [];
}

// The hand of the seat the view was drawn for (Frontline's and DoL's views name it `hand`).
export const viewerHand = (snap) => snap.view.seats[snap.viewer].hand || [];

// The cards of that hand the engine offers a play for, by the game's actionsFrom(snap, key).
export const playableHand = (snap, actionsFrom) => viewerHand(snap).filter((c) => actionsFrom(snap, `h${c.uid}`).length);

// The uids of the cards the offered actions of one kind start from, each once.
export const offeredSources = (snap, kind) => [...new Set(snap.actions.filter((a) => a.kind === kind).map((a) => a.source.uid))];

// A board tile's props with what the table says about it: a legal target of the selected card
// (glowing, carrying data-action-index), the selected source, a source that can act, a flash of
// the move playing back. ctx: {game, targets: Map key->action, sources: Set, flashes: Map,
// hint(action)}.
export function decorate(ctx, key, props) {
  const target = ctx.targets.get(key);
  const flash = ctx.flashes.get(key);
  const classes = [props.class];
  if (target) classes.push("target", `target-${target.kind}`);
  if (ctx.game.selected === key) classes.push("selected");
  if (ctx.sources.has(key)) classes.push("can-act");
  if (flash) classes.push("flash", `flash-${flash.kind}`);
  return {
    ...props,
    class: classes.join(" "),
    dataset: {
      ...props.dataset,
      key,
      actionIndex: target?.index,
      hint: target ? ctx.hint(target) : null,
      float: flash?.text || null,
    },
  };
}

// One labelled number (ATK, HP, SPD...): changed marks a value that differs from the card's.
export function stat(kind, name, value, changed) {
  return h("span", { class: `stat stat-${kind}${changed ? " changed" : ""}` },
    h("small", {}, name), h("b", {}, value));
}

// Cards a phone shows whole in the hand's row; the next one shows in part, and the label says
// the row scrolls.
const HAND_IN_VIEW = 3;

// The hand along the bottom: its count and a hint, then the cards (tiles) in a scrolling row. A
// card's text is a preview: a tap on the card shows it whole (the tray's ⓘ, or a long press).
// label: what the row is called (Gate Ruler's drive rulers play from a drive zone).
export function handArea(tiles, note = "", label = t("hand")) {
  return h("section", { class: "hand-area", "aria-label": label },
    h("p", { class: "hand-label" }, `${label} · ${tiles.length}`,
      tiles.length > HAND_IN_VIEW ? h("span", { class: "hand-more" }, ` · ${t("hand_scroll")}`) : null,
      note ? h("small", {}, ` — ${note}`) : null),
    h("div", { class: "hand", dataset: { showsWhole: "", scrolls: "x" } }, tiles.length ? tiles : h("p", { class: "muted" }, t("hand_empty"))));
}

// What a selected card can do: its name and a hint, the large view (#selected-details) and
// Cancel (#deselect), and below them its buttons and whatever else the game adds (body).
export function tray({ name, hint = "", buttons = [], body = null, extra = "" }) {
  return h("div", { class: `tray active tray-stack ${extra}` },
    h("div", { class: "tray-row" },
      h("div", { class: "tray-text" }, h("b", {}, name), hint ? h("small", {}, hint) : null),
      h("button", { class: "btn ghost", id: "selected-details", "aria-label": t("details") }, "ⓘ"),
      h("button", { class: "btn ghost", id: "deselect", "aria-label": t("cancel") }, "✕")),
    body,
    buttons.length ? h("div", { class: "tray-actions" }, buttons) : null);
}

// The game's end in its log, marked unverified while a game by link waits for the friend's last
// link, its proof (the engine's remote.unverified, web/remote.js): read again with each snapshot.
export const provenEnd = (ev, snap, text) => (ev.e === "over" && snap.remote?.unverified ? t("log_unverified", { line: text }) : text);
