"""Load benchmark of the table server: ``python -m scopa_desktop.tools.net_bench``.

One headless server process (``cli serve``, tables kept on disk as in
production) holds ``--tables`` tables of two clients each.  The clients are
spread over ``--client-processes`` processes of their own (one Python process
cannot keep 1,000 sockets busy and would measure itself) and play random legal
moves as fast as the server answers (each below the protocol's 20 messages a
second); a finished match is followed at once by a new one.  ``--paced-seconds``
then measures again with each table moving about every ``--move-gap`` seconds,
as people play.

Two times, each as p50 / p99 / max in ms:

* ``server_read_to_last_state_ms``: what the issue asks, measured by the server
  (``serve --latency-file``): from reading a move off its socket to writing
  the table's last ``state``; with ``server_loop_lag_ms``, how late its event
  loop ran a 10 ms timer, which is how long a move can wait in the socket
  before the server reads it (the move's own time cannot see that wait);
* ``client_move_to_last_state_ms``: measured by the clients, from sending a
  move to the table's last client having its ``state``, so it includes the
  client processes' own queueing and the scheduler of a shared machine.

Also moves per second, errors, the server's memory per table and CPU per move,
and the CPU the client processes used.  Prints JSON.

``--servers 1,2,4`` measures ``serve --store`` instead, one run after the other: 1, 2
and 4 server processes sharing one Valkey/Redis store (a ``redis-server`` the benchmark
starts in its temporary folder), the two clients of each table on two different processes
when there are several, so every move of one of them is forwarded through the store.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import shutil
import socket
import sys
import tempfile
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.captures import Move
from ..engine.rules import Rules
from ..net.agent_messages import card_set_field, move_to_answer
from ..net.client import TableClient

HOST = "127.0.0.1"
RATE = 18  # messages a second a client sends at most: the protocol's 20, less a margin for network jitter
SEAT_BATCH = 5  # tables a client process seats at once: a loaded machine answers a few hellos at a time in time
MAX_REPORT_LINE = 64 * 1024 * 1024  # a client process's report: every move's time of a phase, on one line


@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    window: tuple[float, float] = (0.0, -1.0)  # time.monotonic() span whose completed moves count
    move_gap: float = 0.0  # seconds a table waits between its moves: 0 flat out, else a human pace


@dataclass
class BenchTable:
    clients: list[TableClient]
    figures: Figures
    rng: random.Random
    sent_at: float = -1e9
    # seq a move will produce -> [when it was sent, clients that have that state]: one entry a move
    # in flight, since the next move may be sent before the other client has read this one's state
    pending: dict[int, list[float]] = field(default_factory=dict)
    sends: list[deque[float]] = field(default_factory=lambda: [deque(), deque()])
    seated: list[dict[str, Any]] = field(default_factory=list)  # each seat's ``seated``: its code and token
    rules: Rules | None = None  # the table's, from its first state

    def state_arrived(self, seq: int) -> None:
        entry = self.pending.get(seq)
        if entry is None:
            return
        entry[1] += 1
        if entry[1] == len(self.clients):
            del self.pending[seq]
            now = time.monotonic()
            first, last = self.figures.window
            if first <= now <= last:
                self.figures.latencies.append(now - entry[0])

    def legal_moves(self, state: dict[str, Any]) -> list[Move]:
        """The moves of the seat to play, from its hand and the table alone: the clients stand for the
        players' computers, so what they spend must not eat into the server's share of a shared machine
        (rebuilding the whole seen round, as an agent's request is checked, was 40% of their time)."""
        if self.rules is None:
            self.rules = Rules.from_record(state["rules"])
        return self.rules.capture.moves(card_set_field(state["hand"], "hand"), card_set_field(state["table"], "table"))

    async def pace(self, seat: int) -> None:
        """Wait if this client sent ``RATE`` messages within the last second."""
        recent = self.sends[seat]
        if len(recent) == RATE:
            wait = recent[0] + 1.0 - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            recent.popleft()
        recent.append(time.monotonic())

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
                    move = move_to_answer(self.rng.choice(self.legal_moves(message)))
                    if self.figures.move_gap:  # spread out, so the tables do not move in step
                        wait = self.sent_at + self.figures.move_gap * self.rng.uniform(0.5, 1.5) - time.monotonic()
                        await asyncio.sleep(max(0.0, wait))
                    await self.pace(seat)
                    self.sent_at = time.monotonic()
                    self.pending[message["seq"] + 1] = [self.sent_at, 0]
                    await client.send({"type": "move", **move})
            elif kind == "match_over" and seat == 0:
                await self.paced_send(0, {"type": "start"})
            elif kind == "error":
                self.figures.errors.append(f"{message['code']}: {message['message']}")


async def seat_table(ports: list[int], index: int, figures: Figures, rng: random.Random) -> BenchTable:
    """Table ``index``: its host on one server, its guest on the next one (when there are several)."""
    host = await TableClient.connect(HOST, ports[index % len(ports)], "Host")
    await host.send({"type": "create", "rules": {"players": 2}, "seats": ["open", "open"]})
    host_seated = await host.until("seated")
    guest = await TableClient.connect(HOST, ports[(index + 1) % len(ports)], "Guest")
    await guest.send({"type": "join", "table": host_seated["table"]})
    guest_seated = await guest.until("seated")
    return BenchTable([host, guest], figures, random.Random(rng.random()), seated=[host_seated, guest_seated])


# A client process ----------------------------------------------------------------------------


async def client_worker(ports: list[int], tables: int, seed: int, nice: int = 0) -> None:
    """Seat ``tables`` tables, say ``seated``, play; for each ``phase GAP FROM TO`` line on stdin,
    play at that pace and print the moves completed between FROM and TO (JSON); stop at EOF."""
    figures = Figures()
    rng = random.Random(seed)
    seated: list[BenchTable] = []
    for start in range(0, tables, SEAT_BATCH):
        batch = min(SEAT_BATCH, tables - start)
        seated += await asyncio.gather(*(seat_table(ports, seed + start + i, figures, rng) for i in range(batch)))
    players = [asyncio.create_task(table.play(seat)) for table in seated for seat in (0, 1)]
    for table in seated:
        await table.paced_send(0, {"type": "start"})
    os.nice(nice)  # seated at the usual priority (a starved client would time out its hello), played niced
    print("seated", flush=True)
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        _, gap, first, last = line.split()
        figures.move_gap, figures.window, figures.latencies = float(gap), (float(first), float(last)), []
        await asyncio.sleep(max(0.0, float(last) - time.monotonic()))
        print(json.dumps({"latencies": figures.latencies, "errors": figures.errors[:3],
                          "error_count": len(figures.errors)}), flush=True)
    for task in players:
        task.cancel()


# The benchmark -------------------------------------------------------------------------------


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


def spread_ms(seconds: list[float]) -> dict[str, float]:
    return {
        "p50": round(1000 * percentile(seconds, 0.50), 2),
        "p99": round(1000 * percentile(seconds, 0.99), 2),
        "max": round(1000 * max(seconds, default=float("nan")), 2),
        "count": len(seconds),
    }


def cpu_seconds(pids: list[int]) -> float:
    return sum(process_figures(pid)[1] for pid in pids)


async def start_server(tables: int, state_dir: str, latency_file: Path,
                       store: str | None = None) -> tuple[asyncio.subprocess.Process, int]:
    """``cli serve``, its bounds per address lifted: every client of the benchmark is on loopback."""
    many = str(4 * tables + 100)
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.cli", "serve", "--host", HOST, "--port", "0",
        "--state-dir", state_dir, "--max-tables", str(tables + 10), "--ai-processes", "1",
        "--max-connections", many, "--connections-per-address", many, "--tables-per-address", many,
        "--join-rate", many, "--join-burst", many, *(["--store", store] if store else []),
        "--latency-file", str(latency_file), stderr=asyncio.subprocess.PIPE,
    )
    assert server.stderr is not None
    while True:
        line = (await server.stderr.readline()).decode()
        found = re.search(r"serving \S+ on [\d.]+:(\d+)", line)
        if found or not line:
            break
    if not found:
        raise RuntimeError("the server did not start")
    return server, int(found.group(1))


