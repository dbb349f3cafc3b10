"""Which card levels meet every figure the invasion's level sheets print? A proof by search.

    .venv/bin/python bench/gateruler_levels.py [--most 10] [--cuts 5] [--games 2000]

The rulebook (../shared/rules/gateruler-invasion-rift-solo.zh.txt, 故事&侵略次元断层卡组) prints,
for each level, a deck list, its card count (50), its total level and its CNT count. The card
levels themselves are not public except for the four solo-only cards, so every other invasion
card's level is reconstructed. This script searches every assignment of integer levels from 0 to
`--most` to the reconstructed cards and keeps those that meet:
- levels 1-4: the printed total level of the printed list (50 cards each);
- levels 5 and 6, which list 56 and 52 cards: some 50-card deck cut from the list that has the
  printed total level (94, 90) and the printed CNT count (16, 18).
It prints how many assignments exist, the levels every one of them shares (forced), and checks
that the card data's levels and its decks for levels 5 and 6 meet every figure. Exit status 1
if the data misses a figure.

`--cuts N` lists, for level 5 or 6, every cut from its longer list that meets the printed figures
with the data's levels, each with how far its deck's mix is from the list's (half the summed
difference of every name's share: 0 is the list's own mix) and, with `--games`, how often the
default bot wins it on the same deals. The deck the data plays is marked: the nearest.
"""

import argparse
import itertools
import sys
from dataclasses import replace

from cardtable.gateruler.cards import ALL_CARDS, INVASION_CARDS, LEVELS
from cardtable.simulate import simulate

DECK_SIZE = 50


def reconstructed() -> list[str]:
    """The invasion cards whose level is not printed anywhere public."""
    return [card_id for card_id, card in INVASION_CARDS.items()
            if card.provenance.get("level", "").startswith("reconstructed")]


def listed(level) -> dict:
    """The printed list: longer than the deck for levels 5 and 6."""
    return level.listed or level.deck


def cut_exists(counts: dict, levels: dict, level) -> bool:
    """Can copies be cut from the list so that 50 remain with the printed total and CNT?"""
    extra = sum(counts.values()) - DECK_SIZE
    level_excess = sum(levels[c] * n for c, n in counts.items()) - level.printed["level_total"]
    cnt_excess = sum(n for c, n in counts.items() if ALL_CARDS[c].has_cnt) - level.printed["cnt"]
    # Reachable (cards cut, CNT cards cut, levels cut) after each name: a small knapsack.
    reachable = {(0, 0, 0)}
    for card_id, count in counts.items():
        cnt = ALL_CARDS[card_id].has_cnt
        reachable = {(k + j, c + j * cnt, s + j * levels[card_id])
                     for k, c, s in reachable for j in range(count + 1)
                     if k + j <= extra}
    return (extra, cnt_excess, level_excess) in reachable


def meets(level, levels: dict) -> bool:
    counts = listed(level)
    if level.listed is None:
        return sum(levels[c] * n for c, n in counts.items()) == level.printed["level_total"]
    return cut_exists(counts, levels, level)


