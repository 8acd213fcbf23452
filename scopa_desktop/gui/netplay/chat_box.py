"""The line a player writes to the table: it takes what the server takes, counted as the server
counts it, and says so when it is full."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit, QToolTip, QWidget

from ...net.wire import MAX_CHAT, as_counted, chat_line


class ServerLength(QValidator):
    """At most MAX_CHAT characters of what is sent, as the server counts them: Qt's own limit
    (setMaxLength) counts UTF-16 units, and cut a line of emoji at about a hundred."""

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        fits = len(as_counted(chat_line(text))) <= MAX_CHAT
        return QValidator.State.Acceptable if fits else QValidator.State.Invalid, text, position


class ChatBox(QLineEdit):
    """A key or a paste that would take the line past the server's limit is refused whole, and
    the box tells why beside it (a paste cut to fit sent less than the player saw)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setValidator(ServerLength(self))
        self.inputRejected.connect(self._show_full)

    def full_words(self) -> str:
        return self.tr("A message to the table holds at most {count} characters.").format(count=MAX_CHAT)

    def _show_full(self) -> None:
        QToolTip.showText(self.mapToGlobal(self.rect().bottomLeft()), self.full_words(), self)
