"""What the table draws besides cards: the felt, the name plates, the pile labels."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...skins.felts import paint_felt
from .layout import MIN_TEXT_PX, STACKED, TableLayout

PLATE_RIM = 3.0  # a plate draws its gold rim this far outside its rectangle

TEXT = QColor("#f4efe1")
GOLD = QColor("#ffd54a")
INK = QColor("#2b1a00")


def paint_table(painter: QPainter, exposed: QRectF, scene: QRectF, layout: TableLayout | None, felt_id: str) -> None:
    """The cloth (the chosen felt), the playing area and an outline where each capture pile goes."""
    paint_felt(painter, exposed, felt_id, scene)
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


def text_font(px: int, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


class PileLabel(QGraphicsObject):
    """Whose pile and how many cards, or what is left in the stock: each line centred
    in the rectangle the layout keeps for it, shortened with "…" if it is too long."""

    def __init__(self) -> None:
        super().__init__()
        self._lines: list[str] = []
        self._font = text_font(MIN_TEXT_PX)
        self._rect = QRectF()  # the text's own box, in item coordinates
        self._line_height = 0.0

    def show_in(self, rect: QRectF, lines: list[str], px: int) -> None:
        self.prepareGeometryChange()
        self._font = text_font(px)
        metrics = QFontMetricsF(self._font)
        self._lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width()) for line in lines]
        self._line_height = metrics.height()
        width = max((metrics.horizontalAdvance(line) for line in self._lines), default=0.0)
        height = self._line_height * len(self._lines)
        self.setPos(rect.center().x() - width / 2, rect.top() + max(0.0, (rect.height() - height) / 2))
        self._rect = QRectF(0, 0, width, height)
        self.update()

    def text(self) -> str:
        return "\n".join(self._lines)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(self._font)
        painter.setPen(TEXT)
        for index, line in enumerate(self._lines):
            row = QRectF(0, index * self._line_height, self._rect.width(), self._line_height)
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)


class Plate(QGraphicsObject):
    """A seat's name plate: name, what it holds, and a gold rim when it is its turn.
    It fills the rectangle the layout keeps for it; a text too long for it ends in "…"."""

    def __init__(self, button: bool = False) -> None:
        super().__init__()
        self._button = button  # drawn filled in gold, so it reads as something to click
        self._stacked = False
        self._rect = QRectF()
        self._title = ""
        self._detail = ""
        self._active = False

    def configure(self, rect: QRectF, title: str, detail: str, active: bool, stacked: bool = False) -> None:
        """Fill ``rect`` (scene coordinates); ``stacked``: the name above the detail."""
        self.prepareGeometryChange()
        self._stacked = stacked
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width() - 2 * PLATE_RIM, rect.height()).translated(PLATE_RIM, 0)
        self._title, self._detail, self._active = title, detail, active
        self.setToolTip(self.text if self._button else "")
        self.update()

    def _line_height(self) -> float:
        return self._rect.height() / STACKED if self._stacked else self._rect.height()

    @staticmethod
    def _font(line: float, bold: bool) -> QFont:
        return text_font(max(12, int(line * 0.52)), bold)

    @property
    def text(self) -> str:
        return f"{self._title} {self._detail}".strip()

    @property
    def rect(self) -> QRectF:
        """The plate in scene coordinates, rim included."""
        return self.boundingRect().translated(self.pos())

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-PLATE_RIM, -PLATE_RIM, PLATE_RIM, PLATE_RIM) if not self._rect.isEmpty() \
            else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self._line_height()
        radius = min(line, self._rect.width()) / 2
        painter.setBrush(GOLD if self._button else QColor(0, 0, 0, 110))
        painter.setPen(QPen(GOLD, 2.5) if self._active else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self._rect, radius, radius)
        text_rect = self._rect.adjusted(radius * 0.6, 0, -radius * 0.6, 0)
        bold, plain = self._font(line, bold=True), self._font(line, bold=False)
        title_metrics, detail_metrics = QFontMetricsF(bold), QFontMetricsF(plain)
        room = text_rect.width()
        elide = Qt.TextElideMode.ElideRight
        if self._stacked:
            title_rect = QRectF(text_rect.left(), text_rect.top() + line * 0.15, room, line * 0.8)
            detail_rect = title_rect.translated(0, line * 0.8)
            title_align = detail_align = Qt.AlignmentFlag.AlignCenter
            title = title_metrics.elidedText(self._title, elide, room)
            detail = detail_metrics.elidedText(self._detail, elide, room)
        else:
            title_rect = detail_rect = text_rect
            title_align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
            detail_align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
            space = title_metrics.horizontalAdvance("   ")
            title = title_metrics.elidedText(self._title, elide, max(room * 0.45, room - space
                                             - detail_metrics.horizontalAdvance(self._detail)))
            detail = detail_metrics.elidedText(self._detail, elide,
                                               room - space - title_metrics.horizontalAdvance(title))
        painter.setFont(bold)
        painter.setPen(INK if self._button else GOLD if self._active else TEXT)
        painter.drawText(title_rect, title_align, title)
        painter.setFont(plain)
        painter.setPen(INK if self._button else TEXT)
        painter.drawText(detail_rect, detail_align, detail)
