"""Sizes that follow the screen: where the window first opens, whether a saved
place still fits, how much larger the side panel's type is on a big window, and
how tall a dialog may be.  Pure functions of rectangles, so they are tested
without a screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize

DEFAULT_SIZE = QSize(1280, 820)  # on a screen with room for it, the window's first size at least
#: Kept free for a window manager's title bar and borders, which the window does not have before it is shown.
FRAME = QMargins(8, 34, 8, 8)
DIALOG_CHROME = 150  # a dialog's title bar, margins and button row, around what it scrolls
DIALOG_SIDES = 60  # a dialog's margins and scroll bar, beside what it scrolls
BASE_WINDOW = QSize(1200, 720)  # the size the side panel's type is drawn for at scale 1 (the cards grow from there)
MAX_SCALE = 1.8
#: The point size the window's type is drawn for (KDE's default; Windows uses 9, GNOME 11).  A
#: system set to larger type gets the window's text larger in proportion, never smaller.
DESIGN_POINT_SIZE = 10.0
#: The table's least size: with the menu, status bar and side panel, the window fits a 1024 x 600 screen.
TABLE_MINIMUM = QSize(560, 400)


def first_geometry(available: QRect) -> QRect:
    """The window's first place on a screen whose free area is ``available``: the
    default size or more on a big screen, never more than the screen holds."""
    room = available.marginsRemoved(FRAME)
    wanted = QSize(max(DEFAULT_SIZE.width(), int(available.width() * 0.8)),
                   max(DEFAULT_SIZE.height(), int(available.height() * 0.85)))
    rect = QRect(QPoint(0, 0), wanted.boundedTo(room.size()))
    rect.moveCenter(room.center())
    return rect


def fits(geometry: QRect, available: QRect) -> bool:
    """Whether a window at ``geometry`` (frame left out) is wholly on the free area of the screen."""
    room = available.marginsRemoved(FRAME).size()
    return available.contains(geometry) and geometry.width() <= room.width() and geometry.height() <= room.height()


def text_scale(window: QSize, system_point_size: float = DESIGN_POINT_SIZE) -> float:
    """How much larger than at the base size the text around the table is, in steps of 0.1: it
    grows with the window, and with the system's font size where that is above the design's."""
    ratio = min(window.width() / BASE_WINDOW.width(), window.height() / BASE_WINDOW.height())
    follows = max(1.0, system_point_size / DESIGN_POINT_SIZE)
    return round(min(MAX_SCALE * follows, max(1.0, ratio) * follows), 1)


def side_panel_width(window: QSize, scale: float) -> int:
    """The width of the panel beside the table for a window of ``window``'s size whose text is at
    ``scale``: a fifth of the window, no narrower than its base 262 px grown with its type (up to a
    quarter more), no wider than its base 340 px grown with its type."""
    return round(min(340 * scale, max(262 * min(scale, 1.25), window.width() * 0.2)))


def dialog_height_limit(available: QRect) -> int:
    """The most a dialog's scrolling part may take of a screen's free height."""
    return max(200, available.height() - FRAME.top() - FRAME.bottom() - DIALOG_CHROME)


def dialog_width_limit(available: QRect) -> int:
    """The most a dialog's body may take of a screen's free width, beside its margins and scroll bar."""
    return available.width() - FRAME.left() - FRAME.right() - DIALOG_SIDES


def fitted_size(wanted: QSize, available: QRect) -> QSize:
    """A window's size: ``wanted`` where the screen's free area has room for it (and its frame), less where not."""
    return wanted.boundedTo(available.marginsRemoved(FRAME).size())
