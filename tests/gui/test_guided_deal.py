"""The guided first deal: its notes fit the positions they were written for, the window shows them on
the table and marks the advised cards, and the first start offers the deal once."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers_gui import as_int, make_settings, open_window, save_screenshot, seed_where_first_player_is, wait_for_layout
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from scopa_desktop.ai.coach import judge_move
from scopa_desktop.ai.greedy import greedy_move
from scopa_desktop.engine import Rules, cards_of
from scopa_desktop.engine.cards import SETTEBELLO
from scopa_desktop.gui import language
from scopa_desktop.gui.game_model import suggestion
from scopa_desktop.gui.learning.guided_deal import (
    LARGE_PRINT_SKIN,
    OPPONENT,
    REST_SEED,
    STEPS,
    guided_match,
    note_text,
    offer_at_first_start,
    step_for,
)
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.gui.settings import COACH_KEY, LEVELS_KEY, PLAYERS_KEY, SKIN_KEY
from scopa_desktop.gui.shell.side_scroll import SideScroll
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.words import card_title, use_italian_names


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
    assert window.coach.enabled and window.settings.get(COACH_KEY) == 0  # on for the deal, not for good
    note = window.guided_deal.note
    assert note.isVisible() and note.text().endswith(note_text(STEPS[0]))
    assert blocker.args[0] == suggestion(STEPS[0].move)  # the advised move, in the window's words
    for index, step in enumerate(STEPS):
        qtbot.waitUntil(controller.is_human_turn, timeout=10000)
        assert note.text().endswith(note_text(step))
        assert controller.play(step.move.card, list(cards_of(step.move.take)))
        if index + 1 < len(STEPS):
            qtbot.waitUntil(lambda i=index: note.text().endswith(note_text(STEPS[i + 1])), timeout=10000)
            save_screenshot(window, f"guided-deal-{index + 2}.png")
    qtbot.waitUntil(lambda: window.guided_deal.over_box is not None, timeout=10000)  # the deal is over
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


def test_the_first_start_offers_the_large_print_deck(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    window = open_window(qtbot, tmp_path, settings)
    assert settings.get(SKIN_KEY) != LARGE_PRINT_SKIN
    box = offer_at_first_start(window)
    offer = box.checkBox()
    assert offer is not None and offer.objectName() == "largePrintOffer" and not offer.isChecked()
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton, pos=offer.rect().center())
    assert offer.isChecked()
    just_play = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    qtbot.mouseClick(just_play, Qt.MouseButton.LeftButton)
    assert settings.get(SKIN_KEY) == LARGE_PRINT_SKIN
    assert window.table.skin_id == LARGE_PRINT_SKIN  # the cards on the table already


def test_the_first_start_leaves_the_deck_alone_unless_asked(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    window = open_window(qtbot, tmp_path, settings)
    before = settings.get(SKIN_KEY)
    box = offer_at_first_start(window)
    next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole).click()
    assert settings.get(SKIN_KEY) == before


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


def play_the_guided_deal(qtbot, window) -> None:
    controller = window.controller
    for step in STEPS:
        qtbot.waitUntil(controller.is_human_turn, timeout=10000)
        assert controller.play(step.move.card, list(cards_of(step.move.take)))
    qtbot.waitUntil(lambda: window.guided_deal.over_box is not None, timeout=10000)


def test_the_guided_deal_says_what_it_changes_and_gives_it_back_after_the_deal(qtbot, tmp_path):
    """Issue 25, item 6: the opponent at easy and the coach on for the deal only, said in the status
    line; afterwards a match of the player's own at their level, the coach as set, nothing counted."""
    settings = make_settings(tmp_path, **{COACH_KEY: 0, LEVELS_KEY: "medium"})
    window = open_window(qtbot, tmp_path, settings)
    window.coach.samples = 16
    before = {key: settings.get(key) for key in (COACH_KEY, LEVELS_KEY)}
    window.guided_deal.start()
    assert window.controller.levels == [None, OPPONENT] and window.coach.enabled
    said = window.guided_deal.note.text()
    assert said.startswith("For this deal only, Giulia plays at easy and the coach is on;"), said
    assert {key: settings.get(key) for key in before} == before
    play_the_guided_deal(qtbot, window)
    box = window.guided_deal.over_box
    assert "medium" in box.text() and "not counted" in box.text()
    assert window.controller.ai_on_hold  # nobody plays on behind the box
    box.buttons()[0].click()
    qtbot.waitUntil(lambda: not window.guided_deal.active)
    assert window.controller.levels == [None, "medium"] and not window.coach.enabled
    assert window.hint_button.isVisible() and window.undo_button.isVisible()  # the note's place is theirs again
    assert not window.controller.assisted and not window.controller.ai_on_hold
    assert {key: settings.get(key) for key in before} == before
    assert window.statistics.figures() == []  # the lesson is no match: neither lost nor assisted


