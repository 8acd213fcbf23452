"""*Join a table* lists the tables announced on the LAN as they come and go;
picking one fills in its address and code; typing them stays possible."""

from __future__ import annotations

import itertools
import json
import socket

from PySide6.QtWidgets import QDialog

from scopa_desktop.gui.dialogs.join_table import JoinDialog
from scopa_desktop.net.address import DEFAULT_PORT, ServerAddress
from scopa_desktop.net.discovery import MAX_PER_SENDER, TableFinder
from scopa_desktop.net.table import CODE_ALPHABET
from scopa_desktop.net.wire import PROTOCOL

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
    assert dialog.code.text() == "PQRS23" and dialog.server() == ServerAddress(HOST, 7400)
    dialog.found.setCurrentRow(0)
    assert dialog.code.text() == "K7P2QX" and dialog.server() == ServerAddress(HOST, DEFAULT_PORT)
    qtbot.waitUntil(lambda: dialog.found.count() == 0, timeout=5000)  # no longer announced: forgotten
    dialog.address.setText("[::1]:7390")  # typed by hand still works
    assert dialog.server() == ServerAddress("::1", 7390)
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


def test_the_list_stays_short_and_shows_a_real_table_under_a_flood_of_forged_ones(qtbot):
    finder = TableFinder(port=0, bind=HOST, forget_after=60)
    dialog = JoinDialog("Bruno", finder=finder)
    qtbot.addWidget(dialog)
    data = {"service": PROTOCOL, "host": "Forged", "address": "192.0.2.9", "port": 7373, "free": 1}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as forger:
        for letters in itertools.islice(itertools.product(CODE_ALPHABET, repeat=6), 20_000):
            forger.sendto(json.dumps({**data, "table": "".join(letters)}).encode(), (HOST, finder.port))
    real = json.dumps({**data, "table": "RWX234", "host": "Real"}).encode()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as host:
        host.bind(("127.0.2.1", 0))  # the real table's host, at an address of its own

        def listed() -> bool:
            host.sendto(real, (HOST, finder.port))  # announced anew each look, as a host does every second
            return any("Real" in dialog.found.item(row).text() for row in range(dialog.found.count()))

        qtbot.waitUntil(listed, timeout=10_000)
    assert dialog.found.count() <= MAX_PER_SENDER + 1  # of 20,000 forged
    dialog.reject()


def announce_from(address: str, finder_port: int, **fields) -> None:
    """An announcement that comes from ``address``, as a host on several networks sends one from each."""
    data = {"service": PROTOCOL, "table": "K7P2QX", "host": "Anna", "address": address, "port": 7373, "free": 1,
            **fields}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
        sender.bind((address, 0))
        sender.sendto(json.dumps(data).encode(), (HOST, finder_port))


def test_a_table_heard_from_two_addresses_of_its_host_is_listed_once(qtbot):
    finder = TableFinder(port=0, bind=HOST)
    dialog = JoinDialog("Bruno", finder=finder)
    qtbot.addWidget(dialog)
    announce_from("127.0.0.1", finder.port)
    announce_from("127.0.0.2", finder.port)
    announce_from("127.0.0.2", finder.port, table="PQRS23", host="Carla")
    qtbot.waitUntil(lambda: len(finder._heard) == 3, timeout=5000)
    dialog.refresh()
    texts = [dialog.found.item(row).text() for row in range(dialog.found.count())]
    assert len(texts) == 2 and "K7P2QX" in texts[0] and "PQRS23" in texts[1]


def test_a_table_in_play_is_listed_only_for_a_player_whose_seat_is_kept_there(qtbot):
    finder = TableFinder(port=0, bind=HOST)
    mine = JoinDialog("Bruno", finder=finder, seat_kept=lambda code: code == "K7P2QX")
    qtbot.addWidget(mine)
    announce(finder.port, free=0)  # every seat taken: the match is on
    announce(finder.port, table="PQRS23", host="Carla", free=0)
    qtbot.waitUntil(lambda: len(finder.tables()) == 2, timeout=5000)
    mine.refresh()
    assert [mine.found.item(row).text() for row in range(mine.found.count())] == [
        "Anna — table K7P2QX, your seat is kept (127.0.0.1)"]
    mine.found.setCurrentRow(0)
    assert mine.code.text() == "K7P2QX"
    mine.seat_kept = lambda code: False  # as anyone else sees the list: no table with a seat to take
    mine.refresh()
    assert mine.found.count() == 0


def test_the_line_of_a_kept_seat_wraps_in_the_list_rather_than_being_cut(qtbot, speak):
    """German words are the longest: the line of a table where the player's seat is kept, with
    a long host name, is wrapped to the list's width; no line needs sideways scrolling."""
    speak("de")
    finder = TableFinder(port=0, bind=HOST)
    dialog = JoinDialog("Bruno", finder=finder, seat_kept=lambda code: code == "K7P2QX")
    qtbot.addWidget(dialog)
    dialog.show()
    announce(finder.port, free=0, host="Annamaria Bernardini Co", secure=True)
    announce(finder.port, table="PQRS23", host="Carla", free=2)
    qtbot.waitUntil(lambda: dialog.found.count() == 2, timeout=5000)
    found = dialog.found
    dialog._refresh.stop()  # the list as it is now: the lines below are not made again meanwhile
    dialog.refresh()

    def height(row: int) -> int:
        return found.visualItemRect(found.item(row)).height()

    assert "dein Platz wird freigehalten" in found.item(0).text()
    qtbot.waitUntil(lambda: height(0) > height(1))  # two lines, or more
    for row in range(found.count()):
        assert found.visualItemRect(found.item(row)).right() <= found.viewport().rect().right()
    assert found.horizontalScrollBar().maximum() == 0