async def measure_phase(server_pids: list[int], workers: list[asyncio.subprocess.Process], gap: float,
                        settle: float, seconds: float, store_pid: int | None = None) -> dict[str, Any]:
    """One phase at ``gap`` (0: flat out): the clients' figures, the server's and the clients' CPU."""
    first = time.monotonic() + settle
    last = first + seconds
    for worker in workers:
        assert worker.stdin is not None
        worker.stdin.write(f"phase {gap} {first} {last}\n".encode())
        await worker.stdin.drain()
    await asyncio.sleep(max(0.0, first - time.monotonic()))
    client_pids = [worker.pid for worker in workers]
    store_pids = [] if store_pid is None else [store_pid]
    server_cpu, clients_cpu, store_cpu = cpu_seconds(server_pids), cpu_seconds(client_pids), cpu_seconds(store_pids)
    await asyncio.sleep(max(0.0, last - time.monotonic()))
    server_cpu, clients_cpu = cpu_seconds(server_pids) - server_cpu, cpu_seconds(client_pids) - clients_cpu
    store_cpu = cpu_seconds(store_pids) - store_cpu
    latencies: list[float] = []
    errors: list[str] = []
    error_count = 0
    for worker in workers:
        assert worker.stdout is not None
        report = json.loads(await worker.stdout.readline())
        latencies += report["latencies"]
        errors += report["errors"]
        error_count += report["error_count"]
    moves = len(latencies)
    return {
        "window": (first, last),
        "seconds": round(seconds, 1),
        "moves": moves,
        "moves_per_second": round(moves / seconds, 1),
        "client_move_to_last_state_ms": spread_ms(latencies),
        "server_cpu_ms_per_move": round(1000 * server_cpu / max(1, moves), 3),
        "server_cpu_share": round(server_cpu / seconds, 2),
        "clients_cpu_share": round(clients_cpu / seconds, 2),
        **({"store_cpu_share": round(store_cpu / seconds, 2),
            "store_cpu_ms_per_move": round(1000 * store_cpu / max(1, moves), 4)} if store_pid is not None else {}),
        "errors_so_far": error_count,
        "first_errors": errors[:3],
    }


