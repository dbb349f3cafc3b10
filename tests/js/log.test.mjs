// Each game's log lines and turn briefs (web/games/<game>/log.js: lineOf, summaryOf) on engine
// events recorded from real games against the computer (tests/fixtures/log_events.json, written
// by tests/unit/log_events.py, which a Python test keeps current), in every language: every
// event reads as a sentence of its own, all its blanks filled, and every computer turn's brief
// names every card it put on the table and every change it made to the player's cards, life and
// zones, each on a line of its own, in the order they came. No browser, no worker: the page's
// own functions on the engine's own events.
import "./page_globals.mjs";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { setLang, t } from "../../web/i18n.js";
import "../../web/games/dol/words.js";
import "../../web/games/frontline/words.js";
import "../../web/games/gateruler/words.js";
import * as dolCards from "../../web/games/dol/cards.js";
import * as dolLog from "../../web/games/dol/log.js";
import * as frontlineCards from "../../web/games/frontline/cards.js";
import * as frontlineLog from "../../web/games/frontline/log.js";
import * as gaterulerCards from "../../web/games/gateruler/cards.js";
import * as gaterulerLog from "../../web/games/gateruler/log.js";

const RECORDED = JSON.parse(readFileSync(new URL("../fixtures/log_events.json", import.meta.url), "utf8"));
const LANGS = ["en", "zh", "ja"];

// game -> its page modules, the log entry the page reads from an event (DoL names cards it has
// seen by uid; the others read the event as it is), the computer's side in an event, where the
// player's own turn begins (the brief tells what came before it), and the changes a brief must
// name: for each event that changes the player's side (DoL: and each battle), the words one line
// of the brief must hold (card names and numbers), in the current language.
const GAMES = {
  dol: {
    cards: dolCards, log: dolLog,
    reader: () => { const known = new Map(); return (ev) => dolLog.entryOf(known, ev); },
    cpu: (ev) => ev.seat === 1,
    own: (ev) => ev.e === "turn" && ev.seat === 0,
    change: (ev) => {
      const name = (id) => dolCards.cardName(id);
      if (ev.e === "battle") return ev.power.filter((n, i) => n || !i).map(String);
      if (ev.e === "life" && (ev.seat === 0 || ev.why === "battle")) return [String(Math.abs(ev.amount))];
      if (ev.e === "leave" && (ev.seat === 0 || ev.why === "battle")) return [name(ev.card)];
      if ((ev.e === "rest" || ev.e === "seal") && ev.seat === 0) return [name(ev.card)];
      return null;
    },
  },
  frontline: {
    cards: frontlineCards, log: frontlineLog,
    reader: () => (ev) => ({ ev }),
    cpu: (ev) => ev.seat === 1,
    own: (ev) => ev.e === "turn" && ev.seat === 0,
    change: (ev) => {
      if (ev.seat !== 0) return null;
      const name = (id) => frontlineCards.cardName(id);
      if (ev.e === "damage") return [name(ev.card), String(ev.amount)];
      if (ev.e === "ward") return [name(ev.card), name(ev.gear)];
      if (ev.e === "wasteland") return [name(ev.card), ...(ev.gear ? [name(ev.gear)] : [])];
      if (ev.e === "base") return [String(ev.amount)];
      if (ev.e === "mill" || ev.e === "recall") return [name(ev.card)];
      if (ev.e === "draw") return [String(ev.count)];
      return null;
    },
  },
  gateruler: {
    cards: gaterulerCards, log: gaterulerLog,
    reader: () => (ev) => ({ ev }),
    cpu: (ev) => ev.side === 1,
    own: (ev) => ev.e === "turn" && ev.side === 0,
    change: (ev, before) => {
      const name = (id) => gaterulerCards.cardName(id);
      if (afterYours(before) && ["damage", "destroy", "summon"].includes(ev.e)) return [name(ev.card)];
      if (afterYours(before) && ev.e === "ruler-damage" && ev.side === 1) return [String(ev.amount)];
      if (ev.side !== 0) return null;
      if (ev.e === "cnt") return [name(ev.card)];
      if (ev.e === "ruler-damage") {
        return [ev.amount, ev.to_damage, ...(ev.to_counter ? [ev.to_counter] : [])].map(String);
      }
      if (["damage", "destroy", "destroy-set", "trap"].includes(ev.e)) return [name(ev.card)];
      return null;
    },
  },
};

// Whether the events before one are a card of yours resolving in the other side's turn (a set
// card springing, a CNT card) and what it did so far.
function afterYours(before) {
  for (const ev of before.slice().reverse()) {
    if (ev.side === 0 && ["trap", "cnt"].includes(ev.e)) return true;
    if (!["damage", "destroy", "summon", "heal", "energy", "ruler-damage", "damage-card"].includes(ev.e)) return false;
  }
  return false;
}

// The page's game object as lineOf and summaryOf read it: the snapshot's options and viewer.
const gameOf = (recorded) => ({ snap: { options: recorded.options, viewer: recorded.viewer, remote: null } });

// What a turn puts on the table, each card of which its brief names.
const PUT = ["play", "deploy", "summon", "equip"];

