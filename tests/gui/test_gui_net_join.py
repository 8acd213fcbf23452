"""*Join a table* lists the tables announced on the LAN as they come and go;
picking one fills in its address and code; typing them stays possible."""

from __future__ import annotations

import json
import socket

from PySide6.QtWidgets import QDialog

from scopa_desktop.gui.dialogs.join_table import JoinDialog
from scopa_desktop.net.discovery import TableFinder
from scopa_desktop.net.wire import DEFAULT_PORT, PROTOCOL

HOST = "127.0.0.1"


def announce(finder_port: int, **fields) -> None:
    data = {"service": PROTOCOL, "table": "K7P2QX", "host": "Anna", "address": "192.0.2.9", "port": 7373,
            "free": 1, **fields}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
        sender.sendto(b"garbage, not a table", (HOST, finder_port))
        sender.sendto(json.dumps(data).encode(), (HOST, finder_port))


def test_the_join_dialog_lists_announced_tables_and_picking_one_fills_in_where_to_join(qtbot):
    finder = TableFinder(port=0, bind=HOST, forget_after=1.0)
    dialog = JoinDialog("Bruno", finder=finder)
    qtbot.addWidget(dialog)
    assert dialog.found.count() == 0 and dialog.searching.text()
    announce(finder.port)
    announce(finder.port, table="PQRS23", host="Carla", port=7400, free=2)
    qtbot.waitUntil(lambda: dialog.found.count() == 2, timeout=5000)
    texts = [dialog.found.item(row).text() for row in range(2)]
    assert "Anna" in texts[0] and "K7P2QX" in texts[0] and "1 seat" in texts[0]
    assert "Carla" in texts[1] and "2 seat" in texts[1]
    dialog.found.setCurrentRow(1)
    assert dialog.code.text() == "PQRS23" and dialog.server() == (HOST, 7400)
    dialog.found.setCurrentRow(0)
    assert dialog.code.text() == "K7P2QX" and dialog.server() == (HOST, DEFAULT_PORT)
    qtbot.waitUntil(lambda: dialog.found.count() == 0, timeout=5000)  # no longer announced: forgotten
    dialog.address.setText("[::1]:7390")  # typed by hand still works
    assert dialog.server() == ("::1", 7390)
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_a_double_click_joins_at_once(qtbot):
    finder = TableFinder(port=0, bind=HOST)
    dialog = JoinDialog("Bruno", finder=finder)
    qtbot.addWidget(dialog)
    dialog.open()
    announce(finder.port)
    qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=5000)
    dialog.found.itemDoubleClicked.emit(dialog.found.item(0))
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.code.text() == "K7P2QX"
