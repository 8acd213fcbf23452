"""*Game → Play online*: a table server's open tables, for strangers to sit at.

The player types a server's address (or picks one of the last few, remembered) and
connects; the server's public tables waiting for players are listed, refreshed on
*Refresh* and every few seconds (``TableBrowser``).  *Join* sits at the table picked;
*Quick match* asks the server for a seat at the first table of the size and target
chosen, or a new one that AIs fill after the server's wait; *Open a public table*
hosts one there with the Host dialog's choices.  Each opens the network table window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ...net.address import ServerAddress, parse_server_address
from ...net.messages import Message, OpenTable
from ...net.wire import MAX_NAME
from ..accelerators import manage_accelerators
from ..dialogs.host_table import HostDialog
from ..field_names import label_the_box, name_boxes_by_their_labels
from ..settings import AppSettings
from ..wheel_guard import guard_wheels
from ..words import rules_line
from .browser import TableBrowser
from .opening import remember_name, remembered_name, shown_leading_on, sit_at
from .reaching import agrees_to_trust, known_servers, refuse_changed_certificate
from .servers import remember_server, remembered_servers
from .window import NetTableWindow

# A quick match's table: how many play and how many sides they form (alone up to three, then pairs).
TABLE_SHAPES = {2: 2, 3: 3, 4: 2, 6: 3}


def table_size_boxes(players_words: Callable[[int], str]) -> tuple[QComboBox, QSpinBox]:
    """How many play at a new table (its shapes above, each in ``players_words``) and the points it plays to."""
    players = QComboBox()
    for count in TABLE_SHAPES:
        players.addItem(players_words(count), count)
    target = QSpinBox()
    target.setRange(1, 99)
    target.setValue(11)
    return players, target

class PlayOnlineDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.table_window: NetTableWindow | None = None  # the table this dialog opened, once it has
        self.host_dialog: HostDialog | None = None
        self.remembered: ServerAddress | None = None  # the server last put first in the remembered ones
        self.setWindowTitle(self.tr("Play online"))
        form = QFormLayout(self)
        self.name = QLineEdit(remembered_name(settings))
        self.name.setMaxLength(MAX_NAME)
        form.addRow(self.tr("Your name"), self.name)
        self.server = QComboBox()  # the remembered servers to pick, or a new one typed
        typed = QLineEdit()
        typed.setPlaceholderText("play.example.org")
        self.server.setLineEdit(typed)
        self.server.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.server.setMinimumWidth(300)
        for remembered in remembered_servers(settings):
            self.server.addItem(remembered.address, remembered.secure)
        self.server.setCurrentIndex(0 if self.server.count() else -1)
        self.server.setToolTip(self.tr("A name or number, with :port when it is not 7373; or a ws:// or wss:// "
                                       "address for a server behind a web server."))
        self.connect_button = QPushButton(self.tr("&Connect"))
        self.connect_button.setDefault(True)
        server_row = QHBoxLayout()
        server_row.addWidget(self.server, 1)
        server_row.addWidget(self.connect_button)
        form.addRow(self.tr("Server"), server_row)
        label_the_box(form, server_row, self.server)
        self.secure = QCheckBox(self.tr("Secure connection (TLS)"))
        self.secure.setToolTip(self.tr("For a server that speaks TLS on its own port: your seat and the chat "
                                       "travel encrypted (a wss:// address is always secure)."))
        self.secure.setChecked(bool(self.server.currentData()))
        form.addRow("", self.secure)
        # What the server said last, or why it could not be asked; until then, what to do first (an empty
        # list under an empty line said nothing of how tables get into it).
        self.status = QLabel(self.tr("Connect to a table server to see the tables waiting for players."))
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow("", self.status)
        self.tables = QListWidget()
        self.tables.setMinimumSize(460, 120)
        self.tables.setWordWrap(True)  # a table's line wraps rather than hide its free seats off the edge
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tables.setAccessibleName(self.tr("Open tables"))
        form.addRow(self.tr("Open tables"), self.tables)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.join_button = QPushButton(self.tr("&Join the table"))
        list_row = QHBoxLayout()
        list_row.addWidget(self.refresh_button)
        list_row.addWidget(self.join_button)
        list_row.addStretch(1)
        form.addRow("", list_row)
        self.players, self.target = table_size_boxes(lambda count: self.tr("%n player(s)", "", count))
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Play to"), self.target)
        self.quick_button = QPushButton(self.tr("&Quick match"))
        self.quick_button.setToolTip(self.tr("A seat at the first open table of this size and target, or a new one: "
                                             "AIs take the seats nobody comes to after the server's wait."))
        self.public_button = QPushButton(self.tr("Open a &public table…"))
        match_row = QHBoxLayout()
        match_row.addWidget(self.quick_button)
        match_row.addWidget(self.public_button)
        match_row.addStretch(1)
        form.addRow("", match_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        name_boxes_by_their_labels(self)
        guard_wheels(self)
        manage_accelerators(self)

        self.browser = TableBrowser(self)
        self.browser.listed.connect(self._show_tables)
        self.browser.failed.connect(self._failed)
        self.browser.untrusted.connect(self._ask_trust)
        self.browser.certificateChanged.connect(self._refuse_changed)
        self.connect_button.clicked.connect(self.connect_to_server)
        self.refresh_button.clicked.connect(self.browser.refresh)
        self.join_button.clicked.connect(self.join)
        self.tables.itemDoubleClicked.connect(lambda _item: self.join())
        self.tables.currentItemChanged.connect(lambda *_: self._enable())
        self.quick_button.clicked.connect(self.quick_match)
        self.public_button.clicked.connect(self.open_public_table)
        self.server.currentIndexChanged.connect(self._server_picked)
        self.server.editTextChanged.connect(lambda _text: self._enable())
        self._enable()

    # Connecting and listing ------------------------------------------------------------------------

    def typed_server(self) -> ServerAddress | None:
        """The server in the box (TLS when ticked); None, said in the dialog, when it is no address."""
        try:
            address = parse_server_address(self.server.currentText())
        except ValueError:
            self._say(self.tr("That is not a table server's address: type its name or number, with :port when "
                              "it is not 7373, or a ws:// or wss:// address."))
            self.server.setFocus()
            return None
        return ServerAddress(address.host, address.port, address.path, address.secure or self.secure.isChecked())

    def connect_to_server(self) -> None:
        address = self.typed_server()
        if address is None:
            return
        self.tables.clear()
        self._say(self.tr("Connecting to {server}…").format(server=address))
        self.browser.open(address, self._name())
        self._enable()

    def _show_tables(self, tables: tuple[OpenTable, ...]) -> None:
        if self.browser.address is not None and self.browser.address != self.remembered:
            self.remembered = self.browser.address  # it answers as a table server: offered next time
            remember_server(self.settings, self.remembered)
        picked = self.tables.currentItem()
        keep = picked.data(Qt.ItemDataRole.UserRole).table if picked is not None else None
        self.tables.blockSignals(True)
        self.tables.clear()
        for table in tables:
            item = QListWidgetItem(self.describe(table))
            item.setData(Qt.ItemDataRole.UserRole, table)
            self.tables.addItem(item)
            if table.table == keep:
                self.tables.setCurrentItem(item)
        self.tables.blockSignals(False)
        self._say(self.tr("%n open table(s) at {server}.", "", len(tables)).format(server=self.browser.address)
                  if tables else self.tr("No table at {server} waits for players: try a quick match, or open "
                                         "one.").format(server=self.browser.address))
        self._enable()

    def describe(self, table: OpenTable) -> str:
        """One line of the list: who is there, its size, target and variants, and its free seats."""
        rules = table.rules
        people = list(table.seated) or ([table.host] if table.host else [])  # a server of before names the host
        ais = rules.players - table.free - len(people)
        who = ", ".join(people + ([self.tr("%n AI(s)", "", ais)] if ais > 0 else [])) or self.tr("A table")
        shape = [self.tr("%n player(s)", "", rules.players)]
        if rules.teams < rules.players:
            shape.append(self.tr("in %n team(s)", "", rules.teams))
        if rules.fixed_rounds:
            shape.append(self.tr("%n round(s)", "", rules.rounds))
        else:
            shape.append(self.tr("to {target}").format(target=rules.target))
        variants = rules_line(rules)
        if variants:
            shape.append(variants)
        return self.tr("{who} — {rules} — {free} (table {code})").format(
            who=who, rules=", ".join(shape),
            free=self.tr("%n seat(s) free", "", table.free), code=table.table)

    def _failed(self, why: str) -> None:
        self.tables.clear()  # nothing listed stands for a table that can be joined now
        self._say(why)

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self._enable()

    def _enable(self) -> None:
        listing = self.browser.welcomed
        self.refresh_button.setEnabled(listing)
        self.join_button.setEnabled(listing and self.tables.currentItem() is not None)
        has_text = bool(self.server.currentText().strip())
        for button in (self.connect_button, self.quick_button, self.public_button):
            button.setEnabled(has_text)

    def _server_picked(self, index: int) -> None:
        if index >= 0:
            self.secure.setChecked(bool(self.server.itemData(index)))

    def _ask_trust(self, server: str, fingerprint: str) -> None:
        if agrees_to_trust(self, server, fingerprint):
            self.browser.trust(fingerprint)
        else:
            self.browser.close()
            self._say(self.tr("Not connected: the certificate of {server} is not trusted.").format(server=server))

    def _refuse_changed(self, server: str, pinned: str, shown: str) -> None:
        refuse_changed_certificate(self, server, pinned, shown, self.browser.known)
        self._say(self.tr("Not connected: {server} shows another certificate.").format(server=server))

    # Sitting down ----------------------------------------------------------------------------------

    def join(self) -> None:
        """A seat at the table picked, on the server listed (not whatever the box says now)."""
        item, address = self.tables.currentItem(), self.browser.address
        if item is None or address is None or not self.browser.welcomed:
            return
        table: OpenTable = item.data(Qt.ItemDataRole.UserRole)
        self._opened(sit_at(self.settings, self._name(remember=True), address.host, address.port, table.table,
                            address.secure, self.parentWidget(), address.path), address)

    def quick_match(self) -> None:
        players = self.players.currentData()
        rules = {"players": players, "teams": TABLE_SHAPES[players], "target": self.target.value()}
        self._sit_at_new_table({"type": "quick", "rules": rules})

    def open_public_table(self) -> None:
        """The Host dialog's choices (who sits where, the rules, the deck), for a table listed to strangers."""
        dialog = self.host_dialog = HostDialog(self.settings, self._name(), self)
        dialog.setWindowTitle(self.tr("Open a public table"))
        dialog.form.setRowVisible(dialog.port, False)  # the server's port is the address's
        dialog.form.setRowVisible(dialog.encrypt, False)  # and its encryption the server's own
        dialog.players.setCurrentIndex(dialog.players.findData(self.players.currentData()))
        dialog.choose_target(self.target.value())
        dialog.accepted.connect(lambda: self._sit_at_new_table(replace(dialog.create_message(), public=True),
                                                               dialog.name.text()))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # read as it is accepted: one a click stayed
        dialog.open()

    def _sit_at_new_table(self, first: Message | dict[str, Any], name: str | None = None) -> None:
        address = self.typed_server()
        if address is None:
            return
        if name is not None:
            self.name.setText(name)
        window = NetTableWindow(self.settings, self._name(remember=True), address.host, address.port, first,
                                parent=self.parentWidget(), known=known_servers(address.secure), path=address.path)
        shown_leading_on(window, self.settings, self.parentWidget())
        self._opened(window, address)

    def _opened(self, window: NetTableWindow, address: ServerAddress) -> None:
        remember_server(self.settings, address)
        self.table_window = window
        self.accept()

    def _name(self, remember: bool = False) -> str:
        if remember:
            return remember_name(self.settings, self.name.text())
        return self.name.text().strip()[:MAX_NAME] or remembered_name(self.settings)

    def done(self, result: int) -> None:
        self.browser.close()
        super().done(result)

