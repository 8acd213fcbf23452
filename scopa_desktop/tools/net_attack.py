"""The table server attacked from loopback, with figures: ``python -m scopa_desktop.tools.net_attack``.

One ``cli serve`` process at a descriptor limit of ``--open-files`` (1,024, as the
issue measured).  A well-behaved pair of players plays moves at one table all along;
each attack runs for ``--seconds`` at most, and the script prints, per attack, the
pair's move → ``state`` times (p50 / p99 / max ms), whether a new player still got
its ``welcome``, what the attacker got, and the server's memory and log:

* ``idle``: ``--idle`` connections that never say hello, from one address and then
  from many (any 127.x.y.z is this machine);
* ``tables``: connect → hello → ``create`` → close, in a loop, from one address;
* ``join-walk``: ``join`` with random codes from 32 connections of one address.

Prints JSON.  Every process it starts is stopped by its PID.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import resource
import secrets
import signal
import socket
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from typing import Any

from ..net.client import Refused, TableClient
from ..net.table import CODE_ALPHABET
from .net_bench import HOST, Figures, process_figures, seat_table, spread_ms

ATTACKER = "127.0.0.2"


async def silent_socket(port: int, source: str) -> socket.socket | None:
    """A connection from ``source`` (any 127.x.y.z is this machine) that says nothing; None if refused."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((source, 0))
    sock.setblocking(False)
    try:
        await asyncio.get_running_loop().sock_connect(sock, (HOST, port))
    except OSError:
        sock.close()
        return None
    return sock


async def idle_attack(port: int, count: int, deadline: float) -> dict[str, Any]:
    opened: list[socket.socket] = []
    for i in range(2 * count):
        if time.monotonic() > deadline:
            break
        source = ATTACKER if i < count else f"127.0.{4 + i // 250}.{i % 250 + 1}"
        sock = await silent_socket(port, source)
        if sock is not None:
            opened.append(sock)
    welcomed = await new_player(port)
    for sock in opened:
        sock.close()
    return {"connections_tried": 2 * count, "connections_opened": len(opened), "new_player_welcomed": welcomed}


async def tables_attack(port: int, deadline: float) -> dict[str, Any]:
    answers: dict[str, int] = {}
    hello = b'{"type": "hello", "protocol": "scopa-table/1", "name": "Filler"}\n'
    create = b'{"type": "create", "rules": {"players": 2}, "seats": ["open", "open"]}\n'
    while time.monotonic() < deadline:
        reader, writer = await asyncio.open_connection(HOST, port, local_addr=(ATTACKER, 0))
        writer.write(hello + create)
        for _ in range(2):  # welcome (or a refusal), then the answer to create
            line = await reader.readline()
            message = json.loads(line) if line else {"type": "closed"}
            if message["type"] != "welcome":
                break
        kind = message.get("code", message["type"])
        answers[kind] = answers.get(kind, 0) + 1
        writer.close()
    return {"answers": answers, "new_player_welcomed": await new_player(port)}


async def join_walk(port: int, deadline: float) -> dict[str, Any]:
    answers: dict[str, int] = {}

    async def walker() -> None:
        reader, writer = await asyncio.open_connection(HOST, port, local_addr=(ATTACKER, 0))
        writer.write(b'{"type": "hello", "protocol": "scopa-table/1", "name": "Walker"}\n')
        await reader.readline()
        while time.monotonic() < deadline:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))
            writer.write(json.dumps({"type": "join", "table": code}).encode() + b"\n")
            line = await reader.readline()
            if not line:
                break
            kind = json.loads(line).get("code", "?")
            answers[kind] = answers.get(kind, 0) + 1
            await asyncio.sleep(0.05)  # under the line rate: only the per-address tries bound it
        writer.close()

    started = time.monotonic()
    await asyncio.gather(*(walker() for _ in range(32)), return_exceptions=True)
    answered = answers.get("no-such-table", 0)
    return {"answers": answers, "guesses_answered_a_second": round(answered / (time.monotonic() - started), 1),
            "new_player_welcomed": await new_player(port)}


async def new_player(port: int) -> bool:
    try:
        client = await TableClient.connect(HOST, port, "Newcomer")
    except (Refused, OSError, TimeoutError):
        return False
    await client.close()
    return True


async def attack(open_files: int, seconds: float, idle: int) -> dict[str, Any]:
    def limit_files() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))

    state_dir = tempfile.mkdtemp(prefix="net-attack-")
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.cli", "serve", "--host", HOST, "--port", "0", "--state-dir", state_dir,
        "--ai-processes", "0", stderr=asyncio.subprocess.PIPE, preexec_fn=limit_files)
    assert server.stderr is not None
    port = int((await server.stderr.readline()).decode().rsplit(":", 1)[1])
    log: list[bytes] = []

    async def keep_log() -> None:
        assert server.stderr is not None
        while line := await server.stderr.readline():
            log.append(line)

    logging = asyncio.create_task(keep_log())
    report: dict[str, Any] = {"open_files": open_files, "idle_rss_mb": round(process_figures(server.pid)[0] / 2**20, 1)}
    try:
        phases: list[tuple[str, Callable[[float], Awaitable[dict[str, Any]]]]] = [
            ("idle", lambda deadline: idle_attack(port, idle, deadline)),
            ("tables", lambda deadline: tables_attack(port, deadline)),
            ("join-walk", lambda deadline: join_walk(port, deadline)),
        ]
        for name, run in phases:
            figures = Figures(window=(0.0, float("inf")))  # the well-behaved pair, moving as fast as allowed
            pair = await seat_table(port, figures, random.Random(1))
            await pair.clients[0].send({"type": "start"})
            playing = asyncio.gather(pair.play(0), pair.play(1))
            lines_before = len(log)
            phase = await run(time.monotonic() + seconds)
            playing.cancel()
            with contextlib.suppress(asyncio.CancelledError, OSError):
                await playing
            phase["moves_answered"] = len(figures.latencies)
            phase["move_to_state_ms"] = spread_ms(figures.latencies) if figures.latencies else None
            phase["pair_errors"] = figures.errors[:3]
            phase["log_lines"] = len(log) - lines_before
            phase["rss_mb"] = round(process_figures(server.pid)[0] / 2**20, 1)
            report[name] = phase
            for client in pair.clients:
                await client.close()
    finally:
        server.send_signal(signal.SIGTERM)
        await asyncio.wait_for(server.wait(), 30)
        await logging
    text = b"".join(log).decode(errors="replace")
    report["log_bytes"] = len(text)
    report["tracebacks_in_log"] = text.count("Traceback")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The table server attacked from loopback, with figures.")
    parser.add_argument("--open-files", type=int, default=1024, help="the server's descriptor limit (default 1024)")
    parser.add_argument("--seconds", type=float, default=10.0, help="longest time an attack runs (default 10)")
    parser.add_argument("--idle", type=int, default=1100, help="idle connections from one address, and from many")
    args = parser.parse_args(argv)
    print(json.dumps(asyncio.run(attack(args.open_files, min(args.seconds, 60.0), args.idle)), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
