"""The score panel at the side of a networked table, scrolling when the screen is too low for
it: on a screen lower than a netbook's, or in large type, the panel is taller than the room the
table's code, the logs and the chat leave it, and none of those may go."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize
from PySide6.QtGui import QResizeEvent
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
        """The panel's, as tall as it is at the width it has here: its sides' names wrap in a narrow side
        panel, and a hint for a wider one left it a scroll bar, whose width wrapped them further."""
        hint = self.panel.sizeHint()
        if self.isVisible() and self.panel.hasHeightForWidth():
            hint.setHeight(max(hint.height(), self.panel.heightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the height it asks for follows its width

    def minimumSizeHint(self) -> QSize:
        return QSize(self.panel.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width(), LEAST_HEIGHT)
