"""The player's statistics, as the main window keeps them: the database (beside the saved
game unless the window was given a path), opened at its first use or just after the
window's first paint (making a new one takes about 20 ms); each match counted as it
ends, one left unfinished as lost; the player's rating read from them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..app_data import default_save_path

if TYPE_CHECKING:  # sqlite3 and the rating are imported at first use, after the first paint
    from ...ai.rating import PlayerRating
    from ...storage.statistics_db import StatisticsStore
    from .main_window import MainWindow


class MatchStatistics:
    def __init__(self, window: MainWindow, path: Path | None = None) -> None:
        self.window = window
        self._path = path
        self._store: StatisticsStore | None = None

    def database(self) -> StatisticsStore:
        """The database, opened now if it is not yet; what was set aside on the way is said then."""
        if self._store is None:
            from ..statistics import FILE_NAME, open_statistics

            path = self._path
            if path is None:
                path = (self.window.controller.autosave.path or default_save_path()).with_name(FILE_NAME)
            self._store, notices = open_statistics(path, self.window.settings)
            if notices:
                self.window.show_notice(" ".join(notices))
        return self._store

    def rating(self) -> PlayerRating | None:
        """The player's rating from their statistics; None when those cannot be read."""
        from ...ai.rating import estimate
        from ...storage.statistics_errors import StatisticsError
        from ..statistics import player_duels

        try:
            return estimate(player_duels(self.database()))
        except StatisticsError:
            return None

    def count_match(self, winner: int | None) -> None:
        """Count the match just ended; ``None``: abandoned, so lost."""
        from ...storage.statistics_errors import StatisticsError
        from ..statistics import match_result, statistics_failure

        window = self.window
        controller = window.controller
        if not controller.in_match() or window.guided_deal.active:  # the guided deal is a lesson, not a match
            return
        levels = [level for level in controller.levels if level is not None]
        try:
            self.database().record(match_result(controller.rules, controller.round_scores(), levels,
                                           controller.human_seat, winner, controller.assisted))
        except StatisticsError as error:
            window.show_notice(statistics_failure(error), 8000)
