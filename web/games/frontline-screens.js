// Frontline's screens around the table: the setup (against the computer or pass and play, and
// the faction), the pass-and-play hand-off, what the result card says, and the bottom sheets (a
// card large, a city or HQ, a wasteland).
import { h } from "../dom.js";
import { pick, t } from "../i18n.js";
import { cardSheetOf, pileSheetOf } from "../panels.js";
import { resultCard } from "../screens.js";
import { actionButton } from "./frontline-board.js";
import { card, cardDetail, cardName, deck, deckCity, factionName, label, stars, textLines } from "./frontline-cards.js";
import { lineOf, names, passAndPlay, seatName } from "./frontline-log.js";

export const FACTIONS = ["L", "M"];
const other = (letter) => (letter === "L" ? "M" : "L");

// The options a setup gives: you (or player 1) sit at seat 0 with the chosen deck.
export function setupOptions(mode, faction) {
  return { b: mode === "cpu" ? 1 : -1, d: `${faction}${other(faction)}` };
}

// --- setup ----------------------------------------------------------------------------------

function choice(attr, value, on, title, ...body) {
  return h("button", {
    class: `ruler-card choice${on ? " on" : ""}`, role: "radio", "aria-checked": String(on), dataset: { [attr]: value },
  }, h("b", {}, title), body);
}

function factionCard(letter, on) {
  const city = deckCity(letter);
  return choice("flFaction", letter, on, factionName(letter),
    h("span", { class: "family" }, pick(deck(letter)?.name)),
    city ? h("small", {}, `${cardName(city)}: ${textLines(card(city))[0]?.text || ""}`) : null);
}

function deckList(letter) {
  const cards = deck(letter)?.cards || {};
  const ids = Object.keys(cards).sort();
  const total = ids.reduce((sum, id) => sum + cards[id], 0);
  return h("details", { class: "panel level-sheet" },
    h("summary", {}, t("fl_deck_list", { name: pick(deck(letter)?.name) }), h("small", {}, ` · ${t("fl_cards_n", { n: total })}`)),
    h("table", { class: "deck-table" },
      h("thead", {}, h("tr", {}, h("th", {}, t("col_card")), h("th", {}, t("fl_type")), h("th", {}, t("fl_stats")), h("th", { class: "num" }, "×"))),
      h("tbody", {}, ids.map((id) => deckRow(id, cards[id])))));
}

function deckRow(id, count) {
  const def = card(id);
  const stats = def.type === "warrior" ? `${stars(def.rank)} ${def.power}/${def.hp}` : def.hp ? `HP ${def.hp}` : "";
  return h("tr", {},
    h("td", {}, h("button", { class: "link", dataset: { card: id } }, pick(def.name))),
    h("td", {}, label("types", def.type)),
    h("td", {}, stats),
    h("td", { class: "num count" }, count));
}

export function setupScreen(mode, faction) {
  const cpu = mode === "cpu";
  return h("div", { class: "page fl-setup" },
    h("header", { class: "level-hero" },
      h("p", { class: "kicker" }, t("fl_short")),
      h("h2", {}, `${factionName("L")} vs ${factionName("M")}`),
      h("p", { class: "lead" }, t("fl_intro"))),
    h("section", { class: "panel" },
      h("h3", {}, t("fl_how")),
      h("div", { class: "ruler-pick", role: "radiogroup", "aria-label": t("fl_how") },
        choice("flMode", "cpu", cpu, t("fl_vs_cpu"), h("small", {}, t("fl_vs_cpu_text"))),
        choice("flMode", "pnp", !cpu, t("fl_pnp"), h("small", {}, t("fl_pnp_text"))))),
    h("section", { class: "panel" },
      h("h3", {}, cpu ? t("fl_your_faction") : t("fl_p1_faction")),
      h("div", { class: "ruler-pick", role: "radiogroup", "aria-label": t("fl_your_faction") },
        FACTIONS.map((letter) => factionCard(letter, letter === faction))),
      h("p", { class: "muted small" }, cpu
        ? t("fl_cpu_plays", { faction: factionName(other(faction)) })
        : t("fl_p2_plays", { faction: factionName(other(faction)) }))),
    deckList(faction),
    h("div", { class: "start-bar" },
      h("button", { class: "btn primary big", id: "start-game" },
        cpu ? t("fl_start_cpu", { faction: factionName(faction) }) : t("fl_start_pnp"))));
}

// --- the pass-and-play hand-off -------------------------------------------------------------

const RECENT_LINES = 10;

// Covers the table (the hand is not drawn at all) until the player it names taps Ready.
export function handoffScreen(game) {
  const { seat, step, from } = game.handoff;
  const snap = game.snap;
  const player = seatName(seat, snap);
  const recent = game.entries.slice(Math.max(from, game.entries.length - RECENT_LINES));
  return h("section", { id: "handoff", class: `handoff step-${step}`, dataset: { seat, step } },
    h("div", { class: "handoff-card" },
      h("p", { class: "kicker" }, t("fl_pnp")),
      h("h2", {}, t("fl_pass_to", { player })),
      h("p", { class: "handoff-faction" }, factionName(snap.options.d[seat])),
      h("p", { class: "handoff-why" }, step === "guard"
        ? t("fl_handoff_guard", { player: seatName(1 - seat, snap) })
        : t("fl_handoff_turn", { n: snap.view.turn })),
      recent.length ? h("section", { class: "handoff-recent" },
        h("h3", {}, t("fl_since")),
        h("ol", { class: "log-lines" }, recent.map((entry) => {
          const line = lineOf(entry, game);
          return h("li", { class: line.kind }, line.text);
        }))) : null,
      h("p", { class: "muted small" }, t("fl_handoff_note", { player })),
      h("button", { class: "btn primary big", id: "handoff-ready" }, t("fl_ready", { player }))));
}

// --- the result -----------------------------------------------------------------------------

function reason(snap) {
  if (snap.result < 0) return t("fl_reason_both");
  const loser = 1 - snap.result;
  const side = snap.view.seats[loser];
  return t(side.deck === 0 && side.hq.left > 0 ? "fl_reason_deck" : "fl_reason_hq", names(loser, snap));
}

function verdict(snap) {
  const winner = snap.result;
  if (winner < 0) return ["drawn", t("fl_draw_title")];
  if (passAndPlay(snap)) return ["won", t("fl_wins", { player: seatName(winner, snap) })];
  return winner === snap.viewer ? ["won", t("fl_win_title")] : ["lost", t("fl_lose_title")];
}

export function frontlineResult(snap) {
  const [tone, title] = verdict(snap);
  const text = reason(snap);
  return resultCard({
    winner: snap.result,
    tone,
    kicker: `${t("fl_short")} · ${factionName(snap.options.d[0])} vs ${factionName(snap.options.d[1])}`,
    title,
    body: [
      h("p", {}, text.charAt(0).toUpperCase() + text.slice(1)),
      h("p", { class: "muted" }, t("turns_n", { n: snap.turn })),
    ],
    actions: [{ result: "again", label: t("again"), primary: true }],
  });
}

// --- sheets ---------------------------------------------------------------------------------

export function cardSheet(id, { warrior = null, actions = [], view = null } = {}) {
  return cardSheetOf(() => cardDetail(card(id), { warrior, plays: view?.plays }),
    () => actions.map((a) => actionButton(a, view, "wide")));
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
          aimed ? h("span", {}, `◎ ${t("fl_target")}`) : null),
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
