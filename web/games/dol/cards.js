// The Dimension of Legend catalog the engine sends once ({op: "cards", game: "dol"}): cards
// with their text in three languages, the two ready-made decks and the engine's labels; and
// the words and card faces built from it (a hand card, the large card view).
import { catalogOf } from "../../catalog.js";
import { h } from "../../dom.js";
import { pick, t } from "../../i18n.js";
import { stat } from "../../table.js";

const catalog = catalogOf();

export const { card, cardName, deck, defaultDeck, firstLevel, label, letters, levels, otherDeck, textLines } = catalog;
export const setCatalog = catalog.set;

export const deckName = (letter) => pick(deck(letter)?.name) || letter;
export const className = (cls) => label("classes", cls);
// Life as the rulebook counts it: a seat at 0 has lost, and there is no life below 0. The
// engine's state keeps the plain arithmetic (a hit of 9 at 3 life leaves -6), and replay hashes
// cover that state, so the page, not the engine, shows every life through this.
export const lifeShown = (life) => Math.max(0, life);
export const raceNames = (def) => (def.races || []).map((race) => label("races", race)).join(" · ");

// The dimension value (cost) as a round badge.
export const costBadge = (def) => h("span", { class: "cost", "aria-label": `${t("dl_cost")} ${def.cost}` }, def.cost);

// ATK and SPD as two labelled numbers; a character on the field gives its current values
// ({atk, spd}), marked when they differ from the printed ones.
export function statPair(def, char = null, size = "") {
  const atk = char ? char.atk : def.atk;
  const spd = char ? char.spd : def.spd;
  return h("div", { class: `stats ${size}` },
    stat("atk", "ATK", atk, !!char && atk !== def.atk),
    stat("spd", "SPD", spd, !!char && spd !== def.spd));
}

// What a card adds or holds in one short line: ATK/SPD, an equipment's bonus, a fortress's DEF.
export function statLine(def) {
  if (def.class === "character") return `ATK ${def.atk} · SPD ${def.spd}`;
  if (def.class === "equipment") return `ATK +${def.atk} · SPD +${def.spd}`;
  if (def.class === "fortress") return `DEF ${def.def}`;
  return "";
}

// The first line that says what the card does (the 先読み mark already says when it can).
const effectLine = (def) => textLines(def).find((line) => line.when !== "foresight")?.text || "";

// A card's face in a row of cards (the hand, the cards being drawn): class and cost, name, and
// its numbers or the first line of its text.
export function cardFace(def) {
  const numbers = def.class === "character" ? statPair(def, null, "small") : null;
  return [
    h("span", { class: "hc-top" },
      h("small", {}, className(def.class)),
      def.foresight ? h("span", { class: "foresight-mark", title: t("dl_foresight") }, t("dl_foresight_short")) : null,
      costBadge(def)),
    h("span", { class: "hc-name" }, pick(def.name)),
    numbers || h("span", { class: "hc-text" }, statLine(def) || effectLine(def)),
  ];
}

// The large card view's body (the sheet adds the buttons). char: the card as it stands on the
// field ({atk, spd, rested, captain, equipment}).
export function cardDetail(def, { char = null, where = "" } = {}) {
  const lines = textLines(def);
  return h("div", { class: `card-detail dol-detail class-${def.class}` },
    h("div", { class: "detail-head" },
      h("span", { class: "detail-level dol-cost-big", title: t("dl_cost") }, def.cost),
      h("div", {},
        h("h2", {}, pick(def.name)),
        h("p", { class: "muted" }, [className(def.class), raceNames(def), def.id].filter(Boolean).join(" · ")))),
    def.class === "character" ? statPair(def, char, "large") : null,
    facts(def, char, where),
    h("div", { class: "card-text" },
      lines.length ? lines.map((line) => h("p", {},
        h("span", { class: `when when-${line.when}` }, line.label), line.text)) : h("p", { class: "muted" }, t("no_text"))),
    char?.equipment.length ? equipmentNote(char.equipment) : null,
    def.provenance === "designed" ? h("p", { class: "muted small provenance" }, t("designed_card")) : null);
}

function facts(def, char, where) {
  const rows = [[t("dl_cost"), t("dl_cost_text", { n: def.cost })]];
  if (def.class === "equipment") rows.push([t("dl_bonus"), statLine(def)]);
  if (def.class === "fortress") rows.push(["DEF", def.def]);
  if (char) {
    rows.push([t("dl_state"), [char.rested ? t("dl_rested") : t("dl_upright"), char.captain ? t("dl_captain") : null]
      .filter(Boolean).join(" · ")]);
  }
  if (where) rows.push([t("dl_where"), where]);
  return h("dl", { class: "facts" }, rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]));
}

function equipmentNote(equipment) {
  return h("section", { class: "gear-note" },
    h("h3", {}, t("dl_equipment")),
    equipment.map((gear) => h("p", {},
      h("button", { class: "link", dataset: { card: gear.id } }, cardName(gear.id)),
      ` · ${statLine(card(gear.id))}`)));
}

// A deck's signature card for the setup screen: its costliest character.
export function deckStar(letter) {
  const ids = Object.keys(deck(letter)?.cards || {}).filter((id) => card(id)?.class === "character");
  return ids.sort((a, b) => card(b).cost - card(a).cost)[0];
}

// The dimension zone as four stacks: face down and upright (pays 2: flip and rest), face down
// and rested (flip), face up and upright (rest), face up and rested (spent this turn). Each with
// its name (what it pays) and how many of cards lie that way.
const STACKS = [["down", false], ["down", true], ["up", false], ["up", true]];

export const dimStacks = (cards) => STACKS.map(([face, rested]) => ({
  face, rested, name: t(`dl_dim_${face}_${rested ? "rest" : "up"}`),
  n: cards.filter((c) => c.down === (face === "down") && c.rested === rested).length,
}));
