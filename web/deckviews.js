// How each game's cards look in the deck builder: the groups its pool is shown in, the order
// within a group, a card's badge and one-line facts, the running counts above the list, and a
// deck kind's name (Gate Ruler's rulers). Words only, from each game's catalog: whether a deck
// is legal is the engine's answer ({op: "deck_check"}), never worked out here.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import * as dl from "./games/dol/cards.js";
import * as fl from "./games/frontline/cards.js";
import * as gr from "./games/gateruler/cards.js";
import { adoptOwn, engineDeck, isOwnKey, keepAdopted, ownEntries, ownOptions, savedOwnCards } from "./games/gateruler/own.js";

const sum = (cards, test) => Object.entries(cards).reduce((n, [id, count]) => n + (test(id) ? count : 0), 0);

const hasCnt = (def) => !def.cnt_ignored && !!def.text?.en?.some((line) => line.when === "cnt");

const gateruler = {
  groups: () => [...["unit", "event", "field"].map((kind) => ({
    key: kind, name: t(`kind_${kind}`), legend: kind === "unit" ? "ATK/HP/STK" : "",
  })), { key: "own", name: t("own_group"), legend: "" }],
  group: (id) => (isOwnKey(id) ? "own" : gr.card(id)?.kind),
  // The player's own cards (My cards, and those a shared deck brought) beside the pool, the way
  // to enter more, and a deck as the engine takes it: own cards with their entries.
  ownIds: (cards) => [...new Set([...savedOwnCards().map((item) => item.key), ...Object.keys(cards).filter(isOwnKey)])],
  poolNote: () => h("button", { class: "btn wide", type: "button", dataset: { ownCards: "" } }, t("own_button")),
  engineDeck,
  adoptOwn,
  keepOwn: keepAdopted,
  ownEntries,
  ownOptions,
  order: (id) => gr.card(id)?.level ?? 0,
  name: (id) => gr.cardName(id),
  badge: (id) => h("span", { class: "deck-badge lv", title: t("lv") }, gr.card(id)?.level ?? "?"),
  facts(id) {
    const def = gr.card(id);
    if (!def) return [];
    return [
      def.kind === "unit" ? `${def.atk}/${def.hp}/${def.stk}` : t(`kind_${def.kind}`),
      t(`faction_${def.faction}`),
      hasCnt(def) ? h("span", { class: "chip cnt" }, "CNT") : null,
    ];
  },
  // The ruler a deck is built for, and what its construction rules say.
  variantName: gr.rulerName,
  variantRules(code) {
    const rules = gr.rulerByCode(code)?.deck_rules;
    if (!rules) return "";
    return [
      t("dk_gr_rules", { size: rules.size, copies: rules.max_copies, cnt: rules.max_cnt }),
      rules.max_factions !== null ? t("dk_gr_factions", { n: rules.max_factions }) : null,
      rules.max_level_total !== null ? t("dk_gr_level", { n: rules.max_level_total }) : null,
    ].filter(Boolean).join(" · ");
  },
  rules: () => "",
  counts: (cards) => [
    t("dk_cnt_n", { n: sum(cards, (id) => hasCnt(gr.card(id) || {})) }),
    t("dk_level_total_n", { n: Object.entries(cards).reduce((n, [id, c]) => n + (gr.card(id)?.level || 0) * c, 0) }),
    t("dk_factions_n", { n: new Set(Object.keys(cards).filter((id) => cards[id] > 0).map((id) => gr.card(id)?.faction)).size }),
  ],
};

const FL_TYPES = ["city", "hq", "warrior", "gear", "phenomenon"];
const FL_SIDES = ["libiart", "minesis", "neutral"];

const frontline = {
  groups: () => FL_TYPES.map((type) => ({ key: type, name: fl.label("types", type) })),
  group: (id) => fl.card(id)?.type,
  order: (id) => {
    const def = fl.card(id);
    return def ? FL_SIDES.indexOf(def.faction) * 10 + (def.rank || 0) : 0;
  },
  name: (id) => fl.cardName(id),
  badge: (id) => {
    const def = fl.card(id);
    // A warrior's rank; any other card, a dot in its side's colour.
    return h("span", { class: `deck-badge side-${def?.faction}${def?.rank ? "" : " dot"}`, title: def?.rank ? t("fl_rank") : "" },
      def?.rank ? `${def.rank}★` : "");
  },
  facts(id) {
    const def = fl.card(id);
    if (!def) return [];
    const side = def.faction === "neutral" ? fl.label("affiliations", "drifter") : fl.label("affiliations", def.faction);
    if (def.type === "warrior") return [`${t("fl_power")} ${def.power} · HP ${def.hp}`, side];
    if (def.type === "city" || def.type === "hq") return [`HP ${def.hp}`, side];
    return [fl.textLines(def)[0]?.text || fl.label("types", def.type), side];
  },
  variantName: () => "",
  variantRules: () => "",
  rules: () => t("dk_fl_rules"),
  counts: (cards) => [
    t("dk_fl_counts", {
      city: sum(cards, (id) => fl.card(id)?.type === "city"),
      hq: sum(cards, (id) => fl.card(id)?.type === "hq"),
      warriors: sum(cards, (id) => fl.card(id)?.type === "warrior"),
    }),
  ],
};

const DL_CLASSES = ["character", "tactic", "equipment", "barrier", "fortress", "system"];

const dol = {
  groups: () => DL_CLASSES.map((cls) => ({ key: cls, name: dl.className(cls) })),
  group: (id) => dl.card(id)?.class,
  order: (id) => dl.card(id)?.cost ?? 0,
  name: (id) => dl.cardName(id),
  badge: (id) => h("span", { class: "deck-badge cost", title: t("dl_cost") }, dl.card(id)?.cost ?? "?"),
  facts(id) {
    const def = dl.card(id);
    if (!def) return [];
    return [
      dl.statLine(def) || dl.textLines(def).find((line) => line.when !== "foresight")?.text || dl.className(def.class),
      def.foresight ? h("span", { class: "chip foresight" }, t("dl_foresight_short")) : null,
      def.max_copies < 3 ? h("span", { class: "chip limit" }, t("dk_max_n", { n: def.max_copies })) : null,
    ];
  },
  variantName: () => "",
  variantRules: () => "",
  rules: () => t("dk_dol_rules"),
  counts: (cards) => [t("dk_dol_counts", { n: sum(cards, (id) => dl.card(id)?.class === "character") })],
};

export const DECK_VIEWS = { gateruler, frontline, dol };

// The card a problem is about, to name it in the current language: Frontline names it by its
// Japanese name, the others by its id.
export function problemCard(game, params, pool) {
  if (params.card) return params.card;
  if (params.name && game === "frontline") return pool.find((id) => fl.card(id)?.name?.ja === params.name) || null;
  return null;
}
