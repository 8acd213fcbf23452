"""*Game → Play online* (issue 26, item 6): a table server's open tables, listed from the
address the player types (and remembered), joined from the list, or a quick match that AIs
fill after the server's wait; a bad address, a refused one and a server that is no table
server each say so in one line.  Against a real table server in the test's process."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from collections.abc import Iterator

import pytest
from helpers_gui import make_settings, say_yes_to_questions
from helpers_net import NEEDS_OPENSSL, der_fingerprint, make_certificate
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from shiboken6 import isValid

from scopa_desktop.ai import legal_moves
from scopa_desktop.engine import cards_of
from scopa_desktop.gui.netplay import reaching
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.online import PlayOnlineDialog
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.net.tls_trust import KnownServers
from scopa_desktop.net.wire import AI, OPEN
from scopa_desktop.tools.serve import tls_context

PUBLIC = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 1}, "seats": ["open", "open"],
          "public": True}


def start_server(**options) -> HostedServer:
    server = HostedServer(0, host="127.0.0.1", announce=False)
    server.options.rate_limit = 10_000  # the test moves faster than people
    for name, value in options.items():
        setattr(server.options, name, value)
    server.start()
    return server


@pytest.fixture
def served():
    server = start_server(quick_fill_after=0.5)
    yield server
    server.stop()


def online_dialog(qtbot, settings, address: str = "") -> PlayOnlineDialog:
    dialog = PlayOnlineDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    if address:
        dialog.server.setEditText(address)
    return dialog


def connected(qtbot, dialog: PlayOnlineDialog, tables: int) -> None:
    with qtbot.waitSignal(dialog.browser.listed, timeout=10000):
        dialog.connect_button.click()
    assert dialog.tables.count() == tables


def opened_table(qtbot, dialog: PlayOnlineDialog) -> NetTableWindow:
    window = dialog.table_window
    assert window is not None and not dialog.isVisible()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.seated, timeout=10000)
    return window


def test_the_list_shows_an_open_public_table_which_is_joined_and_played_at(qtbot, tmp_path, served):
    host = NetTableWindow(make_settings(tmp_path / "anna"), "Anna", "127.0.0.1", served.port, PUBLIC)
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: bool(host.code), timeout=10000)
    dialog = online_dialog(qtbot, make_settings(tmp_path / "bruno"), f"127.0.0.1:{served.port}")
    dialog.name.setText("Bruno")
    connected(qtbot, dialog, 1)
    listed = dialog.tables.item(0).text()
    for words in ("Anna", "2 players", "to 1", "1 seat free", host.code):
        assert words in listed, listed
    assert not dialog.join_button.isEnabled()  # nothing picked yet
    dialog.tables.setCurrentRow(0)
    dialog.join_button.click()
    guest = opened_table(qtbot, dialog)
    assert guest.seat == 1 and guest.connection.name == "Bruno"
    qtbot.waitUntil(host.start_button.isEnabled, timeout=10000)
    host.start_button.click()
    windows = (host, guest)
    qtbot.waitUntil(lambda: any(window.game.is_human_turn() for window in windows), timeout=10000)
    if host.game.is_human_turn():  # the guest's move is the one looked for: the host's first, if it leads
        move = legal_moves(host.game.view)[0]
        assert host.game.play(move.card, list(cards_of(move.take)))
    qtbot.waitUntil(guest.game.is_human_turn, timeout=10000)
    move = legal_moves(guest.game.view)[0]
    assert guest.game.play(move.card, list(cards_of(move.take)))
    qtbot.waitUntil(lambda: any(line.startswith("Bruno") for line in host.play.move_log.lines()), timeout=10000)


def test_a_quick_match_seats_the_player_and_ais_fill_the_table_after_the_wait(qtbot, tmp_path, served):
    dialog = online_dialog(qtbot, make_settings(tmp_path), f"127.0.0.1:{served.port}")
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    dialog.target.setValue(3)
    dialog.quick_button.click()
    window = opened_table(qtbot, dialog)
    assert window.seat == 0
    qtbot.waitUntil(lambda: len(window.seats) == 4 and OPEN not in [seat.kind for seat in window.seats],
                    timeout=10000)
    assert [seat.kind for seat in window.seats][1:] == [AI] * 3
    qtbot.waitUntil(lambda: window.game.view is not None and window.game.rules.players == 4, timeout=10000)
    assert window.game.rules.target == 3 and window.game.rules.teams == 2


def test_the_server_is_remembered_and_offered_at_the_next_open(qtbot, tmp_path, served):
    settings = make_settings(tmp_path)
    first = online_dialog(qtbot, settings, f"127.0.0.1:{served.port}")
    connected(qtbot, first, 0)
    assert "No table" in first.status.text()
    first.reject()
    again = online_dialog(qtbot, settings)
    assert again.server.currentText() == f"127.0.0.1:{served.port}"
    assert again.server.isEditable() and again.server.itemText(0) == f"127.0.0.1:{served.port}"
    assert not again.secure.isChecked()
    again.activateWindow()
    again.server.setFocus()
    qtbot.waitUntil(again.server.lineEdit().hasFocus)
    QTest.keyClick(again.server.lineEdit(), Qt.Key.Key_Escape)  # Esc in the address box closes the dialog
    assert not again.isVisible()


def one_line_said(qtbot, dialog: PlayOnlineDialog, words: str) -> str:
    qtbot.waitUntil(lambda: words in dialog.status.text(), timeout=20000)
    text = dialog.status.text()
    assert "\n" not in text and "Traceback" not in text
    return text


def test_before_connecting_the_dialog_says_how_tables_get_into_its_list(qtbot, tmp_path):
    """An empty list under an empty line, and nothing said of Connect."""
    dialog = online_dialog(qtbot, make_settings(tmp_path))
    assert dialog.tables.count() == 0
    assert dialog.status.isVisible()
    assert dialog.status.text() == "Connect to a table server to see the tables waiting for players."


def test_a_bad_address_is_said_in_one_line_and_opens_nothing(qtbot, tmp_path):
    dialog = online_dialog(qtbot, make_settings(tmp_path))
    for typed in ("http://example.org/", "host:99999", "two words"):
        dialog.server.setEditText(typed)
        dialog.connect_button.click()
        one_line_said(qtbot, dialog, "not a table server's address")
        dialog.quick_button.click()
        assert dialog.isVisible() and dialog.table_window is None


def test_a_refused_connection_is_said_in_one_line(qtbot, tmp_path):
    with socket.socket() as nothing_there:
        nothing_there.bind(("127.0.0.1", 0))
        port = nothing_there.getsockname()[1]
    dialog = online_dialog(qtbot, make_settings(tmp_path), f"127.0.0.1:{port}")
    dialog.connect_button.click()
    assert f"Cannot reach 127.0.0.1:{port}" in one_line_said(qtbot, dialog, "Cannot reach")
    assert not dialog.join_button.isEnabled() and not dialog.refresh_button.isEnabled()


def test_a_server_that_goes_away_is_said_and_its_tables_are_no_longer_offered(qtbot, tmp_path):
    server = start_server()
    try:
        host = NetTableWindow(make_settings(tmp_path / "anna"), "Anna", "127.0.0.1", server.port, PUBLIC)
        qtbot.addWidget(host)
        qtbot.waitUntil(lambda: bool(host.code), timeout=10000)
        dialog = online_dialog(qtbot, make_settings(tmp_path / "bruno"), f"127.0.0.1:{server.port}")
        connected(qtbot, dialog, 1)
    finally:
        server.stop()
    one_line_said(qtbot, dialog, "is lost")
    assert dialog.tables.count() == 0 and not dialog.join_button.isEnabled()


@contextlib.contextmanager
def answering(answer) -> Iterator[int]:
    """A made-up server's port, at which ``answer`` answers the one connection it accepts."""
    listening = socket.create_server(("127.0.0.1", 0))

    def accept_once() -> None:
        connection, _ = listening.accept()
        with connection:
            answer(connection)

    thread = threading.Thread(target=accept_once, daemon=True)
    thread.start()
    try:
        yield listening.getsockname()[1]
    finally:
        thread.join(timeout=10)
        listening.close()


