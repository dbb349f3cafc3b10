// Every word the page says is there when it is said. The words live in rooms: the shared ones in
// web/words.js, each game's own in web/games/<game>/words.js, which the game's module (index.js)
// imports, so they join the table when app.js loads the game. So each word must be written in the
// three languages, written once, and within reach of every module that says it: in a words module
// among that module's static imports, followed all the way down (the only modules sure to have
// run before it draws), or, for a module of a game's folder, among its game module's. A game's
// modules run only once app.js has loaded its game module (loadGame, which also gives them the
// catalog they read), even those the deck builder imports for its lists (each game's cards.js).
//
// A module "says" a key where the key is written whole as a string ("end_turn"), or where a
// template builds it from a prefix (`kw_${name}` says every key it can make: kw_pierce, ...).
// index.html says the keys of its data-i18n attributes, in the reach of the modules it loads.
//
// Run with `node --test tests/js/`.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";

const ROOT = resolve(import.meta.dirname, "../..");
const GAMES = ["gateruler", "frontline", "dol"];
// Each words module and the name of the table it exports.
const WORD_MODULES = {
  "web/words.js": "words",
  ...Object.fromEntries(GAMES.map((game) => [`web/games/${game}/words.js`, "words"])),
};
const LANGUAGES = ["en", "zh", "ja"];

const read = (file) => readFileSync(join(ROOT, file), "utf8");

function jsFiles(folder) {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return jsFiles(path);
    return path.endsWith(".js") ? [path] : [];
  });
}

// The page's modules and what each imports statically (import ... from "x", import "x", export ... from "x").
const IMPORT = /^(?:import|export)\s*(?:[\w*\s{},$]*\sfrom\s*)?["']([^"']+)["']/gm;
const modules = new Map(jsFiles("web").map((file) => [file, [...read(file).matchAll(IMPORT)]
  .filter(([, target]) => target.startsWith("."))
  .map(([, target]) => relative(ROOT, resolve(ROOT, dirname(file), target)))]));
const pageScripts = [...read("index.html").matchAll(/<script type="module" src="([^"]+)"/g)].map(([, src]) => src);
modules.set("index.html", pageScripts);

function reach(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const target of modules.get(file) ?? []) reach(target, seen);
  return seen;
}

// The tables, read by importing the words modules as the page does (i18n.js reads the browser's
// languages when it loads).
globalThis.navigator ??= { languages: [] };
const tables = new Map();
for (const [file, name] of Object.entries(WORD_MODULES)) {
  tables.set(file, (await import(join(ROOT, file)))[name]);
}
const allKeys = [...tables.values()].flatMap((table) => Object.keys(table));

// A module's text; index.html's is its data-i18n keys, in quotes.
const textOf = (file) => (file === "index.html"
  ? [...read(file).matchAll(/data-i18n="([^"]+)"/g)].map(([, key]) => `"${key}"`).join(" ")
  : read(file));
