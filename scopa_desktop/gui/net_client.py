"""The window's connection to a table server (TABLE-PROTOCOL.md): a QTcpSocket
that sends one JSON line a message and hands each received line on as a dict.

It lives on the window's thread and never blocks it: Qt's event loop reads
the socket.  ``hello`` is sent on connecting; the caller sends the rest.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from ..net.wire import PROTOCOL, encode


class TableConnection(QObject):
    messageReceived = Signal(dict)
    connected = Signal()
    lost = Signal(str)  # why, in the socket's words (the window words it for the player)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.socket = QTcpSocket(self)
        self.socket.connected.connect(self._on_connected)
        self.socket.readyRead.connect(self._on_ready_read)
        self.socket.disconnected.connect(lambda: self.lost.emit(""))
        self.socket.errorOccurred.connect(self._on_error)

    def open(self, host: str, port: int) -> None:
        self.socket.connectToHost(host, port)

    def close(self) -> None:
        self.socket.abort()

    def send(self, message: dict[str, Any]) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self.socket.write(encode(message))

    def _on_connected(self) -> None:
        self.send({"type": "hello", "protocol": PROTOCOL, "name": self.name})
        self.connected.emit()

    def _on_ready_read(self) -> None:
        while self.socket.canReadLine():
            line = bytes(self.socket.readLine().data())
            try:
                message = json.loads(line)
            except ValueError:
                continue  # a server that speaks garbage: nothing to show for that line
            if isinstance(message, dict):
                self.messageReceived.emit(message)

    def _on_error(self, _error: QAbstractSocket.SocketError) -> None:
        if self.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self.lost.emit(self.socket.errorString())
