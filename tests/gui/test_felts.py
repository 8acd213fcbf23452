"""Table felts: four cloths, one painting function for the table and the
deck picker's preview, a setting that survives restarts, shown live."""

from __future__ import annotations

import itertools

import pytest
from helpers_gui import make_settings, open_window, save_screenshot, wait_for_layout
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from scopa_desktop.engine.cards import SETTEBELLO
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.dialogs.skin_picker import SkinPicker
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.settings import FELT_KEY
from scopa_desktop.gui.style import panel_colours
from scopa_desktop.gui.words import card_title
from scopa_desktop.skins import DEFAULT_FELT_ID, available_skins, felt_ids, is_known_felt, paint_felt

FELTS = ["green", "blue", "red", "wood"]


def painted(felt_id: str, size: int = 120) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_felt(painter, QRectF(0, 0, size, size), felt_id)
    painter.end()
    return image


def dominant_channel(colour: QColor) -> str:
    channels = {"red": colour.red(), "green": colour.green(), "blue": colour.blue()}
    return max(channels, key=channels.__getitem__)


def test_the_four_felts_are_offered_green_first():
    assert felt_ids() == FELTS
    assert DEFAULT_FELT_ID == "green"
    assert not is_known_felt("velvet")


@pytest.mark.parametrize("felt_id", FELTS)
def test_a_felt_fills_its_rect_in_its_own_colour(qapp, felt_id):
    image = painted(felt_id)
    for x, y in ((0, 0), (60, 60), (119, 119)):
        assert image.pixelColor(x, y).alpha() == 255
    centre = image.pixelColor(60, 60)
    expected = {"green": "green", "blue": "blue", "red": "red", "wood": "red"}[felt_id]
    assert dominant_channel(centre) == expected
    if felt_id == "wood":  # brown, not red felt: green well above blue
        assert centre.green() > centre.blue() + 20
    assert centre.lightness() > image.pixelColor(0, 0).lightness()  # lit in the middle, darker at the rim


