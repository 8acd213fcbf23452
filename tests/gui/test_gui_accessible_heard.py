"""What a screen reader hears beyond the game against the AI (issue 27, item 3): a watched
match and a review say every move as it is shown, a jump in a review says the position it
lands on, F2 reads the whole position there too (every open hand), and on a Qt without
announcements the words still reach the accessibility layer, as the table's live status.
The networked table's test is with the other two-window tests (``test_gui_net_play``)."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import hear_announcements, make_settings
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.game_model import Played
from scopa_desktop.gui.language import LANGUAGES
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.review.watch import WatchWindow
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.table.announcer import Announcer, move_words
from scopa_desktop.gui.table.spoken import Selection, hand_card_name
from scopa_desktop.gui.words import capitalised, card_title
from scopa_desktop.net.messages import Error

DESCRIPTION = QAccessible.Text.Description
translate = QCoreApplication.translate


def words_from(heard: list[tuple[object, str]], view) -> list[str]:
    return [words for source, words in heard if source is view]


def open_review(qtbot, seat: int = 0, coach: bool = True) -> ReviewWindow:
    """``coach`` False: the coach judges nothing, so no word of its joins a step's (whenever it came)."""
    window = ReviewWindow(play_randomly(Match(Rules(), seed=5), random.Random(5)), "napoletane", 0.0, seat=seat,
                          samples=4)
    if not coach:
        window.coach.shutdown()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # the keys step the review where the window has them
    return window


def open_paused_watch(qtbot) -> WatchWindow:
    """A watched match held before its first move (the position stays put), shown with the keyboard."""
    window = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=5)
    qtbot.addWidget(window)
    window.toggle_pause()
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_a_watched_match_says_every_move_by_name_and_nothing_to_you(qtbot, monkeypatch):
    heard = hear_announcements(monkeypatch)
    window = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=5)
    qtbot.addWidget(window)
    moves: list[Played] = []
    window.controller.cardPlayed.connect(moves.append)
    rounds = []
    window.controller.roundOver.connect(rounds.append)
    window.show()
    qtbot.waitUntil(lambda: bool(rounds), timeout=60000)
    window.toggle_pause()
    qtbot.waitUntil(lambda: "Round 1 over." in "\n".join(words_from(heard, window.table)))
    said = "\n".join(words_from(heard, window.table))
    assert said.startswith("Match between Giulia (easy), Marco (easy). Round 1, ")
    for played in moves[:36]:
        words = move_words(played, window.controller.seat_name(played.seat))
        assert said.count(words) == 1, words
    assert "New deal, 2 of 6." in said and "Points this round: Giulia " in said
    assert "You" not in said and "Your" not in said


@pytest.mark.parametrize("code", LANGUAGES)
def test_f2_in_a_watched_match_reads_every_open_hand_in_each_language(qtbot, monkeypatch, speak, code):
    speak(code)
    heard = hear_announcements(monkeypatch)
    window = open_paused_watch(qtbot)
    QTest.keyClick(window, Qt.Key.Key_F2)
    position = words_from(heard, window.table)[-1]
    for hand in window.controller.snapshot().open_hands:
        assert all(card_title(card) in position for card in hand)
    for name in ("Giulia", "Marco"):
        assert name in position
    if code != "en":
        assert "holds" not in position and "Table:" not in position  # said in the window's language


def test_a_review_says_each_step_forward_and_the_position_after_a_step_back(qtbot, monkeypatch):
    heard = hear_announcements(monkeypatch)
    window = open_review(qtbot, coach=False)
    game = window.game
    first, second = game.round_moves()[:2]
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        count = len(words_from(heard, window.table))
        QTest.keyClick(window, key)
        qtbot.waitUntil(lambda n=count: len(words_from(heard, window.table)) == n + 1)
    forward, back = words_from(heard, window.table)[:2], words_from(heard, window.table)[2]
    assert forward == [move_words(first, None), move_words(second, "Giulia")]
    assert back.startswith("Round 1 of 4, move 1 of 36. Your hand: ")  # where the step back landed, then the cards
    assert "Giulia holds: " in back and "Giulia to play." in back
    assert card_title(second.card) in back.partition("Giulia holds: ")[2]  # Giulia's card is back in her hand


def test_a_review_from_the_other_seat_still_says_your_hand_for_yours(qtbot, monkeypatch):
    """Giulia's hand at the bottom of the table: "Your hand" is still the player's, Giulia's is hers."""
    heard = hear_announcements(monkeypatch)
    window = open_review(qtbot, seat=1)
    QTest.keyClick(window, Qt.Key.Key_F2)
    position = words_from(heard, window.table)[-1]
    yours, giulias = window.game.snapshot().open_hands
    mine, _, hers = position.partition("Giulia holds: ")
    assert mine.startswith("Round 1 of 4, move 0 of 36. Your hand: ")
    assert all(card_title(card) in mine for card in yours)
    assert all(card_title(card) in hers for card in giulias) and not any(card_title(c) in hers for c in yours)


