// The deck builder every game shares: "My decks" (the saved decks, and the ready-made ones to
// start a new deck from) and the builder itself (the pool with − / +, the live total, Gate
// Ruler's ruler, the engine's problems after each change, Save, Delete, Share, Play). A deck
// link opened in the page lands here too (openDeck). The engine decides what is legal
// ({op: "deck_check"}, asked shortly after each change); the page only keeps each count between
// 0 and the pool's largest.
//
// Each game module adds deckScreens(...) to its screens and lets deckClick() look at a tap
// first, telling it what a deck can be played against (from its catalog: the levels, or the
// ready-made decks by againstReadyDecks); its setup screen shows deckChoice() and starts with
// chosenCode().
import { $, h, replace } from "./dom.js";
import { DECK_VIEWS, problemCard } from "./deckviews.js";
import {
  chooseDeck, chosenDeck, clipName, deckLabel, deckTotal, deleteDeck, MAX_NAME, noteCheck, playableDecks, saveDeck, savedDecks,
} from "./decks.js";
import { has, pick, t } from "./i18n.js";
import { linkPanel, linkTo } from "./share.js";
import { closeSheet } from "./sheets.js";

const CHECK_DELAY_MS = 250;
const NAME_DELAY_MS = 600;
const GAME_NAMES = { gateruler: "gr_name", frontline: "fl_short", dol: "dol_name" };

const pools = new Map(); // game -> {data, error}: the engine's {op: "deck_pool"} answer
const refreshed = new Set(); // games whose saved decks were checked again since the page loaded
let deck = null; // the deck in the builder (see startBuilder)
let shellRef = null;

const onScreen = (shell, names, game) => names.includes(shell.screen().name) && shell.screen().game === game;

function poolOf(game, shell) {
  let entry = pools.get(game);
  if (!entry) {
    entry = { data: null, error: null };
    pools.set(game, entry);
    shell.request({ op: "deck_pool", game }).then((answer) => {
      if (answer?.ok) entry.data = answer;
      else {
        entry.error = answer?.error || { code: "internal" };
        pools.delete(game); // asked again next time
      }
      if (onScreen(shell, ["decks", "deck"], game)) shell.render();
    });
  }
  return entry;
}

const positive = (cards) => Object.fromEntries(Object.entries(cards).filter(([, n]) => n > 0));

// A deck as the engine takes it: where a game has a player's own cards (Gate Ruler), those go
// as their entries beside the pool's cards ({cards, own}).
function engineDeck(game, cards, entries) {
  const view = DECK_VIEWS[game];
  if (!view.engineDeck) return { cards };
  const deck = view.engineDeck(cards, entries || {});
  return deck.own.length ? deck : { cards: deck.cards };
}

// The saved decks' legal marks follow the engine of this release: checked again once a visit.
function refresh(game, shell) {
  if (refreshed.has(game)) return;
  refreshed.add(game);
  const asks = savedDecks(game).map((saved) => shell.request({
    op: "deck_check", game, ...engineDeck(game, saved.cards, saved.own), variant: saved.variant, name: saved.name,
  }).then((answer) => !!answer?.ok && noteCheck(game, saved.id, answer.legal, answer.code)));
  Promise.all(asks).then((changes) => {
    if (changes.some(Boolean) && onScreen(shell, ["decks"], game)) shell.render();
  });
}

// --- words ------------------------------------------------------------------------------------

export function problemText(game, problem) {
  const params = { ...problem.params };
  const card = problemCard(game, params, pools.get(game)?.data?.pool || []);
  if (card) params.card = DECK_VIEWS[game].name(card);
  if ("variant" in params) params.variant = DECK_VIEWS[game].variantName(params.variant) || params.variant;
  const key = `dkp_${problem.code}`;
  return has(key) ? t(key, params) : problem.text;
}

const variantText = (game, variant) => DECK_VIEWS[game].variantName(variant);

