"""Keyboard focus you can see: Tab into the table rings a hand card at once and
frames the row the keyboard is on; the Play button says what will happen; a dialog's
table frames a cell only once the keyboard goes to it."""

from __future__ import annotations

import pytest
from helpers_gui import as_int, click, handmade_match, open_window
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QTableWidget

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.storage.statistics_db import MatchResult


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


def two_rounds_played() -> Match:
    match = Match(Rules(target=21), seed=4, first_dealer=0)
    while match.round_number < 3:
        if match.round_over():
            match.start_next_round()
        else:
            match.apply_move(match.legal_moves()[0])
    return match


def tab_to(qtbot, table: QTableWidget) -> None:
    """Real Tab presses from where the keyboard is until ``table`` has it."""
    for _ in range(6):
        if table.hasFocus():
            return
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert table.hasFocus()


def opened_by_keys_or_menu(qtbot, window, action: str) -> QDialog:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    if action == "match_sheet":
        QTest.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    else:
        window.menu_actions[action].trigger()
    qtbot.waitUntil(lambda: action in window.opened and QApplication.activeWindow() is window.opened[action])
    return window.opened[action]


@pytest.mark.parametrize("action", ["match_sheet", "statistics"])
def test_the_match_sheet_and_statistics_open_on_close_with_no_cell_framed_and_tab_reaches_the_table(
        qtbot, tmp_path, action):
    """Issue 60: each opened with the keyboard on its table's first cell, framed as if the player had
    chosen it.  The keyboard starts on Close (Enter or Esc closes, nothing is framed); Tab takes it to
    the table, on a cell that a screen reader reads, and the arrows go from there."""
    window = open_window(qtbot, tmp_path)
    window.controller.resume(SavedGame(two_rounds_played(), 4, [None, "random"]))
    window.statistics.record(MatchResult("vs easy, to 11", True))
    window.statistics.record(MatchResult("vs medium, to 21", False))
    dialog = opened_by_keys_or_menu(qtbot, window, action)
    table = dialog.findChild(QTableWidget)
    assert table.rowCount() >= 2
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and focused.text().replace("&", "") == "Close"
    assert not table.currentIndex().isValid() and not table.selectedItems()
    tab_to(qtbot, table)
    assert table.currentIndex().isValid()
    first = table.currentIndex().row()
    QTest.keyClick(table, Qt.Key.Key_Down)
    assert table.currentIndex().row() == first + 1


@pytest.mark.parametrize("action", ["match_sheet", "statistics"])
def test_tab_leaves_the_match_sheet_and_statistics_table_for_the_buttons(qtbot, tmp_path, action):
    """Tab went from cell to cell and round again, never out of the table: a keyboard user met
    Close again only with Ctrl+Tab, which nothing says."""
    window = open_window(qtbot, tmp_path)
    window.controller.resume(SavedGame(two_rounds_played(), 4, [None, "random"]))
    window.statistics.record(MatchResult("vs easy, to 11", True))
    dialog = opened_by_keys_or_menu(qtbot, window, action)
    table = dialog.findChild(QTableWidget)
    tab_to(qtbot, table)
    QTest.keyClick(table, Qt.Key.Key_Tab)
    assert isinstance(QApplication.focusWidget(), QPushButton)
