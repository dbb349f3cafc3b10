// The page's requests to the engine's worker (web/engine.js): one at a time, the page counting
// as busy (input off) until the answer is shown, and none while a new worker is being given the
// page's game back (web/restarts.js).
import { $, h } from "./dom.js";
import { startEngine } from "./engine.js";
import { t } from "./i18n.js";
import { loadGame } from "./loader.js";
import { setBusy } from "./ongoing.js";

let engine = null;
let ready = false;
let pending = false;
let syncing = false; // the worker is being given the page's game back: no other request goes to it

// hooks: as startEngine's (web/engine.js).
export function startQueue(hooks) {
  engine = startEngine(hooks);
  return engine;
}

// The worker as web/engine.js keeps it: its promises (ready, kept), and retry.
export const currentEngine = () => engine;

export const isReady = () => ready;
export function setReady(on) {
  ready = on;
}

export function setSyncing(on) {
  syncing = on;
}

// No request pending and no worker being given the game back (a safe moment for an update).
export const isIdle = () => !pending && !syncing;

// A question that does not touch the game in progress (deck_pool, deck_check, later, resume):
// sent at once, beside the one-at-a-time queue of moves.
export const request = (body) => engine.request(body);

// A worker that died on the way answers nothing here: engineStopped and engineBack take over.
export async function ask(body) {
  if (pending || syncing) return null;
  pending = true;
  setBusy(true);
  const thinking = THINKS.has(body.op) ? setTimeout(() => showThinking(true), THINKING_AFTER_MS) : 0;
  try {
    const answer = await engine.request(body);
    if (answer.error?.code === "engine-stopped") return null;
    if (answer.ok && answer.game) await loadGame(answer.game); // before anything draws it
    return answer;
  } finally {
    clearTimeout(thinking);
    showThinking(false);
    pending = false;
  }
}

const ASK_WAIT_MS = 50;

// A request sent once the one before it is answered (ask sends one at a time and refuses others;
// ask claims the queue in the same turn of the event loop as the wait ends, so two waiting
// requests cannot both find it free).
export async function askInTurn(body) {
  while (pending && !syncing) await new Promise((resolve) => setTimeout(resolve, ASK_WAIT_MS));
  return ask(body);
}

// The requests in which the computer searches: a move (its reply, at level Hard a second or more
// on a phone) and a hint. One that takes a moment says so, rather than leave a still page.
const THINKS = new Set(["act", "hint"]);
const THINKING_AFTER_MS = 300;

function showThinking(on) {
  let note = $("#thinking");
  if (!note && !on) return;
  if (!note) {
    note = h("p", { class: "thinking", id: "thinking", role: "status" });
    document.body.append(note);
  }
  note.textContent = on ? t("thinking") : "";
  note.hidden = !on;
  document.body.dataset.thinking = on ? "1" : "0";
}
