// The Frontline table, drawn for the seat the engine drew the view for (snapshot.viewer): the
// other side's city, HQ and frontline above, yours below, your hand at the bottom. It offers only
// the snapshot's actions: tapping a card shows where its actions land as glowing places and
// buttons, each carrying data-action-index; the Attack and End turn buttons carry theirs.
import { h } from "../../dom.js";
import { pick, t } from "../../i18n.js";
import { otherTurn, passAndPlay, seatName } from "../../seats.js";
import { unusedLine } from "../../panels.js";
import {
  actionsFromKey, briefFirst, decorate, handArea, logBar, logPanel, meter, offeredSources, playableHand, playbackStrip, redraw, tray,
  tableBox, turnBrief, viewerHand,
} from "../../table.js";
import { card, cardName, factionName, keywordChips, label, stars, statPair, textLines } from "./cards.js";
import { guardPanel, pendingAttacker } from "./guard.js";
import { lineOf } from "./log.js";

const SLOTS = 3;

// --- actions, by where they start and where they land ---------------------------------------

// h<uid> a hand card, w<uid> a warrior, b<seat>-city|hq a base, f<seat> a frontline's free slot,
// noguard the defender's "No guard".
export function sourceKey(action) {
  const source = action.source;
  if (action.kind === "guard") return source ? `w${source.uid}` : "noguard";
  if (source?.uid === undefined) return null;
  return source.zone === "hand" ? `h${source.uid}` : `w${source.uid}`;
}

// Where an action lands on the board; null for the ones offered as buttons instead (a
// phenomenon with no target, a skill, sending a warrior away, a guard: it is confirmed after
// its preview).
function targetKey(action) {
  const target = action.target;
  switch (action.kind) {
    case "deploy": return `f${target.seat}`;
    case "equip": return `w${target.uid}`;
    case "play": return target ? `w${target.uid}` : null;
    case "lockon": return target.zone === "frontline" ? `w${target.uid}` : `b${target.seat}-${target.zone}`;
    default: return null;
  }
}

export function actionsFrom(snap, key) {
  return actionsFromKey(snap.actions, key, key?.startsWith("h") ? viewerHand(snap) : [],
    sourceKey, (c) => `h${c.uid}`);
}

export function warriorAt(view, place) {
  return view.seats[place.seat].frontline.find((w) => w.uid === place.uid);
}

const placeName = (place) => t(`fl_place_${place}`);

export function actionLabel(action, view) {
  const target = action.target;
  const name = (place) => cardName(warriorAt(view, place)?.id);
  switch (action.kind) {
    case "deploy": return t("fl_act_deploy");
    case "equip": return t("fl_act_equip", { target: name(target) });
    case "play": return target ? t("fl_act_play_on", { target: name(target) }) : t("fl_act_play");
    case "skill": return t("fl_act_skill");
    case "retire": return t("fl_act_retire");
    case "attack": return t("fl_act_attack");
    case "lockon": return target.zone === "frontline"
      ? t("fl_act_lockon", { target: name(target) }) : t("fl_act_aim", { place: placeName(target.zone) });
    case "guard": return action.source ? t("fl_act_guard", { card: name(action.source) }) : t("fl_act_no_guard");
    default: return t("end_turn");
  }
}

// A move in words, for a hint and the review: the card it starts from, then what it does.
export function moveText(action, view) {
  const source = action.source;
  const from = source?.uid === undefined || action.kind === "guard" ? null
    : source.zone === "hand" ? view.seats[source.seat].hand?.find((c) => c.uid === source.uid)?.id
      : warriorAt(view, source)?.id;
  const label = actionLabel(action, view);
  return from ? t("move_of", { card: cardName(from), action: label }) : label;
}

export function actionButton(action, view, extra = "") {
  return h("button", { class: `btn action-btn ${extra}`, dataset: { actionIndex: action.index } },
    actionLabel(action, view));
}

// --- what the table shows -------------------------------------------------------------------

