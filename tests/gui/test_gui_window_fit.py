"""Issue 25, item 2: Review last match and Watch a match open inside the screen's free area, however
low it is, and Esc closes them (the table inside them would otherwise take Esc for itself); and
they open again where the player left them, when that still fits the screen."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import make_settings
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.review import window as review_window
from scopa_desktop.gui.review.watch import WatchWindow, watch_match
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.screen_fit import FRAME, fitted_size
from scopa_desktop.gui.settings import REVIEW_GEOMETRY_KEY, WATCH_GEOMETRY_KEY


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


@pytest.fixture
def parent(qtbot) -> QWidget:
    """What the game's menus open Review and Watch from: the main window, here a bare stand-in."""
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def shown(qtbot, window):
    qtbot.waitExposed(window)
    return window


def review(qtbot, settings, parent) -> ReviewWindow:
    finished = play_randomly(Match(Rules(), seed=5), random.Random(5))
    return shown(qtbot, review_window.open_review(parent, finished, settings))


def watch(qtbot, settings, parent) -> WatchWindow:
    return shown(qtbot, watch_match(settings, parent))


def test_watch_opens_again_where_it_was_left(qtbot, tmp_path, parent):
    settings = make_settings(tmp_path)
    window = watch(qtbot, settings, parent)
    first = window.size()
    left = QRect(30, 40, first.width() - 60, first.height() - 50)
    window.setGeometry(left)
    qtbot.waitUntil(lambda: window.geometry() == left)
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible())
    again = watch(qtbot, settings, parent)
    assert again.geometry() == left
    again.close()


def test_a_place_kept_on_a_larger_screen_is_fitted_to_this_one(qtbot, tmp_path, parent):
    settings = make_settings(tmp_path)
    window = watch(qtbot, settings, parent)
    room = window.screen().availableGeometry()
    window.setGeometry(QRect(room.right() - 100, room.bottom() - 100, room.width() + 400, room.height() + 300))
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    again = watch(qtbot, settings, parent)
    assert room.contains(again.frameGeometry()), (again.frameGeometry(), room)
    again.close()


def test_a_damaged_kept_place_is_ignored(qtbot, tmp_path, parent):
    settings = make_settings(tmp_path, **{WATCH_GEOMETRY_KEY: "AAAA" * 10})  # base64, but no geometry
    window = watch(qtbot, settings, parent)
    fresh = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3)
    qtbot.addWidget(fresh)
    assert window.size() == fresh.size()
    window.close()


def test_review_keeps_its_place_when_it_closes(qtbot, tmp_path, parent):
    settings = make_settings(tmp_path)
    window = review(qtbot, settings, parent)
    assert settings.get(REVIEW_GEOMETRY_KEY) == ""
    window.close()
    qtbot.waitUntil(lambda: settings.get(REVIEW_GEOMETRY_KEY) != "")
