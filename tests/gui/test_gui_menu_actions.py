"""The main window's menus come from one registry (``gui/shell/actions.py``): every action
once, with a key of its own, and what it opens loaded only when it is first used."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from helpers_gui import open_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from scopa_desktop.gui.shell.actions import MENU_ACTIONS

ROOT = Path(__file__).resolve().parents[2]


def test_the_menus_hold_every_declared_action_once_each_with_a_key_of_its_own(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    in_menus = [action for menu in window.menuBar().actions() for action in menu.menu().actions()
                if not action.isSeparator()]
    assert in_menus == [window.menu_actions[declared.id] for declared in MENU_ACTIONS]
    keys = [key.toString() for action in in_menus for key in action.shortcuts()]
    assert len(keys) == len(set(keys)), "two actions share a key: Qt would run neither"


# A fresh interpreter: the tests' own process has imported everything long ago.
FIRST_USE_PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from scopa_desktop.gui.settings import AppSettings
from scopa_desktop.gui.shell.startup import create_main_window
OPENED = ("scopa_desktop.gui.dialogs", "scopa_desktop.gui.netplay", "scopa_desktop.gui.review")
window = create_main_window(AppSettings(), resume=False, seed=1)
loaded = [sorted(m for m in sys.modules if m.startswith(OPENED))]
for action in ("match_sheet", "settings", "how_to_play"):
    window.menu_actions[action].trigger()
    loaded.append(sorted(m for m in sys.modules if m.startswith(OPENED)))
print(json.dumps(loaded))
window.close()
"""


def test_what_an_action_opens_is_loaded_when_it_is_first_used(tmp_path):
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path),
           "HOME": str(tmp_path), "PATH": ""}
    result = subprocess.run([sys.executable, "-c", FIRST_USE_PROBE], env=env, capture_output=True, text=True,
                            timeout=120, cwd=ROOT, check=True)
    with_the_game, after_sheet, after_settings, after_how_to_play = json.loads(result.stdout.strip().splitlines()[-1])
    assert with_the_game == [], f"loaded with the game, before any action: {with_the_game}"
    assert "scopa_desktop.gui.dialogs.match_sheet" in after_sheet
    assert "scopa_desktop.gui.dialogs.settings_dialog" not in after_sheet
    assert "scopa_desktop.gui.dialogs.settings_dialog" in after_settings
    assert "scopa_desktop.gui.dialogs.how_to_play" in after_how_to_play
    assert "scopa_desktop.gui.dialogs.how_to_play" not in after_settings


# Each dialog the Game and Help menus open anew at every opening.
DIALOG_ACTIONS = ("new_game", "match_sheet", "statistics", "settings", "how_to_play", "rules")


def test_a_dialog_closed_is_gone_however_often_it_was_opened(qtbot, tmp_path):
    """Opened and closed three times, Statistics (and every dialog made at each opening) left three
    dialogs in memory, children of the window until it closed."""
    window = open_window(qtbot, tmp_path)
    for action in DIALOG_ACTIONS:
        for _ in range(3):
            window.menu_actions[action].trigger()
            dialog = window.opened[action]
            qtbot.waitExposed(dialog)
            QTest.keyClick(dialog, Qt.Key.Key_Escape)  # closed at once, deleted when the event loop next runs
        qtbot.waitUntil(lambda: window.findChildren(QDialog) == [])  # once the event loop has deleted them


def escape_the_dialog_once_open() -> None:
    """Esc on the modal dialog as soon as it shows: Host and Join wait in their own event loop (``exec``)."""
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, look)


def test_a_network_dialog_closed_is_gone_however_often_it_was_opened(qtbot, tmp_path):
    """Host a table, Join a table and Play online stayed in memory after they closed, one more at every
    opening (Host and Join read their fields once their ``exec`` is over, so were never deleted on close)."""
    window = open_window(qtbot, tmp_path)
    for action in ("host_table", "join_table", "play_online"):
        for _ in range(3):
            escape_the_dialog_once_open()
            window.menu_actions[action].trigger()
            qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
        qtbot.waitUntil(lambda: window.findChildren(QDialog) == [])  # once the event loop has deleted them
