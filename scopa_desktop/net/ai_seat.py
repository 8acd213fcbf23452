"""AI moves for the seats of networked tables, computed away from the event loop.

``choose_ai_move`` is a module-level function of picklable arguments, so that a
process pool can run it: one slow search then never holds up another table.  A
fresh player each move: the levels decide from the seat's view alone and keep
nothing between moves.

``AiPool`` shares the workers fairly: every table waits for at most one move at
a time, and a free worker goes to the owner (the address the table's host came
from) with the fewest moves being thought, so one client's forty tables of
``hard`` AIs queue behind each other, not in front of another player's ``easy``
move, which waits at most for the moves already being thought.  Its worker
processes end with the server, even when the server is killed outright: each
watches a pipe whose only writing end the server holds, and the kernel closes
it when the server dies.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ipaddress
import multiprocessing
import os
import random
import threading
from collections import Counter, deque
from multiprocessing.connection import Connection
from typing import Any

from ..ai import legal_moves, make_player
from ..engine.state import Move
from ..engine.view import SeatView

#: Threads for AI moves when there are no worker processes (the desktop app, tests).
THREADS = 2


def choose_ai_move(level: str, view: SeatView, seed: int) -> Move:
    return make_player(level, seed=seed).choose(view)


def any_legal_move(view: SeatView) -> Move:
    """What an AI seat plays when its search failed (a broken worker): never leave the table stuck."""
    return random.choice(legal_moves(view))


def owner_of(peername: Any) -> str:
    """Whose turn a table's AI moves take: the address its host connected from (for IPv6
    its /64, which one client usually holds whole)."""
    address = peername[0] if isinstance(peername, tuple) and peername else peername
    if isinstance(address, str) and ":" not in address:
        return address  # an IPv4 address as the socket gives it (or a name): already itself
    try:
        ip = ipaddress.ip_address(str(address))
    except ValueError:
        return str(address)
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def _exit_with_parent(alive: Connection) -> None:
    """A worker's first act: a thread that ends the worker once the server's end of ``alive`` is gone."""

    def watch() -> None:
        with contextlib.suppress(EOFError, OSError):
            alive.recv()  # nothing is ever sent: this ends only by EOFError, when the server is gone
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-server", daemon=True).start()


class FairQueue:
    """Runs jobs in ``executor``, at most ``slots`` at once.  A free slot goes to the owner with
    the fewest jobs running, then to the one served least lately; each owner's jobs in the
    order they came."""

    def __init__(self, executor: concurrent.futures.Executor, slots: int) -> None:
        self.executor = executor
        self.slots = slots
        self._waiting: dict[str, deque[asyncio.Future[None]]] = {}
        self._running: Counter[str] = Counter()
        self._served: dict[str, int] = {}  # owner: when it last got a slot (a count), while it has jobs
        self._turns = 0

    async def run(self, owner: str, function: Any, *args: Any) -> Any:
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(owner, deque()).append(turn)
        self._serve()
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # its turn had come: give the slot back
                self._finished(owner)
            raise
        try:
            return await asyncio.get_running_loop().run_in_executor(self.executor, function, *args)
        finally:
            self._finished(owner)

    def _finished(self, owner: str) -> None:
        self._running[owner] -= 1
        self._forget_if_idle(owner)
        self._serve()

    def _forget_if_idle(self, owner: str) -> None:
        if self._running[owner] <= 0 and owner not in self._waiting:
            del self._running[owner]
            self._served.pop(owner, None)

    def _serve(self) -> None:
        while self._running.total() < self.slots and self._waiting:
            owner = min(self._waiting, key=lambda who: (self._running[who], self._served.get(who, -1)))
            turns = self._waiting[owner]
            turn = turns.popleft()
            if not turns:
                del self._waiting[owner]
            if turn.done():  # cancelled while it waited
                self._forget_if_idle(owner)
                continue
            self._running[owner] += 1
            self._turns += 1
            self._served[owner] = self._turns
            turn.set_result(None)


class AiPool:
    """The AI moves of every table: ``processes`` worker processes (0: threads), shared by ``FairQueue``."""

    def __init__(self, processes: int) -> None:
        self._alive: tuple[Connection, Connection] | None = None
        executor: concurrent.futures.Executor
        if processes > 0:
            self._alive = multiprocessing.Pipe(duplex=False)  # (the workers' end, the server's end)
            # forkserver: workers never inherit the loop's threads or sockets (nor the pipe's writing end).
            executor = concurrent.futures.ProcessPoolExecutor(
                processes, mp_context=multiprocessing.get_context("forkserver"),
                initializer=_exit_with_parent, initargs=(self._alive[0],))
        else:
            executor = concurrent.futures.ThreadPoolExecutor(THREADS, thread_name_prefix="table-ai")
        self.executor = executor
        self.queue = FairQueue(executor, processes or THREADS)

    async def choose(self, owner: str, level: str, view: SeatView, seed: int) -> Move:
        move: Move = await self.queue.run(owner, choose_ai_move, level, view, seed)
        return move

    def shutdown(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
        if self._alive is not None:
            for end in self._alive:
                end.close()
