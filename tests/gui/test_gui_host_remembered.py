"""*Host a table* opens with what the host chose last, rules and seats, and *New game* keeps
its own: a player who hosts a table of four with friends does not find it in the next game
against the AI, nor the other way round (issue 26, item 0)."""

from __future__ import annotations

from helpers_gui import make_settings

from scopa_desktop.engine import Rules
from scopa_desktop.gui.dialogs.host_table import HostDialog, hosted_last
from scopa_desktop.gui.dialogs.match_setup import OTHER_SEATS
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.settings import NET_HOST_TABLE_KEY
from scopa_desktop.net.wire import OPEN


def host_four_with_a_friend(dialog: HostDialog) -> None:
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    dialog.teams.setCurrentIndex(dialog.teams.findData(2))
    dialog.choose_target(21)
    dialog.variant_boxes["napola"].click()
    for box, choice in zip(dialog.seat_boxes, (OPEN, "hard", "easy"), strict=False):
        box.setCurrentIndex(box.findData(choice))
    dialog.accept()


def test_host_a_table_opens_with_the_rules_and_seats_hosted_last(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    first = HostDialog(settings, "Anna")
    qtbot.addWidget(first)
    host_four_with_a_friend(first)

    again = HostDialog(settings, "Anna")
    qtbot.addWidget(again)
    rules = again.rules()
    assert (rules.players, rules.teams, rules.target, rules.variants) == (4, 2, 21, {"napola"})
    assert again.other_seats() == [OPEN, "hard", "easy"]
    assert again.create_message().seats == (OPEN, OPEN, "hard", "easy")


def test_new_game_keeps_its_own_rules_and_host_a_table_its_own(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    settings.store_rules(Rules(players=3, target=11))
    host = HostDialog(settings, "Anna")
    qtbot.addWidget(host)
    assert host.rules().players == 3  # before the first table hosted: New game's rules
    host_four_with_a_friend(host)

    new_game = NewGameDialog(settings)
    qtbot.addWidget(new_game)
    assert (new_game.rules().players, new_game.rules().target, new_game.rules().variants) == (3, 11, frozenset())
    new_game.players.setCurrentIndex(new_game.players.findData(2))
    new_game.accept()
    assert settings.rules().players == 2
    assert hosted_last(settings)[0].players == 4  # a game against the AI leaves the host's table as it was


def test_a_kept_table_that_no_longer_fits_opens_as_new_games_rules_with_friends_seats(tmp_path):
    settings = make_settings(tmp_path)
    for damaged in ("{", "[]", '{"rules": {"players": 9}, "seats": []}', '{"rules": {}, "seats": ["god"]}'):
        settings.set(NET_HOST_TABLE_KEY, damaged)
        rules, seats = hosted_last(settings)
        assert seats == [OPEN] * OTHER_SEATS
        assert rules in (settings.rules(), Rules())
