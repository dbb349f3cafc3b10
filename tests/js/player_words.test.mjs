// The rules pages and the page's words speak to players. A rules page (web/content/<game>.json)
// names no file, test, tool, rules version or decision id: it tells what happens in the game.
// And each language says one thing one way everywhere a player reads it (docs/glossary.json):
// the rules pages and the words (web/words.js, web/games/<game>/words.js). No browser: these
// are the files as the page loads them.
import "./page_globals.mjs";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (file) => readFileSync(join(ROOT, file), "utf8");
const GAMES = ["gateruler", "frontline", "dol"];
const LANGUAGES = ["en", "zh", "ja"];
const GLOSSARY = JSON.parse(read("docs/glossary.json"));

// Every text of a content file in one language, as [where, text]: the strings under a language
// key (rules[lang], departures[lang], a briefing's text[lang] …), without the rulings' ids,
// which the page never shows.
function contentTexts(game, lang) {
  const texts = [];
  const walk = (node, where, shown) => {
    if (typeof node === "string") {
      if (shown === lang) texts.push([where, node]);
    } else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key !== "id") walk(value, `${where}.${key}`, LANGUAGES.includes(key) ? key : shown);
      }
    }
  };
  walk(JSON.parse(read(`web/content/${game}.json`)), game, null);
  return texts;
}

// Every word in one language, as [where, text, game]: each key's string, or each of its plural
// forms; game is null for the shared words.
const WORD_FILES = [["web/words.js", null], ...GAMES.map((game) => [`web/games/${game}/words.js`, game])];
const tables = await Promise.all(WORD_FILES.map(async ([file, game]) => [file, game, (await import(join(ROOT, file))).words]));
const wordTexts = (lang) => tables.flatMap(([file, game, table]) => Object.entries(table).flatMap(([key, forms]) => {
  const said = forms[LANGUAGES.indexOf(lang)];
  return (typeof said === "string" ? [said] : Object.values(said)).map((text) => [`${file} ${key}`, text, game]);
}));

// The rulings' ids: the engine's lists, and those the content files give beside their texts.
const RULING_ID = /"id": "([\w-]+)"/g;
const rulingIds = [
  ...["dol", "frontline"].flatMap((game) => [...read(`py/cardtable/${game}/rules.py`).matchAll(RULING_ID)]),
  ...GAMES.flatMap((game) => [...read(`web/content/${game}.json`).matchAll(RULING_ID)]),
].map(([, id]) => id);

// What a player never needs to read: how the app is made, tested and measured.
const DEVELOPER_WORDS = {
  all: [
    /\b[\w-]+\.(?:py|mjs|js|json|md|txt|html|css)\b/, // a file
    /\b(?:bench|tests?|py|web|cards|docs|scripts)\//, // a folder of the repository
    /\bNOTES\b|\bREADME\b/, /pytest|ruleset/i,
    /[「“"][a-z]+(?:-[a-z]+)+[」”"]/, // an id in quotes
    ...rulingIds.filter((id) => id.includes("-")).map((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`)),
  ],
  en: [/\btest(?:s|ed)?\b/i, /\brules? version/i, /\bbots?\b/i, /\bdecisions? "/i],
  zh: [/测试/, /规则版本/, /机器人/, /[a-z]+-[a-z]+/],
  ja: [/テスト/, /ルール版|ルールのバージョン/, /ボット/, /[a-z]+-[a-z]+/],
};

test("the rules pages name no file, test, tool, rules version or decision id", () => {
  const found = [];
  for (const game of GAMES) {
    for (const lang of LANGUAGES) {
      for (const [where, text] of contentTexts(game, lang)) {
        for (const pattern of [...DEVELOPER_WORDS.all, ...DEVELOPER_WORDS[lang]]) {
          const hit = text.match(pattern);
          if (hit) found.push(`${where}: ${hit[0]}`);
        }
      }
    }
  }
  assert.deepEqual(found, []);
});

const JAPANESE = /[\u3040-\u30ff]+/; // hiragana and katakana
const CHINESE_OR_JAPANESE = /[\u3040-\u30ff\u3400-\u9fff【】「」]+/;

test("each language says one thing one way, in the rules pages and the words", () => {
  const found = [];
  for (const lang of LANGUAGES) {
    const pages = GAMES.flatMap((game) => contentTexts(game, lang).map(([where, text]) => [where, text, game]));
    for (const [where, text, game] of [...pages, ...wordTexts(lang)]) {
      // An entry with `games` names a thing of those games only (Frontline's HQ is not a
      // headquarters in Gate Ruler's story); the shared words are held to every entry.
      for (const { use, not } of GLOSSARY[lang].filter((entry) => !entry.games || !game || entry.games.includes(game))) {
        const rest = text.replaceAll(use, "");
        for (const variant of not.filter((variant) => rest.includes(variant))) found.push(`${where}: ${variant} (${use})`);
      }
      const foreign = { en: CHINESE_OR_JAPANESE, zh: JAPANESE }[lang];
      const hit = foreign && text.match(foreign);
      if (hit) found.push(`${where}: ${hit[0]}`);
    }
  }
  assert.deepEqual(found, []);
});
