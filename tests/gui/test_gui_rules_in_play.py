"""What the window shows follows the rules in play: under card-value scoring no
primiera anywhere, the card-value line marked for its winner alone, no target to
choose, and a rules summary (F1) in the words of the variants and the deck."""

from __future__ import annotations

import pytest
from helpers_gui import make_settings, open_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from scopa_desktop.ai import make_player
from scopa_desktop.engine import Rules
from scopa_desktop.gui.dialogs.match_sheet import MatchSheetTable
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.round_over import POINT, RoundOverDialog
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import ITALIAN_NAMES_KEY, SKIN_KEY, VARIANTS_KEY
from scopa_desktop.gui.words import plain_suit_word
from scopa_desktop.tools.headless import play_match

CARD_VALUE = Rules(variants=frozenset({"card-value"}))


def label_texts(widget) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)]


def finished_card_value_window(qtbot, tmp_path):
    match = play_match(CARD_VALUE, [make_player("random", 1), make_player("random", 2)], seed=4)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{VARIANTS_KEY: "card-value"}))
    window.controller.resume(SavedGame(match, 4, [None, "random"]))
    return window, match


def test_the_side_panel_counts_card_values_and_no_primiera(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{VARIANTS_KEY: "card-value"}))
    shown = label_texts(window.score_panel)
    assert "Primiera" not in shown and "Card values" in shown
    assert "Cards" in shown and "Scope" in shown
    window.settings.set(VARIANTS_KEY, "")
    window.start_new_match()  # the plain game: its primiera row is back, no card values
    qtbot.waitUntil(lambda: "Primiera" in label_texts(window.score_panel))
    assert "Card values" not in label_texts(window.score_panel)


def test_the_match_sheet_and_the_round_count_mark_only_the_card_value_winner(qtbot, tmp_path):
    window, match = finished_card_value_window(qtbot, tmp_path)
    sheet = MatchSheetTable(window.controller)
    qtbot.addWidget(sheet)
    headers = [sheet.horizontalHeaderItem(c).text() for c in range(sheet.columnCount())]
    assert "Primiera" not in headers and "Card values" in headers
    score = match.round_scores[-1]
    values = [team.line("card-values").points for team in score.teams]
    assert len(set(values)) == 2  # one side took more card values than the other
    dialog = RoundOverDialog(window.controller, score, match.winner(), window.table.pixmap_for, window)
    qtbot.addWidget(dialog)
    marked = [text for text in label_texts(dialog) if text.rstrip(POINT) in map(str, values)]
    assert sorted(marked) == sorted([str(min(values)), str(max(values)) + POINT])
    assert "Primiera" not in label_texts(dialog)


def test_new_game_has_no_target_to_choose_under_card_value_scoring(qtbot, tmp_path):
    dialog = NewGameDialog(make_settings(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.variant_boxes["card-value"]
    box.ensurePolished()
    dialog.body.ensureWidgetVisible(box)
    assert dialog.target.isEnabled() and not dialog.rounds.isEnabled()
    on_indicator = QPoint(8, box.height() // 2)
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, on_indicator)
    assert box.isChecked()
    assert not dialog.target.isEnabled() and not dialog.other_target.isEnabled()
    assert not dialog.target_label.isEnabled() and dialog.rounds.isEnabled()
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, on_indicator)
    assert dialog.target.isEnabled() and not dialog.rounds.isEnabled()


def rules_summary_text(qtbot, window) -> str:
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.opened.get("rules") is not None and window.opened["rules"].isVisible())
    text = window.opened["rules"].text()
    window.opened["rules"].close()
    return text


def test_the_rules_summary_follows_card_value_scoring(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{VARIANTS_KEY: "card-value"}))
    text = rules_summary_text(qtbot, window)
    assert "primiera" not in text.lower()
    assert "First to" not in text and "After 1 round the highest total wins" in text
    assert "scores its value (Ace 1" in text and "Card-value scoring (German guide)" in text


def test_the_rules_summary_names_the_french_decks_suits(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{SKIN_KEY: "french"}))
    text = rules_summary_text(qtbot, window)
    assert "Denari" not in text and "(Diamonds)" in text and "7 of Diamonds" in text
    assert "primiera" in text and "First to 11 wins" in text


@pytest.mark.parametrize("code", ["en", "it", "da"])
@pytest.mark.parametrize("card_value", [False, True])
def test_the_rules_summary_names_the_coins_once_in_the_decks_own_words(qtbot, tmp_path, speak, code, card_value):
    """"most coins (Coins)", "più denari (Denari)", "flest mønter (mønter)": the deck's word for the suit
    was put beside the language's own even where they are the same word."""
    speak(code)
    variants = {VARIANTS_KEY: "card-value"} if card_value else {}
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **variants))
    text = rules_summary_text(qtbot, window)
    coins = plain_suit_word("D")
    assert f"({coins})" not in text and f"({coins.casefold()})" not in text, text
    window.settings.set(ITALIAN_NAMES_KEY, 1)
    window.apply_settings()
    text = rules_summary_text(qtbot, window)
    assert ("(Denari)" in text) == (code != "it"), text
