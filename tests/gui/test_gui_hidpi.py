"""Scaled screens (a laptop at 125 % or 150 %, a 4K monitor at 200 %): every card and picture is drawn
for the screen's own pixels and shown pixel for pixel, never a picture drawn smaller and blown up, nor
one resampled at a fraction of a pixel.  Each scale runs in a process of its own whose offscreen screen
is scaled by ``QT_SCALE_FACTOR``, as a system's display scaling scales it."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_gui import as_int, run_on_screen
from PySide6.QtGui import QPixmap

from scopa_desktop.gui.dialogs.round_over import set_picture
from scopa_desktop.skins import card_pixmap

#: What every script starts with: its screen's pixels compared with a picture's.
PIXELS = """
import sys
sys.path[:0] = [{tests!r}, {root!r}]
from pathlib import Path
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
app = QApplication([])
ratio = app.primaryScreen().devicePixelRatio()
problems = []


def pixels(image):
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def shown_as_drawn(screen, picture, left, top):
    # Whether the inner two thirds of ``picture`` are on ``screen`` pixel for pixel, its top left corner at
    # (``left``, ``top``) or a pixel off (the corner's rounding); the edges are left out, where a card's
    # shadow and rounded corners meet the cloth.
    screen, picture = pixels(screen), pixels(picture)
    width, height = picture.width(), picture.height()
    rows = range(height // 6, height - height // 6)
    first, last = 4 * (width // 6), 4 * (width - width // 6)
    drawn = [bytes(picture.constScanLine(y))[first:last] for y in rows]
    for dx in (0, -1, 1):
        for dy in (0, -1, 1):
            if left + dx < 0 or top + dy < 0 or left + dx + width > screen.width() \\
                    or top + dy + rows[-1] >= screen.height():
                continue
            if all(bytes(screen.constScanLine(top + dy + y))[4 * (left + dx) + first:4 * (left + dx) + last] == row
                   for y, row in zip(rows, drawn)):
                return True
    return False


def check_ratio(name, pixmap, logical_width):
    if pixmap.devicePixelRatio() != ratio or abs(pixmap.width() - logical_width * ratio) > 0.51:
        problems.append(f"{{name}}: a picture of {{pixmap.width()}} px at ratio {{pixmap.devicePixelRatio()}} "
                        f"shown {{logical_width:.1f}} px wide on a screen of ratio {{ratio}}")
"""

TABLE_SCRIPT = PIXELS + """
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtTest import QTest
from helpers_gui import SlowPlayer, centre, make_settings, seed_where_first_player_is, viewport_point
from scopa_desktop.engine import Rules
from scopa_desktop.gui.settings import PLAYERS_KEY, SKIN_KEY, TEAMS_KEY
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.table.card_item import CardItem, Mark
folder = Path({folder!r})
slow = SlowPlayer()  # nobody moves while we look
window = create_main_window(make_settings(folder, **{{PLAYERS_KEY: 4, TEAMS_KEY: 0, SKIN_KEY: {skin!r}}}),
                            save_path=folder / "save.json", resume=False,
                            seed=seed_where_first_player_is(Rules(players=4), 0),
                            player_factory=lambda level, seed: slow)
window.show()
view = window.table
while view.layout_ is None or view.is_animating() or view.pictures.drawing or not window.controller.is_human_turn():
    app.processEvents()
# A hand card dragged over the table with the mouse, held there: it too is shown as drawn.
dragged = view.cards[view.hand_ids()[0]]
start = viewport_point(view, centre(dragged))
QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
for step in range(1, 6):
    QTest.mouseMove(view.viewport(), start - QPointF(7 * step, 23 * step).toPoint())
app.processEvents()
if dragged.pos() == dragged.home:
    problems.append("the hand card was not dragged")
screen = view.viewport().grab().toImage()
above, looked_at = [], []  # scene.items() goes from the topmost down
for item in view.scene().items():
    if not isinstance(item, CardItem) or not item.isVisible():
        continue
    card = QRectF(item.scenePos(), QSizeF(item.width, item.height))
    covered = any(card.intersects(over) for over in above)
    above.append(card)
    if covered or item.mark is not Mark.NONE:  # a lit card wears a glow over its picture
        continue
    looked_at.append(item)
    name = f"card {{item.card_id}}" + (" (dragged)" if item is dragged else "")
    check_ratio(name, item.pixmap, item.width)
    corner = view.viewportTransform().map(item.scenePos()) * ratio
    if not shown_as_drawn(screen, item.pixmap.toImage(), round(corner.x()), round(corner.y())):
        problems.append(f"{{name}} at {{item.scenePos()}}, {{item.width:.2f}} wide, is not shown as drawn")
if dragged not in looked_at or len(looked_at) < 5:
    problems.append(f"only {{len(looked_at)}} cards lay uncovered and unlit, the dragged one among them: "
                    f"{{dragged in looked_at}}")
QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
print("\\n".join(problems) or "ok")
window.close()
"""


#: The screens players have: a laptop at Windows' default scaling for its size, a 4K-class monitor at 200 %,
#: a netbook unscaled; each with its own deck.
SCREENS = [
    pytest.param(1366, 768, 1.25, "napoletane", id="1366x768-125%"),
    pytest.param(1920, 1080, 1.5, "french", id="1920x1080-150%"),
    pytest.param(1024, 600, 1.0, "large-print", marks=pytest.mark.slow, id="1024x600"),
    pytest.param(2560, 1440, 2.0, "siciliane", marks=pytest.mark.slow, id="2560x1440-200%"),
]


@pytest.mark.parametrize("width,height,scale,skin", SCREENS)
def test_every_card_on_the_table_is_shown_pixel_for_pixel_as_drawn(tmp_path, width, height, scale, skin):
    # The table lays its cards out at fractions of a pixel (a card 89.93 px wide at x = 263.41), and each
    # picture, drawn for the width rounded, was painted into that rect: resampled, a soft card at any scale,
    # the dragged one too.  Now a card lying square is drawn at its picture's own size, on whole pixels.
    script = TABLE_SCRIPT.format(tests=str(Path(__file__).parent), root=str(Path(__file__).parents[2]),
                                 folder=str(tmp_path), skin=skin)
    assert run_on_screen(script, tmp_path, width, height, scale=scale) == "ok"


DIALOGS_SCRIPT = PIXELS + """
from PySide6.QtWidgets import QLabel
from helpers_gui import make_settings
from scopa_desktop.gui.dialogs.how_to_play import HowToPlayDialog
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.settings import SKIN_KEY
settings = make_settings(Path({folder!r}), **{{SKIN_KEY: {skin!r}}})
for dialog in (NewGameDialog(settings), SettingsDialog(settings), HowToPlayDialog({skin!r})):
    dialog.show()
    app.processEvents()
    pictures = [label for label in dialog.findChildren(QLabel) if not label.pixmap().isNull()]
    if not pictures:
        problems.append(f"{{type(dialog).__name__}} shows no picture")
    for label in pictures:
        check_ratio(f"{{type(dialog).__name__}}'s {{label.objectName()}}", label.pixmap(),
                    label.pixmap().deviceIndependentSize().width())
    dialog.close()
print("\\n".join(problems) or "ok")
"""


@pytest.mark.parametrize("width,height,scale,skin", [
    pytest.param(1366, 768, 1.25, "toscane", id="1366x768-125%"),
    pytest.param(1920, 1080, 1.5, "romagnole", id="1920x1080-150%"),
])
def test_the_dialogs_pictures_are_drawn_for_the_screens_pixels(tmp_path, width, height, scale, skin):
    # The deck's preview fan in New game and Settings was drawn at 1x and blown up by the scaling: soft
    # cards beside crisp words.  Every picture of a dialog (the fan, How to play's cards) has the screen's ratio.
    script = DIALOGS_SCRIPT.format(tests=str(Path(__file__).parent), root=str(Path(__file__).parents[2]),
                                   folder=str(tmp_path), skin=skin)
    assert run_on_screen(script, tmp_path, width, height, scale=scale) == "ok"


MOVED_SCRIPT = PIXELS + """
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from helpers_gui import SlowPlayer, make_settings
from PySide6.QtWidgets import QLabel
from scopa_desktop.gui.dialogs.how_to_play import HowToPlayDialog
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.table.card_item import CardItem
laptop, monitor = app.screens()
folder = Path({folder!r})
slow = SlowPlayer()  # nobody moves while we look
window = create_main_window(make_settings(folder), save_path=folder / "save.json", resume=False, seed=1,
                            player_factory=lambda level, seed: slow)
dialog, rules = NewGameDialog(make_settings(folder)), HowToPlayDialog("napoletane")
for shown in (window, dialog, rules):
    shown.show()
    QTest.qWaitForWindowExposed(shown)
view = window.table
while view.layout_ is None or view.pictures.drawing:
    app.processEvents()


def ratios():
    cards = {{item.pixmap.devicePixelRatio() for item in view.scene().items() if isinstance(item, CardItem)}}
    rules_cards = {{label.pixmap().devicePixelRatio() for label in rules.findChildren(QLabel)
                   if not label.pixmap().isNull()}}
    return cards | rules_cards | {{dialog.skin.preview.pixmap().devicePixelRatio()}}


before = ratios()
for shown in (window, dialog, rules):  # dragged from the laptop's screen onto the monitor beside it
    shown.move(monitor.availableGeometry().topLeft() + QPoint(20, 20))
for _ in range(500):
    if ratios() == {{monitor.devicePixelRatio()}} and not view.pictures.drawing:
        break
    QTest.qWait(10)
if before != {{laptop.devicePixelRatio()}} or ratios() != {{monitor.devicePixelRatio()}}:
    problems.append(f"pictures at {{sorted(before)}} on the laptop, then {{sorted(ratios())}} on the "
                    f"{{monitor.devicePixelRatio()}} monitor")
for shown in (rules, dialog, window):
    shown.close()
print("\\n".join(problems) or "ok")
"""


def test_a_window_moved_onto_a_screen_of_another_scaling_draws_its_pictures_for_it(tmp_path):
    # A window dragged from a laptop's screen at 100 % onto a 4K monitor at 200 % kept its cards, the deck's
    # preview and How to play's cards drawn for the laptop, blown up to twice their size, soft (the table's
    # until its next layout at new sizes).
    script = MOVED_SCRIPT.format(tests=str(Path(__file__).parent), root=str(Path(__file__).parents[2]),
                                 folder=str(tmp_path))
    assert run_on_screen(script, tmp_path, 1366, 768, beside=(2560, 1440, 2.0)) == "ok"


@pytest.mark.parametrize("ratio", [1.1, 1.15, 1.25, 1.5, 1.75])  # KDE scales by 5 %, Windows lets a player type any
def test_the_round_counts_cards_are_whole_at_any_scaling(qapp, ratio):
    # The primiera's four cards side by side were a picture sized in logical pixels, truncated: at 110 % it
    # was 69 of the cards' 70 pixels high, their bottom edge cut off.
    def pixmap_for(card: int, width: int) -> QPixmap:
        return card_pixmap("napoletane", card, width, ratio)

    cards = [as_int(name) for name in ("7D", "6C", "1S", "7B")]
    picture = set_picture(cards, pixmap_for, 40)
    card = pixmap_for(cards[-1], 40)
    assert picture.devicePixelRatio() == ratio
    assert picture.height() == card.height()
    assert picture.width() >= round(28 * 3 * ratio) + card.width()  # the last card whole, 28 px after each other


CROSSWISE_SCRIPT = PIXELS + """
from PySide6.QtCore import QRectF
from PySide6.QtGui import QTransform
from helpers_gui import SlowPlayer, centre, drag, handmade_match, make_settings
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import SKIN_KEY
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.table.card_item import CardItem
folder = Path({folder!r})
slow = SlowPlayer()  # the opponent thinks on while we look
window = create_main_window(make_settings(folder, **{{SKIN_KEY: {skin!r}}}), save_path=folder / "save.json",
                            resume=False, seed=1, player_factory=lambda level, seed: slow)
window.show()
view = window.table
window.controller.resume(SavedGame(handmade_match(["1B", "2B", "3B", "4S"], ["10D", "9D", "1S"]), 0, [None, "random"]))
while view.layout_ is None or view.is_animating() or view.pictures.drawing or not window.controller.is_human_turn():
    app.processEvents()
lone = next(item for item in view.scene().items() if isinstance(item, CardItem) and item.card_id == {on_the_table})
drag(None, view, view.cards[{in_the_hand}], centre(lone))  # the king takes the four cards, 1 + 2 + 3 + 4: a scopa
crosswise = []
while not crosswise or view.is_animating() or view.pictures.drawing:
    app.processEvents()
    crosswise = [item for item in view.scene().items() if isinstance(item, CardItem) and item.rotation() == 90]
card = crosswise[0]
screen = pixels(view.viewport().grab().toImage())
turned = pixels(card.pixmap.toImage().transformed(QTransform().rotate(90)))  # a quarter turn: every pixel kept
to_screen = QTransform.fromScale(ratio, ratio)
place = card.deviceTransform(view.viewportTransform() * to_screen).mapRect(QRectF(0, 0, card.width, card.height))
# The heap's back lies over the middle of the card: its two ends are compared (all but their rounded corners
# and edges), clear of what the heap draws, its shadow included.
over = [item.deviceTransform(view.viewportTransform() * to_screen).mapRect(item.boundingRect())
        for item in view.scene().items() if isinstance(item, CardItem) and item.zValue() > card.zValue()
        and item.isVisible()]
rows = range(turned.height() // 6, turned.height() - turned.height() // 6)
columns = [x for x in range(2, turned.width() - 2)
           if not any(rect.left() - 1 <= place.left() + x <= rect.right() + 1 and rect.top() < place.bottom()
                      and rect.bottom() > place.top() for rect in over)]
if abs(turned.height() - place.height()) > 1 or len(columns) < 12:  # drawn for the card's width, at these pixels
    problems.append(f"a {{turned.width()}} x {{turned.height()}} picture for {{place}}, {{len(columns)}} columns seen")


def shown_turned(dx, dy):
    left, top = round(place.left()) + dx, round(place.top()) + dy
    return all(screen.pixel(left + x, top + y) == turned.pixel(x, y) for y in rows for x in columns)


if not any(shown_turned(dx, dy) for dx in (0, -1, 1) for dy in (0, -1, 1)):
    problems.append(f"the crosswise card at {{place}}, {{card.width:.2f}} wide, is not its picture turned")
print("\\n".join(problems) or "ok")
window.close()
"""


@pytest.mark.parametrize("width,height,scale,skin", [
    pytest.param(1024, 600, 1.0, "napoletane", id="1024x600"),
    pytest.param(1366, 768, 1.25, "piacentine", id="1366x768-125%"),
    pytest.param(1920, 1080, 1.5, "french", id="1920x1080-150%"),
    pytest.param(2560, 1440, 2.0, "siciliane", id="2560x1440-200%"),
])
def test_a_scopa_card_laid_crosswise_is_its_picture_turned_pixel_for_pixel(tmp_path, width, height, scale, skin):
    # A card lying square was drawn pixel for pixel, one turned a quarter under its side's heap was
    # resampled as it was turned: soft beside the others.  A quarter turn keeps every pixel of the picture.
    script = CROSSWISE_SCRIPT.format(tests=str(Path(__file__).parent), root=str(Path(__file__).parents[2]),
                                     folder=str(tmp_path), skin=skin, on_the_table=as_int("4S"),
                                     in_the_hand=as_int("10D"))
    assert run_on_screen(script, tmp_path, width, height, scale=scale) == "ok"
