"""Tables kept on disk, in the state folder: a snapshot file a table, and a
journal of the moves made since that snapshot.

A move only appends one line to the table's journal; everything else (a table
created, a seat taken or given up, a match started, a round's end and the
next deal) rewrites the snapshot atomically and empties the journal.  Both
happen on the event loop before the players hear of the change; a write that
fails raises, and the server then refuses the change to everyone (``kept``
is the table as it was last written, to go back to), so a move a player has
seen is on disk whatever happens to the server next.

Why not a snapshot after every move: replacing a file by rename costs about
0.7 ms on this machine's ext4 (it pushes the new file's data out at once),
and an fsync about 7 ms; a journal line costs tens of microseconds.  Neither
write is flushed to the disk during play (they survive the server being
killed, which is what a restart needs, though not a power cut); a clean stop
writes every snapshot durably.

The files hold the hidden cards of the round in play (every hand and the
stock's order: a restored round must deal on as it was dealt, and the record
sent at ``match_over`` shows it), so the folder is 0700 and each file 0600,
whoever made them.  A file that cannot be used at a restart is refused in one
log line and kept aside under a numbered name (``storage.set_aside``), never
dropped in silence nor left where the next start would read it again.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..storage.atomic_write import write_text_atomic
from ..storage.reading import Refused, one_line, parse_json, read_text_file
from ..storage.set_aside import set_aside_private
from .table import CODE_ALPHABET, CODE_LENGTH, Table

SNAPSHOT_SUFFIX = ".table.json"
JOURNAL_SUFFIX = ".moves.jsonl"
FOLDER_MODE = 0o700
FILE_MODE = 0o600
#: Descriptors held from the start for the server's own files: a snapshot and its folder's fsync.
RESERVED_DESCRIPTORS = 2

T = TypeVar("T")


class DescriptorReserve:
    """Descriptors opened at the start and held, handed back for one write when the
    process has run out (connections took the rest), so the tables' own files are
    always written.  The write runs synchronously on the event loop, so no ``accept``
    can take the freed descriptors before it is done and the reserve is taken again."""

    def __init__(self, count: int = RESERVED_DESCRIPTORS) -> None:
        self.count = count
        self._held: list[int] = []
        self.refill()

    def refill(self) -> None:
        while len(self._held) < self.count:
            try:
                self._held.append(os.open(os.devnull, os.O_RDONLY))
            except OSError:
                return  # still none free: the next write tries again

    def release(self) -> None:
        while self._held:
            os.close(self._held.pop())

    def run(self, write: Callable[[], T]) -> T:
        """``write()``; once more with the reserve handed back when it failed for want of a descriptor."""
        try:
            return write()
        except OSError as error:
            if error.errno not in (errno.EMFILE, errno.ENFILE) or not self._held:
                raise
        self.release()
        try:
            return write()
        finally:
            self.refill()


class KeptCopies:
    """Per table, the snapshot text last kept and the journal entries kept since: what a
    store holds, to go back to when a change is refused (``kept``)."""

    def __init__(self) -> None:
        self._written: dict[str, tuple[str, list[dict[str, Any]]]] = {}

    def saved(self, code: str, text: str, entries: list[dict[str, Any]] | None = None) -> None:
        self._written[code] = (text, entries if entries is not None else [])

    def appended(self, code: str, entry: dict[str, Any]) -> None:
        if code in self._written:
            self._written[code][1].append(entry)

    def forget(self, code: str) -> None:
        self._written.pop(code, None)

    def kept(self, code: str) -> Table | None:
        """The table as the store holds it now (to undo a change that could not be written)."""
        if code not in self._written:
            return None
        text, entries = self._written[code]
        table = Table.from_snapshot(parse_json(text))
        table.replay_journal(entries)
        return table


class TableFiles:
    """The state folder: ``save`` a table's snapshot, ``append`` a move to its journal
    (both raise OSError when the change is not kept), ``delete`` a closed table's
    files, ``restore`` every table kept; ``kept`` is a table as last written."""

    def __init__(self, folder: Path, log: logging.Logger) -> None:
        self.folder = folder
        self.log = log
        folder.mkdir(mode=FOLDER_MODE, parents=True, exist_ok=True)
        try:
            os.chmod(folder, FOLDER_MODE)  # mkdir leaves an existing folder (or the umask) as it was
            for path in folder.iterdir():  # files of an older version, made by the umask
                if path.name.endswith((SNAPSHOT_SUFFIX, JOURNAL_SUFFIX)) and path.is_file():
                    os.chmod(path, FILE_MODE)
        except OSError as error:  # a folder of another user's: the files written from now on are 0600 still
            log.error("cannot make %s private (0700, its files 0600): %s", folder, one_line(error))
        self.reserve = DescriptorReserve()
        self.written = KeptCopies()

    def _paths(self, code: str) -> tuple[Path, Path]:
        return self.folder / f"{code}{SNAPSHOT_SUFFIX}", self.folder / f"{code}{JOURNAL_SUFFIX}"

    def save(self, code: str, snapshot: dict[str, Any], durable: bool = False) -> None:
        """Rewrite a table's snapshot and start its journal afresh; ``durable``: flushed to the disk too."""
        snapshot_path, journal_path = self._paths(code)
        text = json.dumps(snapshot)
        self.reserve.run(lambda: write_text_atomic(snapshot_path, text, sync=durable, mode=FILE_MODE))
        self.written.saved(code, text)
        try:
            # A journal line left here by a crash before this unlink has a seq the snapshot already holds.
            journal_path.unlink(missing_ok=True)
        except OSError as error:  # harmless (see above), but said
            self.log.error("table %s: cannot remove %s: %s", code, journal_path.name, one_line(error))

    def append(self, code: str, entry: dict[str, Any]) -> None:
        """One move to the journal: one short write, which a killed process finishes or never starts."""
        _, journal_path = self._paths(code)
        line = (json.dumps(entry, separators=(",", ":")) + "\n").encode("utf-8")

        def write() -> None:
            fd = os.open(journal_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, FILE_MODE)
            try:
                size = os.fstat(fd).st_size
                try:
                    if os.write(fd, line) != len(line):
                        raise OSError(errno.ENOSPC, "the journal line was written only in part")
                except OSError:
                    with contextlib.suppress(OSError):  # no half line for the next one to follow
                        os.ftruncate(fd, size)
                    raise
            finally:
                os.close(fd)

        self.reserve.run(write)
        self.written.appended(code, entry)

    def kept(self, code: str) -> Table | None:
        """The table as its files hold it now (to undo a change that could not be written)."""
        return self.written.kept(code)

    def delete(self, code: str) -> None:
        self.written.forget(code)
        for path in self._paths(code):
            try:
                path.unlink(missing_ok=True)
            except OSError as error:
                self.log.error("table %s: cannot remove %s: %s", code, path.name, one_line(error))

    def close(self) -> None:
        self.reserve.release()

    # Restarting --------------------------------------------------------------------------------

    def restore(self) -> list[Table]:
        """Every table kept, its journal replayed.  A snapshot that is unreadable or holds
        another table than its name says, a journal line that is damaged or does not follow
        its snapshot, a journal without a snapshot: each is refused in one log line and set
        aside; a table whose journal was refused goes on from its last good move."""
        tables = []
        for snapshot_path in sorted(self.folder.glob(f"*{SNAPSHOT_SUFFIX}")):
            code = snapshot_path.name.removesuffix(SNAPSHOT_SUFFIX)
            table = self._restore_one(code, snapshot_path, self._paths(code)[1])
            if table is not None:
                tables.append(table)
        for journal_path in sorted(self.folder.glob(f"*{JOURNAL_SUFFIX}")):
            code = journal_path.name.removesuffix(JOURNAL_SUFFIX)
            if not self._paths(code)[0].exists():
                self._refuse(journal_path, "a journal without its table's snapshot")
        return tables

    def _restore_one(self, code: str, snapshot_path: Path, journal_path: Path) -> Table | None:
        try:
            if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
                raise Refused("its name is no table code")
            text = read_text_file(snapshot_path)
            data = parse_json(text)
            table = Table.from_snapshot(data)
            if table.code != code:
                raise Refused(f"it holds table {table.code!r}, not {code}")
            if not isinstance(data, dict) or "last_active" not in data:  # written before it was kept
                table.last_active = snapshot_path.stat().st_mtime
        except (Refused, ValueError, KeyError, TypeError, OSError) as error:
            self._refuse(snapshot_path, one_line(error), journal_path)
            return None
        entries, problem = self._read_journal(journal_path)
        made, replay_problem = table.replay_journal(entries)
        problem = problem or replay_problem
        if made:
            table.last_active = max(table.last_active, journal_path.stat().st_mtime)
        self.written.saved(code, text, entries)  # replayed again, they stop where this replay stopped
        if problem is not None:
            self._refuse(journal_path, f"{problem}; the table goes on from seq {table.seq}")
            try:
                self.save(code, table.snapshot())  # the moves it holds now, without the refused lines
            except OSError as error:
                self.log.error("table %s: cannot write its snapshot: %s", code, one_line(error))
        return table

    def _read_journal(self, path: Path) -> tuple[list[Any], str | None]:
        """A journal's entries up to the first line that is not JSON, and what was wrong with it."""
        if not path.exists():
            return [], None
        try:
            text = read_text_file(path)
        except Refused as error:
            return [], one_line(error)
        entries = []
        for number, line in enumerate(text.splitlines(), 1):
            try:
                entries.append(parse_json(line))
            except Refused as error:
                cut = number == len(text.splitlines()) and not text.endswith("\n")
                return entries, f"line {number} is {'cut short' if cut else 'damaged'} ({one_line(error, 80)})"
        return entries, None

    def _refuse(self, path: Path, why: str, *with_it: Path) -> None:
        """One log line: ``path`` (and ``with_it``, files that belong to it) refused and kept aside."""
        kept = set_aside_private((path, *with_it), FILE_MODE)
        self.log.error("refused %s: %s; kept aside as %s", path.name, why, kept)



class DiskStore:
    """The state folder as a ``keeping.TableStore``: each write is done on the event loop
    before the call returns (a journal line costs tens of microseconds)."""

    def __init__(self, files: TableFiles) -> None:
        self.files = files

    async def save(self, code: str, snapshot: dict[str, Any], durable: bool = False) -> None:
        self.files.save(code, snapshot, durable)

    async def append(self, code: str, entry: dict[str, Any]) -> None:
        self.files.append(code, entry)

    def kept(self, code: str) -> Table | None:
        return self.files.kept(code)

    def delete(self, code: str) -> None:
        self.files.delete(code)

    async def close(self) -> None:
        self.files.close()
