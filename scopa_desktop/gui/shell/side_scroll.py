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
        self._kept: list[QWidget] = []  # before setWidget, which filters the contents' events here
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
        """``widget`` scrolled into view whenever it shows, moves or changes size, without the player
        scrolling: the guide's note and the coach's, what the player is meant to read now.  Of two
        showing at once, the one given first wins."""
        self._kept.append(widget)
        widget.installEventFilter(self)

    def show_kept_soon(self) -> None:
        """Scroll to the first widget kept in view that shows, once the contents are laid out around it
        (the scroll bar's range follows their size): for a note whose words change, not its height."""
        QTimer.singleShot(0, self, self._show_kept)

    def _show_kept(self) -> None:
        for widget in self._kept:
            if widget.isVisible():
                self.ensureWidgetVisible(widget, 0, 0)
                return

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The contents take the viewport's width, whatever their least width."""
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.content.setFixedWidth(self.viewport().width())
        elif watched in self._kept and event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize):
            self.show_kept_soon()
        return False
