"""Why the system refused what the player asked, in the window's language: a table it could not
reach, a port it could not open, a file it could not write, the statistics it could not keep.  The
system's own words are English whatever the window speaks, and name an atomic write's temp file the
player never saw; a common reason is said here instead (the translations keep the "Words" context
they were written in)."""

from __future__ import annotations

import errno
import socket

from PySide6.QtCore import QCoreApplication

from ..resources.translation import QT_TRANSLATE_NOOP
from ..storage.statistics_errors import StatisticsError, Trouble

CONTEXT = "Words"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


#: The system's reasons a player meets on the way to a table, by error number, in the window's language:
#: the system's own words are English whatever the window speaks ("Cannot reach …: Connection refused").
_SYSTEM_REASONS = {
    errno.ECONNREFUSED: QT_TRANSLATE_NOOP("Words", "no server is listening on that port"),
    errno.ETIMEDOUT: QT_TRANSLATE_NOOP("Words", "no answer in time"),
    errno.EHOSTUNREACH: QT_TRANSLATE_NOOP("Words", "that computer cannot be reached"),
    errno.ENETUNREACH: QT_TRANSLATE_NOOP("Words", "that network cannot be reached"),
    errno.ECONNRESET: QT_TRANSLATE_NOOP("Words", "the connection was cut"),
    errno.EADDRINUSE: QT_TRANSLATE_NOOP("Words", "another program uses that port"),
}
_NO_SUCH_NAME = QT_TRANSLATE_NOOP("Words", "no computer of that name was found")


def system_reason(error: OSError) -> str:
    """Why a connection or a port failed, in the window's language where the reason is a common one;
    else the system's own words."""
    if isinstance(error, socket.gaierror):
        return _tr(_NO_SUCH_NAME)
    if isinstance(error, TimeoutError):
        return _tr(_SYSTEM_REASONS[errno.ETIMEDOUT])
    return _reason(error, _SYSTEM_REASONS)


# The system said "File exists" (its folder could not be made) or "Not a directory" (one further up).
#: Why a file could not be saved: a folder on the way to it is a file in fact.
_FOLDER_IS_A_FILE = QT_TRANSLATE_NOOP("Words", "a file stands where its folder should be")
#: The system's reasons a file could not be written, as ``_SYSTEM_REASONS`` for a table.
_FILE_REASONS = {
    errno.EACCES: QT_TRANSLATE_NOOP("Words", "you may not write in that folder"),
    errno.EPERM: QT_TRANSLATE_NOOP("Words", "you may not write in that folder"),
    errno.EROFS: QT_TRANSLATE_NOOP("Words", "that disk is read-only"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("Words", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Words", "you have used all the disk space you are allowed"),
    errno.EEXIST: _FOLDER_IS_A_FILE,
    errno.ENOTDIR: _FOLDER_IS_A_FILE,  # a folder further up is a file
    errno.EISDIR: QT_TRANSLATE_NOOP("Words", "a folder has that name already"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Words", "the name is too long"),
    errno.EINVAL: QT_TRANSLATE_NOOP("Words", "that name is not allowed on that disk"),  # a colon on a FAT stick
    errno.ENOENT: QT_TRANSLATE_NOOP("Words", "that folder cannot be found"),  # a drive gone
    errno.EIO: QT_TRANSLATE_NOOP("Words", "the disk could not be written (was it unplugged?)"),
}


# Why a file could not be written or read: another program holds it for now (Windows, for a while).
_IN_USE = QT_TRANSLATE_NOOP("Words", "another program, an antivirus or a sync client perhaps, is using the file")
_TRIED_AGAIN = QT_TRANSLATE_NOOP("Words", "{reason}; the game tries again at the next save")
# Windows' error numbers of a file another program holds open or locked (ERROR_SHARING_VIOLATION,
# ERROR_LOCK_VIOLATION): it calls that a PermissionError as it does a folder the player may not write in.
_HELD_BY_ANOTHER_PROGRAM = (32, 33)


def file_reason(error: OSError, tried_again: bool = True) -> str:
    """Why a file could not be written, in the window's language where the reason is a common one; else
    the system's own words, without the file they name: an atomic write fails at its temp file beside
    the one the player knows (".scopa-….json.4242.9fa0c1d2.tmp").  A file another program holds is said
    with what follows: the game writes it again at its next save unless ``tried_again`` is False (a
    file written once, at the player's asking)."""
    if getattr(error, "winerror", None) in _HELD_BY_ANOTHER_PROGRAM:
        return _tr(_TRIED_AGAIN).format(reason=_tr(_IN_USE)) if tried_again else _tr(_IN_USE)
    return _reason(error, _FILE_REASONS)


# Why the statistics database could not be used, where it is not the file system's reason.
_STATISTICS_TROUBLES = {
    Trouble.DAMAGED: QT_TRANSLATE_NOOP("Words", "the file is damaged"),
    Trouble.NOT_A_DATABASE: QT_TRANSLATE_NOOP("Words", "the file holds something other than statistics"),
    Trouble.NOT_A_FILE: QT_TRANSLATE_NOOP("Words", "a folder or something else that is not a file has its name"),
    Trouble.LATER_VERSION: QT_TRANSLATE_NOOP("Words", "a later version of the game wrote it"),
    Trouble.IN_USE: _IN_USE,
    Trouble.READ_ONLY: QT_TRANSLATE_NOOP("Words", "the file is read-only"),
}


def statistics_reason(error: StatisticsError) -> str:
    """Why the statistics database could not be used, in the window's language; SQLite's own words
    where it gave a reason of its own."""
    if isinstance(error.cause, OSError):
        return file_reason(error.cause, tried_again=False)
    known = _STATISTICS_TROUBLES.get(error.cause)
    return _tr(known) if known is not None else error.detail or error.cause.value


def _reason(error: OSError, reasons: dict[int, str]) -> str:
    """``error``'s reason from ``reasons`` by its number, translated; else the system's own words."""
    known = reasons.get(error.errno or 0)
    return _tr(known) if known is not None else error.strerror or str(error)
