// Gate Ruler's bottom sheets: a card large, a pile, the rift or your ruler. Each function
// returns a render function for openSheet().
import { h } from "../../dom.js";
import { pick, t } from "../../i18n.js";
import { actionsBlock as block, cardSheetOf, pileSheetOf, unusedLine } from "../../panels.js";
import { actionButton } from "./board.js";
import { card, cardDetail, level, riftLegend, rulerLeft, statBlock, statLegend } from "./cards.js";
import { familyText, ruleList } from "./screens.js";

const actionsBlock = (actions, view) => block(actions.map((action) => actionButton(action, view, "wide")));

// unplayable: the engine's reason a held card has no play now, or a unit of yours no move
// ({why, ...its numbers}), told under the card instead of leaving it without a word.
export function cardSheet(id, { unit = null, actions = [], view = null, unplayable = null } = {}) {
  return cardSheetOf(() => cardDetail(card(id), unit),
    () => actions.map((action) => actionButton(action, view, "wide")),
    () => (unplayable ? t(`why_${unplayable.why}`, unplayable) : ""));
}

const PILE_LABEL = { grave: "grave", damage: "damage_zone", counter: "counter_zone" };

// A pile's cards; the counter zone first says what CNT cards are and why they sit there.
export function pileSheet(side, pile, cards) {
  const sheet = pileSheetOf(() => `${t(PILE_LABEL[pile])} · ${side === 0 ? t("you") : t("invasion")} (${cards.length})`,
    cards, (entry) => {
      const def = card(entry.id);
      return [h("span", { class: "hc-level" }, def.level),
        h("b", {}, pick(def.name)),
        def.kind === "unit" ? statBlock(def, null, "small") : h("small", {}, t(`kind_${def.kind}`))];
    });
  if (pile !== "counter") return sheet;
  return () => {
    const { title, body } = sheet();
    return { title, body: [statLegend(["cnt"]), body] };
  };
}

// What ending the turn would leave unused (unusedPlays), in words for askBeforeEnding: a
// drive zone's cards go to the graveyard at the turn's end, which the player is told too.
export function endTurnAsk(left, drive) {
  return {
    lines: [
      left.units && t("end_unused_attack", { n: left.units }),
      left.ruler && t("end_unused_ruler"),
      unusedLine("end_unused_cards", left.cards),
    ].filter(Boolean),
    note: drive && left.cards.length ? t("end_unused_drive") : "",
  };
}

export function rulerSheet(rulerDef, view, actions) {
  return () => {
    const me = view.player;
    return {
      title: `${pick(rulerDef.name)} · ${rulerDef.code}`,
      body: [
        h("p", { class: "stat-line big" },
          h("span", {}, rulerLeft("life_of", me.life, me.left).text),
          h("span", {}, `ATK ${me.atk}`), h("span", {}, `STK ${me.stk}`)),
        statLegend(["life", "atk", "stk"]),
        me.rested ? h("p", { class: "tag-rested" }, t("rested")) : null,
        h("h3", {}, t(`family_${rulerDef.family}`)),
        h("p", {}, familyText(rulerDef)),
        h("p", { class: "muted family-note" }, t("family_note")),
        h("p", { class: "muted" }, t("ruler_text_damage")),
        actionsBlock(actions, view),
      ],
    };
  };
}

export function riftSheet(view) {
  return () => {
    const inv = view.invasion;
    const lv = level(view.level);
    return {
      title: `${t("rift")} · ${t("level_n", { n: view.level })} ${pick(lv.name)}`,
      body: [
        h("p", { class: "stat-line big" },
          h("span", {}, rulerLeft("hp_of", inv.hp, inv.left).text),
          h("span", {}, `ATK ${inv.atk}`), h("span", {}, `STK ${inv.stk}`),
          inv.pierce ? h("span", { class: "chip kw-pierce" }, t("pierce")) : null),
        riftLegend({ pierce: inv.pierce }),
        h("p", {}, t("deck_hidden", { n: inv.deck })),
        h("p", {}, t("rift_text", { drives: inv.drives })),
        h("p", { class: "muted" }, t("ruler_text_damage")),
        lv.rules.length ? [h("h3", {}, t("special_rules")), ruleList(lv)] : null,
      ],
    };
  };
}
