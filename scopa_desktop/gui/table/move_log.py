"""The moves of the match in words, one paragraph a move: every line wraps to the
panel's width (nothing is cut short) and the newest stays in view.  A line that names
cards is told again in the deck's names when the deck changes (``retell``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..game_model import MatchModel, Played
from ..words import card_title, cards_title

#: A line of the log: its words, or what says them (in the card names of the moment) each time it is told.
LogLine = str | Callable[[], str]


def told(line: LogLine) -> str:
    """``line``'s words as they are said now."""
    return line if isinstance(line, str) else line()


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
        self._lines: list[LogLine] = []
        self._texts: list[str] = []  # each line as it is shown
        # Made shorter (the seats' list unfolding above it at a match's end, a smaller window), a log showing
        # its newest line goes on showing it; one the player scrolled back in stays where it was.
        self._at_newest = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._note_place)
        bar.rangeChanged.connect(self._keep_place)

    def sizeHint(self) -> QSize:
        """No taller than its least: its stretch gives it what room the panel has, and the panel scrolls
        only when even its least does not fit (Qt's 192 px hint made a netbook's panel scroll by 33 px)."""
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

    def add_line(self, line: LogLine) -> None:
        text = told(line)
        self._lines.append(line)
        self._texts.append(text)
        self.appendPlainText(text)
        self._show_newest()

    def retell(self) -> None:
        """Every line told again: after a change of deck or of the cards' names, "Coins" written
        before the French deck came said Diamonds on the table and Coins in the log."""
        texts = [told(line) for line in self._lines]
        if texts != self._texts:
            self._texts = texts
            self.setPlainText("\n".join(texts))
            self._show_newest()

    def _note_place(self, value: int) -> None:
        self._at_newest = value == self.verticalScrollBar().maximum()

    def _keep_place(self, _least: int, most: int) -> None:
        if self._at_newest:
            self.verticalScrollBar().setValue(most)

    def _show_newest(self) -> None:
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()

    def clear_lines(self) -> None:
        self._lines, self._texts = [], []
        self.clear()

    def lines(self) -> list[str]:
        """The lines as they are shown."""
        return list(self._texts)

    def count(self) -> int:
        return len(self._lines)


class Seats(Protocol):
    """What ``describe_move`` asks of a game: who sits where."""

    @property
    def levels(self) -> Sequence[str | None]: ...

    def seat_name(self, seat: int) -> str: ...


class _SeatsAsNow:
    """A game's seats as they are named now: a seat at a networked table may change hands later."""

    def __init__(self, game: MatchModel) -> None:
        self.levels = list(game.levels)
        self._names = [game.seat_name(seat) for seat in range(len(self.levels))]

    def seat_name(self, seat: int) -> str:
        return self._names[seat]


def move_line(game: MatchModel, played: Played) -> LogLine:
    """``played`` as a line of the log: its player named as now, its cards as the deck in use names
    them each time the line is told (``MoveLog.retell``)."""
    return partial(describe_move, _SeatsAsNow(game), played)


def describe_move(controller: Seats, played: Played) -> str:
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
