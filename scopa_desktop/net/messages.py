"""Every message of TABLE-PROTOCOL.md (scopa-table/1) as a typed record.

Each kind of message is one frozen dataclass that names its ``type`` and who
sends it, reads its fields from the wire (``from_wire``: each field checked, a
``NetError`` with the protocol's code and words otherwise) and writes them
(``to_wire``, in the protocol's order).  ``parse_line`` is the one parser (a
line → the record of its type), ``encode_message`` the one encoder, and
``Dispatcher`` hands a received record to the handlers of its type.  A new
message is one record here and one handler where it is received.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Self, TypeVar

from ..engine.brief import brief
from ..engine.rules import Rules
from ..engine.state import Move
from ..engine.view import SeatView
from .agent_messages import ProtocolError, answer_to_move, fields_to_view, move_to_answer, view_fields
from .wire import (
    AI,
    HUMAN,
    MAX_CHAT,
    MAX_NAME,
    OPEN,
    PROTOCOL,
    NetError,
    bad,
    check_text,
    encode,
    load_object,
    may_hold_no_text,
    number_field,
    numbers_field,
    rules_field,
    seat_field,
    seats_field,
    string_field,
    table_code_field,
    text_field,
)

#: Who sends a message: the client (a player's program) or the server.
CLIENT, SERVER = "client", "server"
#: The messages each side may send, by ``type``, in the protocol's order (filled by the records).
SENT_BY: dict[str, dict[str, type[Message]]] = {CLIENT: {}, SERVER: {}}
#: The turn clock a host may set (``create`` field ``turn_seconds``), in seconds.
MIN_TURN, MAX_TURN = 10, 600


class Message:
    """A message of the protocol; each kind is a frozen dataclass below."""

    type: ClassVar[str]

    def __init_subclass__(cls, *, kind: str = "", senders: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if kind:
            cls.type = kind
            for sender in senders:
                SENT_BY[sender][kind] = cls

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        """The record of a received object whose ``type`` is this one's (a record of no fields)."""
        return cls()

    def to_wire(self) -> dict[str, Any]:
        """The fields to send after ``type``: the record's own, in order."""
        return {item.name: getattr(self, item.name) for item in fields(self)}  # type: ignore[arg-type]


def encode_message(message: Message) -> bytes:
    """A message as its line: ``type`` first, then its fields."""
    return encode({"type": message.type, **message.to_wire()})


def unknown_type(kind: Any, known: Iterable[str]) -> NetError:
    """The refusal of a message of a type nobody here reads or handles."""
    return bad(f"unknown message type {brief(kind)}; known: {', '.join(known)}")


def parse_line(line: bytes, sender: str = CLIENT) -> Message:
    """The record a line received from ``sender`` holds; NetError with the protocol's code and
    reason otherwise (``bad-message`` for a line that is no JSON object, of no type ``sender``
    sends, or with a field missing or wrong)."""
    return decode(load_object(line), sender, text_checked=not may_hold_no_text(line))


def decode(data: dict[str, Any], sender: str, text_checked: bool = False) -> Message:
    """The record of a message ``sender`` sends, given as its JSON object (``parse_line``);
    ``text_checked``: its line showed that ``check_text`` would pass it."""
    known = SENT_BY[sender]
    kind = data.get("type")
    record = known.get(kind) if isinstance(kind, str) else None
    if record is None:
        raise unknown_type(kind, known)
    if not text_checked:
        check_text(data)
    return record.from_wire(data)


# Client to server -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Hello(Message, kind="hello", senders=(CLIENT,)):
    name: str
    protocol: str = PROTOCOL

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        if data.get("protocol") != PROTOCOL:
            raise NetError("wrong-protocol", f"this server speaks {PROTOCOL}, not {brief(data.get('protocol'))}")
        return cls(text_field(data, "name", MAX_NAME))

    def to_wire(self) -> dict[str, Any]:
        return {"protocol": self.protocol, "name": self.name}


@dataclass(frozen=True)
class Create(Message, kind="create", senders=(CLIENT,)):
    rules: Rules
    seats: tuple[str, ...]  # "open" or an AI level, one a seat; seat 0 is "open"
    turn_seconds: int | None = None
    public: bool = False  # listed for strangers (``list``, ``quick``): an extension beside the protocol

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        rules = rules_field(data.get("rules"))
        seats = seats_field(data.get("seats"), rules.players)
        clock = data.get("turn_seconds")
        if clock is not None and (not isinstance(clock, int) or isinstance(clock, bool)
                                  or not MIN_TURN <= clock <= MAX_TURN):
            raise bad(f"'turn_seconds' must be a whole number from {MIN_TURN} to {MAX_TURN}")
        public = data.get("public", False)
        if not isinstance(public, bool):
            raise bad(f"'public' is true or false, not {brief(public)}")
        return cls(rules, seats, clock, public)

    def to_wire(self) -> dict[str, Any]:
        clock = {} if self.turn_seconds is None else {"turn_seconds": self.turn_seconds}
        public = {"public": True} if self.public else {}
        return {"rules": self.rules.to_record(), "seats": list(self.seats), **clock, **public}


