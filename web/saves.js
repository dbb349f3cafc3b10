// The games in progress: every game the player starts is kept under an id of its own until it
// ends or the player deletes it, so starting another game, a daily challenge or a friend's link
// never replaces one. A record is {id, game, fragment (its save link), info (the game module's
// note for the Continue list), extras (what the link does not carry: {rival, daily, challenge}),
// updated (ms since the epoch), rev (its revision: how many times it was written; a record of the
// release before revisions counts as 0)}, one localStorage key a record: writing one game never
// rewrites another. Each is read through its shape (web/records.js): one another release wrote
// otherwise is read as far as it can be, or listed as unreadable, never fatal.
//
// Two tabs may have the same game open. Each remembers the revision it last read or wrote, and a
// write over a record another tab has written since is refused (WENT_ON), so an older copy of a
// game never silently replaces a newer one: the page asks the player what to do.
import { store } from "./dom.js";
import { readRecord, REMOTE, SAVE } from "./records.js";

const PREFIX = "cardtable.save.";
const keyOf = (id) => `${PREFIX}${id}`;

// Keys of the first release's single autosave per game (cardtable.autosave.<game>, with .info
// and .extras beside it), read once and turned into records.
const OLD_GAMES = ["gateruler", "frontline", "dol"];
const oldKey = (game) => `cardtable.autosave.${game}`;

export function newSaveId() {
  const random = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  return `${Date.now().toString(36)}${random}`;
}

// The ids stored under a prefix ("probe" is storageWorks's).
function storedIds(prefix) {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length))
      .filter((id) => id && id !== "probe");
  } catch {
    return [];
  }
}

// The record of a kind (its shape and key) stored under id, or null.
const readStored = (shape, key, id) => (id ? readRecord(shape, id, store.json(key(id), null)) : null);
const latestFirst = (a, b) => (b.updated || 0) - (a.updated || 0);

// Every game in progress, the last played first; unreadable records are left out (see
// unreadableGames), not deleted.
export const listGames = () => storedIds(PREFIX).map(findGame).filter(Boolean).sort(latestFirst);

// The ids of the records of games in progress that cannot be read: the player may delete them.
export const unreadableGames = () => storedIds(PREFIX).filter((id) => !findGame(id));

// The game id a storage key holds (a storage event names the key), or null.
export const idOfKey = (key) => (key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : null);

export const revOf = (record) => (Number.isInteger(record?.rev) ? record.rev : 0);

export const findGame = (id) => readStored(SAVE, keyOf, id);

// The game in progress whose save link is this one (a reload, or its own link opened again).
export const findByFragment = (fragment) => listGames().find((record) => record.fragment === fragment) || null;

// Today's daily challenge of a game, if one is in progress.
export const findDaily = (game, date) => listGames().find((record) => record.game === game && record.extras?.daily === date) || null;

// Whether this browser keeps anything at all (some private modes refuse, or throw on access).
export function storageWorks() {
  try {
    localStorage.setItem(`${PREFIX}probe`, "1");
    localStorage.removeItem(`${PREFIX}probe`);
    return true;
  } catch {
    return false;
  }
}

// What a write answers: the record is stored (with its new revision), another tab wrote it
// after the revision the writer knew (nothing is written), or the browser would not keep it.
export const SAVED = "saved";
export const WENT_ON = "went-on";
export const FAILED = "failed";

// A game that ended or was deleted leaves a small mark behind (its id), so that a tab still
// showing it does not write it back as a game in progress.
const ENDED = "cardtable.ended.";
const endedHere = (id) => store.get(`${ENDED}${id}`) !== null;

// Whether another tab has written game `id` since revision `rev`, or ended or deleted it.
export function wentOn(id, rev) {
  const stored = findGame(id);
  return stored ? revOf(stored) > rev : endedHere(id);
}

const sameGame = (a, b) => JSON.stringify([a.fragment, a.info, a.extras]) === JSON.stringify([b.fragment, b.info, b.extras]);

// Write a record as its next revision, unless another tab has written it since record.rev (the
// revision the writer knows): {status, rev}, rev the revision now stored. A write that changes
// nothing is skipped, so that merely opening a game in a second tab does not tell the first one
// that it went on (nor make it "played" now).
export function saveGame(record) {
  const known = revOf(record);
  const stored = findGame(record.id);
  if (wentOn(record.id, known)) return { status: WENT_ON };
  if (stored && sameGame(stored, record)) return { status: SAVED, rev: revOf(stored) };
  const rev = known + 1;
  const kept = store.set(keyOf(record.id), JSON.stringify({ ...record, rev, updated: Date.now() }));
  if (kept && !stored) askToKeep();
  return kept ? { status: SAVED, rev } : { status: FAILED, rev: known };
}

