"""A table hosted from the window survives the host: kept on disk as ``serve`` keeps its
tables, offered again at the next start on the same port (the guests' kept seats find it),
or ended for everyone when the host says so."""

from __future__ import annotations

import random

import pytest
from helpers_gui import fail_at_a_warning_box, make_settings
from helpers_net import reserved_port
from PySide6.QtCore import QSettings, Qt
from test_gui_net_friends import answer_next_box, guest_settings, lobby_names
from test_gui_net_table_window import play_until

from scopa_desktop.gui.netplay import opening as netplay_opening
from scopa_desktop.gui.netplay import seat_session
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.kept_seats import read_seats
from scopa_desktop.gui.netplay.opening import sit_at
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.settings import AppSettings
from scopa_desktop.net.messages import Start
from scopa_desktop.net.server import TableServer

WAITS_FOR_ANNA = "The table waits for its host, Anna: you are back at it as soon as they are."


def create(target: int = 11) -> dict:
    return {"type": "create", "rules": {"players": 2, "teams": 2, "target": target}, "seats": ["open", "open"]}


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """Where the hosted tables are kept, for this test alone."""
    monkeypatch.setattr(netplay_opening, "hosted_tables_dir", lambda: tmp_path / "hosted-tables")
    fail_at_a_warning_box(monkeypatch)  # a table that cannot be hosted again says why at once
    return tmp_path / "hosted-tables"


def host_settings_after_a_restart(tmp_path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "host" / "settings.ini"), QSettings.Format.IniFormat))


def hosted_with_a_guest(qtbot, tmp_path, folder, target: int = 11):
    """A hosted table kept in ``folder``, its host and a guest seated, the match dealt."""
    # Hosted again later on the same port: one no other test's connection can be given meanwhile.
    server = HostedServer(reserved_port(), host="127.0.0.1", announce=False, state_dir=folder)
    server.options.rate_limit = 10_000  # as the hosted fixture: the windows play faster than people
    server.start()
    (tmp_path / "host").mkdir()
    host = NetTableWindow(make_settings(tmp_path / "host"), "Anna", "127.0.0.1", server.port, create(target), server)
    host.show()
    qtbot.waitUntil(lambda: host.seated)
    guest = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", server.port, host.code, secure=False)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated)
    host.connection.send(Start())
    qtbot.waitUntil(lambda: guest.game.snapshot().hand_sizes[guest.seat] == 3)
    return server, host, guest


def close_by_keys(qtbot, window: NetTableWindow, answer: str) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    answer_next_box(qtbot, answer)
    with qtbot.waitSignal(window.destroyed):
        qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)


def test_a_host_who_keeps_the_table_resumes_it_at_the_next_start_and_the_guest_is_back(qtbot, tmp_path, folder):
    server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder)
    code, port = host.code, server.port
    [kept] = read_seats(host.session.keeper.settings)
    assert kept.hosted and kept.table == code
    close_by_keys(qtbot, host, "Keep it for later")
    assert f"{code}.table.json" in {path.name for path in folder.iterdir()}  # kept on disk
    qtbot.waitUntil(lambda: guest.session._retry.isActive(), timeout=10000)  # the guest waits for the table
    assert not guest.ended
    # The guest is told what happened and what to do, not that the connection was lost.
    qtbot.waitUntil(lambda: any(line.startswith("Anna has closed the table for now, keeping it for later")
                                for line in guest.log.lines()))
    assert guest.statusBar().currentMessage() == WAITS_FOR_ANNA
    assert not any("Anna is away" in line for line in guest.log.lines())  # no AI is to play the host's seat

    answer_next_box(qtbot, "Host it again")
    again = netplay_opening.offer_kept_seat(host_settings_after_a_restart(tmp_path))
    assert again is not None and again.hosted is not None and again.session.server == ("127.0.0.1", port)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.seated, timeout=10000)
    assert (again.code, again.seat) == (code, 0)
    qtbot.waitUntil(lambda: again.game.snapshot().hand_sizes[0] == 3)  # the deal as it was
    qtbot.waitUntil(lambda: guest.seated and guest.connection._live, timeout=15000)  # the guest is back
    qtbot.waitUntil(lambda: not any("(away)" in name for name in lobby_names(again)), timeout=10000)
    qtbot.waitUntil(lambda: "Anna is back." in guest.log.lines())
    assert guest.statusBar().currentMessage() != WAITS_FOR_ANNA
    again.hosted.stop(end_tables=True)
    qtbot.waitUntil(lambda: guest.ended, timeout=10000)


