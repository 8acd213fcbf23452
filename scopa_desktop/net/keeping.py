"""TABLE-PROTOCOL's "what was sent was kept", for the server: every change of a
table is written to its ``TableStore`` before anybody hears of it: the state
folder (``persist.DiskStore``, the default) or a Valkey/Redis server shared by
several processes (``store.RedisStore``, ``serve --store``).

When the write fails (a full or read-only disk, a store that cannot be reached, no descriptor left) the change
is undone: the table goes back to what its files hold, pauses, and says so to
everyone in its ``lobby`` (``"paused": true``); whoever made the change gets a
``busy`` error.  While paused no AI moves; a player's move or a retry every
``RETRY_EVERY`` seconds tries the disk again, and the first write that works
resumes the table.  One log line when a table pauses and one when it resumes,
not one per refused move.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any, Protocol

from ..storage.reading import one_line
from .table import Table
from .wire import NetError

RETRY_EVERY = 5.0  # seconds between two tries to write a paused table's files


def not_kept() -> NetError:
    return NetError("busy", "the server cannot keep this on its disk; the table is paused until it can")


class NotOwner(OSError):
    """A shared store refused a write because another process now holds the table (its lease lapsed)."""


class TableStore(Protocol):
    """Where tables are kept.  ``save`` a snapshot (and start the journal afresh) or ``append``
    a move's journal line: each returns once the change is kept and raises OSError when it is
    not (``NotOwner`` when another process holds the table now); ``kept`` is the table as the
    store holds it (to undo a change it refused)."""

    async def save(self, code: str, snapshot: dict[str, Any], durable: bool = False) -> None: ...

    async def append(self, code: str, entry: dict[str, Any]) -> None: ...

    def kept(self, code: str) -> Table | None: ...

    def delete(self, code: str) -> None: ...

    async def close(self) -> None: ...


class Keeper:
    """``keep`` a change before it is sent (NetError ``busy`` when the disk refuses it);
    ``paused_or_resumed(table)`` is called when a table pauses and when it goes on, to tell its players."""

    def __init__(self, files: TableStore, log: logging.Logger, paused_or_resumed: Callable[[Table], None],
                 given_up: Callable[[Table], None] | None = None, retry_every: float = RETRY_EVERY) -> None:
        self.files = files
        self.given_up = given_up  # a table another process holds now: this one lets it go
        self.log = log
        self.paused_or_resumed = paused_or_resumed
        self.retry_every = retry_every
        self._retries: dict[str, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._failing = False  # the last write failed: a refused create is not logged again

    async def keep(self, table: Table, journal: dict[str, Any] | None = None) -> None:
        """Write the table's change: ``journal``, a move's line, or else a whole snapshot."""
        try:
            if journal is None:
                await self.files.save(table.code, table.snapshot())
            else:
                await self.files.append(table.code, journal)
        except NotOwner:
            if self.given_up is not None:
                self.given_up(table)
            raise NetError("busy", "this table is held by another server now; rejoin it") from None
        except OSError as error:
            self._pause(table, one_line(error))
            self._failing = True
            raise not_kept() from None
        self._failing = False
        if table.paused:
            self._resume(table)

    async def keep_quietly(self, table: Table) -> None:
        """Write the table when nobody was told anything (its last activity): a failure is only logged."""
        if table.paused:
            return  # the retry writes it
        try:
            await self.files.save(table.code, table.snapshot())
        except OSError as error:
            self.log.error("table %s: cannot write its files: %s", table.code, one_line(error))

    def _pause(self, table: Table, why: str) -> None:
        kept = self.files.kept(table.code)
        if kept is None:  # a table being created: nothing of it is kept, the caller drops it
            if not self._failing:
                self.log.error("tables are not created while their files cannot be written: %s", why)
            return
        table.take_back_to(kept)
        if not table.paused:
            table.paused = True
            self.log.error("table %s: paused at seq %d, its files cannot be written: %s", table.code, table.seq, why)
        self._schedule_retry(table)
        self.paused_or_resumed(table)

    def _resume(self, table: Table) -> None:
        table.paused = False
        self._cancel_retry(table.code)
        self.log.info("table %s: its files are written again; play goes on", table.code)
        self.paused_or_resumed(table)

    def _schedule_retry(self, table: Table) -> None:
        if table.code in self._retries:
            return
        self._retries[table.code] = asyncio.get_running_loop().call_later(self.retry_every, self._retry, table)

    def _retry(self, table: Table) -> None:
        del self._retries[table.code]
        if table.paused:
            task = asyncio.create_task(self._write_paused(table))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _write_paused(self, table: Table) -> None:
        table.last_active = time.time()
        try:
            await self.files.save(table.code, table.snapshot())
        except NotOwner:
            if self.given_up is not None:
                self.given_up(table)
            return
        except OSError:
            self._schedule_retry(table)
            return
        self._resume(table)

    def _cancel_retry(self, code: str) -> None:
        handle = self._retries.pop(code, None)
        if handle is not None:
            handle.cancel()

    def delete(self, code: str) -> None:
        """A closed table: its files and any retry go."""
        self._cancel_retry(code)
        self.files.delete(code)

    async def close(self, tables: list[Table]) -> None:
        """A clean stop: every table written durably, as far as the disk lets it."""
        for code in list(self._retries):
            self._cancel_retry(code)
        for task in self._tasks:
            task.cancel()
        for table in tables:
            try:
                await self.files.save(table.code, table.snapshot(), durable=True)
            except OSError as error:  # its files hold it as it was last kept
                self.log.error("table %s: cannot write its files: %s", table.code, one_line(error))
        await self.files.close()
