"""The table server of TABLE-PROTOCOL.md: asyncio, one process, many independent tables.

Each connection is read line by line (``wire.read_lines``), checked against the
rate limit, parsed and handed to its ``Table``; every change of a table runs
under that table's lock, is written to disk (when a state folder is given)
before anyone hears of it, and then sent.  AI seats think in a worker pool;
their move comes back to the loop and is played like anyone's, if the table
still waits for it.  A player who loses the connection keeps the seat: the
others see it in the ``lobby``, and after ``stand_in_after`` seconds an AI
plays for the player until a ``rejoin``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import APP_NAME, __version__
from ..engine.state import Move
from ..storage.atomic_write import write_text_atomic
from .ai_seat import AiPool, any_legal_move, owner_of
from .keeping import Keeper
from .persist import TableFiles
from .table import EVERYONE, HUMAN, Outbox, Table, new_code
from .wire import (
    MAX_CHAT,
    MAX_NAME,
    PROTOCOL,
    NetError,
    bad,
    encode,
    move_field,
    parse_line,
    read_lines,
    seat_field,
    table_code_field,
    text_field,
)

if TYPE_CHECKING:  # ssl only when a caller brings a TLS context: the frozen desktop app leaves ssl out
    import ssl

#: Bytes a connection may leave unread before it is cut off (a client that stopped reading).
MAX_BACKLOG = 4 * 1024 * 1024
#: Messages a second past which a connection is cut off, as a multiple of the rate limit.
CUT_OFF_FACTOR = 5


@dataclass
class ServerOptions:
    host: str = "127.0.0.1"
    port: int = 0  # 0: any free port (``TableServer.port`` tells which)
    tls: ssl.SSLContext | None = None
    max_tables: int = 1000
    state_dir: Path | None = None  # None: tables live in memory only
    stand_in_after: float = 120.0  # seconds a lost player's seat waits before an AI plays it
    ai_delay: float = 0.6  # seconds an AI seat waits before it moves, so people can follow the play
    rate_limit: int = 20  # messages a second
    hello_timeout: float = 10.0  # seconds a new connection has to say hello
    idle_expiry: float = 24 * 3600.0  # seconds a table with nobody connected is kept
    ai_processes: int = 2  # worker processes for AI seats; 0: threads (tests)
    latency_file: Path | None = None  # benchmarks: where ``close`` writes the timings ``ServerTimings`` kept
    # Why the tables end when a server without a state folder stops (``table_over``): a window's
    # hosted table says "host-left"; a server that keeps its tables on disk ends none.
    closing_reason: str = "closed"


class ServerTimings:
    """What a benchmark asks of the server itself, kept only when asked for (``latency_file``):
    for each person's move, when it was read and how long until the last seat's ``state`` was
    written (``time.monotonic`` seconds, the clock every process of the machine shares), and
    how late the event loop ran a timer due every ``LAG_TICK`` seconds, its own queueing delay,
    which a move's time does not see (a move waits in the socket while the loop is busy)."""

    LAG_TICK = 0.01

    def __init__(self) -> None:
        self.moves: list[tuple[float, float]] = []  # (read at, seconds to the last state written)
        self.loop_lag: list[tuple[float, float]] = []  # (due at, seconds late)

    async def watch_loop(self) -> None:
        while True:
            due = time.monotonic() + self.LAG_TICK
            await asyncio.sleep(self.LAG_TICK)
            now = time.monotonic()
            self.loop_lag.append((due, max(0.0, now - due)))

    def write(self, path: Path) -> None:
        data = {"moves": self.moves, "loop_lag": self.loop_lag}
        write_text_atomic(path, json.dumps(data, separators=(",", ":")))


