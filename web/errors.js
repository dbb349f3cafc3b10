// An engine's answer that is an error, said in the page's words with the way on: back to the
// game on screen, or to the menu. Saved games are safe, and a message says so where it matters.
import { currentLang, has, t } from "./i18n.js";
import { currentGame, setBusy } from "./ongoing.js";
import { listGames } from "./saves.js";
import { currentScreen, goHome, returnToGame } from "./screen.js";
import { showMessage } from "./sheets.js";

// What happened in the page's words (the engine's own words only where the page has none, so
// nothing is said twice), and, when a game is on screen, the way back to it first.
export function showEngineError(error, mode) {
  setBusy(false);
  const code = error?.code || "internal";
  const opening = mode === "open";
  const known = has(`err_${code}`) && code !== "internal";
  const inGame = currentGame() && currentScreen().name === "game";
  const toGame = { label: t("return_game"), run: returnToGame, primary: true };
  const toMenu = { label: t("to_menu"), run: goHome, primary: !inGame };
  showMessage(() => ({
    title: t(opening ? "err_title" : "err_game_title"),
    text: sentences(
      known ? t(`err_${code}`, { n: (error.position ?? 0) + 1 }) : t(code === "internal" ? "err_internal" : "err_other", { code }),
      opening && listGames().length && t("err_save_safe"),
    ),
    detail: known ? "" : error?.message,
    actions: inGame ? [toGame, toMenu] : [toMenu],
  }));
}

// Sentences of a message, spaced as the language spaces them.
export const sentences = (...parts) => parts.filter(Boolean).join(currentLang() === "en" ? " " : "");

// A friend's link the engine refused (RemoteError's code), in the page's words; inGame: the
// game is on screen, as it was.
export function showRemoteError(error, inGame) {
  setBusy(false);
  const key = `remote_err_${error?.code}`;
  const known = has(key);
  showMessage(() => ({
    title: t("remote_err_title"),
    text: sentences(known ? t(key) : t("err_other", { code: error?.code }), inGame && t("remote_game_kept")),
    detail: known ? "" : error?.message,
    actions: [inGame && currentGame() ? { label: t("return_game"), run: returnToGame, primary: true } : { label: t("to_menu"), run: goHome, primary: true }],
  }));
}