def as_a_web_server(connection: socket.socket) -> None:
    connection.recv(1024)
    connection.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")


def as_a_server_of_before(connection: socket.socket) -> None:
    """A table server from before the tables for strangers: it welcomes, then knows no ``list`` or ``quick``."""
    with connection.makefile("rwb") as lines:
        lines.readline()  # hello
        lines.write(b'{"type": "welcome", "protocol": "scopa-table/1", "server": "older 0.9"}\n')
        lines.flush()
        asked = json.loads(lines.readline())["type"]
        lines.write(json.dumps({"type": "error", "code": "bad-message", "message": f"unknown type {asked}"})
                    .encode() + b"\n")
        lines.flush()
        lines.readline()  # until the client lets go


def test_a_server_that_is_no_table_server_is_said_in_one_line(qtbot, tmp_path):
    with answering(as_a_web_server) as port:
        dialog = online_dialog(qtbot, make_settings(tmp_path), f"127.0.0.1:{port}")
        dialog.connect_button.click()
        one_line_said(qtbot, dialog, "did not answer as a table server")


def test_a_table_server_without_a_list_of_tables_is_said_in_one_line(qtbot, tmp_path):
    with answering(as_a_server_of_before) as port:
        dialog = online_dialog(qtbot, make_settings(tmp_path), f"127.0.0.1:{port}")
        dialog.connect_button.click()
        one_line_said(qtbot, dialog, "lists no open tables")


