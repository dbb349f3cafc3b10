// A region of the table that scrolls says so: the edge past which more of it lies fades out
// (style.css, [data-more]), so a card cut at that edge reads as "swipe for more", not as a card
// drawn too small. A region marks itself with data-scrolls ("x" or "y"); the cue follows its
// scrolling and its size (a turned phone, another language's longer words). Layout only: what
// the region holds is the engine's.
// The table (data-scrolls="y" on .table) keeps its distance from its bottom, the player's own
// side, when its size changes (a turned phone): web/table.js redraw keeps it across a drawing.
// How far above its bottom a region is scrolled (0 when it is at its bottom, or not drawn yet),
// and scrolling it to that distance from its bottom.
export const scrolledUpBy = (region) => (region ? region.scrollHeight - region.clientHeight - region.scrollTop : 0);
export function scrollUpBy(region, by) {
  region.scrollTop = region.scrollHeight - region.clientHeight - by;
}

function followSize(entries) {
  for (const { target } of entries) {
    if (target.matches(".table")) scrollUpBy(target, target.fromEnd || 0);
    mark(target);
  }
}
let resized = null; // made at the first drawing: the page's modules also load where nothing is drawn (node's tests)

function mark(region) {
  const across = region.dataset.scrolls === "x";
  const at = across ? region.scrollLeft : region.scrollTop;
  const length = across ? region.scrollWidth : region.scrollHeight;
  const shown = across ? region.clientWidth : region.clientHeight;
  const more = [at > 1 && "start", at + shown < length - 1 && "end"].filter(Boolean).join(" ");
  region.fromEnd = length - shown - at;
  if (more) region.dataset.more = more;
  else delete region.dataset.more;
}

// Watch the regions under root that scroll (drawn anew: the last drawing's are let go).
export function cueScrolling(root) {
  resized ??= new ResizeObserver(followSize);
  resized.disconnect();
  for (const region of root.querySelectorAll("[data-scrolls]")) {
    mark(region);
    region.addEventListener("scroll", () => mark(region), { passive: true });
    resized.observe(region);
  }
}
