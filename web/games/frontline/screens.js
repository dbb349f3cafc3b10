// Frontline's screens around the table: the setup (against the computer or pass and play, and
// the faction), the pass-and-play hand-off, what the result card says, and the bottom sheets (a
// card large, a city or HQ, a wasteland).
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
import { actionButton, aimMark } from "./board.js";
import {
  card, cardDetail, cardName, deck, deckCity, factionName, label, letters, levels, otherDeck, stars, textLines,
} from "./cards.js";
import { lineOf } from "./log.js";


// The options a setup gives: you (or player 1) sit at seat 0 with the chosen deck, or with
// your own deck's code (x0) in its place; against the computer, its level.
export function setupOptions(mode, faction, code = null, level = null) {
  const cpu = mode === "cpu";
  return { b: cpu ? 1 : -1, d: `${faction}${otherDeck(faction)}`, ...(code ? { x0: code } : {}), ...(cpu ? { lv: level } : {}) };
}

// A seat's deck in words: its faction, or the name of the player's own deck it plays.
export const seatDeckName = (options, seat) => customDeckName("frontline", options, `x${seat}`) ?? factionName(options.d[seat]);

// --- setup ----------------------------------------------------------------------------------

function factionCard(letter, on) {
  const city = deckCity(letter);
  return choiceCard("flFaction", letter, on, factionName(letter),
    h("span", { class: "family" }, pick(deck(letter)?.name)),
    city ? h("small", {}, `${cardName(city)}: ${textLines(card(city))[0]?.text || ""}`) : null);
}

function deckList(letter, own) {
  const cards = (own ? own.cards : deck(letter)?.cards) || {};
  return deckTable(own ? deckLabel(own) : pick(deck(letter)?.name), Object.keys(cards).sort().map((id) => {
    const def = card(id);
    const stats = def.type === "warrior" ? `${stars(def.rank)} ${def.power}/${def.hp}` : def.hp ? `HP ${def.hp}` : "";
    return { id, name: pick(def.name), type: label("types", def.type), stats, count: cards[id] };
  }));
}

export function setupScreen(mode, faction, level) {
  const cpu = mode === "cpu";
  const own = chosenDeck("frontline");
  return h("div", { class: "page fl-setup" },
    h("header", { class: "level-hero" },
      h("p", { class: "kicker" }, t("fl_short")),
      h("h2", {}, letters().map(factionName).join(" vs ")),
      h("p", { class: "lead" }, t("fl_intro"))),
    guidePanel("frontline"),
    h("section", { class: "panel" },
      h("h3", {}, t("how_to_play")),
      h("div", { class: "ruler-pick", role: "radiogroup", "aria-label": t("how_to_play") },
        choiceCard("flMode", "cpu", cpu, t("vs_cpu"), h("small", {}, t("fl_vs_cpu_text"))),
        choiceCard("flMode", "pnp", !cpu, t("pnp"), h("small", {}, t("pnp_text"))))),
    cpu ? levelChoice("flLevel", level, levels()) : null,
    h("section", { class: "panel" },
      h("h3", {}, cpu ? t("fl_your_faction") : t("fl_p1_faction")),
      h("div", { class: "ruler-pick", role: "radiogroup", "aria-label": t("fl_your_faction") },
        letters().map((letter) => factionCard(letter, letter === faction))),
      h("p", { class: "muted small" }, cpu
        ? t("fl_cpu_plays", { faction: factionName(otherDeck(faction)) })
        : t("fl_p2_plays", { faction: factionName(otherDeck(faction)) }))),
    h("section", { class: "panel remote-entry" },
      h("h3", {}, t("remote_entry")),
      h("p", { class: "muted" }, t("remote_entry_text")),
      h("button", { class: "btn wide", id: "remote-invite", type: "button" }, t("remote_invite_as", { faction: factionName(faction) }))),
    deckChoice("frontline", "", pick(deck(faction)?.name)),
    deckList(faction, own),
    h("div", { class: "start-bar" },
      h("button", { class: "btn primary big", id: "start-game" },
        !cpu ? t("start_pnp") : own ? t("dk_start_with", { deck: deckLabel(own) }) : t("fl_start_cpu", { faction: factionName(faction) }))));
}

// --- the pass-and-play hand-off -------------------------------------------------------------

