"""Esc closes a window whose table nobody plays on (Review, Watch a match): the table
takes Esc for itself (it cancels a selection), so the window would never see it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget


class _EscapeCloses(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            self._window.close()
            return True
        return False


def close_on_escape(window: QWidget, table: QWidget) -> None:
    """Esc pressed anywhere in ``window``, the read-only ``table`` included, closes it."""
    table.installEventFilter(_EscapeCloses(window))
