// Which screen is showing, and moving between screens: each is a history entry with an address
// (web/nav.js), drawn under the top bar. The menu, the rules and a game's own screens (levels,
// setup, decks) are drawn here; the game's table and the replay viewer by the modules that hand
// their drawing in (drawShellScreens).
import { $, h, replace } from "./dom.js";
import { currentLang, t } from "./i18n.js";
import { GAMES, load } from "./loader.js";
import { keptGameNote, updateContinue } from "./menu.js";
import { backToMenu, canGoBack, currentEntry, pushScreen, replaceScreen, screenAddress, screenAt, setAddress } from "./nav.js";
import { currentGame, currentReplay, resultShown, setGame, setReplay } from "./ongoing.js";
import { loadContent, rulesScreen } from "./screens.js";
import { shell } from "./shell.js";
import { hideSheet, openSheet } from "./sheets.js";

let screen = { name: "menu" };
let moves = 0; // screens shown so far: a screen that waited for its module is not shown over a later one
const contents = new Map(); // game id -> {data, loaded}
// {renderGame, canResign, renderReplay, skipPlayback, stopPlayback}: from web/game-screen.js,
// web/replay-view.js and web/playback.js, which move to screens themselves.
let parts = null;

export function drawShellScreens(given) {
  parts = given;
}

export const currentScreen = () => screen;

// A move to another screen, counted; lastMove() tells a screen that waited whether it is still the latest.
export const newMove = () => ++moves;
export const lastMove = () => moves;

// The link in the address bar, if it holds one (not a screen's own address).
export function hashFragment() {
  return screenAt(location.hash) ? "" : location.hash.slice(1);
}

// The module a screen belongs to: the game in progress, or the game the screen is about.
export function moduleOf(shown = screen) {
  if (shown.name === "game") return currentGame()?.module;
  return GAMES[shown.game] || Object.values(GAMES).find((game) => game.screens[shown.name]);
}

function screenDef(shown = screen) {
  return moduleOf(shown)?.screens[shown.name];
}

// Move to a screen. how: "push" (a new history entry, so Back returns here), "replace" (this
// entry now stands for it) or "none" (the history moved already: Back or Forward).
export function show(name, args = {}, how = "push") {
  hideSheet();
  if (screen.name === "game" && name !== "game" && currentGame()?.queue.length) parts.skipPlayback();
  if (name !== "replay") setReplay(null);
  const next = { name, ...ownerOf(name, args), ...args };
  const same = sameScreen(screen, next);
  moves += 1;
  screen = next;
  if (how !== "none") {
    const address = addressOf(screen);
    if (how === "replace" || (same && !currentEntry()?.sheet)) replaceScreen(screen, address);
    else pushScreen(screen, address);
  }
  render();
  window.scrollTo(0, 0);
}

// A game and a replay are addressed by their link, every other screen by its name.
// A game with a friend is addressed by its id: its latest link is the friend's, and opening that
// link again must be a new address for the page to say it is already on the board.
function addressOf(shown) {
  const game = currentGame();
  const replay = currentReplay();
  if (shown.name === "game" && game?.remote) return screenAddress({ name: "game", save: game.saveId });
  if (shown.name === "game" && game) return `#${game.snap.fragment}`;
  if (shown.name === "replay" && replay) return `#${replay.fragment}`;
  return screenAddress(shown);
}

// A game's own screen names its game, so that its address can load the game's module first.
const SHELL_SCREENS = ["menu", "game", "replay", "rules"];
const ownerOf = (name, args) => (SHELL_SCREENS.includes(name) ? {} : { game: moduleOf({ name, ...args })?.id });

const canonical = (shown) => JSON.stringify(Object.entries(shown).sort(([a], [b]) => a.localeCompare(b)));
export const sameScreen = (a, b) => canonical(a) === canonical(b);

export function render() {
  const { name } = screen;
  document.body.dataset.screen = name;
  if (name !== "game" || !currentGame()?.remote) delete document.body.dataset.remote;
  $("#menu").hidden = name !== "menu";
  $("#screen").hidden = name === "menu";
  renderTopbar();
  if (name !== "replay") delete document.body.dataset.replayPosition;
  if (name === "menu") return updateContinue();
  if (name === "game") return parts.renderGame();
  if (name === "replay") return parts.renderReplay();
  if (name === "rules") {
    const { data, loaded } = content(screen.game);
    return replace($("#screen"), rulesScreen(screen.game, data, loaded, currentLang()));
  }
  const page = screenDef().render(screen, shell);
  const kept = startsGames(screen) && keptGameNote(moduleOf().id);
  if (kept) page.prepend(kept);
  replace($("#screen"), page);
}

// Whether a screen starts a new game of its module (its entry, or a screen that says so), so
// that it names the game in progress that starting keeps: Back from the table lands there.
const startsGames = (shown) => shown.name === moduleOf(shown).entry || !!screenDef(shown).startsGames;

// A game's web/content file: {data, loaded}; asking starts the fetch, and the screen is drawn
// again when it arrives.
export function content(game) {
  if (!contents.has(game)) {
    contents.set(game, { data: null, loaded: false });
    loadContent(game).then((data) => {
      contents.set(game, { data, loaded: true });
      if (screen.name !== "menu" && screen.name !== "game") render();
    });
  }
  return contents.get(game);
}

function screenTitle() {
  const { name } = screen;
  const game = currentGame();
  if (name === "rules") return t("rules");
  if (name === "game") return game ? game.module.gameTitle(game) : "Card Table";
  if (name === "replay") return `${t("replay")} · ${currentReplay().game.module.gameTitle(currentReplay().game)}`;
  return screenDef()?.title(screen) ?? "Card Table";
}

export function renderTopbar() {
  const { name } = screen;
  const back = $("#nav-back");
  back.hidden = name === "menu";
  back.textContent = name === "game" ? "☰" : "←";
  back.setAttribute("aria-label", name === "game" ? t("menu") : t("back"));
  $("#topbar-title").textContent = screenTitle();
  replace($("#topbar-extra"), name === "game" && currentGame() && !resultShown()
    ? h("button", { class: "btn ghost small", id: "share" }, t("share")) : null);
}

// The top bar's back arrow: in a game it opens the game's menu; elsewhere it is the phone's Back,
// or, on a screen a link opened with nothing behind it, the screen's own way back.
export function goBack() {
  const { name, from } = screen;
  if (name === "game") return load("panels").then(({ gameMenuSheet }) => openSheet(gameMenuSheet(parts.canResign(currentGame()))));
  if (canGoBack()) return history.back();
  if (name === "rules" && from === "game" && currentGame()) return show("game", { save: currentGame().saveId }, "replace");
  if (name === "replay" && from === "game" && currentGame()) return returnToGame();
  const back = screenDef()?.back?.(screen);
  if (back) return show(back[0], back[1], "replace");
  goHome();
}

// To the menu: back through the history to its entry, so Back from the menu leaves the app.
export function goHome() {
  leaveGame();
  hideSheet();
  if (!backToMenu()) show("menu", {}, "replace");
}

export function leaveGame() {
  parts.stopPlayback();
  setGame(null);
}

export function returnToGame() {
  show("game", { save: currentGame().saveId }, "replace");
}

// The entry shown gets its screen's address, and a game's entry the revision of its record this
// tab knows, so that a reload can tell whether another tab played the game on meanwhile.
export function markAddress() {
  const game = screen.name === "game" ? currentGame() : null;
  setAddress(addressOf(screen), game ? { rev: game.rev } : {});
}
