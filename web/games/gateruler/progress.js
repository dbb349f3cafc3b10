// The campaign's progress, kept on this phone: which levels are cleared, the best result at each
// level (won with the most LIFE left, then in the fewest turns), and whether every level is open
// from the start (the player's choice) or each opens once the one before it is cleared. What a
// game's result is comes from the engine's score ({level, life}) and length; nothing here judges.
import { KEYS, store } from "../../dom.js";

const BEST = "cardtable.gateruler.best";
const ALL_OPEN = "cardtable.gateruler.all-open";

export function clearedLevels() {
  const list = store.json(KEYS.cleared, []);
  return Array.isArray(list) ? list.filter(Number.isInteger) : [];
}

// {level: {won, life, turns}}, a damaged entry skipped.
function bests() {
  const kept = store.json(BEST, {});
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) return {};
  return Object.fromEntries(Object.entries(kept).filter(([, b]) => b && typeof b.won === "boolean"
    && Number.isInteger(b.life) && Number.isInteger(b.turns)));
}

export const bestAt = (n) => bests()[n] || null;

const better = (a, b) => !b || (a.won && !b.won) || (a.won === b.won && (a.won
  ? a.life > b.life || (a.life === b.life && a.turns < b.turns)
  : a.turns > b.turns));

// A finished game at level n (the engine's snapshot: result, score, length).
export function recordResult(snap) {
  const n = snap.options.l;
  const result = { won: snap.result === 0, life: snap.score?.life ?? 0, turns: snap.length?.n ?? 0 };
  const all = bests();
  if (better(result, all[n])) store.set(BEST, JSON.stringify({ ...all, [n]: result }));
  const list = clearedLevels();
  if (result.won && !list.includes(n)) store.set(KEYS.cleared, JSON.stringify([...list, n].sort((a, b) => a - b)));
}

export const allOpen = () => store.get(ALL_OPEN) === "1";
export const setAllOpen = (on) => store.set(ALL_OPEN, on ? "1" : "0");

// Level 1 is always open; level n once level n - 1 is cleared, or every level by choice.
export const isOpen = (n) => allOpen() || n === 1 || clearedLevels().includes(n - 1);