def test_a_guest_waits_for_a_host_who_kept_the_table_longer_than_for_a_lost_connection_and_hears_why(
        qtbot, tmp_path, folder, monkeypatch):
    # The guests heard that the host "lost the connection" and that an AI would play the seat, while the
    # whole table had gone with the host's window; two minutes later their windows stopped trying.
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    monkeypatch.setattr(seat_session, "RECONNECT_TRIES", 2)
    server = HostedServer(reserved_port(), host="127.0.0.1", announce=False, state_dir=folder)
    server.start()
    (tmp_path / "host").mkdir()
    host = NetTableWindow(make_settings(tmp_path / "host"), "Anna", "127.0.0.1", server.port, create(), server)
    host.show()
    qtbot.waitUntil(lambda: host.seated)
    guest = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", server.port, host.code, secure=False)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated and guest.lobby.count() == 2)
    close_by_keys(qtbot, host, "Keep it for later")
    qtbot.waitUntil(lambda: guest.session.tries > 3)  # past the tries a lost connection gets
    assert guest.session._retry.isActive() or guest.connection.live
    assert guest.table.board.felt_words() == WAITS_FOR_ANNA
    assert guest.statusBar().currentMessage() == WAITS_FOR_ANNA
    assert not any("Anna is away" in line for line in guest.log.lines())  # the table is gone with her for now
    guest.close()


def test_a_guest_stops_waiting_for_a_host_who_does_not_come_back_says_so_and_tries_again_when_asked(
        qtbot, tmp_path, folder, monkeypatch):
    # A host who ends the kept table for good at the next start cannot tell the guests (its server went with
    # the window): their windows tried to join it forever, the felt saying that it waited for its host.
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    monkeypatch.setattr(seat_session, "HOST_WAIT_MS", 1500)
    _server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder)
    close_by_keys(qtbot, host, "Keep it for later")
    answer_next_box(qtbot, "End it for good")
    assert netplay_opening.offer_kept_seat(host_settings_after_a_restart(tmp_path)) is None
    qtbot.waitUntil(lambda: guest.retry_button.isVisible())
    gave_up = ("Anna has not hosted the table again within 1 minute: this window has stopped trying to join it. Try "
               "again once they host it, or take your seat back then with Game → Join a table or the offer at the "
               "next start.")
    assert guest.log.lines()[-1] == gave_up
    assert guest.statusBar().currentMessage() == gave_up
    assert not (guest.session._retry.isActive() or guest.connection.live)  # no more tries
    assert guest.focusWidget() is guest.retry_button  # Enter or Space tries again
    qtbot.mouseClick(guest.retry_button, Qt.MouseButton.LeftButton)
    assert not guest.retry_button.isVisible()
    assert guest.statusBar().currentMessage() == WAITS_FOR_ANNA
    qtbot.waitUntil(lambda: guest.retry_button.isVisible())  # waited for as long again, in vain
    assert [line.startswith("Anna has closed the table for now") for line in guest.log.lines()].count(True) == 1
    assert guest.log.lines().count(gave_up) == 2
    guest.close()


