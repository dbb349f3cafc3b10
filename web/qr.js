// A link as a QR code, drawn by the uqr library (node_modules/uqr, copied into dist by build.py
// as web/vendor/uqr.mjs and precached with the rest of the site). It is imported when the first
// code is drawn, so the menu never waits for it.
import { h } from "./dom.js";

let library = null;
const drawn = new Map(); // text -> svg markup

function load() {
  library ??= import("./vendor/uqr.mjs");
  return library;
}

// An element holding the code of `text` (at once when it was drawn before, else a moment later);
// label names it for screen readers, tooLong is said instead when the text does not fit a code.
export function qrCode(text, label, tooLong) {
  const box = h("div", { class: "qr", role: "img", "aria-label": label });
  const fill = (svg) => {
    box.innerHTML = svg; // uqr's own markup: an <svg> of rects and a path, nothing from the link
    box.dataset.ready = "1";
  };
  if (drawn.has(text)) fill(drawn.get(text));
  else {
    load().then(({ renderSVG }) => {
      // Medium error correction while the code stays small; a long replay link needs Low to fit.
      const ecc = text.length > 400 ? "L" : "M";
      drawn.set(text, renderSVG(text, { ecc, border: 2, blackColor: "#0b1a16", whiteColor: "#ffffff" }));
      fill(drawn.get(text));
    }).catch(() => {
      box.classList.add("failed");
      box.textContent = tooLong;
    });
  }
  return box;
}
