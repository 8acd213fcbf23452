"""Keyboard focus you can see: Tab into the table rings a hand card at once and
frames the row the keyboard is on; the Play button says what will happen."""

from __future__ import annotations

import pytest
from helpers_gui import as_int, click, handmade_match, open_window
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from scopa_desktop.gui.saved_game import SavedGame


@pytest.fixture
def table_game(qtbot, tmp_path):
    """Table 6D 2C 3B 4S; the player holds 6B (must take 6D, its one capture), 1S (takes nothing)
    and 7C (takes 3B + 4S)."""
    window = open_window(qtbot, tmp_path)
    match = handmade_match(["6D", "2C", "3B", "4S"], ["6B", "1S", "7C"])
    window.controller.resume(SavedGame(match, 0, [None, "random"]))
    assert window.controller.is_human_turn()
    return window


def tab_into_table(qtbot, window) -> None:
    """Real Tab presses from the move log until the table has the keyboard."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.move_log.setFocus()
    for _ in range(12):
        if window.table.hasFocus():
            return
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert window.table.hasFocus()


def home_rect(item) -> QRectF:
    return QRectF(item.home, QSizeF(item.width, item.height))


def test_tab_into_the_table_rings_a_hand_card_and_frames_the_hand(qtbot, table_game):
    view = table_game.table
    board = view.board
    assert not any(item.focused for item in view.cards.values()) and not board.row_cue.isVisible()
    tab_into_table(qtbot, table_game)
    focused = [card for card, item in board.hand.items.items() if item.focused]
    assert focused == [view.hand_ids()[0]]  # at once, before any arrow
    assert board.row_cue.isVisible() and board.row_cue.row == "hand"
    assert all(board.row_cue.rect.contains(home_rect(item)) for item in board.hand.items.values())
    QTest.keyClick(view, Qt.Key.Key_Tab)  # to the table: the ring and the frame go with it
    assert board.row_cue.row == "table"
    assert all(board.row_cue.rect.contains(home_rect(item)) for item in board.table.items.values())
    assert not any(item.focused for item in board.hand.items.values())
    assert [card for card, item in board.table.items.items() if item.focused] == [view.table_order[0]]
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert board.row_cue.row == "hand"


def test_arrows_move_the_ring_from_the_ringed_card(qtbot, table_game):
    view = table_game.table
    tab_into_table(qtbot, table_game)
    hand = view.hand_ids()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.cards[hand[1]].focused and not view.cards[hand[0]].focused
    assert view.board.selected_card == hand[1]


def test_enter_plays_the_ringed_card(qtbot, table_game):
    view = table_game.table
    tab_into_table(qtbot, table_game)
    ringed = view.hand_ids()[0]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert table_game.controller.match.current.history[0].card == ringed


def test_a_click_puts_the_ring_away(qtbot, table_game):
    view = table_game.table
    tab_into_table(qtbot, table_game)
    click(view, view.cards[as_int("1S")])
    assert not any(item.focused for item in view.cards.values()) and not view.board.row_cue.isVisible()


def test_the_play_button_says_the_capture_a_card_must_make(qtbot, table_game):
    view = table_game.table
    tab_into_table(qtbot, table_game)
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(as_int("6B")))
    button = view.board.play_button
    assert button.isVisible() and button.text == "Play 6 of Clubs takes 6 of Coins"
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(as_int("1S")))
    assert button.text == "Lay Ace of Swords on the table"
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(as_int("6B")))
    QTest.keyClick(view, Qt.Key.Key_Return)
    first = table_game.controller.match.current.history[0]
    assert first.take.bit_count() == 1  # it took the 6 of Coins, as the button said
