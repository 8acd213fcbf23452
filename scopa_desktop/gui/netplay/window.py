"""Playing with friends: *Game → Host a table* and *Game → Join a table*.

Hosting runs the table server on this computer (``HostedServer``) and sits
the player at a new table; the window shows the table code and the address
to give friends.  Joining connects to a server by address and code.  Either
way the play is the same table view as against the AI, fed by ``RemoteGame``,
with the lobby, a small chat and the table's events at the side.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME
from ...net.address import ServerAddress
from ...net.messages import (
    CLIENT,
    Chat,
    ChatLine,
    Error,
    Leave,
    Lobby,
    LobbySeat,
    MatchOver,
    Rejoin,
    RoundOver,
    Seated,
    Start,
    State,
    TableOver,
    Welcome,
    decode,
)
from ...net.persist import TableFiles
from ...net.tls_trust import KNOWN_SERVERS_FILE, KnownServers
from ...net.wire import HUMAN, MAX_CHAT, MAX_NAME, OPEN
from ..app_data import default_save_path
from ..dialogs.host_table import HostDialog, default_name
from ..dialogs.join_table import JoinDialog
from ..fitted_window import resize_to_fit
from ..settings import MUTED_KEY, NET_NAME_KEY, SKIN_KEY, VOLUME_KEY, AppSettings
from ..style import STYLE_SHEET
from ..table import TableView
from ..table.announcer import Announcer, read_position_action
from .connection import TableConnection
from .host_server import HostedServer, hosted_tables_dir, lan_address
from .kept_seats import KeptSeat, SeatKeeper, forget_seat, read_seats, seat_at
from .remote_game import RemoteGame
from .remote_play import RemotePlay

RECONNECT_MS = 3000
RECONNECT_TRIES = 40  # two minutes: as long as the server keeps a seat before an AI plays it


class NetTableWindow(QMainWindow):
    """One seat at a networked table: the table view, the lobby, the chat."""

    def __init__(self, settings: AppSettings, name: str, host: str, port: int, first: dict[str, Any],
                 hosted: HostedServer | None = None, parent: QWidget | None = None,
                 known: KnownServers | None = None, kept: KeptSeat | None = None, path: str = "") -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(APP_NAME)
        self.setStyleSheet(STYLE_SHEET)
        self.hosted, self.server = hosted, (host, port)
        self.path = path  # the server's WebSocket path; "": plain TCP
        self.known = known  # the pinned fingerprints: a TLS connection; None: plain TCP
        # create or join, given as the protocol writes it: sent once the server welcomes us
        self.first = decode(first, CLIENT)
        # Coming back to a kept seat: ``welcome`` is answered with ``rejoin`` and its token.
        self.code = kept.table if kept is not None else ""
        self.token = kept.token if kept is not None else ""
        self.seated = False  # the server has given this window its seat
        self.welcomed = False  # a table server has answered (once is enough to know the address is one)
        self.ended = False  # the table is over (``table_over``): nothing to reconnect to
        self.seat = -1
        self.host_seat = 0
        self.seats: tuple[LobbySeat, ...] = ()
        self.tries = 0
        self.connection = TableConnection(name, self)
        self.keeper = SeatKeeper(settings, self.connection, host, port, name, known is not None, hosted is not None,
                                 self.code, path, host_kept=hosted is not None and hosted.options.state_dir is not None)
        self.ending = False  # the host ends the table for everyone as this window closes
        self.game = RemoteGame(self.connection, self)
        self.table = TableView(self.game, settings.get(SKIN_KEY))
        self.table.set_animation_speed(settings.animation_speed())
        self.announcer = Announcer(self.game, self.table, self.table.board, self)  # every move, to a screen reader
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
        self.start_button.clicked.connect(lambda: self.connection.send(Start()))
        self.start_button.setVisible(False)  # until the lobby tells whether this seat is the host's
        self.start_button.setEnabled(False)  # and whether every seat is taken
        self.log = QListWidget()
        self.log.setObjectName("moveLog")
        self.log.setWordWrap(True)
        self.chat = QLineEdit()
        self.chat.setMaxLength(MAX_CHAT)
        self.chat.setPlaceholderText(self.tr("Say something to the table"))
        self.chat.returnPressed.connect(self._send_chat)
        for named, name in ((self.lobby, self.tr("Seats at the table")), (self.log, self.tr("Table news and chat")),
                            (self.chat, self.tr("Message to the table"))):  # what a screen reader says of each
            named.setAccessibleName(name)
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
        resize_to_fit(self, QSize(1200, 800))
        table_menu = self.menuBar().addMenu(self.tr("&Table"))
        table_menu.addAction(read_position_action(self.announcer, self))
        leave = table_menu.addAction(self.tr("&Leave the table"))
        leave.setShortcuts(QKeySequence.StandardKey.Close)  # Ctrl+W and Ctrl+F4 on Linux and Windows, Cmd+W on macOS
        leave.triggered.connect(self.leave)
        self.game.moveRefused.connect(lambda text: self.statusBar().showMessage(text, 6000))
        handlers = self.connection.handlers  # after the game's: it has seen each message when these run
        handlers.on(Welcome, self._on_welcome)
        handlers.on(Seated, self._on_seated)
        handlers.on(TableOver, self._on_table_over)
        handlers.on(Lobby, self._on_lobby)
        handlers.on(ChatLine, self._on_chat)
        handlers.on(RoundOver, self._on_round_over)
        handlers.on(MatchOver, self._on_match_over)
        handlers.on(Error, self._on_error)
        handlers.on(State, self._on_state)
        self.paused_note = QLabel(self.tr("The table is paused: the server cannot save the game just now."))
        self.paused_note.setVisible(False)
        self.statusBar().addWidget(self.paused_note, 1)  # shown whenever no passing message covers it
        self.game.pausedChanged.connect(self._on_paused)
        self.connection.lost.connect(self._on_lost)
        self.connection.untrusted.connect(self._ask_trust)
        self.connection.certificateChanged.connect(self._refuse_changed)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._connect()

    def _connect(self) -> None:
        self.connection.open(*self.server, known=self.known, path=self.path)

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
            self.connection.send(Chat(text))
        self.chat.clear()

    def _say(self, text: str, aloud: bool = True) -> None:
        """A line in the table's log, said to a screen reader too unless the announcer says it its own way."""
        self.log.addItem(text)
        self.log.scrollToBottom()
        if aloud:
            self.announcer.say(text)

    # What the server says --------------------------------------------------------------------------

    def _on_welcome(self, _welcome: Welcome) -> None:
        self.tries = 0
        self.welcomed = True
        self.connection.send(Rejoin(self.code, self.token) if self.token else self.first)

    def _on_seated(self, seated: Seated) -> None:
        self.code, self.token, self.seat = seated.table, seated.token, seated.seat
        self.seated = True
        self._show_info()

    def _on_table_over(self, over: TableOver) -> None:
        self._table_over(over.reason)

    def _on_state(self, _state: State) -> None:
        self.start_button.setEnabled(False)

    def _on_chat(self, chat: ChatLine) -> None:
        self._say(f"{self.game.seat_name(chat.seat)}: {chat.text}")

    def _on_round_over(self, round_over: RoundOver) -> None:
        totals = " – ".join(str(t) for t in round_over.totals)
        self._say(self.tr("Round {number} is over. Totals: {totals}.").format(number=round_over.round, totals=totals),
                  aloud=False)  # the announcer says the round's count

    def _on_match_over(self, match_over: MatchOver) -> None:
        side = self.game.team_name(match_over.winner) if match_over.winner is not None else "?"
        self._say(self.tr("The match is over: {side} won.").format(side=side), aloud=False)
        self.start_button.setEnabled(self.seat == self.host_seat)

    def _on_error(self, error: Error) -> None:
        self.statusBar().showMessage(error.message, 8000)
        if self.token and not self.seated and error.code in ("bad-token", "no-such-table"):
            self.keeper.forget()  # the kept seat is gone with its table
            QMessageBox.warning(self, self.tr("Join a table"), self.tr(
                "Your seat at table {code} is no longer kept: the table has ended.").format(code=self.code))
            self.close()
        elif not self.code and error.code in ("no-such-table", "table-full", "wrong-protocol"):
            QMessageBox.warning(self, self.tr("Join a table"), error.message)
            self.close()
        else:  # no box to read it out: a screen reader hears it, as it reads no status bar unasked
            self.announcer.say(error.message)

    def _on_lobby(self, lobby: Lobby) -> None:
        before = dict(enumerate(self.seats))
        self.seats = lobby.seats
        self.host_seat = lobby.host
        self.lobby.clear()
        for index, seat in enumerate(self.seats):
            name = seat.name or self.tr("(open seat)")
            if seat.kind == HUMAN and not seat.connected:
                name += " " + self.tr("(away)")
            self.lobby.addItem(f"{index + 1}. {name}")
            old = before.get(index)
            if old is not None and old.kind == OPEN and seat.kind == HUMAN:
                self._say(self.tr("{name} sits down at the table.").format(name=seat.name))
            if old is None or old.kind != HUMAN or seat.kind != HUMAN:
                continue
            if old.connected and not seat.connected:
                self._say(self.tr("{name} lost the connection; an AI plays the seat after 2 minutes.").format(
                    name=seat.name))
            elif not old.stand_in and seat.stand_in:
                self._say(self.tr("An AI plays for {name} until they are back.").format(name=seat.name))
            elif not old.connected and seat.connected:
                self._say(self.tr("{name} is back.").format(name=seat.name))
        in_play = self.game.view is not None and self.game.to_play is not None
        ready = all(seat.kind != OPEN for seat in self.seats)
        self.start_button.setVisible(self.seat == self.host_seat)
        self.start_button.setEnabled(ready and not in_play)

    def _on_paused(self, paused: bool) -> None:
        self.paused_note.setVisible(paused)
        self._say(self.paused_note.text() if paused else self.tr("The server saves the game again: play goes on."))

    def _show_info(self) -> None:
        text = self.tr("Table {code}").format(code=self.code)
        if self.hosted is not None:
            text += "\n" + self.tr("Friends join at {address}, port {port}.").format(
                address=lan_address(), port=self.server[1])
        self.info.setText(text)
        self.announcer.say(". ".join(text.splitlines()))  # the code to give friends, heard as well as shown

    def _table_over(self, reason: str) -> None:
        """The table is gone (the host closed it, or it expired): said in words, once, for good."""
        self.ended = True
        self._retry.stop()
        words = {
            "host-left": self.tr("The host has closed the table. Thank you for playing."),
            "expired": self.tr("The table has ended: nobody played at it for too long."),
        }.get(reason, self.tr("The server has closed the table."))
        self._say(words)
        self.statusBar().showMessage(words)
        for widget in (self.chat, self.start_button):
            widget.setEnabled(False)

    def _on_lost(self, why: str) -> None:
        if self.ended or self._retry.isActive() or not self.isVisible():
            return
        if not self.welcomed and not self.token:
            self.statusBar().showMessage(self._not_a_table_server(why))
            return
        if self.tries >= RECONNECT_TRIES or not self.token:
            self.statusBar().showMessage(self.tr("The connection to the table is lost."))
            return
        self.tries += 1
        self.statusBar().showMessage(self.tr("The connection to the table is lost; trying again…"), RECONNECT_MS)
        self.connection.close()
        self._retry.start(RECONNECT_MS)

    def _not_a_table_server(self, why: str) -> str:
        """Why the first connection came to nothing, with what to try: the system's reason when
        there is one (refused, unreachable), else a server that is no table server as typed
        (most often a secure one joined without TLS, which closes without a word)."""
        server = str(ServerAddress(*self.server, self.path, self.known is not None))
        if why:
            return self.tr("Cannot reach {server}: {reason}").format(server=server, reason=why)
        if self.known is None:
            return self.tr("{server} did not answer as a table server. If it is a secure server, join again with "
                           "Secure connection (TLS) ticked.").format(server=server)
        return self.tr("{server} did not answer as a table server.").format(server=server)

    def leave(self) -> None:
        """*Table → Leave the table*: asks first, then closes the window."""
        if self.confirm_leave():
            self.close()

    def confirm_leave(self) -> bool:
        """Whether the player really leaves: a guest's seat is kept to come back to (or given up),
        a host ends the table for everyone or keeps it for the next start.  Nothing to ask before a
        seat or after the table."""
        if not self.seated or self.ended or self.game.winner() is not None:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Leave the table"), "", parent=self)
        keep_for_later = None
        if self.hosted is not None:
            box.setText(self.tr("Close table {code}? You may end it for everyone at it, or keep it and resume it "
                                "at the next start, when your friends get their seats back.").format(code=self.code))
            end = box.addButton(self.tr("End it for everyone"), QMessageBox.ButtonRole.DestructiveRole)
            if self.keeper.host_kept:
                keep_for_later = box.addButton(self.tr("Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
            give_up = None
        else:
            box.setText(self.tr("Leave table {code}? Your seat is kept: join the table again, or accept the offer at "
                                "the next start, to take it back. An AI plays it after two minutes.").format(
                code=self.code))
            box.addButton(self.tr("Leave and keep my seat"), QMessageBox.ButtonRole.AcceptRole)
            give_up = box.addButton(self.tr("Give up my seat"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        if box.clickedButton() is cancel:
            return False
        if give_up is not None and box.clickedButton() is give_up:
            self.connection.send(Leave())
            self.keeper.forget()
        if self.hosted is not None and box.clickedButton() is not keep_for_later:
            self.ending = box.clickedButton() is end
            self.keeper.forget()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        # The close box or Alt+F4 asks first; a close the program decided on does not.
        if event.spontaneous() and not self.confirm_leave():
            event.ignore()
            return
        self._retry.stop()
        self.connection.lost.disconnect(self._on_lost)
        self.connection.close()
        if self.hosted is not None:
            self.hosted.stop(end_tables=self.ending)  # else its tables wait on disk for the next start
        super().closeEvent(event)


def remembered_name(settings: AppSettings) -> str:
    """The name the player gave last time at a networked table, else their login name."""
    return settings.get(NET_NAME_KEY) or default_name()


def remember_name(settings: AppSettings, name: str) -> str:
    """Keep ``name`` (trimmed; the remembered one when it is empty) for the next table, and return it."""
    name = name.strip()[:MAX_NAME] or remembered_name(settings)
    settings.set(NET_NAME_KEY, name)
    settings.sync()
    return name


def host_table(settings: AppSettings, parent: QWidget | None = None) -> NetTableWindow | None:
    """*Game → Host a table*: the table server on this computer, and a seat at a new table."""
    dialog = HostDialog(remembered_name(settings), parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    hosted = HostedServer(dialog.port.value(), state_dir=hosted_tables_dir())
    try:
        port = hosted.start()
    except OSError as error:
        QMessageBox.warning(parent, dialog.windowTitle(), str(error))
        return None
    window = NetTableWindow(settings, remember_name(settings, dialog.name.text()), "127.0.0.1", port,
                            dialog.create_message(), hosted, parent)
    window.show()
    return window


def join_table(settings: AppSettings, parent: QWidget | None = None) -> NetTableWindow | None:
    """*Game → Join a table*: a seat at a friend's table, picked from the LAN or by address and code."""
    kept = {seat.table for seat in read_seats(settings)}
    dialog = JoinDialog(remembered_name(settings), parent, seat_kept=lambda code: code in kept)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    address = dialog.server()
    return sit_at(settings, remember_name(settings, dialog.name.text()), address.host, address.port,
                  dialog.code.text(), address.secure, parent, address.path)


def sit_at(settings: AppSettings, name: str, host: str, port: int, code: str, secure: bool,
           parent: QWidget | None = None, path: str = "") -> NetTableWindow:
    """The window at table ``code``: the player's own seat again when one is kept there, else an open
    seat.  ``path``: the server's WebSocket path, "" for plain TCP."""
    kept = seat_at(settings, host, port, code)
    secure = secure or (kept is not None and kept.secure)
    known = KnownServers(default_save_path().with_name(KNOWN_SERVERS_FILE)) if secure else None
    join = {"type": "join", "table": code.strip()}
    window = NetTableWindow(settings, kept.name if kept else name, host, port, join, None, parent, known, kept,
                            path=kept.path if kept is not None else path)
    window.show()
    return window


def offer_kept_seat(settings: AppSettings, parent: QWidget | None = None) -> NetTableWindow | None:
    """At start: a seat kept at a networked table is offered back (the newest, when there are several)."""
    seats = read_seats(settings)
    if not seats:
        return None
    kept = seats[-1]
    if kept.hosted:
        return offer_hosted_table(settings, kept, parent)
    answer = QMessageBox.question(parent, QCoreApplication.translate("NetTableWindow", "Your seat at a table"),
                                  QCoreApplication.translate(
                                      "NetTableWindow", "You still have a seat at table {code} ({server}) as {name}. "
                                      "Take it back now?").format(code=kept.table, server=str(kept.address()),
                                                                  name=kept.name))
    if answer != QMessageBox.StandardButton.Yes:
        return None
    return sit_at(settings, kept.name, kept.host, kept.port, kept.table, kept.secure, parent, kept.path)


def offer_hosted_table(settings: AppSettings, kept: KeptSeat, parent: QWidget | None = None) -> NetTableWindow | None:
    """At start: the table this computer hosted is on disk (its window closed, or the game
    crashed): resume hosting it on the same port, so friends' kept seats find it, or end it."""
    translate = QCoreApplication.translate
    box = QMessageBox(QMessageBox.Icon.Question, translate("NetTableWindow", "Your hosted table"),
                      translate("NetTableWindow", "Your table {code} is kept as it was. Host it again now? Friends "
                                "who were at it get their seats back.").format(code=kept.table), parent=parent)
    resume = box.addButton(translate("NetTableWindow", "Host it again"), QMessageBox.ButtonRole.AcceptRole)
    end = box.addButton(translate("NetTableWindow", "End it for good"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(translate("NetTableWindow", "Not now"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is end:
        TableFiles(hosted_tables_dir(), logging.getLogger("scopa_desktop.net")).delete(kept.table)
        forget_seat(settings, kept.host, kept.port, kept.table)
        return None
    if box.clickedButton() is not resume:
        return None
    hosted = HostedServer(kept.port, state_dir=hosted_tables_dir())
    try:
        hosted.start()
    except OSError as error:
        QMessageBox.warning(parent, box.windowTitle(), translate(
            "NetTableWindow", "Cannot host table {code} on port {port} again: {reason}").format(
            code=kept.table, port=kept.port, reason=error.strerror or error))
        return None
    window = NetTableWindow(settings, kept.name, kept.host, kept.port, {"type": "join", "table": kept.table},
                            hosted, parent, kept=kept)
    window.show()
    return window
