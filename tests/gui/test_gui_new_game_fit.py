"""*New game* on the screens people have, in every language, at two and at six players: the whole
dialog in view without scrolling, its Deal button and every line of it whole, nothing drawn over
anything else.  Each screen runs in a process of its own whose offscreen screen is the free area
(a netbook's 1024 x 600 less a 40-px taskbar is 1024 x 560), scaled as a system's display scaling does."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import run_on_screen

DIALOGS_ON_A_SCREEN = """
import sys
sys.path.insert(0, {tests!r})
from itertools import combinations
from pathlib import Path
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QDialogButtonBox, QLabel, QSpinBox, QStyle,
                               QStyleOptionComboBox)
app = QApplication([])
from scopa_desktop.gui import language
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.ai.rating import PlayerRating
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.gui.settings import PLAYERS_KEY, TEAMS_KEY
from scopa_desktop.gui.shell.startup import create_main_window

available = app.primaryScreen().availableGeometry()
screen = f"{{available.width()}}x{{available.height()}}"
# Opened over the window, as the game opens it: the window's style sets its type (13 px, more on a big window).
window = create_main_window(make_settings(Path({folder!r})), save_path=Path({folder!r}) / "save.json", resume=False,
                            seed=1)
window.show()
while window.table.layout_ is None:
    app.processEvents()


def cut_words(widget):
    \"\"\"What of ``widget``'s words is cut (at its edge or with "…"), or None.\"\"\"
    if isinstance(widget, QLabel):
        if not widget.text() or widget.pixmap() is not None and not widget.pixmap().isNull():
            return None
        if widget.wordWrap():
            needed = widget.heightForWidth(widget.width())
            return f"{{needed}} px of lines in {{widget.height()}}" if needed > widget.height() else None
        return f"{{widget.sizeHint().width()}} px of words in {{widget.width()}}" \\
            if widget.sizeHint().width() > widget.width() else None
    if isinstance(widget, QComboBox):
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)
        field = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                              QStyle.SubControl.SC_ComboBoxEditField, widget)
        longest = max(widget.fontMetrics().horizontalAdvance(widget.itemText(i)) for i in range(widget.count()))
        return f"{{longest}} px of words in a {{field.width()}}-px field" if longest > field.width() else None
    return f"{{widget.sizeHint().width()}} px wide in {{widget.width()}}" \\
        if widget.sizeHint().width() > widget.width() else None


def look(dialog, where):
    \"\"\"What a player would find wrong with ``dialog`` as it stands.\"\"\"
    found = []
    scrolled = dialog.body.verticalScrollBar().maximum()
    if scrolled:
        found.append(f"{{where}} scrolls by {{scrolled}} px")
    if not available.contains(dialog.geometry()) or dialog.height() > available.marginsRemoved(FRAME).height():
        found.append(f"{{where}} the dialog {{dialog.geometry()}} leaves {{available}} with its frame")
    shown = [widget for kind in (QLabel, QComboBox, QAbstractButton, QSpinBox)
             for widget in dialog.findChildren(kind) if widget.isVisible()]
    if dialog.buttons.button(QDialogButtonBox.StandardButton.Ok) not in shown:
        found.append(f"{{where}} no Deal button")
    places = []
    for widget in shown:
        name = widget.text() if hasattr(widget, "text") and widget.text() else widget.objectName() or repr(widget)
        seen = widget.visibleRegion().boundingRect()
        if seen != widget.rect():
            found.append(f"{{where}} {{name!r}} shows {{seen}} of {{widget.rect()}}")
        cut = cut_words(widget)
        if cut:
            found.append(f"{{where}} {{name!r}} is cut: {{cut}}")
        places.append((name, QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())))
    for (one, here), (other, there) in combinations(places, 2):
        if here.intersects(there):
            found.append(f"{{where}} {{one!r}} {{here}} is drawn over {{other!r}} {{there}}")
    return found


