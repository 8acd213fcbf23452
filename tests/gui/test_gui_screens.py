"""The window on the screens people have: a laptop's 1366 x 768 and 1280 x 720
with a taskbar, a netbook's 1024 x 600.  Each runs in a process of its own whose
offscreen screen has that size (Qt's offscreen ``configfile``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import run_on_screen
from PySide6.QtCore import QRect

from scopa_desktop.gui.screen_fit import FRAME, dialog_height_limit, first_geometry, fits, text_scale

SCRIPT = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from scopa_desktop.gui import language
language.install({code!r}, app)
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.settings import GEOMETRY_KEY, LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY, VARIANTS_KEY, AppSettings
from scopa_desktop.gui.screen_fit import FRAME

folder = Path({folder!r})
available = app.primaryScreen().availableGeometry()
room = available.marginsRemoved(FRAME)
problems = []
values = {{PLAYERS_KEY: 6, TEAMS_KEY: {teams}, LEVELS_KEY: "random", VARIANTS_KEY: {variants!r}}}
settings = make_settings(folder, **values)
settings.set(GEOMETRY_KEY, "")  # a first start
window = create_main_window(settings, save_path=folder / "save.json", resume=False, seed=1)
window.show()
while window.table.layout_ is None:
    app.processEvents()
if window.width() > room.width() or window.height() > room.height() or not available.contains(window.geometry()):
    problems.append(f"first window {{window.geometry()}} on {{available}}")
bar = window.statusBar().geometry()
if bar.bottom() >= window.height() or not bar.height():
    problems.append(f"status bar {{bar}} outside the window {{window.size()}}")
save_screenshot(window, f"gui-screen-{{available.width()}}x{{available.height()}}-{teams}-{code}-first-start.png")
for dialog in (NewGameDialog(settings, window, abandoning=True), SettingsDialog(settings, window)):
    dialog.show()
    app.processEvents()
    if dialog.height() > room.height():
        problems.append(f"{{type(dialog).__name__}} is {{dialog.height()}} px tall on {{available}}")
    save_screenshot(dialog, f"gui-screen-{{available.width()}}x{{available.height()}}-{{type(dialog).__name__}}.png")
    dialog.close()
window.setGeometry(room.left() + 10, room.top() + 10, room.width() - 40, room.height() - 60)
app.processEvents()
kept = window.geometry()
window.close()
again = create_main_window(AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)),
                           save_path=folder / "save.json", resume=False, seed=1)
if again.geometry().size() != kept.size():
    problems.append(f"a saved size that fits came back as {{again.geometry()}}, not {{kept}}")
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize("width,height,scale", [  # a 40-px taskbar
    (1366, 728, 1.0),
    pytest.param(1280, 680, 1.0, marks=pytest.mark.slow),  # between the two others, which the fast tier keeps
    (1024, 560, 1.0),
    # Windows' default scaling for a laptop's 1366 x 768 and 1920 x 1080 screens, and a 4K-class monitor's:
    # 1093 x 582, 1280 x 693 and 1280 x 700 logical pixels, the first lower than a netbook.
    (1366, 728, 1.25),
    pytest.param(1920, 1040, 1.5, marks=pytest.mark.slow),
    pytest.param(2560, 1400, 2.0, marks=pytest.mark.slow),
])
def test_the_window_and_its_dialogs_fit_the_screen(tmp_path, width, height, scale):
    script = SCRIPT.format(tests=str(Path(__file__).parent), folder=str(tmp_path), teams=3, code="en", variants="")
    assert run_on_screen(script, tmp_path, width, height, scale=scale) == "ok"


@pytest.mark.parametrize("code,variants", [("de", ""), ("it", ""), ("de", "napola,rebello")])
def test_six_players_each_alone_fit_a_netbook(tmp_path, code, variants):
    """Six sides' scores, one line each, and (in Italian) Hint above Undo: the side panel was
    taller than a 1024 x 600 netbook's free height (588 px for six sides, the screen leaving 518)."""
    script = SCRIPT.format(tests=str(Path(__file__).parent), folder=str(tmp_path), teams=6, code=code,
                           variants=variants)
    assert run_on_screen(script, tmp_path, 1024, 560) == "ok"


def test_the_first_window_takes_what_the_screen_gives_and_no_more():
    laptop = QRect(0, 0, 1366, 728)
    first = first_geometry(laptop)
    assert laptop.marginsRemoved(FRAME).contains(first) and fits(first, laptop)
    big = first_geometry(QRect(0, 0, 2560, 1400))
    assert big.width() >= 2000 and big.height() >= 1150  # a big screen: a big window, not 1280 x 820
    assert not fits(QRect(0, 0, 1280, 820), laptop)  # saved on a bigger screen: not restored here


def test_text_around_the_table_grows_with_the_window_and_dialogs_stay_on_screen():
    assert text_scale(first_geometry(QRect(0, 0, 1366, 728)).size()) == 1.0
    assert text_scale(first_geometry(QRect(0, 0, 2560, 1400)).size()) >= 1.4
    assert dialog_height_limit(QRect(0, 0, 1366, 768)) + 150 + FRAME.top() + FRAME.bottom() <= 768


NEW_GAME_SCRIPT = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from scopa_desktop.gui import language
language.install({code!r}, app)
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.ai.rating import PlayerRating
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.settings import PLAYERS_KEY, TEAMS_KEY

settings = make_settings(Path({folder!r}), **{{PLAYERS_KEY: {players}, TEAMS_KEY: {teams}}})
dialog = NewGameDialog(settings, abandoning=True, rating=PlayerRating(1380.0, 45.0, 12))
dialog.show()
QTest.qWaitForWindowExposed(dialog)
QTest.qWait(0)  # the dialog grows to its fields at the next turn
app.processEvents()
problems = []
scrolled = dialog.body.verticalScrollBar().maximum()
if scrolled:
    problems.append(f"scrolls by {{scrolled}} px")
for note in (dialog.even_match, dialog.abandon_note):
    if not note.isVisible() or note.height() < note.heightForWidth(note.width()):
        problems.append(f"{{note.objectName()}} cut: {{note.height()}} px for {{note.heightForWidth(note.width())}}")
save_screenshot(dialog, f"gui-new-game-netbook-{code}-{players}.png")
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize(("code", "players", "teams"), [("en", 2, 2), ("it", 2, 2), ("de", 2, 2), ("da", 2, 2),
                                                        ("de", 6, 3)])
def test_new_game_with_the_rating_and_a_match_left_fits_a_netbook_without_scrolling(tmp_path, code, players, teams):
    """The rating and "The match in progress will be counted as lost" stood below both columns, beside the
    buttons: on a 1024 x 600 netbook the fields scrolled by 19 px (33 in German), with room to spare at the
    foot of the players' column."""
    script = NEW_GAME_SCRIPT.format(tests=str(Path(__file__).parent), folder=str(tmp_path), code=code,
                                    players=players, teams=teams)
    assert run_on_screen(script, tmp_path, 1024, 600) == "ok"
