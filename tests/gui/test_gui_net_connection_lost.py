"""A connection lost in the middle of a match: a card played meanwhile is refused in words, not
lost unsaid; the loss and the return are told once each, in the table's news and aloud, on every
window that lost its connection (a status bar line alone is read by no screen reader); the table
the windows return to is the same, with nothing lost."""

from __future__ import annotations

import random
import socket

from helpers_gui import drag, empty_felt_point, wait_for_layout
from helpers_net import reserved_port
from test_gui_net import play_by_drag
from test_gui_net_hosted_kept import a_server_such_as_serve, create, folder  # noqa: F401
from test_gui_net_table_over import a_match_at_the_players_turn
from test_gui_net_table_window import open_window, play_until

from scopa_desktop.gui.netplay import seat_session
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.net.messages import MoveMessage, Start

LOST = "The connection to the table is lost; trying again…"
BACK = "You are back at your seat."
UNKEPT = "Your last card did not reach the table before the connection was lost: play again."


def cut_the_line(window) -> None:
    """The window's connection drops (its network goes), as the server sees it too."""
    window.connection._link.sock.shutdown(socket.SHUT_RDWR)


def three_moves_into_a_match(qtbot, tmp_path, port: int) -> list[NetTableWindow]:
    """Anna's table at the server on ``port``, Ben at it, three moves of the match played: their windows."""
    anna = open_window(qtbot, tmp_path, "Anna", port, create())
    qtbot.waitUntil(lambda: bool(anna.code))
    ben = open_window(qtbot, tmp_path, "Ben", port, {"type": "join", "table": anna.code})
    qtbot.waitUntil(lambda: ben.seated)
    anna.connection.send(Start())
    windows = [anna, ben]
    play_until(qtbot, windows, random.Random(4), lambda: len(anna.game.round_moves()) >= 3)
    return windows


def test_a_card_played_while_the_connection_is_lost_is_refused_in_words_and_stays_in_the_hand(
        qtbot, tmp_path, hosted, monkeypatch):
    # The move was taken as played and sent to nobody: the hand showed no turn, and nothing said why.
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 60_000)  # the line stays down while the card is played
    window = a_match_at_the_players_turn(qtbot, tmp_path, hosted)
    wait_for_layout(qtbot, window.table)
    cut_the_line(window)
    qtbot.waitUntil(lambda: not window.connection.live)
    refused: list[str] = []
    window.game.moveRefused.connect(refused.append)
    view = window.table
    hand = window.game.snapshot().hand
    drag(qtbot, view, view.board.cards[hand[0]], empty_felt_point(view))
    qtbot.waitUntil(lambda: bool(refused))
    assert refused == ["The connection to the table is lost: play again once you are back at your seat."]
    assert window.game.snapshot().hand == hand and window.game.is_human_turn()
    window.close()


def test_the_server_going_down_and_back_is_told_on_every_window_and_play_goes_on(
        qtbot, tmp_path, folder, monkeypatch):  # noqa: F811
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    port = reserved_port()  # the server comes back on it: no other test's connection is given it meanwhile
    server = a_server_such_as_serve(port, folder)
    windows = anna, _ben = three_moves_into_a_match(qtbot, tmp_path, port)
    played = anna.game.round_moves()
    server.stop()  # the server goes down (restarted, or its machine's network went)
    qtbot.waitUntil(lambda: all(window.session.tries > 3 for window in windows))  # tried again, in vain
    for window in windows:
        assert window.log.lines()[-1] == LOST  # once, not at every try
        assert " ".join(window.announcer.said).count(LOST) == 1
    server = a_server_such_as_serve(port, folder)  # back, with the tables it kept
    qtbot.waitUntil(lambda: all(window.seated for window in windows))
    for window in windows:
        qtbot.waitUntil(lambda w=window: BACK in w.log.lines())
        qtbot.waitUntil(lambda w=window: BACK in " ".join(w.announcer.said))
        assert (window.code, window.game.round_moves()) == (anna.code, played)  # the same table, as it was
    play_until(qtbot, windows, random.Random(5), lambda: len(anna.game.round_moves()) >= len(played) + 2)
    server.stop()


def test_a_seat_asked_back_while_the_server_refuses_it_for_now_is_asked_again_not_waited_for(
        qtbot, tmp_path, monkeypatch):
    # Refused as one try too many from the address (players coming back at once from one address, after a
    # restart), the seat was never asked again: the window stayed connected, unseated, for good.
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    server = HostedServer(0, host="127.0.0.1", announce=False)
    server.options.join_rate, server.options.join_burst = 2.0, 1  # Ben's join leaves no try for half a second
    server.start()
    anna = open_window(qtbot, tmp_path, "Anna", server.port, create(), server)
    qtbot.waitUntil(lambda: bool(anna.code))
    ben = open_window(qtbot, tmp_path, "Ben", server.port, {"type": "join", "table": anna.code})
    qtbot.waitUntil(lambda: ben.seated)
    shown: list[str] = []
    ben.statusBar().messageChanged.connect(shown.append)
    cut_the_line(ben)
    qtbot.waitUntil(lambda: ben.seated and BACK in ben.log.lines())
    assert "Too many messages at once: the server asks you to slow down." in shown  # refused, then asked again
    server.stop()


def test_a_card_that_never_reached_the_table_is_given_back_in_words_once_the_seat_is_back(
        qtbot, tmp_path, hosted, monkeypatch):
    # Back at the seat, the card was in the hand again and the turn the player's, with no word of the move
    # that had gone: the player took the table for slow, or for a move made.
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    window = a_match_at_the_players_turn(qtbot, tmp_path, hosted)
    wait_for_layout(qtbot, window.table)
    qtbot.waitUntil(lambda: not window.table.is_animating())
    send = window.connection.send
    monkeypatch.setattr(window.connection, "send", lambda message: None if isinstance(message, MoveMessage)
                        else send(message))  # the move goes down with the line
    refused: list[str] = []
    window.game.moveRefused.connect(refused.append)
    hand, seq = window.game.snapshot().hand, window.game.seq
    play_by_drag(qtbot, window)
    assert not window.game.is_human_turn()  # played, as the player sees it
    cut_the_line(window)
    qtbot.waitUntil(lambda: BACK in window.log.lines())
    qtbot.waitUntil(lambda: bool(refused))
    assert refused == [UNKEPT]
    assert window.game.is_human_turn() and window.game.seq == seq
    assert window.game.snapshot().hand == hand and set(hand) <= set(window.table.cards)  # the card shown in the hand
    monkeypatch.undo()  # the line carries moves again
    qtbot.waitUntil(lambda: not window.table.is_animating())
    play_by_drag(qtbot, window)
    qtbot.waitUntil(lambda: window.game.seq > seq)  # played again, and kept
