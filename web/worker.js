// Module Web Worker that runs the rules: Pyodide + the cardtable wheel, answering the page.
// Why a worker: booting Pyodide and running Python would freeze the UI thread. Everything is
// loaded from this site's own origin (../pyodide/, ../wheels/), never from a CDN.
//
//   page → worker  {id, request}
//   worker → page  {progress: 0..1, stage, loaded, total, siteBytes}
//                  stage: "download" | "runtime" | "wheels" | "engine"; loaded and total: bytes
//                  of the files the boot downloads; siteBytes: what a first visit downloads, the
//                  whole site (kept for offline play) with the engine
//   worker → page  {ready: true, start}     or {ready: false, error: {code, message, path?}}
//                  start: "snapshot" (Python restored from a kept snapshot, web/snapshot.js) or "fresh"
//                  code: "download" (a file failed to arrive, or arrived other than the build made
//                  it: cut short, or a Wi-Fi login page) or "boot" (anything else)
//   worker → page  {kept: true}             after ready, once the boot's files are in the offline cache
//   page → worker  {life: name}             the worker holds the Web Lock of that name while it
//                  lives, so the page learns at once when it dies (web/engine.js)
//   worker → page  {living: name}           the lock is held
//   worker → page  {id, response}           response = JSON.parse(bridge.handle(JSON.stringify(request)))
//
// web/worker.js?fresh: a second try after a failed boot asks the server for every file again,
// past the browser's HTTP cache (which may hold the damaged copy).
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { contentKey, sha16 } from "./digest.js";
import { dropSnapshot, keepSnapshot, keptSnapshot, snapshotKey } from "./snapshot.js";

const SITE = new URL("../", import.meta.url);
// Share of the bar the downloads fill; starting Python, the wheels and the engine fill the rest.
const DOWNLOAD_SHARE = 0.75;
const STAGE_AT = { runtime: DOWNLOAD_SHARE, wheels: 0.9, engine: 0.95 };
const REPORT_EVERY_MS = 80;
const KEEP_ON_FAILURE_MS = 3000; // how long a failed boot waits for the files still arriving

// --- byte progress --------------------------------------------------------------------------
// The build manifest names every file the boot downloads with its size (boot_files). Bytes are
// counted as each body streams in: fetch is wrapped, so loadPyodide's own downloads (the wasm,
// the standard library, the lock file) count too. A file fetched some other way (pyodide.asm.mjs
// is a dynamic import()) counts whole once the resource timeline says it has arrived.

const plainFetch = self.fetch.bind(self);
const received = new Map(); // site-relative path -> bytes so far
let manifest = null;
let stage = "download";
let lastReport = 0;

const sitePath = (url) => new URL(url, SITE).href.slice(SITE.href.length);
// pyodide.mjs is imported above, so it has arrived before any of this runs (and a module
// worker's own imports do not show in its resource timeline).
received.set(sitePath(new URL("../pyodide/pyodide.mjs", import.meta.url)), Infinity);

// Posts where the boot is, at most every REPORT_EVERY_MS unless forced (a file or a stage ended).
function report(force = false) {
  const now = performance.now();
  if (!manifest || (!force && now - lastReport < REPORT_EVERY_MS)) return;
  lastReport = now;
  const sizes = manifest.boot_files;
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  const loaded = Object.keys(sizes).reduce((sum, path) => sum + Math.min(received.get(path) ?? 0, sizes[path]), 0);
  if (stage === "download" && loaded === total) stage = "runtime"; // all here: Python starts
  const progress = stage === "download" ? DOWNLOAD_SHARE * loaded / total : STAGE_AT[stage];
  self.postMessage({ progress, stage, loaded, total, siteBytes: manifest.site_bytes });
}

function setStage(next) {
  stage = next;
  report(true);
}

