// The Gate Ruler table: invasion above, player below, the hand (or drive zone) at the bottom.
// It draws the engine's view and offers only the snapshot's actions: tapping a source shows its
// actions as glowing target zones and buttons, each carrying data-action-index.
import { h } from "../../dom.js";
import { has, pick, t } from "../../i18n.js";
import {
  actionsFromKey, decorate, handArea, logBar, logPanel, meter, playbackStrip, redraw, tableBox, turnBrief,
} from "../../table.js";
import { card, cardName, cardTextLines, keywordChips, rulerLeft, showOwnCards, statBlock } from "./cards.js";
import { lineOf } from "./log.js";

const RULER = 3;

// --- actions, by where they start and where they land ---------------------------------------

function sourceKey(source) {
  if (source === null || source === undefined) return null;
  if (source === "ruler") return "r0";
  if (typeof source === "number") return `u${source}`;
  return `z${source.side}-${source.zone}`;
}

// The board element an action lands on: a unit zone, a ruler, a set slot (a set action's
// target.zone is the slot) or the field zone. Only a play without a target has none.
function targetKey(action) {
  const target = action.target;
  if (action.kind === "set") return `s${target.zone}`;
  if (action.kind === "field") return "f0";
  if (!target) return null;
  return target.zone === RULER ? `r${target.side}` : `z${target.side}-${target.zone}`;
}

function handCards(view) {
  return view.player.family === "knight" ? view.player.hand : view.player.drive;
}

// The actions that start at `key` (another copy in hand borrows a copy's actions).
export function actionsFrom(snap, key) {
  return actionsFromKey(snap.actions, key, key?.startsWith("u") ? handCards(snap.view) : [],
    (a) => sourceKey(a.source), (c) => `u${c.uid}`);
}

function actionLabel(action, view) {
  const target = action.target;
  const targetName = () => (target.zone === RULER ? t("ref_rift")
    : cardName(view.invasion.zones[target.zone]?.id));
  switch (action.kind) {
    case "summon": return t("act_summon", { zone: t(`zone_name_${target.zone}`) });
    case "move": return t("act_move", { zone: t(`zone_name_${target.zone}`) });
    case "attack": return t("act_attack", { target: targetName() });
    case "play": return target ? t("act_play_on", { target: targetName() }) : t("act_play");
    case "set": return t("act_set", { n: target.zone + 1 });
    case "field": return t("act_field");
    default: return t("act_end");
  }
}

// What ending the turn now would leave unused, from the engine's actions on offer: attacks
// (units by zone, and the ruler) and cards in the hand or drive zone that could still be played.
export function unusedPlays(snap) {
  const attacks = snap.actions.filter((a) => a.kind === "attack");
  const zones = new Set(attacks.filter((a) => sourceKey(a.source)?.startsWith("z")).map((a) => sourceKey(a.source)));
  const cards = handCards(snap.view).filter((c) => actionsFrom(snap, `u${c.uid}`).length).map((c) => cardName(c.id));
  return { units: zones.size, ruler: attacks.some((a) => a.source === "ruler"), cards };
}

// The board element to tap first for an action: its source (null: a button carries it).
export const hintKey = (action) => sourceKey(action.source);

// A move in words, for a hint and the review: the card it starts from, then what it does.
export function moveText(action, view, game) {
  const source = action.source;
  const from = typeof source === "number" ? cardName(handCards(view).find((c) => c.uid === source)?.id)
    : source === "ruler" ? pick(game.rulerDef?.name) || t("ruler")
      : source ? cardName(view.player.zones[source.zone]?.id) : "";
  const label = actionLabel(action, view);
  return from ? t("move_of", { card: from, action: label }) : label;
}

export function actionButton(action, view, extra = "") {
  return h("button", { class: `btn action-btn ${extra}`, dataset: { actionIndex: action.index } },
    actionLabel(action, view));
}

// --- what the table shows -------------------------------------------------------------------

