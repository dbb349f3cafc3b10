// Who is who in a two-player game whose options name the computer's seat in "b" (-1: nobody,
// pass and play): the words for a seat, to begin a sentence or to name it.
import { t } from "./i18n.js";

export const computerSeat = (snap) => snap.options.b;
export const passAndPlay = (snap) => snap.options.b < 0;

// The other seat is a friend on another phone in a game by link (web/remote.js), else the
// computer; the words for it, by their key.
const other = (snap, friendKey, cpuKey) => (snap.remote ? friendKey : cpuKey);

// "your" / "the computer's" / "your friend's" / "Player 2's", to begin a sentence about a seat's things.
export function whose(seat, snap) {
  if (passAndPlay(snap)) return t("whose_player", { n: seat + 1 });
  return t(seat === computerSeat(snap) ? other(snap, "whose_friend", "whose_cpu") : "whose_you");
}

// "You" / "The computer" / "Your friend" / "Player 2", to name a seat on its own.
export function seatName(seat, snap) {
  if (passAndPlay(snap)) return t("player_n", { n: seat + 1 });
  return t(seat === computerSeat(snap) ? other(snap, "the_friend", "the_cpu") : "you");
}

// What plays back while the other side's moves are shown.
export const otherTurn = (snap) => t(other(snap, "friend_turn", "cpu_turn"));

// Both ways of naming a seat, for a sentence: each language's text takes the one it reads best
// with (English "your ...", which needs no verb agreement; Chinese and Japanese the name).
export const names = (seat, snap) => ({ whose: whose(seat, snap), who: seatName(seat, snap) });

// Against the computer its moves play back, from the first log line `startsPlay(ev, cpu)`
// picks, or all of them when the snapshot answers the player in the computer's turn. A friend's
// link (a remote snapshot whose board before it was the friend's move) plays back whole: its log
// holds only the friend's moves, which may be an answer in this player's turn (a Foresight card,
// cards drawn and placed). Pass and play, and an opened save, show at once (-1).
export const computerPlaybackFrom = (startsPlay) => (snap, mode, before) => {
  const cpu = computerSeat(snap);
  if (cpu < 0 || mode === "open") return -1;
  if (before && (snap.remote ? before.to_move === cpu : before.view.active === cpu)) return 0;
  return snap.log.findIndex((ev) => startsPlay(ev, cpu));
};

// What a two-player game's autosave keeps beside its link for the Continue list.
export const twoSeatSaveInfo = (snap) => ({ b: snap.options.b, d: snap.options.d, turn: snap.turn });

// The level below the one the computer just beat the player at, among the game's `levels`
// (weakest first); null after a win or a draw, in pass and play, and at the weakest level.
export function easierLevel(snap, levels) {
  const at = levels.indexOf(snap.options.lv);
  return !passAndPlay(snap) && snap.result === computerSeat(snap) && at > 0 ? levels[at - 1] : null;
}

// The result card's buttons: the same options again (a new game, so no hints used or moves taken
// back yet), the same at the easier level, or back to the menu.
export function againOrHome(what, game, shell) {
  if (what === "again" || what === "easier") {
    const { h: _hints, u: _undone, ...options } = game.snap.options;
    if (what === "easier") options.lv = easierLevel(game.snap, game.module.levels());
    return shell.newGame(game.snap.game, options);
  }
  shell.goHome();
}
