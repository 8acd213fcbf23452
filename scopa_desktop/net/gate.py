"""The table server's door: who gets a connection, who is let go, and what the log
says about it (once, not per attacker).

- At most ``max_connections`` at once (fewer when the descriptor limit would run out
  first) and ``connections_per_address`` from one address or IPv6 /64; a newcomer
  past either gets ``busy`` and is closed (an address's, already at accept()).  When
  the server is full, a newcomer takes the place of the oldest connection that has not
  said ``hello`` yet, or of a seatless one that has been idle a while: idle connections
  cannot lock players out.  Of them at most ``max_silent`` may be yet to say hello:
  past that the oldest silent one is let go, so a flood holds little memory.
- A connection that says nothing is sent ``ping``; silent for ``lost_after`` seconds it
  is lost (TABLE-PROTOCOL.md's 30 s rule).  One that only pings is closed after
  ``idle_unseated`` seconds without a seat (``idle_seated`` with one; its seat is kept).
- ``join``/``rejoin`` tries are counted per address, not per connection; a seated
  connection's lines against the rate limit with its seat's (``SeatPaces``).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from typing import TYPE_CHECKING, Any

from .ai_seat import owner_of
from .connection import Connection, Outlet, SeatPaces, keep_alive
from .guard import GatedListener, QuietLog, Refusals, SendBudget, Tries, connection_cap, gated_listener
from .messages import Error, Ping, encode_message
from .wire import NetError

if TYPE_CHECKING:
    from .options import ServerOptions

#: Seconds a seatless connection must have been idle before a newcomer may take its place.
EVICTABLE_AFTER = 5.0


class Gate:
    def __init__(self, options: ServerOptions, quiet: QuietLog) -> None:
        self.options = options
        self.quiet = quiet
        self.connections: set[Connection] = set()
        self.per_address: Counter[str] = Counter()
        self._unwelcomed: dict[Connection, None] = {}  # in the order they opened; some may have said hello since
        self.cap = connection_cap(options.max_connections)
        self.budget = SendBudget(options.send_budget, self.connections)
        self.tries = Tries(options.join_rate, options.join_burst)
        self.paces = SeatPaces()

    def listener(self, port: int, websocket: bool = False) -> GatedListener:
        """The listening socket on ``port``, which refuses at accept() (before asyncio spends anything
        on the connection) when descriptors run short or the address holds its most connections.  On
        the WebSocket port a trusted reverse proxy is never crowded: it speaks for many players, each
        counted by the address it names once the WebSocket is open."""
        options = self.options

        def busy(why: str) -> bytes:  # a TLS or WebSocket peer cannot read a plain line: closed without one
            return b"" if options.tls or websocket else encode_message(Error.of(NetError("busy", why)))

        def crowded(peer: Any) -> bool:
            address = str(peer[0] if isinstance(peer, tuple) else peer)
            return not (websocket and address in options.trusted_proxies) and self._crowded(owner_of(peer))

        refusals = Refusals(no_descriptor=busy("no descriptor left for a connection"),
                            on_no_descriptor=self.refused_at_accept, crowded=busy(self._crowded_why()),
                            is_crowded=crowded)
        return gated_listener(options.host, port, refusals)

    def open(self, writer: Outlet, now: float) -> Connection | None:
        """The connection, counted; or None when a bound refuses it (told ``busy`` and closed)."""
        connection = Connection(writer, self.options.rate_limit, self.budget, now)
        why = ""
        if self._crowded(connection.key):
            why = self._crowded_why()
        else:
            self._hold_silent_down()
            if len(self.connections) >= self.cap and not self._make_room(now):
                why = f"the server holds its most connections ({self.cap}); try later"
                self._refused(connection.key, why)
        if why:
            connection.refuse(NetError("busy", why))
            writer.close()
            return None
        keep_alive(writer)
        self.connections.add(connection)
        self._unwelcomed[connection] = None
        self.per_address[connection.key] += 1
        return connection

    def _hold_silent_down(self) -> None:
        """At most ``max_silent`` connections yet to say hello: a newcomer past it takes the place
        of the oldest, so a flood of silent connections holds little memory, however many
        connections the server may take (the memory it held would stay the process's after)."""
        most = self.options.max_silent
        if len(self._unwelcomed) < most:
            return
        self._unwelcomed = {c: None for c in self._unwelcomed if not c.welcomed and not c.dropped}
        if len(self._unwelcomed) >= most:
            self._drop_oldest_silent(f"more than {most} connections had not said hello; it was the oldest")

    def _crowded_why(self) -> str:
        return f"at most {self.options.connections_per_address} connections from one address"

    def _crowded(self, key: str) -> bool:
        """True (and noted in the log) when ``key`` holds its most connections already."""
        if self.per_address[key] < self.options.connections_per_address:
            return False
        self._refused(key, self._crowded_why())
        return True

    def _refused(self, key: str, why: str) -> None:
        self.quiet.note(f"busy {why[:12]}", f"{key}: refused, {why}")

    def refused_at_accept(self) -> None:
        self.quiet.note("accept", "refused a connection at accept(): descriptors run short")

    def close(self, connection: Connection) -> None:
        """The connection has ended: it counts no more."""
        if connection not in self.connections:
            return
        self.connections.discard(connection)
        self._unwelcomed.pop(connection, None)
        self.budget.note(connection, 0)
        self.per_address[connection.key] -= 1
        if self.per_address[connection.key] <= 0:
            del self.per_address[connection.key]
        if connection.dropped:
            self.quiet.note(f"dropped {connection.dropped[:12]}", f"{connection.key}: dropped, {connection.dropped}")

    def _make_room(self, now: float) -> bool:
        """Let go of the oldest connection yet to say hello, or else of the seatless one idle
        longest (if idle ``EVICTABLE_AFTER`` seconds); False if every connection is in use.
        The oldest silent one is found at the front of ``_unwelcomed``, so a flood of newcomers
        each taking a silent one's place costs each the same, not a look at every connection."""
        if self._drop_oldest_silent("the server is full and it had not said hello"):
            return True
        idle = [c for c in self.connections if c.welcomed and c.seat is None and not c.dropped
                and now - c.active_at >= EVICTABLE_AFTER]
        if idle:
            oldest = min(idle, key=lambda c: c.active_at)
            oldest.refuse(NetError("busy", "the server is full and this connection sat idle"))
            oldest.drop("the server is full and it sat idle without a seat")
            return True
        return False

    def _drop_oldest_silent(self, why: str) -> bool:
        """Let go of the oldest connection yet to say hello; False if there is none."""
        while self._unwelcomed:
            oldest = next(iter(self._unwelcomed))
            del self._unwelcomed[oldest]
            if not oldest.welcomed and not oldest.dropped:
                oldest.drop(why)
                return True
        return False

    def try_code(self, connection: Connection) -> None:
        """Count a ``join``/``rejoin`` from the connection's address; ``too-fast`` past the rate."""
        if not self.tries.allow(connection.key):
            self.quiet.note("join tries", f"{connection.key}: too many table codes tried; refused")
            raise NetError("too-fast", "too many table codes tried from your address; wait a few seconds")

    async def watch(self) -> None:
        """For ever: ``ping`` the silent, let go of the lost and the idle."""
        options = self.options
        tick = min(options.ping_every / 2, 1.0)
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(tick)
            now = loop.time()
            for connection in list(self.connections):
                if connection.welcomed and not connection.writer.is_closing():
                    self._check(connection, now)

    def _check(self, connection: Connection, now: float) -> None:
        options = self.options
        silent = now - connection.heard_at
        if silent >= options.lost_after:
            connection.drop(f"no answer to ping for {options.lost_after:g} s")
            return
        idle_limit = options.idle_unseated if connection.seat is None else options.idle_seated
        if now - connection.active_at >= idle_limit:
            why = f"closed after {idle_limit:g} s without a message"
            connection.refuse(NetError("busy", why))
            connection.writer.close()
            self.quiet.note("idle", f"{connection.key}: {why}", logging.INFO)
            return
        if silent >= options.ping_every and now - connection.pinged_at >= options.ping_every:
            connection.pinged_at = now
            connection.send(Ping())

    def loop_trouble(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The event loop's exception handler: a failed accept() (no descriptor left) is one
        line now and then, not a traceback per try; anything else as asyncio would say it."""
        error = context.get("exception")
        if isinstance(error, OSError) and "accept" in str(context.get("message", "")):
            self.quiet.note("accept", f"cannot accept a connection: {error.strerror or error}", logging.ERROR)
            return
        loop.default_exception_handler(context)
