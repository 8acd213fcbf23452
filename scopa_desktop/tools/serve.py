"""``cli serve``: the table server headless, for the internet or a LAN.

One log line per table event on standard error.  SIGINT or SIGTERM stops it
cleanly; every table is on disk in the state folder all along (written after
each move), so the next start, even after a SIGKILL, goes on where it stopped.
With ``--store redis://HOST:PORT/DB`` the tables live in that store instead, shared
by every ``serve`` process that names it (``net.cluster``).
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import logging
import os
import signal
import ssl
import sys
from pathlib import Path

from ..net.address import DEFAULT_PORT, WEBSOCKET_PATH, nameable
from ..net.server import ServerOptions, TableServer


def default_state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state"
    return Path(base) / "scopa-desktop" / "tables"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every interface)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT})")
    parser.add_argument("--websocket-port", type=int,
                        help="also serve the same tables over WebSocket on this port (behind a reverse proxy)")
    parser.add_argument("--websocket-path", default=WEBSOCKET_PATH,
                        help=f"the WebSocket's path (default {WEBSOCKET_PATH})")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                        help="a reverse proxy whose X-Forwarded-For names the player (for the per-address bounds); "
                             "may be given more than once")
    parser.add_argument("--tls-cert", help="PEM certificate: serve over TLS (with --tls-key)")
    parser.add_argument("--tls-key", help="PEM private key of --tls-cert")
    parser.add_argument("--max-tables", type=int, default=1000, help="most tables at once (default 1000)")
    parser.add_argument("--state-dir", type=Path, help=f"where tables are kept (default {default_state_dir()})")
    parser.add_argument("--store", metavar="redis://HOST:PORT/DB",
                        help="keep the tables in this Valkey or Redis store, shared by every serve process "
                             "that names it, instead of --state-dir")
    parser.add_argument("--store-lease", type=float, default=5.0,
                        help="seconds a table waits for a process that stopped before another takes it over")
    parser.add_argument(
        "--stand-in-after", type=float, default=120.0, help="seconds before an AI plays a lost player's seat"
    )
    parser.add_argument("--ai-delay", type=float, default=0.6, help="seconds an AI seat waits before its move")
    parser.add_argument("--ai-processes", type=int, default=2, help="worker processes for AI seats")
    defaults = ServerOptions()
    parser.add_argument("--max-connections", type=int, default=defaults.max_connections,
                        help=f"most connections at once (default {defaults.max_connections}, fewer if the "
                             "descriptor limit is lower); past it a newcomer is told busy")
    parser.add_argument("--connections-per-address", type=int, default=defaults.connections_per_address,
                        help=f"most connections from one IPv4 address or IPv6 /64 "
                             f"(default {defaults.connections_per_address})")
    parser.add_argument("--rate-limit", type=int, default=defaults.rate_limit,
                        help=f"messages a second one connection may send (default {defaults.rate_limit})")
    parser.add_argument("--join-rate", type=float, default=defaults.join_rate,
                        help=f"join and rejoin tries a second from one address (default {defaults.join_rate:g})")
    parser.add_argument("--join-burst", type=int, default=defaults.join_burst,
                        help=f"join and rejoin tries from one address at once, before --join-rate counts "
                             f"(default {defaults.join_burst})")
    parser.add_argument("--tables-per-address", type=int, default=defaults.tables_per_address,
                        help=f"most open tables created from one address (default {defaults.tables_per_address})")
    parser.add_argument("--quick-fill-after", type=float, default=defaults.quick_fill_after,
                        help=f"seconds a quick-match table waits for players before {defaults.quick_fill_level} AIs "
                             f"fill its empty seats (default {defaults.quick_fill_after:g})")
    parser.add_argument("--latency-file", type=Path,
                        help="benchmarks: on stopping, write each move's time from read to the last state written")


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The server's TLS context; ValueError naming the option and path at fault."""
    if not cert and not key:
        return None
    if not cert or not key:
        raise ValueError("--tls-cert and --tls-key go together")
    for option, path in (("--tls-cert", cert), ("--tls-key", key)):
        try:
            Path(path).open("rb").close()
        except OSError as error:
            raise ValueError(f"{option} {path}: {error.strerror or error}") from None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(cert, key)
    except (ssl.SSLError, OSError) as error:
        raise ValueError(f"--tls-cert {cert} with --tls-key {key}: not a PEM certificate and its key "
                         f"({error.strerror or error})") from None
    return context


def options_from_args(args: argparse.Namespace) -> ServerOptions:
    if args.max_tables < 1 or not 0 <= args.port < 65536 or args.ai_processes < 0:
        raise ValueError("--max-tables must be at least 1, --port 0 to 65535, --ai-processes at least 0")
    if not 0 <= args.quick_fill_after <= 3600:
        raise ValueError("--quick-fill-after must be 0 to 3600 seconds")
    if min(args.max_connections, args.connections_per_address, args.tables_per_address, args.rate_limit) < 1:
        raise ValueError("--max-connections, --connections-per-address, --tables-per-address and --rate-limit "
                         "must be at least 1")
    if args.websocket_port is not None and not 0 <= args.websocket_port < 65536:
        raise ValueError("--websocket-port must be 0 to 65535")
    if args.join_rate <= 0 or args.join_burst < 1:
        raise ValueError("--join-rate must be above 0 and --join-burst at least 1")
    if args.store is not None and not args.store.startswith(("redis://", "rediss://", "unix://")):
        raise ValueError(f"--store {args.store}: a store is named redis://HOST:PORT/DB")
    if not 0.5 <= args.store_lease <= 600:
        raise ValueError("--store-lease must be 0.5 to 600 seconds")
    if not nameable(args.host):
        raise ValueError(f"--host {args.host}: not a name or address a computer can have")
    if not args.websocket_path.startswith("/"):
        raise ValueError(f"--websocket-path {args.websocket_path}: a path begins with /")
    try:
        proxies = frozenset(str(ipaddress.ip_address(address)) for address in args.trusted_proxy)
    except ValueError as error:
        raise ValueError(f"--trusted-proxy: {error}") from None
    return ServerOptions(
        host=args.host,
        port=args.port,
        websocket_port=args.websocket_port,
        websocket_path=args.websocket_path,
        trusted_proxies=proxies,
        tls=tls_context(args.tls_cert, args.tls_key),
        max_tables=args.max_tables,
        state_dir=args.state_dir or default_state_dir(),
        store=args.store,
        store_lease=args.store_lease,
        stand_in_after=args.stand_in_after,
        ai_delay=args.ai_delay,
        ai_processes=args.ai_processes,
        latency_file=args.latency_file,
        max_connections=args.max_connections,
        connections_per_address=args.connections_per_address,
        tables_per_address=args.tables_per_address,
        rate_limit=args.rate_limit,
        join_rate=args.join_rate,
        join_burst=args.join_burst,
        quick_fill_after=args.quick_fill_after,
    )


async def serve(options: ServerOptions, log: logging.Logger) -> None:
    """Run until SIGINT or SIGTERM, then close every connection and keep every table."""
    server = TableServer(options, log)
    await server.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
        log.info("stopping (signal)")
    finally:
        await server.close()


def cmd_serve(args: argparse.Namespace) -> int:
    log = logging.getLogger("scopa_desktop.net")
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    try:
        options = options_from_args(args)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    try:
        asyncio.run(serve(options, log))
    except OSError as error:  # a port taken, a store that cannot be reached: one line, no traceback
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0