def test_a_quick_match_at_a_server_of_before_says_why_and_leaves_no_empty_table_open(qtbot, tmp_path, monkeypatch):
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *args: warned.append(text))
    with answering(as_a_server_of_before) as port:
        dialog = online_dialog(qtbot, make_settings(tmp_path), f"127.0.0.1:{port}")
        dialog.quick_button.click()
        window = dialog.table_window
        assert window is not None
        qtbot.waitUntil(lambda: warned == ["The server did not understand this window's message: the game and the "
                                           "server may be of different versions."], timeout=10000)  # bad-message
        assert not isValid(window) or not window.isVisible()


@NEEDS_OPENSSL
def test_a_secure_server_shows_its_certificate_once_and_its_tables_are_joined_over_tls(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(reaching, "default_save_path", lambda: tmp_path / "saved-game.json")
    cert, key = make_certificate(tmp_path, "host")
    server = start_server(tls=tls_context(str(cert), str(key)))
    asked = say_yes_to_questions(monkeypatch)
    try:
        dialog = online_dialog(qtbot, make_settings(tmp_path), f"127.0.0.1:{server.port}")
        dialog.secure.setChecked(True)
        dialog.quick_button.setFocus()
        connected(qtbot, dialog, 0)
        assert len(asked) == 1 and der_fingerprint(cert) in asked[0]
        assert KnownServers(tmp_path / "known-servers.json").pinned("127.0.0.1", server.port)
        dialog.quick_button.click()
        window = opened_table(qtbot, dialog)  # pinned: not asked again
        assert len(asked) == 1 and window.session.known is not None
    finally:
        server.stop()


def test_the_list_follows_the_server_while_it_is_shown(qtbot, tmp_path, served, monkeypatch):
    monkeypatch.setattr("scopa_desktop.gui.netplay.browser.REFRESH_MS", 100)
    dialog = online_dialog(qtbot, make_settings(tmp_path / "bruno"), f"127.0.0.1:{served.port}")
    connected(qtbot, dialog, 0)
    host = NetTableWindow(make_settings(tmp_path / "anna"), "Anna", "127.0.0.1", served.port, PUBLIC)
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: dialog.tables.count() == 1, timeout=10000)  # no click: asked again by itself
    assert "Anna" in dialog.tables.item(0).text() and "1 open table at" in dialog.status.text()
    guest = NetTableWindow(make_settings(tmp_path / "carla"), "Carla", "127.0.0.1", served.port,
                           {"type": "join", "table": host.code})
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: dialog.tables.count() == 0, timeout=10000)  # full: no longer open


def test_a_public_table_opened_with_the_host_dialogs_choices_is_listed_to_strangers(qtbot, tmp_path, served):
    dialog = online_dialog(qtbot, make_settings(tmp_path / "anna"), f"127.0.0.1:{served.port}")
    dialog.name.setText("Anna")
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.target.setValue(5)
    dialog.public_button.click()
    choices = dialog.host_dialog
    assert choices is not None and choices.isVisible() and not choices.port.isVisible()  # the address has the port
    assert choices.players.currentData() == 3 and choices.rules().target == 5
    choices.seat_boxes[1].setCurrentIndex(choices.seat_boxes[1].findData("easy"))
    choices.accept()
    host = opened_table(qtbot, dialog)
    assert host.seat == 0 and host.connection.name == "Anna"
    stranger = online_dialog(qtbot, make_settings(tmp_path / "bruno"), f"127.0.0.1:{served.port}")
    connected(qtbot, stranger, 1)
    listed = stranger.tables.item(0).text()
    assert listed == f"Anna, 1 AI — 3 players, to 5 — 1 seat free (table {host.code})"
