"""The lines of TABLE-PROTOCOL.md (scopa-table/1): one JSON object a line, each
field checked before anything acts on it.

``load_object`` turns a received line into its JSON object or raises
``NetError("bad-message", …)``; ``check_text`` refuses an object that holds
no text (a lone surrogate); the ``field`` helpers check one field each;
``encode`` writes an object as a line; ``read_lines`` splits a byte stream into
lines, reporting a line over the limit once instead of buffering it.  The
messages themselves, as typed records, are ``messages``.
"""

from __future__ import annotations

import asyncio
import json
import unicodedata
from collections.abc import AsyncIterator
from typing import Any

from ..ai import LEVELS
from ..engine.brief import brief
from ..engine.rules import Rules, RulesError
from .agent_messages import ProtocolError, whole_field

PROTOCOL = "scopa-table/1"
MAX_LINE = 64 * 1024  # bytes a line may hold, its newline not counted
MAX_NAME = 24
MAX_CHAT = 200
#: Combining marks one character may carry in a name or a chat line (after NFC, which
#: composes the accents of real languages into one character each).
MAX_MARKS = 2
#: Characters an error message holds at most, whatever it quotes of the client's input.
MAX_ERROR = 200
#: Brackets a received line may open before its object is encoded again to see it can be.
MAX_OPEN_BRACKETS = 64
#: Seats a table may have (RULES.md: 2, 3, 4 or 6 players).
MAX_SEATS = 6
#: Who sits in a seat of a ``lobby``: nobody yet, a person or an AI (a ``create`` names "open" or an AI level).
OPEN, HUMAN, AI = "open", "human", "ai"

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

class NetError(Exception):
    """A refused message: the protocol's error ``code`` and a one-line reason."""

    def __init__(self, code: str, message: str) -> None:
        assert code in ERROR_CODES, code
        super().__init__(message)
        self.code = code
        text = " ".join(message.split())  # one line, whatever the reason held
        self.message = text if len(text) <= MAX_ERROR else text[: MAX_ERROR - 1] + "…"


def bad(message: str) -> NetError:
    return NetError("bad-message", message)


#: One encoder for every line (``json.dumps`` with these options would build one a call).
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def encode(message: dict[str, Any]) -> bytes:
    """One message as its line: compact JSON, UTF-8, ending in a newline."""
    return (_ENCODER.encode(message) + "\n").encode("utf-8")


def load_object(line: bytes) -> dict[str, Any]:
    """The JSON object a received line holds; NetError ``bad-message`` if it holds none."""
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
    return data


def may_hold_no_text(line: bytes) -> bool:
    """False when the object ``load_object`` read from ``line`` surely passes ``check_text``, so
    the check (an encoding of the whole object) is spared: strict UTF-8 decoding lets no
    surrogate through, so only a ``\\u`` escape can make one, and only deep nesting can make
    the encoding recurse too far."""
    return b"\\u" in line or line.count(b"[") + line.count(b"{") > MAX_OPEN_BRACKETS


def check_text(data: dict[str, Any]) -> None:
    """NetError ``bad-message`` when a received object cannot be written again: nothing later may meet it."""
    try:  # a \ud800 escape is valid JSON but no text: nothing later may meet it
        encode(data)
    except RecursionError:
        raise bad("not JSON: nested too deeply") from None
    except UnicodeEncodeError:
        raise bad("a text holds a lone surrogate (\\ud800 to \\udfff)") from None


# Fields ---------------------------------------------------------------------------------------


# The invisible characters a line of chat needs, though Python calls them unprintable: the joiners
# that make one picture of an emoji sequence (👩‍💻, 🏳️‍🌈) and shape Persian and Indic words, and the
# direction marks in text copied from Arabic or Hebrew.  No other control or format character.
CHAT_FORMATS = frozenset("\u200c\u200d\u200e\u200f\u061c")


def printable(text: str, also: frozenset[str] = frozenset()) -> bool:
    return text.isprintable() or all(character.isprintable() or character in also for character in text)


def chat_line(text: str) -> str:
    """``text`` as a line of chat the table takes: a tab or a line break pasted into it as a space,
    any other unprintable character (a zero-width space, a direction override) left out, trimmed."""
    spaced = "".join(" " if character.isspace() else character for character in text)
    return "".join(character for character in spaced if printable(character, CHAT_FORMATS)).strip()


def as_counted(text: str) -> str:
    """``text`` as the server counts it: trimmed and composed (NFC), one character to a code point
    (an emoji outside the Basic Multilingual Plane is one, where Qt counts two UTF-16 units)."""
    return unicodedata.normalize("NFC", text.strip())


def text_field(data: dict[str, Any], key: str, longest: int, also: frozenset[str] = frozenset()) -> str:
    """A printable (or ``also``), not blank text of at most ``longest`` characters, trimmed."""
    value = data.get(key)
    if not isinstance(value, str):
        raise bad(f"'{key}' must be a text")
    value = as_counted(value)
    if not 1 <= len(value) <= longest or not printable(value, also):
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


def number_field(data: dict[str, Any], key: str, low: int = 0, high: int | None = None) -> int:
    """A whole number from ``low`` (to ``high``, when given)."""
    try:
        return whole_field(data, key, low, high)
    except ProtocolError as error:
        raise bad(str(error)) from None


def numbers_field(data: dict[str, Any], key: str) -> tuple[int, ...]:
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in value):
        raise bad(f"'{key}' must be a list of whole numbers")
    return tuple(value)


def string_field(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise bad(f"'{key}' must be a text")
    return value


def rules_field(value: Any) -> Rules:
    try:
        return Rules.from_record(value)
    except RulesError as error:
        raise bad(f"'rules': {error}") from None


def seats_field(data: Any, players: int) -> tuple[str, ...]:
    """The seats of a ``create``: one a player, each "open" or an AI level, seat 0 "open"."""
    choices = f"\"open\" or an AI level ({', '.join(LEVELS)})"
    if not isinstance(data, list) or len(data) != players:
        raise bad(f"'seats' must list the {players} seats, each {choices}")
    if data[0] != OPEN:
        raise bad("seat 0 is \"open\": it is yours")
    for entry in data:
        if entry != OPEN and not (isinstance(entry, str) and entry in LEVELS):
            raise bad(f"a seat is {choices}, not {brief(entry)}")
    return tuple(data)


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
