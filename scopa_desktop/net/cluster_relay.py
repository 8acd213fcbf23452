"""A message for a table another process holds (``cluster``'s design): forwarded, as it came,
on the owner's channel, and answered there for a ``RemoteSeat`` standing in for the asking
process's connection; every line for that connection, then the answer, published back on the
asking process's channel in order (``post``).

The newest ``rejoin`` owns the seat: the owner lets the connection it replaces go (``close``,
posted to its process, which closes it and tells the owner so) and keeps it as let go until
then, so that a line its process relayed before it heard (still on its way through the store)
is refused, never seats it again over its player's return; as is a process's word that its
connection sat at a table this one has taken over since, once the seat's player is back here
on another connection (``Leases.sit_again``).

A relayed line is counted against the rate limit twice: by the process it came to, for its
connection (which it cuts off past a flood), and here, with its seat (``SeatPaces``), so that a
guest cut off for flooding who comes straight back through any process finds it counted."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..storage.reading import one_line
from .connection import count, too_fast
from .messages import Join, Message, Rejoin, encode_message, parse_line
from .wire import NetError

if TYPE_CHECKING:
    from .cluster import Cluster
    from .connection import Connection

ADOPTED = "scopa:adopted"


def channel(process: str) -> str:
    return f"scopa:p:{process}"


def unreachable(error: OSError) -> NetError:
    return NetError("busy", f"the shared store cannot be reached ({one_line(error, 60)}); try later")


def taken_back() -> NetError:
    return NetError("not-seated", "your seat was taken back by your rejoin on another connection")


class RemoteWriter:
    """What the server closes when it lets a remote connection go (a ``rejoin`` replaced it):
    the asking process closes it."""

    def __init__(self, close: Callable[[], None]) -> None:
        self.close = close

    def is_closing(self) -> bool:
        return False


class RemoteSeat:
    """A client of another process, as the owner of its table sees it: what the server asks
    of a ``Connection`` (name, address key, seat; ``send``), its lines going to that process."""

    def __init__(self, relay: Relay, process: str, cid: int, name: str, key: str, rate_limit: int) -> None:
        self.process, self.cid = process, cid
        self.name, self.key = name, key
        self.rate_limit = rate_limit
        self.pace: deque[float] = deque()  # arrival times of its lines of the last second; once seated, its seat's
        self.table: str | None = None
        self.seat: int | None = None
        self.read_at = time.monotonic()
        self.let_go = False  # replaced by its player's return: what it still sends is refused
        self._relay = relay
        self.writer = RemoteWriter(self._let_go)

    def _let_go(self) -> None:
        self.let_go = True
        self._relay.post(self.process, ["close", self.cid])

    def over_rate(self, now: float) -> bool:
        """True: refuse this line, its seat's lines are over the limit (a flood is cut off by its process)."""
        count(self.pace, now)
        return len(self.pace) > self.rate_limit

    def send(self, message: Message) -> None:
        self.send_line(encode_message(message))

    def send_line(self, line: bytes) -> None:
        self._relay.post(self.process, ["out", self.cid, line.decode()])


