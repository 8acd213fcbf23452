"""The table server attacked from loopback, with figures: ``python -m scopa_desktop.tools.net_attack``.

One ``cli serve`` process at a descriptor limit of ``--open-files`` (1,024, as the
issue measured).  A well-behaved pair of players plays moves at one table all along,
in this process; each attack (``net_attackers``) runs for ``--seconds`` at most in a
process of its own at niceness ``--nice-clients`` (an attacker on the internet does
not take the server's processor; on one machine, unniced, it would).  Per attack:

* ``move_to_state_ms``: the pair's move → ``state`` times (p50 / p99 / max ms), as
  its client saw them; ``server_read_to_last_state_ms`` and ``server_loop_lag_ms``,
  the server's own (``serve --latency-file``): a move's handling, and how late its
  event loop ran a 10 ms timer, which is how long a move waited in its socket;
* whether a new player still got its ``welcome``, what the attacker got;
* the server's resident memory: idle before any attack, at its highest during each,
  after each (its clients gone) and after ``--settle`` seconds at the end.

Prints JSON.  Every process it starts is stopped by its PID.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .net_attackers import ATTACKS, HOST, run_attacker
from .net_bench import Figures, process_figures, seat_table, spread_ms

#: Idle connections from one address, and as many from many; clients that stop reading.
DEFAULT_COUNTS = {"idle": 1100, "non-readers": 150}
LONGEST_ATTACK = 60.0  # seconds


def rss_mb(pid: int) -> float:
    return round(process_figures(pid)[0] / 2**20, 1)


async def start_server(open_files: int, state_dir: Path) -> tuple[asyncio.subprocess.Process, int]:
    def limit_files() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))

    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.cli", "serve", "--host", HOST, "--port", "0",
        "--state-dir", str(state_dir / "tables"), "--ai-processes", "0",
        "--latency-file", str(state_dir / "latency.json"), stderr=asyncio.subprocess.PIPE, preexec_fn=limit_files)
    assert server.stderr is not None
    port = int((await server.stderr.readline()).decode().rsplit(":", 1)[1])
    return server, port


async def run_attack_process(kind: str, port: int, count: int, seconds: float, nice: int) -> dict[str, Any]:
    """One attack in a niced process of its own: its JSON report; killed by its PID if it overruns."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.tools.net_attack", "--attacker", kind, "--port", str(port),
        "--count", str(count), "--seconds", str(seconds), "--nice-clients", str(nice),
        stdout=asyncio.subprocess.PIPE)
    try:
        output, _ = await asyncio.wait_for(process.communicate(), seconds + 60)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    if process.returncode != 0:
        raise RuntimeError(f"the {kind} attacker failed ({process.returncode})")
    return dict(json.loads(output))


async def highest_rss(pid: int, until: asyncio.Future[Any], every: float = 0.25) -> float:
    highest = rss_mb(pid)
    while not until.done():
        await asyncio.wait({until}, timeout=every)
        highest = max(highest, rss_mb(pid))
    return highest


async def one_attack(kind: str, server_pid: int, port: int, count: int, seconds: float,
                     nice: int) -> dict[str, Any]:
    """The pair plays while ``kind`` attacks: their figures, the attacker's, the server's memory."""
    figures = Figures(window=(0.0, float("inf")))  # the well-behaved pair, moving as fast as allowed
    pair = await seat_table([port], 0, figures, random.Random(1))
    await pair.clients[0].send({"type": "start"})
    playing = asyncio.gather(pair.play(0), pair.play(1))
    started = time.monotonic()
    attacker = asyncio.ensure_future(run_attack_process(kind, port, count, seconds, nice))
    highest = await highest_rss(server_pid, attacker)
    phase = {"window": (started, time.monotonic()), **attacker.result()}
    playing.cancel()
    with contextlib.suppress(asyncio.CancelledError, OSError):
        await playing
    for client in pair.clients:
        await client.close()
    phase["moves_answered"] = len(figures.latencies)
    phase["move_to_state_ms"] = spread_ms(figures.latencies) if figures.latencies else None
    phase["pair_errors"] = figures.errors[:3]
    phase["rss_mb_highest"] = highest
    await asyncio.sleep(1.0)  # the server hears the attacker's connections close
    phase["rss_mb_after"] = rss_mb(server_pid)
    return phase


