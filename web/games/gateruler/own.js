// A player's own Gate Ruler cards: "My cards" (the list, kept in localStorage) and the card
// editor. A card is the engine's entry (py/cardtable/gateruler/custom.py): the editor only
// gathers its parts from what the engine's vocabulary offers, and shows the engine's verdict
// and the engine's text of the card in the three languages; it never decides what a card is.
// Decks hold own cards by their key in My cards, which is made from the entry itself, so the
// same card shared twice is one card.
import { $, h, replace, store, switchButton } from "../../dom.js";
import { has, pick, t } from "../../i18n.js";
import { card, cardDetail, ownVocabulary, showOwnCards } from "./cards.js";

const KEY = "cardtable.gateruler.own";
const FIELDS = 10; // an entry: [name, kind, faction, level, atk, hp, stk, keywords, abilities, unplayed]
const PREVIEW_DELAY_MS = 250;
const LANGS = ["en", "zh", "ja"];

// --- My cards in storage ----------------------------------------------------------------------

// A short key made from the entry: FNV-1a over its JSON.
export function ownKey(entry) {
  let hash = 0x811c9dc5;
  for (const ch of JSON.stringify(entry)) hash = Math.imul(hash ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return `own-${hash.toString(36)}`;
}

const isEntry = (entry) => Array.isArray(entry) && entry.length === FIELDS && typeof entry[0] === "string";

// [{key, entry, card}], each card as the engine last showed it; a damaged record is skipped.
export function savedOwnCards() {
  const list = store.json(KEY, []);
  if (!Array.isArray(list)) return [];
  const kept = list.filter((item) => item && isEntry(item.entry) && item.card && typeof item.card === "object")
    .map((item) => ({ key: ownKey(item.entry), entry: item.entry, card: { ...item.card, id: ownKey(item.entry) } }));
  showOwnCards(Object.fromEntries(kept.map((item) => [item.key, item.card])));
  return kept;
}

const write = (list) => store.set(KEY, JSON.stringify(list.map(({ entry, card: def }) => ({ entry, card: def }))));

// Keep a card (replacing `replaces`, the key it was opened with); its key, or null when the
// browser did not keep it.
export function keepOwnCard(entry, def, replaces = null) {
  const key = ownKey(entry);
  const list = savedOwnCards().filter((item) => item.key !== key && item.key !== replaces);
  list.push({ key, entry, card: { ...def, id: key } });
  if (!write(list)) return null;
  showOwnCards({ [key]: { ...def, id: key } });
  return key;
}

const dropOwnCard = (key) => write(savedOwnCards().filter((item) => item.key !== key));

export const ownEntry = (key) => savedOwnCards().find((item) => item.key === key)?.entry || null;

// --- own cards in decks -----------------------------------------------------------------------

export const isOwnKey = (id) => id.startsWith("own-");
const ownKeys = (cards) => Object.keys(cards).filter(isOwnKey).sort();

// A deck's cards as the engine takes them: the pool's by id, own cards as MY1, MY2, ... in the
// order of their keys, with their entries; `entries` maps the deck's own keys to entries.
export function engineDeck(cards, entries = {}) {
  const keys = ownKeys(cards);
  const mapped = Object.fromEntries(Object.entries(cards).filter(([id]) => !isOwnKey(id)));
  keys.forEach((key, i) => { mapped[`MY${i + 1}`] = cards[key]; });
  return { cards: mapped, own: keys.map((key) => entries[key] || ownEntry(key)) };
}

// The entries of a deck's own cards by key, to keep with the deck: it plays the same even if
// the card is later edited or deleted in My cards.
export function ownEntries(cards, entries = {}) {
  const { own } = engineDeck(cards, entries);
  return Object.fromEntries(ownKeys(cards).map((key, i) => [key, own[i]]));
}

// A game's options for a deck's own cards: their entries ("k") and counts ("y"), or none.
export function ownOptions(cards, entries = {}) {
  const deck = engineDeck(cards, entries);
  return deck.own.length ? { k: deck.own, y: deck.own.map((_, i) => deck.cards[`MY${i + 1}`]) } : {};
}

// A shared deck's own cards (the engine's answer to a deck link): its cards keyed as My cards
// keys them, the entries by key, and the engine's view of each card shown.
export function adoptOwn(answer) {
  const entries = {};
  const cards = {};
  const keys = (answer.own || []).map((entry, i) => {
    const key = ownKey(entry);
    entries[key] = entry;
    showOwnCards({ [key]: { ...answer.own_cards[i], id: key } });
    return key;
  });
  for (const [id, n] of Object.entries(answer.cards || {})) {
    const own = /^MY(\d+)$/.exec(id);
    cards[own ? keys[Number(own[1]) - 1] : id] = n;
  }
  return { cards, entries };
}

// Add a shared deck's own cards to My cards (when the player saves that deck).
export function keepAdopted(entries) {
  for (const [key, entry] of Object.entries(entries)) if (!ownEntry(key) && card(key)) keepOwnCard(entry, card(key));
}

// --- the editor ------------------------------------------------------------------------------

let edit = null; // {key (opened from), entry, answer: {card} | {error}, seq, timer}

const blank = () => ["", 0, 0, 1, 2, 3, 1, 0, [], 0];

// The card being entered, kept at each change, so that Back, a reload or a closed tab loses
// none of it: My cards offers it until it is saved, deleted or discarded there.
const DRAFT = "cardtable.gateruler.own.draft";

function savedDraft() {
  const draft = store.json(DRAFT, null);
  return draft && isEntry(draft.entry) && (draft.key === null || typeof draft.key === "string") ? draft : null;
}

const keepDraft = () => store.set(DRAFT, JSON.stringify({ key: edit.key, entry: edit.entry }));

function startEdit(key, entry) {
  edit = { key, entry: structuredClone(entry), answer: null, seq: 0, timer: 0, note: "" };
}

// Take up the kept draft; false when there is none.
function resumeDraft() {
  const draft = savedDraft();
  if (draft) startEdit(draft.key, draft.entry);
  return !!draft;
}

// draft: go on with the kept draft instead (its key says which card it edits, if any).
export function openEditor(shell, key = null, draft = false) {
  dropArmed = false;
  if (!(draft && resumeDraft())) startEdit(key, (key && ownEntry(key)) || blank());
  shell.show("own-card", {});
  preview(shell, 0);
}

function preview(shell, delay) {
  clearTimeout(edit.timer);
  const current = edit;
  current.timer = setTimeout(async () => {
    const seq = ++current.seq;
    const answer = await shell.request({ op: "own_card", game: "gateruler", entry: current.entry });
    if (seq !== current.seq || edit !== current) return;
    current.answer = answer?.ok ? { card: answer.card } : { error: answer?.error || { code: "internal" } };
    const box = $("#own-preview");
    if (box) replace(box, previewContent());
    const save = $("#own-save");
    if (save) save.disabled = !current.answer.card;
  }, delay);
}

const vocab = () => ownVocabulary() || { kinds: [], factions: [], keywords: [], abilities: [], numbers: {}, levels: [0, 10] };
const kindOf = () => vocab().kinds[edit.entry[1]];

function segmented(label, options, chosen, field) {
  return h("div", { class: "own-field" },
    h("span", { class: "own-label", id: `own-${field}-label` }, label),
    h("div", { class: "segmented wide", role: "radiogroup", "aria-labelledby": `own-${field}-label` },
      options.map((option, i) => h("button", {
        type: "button", class: i === chosen ? "on" : "", role: "radio", "aria-checked": String(i === chosen),
        dataset: { ownSet: field, value: i },
      }, option))));
}

function stepper(label, field, value, [low, high]) {
  return h("div", { class: "own-field own-number" },
    h("span", { class: "own-label" }, label),
    h("div", { class: "stepper" },
      h("button", { class: "btn step", type: "button", dataset: { ownStep: field, by: -1 }, disabled: value <= low, "aria-label": t("own_less", { what: label }) }, "−"),
      h("output", { class: "deck-count", "aria-label": `${label} ${value}` }, value),
      h("button", { class: "btn step", type: "button", dataset: { ownStep: field, by: 1 }, disabled: value >= high, "aria-label": t("own_more", { what: label }) }, "+")));
}

const NUMBER_AT = { level: 3, atk: 4, hp: 5, stk: 6 };

function abilityLabel(ability) {
  return `${t(`when_${ability.when}`)}: ${pick(ability.text).replace("{amount}", "N")}`;
}

function abilityRows() {
  const v = vocab();
  const pairs = edit.entry[8];
  const rows = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const ability = v.abilities[pairs[i]];
    rows.push(h("li", { class: "own-ability" },
      h("select", {
        "aria-label": t("own_ability_n", { n: i / 2 + 1 }), class: "own-select",
        onchange: (event) => chooseAbility(i, Number(event.target.value)),
      },
        v.abilities.map((a, index) => (a.kinds.includes(kindOf())
          ? h("option", { value: index, selected: index === pairs[i] }, abilityLabel(a)) : null))),
      ability?.most ? stepper(t("own_amount"), `amount-${i}`, pairs[i + 1], [1, ability.most]) : null,
      h("button", { class: "btn ghost", type: "button", dataset: { ownDrop: i } }, t("own_remove"))));
  }
  return rows;
}

