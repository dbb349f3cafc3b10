// A game's catalog as its engine sends it once ({op: "cards", game}): cards with their names
// and text in three languages, the ready-made decks (their letters in order, and the pair a
// table gets when nothing is chosen), the computer's levels and the engine's labels; and the
// words every game reads from it the same way.
import { currentLang, pick } from "./i18n.js";

export function catalogOf() {
  let data = { cards: {}, decks: {}, labels: {}, letters: [], default_decks: "" };
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
    letters: () => data.letters,
    // The ready-made deck a seat is given when no choice of the player's says otherwise.
    defaultDeck: (seat) => data.default_decks[seat],
    // The computer's levels, weakest first, and the one a setup offers until one is chosen.
    levels: () => data.levels || [],
    firstLevel: () => data.first_level,
    // The other ready-made deck: who picks one deck gives the other seat the other.
    otherDeck: (letter) => data.letters.find((x) => x !== letter) ?? letter,
    cardName: (id) => (card(id) ? pick(card(id).name) : id),
    label,
    // The card's text lines, each with the engine's label for when it acts.
    textLines: (def) => (def.text?.[currentLang()] || def.text?.en || []).map((line) => ({
      label: label("when", line.when), when: line.when, text: line.text,
    })),
  };
}
