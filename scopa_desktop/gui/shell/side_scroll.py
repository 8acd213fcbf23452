"""The side panel's contents, scrolled up and down when the window is lower than all of them
(six sides' scores, the coach's note and Hint above Undo on a netbook), never sideways: they are
laid out in the panel's width, as they were before they could scroll."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..vertical_scroll import VerticalScroll


class SideScroll(VerticalScroll):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kept: QWidget | None = None  # before setWidget, which filters the contents' events here
        self.setObjectName("sideScroll")
        self.content = QWidget()
        self.content_layout = QVBoxLayout(self.content)
        self.content_layout.setContentsMargins(0, 0, 0, 0)
        self.setWidget(self.content)
        self.content.setAutoFillBackground(False)  # the panel's own colour shows through
        self.viewport().installEventFilter(self)
        # What a screen reader calls the area: the networked table's words for its scrolling score.
        self.setAccessibleName(QCoreApplication.translate("ScrollingScore", "Score"))

    def keep_in_view(self, widget: QWidget) -> None:
        """``widget`` scrolled into view whenever it shows or moves, without the player scrolling:
        the guide's note, at the foot of the panel, is what the player is meant to read now."""
        self._kept = widget
        widget.installEventFilter(self)

    def _show_kept(self) -> None:
        if self._kept is not None and self._kept.isVisible():
            self.ensureWidgetVisible(self._kept, 0, 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The contents take the viewport's width, whatever their least width."""
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.content.setFixedWidth(self.viewport().width())
        elif watched is self._kept and event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize):
            # Once the contents are laid out around it: the scroll bar's range follows their size.
            QTimer.singleShot(0, self._show_kept)
        return False
