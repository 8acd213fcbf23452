"""The window as the app opens it (``create_main_window(frame_first=True)``): its
frame paints first, before the engine, the decks and the saved game are read; the
match comes just after, with everything a start does (resume: test_gui_lifecycle;
notices; the opponents held until the window has painted).  Figures: BENCHMARKS.md,
start-up."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from helpers_gui import make_settings, save_screenshot, wait_for_layout

from scopa_desktop.gui.saved_game import load_game
from scopa_desktop.gui.settings import AppSettings
from scopa_desktop.gui.shell.first_frame import BareFelt
from scopa_desktop.gui.shell.main_window import MainWindow
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.table import TableView

ROOT = Path(__file__).resolve().parents[2]


def opened(qtbot, folder: Path, settings: AppSettings | None = None, resume: bool = False) -> MainWindow:
    window = create_main_window(settings or make_settings(folder), save_path=folder / "saved-game.json",
                                resume=resume, seed=7, frame_first=True)
    qtbot.addWidget(window, before_close_func=lambda w: w.close())
    return window


def test_the_frame_comes_first_and_the_game_just_after_its_first_paint(qtbot, tmp_path):
    window = opened(qtbot, tmp_path)
    splitter = window.centralWidget()
    assert isinstance(splitter.widget(0), BareFelt)  # the felt, and no table, game or match yet
    assert window.pending_start is not None and not hasattr(window, "controller")
    assert window.menuBar().actions() and not any(a.isEnabled() for a in window.menu_actions.values())
    window.resize(1200, 800)
    save_screenshot(window, "startup-first-frame.png")  # what its first paint draws
    with qtbot.waitSignal(window.firstPainted):
        window.show()
    assert window.pending_start is None
    assert isinstance(splitter.widget(0), TableView) and splitter.widget(0) is window.table
    assert window.table.hasFocus() or not window.isActiveWindow()
    assert window.controller.in_match()
    assert not window.controller.ai_on_hold  # held for the first paint, let go just after it
    assert window.menu_actions["new_game"].isEnabled() and window.menu_actions["hint"].isEnabled()
    assert window.move_log.lines()[0].startswith("Match against")
    wait_for_layout(qtbot, window.table)
    assert window.table.cards  # dealt and laid out
    # The side panel's parts are shown on the next turn (Qt shows what is added to a layout on screen
    # then); showing them at once flashed the move log's scroll bar for a frame.
    qtbot.waitUntil(lambda: window.score_panel.isVisible() and window.move_log.isVisible())
    assert not window.move_log.verticalScrollBar().isVisible()
    save_screenshot(window, "startup-a-moment-later.png")


def test_a_window_closed_before_its_game_came_still_starts_and_saves_it(qtbot, tmp_path):
    """What a start reads and repairs does not depend on how soon the window closes
    (the startup probe quits as soon as the window is on screen)."""
    saved = tmp_path / "saved-game.json"
    saved.write_text("[" * 1000, encoding="utf-8")
    window = opened(qtbot, tmp_path, resume=True)
    window.close()
    assert window.pending_start is None
    assert (tmp_path / "saved-game.unreadable.json").read_text(encoding="utf-8") == "[" * 1000
    assert load_game(saved) is not None  # the new match, saved on closing


# A fresh interpreter: the tests' own process has imported everything long ago.
FIRST_FRAME_PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
import PySide6.QtCore as QtCore
from PySide6.QtCore import QEvent, QObject
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.settings import AppSettings
# The engine, the decks, the AI, and what the menus open or only the game needs.
LATER = ("scopa_desktop.engine", "scopa_desktop.ai", "scopa_desktop.skins.base", "scopa_desktop.gui.dialogs",
         "scopa_desktop.gui.netplay", "scopa_desktop.gui.review", "scopa_desktop.gui.learning",
         "scopa_desktop.gui.narration.narrator", "scopa_desktop.gui.wheel_guard")
seen = []
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and watched is window and not seen:
            seen.append(sorted(m for m in sys.modules if m.startswith(LATER)))
            seen.append("Qt" in vars(QtCore))
            app.quit()
        return False
window = create_main_window(AppSettings(), resume=False, seed=1, frame_first=True)
watcher = FirstPaint()
window.installEventFilter(watcher)
window.show()
app.exec()
print(json.dumps(seen))
"""


def test_the_first_frame_paints_before_the_engine_the_decks_and_qts_enums_are_loaded(tmp_path):
    """The start-up figure's main parts (BENCHMARKS.md): none of these may come back before the first paint."""
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path),
           "HOME": str(tmp_path), "PATH": ""}
    result = subprocess.run([sys.executable, "-c", FIRST_FRAME_PROBE], env=env, capture_output=True, text=True,
                            timeout=120, cwd=ROOT, check=True)
    modules, qt_enums = json.loads(result.stdout.strip().splitlines()[-1])
    assert modules == [], f"imported before the first paint: {modules}"
    assert not qt_enums, "PySide built its Qt namespace (all of Qt's enums, ~16 ms) before the first paint"


FAILING_START = """
import sys
import scopa_desktop.gui.shell.main_window as main_window
def broken(self, controller):
    raise RuntimeError("the table cannot be built")
main_window.MainWindow.attach_game = broken
from scopa_desktop.desktop.app import main
sys.exit(main([]))
"""


def test_a_start_that_fails_after_the_first_paint_ends_the_app_with_the_error(tmp_path):
    """Not a frame that does nothing: the app exits 1 with the traceback, as when it failed before the window."""
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_RUNTIME_DIR": str(tmp_path), "HOME": str(tmp_path),
           "PATH": ""}
    result = subprocess.run([sys.executable, "-c", FAILING_START], env=env, capture_output=True, text=True,
                            timeout=60, cwd=ROOT)  # a window left open would run until this
    assert result.returncode == 1, result.stderr
    assert "RuntimeError: the table cannot be built" in result.stderr
