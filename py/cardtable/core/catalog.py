"""What the two-seat games' card catalogs share: the three languages, the form a card's text
takes for the page, and the catalog's shape. Each game words its own lines."""

LANGS = ("ja", "zh", "en")


def text_by_language(lines: list[tuple[str, dict]]) -> dict:
    """A card's text, given as (when, {lang: text}) lines in order, as each language's list of
    {"when", "text"}."""
    return {lang: [{"when": when, "text": text[lang]} for when, text in lines]
            for lang in LANGS}


def catalog_json(cards: dict, card_json, decks: dict, labels: dict) -> dict:
    """The catalog the page asks for at boot: every card, the ready-made decks, and the words
    the UI needs to name things."""
    return {
        "cards": {card_id: card_json(card) for card_id, card in cards.items()},
        "decks": decks,
        "labels": labels,
    }
