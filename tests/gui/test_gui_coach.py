"""The coach in the window: a note after each of the player's moves and hints with a reason,
thought out in a thread of its own, cancelled on a new match and on close, stale answers dropped."""

from __future__ import annotations

import threading

import pytest
from helpers_gui import as_int, handmade_match, make_settings, open_window, save_screenshot
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from scopa_desktop.ai import make_player
from scopa_desktop.ai.coach import Advice, Cause, Reason, Verdict, best_move_with_reason, judge_move
from scopa_desktop.engine import Move, Rules, parse_card
from scopa_desktop.gui import language
from scopa_desktop.gui.controller import GameController
from scopa_desktop.gui.game_model import Suggestion
from scopa_desktop.gui.learning import coach as coach_module
from scopa_desktop.gui.learning.coach import Coach, CoachNote
from scopa_desktop.gui.learning.coach_words import advice_text, verdict_text
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import COACH_KEY
from scopa_desktop.gui.words import suit_word, use_italian_names

SAMPLES = 24  # the tests check the wiring; the judgement itself is tests/ai/test_coach.py's
SEED = 5


@pytest.fixture
def coached(qtbot, tmp_path):
    """A controller in a hand-made match (the settebello on the table, 7C in hand) with the coach on."""
    made = []

    def build() -> tuple[GameController, Coach]:
        controller = GameController(tmp_path / "save.json", make_player)
        coach = Coach(controller, samples=SAMPLES)
        coach.set_enabled(True)
        controller.resume(SavedGame(handmade_match(["7D", "3C", "10B", "10C"], ["7C", "5B", "9S"]), SEED,
                                    [None, "random"]))
        made.append((controller, coach))
        return controller, coach

    yield build
    for controller, coach in made:
        coach.shutdown()
        controller.shutdown()


def test_the_note_after_a_move_is_the_coachs_verdict_on_it(qtbot, coached):
    controller, coach = coached()
    view = controller.match.view(controller.human_seat)
    with qtbot.waitSignal(coach.noteChanged, timeout=20000) as blocker:
        assert controller.play(as_int("9S"), [])
    expected = verdict_text(judge_move(view, Move(parse_card("9S"), 0), SEED, SAMPLES))
    assert blocker.args[0] == expected == coach.note.text()
    assert expected.startswith("That cost about")  # the settebello was there to take


def test_the_hint_marks_the_best_move_and_says_why(qtbot, coached):
    controller, coach = coached()
    view = controller.match.view(controller.human_seat)
    with qtbot.waitSignal(controller.hintReady, timeout=20000) as blocker:
        coach.request_hint()
    advice = best_move_with_reason(view, SEED, SAMPLES)
    assert advice.move == Move(parse_card("7C"), 1 << parse_card("7D"))
    assert blocker.args[0] == Suggestion(as_int("7C"), (as_int("7D"),))  # the window's words for the same move
    assert coach.note.text() == advice_text(advice)


def test_a_hint_out_of_turn_is_refused(qtbot, coached):
    controller, coach = coached()
    controller.match.apply_move(controller.match.legal_moves()[0])  # behind the controller's back: not our turn
    with qtbot.waitSignal(controller.moveRefused, timeout=2000) as blocker:
        coach.request_hint()
    assert blocker.args[0] == "A hint is for your own turn."


def slow_judgement(monkeypatch, name: str = "judge_move") -> tuple[threading.Event, threading.Event]:
    """Replace the coach's judgement (or its hint, ``name``) by one that thinks until cancelled."""
    started, cancelled = threading.Event(), threading.Event()

    def judge(view, *args):
        cancel = args[-1]
        started.set()
        while not cancel.is_set():
            cancel_wait.wait(0.002)  # a slice of "search"
        cancelled.set()
        cancel.check()

    cancel_wait = threading.Event()
    monkeypatch.setattr(coach_module, name, judge)
    return started, cancelled


def test_a_new_match_cancels_the_judgement_and_drops_its_note(qtbot, coached, monkeypatch):
    started, cancelled = slow_judgement(monkeypatch)
    controller, coach = coached()
    notes: list[str] = []
    coach.noteChanged.connect(notes.append)
    assert controller.play(as_int("9S"), [])
    qtbot.waitUntil(started.is_set)
    controller.new_match(Rules(), ["random"], seed=3)
    qtbot.waitUntil(cancelled.is_set)
    QCoreApplication.processEvents()
    assert notes == []


