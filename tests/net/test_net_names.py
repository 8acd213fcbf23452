"""Names are unique at a table: a second "Ben" is seated as "Ben (2)", whatever the letter case,
and a long name is cut so the number fits the protocol's 24 characters (TABLE-PROTOCOL.md, ``hello``);
the AI seats go by the names the game against the AI gives its opponents, each its own."""

from __future__ import annotations

from scopa_desktop.engine import Rules
from scopa_desktop.net.messages import Create
from scopa_desktop.net.table import Table, ai_name, unique_name
from scopa_desktop.net.wire import MAX_NAME, OPEN


def lobby_names(table: Table) -> list[str]:
    return [seat.name for seat in table.lobby()[1].seats]


def test_a_second_ben_at_the_table_is_ben_2_and_a_third_ben_3():
    table, _token, _out = Table.create("ABCDEF", Create(Rules(players=4, teams=2), (OPEN, OPEN, OPEN, "easy")), "Ben")
    table.join("Ben", None)
    table.join("ben", None)  # a name differing only in letter case is the same name to the players
    assert lobby_names(table) == ["Ben", "Ben (2)", "ben (3)", "Sofia (easy)"]


def test_ai_seats_of_the_same_level_go_by_the_local_games_names_each_its_own():
    table, _token, _out = Table.create("ABCDEF", Create(Rules(players=6, teams=3), (OPEN, *["easy"] * 5)), "Anna")
    assert lobby_names(table) == ["Anna", "Giulia (easy)", "Marco (easy)", "Sofia (easy)", "Luca (easy)",
                                  "Chiara (easy)"]
    assert len({name.casefold() for name in lobby_names(table)}) == 6


def test_an_ai_passes_over_a_name_a_player_at_the_table_goes_by():
    table, _token, _out = Table.create("ABCDEF", Create(Rules(players=4, teams=2), (OPEN, "easy", "hard", OPEN)),
                                       "giulia")
    assert lobby_names(table)[:3] == ["giulia", "Marco (easy)", "Sofia (hard)"]
    assert ai_name(1, "easy", ["Giulia (easy)", "Marco (2)", "Sofia", "Luca", "Chiara"]) == "Giulia (easy) (2)"


def test_the_ai_standing_in_for_a_seat_given_up_in_play_takes_a_name_nobody_has():
    table, _token, _out = Table.create("ABCDEF", Create(Rules(players=4, teams=2), (OPEN, OPEN, "easy", "easy")), "Ben")
    seat, _token, _out = table.join("Ana", None)
    table.start(0)
    table.leave(seat)
    names = lobby_names(table)
    assert names == ["Ben", "Giulia (medium)", "Marco (easy)", "Sofia (easy)"]
    table.leave(0)  # the host too: every seat an AI's, no two alike
    assert len({name.casefold() for name in lobby_names(table)}) == 4


def test_a_seat_given_up_frees_its_name():
    table, _token, _out = Table.create("ABCDEF", Create(Rules(), (OPEN, OPEN)), "Ben")
    seat, _token, _out = table.join("Ben", None)
    table.leave(seat)
    table.leave(0)
    table.join("Ben", None)
    assert lobby_names(table)[0] == "Ben"


def test_a_name_as_long_as_the_protocol_allows_is_cut_to_make_room_for_its_number():
    name = "Bartholomew Fitzgerald J"  # 24 characters
    assert len(name) == MAX_NAME
    assert unique_name(name, [name]) == "Bartholomew Fitzgera (2)"  # 24 characters again
    assert unique_name("Ben", ["Ben", "Ben (2)"]) == "Ben (3)"
    assert unique_name("Anna", ["Ben"]) == "Anna"
    assert unique_name("AI (easy)", ["AI (easy)"]) == "AI (easy) (2)"  # a person is never taken for the AI
