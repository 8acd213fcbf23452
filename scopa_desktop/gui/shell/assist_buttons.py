"""Hint and Undo as buttons in the side panel, for a player with the mouse alone: side by side
where both fit the panel's width whole, one above the other where not (Italian's "Annulla l'ultima
mossa" beside "Suggerimento" is wider than the panel: a tool button would cut it with "…")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QToolButton, QWidget


class AssistButtons(QWidget):
    """Each button is its menu action (enabled as it is, the same shortcut)."""

    def __init__(self, hint: QAction, undo: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("assistButtons")
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.row.setContentsMargins(10, 4, 10, 4)
        self.hint_button, self.undo_button = QToolButton(), QToolButton()
        for button, action, name in ((self.hint_button, hint, "hintButton"), (self.undo_button, undo, "undoButton")):
            button.setObjectName(name)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setToolTip(f"{action.text().replace('&', '')} ({action.shortcut().toString()})")
            self.row.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        self.row.addStretch(1)

    def _side_by_side_width(self) -> int:
        margins = self.row.contentsMargins()
        return (self.hint_button.sizeHint().width() + self.undo_button.sizeHint().width() + self.row.spacing()
                + margins.left() + margins.right())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def _arrange(self, width: int) -> None:
        wanted = QBoxLayout.Direction.LeftToRight if self._side_by_side_width() <= width \
            else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != wanted:
            self.row.setDirection(wanted)
