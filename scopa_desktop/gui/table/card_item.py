"""One card on the table: a QGraphicsObject so it can be dragged and animated.

It only draws itself (face, back, and the outlines that say "this would be
taken", "selected" or "the hint"); what it means is the table's business.
"""

from __future__ import annotations

import math
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...skins import CARD_ASPECT
from . import contrast


class Mark(Enum):
    NONE = 0
    WOULD_TAKE = 1  # lit while a card that would take it is dragged
    SELECTED = 2
    HINT = 3
    CHOICE = 4  # the set a capture with several choices would take now
    REFUSED = 5  # a card that must capture, dropped where it would be laid


MARK_COLOURS = {
    Mark.WOULD_TAKE: QColor("#ffd54a"),
    Mark.SELECTED: QColor("#4fc3ff"),
    Mark.HINT: QColor("#7CFC8a"),
    Mark.CHOICE: QColor("#ff8a3d"),
    Mark.REFUSED: QColor("#ff4a4a"),
}
#: Each mark's outline also has its own line, so that no mark is told from another by colour alone
#: (the set Enter takes from the other sets of a choice, a hint from a selection).
MARK_LINES = {
    Mark.WOULD_TAKE: Qt.PenStyle.DashLine,
    Mark.SELECTED: Qt.PenStyle.SolidLine,
    Mark.HINT: Qt.PenStyle.DotLine,
    Mark.CHOICE: Qt.PenStyle.DashDotLine,
    Mark.REFUSED: Qt.PenStyle.DashDotDotLine,
}
#: A picture within this many of the screen's pixels of its card's width is drawn at its own size (it is
#: drawn for that width rounded to whole pixels); an old one shown until the new size is drawn is scaled.
SNAP_SLACK = 1.0
FOCUS_COLOUR = QColor("#ffffff")
FOCUS_EDGE = QColor(20, 20, 20, 200)


def quarter_turn(transform: QTransform) -> QTransform | None:
    """The turn ``transform`` gives a picture when that is a multiple of a quarter turn, the same
    scale both ways, no flip nor slant (a card lying square, or crosswise); else None."""
    m11, m12, m21, m22 = transform.m11(), transform.m12(), transform.m21(), transform.m22()
    if not transform.isAffine() or m11 != m22 or m12 != -m21 or (m11 != 0) == (m12 != 0):
        return None
    scale = abs(m11 + m12)
    return QTransform(m11 / scale, m12 / scale, m21 / scale, m22 / scale, 0, 0)


class CardItem(QGraphicsObject):
    """A card ``card_id`` (the engine's int), or an unknown card seen from the back (``None``)."""

    def __init__(self, card_id: int | None, pixmap: QPixmap, width: float) -> None:
        super().__init__()
        self.card_id = card_id
        self._pixmap = pixmap
        self._width = width
        self._mark = Mark.NONE
        self._focused = False  # the keyboard is on this card
        self._high_contrast = False  # a white rim, and a thick solid focus ring
        self.home = QPointF()  # where the table wants it; a refused drag returns it here
        self._turned_picture: tuple[tuple[int, float, float], QPixmap] | None = None  # the last one drawn crosswise
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_picture(self, pixmap: QPixmap, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
        self._pixmap = pixmap
        self._width = width
        self.update()

    @property
    def pixmap(self) -> QPixmap:
        return self._pixmap

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * CARD_ASPECT

    @property
    def mark(self) -> Mark:
        return self._mark

    def set_mark(self, mark: Mark) -> None:
        if mark is not self._mark:
            self._mark = mark
            self.update()

    @property
    def focused(self) -> bool:
        return self._focused

    def set_focused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    def set_high_contrast(self, on: bool) -> None:
        if on != self._high_contrast:
            self._high_contrast = on
            self.update()

    def boundingRect(self) -> QRectF:
        pad = 6.0
        return QRectF(-pad, -pad, self._width + 2 * pad, self.height + 2 * pad)

    def _paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        """The card's picture in ``rect``: pixel for pixel where the card lies square or turned by
        quarter turns (a scopa's card crosswise under its heap), each of its pixels on one of the
        screen's.  Laid out at a fraction of a pixel (most places, at any screen scaling), it was
        resampled, a soft card beside the crisp text; cards turning or flipping on their way are
        drawn scaled, as they must be."""
        picture = self._pixmap
        to_device = painter.combinedTransform()
        turn = quarter_turn(to_device)
        if turn is None or abs(rect.width() * math.hypot(to_device.m11(), to_device.m12()) - picture.width()) \
                > SNAP_SLACK:
            painter.drawPixmap(rect, picture, QRectF(picture.rect()))
            return
        if not turn.isIdentity():
            picture = self._turned(turn)
        corner = to_device.mapRect(rect).topLeft()
        painter.save()
        painter.setWorldTransform(to_device.inverted()[0] * painter.worldTransform())  # now one unit a device pixel
        painter.drawPixmap(QRectF(round(corner.x()), round(corner.y()), picture.width(), picture.height()),
                           picture, QRectF(picture.rect()))
        painter.restore()

    def _turned(self, turn: QTransform) -> QPixmap:
        """The picture turned by ``turn``, a multiple of a quarter turn: every pixel kept, none resampled."""
        key = (self._pixmap.cacheKey(), turn.m11(), turn.m12())
        if self._turned_picture is None or self._turned_picture[0] != key:
            self._turned_picture = key, self._pixmap.transformed(turn)
        return self._turned_picture[1]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, self._width, self.height)
        radius = self._width * 0.07
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        self._paint_picture(painter, rect)
        colour = MARK_COLOURS.get(self._mark)
        if colour is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, max(3.0, self._width * 0.05), MARK_LINES[self._mark], Qt.PenCapStyle.FlatCap))
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
            glow = QColor(colour)
            glow.setAlpha(60)
            painter.setBrush(glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect, radius, radius)
        if self._high_contrast:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(contrast.CARD_RIM, contrast.RIM_WIDTH))
            painter.drawRoundedRect(rect, radius, radius)
        if self._focused and self._high_contrast:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(contrast.FOCUS_RING, contrast.FOCUS_WIDTH))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius, radius)
        elif self._focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FOCUS_EDGE, 5.0))
            painter.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), radius, radius)
            painter.setPen(QPen(FOCUS_COLOUR, 3.0))
            painter.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), radius, radius)
