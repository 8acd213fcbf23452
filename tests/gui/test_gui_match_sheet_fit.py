"""The match sheet from the Game menu on the screens people have: a long match's every row in
view where the screen's free area has room for them with the dialog's frame, and the dialog
whole on the screen where it has not (then it scrolls, on its newest round, its rows in view
whole).  Each screen runs in a process of its own whose offscreen screen is the free area (a
netbook's 1024 x 600, and less a 40-px taskbar 1024 x 560)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import run_on_screen

SHEETS_ON_A_SCREEN = """
import random, sys
from pathlib import Path
sys.path[:0] = [{tests!r}, str(Path({tests!r}).parent)]
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from helpers_engine import play_randomly
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.gui.shell.startup import create_main_window

available = app.primaryScreen().availableGeometry()
room = available.marginsRemoved(FRAME)
screen = f"{{available.width()}}x{{available.height()}}"
problems = []
for rounds in range(6, 26, 2):  # from a sheet with room to spare to one that must scroll
    folder = Path({folder!r}) / str(rounds)
    window = create_main_window(make_settings(folder), save_path=folder / "save.json", resume=False, seed=1)
    window.show()
    while window.table.layout_ is None:
        app.processEvents()
    rules = Rules(variants=frozenset({{"card-value"}}), rounds=100)
    match = play_randomly(Match(rules, seed=3), random.Random(1), rounds=rounds)
    match.start_next_round()
    window.controller.resume(SavedGame(match, 3, [None, "easy"]))
    window.menu_actions["match_sheet"].trigger()  # opened over the window, in its type, as the game opens it
    dialog = window.opened["match_sheet"]
    QTest.qWaitForWindowExposed(dialog)
    app.processEvents()
    where = f"{{rounds}} rounds on {{screen}}:"
    sheet = dialog.sheet
    scrolled = sheet.verticalScrollBar().maximum()
    hidden = sum(not sheet.viewport().rect().contains(sheet.visualRect(sheet.model().index(row, 0)))
                 for row in range(sheet.rowCount()))
    if not available.contains(dialog.geometry()) or dialog.height() > room.height():
        problems.append(f"{{where}} the dialog {{dialog.geometry()}} leaves {{available}} with its frame")
    elif scrolled and dialog.height() < room.height():
        problems.append(f"{{where}} {{hidden}} rows of the sheet out of sight in a dialog {{dialog.height()}} px high, "
                        f"{{room.height() - dialog.height()}} px short of the {{room.height()}} px the screen has")
    # Opened on its foot, the rows in view are whole: none half under the header, the newest round among them.
    viewport = sheet.viewport().rect()
    rects = [sheet.visualRect(sheet.model().index(row, 0)) for row in range(sheet.rowCount())]
    cut = [row for row, rect in enumerate(rects) if rect.intersects(viewport) and not viewport.contains(rect)]
    newest = range(sheet.rowCount() - rules.teams, sheet.rowCount())
    unseen = [row for row in newest if not viewport.contains(rects[row])]
    if cut or unseen:
        problems.append(f"{{where}} rows {{cut}} cut by the sheet's viewport {{viewport}} and of the newest round "
                        f"{{unseen}} not whole in view: {{[rects[row] for row in cut + unseen]}}")
    if rounds in (14, 24):
        save_screenshot(dialog, f"gui-match-sheet-{{screen}}-{{rounds}}.png")
    dialog.close()
    window.close()
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize("width,height", [
    (1024, 600),  # a netbook with no taskbar, or one that hides
    (1024, 560),  # a netbook's 1024 x 600 less a 40-px taskbar
    (1366, 768),  # a laptop
])
def test_a_long_matchs_sheet_shows_every_row_the_screen_has_room_for(tmp_path, width, height):
    """Kept 120 px short of the screen's height, a long match's sheet scrolled by two rows on a
    netbook whose screen had room for them; scrolled to its foot with the last row flush with the
    bottom, it opened with its top row half under the header."""
    script = SHEETS_ON_A_SCREEN.format(tests=str(Path(__file__).parent), folder=str(tmp_path))
    assert run_on_screen(script, tmp_path, width, height, timeout=300) == "ok"
