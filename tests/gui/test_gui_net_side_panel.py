"""The side panel of a networked table: the table's news and chat wrap to the panel's width
(nothing cut, no sideways scrolling), and the host's Start button is offered only while no
match is in play."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from test_gui_net_table_over import CREATE, open_window
from test_gui_net_table_window import play_until

LONG = "a very long line of chat that should wrap across the width of the side panel, " * 2


def test_a_long_chat_line_wraps_to_the_width_of_the_panel(qtbot, tmp_path, hosted):
    window = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(window.code))
    window.resize(1024, 600)
    log = window.log
    bar = log.horizontalScrollBar()
    for said in range(1, 4):  # one line, then more than the list shows at once (its scroll bar takes room)
        window.chat.setFocus()
        qtbot.keyClicks(window.chat, LONG.strip())
        qtbot.keyClick(window.chat, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda n=said: log.toPlainText().count("Anna: a very long line") == n)
        qtbot.waitUntil(lambda: log.document().lineCount() >= 4 * log.document().blockCount())  # wrapped
        assert bar.maximum() == 0 and not bar.isVisible(), "the line runs past the panel's edge"


def test_the_start_button_is_offered_to_the_host_only_while_no_match_is_in_play(qtbot, tmp_path, hosted):
    rules = {"players": 2, "teams": 2, "target": 1}  # a match of one point: over within a round or two
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, {**CREATE, "rules": rules}, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    assert host.start_button.isVisible() and not guest.start_button.isVisible()
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.in_match() and guest.game.in_match())
    assert not host.start_button.isVisible()  # the match is on: nothing to start
    play_until(qtbot, [host, guest], random.Random(5), lambda: host.game.winner() is not None)
    qtbot.waitUntil(lambda: host.start_button.isVisible() and host.start_button.isEnabled())  # another match
    assert not guest.start_button.isVisible()
    host.play.narrator.close_round_dialog()
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.winner() is None and host.game.in_match())
    assert not host.start_button.isVisible()
