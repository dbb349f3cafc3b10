// The board the page last drew, kept so that a reload, or the same game's link opened again,
// draws it at once while the engine starts (web/play.js previewGame), instead of "Opening the
// game in the link…" for as long as Python takes to start. One board is kept, the last one:
// its snapshot without the log and the playback boards, which a still board does not need. A
// kept board is only ever drawn; the engine opens the game as always and its board takes over.
import { GAME_IDS } from "./loader.js";

const KEY = "cardtable.board";

export function keepBoard(saveId, snap) {
  if (snap.remote) return; // a game with a friend opens from its record of links (web/friend.js)
  const { boards, ...still } = snap;
  try {
    localStorage.setItem(KEY, JSON.stringify({ save: saveId, snap: { ...still, log: [] } }));
  } catch {
    // storage full or blocked: the next start waits for the engine, and nothing is lost
  }
}

// The kept board of the game saveId, or of the game whose save link is fragment: {save, snap},
// or null (none, another game's, or a stored value of another shape).
export function keptBoard({ saveId = null, fragment = null }) {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY));
    const { save, snap } = kept;
    const ours = (saveId && save === saveId) || (fragment && snap.fragment === fragment);
    const drawable = GAME_IDS.includes(snap.game) && snap.view && typeof snap.view === "object" && Array.isArray(snap.actions);
    return ours && drawable ? kept : null;
  } catch {
    return null;
  }
}
