// A region of the table that scrolls says so: the edge past which more of it lies fades out
// (style.css, [data-more]), so a card cut at that edge reads as "swipe for more", not as a card
// drawn too small. A region marks itself with data-scrolls ("x" or "y"); the cue follows its
// scrolling and its size (a turned phone, another language's longer words). Layout only: what
// the region holds is the engine's.
// The table (data-scrolls="y" on .table) keeps its distance from its bottom, the player's own
// side, when its size changes (a turned phone): web/table.js redraw keeps it across a drawing.

// How far above its bottom a region is scrolled, and scrolling it to a distance from its
// bottom, which it keeps (region.fromEnd) until the player scrolls it.
export const scrolledUpBy = (region) => region.scrollHeight - region.clientHeight - region.scrollTop;
export function scrollUpBy(region, by) {
  region.scrollTop = region.scrollHeight - region.clientHeight - by;
  region.fromEnd = by;
}

// Only a scroll the player made moves the distance kept. The browser scrolls a region too: a
// layout in passing makes it shorter (a turned phone, a card on its way), or the scroll event
// of scrollUpBy comes a frame later, after a new layout. Kept, such a distance left the
// player's own side out of sight.
const PLAYER_INPUT = ["pointerdown", "wheel", "keydown"];

function scrolled(region) {
  if (region.byPlayer) region.fromEnd = scrolledUpBy(region);
  mark(region);
}

// A resized region, or a resized part of the table (its content grew: a longer language's
// words, a short phone's taller rows, with the table's own box unchanged), is marked again, and
// the table put back at its distance from its bottom.
function followSize(entries) {
  for (const { target } of entries) {
    for (const region of [target, target.parentElement]) {
      if (!region?.dataset.scrolls) continue;
      if (region.matches(".table")) scrollUpBy(region, region.fromEnd || 0);
      mark(region);
    }
  }
}
let resized = null; // made at the first drawing: the page's modules also load where nothing is drawn (node's tests)

function mark(region) {
  const across = region.dataset.scrolls === "x";
  const at = across ? region.scrollLeft : region.scrollTop;
  const length = across ? region.scrollWidth : region.scrollHeight;
  const shown = across ? region.clientWidth : region.clientHeight;
  const more = [at > 1 && "start", at + shown < length - 1 && "end"].filter(Boolean).join(" ");
  if (more) region.dataset.more = more;
  else delete region.dataset.more;
}

// Watch the regions under root that scroll (drawn anew: the last drawing's are let go).
export function cueScrolling(root) {
  resized ??= new ResizeObserver(followSize);
  resized.disconnect();
  for (const region of root.querySelectorAll("[data-scrolls]")) {
    mark(region);
    region.addEventListener("scroll", () => scrolled(region), { passive: true });
    for (const input of PLAYER_INPUT) region.addEventListener(input, () => { region.byPlayer = true; }, { passive: true });
    resized.observe(region);
    if (region.matches(".table")) for (const part of region.children) resized.observe(part);
  }
}
