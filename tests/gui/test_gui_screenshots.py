"""Pictures of the whole window for people to look at (tests/artifacts/), on the
screens the game is played on, for the tables and decks that crowd it most; each
is also checked for overlaps with the layout test's rules."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_gui import (
    SlowPlayer,
    make_settings,
    open_window,
    save_screenshot,
    seed_where_first_player_is,
    wait_for_layout,
)
from test_gui_layout import problems

from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, SKIN_KEY, TEAMS_KEY

SIZES = [(1024, 600), (1366, 768), (1920, 1080), (2560, 1440)]
TABLES = {"2p": (2, 2), "4p-partners": (4, 2), "6p": (6, 3)}
DECKS = ["french", "large-print"]


@pytest.mark.slow  # pictures for people, 6 windows x 4 sizes; test_gui_layout checks the same rules in the fast tier
@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("table", sorted(TABLES))
def test_screenshots_of_the_window(qtbot, tmp_path, table, deck):
    players, teams = TABLES[table]
    settings = make_settings(tmp_path, **{PLAYERS_KEY: players, TEAMS_KEY: teams, LEVELS_KEY: "random",
                                          SKIN_KEY: deck})
    slow = SlowPlayer()  # nobody moves while we look
    window = open_window(qtbot, tmp_path, settings, player_factory=lambda level, seed: slow,
                         seed=seed_where_first_player_is(settings.rules(), 1))
    for width, height in SIZES:
        window.resize(width, height)
        wait_for_layout(qtbot, window.table)
        save_screenshot(window, f"gui-window-{table}-{deck}-{width}x{height}.png")
        assert problems(window.table.board) == [], (width, height)


SCRIPT = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, SKIN_KEY, TEAMS_KEY
folder = Path({folder!r})
values = {{PLAYERS_KEY: 4, TEAMS_KEY: 2, LEVELS_KEY: "random", SKIN_KEY: "french"}}
settings = make_settings(folder, **values)
window = create_main_window(settings, save_path=folder / "save.json", resume=False, seed=1)
window.resize(1366, 768)
window.show()
while window.table.layout_ is None or window.table.layout_.width != window.table.viewport().width():
    app.processEvents()
save_screenshot(window, "gui-window-4p-partners-french-1366x768-ratio2.png")
print(window.grab().devicePixelRatio())
window.close()
"""


def test_a_screenshot_at_pixel_ratio_two(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    script = SCRIPT.format(tests=str(Path(__file__).parent), folder=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert result.stdout.split()[-1:] == ["2.0"], result.stdout + result.stderr
