// A new release installs beside the one running (web/sw.template.js) and waits. The page says a
// new version is ready; the player takes it, and it is taken at the next safe moment: no request
// to the engine pending, no turn of the other side playing back, no unsaved deck-builder edit.
// Every move is saved and every screen has an address, so the reload comes back to the same
// place. Any other tab of the old release reloads too, at its own next safe moment, once the new
// release has taken over, so that no page goes on loading files of two releases. A service worker
// that cannot be installed (sw.js refused, or a file of its release never arriving whole) leaves
// the site working online only: the menu says so, once.
import { $ } from "./dom.js";
import { isIdle } from "./engine-queue.js";
import { t } from "./i18n.js";
import { load } from "./loader.js";

const UPDATE_CHECK_MS = 60 * 60 * 1000; // a page left open asks for a new release this often
const SAFE_POLL_MS = 300;

export async function watchUpdates() {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  let registration;
  try {
    registration = await sw.register("./sw.js");
  } catch {
    return offlineNotKept();
  }
  // The first install failing: its worker is dropped, and no other serves the site.
  const watchInstall = (worker) => worker?.addEventListener("statechange", () => {
    if (worker.state === "redundant" && !registration.active) offlineNotKept();
  });
  watchInstall(registration.installing);
  // A first visit's page runs what the network gave; the first service worker claims it with
  // the same release, so only a later change of release calls for a reload.
  let served = !!sw.controller;
  sw.addEventListener("controllerchange", () => {
    if (served) whenSafe(() => location.reload());
    served = true;
  });
  const offer = () => {
    if (registration.waiting && registration.active) offerUpdate(() => registration.waiting?.postMessage("take-update"));
  };
  registration.addEventListener("updatefound", () => {
    registration.installing?.addEventListener("statechange", offer);
    watchInstall(registration.installing);
  });
  offer();
  // Browsers look for a new sw.js at each visit; a page left open looks when shown again and hourly.
  const lookForUpdate = () => registration.update().catch(() => {}); // offline: next time
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && lookForUpdate());
  setInterval(lookForUpdate, UPDATE_CHECK_MS);
}

const offlineNotKept = () => ($("#offline-off").hidden = false);

function offerUpdate(take) {
  $("#update").hidden = false;
  $("#update-take").onclick = () => {
    $("#update-text").dataset.i18n = "update_waiting";
    $("#update-text").textContent = t("update_waiting");
    $("#update-take").hidden = true;
    whenSafe(take);
  };
  $("#update-later").onclick = () => ($("#update").hidden = true);
}

// The deck builder is asked through its module, which the games import too (it may be open
// without load having brought it).
async function whenSafe(run) {
  const { unsavedEdits } = await load("deckbuilder");
  const safe = () => isIdle() && document.body.dataset.busy !== "1" && !unsavedEdits();
  while (!safe()) await new Promise((resolve) => setTimeout(resolve, SAFE_POLL_MS));
  run();
}
