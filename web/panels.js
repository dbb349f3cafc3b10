// What the bottom sheet shows: a card large, a pile, the rift or your ruler, the share links,
// the in-game menu. Each function returns a render function for openSheet().
import { actionButton } from "./board.js";
import { card, cardDetail, level, statBlock } from "./cards.js";
import { h } from "./dom.js";
import { pick, t } from "./i18n.js";
import { familyText, ruleList } from "./screens.js";

function actionsBlock(actions, view) {
  if (!actions.length) return null;
  return h("section", { class: "sheet-actions" },
    h("h3", {}, t("legal_plays")),
    actions.map((action) => actionButton(action, view, "wide")));
}

export function cardSheet(id, { unit = null, actions = [], view = null } = {}) {
  return () => ({
    title: t("details"),
    body: [cardDetail(card(id), unit), actionsBlock(actions, view)],
  });
}

const PILE_LABEL = { grave: "grave", damage: "damage_zone", counter: "counter_zone" };

export function pileSheet(side, pile, cards) {
  return () => ({
    title: `${t(PILE_LABEL[pile])} · ${side === 0 ? t("you") : t("invasion")} (${cards.length})`,
    body: cards.length
      ? h("ul", { class: "pile-list" }, cards.slice().reverse().map((entry) => {
        const def = card(entry.id);
        return h("li", {}, h("button", { class: "pile-card", dataset: { card: entry.id } },
          h("span", { class: "hc-level" }, def.level),
          h("b", {}, pick(def.name)),
          def.kind === "unit" ? statBlock(def, null, "small") : h("small", {}, t(`kind_${def.kind}`))));
      }))
      : h("p", { class: "muted" }, t("pile_empty")),
  });
}

export function rulerSheet(rulerDef, view, actions) {
  return () => {
    const me = view.player;
    return {
      title: `${pick(rulerDef.name)} · ${rulerDef.code}`,
      body: [
        h("p", { class: "stat-line big" },
          h("span", {}, t("life_of", { d: me.damage.length, n: me.life })),
          h("span", {}, `ATK ${me.atk}`), h("span", {}, `STK ${me.stk}`)),
        me.rested ? h("p", { class: "tag-rested" }, t("rested")) : null,
        h("h3", {}, t(`family_${rulerDef.family}`)),
        h("p", {}, familyText(rulerDef)),
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
          h("span", {}, t("hp_of", { d: inv.damage.length, n: inv.hp })),
          h("span", {}, `ATK ${inv.atk}`), h("span", {}, `STK ${inv.stk}`),
          inv.pierce ? h("span", { class: "chip kw-pierce" }, t("pierce")) : null),
        h("p", {}, t("deck_hidden", { n: inv.deck })),
        h("p", {}, t("rift_text", { drives: inv.drives })),
        inv.pierce ? h("p", { class: "muted" }, `${t("kw_pierce")}: ${t("kw_pierce_text")}`) : null,
        h("p", { class: "muted" }, t("ruler_text_damage")),
        lv.rules.length ? [h("h3", {}, t("special_rules")), ruleList(lv.rules)] : null,
      ],
    };
  };
}

// --- share links ----------------------------------------------------------------------------

const linkTo = (fragment) => `${location.origin}${location.pathname}#${fragment}`;

async function copyLink(url, input, status) {
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = t("copied");
  } catch {
    input.select();
    status.textContent = t("copy_failed");
  }
}

function linkBlock(titleKey, noteKey, fragment) {
  const url = linkTo(fragment);
  const input = h("input", {
    class: "link-text", readonly: true, value: url, "aria-label": t(titleKey),
    onfocus: (event) => event.target.select(),
  });
  const status = h("p", { class: "copy-status", "aria-live": "polite" });
  return h("section", { class: "link-block" },
    h("h3", {}, t(titleKey)),
    h("p", { class: "muted" }, t(noteKey)),
    input,
    h("div", { class: "row" },
      navigator.share ? h("button", {
        class: "btn primary",
        onclick: () => navigator.share({ title: "Card Table", url }).catch(() => {}),
      }, t("send")) : null,
      h("button", { class: "btn", onclick: () => copyLink(url, input, status) }, t("copy"))),
    status);
}

export function shareSheet(snap) {
  const over = snap.result !== null;
  return () => ({
    title: t("share_title"),
    body: [
      over ? linkBlock("result_link", "result_note", snap.fragment) : null,
      linkBlock("challenge_link", "challenge_note", snap.challenge),
      over ? null : linkBlock("save_link", "save_note", snap.fragment),
    ],
  });
}

export function gameMenuSheet() {
  return () => ({
    title: t("menu"),
    body: h("div", { class: "menu-list" },
      h("button", { class: "btn wide", dataset: { menu: "log" } }, t("log")),
      h("button", { class: "btn wide", dataset: { menu: "rules" } }, t("rules")),
      h("button", { class: "btn wide", dataset: { menu: "share" } }, t("share")),
      h("button", { class: "btn wide", dataset: { menu: "home" } }, t("to_menu"))),
  });
}
