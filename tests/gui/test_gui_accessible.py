"""The table as a screen reader meets it, through Qt's accessibility interfaces: every
card, hand, pile and the stock named in the window's language, a hand card played and
table cards taken by their accessible actions, the keyboard's card as the accessible focus."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import as_int, as_ints, handmade_match, make_settings, open_window
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.language import LANGUAGES
from scopa_desktop.gui.review.watch import WatchWindow
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, SKIN_KEY, TARGET_KEY, TEAMS_KEY, VARIANTS_KEY
from scopa_desktop.gui.table.announcer import move_words
from scopa_desktop.gui.words import capitalised, card_title, suit_word, use_deck
from scopa_desktop.skins.registry import DEFAULT_SKIN_ID

NAME = QAccessible.Text.Name
PRESS = QAccessibleActionInterface.pressAction()
TOGGLE = QAccessibleActionInterface.toggleAction()
HELD = "test holds the opponent"
translate = QCoreApplication.translate


@pytest.fixture
def table_game(qtbot, tmp_path):
    """Table 2C 3C 4C 5B; the player holds 9D (2C+3C+4C or 4C+5B), 1S and 5D (takes 5B); Giulia waits."""
    window = open_window(qtbot, tmp_path)
    window.controller.hold_ai(HELD)
    window.controller.resume(SavedGame(handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]), 0,
                                       [None, "random"]))
    QAccessible.setActive(True)
    return window


def table_interface(window):
    found = QAccessible.queryAccessibleInterface(window.table)
    assert found is not None
    return found


def children(window) -> dict[str, object]:
    """The table's accessible children by name."""
    table = table_interface(window)
    return {table.child(i).text(NAME): table.child(i) for i in range(table.childCount())}


def child_named(window, start: str):
    return next(child for name, child in children(window).items() if name.startswith(start))


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_card_hand_pile_and_the_stock_has_a_name_in_each_language(qtbot, tmp_path, speak, code):
    speak(code)
    window = open_window(qtbot, tmp_path)
    snap = window.table.board.snapshot
    names = list(children(window))
    cards = [*snap.hand, *snap.table]
    others = snap.players - 1 + len(snap.pile_counts) + 1  # the other hands, the piles, the stock
    assert len(names) == len(cards) + others
    assert all(name.strip() for name in names)
    for card, name in zip(cards, names, strict=False):
        assert name.startswith(capitalised(card_title(card)) + ", ")
    assert len(set(names)) == len(names)  # the hand's cards and the table's say where they lie


def test_cards_go_by_the_french_decks_own_names_when_it_is_on_the_table(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, settings=make_settings(tmp_path, **{SKIN_KEY: "french"}))
    try:
        window.controller.resume(SavedGame(handmade_match(["1C", "3C", "8B", "10S"], ["9D", "7D", "5D"]), 0,
                                           [None, "random"]))
        names = [name.partition(",")[0] for name in children(window)]
    finally:
        use_deck(DEFAULT_SKIN_ID)  # the words of the next window's deck
    assert sorted(names[:3]) == ["5 of Diamonds", "7 of Diamonds", "Queen of Diamonds"]
    assert sorted(names[3:7]) == ["3 of Hearts", "Ace of Hearts", "Jack of Clubs", "King of Spades"]


def test_the_other_hands_piles_and_stock_say_their_counts(qtbot, table_game):
    names = list(children(table_game))
    assert names[-4:] == ["Giulia holds 3 cards", "Your captures: 0 cards", "Captured by Giulia: 0 cards",
                          "Stock: 30 cards"]


def test_a_hand_cards_press_plays_it_as_enter_does(qtbot, table_game):
    card = child_named(table_game, "5 of Coins")
    assert card.actionNames()[0] == PRESS
    number = str(table_game.table.hand_ids().index(as_int("5D")) + 1)
    assert card.keyBindingsForAction(QAccessibleActionInterface.setFocusAction()) == [number]
    assert card.keyBindingsForAction(PRESS) == ["Return"]
    card.doAction(PRESS)
    assert table_game.controller.match.current.history[-1].take  # 5D took 5B
    assert "Your captures: 2 cards" in children(table_game)
    assert not any(name.startswith("5 of Clubs") for name in children(table_game))


