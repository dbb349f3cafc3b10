// What each kind of stored record holds, and reading one as this release can use it. Storage
// outlives releases: a newer or an older release, or another tab of one, may have written a
// record otherwise. So every record is read through its shape:
// - a field the record cannot do without (a save's game and link) that is missing or of another
//   type makes the record unreadable: the menu lists it as such, with Delete (web/menu.js);
// - any other field of another type reads as absent, and the record is still played;
// - fields this release does not know are kept as they are (a newer release's).
// A record's id is its storage key's, whatever the record says.

// A field's type: the test it must pass. A nested shape's fields are all optional.
const TYPES = {
  text: (value) => typeof value === "string" && value.length > 0,
  time: (value) => Number.isFinite(value), // ms since the epoch
  count: (value) => Number.isInteger(value) && value >= 0,
  flag: (value) => typeof value === "boolean",
  object: (value) => isMap(value),
};
const isMap = (value) => !!value && typeof value === "object" && !Array.isArray(value);

// A game in progress (web/saves.js): info is its game module's note for the Continue list (what
// is in it is the game's: its continueNote is drawn contained), extras what its link does not
// carry.
export const SAVE = {
  required: ["game", "fragment"],
  fields: {
    game: "text", fragment: "text", info: "object",
    extras: { daily: "text", rival: "object", challenge: "flag" },
    updated: "time", rev: "count",
  },
};

// A game with a friend by link (web/saves.js): record is the engine's, which checks it again
// whenever it is loaded.
export const REMOTE = {
  required: ["game", "record", "send"],
  fields: {
    game: "text", record: "object", send: "text", mine: "flag", started: "flag", over: "flag",
    waiting: "flag", verdict: "object", updated: "time", rev: "count",
  },
};

// The fields of value that fit shape's fields; the others are left out.
function fitting(value, fields) {
  const kept = { ...value };
  for (const [name, type] of Object.entries(fields)) {
    if (!(name in kept)) continue;
    if (typeof type === "string" ? !TYPES[type](kept[name]) : !isMap(kept[name])) delete kept[name];
    else if (typeof type !== "string") kept[name] = fitting(kept[name], type);
  }
  return kept;
}

// The record stored under id as shape describes it, or null when it cannot be read.
export function readRecord(shape, id, value) {
  if (!isMap(value)) return null;
  const record = fitting(value, shape.fields);
  return shape.required.every((name) => name in record) ? { ...record, id } : null;
}
