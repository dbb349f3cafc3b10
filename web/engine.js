// The page's side of the worker protocol (see web/worker.js): one request, one promised answer.

export function startEngine(onProgress) {
  const worker = new Worker("web/worker.js", { type: "module" });
  const pending = new Map();
  let nextId = 1;

  const ready = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if ("id" in data) {
        pending.get(data.id)?.(data.response);
        pending.delete(data.id);
      } else if ("progress" in data) {
        onProgress(data.progress, data.stage);
      } else if (data.ready) {
        resolve();
      } else {
        reject(data.error || { code: "boot", message: "unknown" });
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject({ code: "boot", message: event.message || "The worker script failed to load." });
    };
  });

  // Requests sent before the engine is ready wait in the worker, in order.
  function request(body) {
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, request: body });
    });
  }

  return { ready, request };
}
