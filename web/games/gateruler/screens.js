// Gate Ruler's screens around the table: level select, a level's briefing and sheet with the
// ruler choice, and what its result card says. Each returns nodes; app.js puts them on screen.
import { chosenDeck, deckChoice } from "../../deckbuilder.js";
import { deckLabel } from "../../decks.js";
import { h, switchButton } from "../../dom.js";
import { guidePanel } from "../../guide.js";
import { pick, t } from "../../i18n.js";
import { detailOf, lengthOf } from "../../outcome.js";
import { resultCard } from "../../screens.js";
import { card, cardName, level, levelName, levels, riftLegend, rulerByCode, rulerCodes, statLegend } from "./cards.js";
import { loseText } from "./log.js";
import { allOpen, bestAt, isOpen } from "./progress.js";

function statLine(lv) {
  return h("p", { class: "stat-line" },
    h("span", {}, `HP ${lv.hp}`), h("span", {}, `ATK ${lv.atk}`), h("span", {}, `STK ${lv.stk}`),
    lv.pierce ? h("span", { class: "chip kw-pierce" }, t("pierce")) : null,
    h("span", {}, t("drives_n", { n: lv.drives })));
}

// --- level select ---------------------------------------------------------------------------

export function levelsScreen(cleared) {
  return h("div", { class: "page" },
    h("p", { class: "lead" }, t("levels_intro")),
    guidePanel("gateruler"),
    h("p", { class: "muted" }, t("cleared_count", { n: cleared.length })),
    riftLegend({ pierce: levels().some((lv) => lv.pierce), nightmare: levels().some((lv) => lv.nightmare) }),
    h("ol", { class: "level-list" }, levels().map((lv) => h("li", {}, isOpen(lv.level)
      ? h("button", {
        class: `level-btn${lv.nightmare ? " nightmare" : ""}${cleared.includes(lv.level) ? " is-cleared" : ""}`,
        dataset: { level: lv.level },
      }, levelRow(lv, cleared))
      : h("div", { class: "level-btn is-locked", dataset: { locked: lv.level } }, levelRow(lv, cleared))))),
    switchButton("all-open", allOpen(), t("gr_all_open")));

}

function levelRow(lv, cleared) {
  const best = bestAt(lv.level);
  return [
    h("span", { class: "level-num" }, lv.level),
    h("span", { class: "level-body" },
      h("b", {}, pick(lv.name)),
      statLine(lv),
      isOpen(lv.level) ? null : h("small", { class: "level-lock" }, t("gr_locked", { n: lv.level - 1 })),
      best ? h("small", { class: `level-best${best.won ? "" : " not-won"}` }, bestText(best)) : null),
    h("span", { class: "level-marks" },
      cleared.includes(lv.level) ? h("span", { class: "mark-cleared", title: t("cleared") }, `✓ ${t("cleared")}`) : null,
      lv.nightmare ? h("span", { class: "mark-nightmare" }, `☾ ${t("nightmare")}`) : null),
  ];
}

const bestText = (best) => (best.won
  ? t("gr_best_won", { life: best.life, turns: best.turns })
  : t("gr_best_lost"));

// What a level is, in a line, and how often the app's own players win it (the engine's
// catalog: measured over 500 deals a level).
function levelAbout(lv) {
  const rates = lv.measured;
  const best = bestAt(lv.level);
  return h("section", { class: "panel level-about" },
    h("p", { class: "level-what" }, pick(lv.about)),
    rates ? h("p", { class: "muted small" }, t("gr_level_rates", {
      best: percent(rates.strongest), greedy: percent(rates.greedy), games: rates.games,
    })) : null,
    best ? h("p", { class: `level-best${best.won ? "" : " not-won"}` }, bestText(best)) : null);
}

const percent = (rate) => Math.round(rate * 100);

// --- a level: briefing, ruler choice, level sheet, start -------------------------------------