def key_for(window, card: int) -> Qt.Key:
    """The number key that chooses ``card`` of the hand."""
    return Qt.Key(Qt.Key.Key_1 + window.table.hand_ids().index(card))


def test_a_selected_card_says_what_it_would_take(qtbot, table_game):
    QTest.keyClick(table_game.table, key_for(table_game, as_int("5D")))
    assert child_named(table_game, "5 of Coins").text(NAME).endswith(", selected, takes 5 of Clubs")
    QTest.keyClick(table_game.table, key_for(table_game, as_int("1S")))
    assert child_named(table_game, "Ace of Swords").text(NAME).endswith(", selected, is laid on the table")
    assert not child_named(table_game, "5 of Coins").text(NAME).endswith("5 of Clubs")


def test_table_cards_toggle_into_the_capture_and_the_card_plays_with_them(qtbot, table_game):
    nine = child_named(table_game, "Knight of Coins")
    nine.doAction(QAccessibleActionInterface.setFocusAction())
    assert table_game.table.board.selected_card == as_int("9D")
    for start in ("4 of Cups", "5 of Clubs"):
        child_named(table_game, start).doAction(TOGGLE)
    assert "4 of Cups, on the table, 3 of 4, in your capture" in children(table_game)
    assert child_named(table_game, "5 of Clubs").state().checked
    child_named(table_game, "5 of Clubs").doAction(TOGGLE)
    child_named(table_game, "5 of Clubs").doAction(TOGGLE)
    nine.doAction(PRESS)
    move = table_game.controller.round_moves()[-1]
    assert (move.card, sorted(move.take)) == (as_int("9D"), sorted(as_ints("4C 5B")))


def test_a_choice_of_sets_is_named_on_the_cards_and_chosen_by_a_table_card(qtbot, table_game):
    child_named(table_game, "Knight of Coins").doAction(PRESS)
    assert table_game.table.board.choice is not None  # 2C+3C+4C or 4C+5B
    assert child_named(table_game, "2 of Cups").text(NAME) in (
        "2 of Cups, on the table, 1 of 4, in set 1", "2 of Cups, on the table, 1 of 4, in set 2")
    assert child_named(table_game, "4 of Cups").text(NAME) == "4 of Cups, on the table, 3 of 4, in set 1, 2"
    child_named(table_game, "5 of Clubs").doAction(TOGGLE)
    move = table_game.controller.round_moves()[-1]
    assert (move.card, sorted(move.take)) == (as_int("9D"), sorted(as_ints("4C 5B")))


def test_the_keyboards_card_is_the_accessible_focus(qtbot, table_game):
    table_game.table.setFocus()
    table = table_interface(table_game)
    assert table.focusChild() is None
    QTest.keyClick(table_game.table, key_for(table_game, as_int("1S")))
    assert table.focusChild().text(NAME).startswith("Ace of Swords, in your hand")
    assert table.focusChild().state().focused
    QTest.keyClick(table_game.table, Qt.Key.Key_Tab)
    QTest.keyClick(table_game.table, Qt.Key.Key_Right)
    assert table.focusChild().text(NAME).startswith("3 of Cups, on the table")


# Announcements ---------------------------------------------------------------------------------------


def said_text(window) -> str:
    return "\n".join(window.announcer.said)


def play_through_the_accessible_table(qtbot, window) -> None:
    """The player's move, by the first hand card's accessible action (and the set in view, if a choice comes)."""
    qtbot.waitUntil(window.controller.is_human_turn)
    moves = len(window.controller.round_moves())
    card = table_interface(window).child(0)
    card.doAction(PRESS)
    if window.table.board.choice is not None:
        card.doAction(PRESS)
    assert len(window.controller.round_moves()) == moves + 1


def the_first_rounds_end_heard(qtbot, window) -> str:
    """The first round played to its end through the accessible table; what was said at its end."""
    while not window.controller.round_over():
        play_through_the_accessible_table(qtbot, window)
        qtbot.waitUntil(lambda: window.controller.is_human_turn() or window.controller.round_over())
    qtbot.waitUntil(lambda: "Round 1 over." in said_text(window))
    return window.announcer.said[-1]


