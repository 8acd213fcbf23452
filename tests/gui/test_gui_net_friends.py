"""Two friends at a networked table: a guest who closes the window, or restarts the game,
gets their own seat back; leaving asks first; when the host ends the table the guest is
told at once, in words; names are remembered."""

from __future__ import annotations

import random

import pytest
from helpers_gui import make_settings
from helpers_gui import open_window as open_game_window
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from test_gui_net_table_window import play_until

from scopa_desktop.gui.accelerators import plain_text
from scopa_desktop.gui.netplay import opening as netplay_opening
from scopa_desktop.gui.netplay.kept_seats import read_seats, seat_at
from scopa_desktop.gui.netplay.opening import remember_name, remembered_name, sit_at
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.settings import AppSettings

CREATE = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 11}, "seats": ["open", "open"]}


def host_window(qtbot, tmp_path, hosted) -> NetTableWindow:
    (tmp_path / "host").mkdir()
    window = NetTableWindow(make_settings(tmp_path / "host"), "Anna", "127.0.0.1", hosted.port, CREATE, hosted)
    window.show()
    qtbot.waitUntil(lambda: bool(window.code))
    return window


def guest_settings(tmp_path) -> AppSettings:
    (tmp_path / "guest").mkdir(exist_ok=True)
    return make_settings(tmp_path / "guest")


def seated_guest(qtbot, settings: AppSettings, hosted, host: NetTableWindow) -> NetTableWindow:
    """Ben at the host's table, seated."""
    guest = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.seated)
    return guest


def the_same_settings_after_a_restart(tmp_path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "guest" / "settings.ini"), QSettings.Format.IniFormat))


def lobby_names(window: NetTableWindow) -> list[str]:
    return [window.lobby.item(row).text() for row in range(window.lobby.count())]


