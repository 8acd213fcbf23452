"""The smaller things of issue 25, item 10: undo keeps the table as it was seen,
the coach's note goes with its round, the move log and the plates tell the truth,
and a card that must capture shows it on the table."""

from __future__ import annotations

from helpers_gui import handmade_match, make_settings, open_window, seed_where_first_player_is
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from scopa_desktop.engine import Rules
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.saved_game import SavedGame


def play_by_keyboard(view, card_id: str) -> None:
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(card_id))
    QTest.keyClick(view, Qt.Key.Key_Return)


def test_undo_puts_the_table_back_in_the_order_it_was_seen(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    # High table cards nothing low can take: the ace laid first goes at the end of the row, not in
    # card order (where it would come first).
    match = handmade_match(["9C", "9S", "10S", "10B"], ["1D", "2D", "3D"], opponent=["4D", "5D", "6D"])
    window.controller.resume(SavedGame(match, 0, [None, "random"]))
    view, controller = window.table, window.controller
    view.setFocus()
    play_by_keyboard(view, "1D")
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    seen = list(view.table_order)
    assert seen.index("1D") > seen.index("9C")
    play_by_keyboard(view, "2D")
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    with qtbot.waitSignal(controller.movesTakenBack, timeout=1000):
        QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.table_order == seen


def test_muting_says_so_beside_the_turns_prompt_not_instead_of_it(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, seed=seed_where_first_player_is(Rules(), 0))
    prompt = window.status_label.text()
    assert "Your turn" in prompt
    QTest.keyClick(window, Qt.Key.Key_M)
    assert window.status_label.isVisible() and window.status_label.text() == prompt
    assert window.mute_label.isVisible() and window.mute_label.text() == "Sounds off (M)"
    QTest.keyClick(window, Qt.Key.Key_M)
    assert window.status_label.isVisible() and not window.mute_label.isVisible()


def test_f11_puts_the_window_over_the_whole_screen_and_back(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_hint_and_undo_are_buttons_a_mouse_can_click(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, seed=seed_where_first_player_is(Rules(), 0))
    view, controller = window.table, window.controller
    assert window.hint_button.isVisible() and window.undo_button.isVisible()
    with qtbot.waitSignal(controller.hintReady, timeout=20000):
        QTest.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    with qtbot.waitSignal(controller.movesTakenBack, timeout=2000):
        QTest.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert card in controller.hand(0)


def test_new_game_keeps_its_height_whatever_the_table(qtbot, tmp_path):
    dialog = NewGameDialog(make_settings(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QCoreApplication.processEvents()
    height = dialog.height()
    dialog.players.setFocus()
    for _ in range(3):  # 3, 4 and 6 players, chosen with the keyboard
        QTest.keyClick(dialog.players, Qt.Key.Key_Down)
        QCoreApplication.processEvents()
        assert dialog.height() == height, dialog.players.currentData()
    for _ in range(3):
        QTest.keyClick(dialog.players, Qt.Key.Key_Up)
        QCoreApplication.processEvents()
        assert dialog.height() == height, dialog.players.currentData()
