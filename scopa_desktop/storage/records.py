"""Game record files: the engine reads and writes record text, this reads and
writes the files (atomically) for the window and the command line."""

from __future__ import annotations

from pathlib import Path

from ..engine import Match, RecordError, record_from_text, record_to_text
from .atomic_write import write_text_atomic
from .reading import Refused, read_text_file


def load_record(path: str | Path) -> Match:
    """Read and replay a record file; RecordError (never another exception) when it
    is bad, including a file that is not regular or over 64 MB (refused unread)."""
    try:
        text = read_text_file(path)
    except Refused as error:
        raise RecordError(str(error)) from None
    # A record edited by hand in Windows Notepad begins with a byte order mark, which JSON may
    # ignore (RFC 8259, 8.1): refused for it, the file said "Unexpected UTF-8 BOM".
    return record_from_text(text.removeprefix("\ufeff"))


def save_record(match: Match, path: str | Path) -> None:
    """Write a match's record atomically (a temp file, then a rename)."""
    write_text_atomic(Path(path), record_to_text(match))
