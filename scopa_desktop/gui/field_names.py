"""Names for a window's drop-down boxes from the labels beside them.  Qt names a box by the item it
shows ("Medium"), so a screen reader would say a value without its question.  On Linux a screen
reader finds the box's label through the label's buddy (Qt's "labelled by" relation); elsewhere
through the box's own name: both are set from the label ("Opponents' pace")."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLayout, QWidget

from .accelerators import plain_text


def name_boxes_by_their_labels(root: QWidget) -> None:
    """Every drop-down box in ``root`` with a label for it (``QLabel.setBuddy``, as a form's rows
    have) and no name of its own is named by the label's words, without the mark of its Alt+letter."""
    for label in root.findChildren(QLabel):
        box = label.buddy()
        if isinstance(box, QComboBox) and not box.accessibleName():
            box.setAccessibleName(plain_text(label.text()).rstrip(": "))


def label_the_box(form: QFormLayout, field: QWidget | QLayout, box: QWidget) -> None:
    """The label of ``form``'s row for ``field`` (a layout or a widget holding ``box``) is ``box``'s:
    a form makes a row's label the buddy of the row itself, which takes no keyboard."""
    label = form.labelForField(field)
    if isinstance(label, QLabel):
        label.setBuddy(box)
