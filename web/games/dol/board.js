// The Dimension of Legend table, drawn for the seat the engine drew the view for
// (snapshot.viewer): the other side above, yours below, then the turn's buttons, the panel of
// the step at hand and your hand. Each side shows its life, deck and hand counts, its
// dimension zone (face down or up, upright or rested), its underworld and sealed piles, its
// fortress, barriers and characters. It offers only the snapshot's actions, each carrying its
// data-action-index.
import { h } from "../../dom.js";
import { t } from "../../i18n.js";
import { otherTurn, passAndPlay, seatName } from "../../seats.js";
import { unusedLine } from "../../panels.js";
import {
  actionsFromKey, briefFirst, decorate, handArea, logBar, logPanel, offeredSources, playableHand, playbackStrip, redraw, tableBox, tray,
  turnBrief, viewerHand,
} from "../../table.js";
import { card, cardFace, cardName, deckName, dimStacks, lifeShown, statPair, textLines } from "./cards.js";
import { lineOf } from "./log.js";
import { canPayText, payBadge, payPanel, playsByTarget } from "./pay.js";
import { battlePanel, captainPanel, drawingPanel, respondPanel, sourceKey } from "./phases.js";

// --- actions, by where they start -----------------------------------------------------------

const drawingOf = (snap) => snap.view.seats[snap.viewer].drawing || [];

// The actions that start at a key; copies in the hand (or among the cards being drawn) share
// the one copy's actions the engine lists.
export function actionsFrom(snap, key) {
  const kind = key?.[0];
  const cards = kind === "h" ? viewerHand(snap) : kind === "d" ? drawingOf(snap) : [];
  return actionsFromKey(snap.actions, key, cards, sourceKey, (c) => `${kind}${c.uid}`);
}

// What the seat to move is doing: "draw" (placing drawn cards), the view's phase (main,
// captain, battle, respond), or "wait".
export function stepOf(snap) {
  const first = snap.actions[0]?.kind;
  if (!first) return "wait";
  return first === "hand" || first === "dim" ? "draw" : snap.view.phase;
}

// The play being set up from the selected hand card: its plays by target, the target chosen
// (game.aim, or the only one) and the way to pay chosen among that target's plays.
export function playChoice(game) {
  const key = game.selected;
  if (!key?.startsWith("h")) return null;
  const groups = playsByTarget(actionsFrom(game.snap, key));
  if (!groups.size) return null;
  const aim = game.aim?.key === key ? game.aim : {};
  const target = groups.size === 1 ? [...groups.keys()][0] : groups.has(aim.target) ? aim.target : null;
  const group = target ? groups.get(target) : null;
  const chosen = group && aim.pay < group.length ? aim.pay : 0;
  return { key, entry: viewerHand(game.snap).find((c) => `h${c.uid}` === key), groups, target, group, chosen };
}

const aimed = (choice) => choice && !(choice.groups.size === 1 && choice.groups.has("none"));

function context(game) {
  const { snap } = game;
  const view = game.view;
  const live = !game.busy && snap.result === null;
  const actions = live ? snap.actions : [];
  const step = live ? stepOf(snap) : "wait";
  const choice = live && (step === "main" || step === "respond") ? playChoice(game) : null;
  const targets = new Map();
  if (step === "captain") for (const a of actions) if (a.kind === "captain" && a.source) targets.set(`c${a.source.uid}`, a);
  if (aimed(choice)) for (const key of choice.groups.keys()) targets.set(key, { kind: "aim", cls: card(choice.entry.id).class });
  const sources = new Set();
  if (step === "main" || step === "respond") {
    for (const a of actions) if (a.kind === "play" || a.kind === "activate") sources.add(sourceKey(a));
    for (const c of playableHand(snap, actionsFrom)) sources.add(`h${c.uid}`);
  }
  const flashes = new Map((game.flash || []).map((f) => [f.key, f]));
  const hint = (target) => t(target.kind === "captain" ? "dl_tag_captain" : target.cls === "equipment" ? "dl_tag_equip" : "dl_tag_target");
  return { game, snap, view, me: snap.viewer, live, actions, step, choice, targets, sources, flashes, hint };
}

// --- a side ---------------------------------------------------------------------------------

const sideName = (ctx, seat) => `${seatName(seat, ctx.snap)} · ${deckName(ctx.snap.options.d[seat])}`;

// A small card drawn upright (tall) or rested (sideways), face down or up: the dimension zone's
// and the characters' way of showing how a card lies.
const orient = (rested, down = false) => h("span", {
  class: `orient ${rested ? "rest" : "up"}${down ? " down" : ""}`, "aria-hidden": "true",
});

