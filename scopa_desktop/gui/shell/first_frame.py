"""What stands where the table will be in the window's first frame: the felt alone.

The app paints its window (menus, side panel, status bar and this felt) before it
imports the engine, the decks and the table, and sets up the match just after that
first paint, as KPat shows its felt before it deals.  See BENCHMARKS.md, start-up.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...skins.felts import paint_felt
from ..screen_fit import TABLE_MINIMUM


class BareFelt(QWidget):
    """The felt ``felt_id``, lit as the table lights it before its first layout."""

    def __init__(self, felt_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.felt_id = felt_id
        self.setMinimumSize(TABLE_MINIMUM)  # the table's own: the window's size does not change when it comes

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(event.rect()), self.felt_id, QRectF(self.rect()))
        painter.end()
