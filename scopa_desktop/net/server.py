"""The table server of TABLE-PROTOCOL.md: asyncio, one process, many independent tables.

Each connection is read line by line (``wire.read_lines``), checked against the
rate limit, parsed and handed to its ``Table``; every change of a table runs
under that table's lock, is written to disk (when a state folder is given)
before anyone hears of it, and then sent.  AI seats think in a worker pool;
their move comes back to the loop and is played like anyone's, if the table
still waits for it.  A player who loses the connection keeps the seat: the
others see it in the ``lobby``, and after ``stand_in_after`` seconds an AI
plays for the player until a ``rejoin``.  A host may set a turn clock: a turn
not made in time is made by the stand-in AI (what happens without a message is
``timers``').  The bounds against a hostile client (connections, idle and lost
peers, unsent bytes, table-code tries) are the ``gate``'s; tables per address
are counted here.  With ``--store`` the tables are shared with other processes
(``cluster``): a message for a table another process holds is forwarded to it.

Each line is read as a record of ``messages``; the record's type picks its
handler from ``_seating`` (what a connection without a seat may ask: to take
one) or ``_at_table`` (what a seated player may ask, under the table's lock).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Any

from .. import APP_NAME, __version__
from ..engine.state import Move
from . import seating
from .connection import CUT_OFF_FACTOR, Connection, Outlet, ServerTimings, too_fast
from .gate import Gate
from .guard import QuietLog
from .keeping import Keeper
from .lobby import list_tables, quick_match
from .messages import (
    Chat,
    Create,
    Hello,
    Join,
    Leave,
    ListTables,
    MatchOver,
    Message,
    MoveMessage,
    Ping,
    Pong,
    QuickMatch,
    Rejoin,
    RoundOver,
    Start,
    TableOver,
    Welcome,
    encode_message,
    parse_line,
    unknown_type,
)
from .options import ServerOptions
from .persist import DiskStore, TableFiles
from .server_messages import IN_A_WINDOW
from .table import EVERYONE, Outbox, Table
from .timers import Timers
from .wire import HUMAN, PROTOCOL, NetError, bad, read_lines

if TYPE_CHECKING:
    from .cluster import Cluster

__all__ = ["ServerOptions", "TableServer"]


class TableServer:
    def __init__(self, options: ServerOptions | None = None, log: logging.Logger | None = None) -> None:
        self.options = options or ServerOptions()
        self.log = log or logging.getLogger("scopa_desktop.net")
        self.tables: dict[str, Table] = {}
        self._seated: dict[tuple[str, int], Connection] = {}
        self.quiet = QuietLog(self.log)
        self.gate = Gate(self.options, self.quiet)
        self._handlers: set[asyncio.Task[Any]] = set()  # the tasks serving a connection each
        self.creators: dict[str, str] = {}  # table code: the address key that created it
        self._locks: dict[str, asyncio.Lock] = {}
        self.timers = Timers(self)
        self._tasks: set[asyncio.Task[None]] = set()
        self._server: asyncio.Server | None = None
        self._websocket_server: asyncio.Server | None = None
        self._keeper: Keeper | None = None  # the state folder or the shared store, when there is one
        self.cluster: Cluster | None = None  # the processes sharing the store, with --store
        self.closing = False
        self.timings = ServerTimings() if self.options.latency_file is not None else None
        self._seating: dict[type[Message], Callable[[Connection, Any], Awaitable[None]]] = {
            Create: partial(seating.create, self), Join: partial(seating.join, self),
            Rejoin: partial(seating.rejoin, self),
            QuickMatch: partial(quick_match, self), ListTables: partial(list_tables, self)}
        self._at_table: dict[type[Message], Callable[[Connection, Table, int, Any], Awaitable[None]]] = {
            Start: self._start, MoveMessage: self._move, Chat: self._chat, Leave: self._leave}

    # Starting and stopping ---------------------------------------------------------------------

    async def start(self) -> None:
        options = self.options
        self.timers.start(options.ai_processes)
        if options.store is not None:
            from .cluster import Cluster  # the redis library only for a server that shares a store

            self.cluster = Cluster(self, options.store, options.store_lease)
            self._keeper = await self.cluster.start()
        elif options.state_dir is not None:
            files = TableFiles(options.state_dir, self.log)
            self._keeper = Keeper(DiskStore(files), self.log, self.paused_or_resumed)
            for table in files.restore():
                self.take_table(table, "restored")
        loop = asyncio.get_running_loop()
        if loop.get_exception_handler() is None:  # a failed accept() is one log line, not a traceback a try
            loop.set_exception_handler(self.gate.loop_trouble)
        # A TLS handshake gets hello_timeout too (asyncio's default is 60 s); descriptors are guarded at accept().
        handshake_timeout = options.hello_timeout if options.tls else None
        self._server = await asyncio.start_server(self._serve, sock=self.gate.listener(options.port), ssl=options.tls,
                                                  ssl_handshake_timeout=handshake_timeout)
        if options.websocket_port is not None:  # the same tables over WebSocket, for a reverse proxy's port 443
            self._websocket_server = await asyncio.start_server(
                self._serve_websocket, sock=self.gate.listener(options.websocket_port, websocket=True),
                ssl=options.tls, ssl_handshake_timeout=handshake_timeout)
        for watch in (self.gate.watch(), *([self.timings.watch_loop()] if self.timings is not None else [])):
            task = asyncio.create_task(watch)
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        self.log.info("serving %s on %s:%d%s", PROTOCOL, options.host, self.port, " with TLS" if options.tls else "")
        if self._websocket_server is not None:
            self.log.info("and over WebSocket on %s:%d%s", options.host, self.websocket_port, options.websocket_path)

    @property
    def port(self) -> int:
        assert self._server is not None and self._server.sockets
        return int(self._server.sockets[0].getsockname()[1])

    @property
    def websocket_port(self) -> int:
        assert self._websocket_server is not None and self._websocket_server.sockets
        return int(self._websocket_server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop: no new connections, every connection closed, every table on disk."""
        self.closing = True
        for server in (self._server, self._websocket_server):
            if server is not None:
                server.close()
        for task in self._tasks:
            task.cancel()
        self.timers.close()
        for connection in list(self.gate.connections):
            # its table ends here (one ``end_tables`` ended already was told so then)
            if self._keeper is None and connection.table is not None and connection.table in self.tables:
                connection.send(TableOver(self.options.closing_reason))
            connection.writer.close()  # what was sent goes out first
        if self._handlers:  # each handler ends with its connection; a reader that stopped reading is cut
            _done, late = await asyncio.wait(self._handlers, timeout=1.0)
            for connection in list(self.gate.connections):
                connection.drop("the server stops")
            if late:
                await asyncio.wait(late, timeout=1.0)
        for server in (self._server, self._websocket_server):
            if server is not None:
                await server.wait_closed()
        if self._keeper is not None:
            await self._keeper.close(list(self.tables.values()))
        if self.cluster is not None:
            await self.cluster.close()
        self.timers.shutdown()
        if self.timings is not None and self.options.latency_file is not None:
            self.timings.write(self.options.latency_file)
        loop = asyncio.get_running_loop()
        if loop.get_exception_handler() == self.gate.loop_trouble:
            loop.set_exception_handler(None)
        self.log.info("stopped; %d tables kept", len(self.tables))

    def take_table(self, table: Table, how: str) -> None:
        """A kept table played here (``how``: restored at the start, taken over from another process)."""
        self.tables[table.code] = table
        if table.creator is not None:  # counted against its address's tables again
            self.creators[table.code] = table.creator
        for seat, entry in enumerate(table.seats):
            if entry.kind == HUMAN:
                self.timers.start_stand_in(table.code, seat)
        self.timers.start_expiry(table.code)
        match = table.match
        where = "waiting to start" if match is None else f"round {match.round_number}, seq {table.seq}"
        self.log.info("table %s: %s (%s)", table.code, how, where)

    # A connection ------------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await self._converse(read_lines(reader), writer)

    async def _serve_websocket(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        from .websocket_lines import serve_websocket  # the library only where WebSocket is served

        await serve_websocket(reader, writer, self.options, self._converse)

    async def _converse(self, lines: AsyncIterator[bytes | None], writer: Outlet) -> None:
        """Serve one connection, TCP or WebSocket: ``lines`` are what it says, ``writer`` where
        its answers go."""
        loop = asyncio.get_running_loop()
        connection = self.gate.open(writer, loop.time())
        if connection is None:
            return
        handler = asyncio.current_task()
        if handler is not None:
            self._handlers.add(handler)
        try:
            try:
                async with asyncio.timeout(self.options.hello_timeout):  # no task of its own, as wait_for's
                    first = await anext(lines)
            except (TimeoutError, StopAsyncIteration):
                return
            if not self._hello(connection, first, loop.time()):
                return
            limit = self.options.rate_limit
            async for line in lines:
                now = loop.time()
                connection.heard(now, active=False)
                verdict = connection.over_rate(now)
                if verdict is None:
                    why = f"more than {CUT_OFF_FACTOR * limit} messages in a second: cut off"
                    connection.refuse(NetError("too-fast", why))
                    self.quiet.note("cut off", f"{connection.key}: cut off, too many messages", logging.INFO)
                    return
                if verdict:
                    connection.refuse(too_fast(limit))
                    continue
                connection.read_at = time.monotonic()
                await self._receive(connection, line, now)
        except OSError:  # ConnectionError and ssl.SSLError too
            pass  # the peer went away; the seat is kept below
        except asyncio.CancelledError:  # the loop ends (a stop past ``close``): the end of this connection,
            pass  # which nothing awaits; asyncio's stream callback would log a traceback for it
        finally:
            self.gate.close(connection)
            if handler is not None:
                self._handlers.discard(handler)
            if not self.closing:
                await self.lost(connection)
            writer.close()

    def _hello(self, connection: Connection, line: bytes | None, now: float) -> bool:
        """True when the first line is a good ``hello`` (answered with ``welcome``); else an error."""
        try:
            if line is None:
                raise bad("a line holds at most 64 KiB")
            hello = parse_line(line)
            if not isinstance(hello, Hello):
                raise bad("the first message is hello")
            connection.name = hello.name
        except NetError as error:
            connection.refuse(error)
            return False
        connection.welcomed = True
        connection.heard(now, active=True)
        server = f"{APP_NAME} {__version__}"
        connection.send(Welcome(PROTOCOL, f"{server} {IN_A_WINDOW}" if self.options.in_a_window else server))
        return True

    async def _receive(self, connection: Connection, line: bytes | None, now: float) -> None:
        try:
            if line is None:
                raise bad("a line holds at most 64 KiB")
            if not line.strip():
                return  # an empty line is no message
            message = parse_line(line)
            if isinstance(message, (Ping, Pong)):  # they keep the connection, not the seat's idle clock
                if isinstance(message, Ping):
                    connection.send(Pong())
                return
            connection.heard(now, active=True)
            await self.dispatch(connection, message)
        except NetError as error:
            connection.refuse(error)

    async def dispatch(self, connection: Connection, message: Message) -> None:
        if isinstance(message, Hello):
            raise bad("hello is said once, first")
        if isinstance(message, (Join, Rejoin)):
            self.gate.try_code(connection)
        if self.cluster is not None and await self.cluster.relay.forward(connection, message):
            return  # another process holds the table
        seating = self._seating.get(type(message))
        if seating is not None:
            if connection.table is not None:
                raise bad(f"you sit at table {connection.table}; leave it first")
            await seating(connection, message)
            return
        at_table = self._at_table.get(type(message))
        if at_table is None:
            raise unknown_type(message.type, [kind.type for kind in (*self._seating, *self._at_table)])
        table = self.tables.get(connection.table or "")
        seat = connection.seat
        if table is None or seat is None:
            raise NetError("not-seated", "sit at a table first: create, join or rejoin")
        async with self.lock(table.code):
            await at_table(connection, table, seat, message)

    async def _start(self, connection: Connection, table: Table, seat: int, _start: Start) -> None:
        await self.commit(table, table.start(seat))
        self.log.info("table %s: match started by %s", table.code, connection.name)

    async def _move(self, connection: Connection, table: Table, seat: int, message: MoveMessage) -> None:
        if message.seat is not None and message.seat != seat:
            raise NetError("not-your-turn", f"you sit in seat {seat}; you move for no other seat")
        await self.play(table, seat, message.move)
        if self.timings is not None:  # every seat's state is written by now (or buffered to be)
            self.timings.moves.append((connection.read_at, time.monotonic() - connection.read_at))

    async def _chat(self, _connection: Connection, table: Table, seat: int, chat: Chat) -> None:
        await self.commit(table, table.chat(seat, chat.text), persist=False)

    async def play(self, table: Table, seat: int, move: Move) -> None:
        """``seat`` makes ``move`` (checked by the table), kept and told (a person's or an AI's)."""
        out = table.move(seat, move)
        round_over = any(isinstance(message, RoundOver) for _, message in out)
        # A round's end deals anew: that takes a snapshot; any other move one journal line.
        await self.commit(table, out, journal=None if round_over else table.journal_entry(seat, move))
        for _, message in out:
            if isinstance(message, RoundOver):
                self.log.info("table %s: round %d over, totals %s", table.code, message.round, list(message.totals))
            elif isinstance(message, MatchOver):
                self.log.info("table %s: match over, team %s wins", table.code, message.winner)

    async def _leave(self, connection: Connection, table: Table, seat: int, _leave: Leave) -> None:
        out = table.leave(seat)
        if table.any_human():
            try:
                await self.commit(table, out)  # the lobby without them goes to them too: the answer
            except NetError:  # not kept: they still sit there
                table.seats[seat].connected = True
                raise
            self.unbind(connection)
        else:
            self.unbind(connection)
            connection.send(out[0][1])  # the lobby without them: the answer to their leave
            self.close_table(table.code, "nobody is left")
        self.log.info("table %s: %s left seat %d", table.code, connection.name, seat)

    async def lost(self, connection: Connection) -> None:
        """The connection is gone: the seat waits for its player; after a while an AI plays it."""
        code, seat = connection.table, connection.seat
        if self.cluster is not None and code is not None and code not in self.tables:
            await self.cluster.relay.lost(connection)  # the process that holds the table hears of it
            return
        if code is None or seat is None or self._seated.get((code, seat)) is not connection:
            return
        self.unbind(connection)
        table = self.tables.get(code)
        if table is None:
            return
        async with self.lock(code):
            await self.commit(table, table.set_connected(seat, False), persist=False)
        self.timers.start_stand_in(code, seat)
        if not table.any_human_connected():
            if self._keeper is not None:
                await self._keeper.keep_quietly(table)  # its last activity, for the expiry after a restart too
            self.timers.start_expiry(code)
        self.log.info("table %s: %s lost the connection (seat %d)", code, connection.name, seat)

    # Seats and connections ---------------------------------------------------------------------

    def bind(self, connection: Connection, code: str, seat: int) -> None:
        connection.table, connection.seat = code, seat
        self._seated[(code, seat)] = connection
        self.timers.cancel(code, seat)
        self.gate.paces.seat(connection, code, seat)  # another process's player too: its lines come here

    def seated_at(self, code: str, seat: int) -> Connection | None:
        return self._seated.get((code, seat))

    def unbind(self, connection: Connection) -> None:
        if connection.table is not None and connection.seat is not None:
            self._seated.pop((connection.table, connection.seat), None)
        connection.table = connection.seat = None

    def paused_or_resumed(self, table: Table) -> None:
        """Everyone hears that the table pauses (its files cannot be written) or goes on."""
        self._send(table.code, table.rules.players, [table.lobby()])
        self.timers.schedule_ai(table)

    def lock(self, code: str) -> asyncio.Lock:
        """The lock every change of table ``code`` runs under."""
        return self._locks.setdefault(code, asyncio.Lock())

    async def commit(self, table: Table, out: Outbox, persist: bool = True,
                      journal: dict[str, Any] | None = None) -> None:
        """Keep the table on disk (so no player hears of a move a crash could lose), then tell them.
        ``journal``: the move's journal line is all there is to keep.  When the disk refuses,
        nobody is told of the change: the table goes back to what its files hold and pauses."""
        table.last_active = time.time()
        if self._keeper is not None and (persist or journal is not None):
            await self._keeper.keep(table, journal)
        if self.cluster is not None:  # after what it lists was kept, so no table is listed that was not
            self.cluster.list_open(table)
        self._send(table.code, table.rules.players, out)
        self.timers.schedule_ai(table)
        self.timers.start_turn_clock(table)

    def _send(self, code: str, players: int, out: Iterable[tuple[int, Message]]) -> None:
        for seat, message in out:
            line = encode_message(message)
            for target in range(players) if seat == EVERYONE else (seat,):
                connection = self._seated.get((code, target))
                if connection is not None:
                    connection.send_line(line)

    async def hosts_away(self) -> None:
        """Each table's host is gone (the window that hosts the tables closes, keeping them for
        later): the host's seat is away now, not whenever its connection's end is read, so the
        others' last ``lobby`` before the server stops says that the table waits for its host."""
        for code, table in list(self.tables.items()):
            connection = self._seated.get((code, table.host))
            if connection is not None:
                await self.lost(connection)

    def end_tables(self, reason: str) -> None:
        """End every table for good (a host closing what it hosted): each player at it is told
        ``table_over`` with ``reason``, and its files go."""
        for code in list(self.tables):
            for (seated_at, _seat), connection in list(self._seated.items()):
                if seated_at == code:
                    connection.send(TableOver(reason))
            self.close_table(code, reason)

    def close_table(self, code: str, why: str) -> None:
        self.drop_table(code)
        if self._keeper is not None:
            self._keeper.delete(code)
        self.log.info("table %s: closed (%s)", code, why)

    def drop_table(self, code: str) -> None:
        """The table is no longer played here (closed, or another process holds it now)."""
        self.tables.pop(code, None)
        if self.cluster is not None:
            self.cluster.forget_listing(code)
        self._locks.pop(code, None)
        self.creators.pop(code, None)
        self.timers.forget(code)
        self.gate.paces.forget(code)
        for key in [key for key in self._seated if key[0] == code]:
            del self._seated[key]