function context(game) {
  const { snap } = game;
  const view = game.view;
  const live = !game.busy && snap.result === null;
  const actions = live ? snap.actions : [];
  const phase = actions[0]?.kind === "lockon" ? "lockon" : actions[0]?.kind === "guard" ? "guard" : "main";
  // Lock-on targets show at once: the attacker choosing is the only one.
  const selectedActions = phase === "lockon" ? actions : game.selected ? actionsFrom(snap, game.selected) : [];
  const targets = new Map();
  for (const action of selectedActions) {
    const key = targetKey(action);
    if (key) targets.set(key, action);
  }
  // What glows can act: a warrior whose only move is to be sent to the wasteland does not glow,
  // or a newcomer who taps what glows finds only the move that throws it away (it is still
  // offered on a tap).
  const sources = new Set(actions.filter((a) => a.kind !== "retire").map(sourceKey));
  if (actions.length) for (const c of playableHand(snap, actionsFrom)) sources.add(`h${c.uid}`);
  const flashes = new Map((game.flash || []).map((f) => [f.key, f]));
  return {
    game, snap, view, me: snap.viewer, live, actions, phase, selectedActions, targets, sources, flashes,
    hint: (action) => t(`fl_tag_${action.kind}`),
  };
}

// --- the sides ------------------------------------------------------------------------------

// A base's mark when attacks land on it: "Target" on the other side's, "Targeted" on one's own
// (a newcomer read "Target" on their own city as theirs to hit).
export const aimMark = (viewer, seat) => `◎ ${t(seat === viewer ? "fl_targeted" : "fl_target")}`;

function baseTile(ctx, seat, place) {
  const side = ctx.view.seats[seat];
  const base = side[place];
  const aimed = side.target === place && !base.broken;
  return h("button", decorate(ctx, `b${seat}-${place}`, {
    class: `base faction-${card(base.id)?.faction}${base.broken ? " broken" : ""}${aimed ? " aimed" : ""}`,
    dataset: { seat, place, base: place, card: base.id, showsWhole: "" }, // a tap shows the base whole (baseSheet)
  }),
  h("span", { class: "zone-label" }, t(`fl_${place}`)),
  h("span", { class: "base-name" }, cardName(base.id)),
  base.broken ? h("span", { class: "broken-tag" }, `✖ ${t("fl_broken")}`)
    : meter(t("fl_hp_left", { left: base.left, hp: base.hp }), base.left / base.hp),
  aimed ? h("span", { class: "aim-chip" }, aimMark(ctx.me, seat)) : null);
}

function wastelandPile(ctx, seat) {
  const cards = ctx.view.seats[seat].wasteland;
  return h("button", decorate(ctx, `p${seat}`, { class: "pile", dataset: { pile: "wasteland", pileSeat: seat } }),
    h("small", {}, t("fl_wasteland")), h("b", {}, cards.length));
}

function counts(ctx, seat) {
  const side = ctx.view.seats[seat];
  return h("div", { class: "counts" },
    h("span", { class: "count", dataset: { count: "deck", seat } }, h("small", {}, t("deck")), h("b", {}, side.deck)),
    h("span", { class: "count", dataset: { count: "hand", seat } }, h("small", {}, t("hand")), h("b", {}, side.hand_count)));
}

function backRow(ctx, seat) {
  return h("div", { class: "fl-back" },
    baseTile(ctx, seat, "city"), baseTile(ctx, seat, "hq"), wastelandPile(ctx, seat), counts(ctx, seat));
}

function ongoingRow(ctx, seat) {
  const ongoing = ctx.view.seats[seat].ongoing;
  if (!ongoing.length) return null;
  return h("div", { class: "ongoing-row" },
    h("small", {}, t("fl_ongoing")),
    ongoing.map((c) => h("button", { class: "ongoing-chip", dataset: { card: c.id, seat } }, cardName(c.id))));
}

// Small marks of the attack in progress: who attacks, whom a lock-on aims at, who guards.
function marks(ctx, w) {
  const attack = ctx.view.attack;
  const list = [];
  if (attack.pending === w.uid) list.push(["now", `⚔ ${t("fl_mark_now")}`]);
  else if (attack.attackers.includes(w.uid)) list.push(["attacker", "⚔"]);
  if (Object.values(attack.locks).includes(w.uid)) list.push(["locked", "◎"]);
  if (Object.values(attack.guards).includes(w.uid)) list.push(["guard", t("fl_mark_guard")]);
  return list.map(([kind, text]) => h("span", { class: `mark mark-${kind}` }, text));
}