function deckLine(game, saved) {
  const bits = [variantText(game, saved.variant), t("cards_n", { n: deckTotal(saved.cards) })].filter(Boolean);
  return [bits.join(" · "), " · ", saved.legal
    ? h("span", { class: "mark-legal" }, `✓ ${t("dk_legal")}`)
    : h("span", { class: "mark-illegal" }, t("dk_not_legal"))];
}

// --- My decks -------------------------------------------------------------------------------

function decksScreen(screen, shell, nameKey) {
  const game = screen.game;
  const view = DECK_VIEWS[game];
  const entry = poolOf(game, shell);
  refresh(game, shell);
  const saved = savedDecks(game);
  const variants = entry.data?.variants || [];
  return h("div", { class: "page decks-page" },
    h("header", { class: "level-hero" },
      h("p", { class: "kicker" }, t(nameKey)),
      h("h2", {}, t("dk_my_decks")),
      h("p", { class: "muted small" }, t("dk_intro"))),
    h("section", { class: "panel" },
      h("h3", {}, t("dk_saved_title")),
      saved.length
        ? h("ul", { class: "saved-decks" }, saved.map((d) => h("li", {},
          h("button", { class: "saved-deck", dataset: { deckOpen: d.id } },
            h("b", {}, deckLabel(d)), h("small", {}, deckLine(game, d))))))
        : h("p", { class: "muted" }, t("dk_none_saved"))),
    h("section", { class: "panel" },
      h("h3", {}, t("dk_new_title")),
      entry.data ? [
        h("div", { class: "menu-list" },
          entry.data.ready.map((ready) => h("button", { class: "btn wide", dataset: { deckNew: ready.key } },
            t("dk_from_ready", { name: pick(ready.name) }))),
          variants.map((variant) => h("button", { class: "btn wide ghost", dataset: { deckEmpty: variant } },
            variant ? t("dk_empty_for", { variant: variantText(game, variant) }) : t("dk_empty")))),
        h("p", { class: "muted small" }, t("dk_ready_note")),
      ] : h("p", { class: "muted" }, entry.error ? t("dk_pool_failed") : t("loading"))),
    h("section", { class: "panel" },
      h("h3", {}, t("dk_rules")),
      variants.length > 1
        ? h("ul", { class: "rule-list" }, variants.map((v) => h("li", {}, h("b", {}, variantText(game, v)), `: ${view.variantRules(v)}`)))
        : h("p", {}, view.rules())));
}

// --- the builder ----------------------------------------------------------------------------

// fields: {id, name, variant, cards, imported: {legal, problems} | null, check}
function startBuilder(shell, game, fields, back) {
  if (deck) clearTimeout(deck.timer);
  deck = {
    game, id: null, name: "", variant: "", cards: {}, imported: null,
    check: null, stale: true, inflight: null, seq: 0, timer: 0, note: "", confirmDelete: false,
    ...fields,
  };
  deck.cards = { ...deck.cards };
  shell.show("deck", { game, back });
  if (deck.stale) schedule(0);
}

function state() {
  if (deck.check?.failed) return "error";
  if (!deck.check) return "checking";
  return deck.check.legal ? "legal" : "problems";
}

