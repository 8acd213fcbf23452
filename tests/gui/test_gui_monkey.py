"""Random clicks, drags and keys on the table, the way an impatient or unlucky player meets it, with
the coach and the win odds on: whatever comes, no error in the window or in its threads (pytest-qt
fails a test on any exception raised in a slot or in a thread), and the odds are always reckoned.

This is how the odds were found to be reckoned with the player always to play: during the other
seat's turn, once the player's hand was empty, the odds' thread failed and the bar stayed empty."""

from __future__ import annotations

import random

import pytest
from helpers_gui import make_settings, open_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from scopa_desktop.gui.settings import COACH_KEY, LEVELS_KEY, ODDS_KEY, PLAYERS_KEY, TEAMS_KEY, VARIANTS_KEY

KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
        Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_H]
CHOOSE = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3]


def one_random_act(qtbot, window, rng: random.Random) -> None:
    """A card chosen and played by keys, a click or a drag anywhere, a move taken back, or any table key."""
    view = window.table.viewport()
    here = QPoint(rng.randrange(view.width()), rng.randrange(view.height()))
    roll = rng.random()
    if roll < 0.35:
        qtbot.keyClick(window.table, rng.choice(CHOOSE))
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.keyClick(window.table, Qt.Key.Key_Return)  # and the first set, if the card may take more than one
    elif roll < 0.55:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=here)
    elif roll < 0.7:
        there = QPoint(rng.randrange(view.width()), rng.randrange(view.height()))
        QTest.mousePress(view, Qt.MouseButton.LeftButton, pos=here)
        for step in range(1, 5):
            QTest.mouseMove(view, here + (there - here) * step / 4)
        QTest.mouseRelease(view, Qt.MouseButton.LeftButton, pos=there)
    elif roll < 0.75:
        qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    else:
        qtbot.keyClick(window.table, rng.choice(KEYS))


@pytest.mark.slow
@pytest.mark.parametrize(("players", "teams", "variants"), [(2, 2, ""), (3, 3, "napola"), (4, 2, "scopone"),
                                                            (6, 3, "asso-piglia-tutto")])
def test_random_acts_on_the_table_raise_nothing_and_the_odds_keep_up(qtbot, tmp_path, players, teams, variants):
    settings = make_settings(tmp_path, **{PLAYERS_KEY: players, TEAMS_KEY: teams, VARIANTS_KEY: variants,
                                          LEVELS_KEY: "random", COACH_KEY: 1, ODDS_KEY: 1})
    window = open_window(qtbot, tmp_path, settings)
    window.odds.samples = window.coach.samples = 8
    controller = window.controller
    rng = random.Random(players)
    played = 0
    for _ in range(400):
        moves = len(controller.round_moves())
        one_random_act(qtbot, window, rng)
        played += len(controller.round_moves()) > moves
        # Settled: the AIs have played up to the player's turn (or the round's end), and the odds are
        # reckoned for the table as it stands; a failed reckoning would leave them unset.
        qtbot.waitUntil(lambda: (controller.is_human_turn() or controller.round_over())
                        and not window.table.is_animating() and window.odds.odds is not None, timeout=20000)
        dialog = window.round_dialog
        if dialog is not None:
            qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)  # Next round, or Play again
            qtbot.waitUntil(lambda: window.round_dialog is None and not controller.round_over(), timeout=20000)
    assert played > 40  # the random acts did play: the odds were asked at every kind of turn
