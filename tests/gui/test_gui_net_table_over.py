"""When a networked table ends (``table_over``) in the middle of a match, it is nobody's turn any
more: no "your turn" on the plate, no card of the hand to play; and the player is told once."""

from __future__ import annotations

import pytest
from helpers_gui import drag, empty_felt_point, make_settings, wait_for_layout

from scopa_desktop.gui.netplay.window import NetTableWindow

CREATE = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 11}, "seats": ["open", "open"]}
OVER = "The host has closed the table. Thank you for playing."


def open_window(qtbot, tmp_path, name: str, port: int, first, hosted=None) -> NetTableWindow:
    (tmp_path / name).mkdir()
    window = NetTableWindow(make_settings(tmp_path / name), name, "127.0.0.1", port, first, hosted)
    qtbot.addWidget(window)
    window.show()
    return window


def a_match_at_the_players_turn(qtbot, tmp_path, hosted) -> NetTableWindow:
    """Anna hosts, Bruno joins, the match starts: the window whose turn it is."""
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    host.start_button.click()
    qtbot.waitUntil(lambda: host.game.is_human_turn() or guest.game.is_human_turn())
    return host if host.game.is_human_turn() else guest


def test_the_table_over_ends_the_turn_of_the_seat_that_was_to_play(qtbot, tmp_path, hosted):
    window = a_match_at_the_players_turn(qtbot, tmp_path, hosted)
    wait_for_layout(qtbot, window.table)
    plate = window.table.board.plates[window.seat]
    qtbot.waitUntil(lambda: "your turn" in plate.text)
    hosted.stop(end_tables=True)  # the host ends the table for everyone
    qtbot.waitUntil(lambda: window.ended, timeout=5000)
    assert not window.game.is_human_turn() and window.game.current_seat() == -1
    assert "your turn" not in plate.text
    refused: list[str] = []
    window.game.moveRefused.connect(refused.append)
    view = window.table
    [card, *_] = window.game.snapshot().hand
    drag(qtbot, view, view.board.cards[card], empty_felt_point(view))  # a card of the hand, played as before
    qtbot.waitUntil(lambda: bool(refused))
    assert refused == ["The table is over: there are no more moves to make."]


def test_the_end_of_the_table_is_told_once(qtbot, tmp_path, hosted):
    window = a_match_at_the_players_turn(qtbot, tmp_path, hosted)
    shown: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: text and shown.append(text))
    lost: list[str] = []
    window.connection.lost.connect(lost.append)
    hosted.stop(end_tables=True)
    qtbot.waitUntil(lambda: window.ended, timeout=5000)
    qtbot.waitUntil(lambda: bool(lost), timeout=5000)  # the server has closed the connection: all it said is in
    qtbot.waitUntil(lambda: OVER in " ".join(window.announcer.said))  # said aloud after the event
    logged = window.log.lines()
    assert logged.count(OVER) == 1
    assert shown == [OVER]
    assert " ".join(window.announcer.said).count(OVER) == 1


def test_once_the_table_is_over_the_status_line_stays_on_it_after_a_reply(qtbot, tmp_path, hosted, brisk_replies):
    # The standing line came back after the refusal of a card played in vain as "Bruno to play…",
    # in Bruno's own window: a turn at a table that has none, for a seat that is not "you".
    window = a_match_at_the_players_turn(qtbot, tmp_path, hosted)
    hosted.stop(end_tables=True)
    qtbot.waitUntil(lambda: window.ended, timeout=5000)
    [card, *_] = window.game.snapshot().hand
    assert not window.game.play(card, [])
    assert window.status_line.currentMessage() == "The table is over: there are no more moves to make."
    qtbot.waitUntil(lambda: not window.status_line.currentMessage())  # the reply is gone
    assert window.status_line.label.text() == OVER


@pytest.mark.parametrize(("language", "seated", "ended"), [
    ("en", "Bruno at table {code}", "Bruno: table {code} has ended"),
    ("de", "Bruno an Tisch {code}", "Bruno: Tisch {code} ist beendet"),
    ("it", "Bruno al tavolo {code}", "Bruno: il tavolo {code} è finito"),
    ("da", "Bruno ved bord {code}", "Bruno: bord {code} er slut"),
])
def test_once_the_table_is_over_the_title_says_so_not_that_the_player_sits_at_it(
        qtbot, tmp_path, hosted, speak, language, seated, ended):
    speak(language)
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    code = host.code
    qtbot.waitUntil(lambda: guest.windowTitle() == seated.format(code=code) + " — Scopa Desktop")
    hosted.stop(end_tables=True)
    qtbot.waitUntil(lambda: guest.ended, timeout=5000)
    assert guest.windowTitle() == ended.format(code=code) + " — Scopa Desktop"
