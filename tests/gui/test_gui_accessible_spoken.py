"""How the screen reader's words run (issue 27): several cards are said "A, B and C" in each
language, never with a "+" a screen reader reads as "plus", while the visible move log keeps
its "+"; and where nobody plays at the window (a review, a watched match) no card offers
to be played and no capture is "yours"."""

from __future__ import annotations

import pytest
from helpers_gui import as_int, as_ints
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from test_gui_accessible import child_named, children, table_game  # noqa: F401 - the fixture
from test_gui_accessible_heard import open_paused_watch, open_review

from scopa_desktop.gui.game_model import Played
from scopa_desktop.gui.language import LANGUAGES
from scopa_desktop.gui.table.announcer import move_words
from scopa_desktop.gui.table.move_log import describe_move
from scopa_desktop.gui.table.spoken import Selection, capture_words, card_list
from scopa_desktop.gui.words import card_title

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
PRESS = QAccessibleActionInterface.pressAction()
TOGGLE = QAccessibleActionInterface.toggleAction()
AND = {"en": " and ", "da": " og ", "de": " und ", "it": " e "}


@pytest.mark.parametrize("code", LANGUAGES)
def test_cards_said_together_are_joined_by_commas_and_the_languages_and(qtbot, speak, code):
    speak(code)
    six, four, three = (card_title(card) for card in as_ints("6C 4C 3C"))
    move = move_words(Played(1, as_int("10C"), tuple(as_ints("6C 4C 3C")), True), "Giulia")
    assert f"{three}, {four}{AND[code]}{six}" in move and "+" not in move
    pair = capture_words(Selection(as_int("10C"), as_ints("6C 4C")))
    assert pair.endswith(f"{four}{AND[code]}{six}") and "+" not in pair
    assert card_list(as_ints("6C 4C 3C")) == f"{six}, {four}{AND[code]}{three}"  # as the table lays them
    assert card_list(as_ints("6C")) == six


def test_the_move_log_keeps_its_plus(qtbot, table_game):  # noqa: F811 - the fixture
    line = describe_move(table_game.controller, Played(1, as_int("10C"), tuple(as_ints("6C 4C")), False))
    assert "4 of Cups + 6 of Cups" in line


def test_the_table_names_a_capture_with_and(qtbot, table_game):  # noqa: F811 - the fixture
    child_named(table_game, "Knight of Coins").doAction(QAccessibleActionInterface.setFocusAction())
    for start in ("4 of Cups", "5 of Clubs"):
        child_named(table_game, start).doAction(TOGGLE)
    assert child_named(table_game, "Knight of Coins").text(NAME).endswith(", selected, takes 4 of Cups and 5 of Clubs")


def test_a_played_tables_hand_card_still_offers_to_be_played(qtbot, table_game):  # noqa: F811 - the fixture
    nine = child_named(table_game, "Knight of Coins")
    assert PRESS in nine.actionNames() and nine.text(DESCRIPTION).startswith("Press to play")
    nine.doAction(QAccessibleActionInterface.setFocusAction())
    child_named(table_game, "5 of Clubs").doAction(TOGGLE)
    assert child_named(table_game, "5 of Clubs").text(NAME).endswith(", in your capture")


@pytest.mark.parametrize("opened", ["watch", "review"])
def test_where_nobody_plays_no_card_offers_a_play_and_no_capture_is_yours(qtbot, opened):
    window = open_paused_watch(qtbot) if opened == "watch" else open_review(qtbot, coach=False)
    QAccessible.setActive(True)
    table = QAccessible.queryAccessibleInterface(window.table)
    qtbot.waitUntil(lambda: table.childCount() > 0)
    cards = [table.child(i) for i in range(table.childCount())]
    hand = [card for card in cards if card.actionNames() and TOGGLE not in card.actionNames()]
    on_table = [card for card in cards if TOGGLE in card.actionNames()]
    assert hand and on_table
    for card in hand:
        assert PRESS not in card.actionNames() and card.role() != QAccessible.Role.Button
        assert card.text(DESCRIPTION).startswith("Nobody plays at this window: choose this card")
    hand[0].doAction(QAccessibleActionInterface.setFocusAction())
    on_table[0].doAction(TOGGLE)
    name = on_table[0].text(NAME)
    assert name.endswith(", " + QCoreApplication.translate("Accessible", "in the capture")), name
    assert "your" not in name.lower() and "your" not in on_table[0].text(DESCRIPTION).lower()
