"""The lines of TABLE-PROTOCOL.md (scopa-table/1): one JSON object a line, each
field checked before anything acts on it.

``parse_line`` turns a received line into a message object or raises
``NetError("bad-message", …)``; the ``field`` helpers check one field each;
``encode`` writes a message; ``read_lines`` splits a byte stream into lines,
reporting a line over the limit once instead of buffering it.
"""

from __future__ import annotations

import asyncio
import json
import unicodedata
from collections.abc import AsyncIterator
from typing import Any

from ..engine.brief import brief
from ..engine.seat_json import ProtocolError, answer_to_move
from ..engine.state import Move

PROTOCOL = "scopa-table/1"
MAX_LINE = 64 * 1024  # bytes a line may hold, its newline not counted
MAX_NAME = 24
MAX_CHAT = 200
#: Combining marks one character may carry in a name or a chat line (after NFC, which
#: composes the accents of real languages into one character each).
MAX_MARKS = 2
#: Characters an error message holds at most, whatever it quotes of the client's input.
MAX_ERROR = 200
#: Seats a table may have (RULES.md: 2, 3, 4 or 6 players).
MAX_SEATS = 6

#: Every error code of the protocol.
ERROR_CODES = (
    "bad-message",
    "wrong-protocol",
    "not-seated",
    "no-such-table",
    "table-full",
    "not-host",
    "not-ready",
    "not-started",
    "not-your-turn",
    "illegal-move",
    "bad-token",
    "too-fast",
    "busy",
)

#: What a client may send, and the fields each type needs (checked by the handler).
CLIENT_TYPES = ("hello", "create", "join", "rejoin", "start", "move", "chat", "leave", "ping", "pong", "list", "quick")


class NetError(Exception):
    """A refused message: the protocol's error ``code`` and a one-line reason."""

    def __init__(self, code: str, message: str) -> None:
        assert code in ERROR_CODES, code
        super().__init__(message)
        self.code = code
        text = " ".join(message.split())  # one line, whatever the reason held
        self.message = text if len(text) <= MAX_ERROR else text[: MAX_ERROR - 1] + "…"

    def to_message(self) -> dict[str, Any]:
        return {"type": "error", "code": self.code, "message": self.message}


def bad(message: str) -> NetError:
    return NetError("bad-message", message)


def encode(message: dict[str, Any]) -> bytes:
    """One message as its line: compact JSON, UTF-8, ending in a newline."""
    return (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def parse_line(line: bytes) -> dict[str, Any]:
    """The message object a line holds, with a known ``type``; NetError otherwise."""
    try:
        data = json.loads(line.decode("utf-8"))
    except UnicodeDecodeError:
        raise bad("the line is not UTF-8") from None
    except RecursionError:
        raise bad("not JSON: nested too deeply") from None
    except ValueError as error:  # json.JSONDecodeError, or an integer past Python's digit limit
        raise bad(f"not JSON: {error}") from None
    if not isinstance(data, dict):
        raise bad("a message is a JSON object")
    kind = data.get("type")
    if kind not in CLIENT_TYPES:
        raise bad(f"unknown message type {brief(kind)}; known: {', '.join(CLIENT_TYPES)}")
    try:  # a \ud800 escape is valid JSON but no text: nothing later may meet it
        encode(data)
    except RecursionError:
        raise bad("not JSON: nested too deeply") from None
    except UnicodeEncodeError:
        raise bad("a text holds a lone surrogate (\\ud800 to \\udfff)") from None
    return data


# Fields ---------------------------------------------------------------------------------------


def text_field(data: dict[str, Any], key: str, longest: int) -> str:
    """A printable, not blank text of at most ``longest`` characters, trimmed."""
    value = data.get(key)
    if not isinstance(value, str):
        raise bad(f"'{key}' must be a text")
    value = unicodedata.normalize("NFC", value.strip())
    if not 1 <= len(value) <= longest or not value.isprintable():
        raise bad(f"'{key}' must be 1 to {longest} printable characters")
    if value.isascii():
        return value  # no combining mark: the common case, without a look at each character
    marks = 0
    for character in value:
        marks = marks + 1 if unicodedata.category(character).startswith("M") else 0
        if marks > MAX_MARKS:
            raise bad(f"'{key}' stacks more than {MAX_MARKS} combining marks on one character")
    return value


def table_code_field(data: dict[str, Any]) -> str:
    """A table code as the server writes it (upper case): players may type it in any case."""
    value = data.get("table")
    if not isinstance(value, str) or not 1 <= len(value) <= 16 or not (value.isascii() and value.isalnum()):
        raise bad("'table' must be a table code such as \"K7P2QX\"")
    return value.upper()


def seat_field(data: dict[str, Any]) -> int | None:
    """The optional ``seat`` of a ``join``: None for any open seat.  Checked against the
    most seats any table has, not the table's own: the answer must not tell a table exists."""
    if "seat" not in data or data["seat"] is None:
        return None
    value = data["seat"]
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < MAX_SEATS:
        raise bad(f"'seat' must be a seat from 0 to {MAX_SEATS - 1}")
    return value


def move_field(data: dict[str, Any]) -> Move:
    """The move of a ``move`` message (not yet checked against the rules)."""
    try:
        return answer_to_move(data)
    except ProtocolError as error:
        raise bad(str(error)) from None


# Reading lines --------------------------------------------------------------------------------


async def read_lines(reader: asyncio.StreamReader, limit: int = MAX_LINE) -> AsyncIterator[bytes | None]:
    """Each line the peer sends, without its newline, until it closes; ``None``
    once for a line longer than ``limit``, whose bytes are skipped unkept so a
    huge line costs no memory and the lines after it are read as usual."""
    kept = bytearray()
    skipping = False
    while True:
        chunk = await reader.read(65536)
        if not chunk:
            return
        start = 0
        while True:
            end = chunk.find(b"\n", start)
            if end < 0:
                if not skipping:
                    kept += chunk[start:]
                    if len(kept) > limit:
                        kept.clear()
                        skipping = True
                        yield None
                break
            if skipping:
                skipping = False
            else:
                kept += chunk[start:end]
                if len(kept) > limit:
                    yield None
                else:
                    yield bytes(kept)
                kept.clear()
            start = end + 1