// A browser short of space may clear a site's storage whole, games in progress with the
// offline copy, unless the site's storage is persistent. It is asked for once a visit, when a
// game is first kept (Chromium decides without asking the player).
let keepAsked = false;
function askToKeep() {
  if (keepAsked) return;
  keepAsked = true;
  navigator.storage?.persist?.().catch(() => {});
}

// A game that has ended is not in progress any more: its record goes, unless another tab has
// played it on since revision rev (then it stays, and the answer is WENT_ON).
export function endGame(id, rev) {
  if (wentOn(id, rev)) return { status: WENT_ON };
  deleteGame(id);
  return { status: SAVED, rev };
}

export function deleteGame(id) {
  store.set(`${ENDED}${id}`, "1"); // before the record goes: another tab's storage event reads it
  store.remove(keyOf(id));
}

// The first release kept one autosave per game; each becomes a record, once.
export function migrateOldSaves() {
  for (const game of OLD_GAMES) {
    const fragment = store.get(oldKey(game));
    if (!fragment) continue;
    const kept = store.json(`${oldKey(game)}.extras`, null);
    const extras = kept && kept.save === fragment ? { rival: kept.rival ?? null, daily: kept.daily ?? null } : {};
    const info = store.json(`${oldKey(game)}.info`, null);
    if (saveGame({ id: newSaveId(), game, fragment, info, extras }).status === SAVED) {
      for (const suffix of ["", ".info", ".extras"]) store.remove(`${oldKey(game)}${suffix}`);
    }
  }
}

// Games against a friend by link (docs: README, "Play a friend by link"): one record a game,
// cardtable.remote.<game id>, {id, game, record (the engine's record of this phone's side: its
// secret, every link and the moves not yet sent), send (the last link this phone sent), mine
// (its move), started (the table is set: the invitation was answered), over, verdict, updated,
// rev}. They are kept with the same care as the games above:
// a write over a record another tab has written since is refused, and a game is not dropped when
// it ends (the friend may still ask for the last link). Only the player deletes one.
//
// A game the browser would not store (its storage full or blocked) is held in this page's memory
// instead (unkept): it goes on, is listed on the menu, and a friend's link opened in this tab
// finds it, until the page closes or another tab stores a later revision of it. Beyond that only
// the link that keeps it (the engine's remote.keep, web/remote.js) brings it back.
const REMOTE_PREFIX = "cardtable.remote.";
const remoteKey = (id) => `${REMOTE_PREFIX}${id}`;
const unkept = new Map(); // id -> entry, the games with a friend this tab could not store

const storedRemote = (id) => readStored(REMOTE, remoteKey, id);

export function findRemote(id) {
  const held = unkept.get(id);
  const stored = storedRemote(id);
  return held && !(stored && revOf(stored) > revOf(held)) ? held : stored;
}

export const listRemote = () => [...new Set([...unkept.keys(), ...storedIds(REMOTE_PREFIX)])]
  .map(findRemote).filter(Boolean).sort(latestFirst);

export const unreadableRemote = () => storedIds(REMOTE_PREFIX).filter((id) => !findRemote(id));

// As saveGame: {status, rev}; WENT_ON when another tab wrote the game after entry.rev. FAILED
// leaves the entry in this page's memory (unkept).
export function saveRemote(entry) {
  const known = revOf(entry);
  const stored = storedRemote(entry.id);
  if (stored && revOf(stored) > known) return { status: WENT_ON };
  if (stored && JSON.stringify(stored.record) === JSON.stringify(entry.record)) {
    unkept.delete(entry.id);
    return { status: SAVED, rev: revOf(stored) };
  }
  const written = { ...entry, rev: known + 1, updated: Date.now() };
  const kept = store.set(remoteKey(entry.id), JSON.stringify(written));
  if (!kept) {
    unkept.set(entry.id, { ...written, rev: known });
    return { status: FAILED, rev: known };
  }
  unkept.delete(entry.id);
  if (!stored) askToKeep();
  return { status: SAVED, rev: written.rev };
}

export function deleteRemote(id) {
  unkept.delete(id);
  store.remove(remoteKey(id));
}
