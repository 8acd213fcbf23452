"""AI moves computed off the GUI thread.

The searches run in a ``JobRunner`` thread that lives as long as the window.
Every request is tagged with a token; the controller ignores a result whose
token is no longer current (a new game, a closed window), and cancelling lets
a long search stop early.  A minimum delay keeps the opponents' pace human.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from ..ai import Player
from ..engine import Move, SeatView
from .background import JobRunner


class AiRunner(QObject):
    """Asks the AI thread for moves and hands them back on the GUI thread, no sooner
    than ``min_delay_ms`` after the request."""

    moveReady = Signal(int, object)  # token, Move

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = JobRunner("scopa-ai", self)
        self._jobs.done.connect(self._on_finished)
        self._started_at: dict[int, float] = {}
        self._delays: dict[int, int] = {}

    @property
    def worker_thread(self) -> QThread:
        return self._jobs.worker_thread

    def request(self, token: int, player: Player, view: SeatView, min_delay_ms: int = 0) -> None:
        """Think about ``view`` for ``player``; ``moveReady(token, move)`` follows."""
        self._started_at[token] = time.monotonic()
        self._delays[token] = min_delay_ms
        self._jobs.run(token, lambda cancel: player.choose(view, cancel))

    def cancel(self) -> None:
        """Stop the search under way; its result, if any, is dropped."""
        self._jobs.cancel()
        self._started_at.clear()
        self._delays.clear()

    def shutdown(self) -> None:
        """Cancel, then stop the thread and wait for it: never terminate a thread."""
        self.cancel()
        self._jobs.shutdown()

    @Slot(int, object)
    def _on_finished(self, token: int, move: Move) -> None:
        started = self._started_at.pop(token, None)
        delay = self._delays.pop(token, 0)
        if started is None:
            return  # cancelled meanwhile
        remaining = delay - int((time.monotonic() - started) * 1000)
        if remaining > 0:
            QTimer.singleShot(remaining, self, lambda: self.moveReady.emit(token, move))
        else:
            self.moveReady.emit(token, move)
