// What lights up on Dimension of Legend's table as a log line plays back: the tile an event is
// about (a card summoned, a captain chosen, life lost), found on the engine's board after the
// line (web/playback.js).
import { card } from "./cards.js";

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