def test_each_move_of_a_whole_deal_is_announced_once(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, settings=make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    qtbot.waitUntil(lambda: "On the table:" in said_text(window))
    assert window.announcer.said[0].startswith("Match against Giulia (random). Round 1, ")
    for _ in range(3):
        play_through_the_accessible_table(qtbot, window)
    qtbot.waitUntil(lambda: len(window.controller.round_moves()) == 6)
    qtbot.waitUntil(lambda: "New deal, 2 of 6. Your hand: " in said_text(window))
    controller = window.controller
    for played in controller.round_moves():
        words = move_words(played, None if played.seat == controller.human_seat else "Giulia")
        assert said_text(window).count(words) == 1, words
    assert said_text(window).count("Your turn.") >= 3


def test_a_choice_and_a_refusal_are_announced(qtbot, table_game):
    child_named(table_game, "Knight of Coins").doAction(PRESS)
    qtbot.waitUntil(lambda: "Knight of Coins may take: 1: " in said_text(table_game))
    assert "Press the number of a set, or Enter for set 1." in said_text(table_game)
    QTest.keyClick(table_game.table, Qt.Key.Key_Escape)
    QTest.keyClick(table_game.table, key_for(table_game, as_int("1S")))
    child_named(table_game, "2 of Cups").doAction(TOGGLE)
    QTest.keyClick(table_game.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ace of Swords takes nothing here: it must be laid on the table." in said_text(table_game))


def test_f2_reads_the_whole_position(qtbot, table_game):
    QTest.keyClick(table_game, Qt.Key.Key_F2)
    position = table_game.announcer.said[-1]
    assert position.startswith("Your hand: ")
    for words in ("Table: 2 of Cups, 3 of Cups, 4 of Cups and 5 of Clubs.", "Giulia holds 3 cards.",
                  "Your captures: 0 cards.", "Stock: 30 cards.", "Match score: You 0, Giulia 0.", "Your turn."):
        assert words in position


def test_the_rounds_count_and_the_matchs_end_are_announced(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{LEVELS_KEY: "random", TARGET_KEY: 1})
    window = open_window(qtbot, tmp_path, settings=settings)
    end = the_first_rounds_end_heard(qtbot, window)
    points = window.controller.round_scores()[0].points
    assert f"Points this round: You {points[0]}, Giulia {points[1]}. Cards: " in end
    assert "Match score: You {}, Giulia {}.".format(*window.controller.totals()) in end
    winner = window.controller.winner()
    if winner is not None:
        assert end.endswith("Match over: you won." if winner == 0 else "Match over: Giulia won.")


def test_the_rounds_count_says_the_lines_the_rules_count_as_the_dialog_shows_them(qtbot, tmp_path):
    """Under card-value scoring the points come from the cards' values and primiera is not played: the
    count heard names the card values, as the round's dialog does, and no primiera."""
    settings = make_settings(tmp_path, **{LEVELS_KEY: "random", VARIANTS_KEY: "card-value"})
    window = open_window(qtbot, tmp_path, settings=settings)
    end = the_first_rounds_end_heard(qtbot, window)
    teams = window.controller.round_scores()[0].teams
    values = [team.line("card-values").points for team in teams]
    assert f"Card values: You {values[0]}, Giulia {values[1]}." in end
    assert "Primiera" not in end


def test_a_tie_at_the_top_is_said_to_play_on_as_the_dialog_says(qtbot, tmp_path):
    """Both sides past the target with equal totals: the match goes on, and the round's dialog says
    why; a screen reader hears it too, not a match score that sounds like the end."""
    match = Match(Rules(target=1), seed=1, first_dealer=0)
    while len(match.current.history) < 35:  # the round's last card is the player's, and ties it at 2 - 2
        match.apply_move(match.legal_moves()[0])
    window = open_window(qtbot, tmp_path)
    window.controller.resume(SavedGame(match, 1, [None, "random"]))
    QAccessible.setActive(True)
    end = the_first_rounds_end_heard(qtbot, window)
    totals = window.controller.totals()
    assert totals[0] == totals[1] >= 1 and window.controller.winner() is None
    assert end.endswith(f"Match score: You {totals[0]}, Giulia {totals[1]}. A tie at the top: another round "
                        "is played.")


def test_the_cards_of_a_closed_window_are_no_longer_valid_objects(qtbot):
    QAccessible.setActive(True)
    review = ReviewWindow(play_randomly(Match(Rules(), seed=5), random.Random(5)), "napoletane", 0.0, samples=8)
    review.show()
    qtbot.waitExposed(review)
    table = QAccessible.queryAccessibleInterface(review.table)
    qtbot.waitUntil(lambda: table.childCount() > 0)
    cards = [table.child(index) for index in range(table.childCount())]
    assert all(card.isValid() and card.text(NAME) for card in cards)
    review.close()
    review.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not any(card.isValid() for card in cards)


def test_a_hint_is_announced(qtbot, table_game):
    QTest.keyClick(table_game, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "Hint: " in said_text(table_game))
    assert table_game.statusBar().currentMessage() in table_game.announcer.said


def test_the_coachs_note_is_announced(qtbot, table_game):
    coach = table_game.coach
    coach.samples = 24  # the wiring, not the judgement
    coach.set_enabled(True)
    with qtbot.waitSignal(coach.noteChanged, timeout=20000) as note:
        child_named(table_game, "Ace of Swords").doAction(PRESS)
    assert note.args[0]
    qtbot.waitUntil(lambda: note.args[0] in said_text(table_game))


def test_an_undo_is_followed_by_the_position_it_leads_back_to(qtbot, table_game):
    child_named(table_game, "Ace of Swords").doAction(PRESS)
    qtbot.waitUntil(lambda: "You lay Ace of Swords on the table." in said_text(table_game))
    QTest.keyClick(table_game, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: table_game.announcer.said[-1].startswith("Your hand: "))
    back = table_game.announcer.said[-1]
    assert "Ace of Swords" in back.partition("Table: ")[0]  # in the hand again, and not on the table
    assert "Table: 2 of Cups, 3 of Cups, 4 of Cups and 5 of Clubs." in back
    assert back.endswith("Match score: You 0, Giulia 0. Your turn.")  # whose turn, said once: not "Your turn." again


def test_in_partnerships_the_partner_is_said_apart_and_the_pile_is_your_sides(qtbot, tmp_path):
    """At four in two sides Marco plays with the player: the match's first words do not count him
    among the opponents, and the side's pile is "Your side's captures"."""
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 4, TEAMS_KEY: 2, LEVELS_KEY: "easy"})
    window = open_window(qtbot, tmp_path, settings=settings)
    window.controller.hold_ai(HELD)
    QAccessible.setActive(True)
    qtbot.waitUntil(lambda: bool(window.announcer.said))
    assert window.announcer.said[0].startswith("Match with Marco (easy) against Giulia (easy), Sofia (easy). ")
    names = list(children(window))
    assert "Your side's captures: 0 cards" in names and "Captured by Giulia & Sofia: 0 cards" in names


