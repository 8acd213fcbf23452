"""Drawing helpers shared by every skin: card space, paper, text, indices.

Everything here works in card space, 100 units wide and ``CARD_H`` high, set
up by :func:`card_space`; skins never see device pixels.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPen, QTransform

#: Height / width of every card of every skin, so table layout is skin-independent.
CARD_ASPECT: float = 1.6
CARD_W = 100.0
CARD_H = CARD_W * CARD_ASPECT
CORNER_RADIUS = 6.5
#: No art nearer the card's edge than this, in card units: printed cards keep
#: their pictures off the edge so that no cut or rounded corner takes a piece,
#: and on screen a line of paper between the edge and the art shows that
#: nothing has been cut.
SAFE_MARGIN = 2.5

SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"

GOLD = QColor("#d4a017")
GOLD_DARK = QColor("#8a6508")

Paint = Callable[[QPainter], None]


@contextmanager
def card_space(painter: QPainter, rect: QRectF) -> Iterator[None]:
    """Map ``rect`` onto card space for the duration of the block."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_W, rect.height() / CARD_H)
    try:
        yield
    finally:
        painter.restore()


def pen(colour: QColor | str, width: float) -> QPen:
    """A round-jointed pen: sharp mitres look wrong on hand-drawn shapes."""
    p = QPen(QColor(colour), width)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    return p


def fill(painter: QPainter, path: QPainterPath, colour: QColor | str | QBrush,
         outline: QColor | str | None = None, width: float = 0.8) -> None:
    """Fill ``path`` and, if given, stroke it with ``outline``."""
    painter.setBrush(colour if isinstance(colour, QBrush) else QBrush(QColor(colour)))
    painter.setPen(pen(outline, width) if outline is not None else Qt.PenStyle.NoPen)
    painter.drawPath(path)


