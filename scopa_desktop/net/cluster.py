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
  seated connections are bound to it again.  A message forwarded to the dead owner in the
  last moment is answered ``busy`` (the client sends it again); none is played twice, since
  the owner writes before it answers and the new one starts from what was written.  When a
  process that only relays for a table dies, the owner notices at its next line for that
  process (a publish nobody hears) and counts its players away, as for a lost connection.

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
import itertools
import json
import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..storage.reading import Refused, one_line, parse_json
from .keeping import Keeper
from .messages import Join, Message, OpenTable, Rejoin, encode_message, parse_line
from .store import RedisStore, StoreLink
from .table import Table, new_code
from .wire import NetError

if TYPE_CHECKING:
    from .connection import Connection
    from .server import TableServer

ADOPTED = "scopa:adopted"
#: Orphaned tables a process takes over in one sweep at most (the others wait for the next).
SWEEP_MOST = 200


def channel(process: str) -> str:
    return f"scopa:p:{process}"


def unreachable(error: OSError) -> NetError:
    return NetError("busy", f"the shared store cannot be reached ({one_line(error, 60)}); try later")


class RemoteWriter:
    """What the server closes when it lets a remote connection go: the asking process closes it."""

    def __init__(self, close: Callable[[], None]) -> None:
        self.close = close

    def is_closing(self) -> bool:
        return False


class RemoteSeat:
    """A client of another process, as the owner of its table sees it: what the server asks
    of a ``Connection`` (name, address key, seat; ``send``), its lines going to that process."""

    def __init__(self, cluster: Cluster, process: str, cid: int, name: str, key: str) -> None:
        self.process, self.cid = process, cid
        self.name, self.key = name, key
        self.table: str | None = None
        self.seat: int | None = None
        self.read_at = time.monotonic()
        self._cluster = cluster
        self.writer = RemoteWriter(lambda: cluster.post(process, ["close", cid]))

    def send(self, message: Message) -> None:
        self.send_line(encode_message(message))

    def send_line(self, line: bytes) -> None:
        self._cluster.post(self.process, ["out", self.cid, line.decode()])


