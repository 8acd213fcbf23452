"""The app's icon, drawn from the project's own card art at any size.

The settebello of the default deck lies over a card back, fanned, on a
transparent square.  The window icon is made from it at run time and the
packaged icon files (.png, .ico, .icns) at build time, so there is no icon
file to keep in step with the skins.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QIcon, QIconEngine, QImage, QPainter, QPixmap

# The card art (the skins, the engine's card names) and Qt's ``Qt`` enums are imported
# when an icon is first drawn, not at start-up: the window's first frame does without them.
if TYPE_CHECKING:
    from ..skins import Skin

#: The sizes desktops ask for, from the title bar to the dock of a HiDPI screen.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Below this a fan of two cards is mush: one upright settebello reads better.
SMALLEST_FAN = 32
ICON_CARD = (7, "D")


def icon_image(size: int) -> QImage:
    """The icon ``size`` pixels square, transparent around the cards."""
    from PySide6.QtCore import Qt

    from ..skins import DEFAULT_SKIN_ID, skin_by_id

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    skin = skin_by_id(DEFAULT_SKIN_ID)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if size < SMALLEST_FAN:
            _paint_upright(painter, skin, size)
        else:
            _paint_fan(painter, skin, size)
    finally:
        painter.end()  # a painter left active on a freed image crashes the process
    return image


def _paint_upright(painter: QPainter, skin: Skin, size: int) -> None:
    from ..skins import CARD_ASPECT

    card = QRectF(0, 0, size / CARD_ASPECT, size)
    card.moveCenter(QPointF(size / 2, size / 2))
    skin.paint_face(painter, card, *ICON_CARD)


def _paint_fan(painter: QPainter, skin: Skin, size: int) -> None:
    """The back tilted left behind the settebello tilted right."""
    from ..skins import CARD_ASPECT

    height = size * 0.84
    card = QRectF(-height / CARD_ASPECT / 2, -height / 2, height / CARD_ASPECT, height)
    cards: tuple[tuple[float, float, Callable[[QRectF], None]], ...] = (
        (-0.13, -14.0, lambda r: skin.paint_back(painter, r)),
        (0.12, 9.0, lambda r: skin.paint_face(painter, r, *ICON_CARD)),
    )
    for dx, angle, paint in cards:
        painter.save()
        painter.translate(size * (0.5 + dx), size * 0.5)
        painter.rotate(angle)
        paint(card)
        painter.restore()


def icon_png(size: int) -> bytes:
    """``icon_image(size)`` as PNG file contents."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as str (bytes raise ValueError at run time); its stub says bytes.
    if not icon_image(size).save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError(f"Qt could not encode the {size} px icon as PNG")
    return bytes(buffer.data().data())


class _CardArtIconEngine(QIconEngine):
    """Draws the icon at the size asked for, when asked: drawing all of
    ``ICON_SIZES`` up front would cost start-up half a second, mostly the
    largest sizes, which only a dock or a HiDPI task switcher ever shows."""

    def __init__(self) -> None:
        super().__init__()
        self._pixmaps: dict[int, QPixmap] = {}

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        side = max(1, min(size.width(), size.height()))
        if side not in self._pixmaps:
            self._pixmaps[side] = QPixmap.fromImage(icon_image(side))
        return self._pixmaps[side]

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        # At the painter's pixels: drawn at the rect's logical size, it was blown up on a scaled screen.
        device = painter.device()
        ratio = device.devicePixelRatio() if device is not None else 1.0
        painter.drawPixmap(rect, self.pixmap(QSize(round(rect.width() * ratio), round(rect.height() * ratio)),
                                             mode, state))

    def clone(self) -> QIconEngine:
        return _CardArtIconEngine()


def app_icon() -> QIcon:
    """The window and taskbar icon, drawn at whatever size a desktop asks for."""
    return QIcon(_CardArtIconEngine())
