"""Issue 27, item 4: every figure of the side panel says what it counts and for whom, the odds
bars say the chance, and every control of every dialog that takes the keyboard has a name
a screen reader can say, its field's label and not only its value."""

from __future__ import annotations

import itertools
import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QWidget,
)

from scopa_desktop.ai.odds import Odds
from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.language import LANGUAGES
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.words import primiera_text
from scopa_desktop.storage.statistics_db import MatchResult

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
ROW_SLACK = 12  # controls side by side in a row may stand a few pixels apart in height
# Fields a label names for a screen reader (``QLabel.setBuddy``); a drop-down box needs a name of its
# own, as Qt names it by the item it shows.
FIELDS = (QAbstractSpinBox, QAbstractSlider, QLineEdit)


def interface_text(widget: QWidget, kind: QAccessible.Text) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(kind) if interface is not None else ""


def accessible_name(widget: QWidget) -> str:
    return interface_text(widget, NAME)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_panel_figure_says_what_it_counts_and_for_whom(qtbot, tmp_path, speak, code):
    speak(code)
    window = open_window(qtbot, tmp_path)
    window.odds.set_enabled(True)
    window.odds.bar.show_odds(Odds(0.25, 0.5))
    panel = window.score_panel
    sides = [window.controller.team_name(team) for team in range(window.controller.rules.teams)]
    figures = [*panel.total_labels, *(cell for cells in panel._cells for cell in cells)]
    assert len(figures) == 2 + 2 * 5
    for figure in figures:
        name = accessible_name(figure)
        assert name != figure.text() and any(side in name for side in sides), name
        said = name.rsplit(": ", 1)[1]
        assert said == figure.text() if figure.text().isdigit() else said and not {"✓", "–"} & set(said)
        assert interface_text(figure, DESCRIPTION) == ""  # nothing said twice
    assert "25" in accessible_name(window.odds.bar.figures[0])
    assert "50" in accessible_name(window.odds.bar.figures[1])
    for bar in [*window.odds.bar.bars, *panel._bars]:
        assert accessible_name(bar).strip()


def test_a_primiera_not_yet_made_is_said_in_words_in_the_panel(qtbot, tmp_path, speak):
    """Issue 60: the running count's primiera of a side without every suit showed "–", which a
    screen reader says as "none" or not at all: the cell says it has none in words, and its
    accessible name why, as the round's dialog says it."""
    speak("it")
    window = open_window(qtbot, tmp_path)
    panel = window.score_panel
    primiera_row = [line.title for line in panel.rows].index("Primiera")
    cells = [cells[primiera_row] for cells in panel._cells]
    qtbot.waitUntil(lambda: all(cell.text() for cell in cells))
    for team, cell in zip(window.controller.running_score().teams, cells, strict=True):
        assert team.primiera is None  # the round has just begun: nobody holds all four suits
        assert cell.text() == "niente"
        said = primiera_text(team)
        assert said.startswith("niente primiera (senza ") and accessible_name(cell).endswith(": " + said)
    settebello = panel._cells[0][[line.title for line in panel.rows].index("Settebello")]
    assert accessible_name(settebello).endswith(": no") and settebello.text() == "–"


SIGNS = ("●", "–")


