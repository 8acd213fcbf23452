"""The window's connection to a table server (TABLE-PROTOCOL.md): a TCP socket, plain
or TLS, its lines bare or as WebSocket messages, which a QThread reads and hands to the
window's thread, where each is read as a record of ``net.messages`` and given to the
handlers of its type (``handlers``, the one dispatcher of what the server says).  (Not
QTcpSocket: the frozen app leaves QtNetwork out.)

One thread does all the socket's input and output: OpenSSL's connections must not be
read and written from two threads at once, so the window's ``send`` only queues the
line and wakes that thread through a socket pair.  Reading never blocks the window.
``hello`` is sent on connecting; the caller sends the rest.
"""

from __future__ import annotations

import contextlib
import select
import socket
import threading
from collections import deque
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QThread, Signal

from ...net.client import MAX_SERVER_LINE
from ...net.messages import (
    SERVER,
    Dispatcher,
    Hello,
    Lobby,
    MatchOver,
    Message,
    Ping,
    Pong,
    RoundOver,
    State,
    TableOver,
    encode_message,
    parse_line,
)
from ...net.wire import NetError
from ..reasons import system_reason

if TYPE_CHECKING:
    from ...net.tls_trust import KnownServers

CONNECT_SECONDS = 10.0
#: How long lines queued before ``stop`` (a ``leave`` as the window closes) may take to go out.
FLUSH_SECONDS = 2.0


