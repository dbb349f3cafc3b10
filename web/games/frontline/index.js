// Frontline in the shell: its setup screen, its table, the computer's turn played back line by
// line, and, in pass and play, the hand-off screen whenever the seat to act changes (the
// defender's guard step included). The shell (app.js) calls these hooks; nothing here judges a
// move.
import { againstReadyDecks, chosenCode, deckClick, deckScreens } from "../../deckbuilder.js";
import { KEYS, store } from "../../dom.js";
import { handoffFields, handoffReady, noteEntries, settleHandoff } from "../../handoff.js";
import { t } from "../../i18n.js";
import { askBeforeEnding } from "../../panels.js";
import { chosenLevel as levelOf, chosenMode as modeOf, setupClick } from "../../screens.js";
import { againOrHome, computerPlaybackFrom, twoSeatSaveInfo } from "../../seats.js";
import { actionsFrom, endingAsk, moveText, renderBoard, sourceKey, warriorAt } from "./board.js";
import { defaultDeck, factionName, firstLevel, letters, levels, otherDeck, setCatalog } from "./cards.js";
import { flashesOf } from "./flashes.js";
import { lineOf, summaryOf } from "./log.js";
import {
  baseSheet, cardSheet, flOutcome, frontlineResult, handoffScreen, setupOptions, setupScreen, wastelandSheet,
} from "./screens.js";
import "./words.js"; // this game's words, in the page's table before anything of the game draws

// --- remembered choices ---------------------------------------------------------------------

const chosenMode = () => modeOf(KEYS.flMode);
const chosenLevel = () => levelOf(KEYS.flLevel, levels(), firstLevel());
const chosenFaction = () => store.oneOf(KEYS.flFaction, letters(), defaultDeck(0));
// Your own deck plays against the faction the setup screen gives the computer first.
const opponents = againstReadyDecks({ first: () => otherDeck(chosenFaction()), letters, otherDeck, deckName: factionName });

const screens = {
  "fl-setup": {
    render: () => setupScreen(chosenMode(), chosenFaction(), chosenLevel()),
    title: () => t("fl_short"),
  },
  ...deckScreens("fl_short", "fl-setup"),
};

// Taps on the setup screen; true when the tap was theirs.
function pageClick(event, hit, shell) {
  return deckClick(event, hit, shell, opponents) || setupClick(hit, shell, {
    game: "frontline",
    choices: ["flMode", "flLevel", "flFaction"],
    invite: () => setupOptions("pnp", chosenFaction()).d,
    start: () => setupOptions(chosenMode(), chosenFaction(), chosenCode("frontline"), chosenLevel()),
  });
}

// --- playback and hand-off ------------------------------------------------------------------

// The computer's moves play back from its turn's first line (all of them when the snapshot
// answers your guard in its turn). After your attack they start at its guards, or at its
// first strike when it has none to make: you see your own attack land before its turn begins.
const playbackFrom = computerPlaybackFrom((ev, cpu) => ev.e === "strike" ||
  (ev.seat === cpu && (ev.e === "turn" || ev.e === "guard")));

// What a seat does; skills, strikes, damage, broken bases, cards to the wasteland, a guard and
// draws play back with the move that caused them.
const ACTS = new Set(["first", "turn", "deploy", "play", "attack", "equip", "lockon", "pass"]);

// In pass and play, a seat that is not the one on screen gets the phone handed over first: for
// its turn, or to choose its guards.
const settle = (game) => settleHandoff(game, (snap) => (snap.view.phase === "guard" ? "guard" : "turn"));

// --- taps -----------------------------------------------------------------------------------

const canAct = (game, key) => !game.busy && game.snap.result === null && !game.handoff &&
  game.snap.actions[0]?.kind !== "lockon" && actionsFrom(game.snap, key).length > 0;

// The large view of a card on the table or in the hand, with its legal plays as buttons.
function openDetails(game, el, shell) {
  const view = game.view;
  const { key, card: id } = el.dataset;
  if (el.dataset.base) return shell.openSheet(baseSheet(Number(el.dataset.seat), el.dataset.base, game.snap, view));
  const actions = key && canAct(game, key) ? actionsFrom(game.snap, key) : [];
  const warrior = key?.startsWith("w") ? warriorAt(view, { seat: Number(el.dataset.seat), uid: Number(el.dataset.uid) }) : null;
  const held = key?.startsWith("h") ? view.seats[game.snap.viewer].hand?.find((c) => `h${c.uid}` === key) : null;
  if (game.selected) shell.select(null);
  const owner = el.dataset.seat === undefined ? null : Number(el.dataset.seat);
  if (id) shell.openSheet(cardSheet(id, { warrior, held, actions, view, snap: game.snap, owner }));
}

function openSelected(game, shell) {
  const el = document.querySelector(`[data-key="${game.selected}"]`);
  if (el) openDetails(game, el, shell);
}

function boardClick(event, hit, game, shell) {
  if (hit("#handoff-ready")) return game.handoff && handoffReady(game, shell);
  if (game.handoff) return;
  const action = hit("[data-action-index]");
  if (action && !action.disabled && askBeforeEnding(shell, action, () => endingAsk(game.snap, action.id))) return true;
  if (action) return action.disabled || shell.act(Number(action.dataset.actionIndex));
  if (hit("#no-guard")) return shell.select(game.selected === "noguard" ? null : "noguard");
  if (hit("#selected-details")) return openSelected(game, shell);
  if (hit("#deselect")) return shell.select(null);
  const pile = hit("[data-pile]");
  if (pile) {
    const seat = Number(pile.dataset.pileSeat);
    return shell.openSheet(wastelandSheet(seat, game.snap, game.view.seats[seat].wasteland));
  }
  const key = hit("[data-key]")?.dataset.key;
  if (key && canAct(game, key)) return shell.select(game.selected === key ? null : key);
  const el = hit("[data-card]");
  if (el) return openDetails(game, el, shell);
  shell.select(null);
}

// --- words ----------------------------------------------------------------------------------

function modeText(options) {
  if (options.b < 0) return t("pnp");
  return t("fl_vs_cpu_as", { faction: factionName(options.d[1 - options.b]) });
}

export const frontline = {
  id: "frontline",
  nameKey: "fl_short",
  entry: "fl-setup",
  setCatalog,
  screens,
  pageClick,
  gameTitle: () => t("fl_short"),
  deckName: factionName,
  // A record kept before the round was saved beside it has none to name.
  continueNote: (info) => [modeText(info), info.round ? t("fl_round_n", { n: info.round }) : null]
    .filter(Boolean).join(" · "),
  saveInfo: (snap) => ({ ...twoSeatSaveInfo(snap), round: snap.view.round }),
  begin: (snap) => handoffFields(snap),
  received: noteEntries,
  playbackFrom,
  startsBeat: (ev) => ACTS.has(ev.e),
  read: (game, ev) => ({ ev }),
  lineOf,
  flashesOf: (ev, game) => flashesOf(ev, game.view),
  settle,
  summaryOf,
  // Guards are chosen in the computer's turn: its brief is kept and told whole after it.
  keepsBrief: (before) => before?.view.phase === "guard",
  renderBoard: (root, game) => renderBoard(root, game, handoffScreen),
  boardClick,
  pressable: (el) => !!el.dataset.card,
  openDetails,
  cardSheet: (id) => cardSheet(id),
  resultCard: (game) => frontlineResult(game.snap),
  resultAction: againOrHome,
  levels,
  outcome: flOutcome,
  moveText,
  hintKey: sourceKey,
};
