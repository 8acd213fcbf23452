"""Regional emblems that regional packs carry on the ace of coins and the back:
the Sicilian eagle and trinacria, the Florentine lily, the halberd of
Trieste and Romagna's bunch of grapes.  Each draws centred on (cx, cy),
``size`` card units tall."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins.drawing import ellipse, fill, polygon, rotated, stroke


def _mirrored(points: list[tuple[float, float]], cx: float) -> list[tuple[float, float]]:
    """``points`` reflected about the vertical line x = ``cx``, in reverse order."""
    return [(2 * cx - x, y) for x, y in reversed(points)]


def eagle(p: QPainter, cx: float, cy: float, size: float, colour: str, outline: str, beak: str) -> None:
    """A heraldic eagle displayed: spread, jagged wings, head turned to its right."""
    u = size / 20

    def at(x: float, y: float) -> tuple[float, float]:
        return cx + x * u, cy + y * u

    wing = [at(-2, -4), at(-6, -9), at(-9, -8), at(-9.5, -6), at(-10, -3), at(-8.5, -2.6), at(-9, 0),
            at(-7, -0.2), at(-7, 2), at(-5, 1), at(-2, 2)]
    fill(p, polygon(wing + _mirrored(wing, cx)), colour, outline, u * 0.5)
    tail = [at(-2, 5), at(-4, 10), at(-1.5, 9), at(0, 10.5), at(1.5, 9), at(4, 10), at(2, 5)]
    fill(p, polygon(tail), colour, outline, u * 0.5)
    fill(p, ellipse(cx, cy + 1.5 * u, 3 * u, 5.5 * u), colour, outline, u * 0.5)
    for side in (-1, 1):
        leg = QPainterPath(QPointF(*at(side * 1.8, 5)))
        leg.lineTo(*at(side * 3.5, 8))
        stroke(p, leg, beak, u * 0.9)
    fill(p, ellipse(cx - 0.6 * u, cy - 5.5 * u, 2.4 * u), colour, outline, u * 0.5)
    fill(p, polygon([at(-2.6, -6.2), at(-5, -5.2), at(-2.6, -4.6)]), beak, outline, u * 0.3)
    fill(p, ellipse(cx - 1.2 * u, cy - 6 * u, 0.5 * u), beak)
    fill(p, polygon([at(-2, -7.6), at(-1.4, -9.6), at(-0.6, -8.2), at(0, -9.8), at(0.6, -8.2), at(1.2, -9.4),
                     at(1.4, -7.4)]), beak, outline, u * 0.3)


def lily(p: QPainter, cx: float, cy: float, size: float, colour: str, outline: str) -> None:
    """The Florentine giglio: a fleur-de-lis with stamens sprouting between its petals."""
    u = size / 20

    def at(x: float, y: float) -> QPointF:
        return QPointF(cx + x * u, cy + y * u)

    middle = QPainterPath(at(0, -10))
    middle.cubicTo(at(3.2, -6), at(2.6, -1), at(1.2, 1.5))
    middle.lineTo(at(-1.2, 1.5))
    middle.cubicTo(at(-2.6, -1), at(-3.2, -6), at(0, -10))
    fill(p, middle, colour, outline, u * 0.4)
    for side in (-1, 1):
        petal = QPainterPath(at(side * 1.2, 1.5))
        petal.cubicTo(at(side * 3, -3), at(side * 8.5, -5), at(side * 8.5, -1))
        petal.cubicTo(at(side * 8.5, 1), at(side * 6, 1.5), at(side * 6.4, -0.6))
        petal.cubicTo(at(side * 4.5, 0), at(side * 3.5, 2), at(side * 3, 3))
        petal.closeSubpath()
        fill(p, petal, colour, outline, u * 0.4)
        stamen = QPainterPath(at(side * 1.6, -0.5))
        stamen.quadTo(at(side * 3.2, -4), at(side * 4.2, -8))
        stroke(p, stamen, outline, u * 1.3)
        stroke(p, stamen, colour, u * 0.7)
        fill(p, ellipse(cx + side * 4.4 * u, cy - 8.6 * u, 1.1 * u, 1.3 * u), colour, outline, u * 0.3)
        foot = QPainterPath(at(side * 0.8, 4.5))
        foot.cubicTo(at(side * 2.5, 6), at(side * 5, 6.5), at(side * 5.5, 9.5))
        foot.cubicTo(at(side * 3, 8.5), at(side * 1.5, 9), at(side * 0.6, 7))
        foot.closeSubpath()
        fill(p, foot, colour, outline, u * 0.4)
    band = QPainterPath()
    band.addRoundedRect(cx - 4 * u, cy + 2.5 * u, 8 * u, 2.4 * u, 0.6 * u, 0.6 * u)
    fill(p, band, colour, outline, u * 0.4)
    fill(p, polygon([(cx - 0.9 * u, cy + 4.9 * u), (cx + 0.9 * u, cy + 4.9 * u), (cx, cy + 10 * u)]),
         colour, outline, u * 0.4)


def halberd(p: QPainter, cx: float, cy: float, size: float, colour: str, outline: str) -> None:
    """The alabarda of Trieste: a spearhead between two blades curling upwards."""
    u = size / 20

    def at(x: float, y: float) -> tuple[float, float]:
        return cx + x * u, cy + y * u

    fill(p, polygon([at(-0.8, -2), at(0.8, -2), at(0.6, 9), at(0, 10.5), at(-0.6, 9)]), colour, outline, u * 0.4)
    fill(p, polygon([at(0, -10), at(2, -5), at(1.2, -1), at(-1.2, -1), at(-2, -5)]), colour, outline, u * 0.4)
    for side in (-1, 1):
        blade = QPainterPath(QPointF(*at(side * 1, -1.5)))
        blade.cubicTo(QPointF(*at(side * 5, -1.5)), QPointF(*at(side * 7.5, -4)), QPointF(*at(side * 6.5, -8.5)))
        blade.cubicTo(QPointF(*at(side * 5.5, -5.5)), QPointF(*at(side * 4, -4)), QPointF(*at(side * 1.2, -4.2)))
        blade.closeSubpath()
        fill(p, blade, colour, outline, u * 0.4)
    bar = QPainterPath()
    bar.addRoundedRect(cx - 4.5 * u, cy - 0.2 * u, 9 * u, 1.8 * u, 0.5 * u, 0.5 * u)
    fill(p, bar, colour, outline, u * 0.4)


def trinacria(p: QPainter, cx: float, cy: float, size: float, flesh: str, outline: str, hair: str) -> None:
    """The Sicilian triskelion: three bent legs running round a Gorgon's head."""
    u = size / 20

    def leg(q: QPainter) -> None:
        thigh = QPainterPath(QPointF(cx, cy))
        thigh.lineTo(cx, cy - 8 * u)
        thigh.lineTo(cx + 5.5 * u, cy - 9.5 * u)
        stroke(q, thigh, outline, u * 3.2)
        stroke(q, thigh, flesh, u * 2.2)
        fill(q, polygon([(cx + 5 * u, cy - 10.8 * u), (cx + 8.6 * u, cy - 10.2 * u), (cx + 8.4 * u, cy - 8.6 * u),
                         (cx + 5 * u, cy - 8.3 * u)]), flesh, outline, u * 0.4)

    for i in range(3):
        rotated(p, cx, cy, 120 * i, leg)
    for i in range(8):
        a = 2 * math.pi * i / 8
        fill(p, ellipse(cx + 3.4 * u * math.cos(a), cy + 3.4 * u * math.sin(a), 1.3 * u), hair, outline, u * 0.3)
    fill(p, ellipse(cx, cy, 3.2 * u), flesh, outline, u * 0.4)
    for side in (-1, 1):
        fill(p, ellipse(cx + side * 1.1 * u, cy - 0.5 * u, 0.4 * u), outline)
    mouth = QPainterPath(QPointF(cx - 1 * u, cy + 1.3 * u))
    mouth.quadTo(cx, cy + 2 * u, cx + 1 * u, cy + 1.3 * u)
    stroke(p, mouth, outline, u * 0.3)


def grapes(p: QPainter, cx: float, cy: float, size: float, fruit: str, leaf: str, outline: str) -> None:
    """A bunch of grapes hanging under a vine leaf."""
    u = size / 20
    stem = QPainterPath(QPointF(cx, cy - 6 * u))
    stem.quadTo(cx + 1 * u, cy - 9 * u, cx + 3 * u, cy - 10 * u)
    stroke(p, stem, outline, u * 0.9)
    vine_leaf = QPainterPath(QPointF(cx + 1 * u, cy - 7 * u))
    for x, y in ((4, -11), (6, -9.5), (9, -10), (8.5, -7.5), (10, -5.5), (7, -5), (5.5, -3)):
        vine_leaf.lineTo(cx + x * u, cy + y * u)
    vine_leaf.closeSubpath()
    fill(p, vine_leaf, leaf, outline, u * 0.4)
    rows = ((-6, 4), (-3, 3), (0, 4), (3, 3), (6, 2), (9, 1))
    for row, (y, count) in enumerate(rows):
        for i in range(count):
            x = (i - (count - 1) / 2) * 3.1 - row * 0.2
            fill(p, ellipse(cx + x * u, cy + y * u, 1.75 * u), fruit, outline, u * 0.35)
