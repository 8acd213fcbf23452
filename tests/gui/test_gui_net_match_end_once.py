"""The end of a match is told once: a window whose connection drops after the match and comes back
(the server sends a seat back the latest state and the match's end with it) does not write, say or
sound the match's end again."""

from __future__ import annotations

import random

from helpers_gui import hear_announcements
from PySide6.QtCore import Qt
from test_gui_net_connection_lost import BACK, cut_the_line
from test_gui_net_hosted_kept import create
from test_gui_net_table_window import open_window, play_until

from scopa_desktop.gui.netplay import seat_session
from scopa_desktop.gui.netplay.window import NetTableWindow

OVER = "Match over: "


def said_to(heard: list[tuple[object, str]], window: NetTableWindow) -> list[str]:
    return [words for source, words in heard if source is window.table]


def test_a_window_back_at_its_seat_after_the_match_does_not_tell_the_matchs_end_again(
        qtbot, tmp_path, hosted, monkeypatch):
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    heard = hear_announcements(monkeypatch)
    anna = open_window(qtbot, tmp_path, "Anna", hosted.port, create(target=1), hosted)
    qtbot.waitUntil(lambda: bool(anna.code))
    ben = open_window(qtbot, tmp_path, "Ben", hosted.port, {"type": "join", "table": anna.code})
    qtbot.waitUntil(lambda: anna.start_button.isEnabled())
    qtbot.mouseClick(anna.start_button, Qt.MouseButton.LeftButton)
    play_until(qtbot, [anna, ben], random.Random(3), lambda: anna.game.winner() is not None)
    qtbot.waitUntil(lambda: any(line.startswith(OVER) for line in ben.log.lines()))
    qtbot.waitUntil(lambda: any("Match over" in words for words in said_to(heard, ben)))  # said after a pause
    qtbot.waitUntil(lambda: ben.play.sound.output.played[-1] in ("match_won", "match_lost"))
    sounds = list(ben.play.sound.output.played)
    spoken = said_to(heard, ben)
    assert sum("Match over" in words for words in spoken) == 1
    cut_the_line(ben)
    qtbot.waitUntil(lambda: ben.seated and BACK in ben.log.lines())
    anna.chat.setFocus()
    qtbot.keyClicks(anna.chat, "well played")
    qtbot.keyClick(anna.chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Anna: well played" in ben.log.lines())  # after what the server sent Ben on his return
    assert sum(line.startswith(OVER) for line in ben.log.lines()) == 1
    assert ben.play.sound.output.played == sounds
    assert sum("Match over" in words for words in said_to(heard, ben)) == 1
    assert ben.game.winner() == anna.game.winner()  # still over, the same side the winner
