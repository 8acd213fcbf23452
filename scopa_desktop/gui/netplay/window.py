"""Playing with friends: *Game → Host a table* and *Game → Join a table*.

Hosting runs the table server on this computer (``HostedServer``) and sits
the player at a new table; the window shows the table code and the address
to give friends.  Joining connects to a server by address and code.  Either
way the play is the same table view as against the AI, fed by ``RemoteGame``,
with the lobby, a small chat and the table's events at the side.
"""

from __future__ import annotations

import getpass
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME
from ...ai import LEVELS
from ...net.tls_trust import KNOWN_SERVERS_FILE, KnownServers
from ...net.wire import DEFAULT_PORT, MAX_CHAT, MAX_NAME
from ..app_data import default_save_path
from ..dialogs.join_table import JoinDialog
from ..settings import MUTED_KEY, SKIN_KEY, VOLUME_KEY, AppSettings
from ..style import STYLE_SHEET
from ..table import TableView
from ..words import level_title
from .connection import TableConnection
from .host_server import HostedServer, lan_address
from .remote_game import RemoteGame
from .remote_play import RemotePlay

# Players at a hosted table and how many sides they form (alone up to three, then pairs).
TABLE_SHAPES = {2: 2, 3: 3, 4: 2, 6: 3}
RECONNECT_MS = 3000
RECONNECT_TRIES = 40  # two minutes: as long as the server keeps a seat before an AI plays it


def default_name() -> str:
    try:
        return getpass.getuser().capitalize()[:MAX_NAME] or "Player"
    except (OSError, KeyError):
        return "Player"


