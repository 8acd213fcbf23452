"""A networked table over TLS from the window: a server's own certificate is shown by its
fingerprint once and pinned when the player agrees; a changed one is refused in words."""

from __future__ import annotations

import pytest
from helpers_gui import make_settings, say_yes_to_questions
from helpers_net import NEEDS_OPENSSL, der_fingerprint, make_certificate
from PySide6.QtWidgets import QMessageBox

from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.net.tls_trust import KnownServers
from scopa_desktop.tools.serve import tls_context

CREATE = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 1}, "seats": ["open", "easy"]}

pytestmark = NEEDS_OPENSSL


@pytest.fixture
def secure_host(tmp_path):
    cert, key = make_certificate(tmp_path, "host")
    server = HostedServer(0, host="127.0.0.1", announce=False)
    server.options.tls = tls_context(str(cert), str(key))
    server.start()
    yield server, cert
    server.stop()


def open_window(qtbot, tmp_path, name: str, port: int, known: KnownServers, closes: bool = False) -> NetTableWindow:
    """The window at the table; ``closes``: it is expected to close (and delete) itself."""
    (tmp_path / name).mkdir()
    window = NetTableWindow(make_settings(tmp_path / name), name, "127.0.0.1", port, CREATE, known=known)
    if not closes:
        qtbot.addWidget(window)
    window.show()
    return window


def test_first_join_shows_the_fingerprint_pins_it_and_plays_over_tls(qtbot, tmp_path, secure_host, monkeypatch):
    server, cert = secure_host
    asked = say_yes_to_questions(monkeypatch)
    known = KnownServers(tmp_path / "known-servers.json")
    window = open_window(qtbot, tmp_path, "Anna", server.port, known)
    qtbot.waitUntil(lambda: bool(window.code), timeout=10000)
    assert len(asked) == 1 and der_fingerprint(cert) in asked[0]
    assert KnownServers(tmp_path / "known-servers.json").pinned("127.0.0.1", server.port) == der_fingerprint(cert)
    window.close()

    def must_not_ask(*args):
        raise AssertionError("a pinned certificate is not asked about again")

    monkeypatch.setattr(QMessageBox, "question", must_not_ask)
    again = open_window(qtbot, tmp_path, "Anna again", server.port, KnownServers(tmp_path / "known-servers.json"))
    qtbot.waitUntil(lambda: bool(again.code), timeout=10000)


def test_declining_the_certificate_connects_to_nothing(qtbot, tmp_path, secure_host, monkeypatch):
    server, _ = secure_host
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    window = open_window(qtbot, tmp_path, "Carla", server.port, KnownServers(tmp_path / "known-servers.json"), True)
    seated: list[object] = []
    window.connection.messageReceived.connect(lambda message: seated.append(message.get("type") == "seated"))
    with qtbot.waitSignal(window.destroyed, timeout=10000):
        pass
    assert not any(seated)
    assert not (tmp_path / "known-servers.json").exists()


def test_a_changed_certificate_is_refused_with_both_fingerprints(qtbot, tmp_path, secure_host, monkeypatch):
    server, cert = secure_host
    other, _ = make_certificate(tmp_path, "impostor")
    known = KnownServers(tmp_path / "known-servers.json")
    known.pin("127.0.0.1", server.port, der_fingerprint(other))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *args: said.append(text))
    window = open_window(qtbot, tmp_path, "Bruno", server.port, known, True)
    with qtbot.waitSignal(window.destroyed, timeout=10000):
        pass
    assert len(said) == 1 and der_fingerprint(cert) in said[0] and der_fingerprint(other) in said[0]
    assert KnownServers(tmp_path / "known-servers.json").pinned("127.0.0.1", server.port) == der_fingerprint(other)


def test_a_plain_window_on_a_tls_port_gets_no_seat(qtbot, tmp_path, secure_host):
    server, _ = secure_host
    (tmp_path / "plain").mkdir()
    window = NetTableWindow(make_settings(tmp_path / "plain"), "Plain", "127.0.0.1", server.port, CREATE)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.connection.lost, timeout=15000):
        pass
    assert not window.code


def test_joining_a_secure_server_without_tls_says_what_to_try(qtbot, tmp_path, secure_host):
    server, _ = secure_host
    (tmp_path / "plain").mkdir()
    window = NetTableWindow(make_settings(tmp_path / "plain"), "Plain", "127.0.0.1", server.port, CREATE)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: "did not answer as a table server" in window.statusBar().currentMessage(), timeout=15000)
    assert "Secure connection (TLS)" in window.statusBar().currentMessage()
    assert not window.session._retry.isActive()  # nothing to retry: the address needs the player's change


def test_a_server_that_is_not_there_is_named_with_the_systems_reason(qtbot, tmp_path):
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    window = NetTableWindow(make_settings(tmp_path), "Nobody", "127.0.0.1", port, CREATE)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith(f"Cannot reach 127.0.0.1:{port}: "),
                    timeout=15000)
