"""The end of a match at home, as the player meets it: what can still be looked at after
Play again, and what is said of a match, or a round, whose end was not seen."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window
from PySide6.QtCore import Qt

from scopa_desktop.engine import Match, Move, Rules
from scopa_desktop.gui import language
from scopa_desktop.gui.saved_game import SavedGame, save_game
from scopa_desktop.gui.settings import LEVELS_KEY


def one_move_from_the_end(seed: int) -> Match:
    """A two-player match played at random up to, not including, the move that ends it."""
    whole = play_randomly(Match(Rules(), seed=seed), random.Random(seed))
    match = Match(Rules(), seed=seed)
    for number, state in enumerate(whole.rounds, 1):
        moves = state.history if number < len(whole.rounds) else state.history[:-1]
        for played in moves:
            match.apply_move(Move(played.card, played.take))
        if number < len(whole.rounds):
            match.start_next_round()
    return match


def end_the_match(qtbot, window) -> None:
    """The last move made (the player's, or the opponent's at once), up to the match-over dialog."""
    controller = window.controller
    if controller.is_human_turn():
        card, take = controller.legal_moves()[0]
        controller.play(card, take)
    qtbot.waitUntil(lambda: window.round_dialog is not None and window.round_dialog.objectName() == "matchOverDialog")


def test_the_match_just_played_can_be_reviewed_after_play_again(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    window.controller.resume(SavedGame(one_move_from_the_end(4), 4, [None, "random"]))
    end_the_match(qtbot, window)
    played = window.controller.match.rounds[0].history
    qtbot.mouseClick(window.round_dialog.continue_button, Qt.MouseButton.LeftButton)  # Play again
    qtbot.waitUntil(lambda: window.controller.match.rounds[0].history != played)
    review = window.menu_actions["review"]
    assert review.isEnabled()  # the match just finished, not the new one's hidden cards
    review.trigger()
    assert window.opened["review"].game.match.rounds[0].history == played


def test_the_last_match_can_be_reviewed_after_play_again_and_a_restart(qtbot, tmp_path):
    """Play again put the new match in the saved game: after a restart the match just finished could be
    reviewed only if the player had saved it as a record."""
    settings = make_settings(tmp_path, **{LEVELS_KEY: "random"})
    window = open_window(qtbot, tmp_path, settings)
    window.controller.resume(SavedGame(one_move_from_the_end(4), 4, [None, "random"]))
    end_the_match(qtbot, window)
    played = window.controller.match.rounds[0].history
    qtbot.mouseClick(window.round_dialog.continue_button, Qt.MouseButton.LeftButton)  # Play again
    qtbot.waitUntil(lambda: window.controller.match.rounds[0].history != played)
    window.close()
    again = open_window(qtbot, tmp_path, settings, resume=True)
    assert not again.controller.match.is_over()  # the new match goes on
    assert again.menu_actions["review"].isEnabled()
    again.menu_actions["review"].trigger()
    assert again.opened["review"].game.match.rounds[0].history == played


@pytest.mark.parametrize("kept", ["not JSON", "a match in play"])
def test_a_last_match_that_cannot_be_reviewed_is_passed_over_without_a_word(qtbot, tmp_path, kept):
    """Only a review is lost: the start says nothing of it, and the next match to end takes its place."""
    path = tmp_path / "last-match.json"
    if kept == "not JSON":
        path.write_text("{ damaged")
    else:
        save_game(SavedGame(one_move_from_the_end(4), 4, [None, "random"]), path)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), resume=True)
    assert not window.menu_actions["review"].isEnabled()
    assert window.status_line.currentMessage() == ""


def test_a_match_whose_end_was_not_seen_is_told_at_the_next_start(qtbot, tmp_path):
    """Closed while the last card was in flight, before the match-over dialog: the match was counted and
    saved over, and the next start dealt a new one without a word of who had won."""
    finished = play_randomly(Match(Rules(), seed=4), random.Random(4))
    save_game(SavedGame(finished, 4, [None, "random"]), tmp_path / "saved-game.json")
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), resume=True)
    you, giulia = finished.totals
    winner = "you" if you > giulia else "Giulia"  # "you" mid-sentence, not the side's name "You"
    told = f"Your last match is over: {winner} won (You {you} – Giulia {giulia})."
    qtbot.waitUntil(lambda: window.status_line.currentMessage().startswith(told))
    # Said with the score in words: "You 5, Giulia 11", not "5 en dash Giulia".
    assert f"Your last match is over: {winner} won (You {you}, Giulia {giulia})." in " ".join(window.announcer.said)
    assert not window.controller.match.is_over()  # a new match at the table
    assert window.menu_actions["review"].isEnabled()  # and the last one there to look at
    window.menu_actions["review"].trigger()
    assert window.opened["review"].game.match.rounds[0].history == finished.rounds[0].history



def test_a_round_whose_count_was_not_seen_is_told_at_the_next_start(qtbot, tmp_path):
    """Closed while the round's count was open: the next start dealt the next round without a word of how
    the last one had gone."""
    counted = play_randomly(Match(Rules(), seed=4), random.Random(4), rounds=1)
    assert counted.round_over() and not counted.is_over()
    save_game(SavedGame(counted, 4, [None, "random"]), tmp_path / "saved-game.json")
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), resume=True)
    you, giulia = counted.totals
    told = (f"Welcome back: your match goes on where you left it. Round 1 had ended: You {you} – Giulia {giulia}. "
            "Game > Match sheet shows its count.")
    qtbot.waitUntil(lambda: window.status_line.currentMessage() == told)
    said = " ".join(window.announcer.said)
    assert told.replace(" –", ",") in said and "–" not in said  # the score in words, not "3 en dash Giulia"
    assert window.controller.round_number() == 2  # and the next round is dealt
    assert "Round 1, you deal" not in said  # not the counted round's empty hand and table, as if it began


# Game > Review last match, as each language says it: the match before the one at the table, once one has begun.
REVIEW_LAST_MATCH = {"en": "Review last match", "it": "Rivedi l'ultima partita", "de": "Letzte Partie ansehen",
                     "da": "Gennemgå sidste parti"}


@pytest.mark.parametrize("code", language.LANGUAGES)
def test_review_says_it_opens_the_last_match_and_the_notice_names_it_as_the_menu_does(qtbot, tmp_path, speak, code):
    """During a new match the action opens the one before: "Review match" read as the match at the table."""
    speak(code)
    finished = play_randomly(Match(Rules(), seed=4), random.Random(4))
    save_game(SavedGame(finished, 4, [None, "random"]), tmp_path / "saved-game.json")
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), resume=True)
    game_menu = window.menuBar().actions()[0].text().replace("&", "")
    review = window.menu_actions["review"].text().replace("&", "")
    assert review == REVIEW_LAST_MATCH[code]
    qtbot.waitUntil(lambda: f"{game_menu} > {review} " in window.status_line.currentMessage())


def ended_by_the_opponent() -> tuple[int, Match]:
    """A seed and its match one move from the end, where that move is the opponent's."""
    for seed in range(100):
        match = one_move_from_the_end(seed)
        if match.current_player() != 0:
            return seed, match
    raise AssertionError("no match in a hundred ends with the opponent's card")


