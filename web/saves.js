// The games in progress: every game the player starts is kept under an id of its own until it
// ends or the player deletes it, so starting another game, a daily challenge or a friend's link
// never replaces one. A record is {id, game, fragment (its save link), info (the game module's
// note for the Continue list), extras (what the link does not carry: {rival, daily, challenge}),
// updated (ms since the epoch)}, one localStorage key a record: writing one game never rewrites
// another.
import { store } from "./dom.js";

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

function storedKeys() {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
  } catch {
    return [];
  }
}

const isRecord = (record) => record && typeof record.id === "string" && typeof record.game === "string"
  && typeof record.fragment === "string" && record.fragment.length > 0;

// Every game in progress, the last played first; unreadable records are left out, not deleted.
export function listGames() {
  return storedKeys()
    .map((key) => store.json(key, null))
    .filter(isRecord)
    .sort((a, b) => (b.updated || 0) - (a.updated || 0));
}

export function findGame(id) {
  const record = id ? store.json(keyOf(id), null) : null;
  return isRecord(record) ? record : null;
}

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

// Write a record (the time it was played is now); true when the browser kept it.
export function saveGame(record) {
  return store.set(keyOf(record.id), JSON.stringify({ ...record, updated: Date.now() }));
}

export function deleteGame(id) {
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
    if (saveGame({ id: newSaveId(), game, fragment, info, extras })) {
      for (const suffix of ["", ".info", ".extras"]) store.remove(`${oldKey(game)}${suffix}`);
    }
  }
}
