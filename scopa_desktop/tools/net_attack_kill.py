"""The ``kill -9`` in the middle of each attack of ``net_attack``, and what came back.

``Served`` is one ``cli serve`` process (its log kept as it runs); ``HeldPair`` the well-behaved
pair, which can be held still: at the attack's height (``net_attackers``' ``at_height``) the pair
stops moving and waits until both seats hold the table's latest ``state`` with no move in flight,
then ``kill_and_come_back`` kills the server by its PID with SIGKILL, sees its AI worker processes
end with it, starts ``serve`` again on the same state folder and port, and the pair rejoins with
its seat tokens: each seat must get back exactly the ``state`` it last saw (the same ``seq``, hand
and table: the whole message), and then the pair plays on.  The attack goes on meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import resource
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai import legal_moves
from ..net.agent_messages import move_to_answer, request_to_view
from ..net.client import Refused, TableClient
from .net_attackers import HOST
from .net_bench import BenchTable, Figures, seat_table

SETTLE_TIMEOUT = 20.0  # seconds the held pair may take to be still: a hang guard, not a figure
WORKERS_TIMEOUT = 20.0  # seconds the AI workers of a killed server have to notice and end


@dataclass
class Served:
    """``cli serve`` on ``state_dir/tables``, at a descriptor limit of ``open_files``; its log lines in ``log``."""

    process: asyncio.subprocess.Process
    port: int
    index: int  # 0 the first started, 1 the one started after the first kill, …
    log: list[bytes] = field(default_factory=list)
    logging: asyncio.Task[None] | None = None

    @classmethod
    async def start(cls, open_files: int, state_dir: Path, port: int = 0, index: int = 0) -> Served:
        """Started, on ``port`` (0: a free one); its latency file ``state_dir/latency-INDEX.json``,
        one a process, since a killed one writes none."""
        def limit_files() -> None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))

        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "scopa_desktop.cli", "serve", "--host", HOST, "--port", str(port),
            "--state-dir", str(state_dir / "tables"), "--ai-processes", "1",
            "--latency-file", str(state_dir / f"latency-{index}.json"),
            stderr=asyncio.subprocess.PIPE, preexec_fn=limit_files)
        assert process.stderr is not None
        log: list[bytes] = []
        while not (found := re.search(rb"serving \S+ on [\d.]+:(\d+)", line := await process.stderr.readline())):
            log.append(line)
            if not line:  # (the tables it restored come before)
                process.kill()
                await process.wait()
                raise RuntimeError(f"serve did not start: {b''.join(log).decode(errors='replace')}")
        served = cls(process, int(found.group(1)), index, [*log, line])
        served.logging = asyncio.create_task(served._keep_log())
        return served

    async def _keep_log(self) -> None:
        assert self.process.stderr is not None
        while line := await self.process.stderr.readline():
            self.log.append(line)

    async def stop(self) -> None:
        """SIGTERM (the latency file is written then), SIGKILL if it has not ended in 30 s."""
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(self.process.wait(), 30)
        finally:
            if self.process.returncode is None:
                self.process.kill()
                await self.process.wait()
            if self.logging is not None:
                await self.logging


def descendants(pid: int) -> set[int]:
    """The processes under ``pid``, from /proc."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                stat = (entry / "stat").read_text()
                parents[int(entry.name)] = int(stat.rpartition(")")[2].split()[1])
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


async def ended(pidfd: int) -> None:
    """Returns when the process of ``pidfd`` has ended (the pidfd becomes readable then)."""
    loop = asyncio.get_running_loop()
    done: asyncio.Future[None] = loop.create_future()

    def readable() -> None:
        if not done.done():
            done.set_result(None)

    loop.add_reader(pidfd, readable)
    try:
        await done
    finally:
        loop.remove_reader(pidfd)


async def outlived(pidfds: list[int], timeout: float = WORKERS_TIMEOUT) -> int:
    """How many of ``pidfds``' processes had not ended within ``timeout``; those are then killed
    (a pidfd names its process, never another that took its PID).  The pidfds are closed."""
    waits = [asyncio.ensure_future(ended(pidfd)) for pidfd in pidfds]
    try:
        if waits:
            await asyncio.wait(waits, timeout=timeout)
        return sum(not wait.done() for wait in waits)
    finally:
        for wait in waits:
            wait.cancel()
        for pidfd in pidfds:
            with contextlib.suppress(ProcessLookupError):
                signal.pidfd_send_signal(pidfd, signal.SIGKILL)
            os.close(pidfd)


