"""The messages of TABLE-PROTOCOL.md the server sends a client, as typed records.

Each reads its fields from the wire (``from_wire``: each field checked, a ``NetError`` with
the protocol's code and words otherwise) and writes them (``to_wire``, in the protocol's
order); ``messages`` parses, encodes and dispatches them.  The open tables (``open_tables``,
beside the protocol) are listed here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from ..engine.rules import Rules
from ..engine.view import SeatView
from .agent_messages import ProtocolError, fields_to_view, view_fields
from .message_kind import SERVER, Message
from .wire import (
    AI,
    HUMAN,
    OPEN,
    NetError,
    bad,
    number_field,
    numbers_field,
    rules_field,
    string_field,
    table_code_field,
)

#: How a table server hosted in a desktop window ends ``welcome``'s ``server`` (its name and version,
#: free words in TABLE-PROTOCOL.md): its tables go with that window, and its guests can tell.
IN_A_WINDOW = "(tables hosted in a window)"


@dataclass(frozen=True)
class Welcome(Message, kind="welcome", senders=(SERVER,)):
    protocol: str
    server: str  # its name and version

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(string_field(data, "protocol"), string_field(data, "server"))

    @property
    def in_a_window(self) -> bool:
        """Whether the server is a desktop window's (``IN_A_WINDOW``), whose tables go while its host is away,
        not a server such as ``serve`` that goes on without them."""
        return self.server.endswith(IN_A_WINDOW)


@dataclass(frozen=True)
class Seated(Message, kind="seated", senders=(SERVER,)):
    table: str
    seat: int
    token: str

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(string_field(data, "table"), number_field(data, "seat"), string_field(data, "token"))


@dataclass(frozen=True)
class LobbySeat:
    """Who sits in a seat: a person (``human``), an AI or nobody yet (``open``)."""

    name: str
    kind: str
    connected: bool
    stand_in: bool = False  # an AI plays this person's seat until they are back

    @classmethod
    def from_wire(cls, data: Any) -> LobbySeat:
        if not isinstance(data, dict) or data.get("kind") not in (OPEN, HUMAN, AI):
            raise bad("a lobby seat is an object with a 'kind' of open, human or ai")
        return cls(str(data.get("name") or ""), data["kind"], data.get("connected") is True,
                   data.get("stand_in") is True)

    def to_wire(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"name": self.name, "kind": self.kind, "connected": self.connected}
        return {**entry, "stand_in": True} if self.stand_in else entry


@dataclass(frozen=True)
class Lobby(Message, kind="lobby", senders=(SERVER,)):
    table: str
    rules: Rules
    seats: tuple[LobbySeat, ...]
    host: int
    paused: bool = False  # the table's last change could not be kept: nothing goes on until it can

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        seats = data.get("seats")
        if not isinstance(seats, list):
            raise bad("'seats' must be a list of seats")
        return cls(string_field(data, "table"), rules_field(data.get("rules")),
                   tuple(LobbySeat.from_wire(s) for s in seats), number_field(data, "host"), data.get("paused") is True)

    def to_wire(self) -> dict[str, Any]:
        lobby = {"table": self.table, "rules": self.rules.to_record(), "seats": [s.to_wire() for s in self.seats],
                 "host": self.host}
        return {**lobby, "paused": True} if self.paused else lobby


@dataclass(frozen=True)
class State(Message, kind="state", senders=(SERVER,)):
    """The table as one seat sees it: the agent protocol's request, the seat to play and ``seq``."""

    view: SeatView
    to_play: int | None  # None while the server waits for no one
    seq: int

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        try:
            view = fields_to_view(data, table_state=True)
        except ProtocolError as error:
            raise bad(str(error)) from None
        to_play = data.get("to_play")
        if to_play is not None:
            to_play = number_field(data, "to_play", 0, view.rules.players - 1)
        return cls(view, to_play, number_field(data, "seq"))

    def to_wire(self) -> dict[str, Any]:
        return {**view_fields(self.view), "to_play": self.to_play, "seq": self.seq}


