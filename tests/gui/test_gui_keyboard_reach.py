"""Issue 27, item 4: no control is reachable only by the mouse.  Tab in the table goes between
the hand and the table cards, so Ctrl+Tab leaves the table for the window's other controls:
the watched match's speed, the review's choice of the coach's seat."""

from __future__ import annotations

import random

from helpers_engine import play_randomly
from helpers_gui import open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.review.watch import WatchWindow
from scopa_desktop.gui.review.window import ReviewWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def shown(qtbot, window):
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    return window


def test_ctrl_tab_leaves_a_watched_tables_cards_for_the_speed_and_shift_tab_comes_back(qtbot):
    window = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=5)
    window.toggle_pause()
    shown(qtbot, window)
    QTest.keyClick(window.table, Qt.Key.Key_Tab)
    assert window.table.hasFocus()  # Tab goes to the table cards, within the table
    QTest.keyClick(window.table, Qt.Key.Key_Tab, CTRL)
    assert QApplication.focusWidget() is window.speed_box
    QTest.keyClick(window.speed_box, Qt.Key.Key_Backtab)
    assert window.table.hasFocus()


def test_the_reviews_coach_seat_is_reached_from_the_table_and_the_arrows_still_step(qtbot):
    window = shown(qtbot, ReviewWindow(play_randomly(Match(Rules(), seed=5), random.Random(5)), "napoletane", 0.0,
                                       samples=4))
    QTest.keyClick(window.table, Qt.Key.Key_Tab, CTRL)
    assert QApplication.focusWidget() is window.seat_box
    QTest.keyClick(window.seat_box, Qt.Key.Key_Down)
    assert window.game.seat == 1  # the coach's notes, and the bottom hand, are Giulia's now
    QTest.keyClick(window.seat_box, Qt.Key.Key_Right)
    assert window.game.position() == 1
    QTest.keyClick(window.seat_box, Qt.Key.Key_Backtab)
    assert window.table.hasFocus()


def test_the_table_tells_how_to_leave_it(qtbot):
    QAccessible.setActive(True)
    window = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=5)
    window.toggle_pause()
    shown(qtbot, window)
    table = QAccessible.queryAccessibleInterface(window.table)
    assert "Ctrl+Tab goes on to the window's other controls." in table.text(QAccessible.Text.Description)


def test_the_move_log_is_reached_from_the_table_and_read_by_a_screen_reader(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    QAccessible.setActive(True)
    qtbot.waitUntil(window.controller.is_human_turn)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_1)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.move_log.count() >= 1)
    for _ in range(4):  # past Hint and Undo when they are enabled
        if QApplication.focusWidget() is window.move_log:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, CTRL if window.table.hasFocus() else
                       Qt.KeyboardModifier.NoModifier)
    assert QApplication.focusWidget() is window.move_log
    log = QAccessible.queryAccessibleInterface(window.move_log)
    assert log.text(QAccessible.Text.Name) == "Moves"
    assert window.move_log.lines()[0] in log.textInterface().text(0, log.textInterface().characterCount())


def test_the_reviews_list_of_moves_is_read_and_a_move_jumped_to_by_the_keyboard(qtbot):
    window = shown(qtbot, ReviewWindow(play_randomly(Match(Rules(), seed=5), random.Random(5)), "napoletane", 0.0,
                                       samples=4))
    QAccessible.setActive(True)
    QTest.keyClick(window.table, Qt.Key.Key_Tab, CTRL)
    QTest.keyClick(window.seat_box, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.moves
    assert QAccessible.queryAccessibleInterface(window.moves).text(QAccessible.Text.Name).startswith(
        "Moves of the round")
    for _ in range(4):
        QTest.keyClick(window.moves, Qt.Key.Key_Down)
    row = window.moves.currentRow()
    assert row >= 1 and window.game.position() == 0  # Up and Down read the moves; they jump to none
    QTest.keyClick(window.moves, Qt.Key.Key_Return)
    assert window.game.position() == row + 1
    QTest.keyClick(window.moves, Qt.Key.Key_Right)  # the arrows step the review here too
    assert window.game.position() == row + 2
