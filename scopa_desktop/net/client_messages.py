"""The messages of TABLE-PROTOCOL.md a client sends the server, as typed records.

Each reads its fields from the wire (``from_wire``: each field checked, a ``NetError`` with
the protocol's code and words otherwise) and writes them (``to_wire``, in the protocol's
order); ``messages`` parses, encodes and dispatches them.  ``Ping`` and ``Pong`` are sent
both ways.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

from ..engine.brief import brief
from ..engine.rules import Rules
from ..engine.state import Move
from .agent_messages import ProtocolError, answer_to_move, move_to_answer
from .message_kind import CLIENT, SERVER, Message
from .wire import (
    CHAT_FORMATS,
    MAX_CHAT,
    MAX_NAME,
    PROTOCOL,
    NetError,
    bad,
    rules_field,
    seat_field,
    seats_field,
    table_code_field,
    text_field,
)

#: The turn clock a host may set (``create`` field ``turn_seconds``), in seconds.
MIN_TURN, MAX_TURN = 10, 600


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
        return cls(text_field(data, "text", MAX_CHAT, CHAT_FORMATS))


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
