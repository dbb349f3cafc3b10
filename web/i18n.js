// What says the page's words in the three languages (t, plurals, the page's language), and the
// table of words it says, key -> [en, zh, ja]: the shared ones (web/words.js) from the start,
// each game's own (web/games/<game>/words.js) when its module loads.
// Card names and card text are not here: they come from the engine's catalog.
import { KEYS, store } from "./dom.js";
import { words } from "./words.js";

const LANGS = ["zh", "ja", "en"];
const COLUMN = { en: 0, zh: 1, ja: 2 };
const HTML_LANG = { en: "en", zh: "zh-Hans", ja: "ja" };

// Every word the page can say now, key -> [en, zh, ja]: the shared words, and each game's own
// once a module of that game has been imported (addWords).
const S = {};

// Adds a room's words to the table and gives them back (the words test reads each room's own).
export function addWords(room) {
  Object.assign(S, room);
  return room;
}

addWords(words);

let lang = pickInitialLang();
const listeners = [];

function pickInitialLang() {
  const saved = store.get(KEYS.lang);
  if (LANGS.includes(saved)) return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().slice(0, 2);
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

export function currentLang() {
  return lang;
}

export function setLang(next) {
  if (!LANGS.includes(next) || next === lang) return;
  lang = next;
  store.set(KEYS.lang, next);
  applyDocumentLang();
  listeners.forEach((listener) => listener(lang));
}

export function onLangChange(listener) {
  listeners.push(listener);
}

export function applyDocumentLang() {
  document.documentElement.lang = HTML_LANG[lang];
}

// t("level_n", {n: 3}) -> "Level 3" in the current language.
//
// A message is a string with named placeholders, or, where a count changes the words, an object
// of plural forms keyed by the platform's plural categories (Intl.PluralRules: English has "one"
// and "other", Chinese and Japanese only "other"), chosen by the parameter named in `by` ("n"
// when it is left out): {one: "{n} card", other: "{n} cards"}.
//
// A placeholder written with a capital, {Whose}, takes the parameter `whose` with its first
// letter capitalised: a message that opens with a name says so itself ("{Whose} turn ends."),
// so no caller capitalises a sentence it did not write, and "Battle! {Whose} combat power…"
// capitalises what follows the exclamation too. Scripts without case are left as they are.
export function t(key, params = {}) {
  const row = S[key];
  if (!row) return key;
  return fill(formOf(row[COLUMN[lang]], params), params);
}

const pluralRules = {};

function formOf(message, params) {
  if (typeof message === "string") return message;
  const count = Number(params[message.by ?? "n"]);
  pluralRules[lang] ??= new Intl.PluralRules(HTML_LANG[lang]);
  return message[pluralRules[lang].select(count)] ?? message.other;
}

function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (name in params) return params[name];
    const lower = name.charAt(0).toLowerCase() + name.slice(1);
    return lower !== name && lower in params ? capitalise(String(params[lower])) : whole;
  });
}

const capitalise = (text) => text.charAt(0).toLocaleUpperCase(HTML_LANG[lang]) + text.slice(1);

// Items as "a, b, or c" in the current language (each language's own words for "or").
// Japanese steps are verb phrases, which run together without a comma before または
// (光るカードを出すまたは…, a newcomer read it as one word).
export function orList(items) {
  if (lang === "ja" && items.length > 1) return `${items.slice(0, -1).join("、")}、または${items.at(-1)}`;
  return new Intl.ListFormat(HTML_LANG[lang], { type: "disjunction" }).format(items);
}

export function has(key) {
  return key in S;
}

// A {en, zh, ja} object from the engine or the content file, in the current language.
export function pick(texts) {
  if (!texts || typeof texts !== "object") return texts ?? "";
  return texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? "";
}

// Fill every [data-i18n] element of the static page (the menu painted before JS).
export function translateStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
}
