"""What every part of ``gui_bench`` measures with: the application as the game sets it up, and a
heartbeat on the GUI thread whose late beats say how long the window could not answer."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported inside each part, after the clock starts
    from PySide6.QtWidgets import QApplication

HEARTBEAT_MS = 10


def bench_app() -> QApplication:
    """The application, with the interpreter's thread switching the game's own."""
    from PySide6.QtWidgets import QApplication

    from ..desktop.app import ORGANIZATION, SWITCH_INTERVAL_S

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName("Scopa Desktop bench")
    return app


class Heartbeat:
    """A HEARTBEAT_MS QTimer on the GUI thread from now until ``stop``, which says the longest gap
    between two of its beats, less its interval: the longest the GUI thread was busy at a stretch.
    ``late_ms`` holds how late each beat came (its gap less the interval)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setInterval(HEARTBEAT_MS)
        self._timer.timeout.connect(self._beat)
        self._last_ms = 0.0
        self.late_ms: list[float] = []
        self._clock.start()
        self._timer.start()

    def _beat(self) -> None:
        now = self._clock.nsecsElapsed() / 1e6
        self.late_ms.append(now - self._last_ms - HEARTBEAT_MS)
        self._last_ms = now

    def stop(self) -> float:
        self._timer.stop()
        return round(max(self.late_ms, default=0.0), 1)
