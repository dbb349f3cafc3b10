// Gate Ruler's log in words, built from the engine's structured log events (every state.note in
// py/cardtable/gateruler), which name the cards they are about; a zone the engine left empty is
// named by its place.
import { card, cardName, cardTextLines } from "./cards.js";
import { has, t } from "../../i18n.js";
import { beforeOwnTurn, summaryLines } from "../../table.js";

const RULER = 3;
const FINALE = "2021GB02-002";

const zoneName = (zone) => t(`zone_name_${zone}`);
const rulerRef = (side) => (side === 0 ? t("ref_your_ruler") : t("ref_rift"));

function unitRef(side, zone, id) {
  if (id) return t(side === 0 ? "ref_your_unit" : "ref_enemy_unit", { card: cardName(id) });
  return t(side === 0 ? "ref_your_zone" : "ref_enemy_zone", { zone: zoneName(zone) });
}

function fighter(side, zone, id) {
  return zone === RULER ? rulerRef(side) : unitRef(side, zone, id);
}

const LINES = {
  turn: (ev) => t(`log_turn_${ev.side}`, { n: ev.number }),
  drive: (ev) => t(`log_drive_${ev.side}`, { card: cardName(ev.card) }),
  draw: (ev) => t("log_draw", { card: cardName(ev.card) }),
  summon: (ev) => t(`log_summon_${ev.side}`, { card: cardName(ev.card), zone: zoneName(ev.zone) }),
  attack: (ev) => t("log_attack", {
    attacker: fighter(ev.side, ev.attacker, ev.card),
    target: fighter(1 - ev.side, ev.target, ev.target_card),
  }),
  damage: (ev) => t("log_damage", { unit: unitRef(ev.side, ev.zone, ev.card), amount: ev.amount }),
  destroy: (ev) => {
    const unit = unitRef(ev.side, ev.zone, ev.card);
    if (ev.why === "finale") return t("log_destroy_finale", { unit, card: cardName(FINALE) });
    if (ev.why === "lowest") return t("log_destroy_lowest", { unit });
    return t("log_destroy", { unit });
  },
  "ruler-damage": (ev) => t("log_ruler_damage", { ruler: rulerRef(ev.side), amount: ev.amount }),
  "damage-card": (ev) => t(`log_damage_card_${ev.side}`, { card: cardName(ev.card) }),
  cnt: (ev) => t(`log_cnt_${ev.side}`, { card: cardName(ev.card) }),
  play: (ev) => t("log_play", { card: cardName(ev.card) }),
  set: (ev) => t("log_set", { slot: ev.slot + 1 }),
  field: (ev) => t("log_field", { card: cardName(ev.card) }),
  move: (ev) => t("log_move", { card: cardName(ev.card), from: zoneName(ev.source), to: zoneName(ev.zone) }),
  trap: (ev) => trapText(ev.card),
  "to-grave": (ev) => (ev.why === "lowest"
    ? t("log_to_grave_lowest", { card: cardName(ev.card) })
    : t(`log_to_grave_${ev.side}`, { card: cardName(ev.card) })),
  "destroy-set": (ev) => t("log_destroy_set", { card: cardName(ev.card), slot: ev.slot + 1 }),
  heal: (ev) => t(`log_heal_${ev.side}`),
  energy: (ev) => t("log_energy", { amount: ev.amount }),
  counter: (ev) => t("log_counter", { unit: unitRef(ev.side, ev.zone, ev.card) }),
  rule: (ev) => (has(`log_rule_${ev.rule}`) ? t(`log_rule_${ev.rule}`, { card: cardName(FINALE) }) : unknown(ev)),
  lose: (ev) => loseText(ev),
};

const unknown = (ev) => t("log_unknown", { e: JSON.stringify(ev) });

// A set card springing, with what it does in the card's own words (a Guardian Barrier's cancelled
// attack leaves no other line behind it).
function trapText(id) {
  const does = cardTextLines(card(id)).find((line) => line.label === t("when_set"))?.text;
  return does ? t("log_trap_does", { card: cardName(id), does }) : t("log_trap", { card: cardName(id) });
}

export function loseText(ev) {
  const key = `log_lose_${ev.side}_${ev.why}`;
  return has(key) ? t(key) : t(`log_lose_${ev.side}`);
}

// {text, kind} for one log entry, in the current language.
export function lineOf(entry) {
  const { ev } = entry;
  const make = LINES[ev.e];
  const text = make ? make(ev) : unknown(ev);
  return { text, kind: kindOf(ev) };
}

// Lines are coloured by side: what a side does, and (indented) what happens to a side.
const HITS = new Set(["damage", "destroy", "ruler-damage", "damage-card", "destroy-set"]);

function kindOf(ev) {
  if (ev.e === "turn") return `turn side-${ev.side}`;
  if (ev.e === "lose") return "lose";
  return `${HITS.has(ev.e) ? "hit " : ""}side-${ev.side ?? 1}`;
}

// A damage to your ruler in words, with where each card it took from your deck went (the
// engine's count): the damage zone (LIFE) or, for a CNT card, the counter zone (so LIFE may fall
// by less).
function hitText(ev) {
  const params = { dmg: ev.amount, zone: ev.to_damage, cnt: ev.to_counter };
  return params.cnt ? t("gr_hit_split", params) : t("gr_hit_cards", params);
}

// What the invasion's turn can do to yours: your units hurt or destroyed, your set cards
// destroyed or sprung, your CNT cards resolving, your ruler's damage.
const CHANGES = new Set(["damage", "destroy", "destroy-set", "trap", "cnt", "ruler-damage"]);
// What a card of yours does in the invasion's turn (a set card springing, a CNT card resolving),
// told right after it, whichever side it touches: a play-test read "springs", then a unit gone,
// and a unit of its own summoned by a CNT card with no word. A hit on a ruler is followed by a
// line for each card it takes, which the brief leaves to the hit's own line.
const EFFECTS = new Set(["damage", "destroy", "summon", "heal", "energy", "ruler-damage"]);
const YOURS_RESOLVING = new Set(["trap", "cnt"]);

// The invasion's turn in a few lines (the turn brief): its summons, then every change to your
// side and what your cards did, in order, in the log's own words.
export function summaryOf(events) {
  const told = beforeOwnTurn(events, (ev) => ev.e === "turn" && ev.side === 0);
  let resolving = false; // the events right after a card of yours resolves: what it does
  const changes = told.flatMap((ev) => {
    const effect = resolving && EFFECTS.has(ev.e);
    resolving = (ev.side === 0 && YOURS_RESOLVING.has(ev.e)) || (resolving && (effect || ev.e === "damage-card"));
    if (!effect && (ev.side !== 0 || !CHANGES.has(ev.e))) return [];
    return [ev.e === "ruler-damage" && ev.side === 0 ? hitText(ev) : lineOf({ ev }).text];
  });
  return summaryLines({
    who: t("the_invasion"),
    did: [["recap_summoned", told.filter((ev) => ev.e === "summon" && ev.side === 1).map((ev) => cardName(ev.card))]],
    attacks: told.filter((ev) => ev.e === "attack" && ev.side === 1).length,
    changes,
  });
}