function context(game) {
  const { snap } = game;
  const live = !game.busy && snap.result === null;
  const selectedActions = live && game.selected ? actionsFrom(snap, game.selected) : [];
  const targets = new Map();
  for (const action of selectedActions) {
    const key = targetKey(action);
    if (key) targets.set(key, action);
  }
  const sources = new Set();
  if (live) {
    for (const action of snap.actions) sources.add(sourceKey(action.source));
    for (const c of handCards(snap.view)) if (actionsFrom(snap, `u${c.uid}`).length) sources.add(`u${c.uid}`);
  }
  const flashes = new Map((game.flash || []).map((f) => [f.key, f]));
  const hint = (action) => t(`tag_${action.kind}`);
  return { game, view: game.view, live, selectedActions, targets, sources, flashes, hint };
}

const unitAt = (ctx, side, zone) => ctx.view[side === 0 ? "player" : "invasion"].zones[zone];

function unitFace(unit) {
  const def = card(unit.id);
  return [
    h("span", { class: "unit-name" }, pick(def.name)),
    keywordChips(def),
    statBlock(def, unit),
    unit.rested ? h("span", { class: "tag-rested" }, t("rested")) : null,
  ];
}

function zoneTile(ctx, side, zone) {
  const unit = unitAt(ctx, side, zone);
  const key = `z${side}-${zone}`;
  const label = t(`zone_${zone}`);
  const target = ctx.targets.get(key);
  return h("button", decorate(ctx, key, {
    class: `zone unit-zone${unit ? " occupied" : ""}${unit?.rested ? " rested" : ""}`,
    dataset: { side, zone, card: unit?.id, showsWhole: unit ? "" : null },
  }),
  h("span", { class: "zone-label" }, label),
  unit ? unitFace(unit) : h("span", { class: "zone-empty" }, target ? t(`tag_${target.kind}`) : t("empty")));
}

function unitRow(ctx, side) {
  return h("div", { class: "unit-row" }, [0, 1, 2].map((zone) => zoneTile(ctx, side, zone)));
}

function pileButton(side, pile, label, count) {
  return h("button", { class: "pile", dataset: { pile, pileSide: side } },
    h("small", {}, label), h("b", {}, count));
}

const damageCount = (ctx, side) => ctx.view[side === 0 ? "player" : "invasion"].damage.length;

// LIFE or HP as what is left (the engine's count): the bar shrinks as damage comes in.
function rulerMeter(key, total, left) {
  const { text, fraction } = rulerLeft(key, total, left);
  return meter(text, fraction);
}

function riftTile(ctx) {
  const inv = ctx.view.invasion;
  return h("button", decorate(ctx, "r1", { class: "ruler-tile rift", dataset: { ruler: 1 } }),
    h("span", { class: "zone-label" }, t("rift")),
    rulerMeter("hp_of", inv.hp, inv.left),
    h("span", { class: "ruler-stats" }, `ATK ${inv.atk} · STK ${inv.stk}`,
      inv.pierce ? h("span", { class: "chip kw-pierce" }, t("kw_pierce")) : null),
    h("span", { class: "deck-count" }, `${t("deck")} ${inv.deck}`));
}

function rulerTile(ctx) {
  const me = ctx.view.player;
  const name = pick(ctx.game.rulerDef?.name) || t("ruler");
  return h("button", decorate(ctx, "r0", {
    class: `ruler-tile mine${me.rested ? " rested" : ""}`, dataset: { ruler: 0 },
  }),
  h("span", { class: "zone-label" }, name),
  rulerMeter("life_of", me.life, me.left),
  h("span", { class: "ruler-stats" }, `ATK ${me.atk} · STK ${me.stk}`),
  me.rested ? h("span", { class: "tag-rested" }, t("rested")) : null);
}

