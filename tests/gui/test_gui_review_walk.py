"""The review as a player walks it from the Game menu: choosing it again while it is open."""

from __future__ import annotations

import random

from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window
from PySide6.QtWidgets import QFileDialog

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import LEVELS_KEY
from scopa_desktop.storage.records import save_record


def open_reviews(window) -> list[ReviewWindow]:
    return [each for each in window.findChildren(ReviewWindow) if each.isVisible()]


def test_choosing_a_review_open_already_brings_it_to_the_front(qtbot, tmp_path, monkeypatch):
    """Review last match chosen again opened a second review exactly over the first, as if the menu
    had done nothing, its coach judging every move again beside the first's; the same record chosen
    again did the same.  The review open already comes to the front; another record opens its own."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    finished = play_randomly(Match(Rules(), seed=9), random.Random(9))
    window.controller.resume(SavedGame(finished, 9, [None, "random"]))
    window.menu_actions["review"].trigger()
    first = window.opened["review"]
    qtbot.waitExposed(first)
    first.game.go_to(5)  # where the player had got to
    window.activateWindow()
    window.menu_actions["review"].trigger()
    assert open_reviews(window) == [first] and window.opened["review"] is first
    assert first.game.position() == 5  # as the player left it

    chosen = [tmp_path / "finished.json"]
    save_record(finished, chosen[0])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(chosen[0]), ""))
    window.menu_actions["review_record"].trigger()  # the same match, from its record
    assert open_reviews(window) == [first]
    chosen[0] = tmp_path / "other.json"
    save_record(play_randomly(Match(Rules(), seed=4), random.Random(4)), chosen[0])
    window.menu_actions["review_record"].trigger()
    other = window.opened["review_record"]
    assert other is not first and set(open_reviews(window)) == {first, other}
    window.menu_actions["review_record"].trigger()
    assert set(open_reviews(window)) == {first, other}
