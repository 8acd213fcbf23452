"""The table server attacked from loopback, with figures: ``python -m scopa_desktop.tools.net_attack``.

One ``cli serve`` process at a descriptor limit of ``--open-files`` (1,024, as the
issue measured).  A well-behaved pair of players plays moves at one table through every
attack, in this process (the same pair and table all the run, held still between attacks);
each attack (``net_attackers``) runs for ``--seconds`` (longer only when the
kill in its middle ends later, on a loaded machine: ``FloodEnd``) in a process
of its own at niceness ``--nice-clients`` (an attacker on the internet does
not take the server's processor; on one machine, unniced, it would).  Per attack:

* ``move_to_state_ms``: the pair's move → ``state`` times (p50 / p99 / max ms), as
  its client saw them; ``server_read_to_last_state_ms`` and ``server_loop_lag_ms``,
  the server's own (``serve --latency-file``): a move's handling, and how late its
  event loop ran a 10 ms timer, which is how long a move waited in its socket;
* whether a new player still got its ``welcome``, what the attacker got;
* the server's resident memory: idle before any attack, at its highest during each,
  after each (its attacker gone) and after ``--settle`` seconds at the end (the pair gone too);
* ``after_kill`` (``net_attack_kill``): in the middle of each flood the server is killed with
  SIGKILL and started again on the same state folder and port, the attack going on; the seq each
  seat of the pair saw and the one it got back on ``rejoin`` (the whole state must be the same),
  the moves it played after, the seconds from the kill to both seats back, and the AI worker
  processes of the killed server (each server runs one, woken by a table with an AI seat), which
  must end with it.  Anything lost is listed under ``lost`` and the run exits 1.  The server's own
  figures then cover only the part of each attack a server ran that was stopped cleanly (a killed
  one writes none); ``--no-kill`` for figures over whole attacks.

Prints JSON.  Every process it starts is stopped by its PID.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .net_attack_kill import AiTable, HeldPair, Served, kill_and_come_back
from .net_attackers import ATTACKS, run_attacker
from .net_bench import Figures, process_figures, server_side, spread_ms

#: Idle connections from one address, and as many from many; clients that stop reading.
DEFAULT_COUNTS = {"idle": 1100, "non-readers": 150}
LONGEST_ATTACK = 60.0  # seconds
MOVES_AFTER = 3  # moves the pair must have played after a kill


def rss_mb(pid: int) -> float:
    return round(process_figures(pid)[0] / 2**20, 1)


async def run_attack_process(kind: str, port: int, count: int, seconds: float, nice: int,
                             height: asyncio.Event, release: asyncio.Event) -> dict[str, Any]:
    """One attack in a niced process of its own: its JSON report; ``height`` is set when it says it
    is in the middle of its flood, and the flood goes on until ``release`` is set (its standard input
    closed: ``net_attackers.FloodEnd``).  Killed by its PID if it overruns."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.tools.net_attack", "--attacker", kind, "--port", str(port),
        "--count", str(count), "--seconds", str(seconds), "--nice-clients", str(nice),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    stdin = process.stdin

    async def released() -> None:
        await release.wait()
        stdin.close()

    letting_go = asyncio.ensure_future(released())
    try:
        async with asyncio.timeout(seconds + 60):
            while (line := await process.stdout.readline()) == b"height\n":
                height.set()
            output = line + await process.stdout.read()
            await process.wait()
    finally:
        height.set()  # (an attacker that failed has no middle: the kill comes after it)
        letting_go.cancel()
        if process.returncode is None:
            process.kill()
            await process.wait()
    if process.returncode != 0:
        raise RuntimeError(f"the {kind} attacker failed ({process.returncode})")
    return dict(json.loads(output))


async def flood_until_released(kind: str, port: int, count: int, seconds: float,
                               at_height: Callable[[], None]) -> dict[str, Any]:
    """An attacker's own process: its flood, which ends no sooner than its standard input does
    (``run_attack_process`` closes it once the server was killed in the flood's middle)."""
    loop = asyncio.get_running_loop()
    released = asyncio.Event()
    stdin = sys.stdin.fileno()

    def release() -> None:  # anything to read, or the end: released (read once, then no longer watched)
        loop.remove_reader(stdin)
        released.set()

    loop.add_reader(stdin, release)
    return await run_attacker(kind, port, count, seconds, at_height, released)


async def highest_rss(served: list[Served], until: asyncio.Future[Any], every: float = 0.25) -> float:
    """The highest resident memory of the server running (``served[0]``, replaced after a kill)."""
    highest = 0.0
    while not until.done():
        with contextlib.suppress(OSError, StopIteration):  # killed (gone, or a zombie), not yet replaced
            highest = max(highest, rss_mb(served[0].process.pid))
        await asyncio.wait({until}, timeout=every)
    return highest


