// Module Web Worker that runs the rules: Pyodide + the cardtable wheel, answering the page.
// Why a worker: booting Pyodide and running Python would freeze the UI thread. Everything is
// loaded from this site's own origin (../pyodide/, ../wheels/), never from a CDN.
//
//   page → worker  {id, request}
//   worker → page  {progress: 0..1, stage}   stage: "runtime" | "wheels" | "engine"
//   worker → page  {ready: true}            or {ready: false, error: {code: "boot", message}}
//   worker → page  {id, response}           response = JSON.parse(bridge.handle(JSON.stringify(request)))
import { loadPyodide } from "../pyodide/pyodide.mjs";

const SITE = new URL("../", import.meta.url);

function progress(value, stage) {
  self.postMessage({ progress: value, stage });
}

async function fetchWheels() {
  const reply = await fetch(new URL("build-manifest.json", SITE));
  if (!reply.ok) throw new Error(`build-manifest.json: HTTP ${reply.status}`);
  const manifest = await reply.json();
  return Promise.all(manifest.wheels.map(async (wheel) => {
    const file = await fetch(new URL(wheel, SITE));
    if (!file.ok) throw new Error(`${wheel}: HTTP ${file.status}`);
    return file.arrayBuffer();
  }));
}

// The wheels download while the runtime compiles, then unpack straight into site-packages:
// our wheels are pure Python with no dependencies, so loadPackage's resolver is not needed.
async function boot() {
  progress(0, "runtime");
  const wheels = fetchWheels();
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", SITE).href });
  progress(0.8, "wheels");
  for (const buffer of await wheels) pyodide.unpackArchive(buffer, "wheel");
  progress(0.95, "engine");
  return pyodide.pyimport("cardtable.bridge").handle;
}

const handle = boot();
handle.then(
  () => self.postMessage({ ready: true }),
  (err) => self.postMessage({ ready: false, error: { code: "boot", message: String(err) } }),
);

// Listening before boot finishes: early requests wait for the engine, in arrival order.
self.onmessage = async (event) => {
  const { id, request } = event.data;
  let response;
  try {
    response = JSON.parse((await handle)(JSON.stringify(request)));
  } catch (err) {
    response = { ok: false, error: { code: "internal", message: String(err && err.message || err) } };
  }
  self.postMessage({ id, response });
};
