"""While a networked table has no game on its felt, the felt says why, in the middle, where the eye
goes: connecting, not reached, who the table waits for, the table's end. Before, the felt stayed an
empty cloth beside a status bar line, which looked like a window that had failed to open."""

from __future__ import annotations

from helpers_gui import make_settings
from helpers_net import reserved_port
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QFontMetricsF, QImage
from test_gui_net_table_over import CREATE, OVER, open_window

from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.table.items import FELT_WORDS_FLAGS, felt_words_place

REFUSED = "Cannot reach 127.0.0.1:9"


def lightest_in_the_middle(window: NetTableWindow) -> float:
    """The lightest pixel of the felt's middle third: the cloth is a dark green, the words a light cream."""
    image: QImage = window.table.viewport().grab().toImage()
    middle = QRect(image.width() // 3, image.height() // 3, image.width() // 3, image.height() // 3)
    return max(QColor(image.pixel(x, y)).lightnessF()
               for x in range(middle.left(), middle.right(), 2) for y in range(middle.top(), middle.bottom(), 2))


def table_description(window: NetTableWindow) -> str:
    return QAccessible.queryAccessibleInterface(window.table).text(QAccessible.Text.Description)


def test_a_table_says_on_its_felt_that_it_is_connecting_and_then_why_it_was_not_reached(qtbot, tmp_path):
    window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    connecting = "Connecting to 127.0.0.1:9…"
    assert window.table.board.felt_words() == connecting  # from the first paint on, not only on a retry
    assert window.statusBar().currentMessage() == connecting
    window.show()
    window.resize(1024, 560)
    qtbot.waitUntil(lambda: window.table.board.felt_words().startswith(REFUSED))
    assert table_description(window) == window.table.board.felt_words()  # what a screen reader finds on the table
    qtbot.waitUntil(lambda: lightest_in_the_middle(window) > 0.8)  # drawn, in light type on the cloth
    window.table.set_felt_words("")
    qtbot.waitUntil(lambda: lightest_in_the_middle(window) < 0.5)  # and only the words were


def test_the_felt_says_who_the_table_waits_for_until_the_match_is_dealt(qtbot, tmp_path, hosted):
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: host.table.board.felt_words() == "Waiting for 1 more player to sit down.")
    assert host.statusBar().currentMessage() == ""  # "Connecting to…" went with the seat: the waiting note shows
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.table.board.felt_words() == "Every seat is taken: start the match when you are ready.")
    qtbot.waitUntil(lambda: guest.table.board.felt_words() == "Waiting for Anna to start the match.")
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: w.game.in_match())
        assert window.table.board.felt_words() == ""  # the cards have the felt
        assert "Your hand" in table_description(window)
    # And the status line says whose turn it is, as at home (it said nothing at all at a networked table).
    qtbot.waitUntil(lambda: host.game.is_human_turn() or guest.game.is_human_turn())
    mover, other = (host, guest) if host.game.is_human_turn() else (guest, host)
    qtbot.waitUntil(lambda: mover.status_line.label.text().endswith("Your turn: drag a card onto the table."))
    name = other.game.seat_name(mover.seat)
    qtbot.waitUntil(lambda: other.status_line.label.text().endswith(f"{name} to play…"))


def test_a_table_ended_before_its_match_says_so_on_the_felt(qtbot, tmp_path, hosted):
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: guest.table.board.felt_words() == "Waiting for Anna to start the match.")
    hosted.stop(end_tables=True)
    qtbot.waitUntil(lambda: guest.ended)
    qtbot.waitUntil(lambda: guest.table.board.felt_words() == OVER)


def test_trying_again_once_the_server_is_up_seats_the_player_and_the_status_line_says_what_it_waits_for(
        qtbot, tmp_path):
    """"Connecting to…" was shown on a retry and never taken away: it covered the status bar's
    lasting note of who the table waits for."""
    port = reserved_port()  # nothing listens on it yet, and no other test's server or connection is given it meanwhile
    window = open_window(qtbot, tmp_path, "Anna", port, CREATE)
    qtbot.waitUntil(lambda: window.retry_button.isVisible())
    server = HostedServer(port, host="127.0.0.1", announce=False)
    server.start()
    try:
        qtbot.mouseClick(window.retry_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.table.board.felt_words() == "Waiting for 1 more player to sit down.")
        assert window.statusBar().currentMessage() == ""
        assert window.status_line.label.text() == window.table.board.felt_words()
    finally:
        server.stop()


def test_the_felts_words_are_never_cut_and_end_on_more_than_one_word():
    long_words = "127.0.0.1:9 ist nicht erreichbar: an diesem Port hört kein Server zu"
    for scene in (QRectF(0, 0, 934, 775), QRectF(0, 0, 600, 400), QRectF(0, 0, 260, 90)):
        font, room = felt_words_place(scene, long_words)
        metrics = QFontMetricsF(font)
        drawn = metrics.boundingRect(room, FELT_WORDS_FLAGS, long_words)
        assert scene.contains(drawn), (scene, drawn)  # inside the felt, in smaller type where it must be
        assert drawn.width() <= room.width() + 0.5 and drawn.height() <= room.height()  # and whole in its box
        lines = round(drawn.height() / metrics.lineSpacing())
        if lines > 1:  # the box is as narrow as keeps the lines' count: one word less wide would add a line
            narrower = metrics.boundingRect(room.adjusted(4, 0, -4, 0), FELT_WORDS_FLAGS, long_words)
            assert narrower.height() > drawn.height() or room.width() <= scene.width() * 0.35 + 8, (scene, room)
