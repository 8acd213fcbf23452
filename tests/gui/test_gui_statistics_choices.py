"""Statistics sorted and narrowed from the keyboard: a column's title sorts at a click, but a
header takes no focus, so a keyboard or a screen reader could not sort at all; and a player
with many kinds of table wants to see those against one level, or played to one score."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QLabel
from test_gui_accessible_names import label_of
from test_statistics import click_title, column_texts

from scopa_desktop.engine import Rules
from scopa_desktop.gui.accelerators import plain_text
from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
from scopa_desktop.gui.statistics import table_label
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore

PARTNERSHIP = table_label(Rules(players=4, teams=2), ["easy", "medium", "hard"])  # with medium, against easy and hard
TABLES = (("vs easy, to 11", 3, 1), ("vs medium, to 11", 1, 4), ("vs hard, to 11", 0, 2), ("vs hard, to 21", 3, 2),
          ("vs medium, 3 rounds", 1, 0), (PARTNERSHIP, 2, 0))


def opened(qtbot, tmp_path) -> tuple[StatisticsDialog, StatisticsStore]:
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    for label, won, lost in TABLES:
        for result in [True] * won + [False] * lost:
            statistics.record(MatchResult(label, result, rounds=2, points=11 if result else 4))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog, statistics


def reach(qtbot, dialog: StatisticsDialog, box: QComboBox) -> None:
    """Alt and the letter its label shows underlined, as the player reaches the box."""
    label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is box)
    letter = label.text()[label.text().index("&") + 1]
    qtbot.keyClick(dialog, letter, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(box.hasFocus)


def choose(qtbot, box: QComboBox, words: str) -> None:
    """The item ``words`` of the focused ``box``, by the arrow keys."""
    wanted = box.findText(words)
    assert wanted >= 0, [box.itemText(index) for index in range(box.count())]
    key = Qt.Key.Key_Down if wanted > box.currentIndex() else Qt.Key.Key_Up
    while box.currentIndex() != wanted:
        qtbot.keyClick(box, key)


def described(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def test_the_tables_are_sorted_from_the_keyboard_and_the_order_is_said(qtbot, tmp_path):
    dialog, _ = opened(qtbot, tmp_path)
    choices = dialog.choices
    assert choices.sort_box.currentText() == "Played" and choices.order_box.currentText() == "Highest first"
    assert described(dialog.table) == "Sorted by Played: Highest first"
    reach(qtbot, dialog, choices.sort_box)
    choose(qtbot, choices.sort_box, "Won")
    won = [int(text) for text in column_texts(dialog, 2)]
    assert won == sorted(won, reverse=True) and won != [int(text) for text in column_texts(dialog, 1)]
    assert described(dialog.table) == "Sorted by Won: Highest first"
    reach(qtbot, dialog, choices.order_box)
    choose(qtbot, choices.order_box, "Lowest first")
    assert [int(text) for text in column_texts(dialog, 2)] == sorted(won)
    assert described(dialog.table) == "Sorted by Won: Lowest first"
    reach(qtbot, dialog, choices.sort_box)
    choose(qtbot, choices.sort_box, "Table")  # words sort from A first
    tables = column_texts(dialog, 0)
    assert tables == sorted(tables, key=str.casefold) and choices.order_box.currentText() == "A to Z"
    click_title(qtbot, dialog, "Won %")  # a click sorts as before, and the boxes say so
    assert choices.sort_box.currentText() == "Won %" and choices.order_box.currentText() == "Highest first"
    # A screen reader says what each box asks (Qt names a box by its value on Linux: the label it is
    # "labelled by" says the question; elsewhere the box's own name).
    for box in (choices.sort_box, choices.order_box, choices.level_box, choices.goal_box):
        label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is box)
        words = plain_text(label.text())
        assert label_of(box) == words and box.accessibleName() == words.rstrip(": ")


def shown_tables(dialog: StatisticsDialog) -> dict[str, str]:
    """Each table shown, by its words, with its Played figure."""
    return dict(zip(column_texts(dialog, 0), column_texts(dialog, 1), strict=True)) if dialog.table.isVisible() else {}


def played(label: str) -> str:
    return next(str(won + lost) for table, won, lost in TABLES if table == label)


def test_the_tables_shown_follow_the_level_played_against_and_the_score_played_to(qtbot, tmp_path):
    dialog, _ = opened(qtbot, tmp_path)
    choices = dialog.choices
    words = {label: dialog.table_words(label) for label, _, _ in TABLES}
    assert shown_tables(dialog) == {words[label]: played(label) for label, _, _ in TABLES}
    assert [choices.level_box.itemText(i) for i in range(choices.level_box.count())] == \
        ["Every level", "Easy", "Medium", "Hard"]
    assert [choices.goal_box.itemText(i) for i in range(choices.goal_box.count())] == \
        ["Any length", "to 11", "to 21", "3 rounds"]
    reach(qtbot, dialog, choices.level_box)
    choose(qtbot, choices.level_box, "Hard")  # the partnership is against a hard AI too
    hard = ("vs hard, to 11", "vs hard, to 21", PARTNERSHIP)
    assert shown_tables(dialog) == {words[label]: played(label) for label in hard}
    choose(qtbot, choices.level_box, "Medium")  # medium partnered the player there: not played against
    medium = ("vs medium, to 11", "vs medium, 3 rounds")
    assert shown_tables(dialog) == {words[label]: played(label) for label in medium}
    reach(qtbot, dialog, choices.goal_box)
    choose(qtbot, choices.goal_box, "3 rounds")
    assert shown_tables(dialog) == {words["vs medium, 3 rounds"]: "1"}
    reach(qtbot, dialog, choices.level_box)
    choose(qtbot, choices.level_box, "Easy")  # no table against an easy AI over 3 rounds: said, not a blank
    assert shown_tables(dialog) == {} and dialog.empty.isVisible() and "kind chosen above" in dialog.empty.text()
    assert choices.isVisible() and dialog.reset_button.isEnabled()
    choose(qtbot, choices.level_box, "Every level")
    reach(qtbot, dialog, choices.goal_box)
    choose(qtbot, choices.goal_box, "to 11")
    to_11 = ("vs easy, to 11", "vs medium, to 11", "vs hard, to 11", PARTNERSHIP)
    assert shown_tables(dialog) == {words[label]: played(label) for label in to_11}
    dialog.fill()  # a match ended while the dialog was open: the choice holds
    assert choices.goal_box.currentText() == "to 11" and len(shown_tables(dialog)) == len(to_11)


@pytest.mark.parametrize("code", ["it", "de", "da"])
def test_the_choices_are_worded_in_every_language(qtbot, tmp_path, speak, code):
    speak(code)
    dialog, _ = opened(qtbot, tmp_path)
    choices = dialog.choices
    texts = [label.text() for label in choices.findChildren(QLabel)]
    texts += [box.itemText(0) for box in (choices.order_box, choices.level_box, choices.goal_box)]
    english = ["&Sort by:", "&Order:", "&Against:", "&Match length:", "Highest first", "Every level", "Any length"]
    assert not set(map(plain_text, texts)) & set(map(plain_text, english)), texts