class _Link(QThread):
    """Connects (and secures), then moves lines both ways until the socket closes; its
    signals reach the window's thread queued."""

    connected = Signal()
    line = Signal(bytes)
    lost = Signal(str)
    untrusted = Signal(str, str)  # server, fingerprint: a certificate no authority signed and none pinned
    changed = Signal(str, str, str)  # server, pinned, shown: refused

    def __init__(self, host: str, port: int, known: KnownServers | None, path: str = "") -> None:
        super().__init__()
        self.host, self.port, self.known, self.path = host, port, known, path
        self.outbox: deque[bytes] = deque()
        self._wake_reader, self._wake_writer = socket.socketpair()
        self._closing = threading.Event()
        self.sock: socket.socket | None = None
        self._connecting: socket.socket | None = None  # the raw socket being connected, or being secured
        self.refused = False  # the server's computer answered that nothing listens on the port

    def queue(self, data: bytes) -> None:
        """Send ``data`` from the link's thread (callable from any thread)."""
        self.outbox.append(data)
        with contextlib.suppress(OSError):
            self._wake_writer.send(b"\0")

    def stop(self) -> None:
        """End the link: the thread closes the socket and says nothing more.  A connection
        still being made is cut short, so the window never waits for its time-out."""
        self._closing.set()
        with contextlib.suppress(OSError):
            self._wake_writer.send(b"\0")
        connecting = self._connecting
        if connecting is not None:
            with contextlib.suppress(OSError):
                connecting.shutdown(socket.SHUT_RDWR)

    def _open_socket(self) -> socket.socket:
        try:
            found = socket.getaddrinfo(self.host, self.port, type=socket.SOCK_STREAM)
        except UnicodeError as error:  # a name no lookup can take ("a..b"): no computer has it
            raise socket.gaierror(socket.EAI_NONAME, str(error)) from error
        family, kind, protocol, _, address = found[0]
        sock = socket.socket(family, kind, protocol)
        self._connecting = sock
        if self._closing.is_set():
            raise OSError("closed while connecting")
        sock.settimeout(CONNECT_SECONDS)
        sock.connect(address)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return sock

    def run(self) -> None:
        try:
            self.sock = self._connect()
            if self.sock is None or self._closing.is_set():
                return
            framing = self._upgrade(self.sock) if self.path else TcpLines()
            self._connecting = None  # made: ``stop`` now ends the link in its loop, after what was queued
            self.sock.settimeout(None)
            self.connected.emit()
            self._pump(self.sock, framing)
            if not self._closing.is_set():
                self.lost.emit("")
        except OSError as error:  # ssl.SSLError too
            self.refused = isinstance(error, ConnectionRefusedError)
            if not self._closing.is_set():
                self.lost.emit(system_reason(error))
        finally:
            for sock in (self.sock, self._wake_reader, self._wake_writer):
                if sock is not None:
                    with contextlib.suppress(OSError):
                        sock.close()

    def _connect(self) -> socket.socket | None:
        if self.known is None:
            return self._open_socket()
        from ...net.tls_trust import CertificateChanged, UntrustedCertificate, secure_socket

        try:
            return secure_socket(self._open_socket, self.host, self.port, self.known)
        except UntrustedCertificate as untrusted:
            self.untrusted.emit(untrusted.server, untrusted.fingerprint)
        except CertificateChanged as changed:
            self.changed.emit(changed.server, changed.pinned, changed.shown)
        return None

    def _upgrade(self, sock: socket.socket) -> Framing:
        """The WebSocket's opening handshake, before anything is said (the socket still
        blocks, within the connection's time-out)."""
        from ...net.websocket_lines import ClientWebSocket

        websocket = ClientWebSocket(self.host, self.port, self.path, self.known is not None, MAX_SERVER_LINE)
        sock.sendall(websocket.opening())
        while not websocket.open:
            data = sock.recv(65536)
            if not data:
                raise OSError("the server closed the connection instead of opening the WebSocket")
            websocket.received(data)
        return websocket

    def _pump(self, sock: socket.socket, framing: Framing) -> None:
        """Lines in and out until the server closes or ``stop`` is called."""
        while not self._closing.is_set():
            # Bytes TLS has already decrypted are not readable to select(): read those first.
            waiting = getattr(sock, "pending", lambda: 0)()
            readable = [sock] if waiting else select.select([sock, self._wake_reader], [], [])[0]
            if self._wake_reader in readable:
                self._wake_reader.recv(4096)
            self._send_outbox(sock, framing)
            if sock in readable:
                data = self._read_ready(sock)
                if data is None:
                    continue  # no line yet: TLS's own records (a session ticket) made the socket readable
                for line in framing.received(data):
                    self.line.emit(line)
                sock.sendall(framing.replies())  # a WebSocket's pong or its answer to a close
                if not data or framing.closed:
                    return
        self._send_queued(sock, framing)

    def _send_queued(self, sock: socket.socket, framing: Framing) -> None:
        """What the window queued before ``stop`` still goes out: "give up my seat" is a ``leave``
        sent as the window closes, and a thread that came back to its loop only after ``stop``
        (busy with the line before) closed the socket with it unsent, the seat kept rather than
        given up (``stop`` also shut the socket down under it).  A server that takes nothing for
        ``FLUSH_SECONDS`` is not waited for longer."""
        sock.settimeout(FLUSH_SECONDS)
        with contextlib.suppress(OSError):
            self._send_outbox(sock, framing)

    def _send_outbox(self, sock: socket.socket, framing: Framing) -> None:
        while self.outbox:
            sock.sendall(framing.outgoing(self.outbox.popleft()))

    @staticmethod
    def _read_ready(sock: socket.socket) -> bytes | None:
        """What the socket holds now, without waiting: None when a TLS record carried no data.
        A blocking read here would wait for the server's next line while our own line (the
        ``hello`` it waits for) sits unsent in the outbox."""
        would_block: tuple[type[BaseException], ...] = (BlockingIOError,)
        if hasattr(sock, "pending"):  # a TLS socket: ssl is loaded already
            import ssl

            would_block += (ssl.SSLWantReadError, ssl.SSLWantWriteError)
        sock.setblocking(False)
        try:
            return sock.recv(65536)
        except would_block:
            return None
        finally:
            sock.setblocking(True)


class Framing(Protocol):
    """How protocol lines travel on the socket: one a line (``TcpLines``) or one a
    WebSocket message (``net.websocket_lines.ClientWebSocket``)."""

    @property
    def closed(self) -> bool: ...

    def received(self, data: bytes) -> list[bytes]: ...

    def outgoing(self, line: bytes) -> bytes: ...

    def replies(self) -> bytes: ...


