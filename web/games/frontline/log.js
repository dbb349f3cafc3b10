// Frontline's log in words, built from the engine's log events (py/cardtable/frontline: every
// state.note), and the turn brief.
import { has, t } from "../../i18n.js";
import { names, seatName } from "../../seats.js";
import { summaryLines } from "../../table.js";
import { cardName, label } from "./cards.js";

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

// Each event -> its sentence; w(seat) is names(seat).
const LINES = {
  first: (ev, w) => t("fl_log_first", w(ev.seat)),
  draw: (ev, w) => t("fl_log_draw", { ...w(ev.seat), n: ev.count }),
  redraw: (ev, w) => t("fl_log_redraw", { ...w(ev.seat), cards: list(ev.cards) }),
  turn: (ev, w) => t("fl_log_turn", { n: ev.round, ...w(ev.seat) }),
  expire: (ev, w) => t("fl_log_expire", { ...w(ev.seat), card: cardName(ev.card) }),
  skill: (ev, w) => t(has(`fl_log_skill_${ev.when}`) ? `fl_log_skill_${ev.when}` : "fl_log_skill",
    { ...w(ev.seat), card: cardName(ev.card), when: label("when", ev.when) }),
  deploy: (ev, w) => t("fl_log_deploy", { ...w(ev.seat), card: cardName(ev.card) }),
  equip: (ev, w) => t("fl_log_equip", { ...w(ev.seat), card: cardName(ev.card), warrior: cardName(ev.warrior) }),
  play: (ev, w) => (ev.target
    ? t("fl_log_play_on", { ...w(ev.seat), card: cardName(ev.card), target: cardName(ev.target) })
    : t("fl_log_play", { ...w(ev.seat), card: cardName(ev.card) })),
  pass: (ev, w) => t("fl_log_pass", w(ev.seat)),
  wasteland: (ev, w) => t(has(`fl_log_waste_${ev.why}`) ? `fl_log_waste_${ev.why}` : "fl_log_waste",
    { ...w(ev.seat), card: cardName(ev.card) }),
  ward: (ev, w) => t("fl_log_ward", { ...w(ev.seat), card: cardName(ev.card), gear: cardName(ev.gear) }),
  damage: (ev, w) => t("fl_log_damage", { ...w(ev.seat), card: cardName(ev.card), n: ev.amount }),
  base: baseLine,
  mill: (ev, w) => t("fl_log_mill", { ...w(ev.seat), card: cardName(ev.card) }),
  attack: (ev, w) => t("fl_log_attack", { ...w(ev.seat), cards: list(ev.cards) }),
  lockon: (ev, w) => (ev.target
    ? t("fl_log_lockon", { ...w(ev.seat), card: cardName(ev.card), target: cardName(ev.target) })
    : t("fl_log_lockon_base", { ...w(ev.seat), card: cardName(ev.card) })),
  guard: (ev, w) => t("fl_log_guard", { ...w(ev.seat), card: cardName(ev.card), attacker: cardName(ev.attacker) }),
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
  return { text, kind: kindOf(ev, snap.viewer) };
}

// --- the turn brief -------------------------------------------------------------------------

const LOSSES = new Set(["defeated", "banished"]);

// What the other seat's attack hit, for the turn brief: the damage to your city or HQ, else the
// warriors its strikes landed on (a newcomer read "attacked once" and could not tell what).
function attackHit(events, me, who) {
  const hits = events.filter((ev) => ev.e === "base" && ev.seat === me);
  const damage = hits.reduce((sum, ev) => sum + ev.amount, 0);
  const yours = { whose: t("whose_you"), who: t("you") };
  if (damage) {
    const places = [...new Set(hits.map((ev) => ev.place))];
    return { target: places.map((p) => t("fl_ref_place", { ...yours, place: place(p) })).join(t("list_sep")), damage };
  }
  const struck = events.filter((ev) => ev.e === "strike" && ev.seat === 1 - me && ev.target !== "city" && ev.target !== "hq");
  const warriors = [...new Set(struck.map((ev) => ev.target))];
  return warriors.length ? { text: t("fl_recap_struck", { who, cards: list(warriors) }) } : null;
}

// The other seat's turn in a few lines (the turn brief): the warriors it deployed and cards it
// played, its attacks and what they hit, the warriors you lost.
export function summaryOf(events, game) {
  const { snap } = game;
  const me = snap.viewer;
  const who = seatName(1 - me, snap);
  const of = (e, seat) => events.filter((ev) => ev.e === e && ev.seat === seat);
  const cardsOf = (evs) => evs.map((ev) => cardName(ev.card));
  return summaryLines({
    who,
    did: [["recap_deployed", cardsOf(of("deploy", 1 - me))],
      ["recap_played", cardsOf([...of("play", 1 - me), ...of("equip", 1 - me)])]],
    attacks: of("attack", 1 - me).length,
    hit: attackHit(events, me, who),
    lost: cardsOf(of("wasteland", me).filter((ev) => LOSSES.has(ev.why))),
  });
}
