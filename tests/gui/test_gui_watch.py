"""Watch (Game > Watch a match…): the AIs play a whole match on the table, every hand face up,
pausable; nothing of it is the player's."""

from __future__ import annotations

from helpers_gui import as_int, hear_announcements
from PySide6.QtCore import QCoreApplication

from scopa_desktop.engine import Rules
from scopa_desktop.gui.review.watch import WatchWindow


def test_watch_plays_a_whole_match_of_four_ais_with_animations_at_0(qtbot):
    window = WatchWindow(Rules(players=4, teams=2), ["easy", "medium", "easy", "medium"], "napoletane",
                         speed="instant", seed=3)
    qtbot.addWidget(window)
    window.show()
    assert window.table.animation_speed == 0
    rounds = []
    window.controller.roundOver.connect(rounds.append)
    qtbot.waitUntil(window.match_over, timeout=120000)
    match = window.controller.match
    assert match.is_over() and len(rounds) == match.round_number
    per_round = match.rules.cards_per_deal * match.rules.deals_per_round
    assert [len(state.history) for state in match.rounds] == [per_round] * match.round_number  # every card played
    assert window.controller.team_name(match.winner()) in window.score.text()
    window.close()


def open_duel(qtbot) -> WatchWindow:
    """Two easy AIs at the instant pace, shown and laid out."""
    window = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=5)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.table.layout_ is not None)
    return window


def test_watch_pauses_and_goes_on(qtbot):
    window = open_duel(qtbot)
    assert set(window.controller.snapshot().open_hands[1]) <= set(window.table.cards)  # the other hand face up too
    window.toggle_pause()
    qtbot.waitUntil(window.controller.held_back)  # the move under way, if any, has landed; no search asked
    held = len(window.controller.match.current.history)
    for _ in range(20):
        QCoreApplication.processEvents()
    assert len(window.controller.match.current.history) == held and window.controller.held_back()
    window.controller.play(as_int("7D"), [])  # nobody's turn is the watcher's
    assert len(window.controller.match.current.history) == held
    window.toggle_pause()
    qtbot.waitUntil(lambda: len(window.controller.match.current.history) > held or window.controller.round_over())
    window.close()


def test_watch_never_says_your_turn_on_a_seat_an_ai_plays(qtbot):
    window = open_duel(qtbot)
    controller = window.controller

    def pause_on_seat_0(seat: int) -> None:
        """Paused the moment seat 0 (the one the table is seen from) is to play, before its AI
        starts: polling for it instead let a loaded machine play past it, to the match's end."""
        if seat == 0 and not window.paused:
            window.toggle_pause()

    controller.turnChanged.connect(pause_on_seat_0)
    qtbot.waitUntil(lambda: window.paused and controller.held_back(), timeout=20_000)
    assert controller.current_seat() == 0 and not controller.round_over()
    plate = window.table.board.plates[0]
    assert plate.text.startswith(controller.seat_name(0)) and "your turn" not in plate.text
    window.close()


def test_a_finished_match_has_nothing_to_pause(qtbot, monkeypatch):
    """Once the match was over, Pause (Space) stayed on: it said "Paused." and offered "Go on" over a
    table where nothing was left to move."""
    heard = hear_announcements(monkeypatch)
    window = open_duel(qtbot)
    qtbot.waitUntil(window.match_over, timeout=60000)
    assert not window.pause_button.isEnabled()
    window.toggle_pause()  # what Space does
    assert not window.paused and window.pause_button.text() == "&Pause (Space)"
    assert "Paused." not in [words for _source, words in heard]
    window.close()
