"""*Game → Join a table*: the tables announced on the LAN, refreshed as they come
and go, or an address and a table code typed by hand (a table on the internet).

Picking a table from the list fills in its address and code, and ticks the
secure connection when the table is encrypted; a double click joins at once.
The listening runs on a plain thread (``TableFinder``), which the dialog asks
twice a second what it has heard.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from ...net.address import ServerAddress, parse_server_address
from ...net.discovery import FoundTable
from ...net.dnssd import Finder, LanFinder
from ...net.wire import MAX_NAME
from ..accelerators import manage_accelerators
from ..reasons import system_reason

REFRESH_MS = 500


class JoinDialog(QDialog):
    def __init__(self, name: str, parent: QWidget | None = None, finder: Finder | None = None,
                 seat_kept: Callable[[str], bool] = lambda code: False) -> None:
        super().__init__(parent)
        self.seat_kept = seat_kept  # whether the player has a seat kept at the table of that code
        self.setWindowTitle(self.tr("Join a table"))
        form = QFormLayout(self)
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.found = QListWidget()
        self.found.setMinimumSize(420, 120)
        # A line too long for the list (a kept seat's, in German) wraps: cut, it hid the seat and the address.
        self.found.setWordWrap(True)
        self.found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.found.setResizeMode(QListView.ResizeMode.Adjust)
        self.found.setSpacing(2)  # a wrapped line still reads as one table
        self.searching = QLabel()
        self.searching.setWordWrap(True)
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20")
        self.address.setToolTip(self.tr("A name or number, with :port when it is not 7373; or a ws:// or wss:// "
                                        "address for a server behind a web server."))
        self.problem = QLabel()  # why the address cannot be joined, until it is mended
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        self.address.textEdited.connect(lambda _text: self.problem.setVisible(False))
        self.code = QLineEdit()
        self.code.setPlaceholderText("K7P2QX")
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Tables on this network"), self.found)
        form.addRow("", self.searching)
        form.addRow(self.tr("Address"), self.address)
        form.addRow("", self.problem)
        form.addRow(self.tr("Table code"), self.code)
        self.secure = QCheckBox(self.tr("Secure connection (TLS)"))
        self.secure.setToolTip(self.tr("For a server on the internet that speaks TLS: the table code, your seat and "
                                       "the chat travel encrypted."))
        form.addRow("", self.secure)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        manage_accelerators(self)
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemDoubleClicked.connect(self._join_at_once)
        self.finder = finder if finder is not None else LanFinder()
        try:
            self.finder.start()
        except OSError as error:  # the port is taken by another program: typing still works
            self.searching.setText(self.tr("Cannot look for tables on this network ({reason}).").format(
                reason=system_reason(error)))
            return
        self._refresh = QTimer(self)
        self._refresh.timeout.connect(self.refresh)
        self._refresh.start(REFRESH_MS)
        self.refresh()

    def refresh(self) -> None:
        """Show the tables heard lately that the player can sit at (an open seat, or their own
        seat kept at a table in play), keeping the one picked when it is still there."""
        tables = [table for table in self.finder.tables() if table.free or self.seat_kept(table.code)]
        picked = self.found.currentItem()
        keep = picked.data(Qt.ItemDataRole.UserRole) if picked is not None else None
        shown = [self.found.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.found.count())]
        if shown != tables:
            self.found.blockSignals(True)
            self.found.clear()
            for table in tables:
                item = QListWidgetItem(self._describe(table))
                item.setData(Qt.ItemDataRole.UserRole, table)
                self.found.addItem(item)
                if table == keep:
                    self.found.setCurrentItem(item)
            self.found.blockSignals(False)
        self.searching.setText(self.tr("Looking for tables…") if not tables else "")

    def _describe(self, table: FoundTable) -> str:
        host = table.host or self.tr("A table")
        free = table.free
        seats = self.tr("your seat is kept") if self.seat_kept(table.code) else self.tr("%n seat(s) free", "", free)
        if table.secure:
            seats += self.tr(", encrypted")
        return self.tr("{host} — table {code}, {seats} ({address})").format(
            host=host, code=table.code, seats=seats, address=table.address)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        table: FoundTable = item.data(Qt.ItemDataRole.UserRole)
        self.address.setText(str(ServerAddress(table.address, table.port)))
        self.code.setText(table.code)
        self.secure.setChecked(table.secure)

    def _join_at_once(self, item: QListWidgetItem) -> None:
        self._picked(item)
        self.accept()

    def server(self) -> ServerAddress:
        """The server typed or picked; ValueError when the text is not an address."""
        address = parse_server_address(self.address.text())
        secure = address.secure or self.secure.isChecked()
        return ServerAddress(address.host, address.port, address.path, secure)

    def accept(self) -> None:
        try:
            self.server()
        except ValueError:
            self.problem.setText(self.tr("That is not a table server's address: type its name or number, with "
                                         ":port when it is not 7373, or a ws:// or wss:// address."))
            self.problem.setVisible(True)
            self.address.setFocus()
            return
        super().accept()

    def done(self, result: int) -> None:
        if hasattr(self, "_refresh"):
            self._refresh.stop()
        self.finder.stop()
        super().done(result)
