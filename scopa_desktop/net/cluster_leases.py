"""The owners' leases (``cluster``'s design): this process's renewed every third of a lease, a
lost one given up, and a table whose owner died taken over, loaded from the store, with the
players seated at it through this process or another bound to it here."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import TYPE_CHECKING

from ..storage.reading import Refused, one_line, parse_json
from .cluster_relay import ADOPTED
from .table import Table
from .wire import NetError

if TYPE_CHECKING:
    from .cluster import Cluster
    from .cluster_relay import RemoteSeat
    from .connection import Connection

#: Orphaned tables a process takes over in one sweep at most (the others wait for the next).
SWEEP_MOST = 200


class Leases:
    """The tables this process holds in the store, and those it takes over."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self._unreadable: set[str] = set()  # tables whose snapshot could not be read: not taken over again

    # Taking a table over -----------------------------------------------------------------------

    async def adopt(self, code: str) -> bool:
        """Take the table over if its lease is free: loaded from the store, played here from now on."""
        cluster = self.cluster
        kept = await cluster.store.adopt(code)
        if kept is None:
            return False
        server = cluster.server
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
        cluster.store.written.saved(code, text, entries)
        server.take_table(table, "taken over")
        for connection in list(server.gate.connections):  # this process's players at it sit at it here now
            if connection.table == code and connection.seat is not None:
                await self.sit_again(connection, table, connection.seat)
        await cluster.link.call("PUBLISH", ADOPTED, json.dumps({"table": code, "by": cluster.me}))
        return True

    async def adopt_when_free(self, code: str, gone: str) -> None:
        """Wait for the lease of a process that is gone to lapse, then take the table over."""
        store = self.cluster.store
        deadline = time.monotonic() + self.cluster.lease * 2
        while time.monotonic() < deadline:
            if await store.owner(code) != gone or await self.adopt(code):
                return
            await asyncio.sleep(min(0.05, max(0.005, await store.lease_left(code))))

    async def sit_again(self, connection: Connection | RemoteSeat, table: Table, seat: int) -> bool:
        """A player seated at ``table`` through another process is bound to it here, and sent its
        latest state again (as on ``rejoin``: a state it saw keeps its seq; one it missed comes now).
        False when another connection sits there already: its player came back on it (a
        ``rejoin`` here since the table was taken over), and the newest return keeps the seat."""
        server = self.cluster.server
        async with server.lock(table.code):
            if server.seated_at(table.code, seat) not in (None, connection):
                return False
            server.bind(connection, table.code, seat)  # type: ignore[arg-type]
            await server.commit(table, table.rejoin(seat), persist=False)
        return True

    def give_up(self, table: Table) -> None:
        """Another process holds the table now (this one's lease lapsed): forget it; every player
        seated at it through this process goes to the new owner."""
        cluster = self.cluster
        server = cluster.server
        if server.tables.get(table.code) is not table:
            return
        server.log.error("table %s: its lease went to another server; it is played there", table.code)
        processes = cluster.relay.processes_at(table.code)
        server.drop_table(table.code)
        for process in processes:
            cluster.relay.post(process, ["moved", table.code])
        cluster.spawn(self.register(table.code))

    async def register(self, code: str) -> None:
        """This process's connections seated at ``code`` tell its (new) owner that they are here."""
        cluster = self.cluster
        with contextlib.suppress(OSError, NetError):
            owner = await cluster.store.owner(code)
            if owner is None or owner == cluster.me:
                return
            for connection in list(cluster.server.gate.connections):
                if connection.table == code and code not in cluster.server.tables:
                    await cluster.relay.ask(owner, connection, None, code, op="here")

    # Tending the leases ------------------------------------------------------------------------

    async def renew(self) -> None:
        """Every third of a lease: renew this process's leases and give up those it lost.  A loop
        of its own, so that nothing the sweep waits for can hold a renewal back."""
        cluster = self.cluster
        server = cluster.server
        while True:
            await asyncio.sleep(cluster.lease / 3)
            try:
                for code in await cluster.store.renew(list(server.tables)):
                    table = server.tables.get(code)
                    if table is not None:
                        self.give_up(table)
            except OSError as error:
                server.quiet.note("store", f"the shared store cannot be reached: {one_line(error)}")

    async def sweep(self) -> None:
        """Every third of a lease: take over the tables no process holds (theirs died)."""
        cluster = self.cluster
        while True:
            await asyncio.sleep(cluster.lease / 3)
            try:
                orphans = [code for code in await cluster.store.orphans(SWEEP_MOST)
                           if code not in cluster.server.tables and code not in self._unreadable]
                await asyncio.gather(*(self.adopt(code) for code in orphans))
            except OSError as error:
                cluster.server.quiet.note("store", f"the shared store cannot be reached: {one_line(error)}")
