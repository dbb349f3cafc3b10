// The menu's Continue list, and a menu tap made while the engine loads. Every game in progress
// is listed, the last played first (a few, then "show all"), each with what it is, how far it
// got and when it was played, and a way to delete it; a game with a friend by link says whose
// move it is and offers its last link again. With none, the list takes no room. A record this
// release cannot read, or whose row cannot be drawn, is listed as such with Delete: it never
// stops the menu (web/contain.js, web/records.js).
import { playedAgo } from "./clock.js";
import { contained } from "./contain.js";
import { $, h, replace } from "./dom.js";
import { t } from "./i18n.js";
import { GAME_IDS, GAMES, load, loaded } from "./loader.js";
import {
  deleteGame, deleteRemote, findGame, findRemote, listGames, listRemote, unreadableGames, unreadableRemote,
} from "./saves.js";
import { openSheet, showMessage } from "./sheets.js";

const CONTINUE_SHOWN = 3; // games in progress listed on the menu before "show all"
let allSaves = false; // the menu lists every game in progress, not only the latest

export function showAllSaves() {
  allSaves = true;
  updateContinue();
}

export function updateContinue() {
  const saved = listGames().filter((record) => GAME_IDS.includes(record.game));
  const remote = listRemote().filter((entry) => GAME_IDS.includes(entry.game));
  const shown = allSaves ? saved : saved.slice(0, CONTINUE_SHOWN);
  const more = saved.length - shown.length;
  const going = remote.filter((entry) => !entry.over);
  const finished = remote.filter((entry) => entry.over);
  const unreadable = [...unreadableGames().map((id) => unreadableRow({ deleteSave: id })),
    ...unreadableRemote().map((id) => unreadableRow({ remoteDelete: id }))];
  const drawn = (draw, key) => (record) => contained(() => draw(record), () => unreadableRow({ [key]: record.id }));
  replace($("#continue-list"),
    saved.length || going.length || unreadable.length ? h("h3", { class: "section-title" }, t("in_progress")) : null,
    going.map(drawn(remoteRow, "remoteDelete")),
    shown.map(drawn(continueRow, "deleteSave")),
    unreadable,
    more > 0 ? h("button", { class: "btn ghost wide", id: "continue-all", type: "button" }, t("continue_all", { n: saved.length })) : null,
    finished.length ? h("h3", { class: "section-title" }, t("remote_finished")) : null,
    finished.map(drawn(remoteRow, "remoteDelete")));
  const first = $("#continue-list [data-continue]");
  if (first) first.id = "continue";
}

// What a game in progress is: its mode and turn, daily or challenge (its module's words once it
// has loaded; boot loads those of the games in progress).
function saveNote(record) {
  const module = GAMES[record.game];
  return [
    record.info && module ? module.continueNote(record.info) : null,
    record.extras?.daily ? `${t("daily")} ${record.extras.daily}` : null,
    record.extras?.rival ? t("tag_result") : record.extras?.challenge ? t("tag_challenge") : null,
  ].filter(Boolean).join(" · ");
}

// A game in progress's lines on its Continue button: what it is, and when it was played.
const saveDetails = (record) => [
  h("small", {}, saveNote(record)),
  h("small", { class: "continue-when" }, playedAgo(record.updated)),
];

function continueRow(record) {
  const name = gameNameOf(record);
  return h("div", { class: "continue-row" },
    h("button", {
      class: "btn big continue", type: "button", dataset: { continue: record.id },
    },
    h("span", {}, name ? `${t("continue")} · ${name}` : t("continue")),
    saveDetails(record)),
    h("button", {
      class: "btn ghost small delete-save", type: "button", dataset: { deleteSave: record.id },
      "aria-label": t("delete_game_of", { game: name }),
    }, t("delete_game")));
}

// Where a game with a friend stands, in words, once web/remote.js has loaded (boot loads it when
// the menu lists one).
const whoseOf = (entry) => (entry && loaded.remote ? loaded.remote.whoseMove(entry) : "");

// A stored game this release cannot read or draw: said, with Delete. dataset: {deleteSave: id}
// for a game in progress, {remoteDelete: id} for a game with a friend.
const unreadableRow = (dataset) => h("div", { class: "continue-row unreadable-row" },
  h("p", { class: "muted" }, t("save_unreadable")),
  h("button", { class: "btn ghost small delete-save", type: "button", dataset, "aria-label": t("delete_unreadable") },
    t("delete_game")));

// A stored game's name ("" while its game's module is not in).
const gameNameOf = (record) => (record && GAMES[record.game] ? t(GAMES[record.game].nameKey) : "");

