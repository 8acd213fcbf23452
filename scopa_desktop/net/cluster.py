"""Many ``serve`` processes, one set of tables: ``serve --store redis://HOST:PORT/DB``.

The design, after Lichess (lila <-> redis <-> lila-ws), chosen because it is the simplest to
make correct: **each table is played by one process at a time, its owner**, exactly as a lone
server plays it today (one lock, one ``Table`` in memory, its AI and its timers); the store
(``store``) holds what a state folder would, and an owner's lease per table.

- The owner holds the lease (``SET NX PX``), renews it every third of its life, and writes
  each change of the table (a move's journal line, or a snapshot) with one Lua script that
  checks the lease and the seq before anybody is told of it: what was sent was kept, and a
  move is kept once.  A write the store refuses pauses the table as a refused disk write does
  (``keeping``); a write refused because the lease is gone gives the table up.
- A client may speak to any process.  A process that does not own the table of a message
  forwards the message, as it came, to the owner's channel (pub/sub ``scopa:p:PROCESS``);
  the owner handles it for a ``RemoteSeat`` (a stand-in for that connection) and publishes,
  on the asking process's channel and in order, every line for that process's connections
  (each seat only its own ``state``) and then the answer.  So every rule of the server (the
  checks, the bounds, the order of messages) is the one code path of ``server``.
- When a process dies (``kill -9``) its leases lapse.  A process that then needs the table
  (a client's ``rejoin`` or a message, or its sweep of tables without a lease every third
  of a lease) takes the lease and loads the snapshot and journal: the table goes on from the
  last change kept, and the new owner tells every process (``scopa:adopted``) so that their
  seated connections are bound to it again (not over a player who came back to the seat on
  another connection meanwhile: the newest return keeps it).  A message forwarded to the dead owner in the
  last moment is answered ``busy`` (the client sends it again); none is played twice, since
  the owner writes before it answers and the new one starts from what was written.  When a
  process that only relays for a table dies, the owner notices at its next line for that
  process (a publish nobody hears) and counts its players away, as for a lost connection.
  A move it relayed just before it died may still be on its way through the store when its
  player rejoins at the owner: the owner answers a ``rejoin`` only once every message relayed
  to it before has been played (a PING through its subscription, answered after them; the
  relayed messages of a table answered one after another, in the order they came), so the
  player is shown the table as it is, and its next card is taken.

Its jobs, a module each: this one starts and stops the process's part, gives new codes, lists
the open tables and reads the process's channel; ``cluster_relay`` forwards a message to the
owner of its table and answers one forwarded here; ``cluster_leases`` tends the leases and
takes tables over.

Pub/sub delivers at most once: a process whose connection to the store breaks may miss lines
for its clients; they see the next ``state`` (whose ``seq`` tells them) or ``rejoin``.  The
scripts name keys they build (the set of tables), so the store is one Redis or Valkey, not a
Redis Cluster.  Each owner lists its public tables waiting for players in the store, so
``list`` and ``quick`` see every process's (``lobby``); tables per address are counted in
the store too, connections per address by each process.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from typing import TYPE_CHECKING, Any

from ..storage.reading import one_line
from .cluster_leases import Leases
from .cluster_relay import ADOPTED, Relay, channel, unreachable
from .keeping import Keeper
from .messages import OpenTable
from .store import RedisStore, StoreLink
from .table import Table, new_code

if TYPE_CHECKING:
    from .server import TableServer


class Cluster:
    """This process's part in a set of processes sharing one store."""

    def __init__(self, server: TableServer, url: str, lease: float) -> None:
        self.server = server
        self.me = secrets.token_hex(8)
        self.lease = lease
        self.link = StoreLink(url)
        self.store = RedisStore(self.link, self.me, int(lease * 1000))
        self.relay = Relay(self)
        self.leases = Leases(self)
        self._listed: dict[str, str] = {}  # table code: its summary as this process last listed it
        self._tasks: set[asyncio.Task[Any]] = set()
        self.subscription = self.link.subscription(channel(self.me), ADOPTED)

    async def start(self) -> Keeper:
        server = self.server
        await self.link.start()
        await self.subscription.subscribe()
        self.spawn(self._listen())
        self.spawn(self.leases.renew())
        self.spawn(self.leases.sweep())
        server.log.info("sharing tables in the store %s as process %s", self.link.url, self.me)
        return Keeper(self.store, server.log, server.paused_or_resumed, self.leases.give_up)

    def spawn(self, work: Any) -> asyncio.Task[Any]:
        """``work`` in a task of its own, cancelled when the process stops."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def close(self) -> None:
        """A clean stop: the leases go at once, so other processes take the tables over without waiting."""
        with contextlib.suppress(OSError):
            await self.store.release(list(self.server.tables))
        for task in self._tasks:
            task.cancel()
        with contextlib.suppress(Exception):  # the store may be gone already
            await self.subscription.close()
        await self.link.close()

    async def new_code(self, creator: str, most: int) -> str | None:
        """A code free in the whole store, already this process's table created from the address
        ``creator``; None when that address has ``most`` tables open, on any process."""
        while True:
            code = new_code(self.server.tables)
            try:
                claimed = await self.store.claim_new(code, creator, most)
            except OSError as error:
                raise unreachable(error) from None
            if claimed:
                return code if claimed == 1 else None

    # The open tables of every process ----------------------------------------------------------

    def list_open(self, table: Table) -> None:
        """After a change of ``table``: its entry in the store's open tables, when that changed."""
        listing = table.open_listing()
        summary = None if listing is None else json.dumps(listing.to_wire())
        if summary != self._listed.get(table.code):
            self.store.list_open(table.code, summary)
            if summary is None:
                self._listed.pop(table.code, None)
            else:
                self._listed[table.code] = summary

    def forget_listing(self, code: str) -> None:
        """The table is no longer played here (closed: the store unlists it; or held by another)."""
        self._listed.pop(code, None)

    async def open_tables(self, most: int) -> list[OpenTable]:
        """The public tables waiting for players on every process, the oldest first."""
        try:
            summaries = await self.store.open_tables(most)
        except OSError as error:
            raise unreachable(error) from None
        return [OpenTable.from_wire(json.loads(summary)) for summary in summaries]

    # This process's channel --------------------------------------------------------------------

    async def _listen(self) -> None:
        """Read this process's channel for ever; when the store's connection breaks, subscribe again."""
        while True:
            try:
                on, text = await self.subscription.message()
            except self.link.errors as error:
                self.server.quiet.note("store", f"the shared store's messages stopped: {one_line(error)}")
                await asyncio.sleep(self.lease / 3)
                with contextlib.suppress(*self.link.errors):
                    await self.subscription.subscribe()
                continue
            self._heard(on, json.loads(text))

    def _heard(self, on: str, data: dict[str, Any]) -> None:
        if on == ADOPTED:
            self.relay.forget_owner(data["table"])
            if data["by"] != self.me:
                self.spawn(self.leases.register(data["table"]))
        elif data["k"] == "req":
            self.relay.answer_in_turn(data)
        else:
            self.relay.deliver(data["items"])
