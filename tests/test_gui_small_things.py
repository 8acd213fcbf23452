"""The smaller things of issue 25, item 10: undo keeps the table as it was seen,
the coach's note goes with its round, the move log and the plates tell the truth,
and a card that must capture shows it on the table."""

from __future__ import annotations

from helpers_gui import handmade_match, open_window, seed_where_first_player_is
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scopa_desktop.engine import Rules
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