def test_the_count_in_the_round_dialog_and_the_match_sheet_is_read_in_words(qtbot, tmp_path, speak):
    """A screen reader read the match sheet's point mark as "black circle" and its dash as "en
    dash" (or nothing), and the round's dialog's "23  ●" the same way: their cells are read in words."""
    from scopa_desktop.gui.dialogs.round_over import RoundOverDialog

    speak("it")
    window = open_window(qtbot, tmp_path)
    finished = play_randomly(Match(Rules(target=21), seed=5), random.Random(5))
    window.controller.resume(SavedGame(finished, 5, [None, "random"]))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # Partita > Foglio della partita
    qtbot.waitUntil(lambda: "match_sheet" in window.opened and window.opened["match_sheet"].isVisible())
    sheet = window.opened["match_sheet"].sheet
    table = QAccessible.queryAccessibleInterface(sheet)
    cells = [table.child(index) for index in range(table.childCount())]
    cells = [cell for cell in cells if cell.role() == QAccessible.Role.Cell]  # the heads are ColumnHeader
    shown = [sheet.cell_text(row, column) for row in range(sheet.rowCount()) for column in range(sheet.columnCount())]
    said = [cell.text(NAME) for cell in cells]
    assert len(said) == len(shown)
    assert any(sign in text for text in shown for sign in SIGNS)
    assert not [text for text in said if any(sign in text for sign in SIGNS)]
    assert next(said for shown, said in zip(shown, said, strict=True) if shown == "●") == "un punto"
    assert next(said for shown, said in zip(shown, said, strict=True) if shown == "–") == "niente"
    marked = next(index for index, text in enumerate(shown) if text[:1].isdigit() and text.endswith("●"))
    assert said[marked] == shown[marked].split()[0] + ", un punto"
    columns = sheet.columnCount()
    assert [said[row * columns] for row in range(sheet.rowCount())][:4] == ["1", "1", "2", "2"]  # never "blank"

    dialog = RoundOverDialog(window.controller, finished.round_scores[0], None, window.table.pixmap_for, window)
    qtbot.addWidget(dialog)
    figures = [label for label in dialog.findChildren(QLabel) if any(sign in label.text() for sign in (*SIGNS, "/"))]
    assert figures and not [accessible_name(label) for label in figures
                            if any(sign in accessible_name(label) for sign in (*SIGNS, "/"))]
    assert f"{finished.totals[0]} su 21" in [accessible_name(label) for label in figures]  # not "… slash 21"


def test_a_figure_the_statistics_do_not_have_yet_is_read_in_words(qtbot, tmp_path, speak):
    """Points per round and the best match of a table whose matches did not count them showed "–",
    which a screen reader reads as "en dash" or skips."""
    speak("it")
    window = open_window(qtbot, tmp_path)
    window.statistics.record(MatchResult("vs easy, to 11", True))
    window.menu_actions["statistics"].trigger()
    qtbot.waitUntil(lambda: "statistics" in window.opened and window.opened["statistics"].isVisible())
    table = window.opened["statistics"].table
    interface = QAccessible.queryAccessibleInterface(table)
    cells = [interface.child(index) for index in range(interface.childCount())]
    said = [cell.text(NAME) for cell in cells if cell.role() == QAccessible.Role.Cell]
    shown = [table.item(0, column).text() for column in range(table.columnCount())]
    assert "–" in shown and "–" not in said
    assert [words for text, words in zip(shown, said, strict=True) if text == "–"] == ["niente"] * shown.count("–")


def dialogs(window) -> list[QWidget]:
    """One of each dialog and window the game opens (a networked table's with nothing to connect to),
    the main window last."""
    from scopa_desktop.gui.dialogs.host_table import HostDialog
    from scopa_desktop.gui.dialogs.how_to_play import HowToPlayDialog
    from scopa_desktop.gui.dialogs.join_table import JoinDialog
    from scopa_desktop.gui.dialogs.match_sheet import MatchSheetDialog
    from scopa_desktop.gui.dialogs.new_game import NewGameDialog
    from scopa_desktop.gui.dialogs.round_over import RoundOverDialog
    from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
    from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
    from scopa_desktop.gui.netplay.online import PlayOnlineDialog
    from scopa_desktop.gui.netplay.window import NetTableWindow
    from scopa_desktop.gui.review.watch import WatchWindow
    from scopa_desktop.gui.review.window import ReviewWindow

    finished = play_randomly(Match(Rules(), seed=5), random.Random(5))
    window.statistics.record(MatchResult("vs easy, to 11", True))  # the statistics' table shows, not its "none yet"
    return [NewGameDialog(window.settings, window), SettingsDialog(window.settings, window),
            HowToPlayDialog("napoletane"), HostDialog(window.settings, "Anna", window), JoinDialog("Bruno", window),
            PlayOnlineDialog(window.settings, window),
            StatisticsDialog(window.statistics, window), MatchSheetDialog(window.controller, window),
            RoundOverDialog(window.controller, finished.round_scores[0], None, window.table.pixmap_for, window),
            ReviewWindow(finished, "napoletane", 0.0, samples=8),
            WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3),
            NetTableWindow(window.settings, "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"}), window]


