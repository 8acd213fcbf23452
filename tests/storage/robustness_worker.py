"""A process for test_robustness_processes.py to start, kill and race:

* ``loop FOLDER``: save the game and count a match, over and over, printing the
  number of rounds of both done after each (until killed);
* ``once FOLDER``: one of those, as the next start of the app would;
* ``count FOLDER N``: count N matches in the statistics.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.saved_game import SavedGame, save_game
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore

SAVE = "saved-game.json"
STATISTICS = "statistics.sqlite3"


def save_and_count(folder: Path, store: StatisticsStore, match: Match, number: int) -> None:
    """One move further (or the next round), saved; and one more match counted."""
    if not match.round_over():
        match.apply_move(match.legal_moves()[0])
    elif not match.is_over():
        match.start_next_round()
    save_game(SavedGame(match, 11, [None, "easy"]), folder / SAVE)
    store.record(MatchResult("vs easy, to 11", won=number % 2 == 0, rounds=1, points=number % 7))


def main(argv: list[str]) -> int:
    mode, folder = argv[0], Path(argv[1])
    store = StatisticsStore(folder / STATISTICS)
    match = Match(Rules(), seed=11)
    if mode == "count":
        for number in range(int(argv[2])):
            store.record(MatchResult("vs hard, to 11", won=number % 3 == 0))
        return 0
    for number in itertools.count(1):
        if match.is_over():
            match = Match(Rules(), seed=11)
        save_and_count(folder, store, match, number)
        print(number, flush=True)
        if mode == "once":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
