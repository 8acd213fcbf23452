"""Game → Statistics sized to what it shows: a new player's row or two open a small dialog with no
blank below them, which grows with their history up to what the screen holds, never off a netbook's
screen and never cutting a table's words, a column's title or the rating's words.  Each screen in a
process of its own whose offscreen screen has that size (Qt's offscreen ``configfile``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers_gui import run_on_screen

SCRIPT = """
import json, random, sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from scopa_desktop.gui import language
language.install({code!r}, app)
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.gui.settings import LEVELS_KEY
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.gui.statistics import FILE_NAME
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore

folder = Path({folder!r})
TABLES = ["vs medium, to 11", "vs hard, to 21", "4 players 2 sides (easy, medium, hard), to 11",
          "6 players 3 sides (hard, hard, hard, hard, hard), to 11, asso-piglia-tutto, napola", "vs easy, 3 rounds"]
store = StatisticsStore(folder / FILE_NAME)
draw = random.Random(4)
for number in range({matches}):
    table = TABLES[number] if number < 2 else draw.choice(TABLES)
    store.record(MatchResult(table, draw.random() < 0.5, assisted=number > 2 and draw.random() < 0.2,
                             rounds=draw.randint(1, 5), points=draw.randint(0, 25), scope=draw.randint(0, 4)))
store.close()
window = create_main_window(make_settings(folder, **{{LEVELS_KEY: "random"}}), save_path=folder / "save.json",
                            resume=False, seed=1)
window.show()
QTest.qWaitForWindowExposed(window)
window.menu_actions["statistics"].trigger()
dialog = window.opened["statistics"]
QTest.qWaitForWindowExposed(dialog)
app.processEvents()
problems = []
room = dialog.screen().availableGeometry().marginsRemoved(FRAME)
if dialog.width() > room.width() or dialog.height() > room.height():
    problems.append(f"{{dialog.size()}} is larger than the screen's room {{room.size()}}")
table = dialog.table
rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
if not table.verticalScrollBar().isVisible() and table.viewport().height() > rows + 1:
    problems.append(f"a blank {{table.viewport().height() - rows}} px high below the rows")
if table.horizontalScrollBar().isVisible():
    problems.append("the table scrolls sideways")
header = table.horizontalHeader()
for column in range(table.columnCount()):
    if header.sectionSize(column) < header.sectionSizeHint(column):
        problems.append(f"column {{column}}'s title cut: {{header.sectionSize(column)}} px")
for row in range(table.rowCount()):
    if table.rowHeight(row) < table.sizeHintForRow(row):
        problems.append(f"row {{row}} cut: {{table.rowHeight(row)}} px for {{table.sizeHintForRow(row)}}")
words = dialog.rating.words
if words.height() < words.heightForWidth(words.width()):
    problems.append(f"the rating's words cut: {{words.height()}} px for {{words.heightForWidth(words.width())}}")
save_screenshot(dialog, f"gui-statistics-{{room.width()}}-{code}-{matches}.png")
print(json.dumps({{"problems": problems, "size": [dialog.width(), dialog.height()]}}))
"""


def statistics_on_screen(tmp_path: Path, width: int, height: int, matches: int, code: str = "en") -> dict:
    folder = tmp_path / f"{width}-{matches}"
    folder.mkdir()
    script = SCRIPT.format(tests=str(Path(__file__).parent), folder=str(folder), code=code, matches=matches)
    output = run_on_screen(script, folder, width, height)
    try:
        return json.loads(output.splitlines()[0])
    except (json.JSONDecodeError, IndexError):
        raise AssertionError(output) from None


@pytest.mark.parametrize(("width", "height", "code"), [(1024, 600, "de"), (1366, 768, "en"),
                                                       pytest.param(1920, 1080, "it", marks=pytest.mark.slow)])
def test_statistics_open_as_large_as_the_history_and_grow_with_it(tmp_path, width, height, code):
    """One match in the history opened a 1000 x 560 dialog: one row above a blank as tall as the screen."""
    sizes = []
    for matches in (1, 2, 200):
        shown = statistics_on_screen(tmp_path, width, height, matches, code)
        assert shown["problems"] == [], (matches, shown)
        sizes.append(shown["size"])
    (_, one), (_, two), (_, many) = sizes
    assert one < 400  # a row, the rating with its plot, and the buttons
    assert one < two < many  # each row more, a taller dialog