@dataclass(frozen=True)
class Join(Message, kind="join", senders=(CLIENT,)):
    table: str
    seat: int | None = None  # None: any open seat

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(table_code_field(data), seat_field(data))

    def to_wire(self) -> dict[str, Any]:
        return {"table": self.table, **({} if self.seat is None else {"seat": self.seat})}


@dataclass(frozen=True)
class Rejoin(Message, kind="rejoin", senders=(CLIENT,)):
    table: str
    token: str  # "" for a token that is no text: refused as any wrong token is (``bad-token``)

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        token = data.get("token")
        return cls(table_code_field(data), token if isinstance(token, str) else "")


@dataclass(frozen=True)
class Start(Message, kind="start", senders=(CLIENT,)):
    pass


#: ``MoveMessage.seat`` for a ``seat`` field that names no seat: a move for a seat not the sender's.
NO_SEAT = -1


@dataclass(frozen=True)
class MoveMessage(Message, kind="move", senders=(CLIENT,)):
    move: Move
    seat: int | None = None  # the seat the move is for, when the client names one: its own

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        try:
            move = answer_to_move(data)
        except ProtocolError as error:
            raise bad(str(error)) from None
        if "seat" not in data:
            return cls(move)
        seat = data["seat"]
        return cls(move, seat if isinstance(seat, int) else NO_SEAT)

    def to_wire(self) -> dict[str, Any]:
        return {**move_to_answer(self.move), **({} if self.seat is None else {"seat": self.seat})}


@dataclass(frozen=True)
class Chat(Message, kind="chat", senders=(CLIENT,)):
    text: str

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(text_field(data, "text", MAX_CHAT))


@dataclass(frozen=True)
class Leave(Message, kind="leave", senders=(CLIENT,)):
    pass


@dataclass(frozen=True)
class ListTables(Message, kind="list", senders=(CLIENT,)):
    """Which public tables wait for players (answered ``open_tables``); beside the protocol."""


@dataclass(frozen=True)
class QuickMatch(Message, kind="quick", senders=(CLIENT,)):
    """A seat at the first public table of these rules waiting for players, or a new one that
    AIs fill after the server's wait; beside the protocol."""

    rules: Rules

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(rules_field(data.get("rules")))

    def to_wire(self) -> dict[str, Any]:
        return {"rules": self.rules.to_record()}


@dataclass(frozen=True)
class Ping(Message, kind="ping", senders=(CLIENT, SERVER)):
    pass


@dataclass(frozen=True)
class Pong(Message, kind="pong", senders=(CLIENT, SERVER)):
    pass


# Server to client -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Welcome(Message, kind="welcome", senders=(SERVER,)):
    protocol: str
    server: str  # its name and version

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        return cls(string_field(data, "protocol"), string_field(data, "server"))


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
    teams: tuple[dict[str, int], ...]  # each team's count, as ``replay`` prints a round
    totals: tuple[int, ...]

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Self:
        teams = data.get("teams")
        if not isinstance(teams, list) or not all(
                isinstance(team, dict) and all(isinstance(n, int) for n in team.values()) for team in teams):
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


# Receiving ------------------------------------------------------------------------------------

M = TypeVar("M", bound=Message)


class Dispatcher:
    """Received records to their handlers, by type: each handler of a type in the order given.

    A handler that is a bound method is held weakly, as Qt holds a slot: the handlers of a
    window do not keep the window alive once it is closed, and a handler whose object is
    gone is passed over."""

    def __init__(self) -> None:
        self._handlers: dict[type[Message], list[Callable[[], Callable[[Any], None] | None]]] = {}

    def on(self, kind: type[M], handler: Callable[[M], None]) -> None:
        held = weakref.WeakMethod(handler) if inspect.ismethod(handler) else lambda: handler
        self._handlers.setdefault(kind, []).append(held)

    def dispatch(self, message: Message) -> None:
        """Hand ``message`` to its handlers; NetError ``bad-message`` for a type nobody handles."""
        handlers = [handler for held in self._handlers.get(type(message), ()) if (handler := held()) is not None]
        if not handlers:
            raise unknown_type(message.type, [kind.type for kind in self._handlers])
        for handler in handlers:
            handler(message)