// The side's name, then what stays on its field apart from characters: its barriers.
function label(ctx, seat) {
  const side = ctx.view.seats[seat];
  return h("div", { class: "dol-label" },
    h("span", { class: "side-name" }, sideName(ctx, seat)),
    side.shielded ? h("span", { class: "shield-chip" }, t("dl_shielded")) : null,
    seat !== ctx.me && side.drawing_count ? h("span", { class: "drawing-chip" }, t("dl_drawing_n", { n: side.drawing_count })) : null,
    side.barriers.length ? h("span", { class: "dol-barriers", "aria-label": t("dl_barriers") },
      side.barriers.map((b) => h("button", decorate(ctx, `c${b.uid}`, { class: "barrier-chip", dataset: { card: b.id, uid: b.uid, seat, showsWhole: "" } }),
        cardName(b.id)))) : null);
}

function lifeTile(ctx, seat) {
  const life = lifeShown(ctx.view.seats[seat].life);
  return h("div", decorate(ctx, `l${seat}`, {
    class: `dol-life${life <= 10 ? " low" : ""}`, dataset: { life: seat },
  }),
  h("small", {}, t("dl_life")), h("b", {}, life));
}

function counts(ctx, seat) {
  const side = ctx.view.seats[seat];
  return h("div", { class: "counts" },
    h("span", { class: "count", dataset: { count: "deck", seat } }, h("small", {}, t("deck")), h("b", {}, side.deck)),
    h("span", { class: "count", dataset: { count: "hand", seat } }, h("small", {}, t("hand")), h("b", {}, side.hand_count)));
}

function dimZone(ctx, seat) {
  const side = ctx.view.seats[seat];
  const paying = seat === ctx.me && ctx.choice?.group ? ctx.choice.group[ctx.choice.chosen] : null;
  // Each stack's meaning is read out here and shown in words by a tap (the dimension sheet).
  const stacks = dimStacks(side.dimension).map(({ face, rested, name, n }) => h("span", { class: `dim-stack${n ? "" : " none"}` },
    orient(rested, face === "down"), h("span", { class: "sr-only" }, name), h("b", {}, n)));
  return h("button", decorate(ctx, `m${seat}`, {
    class: `dol-dim${paying ? " paying" : ""}`, dataset: { dimSeat: seat },
  }),
  h("span", { class: "zone-label" }, `${t("dl_dimension")} ${side.dimension.length} `, h("span", { class: "more", "aria-hidden": "true" }, "ⓘ")),
  h("span", { class: "dim-stacks" }, stacks),
  payBadge(paying) || h("span", { class: "dim-pay" }, canPayText("dl_can_pay", side.can_pay)));
}

function pile(ctx, seat, zone, key) {
  const cards = ctx.view.seats[seat][zone];
  return h("button", decorate(ctx, `${key}${seat}`, { class: "pile", dataset: { pile: zone, pileSeat: seat } }),
    h("small", {}, t(`dl_${zone}`)), h("b", {}, cards.length));
}

function statusRow(ctx, seat) {
  return h("div", { class: "dol-bar" },
    lifeTile(ctx, seat), counts(ctx, seat), dimZone(ctx, seat),
    h("div", { class: "dol-piles" }, pile(ctx, seat, "underworld", "u"), pile(ctx, seat, "sealed", "s")));
}

function fortressTile(ctx, seat) {
  const fort = ctx.view.seats[seat].fortress;
  if (!fort) return h("div", { class: "dol-fort empty" }, h("small", {}, t("dl_fortress")), h("span", {}, "—"));
  return h("button", decorate(ctx, `c${fort.uid}`, {
    class: "dol-fort", dataset: { uid: fort.uid, seat, card: fort.id, showsWhole: "" },
  }),
  h("small", {}, t("dl_fortress")),
  h("span", { class: "fort-name" }, cardName(fort.id)),
  h("b", { class: "fort-def" }, `DEF ${fort.def}`));
}

// A tile that names a card may cut a long word of the name (style.css): a tap on it opens the
// card whole (data-shows-whole).
function charTile(ctx, seat, c) {
  const def = card(c.id);
  const chosen = ctx.choice?.target === `c${c.uid}`;
  const state = c.rested ? t("dl_rested") : t("dl_upright");
  return h("div", { class: "dol-slot" },
    h("button", decorate(ctx, `c${c.uid}`, {
      class: `dol-char ${c.rested ? "rested" : "upright"}${c.captain ? " captain" : ""}${chosen ? " aimed" : ""}`,
      dataset: { uid: c.uid, seat, card: c.id, showsWhole: "" },
    }),
    c.captain ? h("span", { class: "captain-badge" }, `★ ${t("dl_captain")}`) : null,
    h("span", { class: "ch-top" }, orient(c.rested), h("small", {}, state)),
    h("span", { class: "unit-name" }, cardName(c.id)),
    statPair(def, c, "small")),
    c.equipment.map((gear) => h("button", { class: "gear-tag", dataset: { card: gear.id, showsWhole: "" } }, `⚙ ${cardName(gear.id)}`)));
}

