"""What stands where the table will be in the window's first frame: the felt alone.

The app paints its window (menus, side panel, status bar and this felt) before it
imports the engine, the decks and the table, and sets up the match just after that
first paint, as KPat shows its felt before it deals.  See BENCHMARKS.md, start-up.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...skins.felts import paint_felt
from ..screen_fit import TABLE_MINIMUM


class BareFelt(QWidget):
    """The felt ``felt_id``, lit as the table lights it before its first layout; under High contrast
    the table's black cloth (``table.contrast.FELT``, not imported before the first paint), so a
    player who needs it never sees the green flash first."""

    def __init__(self, felt_id: str, high_contrast: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.felt_id = felt_id
        self.high_contrast = high_contrast
        self.setMinimumSize(TABLE_MINIMUM)  # the table's own: the window's size does not change when it comes

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self.high_contrast:
            painter.fillRect(event.rect(), QColor(0, 0, 0))  # not Qt.black: Qt's enums cost 16 ms to load
        else:
            paint_felt(painter, QRectF(event.rect()), self.felt_id, QRectF(self.rect()))
        painter.end()
