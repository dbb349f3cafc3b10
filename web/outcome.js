// A finished game in words, for the share sheet's headline and the result links: each game's
// module has outcome(o, snap) -> {tone, title, detail, headline}, where o = {result, turn, score,
// seat} is one player's game (seat: the seat that player had; score: the engine's, or null when
// unknown) and snap gives the game's options. tone is "won" | "lost" | "drawn"; title a short
// verdict, detail its turns and what was left, headline a sentence in the first person.
// The two-player games share pvpOutcome; each says what a seat had left.
import { t } from "./i18n.js";
import { computerSeat, passAndPlay, seatName } from "./seats.js";

export const detailOf = (...parts) => parts.filter(Boolean).join(" · ");

// The outcome of a game the winning seat (-1 a draw) decides; left(score, seat) -> what a seat
// had left at the end ("23 life left").
export function pvpOutcome(o, snap, left) {
  const n = o.turn;
  const turns = t("turns_n", { n });
  const leftOf = (seat) => (o.score ? left(o.score, seat) : "");
  if (o.result < 0) {
    const headline = t(passAndPlay(snap) ? "head_draw_pnp" : "head_draw_cpu", { n });
    return { tone: "drawn", title: t("pvp_draw"), detail: turns, headline };
  }
  if (passAndPlay(snap)) {
    const winner = seatName(o.result, snap);
    const loser = seatName(1 - o.result, snap);
    return {
      tone: "won",
      title: t("pvp_wins", { player: winner }),
      detail: detailOf(turns, leftOf(o.result)),
      headline: t("head_pnp_win", { winner, loser, n, left: leftOf(o.result) }),
    };
  }
  if (o.result === o.seat) {
    return {
      tone: "won", title: t("out_beat_cpu"), detail: detailOf(turns, leftOf(o.seat)),
      headline: t("head_beat_cpu", { n, left: leftOf(o.seat) }),
    };
  }
  const theirs = leftOf(computerSeat(snap));
  return {
    tone: "lost",
    title: t("out_lost_cpu"),
    detail: detailOf(turns, theirs && t("out_cpu_had", { left: theirs })),
    headline: t("head_lost_cpu", { n, left: theirs }),
  };
}

// The player's own game as an outcome: the seat the board is drawn for.
export const ownGame = (snap) => ({ result: snap.result, turn: snap.turn, score: snap.score, seat: snap.viewer });
