// What lights up on Frontline's table as a log line plays back: the tile an event is about (a
// warrior deployed, struck or guarding, a base hit), found on the engine's board after the line
// (web/playback.js). Events name warriors by card id: the latest of that id on the seat's
// frontline is the one meant.

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