function slotTile(ctx, key, label, entry, extra) {
  const target = ctx.targets.get(key);
  return h("button", decorate(ctx, key, {
    class: `slot ${extra}${entry ? " filled" : ""}`, dataset: { card: entry?.id },
  }),
  h("small", {}, label),
  h("span", {}, target ? t(`tag_${target.kind}`) : entry ? cardName(entry.id) : t("empty")));
}

function invasionSide(ctx) {
  const inv = ctx.view.invasion;
  return h("section", { class: "side side-1", "aria-label": t("invasion") },
    h("div", { class: "back-row" },
      pileButton(1, "grave", t("grave"), inv.grave.length),
      riftTile(ctx),
      h("div", { class: "pile-stack" },
        pileButton(1, "damage", t("damage_zone"), damageCount(ctx, 1)),
        pileButton(1, "counter", t("counter_zone"), inv.counter.length))),
    unitRow(ctx, 1),
    boardKeywords(ctx));
}

function playerSide(ctx) {
  const me = ctx.view.player;
  return h("section", { class: "side side-0", "aria-label": t("you") },
    unitRow(ctx, 0),
    h("div", { class: "back-row" },
      h("div", { class: "slot-stack" },
        me.sets.map((entry, slot) => slotTile(ctx, `s${slot}`, t("set_n", { n: slot + 1 }), entry, "set-slot"))),
      rulerTile(ctx),
      h("div", { class: "slot-stack" }, slotTile(ctx, "f0", t("field_zone"), me.field, "field-slot"))),
    h("div", { class: "pile-row" },
      h("span", { class: "pile static" }, h("small", {}, t("deck")), h("b", {}, me.deck)),
      pileButton(0, "damage", t("damage_zone"), damageCount(ctx, 0)),
      pileButton(0, "counter", t("counter_zone"), me.counter.length),
      pileButton(0, "grave", t("grave"), me.grave.length)));
}

// --- the bottom: status and end turn, the tray, the hand ---------------------------

function phaseText(ctx) {
  if (ctx.game.snap.result !== null && !ctx.game.busy) return t("phase_over");
  if (ctx.game.busy) return t("phase_invasion");
  return t(ctx.view.phase === "attack" ? "phase_attack" : "phase_main");
}

function controls(ctx) {
  const me = ctx.view.player;
  const end = ctx.live ? ctx.game.snap.actions.find((a) => a.kind === "end") : null;
  const knight = me.family === "knight";
  return h("div", { class: "controls" },
    h("p", { class: "status" },
      `${t("turn_n", { n: ctx.view.turn })} · ${phaseText(ctx)}`,
      knight ? h("span", { class: "energy" }, `${t("energy")} `, h("b", {}, `${me.energy}/${me.energy_area}`)) : null,
      knight && ctx.live && ctx.view.phase === "main" ? h("span", {}, t("summons_n", { n: me.summons_left })) : null),
    ctx.game.snap.result !== null && !ctx.game.busy
      ? h("button", { class: "btn primary", id: "show-result" }, t("result"))
      : h("button", {
        class: "btn primary", id: "end-turn", disabled: !end,
        dataset: { actionIndex: end?.index },
      }, t("end_turn")));
}

// What the actions on offer let the player do, in the turn brief's words: play from the hand,
// use a unit or the ruler, end the turn.
function todoSteps(ctx) {
  if (!ctx.live) return [];
  const actions = ctx.game.snap.actions;
  const from = (test) => actions.some((a) => test(sourceKey(a.source) || "", a.kind));
  return [
    from((key) => key.startsWith("u")) && t("todo_card"),
    from((key, kind) => key.startsWith("z") && kind === "attack") && t("todo_attack_unit"),
    from((key, kind) => key.startsWith("z") && kind === "move") && t("todo_move_unit"),
    from((key) => key === "r0") && t("todo_ruler"),
    from((key, kind) => kind === "end") && t("todo_button", { button: t("end_turn") }),
  ].filter(Boolean);
}

