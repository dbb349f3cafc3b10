// The result card's offer of an easier level (web/screens.js againActions, issue 27): after a
// loss to the computer above its weakest level, the level below comes first, named in the
// page's language; never after a win or a draw, at the weakest level, in pass and play, or
// against the default bot of a link made before the levels.
import "./page_globals.mjs";
import assert from "node:assert/strict";
import { test } from "node:test";
import { setLang } from "../../web/i18n.js";
import { againActions } from "../../web/screens.js";

const LEVELS = ["easy", "normal", "hard"]; // as the engine's catalog names them, weakest first
const ended = (result, options) => ({ result, options: { b: 1, d: "LM", ...options } });
const offered = (snap) => againActions(snap, LEVELS).map((action) => action.result);

test("a loss to the computer offers the level below, first and as the main button", () => {
  setLang("en");
  const [easier, again] = againActions(ended(1, { lv: "hard" }), LEVELS);
  assert.deepEqual([easier.result, easier.label, easier.primary], ["easier", "Try Normal next", true]);
  assert.deepEqual([again.result, again.primary], ["again", false]);
  setLang("ja");
  assert.equal(againActions(ended(1, { lv: "normal" }), LEVELS)[0].label, "やさしいでもう一度");
  setLang("en");
});

test("no easier level after a win or a draw, at easy, in pass and play, or with no level", () => {
  for (const snap of [ended(0, { lv: "hard" }), ended(-1, { lv: "hard" }), ended(1, { lv: "easy" }),
    ended(1, { b: -1, lv: "hard" }), ended(1, {})]) {
    assert.deepEqual(offered(snap), ["again"]);
  }
});