function previewContent() {
  const answer = edit.answer;
  if (!answer) return h("p", { class: "muted" }, t("loading"));
  if (answer.error) {
    const key = `own_err_${answer.error.code}`;
    return h("p", { class: "own-problem", role: "alert" }, has(key) ? t(key, { most: vocab().max_name }) : t(`err_${answer.error.code}`, { n: 1 }));
  }
  const def = answer.card;
  return [
    cardDetail(def),
    h("h4", {}, t("own_in_languages")),
    h("dl", { class: "own-languages" }, LANGS.map((lang) => [
      h("dt", { lang }, { en: "English", zh: "中文", ja: "日本語" }[lang]),
      h("dd", { lang }, def.text[lang].length ? def.text[lang].map((line) => h("p", {}, line.text)) : "—"),
    ])),
  ];
}

function editorScreen() {
  if (!edit && resumeDraft()) preview(shellRef, 0);   // reloaded on the editor: the card comes back
  if (!edit) return h("div", { class: "page" }, h("p", { class: "muted" }, t("loading")));
  const v = vocab();
  const e = edit.entry;
  const unit = kindOf() === "unit";
  return h("div", { class: "page own-editor" },
    h("header", { class: "level-hero" },
      h("p", { class: "kicker" }, t("gr_name")),
      h("h2", {}, edit.key ? t("own_edit_title") : t("own_new_title")),
      h("p", { class: "muted small" }, t("own_intro"))),
    h("section", { class: "panel" },
      h("label", { class: "field" },
        h("span", {}, t("own_name")),
        h("input", {
          id: "own-name", type: "text", maxlength: v.max_name, value: e[0], autocomplete: "off",
          placeholder: t("own_name_placeholder"), oninput: (event) => setName(event.target.value),
          "aria-describedby": "own-name-note",
        }),
        h("small", { class: "muted", id: "own-name-note" }, t("own_name_note", { most: v.max_name }))),
      segmented(t("own_kind"), v.kinds.map((k) => t(`kind_${k}`)), e[1], "kind"),
      segmented(t("own_faction"), v.factions.map((f) => t(`faction_${f}`)), e[2], "faction"),
      stepper(t("lv"), "level", e[3], v.levels)),
    unit ? h("section", { class: "panel" },
      h("h3", {}, "ATK / HP / STK"),
      ["atk", "hp", "stk"].map((key) => stepper(key.toUpperCase(), key, e[NUMBER_AT[key]], v.numbers[key])),
      h("div", { class: "own-field" },
        h("span", { class: "own-label" }, t("own_keywords")),
        h("div", { class: "own-toggles" }, v.keywords.map((kw, bit) => h("button", {
          type: "button", class: `btn toggle${e[7] >> bit & 1 ? " on" : ""}`, "aria-pressed": String(!!(e[7] >> bit & 1)),
          dataset: { ownKeyword: bit },
        }, t(`kw_${kw}`)))))) : null,
    h("section", { class: "panel" },
      h("h3", {}, t("own_abilities")),
      h("p", { class: "muted small" }, t("own_abilities_note")),
      h("ul", { class: "own-abilities" }, abilityRows()),
      e[8].length / 2 < v.max_abilities
        ? h("button", { class: "btn wide", type: "button", id: "own-add-ability" }, t("own_add_ability")) : null,
      switchButton("own-unplayed", !!e[9], t("own_unplayed"))),
    h("section", { class: "panel own-preview-panel" },
      h("h3", {}, t("own_preview")),
      h("div", { id: "own-preview", "aria-live": "polite" }, previewContent())),
    h("div", { class: "deck-actions" },
      edit.note ? h("p", { class: "deck-note", role: "status" }, edit.note) : null,
      h("div", { class: "deck-buttons" },
        edit.key ? h("button", { class: `btn ghost danger${edit.confirmDelete ? " armed" : ""}`, type: "button", id: "own-delete" },
          edit.confirmDelete ? t("own_delete_confirm") : t("own_delete")) : null,
        h("button", { class: "btn primary", type: "button", id: "own-save", disabled: !edit.answer?.card }, t("own_save")))));
}