def at_the_opponents_last_card(qtbot, tmp_path, reason: str):
    """A window whose match ends with the opponent's next card, held back for ``reason`` until released."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    seed, match = ended_by_the_opponent()
    window.controller.hold_ai(reason)
    window.controller.resume(SavedGame(match, seed, [None, "random"]))
    return window


def test_dialogs_left_open_follow_a_match_the_opponent_ends_behind_them(qtbot, tmp_path):
    """Statistics showed the figures of before the match, and New game still warned that the match,
    now over, would be counted as lost; its rating line, worked out as it opened, left that match out."""
    window = at_the_opponents_last_card(qtbot, tmp_path, "the player opens dialogs first")
    window.menu_actions["statistics"].trigger()
    statistics = window.opened["statistics"]
    assert statistics.table.rowCount() == 0
    statistics.reject()
    window.menu_actions["new_game"].trigger()
    new_game = window.opened["new_game"]
    window.menu_actions["statistics"].trigger()
    statistics = window.opened["statistics"]
    assert new_game.abandon_note.isVisible()
    assert not new_game.even_match.isVisible()  # no rated match yet
    window.controller.release_ai("the player opens dialogs first")  # the opponent's last card
    qtbot.waitUntil(lambda: window.controller.match.is_over())
    qtbot.waitUntil(lambda: statistics.table.rowCount() == 1)
    assert statistics.table.item(0, 1).text() == "1"  # played
    assert not new_game.abandon_note.isVisible()
    assert new_game.even_match.isVisible()
    assert new_game.even_match.text().startswith("Your rating: ")
    assert "from 1 rated match:" in new_game.even_match.text()



def test_statistics_left_open_when_empty_grow_to_hold_the_first_match(qtbot, tmp_path):
    """Opened with no match counted, Statistics is as small as its two sentences: the first match, counted
    behind it, put its row, the rating and the plot in that room, squeezed (the row under a scroll bar)."""
    window = at_the_opponents_last_card(qtbot, tmp_path, "the player looks at the statistics first")
    window.menu_actions["statistics"].trigger()
    statistics = window.opened["statistics"]
    qtbot.waitExposed(statistics)
    empty_size = statistics.size()
    window.controller.release_ai("the player looks at the statistics first")  # the opponent's last card
    qtbot.waitUntil(lambda: statistics.table.rowCount() == 1)
    table, words, plot = statistics.table, statistics.rating.words, statistics.rating.plot
    qtbot.waitUntil(lambda: table.viewport().height() >= table.rowHeight(0) > 0)
    assert not table.verticalScrollBar().isVisible()
    assert words.height() >= words.heightForWidth(words.width()) and plot.height() >= plot.minimumHeight()
    assert statistics.height() > empty_size.height()
    room = statistics.screen().availableGeometry()
    assert room.contains(statistics.frameGeometry())


@pytest.mark.parametrize(("players", "seed", "code", "words", "logged"), [
    (2, 2, "en", "Match over: you won.", "You won the match."),
    (2, 2, "it", "Partita finita: hai vinto tu.", "Hai vinto la partita."),
    (2, 2, "de", "Partie vorbei: Du hast gewonnen.", "Du hast die Partie gewonnen."),
    (4, 3, "en", "Match over: your side won.", "Your side won the match."),
    (2, 0, "en", "Match over: Giulia won.", "Giulia won the match."),
])
def test_the_status_line_and_the_log_say_who_won_the_match_in_a_sentence_of_its_own(
        qtbot, tmp_path, speak, players, seed, code, words, logged):
    """The player's side takes its own sentence ("you won", it "hai vinto tu", de "Du hast gewonnen"): the
    side's name put in the sentence of another side read "Match over: You won." and "ha vinto Tu", and the
    move log ended "Partita vinta: Tu.".  Seeds
    where the player's double-click on their last card ends a match to 1: seed 2 won alone, seed 3 won with
    a partner, seed 0 lost to Giulia."""
    from helpers_gui import click

    speak(code)
    rules = Rules(players=players, teams=2, target=1)
    match = Match(rules, seed=seed, first_dealer=0)
    while len(match.current.history) < 40 - rules.table_size - 1:
        match.apply_move(match.legal_moves()[0])
    window = open_window(qtbot, tmp_path)
    window.controller.resume(SavedGame(match, seed, [None] + ["random"] * (players - 1)))
    qtbot.waitUntil(lambda: window.controller.is_human_turn() and not window.table.is_animating())
    [last] = window.table.hand_ids()
    click(window.table, window.table.cards[last], double=True)
    qtbot.waitUntil(lambda: window.controller.winner() is not None)
    qtbot.waitUntil(lambda: words in window.status_label.text())
    qtbot.waitUntil(lambda: window.narrator.round_dialog is not None)
    assert window.move_log.lines()[-1] == logged
