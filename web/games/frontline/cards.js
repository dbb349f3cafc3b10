// The Frontline catalog the engine sends once ({op: "cards", game: "frontline"}): cards with
// their text in three languages, the ready-made decks and the engine's labels; and the words
// and the large card view built from it.
import { catalogOf } from "../../catalog.js";
import { h } from "../../dom.js";
import { pick, t } from "../../i18n.js";
import { stat } from "../../table.js";

const catalog = catalogOf();

export const { card, cardName, deck, defaultDeck, firstLevel, label, letters, levels, otherDeck, textLines } = catalog;
export const setCatalog = catalog.set;

export const factionName = (letter) => label("affiliations", deck(letter)?.faction);
export const stars = (rank) => "★".repeat(rank || 0);

// A deck's city card: its text says what the faction is about on the setup screen.
export const deckCity = (letter) => Object.keys(deck(letter)?.cards || {})
  .find((id) => card(id)?.type === "city");

// Power and HP as two labelled numbers. now: the numbers as they stand, a warrior's on the
// table ({power, hp, left}) or a hand card's ({power}: what it would fight with if deployed
// now, the city's bonus counted); a power unlike the printed one is marked.
export function statPair(def, now = null, size = "") {
  const power = now?.power ?? def.power;
  const hp = now?.hp ?? def.hp;
  const left = now?.left ?? hp;
  return h("div", { class: `stats ${size}` },
    stat("atk", t("fl_power"), power, power !== def.power),
    stat("hp", "HP", left === hp ? `${hp}` : `${left}/${hp}`, left < hp));
}

export function keywordChips(keywords) {
  if (!keywords?.length) return null;
  return h("span", { class: "chips" },
    keywords.map((kw) => h("span", { class: `chip kw-${kw}` }, label("keywords", kw))));
}

function subtitle(def) {
  const kind = label("types", def.type);
  const side = def.affiliation ? label("affiliations", def.affiliation) : label("affiliations", def.faction);
  return [kind, side, def.id].filter(Boolean).join(" · ");
}

// What sits under the card's name: rank, gear affiliations, a phenomenon's use limit.
function facts(def, plays) {
  const rows = [];
  if (def.rank) rows.push([t("fl_rank"), label("ranks", String(def.rank))]);
  if (def.type === "gear") rows.push([t("fl_equips"), def.equip.map((a) => label("affiliations", a)).join(" · ")]);
  if (def.type === "phenomenon") {
    const limit = def.limit === null ? pick(catalog.labels().unlimited) || "—" : t("fl_per_turn", { n: def.limit });
    const used = plays?.[def.id];
    rows.push([t("fl_limit"), used ? `${limit} · ${t("fl_used_n", { n: used })}` : limit]);
    if (def.ongoing) rows.push([t("fl_lasts"), t("fl_lasts_text")]);
  }
  if (def.type === "city" || def.type === "hq") rows.push(["HP", def.hp]);
  return rows.length ? h("dl", { class: "facts" }, rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)])) : null;
}

// Under a marked power, what the card says, so the two numbers do not seem to disagree.
function printedPower(def, now) {
  if (now?.power === undefined || now.power === def.power) return null;
  return h("p", { class: "muted printed-power" }, t("fl_printed_power", { n: def.power }));
}

// The large card view's body (the sheet adds the buttons). warrior: the card as it stands on a
// frontline ({power, hp, left, keywords, gear, used_skill, cannot_guard}); held: the card as the
// hand holds it ({power}, see statPair); plays: this turn's phenomenon uses.
export function cardDetail(def, { warrior = null, held = null, plays = null } = {}) {
  const keywords = warrior ? warrior.keywords : def.keywords;
  const lines = textLines(def);
  return h("div", { class: `card-detail fl-detail type-${def.type} faction-${def.faction}` },
    h("div", { class: "detail-head" },
      def.rank ? h("span", { class: "detail-level rank" }, stars(def.rank)) : null,
      h("div", {},
        h("h2", {}, pick(def.name)),
        h("p", { class: "muted" }, subtitle(def)))),
    def.type === "warrior" ? statPair(def, warrior || held, "large") : null,
    printedPower(def, warrior || held),
    warrior ? warriorTags(warrior) : null,
    facts(def, plays),
    keywords?.length ? h("dl", { class: "keywords" },
      keywords.map((kw) => [h("dt", {}, label("keywords", kw)), h("dd", {}, label("keyword_text", kw))])) : null,
    h("div", { class: "card-text" },
      lines.length ? lines.map((line) => h("p", {},
        h("span", { class: `when when-${line.when}` }, line.label), line.text)) : h("p", { class: "muted" }, t("no_text"))),
    warrior?.gear ? gearNote(warrior.gear.id) : null,
    def.provenance === "designed" ? h("p", { class: "muted small provenance" }, t("designed_card")) : null);
}

function warriorTags(warrior) {
  const tags = [warrior.used_skill ? t("fl_skill_used") : null, warrior.cannot_guard ? t("fl_cannot_guard") : null]
    .filter(Boolean);
  return tags.length ? h("p", { class: "tags" }, tags.map((tag) => h("span", { class: "tag" }, tag))) : null;
}

function gearNote(id) {
  const def = card(id);
  return h("section", { class: "gear-note" },
    h("h3", {}, `⚙ ${t("fl_gear")}: `, h("button", { class: "link", dataset: { card: id } }, pick(def.name))),
    textLines(def).map((line) => h("p", {}, line.text)));
}
