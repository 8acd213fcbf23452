"""*Game → Host a table*: who sits where at the new table, the table's size and
target, and the port friends join at."""

from __future__ import annotations

import getpass
import itertools
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ...ai import LEVEL_TABLE
from ...net.address import DEFAULT_PORT
from ...net.wire import MAX_NAME
from ..words import level_title
from .field_names import name_boxes_by_their_labels

# Players at a hosted table and how many sides they form (alone up to three, then pairs).
TABLE_SHAPES = {2: 2, 3: 3, 4: 2, 6: 3}


def default_name() -> str:
    try:
        return getpass.getuser().capitalize()[:MAX_NAME] or "Player"
    except (OSError, KeyError):
        return "Player"


def table_size_boxes(players_words: Callable[[int], str]) -> tuple[QComboBox, QSpinBox]:
    """How many play at a new table (its shapes above, each in ``players_words``) and the points
    it plays to, as hosting asks."""
    players = QComboBox()
    for count in TABLE_SHAPES:
        players.addItem(players_words(count), count)
    target = QSpinBox()
    target.setRange(1, 99)
    target.setValue(11)
    return players, target


class HostDialog(QDialog):
    """Who sits where at the new table: a friend's open seat or an AI, seat by seat."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.form = QFormLayout(self)
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.players, self.target = table_size_boxes(lambda count: self.tr("%n player(s)", "", count))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.form.addRow(self.tr("Your name"), self.name)
        self.form.addRow(self.tr("Players"), self.players)
        self.form.addRow(self.tr("Play to"), self.target)
        self.form.addRow(self.tr("Port"), self.port)
        self.encrypt = QCheckBox(self.tr("Encrypt the table (TLS)"))
        self.encrypt.setChecked(True)
        self.encrypt.setToolTip(self.tr("The table code, the seats and the chat travel encrypted. Friends are shown "
                                        "this computer's certificate once, to compare with what your window shows."))
        self.form.addRow("", self.encrypt)
        self.seat_boxes: list[QComboBox] = []
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form.addRow(self.buttons)
        self.players.currentIndexChanged.connect(self._seats_changed)
        self._seats_changed()

    def _seats_changed(self) -> None:
        for box in self.seat_boxes:
            self.form.removeRow(box)
        self.seat_boxes = []
        for seat in range(1, self.players.currentData()):
            box = QComboBox()
            box.addItem(self.tr("A friend"), "open")
            for level in [level.id for level in LEVEL_TABLE if level.hosted]:
                box.addItem(self.tr("AI, {level}").format(level=level_title(level)), level)
            self.seat_boxes.append(box)
            self.form.insertRow(self.form.rowCount() - 1, self.tr("Seat {seat}").format(seat=seat + 1), box)
        name_boxes_by_their_labels(self)
        # Tab goes down the page: the seats are new, so Qt would reach them after OK and Cancel.
        chain = [self.port, self.encrypt, *self.seat_boxes, *self.buttons.buttons()]
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)

    def create_message(self) -> dict[str, Any]:
        players = self.players.currentData()
        rules = {"players": players, "teams": TABLE_SHAPES[players], "target": self.target.value()}
        return {"type": "create", "rules": rules, "seats": ["open", *(box.currentData() for box in self.seat_boxes)]}
