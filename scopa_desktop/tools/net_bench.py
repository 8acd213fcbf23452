"""Load benchmark of the table server: ``python -m scopa_desktop.tools.net_bench``.

One headless server process (``cli serve``, tables kept on disk as in
production) holds ``--tables`` tables of two clients each; the clients live
in this process and play random legal moves as fast as the server answers
(each below the protocol's 20 messages a second).  A finished match is
followed at once by a new one; ``--paced-seconds`` then measures again with
each table moving about every ``--move-gap`` seconds, as people play.
Prints JSON: the time from sending a move to
the moment the table's last client has the ``state`` it caused (p50, p99,
max, in ms; measured by the clients, so it includes their own delays), moves
per second, errors, and the server's memory per table and CPU per move.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import sys
import tempfile
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ..ai import legal_moves
from ..engine.seat_json import move_to_answer, request_to_view
from ..net.client import TableClient

HOST = "127.0.0.1"
RATE = 18  # messages a second a client sends at most: the protocol's 20, less a margin for network jitter


@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    errors: list[str] = field(default_factory=list)
    measuring: bool = False
    move_gap: float = 0.0  # seconds a table waits between its moves: 0 flat out, else a human pace


@dataclass
class BenchTable:
    clients: list[TableClient]
    figures: Figures
    rng: random.Random
    sent_at: float = -1e9
    waiting_for: int = -1  # the seq the last move will produce
    arrived: int = 0  # clients that have that state
    sends: list[deque[float]] = field(default_factory=lambda: [deque(), deque()])

    def state_arrived(self, seq: int) -> None:
        if seq != self.waiting_for:
            return
        self.arrived += 1
        if self.arrived == len(self.clients) and self.figures.measuring:
            self.figures.latencies.append(time.perf_counter() - self.sent_at)
            self.figures.moves += 1

    async def pace(self, seat: int) -> None:
        """Wait if this client sent ``RATE`` messages within the last second."""
        recent = self.sends[seat]
        if len(recent) == RATE:
            wait = recent[0] + 1.0 - time.perf_counter()
            if wait > 0:
                await asyncio.sleep(wait)
            recent.popleft()
        recent.append(time.perf_counter())

    async def paced_send(self, seat: int, message: dict[str, Any]) -> None:
        await self.pace(seat)
        await self.clients[seat].send(message)

    async def play(self, seat: int) -> None:
        client = self.clients[seat]
        while True:
            message = await client.receive(timeout=None)
            kind = message["type"]
            if kind == "state":
                self.state_arrived(message["seq"])
                if message["to_play"] == seat:
                    view = request_to_view({**message, "type": "move"})
                    move = move_to_answer(self.rng.choice(legal_moves(view)))
                    if self.figures.move_gap:  # spread out, so the tables do not move in step
                        wait = self.sent_at + self.figures.move_gap * self.rng.uniform(0.5, 1.5) - time.perf_counter()
                        await asyncio.sleep(max(0.0, wait))
                    await self.pace(seat)
                    self.waiting_for, self.arrived = message["seq"] + 1, 0
                    self.sent_at = time.perf_counter()
                    await client.send({"type": "move", **move})
            elif kind == "match_over" and seat == 0:
                await self.paced_send(0, {"type": "start"})
            elif kind == "error":
                self.figures.errors.append(f"{message['code']}: {message['message']}")


async def seat_table(port: int, figures: Figures, rng: random.Random) -> BenchTable:
    host = await TableClient.connect(HOST, port, "Host")
    await host.send({"type": "create", "rules": {"players": 2}, "seats": ["open", "open"]})
    code = (await host.until("seated"))["table"]
    guest = await TableClient.connect(HOST, port, "Guest")
    await guest.send({"type": "join", "table": code})
    await guest.until("seated")
    return BenchTable([host, guest], figures, random.Random(rng.random()))


def process_figures(pid: int) -> tuple[int, float]:
    """A process's resident memory (bytes) and CPU time (seconds) from /proc."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        rss = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmRSS:"))
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rpartition(")")[2].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return rss, (int(fields[11]) + int(fields[12])) / ticks


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


