"""What a screen reader reads of the review's and the watched match's score: the labels show
"Match: You 9 – Giulia 7", which was read "You 9 en dash Giulia 7"; a partnership's initials
("G & L") were read as letters.  Each is named in words, the text a sighted player sees as it was;
and so is each move in the review's list."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from PySide6.QtGui import QAccessible

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.game_model import played_in_words
from scopa_desktop.gui.language import LANGUAGES
from scopa_desktop.gui.review.watch import WatchWindow
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.side_words import points_by_side, sides_said
from scopa_desktop.gui.table.announcer import move_words
from scopa_desktop.gui.words import points_text

SAMPLES = 4


def said(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def assert_said_in_words(label, game, *points) -> None:
    """The label shows each side's points with the dash; its name says the same sentence with the
    points said by side in words."""
    expected = label.text()
    for figures in points:
        shown = points_by_side(game, figures)
        assert shown in label.text() and "–" in shown
        expected = expected.replace(shown, sides_said(game, figures))
    name = said(label)
    assert "–" not in name and name == expected, name


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("players", [2, 6])
def test_the_review_says_its_score_and_place_in_words(qtbot, speak, code, players):
    speak(code)
    rules = Rules(players=players, teams=3) if players == 6 else Rules()
    match = play_randomly(Match(rules, seed=4), random.Random(4))
    window = ReviewWindow(match, "napoletane", 0.0, samples=SAMPLES)
    qtbot.addWidget(window)
    game = window.game
    assert_said_in_words(window.score, game, game.totals())  # "Match: You 0, Giulia 0" at the start
    assert "·" in window.where.text() and "·" not in said(window.where)
    assert said(window.where).startswith(window.tr("Round {round} of {rounds}, move {move} of {moves}.").format(
        round=1, rounds=len(match.rounds), move=0, moves=len(match.rounds[0].history)))
    game.go_to(len(match.rounds[0].history))  # the first round's end: its points and the match's
    assert_said_in_words(window.score, game, game.round_score().points, game.totals())
    window.go_end()  # the winner named too
    assert game.winner() is not None and game.team_name(game.winner()) in said(window.score)
    assert_said_in_words(window.score, game, game.round_score().points, game.totals())
    window.close()


@pytest.mark.parametrize("code", ["en", "da"])
def test_the_watched_match_says_its_score_in_words(qtbot, speak, code):
    speak(code)
    window = WatchWindow(Rules(players=4, teams=2), ["easy"] * 4, "napoletane", speed="instant", seed=3)
    qtbot.addWidget(window)
    window.show()
    controller = window.controller
    assert_said_in_words(window.score, controller, controller.totals())
    qtbot.waitUntil(lambda: controller.round_number() > 1, timeout=60000)
    assert_said_in_words(window.score, controller, controller.totals())
    qtbot.waitUntil(window.match_over, timeout=120000)
    assert_said_in_words(window.score, controller, controller.totals())
    assert controller.team_name(controller.winner()) in said(window.score)
    window.close()


@pytest.mark.parametrize("code", ["en", "it"])
def test_the_review_list_says_each_move_as_the_table_does(qtbot, speak, code):
    """The list's lines ("① You: 7 of Coins takes 3 of Cups + 4 of Swords · Scopa! (−1.5)") were read
    with their signs: "circled digit one", "plus", "middle dot", "minus"."""
    speak(code)
    match = play_randomly(Match(Rules(), seed=2), random.Random(2), rounds=1)
    window = ReviewWindow(match, "napoletane", 0.0, samples=SAMPLES)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.coach.pending() == 0, timeout=60000)
    costliest = window.coach.costliest(0, 0)
    assert costliest
    listed = QAccessible.queryAccessibleInterface(window.moves)
    names = [listed.child(row).text(QAccessible.Text.Name) for row in range(listed.childCount())]
    history = match.rounds[0].history
    assert len(names) == len(history)
    for step, (name, played) in enumerate(zip(names, history, strict=True)):
        assert not set(name) & set("+·①②③−"), name
        assert name.startswith(move_words(played_in_words(played), None if played.seat == 0 else "Giulia")), name
        if step in costliest:
            cost = points_text(window.coach.note(0, 0, step)[0])
            assert cost in name and window.moves.item(step).text() != name, name
    window.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_review_step_buttons_are_named_in_words(qtbot, speak, code):
    """"|◀ Start", "◀ Back"… were read "vertical line black left-pointing triangle Start"."""
    speak(code)
    window = ReviewWindow(play_randomly(Match(Rules(), seed=4), random.Random(4)), "napoletane", 0.0,
                          samples=SAMPLES)
    qtbot.addWidget(window)
    buttons = [window.start_button, window.round_back_button, window.back_button, window.forward_button,
               window.round_on_button, window.end_button]
    names = [said(button) for button in buttons]
    assert all(name and not set(name) & set("|◀▶&") for name in names), names
    assert len(set(names)) == len(buttons)
    window.close()
