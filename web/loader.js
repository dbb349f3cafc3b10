// What the menu does not need loads when first opened, so that the page's modules do not
// compete with Pyodide's boot for the phone's cores: each game's module (with its boards,
// screens and the deck builder behind them) when a game, a deck or a replay of it opens, and
// the shell's own parts that are not on the menu (see docs/ARCHITECTURE.md, "Loading").
// Each game's catalog, which the build made with the engine's own code, is fetched at boot.
const GAME_MODULES = {
  gateruler: () => import("./games/gateruler/index.js").then((module) => module.gateruler),
  frontline: () => import("./games/frontline/index.js").then((module) => module.frontline),
  dol: () => import("./games/dol/index.js").then((module) => module.dol),
};
const LATER = {
  coach: () => import("./coach.js"),
  deckbuilder: () => import("./deckbuilder.js"),
  panels: () => import("./panels.js"),
  remote: () => import("./remote.js"),
  replay: () => import("./replay.js"),
  rival: () => import("./rival.js"),
  share: () => import("./share.js"),
};
export const GAME_IDS = Object.keys(GAME_MODULES);
export const GAMES = {}; // game id -> its module, once loadGame has brought it
export const loaded = {}; // name in LATER -> its module, once load has brought it
const loading = new Map(); // what is on its way: game id or LATER name -> promise
const catalogs = {}; // game id -> promised catalog (web/catalogs/, made by the build)
const playable = new Set(); // games whose catalog arrived

export async function load(name) {
  if (!loading.has(name)) loading.set(name, LATER[name]().then((module) => (loaded[name] = module)));
  return loading.get(name);
}

// A game's module with its catalog set; every table also draws a rival's and a daily's tags,
// and the coach's hint and review.
export async function loadGame(game) {
  if (!loading.has(game)) {
    loading.set(game, Promise.all([GAME_MODULES[game](), catalogs[game], load("rival"), load("coach")])
      .then(([module, catalog]) => {
        module.setCatalog(catalog);
        return (GAMES[game] = module);
      }));
  }
  return loading.get(game);
}

export function fetchCatalogs() {
  for (const game of GAME_IDS) catalogs[game] = fetchCatalog(game);
}

const fetchCatalog = (game) => fetch(`web/catalogs/${game}.json`)
  .then((reply) => (reply.ok ? reply.json() : { ok: false, error: { code: "boot", message: `catalog ${reply.status}` } }));

// Every catalog has arrived, or the error of the first that could not.
export async function catalogsArrived() {
  for (const game of GAME_IDS) {
    const catalog = await catalogs[game];
    if (!catalog.ok) throw catalog.error;
    playable.add(game);
  }
}

export const isPlayable = (game) => playable.has(game);