def test_a_review_says_the_rounds_count_as_it_steps_onto_its_end(qtbot, monkeypatch):
    heard = hear_announcements(monkeypatch)
    window = open_review(qtbot)
    for _ in range(len(window.game.round_moves())):
        QTest.keyClick(window, Qt.Key.Key_Right)
    points = window.game.match.round_scores[0].points
    qtbot.waitUntil(lambda: "Round 1 over." in "\n".join(words_from(heard, window.table)))
    end = words_from(heard, window.table)[-1]
    assert f"Points this round: You {points[0]}, Giulia {points[1]}. " in end
    QTest.keyClick(window, Qt.Key.Key_F2)  # at the round's end, F2 reads its count again, not an empty table
    moves = len(window.game.round_moves())
    again = words_from(heard, window.table)[-1]
    assert again.startswith(f"Round 1 of 4, move {moves} of {moves}. ") and "Your hand: " not in again
    assert f"Round 1 over. Points this round: You {points[0]}, Giulia {points[1]}. " in again


def test_without_qts_announcements_the_words_are_the_tables_live_status(qtbot, monkeypatch):
    """An older Qt has no ``QAccessibleAnnouncementEvent``: the table's accessible description
    carries each announcement instead."""
    heard = hear_announcements(monkeypatch)
    monkeypatch.setattr(Announcer, "announcement_event", None)
    window = open_review(qtbot, coach=False)
    table = QAccessible.queryAccessibleInterface(window.table)
    assert "F2 reads the whole position." in table.text(DESCRIPTION)  # the keys, until something is said
    first = window.game.round_moves()[0]
    QTest.keyClick(window, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: table.text(DESCRIPTION) == move_words(first, None))
    QTest.keyClick(window, Qt.Key.Key_F2)
    assert table.text(DESCRIPTION).startswith("Round 1 of 4, move 1 of 36. Your hand: ")
    assert table.text(QAccessible.Text.Name) == "Card table"
    assert heard == []  # no announcement event was sent


def table_names(window) -> list[str]:
    table = QAccessible.queryAccessibleInterface(window.table)
    return [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())]


def your_hand_name(card: int, hand) -> str:
    """A card's name as the player's own, in the window's language."""
    return hand_card_name(card, hand, Selection())


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_watched_matchs_bottom_hand_is_named_by_its_owner_in_each_language(qtbot, monkeypatch, speak, code):
    """Nobody at a watched table is the viewer: the bottom hand is Giulia's, also in F2."""
    speak(code)
    heard = hear_announcements(monkeypatch)
    window = open_paused_watch(qtbot)
    qtbot.waitUntil(lambda: bool(table_names(window)))
    hand = window.table.board.hand.order
    names = table_names(window)[:len(hand)]
    for card, name in zip(hand, names, strict=True):
        assert name.startswith(capitalised(card_title(card)) + ", ") and "Giulia" in name
        assert name != your_hand_name(card, hand)
    QTest.keyClick(window, Qt.Key.Key_F2)
    position = words_from(heard, window.table)[-1]
    for own in (translate("Accessible", "Your turn."), translate("Accessible", "You play next."),
                translate("Accessible", "Your hand: {cards}.").partition("{")[0]):
        assert own not in position


def test_a_review_from_the_other_seat_names_giulias_cards_as_hers_and_yours_as_yours(qtbot):
    QAccessible.setActive(True)
    window = open_review(qtbot, seat=1)
    qtbot.waitUntil(lambda: bool(table_names(window)))
    yours, giulias = window.game.snapshot().open_hands
    names = table_names(window)
    assert names[:3] == [f"{capitalised(card_title(card))}, in Giulia's hand, {i} of 3"
                         for i, card in enumerate(giulias, 1)]
    first, second, third = (card_title(card) for card in yours)
    assert f"You hold 3 cards: {first}, {second} and {third}" in names
    assert "Your captures: 0 cards" in names and "Captured by Giulia: 0 cards" in names


@pytest.mark.parametrize("code", LANGUAGES)
def test_f2_in_a_review_says_who_plays_next_never_your_turn(qtbot, monkeypatch, speak, code):
    """A review is looked at, not played: the reviewer's own move to come is told ("You play next."),
    another seat's by name, and "Your turn." never."""
    speak(code)
    heard = hear_announcements(monkeypatch)
    window = open_review(qtbot)
    assert window.game.snapshot().to_play == 0
    your_turn, you_next = translate("Accessible", "Your turn."), translate("Accessible", "You play next.")
    QTest.keyClick(window, Qt.Key.Key_F2)
    position = words_from(heard, window.table)[-1]
    assert position.endswith(" " + you_next) and your_turn not in position
    QTest.keyClick(window, Qt.Key.Key_Right)
    QTest.keyClick(window, Qt.Key.Key_F2)
    position = words_from(heard, window.table)[-1]
    assert position.endswith(" " + translate("Accessible", "{name} to play.").format(name="Giulia"))
    assert your_turn not in position


