// Frontline's log in words, built from the engine's log events (py/cardtable/frontline: every
// state.note), and the turn brief.
import { has, t } from "../../i18n.js";
import { names, seatName } from "../../seats.js";
import { beforeOwnTurn, provenEnd, summaryLines } from "../../table.js";
import { card, cardName, label, textLines } from "./cards.js";

// --- log lines ------------------------------------------------------------------------------

const place = (name) => t(`fl_place_${name}`);
const list = (ids) => ids.map(cardName).join(t("list_sep"));

function strikeTarget(ev, w) {
  const foe = w(1 - ev.seat);
  return ev.target === "city" || ev.target === "hq"
    ? t("fl_ref_place", { ...foe, place: place(ev.target) })
    : t("fl_ref_card", { ...foe, card: cardName(ev.target) });
}

function baseLine(ev, w) {
  const broken = ev.left <= 0 ? "_broken" : "";
  return t(`fl_log_base${broken}`, { ...w(ev.seat), place: place(ev.place), n: ev.amount, left: ev.left });
}

// A warrior to the wasteland, and the gear that broke and went with it.
function wastelandLine(ev, w) {
  const key = has(`fl_log_waste_${ev.why}`) ? `fl_log_waste_${ev.why}` : "fl_log_waste";
  const line = t(key, { ...w(ev.seat), card: cardName(ev.card) });
  return ev.gear ? `${line}${t("fl_log_gear_with", { gear: cardName(ev.gear) })}` : line;
}

// A skill acting, with what its card says it does at that moment ("used its skill" alone left a
// newcomer guessing).
function skillLine(ev, w) {
  const key = has(`fl_log_skill_${ev.when}`) ? `fl_log_skill_${ev.when}` : "fl_log_skill";
  const line = t(key, { ...w(ev.seat), card: cardName(ev.card), when: label("when", ev.when) });
  const says = card(ev.card) ? textLines(card(ev.card)).filter((text) => text.when === ev.when) : [];
  return says.length ? `${line} ${t("fl_log_skill_says", { text: says.map((text) => text.text).join(" ") })}` : line;
}

// Each event -> its sentence; w(seat) is names(seat).
const LINES = {
  first: (ev, w) => t("fl_log_first", w(ev.seat)),
  draw: (ev, w) => t("fl_log_draw", { ...w(ev.seat), n: ev.count }),
  redraw: (ev, w) => t("fl_log_redraw", { ...w(ev.seat), cards: list(ev.cards) }),
  turn: (ev, w) => t("fl_log_turn", { n: ev.round, ...w(ev.seat) }),
  expire: (ev, w) => t("fl_log_expire", { ...w(ev.seat), card: cardName(ev.card) }),
  skill: skillLine,
  deploy: (ev, w) => t("fl_log_deploy", { ...w(ev.seat), card: cardName(ev.card) }),
  equip: (ev, w) => t("fl_log_equip", { ...w(ev.seat), card: cardName(ev.card), warrior: cardName(ev.warrior) }),
  play: (ev, w) => (ev.target
    ? t("fl_log_play_on", { ...w(ev.seat), card: cardName(ev.card), target: cardName(ev.target) })
    : t("fl_log_play", { ...w(ev.seat), card: cardName(ev.card) })),
  pass: (ev, w) => t("fl_log_pass", w(ev.seat)),
  wasteland: wastelandLine,
  ward: (ev, w) => t("fl_log_ward", { ...w(ev.seat), card: cardName(ev.card), gear: cardName(ev.gear) }),
  // A warrior that falls to the damage says so on the next line; one that lives says its HP left.
  damage: (ev, w) => t(ev.left ? "fl_log_damage_left" : "fl_log_damage", { ...w(ev.seat), card: cardName(ev.card), n: ev.amount, left: ev.left }),
  base: baseLine,
  // A card milled from a friend's deck on another phone is named by the friend's next link.
  mill: (ev, w) => (ev.card ? t("fl_log_mill", { ...w(ev.seat), card: cardName(ev.card) }) : t("fl_log_mill_unnamed", w(ev.seat))),
  attack: (ev, w) => t("fl_log_attack", { ...w(ev.seat), cards: list(ev.cards) }),
  lockon: (ev, w) => (ev.target
    ? t("fl_log_lockon", { ...w(ev.seat), card: cardName(ev.card), target: cardName(ev.target) })
    : t("fl_log_lockon_base", { ...w(ev.seat), card: cardName(ev.card) })),
  guard: (ev, w) => t("fl_log_guard", { ...w(ev.seat), card: cardName(ev.card), attacker: cardName(ev.attacker) }),
  "aim-lost": (ev, w) => t("fl_log_aim_lost", { ...w(ev.seat), card: cardName(ev.card), target: cardName(ev.target) }),
  strike: (ev, w) => t(ev.armor ? "fl_log_strike_armor" : "fl_log_strike", {
    ...w(ev.seat), card: cardName(ev.card), target: strikeTarget(ev, w), n: ev.amount, armor: ev.armor,
  }),
  recall: (ev, w) => t("fl_log_recall", { ...w(ev.seat), card: cardName(ev.card) }),
  over: (ev, w) => (ev.winner < 0 ? t("fl_log_over_draw") : t("fl_log_over", w(ev.winner))),
};

// What happens to a seat (indented, in its colour) rather than what it does.
const HITS = new Set(["damage", "base", "wasteland", "ward", "mill", "expire"]);

function kindOf(ev, viewer) {
  const side = `side-${ev.seat === viewer ? 0 : 1}`;
  if (ev.e === "turn") return `turn ${side}`;
  if (ev.e === "over") return "lose";
  return HITS.has(ev.e) ? `hit ${side}` : side;
}

// {text, kind} for one log entry, in the current language.
export function lineOf(entry, game) {
  const { ev } = entry;
  const snap = game.snap;
  const make = LINES[ev.e];
  const text = make ? make(ev, (seat) => names(seat, snap)) : t("log_unknown", { e: JSON.stringify(ev) });
  return { text: provenEnd(ev, snap, text), kind: kindOf(ev, snap.viewer) };
}

// --- the turn brief -------------------------------------------------------------------------

// What the other seat's turn can do to yours: your warriors hurt, shielded by gear that broke,
// fallen or banished (with the gear that went with them), your city and HQ hit, cards milled
// from your deck or drawn, a warrior called back from your wasteland.
const CHANGES = new Set(["damage", "ward", "wasteland", "base", "mill", "draw", "recall"]);

// The other seat's turn in a few lines (the turn brief): the warriors it deployed or the cards
// it played, then every change to your side, in order, in the log's own words.
export function summaryOf(events, game) {
  const { snap } = game;
  const me = snap.viewer;
  const told = beforeOwnTurn(events, (ev) => ev.e === "turn" && ev.seat === me);
  const of = (e) => told.filter((ev) => ev.e === e && ev.seat === 1 - me);
  const cardsOf = (evs) => evs.map((ev) => cardName(ev.card));
  return summaryLines({
    who: seatName(1 - me, snap),
    did: [["recap_deployed", cardsOf(of("deploy"))], ["recap_played", cardsOf([...of("play"), ...of("equip")])]],
    attacks: of("attack").length,
    changes: told.filter((ev) => ev.seat === me && CHANGES.has(ev.e)).map((ev) => lineOf({ ev }, game).text),
  });
}