def test_what_the_guide_changes_is_said_with_its_first_note_only(qtbot, tmp_path):
    """It began every note: a screen reader read it out at each of the player's turns, and on a
    netbook its lines pushed the score out of the side panel's view."""
    window = open_window(qtbot, tmp_path)
    window.coach.samples = 16
    notes: list[str] = []
    window.guided_deal.note.said.connect(notes.append)
    window.guided_deal.start()
    play_the_guided_deal(qtbot, window)
    assert len(notes) == len(STEPS) and len(STEPS) > 1
    assert notes[0].startswith("For this deal only, Giulia plays at easy")
    assert [note for note in notes if "For this deal only" in note] == notes[:1]


@pytest.mark.parametrize("coached", [False, True], ids=["coach-off", "coach-on"])
@pytest.mark.parametrize("code", language.LANGUAGES)
def test_on_a_netbook_the_first_note_and_the_whole_score_are_in_view_together(qtbot, tmp_path, speak, code,
                                                                                coached):
    """The coach's own introduction stood above the guide's first note, which says the coach is on, and
    the Hint and Undo buttons below the score: in German the side panel scrolled by 105 px and the score
    left its view.  The note marks the move itself; the buttons come back with the player's match."""
    speak(code)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{COACH_KEY: int(coached)}))
    window.coach.samples = 16
    window.resize(1024 - FRAME.left() - FRAME.right(), 600 - FRAME.top() - FRAME.bottom())
    wait_for_layout(qtbot, window.table)
    window.guided_deal.start()
    note = window.guided_deal.note
    qtbot.waitUntil(lambda: note.isVisible() and note.height() >= note.heightForWidth(note.width()))
    side = window.findChild(SideScroll)
    assert window.coach.enabled and not window.coach.note.isVisible()  # nothing said yet: no blank strip
    assert not window.hint_button.isVisible() and not window.undo_button.isVisible()
    scrolls = side.verticalScrollBar().maximum
    qtbot.waitUntil(lambda: scrolls() == 0, timeout=3000)  # the side panel's layout settles after the note
    save_screenshot(window, f"guided-deal-first-note-{code}-1024x600.png")


@pytest.mark.parametrize("size", [QSize(1366, 768), QSize(1024, 600)], ids=["laptop", "netbook"])
def test_the_guides_note_covers_no_card_plate_or_stock(qtbot, tmp_path, size):
    window = open_window(qtbot, tmp_path)
    window.coach.samples = 16
    window.resize(size.width() - FRAME.left() - FRAME.right(), size.height() - FRAME.top() - FRAME.bottom())
    wait_for_layout(qtbot, window.table)
    window.guided_deal.start()
    note = window.guided_deal.note
    qtbot.waitUntil(note.isVisible)
    wait_for_layout(qtbot, window.table)
    coach = window.coach.note
    qtbot.waitUntil(lambda: coach.height() >= coach.heightForWidth(coach.width())  # the coach's note whole too
                    and not note.geometry().intersects(coach.geometry())
                    and not note.geometry().intersects(window.score_panel.geometry()), timeout=3000)
    top_left = note.mapTo(window, QPoint(0, 0))
    on_window = QRect(top_left, note.size())
    table = QRect(window.table.mapTo(window, QPoint(0, 0)), window.table.size())
    assert window.rect().contains(on_window), (on_window, window.size())
    assert not on_window.intersects(table), (on_window, table)  # beside the table: over no hand, plate or stock
    assert note.height() >= note.heightForWidth(note.width())  # and all of it is there to read
    save_screenshot(window, f"guided-deal-note-{size.width()}x{size.height()}.png")


