// Motion on the table (issue 27): a card played travels to its place, an attack draws its path
// from the attacker to what it hits (which shakes, web/style.css .flash-hit). It moves the tiles
// a move's flashes name (each game's flashesOf), as Web Animations that end inside the beat they
// belong to: they never hold a playback up (web/playback.js keeps its ~3 s a turn), and a board
// drawn again meanwhile simply drops them. Nothing moves for a player whose system asks for
// reduced motion.

const LONGEST_MS = 450; // a motion's time at most, whatever the beat's
const SHARE = 0.8; // of a beat's time, so the motion is over before the next beat

export const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

const tileOf = (board, key) => board.querySelector(`[data-key="${CSS.escape(key)}"]`);
const centre = (rect) => [rect.left + rect.width / 2, rect.top + rect.height / 2];

// A tile arriving: from `from` (the rect of the card that was played, when the page still had
// it), else from its own side's edge of the screen (the hand is below, the other side above).
function travel(tile, from, ms) {
  const rect = tile.getBoundingClientRect();
  const [x, y] = centre(rect);
  const below = y > innerHeight / 2;
  const [fx, fy] = from ? centre(from) : [x, below ? innerHeight : 0];
  tile.animate([
    { transform: `translate(${fx - x}px, ${fy - y}px) scale(0.6)`, opacity: 0.4 },
    { transform: "none", opacity: 1 },
  ], { duration: ms, easing: "cubic-bezier(.2,.8,.3,1)" });
}

// An attack's path: a streak drawn from the attacker's centre to the target's, then fading.
function path(attacker, target, ms) {
  const [ax, ay] = centre(attacker.getBoundingClientRect());
  const [tx, ty] = centre(target.getBoundingClientRect());
  const length = Math.hypot(tx - ax, ty - ay);
  const streak = document.createElement("div");
  streak.className = "attack-path";
  streak.setAttribute("aria-hidden", "true");
  Object.assign(streak.style, {
    left: `${ax}px`, top: `${ay}px`, width: `${length}px`,
    transform: `rotate(${Math.atan2(ty - ay, tx - ax)}rad)`,
  });
  document.body.append(streak);
  streak.animate([
    { clipPath: "inset(0 100% 0 0)", opacity: 1 },
    { clipPath: "inset(0 0 0 0)", opacity: 1, offset: 0.6 },
    { clipPath: "inset(0 0 0 0)", opacity: 0 },
  ], { duration: ms, easing: "ease-out" }).finished.finally(() => streak.remove());
}

// Move what a beat's flashes name on the board drawn for it. beatMs: the beat's time; from(key):
// the rect a card arriving at `key` left (the player's own card, chosen in the hand), or null.
export function moveBeat(board, flashes, beatMs, from = () => null) {
  if (!board || !flashes?.length || reducedMotion()) return;
  const ms = Math.min(LONGEST_MS, beatMs * SHARE);
  for (const flash of flashes) {
    const tile = flash.kind === "summon" && tileOf(board, flash.key);
    if (tile) travel(tile, from(flash.key), ms);
  }
  const attack = flashes.find((flash) => flash.kind === "attack");
  const attacker = attack && tileOf(board, attack.key);
  for (const aim of attacker ? flashes.filter((flash) => flash.kind === "aim") : []) {
    const target = tileOf(board, aim.key);
    if (target) path(attacker, target, ms);
  }
}

// The player's own move, once its board is drawn (none when the other side's moves play back at
// once: the board is theirs then): what the move's lines name moves as a beat would, the card
// played from where it was chosen (`from`: a rect, or null).
const OWN_MOVE_MS = 500;
export function moveOwn(game, from) {
  const flashes = game.snap.log.flatMap((ev) => game.module.flashesOf(ev, game));
  moveBeat(document.getElementById("board"), flashes, OWN_MOVE_MS, () => from);
}

// Where the card the player chose sits now, before a move takes it away.
export function chosenRect(game) {
  const key = game.selected;
  return key ? document.querySelector(`#board [data-key="${CSS.escape(key)}"]`)?.getBoundingClientRect() ?? null : null;
}
