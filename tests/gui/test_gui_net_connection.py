"""The window's connection thread (gui/netplay/connection.py): what the window queued before it
closes the connection still reaches the server."""

from __future__ import annotations

import socket
import threading

from PySide6.QtCore import Qt

from scopa_desktop.gui.netplay.connection import _Link


def test_a_line_queued_as_the_connection_closes_goes_out_though_the_thread_was_busy():
    # "Give up my seat" sends a leave and closes the window at once; when the link's thread was still
    # handing on the line before, it came back to its loop after the close and dropped the leave.
    with socket.create_server(("127.0.0.1", 0)) as server:
        link = _Link("127.0.0.1", server.getsockname()[1], None)
        busy, release = threading.Event(), threading.Event()

        def hold(_line: bytes) -> None:  # on the link's own thread: it is busy until released
            busy.set()
            release.wait(10)

        link.line.connect(hold, Qt.ConnectionType.DirectConnection)
        link.start()
        peer, _ = server.accept()
        with peer:
            peer.sendall(b'{"type": "ping"}\n')
            assert busy.wait(10)
            link.queue(b'{"type": "leave"}\n')
            link.stop()
            release.set()
            assert link.wait(10_000)
            peer.settimeout(10)
            received = b""
            while chunk := peer.recv(4096):
                received += chunk
    assert received == b'{"type": "leave"}\n'
