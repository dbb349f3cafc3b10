// The board shown while the other side's moves play back, line by line. The page follows the
// log's events on a copy of the board it last showed (a card summoned, a dimension card rested
// or flipped, life lost, a card sent to the underworld). It only draws, and only roughly (auras
// are not worked out): the engine's next view replaces the copy when the playback ends.
import { card } from "./cards.js";

// --- finding cards --------------------------------------------------------------------------

const charOf = (side, uid) => side.chars.find((c) => c.uid === uid);

function take(list, uid, id = null) {
  let at = list.findIndex((c) => c.uid === uid);
  if (at < 0 && id) at = list.findLastIndex((c) => c.id === id);
  return at < 0 ? null : list.splice(at, 1)[0];
}

// A dimension card by uid, or one the copy put there unnamed (a draw or a ramp it could not see).
function dimCard(side, uid) {
  const found = side.dimension.find((c) => c.uid === uid) || side.dimension.find((c) => c.uid === null);
  if (found) found.uid = uid;
  return found;
}

function newChar(uid, id) {
  const def = card(id);
  return { uid, id, atk: def.atk, spd: def.spd, rested: true, captain: false, equipment: [] };
}

function toHand(side, entry) {
  side.hand_count += 1;
  if (side.hand) side.hand.push(entry);
}

function fromHand(side, uid) {
  side.hand_count = Math.max(0, side.hand_count - 1);
  if (side.hand) take(side.hand, uid);
}

// Into the underworld. A tactic or SYSTEM goes there once its effects have resolved, so what
// its effects send there lands under it.
function toUnderworld(side, ...entries) {
  const last = side.underworld.length - 1;
  if (side.resolving !== undefined && side.underworld[last]?.uid === side.resolving) side.underworld.splice(last, 0, ...entries);
  else side.underworld.push(...entries);
}

// Off the field: a character's equipment goes to the underworld first, as the engine does.
function leaveField(side, uid) {
  const char = take(side.chars, uid);
  if (char) {
    toUnderworld(side, ...char.equipment);
    if (side.captain === uid) side.captain = null;
    return;
  }
  if (side.fortress?.uid === uid) side.fortress = null;
  else take(side.barriers, uid);
}

// --- events ---------------------------------------------------------------------------------

function play(view, ev, side) {
  fromHand(side, ev.uid);
  const entry = { uid: ev.uid, id: ev.card };
  const def = card(ev.card);
  if (def.class === "character") side.chars.push(newChar(ev.uid, ev.card));
  else if (def.class === "equipment") {
    const char = charOf(side, ev.target);
    if (char) {
      char.equipment.push(entry);
      char.atk += def.atk;
      char.spd += def.spd;
    }
  } else if (def.class === "fortress") side.fortress = { ...entry, def: def.def };
  else if (def.class === "barrier") side.barriers.push(entry);
  else {
    side.underworld.push(entry);
    side.resolving = ev.uid;
  }
}

function pay(view, ev, side) {
  for (const uid of ev.rested) {
    const found = dimCard(side, uid);
    if (found) found.rested = true;
  }
  ev.flipped.forEach((uid, i) => {
    const found = dimCard(side, uid);
    if (found) Object.assign(found, { down: false, id: ev.revealed[i] });
  });
}

const unnamed = () => ({ uid: null, id: null, down: true, rested: false });

const APPLY = {
  turn: (view, ev, side) => {
    Object.assign(view, { turn: ev.number, active: ev.seat, phase: "main", moment: null, forecast: null });
    for (const c of side.chars) c.rested = false;
    for (const c of side.dimension) c.rested = false;
  },
  draw: (view, ev, side) => {
    side.deck = Math.max(0, side.deck - ev.count);
    side.drawing_count += ev.count;
  },
  place: (view, ev, side) => {
    side.drawing_count = Math.max(0, side.drawing_count - 1);
    if (ev.where === "hand") side.hand_count += 1;
    else side.dimension.push(unnamed());
  },
  pay,
  pay_seal: (view, ev, side) => {
    for (const id of ev.cards) {
      const gone = take(side.underworld, null, id);
      if (gone) side.sealed.push(gone);
    }
  },
  play,
  rest: (view, ev, side) => {
    const char = charOf(side, ev.uid);
    if (char) char.rested = true;
  },
  boost: (view, ev, side) => {
    const char = charOf(side, ev.uid);
    if (char) char.spd += ev.spd;
  },
  shield: (view, ev, side) => {
    side.shielded = true;
  },
  activate: (view, ev, side) => {
    const char = charOf(side, ev.uid);
    if (char) char.rested = true;
  },
  captain: (view, ev, side) => {
    side.captain = ev.uid;
    for (const c of side.chars) c.captain = c.uid === ev.uid;
  },
  window: (view, ev) => Object.assign(view, { phase: "respond", moment: ev.moment }),
  life: (view, ev, side) => {
    side.life = ev.left;
  },
  leave: (view, ev, side) => {
    leaveField(side, ev.uid);
    const entry = { uid: ev.uid, id: ev.card };
    if (ev.to === "hand") toHand(side, entry);
    else if (ev.to === "underworld") toUnderworld(side, entry);
    else side.sealed.push(entry);
  },
  seal: (view, ev, side) => {
    const gone = take(side.underworld, ev.uid, ev.card);
    if (gone) side.sealed.push(gone);
  },
  revive: (view, ev, side) => {
    take(side.underworld, ev.uid, ev.card);
    side.chars.push(newChar(ev.uid, ev.card));
  },
  search: (view, ev, side) => {
    side.deck = Math.max(0, side.deck - 1);
    toHand(side, { uid: ev.uid, id: ev.card });
  },
  ramp: (view, ev, side) => {
    const n = Math.min(ev.count, side.deck);
    side.deck -= n;
    for (let i = 0; i < n; i += 1) side.dimension.push(unnamed());
  },
  check: (view) => {
    for (const side of view.seats) side.shielded = false;
  },
  over: (view, ev) => {
    view.winner = ev.winner;
  },
};

