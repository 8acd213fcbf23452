"""Cards in motion: an opponent's card turns face up before it travels, a click
during an animation finishes it at once, and "Reduce motion" stops all of it."""

from __future__ import annotations

from helpers_gui import centre, drag, empty_felt_point, make_settings, open_window, viewport_point
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.settings import ANIMATION_SPEED_KEY, LEVELS_KEY, REDUCE_MOTION_KEY
from scopa_desktop.gui.table.card_item import CardItem


def orphans(view) -> list[CardItem]:
    """Card items in the scene that no pile holds."""
    board = view.board
    held = {id(item) for item in [*board.cards.values(), *board.stock.items]}
    held |= {id(item) for backs in board.backs.values() for item in backs.items}
    held |= {id(item) for pile in board.captures.values() for item in [*pile.scope, *pile.heap.items]}
    return [item for item in view.scene().items() if isinstance(item, CardItem) and id(item) not in held]


def test_an_opponents_card_turns_over_and_a_click_finishes_the_animation(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{ANIMATION_SPEED_KEY: "slow", LEVELS_KEY: "random"})
    window = open_window(qtbot, tmp_path, settings, seed=4)
    view, controller = window.table, window.controller
    controller.ai_delay_ms = 0  # the opponent answers while the player's card still travels
    # The deal and the opponent's first card take 4.6 s at the slow speed: waited out, a loaded machine's 5 s ran
    # out before them.  The player's click on the felt ends them, as it ends any animation.
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(view, empty_felt_point(view)))
    qtbot.waitUntil(lambda: not view.is_animating(), timeout=5000)
    card, take = controller.legal_moves()[0]
    before = len(controller.match.current.history)
    drag(qtbot, view, view.cards[card], centre(view.cards[take[0]]) if take else empty_felt_point(view))
    choreography = view.board.choreography
    qtbot.waitUntil(lambda: len(controller.match.current.history) == before + 2 and bool(choreography.leaving),
                    timeout=5000)  # the opponent's answer is under way
    turning = choreography.leaving[0]
    assert turning.card_id is None and view.is_animating()  # the back that turns into the card played
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(view, empty_felt_point(view)))
    assert not view.is_animating()
    assert turning.scene() is None and orphans(view) == []
    assert all(item.pos() == item.home and item.transform().isIdentity() for item in view.cards.values())
    assert set(view.cards) == set(controller.snapshot().hand) | set(controller.snapshot().table)


def test_reduce_motion_stops_every_animation(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{ANIMATION_SPEED_KEY: "normal", REDUCE_MOTION_KEY: 1})
    window = open_window(qtbot, tmp_path, settings)
    assert window.table.animation_speed == 0
    dialog = SettingsDialog(window.settings, window)
    assert dialog.reduce_motion.isChecked() and not dialog.animation.isEnabled()
    dialog.reduce_motion.setChecked(False)
    dialog.accepted.connect(window.apply_settings)
    dialog.accept()
    assert window.table.animation_speed == 1.0
