// Dimension of Legend in the shell: its setup screen, its table, the computer's (or, by link, the
// friend's) moves played back line by line, and, in pass and play, the hand-off screen whenever
// the seat to act changes (a 先読み window and cards drawn in the other player's turn included).
// The shell (app.js) calls these hooks; nothing here judges a move.
import { againstReadyDecks, chosenCode, deckClick, deckScreens } from "../../deckbuilder.js";
import { KEYS, store } from "../../dom.js";
import { handoffFields, handoffReady, noteEntries, settleHandoff } from "../../handoff.js";
import { t } from "../../i18n.js";
import { askBeforeEnding } from "../../panels.js";
import { chosenLevel as levelOf, chosenMode as modeOf, setupClick } from "../../screens.js";
import { againOrHome, computerPlaybackFrom, twoSeatSaveInfo } from "../../seats.js";
import { viewerHand } from "../../table.js";
import { actionsFrom, endingAsk, otherAnswers, playChoice, renderBoard, stepOf } from "./board.js";
import { sourceKey } from "./phases.js";
import { deckName, defaultDeck, firstLevel, letters, levels, otherDeck, setCatalog } from "./cards.js";
import { entryOf, lineOf, remember, summaryOf } from "./log.js";
import { flashesOf } from "./flashes.js";
import {
  cardSheet, dimensionSheet, dolOutcome, moveText, dolResult, handoffScreen, handoffStep, pileSheet, setupOptions, setupScreen,
} from "./screens.js";
import "./words.js"; // this game's words, in the page's table before anything of the game draws

// --- remembered choices ---------------------------------------------------------------------

const chosenMode = () => modeOf(KEYS.dolMode);
const chosenDeck = () => store.oneOf(KEYS.dolDeck, letters(), defaultDeck(0));
const chosenLevel = () => levelOf(KEYS.dolLevel, levels(), firstLevel());
const chosenFoe = () => store.oneOf(KEYS.dolFoe, letters(), otherDeck(chosenDeck()));
// Your own deck plays against the computer's deck chosen on the setup screen first.
const opponents = againstReadyDecks({ first: chosenFoe, letters, otherDeck, deckName });

const screens = {
  "dol-setup": {
    render: () => setupScreen(chosenMode(), chosenDeck(), chosenFoe(), chosenLevel()),
    title: () => t("dol_name"),
  },
  ...deckScreens("dl_short", "dol-setup"),
};

// Taps on the setup screen; true when the tap was theirs.
function pageClick(event, hit, shell) {
  return deckClick(event, hit, shell, opponents) || setupClick(hit, shell, {
    game: "dol",
    choices: ["dolMode", "dolLevel", "dolDeck", "dolFoe"],
    // Choosing your deck gives the opponent the other one, which they may then change.
    after: { dolDeck: (letter) => store.set(KEYS.dolFoe, otherDeck(letter)) },
    invite: () => `${chosenDeck()}${chosenFoe()}`,
    start: () => setupOptions(chosenMode(), chosenDeck(), chosenFoe(), chosenCode("dol"), chosenLevel()),
  });
}

// --- playback and hand-off ------------------------------------------------------------------

// The computer's moves play back from its turn's first line, or from its 先読み window in your
// turn.
const playbackFrom = computerPlaybackFrom((ev, cpu) => ev.seat === cpu && (ev.e === "turn" || ev.e === "window"));

// What a seat does: a play starts with its payment; the cards placed at a turn's start, the
// battle a declaration starts, life lost, cards leaving and triggers play back with their cause.
const ACTS = new Set(["first", "turn", "pay", "activate", "declare", "window", "pass"]);

// A game by link has no board until the friend has accepted (web/remote.js).
function received(game) {
  noteEntries(game);
  if (game.snap.view) remember(game.known, game.snap.view);
  game.aim = null;
}

const settle = (game) => settleHandoff(game, handoffStep);

// --- taps -----------------------------------------------------------------------------------

const live = (game) => !game.busy && game.snap.result === null && !game.handoff;
const canAct = (game, key) => live(game) && ["main", "respond", "draw"].includes(stepOf(game.snap)) &&
  actionsFrom(game.snap, key).length > 0;

function whereName(el) {
  if (el.dataset.key?.startsWith("h")) return t("hand");
  if (el.closest(".draw-card")) return t("dl_drawing_now");
  return "";
}