def test_a_new_match_drops_a_hint_still_being_thought_about(qtbot, coached, monkeypatch):
    started, cancelled = slow_judgement(monkeypatch, "best_move_with_reason")
    controller, coach = coached()
    hints: list[object] = []
    controller.hintReady.connect(hints.append)
    coach.request_hint()
    assert coach.note.text() == "Thinking about your best move…"
    qtbot.waitUntil(started.is_set)
    controller.new_match(Rules(), ["random"], seed=3)
    qtbot.waitUntil(cancelled.is_set)
    QCoreApplication.processEvents()
    assert hints == [] and coach.note.text() == ""


def test_closing_the_window_while_the_coach_thinks_exits_at_once(qtbot, tmp_path, monkeypatch):
    started, cancelled = slow_judgement(monkeypatch)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{COACH_KEY: 1}),
                         player_factory=lambda level, seed: make_player("random", seed))
    assert window.coach.enabled and window.coach.note.isVisible()
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn)
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    qtbot.waitUntil(started.is_set)
    thread = window.coach.worker_thread
    window.close()
    assert cancelled.is_set() and thread.isFinished()


def test_the_coach_is_off_by_default_and_h_then_gives_the_quick_hint(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    assert not window.coach.enabled and not window.coach.note.isVisible()
    qtbot.waitUntil(window.controller.is_human_turn, timeout=20000)
    with qtbot.waitSignal(window.controller.hintReady, timeout=20000):
        window.menu_actions["hint"].trigger()
    assert window.coach.note.text() == ""
    assert window.statusBar().currentMessage().startswith("Hint: ")


def test_the_window_with_the_coach_on(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{COACH_KEY: 1}))
    window.coach.samples = SAMPLES
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=20000)
    with qtbot.waitSignal(controller.hintReady, timeout=20000):
        window.menu_actions["hint"].trigger()
    assert window.coach.note.text().startswith("Hint: ")
    save_screenshot(window, "coach-hint.png")


def test_the_note_is_as_tall_as_its_wrapped_text_and_shrinks_back(qtbot):
    note = CoachNote()
    qtbot.addWidget(note)
    note.setVisible(True)
    note.resize(120, 40)
    note.setText("You let the settebello go: the 7 of Denari would have taken it. " * 3)
    tall = note.minimumHeight()
    note.resize(300, tall)
    assert note.minimumHeight() < tall  # wider: fewer lines
    note.setText("Good move.")
    assert note.minimumHeight() == note.heightForWidth(300) < 50


def test_the_note_on_a_move_goes_when_the_next_round_starts(qtbot, coached):
    controller, coach = coached()
    with qtbot.waitSignal(coach.noteChanged, timeout=20000):
        assert controller.play(as_int("9S"), [])
    assert coach.note.text() and not coach.note.isHidden()
    while not controller.round_over():  # the rest of the round, quickly
        qtbot.waitUntil(lambda: controller.is_human_turn() or controller.round_over(), timeout=5000)
        if not controller.round_over():
            card, take = controller.legal_moves()[0]
            assert controller.play(card, take)
    controller.start_next_round()
    assert coach.note.text() == "" and coach.note.isHidden()  # no framed blank strip in the side panel


@pytest.mark.parametrize("italian_names", [False, True])
@pytest.mark.parametrize("code", language.LANGUAGES)
def test_the_coach_names_the_coins_as_the_settings_say(speak, code, italian_names):
    """"coins (Denari)" whatever the settings said: now the suit as every card of the window names it."""
    speak(code)
    use_italian_names(italian_names)
    try:
        move = Move(parse_card("7C"), 0)
        cause = Cause(Reason.COINS)
        sentences = (verdict_text(Verdict(move, move, 1.0, cause)), advice_text(Advice(move, move, 1.0, cause)))
        assert all(suit_word("D") in sentence for sentence in sentences)
        if not italian_names and code != "it":  # Italian has no other name for them
            assert not any("Denari" in sentence or "denari" in sentence for sentence in sentences)
    finally:
        use_italian_names(False)


def test_h_with_the_coach_on_says_the_hint_once_with_its_reason(qtbot, tmp_path):
    """The coach's hint is its note ("Hint: play … It keeps …"): a screen reader hears it once, not the
    quick hint's sentence first and then the same words again."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{COACH_KEY: 1}))
    window.coach.samples = SAMPLES
    qtbot.waitUntil(window.controller.is_human_turn, timeout=20000)
    window.table.setFocus()
    said_before = len(window.announcer.said)
    QTest.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "Hint: " in " ".join(window.announcer.said[said_before:]), timeout=20000)
    heard = " ".join(window.announcer.said[said_before:])
    assert heard.count("Hint: ") == 1, heard
    assert window.coach.note.text() in heard
