"""Names for a dialog's drop-down boxes from the labels beside them.  Qt names a box by the item it
shows ("Medium"), so a screen reader would say a value without its question; the box's label
("Opponents' pace") is its name instead, the item shown stays its value."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QWidget


def name_boxes_by_their_labels(root: QWidget) -> None:
    """Every drop-down box in ``root`` with a label for it (``QLabel.setBuddy``, as a form's rows
    have) and no name of its own is named by the label's text."""
    for label in root.findChildren(QLabel):
        box = label.buddy()
        if isinstance(box, QComboBox) and not box.accessibleName():
            box.setAccessibleName(label.text().replace("&", "").rstrip(": "))
