"""Statistics sorted and narrowed by a player who cannot see the screen, through the real
accessibility layer as Orca meets it (the desktop of ``test_gui_atspi``): the boxes are found by
the labels a screen reader says for them, the Down key changes each, and the game tells the new
order and how many tables are left, in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from test_gui_atspi import desktop, play_through_atspi  # noqa: F401 (desktop: the fixture)

from scopa_desktop import APP_NAME
from scopa_desktop.gui.accelerators import plain_text
from scopa_desktop.gui.words import capitalised, level_title
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore

# Played 4, 3 and 2; won 1, 3 and 2: most played first, most won first after a sort by Won.
TABLES = (("vs easy, to 11", 1, 3), ("vs hard, to 21", 3, 0), ("vs medium, to 11", 2, 0))
BY_WON = {"en": ["vs hard, to 21", "vs medium, to 11", "vs easy, to 11"],
          "de": ["gegen schwer, bis 21", "gegen mittel, bis 11", "gegen leicht, bis 11"]}


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "de"])
def test_a_player_who_cannot_see_the_screen_sorts_and_narrows_the_statistics(desktop, tmp_path, speak,  # noqa: F811
                                                                             code):
    folder = tmp_path / "data" / "ScopaDesktop" / APP_NAME  # where the game keeps them, beside its saved game
    folder.mkdir(parents=True)
    store = StatisticsStore(folder / "statistics.sqlite3")
    for label, won, lost in TABLES:
        for result in [True] * won + [False] * lost:
            store.record(MatchResult(label, result, rounds=2, points=11 if result else 4))
    speak(code)

    def words(context: str, text: str, count: int = -1) -> str:
        return plain_text(QCoreApplication.translate(context, text, None, count))

    sort_label, show_label = words("StatisticsChoices", "&Sort by:"), words("StatisticsChoices", "&Against:")
    found = play_through_atspi(desktop, tmp_path, player="atspi_statistics.py", language=code,
                               player_args=(words("MainWindow", "S&tatistics…"), sort_label, show_label))

    def sorted_by(column: str) -> str:
        return words("StatisticsDialog", "Sorted by {column}: {order}").format(
            column=words("StatisticsDialog", column), order=words("StatisticsChoices", "Highest first"))

    assert {sort_label, show_label} <= set(found["boxes"])  # each box said with the label that asks its question
    assert {sort_label, show_label} <= {label for _role, _name, label in found["focus"]}  # and reached by Tab
    assert found["sorted"] == sorted_by("Played")  # the table's description: the order it is in
    assert found["tables before"] == BY_WON[code][2:] + BY_WON[code][:2]  # most played first
    assert found["sort"]["box"] == words("StatisticsDialog", "Won")
    assert found["sort"]["heard"] == [sorted_by("Won")] and found["sort"]["description"] == sorted_by("Won")
    assert found["sort"]["tables"] == BY_WON[code]
    assert found["narrow"]["box"] == capitalised(level_title("easy"))
    assert found["narrow"]["heard"] == [words("StatisticsDialog", "%n table(s) shown", 1)]
    assert found["narrow"]["tables"] == BY_WON[code][2:]
