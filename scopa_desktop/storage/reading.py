"""Reading a stored file defensively: every way it can be wrong is one refusal.

A saved game, a record, the statistics import: each may be damaged, huge, a
device or a FIFO, or written by a later version.  ``read_text_file`` and
``parse_json`` turn all of that into ``Refused`` with a one-line reason, so a
loader built on them can never raise anything else.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

#: The largest file any loader reads; a game record of a long match is < 1 MB.
MAX_FILE_BYTES = 64 * 1024 * 1024


class Refused(ValueError):
    """A stored file that cannot be used; ``str()`` is the one-line reason."""


def read_text_file(path: str | Path, limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes, or Refused.

    The file is checked before it is read: a FIFO would block, a device such as
    /dev/zero would never end, and a huge file would fill the memory."""
    path = Path(path)
    try:
        # O_NONBLOCK: opening a FIFO with no writer must not hang before fstat can see it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise Refused(f"cannot read {path}: {error.strerror or error}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise Refused(f"{path} is not a regular file")
    with os.fdopen(fd, "rb") as file:
        if info.st_size > limit:
            raise Refused(f"{path} is too large ({info.st_size:,} bytes; at most {limit:,})")
        try:
            data = file.read(limit + 1)
        except OSError as error:
            raise Refused(f"cannot read {path}: {error.strerror or error}") from None
    if len(data) > limit:  # it grew while we looked
        raise Refused(f"{path} is too large (more than {limit:,} bytes)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise Refused(f"{path} is not UTF-8 text") from None


def parse_json(text: str) -> Any:
    """The JSON value of ``text``, or Refused: malformed, nested too deeply for
    the parser, or holding a number too long to convert."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise Refused(f"not JSON: {error}") from None
    except RecursionError:
        raise Refused("not JSON: nested too deeply") from None
    except ValueError:  # an integer past Python's digit limit: its message is advice to a programmer
        raise Refused("not usable JSON: a number too long to read") from None


def one_line(error: BaseException, limit: int = 200) -> str:
    """An exception as one short line: whitespace folded, its type when it says nothing."""
    text = " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
