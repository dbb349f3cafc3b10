// Dimension of Legend's log in words, built from the engine's log events (every state.note in
// py/cardtable/dol). Events name cards by uid, and most by id too; a uid alone (a captain, the
// target of a play) is named from the cards the page has seen, which it keeps as it goes.
import { has, t } from "../../i18n.js";
import { names, seatName } from "../../seats.js";
import { beforeOwnTurn, provenEnd, summaryLines } from "../../table.js";
import { card, cardName, lifeShown } from "./cards.js";

// --- the cards seen so far: uid -> card id --------------------------------------------------

// Every card face up in a view (face-down dimension cards have no id in the other seat's view).
export function remember(known, view) {
  for (const side of view.seats) {
    const lists = [side.hand, side.drawing, side.dimension, side.chars, side.barriers, side.underworld, side.sealed];
    for (const list of lists) for (const c of list || []) if (c.id) known.set(c.uid, c.id);
    for (const c of side.chars) for (const gear of c.equipment) known.set(gear.uid, gear.id);
    if (side.fortress) known.set(side.fortress.uid, side.fortress.id);
  }
}

// A log entry: the event, with the names of the cards it gives by uid only.
export function entryOf(known, ev) {
  if (ev.uid !== undefined && ev.card) known.set(ev.uid, ev.card);
  const entry = { ev };
  if (ev.e === "play" && ev.target !== null && ev.target !== undefined) entry.target = known.get(ev.target);
  if (ev.e === "captain" && ev.uid !== null) entry.card = known.get(ev.uid);
  return entry;
}

// --- log lines ------------------------------------------------------------------------------

const list = (ids) => ids.map(cardName).join(t("list_sep"));
// A card the page never saw face up (a log opened from a link) is named by what it is.
const named = (id) => (id ? cardName(id) : t("dl_a_char"));

function playLine(entry, w) {
  const { ev } = entry;
  const cls = card(ev.card)?.class;
  const params = { ...w(ev.seat), card: cardName(ev.card), target: named(entry.target) };
  if (cls === "equipment") return t("dl_log_equip", params);
  if (["character", "barrier", "fortress"].includes(cls)) return t(`dl_log_play_${cls}`, params);
  return t(entry.target ? "dl_log_play_on" : "dl_log_play", params);
}

function payLine(ev, w) {
  const parts = [];
  if (ev.rested.length) parts.push(t("dl_pay_rest", { n: ev.rested.length }));
  if (ev.flipped.length) parts.push(t("dl_pay_flip", { n: ev.flipped.length, cards: list(ev.revealed) }));
  return t("dl_log_pay", { ...w(ev.seat), parts: parts.join(t("list_sep")) });
}

function lifeLine(ev, w) {
  const why = ev.amount > 0 ? "heal" : ev.why;
  const key = has(`dl_log_life_${why}`) ? `dl_log_life_${why}` : "dl_log_life_effect";
  return t(key, { ...w(ev.seat), n: Math.abs(ev.amount), left: lifeShown(ev.left) });
}

function leaveLine(ev, w) {
  const params = { ...w(ev.seat), card: cardName(ev.card) };
  if (ev.to === "underworld" && has(`dl_log_leave_${ev.why}`)) return t(`dl_log_leave_${ev.why}`, params);
  return t(`dl_log_to_${ev.to}`, params);
}

function battleLine(ev, w) {
  const [mine, theirs] = ev.power;
  if (ev.kind === "direct") return t("dl_log_battle_direct", { ...w(ev.seat), n: mine });
  return t("dl_log_battle", { ...w(ev.seat), mine, theirs });
}