def answer_next_box(qtbot, button_text: str) -> None:
    """When the next question opens, click its button ``button_text`` as a person would."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        [button] = [b for b in box.buttons() if plain_text(b.text()) == button_text]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


def test_a_guest_who_closes_the_window_gets_the_same_seat_back(qtbot, tmp_path, hosted):
    host = host_window(qtbot, tmp_path, hosted)
    settings = guest_settings(tmp_path)
    guest = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: guest.seated)
    seat, token = guest.seat, guest.token
    assert seat_at(settings, "127.0.0.1", hosted.port, host.code).token == token  # kept as soon as seated
    guest.close()
    qtbot.waitUntil(lambda: any("(away)" in name for name in lobby_names(host)))
    again = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code.lower(), secure=False)  # typed again by hand
    qtbot.waitUntil(lambda: again.seated)
    assert (again.seat, again.token) == (seat, token)
    assert not again.statusBar().currentMessage()  # no "no open seat" on the way
    qtbot.waitUntil(lambda: not any("(away)" in name for name in lobby_names(host)))
    again.close()
    host.close()


def test_a_guest_back_at_the_table_reads_the_round_so_far_by_the_players_names(qtbot, tmp_path, hosted):
    # The server answers a rejoin with the latest state before the lobby: the window back at its seat
    # wrote the round so far with no names yet, "Round 1: Seat 1 dealt", "Seat 1 laid 4 of Cups."
    host = host_window(qtbot, tmp_path, hosted)
    settings = guest_settings(tmp_path)
    guest = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    host.start_button.click()
    play_until(qtbot, [host, guest], random.Random(5), lambda: len(host.game.round_moves()) >= 2)
    guest.close()
    again = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: len(again.game.round_moves()) >= 2)
    told = [*again.play.move_log.lines(), again.status_line.label.text()]
    assert not [line for line in told if "Seat " in line]
    assert sum("Anna" in line for line in told) >= 2  # the deal or the heading, and her move
    host.close()


def test_joining_again_a_table_whose_window_is_open_brings_that_window_to_the_front(qtbot, tmp_path, hosted):
    # A second window took the seat back with the token kept and put the first out, which took it back
    # three seconds later: the two windows lost the connection by turns, for as long as both were open.
    host = host_window(qtbot, tmp_path, hosted)
    settings = guest_settings(tmp_path)
    guest = seated_guest(qtbot, settings, hosted, host)
    again = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code.lower(), secure=False)
    qtbot.addWidget(again)
    assert again is guest
    assert {window for window in QApplication.topLevelWidgets()
            if isinstance(window, NetTableWindow) and window.isVisible()} == {host, guest}
    host.close()


def test_a_guest_who_restarts_the_game_is_offered_the_seat_back(qtbot, tmp_path, hosted, monkeypatch):
    host = host_window(qtbot, tmp_path, hosted)
    guest = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: guest.seated)
    seat = guest.seat
    guest.close()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *args: asked.append(text) or QMessageBox.StandardButton.Yes)
    back = netplay_opening.offer_kept_seat(the_same_settings_after_a_restart(tmp_path))
    assert back is not None and len(asked) == 1 and host.code in asked[0] and "Ben" in asked[0]
    qtbot.waitUntil(lambda: back.seated)
    assert back.seat == seat
    back.close()
    host.close()


def test_nothing_is_offered_at_start_without_a_kept_seat(tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *args: pytest.fail("nothing to offer"))
    assert netplay_opening.offer_kept_seat(guest_settings(tmp_path)) is None


def test_when_the_host_closes_the_table_the_guest_is_told_at_once_and_stops_waiting(qtbot, tmp_path, hosted):
    host = host_window(qtbot, tmp_path, hosted)
    settings = guest_settings(tmp_path)
    guest = seated_guest(qtbot, settings, hosted, host)
    lost: list[str] = []
    guest.connection.lost.connect(lost.append)
    host.close()  # the host's window ends its server and the table with it
    qtbot.waitUntil(lambda: guest.ended, timeout=5000)
    said = guest.log.lines()
    assert "The host has closed the table. Thank you for playing." in said
    assert guest.statusBar().currentMessage() == "The host has closed the table. Thank you for playing."
    assert not guest.chat.isEnabled()
    assert read_seats(settings) == []  # nothing left to come back to
    qtbot.waitUntil(lambda: bool(lost), timeout=5000)  # the server closed the connection after saying so
    assert not guest.session._retry.isActive()  # no "trying again…" for a table that is gone


def test_leaving_asks_first_and_keeps_the_seat_or_gives_it_up(qtbot, tmp_path, hosted):
    host = host_window(qtbot, tmp_path, hosted)
    settings = guest_settings(tmp_path)
    guest = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: guest.seated)
    guest.activateWindow()
    qtbot.waitUntil(guest.isActiveWindow)  # the keys go to the guest's window, as when it is in front
    answer_next_box(qtbot, "Cancel")
    qtbot.keyClick(guest, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)  # Table → Leave the table
    assert guest.isVisible() and read_seats(settings)
    guest.activateWindow()
    qtbot.waitUntil(guest.isActiveWindow)
    answer_next_box(qtbot, "Give up my seat")
    with qtbot.waitSignal(guest.destroyed):
        qtbot.keyClick(guest, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert read_seats(settings) == []
    qtbot.waitUntil(lambda: any("open seat" in name for name in lobby_names(host)))  # before the deal: open again
    host.close()


def test_the_table_is_told_when_a_player_gives_up_the_seat_before_the_deal_and_during_the_match(
        qtbot, tmp_path, hosted):
    # The seat's line in the lobby changed, to "(open seat)" or to an AI, and nothing more was said:
    # the others learnt that their friend had gone only by reading the list again.
    host = host_window(qtbot, tmp_path, hosted)
    ben = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    give_up_the_seat(qtbot, ben)
    qtbot.waitUntil(lambda: "Ben has left the table: seat 2 is open again." in host.log.lines())
    carla = sit_at(make_settings(tmp_path), "Carla", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    host.start_button.click()
    qtbot.waitUntil(lambda: carla.game.in_match())
    give_up_the_seat(qtbot, carla)
    qtbot.waitUntil(lambda: "Carla has left the table" in host.log.lines()[-1])
    ai = host.game.seat_name(1)
    assert host.log.lines()[-1] == f"Carla has left the table: {ai} plays the seat from now on."
    assert ai.endswith(")")  # an AI's name and level
    host.close()


def give_up_the_seat(qtbot, guest: NetTableWindow) -> None:
    answer_next_box(qtbot, "Give up my seat")
    with qtbot.waitSignal(guest.destroyed):
        guest.leave()


def test_the_name_given_at_a_table_is_remembered(tmp_path):
    settings = guest_settings(tmp_path)
    assert remembered_name(settings) == netplay_opening.default_name()
    assert remember_name(settings, "  Giulia  ") == "Giulia"
    assert remembered_name(the_same_settings_after_a_restart(tmp_path)) == "Giulia"
    assert remember_name(settings, "   ") == "Giulia"  # an empty name keeps the last one


def test_a_guest_who_loses_the_connection_is_shown_away_on_the_table_until_back(qtbot, tmp_path, hosted):
    """The lobby said "(away)", but the table, where the player looks while waiting for that seat's
    card, still showed "3 in hand"."""
    host = host_window(qtbot, tmp_path, hosted)
    settings = guest_settings(tmp_path)
    guest = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.in_match() and guest.seat in host.table.board.plates)
    plate = host.table.board.plates[guest.seat]
    qtbot.waitUntil(lambda: "in hand" in plate.text)
    guest.connection.close()  # the guest's line goes down
    qtbot.waitUntil(lambda: plate.text.endswith("away"))
    again = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.waitUntil(lambda: again.seated)
    qtbot.waitUntil(lambda: "in hand" in plate.text)
    again.close()
    guest.close()
    host.close()


def test_quitting_the_game_asks_at_each_open_table_first_and_cancel_keeps_both_open(qtbot, tmp_path, hosted):
    """Quit closed the game's window alone: the app ran on behind the table, and a second start
    "brought to the front" a window that was closed.  Now each table asks as its close box does."""
    (tmp_path / "home").mkdir()
    game = open_game_window(qtbot, tmp_path / "home")
    host = host_window(qtbot, tmp_path, hosted)
    guest = NetTableWindow(guest_settings(tmp_path), "Ben", "127.0.0.1", hosted.port,
                           {"type": "join", "table": host.code}, None, game)
    guest.show()
    qtbot.waitUntil(lambda: guest.seated)
    answer_next_box(qtbot, "Cancel")
    game.menu_actions["quit"].trigger()
    assert game.isVisible() and guest.isVisible()  # the player stays at the table, and the game with it
    answer_next_box(qtbot, "Leave and keep my seat")
    with qtbot.waitSignal(guest.destroyed):
        game.menu_actions["quit"].trigger()
    assert not game.isVisible()
    qtbot.waitUntil(lambda: any("(away)" in name for name in lobby_names(host)))  # the seat is kept for Ben
    host.close()


def test_a_guest_who_closes_the_window_after_the_match_gives_the_seat_up_and_the_next_match_waits_for_nobody(
        qtbot, tmp_path, hosted):
    # The seat was left away: the table heard "Ben is away; their seat waits for them", the host's next match
    # waited two minutes at each of Ben's turns for the stand-in, and Ben had no seat kept to come back to.
    (tmp_path / "host").mkdir()
    one_point = {**CREATE, "rules": {**CREATE["rules"], "target": 1}}
    host = NetTableWindow(make_settings(tmp_path / "host"), "Anna", "127.0.0.1", hosted.port, one_point, hosted)
    host.show()
    qtbot.waitUntil(lambda: bool(host.code))
    settings = guest_settings(tmp_path)
    guest = seated_guest(qtbot, settings, hosted, host)
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    play_until(qtbot, [host, guest], random.Random(3), lambda: guest.game.winner() is not None)
    guest.activateWindow()
    qtbot.waitUntil(guest.isActiveWindow)
    with qtbot.waitSignal(guest.destroyed):  # nothing to ask after a match
        qtbot.keyClick(guest, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: any(line.startswith("Ben has left the table:") for line in host.log.lines()))
    assert not any("Ben is away" in line for line in host.log.lines())
    qtbot.waitUntil(lambda: host.start_button.isEnabled())  # an AI has taken the seat: play again at once
    assert read_seats(settings) == []
    host.close()
