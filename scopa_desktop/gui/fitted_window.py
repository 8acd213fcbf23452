"""A window's first size on the screen it opens on: what it asks for where the screen's free area
has room (with its frame), less where not (Review match, Watch a match, a networked table)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from .screen_fit import fitted_size


def resize_to_fit(window: QWidget, wanted: QSize) -> None:
    """``wanted``, bounded by the free area of the screen ``window`` is on (its least size still holds)."""
    screen = window.screen()
    window.resize(fitted_size(wanted, screen.availableGeometry()) if screen is not None else wanted)
