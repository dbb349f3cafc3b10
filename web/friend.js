// Play by link with a friend: two phones, each its own side of the game
// (py/cardtable/remote_table.py). The engine makes each link as soon as the game passes to the
// friend, and the page keeps the game's record (saves.js, saveRemote), gives it back with every
// link opened, and shows the link to send (web/remote.js). A link is routed by the game it
// names, so a friend's link opens its own game wherever the player is; a link that cannot be
// taken changes nothing and says why.
import { ask } from "./engine-queue.js";
import { showEngineError, showRemoteError } from "./errors.js";
import { t } from "./i18n.js";
import { GAME_IDS, load, loadGame } from "./loader.js";
import { currentGame, setBusy } from "./ongoing.js";
import { receive, startGame } from "./play.js";
import { findRemote, revOf, storageWorks } from "./saves.js";
import { currentScreen, goHome, returnToGame, show } from "./screen.js";
import { showMessage } from "./sheets.js";

const REMOTE_SAVE = "r-"; // a remote game's id on the game screen, beside the saves' own ids
const remoteSaved = (entry) => ({ id: `${REMOTE_SAVE}${entry.id}`, rev: revOf(entry) });
export const remoteIdOf = (saveId) => (saveId?.startsWith(REMOTE_SAVE) ? saveId.slice(REMOTE_SAVE.length) : null);
const remoteOnScreen = () => (currentGame()?.remote ? currentGame().snap.remote.id : null);

export async function inviteFriend(game, decks) {
  await load("remote");
  const snap = await ask({ op: "remote_invite", game, decks });
  if (snap) snap.ok ? startGame(snap, true, {}, { saved: remoteSaved({ id: snap.remote.id }) }) : showEngineError(snap.error, "new");
}

export async function continueRemote(entry, how = "push") {
  await load("remote");
  const snap = await ask({ op: "remote_load", record: entry.record });
  if (!snap) return;
  if (!snap.ok) return showRemoteError(snap.error, false);
  startGame(snap, false, {}, { saved: remoteSaved(entry), how });
}

// A friend's link: into the stored game it names (played back from the board before it), an
// invitation to accept, or a message, the game on screen as it was. A game this browser keeps
// nothing of is most likely one its storage refused: said so. A link that keeps a game of this
// phone's own (the engine's remote.keep) brings that game back.
export async function openRemoteLink(fragment, peek, how) {
  await load("remote");
  if (peek.kept) return restoreKept(fragment, peek, how);
  const entry = findRemote(peek.id);
  if (!entry) {
    if (peek.invitation) return askAccept(fragment, peek, how);
    return showRemoteError({ code: storageWorks() ? "unknown" : "unstored" }, !!currentGame());
  }
  const onScreen = remoteOnScreen();
  const answer = await ask({ op: "remote_receive", record: entry.record, fragment });
  if (!answer) return;
  if (!answer.ok) {
    if (onScreen === peek.id) returnToGame();
    else await continueRemote(entry, how);
    return showRemoteError(answer.error, true);
  }
  const game = currentGame();
  if (onScreen === peek.id && game.rev === revOf(entry)) {
    if (currentScreen().name !== "game") show("game", { save: game.saveId }, "replace");
    return receive(answer, "act", game.snap.view ? game.snap : null);
  }
  startGame(answer, false, {}, { saved: remoteSaved(entry), how, mode: "act", before: answer.before });
  if (onScreen && onScreen !== peek.id) {
    showMessage(() => ({ title: t("remote_err_other-game"), text: t("remote_other_opened"), actions: [{ label: t("play_on"), run: () => {}, primary: true }] }));
  }
}

// A kept game over its copy on this phone, if any, unless that one went further (the engine
// chooses): the player copied it when the browser would not store it.
async function restoreKept(fragment, peek, how) {
  const entry = findRemote(peek.id);
  const snap = await ask({ op: "remote_restore", fragment, record: entry?.record ?? null });
  if (!snap) return;
  if (!snap.ok) return showRemoteError(snap.error, !!currentGame());
  startGame(snap, false, {}, { saved: remoteSaved(entry || { id: snap.remote.id }), how });
}

async function askAccept(fragment, peek, how) {
  const module = GAME_IDS.includes(peek.game) ? await loadGame(peek.game) : null;
  setBusy(false);
  if (!module?.deckName || typeof peek.decks !== "string") return showRemoteError({ code: "corrupt" }, false);
  showMessage(() => ({
    title: t("remote_accept_title"),
    text: t("remote_accept_text", { game: t(module.nameKey), faction: module.deckName(peek.decks[1]) }),
    actions: [
      { label: t("remote_accept"), run: () => acceptInvite(fragment, how), primary: true },
      { label: t("remote_not_now"), run: goHome },
    ],
  }));
}

async function acceptInvite(fragment, how) {
  const snap = await ask({ op: "remote_accept", fragment });
  if (!snap) return;
  if (!snap.ok) return showRemoteError(snap.error, false);
  startGame(snap, true, {}, { saved: remoteSaved({ id: snap.remote.id }), how });
}
