"""Words the windows around the table show are never cut (with "…" or at a widget's edge), in the
longest languages (German, Italian), on a narrow window and on a big screen."""

from __future__ import annotations

import pytest
from helpers_gui import save_screenshot
from PySide6.QtCore import QRect, Qt

from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
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
