"""A stopwatch hook for the start-up benchmark: with ``SCOPA_DESKTOP_STARTUP_PROBE``
set, the app prints one line when its first window is on screen, then quits.

The benchmark (``build_spec/bench_frozen.py``) times the source and frozen apps
from launch to that line; without the variable nothing is installed.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QWindow

PROBE_VARIABLE = "SCOPA_DESKTOP_STARTUP_PROBE"
PROBE_LINE = "startup-probe: window exposed"


class _FirstExposure(QObject):
    """Watches every event for the first top-level window that becomes visible on screen."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose and isinstance(watched, QWindow) and watched.isExposed():
            print(PROBE_LINE, flush=True)
            app = QCoreApplication.instance()
            assert app is not None  # events are delivered only while the app exists
            app.removeEventFilter(self)
            QTimer.singleShot(0, QCoreApplication.quit)
        return False


def install_startup_probe_if_asked(app: QCoreApplication) -> None:
    if os.environ.get(PROBE_VARIABLE) and sys.stdout is not None:
        app.installEventFilter(_FirstExposure(app))
