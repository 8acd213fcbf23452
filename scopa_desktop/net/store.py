"""Tables kept in Valkey or Redis (``serve --store redis://HOST:PORT/DB``), shared by every
``serve`` process that names the same store; ``cluster`` says how the processes share them.

Per table, four keys: ``scopa:t:CODE`` (a hash: ``snap``, the snapshot as the state folder
would hold it, hidden cards included, and ``seq``), ``scopa:j:CODE`` (a list: the journal
of moves since that snapshot, one JSON entry each), ``scopa:o:CODE`` (the owner's lease: the
id of the process that holds the table, with a time to live) and the code in the set
``scopa:tables``; the codes created from each address in ``scopa:a:ADDRESS`` (for the bound
of tables per address, across processes); a public table waiting for players is listed in ``scopa:open`` (a sorted
set, by when it was first listed) with its summary in ``scopa:open:info`` (a hash), kept by
its owner and read only while its lease lives.  Every write is one Lua script, so it is atomic and checked in the store
itself: it is refused unless the lease names this process (another took the table over:
``NotOwner``) and, for a move, unless it follows the journal's last seq, so a move is never
kept twice nor kept by two processes.  Each write renews the lease as well.

All commands of a process go out on one connection in the order they were asked for
(``StoreLink``: batched by one task, each batch one write and its answers read in turn), so a
``state`` published after its move's write always follows that write.  The link speaks to
redis-py's ``Connection`` itself rather than through a pipeline and a pool, and reads the
process's channels on a second one (``Subscription``) rather than through redis-py's
``PubSub``: at a human pace a batch holds a move or two, and their bookkeeping for each batch
and each message (a pooled connection, retries, a task and a timeout for each write, RESP3
parsed in Python) was about 40% of the link's CPU for a move (BENCHMARKS.md, issue 26, item
5).  With ``hiredis`` installed (a dependency) redis-py parses and packs in C.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import deque
from typing import Any

from .keeping import NotOwner
from .persist import KeptCopies
from .table import Table

PREFIX = "scopa:"
TABLES = f"{PREFIX}tables"
#: How long an address's set of tables outlives its latest table created (only its tables
#: still open count, so this only sweeps away the sets of addresses gone quiet).
ADDRESS_KEPT_MS = 7 * 24 * 3600 * 1000
OPEN = f"{PREFIX}open"
OPEN_INFO = f"{PREFIX}open:info"
#: Commands sent in one write at most.
BATCH = 256
#: Seconds the store has to answer a batch (or to confirm a subscription) before its connection
#: is given up and its commands fail: redis-py's own default for a read or a write.
ANSWER_WITHIN = 5.0

# KEYS: lease, table hash, journal.  ARGV: me, "snap" | "move", payload, seq, lease ms.
# 1: kept; 0: another process holds the table; -1: the seq does not follow what is kept.
KEEP = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local kept = tonumber(redis.call('HGET', KEYS[2], 'seq') or '-1')
local seq = tonumber(ARGV[4])
if ARGV[2] == 'move' then
  if kept + 1 ~= seq then return -1 end
  redis.call('RPUSH', KEYS[3], ARGV[3])
else
  if kept > seq then return -1 end
  redis.call('HSET', KEYS[2], 'snap', ARGV[3])
  redis.call('DEL', KEYS[3])
end
redis.call('HSET', KEYS[2], 'seq', seq)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
"""
# KEYS: lease.  ARGV: me, lease ms, code, creator's address key, most tables per address.
# 1: the code is this process's new table; 0: the code is taken; -1: that address has its most
# tables open (those of its set ``scopa:a:KEY`` still in the set of tables, on any process).
CLAIM_NEW = f"""
local by = '{PREFIX}a:' .. ARGV[4]
for _, code in ipairs(redis.call('SMEMBERS', by)) do
  if redis.call('SISMEMBER', '{TABLES}', code) == 0 then redis.call('SREM', by, code) end
end
if redis.call('SCARD', by) >= tonumber(ARGV[5]) then return -1 end
if redis.call('SADD', '{TABLES}', ARGV[3]) == 0 then return 0 end
redis.call('SADD', by, ARGV[3])
redis.call('PEXPIRE', by, {ADDRESS_KEPT_MS})
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""
# KEYS: lease, table hash, journal.  ARGV: me, lease ms.  The snapshot and journal, once this
# process holds the lease it was free; an empty list when another holds it or the table is gone.
ADOPT = """
if redis.call('EXISTS', KEYS[2]) == 0 then return {} end
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return {} end
local out = {redis.call('HGET', KEYS[2], 'snap')}
for _, entry in ipairs(redis.call('LRANGE', KEYS[3], 0, -1)) do out[#out + 1] = entry end
return out
"""
# KEYS: leases.  ARGV: me, lease ms.  1 for each lease still this process's (renewed), else 0.
RENEW = """
local out = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('PEXPIRE', key, ARGV[2]); out[i] = 1 else out[i] = 0 end
end
return out
"""
# KEYS: leases.  ARGV: me.  Each lease of this process's given up (a clean stop).
RELEASE = """
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('DEL', key) end
end
return 1
"""
# KEYS: lease, table hash, journal.  ARGV: me, code.  A closed table goes, if it is this process's.
DROP = f"""
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
redis.call('SREM', '{TABLES}', ARGV[2])
redis.call('ZREM', '{OPEN}', ARGV[2])
redis.call('HDEL', '{OPEN_INFO}', ARGV[2])
return 1
"""
# KEYS: lease.  ARGV: me, code, its summary ("" when it is not open), now in ms.  Listed or
# not, if it is this process's table (the time first listed is kept).
LIST = f"""
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[3] == '' then
  redis.call('ZREM', '{OPEN}', ARGV[2])
  redis.call('HDEL', '{OPEN_INFO}', ARGV[2])
else
  redis.call('ZADD', '{OPEN}', 'NX', ARGV[4], ARGV[2])
  redis.call('HSET', '{OPEN_INFO}', ARGV[2], ARGV[3])
end
return 1
"""
# ARGV: most.  The summaries of the open tables whose process lives, the oldest first (a table
# whose process is gone is skipped until another takes it over; one that is gone is unlisted).
OPEN_TABLES = f"""
local out = {{}}
for _, code in ipairs(redis.call('ZRANGE', '{OPEN}', 0, -1)) do
  if redis.call('EXISTS', '{PREFIX}o:' .. code) == 1 then
    local info = redis.call('HGET', '{OPEN_INFO}', code)
    if info then out[#out + 1] = info end
    if #out >= tonumber(ARGV[1]) then break end
  elseif redis.call('EXISTS', '{PREFIX}t:' .. code) == 0 then
    redis.call('ZREM', '{OPEN}', code)
    redis.call('HDEL', '{OPEN_INFO}', code)
  end
end
return out
"""
# ARGV: most.  Tables whose lease has lapsed (their process is gone), at most ``most``.
ORPHANS = f"""
local out = {{}}
for _, code in ipairs(redis.call('SMEMBERS', '{TABLES}')) do
  if redis.call('EXISTS', '{PREFIX}o:' .. code) == 0 then
    out[#out + 1] = code
    if #out >= tonumber(ARGV[1]) then break end
  end
end
return out
"""
SCRIPTS = {"keep": KEEP, "claim": CLAIM_NEW, "adopt": ADOPT, "renew": RENEW, "release": RELEASE, "drop": DROP,
           "orphans": ORPHANS, "list": LIST, "open": OPEN_TABLES}


def keys_of(code: str) -> tuple[str, str, str]:
    """A table's lease, hash and journal keys."""
    return f"{PREFIX}o:{code}", f"{PREFIX}t:{code}", f"{PREFIX}j:{code}"


class StoreLink:
    """The process's connection to the store: ``call`` a command and wait for its answer, or
    ``send`` one without waiting; either way the commands reach the store in the order given."""

    def __init__(self, url: str) -> None:
        import redis.asyncio  # only a server started with --store needs the library

        self.url = url
        # RESP2: a subscribed connection's messages are plain replies (RESP3 pushes need redis-py's
        # PubSub).  No timeout of redis-py's for each read and write (a task for each write): one
        # for a whole batch (ANSWER_WITHIN), and none for a subscription waiting for its messages.
        self._connections: Any = redis.asyncio.ConnectionPool.from_url(url, decode_responses=True, protocol=2,
                                                                        socket_timeout=None)
        self._connection = self._new_connection()
        self._refused: type[BaseException] = redis.ResponseError
        self.errors: tuple[type[BaseException], ...] = (redis.RedisError, OSError)
        self._queue: asyncio.Queue[tuple[tuple[Any, ...], asyncio.Future[Any] | None]] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self.sha: dict[str, str] = {}

    async def start(self) -> None:
        """Reach the store (OSError naming it when it cannot be reached) and load the scripts."""
        self._task = asyncio.create_task(self._write())
        try:
            for name, script in SCRIPTS.items():
                self.sha[name] = await self.call("SCRIPT", "LOAD", script)
        except OSError as error:
            self._task.cancel()
            raise OSError(f"the store {self.url} cannot be reached: {error}") from None

    def subscription(self, *channels: str) -> Subscription:
        """The messages published on ``channels``, on a connection of their own."""
        return Subscription(self._new_connection(), channels)

    def _new_connection(self) -> Any:
        return self._connections.make_connection()

    def send(self, *command: Any) -> None:
        self._queue.put_nowait((command, None))

    def submit(self, *command: Any) -> asyncio.Future[Any]:
        """Queue ``command`` now; the future holds the store's answer (or OSError)."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((command, future))
        return future

    async def call(self, *command: Any) -> Any:
        """The store's answer; OSError when the store cannot be reached or refuses the command."""
        return await self.submit(*command)

    async def script(self, name: str, keys: list[str] | tuple[str, ...], *args: Any) -> Any:
        return await self.call("EVALSHA", self.sha[name], len(keys), *keys, *args)

    def script_later(self, name: str, keys: list[str] | tuple[str, ...], *args: Any) -> None:
        self.send("EVALSHA", self.sha[name], len(keys), *keys, *args)

    async def _write(self) -> None:
        while True:
            batch = [await self._queue.get()]
            while not self._queue.empty() and len(batch) < BATCH:
                batch.append(self._queue.get_nowait())
            results = await self._exchange([command for command, _ in batch])
            for (_, future), result in zip(batch, results, strict=True):
                if future is None or future.done():
                    continue
                if isinstance(result, BaseException):
                    future.set_exception(OSError(f"the store: {' '.join(str(result).split())}"))
                else:
                    future.set_result(result)

    async def _exchange(self, commands: list[tuple[Any, ...]]) -> list[Any]:
        """The store's answer to each of ``commands`` (sent in one write), or the error it met.
        A connection that broke is made again by the next batch (redis-py connects a closed one)."""
        connection = self._connection
        answers: list[Any] = []
        try:
            async with asyncio.timeout(ANSWER_WITHIN):
                await connection.send_packed_command(connection.pack_commands(commands), check_health=False)
                while len(answers) < len(commands):
                    try:
                        answers.append(await connection.read_response())
                    except self._refused as error:  # that command's own answer: the next ones follow it
                        answers.append(error)
        except self.errors as error:  # the connection is gone or hangs (TimeoutError), and the answers not read
            await connection.disconnect(nowait=True)
            gone = error if str(error) else OSError(f"no answer within {ANSWER_WITHIN:g} s")
            answers += [gone] * (len(commands) - len(answers))
        return answers

    async def close(self) -> None:
        if self._task is not None:
            while not self._queue.empty() and not self._task.done():  # what was sent goes out first
                await asyncio.sleep(0.01)
            self._task.cancel()
        await self._connection.disconnect()


class Subscription:
    """Messages published on some channels, read on a connection that does nothing else (but
    the PING of a ``barrier``)."""

    def __init__(self, connection: Any, channels: tuple[str, ...]) -> None:
        self._connection = connection
        self._channels = channels
        self._barriers: deque[asyncio.Future[None]] = deque()  # waiting for their PING's answer, in order

    async def subscribe(self) -> None:
        """Subscribe (again, on a new connection once one broke): once this returns, every message
        published on the channels comes.  Raises one of ``StoreLink.errors`` when the store cannot
        be reached."""
        self._drop_barriers()
        await self._connection.disconnect()
        async with asyncio.timeout(ANSWER_WITHIN):
            await self._connection.send_command("SUBSCRIBE", *self._channels)
            for _ in self._channels:
                await self._connection.read_response()  # its confirmation

    async def message(self) -> tuple[str, str]:
        """The next message's channel and text."""
        while True:
            reply = await self._connection.read_response()
            if reply[0] == "message":
                return reply[1], reply[2]
            if reply[0] == "pong" and self._barriers:  # every message before it was handed out
                passed = self._barriers.popleft()
                if not passed.done():
                    passed.set_result(None)

    async def barrier(self) -> None:
        """Return once every message published on the channels before this call has been handed
        out by ``message`` (the store answers a PING on a subscribed connection in its stream of
        messages, after them).  Raises one of ``StoreLink.errors`` when the connection is broken
        or the answer does not come within ``ANSWER_WITHIN``."""
        if not self._connection.is_connected:
            raise ConnectionError("the subscription's connection is closed")
        passed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._barriers.append(passed)  # before the PING: its answer may be read while it is being sent
        async with asyncio.timeout(ANSWER_WITHIN):
            await self._connection.send_command("PING", check_health=False)
            await passed

    def _drop_barriers(self) -> None:
        """The connection broke: no PING sent on it will be answered."""
        while self._barriers:
            passed = self._barriers.popleft()
            if not passed.done():
                passed.set_exception(ConnectionError("the subscription's connection broke"))

    async def close(self) -> None:
        self._drop_barriers()
        await self._connection.disconnect()


class RedisStore:
    """A ``keeping.TableStore`` in the shared store, for the tables whose lease this process holds."""

    def __init__(self, link: StoreLink, me: str, lease_ms: int) -> None:
        self.link = link
        self.me = me
        self.lease_ms = lease_ms
        self.written = KeptCopies()

    async def _keep(self, code: str, kind: str, payload: str, seq: int) -> None:
        answer = await self.link.script("keep", keys_of(code), self.me, kind, payload, seq, self.lease_ms)
        if answer == 0:
            raise NotOwner(f"table {code} is held by another server now")
        if answer != 1:
            raise OSError(f"the store holds table {code} past seq {seq}")

    async def save(self, code: str, snapshot: dict[str, Any], durable: bool = False) -> None:
        text = json.dumps(snapshot)
        await self._keep(code, "snap", text, int(snapshot["seq"]))
        self.written.saved(code, text)

    async def append(self, code: str, entry: dict[str, Any]) -> None:
        await self._keep(code, "move", json.dumps(entry, separators=(",", ":")), int(entry["seq"]))
        self.written.appended(code, entry)

    def kept(self, code: str) -> Table | None:
        return self.written.kept(code)

    def delete(self, code: str) -> None:
        self.written.forget(code)
        self.link.script_later("drop", keys_of(code), self.me, code)

    async def close(self) -> None:
        """Nothing to close here: the cluster lets the leases go and closes the link."""

    async def claim_new(self, code: str, creator: str, most: int) -> int:
        """1 when ``code`` is free in the store and now this process's table, created from the
        address ``creator``; 0 when the code is taken; -1 when ``creator`` has ``most`` tables open."""
        return int(await self.link.script("claim", keys_of(code)[:1], self.me, self.lease_ms, code, creator, most))

    async def adopt(self, code: str) -> tuple[str, list[Any]] | None:
        """The table's snapshot text and journal entries, once its lease is this process's;
        None when another process holds it or it is gone."""
        answer = await self.link.script("adopt", keys_of(code), self.me, self.lease_ms)
        if not answer:
            return None
        return answer[0], [json.loads(entry) for entry in answer[1:]]

    async def renew(self, codes: list[str]) -> list[str]:
        """Renew the leases of ``codes``: the codes whose lease is no longer this process's."""
        if not codes:
            return []
        answer = await self.link.script("renew", [keys_of(code)[0] for code in codes], self.me, self.lease_ms)
        return [code for code, held in zip(codes, answer, strict=True) if not held]

    async def orphans(self, most: int) -> list[str]:
        return list(await self.link.script("orphans", [], most))

    def list_open(self, code: str, summary: str | None) -> None:
        """List ``code`` among the open tables with its ``summary``, or unlist it (None)."""
        self.link.script_later("list", keys_of(code)[:1], self.me, code, summary or "", int(time.time() * 1000))

    async def open_tables(self, most: int) -> list[str]:
        """The summaries of at most ``most`` open tables of every process, the oldest first."""
        return list(await self.link.script("open", [], most))

    async def release(self, codes: list[str]) -> None:
        if codes:
            await self.link.script("release", [keys_of(code)[0] for code in codes], self.me)

    async def owner(self, code: str) -> str | None:
        owner = await self.link.call("GET", keys_of(code)[0])
        return None if owner is None else str(owner)

    async def lease_left(self, code: str) -> float:
        """Seconds until the lease of ``code`` lapses (0 when there is none)."""
        return max(0, int(await self.link.call("PTTL", keys_of(code)[0]))) / 1000
