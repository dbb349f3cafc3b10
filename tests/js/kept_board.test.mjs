// The board kept for a reload (web/kept-board.js), read back whatever storage holds: only a
// board of the game asked for, drawable, is drawn; anything else is no board (the engine then
// opens the game as always), never an error.
import "./page_globals.mjs";
import assert from "node:assert/strict";
import { test } from "node:test";

const stored = new Map();
globalThis.localStorage = {
  getItem: (key) => (stored.has(key) ? stored.get(key) : null),
  setItem: (key, value) => stored.set(key, String(value)),
};
const { keepBoard, keptBoard } = await import("../../web/kept-board.js");

const snap = { game: "frontline", fragment: "abc", view: { seats: [] }, actions: [], log: [{ e: "turn" }], boards: [1], hash: "h" };

test("the last board drawn comes back for its game, by its save or its link, without its log", () => {
  keepBoard("save-1", snap);
  const { boards, ...still } = snap;
  assert.deepEqual(keptBoard({ saveId: "save-1" }), { save: "save-1", snap: { ...still, log: [] } });
  assert.equal(keptBoard({ fragment: "abc" }).save, "save-1");
  assert.equal(keptBoard({ saveId: "save-2" }), null);
  assert.equal(keptBoard({ fragment: "other" }), null);
  keepBoard("save-3", { ...snap, remote: { id: "x" } }); // a game with a friend is not kept
  assert.equal(keptBoard({ saveId: "save-3" }), null);
});

test("a kept value of another shape is no board", () => {
  for (const odd of ["not json", "null", "7", '{"save":"s"}', '{"save":"s","snap":{"game":"chess","view":{},"actions":[]}}',
    '{"save":"s","snap":{"game":"frontline","view":"v","actions":[]}}', '{"save":"s","snap":{"game":"frontline","view":{},"actions":{}}}']) {
    stored.set("cardtable.board", odd);
    assert.equal(keptBoard({ saveId: "s" }), null, odd);
  }
});
