"""A mouse wheel turned over a control that does not have the keyboard focus scrolls the
page under it and never changes the control's value: scrolling down the New game dialog
must not turn "Scopa in the last deal" off on the way.  Each window with such controls
guards them (``guard_wheels``) once it has made them.  Not one filter on the application:
that takes every event of every widget through Python, each waiting its turn at the
interpreter while the AI, the coach and the odds think, and the table's animations stalled
(BENCHMARKS.md, "The window while it plays")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QScrollBar,
    QWidget,
)

#: The controls whose value a wheel turns: a combo box's choice, a spin box's number, a slider's place.
VALUE_CONTROLS = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def _value_control(widget: QWidget) -> QWidget | None:
    """The value control that ``widget`` is or belongs to (a spin box's line edit is its child)."""
    current: QWidget | None = widget
    while current is not None and not current.isWindow():
        if isinstance(current, VALUE_CONTROLS) and not isinstance(current, QScrollBar):
            return current
        current = current.parentWidget()
    return None


class WheelGuard(QObject):
    """Hands a wheel over an unfocused value control to the scroll area around it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        control = _value_control(watched)
        if control is None or control.hasFocus():
            return False
        if control.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel no longer takes the focus either
        area = _scroll_area_around(control)
        if area is not None:
            QCoreApplication.sendEvent(area.verticalScrollBar(), event)
        return True  # the control itself never sees it


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def guard_wheels(window: QWidget) -> None:
    """Guard every value control ``window`` holds now."""
    guard = WheelGuard(window)
    for kind in VALUE_CONTROLS:
        for control in window.findChildren(kind):
            if not isinstance(control, QScrollBar):
                control.installEventFilter(guard)
