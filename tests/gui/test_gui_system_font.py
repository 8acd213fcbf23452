"""The window's text follows the system's font size: a player who set larger type gets the side
panel's and the status line's text larger in proportion (never smaller than designed)."""

from __future__ import annotations

from helpers_gui import make_settings, open_window
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from scopa_desktop.gui.screen_fit import DESIGN_POINT_SIZE


def status_text_pixels(window) -> int:
    return window.status_label.font().pixelSize()


def test_a_larger_system_font_makes_the_windows_text_larger(qtbot, tmp_path):
    (tmp_path / "usual").mkdir()
    (tmp_path / "large").mkdir()
    usual = status_text_pixels(open_window(qtbot, tmp_path / "usual", make_settings(tmp_path / "usual")))
    system = QApplication.font()
    larger = QFont(system)
    larger.setPointSizeF(1.5 * DESIGN_POINT_SIZE)
    QApplication.setFont(larger)
    try:
        window = open_window(qtbot, tmp_path / "large", make_settings(tmp_path / "large"))
        assert status_text_pixels(window) >= round(1.4 * usual)
    finally:
        QApplication.setFont(system)


def test_a_smaller_system_font_leaves_the_text_as_designed(qtbot, tmp_path):
    (tmp_path / "usual").mkdir()
    (tmp_path / "small").mkdir()
    usual = status_text_pixels(open_window(qtbot, tmp_path / "usual", make_settings(tmp_path / "usual")))
    system = QApplication.font()
    smaller = QFont(system)
    smaller.setPointSizeF(0.6 * DESIGN_POINT_SIZE)
    QApplication.setFont(smaller)
    try:
        window = open_window(qtbot, tmp_path / "small", make_settings(tmp_path / "small"))
        assert status_text_pixels(window) == usual
    finally:
        QApplication.setFont(system)
