"""A six-sided round's count whose cells wrap ("König der Münzen ●", "no primiera (no Coins)"): the
body is as tall as the count, with no blank band between its last row and *Next round*, and no
scroll bar where the count fits.  Each screen runs in a process of its own whose offscreen screen
has that size."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import run_on_screen

SIX_SIDES_COUNT = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
from scopa_desktop.gui import language
language.install({code!r}, app)
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.ai import make_player
from scopa_desktop.engine import Rules
from scopa_desktop.gui.dialogs.round_over import RoundOverDialog
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.tools.headless import play_match
folder = Path({folder!r})
window = create_main_window(make_settings(folder, **{{PLAYERS_KEY: 6, TEAMS_KEY: 6, LEVELS_KEY: "random"}}),
                            save_path=folder / "save.json", resume=False, seed=1)
window.show()
rules = Rules(players=6, target=11, variants=frozenset({{"napola", "rebello"}}))
match = play_match(rules, [make_player("random", seat) for seat in range(6)], seed=3)
window.controller.resume(SavedGame(match, 3, [None] + ["random"] * 5))
dialog = RoundOverDialog(window.controller, match.round_scores[-1], None, window.table.pixmap_for, window)
dialog.show()
for _ in range(50):
    app.processEvents()
save_screenshot(dialog, "six-sides-count-{code}-{width}.png")
body = dialog.body
count = [label for label in body.content.findChildren(QLabel) if label.isVisible()]
wrapped = [label.text() for label in count
           if label.wordWrap() and label.height() > label.fontMetrics().lineSpacing() * 1.5]
last_row = max(label.mapTo(dialog, label.rect().bottomLeft()).y() for label in count)
button = dialog.continue_button.mapTo(dialog, dialog.continue_button.rect().topLeft()).y()
spacing = dialog.layout().spacing()
problems = []
if not wrapped:
    problems.append("no cell wraps")
if body.verticalScrollBar().isVisible():
    problems.append(f"a scroll bar, the count scrolling by {{body.verticalScrollBar().maximum()}} px")
blank = button - last_row - 1 - spacing
if blank > 0:
    problems.append(f"{{blank}} px of blank above the button, beyond the {{spacing}} of spacing")
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize("width,height,code", [
    (1366, 728, "en"),
    (1920, 1040, "de"),
    pytest.param(1366, 728, "de", marks=pytest.mark.slow),
    pytest.param(1920, 1040, "en", marks=pytest.mark.slow),
])
def test_six_sides_count_with_wrapped_cells_has_no_blank_band_above_next_round(tmp_path, width, height, code):
    """The body measured the wrapped cells as if beside a scroll bar (a line taller), and Qt kept a scroll
    bar that came up as the dialog opened: 17 to 63 px of blank stood above Next round."""
    script = SIX_SIDES_COUNT.format(tests=str(Path(__file__).parent), folder=str(tmp_path), code=code, width=width)
    assert run_on_screen(script, tmp_path, width, height) == "ok"