// Each event -> its sentence; w(seat) is names(seat).
const LINES = {
  first: (entry, w) => t("dl_log_first", w(entry.ev.seat)),
  turn: ({ ev }, w) => t("dl_log_turn", { n: ev.number, ...w(ev.seat) }),
  draw: ({ ev }, w) => t("dl_log_draw", { ...w(ev.seat), n: ev.count }),
  place: ({ ev }, w) => t(ev.where === "hand" ? "dl_log_place_hand" : "dl_log_place_dim", w(ev.seat)),
  pay: ({ ev }, w) => payLine(ev, w),
  pay_seal: ({ ev }, w) => t("dl_log_pay_seal", { ...w(ev.seat), cards: list(ev.cards) }),
  play: playLine,
  activate: ({ ev }, w) => t("dl_log_activate", { ...w(ev.seat), card: cardName(ev.card) }),
  captain: (entry, w) => (entry.ev.uid === null
    ? t("dl_log_no_captain", w(entry.ev.seat))
    : t("dl_log_captain", { ...w(entry.ev.seat), card: named(entry.card) })),
  declare: ({ ev }, w) => t("dl_log_declare", w(ev.seat)),
  window: ({ ev }, w) => t("dl_log_window", w(ev.seat)),
  pass: ({ ev }, w) => t("dl_log_pass", w(ev.seat)),
  battle: ({ ev }, w) => battleLine(ev, w),
  no_battle: ({ ev }, w) => t("dl_log_no_battle", w(ev.seat)),
  life: ({ ev }, w) => lifeLine(ev, w),
  leave: ({ ev }, w) => leaveLine(ev, w),
  trigger: ({ ev }, w) => t("dl_log_trigger", { ...w(ev.seat), card: cardName(ev.card) }),
  seal: ({ ev }, w) => t("dl_log_seal", { ...w(ev.seat), card: cardName(ev.card) }),
  revive: ({ ev }, w) => t("dl_log_revive", { ...w(ev.seat), card: cardName(ev.card) }),
  search: ({ ev }, w) => t("dl_log_search", { ...w(ev.seat), card: cardName(ev.card) }),
  ramp: ({ ev }, w) => t("dl_log_ramp", { ...w(ev.seat), n: ev.count }),
  rest: ({ ev }, w) => t("dl_log_rest", { ...w(ev.seat), card: cardName(ev.card) }),
  boost: ({ ev }, w) => t("dl_log_boost", { ...w(ev.seat), card: cardName(ev.card), n: ev.spd }),
  shield: ({ ev }, w) => t("dl_log_shield", w(ev.seat)),
  check: ({ ev }, w) => t("dl_log_check", w(ev.seat)),
  deck_out: ({ ev }, w) => t("dl_log_deck_out", w(ev.seat)),
  over: ({ ev }, w) => (ev.winner < 0 ? t("dl_log_over_draw") : t("dl_log_over", w(ev.winner))),
};

// What happens to a seat (indented, in its colour) rather than what it does.
const HITS = new Set(["life", "leave", "seal", "place", "pay", "pay_seal", "trigger", "ramp"]);

function kindOf(ev, viewer) {
  const side = `side-${ev.seat === viewer ? 0 : 1}`;
  if (ev.e === "turn") return `turn ${side}`;
  if (ev.e === "over") return "lose";
  if (ev.e === "window" || ev.e === "declare" || ev.e === "battle") return `key ${side}`;
  return HITS.has(ev.e) ? `hit ${side}` : side;
}

// {text, kind} for one log entry, in the current language.
export function lineOf(entry, game) {
  const { ev } = entry;
  const snap = game.snap;
  const make = LINES[ev.e];
  const text = make ? make(entry, (seat) => names(seat, snap)) : t("log_unknown", { e: JSON.stringify(ev) });
  return { text: provenEnd(ev, snap, text), kind: kindOf(ev, snap.viewer) };
}

// The latest card the active seat played, for the 先読み window: {card, target} ids, or null.
export function lastPlay(game, seat) {
  for (let i = game.entries.length - 1; i >= 0; i -= 1) {
    const entry = game.entries[i];
    if (entry.ev.e === "turn") return null;
    if (entry.ev.e === "play" && entry.ev.seat === seat) return { card: entry.ev.card, target: entry.target };
  }
  return null;
}

// --- the turn brief -------------------------------------------------------------------------

// What the other seat's turn can do to yours: your cards leaving the field (to the underworld,
// back to the hand, sealed) or rested, cards sealed from your underworld, your life lost or
// gained; and each battle whole, whoever won it: both combat powers, the damage, the captains
// lost (a battle that cost 8 life had been told only as "You lost 8 life.").
const CHANGES = new Set(["leave", "life", "rest", "seal"]);
const ofBattle = (ev) => ev.e === "battle" || ev.e === "no_battle" || ev.why === "battle";

// The other seat's turn in a few lines (the turn brief): the cards it played, then every change
// to your side and every battle, in order, in the log's own words.
export function summaryOf(events, game) {
  const { snap } = game;
  const me = snap.viewer;
  const told = beforeOwnTurn(events, (ev) => ev.e === "turn" && ev.seat === me);
  const changes = told.filter((ev) => ofBattle(ev) || (ev.seat === me && CHANGES.has(ev.e)));
  return summaryLines({
    who: seatName(1 - me, snap),
    did: [["recap_played", told.filter((ev) => ev.e === "play" && ev.seat === 1 - me).map((ev) => cardName(ev.card))]],
    changes: changes.map((ev) => lineOf({ ev }, game).text),
  });
}