// A stored game's note in a question (Delete): one that cannot be drawn is left out.
const noteIn = (draw, record) => contained(() => draw(record), () => "");

// A game with a friend by link: whose move it is, its last link to send again (the friend may
// have lost it), and Delete, finished or not.
function remoteRow(entry) {
  const name = gameNameOf(entry);
  const whose = whoseOf(entry);
  return h("div", { class: "continue-row remote-row" },
    h("button", { class: "btn big continue", type: "button", dataset: { remoteOpen: entry.id } },
      h("span", {}, `${name} · ${t("remote_with_friend")}`),
      h("small", { class: "remote-whose" }, whose),
      h("small", { class: "continue-when" }, playedAgo(entry.updated))),
    h("div", { class: "row" },
      h("button", { class: "btn small", type: "button", dataset: { remoteResend: entry.id },
        "aria-label": `${t("remote_resend")} · ${name} · ${whose}` },
        t("remote_resend")),
      h("button", { class: "btn ghost small delete-save", type: "button", dataset: { remoteDelete: entry.id },
        "aria-label": t("delete_game_of", { game: name }) }, t("delete_game"))));
}

// Deleting a game in progress is asked first, naming it (one that cannot be read, as such).
export function askDelete(id) {
  const record = findGame(id);
  showMessage(() => ({
    title: t("delete_title"),
    text: record ? t("delete_text", { game: gameNameOf(record), note: noteIn(saveNote, record) }) : t("delete_unreadable_text"),
    actions: [
      { label: t("keep_game"), run: () => {}, primary: true },
      { label: t("delete_game"), run: () => {
        deleteGame(id);
        updateContinue();
      } },
    ],
  }), { askBack: true });
}

// Deleting a game with a friend says what goes with it: a game not over can no longer be
// answered from this phone.
export function askDeleteRemote(id) {
  const entry = findRemote(id);
  const what = entry?.over ? "delete_remote_text" : "delete_remote_going_text";
  showMessage(() => ({
    title: t("delete_title"),
    text: entry ? t(what, { game: gameNameOf(entry), note: noteIn(whoseOf, entry) }) : t("delete_unreadable_text"),
    actions: [
      { label: t("keep_game"), run: () => {}, primary: true },
      { label: t("delete_game"), run: () => {
        deleteRemote(id);
        updateContinue();
      } },
    ],
  }));
}

export function openResend(entry) {
  if (entry) load("remote").then(({ resendSheet }) => openSheet(resendSheet(entry)));
}

// A game's first screen names the latest game of it in progress, which starting another keeps
// (a newcomer who went Back from the table to the setup feared Start would throw it away), with
// the way back to it.
export function keptGameNote(game) {
  const latest = listGames().find((record) => record.game === game);
  return latest && contained(() => h("section", { class: "panel kept-game" },
    h("p", {}, t("kept_game")),
    h("button", { class: "btn wide continue", type: "button", dataset: { keptGame: latest.id } },
      h("span", {}, t("continue")), saveDetails(latest))), () => null);
}

// --- a tap while loading --------------------------------------------------------------------
// Menu buttons work before the engine is up: the last one tapped is marked as waiting and is
// carried out once the engine is ready, through the same click handler as any tap. A later tap
// replaces it, and a tap on Rules (which needs no engine) goes ahead at once and forgets it.

export const WAITS_FOR_ENGINE = "[data-game], [data-daily], [data-continue], [data-remote-open]";
const WAITING_ATTRIBUTES = { game: "game", daily: "daily", continue: "continue", remoteOpen: "remote-open" }; // dataset key -> attribute
let waiting = null; // selector of the menu button tapped before the engine was ready

export const waitingTap = () => waiting;

export function remember(button) {
  const key = button && Object.keys(WAITING_ATTRIBUTES).find((name) => button.dataset[name]);
  waiting = key ? `#menu [data-${WAITING_ATTRIBUTES[key]}="${button.dataset[key]}"]` : null;
  paintWaiting();
}

export function paintWaiting() {
  for (const el of document.querySelectorAll("#menu [data-waiting]")) {
    delete el.dataset.waiting;
    el.removeAttribute("aria-busy");
  }
  const button = waiting && $(waiting);
  button?.setAttribute("aria-busy", "true");
  if (button) button.dataset.waiting = "1";
  $("#boot-wait").hidden = !button;
}

export function carryOutWaiting() {
  const tapped = waiting;
  remember(null);
  $(tapped)?.click();
}
