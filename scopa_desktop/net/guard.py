"""The server's bounds against one hostile client: how many connections and tries
an address gets, how much unsent data all clients may hold, how
many descriptors connections may take, and a log that says each thing once.

Everything here is plain bookkeeping (no sockets); ``server`` asks before it acts.
"""

from __future__ import annotations

import logging
import math
import socket
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

#: Descriptors kept back from connections: the listening sockets, the AI pool's pipes, the
#: table files, and the connections asyncio accepts in one go (its backlog, 100) before
#: the server can refuse them.
FD_HEADROOM = 160
#: Descriptors a connection may never take: the server's own files always find one.
FILE_RESERVE = 32
#: The fewest connections a server takes, however low its descriptor limit.
FEWEST_CONNECTIONS = 16


def descriptor_limit() -> int | None:
    """The process's soft limit on open descriptors, or None where there is none to know."""
    try:
        import resource  # POSIX only
    except ImportError:
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


class GatedListener(socket.socket):
    """A listening socket that refuses a connection at accept(), before asyncio spends a transport
    and a task on it, when the descriptor it got is within ``FILE_RESERVE`` of the limit or when
    its address holds its most connections already (``crowded``).  Descriptors are handed out
    lowest first, so that number tells how many are open, at once and exactly (asyncio accepts
    many connections before the server sees the first one, so a count of connections alone comes
    too late); ``crowded`` is a first sieve, which the server's exact count follows."""

    ceiling: int = 1 << 30
    refusal = b""  # the line a peer refused for want of descriptors is sent
    crowded_refusal = b""  # the line a peer from a crowded address is sent
    on_refused: Callable[[], None] = staticmethod(lambda: None)
    crowded: Callable[[Any], bool] = staticmethod(lambda address: False)

    def accept(self) -> tuple[socket.socket, Any]:
        while True:
            connection, address = super().accept()  # BlockingIOError when none waits: asyncio's cue to stop
            if connection.fileno() >= self.ceiling:
                refusal = self.refusal
                self.on_refused()
            elif self.crowded(address):
                refusal = self.crowded_refusal
            else:
                return connection, address
            try:
                connection.setblocking(False)
                connection.send(refusal)
            except OSError:
                pass
            connection.close()


@dataclass
class Refusals:
    """What a ``GatedListener`` tells the peers it refuses, and whom it asks about them."""

    no_descriptor: bytes
    on_no_descriptor: Callable[[], None]
    crowded: bytes
    is_crowded: Callable[[Any], bool]


def gated_listener(host: str, port: int, refusals: Refusals) -> GatedListener:
    """A ``GatedListener`` bound to ``host``:``port`` (the first address ``host`` names), listening."""
    family, kind, proto, _name, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
    listener = GatedListener(family, kind, proto)
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        listener.listen(100)
        listener.setblocking(False)
    except OSError:
        listener.close()
        raise
    limit = descriptor_limit()
    if limit is not None:  # (an eighth of a small limit: a server at 40 descriptors still takes players)
        listener.ceiling = limit - min(FILE_RESERVE, limit // 8)
    listener.refusal = refusals.no_descriptor
    listener.on_refused = refusals.on_no_descriptor
    listener.crowded_refusal = refusals.crowded
    listener.crowded = refusals.is_crowded
    return listener


def connection_cap(wanted: int) -> int:
    """``wanted`` connections, or fewer when the descriptor limit would run out first: the
    server then refuses newcomers with ``busy`` instead of failing in accept()."""
    limit = descriptor_limit()
    return wanted if limit is None else min(wanted, max(FEWEST_CONNECTIONS, limit - FD_HEADROOM))


class QuietLog:
    """Log lines that would repeat, each kind at most once every ``every`` seconds; the next
    line says how many were left out, so a flood costs a few lines, not megabytes."""

    def __init__(self, log: logging.Logger, every: float = 10.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.log = log
        self.every = every
        self.clock = clock
        self._last: dict[str, float] = {}
        self._left_out: Counter[str] = Counter()

    def note(self, kind: str, text: str, level: int = logging.WARNING) -> None:
        now = self.clock()
        last = self._last.get(kind)
        if last is not None and now - last < self.every:
            self._left_out[kind] += 1
            return
        self._last[kind] = now
        left_out = self._left_out.pop(kind, 0)
        self.log.log(level, "%s%s", text, f" ({left_out} more like it left out of the log)" if left_out else "")


class Tries:
    """A token bucket per address: ``burst`` tries at once, then ``rate`` a second."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # key: (tokens, when counted)

    def allow(self, key: str) -> bool:
        now = self.clock()
        tokens, then = self._buckets.get(key, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - then) * self.rate)
        if len(self._buckets) > 10_000:  # forget full buckets: they say nothing a new one would not
            self._buckets = {k: v for k, v in self._buckets.items() if v[0] + (now - v[1]) * self.rate < self.burst}
        if tokens < 1.0:
            self._buckets[key] = (tokens, now)
            return False
        self._buckets[key] = (tokens - 1.0, now)
        return True


class Buffered(Protocol):
    buffered: int  # bytes of this connection's last known write buffer

    def write_buffer_size(self) -> int: ...

    def drop(self, why: str) -> None: ...


class SendBudget:
    """One ceiling on the bytes all connections leave unsent (clients that stopped reading),
    besides each connection's own: past it, the biggest backlogs are dropped first."""

    def __init__(self, limit: int, connections: Iterable[Buffered]) -> None:
        self.limit = limit
        self.connections = connections  # every connection (the server's own set, kept up to date)
        self.total = 0  # the sum of every connection's ``buffered``; may run high until ``enforce``

    def note(self, connection: Buffered, size: int) -> None:
        """``connection`` holds ``size`` unsent bytes now; past the limit, ``enforce`` it."""
        self.total += size - connection.buffered
        connection.buffered = size
        if self.total > self.limit:
            self.enforce()

    def over(self) -> bool:
        return self.total > self.limit

    def enforce(self) -> int:
        """Count every buffer afresh (they drain unseen); drop the biggest until under the limit.
        How many were dropped."""
        everyone = list(self.connections)
        self.total = 0
        for connection in everyone:
            connection.buffered = connection.write_buffer_size()
            self.total += connection.buffered
        dropped = 0
        for connection in sorted(everyone, key=lambda c: c.buffered, reverse=True):
            if not self.over():
                break
            connection.drop(f"the server's send buffers are full ({math.ceil(self.limit / 2**20)} MiB)")
            self.total -= connection.buffered
            connection.buffered = 0
            dropped += 1
        return dropped
