// Dimension of Legend's screens around the table: the setup (against the computer or pass and
// play, your deck and your opponent's, or an invitation to a friend by link), the words of the
// pass-and-play hand-off, the result card, and the bottom sheets (a card large, a dimension
// zone, an underworld or sealed pile).
import { chosenDeck, deckChoice } from "../../deckbuilder.js";
import { customDeckName, deckLabel } from "../../decks.js";
import { h } from "../../dom.js";
import { handoffScreen as handoffOf } from "../../handoff.js";
import { pick, t } from "../../i18n.js";
import { cardSheetOf, pileSheetOf } from "../../panels.js";
import { lengthOf, pvpOutcome } from "../../outcome.js";
import { guidePanel } from "../../guide.js";
import { againActions, choiceCard, deckTable, levelChoice, pvpReason, pvpVerdict, resultCard } from "../../screens.js";
import { names, seatName } from "../../seats.js";
import {
  card, cardDetail, cardName, className, costBadge, deck, deckName, deckStar, dimStacks, letters, levels, lifeShown, statLine,
} from "./cards.js";
import { lineOf } from "./log.js";
import { playVerb, payLabel } from "./pay.js";

// The options a setup gives: you (or player 1) sit at seat 0 with your deck, or with your own
// deck's code (x0) in its place; against the computer, its level.
export function setupOptions(mode, mine, theirs, code = null, level = null) {
  const cpu = mode === "cpu";
  return { b: cpu ? 1 : -1, d: `${mine}${theirs}`, ...(code ? { x0: code } : {}), ...(cpu ? { lv: level } : {}) };
}

// A seat's deck in words: a ready-made deck's name, or the name of the player's own deck.
export const seatDeckName = (options, seat) => customDeckName("dol", options, `x${seat}`) ?? deckName(options.d[seat]);

// --- setup ----------------------------------------------------------------------------------

function deckCard(attr, letter, on) {
  const star = deckStar(letter);
  return choiceCard(attr, letter, on, deckName(letter),
    h("small", {}, t(`dl_deck_${letter}_text`)),
    star ? h("span", { class: "family" }, `★ ${cardName(star)}`) : null);
}

function deckList(letter, own) {
  const cards = (own ? own.cards : deck(letter)?.cards) || {};
  return deckTable(own ? deckLabel(own) : deckName(letter), Object.keys(cards).sort().map((id) => {
    const def = card(id);
    const stats = `${t("dl_cost_n", { n: def.cost })} ${statLine(def)}`;
    return { id, name: pick(def.name), type: className(def.class), stats, count: cards[id] };
  }));
}

// Playing a friend by link: you invite with the two decks chosen above, yours first (the
// inviter sits at seat 0); your own deck's code is not sent, so the ready-made deck is played.
function remoteEntry(mine, theirs) {
  return h("section", { class: "panel remote-entry" },
    h("h3", {}, t("remote_entry")),
    h("p", { class: "muted" }, t("remote_entry_text")),
    h("button", { class: "btn wide", id: "remote-invite", type: "button" },
      t("dl_remote_invite", { mine: deckName(mine), theirs: deckName(theirs) })));
}

