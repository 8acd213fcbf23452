"""The cloths a table can be laid with: green, blue or red felt, or bare wood.

One function paints a felt into any rectangle; the table and the deck
picker's preview both use it, so what the player picks is what the table shows.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from ..resources.translation import QT_TRANSLATE_NOOP

DEFAULT_FELT_ID = "green"

# Felt id -> (name marked for translation, centre colour, edge colour).
FELTS: dict[str, tuple[str, str, str]] = {
    "green": (QT_TRANSLATE_NOOP("Felts", "Green felt"), "#1f6b3a", "#123f23"),
    "blue": (QT_TRANSLATE_NOOP("Felts", "Blue felt"), "#2a5c97", "#142c4d"),
    "red": (QT_TRANSLATE_NOOP("Felts", "Red felt"), "#9a2430", "#4d1017"),
    "wood": (QT_TRANSLATE_NOOP("Felts", "Wood"), "#a8703f", "#5e3a1d"),
}

#: The wood grain repeats every this many pixels across and down.
GRAIN_TILE = (240, 180)


def felt_ids() -> list[str]:
    """Every felt, in the order to offer them."""
    return list(FELTS)


def is_known_felt(felt_id: str) -> bool:
    return felt_id in FELTS


def felt_name(felt_id: str) -> str:
    """The untranslated name; translate it in the "Felts" context."""
    return FELTS[felt_id][0]


def paint_felt(painter: QPainter, rect: QRectF, felt_id: str, table: QRectF | None = None) -> None:
    """Fill ``rect`` with the felt ``felt_id`` (the default for an unknown id),
    its light falling on the middle of ``table`` (``rect`` itself if not
    given), so a repaint of part of the table matches the rest."""
    _name, centre, edge = FELTS.get(felt_id, FELTS[DEFAULT_FELT_ID])
    # Before the first layout the scene has no size yet: light the exposed part instead (a
    # gradient of radius 0 paints the whole cloth black).
    table = table if table is not None and not table.isEmpty() else rect
    light = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.7)
    light.setColorAt(0.0, QColor(centre).lighter(112))
    light.setColorAt(1.0, QColor(edge))
    painter.fillRect(rect, QBrush(light))
    if felt_id == "wood":
        painter.save()
        painter.setOpacity(0.55)
        device = painter.device()
        ratio = device.devicePixelRatio() if device is not None else 1.0
        painter.drawTiledPixmap(rect, _grain_tile(ratio), rect.topLeft() - table.topLeft())
        painter.restore()


@cache
def _grain_tile(device_pixel_ratio: float) -> QPixmap:
    """Wavy dark lines of wood grain and the joints between boards, drawn once for each screen
    scaling (at first paint, when the GUI application a pixmap needs exists): a tile drawn at 1x was
    blown up, its grain soft, on a screen at 150 %."""
    from PySide6.QtCore import Qt  # here, not with the module: PySide builds every Qt enum at its first use

    width, height = GRAIN_TILE
    image = QImage(round(width * device_pixel_ratio), round(height * device_pixel_ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for row in range(18):
        y = row * height / 18
        grain = QPainterPath(QPointF(0, y))
        # Whole waves over the tile's width so neighbouring tiles join seamlessly.
        wave = 2.0 + (row * 7) % 5
        grain.cubicTo(width / 3, y - wave, 2 * width / 3, y + wave, width, y)
        painter.setPen(QPen(QColor(60, 30, 10, 70 + (row * 37) % 60), 0.8 + (row % 3) * 0.5))
        painter.drawPath(grain)
    painter.setPen(QPen(QColor(40, 20, 5, 150), 1.6))
    painter.drawLine(QPointF(0, height - 1), QPointF(width, height - 1))
    painter.end()
    return QPixmap.fromImage(image)