def wood_at(ratio: float) -> QImage:
    """The wooden cloth on a 480 x 360 table, at the screen's ``ratio`` of pixels to the window's."""
    image = QImage(round(480 * ratio), round(360 * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    paint_felt(painter, QRectF(0, 0, 480, 360), "wood")
    painter.end()
    return image


def grain_contrast(image: QImage) -> float:
    """How much each pixel differs from the one below it, on the average: the grain runs across, so a
    sharper grain has its lines' edges in fewer rows, each a larger step."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    rows = [bytes(grey.constScanLine(y))[:grey.width()] for y in range(grey.height())]
    steps = (abs(a - b) for upper, lower in itertools.pairwise(rows) for a, b in zip(upper, lower, strict=True))
    return sum(steps) / (grey.width() * grey.height())


@pytest.mark.parametrize("ratio", [1.5, 2.0])
def test_the_wood_grain_is_drawn_for_a_scaled_screens_pixels(qapp, ratio):
    # The grain's tile was drawn at 1x and blown up on a screen at 150 % or 200 %: soft lines, barely sharper
    # (by a tenth) than the whole 1x cloth scaled up afterwards.  Drawn for the screen's pixels, by a quarter.
    crisp = wood_at(ratio)
    blown_up = wood_at(1.0).scaled(crisp.width(), crisp.height(), Qt.AspectRatioMode.IgnoreAspectRatio,
                                   Qt.TransformationMode.SmoothTransformation)
    assert grain_contrast(crisp) > 1.2 * grain_contrast(blown_up)


def test_an_unknown_felt_paints_the_default(qapp):
    assert painted("velvet") == painted(DEFAULT_FELT_ID)


def test_felt_setting_defaults_survives_and_refuses_nonsense(tmp_path):
    settings = make_settings(tmp_path)
    assert settings.get(FELT_KEY) == "green"
    settings.set(FELT_KEY, "wood")
    assert make_settings(tmp_path).get(FELT_KEY) == "wood"
    with pytest.raises(ValueError):
        settings.set(FELT_KEY, "velvet")
    settings.qsettings.setValue(FELT_KEY, "velvet")  # a hand-edited file
    assert settings.get(FELT_KEY) == "green"


def test_picker_offers_every_deck_and_felt_and_previews_them_live(qtbot):
    picker = SkinPicker("napoletane", "green")
    qtbot.addWidget(picker)
    assert [picker.combo.itemData(i) for i in range(picker.combo.count())] == [s.id for s in available_skins()]
    assert [picker.felt.itemData(i) for i in range(picker.felt.count())] == FELTS
    corner = {}
    for felt_id in FELTS:
        picker.felt.setCurrentIndex(picker.felt.findData(felt_id))
        assert picker.felt_id() == felt_id
        corner[felt_id] = picker.preview.pixmap().toImage().pixelColor(2, 2).name()
    assert len(set(corner.values())) == len(FELTS)
    previews = set()
    for skin in available_skins():
        picker.combo.setCurrentIndex(picker.combo.findData(skin.id))
        preview = picker.preview.pixmap().toImage()  # held while its bits are read
        previews.add(preview.constBits().tobytes())
    assert len(previews) == len(available_skins())
    picker.felt.setCurrentIndex(picker.felt.findData("wood"))
    save_screenshot(picker, "skin-picker-wood.png")


def test_choosing_a_felt_in_settings_relays_the_table(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    view = window.table
    wait_for_layout(qtbot, view)
    before = view.viewport().grab().toImage().pixelColor(3, 3)
    assert dominant_channel(before) == "green"
    dialog = SettingsDialog(window.settings, window)
    dialog.skin.felt.setCurrentIndex(dialog.skin.felt.findData("blue"))
    dialog.accepted.connect(window.apply_settings)
    dialog.accept()
    assert window.settings.get(FELT_KEY) == "blue"
    after = view.viewport().grab().toImage().pixelColor(3, 3)
    assert dominant_channel(after) == "blue"
    save_screenshot(window, "table-blue-felt.png")


def test_the_side_panel_takes_the_colour_of_the_felt(qtbot, tmp_path):
    assert panel_colours("green")["panel"] == "#16301f"  # the green the panel was drawn in
    for felt, (low, high) in {"blue": (190, 240), "red": (330, 370), "wood": (15, 45)}.items():
        hue = QColor(panel_colours(felt)["panel"]).hslHue()
        assert low <= hue <= high or low <= hue + 360 <= high, (felt, hue)
    settings = make_settings(tmp_path)
    window = open_window(qtbot, tmp_path, settings)
    assert panel_colours("green")["panel"] in window.styleSheet()
    settings.set(FELT_KEY, "blue")
    window.apply_settings()
    assert panel_colours("blue")["panel"] in window.styleSheet()
    assert panel_colours("green")["panel"] not in window.styleSheet()


def test_the_side_panels_buttons_wear_the_felts_shades(qtbot, tmp_path):
    """Hint and Undo were the panel's only native parts: light grey on the dark cloth's panel."""
    settings = make_settings(tmp_path)
    window = open_window(qtbot, tmp_path, settings)
    wait_for_layout(qtbot, window.table)
    for felt in ("green", "red"):
        settings.set(FELT_KEY, felt)
        window.apply_settings()
        shades = [QColor(panel_colours(felt)[name]) for name in ("raised", "score")]  # enabled, disabled
        for button in (window.hint_button, window.undo_button):
            image = button.grab().toImage()
            inside = image.pixelColor(3, image.height() // 2)  # within the border, before the words
            assert any(max(abs(inside.red() - shade.red()), abs(inside.green() - shade.green()),
                           abs(inside.blue() - shade.blue())) <= 2 for shade in shades), (felt, inside.name())


def test_a_felt_lit_by_a_table_not_yet_laid_out_is_not_black(qapp):
    """Before the first layout the scene's rect is empty: the cloth must still be the felt."""
    image = QImage(120, 120, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_felt(painter, QRectF(0, 0, 120, 120), "green", QRectF())
    painter.end()
    assert image == painted("green")
    assert dominant_channel(image.pixelColor(60, 60)) == "green"


def test_a_dialog_on_the_systems_colours_keeps_the_systems_scroll_bar(qtbot, tmp_path):
    """The felt's dark scroll bar was set for every window, so New game on a netbook scrolled with a
    dark green bar on its light grey; the side panel's lists keep the dark one."""
    settings = make_settings(tmp_path)
    window = open_window(qtbot, tmp_path, settings)
    dark_track = QColor(panel_colours("green")["log"])
    for line in range(80):
        window.move_log.add_line(f"line {line}")
    dialog = NewGameDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(dialog.width(), 300)  # lower than its body: it scrolls
    bars = (dialog.body.verticalScrollBar(), window.move_log.verticalScrollBar())
    qtbot.waitUntil(lambda: all(bar.isVisible() for bar in bars))

    def track(bar) -> QColor:  # below the handle, which is at the top
        image = bar.grab().toImage()
        return image.pixelColor(image.width() // 2, image.height() - 3)

    window.move_log.verticalScrollBar().setValue(0)
    assert track(window.move_log.verticalScrollBar()) == dark_track
    assert track(dialog.body.verticalScrollBar()) != dark_track


def test_a_deck_chosen_in_settings_is_the_deck_of_every_table_open(qtbot, tmp_path):
    """A networked table open beside the window kept the old deck while the cards' names followed the
    new one: Italian-suited cards called "7 of Diamonds"."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    beside = NetTableWindow(window.settings, "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"}, parent=window)
    qtbot.addWidget(beside)
    assert beside.table.skin_id == window.table.skin_id == "napoletane"
    dialog = SettingsDialog(window.settings, window)
    dialog.skin.combo.setCurrentIndex(dialog.skin.combo.findData("french"))
    dialog.accepted.connect(window.apply_settings)
    dialog.accept()
    assert window.table.skin_id == beside.table.skin_id == "french"
    assert card_title(SETTEBELLO) == "7 of Diamonds"  # the names the deck on every table goes by
