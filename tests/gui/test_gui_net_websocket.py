"""The window at a table served over WebSocket (a server behind a web server): typed as
a ws:// or wss:// address in *Join a table*, kept with the seat, pinned like TLS."""

from __future__ import annotations

import pytest
from helpers_gui import make_settings, say_yes_to_questions
from helpers_net import NEEDS_OPENSSL, der_fingerprint, make_certificate
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from scopa_desktop.gui.dialogs.join_table import JoinDialog
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.kept_seats import read_seats
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.net.address import ServerAddress
from scopa_desktop.net.discovery import TableFinder
from scopa_desktop.net.messages import Start
from scopa_desktop.net.tls_trust import KnownServers
from scopa_desktop.tools.serve import tls_context

CREATE = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 1}, "seats": ["open", "easy"]}


def web_host(tls=None) -> HostedServer:
    server = HostedServer(0, host="127.0.0.1", announce=False)
    server.options.websocket_port = 0
    server.options.tls = tls
    server.start()
    return server


@pytest.fixture
def served():
    server = web_host()
    yield server
    server.stop()


def test_a_window_sits_and_is_dealt_at_a_table_served_over_websocket(qtbot, tmp_path, served):
    window = NetTableWindow(make_settings(tmp_path), "Web", "127.0.0.1", served.websocket_port, CREATE,
                            path="/scopa")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: bool(window.code), timeout=10000)
    window.connection.send(Start())
    qtbot.waitUntil(lambda: window.game.snapshot().hand_sizes[window.seat] == 3, timeout=10000)


def test_a_guest_at_a_websocket_table_keeps_the_address_with_the_seat(qtbot, tmp_path, served):
    host = NetTableWindow(make_settings(tmp_path / "host"), "Host", "127.0.0.1", served.websocket_port,
                          {**CREATE, "seats": ["open", "open"]}, path="/scopa")
    qtbot.addWidget(host)
    qtbot.waitUntil(lambda: bool(host.code), timeout=10000)
    settings = make_settings(tmp_path / "guest")
    guest = NetTableWindow(settings, "Guest", "127.0.0.1", served.websocket_port,
                           {"type": "join", "table": host.code}, path="/scopa")
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seat == 1, timeout=10000)
    [kept] = read_seats(settings)
    assert kept.address() == ServerAddress("127.0.0.1", served.websocket_port, "/scopa")
    assert str(kept.address()) == f"ws://127.0.0.1:{served.websocket_port}/scopa"


@NEEDS_OPENSSL
def test_over_wss_the_servers_own_certificate_is_shown_and_pinned(qtbot, tmp_path, monkeypatch):
    cert, key = make_certificate(tmp_path, "host")
    server = web_host(tls_context(str(cert), str(key)))
    asked = say_yes_to_questions(monkeypatch)
    known = KnownServers(tmp_path / "known-servers.json")
    try:
        window = NetTableWindow(make_settings(tmp_path), "Secure", "127.0.0.1", server.websocket_port, CREATE,
                                known=known, path="/scopa")
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: bool(window.code), timeout=10000)
    finally:
        server.stop()
    assert len(asked) == 1 and der_fingerprint(cert) in asked[0]
    assert KnownServers(tmp_path / "known-servers.json").pinned("127.0.0.1", server.websocket_port)


def test_the_join_dialog_reads_a_wss_address_and_refuses_what_is_not_one(qtbot):
    dialog = JoinDialog("Bruno", finder=TableFinder(port=0, bind="127.0.0.1"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.address, "wss://tables.example.org/scopa")
    assert dialog.server() == ServerAddress("tables.example.org", 443, "/scopa", secure=True)
    dialog.address.clear()
    qtbot.keyClicks(dialog.address, "http://example.org")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.problem.isVisible() and "ws://" in dialog.problem.text()
    qtbot.keyClicks(dialog.address, "x")  # mending the address takes the complaint away
    assert not dialog.problem.isVisible()