def stroke(painter: QPainter, path: QPainterPath, colour: QColor | str, width: float) -> None:
    """Stroke ``path`` without filling it."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(colour, width))
    painter.drawPath(path)


def line_pattern_shape(lines: QPainterPath, width: float, area: QPainterPath) -> QPainterPath:
    """What ``lines`` stroked ``width`` wide cover of ``area``, as one outline without
    overlaps, for :func:`stroke_line_pattern`; ``area`` a little larger than the field the
    painter clips the lines to, so that the clip, not this outline, makes the field's edge.
    Worked out in card space, so once for every size (10-15 ms for a back's lattice)."""
    return QPainterPathStroker(pen(GOLD, width)).createStroke(lines).intersected(area)


def stroke_line_pattern(painter: QPainter, lines: QPainterPath, shape: QPainterPath,
                        colour: QColor | str, width: float) -> None:
    """Stroke ``lines`` (a back's lattice or hatching, clipped by the painter to its field), as
    :func:`stroke` does, in a few milliseconds at every size.

    ``shape`` is :func:`line_pattern_shape` of the same lines.  Qt strokes a pen wider than a
    device pixel by filling its outline, and that outline's hundreds of crossings made a back
    take 0.1-0.8 s at some card sizes; ``shape`` is the same area without them.  A pen at most
    a device pixel wide under an even scale Qt draws as hairlines, quickly and with its own
    anti-aliasing, so those are stroked as before.
    """
    scale = painter.deviceTransform()
    even = scale.m12() == 0 and scale.m21() == 0 and scale.m11() == scale.m22()
    if even and abs(scale.m11()) * width <= 1:
        stroke(painter, lines, colour, width)
    else:
        fill(painter, shape, colour)


def card_outline(inset: float = 0.0) -> QPainterPath:
    """The rounded card shape, shrunk by ``inset`` on every side."""
    path = QPainterPath()
    radius = max(CORNER_RADIUS - inset * 0.6, 1.0)
    path.addRoundedRect(QRectF(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset), radius, radius)
    return path


def paint_paper(painter: QPainter, paper: QColor | str, edge: QColor | str, edge_width: float = 1.0) -> None:
    """The blank card: paper colour and a thin edge, corners left transparent."""
    half = edge_width / 2
    fill(painter, card_outline(half), paper, edge, edge_width)


def ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> QPainterPath:
    """A star with ``points`` tips, the first pointing straight up."""
    corners = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return polygon(corners)


def text_path(text: str, center: QPointF, height: float, *, family: str = SERIF,
              bold: bool = True, max_width: float | None = None) -> QPainterPath:
    """``text`` as an outline whose ink is exactly ``height`` tall, centred on
    ``center`` and squeezed horizontally to ``max_width``: measuring the ink,
    not the font, keeps "1" and "10" the same height in every font."""
    font = QFont(family)
    font.setStyleHint(QFont.StyleHint.Serif if family == SERIF else QFont.StyleHint.SansSerif)
    font.setPixelSize(100)
    font.setBold(bold)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    ink = path.boundingRect()
    sy = height / ink.height()
    sx = sy if max_width is None else min(sy, max_width / ink.width())
    transform = QTransform()
    transform.translate(center.x(), center.y())
    transform.scale(sx, sy)
    transform.translate(-ink.center().x(), -ink.center().y())
    return transform.map(path)


def both_ends(painter: QPainter, paint: Paint) -> None:
    """Paint something once as is and once turned half round the card centre,
    as corner indices and double-ended court cards are."""
    painter.save()
    paint(painter)
    painter.restore()
    painter.save()
    painter.translate(CARD_W, CARD_H)
    painter.rotate(180)
    paint(painter)
    painter.restore()


def rotated(painter: QPainter, cx: float, cy: float, degrees: float, paint: Paint) -> None:
    """Paint with the coordinate system turned ``degrees`` about (cx, cy)."""
    painter.save()
    painter.translate(cx, cy)
    painter.rotate(degrees)
    painter.translate(-cx, -cy)
    paint(painter)
    painter.restore()


#: Where the corner index sits: centre of the rank; the suit mark goes below it.
INDEX_X = 12.0
INDEX_RANK_Y = 13.0
INDEX_RANK_H = 15.0
INDEX_RANK_W = 17.0
INDEX_SUIT_SIZE = 13.0
#: Large enough to tell a sword from a baton on a card 56 pixels wide, for
#: the Italian suits whose symbols are long and thin.
LARGE_INDEX_SUIT_SIZE = 17.5
#: Space between the rank numeral and the suit mark below it.
INDEX_RANK_GAP = 3.5
#: Numerals that read as another upside down, underlined as printed decks do.
UNDERLINED = ("6", "9")
#: Paper left between the corner index and the art, in card units.
INDEX_CLEARANCE = 1.5


def corner_indices(painter: QPainter, rank_text: str, colour: QColor | str,
                   suit_mark: Callable[[QPainter, QPointF, float], None], *,
                   family: str = SERIF, box: tuple[QColor | str, QColor | str] | None = None,
                   halo: QColor | str | None = None, scale: float = 1.0,
                   suit_size: float = INDEX_SUIT_SIZE) -> None:
    """Rank and suit in the top-left and bottom-right corners.

    ``suit_mark(painter, centre, size)`` draws the small suit symbol,
    ``suit_size`` units across.  ``box`` (fill, line) frames the index as
    Piacentine cards do; ``halo`` outlines the rank in the paper colour so it
    stays legible over art; ``scale`` enlarges the whole index from the corner.
    """
    suit_y = INDEX_RANK_Y + INDEX_RANK_H / 2 + INDEX_RANK_GAP + suit_size / 2

    def paint(p: QPainter) -> None:
        p.scale(scale, scale)
        if box is not None:
            frame = QPainterPath()
            # Rounded like the card's corner, so that the frame's corner stays off its edge.
            frame.addRoundedRect(QRectF(3.6, 3.4, 16.6, suit_y + suit_size / 2 - 0.9), 3.5, 3.5)
            fill(p, frame, box[0], box[1], 0.9)
        glyphs = text_path(rank_text, QPointF(INDEX_X, INDEX_RANK_Y), INDEX_RANK_H,
                           family=family, max_width=INDEX_RANK_W if box is None else 14.5)
        if halo is not None:
            stroke(p, glyphs, halo, 2.4)
        fill(p, glyphs, colour)
        if rank_text in UNDERLINED:
            bar = QPainterPath()
            bar.addRect(QRectF(INDEX_X - 5, INDEX_RANK_Y + INDEX_RANK_H / 2 + 1.0, 10, 1.1))
            fill(p, bar, colour)
        suit_mark(p, QPointF(INDEX_X, suit_y), suit_size)

    both_ends(painter, paint)


def settebello_mark(painter: QPainter) -> None:
    """A gold double frame, a star at the top and a "settebello" ribbon."""
    settebello_frame(painter)
    settebello_badge(painter)


def settebello_frame(painter: QPainter) -> None:
    """The gold double frame: a border along the card's edge, the one thing
    drawn inside :data:`SAFE_MARGIN` besides the edge itself."""
    stroke(painter, card_outline(2.0), GOLD, 2.6)
    stroke(painter, card_outline(3.6), GOLD_DARK, 0.5)


def settebello_badge(painter: QPainter) -> None:
    """The star at the top and the "settebello" ribbon."""
    fill(painter, star(CARD_W / 2, 10.5, 7.5, 3.2), GOLD, GOLD_DARK, 0.7)
    ribbon = polygon([(27, 143), (73, 143), (70, 147.5), (73, 152), (27, 152), (30, 147.5)])
    fill(painter, ribbon, GOLD, GOLD_DARK, 0.6)
    fill(painter, text_path("SETTEBELLO", QPointF(50, 147.5), 4.6, family=SANS, max_width=36),
         "#4a2f00")
