"""Every message of TABLE-PROTOCOL.md (scopa-table/1) as a typed record, in one place.

Each kind of message is one frozen dataclass that names its ``type`` and who
sends it, reads its fields from the wire (``from_wire``: each field checked, a
``NetError`` with the protocol's code and words otherwise) and writes them
(``to_wire``, in the protocol's order): the client's in ``client_messages``, the
server's in ``server_messages``, on the base of ``message_kind``.  Here are the
one parser ``parse_line`` (a line → the record of its type), the one encoder
``encode_message`` and ``Dispatcher``, which hands a received record to the
handlers of its type; every record is reached from here.  A new message is one
record there and one handler where it is received.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

from .client_messages import (
    MAX_TURN,
    MIN_TURN,
    NO_SEAT,
    Chat,
    Create,
    Hello,
    Join,
    Leave,
    ListTables,
    MoveMessage,
    Ping,
    Pong,
    QuickMatch,
    Rejoin,
    Start,
)
from .message_kind import CLIENT, SENT_BY, SERVER, Message, unknown_type
from .server_messages import (
    ChatLine,
    Error,
    Lobby,
    LobbySeat,
    MatchOver,
    OpenTable,
    OpenTables,
    RoundOver,
    Seated,
    State,
    TableOver,
    Welcome,
)
from .wire import check_text, encode, load_object, may_hold_no_text

__all__ = [
    "CLIENT", "MAX_TURN", "MIN_TURN", "NO_SEAT", "SENT_BY", "SERVER",
    "Chat", "ChatLine", "Create", "Dispatcher", "Error", "Hello", "Join", "Leave", "ListTables", "Lobby",
    "LobbySeat", "MatchOver", "Message", "MoveMessage", "OpenTable", "OpenTables", "Ping", "Pong", "QuickMatch",
    "Rejoin", "RoundOver", "Seated", "Start", "State", "TableOver", "Welcome",
    "decode", "encode_message", "parse_line", "unknown_type",
]


def encode_message(message: Message) -> bytes:
    """A message as its line: ``type`` first, then its fields."""
    return encode({"type": message.type, **message.to_wire()})


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
