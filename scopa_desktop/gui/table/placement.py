"""Where name plates and pile labels go: pure functions of rectangles and text
sizes, so the rules of "inside the table, clear of each other" can be tested
without a window.  The text is measured by the caller."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF

PLATE_RIM = 3.0  # a plate draws its gold rim this far outside its rectangle
LABEL_CLEARANCE = 5.0  # between a pile's label and a name plate's rectangle


def plate_rect(anchor: QRectF, bounds: QRectF, text_width: float, padding: float, grow_left: bool = False) -> QRectF:
    """A plate as tall as ``anchor``, wide enough for its text plus ``padding``, centred
    on ``anchor`` (or keeping its right edge and growing left), inside ``bounds``."""
    width = max(anchor.width(), text_width + padding)
    wanted = anchor.right() - width if grow_left else anchor.center().x() - width / 2
    left = min(max(bounds.left() + PLATE_RIM, wanted), bounds.right() - width - PLATE_RIM)
    return QRectF(left, anchor.top(), width, anchor.height())


def label_rect(size: QSizeF, under: QPointF, card_width: float, bounds: QRectF,
               avoid: Sequence[QRectF], force: bool = False) -> QRectF | None:
    """A label of ``size`` centred under a card whose bottom-left is ``under``, moved
    sideways if need be to stay clear of the ``avoid`` rectangles (name plates) and
    inside ``bounds``; None when no such place is found, unless ``force``."""
    clear = [rect.adjusted(-LABEL_CLEARANCE, -LABEL_CLEARANCE, LABEL_CLEARANCE, LABEL_CLEARANCE) for rect in avoid]
    rect = QRectF(QPointF(under.x() + card_width / 2 - size.width() / 2, under.y()), size)
    for plate in clear:
        if rect.intersects(plate):  # step aside, away from the plate's middle
            rect.moveLeft(plate.right() if rect.center().x() > plate.center().x() else plate.left() - size.width())
    rect.moveLeft(min(max(bounds.left(), rect.left()), bounds.right() - size.width()))
    if not force and any(rect.intersects(plate) for plate in clear):
        return None
    return rect
