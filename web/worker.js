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

async function boot() {
  progress(0, "runtime");
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", SITE).href });

  progress(0.8, "wheels");
  const reply = await fetch(new URL("build-manifest.json", SITE));
  if (!reply.ok) throw new Error(`build-manifest.json: HTTP ${reply.status}`);
  const manifest = await reply.json();
  // loadPackage reports failures through errorCallback rather than throwing: collect and throw.
  const errors = [];
  await pyodide.loadPackage(
    manifest.wheels.map((w) => new URL(w, SITE).href),
    { messageCallback: () => {}, errorCallback: (m) => errors.push(m) },
  );
  if (errors.length) throw new Error(errors.join("\n"));

  progress(0.95, "engine");
  const bridge = pyodide.pyimport("cardtable.bridge");
  return bridge.handle;
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