function builderScreen(screen, shell, nameKey) {
  if (!deck || deck.game !== screen.game) return decksScreen(screen, shell, nameKey);
  const entry = poolOf(deck.game, shell);
  if (!entry.data) return h("div", { class: "page" }, h("p", { class: "muted" }, entry.error ? t("dk_pool_failed") : t("loading")));
  const view = DECK_VIEWS[deck.game];
  const { variants } = entry.data;
  return h("div", { class: "page deck-builder", dataset: { game: deck.game } },
    deck.imported ? importBanner() : null,
    view.poolNote ? view.poolNote() : null,
    h("section", { class: "panel deck-head" },
      h("label", { class: "field" },
        h("span", {}, t("dk_name")),
        h("input", {
          id: "deck-name", type: "text", maxlength: MAX_NAME, value: deck.name, autocomplete: "off",
          placeholder: t("dk_name_placeholder"), oninput: (event) => rename(event.target.value, event.target),
        })),
      variants.length > 1 ? [
        h("h3", { class: "sub" }, t("dk_ruler")),
        h("div", { class: "segmented wide", role: "radiogroup", "aria-label": t("dk_ruler") },
          variants.map((v) => h("button", {
            class: v === deck.variant ? "on" : "", role: "radio", "aria-checked": String(v === deck.variant),
            dataset: { deckVariant: v },
          }, variantText(deck.game, v)))),
        h("p", { class: "muted small", id: "deck-variant-rules" }, view.variantRules(deck.variant)),
      ] : h("p", { class: "muted small" }, view.rules())),
    h("div", { class: "deck-status", id: "deck-status" }, statusContent()),
    h("section", { class: "panel deck-problems", id: "deck-problems", hidden: !problemsShown() }, problemsContent()),
    poolList(entry.data),
    deck.id ? h("div", { class: "deck-danger" },
      h("button", { class: `btn ghost danger${deck.confirmDelete ? " armed" : ""}`, id: "deck-delete" },
        deck.confirmDelete ? t("dk_delete_confirm") : t("dk_delete"))) : null,
    h("div", { class: "deck-actions", id: "deck-actions" }, actionsContent()));
}

function importBanner() {
  const { legal, problems } = deck.imported;
  const name = deck.importedName || t("dk_shared_deck");
  return h("section", {
    class: `panel import-banner ${legal ? "ok" : "bad"}`, id: "deck-import", role: legal ? "status" : "alert",
  },
  h("h2", {}, legal ? t("dk_imported_title") : t("dk_imported_bad_title")),
  h("p", {}, t(legal ? "dk_imported_legal" : "dk_imported_bad", { name })),
  legal ? null : h("ul", { class: "problem-list" }, problems.map((p) => h("li", {}, problemText(deck.game, p)))),
  deck.ownEntries && Object.keys(deck.ownEntries).length ? h("p", {}, t("own_in_deck", { n: Object.keys(deck.ownEntries).length })) : null,
  h("p", { class: "muted small" }, t(legal ? "dk_imported_untouched" : "dk_imported_safe")));
}

function statusContent() {
  const s = state();
  const problems = deck.check?.problems?.length || 0;
  const label = {
    legal: `✓ ${t("dk_legal")}`,
    problems: t("dk_problems_n", { n: problems }),
    checking: t("dk_checking"),
    error: t("dk_check_failed"),
  }[s];
  return [
    h("div", { class: "deck-total" },
      h("b", { id: "deck-total" }, t("cards_n", { n: deckTotal(deck.cards) })),
      h("small", {}, DECK_VIEWS[deck.game].counts(deck.cards).join(" · "))),
    h("button", {
      class: `deck-state state-${s}`, id: "deck-state", type: "button",
      dataset: { state: s, goto: !problems ? null : problemsShown() ? "deck-problems" : "deck-import" },
    }, label),
  ];
}

// An imported deck's problems are in its banner until the player changes something.
const problemsShown = () => (!!deck.check?.problems?.length && !(deck.imported && !deck.edited)) || !!deck.check?.failed;

function problemsContent() {
  const check = deck.check;
  if (check?.failed) return h("p", {}, t("dk_check_failed"), " ", h("small", { class: "muted" }, check.failed.message || ""));
  const problems = check?.problems || [];
  if (!problems.length) return null;
  const pool = pools.get(deck.game)?.data?.pool || [];
  return [
    h("h3", {}, t("dk_to_fix")),
    h("ul", { class: "problem-list" }, problems.map((p) => {
      const card = problemCard(deck.game, p.params || {}, pool);
      return h("li", { dataset: { code: p.code } }, card
        ? h("button", { class: "link", dataset: { goto: `deck-row-${card}` } }, problemText(deck.game, p))
        : problemText(deck.game, p));
    })),
  ];
}

// The cards a problem names, to mark their rows.
function badCards() {
  const pool = pools.get(deck.game)?.data?.pool || [];
  return new Set((deck.check?.problems || []).map((p) => problemCard(deck.game, p.params || {}, pool)).filter(Boolean));
}