function fieldRow(ctx, seat) {
  const chars = ctx.view.seats[seat].chars;
  return h("div", { class: "dol-field" },
    fortressTile(ctx, seat),
    h("div", { class: "dol-chars", dataset: { seat, scrolls: "x" } },
      chars.length ? chars.map((c) => charTile(ctx, seat, c)) : h("span", { class: "dol-none" }, t("dl_no_chars"))));
}

function side(ctx, seat) {
  const mine = seat === ctx.me;
  const parts = [label(ctx, seat), statusRow(ctx, seat), fieldRow(ctx, seat)];
  return h("section", {
    class: `dol-side ${mine ? "mine" : "foe"}`, dataset: { seat }, "aria-label": sideName(ctx, seat),
  },
    mine ? parts.reverse() : parts);
}

// --- the bottom: status and buttons, the step's panel, the hand -----------------------------

// What the seat to move does when it is neither the seat on this phone nor the turn's player (a
// friend by link, in this player's turn): "answers" a 先読み window, "draws" (places the cards
// it drew), else null.
export function otherAnswers(snap) {
  const seat = snap.to_move;
  const view = snap.view;
  if (passAndPlay(snap) || snap.result !== null || seat === null || seat === snap.viewer || seat === view.active) return null;
  return view.seats[seat].drawing_count ? "draws" : view.phase === "respond" ? "answers" : null;
}

function statusText(ctx) {
  const { view, snap } = ctx;
  if (ctx.game.busy && !passAndPlay(snap)) return otherTurn(snap);
  const whose = passAndPlay(snap) || view.active !== ctx.me
    ? t("turn_of", { player: seatName(view.active, snap) }) : t("your_turn");
  const phase = { draw: "dl_status_draw", captain: "dl_phase_battle", battle: "dl_phase_battle", respond: "dl_status_respond" }[ctx.step];
  const other = ctx.step === "wait" ? otherAnswers(snap) : null;
  const doing = other ? t(`dl_status_other_${other}`, { who: seatName(snap.to_move, snap) })
    : phase ? t(phase) : ctx.step === "main" ? t("dl_phase_main") : null;
  return [t("turn_n", { n: view.turn }), whose, doing].filter(Boolean).join(" · ");
}

function button(action, id, text, extra = "") {
  return h("button", { class: `btn ${extra}`, id, disabled: !action, dataset: { actionIndex: action?.index } }, text);
}

// The main phase ends in the battle phase while a character stands to fight, else the turn ends.
// Whether ending the main phase leads to a battle phase, or (no upright character) ends the turn:
// the engine's answer, on the end_main action.
const toBattle = (snap) => snap.actions.some((a) => a.kind === "end_main" && !a.ends_turn);
const endMainLabel = (ctx) => (toBattle(ctx.snap) ? t("dl_to_battle") : t("end_turn"));

function stepButtons(ctx) {
  const find = (kind, test = () => true) => ctx.actions.find((a) => a.kind === kind && test(a));
  switch (ctx.step) {
    case "main": return button(find("end_main"), "end-main", endMainLabel(ctx), "primary");
    case "captain": return button(find("captain", (a) => !a.source), "no-captain", t("dl_no_captain"));
    case "battle": return [button(find("battle"), "battle", `⚔ ${t("dl_battle")}`, "attack-btn"),
      button(find("end"), "end-turn", t("end_turn"), "primary")];
    case "respond": return button(find("pass"), "pass", t("dl_pass"), "primary");
    default: return null;
  }
}

function controls(ctx) {
  const over = ctx.snap.result !== null && !ctx.game.busy;
  return h("div", { class: "controls dol-controls" },
    h("p", { class: "status" }, over ? t("phase_over") : statusText(ctx)),
    over ? h("button", { class: "btn primary", id: "show-result" }, t("result")) : stepButtons(ctx));
}

// The id of a card on a side's field (a character, the fortress or a barrier) by its uid.
const fieldCardId = (side, uid) => side.chars.find((c) => c.uid === uid)?.id || side.fortress?.id
  || side.barriers.find((c) => c.uid === uid)?.id;