def label_of(widget: QWidget) -> str:
    """The text of the label a screen reader on Linux says for ``widget`` (Qt's "labelled by" relation)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    labels = interface.relations(QAccessible.RelationFlag.Label) if interface is not None else []
    return " ".join(label.text(NAME) for label, _relation in labels).strip()


def unnamed_controls(dialog: QWidget) -> list[str]:
    """The controls the Tab key reaches in ``dialog`` that a screen reader could not name, or
    could name only by their value (a field with neither a name of its own nor a label for it)."""
    labelled = {id(label.buddy()) for label in dialog.findChildren(QLabel) if label.buddy() is not None}
    found = []
    for widget in dialog.findChildren(QWidget):
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or not widget.isVisibleTo(dialog) \
                or widget.focusProxy() is not None:
            continue
        name = accessible_name(widget).strip()
        by_value_only = not widget.accessibleName() and (
            isinstance(widget, QComboBox) or (isinstance(widget, FIELDS) and id(widget) not in labelled))
        # On Linux Qt names a drop-down box by its value whatever its own name: only a label says what it asks.
        by_value_only |= isinstance(widget, QComboBox) and not label_of(widget)
        if not name or by_value_only:
            found.append(f"{type(dialog).__name__}: {type(widget).__name__} {widget.objectName()} {name!r}")
    return found


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_control_of_every_dialog_has_a_name(qtbot, tmp_path, speak, code):
    speak(code)
    window = open_window(qtbot, tmp_path)
    QAccessible.setActive(True)
    missing = []
    for dialog in dialogs(window):
        qtbot.addWidget(dialog)
        dialog.show()
        missing += unnamed_controls(dialog)
        dialog.close()
    assert missing == [], "\n".join(missing)


def tab_chain(dialog: QWidget) -> list[QWidget]:
    """The controls Tab reaches in ``dialog``, in the order it reaches them."""
    found, widget = [], dialog.nextInFocusChain()
    while widget is not dialog and widget not in found:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(dialog) \
                and widget.isEnabled() and widget.focusProxy() is None:
            found.append(widget)
        widget = widget.nextInFocusChain()
    return found


def page_place(widget: QWidget, dialog: QWidget) -> tuple[float, int]:
    """Where ``widget`` is on the page, top to bottom: a control in a scrolling body is placed
    within the body's own span (scaled), so what lies below it on the screen still comes after."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is None or area.widget() is None:
        point = widget.mapTo(dialog, QPoint(0, 0))
        return float(point.y()), point.x()
    inside = widget.mapTo(area.widget(), QPoint(0, 0))
    top = area.mapTo(dialog, QPoint(0, 0)).y()
    return top + inside.y() * area.height() / max(1, area.widget().height()), inside.x()


def test_tab_goes_down_the_page_in_every_dialog(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    out_of_order = []
    # Not the main window: Tab in its table goes between the hand and the table cards.
    for dialog in dialogs(window)[:-1]:
        qtbot.addWidget(dialog)
        dialog.show()
        chain = tab_chain(dialog)
        places = [page_place(widget, dialog) for widget in chain]
        column_right = 0  # where the column Tab goes down ends, so far: a page may have two, read left first
        for (before, after), (was, now) in zip(itertools.pairwise(chain), itertools.pairwise(places), strict=True):
            if not before.isAncestorOf(after):  # a scrolling body's own span is the whole page's
                column_right = max(column_right, was[1] + before.width())
            same_row = abs(now[0] - was[0]) < ROW_SLACK
            next_column = now[0] < was[0] - ROW_SLACK and now[1] >= column_right
            if next_column:
                column_right = 0
            elif now[0] < was[0] - ROW_SLACK or (same_row and now[1] < was[1]):
                out_of_order.append(f"{type(dialog).__name__}: {accessible_name(after)!r} after "
                                    f"{accessible_name(before)!r}")
        dialog.close()
    assert out_of_order == [], "\n".join(out_of_order)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_cloth_box_is_said_by_its_label_not_by_its_value(qtbot, tmp_path, speak, code):
    """Qt on Linux names a drop-down box by the item it shows ("Green felt"); the cloth's box in
    Settings and New game has a label for a screen reader to say what it asks."""
    from scopa_desktop.gui.dialogs.new_game import NewGameDialog
    from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog

    speak(code)
    QAccessible.setActive(True)
    settings = make_settings(tmp_path)
    for dialog in (SettingsDialog(settings), NewGameDialog(settings)):
        qtbot.addWidget(dialog)
        dialog.show()
        felt = dialog.skin.felt
        label = label_of(felt)
        assert label == QCoreApplication.translate("SkinPicker", "Table cloth") and label != felt.currentText()
        assert (label == "Table cloth") == (code == "en")