function warriorTile(ctx, seat, w) {
  const def = card(w.id);
  const tags = [w.cannot_guard ? t("fl_cannot_guard") : null, w.used_skill && seat === ctx.me ? t("fl_skill_used") : null]
    .filter(Boolean);
  return h("div", { class: "fl-slot" },
    h("button", decorate(ctx, `w${w.uid}`, {
      class: `warrior faction-${def.faction}${ctx.view.attack.pending === w.uid ? " pending" : ""}`,
      dataset: { uid: w.uid, seat, card: w.id, showsWhole: "" },
    }),
    h("span", { class: "w-top" }, h("span", { class: "stars" }, stars(w.rank)), marks(ctx, w)),
    h("span", { class: "unit-name" }, cardName(w.id)),
    keywordChips(w.keywords),
    tags.length ? h("span", { class: "w-tags" }, tags.join(" · ")) : null,
    statPair(def, w, "small")),
    w.gear
      ? h("button", { class: "gear-tag", dataset: { card: w.gear.id } }, `⚙ ${cardName(w.gear.id)}`)
      : h("span", { class: "gear-tag none", "aria-hidden": "true" }));
}

function frontRow(ctx, seat) {
  const side = ctx.view.seats[seat];
  const slots = side.frontline.map((w) => warriorTile(ctx, seat, w));
  if (ctx.targets.has(`f${seat}`)) {
    slots.push(h("div", { class: "fl-slot" },
      h("button", decorate(ctx, `f${seat}`, { class: "deploy-slot", dataset: { seat } }), t("fl_tag_deploy"))));
  }
  while (slots.length < SLOTS) slots.push(h("div", { class: "fl-slot empty" }, h("span", {}, t("empty"))));
  return h("div", { class: "fl-front" },
    h("p", { class: "front-label" },
      h("span", { class: "side-name" }, sideName(ctx, seat)),
      h("span", { class: "rank-total", dataset: { seat } }, t("fl_rank_total", { n: side.rank_total, max: ctx.view.rank_max }))),
    h("div", { class: "front-row" }, slots));
}

const sideName = (ctx, seat) => `${seatName(seat, ctx.snap)} · ${factionName(ctx.snap.options.d[seat])}`;

function side(ctx, seat) {
  const mine = seat === ctx.me;
  const parts = [backRow(ctx, seat), ongoingRow(ctx, seat), frontRow(ctx, seat)];
  return h("section", { class: `fl-side ${mine ? "mine" : "foe"}`, dataset: { seat }, "aria-label": sideName(ctx, seat) },
    mine ? parts.reverse() : parts);
}

// --- the bottom: status and buttons, the tray, the hand -------------------------------------

function turnText(ctx) {
  const { view, snap } = ctx;
  if (ctx.game.busy && !passAndPlay(snap)) return otherTurn(snap);
  const whose = passAndPlay(snap) || view.active !== ctx.me
    ? t("turn_of", { player: seatName(view.active, snap) }) : t("your_turn");
  return `${t("fl_round_n", { n: view.round })} · ${whose}`;
}

// What a button that ends the main phase would leave unused, from the engine's actions on
// offer, for askBeforeEnding: hand cards it would let the seat play and warriors' skills not
// used, and for End turn an attack not made. Attacking ends the turn too (the rulebook's ④),
// so Attack asks in its own words. null for any other button.
export function endingAsk(snap, id) {
  if (id !== "end-turn" && id !== "attack") return null;
  const cards = playableHand(snap, actionsFrom).map((c) => cardName(c.id));
  const skills = offeredSources(snap, "skill").map((uid) => cardName(warriorAt(snap.view, { seat: snap.view.active, uid })?.id));
  const lines = [
    id === "end-turn" && snap.actions.some((a) => a.kind === "attack") && t("fl_unused_attack"),
    unusedLine("end_unused_cards", cards),
    unusedLine("fl_unused_skills", skills),
  ].filter(Boolean);
  return id === "attack" ? { lines, title: t("fl_attack_confirm_title"), confirm: t("fl_attack_anyway") } : { lines };
}

function mainButtons(ctx) {
  const find = (kind) => ctx.actions.find((a) => a.kind === kind);
  const attack = find("attack");
  const end = find("end");
  return [
    // The rulebook's ④: once the attack is done the turn is over, which a newcomer did not expect.
    h("button", { class: "btn attack-btn", id: "attack", disabled: !attack, dataset: { actionIndex: attack?.index } },
      h("span", {}, t("fl_act_attack")), h("small", {}, t("fl_attack_ends"))),
    h("button", { class: "btn primary", id: "end-turn", disabled: !end, dataset: { actionIndex: end?.index } },
      t("end_turn")),
  ];
}

