"""Tables found on the LAN without typing: a hosting server announces its tables
with an open seat in UDP datagrams, a finder lists what it hears and drops
anything else.  Everything on the loopback, on ephemeral ports, with deadlines."""

from __future__ import annotations

import asyncio
import json
import random
import socket
import threading
import time
from collections import Counter

from helpers_net import HOST, create_table, join_table, run, serving

from scopa_desktop.net.discovery import (
    ANNOUNCE_EVERY,
    MAX_PER_SENDER,
    MAX_TABLES,
    FoundTable,
    TableFinder,
    announce_tables,
    parse_announcement,
)
from scopa_desktop.net.table import CODE_ALPHABET, Table
from scopa_desktop.net.wire import PROTOCOL

GOOD = {"service": PROTOCOL, "table": "k7p2qx", "host": "Anna", "address": "192.0.2.9", "port": 7373, "free": 1}
GARBAGE = [
    b"\xff\xfe not even UTF-8",
    b"not JSON",
    b"[1, 2, 3]",
    b"[" * 10_000,
    json.dumps({**GOOD, "service": "another-game/2"}).encode(),
    json.dumps({**GOOD, "port": "7373"}).encode(),
    json.dumps({**GOOD, "port": 70000}).encode(),
    json.dumps({**GOOD, "port": True}).encode(),
    json.dumps({**GOOD, "table": "../../etc"}).encode(),
    json.dumps({**GOOD, "host": "x" * 500}).encode(),
    json.dumps({**GOOD, "free": -1}).encode(),
    json.dumps({**GOOD, "port": 22}).encode(),  # a system port: no table server
    json.dumps({**GOOD, "port": 1024}).encode(),
    json.dumps({**GOOD, "table": "K7P2Q"}).encode(),  # five letters
    json.dumps({**GOOD, "table": "K7P2QO"}).encode(),  # O is no letter of a table code
    json.dumps({**GOOD, "table": "K7P2Q\u00c9"}, ensure_ascii=False).encode(),
    json.dumps({**GOOD, "table": "K7P2Q\u0669"}).encode(),  # an Arabic-Indic digit, escaped
    json.dumps({**GOOD, "host": "Anna\u00e9"}, ensure_ascii=False).encode(),  # not ASCII on the wire
    json.dumps({**GOOD, "host": "\ud800"}).encode(),  # a lone surrogate
]


def test_an_announcement_is_read_with_the_senders_address_and_anything_else_is_dropped():
    found = parse_announcement(json.dumps(GOOD).encode(), "10.0.0.5")
    assert found == FoundTable("K7P2QX", "Anna", "10.0.0.5", 7373, 1)
    escaped = parse_announcement(json.dumps({**GOOD, "host": "Gäst"}).encode(), "10.0.0.5")  # as announced
    assert escaped is not None and escaped.host == "Gäst"
    for datagram in GARBAGE:
        assert parse_announcement(datagram, "10.0.0.5") is None, datagram[:40]


def test_an_encrypted_table_says_so_and_an_announcement_without_the_field_is_a_plain_table():
    """``tls`` came after the first announcements: optional, and nothing but a bool is read as one."""
    secure = parse_announcement(json.dumps({**GOOD, "tls": True}).encode(), "10.0.0.5")
    assert secure == FoundTable("K7P2QX", "Anna", "10.0.0.5", 7373, 1, secure=True)
    assert parse_announcement(json.dumps({**GOOD, "tls": False}).encode(), "10.0.0.5").secure is False
    assert parse_announcement(json.dumps(GOOD).encode(), "10.0.0.5").secure is False
    for forged in ("yes", 1, None, [True]):
        assert parse_announcement(json.dumps({**GOOD, "tls": forged}).encode(), "10.0.0.5") is None, forged


class Ears:
    """What a finder heard, counted per table (its ``on_heard``), for a test to wait on."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self._changed = threading.Condition()

    def heard(self, found: FoundTable) -> None:  # on the finder's thread
        with self._changed:
            self.counts[found.code] += 1
            self._changed.notify_all()

    def wait(self, code: str, count: int) -> bool:
        """True once ``count`` announcements of table ``code`` were heard; False after 5 s."""
        with self._changed:
            return self._changed.wait_for(lambda: self.counts[code] >= count, timeout=5.0)


def test_a_hosted_table_is_heard_garbage_is_ignored_and_a_full_table_says_no_seat_is_free():
    """Two tables, the second always open: once every announcement of it was heard, so was every
    one sent before (one sender, one receiving socket); the finder's clock then moves on by hand."""
    now = [0.0]
    ears = Ears()
    finder = TableFinder(port=0, bind=HOST, forget_after=0.5, clock=lambda: now[0], on_heard=ears.heard)
    finder.start()
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as noise:
            noise.bind(("127.0.0.3", 0))  # an address of its own: the garbage spends none of the host's rate
            for datagram in GARBAGE:
                noise.sendto(datagram[:1024], (HOST, finder.port))

        async def scenario() -> tuple[str, str, list[FoundTable], list[FoundTable], list[FoundTable]]:
            async with serving() as server:
                host, seated = await create_table(server, ["open", "open"])
                other, other_seated = await create_table(server, ["open", "open"])
                code, marker = seated["table"], other_seated["table"]
                rounds, round_sent = [0], asyncio.Event()

                def hosted() -> list[Table]:  # called once a round, which then sends before the loop moves on
                    rounds[0] += 1
                    round_sent.set()
                    return list(server.tables.values())

                async def everything_sent_is_heard() -> None:
                    round_sent.clear()
                    await round_sent.wait()
                    assert await asyncio.to_thread(ears.wait, marker, rounds[0]), "announcements not heard in 5 s"

                announcing = asyncio.create_task(
                    # Every 0.2 s: three tables, 15 datagrams a second, within one sender's rate.
                    announce_tables(hosted, "192.0.2.9", server.port, [(HOST, finder.port)], 0.2))
                try:
                    await everything_sent_is_heard()
                    listed = finder.tables()
                    guest, _ = await join_table(server, code, "Bruno")  # the table is full now
                    await everything_sent_is_heard()
                    now[0] += 1.0  # past forget_after: whatever was heard so far is forgotten...
                    forgotten = finder.tables()
                    await everything_sent_is_heard()  # ...and the next round announces the open table alone
                    for client in (host, guest, other):
                        await client.close()
                    return code, marker, listed, forgotten, finder.tables()
                finally:
                    announcing.cancel()

        code, marker, listed, forgotten, after = run(scenario(), timeout=20)
    finally:
        finder.stop()
    port = listed[0].port
    assert set(listed) == {FoundTable(code, "Host", HOST, port, 1), FoundTable(marker, "Host", HOST, port, 1)}
    assert forgotten == []
    # A full table is still announced, with no seat free, so that its own players find it again.
    assert sorted((table.code, table.free) for table in after) == sorted([(marker, 1), (code, 0)])


