"""A whole match against the AI played with real mouse events on the table, to
the match-over dialog; screenshots of the window for people to look at."""

from __future__ import annotations

import random

import pytest
from helpers_gui import centre, drag, empty_felt_point, make_settings, open_window, save_screenshot, wait_for_layout
from PySide6.QtCore import Qt

from scopa_desktop.engine import match_to_record
from scopa_desktop.gui.accelerators import plain_text
from scopa_desktop.gui.settings import LEVELS_KEY


def play_one_turn(qtbot, window, rng: random.Random) -> None:
    """Choose a legal move at random and make it by dragging the card."""
    controller, view = window.controller, window.table
    card_id, take = rng.choice(controller.legal_moves())
    moves_before = len(controller.match.current.history)
    target = view.cards[take[0]] if take else None
    options_here = [o for o in controller.options_for(card_id) if target is not None and take[0] in o]
    to = centre(target) if target is not None else empty_felt_point(view)
    drag(qtbot, view, view.cards[card_id], to)
    if len(options_here) > 1:
        qtbot.waitUntil(lambda: view.chooser is not None)
        button = next(b for b in view.chooser.buttons if b.objectName() == "choice-" + "-".join(take))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(controller.match.current.history) > moves_before or controller.match.round_over(),
                    timeout=3000)


# 7 s of CPU, a match of several rounds: each piece has a faster test of its own (a drag that plays,
# test_gui_table; a round by mouse, test_gui_net; the next round's deal, test_gui_lifecycle; the
# match-over dialog, test_gui_dialogs), so the whole of it is the slow tier's.
@pytest.mark.slow
def test_whole_match_by_mouse_to_the_match_over_dialog(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{LEVELS_KEY: "random"})
    window = open_window(qtbot, tmp_path, settings, seed=11)
    controller = window.controller
    save_screenshot(window, "gui-start.png")
    window.resize(1024, 700)
    wait_for_layout(qtbot, window.table)
    save_screenshot(window, "gui-start-1024x700.png")
    rng = random.Random(5)
    rounds_seen = 0
    while True:
        qtbot.waitUntil(lambda: window.round_dialog is not None or controller.is_human_turn(), timeout=10000)
        if window.round_dialog is not None:
            dialog = window.round_dialog
            rounds_seen += 1
            if rounds_seen == 1:
                save_screenshot(window, "gui-after-round.png")
                save_screenshot(dialog, "gui-round-dialog.png")
            if controller.match.is_over():
                break
            qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not controller.match.round_over() and window.round_dialog is None)
            continue
        played_by_me = sum(1 for m in controller.match.current.history if m.seat == controller.human_seat)
        play_one_turn(qtbot, window, rng)
        assert sum(1 for m in controller.match.current.history if m.seat == controller.human_seat) == played_by_me + 1
    assert window.round_dialog.objectName() == "matchOverDialog"
    assert plain_text(window.round_dialog.continue_button.text()) == "Play again"  # its words, as shown
    assert max(controller.match.totals) >= 11
    won = "you" if controller.match.winner() == controller.rules.team_of(controller.human_seat) else "Giulia"
    assert window.status_label.text().endswith(f"Match over: {won} won. Game > New game (Ctrl+N) to play again.")
    # Every move in the record was made on the table, the player's by mouse.
    record = match_to_record(controller.match)
    assert len(record["rounds"]) == rounds_seen
    # The finished match counts once in the statistics, won or lost as it went.
    won = controller.match.winner() == controller.rules.team_of(controller.human_seat)
    [figures] = window.statistics.figures()
    assert (figures.table, figures.assisted, figures.played, figures.won, figures.streak, figures.best_streak) == (
        "vs random, to 11", False, 1, int(won), int(won), int(won))
    own_points = controller.match.totals[controller.rules.team_of(controller.human_seat)]
    assert figures.rounds == rounds_seen and figures.points == figures.best_match == own_points
    finished = controller.match
    qtbot.mouseClick(window.round_dialog.continue_button, Qt.MouseButton.LeftButton)  # play again
    assert controller.match is not finished and controller.match.totals == [0, 0]
    assert window.round_dialog is None