function poolList(data) {
  const view = DECK_VIEWS[deck.game];
  const groups = view.groups();
  const known = new Set(groups.map((g) => g.key));
  const pool = [...data.pool, ...(view.ownIds ? view.ownIds(deck.cards) : [])];
  const rest = pool.filter((id) => !known.has(view.group(id)));
  const bad = badCards();
  const sections = groups.map((g) => ({ ...g, ids: pool.filter((id) => view.group(id) === g.key) }));
  if (rest.length) sections.push({ key: "other", name: "…", ids: rest });
  return h("div", { class: "deck-pool", id: "deck-pool" }, sections.filter((g) => g.ids.length).map((g) => {
    const ids = g.ids.slice().sort((a, b) => view.order(a) - view.order(b) || data.pool.indexOf(a) - data.pool.indexOf(b));
    return h("section", { class: "deck-group", dataset: { group: g.key } },
      h("h3", {}, g.name, h("small", { dataset: { groupCount: g.key } }, ` · ${groupCount(ids)}`),
        g.legend ? h("small", { class: "legend" }, g.legend) : null),
      h("ul", { class: "deck-rows" }, ids.map((id) => cardRow(id, data.most, bad.has(id)))));
  }));
}

const groupCount = (ids) => ids.reduce((n, id) => n + (deck.cards[id] || 0), 0);

function cardRow(id, most, bad) {
  const view = DECK_VIEWS[deck.game];
  const n = deck.cards[id] || 0;
  const name = view.name(id);
  const facts = view.facts(id).filter(Boolean).flatMap((fact, i) => (i ? [" · ", fact] : [fact]));
  return h("li", { class: `deck-row${n ? " in" : ""}${bad ? " bad" : ""}`, id: `deck-row-${id}`, dataset: { row: id, count: n } },
    view.badge(id),
    h("button", { class: "deck-card", type: "button", dataset: { card: id } },
      h("b", {}, name), h("small", {}, facts)),
    h("div", { class: "stepper" },
      h("button", { class: "btn step", type: "button", dataset: { deckDec: id }, disabled: n <= 0, "aria-label": t("dk_remove", { card: name }) }, "−"),
      h("output", { class: "deck-count", "aria-label": t("dk_count_of", { card: name, n }) }, n),
      h("button", { class: "btn step", type: "button", dataset: { deckInc: id }, disabled: n >= most, "aria-label": t("dk_add", { card: name }) }, "+")));
}

function actionsContent() {
  const legal = state() === "legal";
  return [
    deck.note ? h("p", { class: "deck-note", id: "deck-note", role: "status" }, deck.note) : null,
    h("div", { class: "deck-buttons" },
      h("button", { class: `btn${deck.id && !deck.dirty ? "" : " primary"}`, id: "deck-save", type: "button" }, t("dk_save")),
      h("button", { class: "btn", id: "deck-share", type: "button", disabled: !legal }, t("dk_share")),
      h("button", { class: `btn${deck.id && !deck.dirty ? " primary" : ""}`, id: "deck-play", type: "button", disabled: !legal }, t("dk_play"))),
    legal ? null : h("p", { class: "muted small deck-hint" }, t("dk_needs_legal")),
  ];
}

// Draw again what a change or an answer alters, in place (the name field keeps its focus).
function paint() {
  if (!deck || !$("#deck-status")) return;
  replace($("#deck-status"), statusContent());
  const problems = $("#deck-problems");
  replace(problems, problemsContent());
  problems.hidden = !problemsShown();
  replace($("#deck-actions"), actionsContent());
  const bad = badCards();
  for (const row of document.querySelectorAll(".deck-row")) row.classList.toggle("bad", bad.has(row.dataset.row));
}

function paintRow(id) {
  const row = document.querySelector(`.deck-row[data-row="${id}"]`);
  const most = pools.get(deck.game)?.data?.most ?? 0;
  if (row) row.replaceWith(cardRow(id, most, badCards().has(id)));
  const view = DECK_VIEWS[deck.game];
  const group = view.group(id);
  const counter = document.querySelector(`[data-group-count="${group}"]`);
  const pool = [...(pools.get(deck.game)?.data?.pool || []), ...(view.ownIds ? view.ownIds(deck.cards) : [])];
  const ids = pool.filter((x) => view.group(x) === group);
  if (counter) counter.textContent = ` · ${groupCount(ids)}`;
}

