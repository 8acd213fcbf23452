"""Issue 25, item 2: Review match and Watch a match open inside the screen's free area, however
low it is, and Esc closes them (the table inside them would otherwise take Esc for itself)."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtTest import QTest

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.review.watch import WatchWindow
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.screen_fit import FRAME, fitted_size


@pytest.mark.parametrize("screen", [QSize(1024, 600), QSize(1366, 768), QSize(1920, 1080)])
def test_a_window_is_never_larger_than_the_screen_has_room_for(screen):
    available = QRect(0, 0, screen.width(), screen.height() - 40)  # a panel at the bottom
    for wanted in (QSize(1100, 720), QSize(980, 700)):
        size = fitted_size(wanted, available)
        assert size.width() + FRAME.left() + FRAME.right() <= available.width()
        assert size.height() + FRAME.top() + FRAME.bottom() <= available.height()
        assert size == wanted or screen.height() < 800


def open_review(qtbot) -> ReviewWindow:
    match = play_randomly(Match(Rules(), seed=5), random.Random(5))
    return ReviewWindow(match, "napoletane", 0.0, samples=8)


def open_watch(qtbot) -> WatchWindow:
    return WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3)


@pytest.mark.parametrize("opener", [open_review, open_watch])
def test_review_and_watch_fit_the_screen_and_close_with_esc(qtbot, opener):
    window = opener(qtbot)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    # The offscreen screen is 800 x 800: the window takes what it has room for, down to its least size,
    # and that least size fits a 1024 x 600 netbook's free area with the window's frame.
    room = window.screen().availableGeometry()
    netbook = QRect(0, 0, 1024, 600)
    wide_room = room.width() - FRAME.left() - FRAME.right()
    assert window.width() <= max(wide_room, window.minimumSizeHint().width()), (window.size(), room)
    assert fitted_size(window.minimumSizeHint(), netbook) == window.minimumSizeHint(), window.minimumSizeHint()
    assert window.height() <= room.height() - FRAME.top() - FRAME.bottom()
    window.activateWindow()
    qtbot.waitActive(window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible())
