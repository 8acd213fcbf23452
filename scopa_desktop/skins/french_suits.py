"""The four French suit marks as paths, in a unit box centred on the origin.

Drawn, not taken from a font, so they look the same everywhere and scale
without hinting artefacts.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QTransform

from scopa_desktop.skins.drawing import ellipse, polygon


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0, -0.5))
    path.quadTo(0.16, -0.2, 0.38, 0)
    path.quadTo(0.16, 0.2, 0, 0.5)
    path.quadTo(-0.16, 0.2, -0.38, 0)
    path.quadTo(-0.16, -0.2, 0, -0.5)
    return path


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0, 0.48))
    path.cubicTo(-0.2, 0.25, -0.48, 0.05, -0.48, -0.2)
    path.cubicTo(-0.48, -0.42, -0.3, -0.5, -0.22, -0.5)
    path.cubicTo(-0.1, -0.5, -0.02, -0.42, 0, -0.3)
    path.cubicTo(0.02, -0.42, 0.1, -0.5, 0.22, -0.5)
    path.cubicTo(0.3, -0.5, 0.48, -0.42, 0.48, -0.2)
    path.cubicTo(0.48, 0.05, 0.2, 0.25, 0, 0.48)
    return path


def _spade() -> QPainterPath:
    flip = QTransform()
    flip.translate(0, -0.08)
    flip.scale(0.95, -0.82)
    path = flip.map(_heart())
    path.addPath(polygon([(0, 0.05), (0.16, 0.5), (-0.16, 0.5)]))
    return path.simplified()


def _club() -> QPainterPath:
    path = ellipse(0, -0.25, 0.2)
    path.addPath(ellipse(-0.23, 0.08, 0.2))
    path.addPath(ellipse(0.23, 0.08, 0.2))
    path.addPath(polygon([(0, -0.05), (0.15, 0.5), (-0.15, 0.5)]))
    return path.simplified()


_SHAPES = {"D": _diamond(), "C": _heart(), "S": _spade(), "B": _club()}


def suit_path(suit: str, centre: QPointF, size: float) -> QPainterPath:
    """The mark of Italian suit letter ``suit`` (Denari = diamonds, Coppe =
    hearts, Spade = spades, Bastoni = clubs), ``size`` tall at ``centre``."""
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    transform.scale(size, size)
    return transform.map(_SHAPES[suit])