export function setupScreen(mode, mine, theirs, level) {
  const cpu = mode === "cpu";
  const own = chosenDeck("dol");
  return h("div", { class: "page dol-setup" },
    h("header", { class: "level-hero" },
      h("p", { class: "kicker" }, t("dol_name")),
      h("h2", {}, letters().map(deckName).join(" · ")),
      h("p", { class: "lead" }, t("dl_intro"))),
    guidePanel("dol"),
    h("section", { class: "panel" },
      h("h3", {}, t("how_to_play")),
      h("div", { class: "ruler-pick", role: "radiogroup", "aria-label": t("how_to_play") },
        choiceCard("dolMode", "cpu", cpu, t("vs_cpu"), h("small", {}, t("dl_vs_cpu_text"))),
        choiceCard("dolMode", "pnp", !cpu, t("pnp"), h("small", {}, t("pnp_text"))))),
    cpu ? levelChoice("dolLevel", level, levels()) : null,
    h("section", { class: "panel" },
      h("h3", {}, cpu ? t("dl_your_deck") : t("dl_p1_deck")),
      h("div", { class: "ruler-pick", role: "radiogroup", "aria-label": t("dl_your_deck") },
        letters().map((letter) => deckCard("dolDeck", letter, letter === mine))),
      h("h3", { class: "sub" }, cpu ? t("dl_cpu_deck") : t("dl_p2_deck")),
      h("div", { class: "segmented wide", role: "radiogroup", "aria-label": cpu ? t("dl_cpu_deck") : t("dl_p2_deck") },
        letters().map((letter) => h("button", {
          class: letter === theirs ? "on" : "", role: "radio", "aria-checked": String(letter === theirs), dataset: { dolFoe: letter },
        }, deckName(letter)))),
      h("p", { class: "muted small" }, t("dl_first_note"))),
    remoteEntry(mine, theirs),
    deckChoice("dol", "", deckName(mine)),
    deckList(mine, own),
    h("div", { class: "start-bar" },
      h("button", { class: "btn primary big", id: "start-game" },
        !cpu ? t("start_pnp") : t("dl_start_cpu", { deck: own ? deckLabel(own) : deckName(mine) }))));
}

// --- the pass-and-play hand-off -------------------------------------------------------------

// Why the phone changes hands: a new turn, back to the turn after the other player answered,
// a 先読み window, or cards an effect drew in the other player's turn.
export function handoffStep(snap, game) {
  const seat = snap.to_move;
  const view = snap.view;
  if (seat !== view.active && view.seats[seat].drawing?.length) return "draw";
  if (view.phase === "respond") return "respond";
  return game.turnSeen[seat] === snap.turn ? "back" : "turn";
}

export function handoffScreen(game) {
  const { seat, step } = game.handoff;
  const snap = game.snap;
  const other = seatName(1 - seat, snap);
  const why = {
    turn: () => t("dl_handoff_turn", { n: snap.view.turn }),
    back: () => t("dl_handoff_back", { player: other }),
    respond: () => t(snap.view.moment === "battle" ? "dl_handoff_battle" : "dl_handoff_play", { player: other }),
    draw: () => t("dl_handoff_draw", { player: other }),
  }[step]();
  return handoffOf(game, { subtitle: seatDeckName(snap.options, seat), why, lineOf });
}

// --- the result -----------------------------------------------------------------------------

// How the game ended, as the engine says (view.lost_by).
function reason(snap) {
  if (snap.result < 0) return t("dl_reason_both");
  return t(snap.view.lost_by === "life" ? "dl_reason_life" : "dl_reason_deck", names(1 - snap.result, snap));
}

export function dolResult(snap) {
  const [tone, title] = pvpVerdict(snap);
  const life = snap.view.seats.map((side, seat) => `${seatName(seat, snap)} ${lifeShown(side.life)}`).join(" · ");
  return resultCard({
    winner: snap.result,
    tone,
    kicker: `${t("dol_name")} · ${seatDeckName(snap.options, 0)} vs ${seatDeckName(snap.options, 1)}`,
    title,
    body: [
      pvpReason(snap, reason),
      h("p", { class: "muted keep-words" }, `${lengthOf(snap.length)} · ${t("dl_life_left", { life })}`),
    ],
    actions: againActions(snap, levels()),
  });
}

// A finished game in words (see web/outcome.js): what is left of a seat is its life.
export const dolOutcome = (o, snap) => pvpOutcome(o, snap, (score, seat) => t("life_left", { n: lifeShown(score.life[seat]) }));

// --- sheets ---------------------------------------------------------------------------------

function targetName(action, view) {
  const uid = action.target?.uid;
  return cardName(view?.seats.flatMap((side) => side.chars).find((c) => c.uid === uid)?.id);
}