def test_in_partnerships_the_move_log_names_the_partner_apart_as_the_screen_reader_hears_it(qtbot, tmp_path,
                                                                                             speak):
    """The move log (a text a screen reader reads too) opened "Partie gegen Giulia, Marco, Sofia" with
    Marco the player's partner, while the announcement said "Partie mit Marco gegen Giulia, Sofia"."""
    speak("de")
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 4, TEAMS_KEY: 2, LEVELS_KEY: "easy"})
    window = open_window(qtbot, tmp_path, settings=settings)
    qtbot.waitUntil(lambda: bool(window.move_log.lines()))
    assert window.move_log.lines()[0] == "Partie mit Marco (leicht) gegen Giulia (leicht), Sofia (leicht)."


def test_the_windows_notices_are_heard_a_resumed_match_and_a_save_set_aside(qtbot, tmp_path):
    """A screen reader reads no status bar unasked: a notice there is announced too."""
    window = open_window(qtbot, tmp_path)
    window.close()
    again = open_window(qtbot, tmp_path, resume=True)
    qtbot.waitUntil(lambda: "Welcome back: your match goes on where you left it." in said_text(again))
    again.close()
    (tmp_path / "saved-game.json").write_text("{")
    third = open_window(qtbot, tmp_path, resume=True)
    qtbot.waitUntil(lambda: "The saved game could not be resumed: " in said_text(third))
    assert "a new match has started." in said_text(third)


