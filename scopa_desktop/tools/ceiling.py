"""Where a level stands between easy and the ceiling (issue 28): ``python -m scopa_desktop.tools.ceiling``.

Reads three tournaments' results files played on the same decks (the same
``--seed``): the perfect side against easy, the level against easy, and the
perfect side against the level.  For the whole margin and each scoring category,
the level's share of the way from easy to perfect is

* ``share``: (level − easy) ÷ (perfect − easy), from the first two files, and
* ``share_from_perfect``: 1 − (perfect − level) ÷ (perfect − easy), from the first and
  the third,

each with a 95% interval by bootstrap over the decks both files hold (a deck's pair
resampled whole, so the same deals stay paired).  Prints JSON.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..ai.coach import CATEGORIES

#: The whole margin, then each category's (``tournament``'s ``by_category``).
FIGURES = ("margin", *CATEGORIES[:-1])  # "other" is always 0 without variants
RESAMPLES = 2000


def pair_means(path: Path) -> dict[int, list[float]]:
    """By pair: the mean a deal of A's margin, then of A's margin in each category (pairs with all points kept)."""
    pairs: dict[int, list[float]] = {}
    lines = path.read_text(encoding="utf-8").split("\n")[1:]
    for line in lines:
        if not line:
            continue
        entry = json.loads(line)
        deals = [(margin, points) for game in entry["games"]
                 for margin, points in zip(game["deal_margins"], game.get("deal_points") or [], strict=False)]
        if not deals or any(points is None for _, points in deals):
            continue
        count = len(deals)
        figures = [sum(margin for margin, _ in deals) / count]
        figures += [sum(points["margins"][i] for _, points in deals) / count for i in range(len(FIGURES) - 1)]
        pairs[entry["pair"]] = figures
    return pairs


def _mean(rows: Sequence[list[float]], index: int) -> float:
    return sum(row[index] for row in rows) / len(rows)


def _ratio(top: Sequence[list[float]], bottom: Sequence[list[float]], index: int, complement: bool) -> float:
    below = _mean(bottom, index)
    value = _mean(top, index) / below if below else float("nan")
    return 1 - value if complement else value


def _share(top: dict[int, list[float]], bottom: dict[int, list[float]], complement: bool,
           rng: random.Random) -> dict[str, Any]:
    """``top`` ÷ ``bottom`` (or 1 less it) by figure over the decks both hold, with bootstrap intervals."""
    decks = sorted(top.keys() & bottom.keys())
    if len(decks) < 2:
        return {"decks": len(decks)}
    draws = [[rng.choice(decks) for _ in decks] for _ in range(RESAMPLES)]
    found: dict[str, Any] = {"decks": len(decks)}
    for index, name in enumerate(FIGURES):
        value = _ratio([top[d] for d in decks], [bottom[d] for d in decks], index, complement)
        spread = sorted(_ratio([top[d] for d in draw], [bottom[d] for d in draw], index, complement)
                        for draw in draws)
        low, high = spread[int(0.025 * RESAMPLES)], spread[int(0.975 * RESAMPLES) - 1]
        found[name] = {"share": round(value, 3), "ci95": [round(low, 3), round(high, 3)]}
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_desktop.tools.ceiling", description=__doc__.split("\n")[0])
    parser.add_argument("--perfect-easy", type=Path, required=True, help="results file: perfect (A) against easy")
    parser.add_argument("--level-easy", type=Path, required=True, help="results file: the level (A) against easy")
    parser.add_argument("--perfect-level", type=Path, help="results file: perfect (A) against the level")
    args = parser.parse_args(argv)
    rng = random.Random(28)
    ceiling = pair_means(args.perfect_easy)
    level = pair_means(args.level_easy)
    report: dict[str, Any] = {"share": _share(level, ceiling, False, rng)}
    if args.perfect_level:
        report["share_from_perfect"] = _share(pair_means(args.perfect_level), ceiling, True, rng)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
