// The phone's Back button. Every screen the player moves to is an entry in the browser's history,
// and so is an open bottom sheet, so Back closes the sheet, then steps back screen by screen, and
// from the menu leaves the app. The menu is always the entry at depth 0 beneath the others (a
// link opened in a new tab gets one put under it), which is what lets "to the menu" go back
// there instead of piling up entries.
//
// An entry's state is {ct: 1, depth, screen, sheet?, rev?} (a game's rev: see setAddress); its
// address is the screen's, so a reload comes back to the same screen: a game or a replay is its
// link (#<link>), any other screen #/<name>?<its plain arguments> (a link is base64url, which
// never starts with "/").

const isOurs = (state) => state?.ct === 1;

export const currentEntry = () => (isOurs(history.state) ? history.state : null);
const depth = () => currentEntry()?.depth ?? 0;

// The depth of the last entry of ours that was shown: a link typed into the address bar makes an
// entry of the browser's own on top of it.
let lastDepth = 0;

function write(how, state, address) {
  lastDepth = state.depth;
  history[how](state, "", address);
}

// The address of a screen that is not a game or a replay.
export function screenAddress({ name, ...args }) {
  if (name === "menu") return location.pathname + location.search;
  const plain = Object.entries(args).filter(([, value]) => ["string", "number"].includes(typeof value));
  const query = new URLSearchParams(plain).toString();
  return `#/${name}${query ? `?${query}` : ""}`;
}

// The screen an address names ({name, ...args}), or null when it names none (a link, or nothing).
export function screenAt(hash) {
  if (!hash.startsWith("#/")) return null;
  const [name, query = ""] = hash.slice(2).split("?");
  if (!/^[a-z][a-z-]*$/.test(name)) return null;
  const args = Object.fromEntries([...new URLSearchParams(query)].map(([key, value]) => [key, /^\d{1,6}$/.test(value) ? Number(value) : value]));
  return { ...args, name };
}

const entry = (screen, at) => ({ ct: 1, depth: at, screen });

// Move to a screen: a new entry, or one in the place of an open sheet's entry (the sheet closes)
// or of a link's that is being opened (LINK).
export function pushScreen(screen, address) {
  const state = currentEntry();
  if (state?.sheet || state?.screen.name === LINK) write("replaceState", entry(screen, state.depth), address);
  else write("pushState", entry(screen, depth() + 1), address);
}

// The entry shown stands for this screen now (the menu's is always at depth 0).
export function replaceScreen(screen, address) {
  write("replaceState", entry(screen, screen.name === "menu" ? 0 : depth()), address);
}

// The first entry of a visit: the menu at depth 0, and the screen asked for (if any) above it.
export function baseEntries(screen, address) {
  write("replaceState", entry({ name: "menu" }, 0), location.pathname + location.search);
  if (screen) write("pushState", entry(screen, 1), address);
}

// An entry the history moved to: what comes next counts from its depth.
export function arrived() {
  lastDepth = depth();
}

// A link typed into the address bar (an entry of the browser's, with no state): it becomes ours,
// one above the entry it was typed over, and the screen the link opens takes its place.
export const LINK = "link";

export function adoptLink() {
  write("replaceState", entry({ name: LINK }, lastDepth + 1), location.href);
}

// A new address for the entry shown, its state kept (each move's save link), with what marks
// adds to it (the revision of the game's record the page knows, so a reload knows it too).
export function setAddress(address, marks = {}) {
  const state = currentEntry();
  history.replaceState(state ? { ...state, ...marks } : history.state, "", address);
}

// Back to the menu's entry; false when there is none to go back to (the caller shows the menu
// in the entry shown): it is the menu's already, or the menu's has left the browser's history,
// which keeps about 50 entries. A game by link whose links all open in the site's tab adds one a
// link: after a long one, going back that far did nothing, and "To the menu" left the player
// on the game.
export function backToMenu() {
  const steps = depth();
  if (steps <= 0 || steps >= history.length) return false;
  history.go(-steps);
  return true;
}

export const canGoBack = () => depth() > 0;

// A sheet entry closed by a tap goes back asynchronously; a sheet opened before that step lands
// gets its entry once it has.
let popping = false;
let reopen = false;

export function pushSheet() {
  if (popping) {
    reopen = true;
    return;
  }
  const state = currentEntry();
  if (!state?.sheet) write("pushState", { ...entry(state?.screen ?? { name: "menu" }, depth() + 1), sheet: true }, location.href);
}

// A sheet closed by a tap: its entry goes too.
export function popSheet() {
  if (!currentEntry()?.sheet || popping) return;
  popping = true;
  history.back();
}

// Called first on every popstate: true when it was popSheet's own step, which needs no routing.
export function ownPop() {
  if (!popping) return false;
  popping = false;
  lastDepth = depth(); // the entry under the sheet's: a link typed next goes one above it
  if (reopen) {
    reopen = false;
    pushSheet();
  }
  return true;
}
