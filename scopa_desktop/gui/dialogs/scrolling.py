"""A dialog body that scrolls when the screen is too low for it (a 768-px laptop,
a 600-px netbook) and is as tall as its content otherwise."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from ..screen_fit import FRAME, dialog_height_limit
from ..vertical_scroll import VerticalScroll


class ScrollingBody(VerticalScroll):
    """Holds a dialog's fields; its size hint is theirs, up to what the screen allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = QWidget()
        # Never squeezed below what it asks for: where the screen is too low, the body scrolls, rather than
        # a table inside it (the match sheet) shrinking to its least height and scrolling on its own.
        self.content.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.content_layout = QVBoxLayout(self.content)
        self.content_layout.setContentsMargins(0, 0, 0, 0)
        self.setWidget(self.content)
        self.content.setAutoFillBackground(False)  # the dialog's own background shows through
        self.content.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.content and event.type() == QEvent.Type.LayoutRequest:
            # Fields that grow once shown (a box sized to its choices): the dialog's layout keeps the body's
            # hint from before, a pixel narrower than them, their right edge cut, until told it changed.
            self.updateGeometry()
            self._scroll_bar_only_when_needed()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._scroll_bar_only_when_needed()
        super().resizeEvent(event)

    def _scroll_bar_only_when_needed(self) -> None:
        """Qt keeps a scroll bar that came up (the dialog opening smaller) while the words, wrapped beside it,
        need more than the room without it: six sides' count scrolled by a line in a body tall enough for it."""
        room = self.maximumViewportSize()
        needed = self.content.sizeHint().height()  # never squeezed below it (its size policy)
        if self.content.hasHeightForWidth():
            needed = max(needed, self.content.heightForWidth(room.width()))
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if needed <= room.height()
                                        else Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def sizeHint(self) -> QSize:
        wanted = self.content.sizeHint()
        screen = self.screen()
        limit = dialog_height_limit(screen.availableGeometry()) if screen is not None else wanted.height()
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        if wanted.height() <= limit and self.content.hasHeightForWidth():
            width = wanted.width()
            if screen is not None and self.isVisible():
                # A dialog is no wider than the screen's free area: narrower than its content asks, its
                # words wrap to more lines (six sides' count on a netbook scrolled by a line with room to spare).
                sides = self.window().width() - self.contentsRect().width()  # the dialog's margins, the body's frame
                width = min(width, screen.availableGeometry().marginsRemoved(FRAME).width() - sides)
            wanted.setHeight(self._content_height(width, limit))
        return QSize(wanted.width() + (scroll_bar if wanted.height() > limit else 0), min(wanted.height(), limit))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.content.minimumSizeHint().width(), 120)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Now, before the window is mapped: a window manager may give a later resize back the size the
        # window was mapped at (Qt's two thirds of the screen), the body scrolling in a dialog with room
        # to spare (1 open in 3 under openbox).  Not moved: Qt places a dialog over its parent after its
        # fields are shown, at the size it then has, unless it was moved (it stayed in the screen's corner).
        # Again once the rows it shows as it opens are in.
        self.grow_dialog(placed=False)
        QTimer.singleShot(0, self.grow_dialog)

    def _content_height(self, width: int, room: int) -> int:
        """The height the content takes in a body ``width`` wide and at most ``room`` high: its words wrapped
        that wide where they then fit, else beside the scroll bar that comes up (measured beside one always,
        six sides' count stood over a blank band a line or more high); never less than it asks for, below
        which the body scrolls (its size policy), however few lines its words take in a wider body."""
        asked = self.content.sizeHint().height()
        if not self.content.hasHeightForWidth():
            return asked
        height = self.content.heightForWidth(width)
        if height > room:
            height = self.content.heightForWidth(width - self.verticalScrollBar().sizeHint().width())
        return max(asked, height)

    def grow_dialog(self, placed: bool = True) -> None:
        """Qt opens a window at most two thirds of the screen high: a dialog that is taller (and
        fits the screen, as sizeHint sees to) would scroll, its fields squeezed by the scroll bar.
        Also called when fields appear in an open dialog (more seats at a larger table).  A dialog
        ``placed`` on the screen is kept on it."""
        dialog = self.window()
        self.updateGeometry()  # the dialog's layout keeps the hint it had before the fields were styled
        layout = dialog.layout()
        if layout is not None:
            layout.activate()
        wanted = dialog.sizeHint().expandedTo(dialog.size())
        screen = dialog.screen()
        room = screen.availableGeometry().marginsRemoved(FRAME) if screen is not None else None
        if room is not None:  # never wider or taller than the screen's free area
            if self.content.sizeHint().height() > self.sizeHint().height():
                # Too tall for the height DIALOG_CHROME leaves, which keeps more free for the dialog's title
                # bar and buttons than they take: up to the screen's whole free height, it shows more (the
                # match sheet on a netbook), or all, with no blank round it (the rules summary in German).
                chrome = dialog.sizeHint().height() - self.sizeHint().height()
                sides = dialog.width() - self.width()
                width = min(wanted.width(), room.width()) - sides
                wanted.setHeight(min(room.height(), chrome + self._content_height(width, room.height() - chrome)))
            wanted = wanted.boundedTo(room.size()).expandedTo(dialog.minimumSize())
        if dialog is self or wanted == dialog.size():
            return
        dialog.resize(wanted)
        if room is not None and placed:  # grown rightwards and downwards: moved back as far as needed to stay on screen
            inside, frame = dialog.geometry(), dialog.frameGeometry()  # move() places the frame, when there is one
            x = max(room.left(), min(inside.x(), room.left() + room.width() - inside.width()))
            y = max(room.top(), min(inside.y(), room.top() + room.height() - inside.height()))
            dialog.move(x - (inside.x() - frame.x()), y - (inside.y() - frame.y()))