const QUOTED = /["'`]([\w-]+)["'`]/g;
const KEY_TEMPLATE = /`([a-z0-9]+_[^`]*\$\{[^`]*)`/g;
// The keys a template can make: each ${...} stands for any part of a key.
const keysMadeBy = (template) => new RegExp(`^${template.split(/\$\{[^}]*\}/)
  .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")).join("[\\w-]+")}$`);

// What a module says: whole keys in quotes, and every key a template with a key's prefix makes.
function said(file) {
  const text = textOf(file);
  const keys = new Set([...text.matchAll(QUOTED)].map(([, key]) => key));
  const made = [...text.matchAll(KEY_TEMPLATE)].map(([, template]) => keysMadeBy(template));
  return allKeys.filter((key) => keys.has(key) || made.some((pattern) => pattern.test(key)));
}

// What a module asks t() for by name: the quoted keys of t()'s first argument (both sides of a
// choice, a fallback after ||) and its key templates; index.html asks for its data-i18n keys.
function asked(file) {
  const text = textOf(file);
  if (file === "index.html") return { keys: [...text.matchAll(QUOTED)].map(([, key]) => key), templates: [] };
  const args = [...text.matchAll(/\bt\(/g)].map(({ index }) => {
    let at = index + 2;
    for (let depth = 0; at < text.length; at++) {
      if ("([{".includes(text[at])) depth++;
      else if (")]}".includes(text[at]) && depth-- === 0) break;
      else if (text[at] === "," && depth === 0) break;
    }
    return text.slice(index + 2, at);
  });
  const templates = args.flatMap((arg) => [...arg.matchAll(/`[^`]*`/g)].map(([template]) => template.slice(1, -1)));
  // Not the strings a choice compares with (t(place === "city" ? "fl_prev_city_breaks" : ...)).
  const keys = args.flatMap((arg) => [...arg.replace(/`[^`]*`/g, "").replace(/[=!]==?\s*(["'])[^"']*\1/g, "")
    .matchAll(QUOTED)].map(([, key]) => key));
  return { keys, templates };
}

// The modules that can say a word: those that reach the words' machinery, and the page itself.
const speakers = [...modules.keys()].filter((file) => !(file in WORD_MODULES) && reach(file).has("web/i18n.js"));

test("every word is written in English, Chinese and Japanese", () => {
  const text = (form) => typeof form === "string" && form.length > 0;
  const written = (form) => text(form) || (form && typeof form === "object" && text(form.other)
    && Object.entries(form).every(([name, value]) => name === "by" || text(value)));
  const faults = [...tables].flatMap(([file, table]) => Object.entries(table)
    .filter(([, row]) => !Array.isArray(row) || row.length !== LANGUAGES.length || !row.every(written))
    .map(([key]) => `${file}: ${key}`));
  assert.deepEqual(faults, []);
});

test("no word is defined twice, in one room or in two", () => {
  const rooms = new Map();
  const twice = [];
  for (const [file, table] of tables) {
    // An object literal keeps the last of two same keys without a word: count the source's entries.
    const source = read(file);
    const start = source.indexOf("{", source.indexOf("export const words ="));
    const body = source.slice(start, source.indexOf("\n}", start));
    const entries = [...body.matchAll(/^ {2}"?([\w-]+)"?:/gm)].map(([, key]) => key);
    twice.push(...entries.filter((key, at) => entries.indexOf(key) !== at).map((key) => `${key} twice in ${file}`));
    assert.equal(new Set(entries).size, Object.keys(table).length, `${file}: entries read from its source`);
    for (const key of Object.keys(table)) {
      if (rooms.has(key)) twice.push(`${key} in ${rooms.get(key)} and ${file}`);
      rooms.set(key, file);
    }
  }
  assert.deepEqual(twice, []);
});

test("every key a module asks t() for by name is a word", () => {
  const defined = new Set(allKeys);
  const unknown = speakers.flatMap((file) => {
    const { keys, templates } = asked(file);
    return [...keys.filter((key) => !defined.has(key)),
      ...templates.filter((template) => !allKeys.some((key) => keysMadeBy(template).test(key)))]
      .map((key) => `${file}: ${key}`);
  });
  assert.deepEqual(unknown, []);
});

// The modules whose words are loaded when a module draws: its own imports, and its game module's.
function loaded(file) {
  const game = file.match(/^web\/games\/(\w+)\//)?.[1];
  return game ? new Set([...reach(file), ...reach(`web/games/${game}/index.js`)]) : reach(file);
}

test("every word a module says is in the words it imports", () => {
  const missing = speakers.flatMap((file) => {
    const known = new Set([...loaded(file)].filter((m) => tables.has(m)).flatMap((m) => Object.keys(tables.get(m))));
    return said(file).filter((key) => !known.has(key)).map((key) => `${file}: ${key}`);
  });
  assert.deepEqual(missing, []);
});

test("every word is said somewhere", () => {
  const saying = new Set(speakers.flatMap(said));
  assert.deepEqual(allKeys.filter((key) => !saying.has(key)), []);
});

test("a game's words arrive with its module, not with the menu or another game", () => {
  const start = reach("index.html");
  for (const game of GAMES) {
    const words = `web/games/${game}/words.js`;
    assert.ok(!start.has(words), `the menu's page loads ${words}`);
    for (const other of GAMES) {
      const loads = reach(`web/games/${other}/index.js`).has(words);
      assert.equal(loads, other === game, `${other}'s module ${loads ? "loads" : "does not load"} ${words}`);
    }
  }
});