def server_side(latency_file: Path, phase: dict[str, Any]) -> None:
    """The server's own figures within the phase's window, from the file it wrote on stopping."""
    first, last = phase.pop("window")
    data = json.loads(latency_file.read_text(encoding="utf-8"))
    phase["server_read_to_last_state_ms"] = spread_ms([took for read, took in data["moves"] if first <= read <= last])
    phase["server_loop_lag_ms"] = spread_ms([late for due, late in data["loop_lag"] if first <= due <= last])


async def attack(open_files: int, seconds: float, counts: dict[str, int], attacks: list[str], nice: int,
                 settle: float, state_dir: Path) -> dict[str, Any]:
    server, port = await start_server(open_files, state_dir)
    log: list[bytes] = []

    async def keep_log() -> None:
        assert server.stderr is not None
        while line := await server.stderr.readline():
            log.append(line)

    logging = asyncio.create_task(keep_log())
    await asyncio.sleep(1.0)  # started and settled
    report: dict[str, Any] = {"open_files": open_files, "nice_clients": nice, "idle_rss_mb": rss_mb(server.pid)}
    try:
        for kind in attacks:
            lines_before = len(log)
            phase = await one_attack(kind, server.pid, port, counts.get(kind, 0), seconds, nice)
            phase["log_lines"] = len(log) - lines_before
            report[kind] = phase
        await asyncio.sleep(settle)
        report["settled_rss_mb"] = rss_mb(server.pid)
        report["settled_over_idle"] = round(report["settled_rss_mb"] / report["idle_rss_mb"] - 1, 3)
    finally:
        if server.returncode is None:
            server.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(server.wait(), 30)
        finally:
            if server.returncode is None:
                server.kill()
                await server.wait()
        await logging
    for kind in attacks:
        server_side(state_dir / "latency.json", report[kind])
    text = b"".join(log).decode(errors="replace")
    report["log_bytes"] = len(text)
    report["tracebacks_in_log"] = text.count("Traceback")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_desktop.tools.net_attack",
                                     description="The table server attacked from loopback, with figures.")
    parser.add_argument("--open-files", type=int, default=1024, help="the server's descriptor limit (default 1024)")
    parser.add_argument("--seconds", type=float, default=10.0, help="longest time an attack runs (default 10, most 60)")
    parser.add_argument("--attacks", default=",".join(ATTACKS), help=f"which, in order (default {','.join(ATTACKS)})")
    parser.add_argument("--idle", type=int, default=DEFAULT_COUNTS["idle"],
                        help="idle connections from one address, and as many from many (default 1100)")
    parser.add_argument("--non-readers", type=int, default=DEFAULT_COUNTS["non-readers"],
                        help="clients that stop reading (default 150)")
    parser.add_argument("--nice-clients", type=int, default=19, choices=range(20), metavar="0-19",
                        help="the attackers' niceness (default 19)")
    parser.add_argument("--settle", type=float, default=5.0, help="seconds after the attacks before memory is read")
    parser.add_argument("--attacker", choices=ATTACKS, help=argparse.SUPPRESS)  # an attacker's own process
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--count", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    seconds = min(args.seconds, LONGEST_ATTACK)
    if args.attacker:
        os.nice(args.nice_clients)
        _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # thousands of sockets: as many as allowed
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        print(json.dumps(asyncio.run(run_attacker(args.attacker, args.port, args.count, seconds))))
        return 0
    attacks = [kind for kind in args.attacks.split(",") if kind]
    if not attacks or any(kind not in ATTACKS for kind in attacks) or len(set(attacks)) < len(attacks):
        parser.error(f"--attacks: a comma-separated list of {', '.join(ATTACKS)}, each once")
    counts = {"idle": args.idle, "non-readers": args.non_readers}
    with tempfile.TemporaryDirectory(prefix="net-attack-") as state_dir:
        report = asyncio.run(attack(args.open_files, seconds, counts, attacks, args.nice_clients, args.settle,
                                    Path(state_dir)))
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
