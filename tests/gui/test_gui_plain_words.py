"""Words that say what they mean: a hand's count never reads like a pile's, the
cards go by English names in English (Italian ones when chosen), German names a
suit one way and never calls the other side "Sie", and partners are shown."""

from __future__ import annotations

import pytest
from helpers_gui import as_int, make_settings, open_window, wait_for_layout
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from scopa_desktop.engine import Rules
from scopa_desktop.gui.dialogs.host_table import HostDialog
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.settings import PLAYERS_KEY, TEAMS_KEY
from scopa_desktop.gui.words import (
    ITALIAN_SUIT_WORDS,
    card_title,
    seat_name,
    side_short_name,
    suit_word,
    use_italian_names,
)


def test_a_name_plate_counts_the_hand_and_a_pile_label_what_was_taken(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    board = window.table.board
    giulia = board.plates[1].text
    assert giulia == "Giulia 3 in hand"
    piles = [label.text() for label in board.labels if "Stock" not in label.text()]
    assert piles and all(text.endswith("0 taken") for text in piles)
    assert not any("card" in text for text in [giulia, *piles])


def test_english_names_the_cards_in_english_and_the_settings_offer_the_italian_names(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    table_card = next(iter(window.table.board.table.items.values()))
    assert table_card.toolTip() == card_title(table_card.card_id)
    assert card_title(as_int("9C")) == "Knight of Cups" and suit_word("D") == "Coins"
    window.menu_actions["settings"].trigger()
    dialog = window.opened["settings"]
    qtbot.waitExposed(dialog)
    box = dialog.italian_names
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, box.height() // 2))
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    try:
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert card_title(as_int("9C")) == "Cavallo of Coppe" and suit_word("D") == "Denari"
        assert table_card.toolTip() == card_title(table_card.card_id)  # the cards on the table say it too
        assert any(table_card.toolTip().endswith(f"of {suit}") for suit in ITALIAN_SUIT_WORDS.values())
    finally:
        use_italian_names(False)


def test_german_names_a_suit_one_way_and_the_other_side_is_not_sie(qtbot, speak):
    speak("de")
    assert card_title(as_int("4D")) == "4 der Münzen" and suit_word("D") == "Münzen"
    assert side_short_name([1, 3], 0, 2) != "Sie"


def test_new_game_says_who_partners_whom(qtbot, tmp_path):
    dialog = NewGameDialog(make_settings(tmp_path, **{PLAYERS_KEY: 4, TEAMS_KEY: 2}))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.partners.text() == "You & Marco against Giulia & Sofia"
    dialog.players.setCurrentIndex(dialog.players.findData(6))
    dialog.teams.setCurrentIndex(dialog.teams.findData(3))
    assert dialog.partners.text() == "You & Sofia against Giulia & Luca and Marco & Chiara"
    dialog.players.setCurrentIndex(dialog.players.findData(2))
    assert dialog.partners.text() == "Each plays alone."


def test_partners_wear_one_colour_on_their_name_plates(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 4, TEAMS_KEY: 2})
    window = open_window(qtbot, tmp_path, settings)
    wait_for_layout(qtbot, window.table)
    rules = Rules(players=4, teams=2)
    plates = window.table.board.plates
    colours = {seat: plates[seat].team_colour for seat in range(4)}
    assert all(colour is not None for colour in colours.values())
    for seat in range(4):
        for other in range(4):
            same_team = rules.team_of(seat) == rules.team_of(other)
            assert (colours[seat] == colours[other]) == same_team


def test_players_alone_wear_no_team_colour(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    assert all(plate.team_colour is None for plate in window.table.board.plates.values())


def _named_in_partners_line(dialog) -> list[str]:
    """The seats the partners' line names besides the player's, as it writes them."""
    you = seat_name(0, 0)
    line = dialog.partners.text()
    for joiner in (dialog.tr("{us} against {them} and {others}").format(us="|", them="|", others="|"), " & "):
        for word in joiner.split("|") if "|" in joiner else [joiner]:
            if word:
                line = line.replace(word, "|")
    return [name for name in line.split("|") if name and name != you]


@pytest.mark.parametrize("language", ["en", "de", "it", "da"])
def test_host_a_table_names_each_seat_in_the_partners_line_as_its_label_does(qtbot, tmp_path, speak, language):
    """The line said "You & Marco against Giulia & Sofia" above boxes labelled Seat 2 to 4: which was Sofia?"""
    speak(language)
    dialog = HostDialog(make_settings(tmp_path), "Anna")
    qtbot.addWidget(dialog)
    dialog.show()
    for players, teams in ((4, 2), (6, 2), (6, 3)):
        dialog.players.setCurrentIndex(dialog.players.findData(players))
        dialog.teams.setCurrentIndex(dialog.teams.findData(teams))
        labels = [label.text().replace("&", "").casefold() for label in dialog.seat_labels if label.isVisible()]
        named = [name.casefold() for name in _named_in_partners_line(dialog)]
        assert sorted(named) == sorted(labels), dialog.partners.text()
    if language == "en":
        dialog.players.setCurrentIndex(dialog.players.findData(4))
        dialog.teams.setCurrentIndex(dialog.teams.findData(2))
        assert dialog.partners.text() == "You & seat 3 against seat 2 & seat 4"