def test_a_guided_deal_resumed_after_a_restart_is_still_guided(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{COACH_KEY: 0})
    window = open_window(qtbot, tmp_path, settings)
    window.coach.samples = 16
    window.guided_deal.start()
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    assert controller.play(STEPS[0].move.card, list(cards_of(STEPS[0].move.take)))
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    window.close()
    again = open_window(qtbot, tmp_path, make_settings(tmp_path), resume=True)
    again.coach.samples = 16
    assert again.guided_deal.active and again.coach.enabled and again.settings.get(COACH_KEY) == 0
    qtbot.waitUntil(lambda: again.guided_deal.note.text().endswith(note_text(STEPS[1])), timeout=10000)
    again.start_new_match(seed=3)
    assert not again.guided_deal.active and not again.coach.enabled
    assert again.statistics.figures() == []  # left unfinished, the lesson is still not counted


def saved_before_the_guided_mark(path: Path) -> None:
    """The saved game at ``path`` as the versions before the guided deal's mark wrote it."""
    data = json.loads(path.read_text())
    del data["guided"]
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("written", ["now", "before the mark"])
def test_a_match_of_the_guided_deals_seed_and_level_resumes_as_a_match_of_its_own(qtbot, tmp_path, written):
    """``--seed 426055`` against easy at two players: resumed, it was taken for the guided deal, the coach
    put on and its moves not counted, as the guide knew its match by the seed and the level alone."""
    settings = make_settings(tmp_path, **{LEVELS_KEY: OPPONENT, COACH_KEY: 0})
    window = open_window(qtbot, tmp_path, settings, seed=REST_SEED)
    controller = window.controller
    assert controller.seed == REST_SEED and controller.levels == [None, OPPONENT] and not window.guided_deal.active
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    window.close()
    if written != "now":
        saved_before_the_guided_mark(tmp_path / "saved-game.json")
    again = open_window(qtbot, tmp_path, make_settings(tmp_path), resume=True)
    assert again.controller.seed == REST_SEED and again.controller.levels == [None, OPPONENT]
    assert not again.guided_deal.active and not again.coach.enabled
    again.start_new_match(seed=3)
    assert [row.played for row in again.statistics.figures()] == [1]  # left after a move: counted as lost


def test_a_guided_deal_saved_before_its_mark_resumes_guided(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{COACH_KEY: 0}))
    window.guided_deal.start()
    qtbot.waitUntil(window.controller.is_human_turn, timeout=10000)
    window.close()
    saved_before_the_guided_mark(tmp_path / "saved-game.json")
    again = open_window(qtbot, tmp_path, make_settings(tmp_path), resume=True)
    assert again.guided_deal.active and again.coach.enabled
    qtbot.waitUntil(lambda: again.guided_deal.note.text().endswith(note_text(STEPS[0])), timeout=10000)


@pytest.mark.parametrize("italian_names", [False, True])
@pytest.mark.parametrize("code", language.LANGUAGES)
def test_the_notes_name_the_cards_as_the_settings_say_in_every_language(speak, code, italian_names):
    """The first note named the settebello "7 of Denari" in English, German and Danish whatever the
    settings said; it names it as every other card of the window is named."""
    speak(code)
    use_italian_names(italian_names)
    try:
        notes = " ".join(note_text(step) for step in STEPS)
        assert card_title(as_int("7D")) in note_text(STEPS[0])
        if italian_names or code == "it":  # Italian has no other names for them
            assert "Denari" in notes
        else:
            assert not re.findall(r"\b(Denari|Coppe|Spade|Bastoni)\b", notes)
    finally:
        use_italian_names(False)


def test_a_screen_reader_hears_the_guides_notes(qtbot, tmp_path):
    """Issue 27, item 3: the guided deal, offered at the first start, is heard as well as read."""
    window = open_window(qtbot, tmp_path)
    window.guided_deal.start()
    note = window.guided_deal.note.text()
    qtbot.waitUntil(lambda: any(note in said for said in window.announcer.said))
    assert note.startswith("For this deal only, Giulia plays at easy")


