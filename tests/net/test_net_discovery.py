"""Tables found on the LAN without typing: a hosting server announces its tables
with an open seat in UDP datagrams, a finder lists what it hears and drops
anything else.  Everything on the loopback, on ephemeral ports, with deadlines."""

from __future__ import annotations

import asyncio
import json
import socket
import time

from helpers_net import HOST, create_table, join_table, run, serving

from scopa_desktop.net.discovery import FoundTable, TableFinder, announce_tables, parse_announcement
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
]


def test_an_announcement_is_read_with_the_senders_address_and_anything_else_is_dropped():
    found = parse_announcement(json.dumps(GOOD).encode(), "10.0.0.5")
    assert found == FoundTable("K7P2QX", "Anna", "10.0.0.5", 7373, 1)
    for datagram in GARBAGE:
        assert parse_announcement(datagram, "10.0.0.5") is None, datagram[:40]


def wait_for(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False


def test_a_hosted_table_is_heard_garbage_is_ignored_and_a_full_table_leaves_the_list():
    finder = TableFinder(port=0, bind=HOST, forget_after=0.5)
    finder.start()
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as noise:
            for datagram in GARBAGE:
                noise.sendto(datagram[:1024], (HOST, finder.port))

        async def scenario() -> tuple[str, list[FoundTable], list[FoundTable]]:
            async with serving() as server:
                announcing = asyncio.create_task(announce_tables(
                    lambda: list(server.tables.values()), "192.0.2.9", server.port, [(HOST, finder.port)], 0.05))
                try:
                    host, seated = await create_table(server, ["open", "open"])
                    heard = await asyncio.to_thread(wait_for, lambda: bool(finder.tables()))
                    assert heard, "no announcement heard within 5 s"
                    listed = finder.tables()
                    guest, _ = await join_table(server, seated["table"], "Bruno")  # the table is full now
                    gone = await asyncio.to_thread(wait_for, lambda: not finder.tables())
                    assert gone, "a full table stayed listed"
                    for client in (host, guest):
                        await client.close()
                    return seated["table"], listed, finder.tables()
                finally:
                    announcing.cancel()

        code, listed, after = run(scenario(), timeout=20)
    finally:
        finder.stop()
    assert listed == [FoundTable(code, "Host", HOST, listed[0].port, 1)]
    assert after == []


def test_an_unreachable_target_does_not_stop_the_announcements():
    """No network (or no broadcast route): the datagram to it fails, the next target still hears."""
    finder = TableFinder(port=0, bind=HOST)
    finder.start()
    try:
        async def scenario() -> list[FoundTable]:
            async with serving() as server:
                targets = [("255.255.255.255", 9), ("192.0.2.1", 0), (HOST, finder.port)]
                announcing = asyncio.create_task(announce_tables(
                    lambda: list(server.tables.values()), HOST, server.port, targets, 0.05))
                try:
                    host, _ = await create_table(server, ["open", "open"])
                    await asyncio.to_thread(wait_for, lambda: bool(finder.tables()))
                    await host.close()
                    return finder.tables()
                finally:
                    announcing.cancel()

        found = run(scenario(), timeout=20)
    finally:
        finder.stop()
    assert [table.free for table in found] == [1]


def test_stopping_a_finder_is_quick():
    finder = TableFinder(port=0, bind=HOST)
    finder.start()
    began = time.monotonic()
    finder.stop()
    assert time.monotonic() - began < 1.5
