"""Words the windows around the table show are never cut (with "…" or at a widget's edge), in the
longest languages (German, Italian), on a narrow window and on a big screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import make_settings, open_window, run_on_screen, save_screenshot, wait_for_layout
from PySide6.QtCore import QRect, Qt

from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore

LONG_TABLES = ["6 players alone (hard, medium, easy, random, hard), to 11",
               "4 players 2 sides (hard, medium, hard), 3 rounds, napola, re bello", "vs medium, to 21"]


@pytest.mark.parametrize("code", ["de", "it", "en"])
@pytest.mark.parametrize("width", [620, 900])
def test_statistics_show_every_tables_words_whole(qtbot, tmp_path, speak, code, width):
    speak(code)
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    for label in LONG_TABLES:
        statistics.record(MatchResult(label, True))
        statistics.record(MatchResult(label, False, assisted=True))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(width, dialog.height())
    qtbot.waitUntil(lambda: dialog.width() == width)
    table = dialog.table
    metrics = table.fontMetrics()
    save_screenshot(dialog, f"statistics-{code}-{width}.png")
    assert table.rowCount() == 2 * len(LONG_TABLES)
    for row in range(table.rowCount()):
        item = table.item(row, 0)
        cell = table.visualRect(table.indexFromItem(item))
        room = cell.adjusted(3, 0, -3, 0)  # the item delegate's margin
        needed = metrics.boundingRect(QRect(0, 0, room.width(), 10_000), Qt.TextFlag.TextWordWrap, item.text())
        assert needed.width() <= room.width() and needed.height() <= cell.height(), (item.text(), cell)
    assert table.textElideMode() == Qt.TextElideMode.ElideNone


def whole_and_inside(widget, panel) -> QRect:
    """``widget``'s place in ``panel``, once it is as wide as its words need and wholly inside."""
    assert widget.width() >= widget.sizeHint().width(), (widget.text(), widget.width(), widget.sizeHint())
    place = QRect(widget.mapTo(panel, widget.rect().topLeft()), widget.size())
    assert panel.rect().contains(place), (widget.text(), place, panel.rect())
    return place


@pytest.mark.parametrize("code", ["it", "de", "da"])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_hint_and_undo_show_their_words_whole(qtbot, tmp_path, speak, code, size):
    speak(code)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.resize(size[0] - FRAME.left() - FRAME.right(), size[1] - FRAME.top() - FRAME.bottom())
    wait_for_layout(qtbot, window.table)
    qtbot.waitUntil(lambda: window.undo_button.isVisible())
    save_screenshot(window, f"assist-buttons-{code}-{size[0]}x{size[1]}.png")
    hint = whole_and_inside(window.hint_button, window.side_panel)
    undo = whole_and_inside(window.undo_button, window.side_panel)
    assert not hint.intersects(undo)


NEW_GAME_ON_A_NETBOOK = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
app = QApplication([])
from scopa_desktop.gui import language
language.install({code!r}, app)
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.ai.rating import PlayerRating
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY
settings = make_settings(Path({folder!r}), **{{PLAYERS_KEY: 6, TEAMS_KEY: 6, LEVELS_KEY: "hard"}})
dialog = NewGameDialog(settings, abandoning=True, rating=PlayerRating(1313, 21, 30))
dialog.show()
for _ in range(50):
    app.processEvents()
save_screenshot(dialog, "new-game-netbook-{code}.png")
line = dialog.even_match
seen = line.visibleRegion().boundingRect()
room = app.primaryScreen().availableGeometry()
problems = []
if seen != line.rect() or not line.text():
    problems.append(f"the even match line shows {{seen}} of {{line.rect()}}")
if not room.contains(dialog.geometry()):
    problems.append(f"the dialog {{dialog.geometry()}} leaves {{room}}")
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize("code", ["de", "it"])
def test_new_game_shows_the_level_for_an_even_match_on_a_netbook(tmp_path, code):
    script = NEW_GAME_ON_A_NETBOOK.format(tests=str(Path(__file__).parent), folder=str(tmp_path), code=code)
    assert run_on_screen(script, tmp_path, 1024, 560) == "ok"