@dataclass
class AiTable:
    """A table with an AI seat (seat 1, ``easy``), the run's one: ``wake`` has its AI move, so the
    server's AI worker processes run when it is killed.  Its player then goes (the seat waits for
    ``rejoin``; ``leave`` would have a stand-in AI take it and play on)."""

    seated: dict[str, Any] | None = None

    async def wake(self, port: int) -> None:
        client = await connect_patiently(port, "Sentinel")
        try:
            if self.seated is None:
                await client.send({"type": "create", "rules": {"players": 2}, "seats": ["open", "easy"]})
                self.seated = await client.until("seated")
                await client.send({"type": "start"})
            else:
                await client.send({"type": "rejoin", "table": self.seated["table"], "token": self.seated["token"]})
                await client.until("seated")
            since = None
            while True:
                message = await client.receive()
                if message["type"] == "match_over":
                    await client.send({"type": "start"})
                if message["type"] != "state":
                    continue
                since = message["seq"] if since is None else since
                history = message["history"]
                if message["seq"] > since and history and history[-1]["seat"] == 1:
                    return  # the AI has moved since
                if message["to_play"] == 0:
                    view = request_to_view({**message, "type": "move"})
                    await client.send({"type": "move", **move_to_answer(random.Random(1).choice(legal_moves(view)))})
        finally:
            await client.close()


async def connect_patiently(port: int, name: str, tries: int = 50) -> TableClient:
    """Connected; told ``busy`` (the server is full of the flood), it tries again, as the
    protocol asks: each try is one answer from the server."""
    for _ in range(tries - 1):
        with contextlib.suppress(Refused):
            return await TableClient.connect(HOST, port, name)
    return await TableClient.connect(HOST, port, name)


@dataclass
class HeldPair(BenchTable):
    """``BenchTable``'s pair, which ``hold()`` stops: no move is sent after it, and ``still()``
    returns once both seats hold the same latest state (a seat to play, nothing in flight)."""

    holding: bool = False
    last: dict[int, dict[str, Any]] = field(default_factory=dict)
    over: bool = False  # seat 0 saw ``match_over`` and, held, did not start the next match
    players: list[asyncio.Task[None]] = field(default_factory=list)
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)

    async def handle(self, seat: int, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "state":
            self.last[seat] = message
            self.over = False
            self.state_arrived(message["seq"])
            if message["to_play"] == seat and not self.holding:
                view = request_to_view({**message, "type": "move"})
                move = move_to_answer(self.rng.choice(legal_moves(view)))
                entry = self.pending[message["seq"] + 1] = [0.0, 0]  # in flight from now: hold() waits for it
                await self.pace(seat)
                entry[0] = self.sent_at = time.monotonic()
                await self.clients[seat].send({"type": "move", **move})
        elif kind == "match_over" and seat == 0:
            self.over = self.holding
            if not self.holding:
                await self.paced_send(0, {"type": "start"})
        elif kind == "error":
            self.figures.errors.append(f"{message['code']}: {message['message']}")
            for seq in [seq for seq, entry in self.pending.items() if entry[1] == 0]:
                del self.pending[seq]  # the move refused is not in flight (nor made: the pair stops)
        async with self.changed:
            self.changed.notify_all()

    async def play(self, seat: int) -> None:
        while True:
            await self.handle(seat, await self.clients[seat].receive(timeout=None))

    def is_still(self) -> bool:
        states = [self.last.get(seat) for seat in range(len(self.clients))]
        return (self.holding and not self.pending and all(states) and len({s["seq"] for s in states if s}) == 1
                and (self.over or any(s["to_play"] is not None for s in states if s)))

    async def still(self) -> dict[int, dict[str, Any]]:
        """Each seat's latest state, once the held pair is still."""
        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(self.is_still), SETTLE_TIMEOUT)
        return dict(self.last)

    async def played(self, moves: int) -> None:
        """Returns once the pair has ``moves`` moves answered in all (or after ``SETTLE_TIMEOUT``)."""
        async with self.changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait_for(lambda: len(self.figures.latencies) >= moves),
                                       SETTLE_TIMEOUT)

    async def rejoin(self, port: int) -> dict[int, dict[str, Any]]:
        """New connections to the server on ``port``, each seat taken back with its token: what each is sent."""
        back = {}
        for seat, seated in enumerate(self.seated):
            client = await connect_patiently(port, ("Host", "Guest")[seat])
            await client.send({"type": "rejoin", "table": seated["table"], "token": seated["token"]})
            await client.until("seated")
            self.clients[seat] = client
            back[seat] = await client.until("state")
        return back

    async def hold(self) -> dict[int, dict[str, Any]]:
        """No move is sent from now on: each seat's latest state, once the pair is still."""
        self.holding = True
        return await self.still()

    async def go_on(self, states: dict[int, dict[str, Any]]) -> None:
        """Play on from ``states`` (each seat's latest): the seat to play moves, or seat 0 starts
        the next match if it was over."""
        over, self.holding = self.over, False
        for seat, state in states.items():
            await self.handle(seat, state)
        if over:  # (the states handled again cleared it)
            self.over = False
            await self.paced_send(0, {"type": "start"})

    def start_playing(self) -> None:
        self.players = [asyncio.create_task(self.play(seat)) for seat in range(len(self.clients))]

    async def stop_playing(self) -> None:
        for task in self.players:
            task.cancel()
        await asyncio.gather(*self.players, return_exceptions=True)

    @classmethod
    async def seat(cls, port: int) -> HeldPair:
        """A new pair at a new table, dealt and held."""
        bench = await seat_table([port], 0, Figures(), random.Random(1))
        pair = cls(bench.clients, bench.figures, bench.rng, seated=bench.seated, holding=True)
        pair.start_playing()
        await pair.clients[0].send({"type": "start"})
        await pair.still()
        return pair


