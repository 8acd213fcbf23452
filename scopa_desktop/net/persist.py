"""Tables kept on disk: one JSON file a table, written atomically after every change.

Writes happen on one thread of their own so the event loop never waits for the
disk; a caller that must not go on before its table is on disk (the server,
before it tells the players about a move) waits for the returned future.
Snapshots queued while the thread was writing are written together, only the
newest of each table (a burst of moves costs one write per table).
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from ..storage.atomic_write import write_text_atomic
from ..storage.reading import Refused, parse_json, read_text_file

SUFFIX = ".table.json"


def table_path(folder: Path, code: str) -> Path:
    return folder / f"{code}{SUFFIX}"


def load_snapshots(folder: Path, log: logging.Logger) -> list[tuple[Path, Any]]:
    """Every stored table's snapshot (parsed, not yet checked); unreadable files are logged and skipped."""
    found = []
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        try:
            found.append((path, parse_json(read_text_file(path))))
        except Refused as error:
            log.warning("skipping %s: %s", path.name, error)
    return found


class Persister:
    """The writer thread.  ``save(code, text)`` / ``delete(code)`` return a future
    done once the file is written or gone; ``close`` writes what is queued and stops."""

    def __init__(self, folder: Path, log: logging.Logger) -> None:
        self.folder = folder
        self.log = log
        folder.mkdir(parents=True, exist_ok=True)
        self._pending: list[tuple[str, str | None, Future[None]]] = []
        self._wake = threading.Condition()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="table-writer", daemon=True)
        self._thread.start()

    def save(self, code: str, text: str) -> Future[None]:
        return self._queue(code, text)

    def delete(self, code: str) -> Future[None]:
        return self._queue(code, None)

    def _queue(self, code: str, text: str | None) -> Future[None]:
        done: Future[None] = Future()
        with self._wake:
            if self._closing:
                raise RuntimeError("the writer is closed")
            self._pending.append((code, text, done))
            self._wake.notify()
        return done

    def _run(self) -> None:
        while True:
            with self._wake:
                while not self._pending and not self._closing:
                    self._wake.wait()
                batch, self._pending = self._pending, []
                if not batch and self._closing:
                    return
            newest: dict[str, str | None] = {}
            for code, text, _ in batch:
                newest[code] = text
            for code, text in newest.items():
                self._write(code, text)
            for _, _, done in batch:
                done.set_result(None)

    def _write(self, code: str, text: str | None) -> None:
        path = table_path(self.folder, code)
        try:
            if text is None:
                path.unlink(missing_ok=True)
            else:
                write_text_atomic(path, text)
        except OSError as error:  # a full disk must not stop the tables; the log says what was lost
            self.log.error("table %s: cannot write %s: %s", code, path, error)

    def close(self) -> None:
        with self._wake:
            self._closing = True
            self._wake.notify()
        self._thread.join()
