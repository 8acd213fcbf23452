"""Taking a seat: ``create`` a table (its creator is the host), ``join`` an open seat, and
``rejoin`` one's own seat with its token.  Each runs under the table's lock and is kept
(``TableServer.commit``) before anyone hears of it; a seat that cannot be kept is not taken.
A missing table and one without the seat asked for are answered alike, so codes cannot be tried."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .messages import Create, Join, Rejoin, Seated
from .table import Table, new_code, no_open_seat, no_seat_for_token
from .wire import NetError

if TYPE_CHECKING:
    from .connection import Connection
    from .server import TableServer


async def create(server: TableServer, connection: Connection, create: Create) -> None:
    """A new table, its creator seated as host (``create``, and a quick match nobody waits for)."""
    options = server.options
    if len(server.tables) >= options.max_tables:
        raise NetError("table-full", f"this server holds its most tables ({options.max_tables}); try later")
    most = options.tables_per_address
    if sum(key == connection.key for key in server.creators.values()) >= most:
        raise too_many_tables(server, connection, most)
    code = new_code(server.tables) if server.cluster is None else await server.cluster.new_code(connection.key, most)
    if code is None:  # the address has its most open on the processes sharing the store
        raise too_many_tables(server, connection, most)
    table, _token, out = Table.create(code, create, connection.name)
    table.creator = connection.key
    server.tables[code] = table
    server.creators[code] = connection.key
    server.timers.ai_owners[code] = connection.key
    async with server.lock(code):
        server.bind(connection, code, 0)
        try:
            await server.commit(table, out)
        except NetError:  # not kept: the table never was
            server.unbind(connection)
            server.close_table(code, "it could not be kept")
            raise
    server.log.info("table %s: created by %s (%d players)", code, connection.name, table.rules.players)


def too_many_tables(server: TableServer, connection: Connection, most: int) -> NetError:
    server.quiet.note("tables per address", f"{connection.key}: refused a table past {most} from one address")
    return NetError("busy", f"at most {most} tables open from one address; close one or try later")


async def join(server: TableServer, connection: Connection, join: Join) -> None:
    code, wanted = join.table, join.seat
    table = server.tables.get(code)
    if table is None or (wanted is not None and wanted >= table.rules.players):
        raise no_open_seat(code, wanted)  # as for a table without that seat open
    await sit_down(server, connection, table, wanted)


async def sit_down(server: TableServer, connection: Connection, table: Table, wanted: int | None) -> None:
    """The connection takes an open seat of ``table`` (``wanted``, or the first one)."""
    async with server.lock(table.code):
        seat, _token, out = table.join(connection.name, wanted)
        server.bind(connection, table.code, seat)
        try:
            await server.commit(table, out)
        except NetError:  # not kept: the seat is open again
            server.unbind(connection)
            raise
    server.log.info("table %s: %s sits in seat %d", table.code, connection.name, seat)


async def rejoin(server: TableServer, connection: Connection, rejoin: Rejoin) -> None:
    code = rejoin.table
    if server.cluster is not None and code in server.tables:  # what was relayed for it before goes first
        await server.cluster.relay.settled(code, connection)
    table = server.tables.get(code)
    if table is None:
        raise no_seat_for_token(code)  # as for a wrong token: codes cannot be tried with rejoin either
    async with server.lock(table.code):
        seat = table.seat_of_token(rejoin.token)
        earlier = server.seated_at(table.code, seat)
        if earlier is not None:  # the old connection may be half dead: the player's return wins
            server.unbind(earlier)
            earlier.writer.close()
        server.bind(connection, table.code, seat)
        seated = Seated(table.code, seat, rejoin.token)
        await server.commit(table, [(seat, seated), *table.rejoin(seat)], persist=False)
    server.log.info("table %s: %s is back in seat %d", table.code, connection.name, seat)