// The large view of a card, with its legal plays as buttons.
function openDetails(game, el, shell) {
  const view = game.view;
  const id = el.dataset.card;
  if (!id) return;
  const uid = Number(el.dataset.uid);
  const key = el.dataset.key || (el.closest(".draw-card") ? `d${uid}` : null);
  const actions = key && canAct(game, key) ? actionsFrom(game.snap, key) : [];
  const char = el.classList.contains("dol-char") ? view.seats[Number(el.dataset.seat)].chars.find((c) => c.uid === uid) : null;
  const held = key?.startsWith("h") ? viewerHand(game.snap).find((c) => c.uid === uid) : null;
  const unplayable = live(game) ? held?.unplayable : null;
  if (game.selected && !game.selected.startsWith("h")) shell.select(null);
  shell.openSheet(cardSheet(id, { char, actions, where: whereName(el), view, unplayable }));
}

function openSelected(game, shell) {
  const el = document.querySelector(`#board [data-key="${game.selected}"]`);
  if (el) openDetails(game, el, shell);
}

// Choosing the target and the way to pay of the play being set up.
function aim(game, shell, target, pay = 0) {
  game.aim = { key: game.selected, target, pay };
  shell.renderGame();
}

function boardClick(event, hit, game, shell) {
  if (hit("#handoff-ready")) return game.handoff && handoffReady(game, shell);
  if (game.handoff) return;
  const action = hit("[data-action-index]");
  if (action && !action.disabled && askBeforeEnding(shell, action, () => endingAsk(game.snap, action.id))) return true;
  if (action) return action.disabled || shell.act(Number(action.dataset.actionIndex));
  if (hit("#selected-details")) return openSelected(game, shell);
  if (hit("#deselect")) return shell.select(null);
  const choice = playChoice(game);
  const option = hit("[data-pay]");
  if (option && choice?.target) return aim(game, shell, choice.target, Number(option.dataset.pay));
  const pile = hit("[data-pile]");
  if (pile) {
    const seat = Number(pile.dataset.pileSeat);
    const zone = pile.dataset.pile;
    return shell.openSheet(pileSheet(seat, game.snap, zone, game.view.seats[seat][zone]));
  }
  const dim = hit("[data-dim-seat]");
  if (dim) {
    const seat = Number(dim.dataset.dimSeat);
    return shell.openSheet(dimensionSheet(seat, game.snap, game.view.seats[seat].dimension));
  }
  const key = hit("[data-key]")?.dataset.key;
  if (key && choice?.groups.has(key) && choice.groups.size > 1) return aim(game, shell, key);
  if (key && !key.startsWith("d") && canAct(game, key)) return shell.select(game.selected === key ? null : key);
  const el = hit("[data-card]");
  if (el) return openDetails(game, el, shell);
  shell.select(null);
}

// --- words ----------------------------------------------------------------------------------

// By link, the friend may have the move in your turn: a 先読み window, or cards they drew.
function remoteNote(snap) {
  const other = snap.view && !snap.remote.mine ? otherAnswers(snap) : null;
  return other ? t(other === "draws" ? "dl_remote_draw" : "dl_remote_window") : null;
}

function modeText(options) {
  if (options.b < 0) return t("pnp");
  return t("dl_vs_cpu_as", { deck: deckName(options.d[1 - options.b]) });
}

export const dol = {
  id: "dol",
  nameKey: "dol_name",
  entry: "dol-setup",
  setCatalog,
  screens,
  pageClick,
  gameTitle: () => t("dl_short"),
  deckName,
  remoteNote,
  continueNote: (info) => `${modeText(info)} · ${t("turn_n", { n: info.turn })}`,
  saveInfo: twoSeatSaveInfo,
  begin: (snap) => ({ ...handoffFields(snap), known: new Map(), aim: null }),
  received,
  playbackFrom,
  startsBeat: (ev) => ACTS.has(ev.e),
  read: (game, ev) => entryOf(game.known, ev),
  lineOf,
  flashesOf: (ev, game) => flashesOf(ev, game.view),
  settle,
  summaryOf,
  // Placing the cards drawn at a turn's start comes first: the brief waits for the main phase.
  // An answer in the other side's turn keeps it too, which is then told whole.
  keepsBrief: (before) => !!before && ["draw", "respond"].includes(stepOf(before)),
  renderBoard: (root, game) => renderBoard(root, game, handoffScreen),
  boardClick,
  pressable: (el) => !!el.dataset.card,
  openDetails,
  cardSheet: (id) => cardSheet(id),
  resultCard: (game) => dolResult(game.snap),
  resultAction: againOrHome,
  levels,
  outcome: dolOutcome,
  moveText,
  hintKey: sourceKey,
};