export function levelScreen(n, { rulerCode, briefings, loaded }) {
  const lv = level(n);
  const chosen = rulerByCode(rulerCode);
  return h("div", { class: "page level-page" },
    h("header", { class: `level-hero${lv.nightmare ? " nightmare" : ""}` },
      h("p", { class: "kicker" }, t("level_n", { n })),
      h("h2", {}, pick(lv.name)),
      statLine(lv),
      riftLegend({ pierce: lv.pierce, more: ["hp", "cnt"] }),
      lv.nightmare ? h("p", { class: "nightmare-note" }, `☾ ${t("nightmare_note")}`) : null),
    levelAbout(lv),
    briefing(briefings?.[n], loaded),
    rulerPicker(rulerCode),
    deckChoice("gateruler", rulerCode, pick(chosen?.name)),
    h("button", { class: "btn wide ghost own-cards-button", type: "button", dataset: { ownCards: "" } }, t("own_button")),
    levelSheet(lv),
    h("div", { class: "start-bar" },
      h("button", { class: "btn primary big", id: "start-game" }, startLabel(rulerCode, chosen))));
}

function startLabel(rulerCode, chosen) {
  const own = chosenDeck("gateruler", rulerCode);
  return own ? t("dk_start_with", { deck: deckLabel(own) }) : t("start_with", { ruler: pick(chosen?.name) });
}

function briefing(entry, loaded) {
  const body = entry
    ? [h("p", { class: "briefing-meta" }, entry.date, " · ", pick(entry.speaker)),
      String(pick(entry.text)).split(/\n+/).filter(Boolean).map((para) => h("p", {}, para))]
    : h("p", { class: "muted" }, loaded ? t("briefing_missing") : t("loading"));
  return h("details", { class: "panel briefing", open: true },
    h("summary", {}, t("briefing")), body);
}

function rulerPicker(rulerCode) {
  return h("section", { class: "panel" },
    h("h3", {}, t("choose_ruler")),
    h("p", { class: "muted family-note" }, t("family_note")),
    statLegend(["life"]),
    h("div", { class: "ruler-pick", role: "radiogroup", "aria-label": t("choose_ruler") },
      rulerCodes().map((code) => rulerCard(code, code === rulerCode))));
}

function rulerCard(code, checked) {
  const r = rulerByCode(code);
  return h("button", {
    class: `ruler-card${checked ? " on" : ""}`, role: "radio", "aria-checked": String(checked),
    dataset: { rulerPick: code },
  },
  h("b", {}, pick(r.name), h("small", {}, ` ${r.code}`)),
  h("span", { class: "stat-line" },
    h("span", {}, `LIFE ${r.life}`), h("span", {}, `ATK ${r.atk}`), h("span", {}, `STK ${r.stk}`)),
  h("span", { class: "family" }, t(`family_${r.family}`)),
  h("small", {}, familyText(r)));
}

export function familyText(r) {
  return t(`family_${r.family}_text`, { ...r, max_level_total: r.deck_rules?.max_level_total });
}

function levelSheet(lv) {
  const ids = [...new Set([...Object.keys(lv.listed || {}), ...Object.keys(lv.deck)])];
  const listed = !!lv.listed;
  const printed = lv.printed;
  return h("details", { class: "panel level-sheet", open: true },
    h("summary", {}, t("level_sheet"), h("small", {}, " · ", t("sheet_summary", {
      cards: lv.totals.cards, level: lv.totals.level_total, cnt: lv.totals.cnt,
    }))),
    h("table", { class: "deck-table" },
      h("thead", {}, h("tr", {},
        h("th", {}, t("col_card")), h("th", {}, t("lv")), h("th", {}, "ATK/HP/STK"),
        listed ? h("th", { class: "num" }, t("col_listed")) : null,
        h("th", { class: "num" }, t("col_played")))),
      h("tbody", {}, ids.map((id) => deckRow(id, lv, listed)))),
    h("p", { class: "muted sheet-note" }, t("col_played_note"), listed ? [" ", t("col_listed_note")] : null),
    h("table", { class: "totals-table" },
      h("thead", {}, h("tr", {}, h("td", {}), h("th", { class: "num" }, t("col_printed")), h("th", { class: "num" }, t("col_engine")))),
      h("tbody", {},
        listed ? totalRow(t("total_listed"), printed.listed, lv.totals.cards) : null,
        totalRow(t("total_cards"), printed.cards, lv.totals.cards),
        totalRow(t("total_level"), printed.level_total, lv.totals.level_total),
        totalRow(t("total_cnt"), printed.cnt, lv.totals.cnt))),
    h("p", { class: "muted totals-note" }, t("col_printed_note")),
    lv.rules.length ? [h("h4", {}, t("special_rules")), ruleList(lv)] : null,
    lv.resolution ? [h("h4", {}, t("resolution")), h("p", { class: "resolution" }, pick(lv.resolution))] : null);
}

