// Gate Ruler in the shell: its level screens, its table, how its invasion's turn plays back,
// and what its taps do. The shell (app.js) calls these hooks; nothing here judges a move.
import { chosenDeck, deckClick, deckScreens } from "../../deckbuilder.js";
import { KEYS, store } from "../../dom.js";
import { t } from "../../i18n.js";
import { askBeforeEnding } from "../../panels.js";
import { actionsFrom, hintKey, moveText, renderBoard, unusedPlays } from "./board.js";
import { defaultRuler, levelName, levels, rulerByCode, rulerCodes, rulerName, setCatalog } from "./cards.js";
import { ownClick, ownOptions, ownScreens } from "./own.js";
import { clearedLevels, isOpen, recordResult, setAllOpen } from "./progress.js";
import { lineOf, summaryOf } from "./log.js";
import { dailyNote, grOutcome, levelResult, levelScreen, levelsScreen } from "./screens.js";
import { cardSheet, endTurnAsk, pileSheet, riftSheet, rulerSheet } from "./sheets.js";
import "./words.js"; // this game's words, in the page's table before anything of the game draws

// --- remembered choices ---------------------------------------------------------------------

const chosenRuler = () => store.oneOf(KEYS.ruler, rulerCodes(), defaultRuler());

// A level's options: the ruler, and a saved deck's code for that ruler if one is played, with
// the player's own cards it holds ("k", "y": own.js).
const startOptions = (l, r, deck = {}) => ({ l, r, ...deck });

// The options a saved deck plays with: its code and its own cards with their counts.
const deckOptions = (saved) => (saved?.code ? { x: saved.code, ...ownOptions(saved.cards, saved.own) } : {});

// Your own deck, built for a ruler, plays against the rift at each level.
const opponents = (ruler, code, own = {}) => ({
  intro: t("dk_play_gr", { ruler: rulerName(ruler) }),
  choices: levels().filter(({ level: n }) => isOpen(n)).map(({ level: n }) => ({
    label: `${t("level_n", { n })} · ${levelName(n)}`, dataset: { deckLevel: n }, options: startOptions(n, ruler, { x: code, ...own }),
  })),
});

// --- screens --------------------------------------------------------------------------------

const screens = {
  levels: {
    render: () => levelsScreen(clearedLevels()),
    title: () => t("gr_name"),
  },
  level: {
    render: (screen, shell) => {
      const { data, loaded } = shell.content("gateruler");
      return levelScreen(screen.n, { rulerCode: chosenRuler(), briefings: data?.briefings, loaded });
    },
    title: ({ n }) => `${t("level_n", { n })} · ${levelName(n)}`,
    back: () => ["levels"],
    startsGames: true,
  },
  ...deckScreens("gr_name", "levels"),
  ...ownScreens,
};

// Taps on the level screens; true when the tap was theirs.
function pageClick(event, hit, shell) {
  if (deckClick(event, hit, shell, opponents) || ownClick(event, hit, shell)) return true;
  const level = hit("[data-level]");
  const ruler = hit("[data-ruler-pick]");
  if (hit("#all-open")) {
    setAllOpen(hit("#all-open").getAttribute("aria-checked") !== "true");
    shell.render();
  } else if (level) shell.show("level", { n: Number(level.dataset.level) });
  else if (ruler) {
    store.set(KEYS.ruler, ruler.dataset.rulerPick);
    shell.render();
  } else if (hit("#start-game")) {
    shell.newGame("gateruler", startOptions(shell.screen().n, chosenRuler(), deckOptions(chosenDeck("gateruler", chosenRuler()))));
  }
  else return false;
  return true;
}

// --- the game in progress -------------------------------------------------------------------

const live = (game) => !game.busy && game.snap.result === null;
const canAct = (game, key) => live(game) && actionsFrom(game.snap, key).length > 0;

function shownUnit(game, key) {
  const [side, zone] = key.slice(1).split("-").map(Number);
  return game.view[side === 0 ? "player" : "invasion"].zones[zone];
}

// The large view of whatever a key names, with its legal plays as buttons.
function openDetails(game, key, cardId, shell) {
  const view = game.view;
  const actions = canAct(game, key) ? actionsFrom(game.snap, key) : [];
  shell.select(null);
  if (key === "r0") return shell.openSheet(rulerSheet(game.rulerDef, view, actions));
  if (key === "r1") return shell.openSheet(riftSheet(view));
  if (key.startsWith("z")) {
    const unit = shownUnit(game, key);
    const id = unit?.id || cardId;
    const shown = unit?.id === id ? unit : null;
    return id && shell.openSheet(cardSheet(id, { unit: shown, actions, view, unplayable: live(game) ? shown?.idle : null }));
  }
  const held = [...view.player.hand, ...view.player.drive].find((c) => `u${c.uid}` === key);
  const id = cardId || held?.id;
  if (id) shell.openSheet(cardSheet(id, { actions, view, unplayable: live(game) ? held?.unplayable : null }));
}

