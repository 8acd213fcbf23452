"""What happens at a table without anyone sending a message: the AI seats' turns,
a stand-in AI for a player who stayed away, the host's turn clock and the expiry
of an abandoned table.

Each runs later on the server's loop and then acts as a player's message would:
under the table's lock, through the server's ``commit`` and ``play``, and only
if the table still waits for it (the same table, the same ``seq``).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from ..engine.state import Move
from .ai_seat import AiPool, any_legal_move
from .table import EVERYONE, STAND_IN_LEVEL, Table
from .wire import HUMAN, NetError

if TYPE_CHECKING:
    from .server import TableServer

#: The key of a table's turn clock among its timers (seats are 0 and up; ``EVERYONE`` is expiry).
TURN_CLOCK = -2
#: The key of a quick-match table's wait for players, after which AIs fill its open seats.
QUICK_FILL = -3


class Timers:
    def __init__(self, server: TableServer) -> None:
        self.server = server
        self.ai_pool: AiPool | None = None  # from ``start`` to ``close``
        self.ai_owners: dict[str, str] = {}  # table code: whose turn its AI moves take (``AiPool``)
        self._ai_tasks: dict[str, asyncio.Task[None]] = {}
        self._clock_seq: dict[str, int] = {}  # table code: the ``seq`` its turn clock runs for
        # (code, seat): stand-in due; (code, EVERYONE): expiry; (code, TURN_CLOCK): the turn clock;
        # (code, QUICK_FILL): a quick-match table's wait for players
        self._timers: dict[tuple[str, int], asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def start(self, ai_processes: int) -> None:
        self.ai_pool = AiPool(ai_processes)

    def close(self) -> None:
        """Nothing more happens later: every timer and AI turn cancelled."""
        for task in [*self._ai_tasks.values(), *self._tasks]:
            task.cancel()
        for handle in self._timers.values():
            handle.cancel()

    def shutdown(self) -> None:
        """The AI's workers end (after ``close``, once the tables are kept)."""
        if self.ai_pool is not None:
            self.ai_pool.shutdown()

    def cancel(self, code: str, seat: int) -> None:
        """The seat's player is back (and somebody is at the table): no stand-in, no expiry."""
        for key in ((code, seat), (code, EVERYONE)):
            handle = self._timers.pop(key, None)
            if handle is not None:
                handle.cancel()

    def forget(self, code: str) -> None:
        """The table is closed: nothing of it happens any more."""
        self._clock_seq.pop(code, None)
        self.ai_owners.pop(code, None)
        task = self._ai_tasks.pop(code, None)
        if task is not None:
            task.cancel()
        for key in [key for key in self._timers if key[0] == code]:
            self._timers.pop(key).cancel()

    def _later(self, key: tuple[str, int], delay: float, action: Callable[[], Coroutine[Any, Any, None]]) -> None:
        old = self._timers.pop(key, None)
        if old is not None:
            old.cancel()

        def run() -> None:
            self._timers.pop(key, None)
            task = asyncio.ensure_future(action())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        self._timers[key] = asyncio.get_running_loop().call_later(delay, run)

    def start_quick_fill(self, code: str, fill: Callable[[], Coroutine[Any, Any, None]]) -> None:
        """After the server's wait, ``fill`` deals the quick-match table with AIs in its open seats."""
        self._later((code, QUICK_FILL), self.server.options.quick_fill_after, fill)

    def cancel_quick_fill(self, code: str) -> None:
        handle = self._timers.pop((code, QUICK_FILL), None)
        if handle is not None:
            handle.cancel()

    def start_stand_in(self, code: str, seat: int) -> None:
        server = self.server

        async def stand_in() -> None:
            table = server.tables.get(code)
            if table is None or table.seats[seat].kind != HUMAN or table.seats[seat].connected:
                return
            async with server.lock(code):
                await server.commit(table, table.stand_in(seat), persist=False)
            server.log.info("table %s: an AI plays seat %d until %s returns", code, seat, table.seats[seat].name)

        self._later((code, seat), server.options.stand_in_after, stand_in)

    def start_expiry(self, code: str) -> None:
        """Close the table ``idle_expiry`` seconds after its last activity (kept on disk, so a
        restart does not start the clock again) unless somebody comes back."""
        server = self.server

        async def expire() -> None:
            table = server.tables.get(code)
            if table is not None and not table.any_human_connected():
                server.close_table(code, "nobody came back")

        table = server.tables[code]
        left = table.last_active + server.options.idle_expiry - time.time()
        self._later((code, EVERYONE), max(0.0, left), expire)

    # AI seats ----------------------------------------------------------------------------------

    def schedule_ai(self, table: Table) -> None:
        """Set an AI thinking when one is to play (and somebody is there to watch it)."""
        if self.server.closing or table.paused or table.code in self._ai_tasks or not table.any_human_connected():
            return
        who = table.ai_to_play()
        if who is not None:
            self._ai_tasks[table.code] = asyncio.create_task(self._ai_turn(table, *who))

    async def _think(self, table: Table, seat: int, level: str) -> Move:
        """An AI's move for ``seat`` of ``table``, from the worker pool; any legal move if it fails."""
        view = table.view(seat)
        try:
            assert self.ai_pool is not None
            owner = self.ai_owners.get(table.code, table.code)  # a table restored after a restart: its own
            return await self.ai_pool.choose(owner, level, view, secrets.randbits(32))
        except Exception as error:  # a broken worker must not stop the table
            reason = " ".join(str(error).split())  # one log line
            self.server.log.error("table %s: the AI of seat %d failed (%s); it plays any legal move",
                                  table.code, seat, reason)
            return any_legal_move(view)

    async def _ai_turn(self, table: Table, seat: int, level: str) -> None:
        server = self.server
        code, seq = table.code, table.seq
        try:
            await asyncio.sleep(server.options.ai_delay)
            move = await self._think(table, seat, level)
            async with server.lock(code):
                if self._ai_tasks.get(code) is asyncio.current_task():
                    del self._ai_tasks[code]
                if server.tables.get(code) is table and table.seq == seq and table.ai_to_play() == (seat, level):
                    with contextlib.suppress(NetError):  # not kept: the table pauses, its resuming asks again
                        await server.play(table, seat, move)
        finally:
            if self._ai_tasks.get(code) is asyncio.current_task():
                del self._ai_tasks[code]
            if server.tables.get(code) is table:
                self.schedule_ai(table)

    def start_turn_clock(self, table: Table) -> None:
        """Each new state with a person to play starts the table's turn clock (if its host set one);
        when it runs out the stand-in AI makes that one move."""
        server = self.server
        code, seq, seat = table.code, table.seq, table.to_play
        if table.turn_seconds is None or server.closing or self._clock_seq.get(code) == seq:
            return  # no clock, or it already runs for this state (a chat or a lobby does not restart it)
        self._clock_seq[code] = seq
        handle = self._timers.pop((code, TURN_CLOCK), None)
        if handle is not None:
            handle.cancel()
        if seat is None or table.seats[seat].played_by_ai:
            return

        async def run_out() -> None:
            if server.tables.get(code) is not table or table.seq != seq or not table.any_human_connected():
                return
            move = await self._think(table, seat, STAND_IN_LEVEL)
            async with server.lock(code):
                if server.tables.get(code) is table and table.seq == seq and table.to_play == seat and not table.paused:
                    server.log.info("table %s: seat %d ran out of time; the stand-in AI moves", code, seat)
                    with contextlib.suppress(NetError):  # not kept: the table pauses
                        await server.play(table, seat, move)

        self._later((code, TURN_CLOCK), table.turn_seconds * server.options.turn_clock_unit, run_out)
