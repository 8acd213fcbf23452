"""The way on from a networked table that is over (the host ended it, or the seat was found gone on
coming back): *Join a table…*, which closes the table's window and opens the Join dialog at the same
server (where the host may be hosting a new table), or *Play alone*, which closes it and brings the
game's own window to the front.  Shown under the table's news once the table is over, never before."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ...net.address import ServerAddress


class WayOn(QWidget):
    """The two buttons; ``anotherTableAsked`` carries the server the table was at (``ServerAddress``)."""

    anotherTableAsked = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.address: ServerAddress | None = None  # where the table was, once it is over
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.join_button = QPushButton(self.tr("Join a table…"))
        self.join_button.clicked.connect(self._join_another)
        self.alone_button = QPushButton(self.tr("Play alone"))
        self.alone_button.clicked.connect(self._play_alone)
        for button in (self.join_button, self.alone_button):
            layout.addWidget(button)
        self.setVisible(False)

    def offer(self, address: ServerAddress) -> None:
        """The table at ``address`` is over: the buttons are shown, not given the focus (a key meant
        for the table, Enter to play, must not close the window)."""
        self.address = address
        self.show()

    def _join_another(self) -> None:
        self.window().close()
        self.anotherTableAsked.emit(self.address)

    def _play_alone(self) -> None:
        table = self.window()
        game = table.parentWidget()  # the game's window, where the table was opened from
        table.close()
        if game is not None:
            game.raise_()
            game.activateWindow()