def server_side(latency_files: list[Path], phase: dict[str, Any]) -> None:
    """Add the servers' own figures for the phase's window, from the files they wrote on stopping
    (None for a figure with no sample in the window: a killed server writes no file)."""
    first, last = phase.pop("window")
    moves: list[float] = []
    lags: list[float] = []
    for latency_file in latency_files:
        data = json.loads(latency_file.read_text(encoding="utf-8"))
        moves += [took for read, took in data["moves"] if first <= read <= last]
        lags += [late for due, late in data["loop_lag"] if first <= due <= last]
    phase["server_read_to_last_state_ms"] = spread_ms(moves) if moves else None
    phase["server_loop_lag_ms"] = spread_ms(lags) if lags else None


async def bench(tables: int, processes: int, seconds: float, warmup: float, paced_seconds: float, move_gap: float,
                state_dir: str, nice_clients: int = 0, servers: int = 1,
                store: tuple[str, int] | None = None) -> dict[str, Any]:
    """One run; ``store``: the URL and PID of the store the ``servers`` processes share."""
    latency_files = [Path(state_dir) / f"latency-{index}.json" for index in range(servers)]
    started = [await start_server(tables, str(Path(state_dir) / f"server-{index}"), latency_files[index],
                                  store and store[0]) for index in range(servers)]
    server_pids = [server.pid for server, _ in started]
    ports = ",".join(str(port) for _, port in started)
    drains = [asyncio.create_task(server.stderr.read())  # the per-event log, unread, must not block the server
              for server, _ in started if server.stderr is not None]
    workers: list[asyncio.subprocess.Process] = []
    try:
        idle_rss = sum(process_figures(pid)[0] for pid in server_pids)
        shares = [tables // processes + (index < tables % processes) for index in range(processes)]
        for index, share in enumerate(shares):
            workers.append(await asyncio.create_subprocess_exec(
                sys.executable, "-m", "scopa_desktop.tools.net_bench", "--worker", "--ports", ports,
                "--tables", str(share), "--seed", str(sum(shares[:index])), "--nice-clients", str(nice_clients),
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                limit=MAX_REPORT_LINE,
            ))
        for worker in workers:
            assert worker.stdout is not None
            if (await worker.stdout.readline()).strip() != b"seated":
                raise RuntimeError(f"a client process did not seat its tables ({servers} servers)")
        seated_rss = sum(process_figures(pid)[0] for pid in server_pids)
        report: dict[str, Any] = {"servers": servers, "store": store is not None, "tables": tables,
                                  "clients": 2 * tables, "client_processes": processes, "nice_clients": nice_clients}
        store_pid = None if store is None else store[1]
        phases = {}
        if seconds:
            phases["flat_out"] = await measure_phase(server_pids, workers, 0.0, warmup, seconds, store_pid)
        if paced_seconds:
            phases[f"paced_{move_gap:g}s_a_move"] = await measure_phase(server_pids, workers, move_gap, 2 * move_gap,
                                                                        paced_seconds, store_pid)
        playing_rss = sum(process_figures(pid)[0] for pid in server_pids)
        for worker in workers:
            assert worker.stdin is not None
            worker.stdin.close()
        await asyncio.gather(*(worker.wait() for worker in workers))
        for server, _ in started:
            server.terminate()
        for server, _ in started:
            await server.wait()
        for phase in phases.values():
            server_side(latency_files, phase)
        report.update(phases)
        report["server_memory_mb"] = round(playing_rss / 2**20, 1)
        report["memory_per_table_kb"] = {
            "seated": round((seated_rss - idle_rss) / tables / 1024, 1),
            "playing": round((playing_rss - idle_rss) / tables / 1024, 1),
        }
        return report
    finally:
        for process in (*workers, *(server for server, _ in started)):
            if process.returncode is None:
                process.kill()
                await process.wait()
        for drain in drains:
            drain.cancel()


async def start_store(folder: str) -> tuple[asyncio.subprocess.Process, str]:
    """A ``redis-server`` of the benchmark's own on a free loopback port, nothing saved."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("--servers needs redis-server (Debian: apt-get install redis-server)")
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        port = probe.getsockname()[1]
    store = await asyncio.create_subprocess_exec(
        binary, "--save", "", "--appendonly", "no", "--port", str(port), "--bind", HOST, "--dir", folder,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    assert store.stdout is not None
    while b"Ready to accept connections" not in (line := await store.stdout.readline()):
        if not line:
            raise RuntimeError("redis-server did not start")
    return store, f"redis://{HOST}:{port}/0"


async def bench_on_a_store(counts: list[int], folder: str, **settings: Any) -> list[dict[str, Any]]:
    """``bench`` once for each number of server processes in ``counts`` (0: one on its state folder),
    one store for all, emptied between."""
    import redis

    store, url = await start_store(folder)
    assert store.stdout is not None
    drain = asyncio.create_task(store.stdout.read())
    reports = []
    try:
        for index, servers in enumerate(counts):
            redis.Redis.from_url(url).flushall()
            run_folder = Path(folder) / f"run-{index}"
            run_folder.mkdir()
            if servers:
                reports.append(await bench(state_dir=str(run_folder), servers=servers, store=(url, store.pid),
                                           **settings))
            else:  # 0: one process on its state folder, as without --store, for comparison in the same run
                reports.append(await bench(state_dir=str(run_folder), **settings))
    finally:
        store.kill()
        await store.wait()
        drain.cancel()
    return reports


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_desktop.tools.net_bench", description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--client-processes", type=int, default=3, help="processes the clients are spread over")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured time, after the warm-up")
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--paced-seconds", type=float, default=0.0, help="then measure this long at a human pace")
    parser.add_argument("--move-gap", type=float, default=2.0, help="seconds between a paced table's moves")
    parser.add_argument("--nice-clients", type=int, default=0, choices=range(20), metavar="0-19",
                        help="run the client processes at this niceness, so that on a machine they share "
                             "the server is not kept waiting by the clients' own work (the players' computers "
                             "are not the server's)")
    parser.add_argument("--servers", help="measure serve --store instead: runs with this many server processes "
                                          "on one store, one after the other (such as 1,2,4; 0 is one "
                                          "server on its state folder, for comparison)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)  # a client process
    parser.add_argument("--ports", default="", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        asyncio.run(client_worker([int(port) for port in args.ports.split(",")], args.tables, args.seed,
                                  args.nice_clients))
        return 0
    if args.tables < 1 or not 1 <= args.client_processes <= args.tables:
        parser.error("--tables must be at least 1 and --client-processes from 1 to --tables")
    settings = {"tables": args.tables, "processes": args.client_processes, "seconds": args.seconds,
                "warmup": args.warmup, "paced_seconds": args.paced_seconds, "move_gap": args.move_gap,
                "nice_clients": args.nice_clients}
    with tempfile.TemporaryDirectory(prefix="scopa-net-bench-") as state_dir:
        if args.servers:
            counts = [int(count) for count in args.servers.split(",")]
            figures: Any = asyncio.run(bench_on_a_store(counts, state_dir, **settings))
        else:
            figures = asyncio.run(bench(state_dir=state_dir, **settings))
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