def test_the_guided_deal_from_the_menu_asks_before_it_costs_the_match_in_progress(qtbot, tmp_path):
    """Help → Guided first deal left a match the player had moved in at once, counted as lost without
    a word, where New game says so first: now the player is asked, and the opponents wait for it."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    assert controller.play(*controller.legal_moves()[0])
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    moves = list(controller.round_moves())
    window.menu_actions["guided_deal"].trigger()
    box = window.opened["guided_deal"]
    assert isinstance(box, QMessageBox) and box.isVisible() and "counted as lost" in box.text()
    assert controller.ai_on_hold and not window.guided_deal.active
    keep_playing = box.defaultButton()
    assert keep_playing.text().replace("&", "") == "Keep playing"
    qtbot.mouseClick(keep_playing, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert list(controller.round_moves()) == moves and not window.guided_deal.active
    assert not controller.ai_on_hold and window.statistics.figures() == []

    window.menu_actions["guided_deal"].trigger()
    box = window.opened["guided_deal"]
    guided = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole)
    qtbot.mouseClick(guided, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.guided_deal.active)
    assert controller.levels == [None, OPPONENT] and not controller.ai_on_hold
    assert [(f.played, f.won) for f in window.statistics.figures()] == [(1, 0)]  # as New game counts it


def test_the_guided_deal_from_the_menu_starts_at_once_when_nothing_is_lost(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    assert not window.controller.match_in_progress()
    window.menu_actions["guided_deal"].trigger()
    assert window.guided_deal.active and "guided_deal" not in window.opened
    window.menu_actions["guided_deal"].trigger()  # the guided deal again, from its start: nothing to lose
    assert window.guided_deal.active and "guided_deal" not in window.opened


def test_new_game_over_the_guided_deal_warns_of_no_loss_and_counts_none(qtbot, tmp_path):
    """The guided deal is a lesson, never counted: New game over it said the match in progress would
    be counted as lost, which frightened a new player for nothing."""
    window = open_window(qtbot, tmp_path)
    controller = window.controller
    window.menu_actions["guided_deal"].trigger()
    qtbot.waitUntil(controller.is_human_turn)
    assert controller.play(STEPS[0].move.card, list(cards_of(STEPS[0].move.take)))
    assert window.guided_deal.active and controller.match_in_progress()
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.opened["new_game"]
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.abandon_note.isVisible()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.guided_deal.active)
    assert window.statistics.figures() == []


def test_closed_at_the_end_of_the_guided_deal_the_next_start_says_it_is_over_again(qtbot, tmp_path):
    """Closing the window closed "The guided deal is over" as if answered: a match of the player's own
    was dealt and saved unseen, and the next start greeted it with "your match goes on where you left it"."""
    settings = make_settings(tmp_path, **{LEVELS_KEY: "medium"})
    window = open_window(qtbot, tmp_path, settings)
    window.guided_deal.start()
    play_the_guided_deal(qtbot, window)
    window.close()
    again = open_window(qtbot, tmp_path, settings, resume=True)
    qtbot.waitUntil(lambda: again.guided_deal.over_box is not None)
    assert again.controller.levels == [None, OPPONENT] and again.controller.ai_on_hold
    qtbot.mouseClick(again.guided_deal.over_box.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not again.guided_deal.active)
    assert again.controller.levels == [None, "medium"] and not again.controller.ai_on_hold
    assert again.statistics.figures() == []


def test_the_deals_end_names_every_opponent_of_the_match_that_follows(qtbot, tmp_path):
    """Settings for four players: "The guided deal is over" named Giulia alone, at the first level,
    and then a match against three opponents began."""
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 4, LEVELS_KEY: "medium,hard,easy"})
    window = open_window(qtbot, tmp_path, settings)
    window.coach.samples = 16
    window.guided_deal.start()
    play_the_guided_deal(qtbot, window)
    text = window.guided_deal.over_box.text()
    assert "Giulia (medium), Marco (hard), Sofia (easy)" in text, text
    window.guided_deal.over_box.buttons()[0].click()
    qtbot.waitUntil(lambda: window.controller.levels == [None, "medium", "hard", "easy"])


def test_the_first_note_tells_a_player_without_a_mouse_how_and_the_keys_do_it(qtbot, tmp_path):
    """"Drag it onto them" was all the first note said: a player on the keyboard alone, or hearing the
    note through a screen reader, had no way of doing what it asked."""
    window = open_window(qtbot, tmp_path)
    window.guided_deal.start()
    controller, view = window.controller, window.table
    qtbot.waitUntil(controller.is_human_turn, timeout=10000)
    assert "press its number key, then Enter" in window.guided_deal.note.text()
    first = STEPS[0].move
    view.setFocus()
    number = view.hand_ids().index(first.card) + 1
    QTest.keyClick(view, getattr(Qt.Key, f"Key_{number}"))
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(controller.round_moves()))
    played = controller.round_moves()[0]
    assert (played.card, set(played.take)) == (first.card, set(cards_of(first.take)))
