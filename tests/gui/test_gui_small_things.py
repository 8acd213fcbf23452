"""The smaller things of issue 25, item 10: undo keeps the table as it was seen,
the coach's note goes with its round, the move log and the plates tell the truth,
and a card that must capture shows it on the table."""

from __future__ import annotations

import pytest
from helpers_gui import (
    as_int,
    as_ints,
    drag,
    empty_felt_point,
    handmade_match,
    make_settings,
    open_window,
    seed_where_first_player_is,
)
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from scopa_desktop.ai import make_player
from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.round_over import RoundOverDialog
from scopa_desktop.gui.saved_game import SavedGame, save_game
from scopa_desktop.gui.settings import ANIMATION_SPEED_KEY
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.table.card_item import Mark
from scopa_desktop.gui.words import plain_suit_word
from scopa_desktop.tools.headless import play_match


def play_by_keyboard(view, card: int) -> None:
    QTest.keyClick(view, Qt.Key.Key_1 + view.hand_ids().index(card))
    QTest.keyClick(view, Qt.Key.Key_Return)


def test_undo_puts_the_table_back_in_the_order_it_was_seen(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    # High table cards nothing low can take: the ace laid first goes at the end of the row, not in
    # card order (where it would come first).
    match = handmade_match(["9C", "9S", "10S", "10B"], ["1D", "2D", "3D"], opponent=["4D", "5D", "6D"])
    window.controller.resume(SavedGame(match, 0, [None, "random"]))
    view, controller = window.table, window.controller
    view.setFocus()
    play_by_keyboard(view, as_int("1D"))
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    seen = list(view.table_order)
    assert seen.index(as_int("1D")) > seen.index(as_int("9C"))
    play_by_keyboard(view, as_int("2D"))
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    with qtbot.waitSignal(controller.movesTakenBack, timeout=1000):
        QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.table_order == seen


def test_muting_says_so_beside_the_turns_prompt_not_instead_of_it(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, seed=seed_where_first_player_is(Rules(), 0))
    prompt = window.status_label.text()
    assert "Your turn" in prompt
    QTest.keyClick(window, Qt.Key.Key_M)
    assert window.status_label.isVisible() and window.status_label.text() == prompt
    assert window.mute_label.isVisible() and window.mute_label.text() == "Sounds off (M)"
    QTest.keyClick(window, Qt.Key.Key_M)
    assert window.status_label.isVisible() and not window.mute_label.isVisible()


def test_f11_puts_the_window_over_the_whole_screen_and_back(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.menu_actions["full_screen"].isChecked()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_a_window_that_opens_full_screen_leaves_it_at_the_first_f11(qtbot, tmp_path):
    """Closed in full screen, the window opens in full screen again (its kept place): its check box
    said it was not, so the first F11 only ticked the box and the player saw nothing happen."""
    settings = make_settings(tmp_path)
    window = open_window(qtbot, tmp_path, settings)
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    window.close()
    again = create_main_window(settings, save_path=tmp_path / "saved-game.json", resume=True)
    qtbot.addWidget(again, before_close_func=lambda w: w.close())
    again.show()
    qtbot.waitUntil(again.isFullScreen)
    assert again.menu_actions["full_screen"].isChecked()
    QTest.keyClick(again, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not again.isFullScreen())
    assert not again.menu_actions["full_screen"].isChecked()


def test_hint_and_undo_are_buttons_a_mouse_can_click(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, seed=seed_where_first_player_is(Rules(), 0))
    view, controller = window.table, window.controller
    assert window.hint_button.isVisible() and window.undo_button.isVisible()
    with qtbot.waitSignal(controller.hintReady, timeout=20000):
        QTest.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating(), timeout=5000)
    with qtbot.waitSignal(controller.movesTakenBack, timeout=2000):
        QTest.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert card in controller.snapshot().hand


def test_hint_and_undo_keep_their_keys_in_their_tooltips_after_a_move(qtbot, tmp_path):
    """The buttons' tooltips said "Hint (H)" until the actions changed (Undo enabled by a move): then
    the bare words, which a screen reader read after the name as the button's description, twice."""
    window = open_window(qtbot, tmp_path, seed=seed_where_first_player_is(Rules(), 0))
    view, controller = window.table, window.controller
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    qtbot.waitUntil(lambda: controller.is_human_turn() and not view.is_animating() and window.undo_button.isEnabled(),
                    timeout=5000)
    for button, key in ((window.hint_button, "H"), (window.undo_button, "Ctrl+Z")):
        interface = QAccessible.queryAccessibleInterface(button)
        assert button.toolTip().endswith(f"({key})")
        assert interface.text(QAccessible.Text.Description) != interface.text(QAccessible.Text.Name)


def test_new_game_keeps_its_height_whatever_the_table(qtbot, tmp_path):
    dialog = NewGameDialog(make_settings(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QCoreApplication.processEvents()
    height = dialog.height()
    dialog.players.setFocus()
    for _ in range(3):  # 3, 4 and 6 players, chosen with the keyboard
        QTest.keyClick(dialog.players, Qt.Key.Key_Down)
        QCoreApplication.processEvents()
        assert dialog.height() == height, dialog.players.currentData()
    for _ in range(3):
        QTest.keyClick(dialog.players, Qt.Key.Key_Up)
        QCoreApplication.processEvents()
        assert dialog.height() == height, dialog.players.currentData()


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_a_card_that_must_capture_dropped_on_the_felt_shows_the_capture_on_the_table(qtbot, tmp_path, speed):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{ANIMATION_SPEED_KEY: speed}))
    window.controller.resume(SavedGame(handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]), 0,
                                       [None, "random"]))
    view = window.table
    qtbot.waitUntil(lambda: not view.is_animating(), timeout=5000)  # the deal has landed
    drag(qtbot, view, view.cards[as_int("5D")], empty_felt_point(view))
    assert view.cards[as_int("5D")].mark is Mark.REFUSED and view.cards[as_int("5B")].mark is Mark.WOULD_TAKE
    if speed != "off":  # it shakes, then rests at home, still lit
        assert view.is_animating()
        qtbot.waitUntil(lambda: not view.is_animating(), timeout=3000)
        five = view.cards[as_int("5D")]
        assert five.pos() == five.home and view.cards[as_int("5B")].mark is Mark.WOULD_TAKE
    assert all(view.cards[c].mark is Mark.NONE for c in as_ints("2C 3C 4C"))
    assert window.controller.match.current.history == []
    qtbot.waitUntil(lambda: view.cards[as_int("5B")].mark is Mark.NONE, timeout=3000)  # for a moment only
    assert view.cards[as_int("5D")].mark is Mark.NONE


