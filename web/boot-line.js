// The menu's boot line: how far the engine's start has got (bytes of the runtime while they
// arrive, then its stages), what a first visit downloads, and where the engine is.
import { $ } from "./dom.js";
import { isReady } from "./engine-queue.js";
import { t } from "./i18n.js";
import { hashFragment } from "./screen.js";

// Nothing new from the boot for this long (no byte, no stage) and the line says it is still
// loading, with a reload as the way out; while bytes arrive, however slowly, it never does (a
// reload would throw the download away).
const STALLED_MS = 30_000;
let bootText = ["stage_start", {}]; // the boot line's i18n key and its parameters
let stallTimer = 0;
let lastReport = ""; // the last report's stage and bytes: a report that says no more is no progress
let siteBytes = 0; // what a first visit downloads (build.py), from the worker's first progress report
// A page the service worker answers reads every file from the offline copy: this visit
// downloads nothing, so the menu states no size (known at load: the worker claims a first
// visit's page once it is installed, which downloaded it all the same).
const downloads = !navigator.serviceWorker?.controller;

export function setStage(key, params = {}) {
  bootText = [key, params];
  $("#boot-stage").textContent = t(key, params);
}

// The boot line again, in the page's language.
export const paintStage = () => setStage(...bootText);

const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

// The worker's report (web/worker.js): bytes of the runtime while they arrive, then its stages.
export function showProgress({ progress, stage, loaded, total, siteBytes: size }) {
  siteBytes = size;
  paintFirstVisit();
  // The worker's last reports (its offline copy being kept) can come after it is ready: they
  // put "Starting the engine…" back over "Ready to play" for good.
  if (isReady()) return;
  // A report that says no more leaves the line as it is: it put "Loading… 13.5 of 13.7 MB" back
  // over "Still loading" while nothing arrived.
  if (`${stage} ${loaded}` === lastReport) return;
  watchStall();
  lastReport = `${stage} ${loaded}`;
  $("#boot-progress").value = progress;
  $("#boot").dataset.stage = stage;
  // A visit served from the offline copy reads the engine from the phone, not the network. A
  // visit that follows a link says so from the start, while the bytes arrive too (a shared deck
  // on a new phone waited seconds on a menu that said nothing of it).
  const download = stage === "download" && downloads;
  const key = hashFragment() ? (download ? "stage_opening_download" : "stage_opening")
    : (stage === "download" && !downloads ? "stage_download_kept" : `stage_${stage}`);
  setStage(key, { loaded: megabytes(loaded), total: megabytes(total) });
}

export function paintFirstVisit() {
  const note = $("#boot-size");
  note.hidden = !siteBytes || !downloads;
  note.textContent = t("first_visit", { size: megabytes(siteBytes) });
}

// Where the engine is: on the body (CSS and the browser tests read it) and on the boot line.
// stageKey: the boot line's words; null keeps them (a retry's own words stay until its progress).
export function setEngine(engine, stageKey) {
  document.body.dataset.engine = engine;
  if (engine === "loading") watchStall();
  else clearTimeout(stallTimer);
  $("#boot").dataset.stage = engine === "loading" ? "download" : engine;
  if (stageKey) setStage(stageKey);
}

export function watchStall() {
  clearTimeout(stallTimer);
  stallTimer = setTimeout(() => setStage("stage_slow"), STALLED_MS);
}
