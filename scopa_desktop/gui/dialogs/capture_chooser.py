"""A small popup offering the sets a card may take when the drop left a choice."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from ..words import card_title


def set_picture(card_ids: Sequence[str], pixmap_for: Callable[[str, int], QPixmap], card_width: int) -> QPixmap:
    """The cards of a set side by side, slightly overlapping."""
    step = int(card_width * 0.7)
    first = pixmap_for(card_ids[0], card_width)
    dpr = first.devicePixelRatio()
    height = int(first.height() / dpr)
    width = card_width + step * (len(card_ids) - 1)
    picture = QPixmap(int(width * dpr), int(height * dpr))
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    for index, card_id in enumerate(card_ids):
        painter.drawPixmap(index * step, 0, pixmap_for(card_id, card_width))
    painter.end()
    return picture


class CaptureChooser(QDialog):
    """One button per set; ``chosen`` carries the set picked, rejecting means none."""

    chosen = Signal(list)

    def __init__(
        self,
        card_id: str,
        options: Sequence[Sequence[str]],
        pixmap_for: Callable[[str, int], QPixmap],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Which cards?"))
        self.setObjectName("captureChooser")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("{card} can take:").format(card=card_title(card_id))))
        self.buttons: list[QPushButton] = []
        for option in options:
            names = " + ".join(option)
            button = QPushButton(names)
            button.setObjectName("choice-" + "-".join(option))
            picture = set_picture(list(option), pixmap_for, 44)
            button.setIcon(QIcon(picture))
            button.setIconSize(QSize(int(picture.width() / picture.devicePixelRatio()), 70))
            button.clicked.connect(lambda _=False, taken=list(option): self._choose(taken))
            layout.addWidget(button)
            self.buttons.append(button)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        layout.addWidget(cancel)

    def _choose(self, taken: list[str]) -> None:
        self.chosen.emit(taken)
        self.accept()
