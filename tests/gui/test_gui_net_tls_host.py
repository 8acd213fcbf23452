"""Hosting an encrypted table from the window: *Host a table* serves TLS with this computer's
own certificate, the host's own window trusts it without a question and shows its
fingerprint; a guest picks the table from *Join a table*'s list, is shown the same
fingerprint once and pins it; a plain client on that port gets nothing but a closed
connection; a table kept for later is hosted again with the same certificate, and a new
certificate is refused to a guest who pinned the old one."""

from __future__ import annotations

import functools
import json
import socket
from collections.abc import Callable

import pytest
from helpers_gui import NETWORK_WAIT_MS, fail_at_a_warning_box, make_settings, say_yes_to_questions
from helpers_net import reserved_port
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox
from test_gui_net_friends import answer_next_box
from test_gui_net_hosted_kept import close_by_keys, host_settings_after_a_restart

from scopa_desktop.gui.dialogs import join_table as join_dialog
from scopa_desktop.gui.dialogs.host_table import HostDialog
from scopa_desktop.gui.dialogs.join_table import JoinDialog
from scopa_desktop.gui.netplay import host_server, opening, reaching
from scopa_desktop.gui.netplay import window as netplay_window
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.kept_seats import read_seats
from scopa_desktop.gui.settings import NET_HOST_TLS_KEY
from scopa_desktop.net.discovery import TableFinder, announce_tables
from scopa_desktop.net.dnssd import INTERFACES_VARIABLE
from scopa_desktop.net.messages import Chat, Start
from scopa_desktop.net.tls_trust import KNOWN_SERVERS_FILE, KnownServers, fingerprint_lines
from scopa_desktop.net.wire import PROTOCOL

HOST = "127.0.0.1"


@pytest.fixture
def lan(tmp_path, monkeypatch):
    """The app's folders in ``tmp_path``; the host's announcements go to the loopback port the
    join dialog listens on (DNS-SD stays on the loopback too).  The port the table is hosted at."""
    monkeypatch.setattr(opening, "hosted_tables_dir", lambda: tmp_path / "hosted-tables")
    monkeypatch.setattr(opening, "own_certificate_dir", lambda: tmp_path / "table-certificate")
    monkeypatch.setattr(reaching, "default_save_path", lambda: tmp_path / "saved-game.json")
    monkeypatch.setenv(INTERFACES_VARIABLE, HOST)
    listening = reserved_port(socket.SOCK_DGRAM)
    monkeypatch.setattr(host_server, "announce_tables",
                        functools.partial(announce_tables, targets=[(HOST, listening)], every=0.2))
    monkeypatch.setattr(join_dialog, "LanFinder", lambda: TableFinder(port=listening, bind=HOST))

    fail_at_a_warning_box(monkeypatch)
    return reserved_port()


def when_modal(qtbot, kind: type, act: Callable[[QDialog], bool]) -> None:
    """Once a dialog of ``kind`` is open, ``act`` on it as a person would, every 20 ms until it says it is done."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind) or not act(dialog):
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)


def host_from_the_dialog(qtbot, tmp_path, port: int,
                         **settings_values: object) -> tuple[netplay_window.NetTableWindow, bool]:
    """*Game → Host a table* filled in and accepted with the mouse, encryption left as offered:
    the host's window, and whether encryption was offered ticked."""
    (tmp_path / "host").mkdir()
    settings = make_settings(tmp_path / "host", **settings_values)
    offered: list[bool] = []

    def fill_in(dialog: QDialog) -> bool:
        assert isinstance(dialog, HostDialog)
        offered.append(dialog.encrypt.isChecked())
        dialog.port.setValue(port)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        return True

    when_modal(qtbot, HostDialog, fill_in)
    host = opening.host_table(settings)
    assert host is not None
    qtbot.addWidget(host)
    assert settings.get(NET_HOST_TLS_KEY) is offered[0]  # remembered for the next table
    return host, offered[0]


def host_encrypted(qtbot, tmp_path, port: int) -> netplay_window.NetTableWindow:
    host, encrypted = host_from_the_dialog(qtbot, tmp_path, port)
    assert encrypted  # on unless the host turned it off
    return host


