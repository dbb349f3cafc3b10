// A finished game in words, for the share sheet's headline and the result links: each game's
// module has outcome(o, snap) -> {tone, title, detail, headline}, where o = {result, length,
// score, seat} is one player's game (length: the engine's {unit, n}, turns or rounds as the game
// counts them; seat: the seat that player had; score: the engine's, or null when unknown) and
// snap gives the game's options. tone is "won" | "lost" | "drawn"; title a short verdict, detail
// its length and what was left, headline a sentence in the first person.
// The two-player games share pvpOutcome; each says what a seat had left.
import { t } from "./i18n.js";
import { computerSeat, passAndPlay, seatName } from "./seats.js";

export const detailOf = (...parts) => parts.filter(Boolean).join(" · ");

// "15 rounds", "12 turns": a game's length in the unit the engine counts it in.
const LENGTH_WORDS = { turns: "turns_n", rounds: "rounds_n" };
export const lengthOf = (length) => t(LENGTH_WORDS[length.unit], { n: length.n });

// The outcome of a game the winning seat (-1 a draw) decides; left(score, seat) -> what a seat
// had left at the end ("23 life left").
export function pvpOutcome(o, snap, left) {
  const length = lengthOf(o.length);
  const leftOf = (seat) => (o.score ? left(o.score, seat) : "");
  if (o.result < 0) {
    const headline = t(passAndPlay(snap) ? "head_draw_pnp" : "head_draw_cpu", { length });
    return { tone: "drawn", title: t("pvp_draw"), detail: length, headline };
  }
  if (passAndPlay(snap)) {
    const winner = seatName(o.result, snap);
    const loser = seatName(1 - o.result, snap);
    return {
      tone: "won",
      title: t("pvp_wins", { player: winner }),
      detail: detailOf(length, leftOf(o.result)),
      headline: t("head_pnp_win", { winner, loser, length, left: leftOf(o.result) }),
    };
  }
  if (o.result === o.seat) {
    return {
      tone: "won", title: t("out_beat_cpu"), detail: detailOf(length, leftOf(o.seat)),
      headline: t("head_beat_cpu", { length, left: leftOf(o.seat) }),
    };
  }
  const theirs = leftOf(computerSeat(snap));
  return {
    tone: "lost",
    title: t("out_lost_cpu"),
    detail: detailOf(length, theirs && t("out_cpu_had", { left: theirs })),
    headline: t("head_lost_cpu", { length, left: theirs }),
  };
}

// The player's own game as an outcome: the seat the board is drawn for.
export const ownGame = (snap) => ({ result: snap.result, length: snap.length, score: snap.score, seat: snap.viewer });
