// The panels above the hand for the steps of a turn that are not the main phase: placing the
// cards being drawn, choosing a captain, the battle forecast, and a 先読み window. Every
// button carries the data-action-index of one of the snapshot's actions.
import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { seatName, whose } from "../../seats.js";
import { actionsFromKey, logButton } from "../../table.js";
import { card, cardFace, cardName } from "./cards.js";
import { lastPlay } from "./log.js";

// h<uid> a hand card, d<uid> a card being drawn, c<uid> a card on the field (the source of an
// activated effect, a captain).
export function sourceKey(action) {
  const uid = action.source?.uid;
  if (uid === undefined) return null;
  if (action.kind === "hand" || action.kind === "dim") return `d${uid}`;
  return action.kind === "play" ? `h${uid}` : `c${uid}`;
}

// Each panel takes the log bar's place, so it carries a button that opens the log.
function panel(ctx, id, extra, ...children) {
  return h("section", { class: `dol-panel ${extra}`, id }, logButton(ctx.game), children);
}

// --- drawing --------------------------------------------------------------------------------

function drawCard(ctx, entry, drawing) {
  const def = card(entry.id);
  const acts = actionsFromKey(ctx.actions, `d${entry.uid}`, drawing, sourceKey, (c) => `d${c.uid}`);
  const to = (kind) => acts.find((a) => a.kind === kind);
  return h("div", { class: "draw-card", dataset: { uid: entry.uid } },
    // A tap opens the card whole: its face may cut a long name (data-shows-whole).
    h("button", { class: `hand-card dol-card class-${def.class}`, dataset: { card: entry.id, uid: entry.uid, showsWhole: "" } }, cardFace(def)),
    h("div", { class: "draw-buttons" },
      h("button", { class: "btn small to-hand", disabled: !to("hand"), dataset: { actionIndex: to("hand")?.index } },
        t("dl_to_hand")),
      h("button", { class: "btn small to-dim", disabled: !to("dim"), dataset: { actionIndex: to("dim")?.index } },
        t("dl_to_dim"))));
}

// The words on what drawing is show on each player's first turn, when there is room for them.
export function drawingPanel(ctx) {
  const drawing = ctx.view.seats[ctx.me].drawing || [];
  const side = ctx.view.seats[ctx.me];
  return panel(ctx, "drawing-panel", "drawing-panel",
    h("p", { class: "panel-head" },
      h("b", {}, t("dl_drawing", { n: drawing.length })),
      h("span", { class: "draw-counts" }, t("dl_drawing_counts", { hand: side.hand_count, dim: side.dimension.length })),
      ctx.view.turn <= 2 ? h("small", {}, t("dl_drawing_hint")) : null),
    h("div", { class: "draw-row", dataset: { scrolls: "x" } }, drawing.map((entry) => drawCard(ctx, entry, drawing))));
}

// --- the captain ----------------------------------------------------------------------------

export function captainPanel(ctx) {
  const picks = ctx.actions.filter((a) => a.kind === "captain" && a.source);
  const chars = ctx.view.seats[ctx.me].chars;
  return panel(ctx, "captain-panel", "captain-panel",
    h("p", { class: "panel-head" }, h("b", {}, t("dl_captain_title")), h("small", {}, t("dl_captain_hint"))),
    h("div", { class: "panel-buttons" }, picks.map((a) => {
      const char = chars.find((c) => c.uid === a.source.uid);
      return h("button", { class: "btn action-btn", dataset: { actionIndex: a.index, captainUid: a.source.uid } },
        `★ ${cardName(char?.id)} · SPD ${char?.spd}`);
    })));
}

// --- the battle forecast --------------------------------------------------------------------

// The lines of view.forecast, the engine's own outcome of a battle now (dol/battle.py
// outcome): the page only puts it into words.
function outcomeLines(ctx, forecast) {
  const names = (seat) => ({ who: seatName(seat, ctx.snap), whose: whose(seat, ctx.snap) });
  if (forecast.kind === "none") return [t("dl_fc_none", names(ctx.view.active))];
  const hits = [0, 1].filter((seat) => forecast.life[seat][0] !== forecast.life[seat][1] || forecast.shield[seat]);
  const life = hits.map((seat) => t("dl_fc_life", { ...names(seat), from: forecast.life[seat][0], to: forecast.life[seat][1] }));
  const result = forecast.kind === "direct" ? [t("dl_fc_direct"), ...life]
    : forecast.winner === null ? [t("dl_fc_tie"), ...life]
    : [[t("dl_fc_winner", names(forecast.winner)), ...life].join(" · ")];
  return [
    ...result,
    ...hits.filter((seat) => forecast.shield[seat]).map((seat) => t("dl_fc_shield", { ...names(seat), n: forecast.shield[seat] })),
    ...forecast.captains_lost.map((lost) => t("dl_fc_captain_lost", { ...names(lost.seat), card: cardName(lost.id) })),
    forecast.game_winner === null ? null : t("dl_fc_game_won", names(forecast.game_winner)),
  ].filter(Boolean);
}

export function forecastBlock(ctx) {
  const forecast = ctx.view.forecast;
  if (!forecast) return null;
  const attacker = ctx.view.active;
  const [mine, theirs] = forecast.power;
  const side = (seat, n, label) => h("span", { class: `fc-side ${seat === ctx.me ? "mine" : "foe"}` },
    h("small", {}, label), h("b", {}, n));
  return h("div", { class: "preview forecast", id: "forecast", dataset: { power: forecast.power.join(",") } },
    h("div", { class: "fc-score" },
      side(attacker, mine, seatName(attacker, ctx.snap)),
      h("span", { class: "fc-vs" }, forecast.kind === "direct" ? "→" : "⚔"),
      side(1 - attacker, forecast.kind === "direct" ? "—" : theirs,
        forecast.kind === "direct" ? t("dl_fc_no_captain") : seatName(1 - attacker, ctx.snap))),
    h("ul", {}, outcomeLines(ctx, forecast).map((line) => h("li", {}, line))),
    h("p", { class: "muted small" }, h("b", { class: "preview-tag" }, t("preview")), " ", t("dl_fc_note")));
}

export function battlePanel(ctx) {
  return panel(ctx, "battle-panel", "battle-panel",
    h("p", { class: "panel-head" }, h("b", {}, t("dl_battle_title"))),
    forecastBlock(ctx));
}

// --- a 先読み window ------------------------------------------------------------------------

export function respondPanel(ctx) {
  const active = ctx.view.active;
  const who = seatName(active, ctx.snap);
  let what;
  if (ctx.view.moment === "battle") what = t("dl_resp_battle", { who });
  else {
    const played = lastPlay(ctx.game, active);
    what = played
      ? t(played.target ? "dl_resp_play_on" : "dl_resp_play", { who, card: cardName(played.card), target: cardName(played.target) })
      : t("dl_resp_moment", { who });
  }
  return panel(ctx, "respond-panel", "respond-panel",
    h("p", { class: "panel-head" },
      h("b", { class: "foresight-mark big" }, t("dl_foresight_short")),
      h("b", {}, what)),
    ctx.view.moment === "battle" ? forecastBlock(ctx) : null,
    h("p", { class: "muted small" }, t("dl_resp_hint")));
}