@dataclass(frozen=True)
class RoundOver(Message, kind="round_over", senders=(SERVER,)):
    round: int
    # Each team's count, as ``replay`` prints a round: numbers, and null for the primiera of a side
    # lacking a suit (RULES.md: it has none).
    teams: tuple[dict[str, int | None], ...]
    totals: tuple[int, ...]

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        teams = data.get("teams")
        if not isinstance(teams, list) or not all(
                isinstance(team, dict) and all(n is None or isinstance(n, int) for n in team.values())
                for team in teams):
            raise bad("'teams' must be a list of counts by team")
        return cls(number_field(data, "round", 1), tuple(teams), numbers_field(data, "totals"))

    def to_wire(self) -> dict[str, Any]:
        return {"round": self.round, "teams": list(self.teams), "totals": list(self.totals)}


@dataclass(frozen=True)
class MatchOver(Message, kind="match_over", senders=(SERVER,)):
    totals: tuple[int, ...]
    winner: int | None  # a team
    record: dict[str, Any]  # the RULES.md §9 record of the match

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        record = data.get("record")
        if not isinstance(record, dict):
            raise bad("'record' must be a game record")
        winner = None if data.get("winner") is None else number_field(data, "winner")
        return cls(numbers_field(data, "totals"), winner, record)

    def to_wire(self) -> dict[str, Any]:
        return {"totals": list(self.totals), "winner": self.winner, "record": self.record}


@dataclass(frozen=True)
class ChatLine(Message, kind="chat", senders=(SERVER,)):
    """A line said at the table, by ``seat``."""

    seat: int
    text: str

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(number_field(data, "seat"), string_field(data, "text"))


@dataclass(frozen=True)
class OpenTable:
    """A public table waiting for players, as ``open_tables`` lists it."""

    table: str
    rules: Rules
    host: str  # the host's name; "" when an AI holds the host's seat
    free: int  # open seats
    seated: tuple[str, ...] = ()  # the people at it, in seat order; AIs hold the seats neither names nor counts free

    @classmethod
    def from_wire(cls, data: Any) -> OpenTable:
        if not isinstance(data, dict):
            raise bad("an open table is an object")
        seated = data.get("seated", [])  # a server of before it sends none
        if not isinstance(seated, list) or not all(isinstance(name, str) for name in seated):
            raise bad("'seated' must be a list of names")
        return cls(table_code_field(data), rules_field(data.get("rules")), string_field(data, "host"),
                   number_field(data, "free", 1), tuple(seated))

    def to_wire(self) -> dict[str, Any]:
        return {"table": self.table, "rules": self.rules.to_record(), "host": self.host,
                "players": self.rules.players, "free": self.free, "seated": list(self.seated)}


@dataclass(frozen=True)
class OpenTables(Message, kind="open_tables", senders=(SERVER,)):
    """The answer to ``list``; beside the protocol."""

    tables: tuple[OpenTable, ...]

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        tables = data.get("tables")
        if not isinstance(tables, list):
            raise bad("'tables' must be a list of open tables")
        return cls(tuple(OpenTable.from_wire(table) for table in tables))

    def to_wire(self) -> dict[str, Any]:
        return {"tables": [table.to_wire() for table in self.tables]}


@dataclass(frozen=True)
class TableOver(Message, kind="table_over", senders=(SERVER,)):
    reason: str  # host-left, expired, closed

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(str(data.get("reason", "")))


@dataclass(frozen=True)
class Error(Message, kind="error", senders=(SERVER,)):
    """The last message was refused; nothing changed."""

    code: str
    message: str

    @classmethod
    def of(cls, error: NetError) -> Error:
        return cls(error.code, error.message)

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(string_field(data, "code"), string_field(data, "message"))