class Cluster:
    """This process's part in a set of processes sharing one store."""

    def __init__(self, server: TableServer, url: str, lease: float) -> None:
        self.server = server
        self.me = secrets.token_hex(8)
        self.lease = lease
        self.link = StoreLink(url)
        self.store = RedisStore(self.link, self.me, int(lease * 1000))
        self.local: dict[int, Connection] = {}  # this process's connections seated at another's table, by id
        self._remote: dict[tuple[str, int], RemoteSeat] = {}
        self._unreadable: set[str] = set()  # tables whose snapshot could not be read: not taken over again
        self._listed: dict[str, str] = {}  # table code: its summary as this process last listed it
        self._owners: dict[str, str] = {}  # table code: the process last known to hold it (one GET less a message)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._ids = itertools.count(1)
        self._outgoing: dict[str, list[Any]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._subscription = self.link.subscription(channel(self.me), ADOPTED)

    async def start(self) -> Keeper:
        server = self.server
        await self.link.start()
        await self._subscription.subscribe()
        self._spawn(self._listen())
        self._spawn(self._renew())
        self._spawn(self._sweep())
        server.log.info("sharing tables in the store %s as process %s", self.link.url, self.me)
        return Keeper(self.store, server.log, server.paused_or_resumed, self.give_up)

    def _spawn(self, work: Any) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        """A clean stop: the leases go at once, so other processes take the tables over without waiting."""
        with contextlib.suppress(OSError):
            await self.store.release(list(self.server.tables))
        for task in self._tasks:
            task.cancel()
        with contextlib.suppress(Exception):  # the store may be gone already
            await self._subscription.close()
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

    # A message for a table another process holds ------------------------------------------------

    async def forward(self, connection: Connection, message: Message) -> bool:
        """True when ``message`` was handled by the process that holds its table; False when
        this process holds it now (or no process does): the server handles it here."""
        code = message.table if isinstance(message, (Join, Rejoin)) else connection.table
        return code is not None and await self.forward_to(connection, message, code)

    async def forward_to(self, connection: Connection, message: Message, code: str) -> bool:
        """``forward``, to the process that holds table ``code``."""
        if code in self.server.tables or isinstance(connection, RemoteSeat):
            return False
        try:
            return await self._forward(connection, message, code)
        except OSError as error:
            raise unreachable(error) from None

    async def _forward(self, connection: Connection, message: Message, code: str) -> bool:
        for _ in range(3):
            owner = self._owners.pop(code, None) or await self.store.owner(code)
            if owner is None or owner == self.me:
                await self.adopt(code)  # unless this process's sweep took it over first
                if code in self.server.tables or await self.store.owner(code) is None:
                    return False  # here, or no such table
                continue
            answer = await self._ask(owner, connection, message, code)
            if answer is None:  # nobody listens there: that process is gone
                await self.adopt_when_free(code, owner)
                continue
            self._owners[code] = owner
            if answer.get("error"):
                error_code, text = answer["error"]
                raise NetError(error_code, text)
            connection.table, connection.seat = answer.get("table"), answer.get("seat")
            return True
        raise NetError("busy", f"table {code} is moving to another server; send that again")

    async def _ask(self, owner: str, connection: Connection, message: Message | None, code: str,
                   op: str = "message") -> dict[str, Any] | None:
        """The owner's answer to a forwarded message; None when no process hears it."""
        asking = next(self._ids)
        cid = id(connection)
        self.local[cid] = connection
        request = {"k": "req", "id": asking, "from": self.me, "cid": cid, "op": op, "name": connection.name,
                   "key": connection.key, "table": code, "seat": connection.seat,
                   "line": None if message is None else encode_message(message).decode()}
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[asking] = future
        try:
            if not await self.link.call("PUBLISH", channel(owner), json.dumps(request)):
                return None
            async with asyncio.timeout(self.lease * 2):
                return await future
        except TimeoutError:
            raise NetError("busy", "the server that holds this table did not answer; send that again") from None
        finally:
            self._waiting.pop(asking, None)

    async def lost(self, connection: Connection) -> None:
        """A connection seated at another process's table closed: its owner hears of it."""
        code = connection.table
        self.local.pop(id(connection), None)
        with contextlib.suppress(OSError, NetError):
            owner = await self.store.owner(code or "")
            if code is not None and owner is not None and owner != self.me:
                await self._ask(owner, connection, None, code, op="lost")

    def relayed(self, connection: Connection) -> bool:
        """True for a client of another process, whose message that process forwarded here."""
        return isinstance(connection, RemoteSeat)

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

    # Taking a table over -----------------------------------------------------------------------

    async def adopt(self, code: str) -> bool:
        """Take the table over if its lease is free: loaded from the store, played here from now on."""
        kept = await self.store.adopt(code)
        if kept is None:
            return False
        server = self.server
        text, entries = kept
        try:
            table = Table.from_snapshot(parse_json(text))
        except (Refused, ValueError, KeyError, TypeError) as error:  # held here, played by nobody: said once
            server.log.error("table %s: its snapshot in the store cannot be read: %s", code, one_line(error))
            self._unreadable.add(code)
            return False
        _made, problem = table.replay_journal(entries)
        if problem is not None:
            server.log.error("table %s: its journal in the store stops: %s", code, problem)
        self.store.written.saved(code, text, entries)
        server.take_table(table, "taken over")
        for connection in list(server.gate.connections):  # this process's players at it sit at it here now
            if connection.table == code and connection.seat is not None:
                await self.sit_again(connection, table, connection.seat)
        await self.link.call("PUBLISH", ADOPTED, json.dumps({"table": code, "by": self.me}))
        return True

    async def adopt_when_free(self, code: str, gone: str) -> None:
        """Wait for the lease of a process that is gone to lapse, then take the table over."""
        deadline = time.monotonic() + self.lease * 2
        while time.monotonic() < deadline:
            if await self.store.owner(code) != gone or await self.adopt(code):
                return
            await asyncio.sleep(min(0.05, max(0.005, await self.store.lease_left(code))))

    async def sit_again(self, connection: Connection | RemoteSeat, table: Table, seat: int) -> None:
        """A player seated at ``table`` through another process is bound to it here, and sent its
        latest state again (as on ``rejoin``: a state it saw keeps its seq; one it missed comes now)."""
        server = self.server
        async with server.lock(table.code):
            server.bind(connection, table.code, seat)  # type: ignore[arg-type]
            await server.commit(table, table.rejoin(seat), persist=False)

    def give_up(self, table: Table) -> None:
        """Another process holds the table now (this one's lease lapsed): forget it; every player
        seated at it through this process goes to the new owner."""
        server = self.server
        if server.tables.get(table.code) is not table:
            return
        server.log.error("table %s: its lease went to another server; it is played there", table.code)
        processes = {seat.process for seat in self._remote.values() if seat.table == table.code}
        server.drop_table(table.code)
        for process in processes:
            self.post(process, ["moved", table.code])
        self._spawn(self._register(table.code))

    async def _register(self, code: str) -> None:
        """This process's connections seated at ``code`` tell its (new) owner that they are here."""
        with contextlib.suppress(OSError, NetError):
            owner = await self.store.owner(code)
            if owner is None or owner == self.me:
                return
            for connection in list(self.server.gate.connections):
                if connection.table == code and code not in self.server.tables:
                    await self._ask(owner, connection, None, code, op="here")

    # Tending the leases ------------------------------------------------------------------------

    async def _renew(self) -> None:
        """Every third of a lease: renew this process's leases and give up those it lost.  A loop
        of its own, so that nothing the sweep waits for can hold a renewal back."""
        server = self.server
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                for code in await self.store.renew(list(server.tables)):
                    table = server.tables.get(code)
                    if table is not None:
                        self.give_up(table)
            except OSError as error:
                server.quiet.note("store", f"the shared store cannot be reached: {one_line(error)}")

    async def _sweep(self) -> None:
        """Every third of a lease: take over the tables no process holds (theirs died)."""
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                orphans = [code for code in await self.store.orphans(SWEEP_MOST)
                           if code not in self.server.tables and code not in self._unreadable]
                await asyncio.gather(*(self.adopt(code) for code in orphans))
            except OSError as error:
                self.server.quiet.note("store", f"the shared store cannot be reached: {one_line(error)}")

    # Messages from other processes ------------------------------------------------------------

    async def _listen(self) -> None:
        """Read this process's channel for ever; when the store's connection breaks, subscribe again."""
        while True:
            try:
                on, text = await self._subscription.message()
            except self.link.errors as error:
                self.server.quiet.note("store", f"the shared store's messages stopped: {one_line(error)}")
                await asyncio.sleep(self.lease / 3)
                with contextlib.suppress(*self.link.errors):
                    await self._subscription.subscribe()
                continue
            self._heard(on, json.loads(text))

    def _heard(self, on: str, data: dict[str, Any]) -> None:
        if on == ADOPTED:
            self._owners.pop(data["table"], None)
            if data["by"] != self.me:
                self._spawn(self._register(data["table"]))
        elif data["k"] == "req":
            self._spawn(self._answer(data))
        else:
            self._deliver(data["items"])

    def _deliver(self, items: list[list[Any]]) -> None:
        for item in items:
            kind = item[0]
            if kind == "out":
                connection = self.local.get(item[1])
                if connection is not None:
                    connection.send_line(item[2].encode())
            elif kind == "rep":
                future = self._waiting.get(item[1])
                if future is not None and not future.done():
                    future.set_result(item[2])
            elif kind == "close":
                connection = self.local.pop(item[1], None)
                if connection is not None:
                    connection.table = connection.seat = None  # replaced by its player's return elsewhere
                    connection.writer.close()
            elif kind == "moved":
                self._owners.pop(item[1], None)
                self._spawn(self._register(item[1]))

    async def _answer(self, request: dict[str, Any]) -> None:
        """Handle a message forwarded by another process, for its connection, as if it were here."""
        server = self.server
        key = (request["from"], request["cid"])
        seat = self._remote.get(key)
        if seat is None:
            seat = self._remote[key] = RemoteSeat(self, request["from"], request["cid"], request["name"],
                                                  request["key"])
        seat.read_at = time.monotonic()
        code, op = request["table"], request["op"]
        table = server.tables.get(code)
        answer: dict[str, Any] = {}
        try:
            if op == "lost":
                self._remote.pop(key, None)
                await server.lost(seat)  # type: ignore[arg-type]
            elif table is not None and seat.table is None and request["seat"] is not None:
                await self.sit_again(seat, table, request["seat"])  # seated here before this process held it
            if op == "message":
                await server.dispatch(seat, parse_line(request["line"].encode()))  # type: ignore[arg-type]
        except NetError as error:
            answer["error"] = [error.code, error.message]
        answer.update(table=seat.table, seat=seat.seat)
        if seat.table is None:
            self._remote.pop(key, None)
        self.post(request["from"], ["rep", request["id"], answer])

    def post(self, process: str, item: list[Any]) -> None:
        """``item`` for ``process``, after every item posted to it before (sent together, soon)."""
        pending = self._outgoing.get(process)
        if pending is None:
            pending = self._outgoing[process] = []
            asyncio.get_running_loop().call_soon(self._flush, process)
        pending.append(item)

    def _flush(self, process: str) -> None:
        items = self._outgoing.pop(process, [])
        if process == self.me:
            self._deliver(items)
        elif items:
            sent = self.link.submit("PUBLISH", channel(process), json.dumps({"k": "out", "items": items}))
            sent.add_done_callback(lambda heard: self._heard_by(process, heard))

    def _heard_by(self, process: str, sent: asyncio.Future[Any]) -> None:
        """Nobody listens on ``process``'s channel: it is gone, and its players are away (until they rejoin)."""
        if not sent.cancelled() and sent.exception() is None and sent.result() == 0:
            gone = [seat for key, seat in self._remote.items() if key[0] == process]
            for seat in gone:
                self._remote.pop((seat.process, seat.cid), None)
            if gone:
                self._spawn(self._lose(gone))

    async def _lose(self, seats: list[RemoteSeat]) -> None:
        for seat in seats:
            await self.server.lost(seat)  # type: ignore[arg-type]