class Connection:
    """One client: who it is, where it sits, and how fast it has been talking."""

    def __init__(self, writer: asyncio.StreamWriter, rate_limit: int) -> None:
        self.writer = writer
        self.peer = str(writer.get_extra_info("peername"))
        self.name = ""
        self.table: str | None = None
        self.seat: int | None = None
        self.rate_limit = rate_limit
        self.recent: deque[float] = deque()  # arrival times of the lines of the last second
        self.read_at = 0.0  # time.monotonic() when the line being handled was read (for ServerTimings)
        self.warned = False  # a too-fast error was sent for the current burst

    def send(self, message: dict[str, Any]) -> None:
        self.send_line(encode(message))

    def send_line(self, line: bytes) -> None:
        if self.writer.is_closing():
            return
        self.writer.write(line)
        if self.writer.transport.get_write_buffer_size() > MAX_BACKLOG:
            self.writer.transport.abort()

    def over_rate(self, now: float) -> bool | None:
        """False: go on; True: drop this line; None: cut the connection off."""
        self.recent.append(now)
        while now - self.recent[0] > 1.0:
            self.recent.popleft()
        if len(self.recent) <= self.rate_limit:
            self.warned = False
            return False
        if len(self.recent) > CUT_OFF_FACTOR * self.rate_limit:
            return None
        return True


