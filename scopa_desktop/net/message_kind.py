"""The kind of record every message of TABLE-PROTOCOL.md (scopa-table/1) is.

``Message`` is the base of the records of ``client_messages`` and ``server_messages``: each
record names its ``type`` and who sends it, and is filed in ``SENT_BY`` by its definition,
where ``messages``'s one parser looks it up.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields
from typing import Any, ClassVar, Self

from ..engine.brief import brief
from .wire import NetError, bad

#: Who sends a message: the client (a player's program) or the server.
CLIENT, SERVER = "client", "server"
#: The messages each side may send, by ``type``, in the protocol's order (filled by the records).
SENT_BY: dict[str, dict[str, type[Message]]] = {CLIENT: {}, SERVER: {}}

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


def unknown_type(kind: Any, known: Iterable[str]) -> NetError:
    """The refusal of a message of a type nobody here reads or handles."""
    return bad(f"unknown message type {brief(kind)}; known: {', '.join(known)}")