def join_from_the_list(qtbot, tmp_path) -> netplay_window.NetTableWindow:
    """*Game → Join a table*: the table double-clicked in the list once it is heard."""
    (tmp_path / "guest").mkdir()
    listed: list[str] = []

    def pick(dialog: QDialog) -> bool:
        assert isinstance(dialog, JoinDialog)
        if dialog.found.count() == 0:
            return False
        item = dialog.found.item(0)
        listed.append(item.text())
        dialog.found.scrollToItem(item)
        where = dialog.found.visualItemRect(item).center()
        qtbot.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=where)
        listed.append(str(dialog.secure.isChecked()))
        qtbot.mouseDClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=where)
        return True

    when_modal(qtbot, JoinDialog, pick)
    guest = opening.join_table(make_settings(tmp_path / "guest"))
    assert guest is not None
    qtbot.addWidget(guest)
    assert "encrypted" in listed[0] and listed[1] == "True"  # said in the list, and ticked on picking it
    return guest


def test_a_table_hosted_encrypted_is_joined_from_the_list_over_tls_and_pinned(qtbot, tmp_path, lan, monkeypatch):
    asked = say_yes_to_questions(monkeypatch)
    host = host_encrypted(qtbot, tmp_path, lan)
    qtbot.waitUntil(lambda: host.seated, timeout=NETWORK_WAIT_MS)
    assert asked == []  # the host's own window trusts its own certificate without a question
    own = host.hosted.certificate
    assert own is not None and host.hosted.options.tls is not None
    assert fingerprint_lines(own.fingerprint) in host.info.text()  # for the host to read out
    assert (tmp_path / "table-certificate" / "key.pem").is_file()
    assert not (tmp_path / KNOWN_SERVERS_FILE).exists()  # nothing pinned for the host's own server

    guest = join_from_the_list(qtbot, tmp_path)
    qtbot.waitUntil(lambda: guest.seated, timeout=NETWORK_WAIT_MS)
    assert guest.session.known is not None and len(asked) == 1 and own.fingerprint in asked[0]
    assert KnownServers(tmp_path / KNOWN_SERVERS_FILE).pinned(HOST, lan) == own.fingerprint
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=NETWORK_WAIT_MS)  # both seats taken
    [kept] = read_seats(guest.session.keeper.settings)
    assert kept.secure and kept.port == lan  # coming back, the guest joins over TLS again

    with socket.create_connection((HOST, lan), timeout=10) as plain:  # a client that speaks no TLS
        plain.sendall(json.dumps({"type": "hello", "protocol": PROTOCOL, "name": "Plain"}).encode() + b"\n")
        said = b""
        while chunk := plain.recv(4096):  # the server closes the connection: no hang, no line of the protocol
            said += chunk
    assert b"welcome" not in said and b"{" not in said
    host.connection.send(Chat("still here"))  # the table plays on
    qtbot.waitUntil(lambda: any("still here" in line for line in guest.log.lines()),
                    timeout=NETWORK_WAIT_MS)
    host.hosted.stop(end_tables=True)


def test_a_plain_table_is_listed_plain_and_joined_without_tls(qtbot, tmp_path, lan, monkeypatch):
    asked = say_yes_to_questions(monkeypatch)
    host, encrypted = host_from_the_dialog(qtbot, tmp_path, lan, **{NET_HOST_TLS_KEY: False})
    assert not encrypted  # as the host left it last time
    qtbot.waitUntil(lambda: host.seated, timeout=NETWORK_WAIT_MS)
    assert host.hosted.certificate is None and "SHA256" not in host.info.text()
    assert not (tmp_path / "table-certificate").exists()  # no certificate made for a plain table
    (tmp_path / "guest").mkdir()
    def pick(dialog: QDialog) -> bool:
        assert isinstance(dialog, JoinDialog)
        dialog.secure.setChecked(True)  # ticked by hand before: the list knows better
        if dialog.found.count() == 0:
            return False
        assert "encrypted" not in dialog.found.item(0).text()
        dialog.found.setCurrentRow(0)
        dialog.accept()
        return True

    when_modal(qtbot, JoinDialog, pick)
    guest = opening.join_table(make_settings(tmp_path / "guest"))
    assert guest is not None
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated, timeout=NETWORK_WAIT_MS)
    assert guest.session.known is None and asked == []
    host.hosted.stop(end_tables=True)


