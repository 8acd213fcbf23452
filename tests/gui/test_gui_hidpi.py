"""Scaled screens (a laptop at 125 % or 150 %, a 4K monitor at 200 %): every card and picture is drawn
for the screen's own pixels and shown pixel for pixel, never a picture drawn smaller and blown up, nor
one resampled at a fraction of a pixel.  Each scale runs in a process of its own whose offscreen screen
is scaled by ``QT_SCALE_FACTOR``, as a system's display scaling scales it."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import run_on_screen

#: What every script starts with: its screen's pixels compared with a picture's.
PIXELS = """
import sys
sys.path[:0] = [{tests!r}, {root!r}]
from pathlib import Path
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
app = QApplication([])
ratio = app.primaryScreen().devicePixelRatio()
problems = []


def pixels(image):
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def shown_as_drawn(screen, picture, left, top):
    # Whether the inner two thirds of ``picture`` are on ``screen`` pixel for pixel, its top left corner at
    # (``left``, ``top``) or a pixel off (the corner's rounding); the edges are left out, where a card's
    # shadow and rounded corners meet the cloth.
    screen, picture = pixels(screen), pixels(picture)
    width, height = picture.width(), picture.height()
    rows = range(height // 6, height - height // 6)
    first, last = 4 * (width // 6), 4 * (width - width // 6)
    drawn = [bytes(picture.constScanLine(y))[first:last] for y in rows]
    for dx in (0, -1, 1):
        for dy in (0, -1, 1):
            if left + dx < 0 or top + dy < 0 or left + dx + width > screen.width() \\
                    or top + dy + rows[-1] >= screen.height():
                continue
            if all(bytes(screen.constScanLine(top + dy + y))[4 * (left + dx) + first:4 * (left + dx) + last] == row
                   for y, row in zip(rows, drawn)):
                return True
    return False


def check_ratio(name, pixmap, logical_width):
    if pixmap.devicePixelRatio() != ratio or abs(pixmap.width() - logical_width * ratio) > 0.51:
        problems.append(f"{{name}}: a picture of {{pixmap.width()}} px at ratio {{pixmap.devicePixelRatio()}} "
                        f"shown {{logical_width:.1f}} px wide on a screen of ratio {{ratio}}")
"""

DIALOGS_SCRIPT = PIXELS + """
from PySide6.QtWidgets import QLabel
from helpers_gui import make_settings
from scopa_desktop.gui.dialogs.how_to_play import HowToPlayDialog
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.settings import SKIN_KEY
settings = make_settings(Path({folder!r}), **{{SKIN_KEY: {skin!r}}})
for dialog in (NewGameDialog(settings), SettingsDialog(settings), HowToPlayDialog({skin!r})):
    dialog.show()
    app.processEvents()
    pictures = [label for label in dialog.findChildren(QLabel) if not label.pixmap().isNull()]
    if not pictures:
        problems.append(f"{{type(dialog).__name__}} shows no picture")
    for label in pictures:
        check_ratio(f"{{type(dialog).__name__}}'s {{label.objectName()}}", label.pixmap(),
                    label.pixmap().deviceIndependentSize().width())
    dialog.close()
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize("width,height,scale,skin", [
    pytest.param(1366, 768, 1.25, "toscane", id="1366x768-125%"),
    pytest.param(1920, 1080, 1.5, "romagnole", id="1920x1080-150%"),
])
def test_the_dialogs_pictures_are_drawn_for_the_screens_pixels(tmp_path, width, height, scale, skin):
    # The deck's preview fan in New game and Settings was drawn at 1x and blown up by the scaling: soft
    # cards beside crisp words.  Every picture of a dialog (the fan, How to play's cards) has the screen's ratio.
    script = DIALOGS_SCRIPT.format(tests=str(Path(__file__).parent), root=str(Path(__file__).parents[2]),
                                   folder=str(tmp_path), skin=skin)
    assert run_on_screen(script, tmp_path, width, height, scale=scale) == "ok"