class HostDialog(QDialog):
    """Who sits where at the new table: a friend's open seat or an AI, seat by seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.form = QFormLayout(self)
        self.name = QLineEdit(default_name())
        self.name.setMaxLength(MAX_NAME)
        self.players = QComboBox()
        for players in TABLE_SHAPES:
            self.players.addItem(self.tr("%n player(s)", "", players), players)
        self.target = QSpinBox()
        self.target.setRange(1, 99)
        self.target.setValue(11)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.form.addRow(self.tr("Your name"), self.name)
        self.form.addRow(self.tr("Players"), self.players)
        self.form.addRow(self.tr("Play to"), self.target)
        self.form.addRow(self.tr("Port"), self.port)
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
            for level in LEVELS[1:]:
                box.addItem(self.tr("AI, {level}").format(level=level_title(level)), level)
            self.seat_boxes.append(box)
            self.form.insertRow(self.form.rowCount() - 1, self.tr("Seat {seat}").format(seat=seat + 1), box)

    def create_message(self) -> dict[str, Any]:
        players = self.players.currentData()
        rules = {"players": players, "teams": TABLE_SHAPES[players], "target": self.target.value()}
        return {"type": "create", "rules": rules, "seats": ["open", *(box.currentData() for box in self.seat_boxes)]}


class NetTableWindow(QMainWindow):
    """One seat at a networked table: the table view, the lobby, the chat."""

    def __init__(self, settings: AppSettings, name: str, host: str, port: int, first: dict[str, Any],
                 hosted: HostedServer | None = None, parent: QWidget | None = None,
                 known: KnownServers | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(APP_NAME)
        self.setStyleSheet(STYLE_SHEET)
        self.hosted, self.server = hosted, (host, port)
        self.known = known  # the pinned fingerprints: a TLS connection; None: plain TCP
        self.first = first  # create or join: sent once the server welcomes us
        self.code = ""
        self.token = ""
        self.seat = -1
        self.host_seat = 0
        self.seats: list[dict[str, Any]] = []
        self.tries = 0
        self.connection = TableConnection(name, self)
        self.game = RemoteGame(self.connection, self)
        self.table = TableView(self.game, settings.get(SKIN_KEY))
        self.table.set_animation_speed(settings.animation_speed())
        self.play = RemotePlay(self.game, self.table, self, volume=settings.get(VOLUME_KEY),
                               muted=settings.get(MUTED_KEY))
        self.info = QLabel()
        self.info.setObjectName("roundTitle")
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.lobby = QListWidget()
        self.lobby.setObjectName("moveLog")  # the side panel's dark lists
        self.lobby.setMaximumHeight(150)
        self.start_button = QPushButton(self.tr("Start the match"))
        self.start_button.clicked.connect(lambda: self.connection.send({"type": "start"}))
        self.start_button.setVisible(False)  # until the lobby tells whether this seat is the host's
        self.start_button.setEnabled(False)  # and whether every seat is taken
        self.log = QListWidget()
        self.log.setObjectName("moveLog")
        self.log.setWordWrap(True)
        self.chat = QLineEdit()
        self.chat.setMaxLength(MAX_CHAT)
        self.chat.setPlaceholderText(self.tr("Say something to the table"))
        self.chat.returnPressed.connect(self._send_chat)
        side = QWidget()
        side.setObjectName("sidePanel")
        side_layout = QVBoxLayout(side)
        stretch: dict[QWidget, int] = {self.play.move_log: 2, self.log: 1}  # the logs take the height left
        for widget in (self.info, self.lobby, self.start_button, self.play.move_log, self.log, self.chat):
            side_layout.addWidget(widget, stretch.get(widget, 0))
        side.setMinimumWidth(262)
        side.setMaximumWidth(340)
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        self.setCentralWidget(splitter)
        self.game.moveRefused.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.connection.messageReceived.connect(self._on_message)
        self.connection.lost.connect(self._on_lost)
        self.connection.untrusted.connect(self._ask_trust)
        self.connection.certificateChanged.connect(self._refuse_changed)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._connect()

    def _connect(self) -> None:
        self.connection.open(*self.server, known=self.known)

    def _ask_trust(self, server: str, fingerprint: str) -> None:
        """A certificate no authority signed, seen for the first time: the player compares
        its fingerprint with the one the host reads out, and it is pinned if they agree."""
        answer = QMessageBox.question(
            self, self.tr("A certificate of its own"),
            self.tr("No authority vouches for the certificate of {server}. Its fingerprint is:\n\n{fingerprint}\n\n"
                    "Ask the host to read theirs to you. Join and trust it from now on if they are the same?").format(
                server=server, fingerprint=fingerprint))
        if answer != QMessageBox.StandardButton.Yes or self.known is None:
            self.close()
            return
        try:
            self.known.pin(*self.server, fingerprint)
        except OSError as error:  # trusted while the window is open; asked again next time
            self.statusBar().showMessage(self.tr("Could not remember the certificate: {error}").format(error=error))
        self._connect()

    def _refuse_changed(self, server: str, pinned: str, shown: str) -> None:
        QMessageBox.critical(
            self, self.tr("The certificate has changed"),
            self.tr("{server} now shows a different certificate from the one you trusted before:\n\n{shown}\n\n"
                    "instead of\n\n{pinned}\n\nSomeone may be listening in, so the game does not connect. If the host "
                    "really made a new certificate, remove {server} from {file} and join again.").format(
                server=server, shown=shown, pinned=pinned, file=self.known.path if self.known else ""))
        self.close()

    def _send_chat(self) -> None:
        text = self.chat.text().strip()
        if text:
            self.connection.send({"type": "chat", "text": text})
        self.chat.clear()

    def _say(self, text: str) -> None:
        self.log.addItem(text)
        self.log.scrollToBottom()

    # What the server says --------------------------------------------------------------------------

    def _on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome":
            self.tries = 0
            if self.token:
                self.connection.send({"type": "rejoin", "table": self.code, "token": self.token})
            else:
                self.connection.send(self.first)
        elif kind == "seated":
            self.code, self.token, self.seat = message["table"], message["token"], message["seat"]
            self._show_info()
        elif kind == "lobby":
            self._on_lobby(message)
        elif kind == "chat":
            self._say(f"{self.game.seat_name(int(message.get('seat', 0)))}: {message.get('text', '')}")
        elif kind == "round_over":
            totals = " – ".join(str(t) for t in message.get("totals", []))
            self._say(self.tr("Round {number} is over. Totals: {totals}.").format(number=message.get("round"),
                                                                             totals=totals))
        elif kind == "match_over":
            winner = message.get("winner")
            side = self.game.team_name(int(winner)) if isinstance(winner, int) else "?"
            self._say(self.tr("The match is over: {side} won.").format(side=side))
            self.start_button.setEnabled(self.seat == self.host_seat)
        elif kind == "error":
            self.statusBar().showMessage(str(message.get("message", "")), 8000)
            if not self.code and message.get("code") in ("no-such-table", "table-full", "wrong-protocol"):
                QMessageBox.warning(self, self.tr("Join a table"), str(message.get("message", "")))
                self.close()
        elif kind == "state":
            self.start_button.setEnabled(False)

    def _on_lobby(self, message: dict[str, Any]) -> None:
        before = {index: seat for index, seat in enumerate(self.seats)}
        self.seats = list(message.get("seats", []))
        self.host_seat = int(message.get("host", 0))
        self.lobby.clear()
        for index, seat in enumerate(self.seats):
            name = seat.get("name") or self.tr("(open seat)")
            if seat.get("kind") == "human" and not seat.get("connected"):
                name += " " + self.tr("(away)")
            self.lobby.addItem(f"{index + 1}. {name}")
            old = before.get(index)
            if old is None or old.get("kind") != "human" or seat.get("kind") != "human":
                continue
            if old.get("connected") and not seat.get("connected"):
                self._say(self.tr("{name} lost the connection; an AI plays the seat after 2 minutes.").format(
                    name=seat.get("name")))
            elif not old.get("stand_in") and seat.get("stand_in"):
                self._say(self.tr("An AI plays for {name} until they are back.").format(name=seat.get("name")))
            elif not old.get("connected") and seat.get("connected"):
                self._say(self.tr("{name} is back.").format(name=seat.get("name")))
        in_play = self.game.view is not None and self.game.to_play is not None
        ready = all(seat.get("kind") != "open" for seat in self.seats)
        self.start_button.setVisible(self.seat == self.host_seat)
        self.start_button.setEnabled(ready and not in_play)

    def _show_info(self) -> None:
        text = self.tr("Table {code}").format(code=self.code)
        if self.hosted is not None:
            text += "\n" + self.tr("Friends join at {address}, port {port}.").format(
                address=lan_address(), port=self.server[1])
        self.info.setText(text)

    def _on_lost(self, _why: str) -> None:
        if self._retry.isActive() or not self.isVisible():
            return
        if self.tries >= RECONNECT_TRIES or not self.token:
            self.statusBar().showMessage(self.tr("The connection to the table is lost."))
            return
        self.tries += 1
        self.statusBar().showMessage(self.tr("The connection to the table is lost; trying again…"), RECONNECT_MS)
        self.connection.close()
        self._retry.start(RECONNECT_MS)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._retry.stop()
        self.connection.lost.disconnect(self._on_lost)
        self.connection.close()
        if self.hosted is not None:
            self.hosted.stop()
        super().closeEvent(event)


def host_table(settings: AppSettings, parent: QWidget | None = None) -> NetTableWindow | None:
    """*Game → Host a table*: the table server on this computer, and a seat at a new table."""
    dialog = HostDialog(parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    hosted = HostedServer(dialog.port.value())
    try:
        port = hosted.start()
    except OSError as error:
        QMessageBox.warning(parent, dialog.windowTitle(), str(error))
        return None
    window = NetTableWindow(settings, dialog.name.text().strip() or default_name(), "127.0.0.1", port,
                            dialog.create_message(), hosted, parent)
    window.resize(1200, 800)
    window.show()
    return window


def join_table(settings: AppSettings, parent: QWidget | None = None) -> NetTableWindow | None:
    """*Game → Join a table*: a seat at a friend's table, picked from the LAN or by address and code."""
    dialog = JoinDialog(default_name(), parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    host, port = dialog.server()
    join = {"type": "join", "table": dialog.code.text().strip()}
    known = KnownServers(default_save_path().with_name(KNOWN_SERVERS_FILE)) if dialog.secure.isChecked() else None
    window = NetTableWindow(settings, dialog.name.text().strip() or default_name(), host, port, join, None, parent,
                            known)
    window.resize(1200, 800)
    window.show()
    return window