let shellRef = null;
let listBack = null; // the screen My cards was opened from

function set(at, value, redraw = false) {
  edit.entry[at] = value;
  edit.note = "";
  edit.confirmDelete = false;
  keepDraft();
  if (redraw) shellRef.render();
  preview(shellRef, PREVIEW_DELAY_MS);
}

function setName(value) {
  edit.entry[0] = value;
  keepDraft();
  preview(shellRef, PREVIEW_DELAY_MS);
}

// A new kind keeps only what that kind can carry: no numbers or keywords off a unit, and the
// abilities the kind may have.
function setKind(kind) {
  const v = vocab();
  const e = edit.entry;
  e[1] = kind;
  if (v.kinds[kind] !== "unit") [e[4], e[5], e[6], e[7]] = [0, 0, 0, 0];
  else if (!e[5]) [e[4], e[5], e[6]] = [2, 3, 1];
  const pairs = [];
  for (let i = 0; i < e[8].length; i += 2) if (v.abilities[e[8][i]]?.kinds.includes(v.kinds[kind])) pairs.push(e[8][i], e[8][i + 1]);
  e[8] = pairs;
  set(1, kind, true);
}

function step(field, by) {
  const e = edit.entry;
  if (field.startsWith("amount-")) {
    const i = Number(field.slice(7));
    const most = vocab().abilities[e[8][i]].most;
    e[8][i + 1] = Math.min(most, Math.max(1, e[8][i + 1] + by));
    return set(8, e[8], true);
  }
  const at = NUMBER_AT[field];
  const [low, high] = field === "level" ? vocab().levels : vocab().numbers[field];
  set(at, Math.min(high, Math.max(low, e[at] + by)), true);
}

