// What a phone player sees of the page, measured in the page by tests/browser/test_readable.py:
// text too small to read, text cut off, tap targets too small to hit, and the text colours and
// points the contrast check samples in a screenshot of the backgrounds.
// Defines window.readable; every function returns plain data (the test names the screen).
(() => {
  const MIN_TEXT_PX = 12;
  const MIN_TARGET_PX = 44;
  const TAPPABLE = "button, a[href], select, input, summary, [role=button], [data-action-index], [data-card], [data-key]";

  // "Visible": rendered, not transparent, not hidden, and not the 1 px box of screen-reader text.
  function shown(el) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && !el.closest(".sr-only");
  }

  // Text nodes a player can see, each with the element that styles it.
  function visibleTexts() {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.data.trim() && node.parentElement && !node.parentElement.closest("script, style, option, noscript")
        ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    const texts = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (shown(node.parentElement)) texts.push(node);
    }
    return texts;
  }

  // A short name for an element in a failure message: tag, id, classes and the start of its text.
  function describe(el) {
    const id = el.id ? `#${el.id}` : "";
    const classes = [...el.classList].slice(0, 3).map((c) => `.${c}`).join("");
    const text = (el.innerText || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${classes} "${text}"`;
  }

  function smallText() {
    const seen = new Set();
    return visibleTexts().map((node) => node.parentElement).filter((el) => {
      if (seen.has(el)) return false;
      seen.add(el);
      return parseFloat(getComputedStyle(el).fontSize) < MIN_TEXT_PX;
    }).map((el) => `${describe(el)} ${getComputedStyle(el).fontSize}`);
  }

  // An element whose text is cut: an ellipsis or a clamp that is in use, or hidden overflow
  // that really hides some of its text. A box that scrolls does not cut (it can be scrolled).
  function cutOff(el) {
    const style = getComputedStyle(el);
    const hides = (overflow) => overflow === "hidden" || overflow === "clip";
    const wide = el.scrollWidth > el.clientWidth + 1;
    const tall = el.scrollHeight > el.clientHeight + 1;
    if (style.webkitLineClamp !== "none" && tall) return "line-clamp";
    if (style.textOverflow === "ellipsis" && wide) return "ellipsis";
    if (hides(style.overflowX) && wide) return "overflow-x hidden";
    if (hides(style.overflowY) && tall) return "overflow-y hidden";
    return "";
  }

  // Text cut off, unless the element says a tap shows it whole (data-shows-whole, set where a tap
  // on it or on the tile it sits in opens the card or the line in full).
  function clipped() {
    const found = new Map();
    for (const node of visibleTexts()) {
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        if (found.has(el) || el.closest("[data-shows-whole]")) continue;
        const how = cutOff(el);
        if (how) found.set(el, `${describe(el)} (${how})`);
      }
    }
    return [...found.values()];
  }

  // Whether a tap anywhere on a 44x44 square centred on el lands on el: a small control may
  // enlarge its hit area (a pseudo-element hit-tests as its element).
  function enlarged(el, box) {
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const r = MIN_TARGET_PX / 2 - 1;
    const points = [[cx - r, cy - r], [cx + r, cy - r], [cx - r, cy + r], [cx + r, cy + r], [cx, cy]];
    return points.every(([x, y]) => {
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === el || el.contains(hit));
    });
  }

  function smallTargets() {
    return [...document.querySelectorAll(TAPPABLE)].filter(shown).filter((el) => {
      if (el.matches("input[type=hidden]")) return false;
      const box = el.getBoundingClientRect();
      const big = Math.round(box.width) >= MIN_TARGET_PX && Math.round(box.height) >= MIN_TARGET_PX;
      return !big && !enlarged(el, box);
    }).map((el) => {
      const box = el.getBoundingClientRect();
      return `${describe(el)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    });
  }

  // CSS filter functions that change a colour, as functions of [r, g, b] (the spec's matrices).
  const FILTERS = {
    brightness: (c, v) => c.map((x) => x * v),
    saturate: ([r, g, b], s) => [
      (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b,
      (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b,
      (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b],
    grayscale: (c, v) => FILTERS.saturate(c, 1 - v),
  };

  function filtered(colour, filter) {
    let c = colour;
    for (const [, name, value] of filter.matchAll(/(brightness|saturate|grayscale)\(([\d.]+)\)/g)) c = FILTERS[name](c, Number(value));
    return c.map((x) => Math.max(0, Math.min(255, x)));
  }

  // The text colour as drawn: its alpha times every ancestor's opacity, through every ancestor's
  // filter (the background screenshot went through the same filters).
  function drawnColour(el) {
    const [r, g, b, a = 1] = getComputedStyle(el).color.match(/[\d.]+/g).map(Number);
    let alpha = a;
    let rgb = [r, g, b];
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      alpha *= Number(style.opacity);
      if (style.filter !== "none") rgb = filtered(rgb, style.filter);
    }
    return [...rgb, alpha];
  }

  // Points on a grid over each line of a text node that are in the viewport and not covered by
  // anything else (the text shows there).
  function samplePoints(node) {
    const el = node.parentElement;
    const range = document.createRange();
    range.selectNodeContents(node);
    const points = [];
    for (const r of range.getClientRects()) {
      if (r.width < 2 || r.height < 2) continue;
      for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        for (const fy of [0.25, 0.5, 0.75]) {
          const [x, y] = [r.left + r.width * fx, r.top + r.height * fy];
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === el || el.contains(hit)) && !inFade(el, x, y)) points.push([x, y]);
        }
      }
    }
    return points;
  }

  // Whether (x, y) lies in the faded edge of a region that scrolls, past which more of it lies
  // (web/scroll-cue.js, style.css [data-more]: 36 px across, 28 px down): faded on purpose, as
  // "swipe for more", and read once scrolled into the region.
  const FADE = { x: 36, y: 28 };
  function inFade(el, x, y) {
    for (let region = el.closest("[data-more]"); region; region = region.parentElement?.closest("[data-more]")) {
      const r = region.getBoundingClientRect();
      const across = region.dataset.scrolls === "x";
      const [at, from, to] = across ? [x, r.left, r.right] : [y, r.top, r.bottom];
      const more = region.dataset.more.split(" ");
      const fade = FADE[across ? "x" : "y"];
      if ((more.includes("start") && at < from + fade) || (more.includes("end") && at > to - fade)) return true;
    }
    return false;
  }

  // Each visible text in the viewport: its colour, whether it is large text (WCAG: 24 px, or
  // 18.66 px bold), and the points where the contrast check samples a background screenshot.
  // Text on the page beyond the viewport is measured on a screen scrolled to it.
  function textBoxes() {
    const items = [];
    for (const node of visibleTexts()) {
      const el = node.parentElement;
      if (el.closest(":disabled")) continue; // WCAG asks no contrast of a control that is off
      const points = samplePoints(node);
      if (!points.length) continue;
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      items.push({ what: describe(el), colour: drawnColour(el), large: size >= 24 || (bold && size >= 18.66), points });
    }
    return items;
  }

  const luminance = ([r, g, b]) => {
    const lin = (c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };

  // Contrast of each text against the screenshot (PNG, base64) of the page with all text made
  // transparent: the real background, gradients and images included. The worst sample counts,
  // as WCAG asks for text over a varying background.
  async function lowContrast(png, items) {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(innerWidth, innerHeight);
    const paint = canvas.getContext("2d", { willReadFrequently: true });
    paint.drawImage(bitmap, 0, 0, innerWidth, innerHeight);
    const pixels = paint.getImageData(0, 0, innerWidth, innerHeight).data;
    const at = (x, y) => {
      const i = (Math.min(innerHeight - 1, Math.floor(y)) * innerWidth + Math.min(innerWidth - 1, Math.floor(x))) * 4;
      return [pixels[i], pixels[i + 1], pixels[i + 2]];
    };
    const failures = [];
    for (const item of items) {
      const [r, g, b, a] = item.colour;
      let worst = Infinity;
      for (const [x, y] of item.points) {
        const bg = at(x, y);
        const fg = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
        worst = Math.min(worst, ratio(fg, bg));
      }
      const needed = item.large ? 3 : 4.5;
      if (worst < needed) failures.push(`${item.what} ${worst.toFixed(2)}:1 (needs ${needed}:1)`);
    }
    return failures;
  }

  // The words of el's text that are broken across two lines (a name split inside a word, which
  // reads as two words): each as "word in text". A word is a run of letters, digits and
  // apostrophes, so a break after a hyphen or between CJK characters is no finding.
  const splitWords = (el) => brokenRuns(el, /[\p{Script=Latin}\p{N}'’]+/gu);

  // Each run of el's text that `pattern` matches and that lies on more than one line.
  function brokenRuns(el, pattern) {
    const found = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(`${match[0]} in "${el.innerText.replace(/\s+/g, " ")}"`);
      }
    }
    return found;
  }

  // --- text hidden on a board (tests/browser/boards.py): what a player cannot read of a text
  // that is on screen, whichever the game's state, language and phone ---------------------

  // Layers drawn over the page on purpose (a result, a sheet, the log, a hand-off): what they
  // cover is not hidden by a fault of the layout.
  const OVER = ".result-layer, .layer, .log-panel, .handoff, .message-layer";

  const intersect = (a, b) => ({
    left: Math.max(a.left, b.left), top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (r) => r.right - r.left < 1 || r.bottom - r.top < 1;
  const scrolls = (overflow) => overflow === "auto" || overflow === "scroll";

  // The part of a line (rect) of el's text that shows: inside each ancestor that clips, then
  // inside the screen (unless the page scrolls). -> [that box, what cut the line ("" if
  // nothing did), whether it was a box that hides its overflow (a tile whose tap shows its card
  // whole may)].
  function shownPart(el, rect) {
    let box = rect;
    let cut = "";
    let hides = false;
    const cuts = (next) => next.left > box.left + 1 || next.right < box.right - 1 || next.top > box.top + 1 || next.bottom < box.bottom - 1;
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const r = a.getBoundingClientRect();
      const next = intersect(box, {
        left: r.left + a.clientLeft, top: r.top + a.clientTop,
        right: r.left + a.clientLeft + a.clientWidth, bottom: r.top + a.clientTop + a.clientHeight,
      });
      const scroller = scrolls(style.overflowX) || scrolls(style.overflowY);
      // A region that scrolls may hide a line, or cut it at its edge, when it shows that more
      // lies there (web/scroll-cue.js); a line a box hides whole is clipped()'s to find.
      if (!cut && cuts(next) && scroller && !a.dataset.more) cut = `${describe(a)} (scrolls with no sign of it)`;
      if (!cut && cuts(next) && !scroller && !empty(next)) [cut, hides] = [describe(a), true];
      box = next;
      if (empty(box)) return [box, cut, hides];
    }
    const page = document.scrollingElement;
    const [wide, tall] = [page.scrollWidth > innerWidth + 1, page.scrollHeight > innerHeight + 1];
    const screen = intersect(box, {
      left: wide ? -Infinity : 0, top: tall ? -Infinity : 0, right: wide ? Infinity : innerWidth, bottom: tall ? Infinity : innerHeight,
    });
    if (!cut && cuts(screen)) cut = "the screen's edge";
    return [screen, cut, hides];
  }

  // The element drawn on top at (x, y), when it is not el nor in el: a text under another tile,
  // a badge or a layer drawn over it. A text that lets taps through is hit-tested as its parent.
  function coverAt(el, x, y) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === el || el.contains(hit) || hit.closest(OVER) !== el.closest(OVER)) return null;
    if (hit.contains(el) && getComputedStyle(el).pointerEvents === "none") return null;
    return hit;
  }

  // The regions that scroll (data-scrolls) too small to show a single one of their tiles whole
  // (a card, a unit, a slot: what the player taps): a frontline squeezed between the base rows
  // showed its warriors' names and never their power or HP, its scroll cue duly shown. The
  // table and the turn's brief hold no tiles of their own to judge by.
  function squeezed() {
    const found = [];
    for (const region of document.querySelectorAll("[data-scrolls]:not(.table, .turn-brief)")) {
      if (!shown(region)) continue;
      const across = region.dataset.scrolls === "x";
      const room = across ? region.clientWidth : region.clientHeight;
      const tiles = [...region.querySelectorAll("button, [data-key]")].filter(shown)
        .map((tile) => (across ? tile.offsetWidth : tile.offsetHeight));
      if (tiles.length && Math.min(...tiles) > room + 1) found.push(region);
    }
    return found;
  }

  // Every visible text's lines that another element covers, that a box cuts, or that lie on
  // another text; and each of ownZones (a selector) not wholly in sight.
  function hiddenText(ownZones = "") {
    const found = new Set();
    const lines = [];
    for (const node of visibleTexts()) {
      const el = node.parentElement;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 2 || rect.height < 2) continue;
        const [box, cut, hides] = shownPart(el, rect);
        if (cut && !(hides && el.closest("[data-shows-whole]"))) found.add(`cut: ${describe(el)} by ${cut}`);
        // A line partly scrolled out of a region that shows it scrolls is read once scrolled
        // to: the sliver left at the edge meets the line below it (a stat's label over its
        // number), which is no cover.
        const partial = box.bottom - box.top < rect.height - 1 || box.right - box.left < rect.width - 1;
        if (empty(box) || (partial && !cut)) continue;
        const y = (box.top + box.bottom) / 2;
        for (const fx of [0.1, 0.5, 0.9]) {
          const cover = coverAt(el, box.left + (box.right - box.left) * fx, y);
          if (cover) found.add(`covered: ${describe(el)} under ${describe(cover)}`);
        }
        lines.push([node, el, box]);
      }
    }
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const [na, a, ra] = lines[i];
        const [nb, b, rb] = lines[j];
        const both = intersect(ra, rb);
        const apart = a.closest(OVER) !== b.closest(OVER); // a layer over the table covers it on purpose
        if (na !== nb && !apart && both.right - both.left > 3 && both.bottom - both.top > 3) {
          found.add(`text on text: ${describe(a)} / ${describe(b)}`);
        }
      }
    }
    for (const region of squeezed()) found.add(`squeezed: ${describe(region)} shows none of its tiles whole`);
    const targets = [...document.querySelectorAll(".table .target")];
    const shownTargets = targets.filter(shown);
    if (shownTargets.length && !shownTargets.some((target) => !empty(shownPart(target, target.getBoundingClientRect())[0]))) {
      found.add(`out of sight: every target to tap (${describe(document.querySelector(".table"))})`);
    }
    // A step that asks for a tap on the other side's tiles brings them into sight instead.
    const aimedAway = (zone) => targets.some((target) => !zone.parentElement.contains(target));
    for (const zone of ownZones ? document.querySelectorAll(ownZones) : []) {
      if (!shown(zone) || [...document.querySelectorAll(OVER)].some(shown) || aimedAway(zone)) continue;
      const rect = zone.getBoundingClientRect();
      const [box] = shownPart(zone, rect);
      const whole = !empty(box) && box.top <= rect.top + 1 && box.bottom >= rect.bottom - 1;
      if (!whole || coverAt(zone, (rect.left + rect.right) / 2, rect.bottom - 3)) found.add(`out of sight: ${describe(zone)}`);
    }
    return [...found];
  }

  // A card's name on a tile broken inside a katakana word (蒼鋼巨兵タイタ|ン reads as two words),
  // or a Latin one (splitWords): "word in name" for each.
  const NAMES = ".hc-name, .unit-name, .base-name, .fort-name, .barrier-chip, .gear-tag";
  function brokenNames() {
    const found = [];
    for (const el of document.querySelectorAll(NAMES)) {
      if (!shown(el)) continue;
      found.push(...splitWords(el), ...brokenRuns(el, /[\p{Script=Katakana}ー]{2,}/gu));
    }
    return found;
  }

  window.readable = { smallText, clipped, smallTargets, textBoxes, lowContrast, splitWords, cutOff, hiddenText, brokenNames };
})();
