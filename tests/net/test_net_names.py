"""Names are unique at a table: a second "Ben" is seated as "Ben (2)", whatever the letter case,
and a long name is cut so the number fits the protocol's 24 characters (TABLE-PROTOCOL.md, ``hello``)."""

from __future__ import annotations

from scopa_desktop.engine import Rules
from scopa_desktop.net.messages import Create
from scopa_desktop.net.table import Table, unique_name
from scopa_desktop.net.wire import MAX_NAME, OPEN


def lobby_names(table: Table) -> list[str]:
    return [seat.name for seat in table.lobby()[1].seats]


def test_a_second_ben_at_the_table_is_ben_2_and_a_third_ben_3():
    table, _token, _out = Table.create("ABCDEF", Create(Rules(players=4, teams=2), (OPEN, OPEN, OPEN, "easy")), "Ben")
    table.join("Ben", None)
    table.join("ben", None)  # a name differing only in letter case is the same name to the players
    assert lobby_names(table) == ["Ben", "Ben (2)", "ben (3)", "AI (easy)"]


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