function actionLabel(action, view) {
  switch (action.kind) {
    case "hand": return t("dl_to_hand");
    case "dim": return t("dl_to_dim");
    case "activate": return t("dl_act_activate");
    case "play": return `${playVerb(action.class)}${action.target ? ` → ${targetName(action, view)}` : ""} · ${payLabel(action)}`;
    case "captain": return action.source ? t("dl_act_captain") : t("dl_no_captain");
    case "end_main": return action.ends_turn ? t("end_turn") : t("dl_to_battle"); // as the button reads (board.js)
    case "battle": return t("dl_battle");
    case "end": return t("end_turn");
    case "pass": return t("dl_pass");
    default: return action.kind;
  }
}

// The card an action starts from, wherever it is on the acting seat's side.
function sourceCard(action, view) {
  const { seat, uid } = action.source || {};
  const side = view.seats[seat];
  if (!side) return null;
  const cards = [...(side.hand || []), ...(side.drawing || []), ...side.chars, ...side.barriers, side.fortress];
  return cards.find((c) => c && c.uid === uid)?.id ?? null;
}

// A move in words, for a hint and the review: the card it starts from, then what it does.
export function moveText(action, view) {
  const from = sourceCard(action, view);
  const label = actionLabel(action, view);
  return from ? t("move_of", { card: cardName(from), action: label }) : label;
}

// A card large with what can be done with it. Plays show the suggested way to pay of each
// target only: the payment panel on the table offers the others.
// unplayable: the engine's reason a hand card has no play now ({why, ...its numbers}).
export function cardSheet(id, { char = null, actions = [], where = "", view = null, unplayable = null } = {}) {
  const seen = new Set();
  const shown = actions.filter((a) => {
    if (a.kind !== "play") return true;
    const key = a.target ? a.target.uid : -1;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return cardSheetOf(() => cardDetail(card(id), { char, where }),
    () => shown.map((a) => h("button", { class: "btn action-btn wide", dataset: { actionIndex: a.index } }, actionLabel(a, view))),
    () => (unplayable ? t(`dl_why_${unplayable.why}`, unplayable) : ""));
}

const orient = (rested, down) => h("span", { class: `orient ${rested ? "rest" : "up"}${down ? " down" : ""}`, "aria-hidden": "true" });

// What the board's four stacks mean, with their counts: the tile itself only has room for the
// marks and the numbers.
function dimLegend(cards) {
  return h("ul", { class: "dim-legend" }, dimStacks(cards).map(({ face, rested, name, n }) => h("li", {},
    orient(rested, face === "down"), h("span", {}, name), h("b", {}, n))));
}

export function dimensionSheet(seat, snap, cards) {
  return () => ({
    title: `${t("dl_dimension")} · ${seatName(seat, snap)} (${cards.length})`,
    body: [
      dimLegend(cards),
      h("p", { class: "muted small" }, t("dl_dim_note")),
      cards.length ? h("ul", { class: "pile-list" }, cards.map((c) => h("li", {},
        h("button", { class: `pile-card dim-card${c.down ? " down" : ""}`, dataset: { card: c.id || null } },
          orient(c.rested, c.down),
          h("b", {}, c.id ? cardName(c.id) : t("dl_face_down_card")),
          h("small", {}, [c.down ? t("dl_face_down") : t("dl_face_up"), c.rested ? t("dl_rested") : t("dl_upright")].join(" · "))))))
        : h("p", { class: "muted" }, t("pile_empty")),
    ],
  });
}

export function pileSheet(seat, snap, zone, cards) {
  return pileSheetOf(() => `${t(`dl_${zone}`)} · ${seatName(seat, snap)} (${cards.length})`, cards, (entry) => {
    const def = card(entry.id);
    return [costBadge(def), h("b", {}, pick(def.name)), h("small", {}, statLine(def) || className(def.class))];
  });
}
