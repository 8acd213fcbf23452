"""Issue 25, item 3: one status line, one queue.  Started from a saved game (as the app starts,
and built at once), "Welcome back…" and "Round 1: you dealt…" were drawn over each other; now
the status bar shows one text at a time, whoever writes it."""

from __future__ import annotations

import pytest
from helpers_gui import make_settings, open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QStatusBar

from scopa_desktop.gui.narration import status_line


def texts_in_view(bar: QStatusBar) -> list[str]:
    """Every text the status bar draws: its labels in view, and a message Qt draws itself."""
    drawn = [label.text() for label in bar.findChildren(QLabel) if label.isVisible() and label.text()]
    own = QStatusBar.currentMessage(bar)  # Qt's own temporary message, drawn beside the widgets
    return drawn + ([own] if own else [])


@pytest.mark.parametrize("frame_first", [True, False], ids=["as-the-app", "built-at-once"])
def test_a_resumed_start_shows_one_message_at_a_time(qtbot, tmp_path, monkeypatch, frame_first, brisk_replies):
    monkeypatch.setattr(status_line, "NOTICE_MS", 3000)  # long enough to see, short enough to wait for
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    card, take = controller.legal_moves()[0]
    controller.play(card, take)
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    window.close()

    again = open_window(qtbot, tmp_path, make_settings(tmp_path), resume=True, frame_first=frame_first)
    bar = again.statusBar()
    seen: list[list[str]] = []

    def one_text() -> bool:
        seen.append(texts_in_view(bar))
        assert len(seen[-1]) == 1, seen[-1]
        return True

    one_text()
    assert seen[-1][0].startswith("Welcome back")
    QTest.keyClick(again.table, Qt.Key.Key_H)  # a hint: a reply, shown at once, the notice after it
    qtbot.waitUntil(lambda: one_text() and seen[-1][0].startswith("Hint:"), timeout=5000)
    qtbot.waitUntil(lambda: one_text() and seen[-1][0].startswith("Welcome back"), timeout=15000)
    qtbot.waitUntil(lambda: one_text() and "Your turn" in seen[-1][0], timeout=5000)
    assert again.status_label.text() == seen[-1][0]


def test_notices_queue_and_a_reply_cuts_in_without_losing_them(qtbot):
    line = status_line.StatusLine()
    qtbot.addWidget(line)
    line.show()
    line.set_state("Your turn.")
    line.show_notice("first", 60)
    line.show_notice("second", 60)
    line.showMessage("refused", 60)
    assert line.label.text() == "refused" and line.currentMessage() == "refused"
    qtbot.waitUntil(lambda: line.label.text() == "first")
    qtbot.waitUntil(lambda: line.label.text() == "second")
    qtbot.waitUntil(lambda: line.label.text() == "Your turn." and not line.currentMessage())


def test_a_reply_ended_early_gives_way_to_the_notice_it_cut_short_and_a_notice_is_never_ended(qtbot):
    line = status_line.StatusLine()
    qtbot.addWidget(line)
    line.set_state("Your turn.")
    line.show_notice("Welcome back.", 60_000)
    line.end_reply()  # nothing of the player's to answer: the notice stays
    assert line.currentMessage() == "Welcome back."
    line.showMessage("Not a game record that can be reviewed.", 60_000)
    line.end_reply()
    assert line.currentMessage() == "Welcome back."
    line.clearMessage()
    line.showMessage("Not a game record that can be reviewed.", 60_000)
    line.end_reply()
    assert line.label.text() == "Your turn." and not line.currentMessage()


def test_a_lasting_condition_stands_in_for_the_standing_line_and_a_reply_still_comes_first(qtbot):
    """A networked table paused by its server: said for as long as it lasts, not beside the standing line."""
    line = status_line.StatusLine()
    qtbot.addWidget(line)
    line.set_state("Giulia to play…")
    line.set_condition("The table is paused.")
    assert line.label.text() == "The table is paused."
    line.set_state("Your turn: drag a card onto the table.")  # the game goes on behind it
    assert line.label.text() == "The table is paused."
    line.showMessage("The table is paused: the move waits.", 50)
    assert line.label.text() == "The table is paused: the move waits."
    qtbot.waitUntil(lambda: line.label.text() == "The table is paused.")
    line.set_condition("")
    assert line.label.text() == "Your turn: drag a card onto the table."


LONG_CAPTURE = ("Sofia (leicht) hat Ass der Schwerter + Bube der Stäbe mit Reiter der Kelche gefischt. Scopa!  "
                "Du bist am Zug: Zieh eine Karte auf den Tisch.")


def test_a_long_line_is_drawn_smaller_and_never_widens_the_window_off_a_netbook(qtbot, tmp_path):
    """A German three-card capture and "your turn" is about a thousand pixels at the line's type: as
    a plain label it made the window 1,264 px wide, past a netbook's screen, at home and at a
    networked table alike.  Longer still (notices joined), it wraps and the bar grows for it."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.resize(1000, 560)
    qtbot.waitUntil(lambda: window.width() == 1000)
    least_width = window.minimumSizeHint().width()
    line = window.status_line
    label = line.label
    natural, one_line = label.shown_px(), line.height()
    line.set_state(LONG_CAPTURE)
    qtbot.waitUntil(lambda: label.text() == LONG_CAPTURE)
    assert window.minimumSizeHint().width() == least_width and window.width() == 1000
    assert status_line.LEAST_PX <= label.shown_px() < natural
    font = label.font()
    font.setPixelSize(label.shown_px())
    assert QFontMetrics(font).horizontalAdvance(LONG_CAPTURE) <= label.contentsRect().width()
    assert line.height() == one_line  # drawn smaller, on its one line: the table does not move
    longest = " ".join([LONG_CAPTURE] * 3)  # past what the least type holds on one line
    line.set_state(longest)
    assert window.minimumSizeHint().width() == least_width and label.shown_px() == status_line.LEAST_PX
    qtbot.waitUntil(lambda: line.height() > one_line and label.height() >= label.text_height())
    assert window.width() == 1000
    line.set_state("Your turn: drag a card onto the table.")
    qtbot.waitUntil(lambda: line.height() == one_line)
    assert label.shown_px() == natural


def test_the_status_line_stays_one_line_tall_with_its_text_in_view_move_after_move(qtbot, tmp_path):
    """One line was measured two ways (its font's height, and its bounding box a pixel taller), so
    each move's one-line text made the label a pixel taller than the last: within a round the label
    outgrew its bar and its text was drawn below it, out of view."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.resize(1000, 560)
    qtbot.waitUntil(lambda: window.width() == 1000)
    line, controller = window.status_line, window.controller
    one_line = line.height()
    texts = set()
    while window.round_dialog is None:
        qtbot.waitUntil(lambda: controller.is_human_turn() or window.round_dialog is not None)
        if window.round_dialog is None:
            texts.add(line.label.text())
            assert line.height() == one_line and line.rect().contains(line.label.geometry()), line.label.text()
            assert controller.play(*controller.legal_moves()[0])
    assert len(texts) > 10  # a round's worth of moves
