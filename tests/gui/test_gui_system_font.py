"""The window's text follows the system's font size: a player who set larger type gets the side
panel's and the status line's text larger in proportion (never smaller than designed)."""

from __future__ import annotations

from helpers_gui import make_settings, open_window
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from scopa_desktop.gui.screen_fit import DESIGN_POINT_SIZE


def status_text_pixels(qtbot, folder, point_size: float | None = None) -> int:
    """The status line's type in pixels in a window opened while the system's font is ``point_size``."""
    folder.mkdir()
    system = QApplication.font()
    if point_size is not None:
        font = QFont(system)
        font.setPointSizeF(point_size)
        QApplication.setFont(font)
    try:
        window = open_window(qtbot, folder, make_settings(folder))
        return window.status_label.font().pixelSize()
    finally:
        QApplication.setFont(system)


def test_a_larger_system_font_makes_the_windows_text_larger(qtbot, tmp_path):
    usual = status_text_pixels(qtbot, tmp_path / "usual")
    assert status_text_pixels(qtbot, tmp_path / "large", 1.5 * DESIGN_POINT_SIZE) >= round(1.4 * usual)


def test_a_smaller_system_font_leaves_the_text_as_designed(qtbot, tmp_path):
    usual = status_text_pixels(qtbot, tmp_path / "usual")
    assert status_text_pixels(qtbot, tmp_path / "small", 0.6 * DESIGN_POINT_SIZE) == usual