// What a selected source can do; with nothing selected the turn brief or the log bar sits in
// its place.
function tray(ctx) {
  const acts = ctx.selectedActions;
  const onBoard = acts.some((a) => targetKey(a));
  const attacksEarly = ctx.view.phase === "main" && acts.some((a) => a.kind === "attack");
  const hint = [onBoard ? t("hint_targets") : acts.length ? "" : t("hint_no_actions"),
    attacksEarly ? t("hint_first_attack") : ""].filter(Boolean).join(" ");
  return h("div", { class: "tray active" },
    h("div", { class: "tray-text" }, h("b", {}, selectedName(ctx)), h("small", {}, hint)),
    h("div", { class: "tray-buttons" },
      acts.filter((a) => !targetKey(a)).map((a) => actionButton(a, ctx.view)),
      h("button", { class: "btn ghost", id: "selected-details", "aria-label": t("details") }, "ⓘ"),
      h("button", { class: "btn ghost", id: "deselect", "aria-label": t("cancel") }, "✕")));
}

function selectedName(ctx) {
  const key = ctx.game.selected;
  if (key === "r0") return pick(ctx.game.rulerDef?.name);
  if (key.startsWith("z")) return cardName(unitAt(ctx, 0, Number(key.slice(-1)))?.id);
  return cardName(handCards(ctx.view).find((c) => `u${c.uid}` === key)?.id);
}

function handCard(ctx, entry) {
  const def = card(entry.id);
  const key = `u${entry.uid}`;
  const playable = ctx.sources.has(key);
  return h("button", {
    class: `hand-card kind-${def.kind}${playable ? " playable" : ""}${ctx.game.selected === key ? " selected" : ""}`,
    dataset: { uid: entry.uid, card: entry.id, key },
  },
  h("span", { class: "hc-top" }, h("span", { class: "hc-level" }, def.level), h("small", {}, t(`kind_${def.kind}`))),
  h("span", { class: "hc-name" }, pick(def.name)),
  def.kind === "unit" ? statBlock(def, null, "small") : h("span", { class: "hc-text" }, shortText(def)));
}

// The keywords shown on the board's units (Stealth, Pierce, …), each with what it does, so a
// tag on a tile is explained without opening the card.
function boardKeywords(ctx) {
  const units = [0, 1].flatMap((side) => [0, 1, 2].map((zone) => unitAt(ctx, side, zone))).filter(Boolean);
  const kws = [...new Set(units.flatMap((unit) => card(unit.id).keywords || []))].filter((kw) => has(`kw_${kw}_text`));
  return kws.length ? h("ul", { class: "stat-legend board-keywords" }, kws.map((kw) => h("li", { dataset: { term: kw } },
    h("b", {}, t(`kw_${kw}`)), " ", t(`kw_${kw}_text`)))) : null;
}

// The first line of the card's text, small, so the hand reads without opening each card.
function shortText(def) {
  const first = cardTextLines(def)[0];
  return first ? `${first.label ? `${first.label}: ` : ""}${first.text}` : "";
}

function handStrip(ctx) {
  const knight = ctx.view.player.family === "knight";
  const note = [knight ? "" : t("drive_note"), t("hand_corner_note"), ctx.live && !ctx.game.brief ? t("hint_idle") : ""]
    .filter(Boolean).join(" ");
  return handArea(handCards(ctx.view).map((entry) => handCard(ctx, entry)), note, knight ? t("hand") : t("drive_zone"));
}

export function renderBoard(root, game) {
  showOwnCards(game.view.own); // a deck of the player's own cards: the catalog does not know them
  const ctx = context(game);
  redraw(root,
    tableBox(game, "gr-table", invasionSide(ctx), h("div", { class: "midline" }), playerSide(ctx)),
    game.playing ? playbackStrip(game, lineOf, t("phase_invasion"))
      : [controls(ctx), ctx.live && game.selected ? tray(ctx) : turnBrief(game, todoSteps(ctx)) || logBar(game, lineOf)],
    handStrip(ctx),
    logPanel(game, lineOf));
}
