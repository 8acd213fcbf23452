"""Issue 25, item 1: a wheel turned over a control without the focus scrolls the page and
changes no value; over the focused control it still changes the value."""

from __future__ import annotations

from helpers_gui import make_settings, open_window
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QWidget

from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.netplay.online import PlayOnlineDialog
from scopa_desktop.gui.shell.wheel_guard import install_wheel_guard

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
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))  # the window installs the guard
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


def test_every_value_control_of_new_game_settings_and_play_online_ignores_an_unfocused_wheel(qtbot, tmp_path):
    dialog = open_new_game(qtbot, tmp_path)
    settings_dialog = SettingsDialog(dialog.settings)
    online = PlayOnlineDialog(dialog.settings)
    online.server.addItems(["one.example.org", "two.example.org"])  # servers remembered: a choice to turn
    for other in (settings_dialog, online):
        qtbot.addWidget(other)
        other.show()
        qtbot.waitExposed(other)
    controls = [w for d in (dialog, settings_dialog, online) for kind in (QComboBox, QAbstractSpinBox, QAbstractSlider)
                for w in d.findChildren(kind) if w.isVisible() and w.isEnabled() and not w.inherits("QScrollBar")]
    assert len(controls) >= 11
    for control in controls:
        control.window().activateWindow()
        dialog.body.setFocus()
        settings_dialog.setFocus()
        online.tables.setFocus()
        value = control.property("currentIndex") if isinstance(control, QComboBox) else control.property("value")
        turn_wheel(control)
        after = control.property("currentIndex") if isinstance(control, QComboBox) else control.property("value")
        assert after == value, control.objectName() or type(control).__name__


def test_the_focused_control_still_follows_the_wheel(qtbot, tmp_path):
    dialog = open_new_game(qtbot, tmp_path)
    dialog.body.ensureWidgetVisible(dialog.target)
    dialog.target.setCurrentIndex(0)
    qtbot.waitUntil(dialog.target.hasFocus)
    turn_wheel(dialog.target)
    assert dialog.target.currentIndex() == 1


def test_the_guard_is_installed_once(qtbot):
    app = QApplication.instance()
    assert install_wheel_guard(app) is install_wheel_guard(app)