async def one_attack(kind: str, served: list[Served], pair: HeldPair, count: int, seconds: float, nice: int,
                     kill: tuple[int, Path, AiTable] | None) -> dict[str, Any]:
    """The pair plays while ``kind`` attacks: their figures, the attacker's, the server's memory;
    ``kill`` (the descriptor limit, state folder and AI table): the server is killed at the
    attack's height and started again (``served[0]`` then is the new one), and the pair must get
    its state back."""
    port = served[0].port
    if kill:
        await kill[2].wake(port)  # the AI worker processes run: they must end with the server
    figures = pair.figures = Figures(window=(0.0, float("inf")))  # the pair moves as fast as allowed
    await pair.go_on(dict(pair.last))
    started = time.monotonic()
    height, release = asyncio.Event(), asyncio.Event()
    attacker = asyncio.ensure_future(run_attack_process(kind, port, count, seconds, nice, height, release))
    highest = asyncio.ensure_future(highest_rss(served, attacker))
    after_kill = None
    if kill:
        await height.wait()
        served[0], after_kill = await kill_and_come_back(served[0], pair, kill[0], kill[1], attacker)
    release.set()  # the flood may end: the kill, if any, came in its middle
    await asyncio.wait({attacker})
    if after_kill is not None:  # and the pair plays on: a few more moves at least, if the flood left it too few
        await pair.played(after_kill["moves_before"] + MOVES_AFTER)
    phase = {"window": (started, time.monotonic()), **attacker.result()}
    await pair.hold()  # still until the next attack
    phase["moves_answered"] = len(figures.latencies)
    phase["move_to_state_ms"] = spread_ms(figures.latencies) if figures.latencies else None
    phase["pair_errors"] = figures.errors[:3]
    phase["rss_mb_highest"] = await highest
    if after_kill is not None:
        after_kill["moves_after"] = len(figures.latencies) - after_kill.pop("moves_before")
        phase["after_kill"] = after_kill
    await asyncio.sleep(1.0)  # the server hears the attacker's connections close
    phase["rss_mb_after"] = rss_mb(served[0].process.pid)
    return phase


def losses(report: dict[str, Any], attacks: list[str]) -> list[str]:
    """What a kill lost, attack by attack: a state not given back whole, an AI process that
    outlived its server, a pair that did not play on (fewer than ``MOVES_AFTER`` moves after)."""
    found = []
    for kind in attacks:
        after = report[kind].get("after_kill")
        if after is None:
            continue
        found += [f"{kind}: {what}" for what in after["lost"]]
        if after["ai_processes_outlived"]:
            found.append(f"{kind}: {after['ai_processes_outlived']} AI processes outlived the killed server")
        if after["moves_after"] < MOVES_AFTER:
            found.append(f"{kind}: the pair played {after['moves_after']} moves after the kill")
    return found


async def attack(open_files: int, seconds: float, counts: dict[str, int], attacks: list[str], nice: int,
                 settle: float, state_dir: Path, kill: bool = True) -> dict[str, Any]:
    """Every attack of ``attacks`` in turn against one ``serve``: the report (``kill``: each with a
    SIGKILL of the server in its middle, and ``lost``, what that lost, empty if nothing)."""
    served = [await Served.start(open_files, state_dir)]
    await asyncio.sleep(1.0)  # started and settled
    report: dict[str, Any] = {"open_files": open_files, "nice_clients": nice,
                              "idle_rss_mb": rss_mb(served[0].process.pid)}
    try:
        # The well-behaved pair and the AI table, one each for the whole run (the tables an address may
        # have open are bounded, also across a restart): held still between attacks.
        pair = await HeldPair.seat(served[0].port)
        ai_table = AiTable()
        for kind in attacks:
            lines_before = len(served[0].log)
            phase = await one_attack(kind, served, pair, counts.get(kind, 0), seconds, nice,
                                     (open_files, state_dir, ai_table) if kill else None)
            phase["log_lines"] = len(served[0].log) - lines_before
            report[kind] = phase
        await pair.stop_playing()
        for client in pair.clients:
            await client.close()
        await asyncio.sleep(settle)
        report["settled_rss_mb"] = rss_mb(served[0].process.pid)
        report["settled_over_idle"] = round(report["settled_rss_mb"] / report["idle_rss_mb"] - 1, 3)
    finally:
        await served[0].stop()
    latency_files = sorted(state_dir.glob("latency-*.json"))
    for kind in attacks:
        server_side(latency_files, report[kind])
    text = b"".join(served[0].log).decode(errors="replace")
    report["log_bytes"] = len(text)
    report["tracebacks_in_log"] = text.count("Traceback")
    report["lost"] = losses(report, attacks)
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
    parser.add_argument("--no-kill", action="store_true",
                        help="do not kill the server in the middle of each attack (its own figures then cover "
                             "the whole attack: a killed server writes none)")
    parser.add_argument("--attacker", choices=ATTACKS, help=argparse.SUPPRESS)  # an attacker's own process
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--count", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    seconds = min(args.seconds, LONGEST_ATTACK)
    if args.attacker:
        os.nice(args.nice_clients)
        _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # thousands of sockets: as many as allowed
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        def at_height() -> None:
            print("height", flush=True)

        print(json.dumps(asyncio.run(flood_until_released(args.attacker, args.port, args.count, seconds, at_height))))
        return 0
    attacks = [kind for kind in args.attacks.split(",") if kind]
    if not attacks or any(kind not in ATTACKS for kind in attacks) or len(set(attacks)) < len(attacks):
        parser.error(f"--attacks: a comma-separated list of {', '.join(ATTACKS)}, each once")
    counts = {"idle": args.idle, "non-readers": args.non_readers}
    with tempfile.TemporaryDirectory(prefix="net-attack-") as state_dir:
        report = asyncio.run(attack(args.open_files, seconds, counts, attacks, args.nice_clients, args.settle,
                                    Path(state_dir), kill=not args.no_kill))
    print(json.dumps(report, indent=1))
    for what in report["lost"]:
        print(f"LOST after the kill -9: {what}", file=sys.stderr)
    return 1 if report["lost"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
