"""The Dimension of Legend rules page says what the engine does: its decisions are the engine's,
word for word, in every language, and its 先読み section states the app's rule."""

import json
from pathlib import Path

import pytest

from cardtable.dol.rules import DECISIONS

CONTENT = json.loads((Path(__file__).resolve().parents[2] / "web" / "content" / "dol.json")
                     .read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_rules_page_lists_the_engine_decisions(lang):
    """dimension-of-legend.ja.txt ■5-■7 are 《準備中》: every rule the app adds is listed."""
    assert all(decision[lang] for decision in DECISIONS)
    assert CONTENT["decisions"][lang] == [decision[lang] for decision in DECISIONS]
    assert len({decision["id"] for decision in DECISIONS}) == len(DECISIONS)


@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_foresight_section_names_both_moments(lang):
    """dimension-of-legend.ja.txt ■2 【相手ターン】 and ■5 先読み: the page gives the two moments
    at which the opponent may answer."""
    section = next(s for s in CONTENT["rules"][lang] if "先" in s["title"])
    text = " ".join(section["paragraphs"])
    words = {"en": ("resolved", "battle"), "zh": ("结算", "战斗"), "ja": ("解決", "バトル")}[lang]
    assert all(word in text for word in words)