def test_the_tables_description_offers_play_only_where_the_player_plays(qtbot, tmp_path):
    """At the player's table the keys play; in Watch every hand lies face up and nothing is played
    from the window, so its table does not offer Enter to play."""
    played = table_interface(open_window(qtbot, tmp_path)).text(QAccessible.Text.Description)
    assert "Enter plays" in played and "nothing is played" not in played
    watch = WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3)
    qtbot.addWidget(watch)
    watch.show()
    qtbot.waitUntil(lambda: watch.table.board.snapshot is not None)
    watched = QAccessible.queryAccessibleInterface(watch.table).text(QAccessible.Text.Description)
    assert "nothing is played from here" in watched and "Enter plays" not in watched


@pytest.mark.parametrize(("seed", "last_words"), [(2, "Match over: you won."),
                                                  (1, "A tie at the top: another round is played.")])
def test_f2_in_the_rounds_dialog_reads_the_rounds_end_again(qtbot, tmp_path, seed, last_words):
    """The round's dialog has the keyboard at a round's end: F2 there says what it shows, the count,
    the match score and, at the match's end, who won (seed 2: the player wins it; seed 1: a tie
    at the top, so the round's dialog, and the match plays on)."""
    match = Match(Rules(target=1), seed=seed, first_dealer=0)
    while len(match.current.history) < 35:  # the round's last card is the player's
        match.apply_move(match.legal_moves()[0])
    window = open_window(qtbot, tmp_path)
    window.controller.resume(SavedGame(match, seed, [None, "random"]))
    QAccessible.setActive(True)
    end = the_first_rounds_end_heard(qtbot, window)
    qtbot.waitUntil(lambda: window.narrator.round_dialog is not None and window.narrator.round_dialog.isActiveWindow())
    dialog = window.narrator.round_dialog
    heard = len(window.announcer.said)
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: len(window.announcer.said) > heard)
    again = window.announcer.said[-1]
    assert "Round 1 over. Points this round: You " in again and end.endswith(again)
    assert again.endswith(last_words)
    assert dialog.isVisible()  # F2 only reads: the dialog stays


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_side_without_a_suit_has_no_primiera_heard_and_shown_alike(qtbot, tmp_path, speak, code):
    """Seed 67: Giulia ends the round without a Sword, so she has no primiera (RULES.md §6): the
    count heard says so, with the suit, as the round's dialog shows it, never a primiera of 0."""
    speak(code)
    match = Match(Rules(), seed=67, first_dealer=0)
    while len(match.current.history) < 35:  # the round's last card is the player's
        match.apply_move(match.legal_moves()[0])
    window = open_window(qtbot, tmp_path)
    window.controller.resume(SavedGame(match, 67, [None, "random"]))
    QAccessible.setActive(True)
    play_through_the_accessible_table(qtbot, window)
    qtbot.waitUntil(lambda: window.narrator.round_dialog is not None)
    giulia = window.controller.round_scores()[0].teams[1]
    assert giulia.primiera is None
    shown = [label.text() for label in window.narrator.round_dialog.findChildren(QLabel)]
    lacking = [text for text in shown if suit_word("S") in text and text != suit_word("S")]
    assert len(lacking) == 1, shown  # Giulia's primiera: none, for want of a Sword
    none = lacking[0]
    qtbot.waitUntil(lambda: none in said_text(window))
    primiera = translate("Announcer", "Primiera: {primiera}.").partition("{primiera}")[0]
    heard = said_text(window).partition(primiera)[2]
    assert heard.startswith(f"{window.controller.team_name(0)} 78, Giulia {none}.")
    if code == "en":
        assert none == "no primiera (no Swords)"
