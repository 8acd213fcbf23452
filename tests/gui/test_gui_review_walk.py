"""The review as a player walks it: from the Game menu, choosing it again while it is open; a round at a time."""

from __future__ import annotations

import random

from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window, wait_for_layout
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from scopa_desktop.engine import Match, Rules, cards_of
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import LEVELS_KEY
from scopa_desktop.storage.records import save_record

SAMPLES = 4  # the coach's deals per move: few, for a quick test


def open_reviews(window) -> list[ReviewWindow]:
    return [each for each in window.findChildren(ReviewWindow) if each.isVisible()]


def test_choosing_a_review_open_already_brings_it_to_the_front(qtbot, tmp_path, monkeypatch):
    """Review last match chosen again opened a second review exactly over the first, as if the menu
    had done nothing, its coach judging every move again beside the first's; the same record chosen
    again did the same.  The review open already comes to the front; another record opens its own."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    finished = play_randomly(Match(Rules(), seed=9), random.Random(9))
    window.controller.resume(SavedGame(finished, 9, [None, "random"]))
    window.menu_actions["review"].trigger()
    first = window.opened["review"]
    qtbot.waitExposed(first)
    first.game.go_to(5)  # where the player had got to
    window.activateWindow()
    window.menu_actions["review"].trigger()
    assert open_reviews(window) == [first] and window.opened["review"] is first
    assert first.game.position() == 5  # as the player left it

    chosen = [tmp_path / "finished.json"]
    save_record(finished, chosen[0])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(chosen[0]), ""))
    window.menu_actions["review_record"].trigger()  # the same match, from its record
    assert open_reviews(window) == [first]
    chosen[0] = tmp_path / "other.json"
    save_record(play_randomly(Match(Rules(), seed=4), random.Random(4)), chosen[0])
    window.menu_actions["review_record"].trigger()
    other = window.opened["review_record"]
    assert other is not first and set(open_reviews(window)) == {first, other}
    window.menu_actions["review_record"].trigger()
    assert set(open_reviews(window)) == {first, other}


def test_page_down_and_page_up_step_a_round_at_a_time(qtbot):
    """A review of several rounds was crossed only move by move (36 a round) or from its end: Page Down
    goes to the next round's deal, Page Up back to the round's deal and then the one before, and the
    table shows each as the record has it."""
    match = play_randomly(Match(Rules(), seed=1), random.Random(1))
    assert len(match.rounds) >= 3
    window = ReviewWindow(match, "napoletane", 0.0, samples=SAMPLES)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)  # the keys go where a player's go
    wait_for_layout(qtbot, window.table)
    game, board = window.game, window.table.board

    def press(key) -> None:
        QTest.keyClick(QApplication.focusWidget(), key)

    def shows(index: int, step: int) -> bool:
        state = game.state_at(index, step)
        return (game.round_index, game.step) == (index, step) and sorted(board.table.items) == sorted(
            cards_of(state.table)) and sorted(board.hand.items) == sorted(cards_of(state.hands[game.seat]))

    assert not window.round_back_button.isEnabled()
    press(Qt.Key.Key_PageDown)
    assert shows(1, 0)
    assert window.where.text() == window.tr("Round {round} of {rounds} · move {move} of {moves}").format(
        round=2, rounds=len(match.rounds), move=0, moves=len(match.rounds[1].history))
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_PageUp)  # this round's deal first
    assert shows(1, 0)
    press(Qt.Key.Key_PageUp)  # then the round before's
    assert shows(0, 0)
    qtbot.mouseClick(window.round_on_button, Qt.MouseButton.LeftButton)
    assert shows(1, 0)
    for _ in range(len(match.rounds)):  # past the last round's deal: to the match's end
        press(Qt.Key.Key_PageDown)
    assert game.position() == game.last_position() and game.winner() is not None
    assert not window.round_on_button.isEnabled() and window.round_back_button.isEnabled()
    qtbot.mouseClick(window.round_back_button, Qt.MouseButton.LeftButton)
    assert shows(len(match.rounds) - 1, 0)
    window.close()