// What a button that ends the main phase or the turn would leave unused, from the engine's
// actions on offer, for askBeforeEnding: hand cards it would let the seat play and field cards
// whose effect it would let the seat activate, or in the battle step a battle to declare. null
// for any other button. Going to the battle phase is asked in its own words.
export function endingAsk(snap, id) {
  if (id === "end-turn") return { lines: snap.actions.some((a) => a.kind === "battle") ? [t("dl_unused_battle")] : [] };
  if (id !== "end-main") return null;
  const side = snap.view.seats[snap.viewer];
  const cards = playableHand(snap, actionsFrom).map((c) => cardName(c.id));
  const effects = offeredSources(snap, "activate").map((uid) => cardName(fieldCardId(side, uid)));
  const lines = [unusedLine("end_unused_cards", cards), unusedLine("dl_unused_effects", effects)].filter(Boolean);
  return toBattle(snap) ? { lines, title: t("dl_end_main_title"), confirm: t("dl_to_battle_anyway") } : { lines };
}

// A selected card on the field: its activated effect as a button.
function fieldTray(ctx) {
  const uid = Number(ctx.game.selected.slice(1));
  const id = fieldCardId(ctx.view.seats[ctx.me], uid);
  const acts = actionsFrom(ctx.snap, ctx.game.selected);
  const effect = id ? textLines(card(id)).find((line) => line.when === "activated")?.text : "";
  return tray({
    name: cardName(id),
    hint: acts.length ? effect : t("hint_no_actions"),
    buttons: acts.map((a) => h("button", { class: "btn action-btn", dataset: { actionIndex: a.index } }, t("dl_act_activate"))),
  });
}

function playTray(ctx) {
  const { choice } = ctx;
  if (!choice.group) {
    const equip = card(choice.entry.id).class === "equipment";
    return tray({ name: cardName(choice.entry.id), hint: t(equip ? "dl_hint_equip" : "dl_hint_aim") });
  }
  const targetUid = choice.target === "none" ? null : Number(choice.target.slice(1));
  const target = targetUid === null ? null : ctx.view.seats.flatMap((s) => s.chars).find((c) => c.uid === targetUid);
  return payPanel({
    entry: choice.entry, group: choice.group, chosen: choice.chosen, side: ctx.view.seats[ctx.me],
    targetName: target ? cardName(target.id) : "",
  });
}

// What the actions on offer in the main and battle steps let the player do, in the turn
// brief's words; a step with a panel of its own (drawing, captain, answering) says it there.
function todoSteps(ctx) {
  const offers = (kind) => ctx.actions.some((a) => a.kind === kind);
  if (!["main", "battle"].includes(ctx.step)) return [];
  return [
    [...ctx.sources].some((key) => key.startsWith("h")) && t("todo_card"),
    offers("activate") && t("todo_char"),
    offers("battle") && t("todo_button", { button: t("dl_battle") }),
    offers("end_main") && t("todo_button", { button: endMainLabel(ctx) }),
    offers("end") && t("todo_button", { button: t("end_turn") }),
  ].filter(Boolean);
}

function middle(ctx) {
  if (ctx.step === "draw") return briefFirst(ctx.game, drawingPanel(ctx));
  if (ctx.choice) return playTray(ctx);
  if (ctx.step === "main" && ctx.game.selected?.startsWith("c")) return fieldTray(ctx);
  if (ctx.step === "captain") return captainPanel(ctx);
  if (ctx.step === "battle") return battlePanel(ctx);
  if (ctx.step === "respond") return briefFirst(ctx.game, respondPanel(ctx));
  return turnBrief(ctx.game, todoSteps(ctx)) || logBar(ctx.game, lineOf);
}

function handCard(ctx, entry) {
  const def = card(entry.id);
  const key = `h${entry.uid}`;
  const marks = [ctx.sources.has(key) ? "playable" : "", ctx.game.selected === key ? "selected" : ""];
  return h("button", {
    class: `hand-card dol-card class-${def.class} ${marks.join(" ")}`,
    dataset: { uid: entry.uid, card: entry.id, key },
  }, cardFace(def));
}

function handStrip(ctx) {
  const note = { main: "dl_hint_idle", respond: "dl_hint_respond", draw: "dl_hint_draw" }[ctx.step];
  const briefed = ctx.game.brief && ctx.step === "main";
  return handArea(viewerHand(ctx.snap).map((entry) => handCard(ctx, entry)), ctx.live && note && !briefed ? t(note) : "");
}

export function renderBoard(root, game, handoff) {
  if (game.handoff) return redraw(root, handoff(game));
  const ctx = context(game);
  redraw(root,
    tableBox(game, `dol-table step-${ctx.step}`, side(ctx, 1 - ctx.me), h("div", { class: "midline" }), side(ctx, ctx.me)),
    game.playing ? playbackStrip(game, lineOf, otherTurn(game.snap)) : [controls(ctx), middle(ctx)],
    handStrip(ctx),
    logPanel(game, lineOf));
}
