// The page's side of the worker protocol (see web/worker.js): one request, one promised answer,
// and a worker that comes back when it dies.
//
// The first worker starts the moment this module runs. index.html loads this module on its own,
// ahead of app.js, so Pyodide boots while the page's other modules are still being fetched; what
// the worker says before startEngine listens is kept and handed over.
//
// A worker can end without a word: killed for memory, crashed, or closed. It holds a Web Lock
// for as long as it lives, and the page asks for the same lock, so the page is granted it the
// moment the worker is gone. A request that goes unanswered for REQUEST_TIMEOUT_MS (a worker
// stuck in a loop) counts as a death too. Either way every waiting request is answered with an
// "engine-stopped" error and a new worker boots (from the offline cache, in seconds).

// Far above the slowest move (the bots decide in well under a second), far below a player's
// patience with a frozen game.
const REQUEST_TIMEOUT_MS = 20_000;

const WORKER_URL = "web/worker.js";
let first = spawn(WORKER_URL); // taken over by startEngine

// A worker and what it said before anyone listened.
function spawn(url) {
  const worker = new Worker(url, { type: "module" });
  const early = [];
  worker.onmessage = (event) => early.push(["message", event]);
  worker.onerror = (event) => {
    event.preventDefault();
    early.push(["error", event]);
  };
  return { worker, early };
}

// A boot's error, as the worker words them (web/worker.js).
const bootError = (message) => ({ code: "boot", message: message || "The worker script failed to load." });

// hooks: onProgress({progress, stage, loaded, total, siteBytes}) while a worker boots;
// onStopped() when a worker that was ready has died (a new one is booting: every request that
// waited was answered with an "engine-stopped" error); onBack() once the new one is ready;
// onLost(error) when it could not boot.
export function startEngine(hooks) {
  const pending = new Map(); // id -> {answer, timer}
  let nextId = 1;
  let current = run(first);
  first = null;

  // Listen to a worker: {worker, ready, kept}, ready once it has booted, kept once it has put
  // what it downloaded into the offline cache.
  function run({ worker, early }) {
    const running = { worker };
    const life = `cardtable-engine-${Date.now()}-${Math.random().toString(36).slice(2)}`; // one a worker, in every tab
    let resolveKept, resolveReady, rejectReady;
    running.kept = new Promise((resolve) => { resolveKept = resolve; });
    running.ready = new Promise((resolve, reject) => {
      resolveReady = (start) => {
        running.booted = true;
        running.start = start;
        resolve();
      };
      rejectReady = reject;
    });
    running.fail = (error) => rejectReady(error);
    const onMessage = ({ data }) => {
      if (data.kept) resolveKept();
      else if ("id" in data) answer(data.id, data.response);
      else if ("progress" in data) hooks.onProgress(data);
      else if (data.living) navigator.locks.request(life, () => died(running)); // granted when it ends
      else if (data.ready) resolveReady(data.start);
      else rejectReady(data.error || bootError("unknown"));
    };
    const onError = (event) => {
      event.preventDefault();
      rejectReady(bootError(event.message));
    };
    worker.onmessage = onMessage;
    worker.onerror = onError;
    for (const [kind, event] of early.splice(0)) (kind === "message" ? onMessage : onError)(event);
    running.ready.catch(() => worker.terminate());
    worker.postMessage({ life });
    return running;
  }

  function answer(id, response) {
    const waiting = pending.get(id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.delete(id);
    waiting.answer(response);
  }

  // Whatever waited for a worker that is gone gets an answer that says so.
  function answerAllStopped() {
    for (const id of [...pending.keys()]) {
      answer(id, { ok: false, error: { code: "engine-stopped", message: "The engine's worker stopped." } });
    }
  }

  // A worker has gone. One still booting failed its boot (the page retries it); one that was
  // ready is replaced: what waited for it is answered, and another boots.
  async function died(running) {
    if (running !== current) return; // already replaced
    running.worker.terminate();
    if (!running.booted) return running.fail(bootError("The worker stopped while starting."));
    answerAllStopped();
    hooks.onStopped();
    current = run(spawn(WORKER_URL));
    try {
      await current.ready;
      hooks.onBack();
    } catch (error) {
      hooks.onLost(error);
    }
  }

  // Requests sent before the engine is ready wait in the worker, in order; the clock of a
  // request starts once its worker is ready.
  function request(body) {
    return new Promise((resolve) => {
      const id = nextId++;
      const running = current;
      const waiting = { answer: resolve, timer: 0 };
      pending.set(id, waiting);
      running.ready.then(() => {
        if (pending.has(id)) waiting.timer = setTimeout(() => died(running), REQUEST_TIMEOUT_MS);
      }, () => {});
      running.worker.postMessage({ id, request: body });
    });
  }

  // After a failed boot: a new worker that asks the server for every file again.
  function retry() {
    current.worker.terminate();
    answerAllStopped();
    current = run(spawn(`${WORKER_URL}?fresh`));
    return current.ready;
  }

  return {
    get ready() { return current.ready; },
    get kept() { return current.kept; },
    // How the ready worker started: "snapshot" (web/snapshot.js) or "fresh".
    get start() { return current.start; },
    request,
    retry,
  };
}