// A sentence with nothing left out: no {blank}, no value JavaScript made up, no key for words.
function assertWords(text, where) {
  assert.equal(typeof text, "string", where);
  assert.ok(text.trim(), `empty: ${where}`);
  assert.doesNotMatch(text, /\{\w+\}|undefined|NaN|null|\[object/, where);
  assert.doesNotMatch(text, /^[a-z]+(_[a-z0-9]+)+$/, `a key, not words: ${where}`);
}

// A word in a line: a number on its own (8 is not in 18), a name anywhere.
const said = (line, word) => (/^\d+$/.test(word) ? new RegExp(`(^|\\D)${word}(\\D|$)`).test(line) : line.includes(word));

// The computer's turns in one recorded game: from its turn's first event to the answer's end.
function computerTurns(recorded, cpu) {
  const turns = [];
  for (const answer of recorded.answers) {
    const start = answer.findIndex((ev) => ev.e === "turn" && cpu(ev));
    if (start >= 0) turns.push(answer.slice(start));
  }
  return turns;
}

for (const [id, spec] of Object.entries(GAMES)) {
  const { catalog, games } = RECORDED[id];
  spec.cards.setCatalog(catalog);

  test(`${id}: every recorded event reads as a line of its own in every language`, () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const recorded of games) {
        const game = gameOf(recorded);
        const read = spec.reader();
        for (const ev of recorded.answers.flat()) {
          const where = `${lang} ${JSON.stringify(ev)}`;
          const { text, kind } = spec.log.lineOf(read(ev), game);
          assertWords(text, where);
          assert.notEqual(text, t("log_unknown", { e: JSON.stringify(ev) }), `no line for the event: ${where}`);
          assert.match(kind, /^(lose|((turn|hit|key) )?side-[01])$/, where);
        }
      }
    }
  });

  test(`${id}: every computer turn's brief names every change to your side, a line each, in order`, () => {
    let briefs = 0;
    let changes = 0;
    for (const lang of LANGS) {
      setLang(lang);
      for (const recorded of games) {
        const game = gameOf(recorded);
        for (const events of computerTurns(recorded, spec.cpu)) {
          const lines = spec.log.summaryOf(events, game);
          const where = `${lang} ${JSON.stringify(events)}`;
          const did = events.some((ev) => spec.cpu(ev) && ["play", "deploy", "summon", "attack", "battle", "equip"].includes(ev.e));
          if (did) assert.ok(lines.length, `a turn that did something, briefed as nothing: ${where}`);
          lines.forEach((line) => assertWords(line, where));
          const own = events.findIndex(spec.own);
          // Every card the computer put on the table is named ("the computer used 3 cards" had
          // told a newcomer nothing).
          for (const ev of own < 0 ? events : events.slice(0, own)) {
            if (!spec.cpu(ev) || !PUT.includes(ev.e)) continue;
            const name = spec.cards.cardName(ev.card);
            assert.ok(lines.some((line) => line.includes(name)), `${name} not named: ${lines.join(" / ")} (${where})`);
          }
          let at = -1;
          const turn = own < 0 ? events : events.slice(0, own);
          for (const [i, ev] of turn.entries()) {
            const words = spec.change(ev, turn.slice(0, i));
            if (!words) continue;
            const next = lines.findIndex((line, i) => i > at && words.every((word) => said(line, word)));
            assert.ok(next > at, `${JSON.stringify(ev)} not named after line ${at}: ${lines.join(" / ")} (${where})`);
            at = next;
            changes += 1;
          }
          briefs += 1;
        }
      }
    }
    assert.ok(briefs > LANGS.length && changes > LANGS.length, `too few computer turns recorded (${briefs}, ${changes} changes)`);
  });
}

test("a brief names the computer, or a friend on another phone, as the game is played", () => {
  setLang("en");
  const recorded = RECORDED.dol.games[0];
  const events = computerTurns(recorded, GAMES.dol.cpu).find((turn) => turn.some((ev) => ev.e === "play"));
  const brief = (remote) => dolLog.summaryOf(events, { snap: { ...gameOf(recorded).snap, remote } }).join(" ");
  assert.match(brief(null), /The computer/);
  assert.match(brief({ seat: 0 }), /Your friend/);
});

test("a card milled from a friend's deck on another phone reads as unnamed until their link names it", () => {
  for (const lang of LANGS) {
    setLang(lang);
    const { text } = frontlineLog.lineOf({ ev: { e: "mill", seat: 1, card: null, uid: 7 } }, gameOf(RECORDED.frontline.games[0]));
    assertWords(text, `${lang} unnamed mill`);
  }
});

test("a lock-on whose target left first says it strikes nothing, naming both cards", () => {
  const recorded = RECORDED.frontline.games[0];
  const [card, target] = Object.keys(RECORDED.frontline.catalog.cards);
  for (const lang of LANGS) {
    setLang(lang);
    const { text } = frontlineLog.lineOf({ ev: { e: "aim-lost", seat: 1, card, target } }, gameOf(recorded));
    assertWords(text, `${lang} aim-lost`);
    assert.ok(text.includes(frontlineCards.cardName(card)) && text.includes(frontlineCards.cardName(target)), text);
  }
});
