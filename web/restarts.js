// When the engine fails: a boot that fails is tried again past the kept copy of what failed, then
// said with Try again (a tap made while loading still waits for it); a worker that dies while the
// page is in use is replaced (web/engine.js) and given back the game and the replay on screen, or
// said lost. Saved games are safe, and every message says so where it matters. Booting is not
// drawing: once the engine is up, a fault in drawing the screen is contained (web/contain.js),
// never taken for a failed boot.
import { setEngine, setStage } from "./boot-line.js";
import { contained } from "./contain.js";
import { currentEngine, request, setReady, setSyncing } from "./engine-queue.js";
import { sentences } from "./errors.js";
import { t } from "./i18n.js";
import { catalogsArrived } from "./loader.js";
import { carryOutWaiting, waitingTap } from "./menu.js";
import { currentGame, currentReplay, setBusy } from "./ongoing.js";
import { listGames } from "./saves.js";
import { hideMessageOf, showMessage } from "./sheets.js";
import { watchUpdates } from "./updates.js";

let bootRetried = false; // a failed boot was tried again at once (bootFailed)
let onReady = null; // what app.js does once the engine is up: the menu turns playable

// The first boot, which ends in whenReady once the engine is up.
export function awaitBoot(booted, whenReady) {
  onReady = whenReady;
  return started(booted);
}

// A boot, the first or a retry: the engine up and every catalog arrived, or a failed boot. What
// is drawn then is not part of the boot: its fault is contained.
const started = (booted) => booted.then(catalogsArrived).then(() => contained(onReady, () => {}), bootFailed);

// A failed boot is tried again at once, past the copy this browser kept of what failed: a
// damaged download may sit in the offline cache or in the HTTP cache, so that file's kept copy
// is dropped (or the whole offline copy, when the fault names no file) and the new worker asks
// the server again. Every other file the worker kept is the build's (web/worker.js checked it),
// so a download cut off goes on from where it was. If it fails again the player can try again in
// seconds, and is told what went wrong, not left watching "Loading…".
async function bootFailed(error) {
  const download = error?.code === "download";
  if (!bootRetried) {
    bootRetried = true;
    setStage(download ? "stage_refetch" : "stage_retry");
    await (download && error.path ? discardKept(error.path) : discardOfflineCopy());
    return retryBoot();
  }
  engineFailed(download ? "err_download_title" : "err_boot_title", download ? "err_download" : "err_boot", error,
    { label: t("try_again"), run: () => retryBoot() });
}

// The engine cannot run: said on the boot line and in a message with the one way on, and that
// saved games are safe.
function engineFailed(titleKey, textKey, error, action) {
  setEngine("failed", titleKey);
  showMessage(() => ({
    title: t(titleKey),
    text: sentences(t(textKey), listGames().length && t("err_save_safe")),
    detail: error?.message || String(error),
    actions: [{ ...action, primary: true }],
  }));
}

function retryBoot() {
  setEngine("loading", null);
  const booted = currentEngine().retry();
  currentEngine().kept.then(watchUpdates).catch(() => {}); // the new worker's: a failed one never says it kept
  return started(booted);
}

const offlineCaches = async () => (await self.caches?.keys() ?? []).filter((name) => name.startsWith("ct-"));

// Every kept copy of one file (a site path), in every release's cache.
async function discardKept(path) {
  try {
    const file = new URL(path, document.baseURI).href;
    for (const name of await offlineCaches()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (request.url.split("?")[0] === file) await cache.delete(request);
    }
  } catch {
    // Nothing kept, or nothing this page may drop: the retry asks the server anyway.
  }
}

// The service worker's cache is this site's offline copy (web/sw.template.js): one that could
// not start the engine is deleted whole, and the service worker with it, so the next visit
// installs a sound one.
async function discardOfflineCopy() {
  try {
    await Promise.all((await offlineCaches()).map((name) => caches.delete(name)));
    await (await navigator.serviceWorker?.getRegistration())?.unregister();
  } catch {
    // Nothing kept, or nothing this page may drop: the retry asks the server anyway.
  }
}

// The worker died and a new one is booting (web/engine.js): the page waits, says why, and
// remembers a menu tap as it does while loading.
const restarting = () => ({ title: t("engine_stopped_title"), text: t("engine_restarting"), actions: [] });

export function engineStopped() {
  setReady(false);
  setSyncing(true);
  setEngine("loading", "stage_restart");
  setBusy(true);
  if (currentGame() || currentReplay()) showMessage(restarting);
}

// The new worker is up: it gets back the game and the replay the page shows, then the page
// goes on where it was. The restart's message goes, whatever screen the player went to meanwhile.
export async function engineBack() {
  const synced = await resync();
  const shown = currentGame() || currentReplay();
  setSyncing(false);
  setReady(true);
  setEngine("ready", "stage_ready");
  if (!currentGame()?.playing) setBusy(false);
  hideMessageOf(restarting);
  if (shown) {
    showMessage(() => ({
      title: t("engine_stopped_title"),
      text: t(synced ? "engine_back" : "engine_back_lost"),
      actions: [{ label: t("play_on"), run: () => {}, primary: true }],
    }));
  }
  if (waitingTap()) carryOutWaiting();
}

export function engineLost(error) {
  setSyncing(false);
  engineFailed("engine_lost_title", "engine_lost", error, { label: t("reload"), run: () => location.reload() });
}

// The worker is made to hold what the page shows: the game from its save, as the page last drew
// it (its state hash must match), and the replay from its link. True when it does.
export async function resync() {
  let synced = true;
  const game = currentGame();
  if (game) {
    const { fragment, rival, hash, remote } = game.snap;
    const snap = await request(remote ? { op: "remote_load", record: remote.record } : { op: "resume", fragment, rival });
    synced = snap.ok && snap.hash === hash;
  }
  if (currentReplay()) synced = (await request({ op: "open", fragment: currentReplay().fragment })).ok && synced;
  return synced;
}
