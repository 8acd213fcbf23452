"""A window's first size on the screen it opens on: what it asks for where the screen's free area
has room (with its frame), less where not (Review, Watch a match, a networked table); and
its last size and place, kept in the settings, when it opens again and still fits."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize
from PySide6.QtWidgets import QSplitter, QWidget

from .screen_fit import FRAME, fits, fitted_size
from .settings import AppSettings


def resize_to_fit(window: QWidget, wanted: QSize) -> None:
    """``wanted``, bounded by the free area of the screen ``window`` is on (its least size still holds)."""
    screen = window.screen()
    window.resize(fitted_size(wanted, screen.availableGeometry()) if screen is not None else wanted)


def set_side_panel_width(panel: QWidget, splitter: QSplitter, width: int) -> None:
    """``panel``, beside the table in ``splitter``, fixed at ``width``; the table given the rest at once."""
    if width != panel.minimumWidth():  # its fixed width until now
        panel.setFixedWidth(width)
        splitter.refresh()


def restore_kept_place(window: QWidget, settings: AppSettings, key: str) -> bool:
    """Give ``window`` the size, place and maximized state kept under the geometry setting ``key``;
    whether there were any and they fit the screen it is on now (a maximized window always does)."""
    stored = settings.get(key)
    screen = window.screen()
    return bool(stored) and screen is not None \
        and window.restoreGeometry(QByteArray.fromBase64(stored.encode("ascii"))) \
        and (window.isMaximized() or fits(window.geometry(), screen.availableGeometry()))


def keep_place(window: QWidget, settings: AppSettings, key: str) -> None:
    """Keep ``window``'s size, place and maximized state under the geometry setting ``key``."""
    settings.set(key, bytes(window.saveGeometry().toBase64().data()).decode("ascii"))


def remember_place(window: QWidget, settings: AppSettings, key: str) -> None:
    """Open ``window`` where it was last left (``restore_kept_place``) if that still fits the screen
    it is on, and keep it again whenever it is hidden (closed, Escape, the window's own Close).  A
    place that no longer fits (a smaller screen, a screen gone) is forgotten for the window's own
    first size, centred."""
    wanted = window.size()  # its own first size (resize_to_fit), should the kept place not fit
    screen = window.screen()
    if settings.get(key) and not restore_kept_place(window, settings, key) and screen is not None:
        available = screen.availableGeometry()
        place = QRect(available.topLeft(), fitted_size(wanted, available))
        place.moveCenter(available.marginsRemoved(FRAME).center())
        window.setGeometry(place)
    _PlaceKeeper(window, settings, key)


class _PlaceKeeper(QObject):
    """Writes its window's geometry to the settings each time the window is hidden."""

    def __init__(self, window: QWidget, settings: AppSettings, key: str) -> None:
        super().__init__(window)
        self.window, self.settings, self.key = window, settings, key
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Hide:
            keep_place(self.window, self.settings, self.key)
        return False
