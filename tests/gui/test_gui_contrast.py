"""Issue 27, item 5: High contrast (Settings) draws a cloth and card rims at least 7:1 apart and a
focus ring at least 3 px wide, read from the pixels the table really paints."""

from __future__ import annotations

from helpers_gui import empty_felt_point, open_window, viewport_point
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from scopa_desktop.gui.table import contrast
from scopa_desktop.gui.table.contrast import LEAST_CONTRAST, contrast_ratio


def table_image(window) -> QImage:
    view = window.table
    view.viewport().repaint()
    return view.viewport().grab().toImage()


def pixel(window, image: QImage, scene_point: QPointF) -> QColor:
    point = viewport_point(window.table, scene_point)
    return image.pixelColor(point.x(), point.y())


def turn_high_contrast_on(qtbot, window) -> None:
    """Through the Settings dialog, as a player does."""
    window.menu_actions["settings"].trigger()
    dialog = window.opened["settings"]
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.high_contrast, Qt.MouseButton.LeftButton)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_the_colours_are_seven_to_one_apart():
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == 21
    assert contrast_ratio(contrast.FELT, contrast.CARD_RIM) >= LEAST_CONTRAST
    assert contrast_ratio(contrast.FELT, contrast.FOCUS_RING) >= LEAST_CONTRAST
    assert contrast_ratio(contrast.FELT, contrast.OUTLINE) >= LEAST_CONTRAST


def test_high_contrast_rims_every_card_on_a_dark_cloth_and_rings_the_focus(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    view = window.table
    card = view.cards[view.hand_ids()[0]]
    edge = card.pos() + QPointF(0, card.height / 2)  # the middle of the card's left edge
    before = table_image(window)
    assert contrast_ratio(pixel(window, before, empty_felt_point(view)), pixel(window, before, edge)) < LEAST_CONTRAST
    turn_high_contrast_on(qtbot, window)
    assert window.settings.get("table/high_contrast") == 1
    image = table_image(window)
    felt = pixel(window, image, empty_felt_point(view))
    rim = pixel(window, image, edge)
    assert contrast_ratio(felt, rim) >= LEAST_CONTRAST, (felt.name(), rim.name())

    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)  # the keyboard onto the table's first card
    focused = view.cards[view.table_order[0]]
    image = table_image(window)
    middle = focused.pos().y() + focused.height / 2
    left = viewport_point(view, QPointF(focused.pos().x(), middle))
    ring = [image.pixelColor(x, left.y()) for x in range(left.x() - 12, left.x())]
    ring_width = sum(contrast_ratio(colour, contrast.FOCUS_RING) < 1.1 for colour in ring)  # fully painted
    assert ring_width >= 3, [colour.name() for colour in ring]