// --- changes and the engine's answers ----------------------------------------------------------

function schedule(delay) {
  clearTimeout(deck.timer);
  deck.timer = setTimeout(runCheck, delay);
}

function changed(delay) {
  deck.edited = true;
  deck.stale = true;
  deck.dirty = true;
  deck.note = "";
  deck.confirmDelete = false;
  schedule(delay);
}

function runCheck() {
  const b = deck;
  if (!b) return Promise.resolve();
  clearTimeout(b.timer);
  b.stale = false;
  const seq = ++b.seq;
  const promise = shellRef.request({
    op: "deck_check", game: b.game, ...engineDeck(b.game, positive(b.cards), b.ownEntries), variant: b.variant, name: clipName(b.name),
  }).then((answer) => {
    if (seq !== b.seq) return;
    b.check = answer?.ok ? answer : { failed: answer?.error || {}, problems: [], legal: false, code: null, link: null };
    b.inflight = null;
    if (deck === b) paint();
  });
  b.inflight = promise;
  return promise;
}

// The engine's answer for the deck as it is now (after any change still waiting to be sent).
async function settled() {
  const b = deck;
  while (b === deck && (b.stale || b.inflight)) await (b.stale ? runCheck() : b.inflight);
  return b === deck ? b.check : null;
}

function setCount(id, delta) {
  const most = pools.get(deck.game)?.data?.most ?? 0;
  const n = Math.min(most, Math.max(0, (deck.cards[id] || 0) + delta));
  if (n === (deck.cards[id] || 0)) return;
  if (n) deck.cards[id] = n;
  else delete deck.cards[id];
  deck.check = null;
  changed(CHECK_DELAY_MS);
  paintRow(id);
  paint();
}

function rename(value, input) {
  deck.name = clipName(value);
  if (deck.name !== value) input.value = deck.name;
  changed(NAME_DELAY_MS); // the name travels in the link; legality stays as it was
  if ($("#deck-note")) replace($("#deck-actions"), actionsContent());
}

function setVariant(variant, shell) {
  if (variant === deck.variant) return;
  deck.variant = variant;
  deck.check = null;
  changed(0);
  shell.render();
}

async function save(shell) {
  const check = await settled();
  const b = deck;
  if (!check || b !== deck) return;
  const blank = !b.name.trim();
  const name = clipName(blank ? t("dk_unnamed_n", { n: savedDecks(b.game).length + 1 }) : b.name.trim());
  const legal = !!check.legal && !check.failed;
  const view = DECK_VIEWS[b.game];
  const own = view.ownEntries ? view.ownEntries(positive(b.cards), b.ownEntries || {}) : {};
  const kept = saveDeck(b.game, {
    id: b.id, name, variant: b.variant, cards: positive(b.cards), legal, code: legal ? check.code : null, own,
  });
  if (!kept) {
    b.note = t("dk_not_saved");
    return shell.render();
  }
  if (legal) chooseDeck(b.game, kept.id);
  if (view.keepOwn) view.keepOwn(own);
  b.id = kept.id;
  b.dirty = false;
  b.confirmDelete = false;
  if (kept.name !== b.name) {
    b.name = kept.name;
    b.stale = true; // the link carries the name
    schedule(0);
  }
  b.note = legal ? t("dk_saved") : t("dk_saved_draft");
  shell.render();
}

function remove(shell) {
  if (!deck.confirmDelete) {
    deck.confirmDelete = true;
    return shell.render();
  }
  deleteDeck(deck.game, deck.id);
  const { game, back } = shell.screen();
  deck = null;
  shell.show("decks", { game, back });
}

// --- sharing and playing --------------------------------------------------------------------