def test_an_encrypted_table_kept_for_later_is_hosted_again_with_the_same_certificate(qtbot, tmp_path, lan,
                                                                                     monkeypatch):
    """The guests pinned the certificate: the table resumed at the next start serves TLS with that same
    one, so the guest's window takes its seat back without being asked again."""
    asked = say_yes_to_questions(monkeypatch)
    host = host_encrypted(qtbot, tmp_path, lan)
    qtbot.waitUntil(lambda: host.seated, timeout=NETWORK_WAIT_MS)
    first = host.hosted.certificate.fingerprint
    (tmp_path / "guest").mkdir()
    guest = opening.sit_at(make_settings(tmp_path / "guest"), "Ben", HOST, lan, host.code, secure=True)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated, timeout=NETWORK_WAIT_MS)
    assert len(asked) == 1
    host.connection.send(Start())
    qtbot.waitUntil(lambda: guest.game.snapshot().hand_sizes[guest.seat] == 3, timeout=NETWORK_WAIT_MS)
    close_by_keys(qtbot, host, "Keep it for later")
    qtbot.waitUntil(lambda: guest.session._retry.isActive(), timeout=NETWORK_WAIT_MS)  # the guest waits for the table

    answer_next_box(qtbot, "Host it again")
    again = opening.offer_kept_seat(host_settings_after_a_restart(tmp_path))
    assert again is not None
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.seated, timeout=NETWORK_WAIT_MS)
    assert again.hosted.certificate.fingerprint == first
    # The invitation, fingerprint and all: whole until the window knows the match is on, then in the
    # tooltip while it is played (the guest away trusted the fingerprint when he sat down).
    assert fingerprint_lines(first) in (again.info.toolTip() or again.info.text())
    qtbot.waitUntil(lambda: guest.seated and guest.connection._live, timeout=NETWORK_WAIT_MS)  # back over TLS
    assert len(asked) == 1  # the same certificate: nobody asked again
    again.hosted.stop(end_tables=True)


def test_a_damaged_certificate_is_replaced_and_the_host_told_in_one_line(qtbot, tmp_path, lan, monkeypatch):
    say_yes_to_questions(monkeypatch)
    folder = tmp_path / "table-certificate"
    folder.mkdir()
    (folder / "certificate.pem").write_text("-----BEGIN CERTIFICATE-----\ncut short by a crash")
    host = host_encrypted(qtbot, tmp_path, lan)
    qtbot.waitUntil(lambda: host.seated, timeout=NETWORK_WAIT_MS)
    said = host.log.lines()
    assert [line for line in said if "A new certificate was made" in line and "certificate.pem is not a PEM" in line]
    assert (folder / "certificate.unreadable.pem").is_file()  # the old one kept aside, not overwritten
    assert fingerprint_lines(host.hosted.certificate.fingerprint) in host.info.text()
    host.hosted.stop(end_tables=True)


def test_a_guest_who_pinned_the_old_certificate_is_refused_when_the_host_made_a_new_one(qtbot, tmp_path, lan,
                                                                                      monkeypatch):
    asked = say_yes_to_questions(monkeypatch)
    refused: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *args: refused.append(text))
    host = host_encrypted(qtbot, tmp_path, lan)
    qtbot.waitUntil(lambda: host.seated, timeout=NETWORK_WAIT_MS)
    old = host.hosted.certificate.fingerprint
    (tmp_path / "guest").mkdir()
    guest_settings = make_settings(tmp_path / "guest")
    guest = opening.sit_at(guest_settings, "Ben", HOST, lan, host.code, secure=True)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated, timeout=NETWORK_WAIT_MS)
    host.hosted.stop(end_tables=True)
    qtbot.waitUntil(lambda: guest.ended, timeout=NETWORK_WAIT_MS)
    host.close()

    (tmp_path / "table-certificate" / "key.pem").write_text("lost")  # the host's key is gone: a new pair is made
    again = HostedServer(lan, host=HOST, announce=False, certificate_dir=tmp_path / "table-certificate")
    again.start()
    new = again.certificate.fingerprint
    assert new != old and again.certificate.problem is not None
    second = opening.sit_at(guest_settings, "Ben", HOST, lan, "ABCDEF", secure=True)
    with qtbot.waitSignal(second.destroyed, timeout=NETWORK_WAIT_MS):  # refused, and the window closes
        pass
    again.stop()
    assert len(asked) == 1 and len(refused) == 1 and old in refused[0] and new in refused[0]
