"""A game window's status line (at home and at a networked table): one label, one writer, one
message at a time.

Three kinds of text want it: the game's standing line ("Round 2: you dealt.  Your turn…"),
notices the window has to tell once (Welcome back, a file set aside), each for a while and
one after the other, and replies to what the player just did (a refused move, a hint), shown
at once.  Qt's own temporary message is drawn beside a status bar's widgets, not instead of
them, so two writers drew over each other; here every text goes to the one label."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

NOTICE_MS = 20000  # how long a notice stays unless told otherwise
WORD_WRAP = 0x1000  # Qt.TextFlag.TextWordWrap, without importing Qt's namespace before the first paint
LEAST_PX = 10  # the status line's smallest type; past it a text wraps


class FittedLine(QLabel):
    """The status line's label, never wider than its window.  As a plain label, a German capture and
    "your turn" (a thousand pixels at the line's type) made the window wider than a netbook's
    screen.  Too long for its width, a text is drawn in smaller type, down to LEAST_PX; longer still
    (notices joined: a saved game set aside, and where), it wraps and the bar grows a line or more,
    so the table moves only for such a rare text and never with each move."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        if "<" in text:  # players' names at a networked table are theirs to choose: "<h1>Bo took…" is words
            from PySide6.QtCore import Qt  # here: importing it builds every Qt enum, not before the first paint

            self.setTextFormat(Qt.TextFormat.PlainText)
        super().setText(text)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def shown_px(self) -> int:
        """The largest type up to the label's own in which the text fits its width on one line."""
        font = self.font()
        natural = font.pixelSize() if font.pixelSize() > 0 else QFontMetrics(font).height()
        for px in range(natural, LEAST_PX, -1):
            font.setPixelSize(px)
            if QFontMetrics(font).horizontalAdvance(self.text()) <= self._room():
                return px
        return LEAST_PX

    def text_height(self) -> int:
        """The height of the text as drawn: one line, or the lines it wraps onto at the least type."""
        return self._drawn_height(self._room())

    def wrapped_extra(self) -> int:
        """How much taller than one line the text is drawn; 0 for a text on one line.  Both measured
        the same way: a line's bounding box is a pixel taller than its font's height, and a label
        grown by that pixel at each move drew its text below the bar."""
        return self._drawn_height(self._room()) - self._drawn_height(1_000_000)

    def _drawn_height(self, width: int) -> int:
        return QFontMetrics(self._shown_font()).boundingRect(
            QRect(0, 0, max(1, width), 1_000_000), WORD_WRAP, self.text()).height()

    def _room(self) -> int:
        return self.contentsRect().width() - 2 * self.margin()

    def _shown_font(self) -> QFont:
        font = self.font()
        font.setPixelSize(self.shown_px())
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        if QFontMetrics(self.font()).horizontalAdvance(self.text()) <= self._room():
            super().paintEvent(event)  # whole in its own type: Qt's drawing (no Qt namespace before the first paint)
            return
        from PySide6.QtCore import Qt  # here, not above: importing it builds every Qt enum before the first paint

        painter = QPainter(self)
        painter.setFont(self._shown_font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect().adjusted(self.margin(), 0, -self.margin(), 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | WORD_WRAP, self.text())


class StatusLine(QStatusBar):
    """A status bar whose ``showMessage`` (a reply, at once) and ``show_notice`` (queued) share
    its one label with the standing line (``set_state``), shown whenever no message is up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = FittedLine()
        self.label.setObjectName("statusLine")
        # A permanent widget: Qt never hides it for a message of its own (a menu's status tip).
        self.addPermanentWidget(self.label, 1)
        self._state = ""
        self._condition = ""  # set_condition
        self._message = ""
        self._notices: list[tuple[str, int]] = []  # waiting their turn
        self._showing_notice: tuple[str, int] | None = None  # put back in the queue if a reply cuts it short
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        # The bar's and the label's own least heights, kept while a long text grows them.
        self._one_line_height: int | None = None
        self._label_line_height = 0

    def set_state(self, text: str) -> None:
        """What the game stands at; in view whenever no message is."""
        self._state = text
        self._draw()

    def set_condition(self, text: str) -> None:
        """A lasting condition shown instead of the standing line while it holds ("The table is paused…"),
        "" when it is over; replies and notices still come first."""
        self._condition = text
        self._draw()

    def show_notice(self, text: str, ms: int | None = None) -> None:
        """``text`` for ``ms`` (``NOTICE_MS`` unless said), after the messages showing and waiting, never over them."""
        self._notices.append((text, NOTICE_MS if ms is None else ms))
        if not self._message:
            self._next()

    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # Qt's name: every writer comes here
        """A reply to what the player just did: at once, for ``timeout`` ms (0: until the next message).
        A notice it cuts short shows again after it."""
        if self._showing_notice is not None:
            self._notices.insert(0, self._showing_notice)
            self._showing_notice = None
        self._show(text, timeout or 0)

    def end_reply(self) -> None:
        """The reply in view, if one is, ended before its time: the player has since done what it answered
        (a review opened after a record was refused).  A notice in view stays; one waiting comes next."""
        if self._message and self._showing_notice is None:
            self.clearMessage()

    def currentMessage(self) -> str:
        """The reply or notice in view; empty while the standing line is."""
        return self._message

    def clearMessage(self) -> None:
        self._timer.stop()
        self._next()

    def _next(self) -> None:
        self._showing_notice = self._notices.pop(0) if self._notices else None
        text, ms = self._showing_notice or ("", 0)
        self._show(text, ms)

    def _show(self, text: str, ms: int) -> None:
        self._timer.stop()
        self._message = text
        if text and ms:
            self._timer.start(ms)
        self._draw()
        self.messageChanged.emit(text)

    def _draw(self) -> None:
        self.label.setText(self._message or self._condition or self._state)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """Taller by the lines a text wraps onto, back to one line after it.  Set on the bar itself:
        the main window gives it its least height, whatever its label asks."""
        label = self.label
        extra = label.wrapped_extra()
        if self._one_line_height is None:
            if not extra:
                return
            self._one_line_height = self.minimumHeight()
            self._label_line_height = label.minimumSizeHint().height()
        label.setMinimumHeight(self._label_line_height + extra if extra else 0)
        self.setMinimumHeight(self._one_line_height + extra)
        if not extra:
            self._one_line_height = None
