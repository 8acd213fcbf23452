"""A window's seat at a networked table, for as long as the window is open: the connection to
the table server and what keeps the seat through it.

It connects and, once the server welcomes it, asks for its seat (``create`` or ``join``;
``rejoin`` with the seat's token for a seat it already had).  A lost connection is tried
again for as long as the server keeps the seat, a table that went with its host's window for
``HOST_WAIT_MS``, and either again when the player asks; a certificate no authority signed is
shown by its fingerprint and pinned, a changed one refused; a table that ends (``table_over``, or
a kept seat whose table is gone) ends the seat for good.  What it has to tell the player goes to
the window as signals; the few questions it asks open over the window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...net.address import ServerAddress
from ...net.messages import CLIENT, Error, Leave, Lobby, Message, Rejoin, Seated, TableOver, Welcome, decode
from ...net.tls_trust import KnownServers
from ...net.wire import HUMAN
from ..settings import AppSettings
from .connection import TableConnection
from .host_server import HostedServer
from .kept_seats import KeptSeat, SeatKeeper
from .reaching import agrees_to_trust, not_a_table_server, refuse_changed_certificate
from .refusals import refusal_words
from .seat_news import host_not_back

RECONNECT_MS = 3000
RECONNECT_TRIES = 40  # two minutes: as long as the server keeps a seat before an AI plays it
# How long a window tries to join again a table that went with its host, before it stops and says so:
# time for the host to restart the game, or the computer.  Nothing tells the guests when the host
# ends the table for good at the next start instead (its server is gone), so the window cannot try forever.
HOST_WAIT_MS = 10 * 60 * 1000
# How long a server that took the connection has to welcome it (a table server does at once): one that says
# nothing (no table server, or a hung one) is given up as a lost connection, not waited for for ever.
WELCOME_MS = 10_000


class SeatSession(QObject):
    """The seat of one window: its table's code, its number and its token, once the server gives them."""

    seatedAt = Signal()  # ``seated``: the table's code and the seat's number are known
    notice = Signal(str, int)  # a line for the status bar, and for how many milliseconds (0: until the next)
    tableEnded = Signal(str)  # the table is gone for good, in words
    refused = Signal(str)  # the server refused something and no message box says so: its words
    # The first connection came to nothing (no table server there), or a lost one was tried again long enough
    # in vain: why, in words; the window tries again when the player asks (``ask_again``).
    unreached = Signal(str)
    # The table went with its host (who closed the window keeping it for later): it waits for them, for
    # HOST_WAIT_MS (then ``unreached``).  True the first time; False when the player asks for it again.
    hostGone = Signal(bool, bool)
    # A line for the table's news, said aloud too: the seat's connection lost (once, not at every try) and back.
    news = Signal(str)

    def __init__(self, window: QWidget, settings: AppSettings, name: str, host: str, port: int,
                 first: Message | dict[str, Any], hosted: HostedServer | None = None,
                 known: KnownServers | None = None, kept: KeptSeat | None = None, path: str = "") -> None:
        super().__init__(window)  # the window the seat is shown in: the questions open over it, and it closes
        self.server = (host, port)
        self.path = path  # the server's WebSocket path; "": plain TCP
        # The pinned fingerprints: a TLS connection; None: plain TCP.  The host's own server: its own certificate.
        self.known = hosted.own_trust(host) if hosted is not None else known
        # create or join (as a record, or as the protocol writes it): sent once the server welcomes us
        self.first = first if isinstance(first, Message) else decode(first, CLIENT)
        # Coming back to a kept seat: ``welcome`` is answered with ``rejoin`` and its token.
        self.code = kept.table if kept is not None else ""
        self.token = kept.token if kept is not None else ""
        self.seated = False  # the server has given this window its seat
        self.welcomed = False  # a table server has answered (once is enough to know the address is one)
        self.ended = False  # the table is over (``table_over``): nothing to reconnect to
        self.closed = False  # the window has closed (``close``)
        self.seat = -1
        self.tries = 0
        self.host_away = False  # the latest lobby shows the host's seat (not this one) away
        self.host_name = ""  # as the latest lobby names them
        self.in_a_window = False  # the server said it is a window's, whose tables go with it (``welcome``)
        # The connection went while the host of a window's table was away: the table waits for its host (the
        # window closed, keeping it).  Tried again for HOST_WAIT_MS, and again whenever the player asks.
        self.awaiting_host = False
        self.coming_back = False  # the loss of the connection was told: the seat's return is told too
        self._host_wait = QTimer(self)
        self._host_wait.setSingleShot(True)
        self._host_wait.timeout.connect(self._host_not_back)
        self.connection = TableConnection(name, window)
        self.keeper = SeatKeeper(settings, self.connection, host, port, name, self.known is not None,
                                 hosted is not None, self.code, path,
                                 host_kept=hosted is not None and hosted.options.state_dir is not None)
        handlers = self.connection.handlers
        handlers.on(Welcome, self._on_welcome)
        handlers.on(Seated, self._on_seated)
        handlers.on(Lobby, self._on_lobby)
        handlers.on(TableOver, self._on_table_over)
        handlers.on(Error, self._on_error)
        self.connection.lost.connect(self._on_lost)
        self.connection.unreadable.connect(self._on_unreadable)
        self.connection.untrusted.connect(self._ask_trust)
        self.connection.certificateChanged.connect(self._refuse_changed)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.connect_to_table)
        self._welcome_wait = QTimer(self)
        self._welcome_wait.setSingleShot(True)
        self._welcome_wait.timeout.connect(self._not_welcomed)
        self.connection.connected.connect(lambda: self._welcome_wait.start(WELCOME_MS))

    @property
    def owner(self) -> QWidget:
        """The window (its parent, not a reference of its own: the window's wrapper goes with the window)."""
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    @property
    def address(self) -> ServerAddress:
        """The server as the player named it: host, port, WebSocket path, and whether over TLS."""
        return ServerAddress(*self.server, self.path, self.known is not None)

    def connect_to_table(self) -> None:
        self.connection.open(*self.server, known=self.known, path=self.path)

    @property
    def host_wait(self) -> str:
        """How long the window waits for the host of a table that went with them, in words ("10 minutes")."""
        return self.tr("%n minute(s)", "", max(1, round(HOST_WAIT_MS / 60_000)))

    def ask_again(self) -> None:
        """The player asks for the seat again (joins its table anew, or *Try again*): connected again,
        unless the connection is up or about to be tried again; a table that waits for its host is
        waited for as long again."""
        if not (self.connection.live or self._retry.isActive() or self.ended):
            self.tries = 0
            if self.awaiting_host:
                self._wait_for_host(first=False)
            self.connect_to_table()

    def close(self) -> None:
        """The window closes: no more tries, and the connection ends without a word of loss.  Once:
        quitting the game closes its tables, and a table may then be closed again before it is gone."""
        if self.closed:
            return
        self.closed = True
        if self.seated and self.keeper.between_matches and not self.keeper.hosted:
            # Nothing is kept to come back to after a match (the seat's offer went with match_over): the seat is
            # given up, the table told so, not left away for the next match to wait for its stand-in.
            self.connection.send(Leave())
        self._retry.stop()
        self._welcome_wait.stop()
        self._host_wait.stop()
        self.connection.lost.disconnect(self._on_lost)
        self.connection.close()

    # What the server says --------------------------------------------------------------------------

    def _on_welcome(self, welcome: Welcome) -> None:
        self._welcome_wait.stop()
        self.welcomed = True
        self.in_a_window = welcome.in_a_window
        self.connection.send(Rejoin(self.code, self.token) if self.token else self.first)

    def _on_seated(self, seated: Seated) -> None:
        self.code, self.token, self.seat = seated.table, seated.token, seated.seat
        self.seated = True
        self.tries = 0
        self.awaiting_host = False
        if self.coming_back:
            self.coming_back = False
            self.news.emit(self.tr("You are back at your seat."))
        self._host_wait.stop()
        self.seatedAt.emit()

    def _on_lobby(self, lobby: Lobby) -> None:
        host = lobby.seats[lobby.host] if 0 <= lobby.host < len(lobby.seats) else None
        self.host_name = host.name if host is not None else ""
        self.host_away = host is not None and lobby.host != self.seat and host.kind == HUMAN and not host.connected

    def _on_table_over(self, over: TableOver) -> None:
        """The table is gone (the host closed it, or it expired): said in words, once, for good
        (a server that says it twice is told it once)."""
        if self.ended:
            return
        self.ended = True
        self._retry.stop()
        self._host_wait.stop()
        self.tableEnded.emit({
            "host-left": self.tr("The host has closed the table. Thank you for playing."),
            "expired": self.tr("The table has ended: nobody played at it for too long."),
        }.get(over.reason, self.tr("The server has closed the table.")))

    def _on_error(self, error: Error) -> None:
        words = refusal_words(error.code, error.message)  # the code in the player's language, not the server's English
        self.notice.emit(words, 8000)
        if self.token and not self.seated and error.code in ("bad-token", "no-such-table"):
            self._seat_gone()
        elif self.token and not self.seated and error.code in ("too-fast", "busy"):
            # The seat asked back at a moment the server cannot take it (many players back at once from one
            # address, after a restart): asked again in a moment, as after a lost connection, not waited for.
            self.connection.close()
            self._on_lost("")
            self.notice.emit(words, RECONNECT_MS)
        elif not self.code and error.code in ("no-such-table", "table-full", "wrong-protocol", "busy", "bad-message"):
            QMessageBox.warning(self.owner, self.tr("Join a table"), words)
            self.owner.close()
        else:
            self.refused.emit(words)

    def _seat_gone(self) -> None:
        """The seat asked back is gone with its table, ended while this window was away from it (the host
        may host a new one at the same address): the table is over for this window, as at ``table_over``."""
        self.keeper.forget()
        self.ended = True
        self.awaiting_host = False
        self._retry.stop()
        self._host_wait.stop()
        self.connection.close()  # nothing more to hear there: a new table is joined anew
        self.tableEnded.emit(self.tr("Table {code} has ended while you were away, and your seat with it.").format(
            code=self.code))

    # The connection ----------------------------------------------------------------------------------

    def _on_unreadable(self, why: str) -> None:
        """A line the window could not read is said, not passed over in silence: something the table
        showed may be missing (a round's count once was, every round a side lacked a suit)."""
        self.notice.emit(self.tr("The server sent something this window cannot read ({why}); play goes on.").format(
            why=why), 8000)

    def _not_welcomed(self) -> None:
        self.connection.close()
        self._on_lost("")

    def _on_lost(self, why: str) -> None:
        self._welcome_wait.stop()
        self.seated = False  # until the server gives the seat back: it may be gone meanwhile (``_seat_gone``)
        if self.ended or self._retry.isActive() or not self.owner.isVisible():
            return
        if not self.welcomed and not self.token:
            words = not_a_table_server(self.address, why)
            self.notice.emit(words, 0)
            self.unreached.emit(words)
            return
        # The protocol does not say why a connection ends; a window's server (``welcome``) closing just after the
        # host's seat went away is what it does as the host closes it, keeping the table for later (the host's
        # window puts its seat away first for this: ``TableServer.hosts_away``).  A server such as ``serve``
        # goes on without its hosts: there the host is away as anyone is, and this connection is merely lost.
        # A window's server that refuses a try outright has gone with its host's game as well, closed in a way
        # that told nobody (a crash): its tables are kept for the host's next start all the same.
        gone_with_host = self.host_away or self.connection.refused
        if gone_with_host and self.in_a_window and self.token and not self.awaiting_host:
            self._wait_for_host(first=True)
        if self.awaiting_host and not self._host_wait.isActive():  # the wait ran out while this try was made
            self._host_not_back()
            return
        if not self.token:
            self.notice.emit(self.tr("The connection to the table is lost."), 0)
            return
        if self.tries >= RECONNECT_TRIES and not self.awaiting_host:
            words = self.tr("The connection to the table is lost.")
            self.notice.emit(words, 0)
            self.unreached.emit(words)
            return
        if not self.awaiting_host:  # else the words of the table that waits for its host stay
            trying = self.tr("The connection to the table is lost; trying again…")
            if self.tries == 0:  # the first try since the seat was last given: in the news, and aloud
                self.coming_back = True
                self.news.emit(trying)
            self.notice.emit(trying, RECONNECT_MS)
        self.tries += 1
        self.connection.close()
        self._retry.start(RECONNECT_MS)

    def _wait_for_host(self, first: bool) -> None:
        self.awaiting_host = True
        self._host_wait.start(HOST_WAIT_MS)
        self.hostGone.emit(first, self.host_away)  # host_away: the host said so; else a crash

    def _host_not_back(self) -> None:
        """The host has not hosted the table again for as long as it is waited for: no more tries (a try
        under way is cut short), until the player asks for one; a connection made goes on."""
        if self.connection.live:
            return
        self._retry.stop()
        self.connection.close()
        words = host_not_back(self.host_name, self.host_wait)
        self.notice.emit(words, 0)
        self.unreached.emit(words)

    def _ask_trust(self, server: str, fingerprint: str) -> None:
        """A certificate no authority signed, seen for the first time: pinned if the player trusts it."""
        if not agrees_to_trust(self.owner, server, fingerprint) or self.known is None:
            self.owner.close()
            return
        try:
            self.known.pin(*self.server, fingerprint)
        except OSError as error:  # trusted while the window is open; asked again next time
            self.notice.emit(self.tr("Could not remember the certificate: {error}").format(error=error), 0)
        self.connect_to_table()

    def _refuse_changed(self, server: str, pinned: str, shown: str) -> None:
        refuse_changed_certificate(self.owner, server, pinned, shown, self.known)
        self.owner.close()
