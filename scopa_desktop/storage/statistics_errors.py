"""Why the statistics database could not be used: what could not be done (``Step``) and why
(``Trouble``, or the file system's own OSError), kept apart from the database itself so the
window words them without importing SQLite before its first paint."""

from __future__ import annotations

import os
from enum import Enum


class Step(Enum):
    """What the statistics could not be: the window says it in its own language."""

    OPENED = "opened"
    READ = "read"
    COUNTED = "counted"
    RESET = "reset"
    IMPORTED = "imported"


class Trouble(Enum):
    """Why, where it is not the file system's own reason (that one is kept as an OSError)."""

    DAMAGED = "the file is damaged"
    NOT_A_DATABASE = "the file is not a statistics database"
    NOT_A_FILE = "it is not a regular file"
    LATER_VERSION = "a later version wrote it"
    IN_USE = "another program is using it"
    READ_ONLY = "the file is read-only"
    OTHER = "SQLite refused it"


#: The troubles of a file this version cannot use whatever is tried again: it is kept aside.
UNUSABLE = frozenset({Trouble.DAMAGED, Trouble.NOT_A_DATABASE, Trouble.NOT_A_FILE, Trouble.LATER_VERSION})


class StatisticsError(Exception):
    """The statistics could not be ``step``, for ``cause``; ``str()`` is that in one English line (for a
    log), and the window words ``step`` and ``cause`` in its language."""

    def __init__(self, step: Step, cause: Trouble | OSError, detail: str = "") -> None:
        reason = cause.value if isinstance(cause, Trouble) else os.strerror(cause.errno or 0)
        super().__init__(f"the statistics could not be {step.value}: {reason}" + (f" ({detail})" if detail else ""))
        self.step, self.cause, self.detail = step, cause, detail


class StatisticsUnreadable(StatisticsError):
    """The file is not a statistics database this version can use (damaged, not
    SQLite, not a regular file, or written by a later version): keep it aside."""
