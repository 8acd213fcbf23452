"""The lobby's list of seats at a networked table: every seat in sight at once.

A table has at most six seats, a line each, so the list is as tall as its lines and never
scrolls. Given a share of the side panel's height instead, on a 600-px netbook a table of four
scrolled for its last seat's few pixels and a table of six showed two seats, so who still had to
sit down was out of sight. The logs below give up the height (they scroll, and their newest line
is what matters).

While a match is played the list folds to the seats whose players are away: the table's name
plates say who sits where, and at a table of six on a netbook the six lines took the room the
score needed whole."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QListWidget, QSizePolicy, QWidget


class SeatList(QListWidget):
    """A list as tall as all its rows (two at least, before the lobby is known)."""

    LEAST_ROWS = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(self.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Fixed)
        model = self.model()
        for changed in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            changed.connect(self.updateGeometry)  # the side panel's layout asks the height again

    def fold(self, to_rows: list[bool] | None) -> None:
        """Show only the rows ``to_rows`` marks (by seat), hiding the list where it marks none; every
        row for None."""
        for index in range(self.count()):
            self.setRowHidden(index, to_rows is not None and not (index < len(to_rows) and to_rows[index]))
        self.setVisible(self.count() > 0 and (to_rows is None or any(to_rows)))
        self.updateGeometry()

    def rows_height(self) -> int:
        """The height that shows every row in sight whole, the frame included."""
        row = self.sizeHintForRow(0) if self.count() else self.fontMetrics().lineSpacing()
        rows = sum(self.sizeHintForRow(index) for index in range(self.count()) if not self.isRowHidden(index))
        rows += row * max(0, self.LEAST_ROWS - self.count())
        return rows + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.rows_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.rows_height())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # the window's text grew or shrank
            self.updateGeometry()