class Relay:
    """This process's messages to the owners of other processes' tables, and its answers to theirs."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self.local: dict[int, Connection] = {}  # this process's connections seated at another's table, by id
        self.remote: dict[tuple[str, int], RemoteSeat] = {}
        self._owners: dict[str, str] = {}  # table code: the process last known to hold it (one GET less a message)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._ids = itertools.count(1)
        self._outgoing: dict[str, list[Any]] = {}
        self._answering: dict[str, asyncio.Task[None]] = {}  # table code: the latest answer for it begun

    def forget_owner(self, code: str) -> None:
        """Another process may hold table ``code`` now: ask the store next time."""
        self._owners.pop(code, None)

    # Asking the owner --------------------------------------------------------------------------

    async def forward(self, connection: Connection, message: Message) -> bool:
        """True when ``message`` was handled by the process that holds its table; False when
        this process holds it now (or no process does): the server handles it here."""
        code = message.table if isinstance(message, (Join, Rejoin)) else connection.table
        return code is not None and await self.forward_to(connection, message, code)

    async def forward_to(self, connection: Connection, message: Message, code: str) -> bool:
        """``forward``, to the process that holds table ``code``."""
        if code in self.cluster.server.tables or self.relayed(connection):
            return False
        try:
            return await self._forward(connection, message, code)
        except OSError as error:
            raise unreachable(error) from None

    async def _forward(self, connection: Connection, message: Message, code: str) -> bool:
        store, leases = self.cluster.store, self.cluster.leases
        for _ in range(3):
            owner = self._owners.pop(code, None) or await store.owner(code)
            if owner is None or owner == self.cluster.me:
                await leases.adopt(code)  # unless this process's sweep took it over first
                if code in self.cluster.server.tables or await store.owner(code) is None:
                    return False  # here, or no such table
                continue
            answer = await self.ask(owner, connection, message, code)
            if answer is None:  # nobody listens there: that process is gone
                await leases.adopt_when_free(code, owner)
                continue
            self._owners[code] = owner
            if answer.get("error"):
                error_code, text = answer["error"]
                raise NetError(error_code, text)
            connection.table, connection.seat = answer.get("table"), answer.get("seat")
            return True
        raise NetError("busy", f"table {code} is moving to another server; send that again")

    async def ask(self, owner: str, connection: Connection, message: Message | None, code: str,
                  op: str = "message") -> dict[str, Any] | None:
        """The owner's answer to a forwarded message; None when no process hears it."""
        cluster = self.cluster
        asking = next(self._ids)
        if op != "lost":
            self.local[connection.number] = connection
        request = {"k": "req", "id": asking, "from": cluster.me, "cid": connection.number, "op": op,
                   "name": connection.name, "key": connection.key, "table": code, "seat": connection.seat,
                   "line": None if message is None else encode_message(message).decode()}
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[asking] = future
        try:
            if not await cluster.link.call("PUBLISH", channel(owner), json.dumps(request)):
                return None
            async with asyncio.timeout(cluster.lease * 2):
                return await future
        except TimeoutError:
            raise NetError("busy", "the server that holds this table did not answer; send that again") from None
        finally:
            self._waiting.pop(asking, None)

    async def lost(self, connection: Connection, code: str | None = None) -> None:
        """A connection seated at another process's table (``code``, else its own) closed: its
        owner hears of it, after every line relayed for it before."""
        code = code or connection.table
        self.local.pop(connection.number, None)
        with contextlib.suppress(OSError, NetError):
            owner = await self.cluster.store.owner(code or "")
            if code is not None and owner is not None and owner != self.cluster.me:
                await self.ask(owner, connection, None, code, op="lost")

    def relayed(self, connection: Connection | RemoteSeat) -> bool:
        """True for a client of another process, whose message that process forwarded here."""
        return isinstance(connection, RemoteSeat)

    def deliver(self, items: list[list[Any]]) -> None:
        """What the owner of a table sent this process: lines for its connections, answers, closes."""
        for item in items:
            kind = item[0]
            if kind == "out":
                connection = self.local.get(item[1])
                if connection is not None:
                    connection.send_line(item[2].encode())
            elif kind == "rep":
                future = self._waiting.get(item[1])
                if future is not None and not future.done():
                    future.set_result(item[2])
            elif kind == "close":  # replaced by its player's return elsewhere: it speaks for the seat no more
                connection = self.local.pop(item[1], None)
                if connection is not None:
                    code, connection.table, connection.seat = connection.table, None, None
                    connection.writer.close()
                    self.cluster.spawn(self.lost(connection, code))  # the owner may forget it now
            elif kind == "moved":
                self._owners.pop(item[1], None)
                self.cluster.spawn(self.cluster.leases.register(item[1]))

    # Answering as the owner --------------------------------------------------------------------

    def answer_in_turn(self, request: dict[str, Any]) -> None:
        """Answer ``request`` once every request read before it for the same table is answered:
        a table's relayed messages are played in the order the store delivered them."""
        code = request["table"]
        before = self._answering.get(code)
        heard_at = asyncio.get_running_loop().time()  # when it came, not when its turn comes, for the rate limit
        answering = self._answering[code] = self.cluster.spawn(self._answer_after(before, request, heard_at))
        answering.add_done_callback(lambda done: self._answered(code, done))

    def _answered(self, code: str, done: asyncio.Task[None]) -> None:
        if self._answering.get(code) is done:
            del self._answering[code]

    async def _answer_after(self, before: asyncio.Task[None] | None, request: dict[str, Any],
                            heard_at: float) -> None:
        if before is not None:
            await asyncio.wait({before})  # however it ended
        await self.answer(request, heard_at)

    async def settled(self, code: str, connection: Connection) -> None:
        """Return once every message relayed here for table ``code`` before now has been answered.
        A player who comes back at the table's own process (``rejoin``) is then shown the table
        as it is after them: a move the player's old process relayed just before it died is
        played first, not after the player, shown a turn already taken, plays another card.
        A rejoin relayed itself is answered in turn with those (``answer_in_turn``)."""
        if self.relayed(connection):
            return
        try:
            await self.cluster.subscription.barrier()
        except self.cluster.link.errors as error:
            raise unreachable(OSError(one_line(error))) from None
        latest = self._answering.get(code)
        if latest is not None:
            await asyncio.wait({latest})

    async def answer(self, request: dict[str, Any], heard_at: float) -> None:
        """Handle a message forwarded by another process, for its connection, as if it were here
        (``heard_at``: the loop's time when it came)."""
        server = self.cluster.server
        key = (request["from"], request["cid"])
        seat = self.remote.get(key)
        if seat is None:
            seat = self.remote[key] = RemoteSeat(self, request["from"], request["cid"], request["name"],
                                                 request["key"], server.options.rate_limit)
        seat.read_at = time.monotonic()
        code, op = request["table"], request["op"]
        table = server.tables.get(code)
        answer: dict[str, Any] = {}
        try:
            if op == "lost":
                self.remote.pop(key, None)
                await server.lost(seat)  # type: ignore[arg-type]
            elif seat.let_go:  # sent before its process heard: the player's return keeps the seat
                raise taken_back()
            elif (table is not None and seat.table is None and request["seat"] is not None  # seated there before
                  and not await self.cluster.leases.sit_again(seat, table, request["seat"])):  # it was taken over
                seat.writer.close()  # let go, as the rejoin that took the seat lets go what it replaces
                raise taken_back()
            if op == "message":
                if seat.over_rate(heard_at):
                    raise too_fast(seat.rate_limit)
                await server.dispatch(seat, parse_line(request["line"].encode()))  # type: ignore[arg-type]
        except NetError as error:
            answer["error"] = [error.code, error.message]
        answer.update(table=seat.table, seat=seat.seat)
        if seat.table is None and not seat.let_go:
            self.remote.pop(key, None)
        self.post(request["from"], ["rep", request["id"], answer])

    def processes_at(self, code: str) -> set[str]:
        """The processes whose connections sit at table ``code`` through this one."""
        return {seat.process for seat in self.remote.values() if seat.table == code}

    def post(self, process: str, item: list[Any]) -> None:
        """``item`` for ``process``, after every item posted to it before (sent together, soon)."""
        pending = self._outgoing.get(process)
        if pending is None:
            pending = self._outgoing[process] = []
            asyncio.get_running_loop().call_soon(self._flush, process)
        pending.append(item)

    def _flush(self, process: str) -> None:
        items = self._outgoing.pop(process, [])
        if process == self.cluster.me:
            self.deliver(items)
        elif items:
            sent = self.cluster.link.submit("PUBLISH", channel(process), json.dumps({"k": "out", "items": items}))
            sent.add_done_callback(lambda heard: self._heard_by(process, heard))

    def _heard_by(self, process: str, sent: asyncio.Future[Any]) -> None:
        """Nobody listens on ``process``'s channel: it is gone, and its players are away (until they rejoin)."""
        if not sent.cancelled() and sent.exception() is None and sent.result() == 0:
            gone = [seat for key, seat in self.remote.items() if key[0] == process]
            for seat in gone:
                self.remote.pop((seat.process, seat.cid), None)
            if gone:
                self.cluster.spawn(self._lose(gone))

    async def _lose(self, seats: list[RemoteSeat]) -> None:
        for seat in seats:
            await self.cluster.server.lost(seat)  # type: ignore[arg-type]
