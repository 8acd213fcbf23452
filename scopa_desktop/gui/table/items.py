"""What the table draws besides cards: the felt, the name plates, the pile labels."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

from ..table_layout import TableLayout
from .placement import PLATE_RIM, plate_rect

FELT = QColor("#1f6b3a")
FELT_DARK = QColor("#123f23")
TEXT = QColor("#f4efe1")
GOLD = QColor("#ffd54a")
INK = QColor("#2b1a00")


def paint_felt(painter: QPainter, exposed: QRectF, scene: QRectF, layout: TableLayout | None) -> None:
    """The cloth, the playing area and an outline where each capture pile goes."""
    gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
    gradient.setColorAt(0.0, FELT.lighter(112))
    gradient.setColorAt(1.0, FELT_DARK)
    painter.fillRect(exposed, QBrush(gradient))
    if layout is None:
        return
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255, 40), 2, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(0, 0, 0, 25))
    painter.drawRoundedRect(layout.felt, 18, 18)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    w = layout.pile_width
    for pile in layout.piles.values():
        painter.drawRoundedRect(QRectF(pile.x(), pile.y(), w, w * 1.6), 6, 6)


def label_font(card_width: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(12, int(card_width * 0.2)))
    font.setBold(True)
    return font


class PileLabel(QGraphicsSimpleTextItem):
    """Whose pile and how many cards, or what is left in the stock."""

    def __init__(self) -> None:
        super().__init__()
        self.setBrush(TEXT)


class Plate(QGraphicsObject):
    """A seat's name plate: name, what it holds, and a gold rim when it is its turn."""

    def __init__(self, button: bool = False) -> None:
        super().__init__()
        self._button = button  # drawn filled in gold, so it reads as something to click
        self._stacked = False
        self._rect = QRectF()
        self._title = ""
        self._detail = ""
        self._active = False

    def configure(self, anchor: QRectF, bounds: QRectF, title: str, detail: str, active: bool,
                  grow_left: bool = False) -> None:
        """Place the plate on ``anchor`` (see ``plate_rect``), wide enough for its text."""
        self.prepareGeometryChange()
        self._stacked = anchor.height() > anchor.width() * 0.3  # a two-line plate: name above detail
        line = self._line_height(anchor.height())
        metrics = QFontMetricsF(self._font(line, bold=True))
        text = max(metrics.horizontalAdvance(title), metrics.horizontalAdvance(detail)) if self._stacked \
            else metrics.horizontalAdvance(f"{title}   {detail}")
        rect = plate_rect(anchor, bounds, text, line * 1.2, grow_left)
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._title, self._detail, self._active = title, detail, active
        self.update()

    def _line_height(self, height: float) -> float:
        return height / 1.8 if self._stacked else height

    @staticmethod
    def _font(height: float, bold: bool) -> QFont:
        font = QFont()
        font.setPixelSize(max(12, int(height * 0.52)))
        font.setBold(bold)
        return font

    @property
    def text(self) -> str:
        return f"{self._title} {self._detail}".strip()

    @property
    def rect(self) -> QRectF:
        """The plate in scene coordinates, rim left out."""
        return self._rect.translated(self.pos())

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-PLATE_RIM, -PLATE_RIM, PLATE_RIM, PLATE_RIM)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self._line_height(self._rect.height())
        radius = line / 2
        painter.setBrush(GOLD if self._button else QColor(0, 0, 0, 110))
        painter.setPen(QPen(GOLD, 2.5) if self._active else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self._rect, radius, radius)
        text_rect = self._rect.adjusted(radius * 0.6, 0, -radius * 0.6, 0)
        if self._stacked:
            title_rect = QRectF(text_rect.left(), text_rect.top() + line * 0.15, text_rect.width(), line * 0.8)
            detail_rect = title_rect.translated(0, line * 0.8)
            title_align = detail_align = Qt.AlignmentFlag.AlignCenter
        else:
            title_rect = detail_rect = text_rect
            title_align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
            detail_align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        painter.setFont(self._font(line, bold=True))
        painter.setPen(INK if self._button else GOLD if self._active else TEXT)
        painter.drawText(title_rect, title_align, self._title)
        painter.setFont(self._font(line, bold=False))
        painter.setPen(INK if self._button else TEXT)
        painter.drawText(detail_rect, detail_align, self._detail)
