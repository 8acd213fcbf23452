"""The side panel's contents, scrolled up and down when the window is lower than all of them
(six sides' scores, the coach's note and Hint above Undo on a netbook), never sideways: they are
laid out in the panel's width, as they were before they could scroll."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class SideScroll(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sideScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.content = QWidget()
        self.setWidget(self.content)
        self.viewport().setAutoFillBackground(False)  # the panel's own colour shows through
        self.content.setAutoFillBackground(False)
        self.viewport().installEventFilter(self)
        # What a screen reader calls the area: the networked table's words for its scrolling score.
        self.setAccessibleName(QCoreApplication.translate("ScrollingScore", "Score"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The contents take the viewport's width, whatever their least width."""
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.content.setFixedWidth(self.viewport().width())
        return False
