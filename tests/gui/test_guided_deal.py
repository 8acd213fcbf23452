"""The guided first deal: its notes fit the positions they were written for, the window shows them on
the table and marks the advised cards, and the first start offers the deal once."""

from __future__ import annotations

import pytest
from helpers_gui import make_settings, open_window, save_screenshot, seed_where_first_player_is
from PySide6.QtWidgets import QMessageBox

from scopa_desktop.ai.coach import judge_move
from scopa_desktop.ai.greedy import greedy_move
from scopa_desktop.engine import Rules, card_name, names_of
from scopa_desktop.engine.cards import SETTEBELLO
from scopa_desktop.gui.controller import suggestion
from scopa_desktop.gui.learning.guided_deal import (
    OPPONENT,
    STEPS,
    guided_match,
    note_text,
    offer_at_first_start,
    step_for,
)
from scopa_desktop.gui.settings import COACH_KEY
from scopa_desktop.gui.shell.main_window import create_main_window


def test_following_the_notes_against_easy_meets_every_note_and_ends_in_a_scopa():
    match = guided_match()
    played = []
    for step in STEPS:
        state = match.current
        assert match.current_player() == 0
        assert step_for(state.hands[0], state.table) is step
        assert judge_move(match.view(0), step.move, samples=150) is None  # the coach never contradicts a note
        played.append(match.apply_move(step.move))
        reply = greedy_move(match.rules, match.current.hands[1], match.current.table, False, False)
        match.apply_move(reply)  # what easy plays, every time
    assert OPPONENT == "easy"
    assert [p.scopa for p in played] == [False, False, True]
    assert played[0].take >> SETTEBELLO & 1


def test_the_window_shows_each_note_on_the_table_and_marks_the_advised_cards(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    window.coach.samples = 16  # the coach judges each move; the test needs only that it is on
    controller = window.controller
    with qtbot.waitSignal(controller.hintReady, timeout=5000) as blocker:
        window.guided_deal.start()
    assert window.coach.enabled and window.settings.get(COACH_KEY) == 1
    note = window.guided_deal.note
    assert note.isVisible() and note.text() == note_text(STEPS[0])
    assert blocker.args[0] == suggestion(STEPS[0].move)  # the advised move, in the window's words
    for index, step in enumerate(STEPS):
        qtbot.waitUntil(controller.is_human_turn, timeout=10000)
        assert note.text() == note_text(step)
        assert controller.play(card_name(step.move.card), names_of(step.move.take))
        if index + 1 < len(STEPS):
            qtbot.waitUntil(lambda i=index: note.text() == note_text(STEPS[i + 1]), timeout=10000)
            save_screenshot(window, f"guided-deal-{index + 2}.png")
    qtbot.waitUntil(lambda: note.text() == note_text(None), timeout=10000)
    window.start_new_match(seed=3)
    assert not note.isVisible()


def test_the_first_start_offers_the_guided_deal_once(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    window = open_window(qtbot, tmp_path, settings)
    box = offer_at_first_start(window)
    assert box is not None and box.isVisible()
    assert offer_at_first_start(window) is None  # once only
    accept = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    accept.click()
    assert window.guided_deal.active
    assert window.controller.levels == [None, OPPONENT]


@pytest.mark.parametrize("frame_first", [True, False], ids=["as-the-app", "built-at-once"])
def test_the_opponent_waits_while_the_first_start_offer_is_open(qtbot, tmp_path, frame_first):
    """As the app starts it (the game set up after the frame's first paint) and with the game set up
    at once: the offer comes after the window's first paint, and nobody plays behind it."""
    rules = Rules()
    window = create_main_window(make_settings(tmp_path), save_path=tmp_path / "saved-game.json", resume=False,
                                seed=seed_where_first_player_is(rules, 1), frame_first=frame_first)
    qtbot.addWidget(window, before_close_func=lambda w: w.close())
    offers: list[QMessageBox | None] = []
    window.firstPainted.connect(lambda: offers.append(offer_at_first_start(window)))
    window.show()
    qtbot.waitUntil(lambda: bool(offers))
    box = offers[0]
    assert box is not None and box.isVisible()
    controller = window.controller
    assert controller.ai_on_hold and not controller.round_moves() and not controller.is_human_turn()
    just_play = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    just_play.click()
    assert not controller.ai_on_hold
    qtbot.waitUntil(lambda: len(controller.round_moves()) == 1, timeout=20_000)  # the answer lets Giulia play
