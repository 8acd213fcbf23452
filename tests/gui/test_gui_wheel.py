"""Issue 25, item 1: a wheel turned over a control without the focus scrolls the page and
changes no value; over the focused control it still changes the value."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QWidget

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.dialogs.host_table import HostDialog
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.netplay.online import PlayOnlineDialog
from scopa_desktop.gui.review.watch import WatchWindow
from scopa_desktop.gui.review.window import ReviewWindow

ROOT = Path(__file__).resolve().parents[2]
DOWN = -120  # one notch towards the player, as a mouse wheel sends it


def turn_wheel(widget: QWidget, notches: int = 1) -> None:
    """Sends the wheel event a mouse over the middle of ``widget`` sends, to the widget under it."""
    local = QPointF(widget.width() / 2, widget.height() / 2)
    target = widget.childAt(local.toPoint()) or widget
    point = QPointF(target.mapFrom(widget, local.toPoint()))
    for _ in range(notches):
        event = QWheelEvent(point, QPointF(target.mapToGlobal(point.toPoint())), QPoint(0, 0), QPoint(0, DOWN),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        QApplication.sendEvent(target, event)


def open_new_game(qtbot, tmp_path) -> NewGameDialog:
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    dialog = NewGameDialog(window.settings, window)
    dialog.resize(520, 360)  # low enough that its fields scroll
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.target.setFocus()
    return dialog


def test_a_wheel_over_an_unfocused_combo_box_changes_nothing_and_scrolls_the_page(qtbot, tmp_path):
    dialog = open_new_game(qtbot, tmp_path)
    bar = dialog.body.verticalScrollBar()
    assert bar.maximum() > 0, "the dialog was meant to scroll"
    dialog.body.ensureWidgetVisible(dialog.last_deal)
    before_choice, before_scroll = dialog.last_deal.currentIndex(), bar.value()
    dialog.direction.setFocus()  # the focus is elsewhere, as when the mouse only passes over
    bar.setValue(0)
    turn_wheel(dialog.last_deal, notches=3)
    assert dialog.last_deal.currentIndex() == before_choice
    assert bar.value() > 0, f"the page did not scroll (was {before_scroll})"
    assert not dialog.last_deal.hasFocus()


def value_of(control: QWidget) -> object:
    return control.property("currentIndex") if isinstance(control, QComboBox) else control.property("value")


def test_every_value_control_of_every_window_that_has_one_ignores_an_unfocused_wheel(qtbot, tmp_path):
    dialog = open_new_game(qtbot, tmp_path)
    online = PlayOnlineDialog(dialog.settings)
    online.server.addItems(["one.example.org", "two.example.org"])  # servers remembered: a choice to turn
    finished = play_randomly(Match(Rules(), seed=5), random.Random(5))
    others = (SettingsDialog(dialog.settings), online, HostDialog(dialog.settings, "Anna"),
              ReviewWindow(finished, "napoletane", 0.0, samples=8),
              WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3))
    for other in others:
        qtbot.addWidget(other)
        other.show()
        qtbot.waitExposed(other)
    controls = [w for d in (dialog, *others) for kind in (QComboBox, QAbstractSpinBox, QAbstractSlider)
                for w in d.findChildren(kind) if w.isVisible() and w.isEnabled() and not w.inherits("QScrollBar")]
    assert {type(c.window()).__name__ for c in controls} == {"NewGameDialog", "SettingsDialog", "PlayOnlineDialog",
                                                            "HostDialog", "ReviewWindow", "WatchWindow"}
    for control in controls:
        for window in (dialog, *others):  # the focus elsewhere in each window, as when the mouse only passes over
            window.setFocus()
        before = value_of(control)
        turn_wheel(control)
        assert value_of(control) == before, f"{type(control.window()).__name__}: " \
                                            f"{control.objectName() or control.accessibleName()}"


def test_the_focused_control_still_follows_the_wheel(qtbot, tmp_path):
    dialog = open_new_game(qtbot, tmp_path)
    dialog.body.ensureWidgetVisible(dialog.target)
    dialog.target.setCurrentIndex(0)
    qtbot.waitUntil(dialog.target.hasFocus)
    turn_wheel(dialog.target)
    assert dialog.target.currentIndex() == 1


# A fresh interpreter: the tests' own process may have had a filter put on its application before.
APPLICATION_FILTERS_PROBE = """
import json
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication
installed = []
put = QCoreApplication.installEventFilter
def spy(self, watcher):
    if self is QCoreApplication.instance():
        installed.append(type(watcher).__name__)
    put(self, watcher)
QCoreApplication.installEventFilter = spy
app = QApplication([])
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.netplay.online import PlayOnlineDialog
from scopa_desktop.gui.settings import AI_PACE_KEY, AppSettings
from scopa_desktop.gui.shell.startup import create_main_window
settings = AppSettings()
settings.set(AI_PACE_KEY, "instant")
window = create_main_window(settings, resume=False, seed=7)
window.show()
def play():
    controller = window.controller
    if controller.match is None or not controller.is_human_turn():
        QTimer.singleShot(10, play)
        return
    for kind in (NewGameDialog, SettingsDialog, PlayOnlineDialog):
        dialog = kind(settings, window)
        dialog.show()
        dialog.close()
    card, take = controller.legal_moves()[0]
    controller.play(card, take)
    QTimer.singleShot(200, app.quit)
QTimer.singleShot(10, play)
app.exec()
print(json.dumps(installed))
"""


def test_nothing_the_game_opens_filters_every_event_of_the_application(tmp_path):
    """A filter on the application takes every event of every widget through Python, each waiting its turn
    at the interpreter while the AI, the coach and the odds think: the table's animations stalled."""
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path),
           "HOME": str(tmp_path), "PATH": ""}
    result = subprocess.run([sys.executable, "-c", APPLICATION_FILTERS_PROBE], env=env, capture_output=True,
                            text=True, timeout=120, cwd=ROOT, check=True)
    assert json.loads(result.stdout.strip().splitlines()[-1]) == []
