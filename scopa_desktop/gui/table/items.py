"""What the table draws besides cards: the felt, the name plates, the pile labels."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...skins.felts import paint_felt
from . import contrast
from .layout import MIN_TEXT_PX, PLATE_RIM, STACKED, TableLayout, plate_text_px

LEAST_PX = 7  # the smallest type a label is drawn in rather than cut
LINE_SPACING = 1.2  # a line of a plate's text, in type sizes
HYPHENATED = re.compile(r"[^-]+-?|-")  # a word's pieces, each with the hyphen after it

TEXT = QColor("#f4efe1")
GOLD = QColor("#ffd54a")
INK = QColor("#2b1a00")
#: Each partnership's colour on its players' name plates (blue, coral, green): partners at a glance.
TEAM_COLOURS = (QColor("#5ab4ff"), QColor("#ff7a6b"), QColor("#7be08a"))


def paint_table(painter: QPainter, exposed: QRectF, scene: QRectF, layout: TableLayout | None, felt_id: str,
                high_contrast: bool = False) -> None:
    """The cloth (the chosen felt, or black in high contrast), the playing area and an outline where each
    capture pile goes."""
    if high_contrast:
        painter.fillRect(exposed, contrast.FELT)
    else:
        paint_felt(painter, exposed, felt_id, scene)
    if layout is None:
        return
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    faint = QColor(255, 255, 255, 40)
    painter.setPen(QPen(contrast.OUTLINE if high_contrast else faint, 2, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(0, 0, 0, 25))
    painter.drawRoundedRect(layout.felt, 18, 18)
    painter.setPen(QPen(contrast.OUTLINE if high_contrast else QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    w = layout.pile_width
    for pile in layout.piles.values():
        painter.drawRoundedRect(QRectF(pile.x(), pile.y(), w, w * 1.6), 6, 6)


#: The felt's words (a table waiting for its players): their type size, a fortieth of the felt's width
#: within these bounds, and the most of the felt's width they take.
FELT_WORDS_PX = (20, 32)
FELT_WORDS_SHARE = 0.7
FELT_WORDS_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def paint_felt_words(painter: QPainter, scene: QRectF, text: str) -> None:
    """``text`` in the middle of the felt (``felt_words_place``)."""
    font, room = felt_words_place(scene, text)
    painter.setFont(font)
    painter.setPen(TEXT)
    painter.drawText(room, FELT_WORDS_FLAGS, text)


def felt_words_place(scene: QRectF, text: str) -> tuple[QFont, QRectF]:
    """The type and the box for ``text`` in the middle of the felt: wrapped between words to most of
    its width in lines of even length (no word alone on the last line); smaller type where the felt is
    too small for it, never cut."""
    width = scene.width() * FELT_WORDS_SHARE

    def room(wide: float) -> QRectF:
        return QRectF(scene.center().x() - wide / 2, scene.top(), wide, scene.height())

    def fits(px: int) -> bool:
        bound = QFontMetricsF(text_font(px)).boundingRect(room(width), FELT_WORDS_FLAGS, text)
        return bound.width() <= width and bound.height() <= scene.height()

    least, most = FELT_WORDS_PX
    font = text_font(fitting_px(fits, max(least, min(most, round(scene.width() / 40)))))
    metrics = QFontMetricsF(font)
    lines = metrics.boundingRect(room(width), FELT_WORDS_FLAGS, text).height()
    narrow = width  # the narrowest room that keeps as many lines: each as long as the others
    while narrow > width / 2 and metrics.boundingRect(room(narrow - 8), FELT_WORDS_FLAGS, text).height() <= lines:
        narrow -= 8
    return font, room(narrow)


def text_font(px: int, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def wrapped(text: str, metrics: QFontMetricsF, width: float) -> list[str] | None:
    """``text`` in lines no wider than ``width``, broken between words or after a word's hyphen
    ("Bianchi-" above "Rossi": a player's double name); None if one piece alone is wider."""
    lines: list[str] = []
    for word in text.split():
        for index, piece in enumerate(HYPHENATED.findall(word)):
            joined = f"{lines[-1]}{' ' if index == 0 else ''}{piece}" if lines else piece
            if metrics.horizontalAdvance(piece) > width:
                return None
            if lines and metrics.horizontalAdvance(joined) <= width:
                lines[-1] = joined
            else:
                lines.append(piece)
    return lines


def fitting_px(fits: Callable[[int], bool], natural: int) -> int:
    """The largest type size up to ``natural`` at which ``fits`` holds: a name or a move is never cut
    short, it is drawn smaller (down to LEAST_PX, where nothing is left to try)."""
    return next((px for px in range(natural, LEAST_PX - 1, -1) if fits(px)), LEAST_PX)


class PileLabel(QGraphicsObject):
    """Whose pile and how many cards, or what is left in the stock: each line centred
    in the rectangle the layout keeps for it; too long, it wraps where there is room, else
    it is drawn in smaller type, never cut."""

    def __init__(self) -> None:
        super().__init__()
        self._lines: list[str] = []
        self._font = text_font(MIN_TEXT_PX)
        self._rect = QRectF()  # the text's own box, in item coordinates
        self._line_height = 0.0

    def show_in(self, rect: QRectF, lines: list[str], px: int) -> None:
        self.prepareGeometryChange()

        def laid(size: int) -> list[str] | None:
            """The lines at ``size``, a long one wrapped where the rectangle has the height for it."""
            metrics = QFontMetricsF(text_font(size))
            out: list[str] = []
            for line in lines:
                parts = wrapped(line, metrics, rect.width())
                if parts is None:
                    return None
                out += parts
            room = max(rect.height(), len(lines) * metrics.height())
            return out if len(out) * metrics.height() <= room else None

        size = fitting_px(lambda size: laid(size) is not None, px)
        self._font = text_font(size)
        metrics = QFontMetricsF(self._font)
        self._lines = laid(size) or list(lines)
        self._line_height = metrics.height()
        width = max((metrics.horizontalAdvance(line) for line in self._lines), default=0.0)
        height = self._line_height * len(self._lines)
        self.setPos(rect.center().x() - width / 2, rect.top() + max(0.0, (rect.height() - height) / 2))
        self._rect = QRectF(0, 0, width, height)
        self.update()

    def text(self) -> str:
        return "\n".join(self._lines)

    def shown_px(self) -> int:
        """The size of the type it is drawn in (the tests' window on it)."""
        return self._font.pixelSize()

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
    It fills the rectangle the layout keeps for it; a text too long for it is never cut:
    it wraps onto more lines, in smaller type as far as needed."""

    def __init__(self, button: bool = False) -> None:
        super().__init__()
        self._button = button  # drawn filled in gold, so it reads as something to click
        self._stacked = False
        self._rect = QRectF()
        self._title = ""
        self._detail = ""
        self._active = False
        self.team_colour: QColor | None = None  # the partnership's colour, a band along the plate's foot
        self._runs: list[tuple[str, QFont, QRectF, Qt.AlignmentFlag, bool]] = []  # text, type, box, alignment, title

    def configure(self, rect: QRectF, title: str, detail: str, active: bool, stacked: bool = False,
                  team_colour: QColor | None = None) -> None:
        """Fill ``rect`` (scene coordinates); ``stacked``: the name above the detail; ``team_colour``:
        the player's partnership, where there are partnerships."""
        self.prepareGeometryChange()
        self._stacked = stacked
        self.team_colour = team_colour
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width() - 2 * PLATE_RIM, rect.height()).translated(PLATE_RIM, 0)
        self._title, self._detail, self._active = title, detail, active
        self._runs = self._lay_out()
        self.setToolTip(self.text if self._button else "")
        self.update()

    def _line_height(self) -> float:
        return self._rect.height() / STACKED if self._stacked else self._rect.height()

    def _radius(self) -> float:
        return min(self._line_height(), self._rect.width()) / 2

    def _lay_out(self) -> list[tuple[str, QFont, QRectF, Qt.AlignmentFlag, bool]]:
        """Where each piece of text goes: on one line (the name left, the detail right) when it fits
        there in the larger type, else the name above the detail, the detail wrapped."""
        radius = self._radius()
        box = self._rect.adjusted(radius * 0.6, 0, -radius * 0.6, 0)
        room, natural = box.width(), plate_text_px(self._line_height())
        title, detail = self._title, self._detail

        def width(text: str, px: int, bold: bool) -> float:
            return QFontMetricsF(text_font(px, bold)).horizontalAdvance(text)

        def one_line(px: int) -> bool:
            gap = width("   ", px, True) if detail else 0.0
            return width(title, px, True) + gap + width(detail, px, False) <= room

        def lines_below(px: int) -> list[str] | None:
            below = wrapped(detail, QFontMetricsF(text_font(px, False)), room) if detail else []
            if below is None or width(title, px, True) > room:
                return None
            return below if (1 + len(below)) * px * LINE_SPACING <= self._rect.height() else None

        in_one = 0 if self._stacked else fitting_px(one_line, natural)
        in_two = fitting_px(lambda px: lines_below(px) is not None, natural)
        if not self._stacked and one_line(in_one) and in_one >= in_two:
            left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
            right = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
            return [(title, text_font(in_one, True), box, left, True),
                    (detail, text_font(in_one, False), box, right, False)]
        below = lines_below(in_two) or [detail]  # nothing fits at the least type: drawn at it all the same
        step = in_two * LINE_SPACING
        top = box.top() + (box.height() - step * (1 + len(below))) / 2
        centre = Qt.AlignmentFlag.AlignCenter
        return [(text, text_font(in_two, index == 0), QRectF(box.left(), top + index * step, room, step), centre,
                 index == 0) for index, text in enumerate([title, *below])]

    def shown_lines(self) -> list[str]:
        """The text as drawn, piece by piece (the tests' window on it)."""
        return [text for text, *_ in self._runs if text]

    def shown_px(self) -> int:
        """The size of the type the name is drawn in (the tests' window on it)."""
        return self._runs[0][1].pixelSize() if self._runs else 0

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
        radius = self._radius()
        painter.setBrush(GOLD if self._button else QColor(0, 0, 0, 110))
        painter.setPen(QPen(GOLD, 2.5) if self._active else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self._rect, radius, radius)
        if self.team_colour is not None:  # a band along the plate's foot, in its rim, clear of the text
            band = PLATE_RIM
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.team_colour)
            foot = QRectF(self._rect.left() + radius, self._rect.bottom() - 1, self._rect.width() - 2 * radius, band)
            painter.drawRoundedRect(foot, band / 2, band / 2)
        for text, font, box, align, is_title in self._runs:
            painter.setFont(font)
            painter.setPen(INK if self._button else GOLD if self._active and is_title else TEXT)
            painter.drawText(box, align, text)


class RowCue(QGraphicsObject):
    """A soft frame around the row the keyboard is on (the hand or the table cards), under the cards."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.row = ""  # "hand" or "table": which row it frames

    def frame(self, rect: QRectF, row: str) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.row = row
        self.update()

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 170), 2.0))
        painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawRoundedRect(self._rect, 12, 12)
