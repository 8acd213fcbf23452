"""AI moves computed off the GUI thread.

One QThread runs a worker QObject for the life of the window.  Every request is
tagged with a token; the controller ignores a result whose token is no longer
current (a new game, a closed window), and the request's CancelFlag lets a
long search stop early.  A minimum delay keeps the opponents' pace human.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from ..ai import CancelFlag, Cancelled, Player
from ..engine import Move, SeatView


class _Worker(QObject):
    """Lives in the AI thread; thinks about one request at a time."""

    finished = Signal(int, object)  # token, Move

    @Slot(int, object, object, object)
    def think(self, token: int, player: Player, view: SeatView, cancel: CancelFlag) -> None:
        if cancel.is_set():
            return
        try:
            move = player.choose(view, cancel)
        except Cancelled:
            return
        if not cancel.is_set():
            self.finished.emit(token, move)


class AiRunner(QObject):
    """Asks the worker for moves and hands them back on the GUI thread, no sooner
    than ``min_delay_ms`` after the request."""

    moveReady = Signal(int, object)  # token, Move
    _request = Signal(int, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("scopa-ai")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.finished.connect(self._on_finished)
        self._thread.finished.connect(self._worker.deleteLater)
        self._cancel = CancelFlag()
        self._started_at: dict[int, float] = {}
        self._delays: dict[int, int] = {}
        self._thread.start()
        app = QCoreApplication.instance()
        if app is not None:  # a safety net: the window's close normally stops the thread first
            app.aboutToQuit.connect(self.shutdown)

    @property
    def thread(self) -> QThread:
        return self._thread

    def request(self, token: int, player: Player, view: SeatView, min_delay_ms: int = 0) -> None:
        """Think about ``view`` for ``player``; ``moveReady(token, move)`` follows."""
        self._cancel = CancelFlag()
        self._started_at[token] = time.monotonic()
        self._delays[token] = min_delay_ms
        self._request.emit(token, player, view, self._cancel)

    def cancel(self) -> None:
        """Stop the search under way; its result, if any, is dropped."""
        self._cancel.cancel()
        self._started_at.clear()
        self._delays.clear()

    def shutdown(self) -> None:
        """Cancel, then stop the thread and wait for it: never terminate a thread."""
        self.cancel()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

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
