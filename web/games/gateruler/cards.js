// The Gate Ruler catalog the engine sends once ({op: "cards"}): cards, levels and rulers,
// and the words built from it (names, stat lines, the large card view).
import { h } from "../../dom.js";
import { currentLang, has, pick, t } from "../../i18n.js";

let catalog = { cards: {}, levels: {}, rulers: {}, ruler_codes: {}, default_ruler: "" };
// A player's own cards, as the engine shows them: by their key in My cards (own.js) and, in a
// game, by the id the game gives them (MY1, MY2, ...: the view's "own").
const ownCards = new Map();

export function setCatalog(data) {
  catalog = data;
}

export function showOwnCards(cards) {
  for (const [id, def] of Object.entries(cards || {})) ownCards.set(id, def);
}

export const card = (id) => catalog.cards[id] ?? ownCards.get(id);
const isOwn = (def) => !catalog.cards[def.id];
// What the card editor may offer (the engine's custom.vocabulary()).
export const ownVocabulary = () => catalog.own;
export const level = (n) => catalog.levels[n];
export const levels = () => Object.values(catalog.levels).sort((a, b) => a.level - b.level);
export const ruler = (id) => catalog.rulers[id];
// A ruler by its code in the options ("r"), and the codes in the order the engine lists them.
export const rulerByCode = (code) => catalog.rulers[catalog.ruler_codes[code]];
export const rulerCodes = () => Object.keys(catalog.ruler_codes);
export const defaultRuler = () => catalog.default_ruler;
export const rulerName = (code) => pick(rulerByCode(code)?.name) || code;

export function cardName(id) {
  const def = card(id);
  return def ? pick(def.name) : id;
}

// A ruler's LIFE (yours, key "life_of") or the rift's HP ("hp_of") as what is left, the engine's
// count (the view's `left`: its total less the cards in its damage zone). -> {text, fraction left}
export function rulerLeft(key, total, left) {
  return { text: t(key, { left, n: total }), fraction: left / total };
}

export function levelName(n) {
  return pick(level(n)?.name);
}

// Effect lines of a card: [{label, text}] from the engine's text, solo-mode notes included.
export function cardTextLines(def) {
  const lines = (def.text?.[currentLang()] || []).map((line) => ({
    label: t(`when_${line.when}`), text: line.text,
  }));
  if (def.effect_ignored) lines.push({ label: "", text: t("effect_ignored") });
  if (def.cnt_ignored) lines.push({ label: "", text: t("cnt_ignored") });
  if (def.provenance?.unplayed) lines.push({ label: "", text: t("own_unplayed_note") });
  return lines;
}

function factionLabel(def) {
  return def.faction ? t(`faction_${def.faction}`) : t("faction_invasion");
}

// ATK / HP / STK as three labelled numbers; unit gives the current values on the board.
export function statBlock(def, unit = null, size = "") {
  const hp = unit ? unit.hp : def.hp;
  const left = unit ? unit.left : def.hp;
  const atk = unit ? unit.atk : def.atk;
  return h("div", { class: `stats ${size}` },
    stat("atk", "ATK", atk, unit && atk !== def.atk),
    stat("hp", "HP", left === hp ? `${hp}` : `${left}/${hp}`, left < hp),
    stat("stk", "STK", def.stk, false));
}

// What each named stat means, one short line a term, where a newcomer first meets the numbers.
// terms: keys of STAT_NAMES (printed as on the cards and chips), in the order shown.
const STAT_NAMES = { atk: "ATK", stk: "STK", hp: "HP", rift_hp: "HP", life: "LIFE", cnt: "CNT" };
const termLabel = (term) => STAT_NAMES[term]
  ?? { pierce: () => t("kw_pierce"), drives: () => t("label_drives"), nightmare: () => `☾ ${t("nightmare")}` }[term]();

export function statLegend(terms) {
  return h("ul", { class: "stat-legend" }, terms.map((term) => h("li", { dataset: { term } },
    h("b", {}, termLabel(term)), " ", t(`term_${term}`))));
}

// The rift's stats and chips in words: HP, ATK, STK, pierce where it has it, its drives, and
// the nightmare tag where one is shown; more (unit HP, CNT) where its deck is listed.
export const riftLegend = ({ pierce = false, nightmare = false, more = [] } = {}) => statLegend(
  ["rift_hp", "atk", "stk", ...(pierce ? ["pierce"] : []), "drives", ...(nightmare ? ["nightmare"] : []), ...more]);

function stat(kind, label, value, changed) {
  return h("span", { class: `stat stat-${kind}${changed ? " changed" : ""}` },
    h("small", {}, label), h("b", {}, value));
}

const keywordName = (kw) => (has(`kw_${kw}`) ? t(`kw_${kw}`) : kw);

export function keywordChips(def) {
  if (!def.keywords?.length) return null;
  return h("div", { class: "chips" },
    def.keywords.map((kw) => h("span", { class: `chip kw-${kw}` }, keywordName(kw))));
}

// The large card view's body (the sheet adds the buttons).
export function cardDetail(def, unit = null) {
  const lines = cardTextLines(def);
  return h("div", { class: `card-detail kind-${def.kind} faction-${def.faction || "invasion"}` },
    h("div", { class: "detail-head" },
      h("span", { class: "detail-level" }, `${t("lv")} ${def.level}`),
      h("div", {},
        h("h2", {}, pick(def.name)),
        h("p", { class: "muted" }, `${t(`kind_${def.kind}`)} · ${factionLabel(def)} · ${isOwn(def) ? t("own_card_mark") : def.id}`))),
    def.kind === "unit" ? [statBlock(def, unit, "large"), statLegend(["atk", "hp", "stk"])] : null,
    unit?.rested ? h("p", { class: "tag-rested" }, t("rested")) : null,
    def.keywords?.length ? h("dl", { class: "keywords" },
      def.keywords.map((kw) => [h("dt", {}, keywordName(kw)),
        has(`kw_${kw}_text`) ? h("dd", {}, t(`kw_${kw}_text`)) : null])) : null,
    h("div", { class: "card-text" },
      lines.length ? lines.map((line) => h("p", {},
        line.label ? h("span", { class: `when when-${line.label === "CNT" ? "cnt" : "x"}` }, line.label) : null,
        line.text)) : h("p", { class: "muted" }, t("no_text"))));
}