class TcpLines:
    """Lines over plain TCP or TLS: each ends in a newline."""

    closed = False

    def __init__(self) -> None:
        self._pending = b""

    def received(self, data: bytes) -> list[bytes]:
        """The whole lines now in, each with its newline; OSError past the longest line."""
        *lines, self._pending = (self._pending + data).split(b"\n")
        if len(self._pending) > MAX_SERVER_LINE:
            raise OSError("the server sent a line longer than the protocol allows")
        return [line + b"\n" for line in lines]

    def outgoing(self, line: bytes) -> bytes:
        return line

    def replies(self) -> bytes:
        return b""


#: What the table shows, which names its seats: held until the connection's first ``lobby`` has named them.
NAMED_BY_THE_LOBBY = (State, RoundOver, MatchOver)


class TableConnection(QObject):
    """The window's end of a table: ``send`` a record; what the server says goes to the
    handlers given to ``handlers.on`` (a server's ``ping`` is answered here).

    A ``rejoin`` is answered with the latest ``state`` before the ``lobby``: shown as it came, a
    window back at its table wrote the round so far as "Seat 1 dealt", "Seat 2 took…".  So what
    names seats waits for the connection's first lobby, and comes right after it."""

    messageReceived = Signal(object)  # every record read, once its handlers have had it: for a watcher
    unreadable = Signal(str)  # a line this program cannot read, and why
    connected = Signal()
    lost = Signal(str)  # why, in the system's words ("" when the server closed the connection)
    untrusted = Signal(str, str)  # server, fingerprint: ask the player, pin it, open again
    certificateChanged = Signal(str, str, str)  # server, pinned, shown: refused, as SSH refuses

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._link: _Link | None = None
        self._live = False
        self._unnamed: list[Message] | None = []  # held until the first lobby; None once it came
        self.handlers = Dispatcher()
        self.handlers.on(Ping, self._on_ping)

    def open(self, host: str, port: int, known: KnownServers | None = None, path: str = "") -> None:
        """Connect (again) in the background, over TLS when ``known`` (the pinned
        fingerprints) is given, as a WebSocket at ``path`` when one is given:
        ``connected``, ``lost``, ``untrusted`` or ``certificateChanged`` tells how it went."""
        self.close()
        self._unnamed = []
        link = _Link(host, port, known, path)
        link.connected.connect(self._on_connected)
        link.line.connect(self._on_line)
        link.lost.connect(self._on_lost)
        link.untrusted.connect(self.untrusted)
        link.changed.connect(self.certificateChanged)
        self._link = link
        link.start()

    def close(self) -> None:
        """Close the connection and wait for its thread to end."""
        self._live = False
        link, self._link = self._link, None
        if link is not None:
            link.lost.disconnect(self._on_lost)
            link.stop()
            link.wait()

    @property
    def live(self) -> bool:
        """Whether the connection is made and not lost (nor closed) since."""
        return self._live

    def send(self, message: Message) -> None:
        if self._link is not None and self._live:
            self._link.queue(encode_message(message))

    def _on_connected(self) -> None:
        self._live = True
        self.send(Hello(self.name))
        self.connected.emit()

    def _on_ping(self, _ping: Ping) -> None:
        self.send(Pong())  # the server's check that this player is still there

    def _on_line(self, data: bytes) -> None:
        try:
            message = parse_line(data, SERVER)
        except NetError as error:  # a server that speaks garbage: nothing to show for that line
            self.unreadable.emit(error.message)
            return
        held = self._unnamed
        if held is not None and isinstance(message, NAMED_BY_THE_LOBBY):
            held.append(message)
            return
        if held is not None and isinstance(message, (Lobby, TableOver)):
            self._unnamed = None
            # The lobby first, to name the seats; a table that ends has no lobby to wait for.
            for each in [message, *held] if isinstance(message, Lobby) else [*held, message]:
                self._deliver(each)
            return
        self._deliver(message)

    def _deliver(self, message: Message) -> None:
        with contextlib.suppress(NetError):  # a message this window has no use for
            self.handlers.dispatch(message)
        self.messageReceived.emit(message)

    @property
    def refused(self) -> bool:
        """Whether the last try was refused outright: the server's computer answers, its server is not running."""
        return self._link is not None and self._link.refused

    def _on_lost(self, why: str) -> None:
        self._live = False
        self.lost.emit(why)