// The events a card's effects make while it resolves; any other one means it has resolved.
const RESOLVING = new Set(["life", "leave", "seal", "revive", "search", "ramp", "rest", "boost", "shield", "draw", "deck_out", "over"]);

export function applyEvent(view, ev) {
  const side = ev.seat === undefined ? null : view.seats[ev.seat];
  if (!RESOLVING.has(ev.e)) for (const s of view.seats) delete s.resolving;
  APPLY[ev.e]?.(view, ev, side);
  for (const s of view.seats) {
    s.can_pay = { flip: s.dimension.filter((c) => c.down).length, rest: s.dimension.filter((c) => !c.rested).length };
  }
}

// The board before a new game's first turn, for when the computer opens it: every card in its
// deck, life 50, nothing drawn yet.
export function openingBoard(view) {
  const board = structuredClone(view);
  for (const side of board.seats) {
    const onField = side.chars.reduce((n, c) => n + 1 + c.equipment.length, 0) + side.barriers.length + (side.fortress ? 1 : 0);
    side.deck += side.hand_count + side.drawing_count + side.dimension.length + onField + side.underworld.length + side.sealed.length;
    Object.assign(side, {
      life: 50, hand_count: 0, drawing_count: 0, dimension: [], chars: [], captain: null, fortress: null,
      barriers: [], underworld: [], sealed: [], shielded: false, can_pay: { flip: 0, rest: 0 },
    });
    if (side.hand) side.hand = [];
    if (side.drawing) side.drawing = [];
  }
  Object.assign(board, { turn: 0, phase: "main", moment: null, forecast: null });
  return board;
}

// --- flashes: the tiles that light up as an event plays -------------------------------------

const FLASHES = {
  play: (view, ev) => {
    const cls = card(ev.card)?.class;
    const own = cls === "tactic" || cls === "system" ? `u${ev.seat}` : `c${ev.uid}`;
    return [[own, "summon"], ev.target === null ? null : [`c${ev.target}`, "aim"]];
  },
  activate: (view, ev) => [[`c${ev.uid}`, "summon", "✦"]],
  trigger: (view, ev) => [[`c${ev.uid}`, "summon", "✦"]],
  captain: (view, ev) => (ev.uid === null ? [] : [[`c${ev.uid}`, "summon", "★"]]),
  declare: (view, ev) => [[`c${view.seats[ev.seat].captain}`, "attack", "⚔"]],
  life: (view, ev) => [[`l${ev.seat}`, ev.amount < 0 ? "hit" : "summon", ev.amount < 0 ? `−${-ev.amount}` : `+${ev.amount}`]],
  leave: (view, ev) => [[ev.to === "sealed" ? `s${ev.seat}` : ev.to === "hand" ? null : `u${ev.seat}`, "hit", "✖"]],
  seal: (view, ev) => [[`s${ev.seat}`, "hit"]],
  pay: (view, ev) => [[`m${ev.seat}`, "summon"]],
  place: (view, ev) => (ev.where === "hand" ? [] : [[`m${ev.seat}`, "summon"]]),
  ramp: (view, ev) => [[`m${ev.seat}`, "summon"]],
  revive: (view, ev) => [[`c${ev.uid}`, "summon"]],
  rest: (view, ev) => [[`c${ev.uid}`, "hit"]],
  boost: (view, ev) => [[`c${ev.uid}`, "summon", `+${ev.spd}`]],
};

export function flashesOf(ev, view) {
  return (FLASHES[ev.e]?.(view, ev) || [])
    .filter((flash) => flash && flash[0])
    .map(([key, kind, text]) => ({ key, kind, text }));
}
