"""Hint and Undo as buttons in the side panel, for a player with the mouse alone: side by side
where both fit the panel's width whole, one above the other where not (a tool button would cut a
word with "…").  The Undo button says the language's own short word for it ("Annulla"), the menu
the whole phrase: Italian's "Annulla la mia ultima mossa" beside "Suggerimento" was wider than the
panel in every window, and the row it took below was the panel's to scroll on a netbook."""

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
        undo.setIconText(self.tr("Undo"))  # a tool button shows an action's icon text; a menu, its text
        for button, action, name in ((self.hint_button, hint, "hintButton"), (self.undo_button, undo, "undoButton")):
            button.setObjectName(name)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            words = action.text().replace("&", "")
            # The action's, not the button's: a tool button takes its action's tooltip again at each change
            # (Undo enabled after a move), which was the bare words, read twice by a screen reader as the
            # button's name and description.
            action.setToolTip(f"{words} ({action.shortcut().toString()})")
            button.setAccessibleName(words)  # the whole phrase, which holds the button's word
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
