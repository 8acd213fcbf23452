"""One client of the table server: where it sits, how fast it talks, when it was
last heard, and what it has not read yet.

A connection's unsent bytes are bounded twice: ``MAX_BACKLOG`` for itself, and
the server's ``SendBudget`` for all connections together.  Every line over the
rate limit is answered with its own ``too-fast`` error, so no move is dropped
without a word.  Once seated, a connection's lines count with its seat's
(``SeatPaces``): a player cut off for flooding who comes back at once finds them
still counted.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import socket
import time
from array import array
from collections import deque
from typing import Any, Protocol

from ..storage.atomic_write import write_text_atomic
from .ai_seat import owner_of
from .guard import SendBudget
from .messages import Error, Message, encode_message
from .wire import NetError

#: Bytes a connection may leave unread before it is cut off (a client that stopped reading).
MAX_BACKLOG = 4 * 1024 * 1024
#: Messages a second past which a connection is cut off, as a multiple of the rate limit.
CUT_OFF_FACTOR = 5
#: Seconds over which the rate limit counts a connection's lines: its "a second".
RATE_WINDOW = 1.0
#: TCP keepalive: the kernel probes a silent peer after this many seconds, every few seconds.
KEEPALIVE_IDLE, KEEPALIVE_INTERVAL, KEEPALIVE_PROBES = 10, 5, 3

_numbers = itertools.count(1)


class Outlet(Protocol):
    """What the server writes a connection's lines to: an asyncio ``StreamWriter`` (TCP,
    TLS) or a ``websocket_lines.ServerWebSocket``, which sends each line as a message."""

    @property
    def transport(self) -> asyncio.WriteTransport: ...

    def write(self, data: bytes) -> None: ...

    def is_closing(self) -> bool: ...

    def get_extra_info(self, name: str, default: Any = None) -> Any: ...

    def close(self) -> None: ...


def keep_alive(writer: Outlet) -> None:
    """TCP keepalive on the connection's socket, so a peer gone without a word is noticed
    by the kernel even while the server has nothing to send."""
    sock = writer.get_extra_info("socket")
    if sock is None:
        return
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        for name, value in (("TCP_KEEPIDLE", KEEPALIVE_IDLE), ("TCP_KEEPINTVL", KEEPALIVE_INTERVAL),
                            ("TCP_KEEPCNT", KEEPALIVE_PROBES)):
            if hasattr(socket, name):  # Linux names; other systems keep their defaults
                sock.setsockopt(socket.IPPROTO_TCP, getattr(socket, name), value)
    except OSError:
        pass  # a socket already closed by the peer: the read loop sees it


class Connection:
    """One client: who it is, where it sits, how fast it has been talking, when it was heard."""

    def __init__(self, writer: Outlet, rate_limit: int, budget: SendBudget, now: float) -> None:
        self.writer = writer
        # How other processes of a shared store name it: never given to another connection of this
        # process, as an id() may be once it is gone (an owner refuses what a let-go connection sends).
        self.number = next(_numbers)
        peername = writer.get_extra_info("peername")
        self.peer = str(peername)
        self.key = owner_of(peername)  # for the per-address bounds: an IPv4 address or an IPv6 /64
        self.name = ""
        self.welcomed = False  # said hello and was answered
        self.table: str | None = None
        self.seat: int | None = None
        self.rate_limit = rate_limit
        self.recent: deque[float] = deque()  # arrival times of its lines of the last second: past a flood, cut off
        self.pace = self.recent  # those the rate limit counts: its own until it sits, then its seat's (``SeatPaces``)
        self.read_at = 0.0  # time.monotonic() when the line being handled was read (for ServerTimings)
        self.opened_at = self.heard_at = self.active_at = self.pinged_at = now  # loop times
        self.budget = budget
        self.buffered = 0  # bytes in the write buffer when last looked at (``SendBudget``)
        self.dropped = ""  # why the server dropped this connection, once it did

    def send(self, message: Message) -> None:
        self.send_line(encode_message(message))

    def refuse(self, error: NetError) -> None:
        """Tell the client its last message was refused (or why it is let go)."""
        self.send(Error.of(error))

    def send_line(self, line: bytes) -> None:
        if self.writer.is_closing():
            return
        self.writer.write(line)
        size = self.write_buffer_size()
        if size or self.buffered:  # a client that reads leaves nothing to count, line after line
            self.budget.note(self, size)
        if size > MAX_BACKLOG:
            self.drop(f"more than {MAX_BACKLOG // 2**20} MiB unread")

    def write_buffer_size(self) -> int:
        return 0 if self.writer.is_closing() else self.writer.transport.get_write_buffer_size()

    def drop(self, why: str) -> None:
        """Cut the connection at once, unsent bytes and all; its read loop then ends."""
        if not self.dropped:
            self.dropped = why
        self.writer.transport.abort()

    def heard(self, now: float, active: bool) -> None:
        """A line came in; ``active``: one that is not ``ping``/``pong`` (the idle clock's)."""
        self.heard_at = now
        if active:
            self.active_at = now

    def over_rate(self, now: float) -> bool | None:
        """False: go on; True: refuse this line; None: cut the connection off (for its own lines
        only: a player back at a seat whose last connection flooded is refused, not cut off)."""
        count(self.recent, now)
        if self.pace is not self.recent:
            count(self.pace, now)
        if len(self.recent) > CUT_OFF_FACTOR * self.rate_limit:
            return None
        return len(self.pace) > self.rate_limit


def too_fast(limit: int) -> NetError:
    """The refusal of a line over the rate limit: refused, never dropped without a word, so a
    move the player thinks sent is not lost."""
    return NetError("too-fast", f"at most {limit} messages a second; not read")


def count(lines: deque[float], now: float) -> None:
    """A line came in at ``now``: ``lines`` holds the arrival times of those of the last ``RATE_WINDOW``."""
    lines.append(now)
    while now - lines[0] > RATE_WINDOW:
        lines.popleft()


class Paced(Protocol):
    """What sits in a seat and talks: a ``Connection``, or another process's relayed one (``RemoteSeat``)."""

    pace: deque[float]


class SeatPaces:
    """The rate limit's count kept with each seat, not only with the connection that sits in it:
    a guest cut off for flooding who comes straight back (``rejoin``, or ``join`` to the seat it left after
    ``leave``), under any name, finds the lines of the last second still counted, while a
    player who sent few finds the room they left.  Another seat's lines never count, so
    players who share an address are not held to each other's flood.  With a shared store the
    table's own process counts the lines relayed to it with the seat as well (every line for a
    seat goes to it), so the count follows a guest whichever process it comes back through."""

    def __init__(self) -> None:
        self._paces: dict[tuple[str, int], deque[float]] = {}

    def seat(self, connection: Paced, code: str, seat: int) -> None:
        """``connection`` sits in ``seat`` of table ``code``: its lines and the seat's count together."""
        kept = self._paces.setdefault((code, seat), deque())
        if kept is not connection.pace:
            together = sorted([*kept, *connection.pace])  # an earlier connection may still be talking
            kept.clear()
            kept.extend(together)
            connection.pace = kept

    def forget(self, code: str) -> None:
        """The table is gone from this server."""
        for key in [key for key in self._paces if key[0] == code]:
            del self._paces[key]


class FloatPairs:
    """Pairs of floats kept flat in one array, not as two objects each: a benchmark's samples,
    taken all through a flood, must not scatter small objects over the heap it measures."""

    def __init__(self) -> None:
        self._values = array("d")

    def append(self, pair: tuple[float, float]) -> None:
        self._values.extend(pair)

    def as_list(self) -> list[tuple[float, float]]:
        values = self._values
        return [(values[i], values[i + 1]) for i in range(0, len(values), 2)]


class ServerTimings:
    """What a benchmark asks of the server itself, kept only when asked for (``latency_file``):
    for each person's move, when it was read and how long until the last seat's ``state`` was
    written (``time.monotonic`` seconds, the clock every process of the machine shares), and
    how late the event loop ran a timer due every ``LAG_TICK`` seconds, its own queueing delay,
    which a move's time does not see (a move waits in the socket while the loop is busy)."""

    LAG_TICK = 0.01

    def __init__(self) -> None:
        self.moves = FloatPairs()  # (read at, seconds to the last state written)
        self.loop_lag = FloatPairs()  # (due at, seconds late)

    async def watch_loop(self) -> None:
        while True:
            due = time.monotonic() + self.LAG_TICK
            await asyncio.sleep(self.LAG_TICK)
            now = time.monotonic()
            self.loop_lag.append((due, max(0.0, now - due)))

    def write(self, path: Any) -> None:
        data = {"moves": self.moves.as_list(), "loop_lag": self.loop_lag.as_list()}
        write_text_atomic(path, json.dumps(data, separators=(",", ":")))