def test_a_guest_whose_hosts_game_crashed_waits_for_the_host_as_for_one_who_kept_the_table(
        qtbot, tmp_path, folder, monkeypatch):
    # The host's seat was not away when the connection went (nothing told the guests): their windows tried
    # for two minutes, said the connection was lost, and stopped, while the table waited on the host's disk.
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    monkeypatch.setattr(seat_session, "RECONNECT_TRIES", 2)
    server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder)

    async def says_nothing(_server) -> None:
        """A crash: no word to anyone before the connections close."""

    monkeypatch.setattr(TableServer, "hosts_away", says_nothing)
    server.stop()
    host.close()  # gone with its server, the seat kept for the next start
    # Told what is known: the game stopped, not that Anna closed the table keeping it for later.
    qtbot.waitUntil(lambda: any(line.startswith("Anna's game has stopped without a word: the table waits for them")
                                for line in guest.log.lines()))
    assert not any("keeping it for later" in line for line in guest.log.lines())
    qtbot.waitUntil(lambda: guest.session.tries > 3)  # past the tries a lost connection gets
    assert not guest.retry_button.isVisible() and guest.statusBar().currentMessage() == WAITS_FOR_ANNA
    answer_next_box(qtbot, "Host it again")
    again = netplay_opening.offer_kept_seat(host_settings_after_a_restart(tmp_path))
    assert again is not None
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: guest.seated and guest.code == again.code)
    again.hosted.stop(end_tables=True)
    qtbot.waitUntil(lambda: guest.ended)


def a_server_such_as_serve(port: int, folder) -> HostedServer:
    """A table server that goes on without its hosts, keeping its tables in ``folder`` through a restart."""
    server = HostedServer(port, host="127.0.0.1", announce=False, state_dir=folder)
    server.options.in_a_window = False  # as ``serve``: not the tables of a window that goes with its host
    server.start()
    return server


def test_a_guest_whose_connection_drops_while_the_host_of_a_table_on_a_server_is_away_is_not_told_it_waits(
        qtbot, tmp_path, folder, monkeypatch):
    # The guest could not tell such a server from a table hosted in a window: with the host away, a
    # connection of the guest's that dropped was "the table waits for its host", tried again forever.
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    monkeypatch.setattr(seat_session, "RECONNECT_TRIES", 2)
    port = reserved_port()
    online = a_server_such_as_serve(port, folder)
    (tmp_path / "host").mkdir()
    host = NetTableWindow(make_settings(tmp_path / "host"), "Anna", "127.0.0.1", port, create())
    host.show()
    qtbot.waitUntil(lambda: host.seated)
    guest = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", port, host.code, secure=False)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated and guest.lobby.count() == 2)
    host.close()  # Anna's seat waits for her on the server
    qtbot.waitUntil(lambda: "Anna is away; their seat waits for them." in guest.log.lines())
    online.stop()  # the server restarts, or Ben's network goes: to Ben's window, alike
    qtbot.waitUntil(lambda: guest.retry_button.isVisible())  # tried as a lost connection is, then offered
    assert guest.log.lines()[-1] == guest.statusBar().currentMessage() == "The connection to the table is lost."
    assert not any("closed the table for now" in line for line in guest.log.lines())
    assert guest.table.board.felt_words() != WAITS_FOR_ANNA
    online = a_server_such_as_serve(port, folder)
    with qtbot.waitSignal(guest.session.seatedAt):  # Ben is back at his seat
        qtbot.mouseClick(guest.retry_button, Qt.MouseButton.LeftButton)
    guest.close()
    online.stop()


def test_a_guest_who_closes_the_window_keeping_the_seat_is_away_for_the_others_not_lost(qtbot, tmp_path, folder):
    _server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder)
    close_by_keys(qtbot, guest, "Leave and keep my seat")
    qtbot.waitUntil(lambda: "Ben is away; their seat waits for them, and an AI plays it after 2 minutes until they "
                            "are back." in host.log.lines())
    assert not any("lost the connection" in line for line in host.log.lines())
    host.hosted.stop(end_tables=True)
    host.close()