async function share(shell) {
  const check = await settled();
  if (!check?.legal || !check.link) return;
  const name = deck.name.trim() || t("dk_shared_deck");
  shell.openSheet(() => ({
    title: t("dk_share_title"),
    body: linkPanel({
      url: linkTo(check.link), title: name, label: t("dk_share_link"), heading: name,
      note: t("dk_share_note"), prefix: "deck", kind: "deck",
    }),
  }));
}

// The Play sheet: `opponents(variant, code)` is the game module's, {intro, choices: [{label,
// dataset, options, primary}]}, each choice a game of your deck against the computer.
function playSheet(game, sheetOf, shell) {
  const start = (options) => {
    closeSheet();
    shell.newGame(game, options);
  };
  return () => {
    const { intro, choices } = sheetOf();
    return {
      title: t("dk_play"),
      body: [
        h("p", { class: "muted" }, intro),
        h("div", { class: "menu-list" }, choices.map((choice) => h("button", {
          class: `btn wide${choice.primary ? " primary" : ""}`, dataset: choice.dataset, onclick: () => start(choice.options),
        }, choice.label))),
      ],
    };
  };
}

// The Play sheet of a two-player game: your deck in seat 0 (its code as "x0") against the
// computer playing each ready-made deck, `first()` (the setup screen's choice) first. The
// letters and which is the other come from the engine's catalog.
export const againstReadyDecks = ({ first, letters, otherDeck, deckName }) => (variant, code) => {
  const foe = first();
  return {
    intro: t("dk_play_vs"),
    choices: [foe, ...letters().filter((letter) => letter !== foe)].map((letter) => ({
      label: t("dk_vs", { deck: deckName(letter) }), dataset: { deckFoe: letter }, primary: letter === foe,
      options: { b: 1, d: `${otherDeck(letter)}${letter}`, x0: code },
    })),
  };
};

async function play(shell, opponents) {
  const check = await settled();
  if (!check?.legal || !check.code) return;
  const { game, variant } = deck;
  const view = DECK_VIEWS[game];
  const own = view.ownOptions ? view.ownOptions(positive(deck.cards), deck.ownEntries || {}) : {};
  shell.openSheet(playSheet(game, () => opponents(variant, check.code, own), shell));
}

// --- taps -----------------------------------------------------------------------------------

// The screen to come back to from My decks: the setup screen it was opened from.
function backTo(screen) {
  const { name, ...args } = screen;
  return [name, args];
}

function openSaved(shell, game, id) {
  const saved = savedDecks(game).find((d) => d.id === id);
  if (!saved) return shell.render();
  startBuilder(shell, game, {
    id: saved.id, name: saved.name, variant: saved.variant, cards: saved.cards, ownEntries: saved.own,
  }, shell.screen().back);
}

function openNew(shell, game, key, empty) {
  const data = pools.get(game)?.data;
  if (!data) return;
  const back = shell.screen().back;
  if (empty !== undefined) return startBuilder(shell, game, { variant: empty, dirty: true }, back);
  const ready = data.ready.find((r) => r.key === key);
  if (!ready) return;
  startBuilder(shell, game, {
    name: clipName(t("dk_copy_of", { name: pick(ready.name) })), variant: ready.variant, cards: ready.cards, dirty: true,
  }, back);
}

// A tap on a deck screen, or on a setup screen's deck choice; true when the tap was theirs.
// opponents(variant, code): what the game offers your deck to play against (see playSheet).
export function deckClick(event, hit, shell, opponents) {
  shellRef = shell;
  const screen = shell.screen();
  const my = hit("[data-my-decks]");
  if (my) {
    shell.show("decks", { game: my.dataset.myDecks, back: backTo(screen) });
    return true;
  }
  const choice = hit("[data-deck-choice]");
  if (choice) {
    chooseDeck(choice.dataset.deckGame, choice.dataset.deckChoice);
    shell.render();
    return true;
  }
  if (screen.name !== "decks" && screen.name !== "deck") return false;
  const { game } = screen;
  const open = hit("[data-deck-open]");
  const fresh = hit("[data-deck-new]");
  const empty = hit("[data-deck-empty]");
  if (open) openSaved(shell, game, open.dataset.deckOpen);
  else if (fresh) openNew(shell, game, fresh.dataset.deckNew);
  else if (empty) openNew(shell, game, null, empty.dataset.deckEmpty);
  if (open || fresh || empty) return true;
  if (screen.name !== "deck" || !deck) return false;
  const inc = hit("[data-deck-inc]");
  const dec = hit("[data-deck-dec]");
  const variant = hit("[data-deck-variant]");
  if (inc) setCount(inc.dataset.deckInc, 1);
  else if (dec) setCount(dec.dataset.deckDec, -1);
  else if (variant) setVariant(variant.dataset.deckVariant, shell);
  else if (hit("#deck-save")) save(shell);
  else if (hit("#deck-delete")) remove(shell);
  else if (hit("#deck-share")) share(shell);
  else if (hit("#deck-play")) play(shell, opponents);
  else return false;
  return true;
}

