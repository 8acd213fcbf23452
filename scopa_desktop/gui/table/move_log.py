"""The moves of the match in words, one paragraph a move: every line wraps to the
panel's width (nothing is cut short) and the newest stays in view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..controller import Played
from ..words import card_title, cards_title


class SeatNaming(Protocol):
    """What a move in words needs of a game: whose seat is played here (level None) and the seats' names
    (the controller's, or a networked table's)."""

    @property
    def levels(self) -> Sequence[str | None]: ...

    def seat_name(self, seat: int) -> str: ...




class MoveLog(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setReadOnly(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._lines: list[str] = []

    def add_line(self, text: str) -> None:
        self._lines.append(text)
        self.appendPlainText(text)
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()

    def clear_lines(self) -> None:
        self._lines = []
        self.clear()

    def lines(self) -> list[str]:
        return list(self._lines)

    def count(self) -> int:
        return len(self._lines)


def describe_move(controller: SeatNaming, played: Played) -> str:
    """A move in words: "Giulia took 3 of Bastoni + 4 of Spade with 7 of Denari. Scopa!"."""
    card = card_title(played.card)
    yours = controller.levels[played.seat] is None
    if not played.take:
        if yours:
            return QCoreApplication.translate("MainWindow", "You laid {card}.").format(card=card)
        return QCoreApplication.translate("MainWindow", "{name} laid {card}.").format(
            name=controller.seat_name(played.seat), card=card)
    taken = cards_title(played.take)
    if yours:
        text = QCoreApplication.translate("MainWindow", "You took {cards} with {card}.").format(cards=taken, card=card)
    else:
        text = QCoreApplication.translate("MainWindow", "{name} took {cards} with {card}.").format(
            name=controller.seat_name(played.seat), cards=taken, card=card)
    return text + (" " + QCoreApplication.translate("MainWindow", "Scopa!") if played.scopa else "")