def test_a_host_whose_table_stays_on_a_server_is_away_for_the_guest(qtbot, tmp_path, folder):
    # The host of a table on a server that goes on without them (``serve``): their seat waits, as anyone's.
    online = a_server_such_as_serve(reserved_port(), folder)
    (tmp_path / "host").mkdir()
    host = NetTableWindow(make_settings(tmp_path / "host"), "Anna", "127.0.0.1", online.port, create())
    host.show()
    qtbot.waitUntil(lambda: host.seated)
    guest = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", online.port, host.code, secure=False)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated and guest.lobby.count() == 2)
    host.close()
    qtbot.waitUntil(lambda: "Anna is away; their seat waits for them." in guest.log.lines())
    assert guest.connection.live and not guest.session.awaiting_host
    guest.close()
    online.stop()


def test_ending_a_hosted_table_for_everyone_tells_the_guest_and_leaves_nothing_on_disk(qtbot, tmp_path, folder):
    _server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder)
    settings = host.session.keeper.settings
    close_by_keys(qtbot, host, "End it for everyone")
    qtbot.waitUntil(lambda: guest.ended, timeout=10000)
    assert "The host has closed the table. Thank you for playing." in guest.statusBar().currentMessage()
    assert read_seats(settings) == []
    qtbot.waitUntil(lambda: not [path for path in folder.iterdir() if path.suffix in (".json", ".jsonl")])


def test_a_kept_hosted_table_can_be_ended_for_good_from_the_offer(qtbot, tmp_path, folder):
    _server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder)
    code = host.code
    close_by_keys(qtbot, host, "Keep it for later")
    assert f"{code}.table.json" in {path.name for path in folder.iterdir()}
    answer_next_box(qtbot, "End it for good")
    assert netplay_opening.offer_kept_seat(host_settings_after_a_restart(tmp_path)) is None
    assert not [path for path in folder.iterdir() if path.suffix in (".json", ".jsonl")]
    assert read_seats(host_settings_after_a_restart(tmp_path)) == []
    guest.close()


def test_a_host_who_leaves_after_the_match_ends_the_table_for_everyone(qtbot, tmp_path, folder):
    # The match over, there is nothing to resume and closing asks nothing: the table ends, the guest is
    # told so, and nothing waits on disk for a host who will never be offered it (the seats went with
    # match_over).
    _server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder, target=1)
    play_until(qtbot, [host, guest], random.Random(3), lambda: host.game.winner() is not None)
    host.close()
    qtbot.waitUntil(lambda: guest.ended)
    assert "The host has closed the table." in guest.statusBar().currentMessage()
    assert read_seats(host_settings_after_a_restart(tmp_path)) == []
    qtbot.waitUntil(lambda: not [path for path in folder.iterdir() if path.suffix in (".json", ".jsonl")])


def test_after_play_again_the_host_and_the_guest_keep_their_seats_for_the_new_match(qtbot, tmp_path, folder):
    # Both seats were forgotten at match_over and stayed forgotten through the match played again at the
    # table: a guest who left it "keeping my seat" found none to come back to, a host who kept the table
    # for later was never offered it again.
    _server, host, guest = hosted_with_a_guest(qtbot, tmp_path, folder, target=1)
    play_until(qtbot, [host, guest], random.Random(3), lambda: host.game.winner() is not None)
    qtbot.waitUntil(lambda: guest.game.winner() is not None)
    host_settings, guest_settings = host.session.keeper.settings, guest.session.keeper.settings
    assert read_seats(host_settings) == read_seats(guest_settings) == []  # nothing to come back to after a match
    host.connection.send(Start())  # the host's Play again
    qtbot.waitUntil(lambda: host.game.winner() is None and guest.game.winner() is None)  # the new match, at both
    [kept] = read_seats(host_settings)
    assert kept.hosted and kept.table == host.code
    [kept] = read_seats(guest_settings)
    assert (kept.table, kept.token) == (guest.code, guest.token)
    close_by_keys(qtbot, host, "End it for everyone")
    qtbot.waitUntil(lambda: guest.ended)
    assert read_seats(guest_settings) == []