class TableServer:
    def __init__(self, options: ServerOptions | None = None, log: logging.Logger | None = None) -> None:
        self.options = options or ServerOptions()
        self.log = log or logging.getLogger("scopa_desktop.net")
        self.tables: dict[str, Table] = {}
        self._seated: dict[tuple[str, int], Connection] = {}
        self._connections: set[Connection] = set()
        self._locks: dict[str, asyncio.Lock] = {}
        self._ai_tasks: dict[str, asyncio.Task[None]] = {}
        self._timers: dict[tuple[str, int], asyncio.TimerHandle] = {}  # (code, seat): stand-in due; (code, -1): expiry
        self._tasks: set[asyncio.Task[None]] = set()
        self._server: asyncio.Server | None = None
        self._keeper: Keeper | None = None  # the state folder, when there is one
        self._ai_pool: AiPool | None = None
        self._ai_owners: dict[str, str] = {}  # table code: whose turn its AI moves take (``AiPool``)
        self._closing = False
        self.timings = ServerTimings() if self.options.latency_file is not None else None

    # Starting and stopping ---------------------------------------------------------------------

    async def start(self) -> None:
        options = self.options
        self._ai_pool = AiPool(options.ai_processes)
        if options.state_dir is not None:
            files = TableFiles(options.state_dir, self.log)
            self._keeper = Keeper(files, self.log, self._paused_or_resumed)
            self._restore(files)
        self._server = await asyncio.start_server(self._serve, options.host, options.port, ssl=options.tls)
        if self.timings is not None:
            watch = asyncio.create_task(self.timings.watch_loop())
            self._tasks.add(watch)
            watch.add_done_callback(self._tasks.discard)
        self.log.info("serving %s on %s:%d%s", PROTOCOL, options.host, self.port, " with TLS" if options.tls else "")

    @property
    def port(self) -> int:
        assert self._server is not None and self._server.sockets
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        """Stop: no new connections, every connection closed, every table on disk."""
        self._closing = True
        if self._server is not None:
            self._server.close()
        for task in [*self._ai_tasks.values(), *self._tasks]:
            task.cancel()
        for handle in self._timers.values():
            handle.cancel()
        for connection in list(self._connections):
            if self.options.state_dir is None and connection.table is not None:  # its table ends here
                connection.send({"type": "table_over", "reason": self.options.closing_reason})
            connection.writer.close()
        if self._server is not None:
            await self._server.wait_closed()
        if self._keeper is not None:
            self._keeper.close(list(self.tables.values()))
        if self._ai_pool is not None:
            self._ai_pool.shutdown()
        if self.timings is not None and self.options.latency_file is not None:
            self.timings.write(self.options.latency_file)
        self.log.info("stopped; %d tables kept", len(self.tables))

    def _restore(self, files: TableFiles) -> None:
        for table in files.restore():
            self.tables[table.code] = table
            for seat, entry in enumerate(table.seats):
                if entry.kind == HUMAN:
                    self._start_stand_in_timer(table.code, seat)
            self._start_expiry_timer(table.code)
            match = table.match
            where = "waiting to start" if match is None else f"round {match.round_number}, seq {table.seq}"
            self.log.info("table %s: restored (%s)", table.code, where)

    # A connection ------------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connection = Connection(writer, self.options.rate_limit)
        self._connections.add(connection)
        try:
            lines = read_lines(reader)
            try:
                first = await asyncio.wait_for(anext(lines), self.options.hello_timeout)
            except (TimeoutError, StopAsyncIteration):
                return
            if not self._hello(connection, first):
                return
            loop = asyncio.get_running_loop()
            async for line in lines:
                verdict = connection.over_rate(loop.time())
                if verdict is None:
                    self.log.info("%s (%s): cut off, too many messages", connection.peer, connection.name)
                    return
                if verdict:
                    if not connection.warned:
                        connection.warned = True
                        limit = self.options.rate_limit
                        connection.send(NetError("too-fast", f"at most {limit} messages a second").to_message())
                    continue
                connection.read_at = time.monotonic()
                await self._receive(connection, line)
        except OSError:  # ConnectionError and ssl.SSLError too
            pass  # the peer went away; the seat is kept below
        finally:
            self._connections.discard(connection)
            await self._lost(connection)
            writer.close()

    def _hello(self, connection: Connection, line: bytes | None) -> bool:
        """True when the first line is a good ``hello`` (answered with ``welcome``); else an error."""
        try:
            if line is None:
                raise bad("a line holds at most 64 KiB")
            data = parse_line(line)
            if data["type"] != "hello":
                raise bad("the first message is hello")
            if data.get("protocol") != PROTOCOL:
                raise NetError("wrong-protocol", f"this server speaks {PROTOCOL}, not {data.get('protocol')!r}")
            connection.name = text_field(data, "name", MAX_NAME)
        except NetError as error:
            connection.send(error.to_message())
            return False
        connection.send({"type": "welcome", "protocol": PROTOCOL, "server": f"{APP_NAME} {__version__}"})
        return True

    async def _receive(self, connection: Connection, line: bytes | None) -> None:
        try:
            if line is None:
                raise bad("a line holds at most 64 KiB")
            if not line.strip():
                return  # an empty line is no message
            await self._dispatch(connection, parse_line(line))
        except NetError as error:
            connection.send(error.to_message())

    async def _dispatch(self, connection: Connection, data: dict[str, Any]) -> None:
        kind = data["type"]
        if kind == "hello":
            raise bad("hello is said once, first")
        if kind in ("create", "join", "rejoin"):
            if connection.table is not None:
                raise bad(f"you sit at table {connection.table}; leave it first")
            await {"create": self._create, "join": self._join, "rejoin": self._rejoin}[kind](connection, data)
            return
        table = self.tables.get(connection.table or "")
        seat = connection.seat
        if table is None or seat is None:
            raise NetError("not-seated", "sit at a table first: create, join or rejoin")
        async with self._lock(table.code):
            if kind == "start":
                await self._commit(table, table.start(seat))
                self.log.info("table %s: match started by %s", table.code, connection.name)
            elif kind == "move":
                move = move_field(data)
                if data.get("seat", seat) != seat:
                    raise NetError("not-your-turn", f"you sit in seat {seat}; you move for no other seat")
                await self._play(table, seat, move)
                if self.timings is not None:  # every seat's state is written by now (or buffered to be)
                    self.timings.moves.append((connection.read_at, time.monotonic() - connection.read_at))
            elif kind == "chat":
                await self._commit(table, table.chat(seat, text_field(data, "text", MAX_CHAT)), persist=False)
            else:
                await self._leave(connection, table, seat)

    async def _create(self, connection: Connection, data: dict[str, Any]) -> None:
        if len(self.tables) >= self.options.max_tables:
            raise NetError("table-full", f"this server holds its most tables ({self.options.max_tables}); try later")
        code = new_code(self.tables)
        table, _token, out = Table.create(code, data, connection.name)
        self.tables[code] = table
        self._ai_owners[code] = owner_of(connection.writer.get_extra_info("peername"))
        async with self._lock(code):
            self._bind(connection, code, 0)
            try:
                await self._commit(table, out)
            except NetError:  # not kept: the table never was
                self._unbind(connection)
                for kept in (self.tables, self._ai_owners, self._locks):
                    kept.pop(code, None)
                raise
        self.log.info("table %s: created by %s (%d players)", code, connection.name, table.rules.players)

    def _table(self, data: dict[str, Any]) -> Table:
        code = table_code_field(data)
        table = self.tables.get(code)
        if table is None:
            raise NetError("no-such-table", f"there is no table {code}")
        return table

    async def _join(self, connection: Connection, data: dict[str, Any]) -> None:
        table = self._table(data)
        wanted = seat_field(data, table.rules.players)
        async with self._lock(table.code):
            seat, _token, out = table.join(connection.name, wanted)
            self._bind(connection, table.code, seat)
            try:
                await self._commit(table, out)
            except NetError:  # not kept: the seat is open again
                self._unbind(connection)
                raise
        self.log.info("table %s: %s sits in seat %d", table.code, connection.name, seat)

    async def _rejoin(self, connection: Connection, data: dict[str, Any]) -> None:
        table = self._table(data)
        async with self._lock(table.code):
            seat = table.seat_of_token(data.get("token"))
            earlier = self._seated.get((table.code, seat))
            if earlier is not None:  # the old connection may be half dead: the player's return wins
                self._unbind(earlier)
                earlier.writer.close()
            self._bind(connection, table.code, seat)
            seated = {"type": "seated", "table": table.code, "seat": seat, "token": data["token"]}
            await self._commit(table, [(seat, seated), *table.rejoin(seat)], persist=False)
        self.log.info("table %s: %s is back in seat %d", table.code, connection.name, seat)

    async def _play(self, table: Table, seat: int, move: Move) -> None:
        out = table.move(seat, move)
        round_over = any(message["type"] == "round_over" for _, message in out)
        # A round's end deals anew: that takes a snapshot; any other move one journal line.
        await self._commit(table, out, journal=None if round_over else table.journal_entry(seat, move))
        for _, message in out:
            if message["type"] == "round_over":
                self.log.info("table %s: round %d over, totals %s", table.code, message["round"], message["totals"])
            elif message["type"] == "match_over":
                self.log.info("table %s: match over, team %s wins", table.code, message["winner"])

    async def _leave(self, connection: Connection, table: Table, seat: int) -> None:
        out = table.leave(seat)
        if table.any_human():
            try:
                await self._commit(table, out)  # the lobby without them goes to them too: the answer
            except NetError:  # not kept: they still sit there
                table.seats[seat].connected = True
                raise
            self._unbind(connection)
        else:
            self._unbind(connection)
            connection.send(out[0][1])  # the lobby without them: the answer to their leave
            self._close_table(table.code, "nobody is left")
        self.log.info("table %s: %s left seat %d", table.code, connection.name, seat)

    async def _lost(self, connection: Connection) -> None:
        """The connection is gone: the seat waits for its player; after a while an AI plays it."""
        code, seat = connection.table, connection.seat
        if code is None or seat is None or self._seated.get((code, seat)) is not connection:
            return
        self._unbind(connection)
        table = self.tables.get(code)
        if table is None:
            return
        async with self._lock(code):
            await self._commit(table, table.set_connected(seat, False), persist=False)
        self._start_stand_in_timer(code, seat)
        if not table.any_human_connected():
            if self._keeper is not None:
                self._keeper.keep_quietly(table)  # its last activity, for the expiry after a restart too
            self._start_expiry_timer(code)
        self.log.info("table %s: %s lost the connection (seat %d)", code, connection.name, seat)

    # Seats and connections ---------------------------------------------------------------------

    def _bind(self, connection: Connection, code: str, seat: int) -> None:
        connection.table, connection.seat = code, seat
        self._seated[(code, seat)] = connection
        for key in ((code, seat), (code, EVERYONE)):
            handle = self._timers.pop(key, None)
            if handle is not None:
                handle.cancel()

    def _unbind(self, connection: Connection) -> None:
        if connection.table is not None and connection.seat is not None:
            self._seated.pop((connection.table, connection.seat), None)
        connection.table = connection.seat = None

    def _paused_or_resumed(self, table: Table) -> None:
        """Everyone hears that the table pauses (its files cannot be written) or goes on."""
        self._send(table.code, table.rules.players, [table.lobby()])
        self._schedule_ai(table)

    def _lock(self, code: str) -> asyncio.Lock:
        return self._locks.setdefault(code, asyncio.Lock())

    async def _commit(self, table: Table, out: Outbox, persist: bool = True,
                      journal: dict[str, Any] | None = None) -> None:
        """Keep the table on disk (so no player hears of a move a crash could lose), then tell them.
        ``journal``: the move's journal line is all there is to keep.  When the disk refuses,
        nobody is told of the change: the table goes back to what its files hold and pauses."""
        table.last_active = time.time()
        if self._keeper is not None and (persist or journal is not None):
            self._keeper.keep(table, journal)
        self._send(table.code, table.rules.players, out)
        self._schedule_ai(table)

    def _send(self, code: str, players: int, out: Iterable[tuple[int, dict[str, Any]]]) -> None:
        for seat, message in out:
            line = encode(message)
            for target in range(players) if seat == EVERYONE else (seat,):
                connection = self._seated.get((code, target))
                if connection is not None:
                    connection.send_line(line)

    def _close_table(self, code: str, why: str) -> None:
        self.tables.pop(code, None)
        self._locks.pop(code, None)
        self._ai_owners.pop(code, None)
        task = self._ai_tasks.pop(code, None)
        if task is not None:
            task.cancel()
        for key in [key for key in self._timers if key[0] == code]:
            self._timers.pop(key).cancel()
        if self._keeper is not None:
            self._keeper.delete(code)
        self.log.info("table %s: closed (%s)", code, why)

    # Timers ------------------------------------------------------------------------------------

    def _later(self, key: tuple[str, int], delay: float, action: Callable[[], Any]) -> None:
        old = self._timers.pop(key, None)
        if old is not None:
            old.cancel()

        def run() -> None:
            self._timers.pop(key, None)
            task = asyncio.ensure_future(action())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        self._timers[key] = asyncio.get_running_loop().call_later(delay, run)

    def _start_stand_in_timer(self, code: str, seat: int) -> None:
        async def stand_in() -> None:
            table = self.tables.get(code)
            if table is None or table.seats[seat].kind != HUMAN or table.seats[seat].connected:
                return
            async with self._lock(code):
                await self._commit(table, table.stand_in(seat), persist=False)
            self.log.info("table %s: an AI plays seat %d until %s returns", code, seat, table.seats[seat].name)

        self._later((code, seat), self.options.stand_in_after, stand_in)

    def _start_expiry_timer(self, code: str) -> None:
        """Close the table ``idle_expiry`` seconds after its last activity (kept on disk, so a
        restart does not start the clock again) unless somebody comes back."""
        async def expire() -> None:
            table = self.tables.get(code)
            if table is not None and not table.any_human_connected():
                self._close_table(code, "nobody came back")

        table = self.tables[code]
        left = table.last_active + self.options.idle_expiry - time.time()
        self._later((code, EVERYONE), max(0.0, left), expire)

    # AI seats ----------------------------------------------------------------------------------

    def _schedule_ai(self, table: Table) -> None:
        """Set an AI thinking when one is to play (and somebody is there to watch it)."""
        if self._closing or table.paused or table.code in self._ai_tasks or not table.any_human_connected():
            return
        who = table.ai_to_play()
        if who is not None:
            self._ai_tasks[table.code] = asyncio.create_task(self._ai_turn(table, *who))

    async def _ai_turn(self, table: Table, seat: int, level: str) -> None:
        code, seq = table.code, table.seq
        try:
            await asyncio.sleep(self.options.ai_delay)
            view = table.view(seat)
            try:
                assert self._ai_pool is not None
                owner = self._ai_owners.get(code, code)  # a table restored after a restart: its own
                move = await self._ai_pool.choose(owner, level, view, secrets.randbits(32))
            except Exception as error:  # a broken worker must not stop the table
                reason = " ".join(str(error).split())  # one log line
                self.log.error("table %s: the AI of seat %d failed (%s); it plays any legal move", code, seat, reason)
                move = any_legal_move(view)
            async with self._lock(code):
                if self._ai_tasks.get(code) is asyncio.current_task():
                    del self._ai_tasks[code]
                if self.tables.get(code) is table and table.seq == seq and table.ai_to_play() == (seat, level):
                    with contextlib.suppress(NetError):  # not kept: the table pauses, its resuming asks again
                        await self._play(table, seat, move)
        finally:
            if self._ai_tasks.get(code) is asyncio.current_task():
                del self._ai_tasks[code]
            if self.tables.get(code) is table:
                self._schedule_ai(table)