function controls(ctx) {
  const over = ctx.snap.result !== null && !ctx.game.busy;
  let status = turnText(ctx);
  let buttons = over ? h("button", { class: "btn primary", id: "show-result" }, t("result")) : mainButtons(ctx);
  if (!over && ctx.phase === "lockon") {
    status = t("fl_lockon_status", { card: cardName(pendingAttacker(ctx.view)?.id) });
    buttons = null;
  }
  if (!over && ctx.phase === "guard") {
    status = t("fl_guard_status");
    buttons = h("button", { class: `btn${ctx.game.selected === "noguard" ? " selected" : ""}`, id: "no-guard", dataset: { key: "noguard" } },
      t("fl_act_no_guard"));
  }
  return h("div", { class: "controls" }, h("p", { class: "status" }, status), buttons);
}

function selectedName(ctx) {
  const key = ctx.game.selected;
  if (key.startsWith("h")) return cardName(viewerHand(ctx.snap).find((c) => `h${c.uid}` === key)?.id);
  const uid = Number(key.slice(1));
  return cardName(ctx.view.seats[ctx.me].frontline.find((w) => w.uid === uid)?.id);
}

// What a selected card can do: its name and a hint, and below them its actions without a place
// on the board, as buttons.
function trayOf(ctx) {
  const acts = ctx.selectedActions;
  const onBoard = acts.filter((a) => targetKey(a));
  const buttons = acts.filter((a) => !targetKey(a)).map((a) => actionButton(a, ctx.view));
  const hint = onBoard.length ? t(onBoard[0].kind === "deploy" ? "fl_hint_deploy" : "fl_hint_targets")
    : buttons.length ? "" : t("hint_no_actions");
  return tray({ name: selectedName(ctx), hint, buttons });
}

// What the actions on offer in the main phase let the player do, in the turn brief's words.
function todoSteps(ctx) {
  if (ctx.phase !== "main") return [];
  const from = (prefix) => ctx.actions.some((a) => sourceKey(a)?.startsWith(prefix));
  const offers = (kind) => ctx.actions.some((a) => a.kind === kind);
  return [
    from("h") && t("todo_card"),
    from("w") && t("todo_warrior"),
    offers("attack") && t("todo_button", { button: t("fl_act_attack") }),
    offers("end") && t("todo_button", { button: t("end_turn") }),
  ].filter(Boolean);
}

function middle(ctx) {
  if (ctx.phase === "guard") return briefFirst(ctx.game, guardPanel(ctx, actionsFrom(ctx.snap, ctx.game.selected)[0] || null));
  if (ctx.live && ctx.game.selected && ctx.phase === "main") return trayOf(ctx);
  return turnBrief(ctx.game, todoSteps(ctx)) || logBar(ctx.game, lineOf);
}

// The first line of a card's text, small, so the hand reads without opening each card.
function shortText(def) {
  const first = textLines(def)[0];
  return first ? first.text : "";
}

function handCard(ctx, entry) {
  const def = card(entry.id);
  const key = `h${entry.uid}`;
  const playable = ctx.sources.has(key);
  return h("button", {
    class: `hand-card fl-card type-${def.type} faction-${def.faction}${playable ? " playable" : ""}${ctx.game.selected === key ? " selected" : ""}`,
    dataset: { uid: entry.uid, card: entry.id, key },
  },
  h("span", { class: "hc-top" },
    h("small", {}, label("types", def.type)),
    def.rank ? h("span", { class: "hc-rank" }, stars(def.rank)) : null),
  h("span", { class: "hc-name" }, pick(def.name)),
  keywordChips(def.keywords),
  def.type === "warrior" ? statPair(def, entry, "small") : h("span", { class: "hc-text" }, shortText(def)));
}

function handStrip(ctx) {
  const note = ctx.live && ctx.phase === "main" && ctx.actions.length && !ctx.game.brief ? t("fl_hint_idle") : "";
  return handArea(viewerHand(ctx.snap).map((entry) => handCard(ctx, entry)), note);
}

// While the defender chooses its guards the hand has nothing to do: the guard panel takes its
// place, so the defender's own warriors stay in view.
export function renderBoard(root, game, handoff) {
  if (game.handoff) return redraw(root, handoff(game));
  const ctx = context(game);
  const guarding = ctx.phase === "guard";
  redraw(root,
    tableBox(game, "fl-table", side(ctx, 1 - ctx.me), h("div", { class: "midline" }), side(ctx, ctx.me)),
    game.playing ? playbackStrip(game, lineOf, otherTurn(game.snap)) : [controls(ctx), middle(ctx)],
    guarding ? null : handStrip(ctx),
    logPanel(game, lineOf));
}
