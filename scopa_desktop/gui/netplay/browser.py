"""*Play online*'s look at a table server: a connection without a seat that asks the
server for its open tables (``list``, answered ``open_tables``; beside scopa-table/1)
as soon as it is welcomed and again every few seconds, and says in one line why it
could not: a refused or unreachable address, a server that does not answer as a table
server, or one that lists no tables."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ...net.address import ServerAddress
from ...net.messages import Error, ListTables, OpenTables, Welcome
from ...net.tls_trust import KnownServers
from .connection import CONNECT_SECONDS, TableConnection
from .reaching import known_servers, not_a_table_server
from .refusals import refusal_words

#: How often the list is asked for again while it is shown.
REFRESH_MS = 5000
#: How long a server has to welcome us once asked (connecting and securing included).
ANSWER_MS = int((CONNECT_SECONDS + 5) * 1000)


class TableBrowser(QObject):
    """``open`` a server; ``listed`` brings its open tables each time, ``failed`` why not."""

    listed = Signal(object)  # tuple[OpenTable, ...]
    failed = Signal(str)  # one line for the player; the connection is closed
    untrusted = Signal(str, str)  # server, fingerprint: ask the player, then ``trust``
    certificateChanged = Signal(str, str, str)  # server, pinned, shown: refused

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address: ServerAddress | None = None
        self.known: KnownServers | None = None
        self.welcomed = False
        self.connection = TableConnection("", self)  # named at each ``open``
        handlers = self.connection.handlers
        handlers.on(Welcome, self._on_welcome)
        handlers.on(OpenTables, lambda answer: self.listed.emit(answer.tables))
        handlers.on(Error, self._on_error)
        self.connection.lost.connect(self._on_lost)
        self.connection.unreadable.connect(lambda _why: self._fail(self._no_table_server()))
        self.connection.untrusted.connect(self._on_untrusted)
        self.connection.certificateChanged.connect(self._on_certificate_changed)
        self.refresh_timer = QTimer(self)
        self.refresh_timer.setInterval(REFRESH_MS)
        self.refresh_timer.timeout.connect(self.refresh)
        self.answer_timer = QTimer(self)
        self.answer_timer.setSingleShot(True)
        self.answer_timer.setInterval(ANSWER_MS)
        self.answer_timer.timeout.connect(lambda: self._fail(self._no_table_server()))

    def open(self, address: ServerAddress, name: str) -> None:
        """Connect to ``address`` (over TLS when it is secure) as ``name`` and list its tables."""
        self.close()
        self.address, self.known = address, known_servers(address.secure)
        self.connection.name = name
        self.answer_timer.start()
        self.connection.open(address.host, address.port, known=self.known, path=address.path)

    def trust(self, fingerprint: str) -> None:
        """The player trusts the certificate shown: pinned, and connected again."""
        if self.address is None or self.known is None:
            return
        try:
            self.known.pin(self.address.host, self.address.port, fingerprint)
        except OSError as error:
            self._fail(self.tr("Could not remember the certificate: {error}").format(error=error))
            return
        self.open(self.address, self.connection.name)

    def refresh(self) -> None:
        if self.welcomed:
            self.connection.send(ListTables())

    def close(self) -> None:
        self.welcomed = False
        self.refresh_timer.stop()
        self.answer_timer.stop()
        self.connection.close()

    def _on_welcome(self, _welcome: Welcome) -> None:
        self.welcomed = True
        self.answer_timer.stop()
        self.refresh()
        self.refresh_timer.start()

    def _on_error(self, error: Error) -> None:
        if error.code == "bad-message":  # a table server of its own kind: no ``list``
            self._fail(self.tr("{server} is a table server, but it lists no open tables: join a table there "
                               "with its code instead.").format(server=self.address))
        else:
            self._fail(refusal_words(error.code, error.message))

    def _on_lost(self, why: str) -> None:
        self.answer_timer.stop()
        if self.welcomed:
            self._fail(self.tr("The connection to {server} is lost.").format(server=self.address))
        elif self.address is not None:
            self._fail(not_a_table_server(self.address, why))

    def _on_untrusted(self, server: str, fingerprint: str) -> None:
        self.answer_timer.stop()  # the player takes their time comparing fingerprints
        self.untrusted.emit(server, fingerprint)

    def _on_certificate_changed(self, server: str, pinned: str, shown: str) -> None:
        self.close()
        self.certificateChanged.emit(server, pinned, shown)

    def _no_table_server(self) -> str:
        return not_a_table_server(self.address, "") if self.address is not None else ""

    def _fail(self, why: str) -> None:
        self.close()
        self.failed.emit(why)
