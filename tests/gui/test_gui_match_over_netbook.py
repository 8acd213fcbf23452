"""The match-over dialog on a netbook's 1024 x 600: who won and the final score show as it opens,
the dialog takes the screen's free height when its body has to scroll, and the whole match sheet is
reached by scrolling the dialog (the sheet itself never scrolls inside it).  Each case runs in a
process whose offscreen screen has that size."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import run_on_screen

SCRIPT = """
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
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.tools.headless import play_match
folder = Path({folder!r})
players = {players}
settings = make_settings(folder, **{{PLAYERS_KEY: players, TEAMS_KEY: players, LEVELS_KEY: "random"}})
window = create_main_window(settings, save_path=folder / "save.json", resume=False, seed=1)
window.show()
rules = Rules(players=players, target=11, variants=frozenset({{"napola", "rebello"}}))
match = play_match(rules, [make_player("random", seat) for seat in range(players)], seed=3)
window.controller.resume(SavedGame(match, 3, [None] + ["random"] * (players - 1)))
dialog = RoundOverDialog(window.controller, match.round_scores[-1], match.winner(), window.table.pixmap_for, window)
dialog.show()
for _ in range(50):
    app.processEvents()
save_screenshot(dialog, "match-over-netbook-{code}-{players}.png")
problems = []


def wholly_seen(label):
    return label.visibleRegion().boundingRect() == label.rect()


headline = dialog.findChild(QLabel, "headline")
totals = [label for label in dialog.findChildren(QLabel) if label.text().endswith(" / 11</b>")]
if not wholly_seen(headline):
    problems.append(f"the headline {{headline.text()!r}} is not seen whole")
if len(totals) != players or not all(map(wholly_seen, totals)):
    problems.append(f"the final score is not seen whole: {{[(t.text(), wholly_seen(t)) for t in totals]}}")
room = app.primaryScreen().availableGeometry().marginsRemoved(FRAME)
scroll = dialog.body.verticalScrollBar()
if scroll.maximum() > 0 and dialog.height() != room.height():
    problems.append(f"the dialog scrolls, yet is {{dialog.height()}} of the {{room.height()}} pixels free")
if dialog.sheet.verticalScrollBar().maximum() != 0:
    problems.append(f"the sheet scrolls inside the scrolling dialog, by {{dialog.sheet.verticalScrollBar().maximum()}}")
scroll.setValue(scroll.maximum())
for _ in range(10):
    app.processEvents()
sheet = dialog.sheet.visibleRegion().boundingRect()
if sheet.bottom() != dialog.sheet.rect().bottom():
    problems.append(f"scrolled to the end, the sheet shows {{sheet}} of {{dialog.sheet.rect()}}")
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize("code", ["de", "it"])
@pytest.mark.parametrize("players", [2, 6])
def test_the_match_over_dialog_shows_the_winner_and_final_score_on_a_netbook(tmp_path, code, players):
    script = SCRIPT.format(tests=str(Path(__file__).parent), folder=str(tmp_path), code=code, players=players)
    assert run_on_screen(script, tmp_path, 1024, 600) == "ok"
