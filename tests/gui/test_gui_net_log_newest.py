"""The side panel's logs keep their newest line in view when they are made shorter: at a match's
end the seats' list unfolds above them, and on a netbook the moves' log showed a line cut in half
with the match's end below it, out of view, until the player scrolled."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from test_gui_net_hosted_kept import create
from test_gui_net_table_window import open_window, play_until


def newest_in_view(log) -> bool:
    bar = log.verticalScrollBar()
    return bar.value() == bar.maximum()


def test_the_moves_log_shows_the_matchs_end_when_the_seats_unfold_above_it(qtbot, tmp_path, hosted):
    anna = open_window(qtbot, tmp_path, "Anna", hosted.port, create(target=1), hosted)
    qtbot.waitUntil(lambda: bool(anna.code))
    ben = open_window(qtbot, tmp_path, "Ben", hosted.port, {"type": "join", "table": anna.code})
    for window in (anna, ben):
        window.resize(1024, 600)  # a netbook: the log has room for a few lines only
    qtbot.waitUntil(lambda: anna.start_button.isEnabled())
    qtbot.mouseClick(anna.start_button, Qt.MouseButton.LeftButton)
    play_until(qtbot, [anna, ben], random.Random(3), lambda: anna.game.winner() is not None)
    qtbot.waitUntil(lambda: ben.game.winner() is not None and ben.lobby.isVisible())  # the seats unfolded
    for window in (anna, ben):
        if window.play.round_dialog is not None:
            window.play.round_dialog.accept()
        log = window.play.move_log
        qtbot.waitUntil(lambda log=log: log.verticalScrollBar().maximum() > 0)  # more lines than it shows
        assert log.lines()[-1].endswith("won the match.")
        qtbot.waitUntil(lambda log=log: newest_in_view(log))
        qtbot.waitUntil(lambda window=window: newest_in_view(window.log))  # the table's news and chat too