def _sums(weights: list[int], total: int, most: int):
    """Every tuple of levels 0..most with sum(weight * level) == total."""
    if not weights:
        if total == 0:
            yield ()
        return
    for value in range(min(most, total // weights[0]) + 1):
        for rest in _sums(weights[1:], total - weights[0] * value, most):
            yield (value, *rest)


def _extend(level, levels: dict, unknown: set, most: int):
    """Every way to give levels to this sheet's still-unknown cards so that it is met."""
    counts = listed(level)
    new = [c for c in counts if c in unknown and c not in levels]
    if level.listed is None:
        rest = level.printed["level_total"] - sum(levels[c] * n for c, n in counts.items()
                                                  if c not in new)
        choices = _sums([counts[c] for c in new], rest, most) if rest >= 0 else ()
    else:
        choices = itertools.product(range(most + 1), repeat=len(new))
    for values in choices:
        trial = {**levels, **dict(zip(new, values))}
        if meets(level, trial):
            yield trial


def search(most: int) -> list[dict]:
    """Every assignment meeting all six sheets, sheets taken from the most to the least
    constrained so that the search stays small."""
    unknown = set(reconstructed())
    known = {c: card.level for c, card in ALL_CARDS.items() if c not in unknown}
    partial = [known]
    for number in (1, 3, 4, 6, 5, 2):
        partial = [trial for levels in partial
                   for trial in _extend(LEVELS[number], levels, unknown, most)]
    return partial


def data_problems() -> list[str]:
    """Every printed figure the card data misses (an empty list: it meets them all)."""
    levels = {c: card.level for c, card in ALL_CARDS.items()}
    problems = []
    for number, level in LEVELS.items():
        deck = level.deck
        figures = {"cards": sum(deck.values()),
                   "level_total": sum(levels[c] * n for c, n in deck.items()),
                   "cnt": sum(n for c, n in deck.items() if ALL_CARDS[c].has_cnt)}
        for figure, value in figures.items():
            if value != level.printed[figure]:
                problems.append(f"level {number}: {figure} {value}, printed "
                                f"{level.printed[figure]}")
        if level.listed and any(n > level.listed.get(c, 0) for c, n in deck.items()):
            problems.append(f"level {number}: the deck holds copies its sheet does not list")
    return problems


def every_cut(level) -> list[dict]:
    """Every way to cut the list to 50 cards with the printed total level and CNT count, with
    the data's card levels: {card: copies cut}."""
    names = sorted(level.listed)
    found = []

    def cut_from(i: int, left: int, cut: dict) -> None:
        if i == len(names):
            deck = {c: level.listed[c] - cut.get(c, 0) for c in names}
            if left == 0 and _figures(deck) == (level.printed["level_total"], level.printed["cnt"]):
                found.append({c: n for c, n in cut.items() if n})
            return
        for j in range(min(left, level.listed[names[i]]) + 1):
            cut_from(i + 1, left - j, {**cut, names[i]: j})

    cut_from(0, sum(level.listed.values()) - DECK_SIZE, {})
    return found


def _figures(deck: dict) -> tuple[int, int]:
    return (sum(ALL_CARDS[c].level * n for c, n in deck.items()),
            sum(n for c, n in deck.items() if ALL_CARDS[c].has_cnt))


def distance(level, cut: dict) -> float:
    """How far the cut deck's mix is from the list's: half the summed difference of each
    name's share (the total variation distance)."""
    listed = sum(level.listed.values())
    return sum(abs((n - cut.get(c, 0)) / DECK_SIZE - n / listed)
               for c, n in level.listed.items()) / 2


def _win_rate(number: int, deck: dict, games: int) -> float:
    """The default bot's win rate at the level played with `deck` instead of its own."""
    LEVELS[number] = replace(original := LEVELS[number], deck=deck)
    try:
        report = simulate("gateruler", {"l": number}, ("default", "default"), games, 1)
    finally:
        LEVELS[number] = original
    return report["wins"] / report["games"]


def show_cuts(number: int, games: int) -> None:
    level = LEVELS[number]
    cuts = sorted(every_cut(level), key=lambda cut: distance(level, cut))
    print(f"Level {number}: {len(cuts)} cuts meet every printed figure, nearest the list first.")
    print("| cut | distance | default bot wins |" if games else "| cut | distance |")
    print("|---|---|---|" if games else "|---|---|")
    for cut in cuts:
        deck = {c: n - cut.get(c, 0) for c, n in level.listed.items()}
        named = ", ".join(f"{n} {ALL_CARDS[c].name['en']}" for c, n in sorted(cut.items()))
        played = " (played)" if {c: n for c, n in deck.items() if n} == level.deck else ""
        rate = f" {100 * _win_rate(number, {c: n for c, n in deck.items() if n}, games):.1f} % |" \
            if games else ""
        print(f"| {named}{played} | {distance(level, cut):.3f} |{rate}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--most", type=int, default=10, help="the highest level tried")
    parser.add_argument("--cuts", type=int, choices=(5, 6), help="list a level's possible cuts")
    parser.add_argument("--games", type=int, default=0, help="deals to play each cut on")
    args = parser.parse_args()
    if args.cuts:
        show_cuts(args.cuts, args.games)
        return
    found = search(args.most)
    names = {c: ALL_CARDS[c].name["zh"] for c in reconstructed()}
    print(f"{len(found)} assignments of levels 0-{args.most} meet every printed figure.")
    for card_id, name in names.items():
        values = sorted({levels[card_id] for levels in found})
        print(f"  {card_id} {name}: " + ("forced " if len(values) == 1 else "") + str(values))
    problems = data_problems()
    print("The card data meets every figure." if not problems else "\n".join(problems))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