// A copy of the response whose body counts its bytes as they pass; status and headers are kept,
// so WebAssembly's streaming compile still sees application/wasm. A body that breaks off is
// check()'s to tell (a "download" failure the page acts on); Pyodide is not handed the break, which
// it would log as its own fatal errors while the worker keeps what arrived whole: it waits, and
// the worker is ended.
function counted(response, path) {
  if (!response.ok || !response.body) return response;
  received.set(path, 0);
  const reader = response.body.getReader();
  const body = new ReadableStream({
    async pull(controller) {
      const chunk = await reader.read().catch(() => new Promise(() => {}));
      if (chunk.done) {
        report(true);
        return controller.close();
      }
      received.set(path, received.get(path) + chunk.value.byteLength);
      report();
      controller.enqueue(chunk.value);
    },
  });
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

// "no-cache": a copy in the HTTP cache is used only once the server says it is current, so a
// file from an older release never reaches the offline cache (see keep); "reload" on a second
// try skips the HTTP cache altogether.
const CACHE_MODE = new URL(import.meta.url).searchParams.has("fresh") ? "reload" : "no-cache";

self.fetch = async (input, init) => {
  const path = sitePath(String(input.url ?? input));
  let response;
  try {
    response = (await keptCopy(path)) ?? await plainFetch(input, { ...init, cache: CACHE_MODE });
  } catch (err) {
    failDownload(path, String(err.message || err));
    throw err;
  }
  checking.push(check(path, response.clone()));
  return counted(response, path);
};

// --- every boot file is the build's -----------------------------------------------------------
// Pyodide does not give up on a runtime that fails to compile: it logs and waits for good. So
// each boot file is checked here against the manifest's SHA-256 as it arrives, and a file that
// is missing, cut short or something else (a Wi-Fi login page answers 200 too) ends the boot
// with a "download" error at once, which the page can act on: discard and fetch again.

let failDownload;
const downloadFailed = new Promise((resolve, reject) => {
  failDownload = (path, why) => reject({ code: "download", path, message: `${path}: ${why}` });
});
const checking = [];

// A boot file an earlier try already kept whole (see keep): a first download that was cut off
// goes on from the files that arrived, not from zero. check() reads it as it reads a download.
async function keptCopy(path) {
  try {
    const { boot_files: bootFiles, files, cache } = await manifestArrived;
    if (!bootFiles[path] || !self.caches) return null;
    return (await (await caches.open(cache)).match(contentKey(new URL(path, SITE), files[path]))) ?? null;
  } catch {
    return null; // no manifest, or no cache: the network it is
  }
}

// A boot file that is the build's goes on to the offline cache (keep); any other ends the boot.
async function check(path, response) {
  try {
    const { boot_files: bootFiles, files } = await manifestArrived;
    if (!bootFiles[path]) return response.body?.cancel();
    if (!response.ok) return failDownload(path, `HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if (await sha16(body) !== files[path]) return failDownload(path, `${body.byteLength} bytes, not the build's`);
    await keep(path, new Response(body, { headers: { "Content-Type": response.headers.get("Content-Type") } }));
  } catch (err) {
    failDownload(path, String(err.message || err)); // the body broke off, or no manifest
  }
}

// The service worker precaches the whole site; web/updates.js registers it once this worker says
// {kept: true}. What the boot downloaded goes into its cache first, under the file's content key
// (web/digest.js), so the precache does not download the runtime a second time: it fetches only
// what its cache lacks. Only what check() found to be the build's bytes comes here, and only
// once the boot is over (off its path): up, or failed, when what arrived whole is kept for the
// next try (keptCopy). The puts finish only once Python's start lets go of this thread, hence
// the message.
async function keep(path, response) {
  try {
    const { files, cache: name } = await manifestArrived;
    if (!self.caches) return;
    const cache = await caches.open(name);
    const key = contentKey(new URL(path, SITE), files[path]);
    if (await cache.match(key)) return;
    await bootOver;
    await cache.put(key, response);
  } catch {
    // Not kept: the service worker downloads it itself.
  }
}

// Files that arrived without passing through fetch count whole.
function arrivedWhole(entries) {
  for (const entry of entries) {
    const path = sitePath(entry.name);
    if (manifest?.boot_files[path] && !received.has(path)) received.set(path, manifest.boot_files[path]);
  }
}

new PerformanceObserver((list) => {
  arrivedWhole(list.getEntries());
  report(true);
}).observe({ type: "resource", buffered: true });

async function fetchManifest() {
  const reply = await plainFetch(new URL("build-manifest.json", SITE), { cache: CACHE_MODE });
  if (!reply.ok) throw new Error(`build-manifest.json: HTTP ${reply.status}`);
  manifest = await reply.json();
  // What arrived before the sizes did (pyodide.mjs, imported before this code ran) counts now.
  arrivedWhole(performance.getEntriesByType("resource"));
  report(true);
  return manifest;
}

// --- boot -----------------------------------------------------------------------------------

async function fetchWheels() {
  return Promise.all((await manifestArrived).wheels.map(async (wheel) => {
    const file = await fetch(new URL(wheel, SITE));
    if (!file.ok) throw new Error(`${wheel}: HTTP ${file.status}`);
    return file.arrayBuffer();
  }));
}

// The wheels download while the runtime compiles, then unpack straight into site-packages:
// our wheels are pure Python with no dependencies, so loadPackage's resolver is not needed. A
// kept snapshot (web/snapshot.js) starts Python where an earlier boot left it, the engines
// imported; the wheels are unpacked all the same (the files are not in the snapshot, and a
// module imported later reads them). A boot without one makes one before the first request.
let start; // how Python started: "snapshot" or "fresh" (told with ready)
async function boot() {
  const wheels = fetchWheels();
  wheels.catch(() => {}); // a wheel that fails fails the boot (check), not as an unhandled rejection
  const { boot_files: bootFiles, files } = await manifestArrived;
  const key = await snapshotKey(SITE, bootFiles, files);
  const indexURL = new URL("pyodide/", SITE).href;
  const snapshot = await keptSnapshot(key);
  let pyodide = snapshot && await loadPyodide({ indexURL, _loadSnapshot: snapshot }).catch(() => dropSnapshot(key));
  const fresh = !pyodide;
  start = fresh ? "fresh" : "snapshot";
  if (fresh) pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  const buffers = await wheels;
  setStage("wheels");
  for (const buffer of buffers) pyodide.unpackArchive(buffer, "wheel");
  setStage("engine");
  const { handle } = pyodide.pyimport("cardtable.bridge");
  if (fresh) {
    handle(JSON.stringify({ op: "games" })); // imports every game's rules and bots: in the snapshot, not after it
    const made = pyodide.makeMemorySnapshot();
    bootOver.then(() => keepSnapshot(key, made));
  }
  return handle;
}

const manifestArrived = fetchManifest().catch((err) => {
  failDownload("build-manifest.json", String(err.message || err));
  throw err;
});
const handle = Promise.race([boot(), downloadFailed]);
const bootOver = handle.catch(() => {});
// A failed boot is told once what arrived whole is kept (the page ends this worker then): the
// files still on their way get a moment to arrive, so that a fault in one file does not throw
// away another that was nearly there; a connection that dropped ends them all at once anyway.
handle.then(
  () => self.postMessage({ ready: true, start }),
  async (err) => {
    await Promise.race([Promise.allSettled(checking), new Promise((resolve) => setTimeout(resolve, KEEP_ON_FAILURE_MS))]);
    self.postMessage({ ready: false, error: err?.code ? err : { code: "boot", message: String(err) } });
  },
);
handle.then(() => Promise.all(checking)).then(() => self.postMessage({ kept: true }), () => {});

// The worker's life is a Web Lock: held until the worker ends, however it ends.
function live(name) {
  navigator.locks?.request(name, () => {
    self.postMessage({ living: name });
    return new Promise(() => {});
  });
}

// Listening before boot finishes: early requests wait for the engine, in arrival order.
self.onmessage = async (event) => {
  if (event.data.life) return live(event.data.life);
  const { id, request } = event.data;
  let response;
  try {
    response = JSON.parse((await handle)(JSON.stringify(request)));
  } catch (err) {
    response = { ok: false, error: { code: "internal", message: String(err && err.message || err) } };
  }
  self.postMessage({ id, response });
};