export function handoffScreen(game) {
  const { seat, step } = game.handoff;
  const snap = game.snap;
  return handoffOf(game, {
    subtitle: seatDeckName(snap.options, seat),
    why: step === "guard"
      ? t("fl_handoff_guard", { player: seatName(1 - seat, snap) })
      : t("fl_handoff_turn", { n: snap.view.round }),
    lineOf,
  });
}

// --- the result -----------------------------------------------------------------------------

// Why the game ended, as the engine says it: both sides losing at once, or how the loser lost.
function reason(snap) {
  if (snap.result < 0) return t("fl_reason_both");
  const loser = 1 - snap.result;
  return t(snap.view.seats[loser].lost_by === "deck" ? "fl_reason_deck" : "fl_reason_hq", names(loser, snap));
}

export function frontlineResult(snap) {
  const [tone, title] = pvpVerdict(snap);
  return resultCard({
    winner: snap.result,
    tone,
    kicker: `${t("fl_short")} · ${seatDeckName(snap.options, 0)} vs ${seatDeckName(snap.options, 1)}`,
    title,
    body: [
      pvpReason(snap, reason),
      h("p", { class: "muted" }, lengthOf(snap.length)),
    ],
    actions: againActions(snap, levels()),
  });
}

// A finished game in words (see web/outcome.js): what is left of a seat is its city and HQ.
export const flOutcome = (o, snap) => pvpOutcome(o, snap,
  (score, seat) => t("fl_left", { city: score.base[seat][0], hq: score.base[seat][1] }));

// --- sheets ---------------------------------------------------------------------------------

// A card opened from the table (snap given) keeps both sides' city and HQ in view at the sheet's
// top: the sheet covers the player's own base row, and an action is weighed against them. A
// card of the other seat's (owner) says whose "your" its text means: Martial Law's "your city",
// read by the other seat, was taken for the reader's own.
export function cardSheet(id, { warrior = null, held = null, actions = [], view = null, snap = null, owner = null } = {}) {
  const theirs = snap && owner !== null && owner !== snap.viewer;
  return cardSheetOf(() => [
    snap ? basesSummary(snap, view) : null,
    theirs ? h("p", { class: "muted small owner-note" }, t("fl_owner_note", names(owner, snap))) : null,
    cardDetail(card(id), { warrior, held, plays: view?.plays }),
  ], () => actions.map((a) => actionButton(a, view, "wide")),
  // A hand card with no play says why, in the engine's reason (held.unplayable).
  () => (held?.unplayable ? t(`fl_why_${held.unplayable.why}`, held.unplayable) : ""));
}

function basesSummary(snap, view) {
  const hp = (base) => (base.broken ? t("fl_broken") : t("fl_hp_left", { left: base.left, hp: base.hp }));
  return h("ul", { class: "fl-bases" }, [snap.viewer, 1 - snap.viewer].map((seat) => {
    const side = view.seats[seat];
    return h("li", { dataset: { seat } },
      t("fl_bases_of", { player: seatName(seat, snap), city: hp(side.city), hq: hp(side.hq) }));
  }));
}

export function baseSheet(seat, place, snap, view) {
  return () => {
    const base = view.seats[seat][place];
    const aimed = view.seats[seat].target === place && !base.broken;
    return {
      title: `${t(`fl_${place}`)} · ${seatName(seat, snap)}`,
      body: [
        h("p", { class: "stat-line big" },
          h("span", {}, t("fl_hp_left", { left: base.left, hp: base.hp })),
          base.broken ? h("span", { class: "stamp-inline" }, t("fl_broken")) : null,
          aimed ? h("span", {}, aimMark(snap.viewer, seat)) : null),
        h("p", { class: "muted" }, t(base.broken ? "fl_base_broken_note" : aimed ? "fl_base_target_note" : "fl_base_behind_note")),
        cardDetail(card(base.id)),
      ],
    };
  };
}

export function wastelandSheet(seat, snap, cards) {
  return pileSheetOf(() => `${t("fl_wasteland")} · ${seatName(seat, snap)} (${cards.length})`, cards, (entry) => {
    const def = card(entry.id);
    return [h("span", { class: "hc-rank" }, stars(def.rank)),
      h("b", {}, pick(def.name)),
      h("small", {}, def.type === "warrior" ? `${def.power}/${def.hp}` : label("types", def.type))];
  });
}