def test_an_unreachable_target_does_not_stop_the_announcements():
    """No network (or no broadcast route): the datagram to it fails, the next target still hears."""
    ears = Ears()
    finder = TableFinder(port=0, bind=HOST, on_heard=ears.heard)
    finder.start()
    try:
        async def scenario() -> list[FoundTable]:
            async with serving() as server:
                targets = [("255.255.255.255", 9), ("192.0.2.1", 0), (HOST, finder.port)]
                announcing = asyncio.create_task(announce_tables(
                    lambda: list(server.tables.values()), HOST, server.port, targets, 0.05))
                try:
                    host, seated = await create_table(server, ["open", "open"])
                    await asyncio.to_thread(ears.wait, seated["table"], 1)
                    await host.close()
                    return finder.tables()
                finally:
                    announcing.cancel()

        found = run(scenario(), timeout=20)
    finally:
        finder.stop()
    assert [table.free for table in found] == [1]


def test_stopping_a_finder_ends_its_thread_before_stop_returns():
    """``stop`` waits for the thread a bounded while (its socket's poll and a margin): the thread
    has ended by then, so closing *Join a table* leaves nothing listening behind it."""
    before = set(threading.enumerate())
    finder = TableFinder(port=0, bind=HOST)
    finder.start()
    (listening,) = set(threading.enumerate()) - before
    finder.stop()
    assert not listening.is_alive()


def wait_for(condition, seconds: float = 5.0) -> bool:
    """Polls: a flooded finder has no event to wait on, and the senders must announce anew meanwhile.
    The bound is a time-out, not a figure: the parallel test workers may hold both cores."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False


def forged(count: int, rng: random.Random) -> list[bytes]:
    codes = ("".join(rng.choice(CODE_ALPHABET) for _ in range(6)) for _ in range(count))
    return [json.dumps({**GOOD, "table": code, "port": 1025 + rng.randrange(60000)}).encode() for code in codes]


class Announcing:
    """Senders announcing their tables anew every ``ANNOUNCE_EVERY`` seconds, as hosts do.  Not at
    each look of the test (every 20 ms): at that pace a sender's rate allowance never refills past
    one datagram, so a table whose first announcement the flooded socket lost was never heard."""

    def __init__(self, finder: TableFinder, senders: dict[socket.socket, list[bytes]]) -> None:
        self.finder = finder
        self.senders = senders
        self.last = -ANNOUNCE_EVERY

    def listed(self, count: int) -> bool:
        """True once ``count`` tables are listed; the senders announce when they are due."""
        if time.monotonic() - self.last >= ANNOUNCE_EVERY:
            self.last = time.monotonic()
            for sender, datagrams in self.senders.items():
                for datagram in datagrams:
                    sender.sendto(datagram, (HOST, self.finder.port))
        return len(self.finder.tables()) == count


def test_a_flood_of_forged_announcements_lists_few_tables_and_a_real_one_still_gets_in():
    finder = TableFinder(port=0, bind=HOST, forget_after=60)
    finder.start()
    senders = [socket.socket(socket.AF_INET, socket.SOCK_DGRAM) for _ in range(4)]
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as forger:
            for datagram in forged(20_000, random.Random(1)):  # one address, 20,000 tables
                forger.sendto(datagram, (HOST, finder.port))
        for number, sender in enumerate(senders):
            sender.bind((f"127.0.1.{number + 1}", 0))  # more addresses: the list fills up
        flood = forged(3 * MAX_PER_SENDER, random.Random(2))
        others = {sender: flood[n * MAX_PER_SENDER:(n + 1) * MAX_PER_SENDER] for n, sender in enumerate(senders[:3])}
        flooding = Announcing(finder, others)
        assert wait_for(lambda: flooding.listed(MAX_TABLES), 60)
        real = Announcing(finder, {senders[3]: [json.dumps({**GOOD, "table": "RWX234", "host": "Real"}).encode()]})
        assert wait_for(lambda: real.listed(MAX_TABLES) and
                        "RWX234" in [table.code for table in finder.tables()], 60)
        listed = finder.tables()
    finally:
        finder.stop()
        for sender in senders:
            sender.close()
    assert len(listed) == MAX_TABLES and sum(table.address == HOST for table in listed) <= MAX_PER_SENDER