problems = []
for code in ("en", "de", "it", "da"):
    translators = language.install(code, app)
    for players, teams in ((2, 2), (6, 3)):
        folder = Path({folder!r}) / f"{{code}}-{{players}}"
        settings = make_settings(folder, **{{PLAYERS_KEY: players, TEAMS_KEY: teams}})
        dialog = NewGameDialog(settings, window, abandoning=True, rating=PlayerRating(1380.0, 45.0, 12))
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        QTest.qWait(0)  # the dialog grows to its fields at the next turn
        app.processEvents()
        save_screenshot(dialog, f"gui-new-game-{{screen}}-{{code}}-{{players}}.png")
        problems += look(dialog, f"{{code}}, {{players}} players, {{screen}}:")
        # Scopone at a table not of four: the rules' refusal beside Deal, with the note on the match left.
        scopone = dialog.variant_boxes["scopone"]
        QTest.mouseClick(scopone, Qt.MouseButton.LeftButton, pos=QPoint(8, scopone.height() // 2))  # its box
        app.processEvents()
        if not dialog.error.text():
            problems.append(f"{{code}}, {{players}} players: Scopone was not refused")
        problems += look(dialog, f"{{code}}, {{players}} players, {{screen}}, Scopone refused:")
        dialog.close()
    for translator in translators:
        app.removeTranslator(translator)
print("\\n".join(problems) or "ok")
window.close()
"""


@pytest.mark.parametrize("width,height,scale", [
    (1024, 560, 1.0),  # a netbook's 1024 x 600 less a 40-px taskbar
    (1366, 768, 1.25),  # a laptop at Windows' default scaling: 1093 x 614 logical pixels
    (1366, 728, 1.25),  # the same with a taskbar: 1093 x 582
    (1366, 728, 1.0),  # a laptop at 100 %: the fields a pixel wider than the body kept for them, cut at the right
    pytest.param(1920, 1040, 1.0, marks=pytest.mark.slow),
])
def test_new_game_shows_whole_without_scrolling(tmp_path, width, height, scale):
    """On a netbook the fields scrolled by 19 px (34 in German and Italian at six players): the deck's
    preview stood below its boxes with blank beside it, the five opponents took a row each, and the note
    on the match left stood at the foot of the players' column, not beside the Deal it is about."""
    script = DIALOGS_ON_A_SCREEN.format(tests=str(Path(__file__).parent), folder=str(tmp_path))
    assert run_on_screen(script, tmp_path, width, height, scale=scale) == "ok"


DECK_BESIDE_ITS_WORDS = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from helpers_gui import make_settings
from scopa_desktop.gui.shell.startup import create_main_window

window = create_main_window(make_settings(Path({folder!r})), save_path=Path({folder!r}) / "save.json", resume=False,
                            seed=1)
window.showMaximized()  # as a big screen's player keeps it, its type grown with it
while window.table.layout_ is None:
    app.processEvents()
QTest.qWait(0)
window.menu_actions["new_game"].trigger()
dialog = window.opened["new_game"]
QTest.qWaitForWindowExposed(dialog)
app.processEvents()
picker = dialog.skin
print(picker.preview.width() / picker.combo.fontMetrics().height())
window.close()
"""


def test_the_deck_preview_grows_with_the_words_beside_it_on_a_big_screen(tmp_path):
    """On a 1920 x 1080 screen the New game's type grew half as large again and the deck's fan stayed
    190 px wide, small beside the boxes that name it."""
    widths = {}
    for width, height in ((1024, 560), (1920, 1040)):
        folder = tmp_path / f"{width}"
        folder.mkdir()
        script = DECK_BESIDE_ITS_WORDS.format(tests=str(Path(__file__).parent), folder=str(folder))
        widths[width] = float(run_on_screen(script, folder, width, height).splitlines()[0])
    assert widths[1920] >= 0.95 * widths[1024], f"the fan is {widths} lines of its words wide"