// --- a deck link ----------------------------------------------------------------------------

// The shell calls this with an opened deck link's deck ({game, variant, name, cards, problems,
// legal, code, link}): the builder shows it with the engine's verdict. The game in progress and
// the autosaves are not touched; nothing is saved until the player taps Save.
export function openDeck(answer, shell) {
  shellRef = shell;
  const check = { problems: answer.problems || [], legal: !!answer.legal, code: answer.code, link: answer.link };
  const view = DECK_VIEWS[answer.game];
  const { cards, entries } = view.adoptOwn ? view.adoptOwn(answer) : { cards: answer.cards, entries: {} };
  startBuilder(shell, answer.game, {
    name: answer.name || "", importedName: answer.name || "", variant: answer.variant || "", cards: cards || {}, ownEntries: entries,
    imported: { legal: check.legal, problems: check.problems }, check, stale: false, dirty: true,
  }, undefined);
}

// --- screens and the setup screens' choice ----------------------------------------------------

// A game module's deck screens: nameKey names the game; entry is its first screen (where the
// deck screens go back to when nothing opened them).
export function deckScreens(nameKey, entry) {
  return {
    decks: {
      render: (screen, shell) => {
        shellRef = shell;
        return decksScreen(screen, shell, nameKey);
      },
      title: () => `${t("dk_my_decks")} · ${t(nameKey)}`,
      back: (screen) => screen.back || [entry],
    },
    deck: {
      render: (screen, shell) => {
        shellRef = shell;
        return builderScreen(screen, shell, nameKey);
      },
      title: () => t("dk_deck_of", { game: t(nameKey) }),
      back: (screen) => ["decks", { game: screen.game, back: screen.back }],
    },
  };
}

// The setup screen's deck choice: the ready-made deck or one of the saved legal decks (for Gate
// Ruler, those built for the chosen ruler), and the way to My decks.
export function deckChoice(game, variant = "", readyName = "") {
  const decks = playableDecks(game, variant);
  const chosen = chosenDeck(game, variant);
  const pickButton = (id, on, label) => h("button", {
    class: `deck-pick${on ? " on" : ""}`, role: "radio", "aria-checked": String(on), dataset: { deckChoice: id, deckGame: game },
  }, label);
  return h("section", { class: "panel deck-choice" },
    h("h3", {}, t("dk_choose_deck")),
    h("div", { class: "deck-picks", role: "radiogroup", "aria-label": t("dk_choose_deck") },
      pickButton("", !chosen, readyName ? t("dk_ready_named", { name: readyName }) : t("dk_ready_deck")),
      decks.map((d) => pickButton(d.id, chosen?.id === d.id, deckLabel(d)))),
    decks.length ? null : h("p", { class: "muted small" }, t("dk_no_playable")),
    h("button", { class: "btn wide", type: "button", dataset: { myDecks: game } }, t("dk_my_decks_build")));
}

// The deck code the setup screen starts with, or null for the ready-made deck.
export const chosenCode = (game, variant = "") => chosenDeck(game, variant)?.code || null;

export { chosenDeck };

// Whether the builder holds changes the player has not saved (a reload would lose them).
export const unsavedEdits = () => !!(deck?.edited && deck.dirty);
