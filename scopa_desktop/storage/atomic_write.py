"""Atomic file writes: a reader sees the old file or the new one, never half of one.

Only a regular file is ever replaced: a device, a FIFO or a folder at the path is
refused (``play --record /dev/full`` must not swap a device node for a JSON
file), and a symlink is written through to its target.  The new file keeps the
old one's mode, or takes the umask's like any new file.  A write killed half-way
leaves a temp file behind; the next write to the same target removes it.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from pathlib import Path

#: A temp file of a process that is still alive is only stale after this long
#: (a write takes milliseconds; this covers a reused process id).
STALE_TEMP_SECONDS = 600


class NotARegularFile(OSError):
    """Something other than a regular file stands at the path: it is left alone."""


def write_text_atomic(path: Path, text: str, sync: bool = True, mode: int | None = None) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temp file in the same folder and a rename.

    ``sync=False`` leaves out the flushes to the disk: the file still survives the
    writing process being killed (the rename is atomic and the kernel keeps the
    data), though not a power cut; for state rewritten many times a second,
    where an fsync each time would cost more than the work itself.  ``mode``: the
    new file's permission bits, whatever the old file's or the umask's."""
    _write_atomic(Path(path), text.encode("utf-8"), sync, mode)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temp file in the same folder and a rename."""
    _write_atomic(Path(path), data)


def temp_prefix(target: Path) -> str:
    """How the temp files of ``target`` begin: ``.saved-game.json.`` (hidden, beside it)."""
    return f".{target.name}."


def _write_atomic(path: Path, data: bytes, sync: bool = True, mode: int | None = None) -> None:
    target = Path(os.path.realpath(path))  # through any symlinks: the link stays a link
    target.parent.mkdir(parents=True, exist_ok=True)
    old_mode = _existing_mode(target)
    if mode is None:
        mode = old_mode
    remove_stale_temp_files(target)
    temp = target.with_name(f"{temp_prefix(target)}{os.getpid()}.{os.urandom(4).hex()}.tmp")
    # 0o666 through os.open: the kernel applies the umask, as for any new file.
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            handle.write(data)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    if sync:
        _fsync_folder(target.parent)


def _existing_mode(target: Path) -> int | None:
    """The permission bits of the regular file at ``target``; None when there is none.
    Anything else there is refused."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    if stat.S_ISDIR(info.st_mode):
        raise NotARegularFile(errno.EISDIR, f"{target} is a folder, not a file: not written")
    if not stat.S_ISREG(info.st_mode):
        raise NotARegularFile(f"{target} is not a regular file (a device or a pipe): not written")
    return stat.S_IMODE(info.st_mode)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; a system that cannot open folders (Windows) skips it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is already synced
    finally:
        os.close(fd)


def remove_stale_temp_files(target: Path) -> list[Path]:
    """Remove the temp files earlier writes to ``target`` left behind when killed;
    the removed paths.  A temp file of a live process is left alone (it may be
    writing right now) unless it is older than ``STALE_TEMP_SECONDS``."""
    removed: list[Path] = []
    try:
        candidates = list(target.parent.glob(f"{_glob_escape(temp_prefix(target))}*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for temp in candidates:
        writer = _writer_pid(temp, target)
        try:
            age = now - temp.stat().st_mtime
        except OSError:
            continue
        if writer is None or (writer != os.getpid() and _process_alive(writer) and age < STALE_TEMP_SECONDS):
            continue
        try:
            temp.unlink()
        except OSError:
            continue
        removed.append(temp)
    return removed


def _glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[]" else c for c in text)


def _writer_pid(temp: Path, target: Path) -> int | None:
    """The process id in a temp file's name (``.NAME.PID.RANDOM.tmp``); None when it is not one of ours."""
    middle = temp.name[len(temp_prefix(target)):-len(".tmp")].split(".")
    if len(middle) != 2 or not middle[0].isascii() or not middle[0].isdigit():
        return None
    return int(middle[0])


def _process_alive(pid: int) -> bool:
    if os.name != "posix":
        return True  # no harmless probe there (signal 0 is CTRL_C_EVENT on Windows): age alone decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, owned by someone else
    return True
