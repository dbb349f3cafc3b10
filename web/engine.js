// The page's side of the worker protocol (see web/worker.js): one request, one promised answer.
//
// The worker starts the moment this module runs. index.html loads this module on its own, ahead
// of app.js, so Pyodide boots while the page's other modules are still being fetched; what the
// worker says before startEngine listens is kept and handed over.
const worker = new Worker("web/worker.js", { type: "module" });
const early = [];
worker.onmessage = (event) => early.push(["message", event]);
worker.onerror = (event) => {
  event.preventDefault();
  early.push(["error", event]);
};

// onProgress({progress, stage, loaded, total, siteBytes}) while the worker boots (web/worker.js).
export function startEngine(onProgress) {
  const pending = new Map();
  let nextId = 1;

  let resolveKept;
  // Once the worker has put the files it downloaded into the offline cache (web/worker.js).
  const kept = new Promise((resolve) => {
    resolveKept = resolve;
  });
  const ready = new Promise((resolve, reject) => {
    const onMessage = ({ data }) => {
      if (data.kept) {
        resolveKept();
      } else if ("id" in data) {
        pending.get(data.id)?.(data.response);
        pending.delete(data.id);
      } else if ("progress" in data) {
        onProgress(data);
      } else if (data.ready) {
        resolve();
      } else {
        reject(data.error || { code: "boot", message: "unknown" });
      }
    };
    const onError = (event) => {
      event.preventDefault();
      reject({ code: "boot", message: event.message || "The worker script failed to load." });
    };
    worker.onmessage = onMessage;
    worker.onerror = onError;
    for (const [kind, event] of early.splice(0)) (kind === "message" ? onMessage : onError)(event);
  });

  // Requests sent before the engine is ready wait in the worker, in order.
  function request(body) {
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, request: body });
    });
  }

  return { ready, kept, request };
}
