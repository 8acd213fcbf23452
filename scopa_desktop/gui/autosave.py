"""The local game kept on disk as it is played, by its one writer: the match at the table,
saved after every change to it (the file ``saved_game`` reads and writes), and the last
match played to its end, kept beside it in ``last-match.json`` once the next one has begun,
so that Game > Review last match shows it after Play again and after a restart too.

A save that fails is told once (``failed``): every move saves, and a disk that keeps
refusing was told, and said aloud, after each of them.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..engine import Match
from .reasons import file_reason
from .saved_game import SavedGame, last_match_path, save_game


class Autosave(QObject):
    """Where the local game is kept (``path``; None: nowhere), and the last match it saw end."""

    failed = Signal(str)  # why the match at the table could not be saved, in the player's words

    def __init__(self, path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        # The last match played to its end before the one at the table: still reviewable after Play again.
        self._last_finished: Match | None = None
        # What the last save that failed told the player, until a save succeeds.
        self._failure: str | None = None

    @property
    def last_finished(self) -> Match | None:
        """The last match played to its end before the one at the table, if any."""
        return self._last_finished

    def recall_last_finished(self, match: Match) -> None:
        """``match``, kept from a session before, is the last one played to its end until another ends."""
        self._last_finished = match

    def keep_finished(self, game: SavedGame) -> None:
        """``game``'s match, just ended, kept on disk as it leaves the table (the saved game holds the next one
        from now on), for a review after a restart.  Only a review is lost if it cannot be written, and
        the saved game's own notice says what is wrong with the disk."""
        self._last_finished = game.match
        if self.path is None:
            return
        with contextlib.suppress(OSError):
            save_game(game, last_match_path(self.path))

    def save(self, game: SavedGame) -> None:
        """``game``, the match at the table as it stands now, saved; ``failed`` says why it could not be."""
        if self.path is None:
            return
        try:
            save_game(game, self.path)
        except OSError as error:
            failure = self.tr("Could not save the game in {path}: {reason}.").format(
                path=self.path, reason=file_reason(error))
            # Told once: every move saves, and a disk that keeps refusing was told (and said aloud) at each.
            if failure != self._failure:
                self._failure = failure
                self.failed.emit(failure)
        else:
            self._failure = None
