"""Win odds beside the score: off by default; on, worked out in a thread of their own from the
player's view after each move, the bar showing them."""

from __future__ import annotations

from helpers_gui import make_settings, open_window
from PySide6.QtCore import QThread

from scopa_desktop.ai.odds import win_odds
from scopa_desktop.gui.learning import odds as gui_odds
from scopa_desktop.gui.settings import LEVELS_KEY, ODDS_KEY


def test_odds_are_off_by_default(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    assert not window.odds.enabled and not window.odds.bar.isVisible()


def test_odds_follow_every_move_from_the_players_view_off_the_gui_thread(qtbot, tmp_path, monkeypatch):
    threads = []

    def odds_in_thread(view, seed, samples, cancel):
        threads.append(QThread.currentThread())
        return win_odds(view, seed, 20, cancel)

    monkeypatch.setattr(gui_odds, "win_odds", odds_in_thread)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random", ODDS_KEY: 1}))
    odds, controller = window.odds, window.controller
    assert odds.enabled and odds.bar.isVisible()
    qtbot.waitUntil(lambda: controller.is_human_turn() and odds.odds is not None, timeout=10000)
    view = controller.seat_view(controller.human_seat)
    assert odds.odds == win_odds(view, controller.seed, 20)  # the player's own view, nobody else's
    assert odds.bar.figures[0].text() == f"{round(odds.odds.round * 100)}%"
    asked = len(threads)
    card, take = controller.legal_moves()[0]
    controller.play(card, take)
    qtbot.waitUntil(lambda: len(threads) > asked and odds.odds is not None, timeout=10000)
    assert all(thread is odds.worker_thread for thread in threads)
