// Frontline's log in words, built from the engine's log events (py/cardtable/frontline: every
// state.note), and the board shown while the computer's moves play back.
//
// Events name cards by id, never by uid, so while a turn plays back the page follows them on a
// copy of the board it was last shown (a warrior deployed, damaged, sent away, a city hit). It
// only draws; the engine's next view replaces the copy when the playback ends.
import { has, t } from "../../i18n.js";
import { names, seatName } from "../../seats.js";
import { summaryLines } from "../../table.js";
import { card, cardName, label, roundOf } from "./cards.js";

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
  turn: (ev, w) => t("fl_log_turn", { n: roundOf(ev.number), ...w(ev.seat) }),
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

// --- the board while a turn plays back ------------------------------------------------------

let madeUp = 0; // uids for warriors deployed during a playback (the view has not named them)

const find = (warriors, id) => warriors.find((w) => w.id === id);

function newWarrior(id) {
  const def = card(id);
  madeUp -= 1;
  return {
    uid: madeUp, id, rank: def.rank, power: def.power, hp: def.hp, left: def.hp,
    keywords: [...def.keywords], gear: null, used_skill: false, cannot_guard: false,
  };
}

function leave(side, id) {
  const at = side.frontline.findIndex((w) => w.id === id);
  if (at < 0) return;
  const [gone] = side.frontline.splice(at, 1);
  if (gone.gear) side.wasteland.push(gone.gear);
  side.wasteland.push({ id });
  side.rank_total -= gone.rank;
}

function move(from, to, id) {
  const at = from.findIndex((c) => c.id === id);
  if (at >= 0) to.push(...from.splice(at, 1));
}

const handDelta = (side, n) => {
  side.hand_count = Math.max(0, side.hand_count + n);
};

// Change the shown board as one event says.
const APPLY = {
  turn: (view, ev) => {
    Object.assign(view, { turn: ev.number, active: ev.seat, phase: "main", plays: {} });
    view.attack = { attackers: [], locks: {}, guards: {}, pending: null };
  },
  draw: (view, ev, side) => {
    const n = Math.min(ev.count, side.deck);
    side.deck -= n;
    handDelta(side, n);
  },
  deploy: (view, ev, side) => {
    handDelta(side, -1);
    side.frontline.push(newWarrior(ev.card));
    side.rank_total += card(ev.card).rank;
  },
  equip: (view, ev, side) => {
    handDelta(side, -1);
    const warrior = side.frontline.find((w) => w.id === ev.warrior && !w.gear);
    if (warrior) warrior.gear = { uid: 0, id: ev.card };
  },
  play: (view, ev, side) => {
    handDelta(side, -1);
    (card(ev.card).ongoing ? side.ongoing : side.wasteland).push({ id: ev.card });
  },
  wasteland: (view, ev, side) => leave(side, ev.card),
  ward: (view, ev, side) => {
    const warrior = find(side.frontline, ev.card);
    if (warrior) warrior.gear = null;
    side.wasteland.push({ id: ev.gear });
  },
  damage: (view, ev, side) => {
    const warrior = find(side.frontline, ev.card);
    if (warrior) warrior.left -= ev.amount;
  },
  base: (view, ev, side) => {
    Object.assign(side[ev.place], { left: ev.left, broken: ev.left <= 0 });
    side.target = side.city.left > 0 ? "city" : "hq";
  },
  mill: (view, ev, side) => {
    side.deck = Math.max(0, side.deck - 1);
    side.wasteland.push({ id: ev.card });
  },
  expire: (view, ev, side) => move(side.ongoing, side.wasteland, ev.card),
  recall: (view, ev, side) => {
    const at = side.wasteland.findIndex((c) => c.id === ev.card);
    if (at >= 0) side.wasteland.splice(at, 1);
    handDelta(side, 1);
  },
  attack: (view, ev, side) => {
    view.attack.attackers = side.frontline.map((w) => w.uid);
  },
};

export function applyEvent(view, ev) {
  APPLY[ev.e]?.(view, ev, view.seats[ev.seat]);
}

// The board before a new game's first turn, for when the computer opens it: nothing on either
// frontline, the bases whole, and the hand and deck counts as they were before its turn.
export function openingBoard(view, queue) {
  const board = structuredClone(view);
  for (const side of board.seats) {
    Object.assign(side, { frontline: [], wasteland: [], ongoing: [], rank_total: 0, target: "city" });
    for (const place of ["city", "hq"]) Object.assign(side[place], { left: side[place].hp, broken: false });
  }
  for (const ev of queue) {
    const side = board.seats[ev.seat];
    if (["deploy", "equip", "play"].includes(ev.e)) handDelta(side, 1);
    if (ev.e === "recall") handDelta(side, -1);
    if (ev.e === "draw") {
      side.hand_count -= ev.count;
      side.deck += ev.count;
    }
    if (ev.e === "mill") side.deck += 1;
  }
  board.attack = { attackers: [], locks: {}, guards: {}, pending: null };
  return board;
}

// --- flashes: the tiles that light up as an event plays -------------------------------------

const warriorKey = (view, seat, id) => {
  const found = view.seats[seat]?.frontline.findLast((w) => w.id === id);
  return found ? `w${found.uid}` : null;
};

const FLASHES = {
  deploy: (view, ev) => [[warriorKey(view, ev.seat, ev.card), "summon"]],
  equip: (view, ev) => [[warriorKey(view, ev.seat, ev.warrior), "summon", "⚙"]],
  skill: (view, ev) => [[warriorKey(view, ev.seat, ev.card), "summon", "✦"]],
  damage: (view, ev) => [[warriorKey(view, ev.seat, ev.card), "hit", `−${ev.amount}`]],
  base: (view, ev) => [[`b${ev.seat}-${ev.place}`, "hit", `−${ev.amount}`]],
  wasteland: (view, ev) => [[`p${ev.seat}`, "hit", "✖"]],
  mill: (view, ev) => [[`p${ev.seat}`, "summon"]],
  guard: (view, ev) => [[warriorKey(view, ev.seat, ev.card), "summon", "◆"]],
  lockon: (view, ev) => [[warriorKey(view, ev.seat, ev.card), "attack", "◎"],
    [ev.target ? warriorKey(view, 1 - ev.seat, ev.target) : `b${1 - ev.seat}-${view.seats[1 - ev.seat].target}`, "aim"]],
  strike: (view, ev) => [[warriorKey(view, ev.seat, ev.card), "attack", "⚔"],
    [ev.target === "city" || ev.target === "hq" ? `b${1 - ev.seat}-${ev.target}` : warriorKey(view, 1 - ev.seat, ev.target), "aim"]],
  play: (view, ev) => (ev.target ? [[warriorKey(view, 0, ev.target) || warriorKey(view, 1, ev.target), "aim"]] : []),
};

export function flashesOf(ev, view) {
  return (FLASHES[ev.e]?.(view, ev) || [])
    .filter(([key]) => key)
    .map(([key, kind, text]) => ({ key, kind, text }));
}
