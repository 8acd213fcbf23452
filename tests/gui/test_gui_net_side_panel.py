"""The side panel of a networked table: the table's news and chat wrap to the panel's width
(nothing cut, no sideways scrolling), and the host's Start button is offered only while no
match is in play."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_gui_net_table_over import CREATE, open_window

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
