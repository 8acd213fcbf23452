"""The score panel at the side of a networked table, scrolling when the screen is too low for
it: at a table of six (three pairs, or each alone: a line a side) on a 600-px netbook the panel
is taller than the room the lobby, the logs and the chat leave it, and none of those may go."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize
from PySide6.QtWidgets import QWidget

from ..vertical_scroll import VerticalScroll

# The least height the score keeps: its title and the first side's total at least.
LEAST_HEIGHT = 96


class ScrollingScore(VerticalScroll):
    """Holds ``panel``: as tall as the panel where there is room, scrolling where there is not."""

    def __init__(self, panel: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.setWidget(panel)
        self.viewport().installEventFilter(self)
        #: What a screen reader calls the area the score panel scrolls in, at a networked table's side.
        self.setAccessibleName(self.tr("Score"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.LayoutRequest:
            # The panel's size hints changed (it is built anew for each match): the side's layout
            # asks again how tall and wide the score is, and the area lays the panel out anew.
            self.updateGeometry()
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        return self.panel.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return QSize(self.panel.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width(), LEAST_HEIGHT)
