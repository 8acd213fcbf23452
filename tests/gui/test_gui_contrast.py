"""Issue 27, item 5: High contrast (Settings) draws a cloth and card rims at least 7:1 apart and a
focus ring at least 3 px wide, read from the pixels the table really paints; and no mark on a card
is told from another by its colour alone; Watch, Review and the networked table wear it too."""

from __future__ import annotations

import itertools
import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import empty_felt_point, make_settings, open_window, viewport_point
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QWidget
from test_gui_net_table_window import CREATE

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.review.watch import watch_match
from scopa_desktop.gui.review.window import open_review
from scopa_desktop.gui.settings import FELT_KEY, HIGH_CONTRAST_KEY
from scopa_desktop.gui.shell.first_frame import BareFelt
from scopa_desktop.gui.style import panel_colours
from scopa_desktop.gui.table import contrast
from scopa_desktop.gui.table.card_item import CardItem, Mark
from scopa_desktop.gui.table.contrast import LEAST_CONTRAST, contrast_ratio
from scopa_desktop.gui.table.view import TableView


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


def edge_against_panel(button: QWidget, panel: QColor) -> float:
    """The contrast of a button's left edge, where its frame is painted, with the panel around it."""
    image = button.grab().toImage()
    return max(contrast_ratio(image.pixelColor(x, image.height() // 2), panel) for x in range(2))


def test_high_contrast_dresses_the_side_panel_in_black_and_white_too(qtbot, tmp_path):
    """The table turned black and white, but the side panel kept the felt's green: its buttons' edges
    at 1.5:1 on it, their words at 6.5:1.  Under High contrast the panel is black, its buttons edged
    in white, at least 7:1 each, and the felt's shades come back when it is turned off."""
    window = open_window(qtbot, tmp_path)
    turn_high_contrast_on(qtbot, window)
    panel = window.side_panel.grab().toImage().pixelColor(1, 1)
    assert panel == contrast.FELT, panel.name()
    for button in (window.hint_button, window.undo_button):
        assert edge_against_panel(button, panel) >= LEAST_CONTRAST, button.objectName()
        assert ink_contrast(button) >= LEAST_CONTRAST, button.objectName()
    for label in window.score_panel.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert ink_contrast(label) >= LEAST_CONTRAST, label.text()

    window.settings.set(HIGH_CONTRAST_KEY, 0)
    window.apply_settings()
    assert window.side_panel.grab().toImage().pixelColor(1, 1) == QColor(panel_colours("green")["score"])


def test_the_first_frame_under_high_contrast_is_black_not_the_green_felt(qtbot):
    felt = BareFelt("green", high_contrast=True)
    qtbot.addWidget(felt)
    felt.resize(200, 150)
    assert felt.grab().toImage().pixelColor(100, 75) == contrast.FELT
    assert BareFelt("green").grab().toImage().pixelColor(100, 75) != contrast.FELT


def outline_shape(mark: Mark, high_contrast: bool) -> set[tuple[int, int]]:
    """Where ``mark`` paints round a card, whatever its colour: the pixels outside the card that differ
    from those of the same card unmarked, on a black cloth."""
    width, pad = 60, 8

    def painted(with_mark: Mark) -> QImage:
        face = QPixmap(width, round(width * 1.6))
        face.fill(QColor("#f4f0e6"))
        card = CardItem(None, face, width)
        card.set_high_contrast(high_contrast)
        card.set_mark(with_mark)
        image = QImage(width + 2 * pad, round(card.height) + 2 * pad, QImage.Format.Format_RGB32)
        image.fill(contrast.FELT)
        painter = QPainter(image)
        painter.translate(pad, pad)
        card.paint(painter, None, None)
        painter.end()
        return image

    plain, marked = painted(Mark.NONE), painted(mark)
    return {(x, y) for x in range(marked.width()) for y in range(marked.height())
            if not (pad <= x < pad + width and pad <= y < marked.height() - pad)
            and contrast_ratio(plain.pixelColor(x, y), marked.pixelColor(x, y)) > 1.5}


@pytest.mark.parametrize("high_contrast", [False, True])
def test_every_mark_has_an_outline_of_its_own_shape_not_only_its_colour(qtbot, high_contrast):
    """The set Enter takes from the other sets of a choice, a hint from a selection, a refused card
    from the cards it must take: told apart by the outline's line, as a player who cannot tell the
    colours apart sees them."""
    shapes = {mark: outline_shape(mark, high_contrast) for mark in Mark if mark is not Mark.NONE}
    for mark, shape in shapes.items():
        assert len(shape) > 100, mark  # an outline there is
    for (first, one), (second, other) in itertools.combinations(shapes.items(), 2):
        apart = len(one ^ other) / len(one | other)
        assert apart >= 0.1, (first, second, round(apart, 3))


def test_watch_review_and_the_networked_table_wear_high_contrast_and_the_cloth_too(qtbot, tmp_path, hosted):
    """A player who needs High contrast needs it at every table, not only at the game against the AI."""
    settings = make_settings(tmp_path, **{HIGH_CONTRAST_KEY: 1, FELT_KEY: "blue"})
    parent = QWidget()
    qtbot.addWidget(parent)
    watched = watch_match(settings, parent)
    watched.toggle_pause()
    reviewed = open_review(parent, play_randomly(Match(Rules(), seed=5), random.Random(5)), settings)
    reviewed.coach.shutdown()
    networked = NetTableWindow(settings, "Anna", "127.0.0.1", hosted.port, CREATE, hosted)
    qtbot.addWidget(networked)
    tables: list[TableView] = [watched.table, reviewed.table, networked.table]
    for table in tables:
        assert table.board.high_contrast and table.property("felt") == "blue"
    qtbot.waitUntil(lambda: watched.table.board.layout_ is not None)
    image = watched.table.viewport().grab().toImage()
    point = viewport_point(watched.table, empty_felt_point(watched.table))
    assert image.pixelColor(point.x(), point.y()) == contrast.FELT
    for window in (watched, reviewed):  # their closing stops the AI and the coach
        window.close()


def test_high_contrast_chosen_in_settings_reaches_a_networked_table_already_open(qtbot, tmp_path, hosted):
    window = open_window(qtbot, tmp_path)
    networked = NetTableWindow(window.settings, "Anna", "127.0.0.1", hosted.port, CREATE, hosted, window)
    qtbot.addWidget(networked)
    assert not networked.table.board.high_contrast
    window.settings.set(HIGH_CONTRAST_KEY, 1)
    window.settings.set(FELT_KEY, "red")
    window.apply_settings()  # what closing Settings with OK does
    assert networked.table.board.high_contrast and networked.table.property("felt") == "red"


def ink_contrast(label: QWidget) -> float:
    """The contrast of a label's words with what is behind them, read from the pixels the window shows
    there: the pixel furthest from the corner's colour (the background) is the ink."""
    window = label.window()
    image = window.grab(QRect(label.mapTo(window, QPoint(0, 0)), label.size())).toImage()
    background = image.pixelColor(0, 0)
    return max(contrast_ratio(image.pixelColor(x, y), background)
               for x in range(image.width()) for y in range(image.height()))


def test_the_round_line_of_watch_and_review_is_readable_on_their_light_bar(qtbot, tmp_path):
    """The main window's gold for a round's title (#ffd54a, on its dark panel) reached the round line of
    Watch and Review, whose bar is the system's light grey: 1.2 to 1 there.  At least WCAG's 4.5 to 1."""
    window = open_window(qtbot, tmp_path)
    watched = watch_match(window.settings, window)
    watched.toggle_pause()
    reviewed = open_review(window, play_randomly(Match(Rules(), seed=5), random.Random(5)), window.settings)
    reviewed.coach.shutdown()
    qtbot.waitUntil(lambda: bool(watched.score.text()) and bool(reviewed.where.text()))
    for label in (watched.score, reviewed.where):
        assert ink_contrast(label) >= 4.5, label.text()
    for opened in (watched, reviewed):
        opened.close()