function addAbility() {
  const v = vocab();
  const first = v.abilities.findIndex((a) => a.kinds.includes(kindOf()));
  edit.entry[8].push(first, v.abilities[first].most ? 1 : 0);
  set(8, edit.entry[8], true);
}

function chooseAbility(i, index) {
  const ability = vocab().abilities[index];
  edit.entry[8][i] = index;
  edit.entry[8][i + 1] = ability.most ? Math.min(Math.max(1, edit.entry[8][i + 1]), ability.most) : 0;
  set(8, edit.entry[8], true);
}

async function saveCard(shell) {
  if (!edit.answer?.card) return;
  const kept = keepOwnCard(edit.entry, edit.answer.card, edit.key);
  if (!kept) {
    edit.note = t("own_not_saved");
    return shell.render();
  }
  edit = null;
  store.remove(DRAFT);
  shell.goBack(); // to My cards, which lists it now
}

// --- My cards ----------------------------------------------------------------------------------

// The card left half entered, offered first: go on with it, or discard it (a second tap, as
// Delete asks).
let dropArmed = false;

function draftPanel() {
  const draft = savedDraft();
  if (!draft) return null;
  return h("section", { class: "panel own-draft" },
    h("h3", {}, t(draft.key ? "own_draft_edit" : "own_draft_new")),
    h("button", { class: "saved-deck", type: "button", id: "own-draft-open" },
      h("b", {}, draft.entry[0] || t("own_draft_unnamed")),
      h("small", {}, t("own_draft_go_on"))),
    h("button", { class: `btn ghost danger${dropArmed ? " armed" : ""}`, type: "button", id: "own-draft-drop" },
      t(dropArmed ? "own_draft_drop_confirm" : "own_draft_drop")));
}

