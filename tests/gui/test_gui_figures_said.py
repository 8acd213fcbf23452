"""What a screen reader meets where the count shows a sign: the match's headline "13 – 2" was
read "13 en dash 2", the match sheet's run of rounds "1–2" the same way, and the primiera's
pictures in the round's dialog had no name at all (only their tooltip, "7 of Coins + …", as a
description).  Each is said in words, in every language."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import open_window
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.game_model import UnseenRounds
from scopa_desktop.gui.language import LANGUAGES
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.words import cards_said

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
#: How each language joins two sides' points when it says a score, and a run of rounds.
SCORE_JOINS = {"en": "to", "it": "a", "de": "zu", "da": "mod"}
RUN_JOINS = {"en": "1 to 2", "it": "da 1 a 2", "de": "1 bis 2", "da": "1 til 2"}


def said(widget, kind=NAME) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(kind) if interface is not None else ""


def finished_match(qtbot, tmp_path):
    """The window with a match of two played to its end (to 21) resumed in it, and that match."""
    window = open_window(qtbot, tmp_path)
    finished = play_randomly(Match(Rules(target=21), seed=5), random.Random(5))
    window.controller.resume(SavedGame(finished, 5, [None, "random"]))
    return window, finished


def round_dialog(qtbot, window, score, winner):
    from scopa_desktop.gui.dialogs.round_over import RoundOverDialog

    dialog = RoundOverDialog(window.controller, score, winner, window.table.pixmap_for, window)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_match_headline_says_the_final_score_in_words(qtbot, tmp_path, speak, code):
    speak(code)
    window, finished = finished_match(qtbot, tmp_path)
    winner = finished.winner()
    assert winner is not None
    dialog = round_dialog(qtbot, window, finished.round_scores[-1], winner)
    headline = dialog.findChild(QLabel, "headline")
    totals = finished.totals
    shown = f"{totals[winner]} – {totals[1 - winner]}"
    assert shown in headline.text()  # what a sighted player sees stays as it was
    name = said(headline)
    assert "–" not in name and f"{totals[winner]} {SCORE_JOINS[code]} {totals[1 - winner]}" in name, name
    assert name == headline.text().replace(shown, f"{totals[winner]} {SCORE_JOINS[code]} {totals[1 - winner]}")


@pytest.mark.parametrize("code", ["en", "it"])
def test_the_primiera_pictures_are_named_by_their_cards(qtbot, tmp_path, speak, code):
    speak(code)
    window, finished = finished_match(qtbot, tmp_path)
    score = next(score for score in finished.round_scores if all(team.primiera_cards for team in score.teams))
    dialog = round_dialog(qtbot, window, score, None)
    pictures = [label for label in dialog.findChildren(QLabel) if not label.pixmap().isNull()]
    assert len(pictures) == len(score.teams)
    for picture, team in zip(pictures, score.teams, strict=True):
        assert said(picture) == cards_said(team.primiera_cards)  # "7 di Denari, 6 di Coppe, … e 5 di Bastoni"
        description = said(picture, DESCRIPTION)
        assert window.controller.team_name(team.team) in description and "+" not in description, description


class SeenInPart:
    """A match its window saw in part, as a networked window that came back to its seat sees it:
    rounds 1 and 2 not seen, round 3 seen whole."""

    def __init__(self, controller, seen) -> None:
        self.rules = controller.rules
        self.team_name = controller.team_name
        self.seen = seen

    def sheet_rounds(self):
        return [UnseenRounds(1, 2, (5, 3)), self.seen]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_match_sheet_says_a_run_of_rounds_in_words(qtbot, tmp_path, speak, code):
    from scopa_desktop.gui.dialogs.match_sheet import MatchSheetTable

    speak(code)
    window, finished = finished_match(qtbot, tmp_path)
    sheet = MatchSheetTable(SeenInPart(window.controller, finished.round_scores[2]))
    qtbot.addWidget(sheet)
    table = QAccessible.queryAccessibleInterface(sheet)
    cells = [table.child(index) for index in range(table.childCount())]
    first_column = [cell.text(NAME) for cell in cells if cell.role() == QAccessible.Role.Cell][::sheet.columnCount()]
    assert sheet.cell_text(0, 0) == "1–2"
    assert first_column == [RUN_JOINS[code], RUN_JOINS[code], "3", "3"]
