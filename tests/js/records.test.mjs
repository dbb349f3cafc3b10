// Stored records read through their shapes (web/records.js), and when a game was played
// (web/clock.js), on node's own test runner: what a newer or an older release might have written.
import "./page_globals.mjs";
import assert from "node:assert/strict";
import { test } from "node:test";
import { playedAgo } from "../../web/clock.js";
import { setLang } from "../../web/i18n.js";
import { readRecord, REMOTE, SAVE } from "../../web/records.js";

const save = { id: "other", game: "gateruler", fragment: "abc", info: { l: 1 }, extras: { daily: "2026-01-02" }, updated: 5, rev: 2 };

test("a field of another type reads as absent, and the record is still read, under its key's id", () => {
  const odd = { ...save, info: "Level 1", updated: "yesterday", rev: -1, extras: { daily: 7, challenge: true }, later: [1] };
  assert.deepEqual(readRecord(SAVE, "key", odd),
    { id: "key", game: "gateruler", fragment: "abc", extras: { challenge: true }, later: [1] });
  assert.deepEqual(readRecord(SAVE, "key", { ...save, extras: "daily" }).extras, undefined);
});

test("a record without what it cannot do without cannot be read", () => {
  for (const odd of [{ ...save, fragment: "" }, { ...save, game: 7 }, "text", [save], null]) {
    assert.equal(readRecord(SAVE, "key", odd), null);
  }
  const { send: _send, ...remote } = { game: "frontline", record: { seat: 0 }, send: "m0" };
  assert.equal(readRecord(REMOTE, "key", remote), null);
});

test("a game stamped ahead of the clock (set back since) was played a moment ago", () => {
  setLang("en");
  assert.equal(playedAgo(Date.now() + 3 * 3600 * 1000), "Played this minute");
  assert.equal(playedAgo(Date.now() - 3 * 3600 * 1000), "Played 3 hours ago");
});