def lost(seen: dict[int, dict[str, Any]], back: dict[int, dict[str, Any]]) -> list[str]:
    """What differs between the state each seat last saw and the one it got back on rejoin."""
    found = []
    for seat, state in seen.items():
        again = back.get(seat, {})
        if again != state:
            differ = sorted(key for key in state.keys() | again.keys() if state.get(key) != again.get(key))
            found.append(f"seat {seat}: seq {state.get('seq')} seen, {again.get('seq')} back; differ: {differ}")
    return found


async def kill_and_come_back(served: Served, pair: HeldPair, open_files: int, state_dir: Path,
                             attacker: asyncio.Future[Any]) -> tuple[Served, dict[str, Any]]:
    """Hold the pair, SIGKILL the server, start it again, the pair rejoins and plays on: the new
    server and the ``after_kill`` entry (``moves_after`` is counted by the caller, from ``moves_before``)."""
    seen = await pair.hold()
    await pair.stop_playing()
    pidfds = [os.pidfd_open(pid) for pid in descendants(served.process.pid)] if hasattr(os, "pidfd_open") else []
    during = not attacker.done()
    killed_at = time.monotonic()
    served.process.kill()
    await served.process.wait()
    for client in pair.clients:
        await client.close()
    left = await outlived(pidfds)
    if served.logging is not None:  # its end of stderr closes with the last of its processes
        await served.logging
    again = await Served.start(open_files, state_dir, served.port, served.index + 1)
    again.log[:0] = served.log
    back = await pair.rejoin(again.port)
    back_after = time.monotonic() - killed_at
    lost_here = lost(seen, back)
    entry = {"during_flood": during, "seq_seen": {s: state["seq"] for s, state in seen.items()},
             "seq_back": {s: state["seq"] for s, state in back.items()}, "same_state": not lost_here,
             "lost": lost_here, "ai_processes_killed_with_server": len(pidfds), "ai_processes_outlived": left,
             "seconds_to_back": round(back_after, 2), "moves_before": len(pair.figures.latencies)}
    await pair.go_on(back)
    pair.start_playing()
    return again, entry