def test_the_players_side_is_said_as_you_in_its_own_case(qtbot, monkeypatch):
    """"You" is no name to put in a sentence's slot (de "Stiche von Du", it "vanno a Tu"): the
    player's pile, the cards left to the player and the player's win are sentences of their own."""
    heard = hear_announcements(monkeypatch)
    window = open_review(qtbot)
    game = window.game
    leftovers: list[int] = []
    game.roundOver.connect(lambda _score: leftovers.append(game.leftover()[0] if game.leftover() else -1))
    while game.forward():
        pass
    qtbot.waitUntil(lambda: "Match over: " in "\n".join(words_from(heard, window.table)))
    said = "\n".join(words_from(heard, window.table))
    assert "go to You." not in said and "You won." not in said and "Captured by You" not in said
    assert said.count("left on the table go to you.") == leftovers.count(0) > 0
    winner = game.match.winner()
    assert ("Match over: you won." if winner == 0 else "Match over: Giulia won.") in said
    QTest.keyClick(window, Qt.Key.Key_Left)  # a step back from the round's end: a position with piles to read
    QTest.keyClick(window, Qt.Key.Key_F2)
    assert "Your captures: " in words_from(heard, window.table)[-1]


def test_a_review_says_the_coachs_word_on_each_move_of_the_chosen_seat_once_a_visit(qtbot, monkeypatch):
    heard = hear_announcements(monkeypatch)
    window = open_review(qtbot)
    first = window.game.round_moves()[0]
    assert first.seat == window.game.seat
    QTest.keyClick(window, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: window.coach.note(0, 0, 0) is not None, timeout=30000)
    verdict = window.note.text()
    qtbot.waitUntil(lambda: verdict in "\n".join(words_from(heard, window.table)))
    QTest.keyClick(window, Qt.Key.Key_Right)  # Giulia's move: the coach judges only the chosen seat's
    qtbot.waitUntil(lambda: move_words(window.game.round_moves()[1], "Giulia") in words_from(heard, window.table))
    QTest.keyClick(window, Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: "\n".join(words_from(heard, window.table)).count(verdict) == 2)
    assert "No note here" not in "\n".join(words_from(heard, window.table))


def test_pausing_a_watched_match_is_heard(qtbot, monkeypatch):
    heard = hear_announcements(monkeypatch)
    window = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="normal", seed=5)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: any(words.endswith("Paused.") for words in words_from(heard, window.table)))
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: any(words.endswith("Going on.") for words in words_from(heard, window.table)))


def test_a_servers_refusal_at_a_networked_table_is_heard(qtbot, tmp_path):
    """Shown in the status bar, which a screen reader reads only when asked: announced as well."""
    window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    window.session._on_error(Error("rate-limited", "Too many messages: slow down."))
    qtbot.waitUntil(lambda: "Too many messages: slow down." in window.announcer.said)


def test_a_jump_onto_a_rounds_end_says_its_count_as_a_step_onto_it_does(qtbot, monkeypatch):
    """A jump onto a round's end (a click on its last move, a step back from the next round's deal,
    End) read the position there: empty hands and an empty table, and not a word of the count."""
    heard = hear_announcements(monkeypatch)
    window = open_review(qtbot, coach=False)
    game = window.game
    moves = len(game.round_moves())
    points = game.match.round_scores[0].points

    def jumped(press) -> str:
        count = len(words_from(heard, window.table))
        press()
        qtbot.waitUntil(lambda: len(words_from(heard, window.table)) == count + 1)
        said = words_from(heard, window.table)[-1]
        QTest.keyClick(window, Qt.Key.Key_F2)  # the same words as F2 reads there
        assert words_from(heard, window.table)[-1] == said
        return said

    last = window.moves.item(moves - 1)
    window.moves.scrollToItem(last)
    clicked = jumped(lambda: qtbot.mouseClick(window.moves.viewport(), Qt.MouseButton.LeftButton,
                                              pos=window.moves.visualItemRect(last).center()))
    assert clicked.startswith(f"Round 1 of 4, move {moves} of {moves}. ") and "Your hand" not in clicked
    assert f"Round 1 over. Points this round: You {points[0]}, Giulia {points[1]}. " in clicked
    QTest.keyClick(window, Qt.Key.Key_Right)  # the next round's deal
    qtbot.waitUntil(lambda: "Round 2, " in words_from(heard, window.table)[-1])
    assert jumped(lambda: QTest.keyClick(window, Qt.Key.Key_Left)) == clicked
    QTest.keyClick(window, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: words_from(heard, window.table)[-1].startswith("Round 1 of 4, move 0 of "))
    end = jumped(lambda: QTest.keyClick(window, Qt.Key.Key_End))
    rounds = len(game.match.rounds)
    assert end.startswith(f"Round {rounds} of {rounds}, ") and f"Round {rounds} over. " in end
    assert end.endswith(("Match over: you won.", "Match over: Giulia won."))
