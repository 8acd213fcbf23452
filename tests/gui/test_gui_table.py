"""Playing on the table: drops that are refused leave the model untouched and
the card glides back; the capture chooser; click, keyboard and double-click
play; hints; switching the deck; every table size laid out inside the window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_gui import (
    SlowPlayer,
    as_int,
    as_ints,
    centre,
    click,
    drag,
    empty_felt_point,
    handmade_match,
    make_settings,
    open_window,
    save_screenshot,
    seed_where_first_player_is,
    viewport_point,
    wait_for_layout,
)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from scopa_desktop.engine import Rules, match_to_record, parse_card
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import ANIMATION_SPEED_KEY, DIRECTION_KEY, LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY
from scopa_desktop.gui.table.card_item import CardItem, Mark
from scopa_desktop.gui.table.layout import compute_layout
from scopa_desktop.gui.words import card_title, cards_said, hand_count, taken_count
from scopa_desktop.skins import available_skins, card_pixmap


@pytest.fixture
def table_game(qtbot, tmp_path):
    """Table 2C 3C 4C 5B; the player holds 9D (2C+3C+4C or 4C+5B), 1S (takes nothing) and 5D (takes 5B)."""
    window = open_window(qtbot, tmp_path)
    match = handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    window.controller.resume(SavedGame(match, 0, [None, "random"]))
    assert window.controller.is_human_turn()
    return window


def record(window):
    return match_to_record(window.controller.match)


def test_laying_a_card_that_must_capture_is_refused_and_glides_back(qtbot, table_game):
    view, before = table_game.table, record(table_game)
    card = view.cards[as_int("5D")]
    drag(qtbot, view, card, empty_felt_point(view))
    assert table_game.statusBar().currentMessage() == "5 of Coins must capture: a card that can take may not be laid."
    assert record(table_game) == before
    assert card.pos() == card.home


def test_drop_off_the_table_is_refused(qtbot, table_game):
    view, before = table_game.table, record(table_game)
    card = view.cards[as_int("1S")]
    drag(qtbot, view, card, QPointF(4, 4))
    assert table_game.statusBar().currentMessage() == "Drop the card on the table in the middle."
    assert record(table_game) == before
    assert card.pos() == card.home


def test_drop_during_the_opponents_turn_is_refused(qtbot, tmp_path):
    slow = SlowPlayer()
    window = open_window(qtbot, tmp_path, player_factory=lambda level, seed: slow,
                         seed=seed_where_first_player_is(Rules(), 1))
    qtbot.waitUntil(slow.started.is_set)
    view, before = window.table, record(window)
    card = view.cards[window.controller.snapshot().hand[0]]
    drag(qtbot, view, card, empty_felt_point(view))
    assert "Giulia's turn" in window.statusBar().currentMessage()
    assert record(window) == before
    assert card.pos() == card.home


def test_dragging_lights_the_cards_it_would_take(qtbot, table_game):
    view = table_game.table
    card = view.cards[as_int("9D")]
    viewport = view.viewport()
    start = viewport_point(view, centre(card))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, viewport_point(view, empty_felt_point(view)))
    lit = {c for c in view.table_order if view.cards[c].mark is Mark.WOULD_TAKE}
    assert lit == set(as_ints("2C 3C 4C 5B"))  # 2+3+4 or 4+5
    QTest.mouseMove(viewport, viewport_point(view, centre(view.cards[as_int("5B")])))
    assert {c for c in view.table_order if view.cards[c].mark is Mark.WOULD_TAKE} == set(as_ints("4C 5B"))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPointF(4, 4).toPoint())
    assert card.pos() == card.home


def test_a_drop_that_leaves_a_choice_shows_the_sets_on_the_table(qtbot, table_game):
    view = table_game.table
    drag(qtbot, view, view.cards[as_int("9D")], centre(view.cards[as_int("4C")]))
    choice = view.board.choice
    assert choice is not None and sorted(choice.options) == [as_ints("2C 3C 4C"), as_ints("4C 5B")]
    assert table_game.controller.match.current.history == []  # nothing played until a set is chosen
    shown = {c: view.cards[c].mark for c in as_ints("2C 3C 4C 5B")}
    assert sorted(mark.name for mark in shown.values()) == ["CHOICE", "CHOICE", "CHOICE", "WOULD_TAKE"] or \
        sorted(mark.name for mark in shown.values()) == ["CHOICE", "CHOICE", "WOULD_TAKE", "WOULD_TAKE"]
    assert "more than one set" in table_game.statusBar().currentMessage()
    click(view, view.cards[as_int("5B")])  # a card of one set only: that set is taken
    first = table_game.controller.match.current.history[0]
    assert (first.card, first.take) == (parse_card("9D"), (1 << parse_card("4C")) | (1 << parse_card("5B")))


def test_clicking_a_card_of_both_sets_brings_the_other_set_into_view(qtbot, table_game):
    view = table_game.table
    drag(qtbot, view, view.cards[as_int("9D")], centre(view.cards[as_int("4C")]))
    before = view.board.choice.current_option
    click(view, view.cards[as_int("4C")])
    assert view.board.choice.current_option != before
    point = viewport_point(view, view.board.play_button.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    first = table_game.controller.match.current.history[0]
    assert first.take == sum(1 << c for c in view_option(before, other=True))


def view_option(option, other):
    sets = [as_ints("2C 3C 4C"), as_ints("4C 5B")]
    return next(s for s in sets if (s != option) == other)


def test_the_sets_of_a_choice_are_chosen_with_the_keyboard(qtbot, table_game):
    view = table_game.table
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(as_int("9D")))
    QTest.keyClick(view, Qt.Key.Key_Return)  # no table card chosen, two ways to take: the sets are shown
    choice = view.board.choice
    assert choice is not None
    first_set = choice.current_option
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert choice.current_option != first_set
    assert all(view.cards[c].mark is Mark.CHOICE for c in choice.current_option)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.board.choice is None and table_game.controller.match.current.history == []
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(as_int("9D")))
    QTest.keyClick(view, Qt.Key.Key_Return)
    QTest.keyClick(view, Qt.Key.Key_Right)
    taken = view.board.choice.current_option
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert table_game.controller.match.current.history[0].take == sum(1 << c for c in taken)


def test_keyboard_play_of_the_table(qtbot, table_game):
    """Tab goes to the table, arrows move along it, Space takes a card into the capture, Enter plays."""
    view = table_game.table
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(as_int("9D")))
    QTest.keyClick(view, Qt.Key.Key_Tab)
    order = view.table_order
    assert view.cards[order[0]].focused
    wanted = set(as_ints("4C 5B"))
    for _ in range(len(order)):
        focused = next(c for c in order if view.cards[c].focused)
        if focused in wanted:
            QTest.keyClick(view, Qt.Key.Key_Space)
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert set(view.board.selected_take) == wanted
    QTest.keyClick(view, Qt.Key.Key_Tab)  # back to the hand: the arrows choose hand cards again
    assert not any(view.cards[c].focused for c in order)
    QTest.keyClick(view, Qt.Key.Key_Return)
    first = table_game.controller.match.current.history[0]
    assert (first.card, first.take) == (parse_card("9D"), (1 << parse_card("4C")) | (1 << parse_card("5B")))


def test_a_drop_on_a_card_of_one_set_plays_it_at_once(qtbot, table_game):
    view = table_game.table
    drag(qtbot, view, view.cards[as_int("9D")], centre(view.cards[as_int("2C")]))
    assert view.board.choice is None
    assert table_game.controller.match.current.history[0].take.bit_count() == 3


def test_click_select_then_enter(qtbot, table_game):
    view = table_game.table
    click(view, view.cards[as_int("9D")])
    click(view, view.cards[as_int("5B")])
    click(view, view.cards[as_int("4C")])
    assert view.board.selected_card == as_int("9D") and view.board.selected_take == as_ints("5B 4C")
    QTest.keyClick(view, Qt.Key.Key_Return)
    first = table_game.controller.match.current.history[0]
    assert (first.card, first.take) == (parse_card("9D"), (1 << parse_card("4C")) | (1 << parse_card("5B")))


def test_click_select_then_the_play_button(qtbot, table_game):
    view = table_game.table
    click(view, view.cards[as_int("9D")])
    click(view, view.cards[as_int("2C")])
    assert view.board.play_button.isVisible() and "Knight of Coins takes 2 of Cups" in view.board.play_button.text
    point = viewport_point(view, view.board.play_button.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert table_game.statusBar().currentMessage() == "2 of Cups is not worth 9."  # the engine's reason, in words
    click(view, view.cards[as_int("3C")])
    click(view, view.cards[as_int("4C")])
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    first = table_game.controller.match.current.history[0]
    assert first.take == sum(1 << parse_card(c) for c in ("2C", "3C", "4C"))
    assert not view.board.play_button.isVisible()


def test_keys_choose_and_escape_cancels(qtbot, table_game):
    view = table_game.table
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_2)
    assert view.board.selected_card == view.hand_ids()[1]
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.board.selected_card == view.hand_ids()[2]
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.board.selected_card is None
    index = view.hand_ids().index(as_int("1S"))
    QTest.keyClick(view, Qt.Key.Key_1 + index)
    QTest.keyClick(view, Qt.Key.Key_Enter)
    first = table_game.controller.match.current.history[0]
    assert (first.card, first.take) == (parse_card("1S"), 0)


def test_double_click_plays_a_card_with_one_option_only(qtbot, table_game):
    view, before = table_game.table, record(table_game)
    click(view, view.cards[as_int("9D")], double=True)
    assert "more than one way" in table_game.statusBar().currentMessage()
    assert record(table_game) == before
    click(view, view.cards[as_int("5D")], double=True)
    assert table_game.controller.match.current.history[0].take == 1 << parse_card("5B")


def test_hint_marks_the_card_and_what_it_takes(qtbot, table_game):
    view = table_game.table
    with qtbot.waitSignal(table_game.controller.hintReady, timeout=5000) as blocker:
        table_game.menu_actions["hint"].trigger()
    move = blocker.args[0]
    assert view.cards[move.card].mark is Mark.HINT
    if move.take:
        expected = f"Hint: play {card_title(move.card)} and take {cards_said(move.take)}."
    else:
        expected = f"Hint: lay {card_title(move.card)}."
    assert table_game.statusBar().currentMessage() == expected


def test_switching_the_deck_repaints_every_card_at_once(qtbot, table_game):
    other = next(s.id for s in available_skins() if s.id != table_game.table.skin_id)
    dialog = SettingsDialog(table_game.settings, table_game)
    dialog.skin.combo.setCurrentIndex(dialog.skin.combo.findData(other))
    dialog.accepted.connect(table_game.apply_settings)
    dialog.accept()
    cards = [i for i in table_game.table.scene().items() if isinstance(i, CardItem)]
    assert cards
    dpr = table_game.table.devicePixelRatioF()
    for item in cards:
        expected = card_pixmap(other, item.card_id, round(item.width), dpr)
        assert item.pixmap.cacheKey() == expected.cacheKey()


@pytest.mark.parametrize("players,teams", [(2, 2), (3, 3), (4, 2), (6, 3), (6, 2)])
@pytest.mark.parametrize("direction,code", [
    ("counterclockwise", "en"),
    ("counterclockwise", "de"),  # German: the longest labels
    ("clockwise", "de"),
    # English words are shorter, and the mirrored table is German's above: half a second a table.
    pytest.param("clockwise", "en", marks=pytest.mark.slow),
])
def test_every_table_fits_in_a_small_window(qtbot, tmp_path, speak, players, teams, direction, code):
    speak(code)
    settings = make_settings(tmp_path, **{PLAYERS_KEY: players, TEAMS_KEY: teams, DIRECTION_KEY: direction,
                                          LEVELS_KEY: "random"})
    slow = SlowPlayer()  # nobody moves while we look
    window = open_window(qtbot, tmp_path, settings, player_factory=lambda level, seed: slow,
                         seed=seed_where_first_player_is(settings.rules(), 1))
    window.resize(1024, 700)
    view = window.table
    wait_for_layout(qtbot, view)
    scene = view.sceneRect()
    for item in (i for i in view.scene().items() if i.isVisible()):
        assert scene.contains(item.sceneBoundingRect().adjusted(6, 6, -6, -6)), item
    plates = [plate.sceneBoundingRect() for plate in view.board.plates.values()]
    for label in view.board.labels:  # piles and stock say whose and how many, clear of the name plates
        assert not any(label.sceneBoundingRect().intersects(plate) for plate in plates), label.text()
    save_screenshot(window, f"gui-table-{players}p-{teams}teams-{direction}-1024x700-{code}.png")
    layout = view.layout_
    hands = [place.hand for place in layout.seats.values()]
    for index, hand in enumerate(hands):
        assert not hand.intersects(layout.felt)
        for other in hands[index + 1:]:
            assert not hand.intersects(other)
    if players > 2:  # the next player sits to the right counter-clockwise, to the left clockwise
        right_of_me = layout.seats[1].hand.center().x() > scene.center().x()
        assert right_of_me == (direction == "counterclockwise")
    window.resize(1700, 1050)
    wait_for_layout(qtbot, view)
    assert view.layout_.card_width > layout.card_width  # cards grow with the window


def test_layout_cards_grow_with_the_window():
    small = compute_layout(760, 640, 2, 0, False, 3, [0, 1])
    large = compute_layout(1600, 1000, 2, 0, False, 3, [0, 1])
    assert large.card_width > small.card_width * 1.4


@pytest.mark.parametrize("teams", [3, 6])
def test_six_seats_on_a_narrow_table_keep_their_cards_large(teams):
    # The networked window's table at 1024 x 600 is about 707 px wide: its row of three seats across
    # the top, each with a pile, fitted at no card size with whole plates, and the cards fell to 24 px.
    # Their plates then take two lines: squeezed on one, their type fell to 8 px.
    team_of = [seat % teams for seat in range(6)]
    roomy = compute_layout(1000, 510, 6, 0, False, 3, team_of)
    whole_plate_w = max(place.plate.width() for place in roomy.seats.values() if place.seat and not place.stacked)
    for width in range(560, 1000, 10):
        layout = compute_layout(width, 510, 6, 0, False, 3, team_of)
        assert layout.card_width >= 0.75 * roomy.card_width, width
        squeezed = [place.seat for place in layout.seats.values()
                    if place.plate.width() < whole_plate_w - 1 and not place.stacked and place.seat != 0]
        assert squeezed == [], (width, squeezed)


def test_animated_play_ends_with_the_table_showing_the_model(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{ANIMATION_SPEED_KEY: "fast", LEVELS_KEY: "random"})
    window = open_window(qtbot, tmp_path, settings, seed=4)
    view, controller = window.table, window.controller
    for _ in range(3):  # a whole deal: the next one flies in from the stock
        qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
        card, take = controller.legal_moves()[0]
        moves = len(controller.match.current.history)
        drag(qtbot, view, view.cards[card], centre(view.cards[take[0]]) if take else empty_felt_point(view))
        assert len(controller.match.current.history) == moves + 1
        assert view.is_animating()  # the card travels to the table or the pile
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    assert set(view.cards) == set(controller.snapshot().hand) | set(controller.snapshot().table)
    assert all(item.pos() == item.home for item in view.cards.values())
    assert len(view.backs[1]) == controller.snapshot().hand_sizes[1]
    assert controller.match.current.deals_made == 2


HIGH_DPI_SCRIPT = """
import sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from helpers_gui import make_settings
from scopa_desktop.gui.shell.startup import create_main_window
folder = Path({folder!r})
window = create_main_window(make_settings(folder), save_path=folder / "save.json", resume=False, seed=1)
window.show()
while window.table.layout_ is None:
    app.processEvents()
