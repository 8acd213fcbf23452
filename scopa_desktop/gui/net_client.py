"""The window's connection to a table server (TABLE-PROTOCOL.md): a plain TCP
socket whose lines a QThread reads and hands to the window as signals, one
dict a message.  (Not QTcpSocket: the frozen app leaves QtNetwork out.)

Sending is a short blocking write from the window's thread; reading never
blocks the window.  ``hello`` is sent on connecting; the caller sends the rest.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from typing import Any, cast

from PySide6.QtCore import QObject, QThread, Signal

from ..net.client import MAX_SERVER_LINE
from ..net.wire import PROTOCOL, encode

CONNECT_SECONDS = 10.0


class _Reader(QThread):
    """Connects, then reads lines until the socket closes; its signals reach the window's thread queued."""

    connected = Signal()
    line = Signal(bytes)
    lost = Signal(str)

    def __init__(self, sock: socket.socket, address: tuple[str, int]) -> None:
        super().__init__()
        self.sock = sock
        self.address = address

    def run(self) -> None:
        try:
            self.sock.settimeout(CONNECT_SECONDS)
            self.sock.connect(self.address)
            self.sock.settimeout(None)
            self.connected.emit()
            with self.sock.makefile("rb") as stream:
                while True:
                    data = stream.readline(MAX_SERVER_LINE)
                    if not data:
                        break
                    self.line.emit(data)
            self.lost.emit("")
        except OSError as error:
            self.lost.emit(error.strerror or str(error))


class TableConnection(QObject):
    messageReceived = Signal(dict)
    connected = Signal()
    lost = Signal(str)  # why, in the system's words ("" when the server closed the connection)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._sock: socket.socket | None = None
        self._reader: _Reader | None = None
        self._sending = threading.Lock()
        self._live = False

    def open(self, host: str, port: int) -> None:
        """Connect (again) in the background: ``connected`` or ``lost`` tells how it went."""
        self.close()
        try:
            address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        except OSError as error:
            self.lost.emit(error.strerror or str(error))
            return
        self._sock = socket.socket(address[0], socket.SOCK_STREAM)
        self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        host_port = cast(tuple[str, int], address[4][:2])  # an IPv4 or IPv6 address: (host, port, …)
        self._reader = _Reader(self._sock, host_port)
        self._reader.connected.connect(self._on_connected)
        self._reader.line.connect(self._on_line)
        self._reader.lost.connect(self._on_lost)
        self._reader.start()

    def close(self) -> None:
        """Close the socket and wait for the reader to end."""
        self._live = False
        sock, reader, self._sock, self._reader = self._sock, self._reader, None, None
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()
        if reader is not None:
            reader.lost.disconnect(self._on_lost)
            reader.wait()

    def send(self, message: dict[str, Any]) -> None:
        if self._sock is None or not self._live:
            return
        with self._sending, contextlib.suppress(OSError):  # the reader sees the connection end and says so
            self._sock.sendall(encode(message))

    def _on_connected(self) -> None:
        self._live = True
        self.send({"type": "hello", "protocol": PROTOCOL, "name": self.name})
        self.connected.emit()

    def _on_line(self, data: bytes) -> None:
        try:
            message = json.loads(data)
        except ValueError:
            return  # a server that speaks garbage: nothing to show for that line
        if isinstance(message, dict) and message.get("type") == "ping":
            self.send({"type": "pong"})  # the server's check that this player is still there
        elif isinstance(message, dict):
            self.messageReceived.emit(message)

    def _on_lost(self, why: str) -> None:
        self._live = False
        self.lost.emit(why)