// The daily challenge's level and ruler, which the day chose, and what they mean: the player
// may meet either for the first time here.
export function dailyNote(snap) {
  const lv = level(snap.options.l);
  const r = rulerByCode(snap.options.r);
  return h("p", { class: "daily-note", id: "daily-note" },
    t("gr_daily_level", { n: lv.level, total: levels().length, name: pick(lv.name), hp: lv.hp, atk: lv.atk }), " ",
    t(`gr_daily_ruler_${r.family}`, { ruler: pick(r.name), n: r.drives_per_turn }));
}

// A level's special rules, each naming the card it is about (the engine's rule_cards).
export function ruleList(lv) {
  return h("ul", { class: "rule-list" },
    lv.rules.map((code) => h("li", {}, t(`rule_${code}`, { card: cardName(lv.rule_cards[code]) }))));
}

function deckRow(id, lv, listed) {
  const def = card(id);
  const played = lv.deck[id] || 0;
  const sheet = lv.listed?.[id] || 0;
  return h("tr", { class: listed && played !== sheet ? "differs" : "" },
    h("td", {}, h("button", { class: "link", dataset: { card: id } }, pick(def.name)),
      def.text?.en?.some((line) => line.when === "cnt") && !def.cnt_ignored ? h("span", { class: "chip cnt" }, "CNT") : null),
    h("td", { class: "num" }, def.level),
    h("td", {}, def.kind === "unit" ? `${def.atk}/${def.hp}/${def.stk}` : t(`kind_${def.kind}`)),
    listed ? h("td", { class: "num sheet-count" }, sheet) : null,
    h("td", { class: "num sheet-count" }, played));
}

function totalRow(label, printed, engine) {
  return h("tr", { class: printed !== engine ? "differs" : "" },
    h("th", {}, label), h("td", { class: "num" }, printed), h("td", { class: "num" }, engine));
}

// --- the result card ------------------------------------------------------------------------

export function levelResult(snap, entries, cleared) {
  const won = snap.result === 0;
  const lv = snap.options.l;
  const reason = entries.findLast((entry) => entry.ev.e === "lose");
  return resultCard({
    winner: snap.result,
    tone: won ? "won" : "lost",
    kicker: t("result_line", { n: lv, name: levelName(lv), ruler: pick(rulerByCode(snap.options.r)?.name) }),
    title: won ? t("win_title") : t("lose_title"),
    body: [
      reason ? h("p", {}, loseText(reason.ev)) : null,
      h("p", { class: "muted" }, lengthOf(snap.length)),
      h("ol", { class: "pips", "aria-label": t("cleared_count", { n: cleared.length }) },
        levels().map((x) => h("li", { class: `${cleared.includes(x.level) ? "done" : ""}${x.level === lv ? " here" : ""}` }, x.level))),
      h("p", { class: "muted" }, t("cleared_count", { n: cleared.length })),
    ],
    actions: [
      { result: "again", label: t("again"), primary: true },
      level(lv + 1) && isOpen(lv + 1) ? { result: "next", label: t("next_level"), primary: won } : null,
    ].filter(Boolean),
  });
}

// A finished game in words (see web/outcome.js): the level, the turns, the life left.
export function grOutcome(o, snap) {
  const level = o.score?.level ?? snap.options.l;
  const length = lengthOf(o.length);
  if (o.result !== 0) {
    return { tone: "lost", title: t("gr_out_lost", { level }), detail: length, headline: t("gr_head_lost", { level, length }) };
  }
  const left = o.score ? t("life_left", { n: o.score.life }) : "";
  return {
    tone: "won", title: t("gr_out_won", { level }), detail: detailOf(length, left),
    headline: t("gr_head_won", { level, length, left }),
  };
}
