// A fault in drawing one thing stays in that thing. What the page draws from stored records (a
// row of the Continue list, a game's note) may meet a record that a newer or an older release
// wrote otherwise: drawing it may throw. contained() runs the drawing and, if it throws, draws
// the fallback instead, so the rest of the screen (and the boot that drew it) goes on.
//
// The fault is not hidden from whoever looks: it is written to the console as a warning (an
// error there would read as the page's own failure).
export function contained(draw, fallback) {
  const failed = (error) => {
    console.warn("Card Table: contained a fault while drawing:", error);
    return fallback(error);
  };
  try {
    const drawn = draw();
    return drawn instanceof Promise ? drawn.catch(failed) : drawn;
  } catch (error) {
    return failed(error);
  }
}
