// Bench baseline: boots the same Pyodide as web/worker.js and nothing else, then posts the
// absolute time it became ready, so bench/boot.py can tell Pyodide's cost from the app's.
import { loadPyodide } from "../pyodide/pyodide.mjs";

await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
self.postMessage({ ready: true, at: performance.timeOrigin + performance.now() });