function listScreen() {
  const cards = savedOwnCards();
  return h("div", { class: "page own-cards" },
    h("header", { class: "level-hero" },
      h("p", { class: "kicker" }, t("gr_name")),
      h("h2", {}, t("own_title")),
      h("p", { class: "muted small" }, t("own_list_intro"))),
    draftPanel(),
    h("section", { class: "panel" },
      cards.length
        ? h("ul", { class: "saved-decks" }, cards.map((item) => h("li", {},
          h("button", { class: "saved-deck", dataset: { ownOpen: item.key } },
            h("b", {}, pick(item.card.name)),
            h("small", {}, [
              `${t("lv")} ${item.card.level}`,
              item.card.kind === "unit" ? `${item.card.atk}/${item.card.hp}/${item.card.stk}` : t(`kind_${item.card.kind}`),
              t(`faction_${item.card.faction}`),
            ].join(" · "))))))
        : h("p", { class: "muted" }, t("own_none"))),
    h("button", { class: "btn primary wide", type: "button", id: "own-new" }, t("own_new")),
    h("p", { class: "muted small" }, t("own_decks_note")));
}

export const ownScreens = {
  "own-cards": {
    render: (screen, shell) => {
      shellRef = shell;
      return listScreen();
    },
    title: () => t("own_title"),
    back: (screen) => screen.back || ["levels"],
  },
  "own-card": {
    render: (screen, shell) => {
      shellRef = shell;
      return editorScreen();
    },
    title: () => (edit?.key ? t("own_edit_title") : t("own_new_title")),
    back: () => ["own-cards", { back: listBack }],
  },
};

// A tap on My cards or the editor; true when it was theirs.
export function ownClick(event, hit, shell) {
  shellRef = shell;
  const open = hit("[data-own-cards]");
  if (open) {
    const { name, ...args } = shell.screen();
    listBack = [name, args];      // Back from My cards: the screen it was opened from
    dropArmed = false;
    shell.show("own-cards", { back: listBack });
    return true;
  }
  const name = shell.screen().name;
  if (name === "own-cards") {
    const card = hit("[data-own-open]");
    if (card) openEditor(shell, card.dataset.ownOpen);
    else if (hit("#own-new")) openEditor(shell);
    else if (hit("#own-draft-open")) openEditor(shell, null, true);
    else if (hit("#own-draft-drop")) {
      if (dropArmed) store.remove(DRAFT);
      dropArmed = !dropArmed;    // the first tap asks, the second discards
      shell.render();
    } else return false;
    return true;
  }
  if (name !== "own-card" || !edit) return false;
  const choice = hit("[data-own-set]");
  const stepButton = hit("[data-own-step]");
  const keyword = hit("[data-own-keyword]");
  const drop = hit("[data-own-drop]");
  if (choice?.dataset.ownSet === "kind") setKind(Number(choice.dataset.value));
  else if (choice) set(2, Number(choice.dataset.value), true);
  else if (stepButton && !stepButton.disabled) step(stepButton.dataset.ownStep, Number(stepButton.dataset.by));
  else if (keyword) set(7, edit.entry[7] ^ (1 << Number(keyword.dataset.ownKeyword)), true);
  else if (drop) {
    edit.entry[8].splice(Number(drop.dataset.ownDrop), 2);
    set(8, edit.entry[8], true);
  } else if (hit("#own-add-ability")) addAbility();
  else if (hit("#own-unplayed")) set(9, edit.entry[9] ? 0 : 1, true);
  else if (hit("#own-save")) saveCard(shell);
  else if (hit("#own-delete") && !edit.confirmDelete) {
    edit.confirmDelete = true;
    shell.render();
  } else if (hit("#own-delete")) {
    dropOwnCard(edit.key);
    edit = null;
    store.remove(DRAFT);
    shell.goBack();
  } else return false;
  return true;
}
