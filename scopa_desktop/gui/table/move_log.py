"""The moves of the match in words, one paragraph a move: every line wraps to the
panel's width (nothing is cut short) and the newest stays in view."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..game_model import MatchModel, Played
from ..words import card_title, cards_title


class MoveLog(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setReadOnly(True)
        # Reached by Tab (Ctrl+Tab out of the table) and read line by line with the arrows: the moves
        # of the round again, for a player who heard them once.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTabChangesFocus(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                     | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(QCoreApplication.translate("MainWindow", "Moves"))
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._lines: list[str] = []

    def sizeHint(self) -> QSize:
        """No taller than its least: its stretch gives it what room the panel has, and the panel scrolls
        only when even its least does not fit (Qt's 192 px hint made a netbook's panel scroll by 33 px)."""
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

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


def describe_move(controller: MatchModel, played: Played) -> str:
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
