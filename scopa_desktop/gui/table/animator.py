"""The table's animations, one at a time: cards sliding to a place, with every
duration multiplied by the animation speed (0: no animation, as in the tests)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsObject


class Animator(QObject):
    """``done(completed)`` is emitted when the running animation ends (True) or is
    finished at once by ``finish`` (False): either way its cards are then put where
    the model says."""

    done = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        self._running: QAbstractAnimation | None = None

    @property
    def enabled(self) -> bool:
        return self.speed > 0

    def ms(self, base: int) -> int:
        return int(base * self.speed)

    def slide(self, item: QGraphicsObject, to: QPointF, base_ms: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(item, b"pos")
        animation.setDuration(self.ms(base_ms))
        animation.setEndValue(to)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        return animation

    def rotate(self, item: QGraphicsObject, degrees: float, base_ms: int) -> QPropertyAnimation:
        """Turn ``item`` on the table to ``degrees`` (about its transform origin)."""
        animation = QPropertyAnimation(item, b"rotation")
        animation.setDuration(self.ms(base_ms))
        animation.setEndValue(float(degrees))
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        return animation

    def flip(self, item: QGraphicsObject, width: float, opening: bool, base_ms: int) -> QVariantAnimation:
        """Half a card's turn over about its upright middle: ``item`` (``width`` wide)
        narrows to an edge, or, ``opening``, widens from one."""
        animation = QVariantAnimation()
        animation.setDuration(self.ms(base_ms))
        animation.setStartValue(0.0 if opening else 1.0)
        animation.setEndValue(1.0 if opening else 0.0)
        middle = width / 2
        animation.valueChanged.connect(
            lambda value: item.setTransform(QTransform().translate(middle, 0).scale(max(value, 0.01), 1)
                                            .translate(-middle, 0)))
        return animation

    def is_running(self) -> bool:
        return self._running is not None

    def run(self, animation: QAbstractAnimation) -> None:
        self.finish()
        self._running = animation
        animation.finished.connect(self._on_finished)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)  # none pile up over a match

    def finish(self) -> bool:
        """Stop the running animation (its cards are then put in place by ``done``);
        whether there was one."""
        animation = self._running
        if animation is None:
            return False
        animation.finished.disconnect(self._on_finished)
        animation.stop()
        self._running = None
        self.done.emit(False)
        return True

    def _on_finished(self) -> None:
        self._running = None
        self.done.emit(True)