function openPile(game, el, shell) {
  const side = Number(el.dataset.pileSide);
  const cards = game.view[side === 0 ? "player" : "invasion"][el.dataset.pile];
  shell.openSheet(pileSheet(side, el.dataset.pile, cards));
}

// Ending the turn with an attack or a playable card still on offer asks first (the engine's
// actions say what is on offer); true when it asked.
const askBeforeEnd = (game, button, shell) => askBeforeEnding(shell, button,
  () => endTurnAsk(unusedPlays(game.snap), game.view.player.family !== "knight"));

function boardClick(event, hit, game, shell) {
  const action = hit("[data-action-index]");
  if (action?.id === "end-turn" && !action.disabled && askBeforeEnd(game, action, shell)) return true;
  if (action) return action.disabled || shell.act(Number(action.dataset.actionIndex));
  if (hit("#selected-details")) return openDetails(game, game.selected, null, shell);
  if (hit("#deselect")) return shell.select(null);
  if (hit("[data-pile]")) return openPile(game, hit("[data-pile]"), shell);
  const key = hit("[data-key]")?.dataset.key;
  if (key && canAct(game, key)) return shell.select(game.selected === key ? null : key);
  const cardId = hit("[data-card]")?.dataset.card;
  if (key && (cardId || key.startsWith("r"))) return openDetails(game, key, cardId, shell);
  if (cardId) return shell.openSheet(cardSheet(cardId));
  shell.select(null);
}

// What a side does; the lines after one (damage, destroyed units, cards to the damage zone, a
// CNT's summons, draws) are what it caused and play back with it.
const ACTS = new Set(["turn", "drive", "attack", "play", "field", "set", "move"]);

const zoneKey = (side, zone) => (zone === 3 ? `r${side}` : `z${side}-${zone}`);

// Which tiles light up for a log event while it plays.
function flashesOf(ev) {
  switch (ev.e) {
    case "attack":
      return [{ key: zoneKey(ev.side, ev.attacker), kind: "attack", text: "⚔" },
        { key: zoneKey(1 - ev.side, ev.target), kind: "aim" }];
    case "damage": return [{ key: zoneKey(ev.side, ev.zone), kind: "hit", text: `−${ev.amount}` }];
    case "destroy": return [{ key: zoneKey(ev.side, ev.zone), kind: "hit", text: "✖" }];
    case "ruler-damage": return [{ key: `r${ev.side}`, kind: "hit", text: `−${ev.amount}` }];
    case "summon": return [{ key: zoneKey(ev.side, ev.zone), kind: "summon" }];
    case "counter": return [{ key: zoneKey(ev.side, ev.zone), kind: "attack", text: "↺" }];
    case "drive": return [{ key: `r${ev.side}`, kind: "summon" }];
    case "cnt": return [{ key: `r${ev.side}`, kind: "summon", text: "CNT" }];
    default: return [];
  }
}

function resultAction(what, game, shell) {
  const { l, r, x, k, y } = game.snap.options;
  if (what === "again") return shell.newGame("gateruler", startOptions(l, r, x ? { x, ...(k ? { k, y } : {}) } : {}));
  if (what === "next") {
    shell.leaveGame();
    return shell.show("level", { n: l + 1 });
  }
  shell.goHome();
}

export const gateruler = {
  id: "gateruler",
  nameKey: "gr_name",
  entry: "levels",
  setCatalog,
  screens,
  pageClick,
  gameTitle: (game) => `${t("lv")} ${game.snap.options.l} · ${levelName(game.snap.options.l)}`,
  firstTip: "gr_todo_first",
  continueNote: (info) => `${t("level_n", { n: info.l })} · ${levelName(info.l)} · ${t("turn_n", { n: info.turn })}`,
  saveInfo: (snap) => ({ l: snap.options.l, r: snap.options.r, turn: snap.turn }),
  begin: (snap) => ({ rulerDef: rulerByCode(snap.options.r) }),
  received(game, mode) {
    if (mode === "act" && game.snap.result !== null && !game.snap.options.g) recordResult(game.snap);
  },
  // The invasion's turn plays back from its first line, except when a saved game is opened.
  playbackFrom: (snap, mode) => (mode === "open" ? -1 : snap.log.findIndex((ev) => ev.e === "turn" && ev.side === 1)),
  startsBeat: (ev) => ACTS.has(ev.e),
  read: (game, ev) => ({ ev }),
  lineOf,
  flashesOf,
  summaryOf,
  renderBoard,
  boardClick,
  pressable: (el) => !!el.dataset.card || !!el.dataset.key?.startsWith("r"),
  openDetails: (game, el, shell) => openDetails(game, el.dataset.key || "", el.dataset.card, shell),
  cardSheet: (id) => cardSheet(id),
  resultCard: (game) => levelResult(game.snap, game.entries, clearedLevels()),
  resultAction,
  outcome: grOutcome,
  moveText,
  hintKey,
  dailyNote,
};
