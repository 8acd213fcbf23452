"""What a table server is told at its start: where it listens, and its bounds."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .address import WEBSOCKET_PATH

if TYPE_CHECKING:  # ssl only when a caller brings a TLS context: the frozen desktop app leaves ssl out
    import ssl


@dataclass
class ServerOptions:
    host: str = "127.0.0.1"
    port: int = 0  # 0: any free port (``TableServer.port`` tells which)
    tls: ssl.SSLContext | None = None
    websocket_port: int | None = None  # also serve over WebSocket on this port (0: any free one)
    websocket_path: str = WEBSOCKET_PATH
    # Reverse proxies whose X-Forwarded-For names the player, for the per-address bounds.
    trusted_proxies: frozenset[str] = frozenset()
    max_tables: int = 1000
    state_dir: Path | None = None  # None: tables live in memory only
    # redis://HOST:PORT/DB: the tables live in a Valkey or Redis store shared with other
    # processes (``cluster``), not in ``state_dir``; ``store_lease``: seconds a process that
    # stopped renewing its lease on a table holds it (how long a table waits after a kill -9).
    store: str | None = None
    store_lease: float = 5.0
    stand_in_after: float = 120.0  # seconds a lost player's seat waits before an AI plays it
    ai_delay: float = 0.6  # seconds an AI seat waits before it moves, so people can follow the play
    rate_limit: int = 20  # messages a second
    hello_timeout: float = 10.0  # seconds a new connection has to say hello (and before, to end a TLS handshake)
    idle_expiry: float = 24 * 3600.0  # seconds a table with nobody connected is kept
    ai_processes: int = 2  # worker processes for AI seats; 0: threads (tests)
    latency_file: Path | None = None  # benchmarks: where ``close`` writes the timings ``ServerTimings`` kept
    # Why the tables end when a server without a state folder stops (``table_over``): a window's
    # hosted table says "host-left"; a server that keeps its tables on disk ends none.
    closing_reason: str = "closed"
    # The server runs in the window of a player who hosts its tables: they go with that window while
    # its host is away, which ``welcome`` tells the guests (``server_messages.IN_A_WINDOW``).
    in_a_window: bool = False
    # The bounds of ``gate`` (each refused with TABLE-PROTOCOL.md's ``busy`` or ``too-fast``):
    max_connections: int = 1000  # fewer when the descriptor limit is lower (``guard.connection_cap``)
    connections_per_address: int = 32  # from one IPv4 address or IPv6 /64
    max_silent: int = 128  # connections at once yet to say hello; past it the oldest is let go
    tables_per_address: int = 8  # tables open at once that were created from one address
    join_rate: float = 1.0  # ``join``/``rejoin`` tries a second from one address, after a burst of
    join_burst: int = 10
    send_budget: int = 64 * 1024 * 1024  # bytes all connections together may leave unsent
    ping_every: float = 10.0  # seconds of silence after which the server sends ``ping``
    lost_after: float = 30.0  # seconds of silence (no ``pong`` either) after which a connection is lost
    idle_unseated: float = 120.0  # seconds without a message (``ping``/``pong`` aside) before a seatless
    idle_seated: float = 1800.0  # connection is closed; a seated one keeps its seat for ``rejoin``
    quick_fill_after: float = 30.0  # seconds a quick-match table waits for players before AIs fill it
    quick_fill_level: str = "medium"  # the AIs that fill it
    turn_clock_unit: float = 1.0  # seconds one ``turn_seconds`` second lasts (tests shorten it)