def test_a_resumed_match_keeps_the_earlier_rounds_in_the_move_log(qtbot, tmp_path):
    match = Match(Rules(target=21), seed=3)
    while not match.round_over():
        match.apply_move(match.legal_moves()[0])
    first_round = len(match.current.history)
    match.start_next_round()
    match.apply_move(match.legal_moves()[0])
    save_game(SavedGame(match, 3, [None, "random"]), tmp_path / "saved-game.json")
    window = open_window(qtbot, tmp_path, resume=True)
    lines = window.move_log.lines()
    headings = [line for line in lines if line.startswith("— Round")]
    assert [heading.split(",")[0] for heading in headings] == ["— Round 1", "— Round 2"]
    start, second = lines.index(headings[0]), lines.index(headings[1])
    assert second - start - 1 == first_round  # every move of round 1, in words
    assert len(lines) - second - 1 == 1


def ahead_of(match: Match) -> Match:
    """``match`` after its next move (the first legal one), leaving ``match`` as it was."""
    ahead = match.clone()
    ahead.apply_move(ahead.legal_moves()[0])
    return ahead


def test_after_a_change_of_deck_the_move_log_names_every_card_as_the_new_deck_does(qtbot, tmp_path):
    """The lines written before kept the old deck's names: "Coins" in the log, Diamonds on the table."""
    match = Match(Rules(target=21), seed=3)
    while not ahead_of(match).round_over():  # up to the move that ends round 1
        match.apply_move(match.legal_moves()[0])
    save_game(SavedGame(match, 3, [None, "random"]), tmp_path / "saved-game.json")
    window = open_window(qtbot, tmp_path, resume=True)
    controller = window.controller
    if controller.is_human_turn():
        controller.play(*controller.legal_moves()[0])
    qtbot.waitUntil(lambda: window.round_dialog is not None)  # the leftover cards said in the log
    qtbot.mouseClick(window.round_dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.round_number() == 2 and controller.is_human_turn(), timeout=10000)
    controller.play(*controller.legal_moves()[0])
    italian_suits = {plain_suit_word(letter) for letter in "DCS"}  # Coins, Cups, Swords (Clubs are both decks')
    assert any(suit in line for line in window.move_log.lines() for suit in italian_suits)
    window.menu_actions["settings"].trigger()
    settings = window.opened["settings"]
    settings.skin.combo.setCurrentIndex(settings.skin.combo.findData("french"))
    ok = settings.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    lines = window.move_log.lines()
    assert not [line for line in lines if any(suit in line for suit in italian_suits)]
    assert any("Diamonds" in line for line in lines) and any(line.startswith("Cards left") for line in lines)
    assert window.move_log.toPlainText() == "\n".join(lines).replace("\u00a0", " ")  # as shown (Qt's plain spaces)
    assert not any(suit in window.status_line.label.text() for suit in italian_suits)


def test_the_match_over_sheet_shows_six_rows_without_scrolling(qtbot, tmp_path):
    rules = Rules(target=11)
    for seed in range(200):  # a match of three rounds: six lines on the sheet
        match = play_match(rules, [make_player("random", 1), make_player("random", 2)], seed=seed)
        if len(match.round_scores) == 3:
            break
    window = open_window(qtbot, tmp_path)
    window.controller.resume(SavedGame(match, seed, [None, "random"]))
    dialog = RoundOverDialog(window.controller, match.round_scores[-1], match.winner(), window.table.pixmap_for,
                             window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.sheet.isVisible())
    assert dialog.sheet.rowCount() == 6
    # The offscreen screen is 800 pixels high, as a 1366 x 768 laptop's free area is.
    qtbot.waitUntil(lambda: dialog.body.verticalScrollBar().maximum() == 0)
    assert dialog.sheet.verticalScrollBar().maximum() == 0


@pytest.mark.parametrize("code", ["it", "en"])
def test_a_rounds_heading_wrapped_in_the_log_never_leaves_its_closing_dash_alone(qtbot, tmp_path, speak, code):
    """"— Smazzata 1, mazziere: Sofia (facile) —" wrapped in a netbook's log put its "—" on a line alone."""
    speak(code)
    window = open_window(qtbot, tmp_path)
    heading = window.move_log.lines()[1]
    assert heading.startswith(("— Round 1", "— Smazzata 1")), heading
    metrics = QFontMetricsF(window.move_log.font())
    for width in range(120, round(metrics.horizontalAdvance(heading)) + 2, 3):  # every place it may wrap
        layout = QTextLayout(heading, window.move_log.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            lines.append(heading[line.textStart():line.textStart() + line.textLength()].strip())
        layout.endLayout()
        assert "—" not in lines[1:], (width, lines)