async def measure(figures: Figures, server_pid: int, seconds: float) -> dict[str, Any]:
    """Moves, their latency and the server's CPU time over ``seconds``."""
    figures.latencies, figures.moves = [], 0
    _, cpu_before = process_figures(server_pid)
    figures.measuring = True
    began = time.perf_counter()
    await asyncio.sleep(seconds)
    figures.measuring = False
    elapsed = time.perf_counter() - began
    _, cpu_after = process_figures(server_pid)
    latencies = figures.latencies
    return {
        "seconds": round(elapsed, 1),
        "moves": figures.moves,
        "moves_per_second": round(figures.moves / elapsed, 1),
        "move_to_last_state_ms": {
            "p50": round(1000 * percentile(latencies, 0.50), 2),
            "p99": round(1000 * percentile(latencies, 0.99), 2),
            "max": round(1000 * max(latencies, default=float("nan")), 2),
        },
        "server_cpu_ms_per_move": round(1000 * (cpu_after - cpu_before) / max(1, figures.moves), 3),
        "server_cpu_share": round((cpu_after - cpu_before) / elapsed, 2),
    }


async def bench(
    tables: int, seconds: float, warmup: float, paced_seconds: float, move_gap: float, state_dir: str
) -> dict[str, Any]:
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.cli", "serve", "--host", HOST, "--port", "0",
        "--state-dir", state_dir, "--max-tables", str(tables + 10), "--ai-processes", "1",
        stderr=asyncio.subprocess.PIPE,
    )
    assert server.stderr is not None
    while True:
        line = (await server.stderr.readline()).decode()
        found = re.search(r"serving \S+ on [\d.]+:(\d+)", line)
        if found or not line:
            break
    if not found:
        raise RuntimeError("the server did not start")
    port = int(found.group(1))
    drain = asyncio.create_task(server.stderr.read())  # the per-event log, unread, must not block the server
    try:
        idle_rss, _ = process_figures(server.pid)
        figures = Figures()
        rng = random.Random(1)
        seated: list[BenchTable] = []
        for start in range(0, tables, 50):
            batch = min(50, tables - start)
            seated += await asyncio.gather(*(seat_table(port, figures, rng) for _ in range(batch)))
        seated_rss, _ = process_figures(server.pid)
        players = [asyncio.create_task(table.play(seat)) for table in seated for seat in (0, 1)]
        for table in seated:
            await table.paced_send(0, {"type": "start"})
        await asyncio.sleep(warmup)
        report: dict[str, Any] = {"tables": tables, "clients": 2 * tables}
        report["flat_out"] = await measure(figures, server.pid, seconds)
        if paced_seconds:
            figures.move_gap = move_gap
            await asyncio.sleep(2 * move_gap)  # the tables settle into the pace
            report[f"paced_{move_gap:g}s_a_move"] = await measure(figures, server.pid, paced_seconds)
        playing_rss, _ = process_figures(server.pid)
        for task in players:
            task.cancel()
        report["errors"] = len(figures.errors)
        report["first_errors"] = figures.errors[:3]
        report["server_memory_mb"] = round(playing_rss / 2**20, 1)
        report["memory_per_table_kb"] = {
            "seated": round((seated_rss - idle_rss) / tables / 1024, 1),
            "playing": round((playing_rss - idle_rss) / tables / 1024, 1),
        }
        return report
    finally:
        if server.returncode is None:
            server.terminate()
            await server.wait()
        drain.cancel()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_desktop.tools.net_bench", description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30.0, help="measured time, after the warm-up")
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--paced-seconds", type=float, default=0.0, help="then measure this long at a human pace")
    parser.add_argument("--move-gap", type=float, default=2.0, help="seconds between a paced table's moves")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="scopa-net-bench-") as state_dir:
        figures = asyncio.run(
            bench(args.tables, args.seconds, args.warmup, args.paced_seconds, args.move_gap, state_dir)
        )
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
