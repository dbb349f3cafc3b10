// What the page keeps beside a game that its save link does not carry: the sender's result of a
// game opened from a result link (rival), and the date of a daily challenge (daily). It is
// stored next to the game's autosave and tied to the save link it was written with, so a reload
// or Continue finds it again, and any other game of the same kind leaves it behind.
import { autosaveKey, store } from "./dom.js";

const extrasKey = (game) => `${autosaveKey(game)}.extras`;

// After every snapshot of the game in progress; extras = {rival?, daily?}.
export function keepExtras(snap, extras) {
  if (!extras?.rival && !extras?.daily) return store.remove(extrasKey(snap.game));
  store.set(extrasKey(snap.game), JSON.stringify({ save: snap.links.save, rival: extras.rival ?? null, daily: extras.daily ?? null }));
}

// The extras kept with this very game (the same save link), else none.
export function findExtras(snap) {
  const kept = store.json(extrasKey(snap.game), null);
  if (!kept || kept.save !== snap.links?.save) return {};
  return { rival: kept.rival ?? null, daily: kept.daily ?? null };
}
