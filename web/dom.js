// Tiny DOM helpers: build elements declaratively, and read/write localStorage safely.

// h("button", {class: "x", dataset: {a: 1}, onclick: f}, "text", child, [more]) -> element.
// Props: class, dataset, on* handlers, any attribute; false/null props and children are skipped.
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) el.dataset[k] = v;
    } else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "value") el.value = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

export const $ = (selector, root = document) => root.querySelector(selector);

// A yes/no choice as one wide button (role switch): the whole line is the tap target.
export function switchButton(id, on, label) {
  return h("button", { type: "button", id, class: "btn wide switch-line", role: "switch", "aria-checked": String(on) },
    h("span", { class: "switch-box", "aria-hidden": "true" }, on ? "✓" : ""), h("span", {}, label));
}

export function replace(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

// localStorage may be unavailable (private modes, blocked storage): never let that break play.
export const store = {
  get(key, fallback = null) {
    try {
      const value = localStorage.getItem(key);
      return value === null ? fallback : value;
    } catch {
      return fallback;
    }
  },
  // true when the value was kept.
  set(key, value) {
    try {
      localStorage.setItem(key, value);
      return true;
    } catch {
      /* storage full or blocked: the game still plays, it just is not remembered */
      return false;
    }
  },
  // A remembered choice among `offered`: what is stored when it is still offered, else
  // `fallback` (a choice this release no longer offers, or storage that cannot be read).
  oneOf(key, offered, fallback) {
    const value = store.get(key);
    return offered.includes(value) ? value : fallback;
  },
  remove(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* blocked storage: nothing was saved either */
    }
  },
  json(key, fallback) {
    try {
      return JSON.parse(store.get(key)) ?? fallback;
    } catch {
      return fallback;
    }
  },
};

export const KEYS = {
  lang: "cardtable.lang",
  cleared: "cardtable.gateruler.cleared",
  ruler: "cardtable.gateruler.ruler",
  flMode: "cardtable.frontline.mode",
  flFaction: "cardtable.frontline.faction",
  dolMode: "cardtable.dol.mode",
  dolDeck: "cardtable.dol.deck",
  dolFoe: "cardtable.dol.foe",
  flLevel: "cardtable.frontline.level",
  dolLevel: "cardtable.dol.level",
  speed: "cardtable.speed",
};
