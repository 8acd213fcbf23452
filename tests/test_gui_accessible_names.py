"""Issue 27, item 4: every figure of the side panel says what it counts and for whom, the odds
bars say the chance, and every control of every dialog that takes the keyboard has a name
a screen reader can say, its field's label and not only its value."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QComboBox, QLabel, QLineEdit, QWidget

from scopa_desktop.ai.odds import Odds
from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.language import LANGUAGES

NAME = QAccessible.Text.Name
# Fields a label names for a screen reader (``QLabel.setBuddy``); a drop-down box needs a name of its
# own, as Qt names it by the item it shows.
FIELDS = (QAbstractSpinBox, QAbstractSlider, QLineEdit)


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(NAME) if interface is not None else ""


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
        assert name.endswith(figure.text()) or figure.text() in ("✓", "–")
    assert "25" in accessible_name(window.odds.bar.figures[0])
    assert "50" in accessible_name(window.odds.bar.figures[1])
    for bar in [*window.odds.bar.bars, *panel._bars]:
        assert accessible_name(bar).strip()


def dialogs(window) -> list[QWidget]:
    """One of each dialog and window the game opens."""
    from scopa_desktop.gui.dialogs.how_to_play import HowToPlayDialog
    from scopa_desktop.gui.dialogs.match_sheet import MatchSheetDialog
    from scopa_desktop.gui.dialogs.new_game import NewGameDialog
    from scopa_desktop.gui.dialogs.round_over import RoundOverDialog
    from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
    from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
    from scopa_desktop.gui.net_join import JoinDialog
    from scopa_desktop.gui.net_window import HostDialog
    from scopa_desktop.gui.review_window import ReviewWindow
    from scopa_desktop.gui.watch import WatchWindow

    finished = play_randomly(Match(Rules(), seed=5), random.Random(5))
    return [NewGameDialog(window.settings, window), SettingsDialog(window.settings, window),
            HowToPlayDialog("napoletane"), HostDialog(window), JoinDialog("Bruno", window),
            StatisticsDialog(window.statistics, window), MatchSheetDialog(window.controller, window),
            RoundOverDialog(window.controller, finished.round_scores[0], None, window.table.pixmap_for, window),
            ReviewWindow(finished, "napoletane", 0.0, samples=8),
            WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3)]


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
