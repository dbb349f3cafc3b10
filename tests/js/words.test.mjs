// The page's words (web/i18n.js) on node's own test runner: plural forms, a message that opens
// with a name, and lists joined the way each language joins them. No browser: these are the
// page's own functions on given values.
import "./page_globals.mjs";
import assert from "node:assert/strict";
import { test } from "node:test";
import * as i18n from "../../web/i18n.js";
import "../../web/games/dol/words.js"; // the DoL log words it checks come with that game

test("messages choose plural forms and capitalise the name they open with", () => {
  i18n.setLang("en");
  assert.deepEqual([
    i18n.t("cards_n", { n: 1 }), i18n.t("cards_n", { n: 2 }), i18n.t("turns_n", { n: 1 }),
    i18n.t("dl_log_ramp", { n: 1, whose: "your" }), i18n.t("dl_log_ramp", { n: 3, whose: "your" }),
    i18n.t("dl_log_check", { whose: "your" }),
    i18n.t("dl_log_battle", { whose: "the computer's", mine: 9, theirs: 4 }),
    i18n.t("dl_log_battle_direct", { whose: "your", n: 9 }),
  ], [
    "1 card", "2 cards", "1 turn",
    "1 card goes from your deck face down into the dimension zone.",
    "3 cards go from your deck face down into the dimension zone.",
    "Your turn ends.",
    "Battle! The computer's combat power 9 against 4.",
    "Battle! No captain stands against your attack: combat power 9.",
  ]);
  i18n.setLang("zh");
  assert.deepEqual([i18n.t("cards_n", { n: 1 }), i18n.t("cards_n", { n: 2 }),
    i18n.t("dl_log_check", { who: "电脑", whose: "电脑的" })], ["1张", "2张", "电脑的回合结束。"]);
  i18n.setLang("ja");
  assert.deepEqual([i18n.t("cards_n", { n: 1 }), i18n.t("cards_n", { n: 2 })], ["1枚", "2枚"]);
});

test("a Japanese or-list takes a comma before または", () => {
  i18n.setLang("ja");
  assert.equal(i18n.orList(["光るカードを出す", "「ターン終了」をタップ"]),
    "光るカードを出す、または「ターン終了」をタップ");
});
