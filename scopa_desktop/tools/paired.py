"""Two versions of a player against the same opponent, deck by deck: ``python -m scopa_desktop.tools.paired``.

Reads two tournaments' results files played on the same decks (the same
``--seed``), for example today's hard against easy and a changed hard against
easy, and prints, over the decks both hold, how much more the first file's side A
made a deal than the second's: the whole margin and each scoring category, each
with a 95% interval over decks (normal approximation of the paired differences,
as the tournament's own interval).  The luck of the deal is the same on both sides
of each difference, so far fewer decks settle it than two separate means would
need.  Prints JSON.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .ceiling import FIGURES, pair_means
from .tournament import mean_ci


def paired_difference(first: dict[int, list[float]], second: dict[int, list[float]]) -> dict[str, Any]:
    """By figure, the mean over the decks both hold of ``first``'s value less ``second``'s, with its interval."""
    decks = sorted(first.keys() & second.keys())
    found: dict[str, Any] = {"decks": len(decks)}
    if len(decks) < 2:
        return found
    for index, name in enumerate(FIGURES):
        found[name] = mean_ci([first[deck][index] - second[deck][index] for deck in decks])
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_desktop.tools.paired", description=__doc__.split("\n")[0])
    parser.add_argument("first", type=Path, help="results file: the changed player (A) against the opponent")
    parser.add_argument("second", type=Path, help="results file: the player of before (A) against the same opponent")
    args = parser.parse_args(argv)
    print(json.dumps(paired_difference(pair_means(args.first), pair_means(args.second))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
