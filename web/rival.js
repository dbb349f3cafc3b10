// The tags a game in progress may carry (web/saves.js keeps them) on screen: a strip above the table
// with a daily challenge's date (and what the game's daily note says of its options), the rules version of a game begun under older rules (it goes on
// under them, so the rules page may differ), and the result of the friend whose result link started the game,
// and, when the game is over, both results side by side on the result card.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { hintsUsed, undoUsed } from "./coach.js";
import { ownGame } from "./outcome.js";

// The sender's game ({game, turn, result, hash, score, seat, moves, replay} from the engine) as
// an outcome (web/outcome.js).
const rivalGame = (rival) => ({ result: rival.result, length: rival.length, score: rival.score, seat: rival.seat });

export function gameTags(game) {
  const { rival, daily } = game.extras || {};
  const older = game.snap.older_rules ? game.snap.ruleset : null;
  if (!rival && !daily && !older) return null;
  const theirs = rival ? game.module.outcome(rivalGame(rival), game.snap) : null;
  return h("div", { class: "game-tags", id: "game-tags" },
    daily ? h("span", { class: "tag daily-tag", id: "daily-tag" }, `${t("daily")} · ${daily}`) : null,
    daily ? game.module.dailyNote?.(game.snap) : null,
    older ? h("span", { class: "tag rules-tag", id: "rules-tag" }, t("older_rules", { n: older })) : null,
    theirs ? h("span", { class: `rival-banner ${theirs.tone}`, id: "rival-banner" },
      h("b", {}, t("rival_to_beat")), ` ${theirs.title} · ${theirs.detail}`) : null);
}

function side(who, outcome, id, more = null) {
  return h("div", { class: `versus-side ${outcome.tone}`, id },
    h("small", {}, who), h("b", {}, outcome.title), h("span", {}, outcome.detail), more);
}

// The result layer with the friend's result (and a way to watch their game) beside the player's
// own, before the buttons.
export function withRival(layer, game) {
  const rival = game.extras?.rival;
  const actions = layer.querySelector(".result-actions");
  if (!rival || !actions) return layer;
  const { module, snap } = game;
  actions.before(h("section", { class: "versus", id: "versus", "aria-label": t("both_results") },
    side(t("you"), module.outcome(ownGame(snap), snap), "versus-mine"),
    side(t("rival"), module.outcome(rivalGame(rival), snap), "versus-rival", [
      Number.isInteger(rival.resigned) ? h("span", { class: "resigned", id: "rival-resigned" }, t("resigned_by", { who: t("rival") })) : null,
      rival.hints ? hintsUsed("rival-hints", "span") : null,
      rival.undone ? undoUsed("rival-undo", "span") : null,
      h("button", { class: "link", id: "watch-rival", dataset: { result: "rival-replay" } }, t("watch_rival"))])));
  return layer;
}