item = next(iter(window.table.cards.values()))
print(window.table.devicePixelRatioF(), item.pixmap.devicePixelRatio(), item.pixmap.width() / item.width)
window.close()
"""


def test_cards_are_drawn_for_the_screens_pixel_ratio(tmp_path):
    """On a 2x screen every card pixmap is rendered at twice its logical width."""
    script = HIGH_DPI_SCRIPT.format(tests=str(Path(__file__).parent), folder=str(tmp_path))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    view_ratio, pixmap_ratio, pixels_per_unit = map(float, result.stdout.split())
    assert view_ratio == pixmap_ratio == 2.0
    assert pixels_per_unit == pytest.approx(2.0, abs=0.05)


def test_the_hand_card_under_the_pointer_rises_on_the_players_turn(qtbot, table_game):
    view = table_game.table
    card = view.cards[as_int("9D")]
    QTest.mouseMove(view.viewport(), viewport_point(view, centre(card)))
    assert card.pos().y() < card.home.y()
    QTest.mouseMove(view.viewport(), viewport_point(view, empty_felt_point(view)))
    assert card.pos() == card.home


def test_escape_puts_a_dragged_card_back(qtbot, table_game):
    view, before = table_game.table, record(table_game)
    card = view.cards[as_int("1S")]
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(view, centre(card)))
    QTest.mouseMove(viewport, viewport_point(view, empty_felt_point(view)))
    assert card.pos() != card.home
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert card.pos() == card.home
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       viewport_point(view, empty_felt_point(view)))
    assert record(table_game) == before


def test_counts_read_as_english(table_game):
    assert [hand_count(1), hand_count(3)] == ["1 in hand", "3 in hand"]
    assert [taken_count(0), taken_count(21)] == ["0 taken", "21 taken"]


def test_ctrl_z_puts_the_players_card_back_in_hand_and_the_answer_back_in_the_opponents(qtbot, table_game):
    view, controller = table_game.table, table_game.controller
    hand, table = set(controller.snapshot().hand), set(controller.snapshot().table)
    drag(qtbot, view, view.cards[as_int("1S")], empty_felt_point(view))
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    assert as_int("1S") not in controller.snapshot().hand
    with qtbot.waitSignal(controller.movesTakenBack, timeout=1000):
        QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert set(view.cards) == hand | table  # the opponent's card went back to its hand too
    assert all(view.cards[c].pos() == view.cards[c].home for c in hand)
    assert len(view.backs[1]) == 3
    assert table_game.move_log.lines()[-1] == (
        "You took back your last move and 1 move after it.")
