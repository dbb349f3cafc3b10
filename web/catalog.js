// A game's catalog as its engine sends it once ({op: "cards", game}): cards with their names
// and text in three languages, the ready-made decks, and the engine's labels; and the words
// every game reads from it the same way.
import { currentLang, pick } from "./i18n.js";

export function catalogOf() {
  let data = { cards: {}, decks: {}, labels: {} };
  const card = (id) => data.cards[id];
  // One of the engine's labels: labels[group][key] in the current language, or the key.
  const label = (group, key) => pick(data.labels[group]?.[key]) || key;
  return {
    set: (next) => {
      data = next;
    },
    labels: () => data.labels,
    card,
    deck: (letter) => data.decks[letter],
    cardName: (id) => (card(id) ? pick(card(id).name) : id),
    label,
    // The card's text lines, each with the engine's label for when it acts.
    textLines: (def) => (def.text?.[currentLang()] || def.text?.en || []).map((line) => ({
      label: label("when", line.when), when: line.when, text: line.text,
    })),
  };
}
