// A player's own decks, kept per game in localStorage["cardtable.decks.<game>"] as a list of
// {id, name, variant, cards: {card id: count}, legal, code, own}: `own`, Gate Ruler's, holds
// the entries of the player's own cards the deck has (web/games/gateruler/own.js), by key. `legal` and `code` are the
// engine's last answer about the deck ({op: "deck_check"}), kept so a setup screen can offer
// the legal ones at once; the engine checks a deck code again when a game starts with it.
// Whatever storage holds is read defensively: a damaged entry is skipped, never fatal.
import { store } from "./dom.js";
import { t } from "./i18n.js";

export const MAX_NAME = 40; // characters; and at most MAX_NAME_BYTES in UTF-8, as a link holds it
const MAX_NAME_BYTES = 64;
const MAX_DECKS = 60;
const MAX_COUNT = 99;

export const decksKey = (game) => `cardtable.decks.${game}`;
// Which saved deck the game's setup screen plays with ("" for the ready-made one).
const choiceKey = (game) => `cardtable.decks.${game}.chosen`;

// A deck name as a link can carry it.
export function clipName(text) {
  let name = Array.from(String(text)).slice(0, MAX_NAME).join("");
  const encoder = new TextEncoder();
  while (encoder.encode(name).length > MAX_NAME_BYTES) name = Array.from(name).slice(0, -1).join("");
  return name;
}

const isMap = (value) => !!value && typeof value === "object" && !Array.isArray(value);

function clean(entry) {
  if (!isMap(entry) || typeof entry.id !== "string" || !entry.id || !isMap(entry.cards)) return null;
  const cards = {};
  for (const [id, count] of Object.entries(entry.cards)) {
    if (Number.isInteger(count) && count > 0 && count <= MAX_COUNT) cards[id] = count;
  }
  const code = typeof entry.code === "string" && entry.code ? entry.code : null;
  const own = isMap(entry.own)
    ? Object.fromEntries(Object.entries(entry.own).filter(([key, card]) => key in cards && Array.isArray(card))) : {};
  return {
    id: entry.id.slice(0, 40),
    name: typeof entry.name === "string" ? clipName(entry.name) : "",
    variant: typeof entry.variant === "string" ? entry.variant : "",
    cards,
    legal: entry.legal === true && !!code,
    code,
    own,
  };
}

export function savedDecks(game) {
  const list = store.json(decksKey(game), []);
  if (!Array.isArray(list)) return [];
  const seen = new Set();
  return list.map(clean).filter((deck) => deck && !seen.has(deck.id) && seen.add(deck.id)).slice(0, MAX_DECKS);
}

export const savedDeck = (game, id) => savedDecks(game).find((deck) => deck.id === id) || null;

const write = (game, list) => store.set(decksKey(game), JSON.stringify(list));

function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Save (or replace, by id) a deck; returns it as kept, with its id, or null when the browser
// did not keep it (storage full or off): a save that did not happen is never reported.
export function saveDeck(game, deck) {
  const kept = clean({ ...deck, id: deck.id || newId() });
  const list = savedDecks(game);
  const at = list.findIndex((d) => d.id === kept.id);
  if (at >= 0) list[at] = kept;
  else list.push(kept);
  return write(game, list) ? kept : null;
}

export function deleteDeck(game, id) {
  write(game, savedDecks(game).filter((deck) => deck.id !== id));
}

// Record the engine's latest answer about a saved deck; true when it changed anything.
export function noteCheck(game, id, legal, code) {
  const list = savedDecks(game);
  const deck = list.find((d) => d.id === id);
  const next = { legal: !!legal && !!code, code: code || null };
  if (!deck || (deck.legal === next.legal && deck.code === next.code)) return false;
  Object.assign(deck, next);
  write(game, list);
  return true;
}

export const deckTotal = (cards) => Object.values(cards).reduce((n, count) => n + count, 0);

export const deckLabel = (deck) => deck.name || t("dk_unnamed");

// --- the setup screens' choice ----------------------------------------------------------------

// The saved legal decks a game can start with (for Gate Ruler, those built for `variant`).
export const playableDecks = (game, variant = "") => savedDecks(game).filter((deck) => deck.legal && deck.variant === variant);

export function chosenDeck(game, variant = "") {
  const id = store.get(choiceKey(game), "");
  return playableDecks(game, variant).find((deck) => deck.id === id) || null;
}

export const chooseDeck = (game, id) => store.set(choiceKey(game), id || "");

// The name of the custom deck a game's options name (key "x", "x0" or "x1"), or null when the
// seat plays a ready-made deck: a saved deck with that code, else a plain label.
export function customDeckName(game, options, key) {
  const code = options?.[key];
  if (typeof code !== "string") return null;
  const deck = savedDecks(game).find((d) => d.code === code);
  return deck ? deckLabel(deck) : t("dk_custom_deck");
}
