"""Tables for strangers (messages beside scopa-table/1): a table created ``public`` is
listed to anyone who asks with ``list`` (answered ``open_tables``) while it waits for
players, and ``quick`` seats a player at the first such table of the rules asked for,
dealt as soon as it is full, or opens one whose empty seats AIs fill after the
server's wait (``serve --quick-fill-after``), so nobody waits for ever.  Only tables
not yet dealt are listed, at most ``MAX_LISTED``, the oldest first: a list is no way
to walk codes, and a private table (the default) is never in it."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..engine import Rules
from .messages import Create, ListTables, OpenTable, OpenTables, QuickMatch
from .seating import create, sit_down
from .table import Table
from .wire import NetError

if TYPE_CHECKING:
    from .connection import Connection
    from .server import TableServer

MAX_LISTED = 50


def open_tables(tables: Iterable[Table]) -> tuple[OpenTable, ...]:
    """What ``list`` answers: the public tables waiting for players."""
    listed = []
    for table in tables:
        listing = table.open_listing()
        if listing is not None:
            listed.append(listing)
            if len(listed) == MAX_LISTED:
                break
    return tuple(listed)


async def list_tables(server: TableServer, connection: Connection, _list: ListTables) -> None:
    """``list``: this process's tables, or with ``--store`` every process's."""
    if server.cluster is None:
        connection.send(OpenTables(open_tables(server.tables.values())))
    else:
        connection.send(OpenTables(tuple(await server.cluster.open_tables(MAX_LISTED))))


def waiting_here(server: TableServer, rules: Rules) -> Table | None:
    """The first public table of this process waiting for players under exactly ``rules``."""
    return next((table for table in server.tables.values()
                 if table.rules == rules and table.open_listing() is not None), None)


async def quick_match(server: TableServer, connection: Connection, quick: QuickMatch) -> None:
    """``quick``: a seat at the first public table waiting under exactly these rules, dealt as
    soon as it is full; or a new public table, which AIs fill after the server's wait.  With
    ``--store``, a table of another process is taken through it (which seats the player at its
    own first such table, or answers that it has none now: the next one is tried)."""
    cluster = server.cluster
    waiting = waiting_here(server, quick.rules)
    if waiting is None and cluster is not None:
        if cluster.relay.relayed(connection):
            raise NetError("busy", "no table of these rules waits here now; ask again")
        for listing in await cluster.open_tables(MAX_LISTED):
            if listing.rules == quick.rules and listing.table not in server.tables:
                with contextlib.suppress(NetError):
                    if await cluster.relay.forward_to(connection, quick, listing.table):
                        return
        waiting = waiting_here(server, quick.rules)  # one taken over from a process that died, perhaps
    if waiting is None:
        seats = ("open",) * quick.rules.players
        await create(server, connection, Create(quick.rules, seats, public=True))
        code = connection.table or ""
        server.timers.start_quick_fill(code, lambda: fill_quick_table(server, code))
        return
    await sit_down(server, connection, waiting, None)
    if waiting.open_listing() is None:  # the last open seat: everyone is here
        await fill_quick_table(server, waiting.code)


async def fill_quick_table(server: TableServer, code: str) -> None:
    """Deal a quick-match table, AIs in the seats nobody came to (unless dealt already)."""
    table = server.tables.get(code)
    if table is None or table.match is not None:
        return
    server.timers.cancel_quick_fill(code)
    async with server.lock(code):
        await server.commit(table, [*table.fill_with_ai(server.options.quick_fill_level), *table.start(table.host)])
    server.log.info("table %s: quick match dealt", code)
