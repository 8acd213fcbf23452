"""Help > Rules summary's window: the summary's words in a part that scrolls where the screen is
lower than they are (a message box grew with them, 600 px in German: off a netbook's screen)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..accelerators import manage_accelerators
from ..dialogs.scrolling import ScrollingBody

WIDTH = 480  # the words' width, as the message box had them


class RulesSummaryDialog(QDialog):
    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.body = ScrollingBody()
        self.body.setAccessibleName(title)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(WIDTH)
        self.body.content_layout.addWidget(self.label)
        layout.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        manage_accelerators(self)

    def text(self) -> str:
        return self.label.text()
