"""The window's connection (gui/netplay/connection.py): what the window queued before it closes the
connection still reaches the server, a line it cannot read is said, not passed over, and the chat is
open only while there is a table to hear it; a server that never answers is not waited for for ever."""

from __future__ import annotations

import socket
import threading

from helpers_gui import make_settings
from PySide6.QtCore import Qt

from scopa_desktop.gui.netplay import seat_session
from scopa_desktop.gui.netplay.connection import _Link
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.net.messages import Welcome, encode_message
from scopa_desktop.net.server_messages import Seated


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


def test_a_line_the_window_cannot_read_is_said_and_play_goes_on(qtbot, tmp_path):
    # A round's count the window refused as malformed was dropped in silence: the player never knew.
    with socket.create_server(("127.0.0.1", 0)) as server:
        window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", server.getsockname()[1],
                                {"type": "join", "table": "K7P2QX"})
        qtbot.addWidget(window)
        window.show()
        server.settimeout(10)
        peer, _ = server.accept()
        with peer:
            peer.sendall(encode_message(Welcome("scopa-table/1", "Scopa 1.0")))
            peer.sendall(b'{"type": "round_over", "round": 1, "teams": [{"cards": "many"}], "totals": [0, 0]}\n')
            qtbot.waitUntil(lambda: "cannot read" in window.statusBar().currentMessage())
            assert "'teams'" in window.statusBar().currentMessage() and window.isVisible()
            window.close()


def test_the_chat_is_open_only_while_the_seat_is_live_and_a_line_typed_as_the_connection_goes_is_kept(
        qtbot, tmp_path):
    # A line typed before the table was reached, or after the connection was lost, was sent to nobody
    # and the box cleared: the words were gone.
    with socket.create_server(("127.0.0.1", 0)) as server:
        window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", server.getsockname()[1],
                                {"type": "join", "table": "K7P2QX"})
        qtbot.addWidget(window)
        window.show()
        assert not window.chat.isEnabled()  # no table yet
        server.settimeout(10)
        peer, _ = server.accept()
        with peer:
            peer.sendall(encode_message(Welcome("scopa-table/1", "Scopa 1.0")))
            peer.sendall(encode_message(Seated("K7P2QX", 0, "t0ken")))
            qtbot.waitUntil(window.chat.isEnabled)
            window.chat.setFocus()
            qtbot.keyClicks(window.chat, "see you")
            peer.shutdown(socket.SHUT_RDWR)
        qtbot.waitUntil(lambda: not window.chat.isEnabled())
        qtbot.keyClick(window.chat, Qt.Key.Key_Return)  # a disabled box sends nothing and keeps its words
        assert window.chat.text() == "see you"
        window.close()


def test_a_server_that_takes_the_connection_and_says_nothing_is_not_waited_for_for_ever(qtbot, tmp_path, monkeypatch):
    # The window said "Connecting to …" for as long as it stayed open: no welcome came, and nothing else either.
    monkeypatch.setattr(seat_session, "WELCOME_MS", 200)
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
        window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", port, {"type": "join", "table": "K7P2QX"})
        qtbot.addWidget(window)
        window.show()
        server.settimeout(10)
        peer, _ = server.accept()
        with peer:  # taken, and never answered
            qtbot.waitUntil(window.retry_button.isVisible)
            words = (f"127.0.0.1:{port} did not answer as a table server. If it is a secure server, join again with "
                     "Secure connection (TLS) ticked.")
            assert window.log.lines()[-1] == window.table.board.felt_words() == words
            assert not window.connection.live
        window.close()
