"""Tables kept on disk, in the state folder: a snapshot file a table, and a
journal of the moves made since that snapshot.

A move only appends one line to the table's journal; everything else (a table
created, a seat taken or given up, a match started, a round's end and the
next deal) rewrites the snapshot atomically and empties the journal.  Both
happen on the event loop before the players hear of the change, so a move
they have seen is on disk whatever happens to the server next.

Why not a snapshot after every move: replacing a file by rename costs about
0.7 ms on this machine's ext4 (it pushes the new file's data out at once),
and an fsync about 7 ms; a journal line costs tens of microseconds.  Neither
write is flushed to the disk during play (they survive the server being
killed, which is what a restart needs, though not a power cut); a clean stop
writes every snapshot durably.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from ..storage.atomic_write import write_text_atomic
from ..storage.reading import Refused, parse_json, read_text_file

SNAPSHOT_SUFFIX = ".table.json"
JOURNAL_SUFFIX = ".moves.jsonl"


class TableFiles:
    """The state folder: ``save`` a table's snapshot, ``append`` a move to its journal,
    ``delete`` a closed table's files, ``load`` every table kept."""

    def __init__(self, folder: Path, log: logging.Logger) -> None:
        self.folder = folder
        self.log = log
        folder.mkdir(parents=True, exist_ok=True)

    def _paths(self, code: str) -> tuple[Path, Path]:
        return self.folder / f"{code}{SNAPSHOT_SUFFIX}", self.folder / f"{code}{JOURNAL_SUFFIX}"

    def save(self, code: str, snapshot: dict[str, Any], durable: bool = False) -> None:
        """Rewrite a table's snapshot and start its journal afresh; ``durable``: flushed to the disk too."""
        snapshot_path, journal_path = self._paths(code)
        try:
            write_text_atomic(snapshot_path, json.dumps(snapshot), sync=durable)
            # A journal line left here by a crash before this unlink has a seq the snapshot already holds.
            journal_path.unlink(missing_ok=True)
        except OSError as error:  # a full disk must not stop the tables; the log says what was not kept
            self.log.error("table %s: cannot write %s: %s", code, snapshot_path, error)

    def append(self, code: str, entry: dict[str, Any]) -> None:
        """One move to the journal: one short write, which a killed process finishes or never starts."""
        _, journal_path = self._paths(code)
        try:
            with journal_path.open("a", encoding="utf-8") as journal:
                journal.write(json.dumps(entry, separators=(",", ":")) + "\n")
        except OSError as error:
            self.log.error("table %s: cannot write %s: %s", code, journal_path, error)

    def delete(self, code: str) -> None:
        for path in self._paths(code):
            try:
                path.unlink(missing_ok=True)
            except OSError as error:
                self.log.error("table %s: cannot remove %s: %s", code, path, error)

    def load(self) -> list[tuple[Path, Any, list[Any]]]:
        """Every table kept: its snapshot (parsed, not yet checked) and its journal's entries,
        up to the first unreadable line (a line a crash cut short ends the journal)."""
        found = []
        for snapshot_path in sorted(self.folder.glob(f"*{SNAPSHOT_SUFFIX}")):
            try:
                snapshot = parse_json(read_text_file(snapshot_path))
            except Refused as error:
                self.log.warning("skipping %s: %s", snapshot_path.name, error)
                continue
            journal_path = snapshot_path.with_name(snapshot_path.name.removesuffix(SNAPSHOT_SUFFIX) + JOURNAL_SUFFIX)
            entries = []
            try:
                for line in read_text_file(journal_path).splitlines():
                    entries.append(parse_json(line))
            except Refused:
                pass  # no journal, or its last line cut short
            found.append((snapshot_path, snapshot, entries))
        return found
