// A DoL move in words (web/games/dol/screens.js moveText, which a hint and the review say):
// leaving the main phase reads as the page's button does, "End turn" when no battle can follow
// (the engine's ends_turn), else the battle phase. A newcomer's hint said "Battle phase ▸"
// while the only glowing button read "End turn".
import "./page_globals.mjs";
import assert from "node:assert/strict";
import { test } from "node:test";
import { moveText } from "../../web/games/dol/screens.js";
import { setLang } from "../../web/i18n.js";

test("leaving the main phase is worded as its button: End turn when no battle follows", () => {
  setLang("en");
  const view = { seats: [{ hand: [], drawing: [], chars: [], barriers: [], fortress: null }] };
  assert.equal(moveText({ kind: "end_main", ends_turn: true }, view), "End turn");
  assert.notEqual(moveText({ kind: "end_main", ends_turn: false }, view), "End turn");
});
