"""The Dimension of Legend rules page and the README say what the engine and the card data do:
the departures and decisions are the engine's, word for word, in every language; the 先読み
section names the moments the engine really opens; the numbers the page and the README give
about the card set are the data's.

Rulebook: ../shared/rules/dimension-of-legend.ja.txt.
"""

import json
import re
from pathlib import Path

import pytest

from cardtable.carddata import load
from cardtable.dol import GAME
from cardtable.dol.cards import CARDS, DECKS
from cardtable.dol.rules import DECISIONS, DEPARTURES
from cardtable.dol.state import AFTER_PLAY, BATTLE_DECLARED
from positions import random_position

ROOT = Path(__file__).resolve().parents[2]
CONTENT = json.loads((ROOT / "web" / "content" / "dol.json").read_text(encoding="utf-8"))
README = (ROOT / "README.md").read_text(encoding="utf-8")
LANGS = ("en", "zh", "ja")
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}

FORESIGHT = [card for card in CARDS.values() if card.foresight]
IN_DECKS = {card_id for deck in DECKS.values() for card_id in deck.cards}
FORESIGHT_IN_DECKS = [card for card in FORESIGHT if card.id in IN_DECKS]


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_lists_the_engine_departures_and_decisions(lang):
    """The rulebook's ■5-■7 are 《準備中》 and the engine departs from it in places: every
    departure and every decision of cardtable.dol.rules is on the page, under its own heading,
    in the engine's words; no id is both."""
    for key, rulings in (("departures", DEPARTURES), ("decisions", DECISIONS)):
        assert all(ruling[lang] for ruling in rulings)
        assert CONTENT[key][lang] == [ruling[lang] for ruling in rulings]
    ids = [ruling["id"] for ruling in DEPARTURES + DECISIONS]
    assert len(set(ids)) == len(ids)


# The words by which the page's 先読み section names each moment the engine opens a window at.
MOMENT_WORDS = {
    AFTER_PLAY: {"en": "plays from the hand has resolved", "zh": "从手牌发动的每张卡结算完毕之后",
                 "ja": "手札から発動したカードが解決した直後"},
    BATTLE_DECLARED: {"en": "when they declare a battle", "zh": "对手宣言战斗",
                      "ja": "バトルを宣言して"},
}


def window_moments() -> set:
    """Every moment at which a 先読み window opened in random games."""
    moments = set()
    for seed in range(30):
        state = random_position(GAME, seed, 400)
        moments |= {entry["moment"] for entry in state.log if entry["e"] == "window"}
    return moments


def test_the_engine_opens_windows_at_the_two_moments_only():
    """Rulebook ■2 【相手ターン】 (先読み能力を持っているカード…しか使用できません) and ■5
    《準備中》: the moments at which random games opened a 先読み window are exactly those the
    rules page names."""
    assert window_moments() == set(MOMENT_WORDS)


@pytest.mark.parametrize("lang", LANGS)
def test_foresight_section_names_the_engines_moments(lang):
    """The page's 先読み section names each moment of MOMENT_WORDS in so many words."""
    section = next(s for s in CONTENT["rules"][lang] if s["title"] in ("Foresight", "先读", "先読み"))
    text = " ".join(section["paragraphs"])
    for moment, words in MOMENT_WORDS.items():
        assert words[lang] in text, moment


def readme_section() -> str:
    """The README's section on DoL's cards, up to the next heading."""
    section = README[README.index("## Dimension of Legend: cards"):]
    return section[:section.index("\n## ")]


def card_set_section(lang: str) -> list[str]:
    section = next(s for s in CONTENT["rules"][lang] if s["title"] in (
        "The card set", "卡池", "カードセット"))
    return section["paragraphs"]


def card_set_paragraph(lang: str) -> str:
    return card_set_section(lang)[0]


# How each language writes "N cards", "N Foresight cards" and "N of them in the decks".
CLAIMS = {
    "en": (r"original set of (\d+) cards", r"(\w+) Foresight cards", r"\((\w+) of them in the"),
    "zh": (r"原创的(\d+)张卡", r"(\d+)张先读卡", r"其中(\d+)张在现成卡组"),
    "ja": (r"オリジナルの(\d+)種のカード", r"(\d+)種の先読みカード", r"うち(\d+)種は用意された"),
}


def number(pattern: str, text: str) -> int:
    found = re.search(pattern, text)
    assert found, pattern
    word = found.group(1)
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_counts_the_card_set_right(lang):
    """The card-set section's numbers are the data's: how many cards, how many 先読み cards,
    how many of those the ready-made decks hold, and the name of each one they do not."""
    text = card_set_paragraph(lang)
    cards, foresight, in_decks = CLAIMS[lang]
    assert number(cards, text) == len(CARDS)
    assert number(foresight, text) == len(FORESIGHT)
    assert number(in_decks, text) == len(FORESIGHT_IN_DECKS)
    assert all(card.name[lang] in text for card in FORESIGHT if card.id not in IN_DECKS)


# How each language writes a changed value beside the one it replaced.
NOW_AND_WAS = {"en": "{now} (was {was})", "zh": "{now}（原为{was}）", "ja": "{now}（以前は{was}）"}
REVISED = [raw for raw in load("dol", "cards")["cards"] if raw.get("revisions")]


def assert_names_every_changed_card(text: str, lang: str, name_lang: str) -> None:
    """`text` names every card whose data has a revision (in `name_lang`), with each changed
    field's value now and before (as `lang` writes them)."""
    assert REVISED
    for raw in REVISED:
        assert raw["name"][name_lang] in text
        for revision in raw["revisions"]:
            for field, was in revision["was"].items():
                assert NOW_AND_WAS[lang].format(now=raw[field], was=was) in text, raw["id"]


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_names_every_changed_card_with_its_old_and_new_values(lang):
    """A rebalance changes the cards under a player's hands: the card-set section says which,
    and how."""
    assert_names_every_changed_card(" ".join(card_set_section(lang)), lang, lang)


def test_readme_names_every_changed_card_with_its_old_and_new_values():
    assert_names_every_changed_card(" ".join(readme_section().split()), "en", "ja")


def test_readme_counts_the_card_set_and_the_rulings_right():
    """The README's DoL numbers are the data's and the engine's: cards, 先読み cards, those in
    the ready-made decks, and how many decisions and departures the rules page lists."""
    assert number(r"\| Dimension of Legend \|[^\n]* original (\d+)-card set", README) == len(
        CARDS)
    section = readme_section()
    assert number(r"original set of (\d+) cards", section) == len(CARDS)
    assert number(r"(\w+) 先読み\s+cards", section) == len(FORESIGHT)
    assert number(r"\((\w+) in the ready-made decks", section) == len(FORESIGHT_IN_DECKS)
    assert all(card.name["ja"] in section for card in FORESIGHT if card.id not in IN_DECKS)
    assert number(r"and (\d+) more decisions", section) == len(DECISIONS) - 1
    assert number(r"(\d+) departures from what the rulebook", section) == len(DEPARTURES)
