"""Tables on the LAN without typing: a hosting game announces its tables in a
small UDP datagram every second, and *Join a table* lists what it hears.

The protocol names no discovery, so this game's own: one JSON object a
datagram, on ``DISCOVERY_PORT``, sent to the broadcast address and to the
loopback (a second window on the same computer hears it too)::

    {"service": "scopa-table/1", "table": "K7P2QX", "host": "Anna",
     "address": "192.168.1.20", "port": 7373, "free": 1, "tls": true}

``tls`` (added after the first version, so optional: a listener of that version ignores it,
and an announcement without it is a plain table) says the server speaks only TLS.

It works where multicast does not (``dnssd`` announces the same tables as DNS-SD
services for everything else).  Plain sockets and the standard library only (no Qt
network module, no ssl): the frozen app leaves those out.  A listener trusts nothing
in a datagram: anything that is not such an object, in ASCII (``json.dumps``
escapes any other letter of a name), with a table code of the protocol's
alphabet and a port above 1024, is dropped; a table it has not heard for
``FORGET_AFTER`` seconds leaves the list.  Anyone on the LAN can send
datagrams, so the listener is bounded: each sender's datagrams are rate
limited before they are even parsed, a sender lists at most
``MAX_PER_SENDER`` tables and the list at most ``MAX_TABLES``, so a flood
costs the listener little and the *Join a table* list's refresh none more.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .table import CODE_ALPHABET, CODE_LENGTH, Table
from .wire import HUMAN, MAX_NAME, OPEN, PROTOCOL

DISCOVERY_PORT = 7374  # the table server's default port + 1
ANNOUNCE_EVERY = 1.0  # seconds between two announcements of the same table
FORGET_AFTER = 4.0  # seconds a table stays listed after its last announcement
MAX_DATAGRAM = 1024  # bytes; an announcement is about 120
MAX_TABLES = 64  # tables listed at once: more than a LAN has, few enough to show at once
MAX_PER_SENDER = 16  # tables one address may have listed
SENDER_RATE = 20.0  # datagrams a second one address may send (a host announces each table once a second)
MAX_SENDERS = 256  # addresses whose rate is followed; the one heard least lately is forgotten first
LOWEST_PORT = 1025  # a table server never listens on a system port
BROADCAST_TARGETS: tuple[tuple[str, int], ...] = (("255.255.255.255", DISCOVERY_PORT), ("127.0.0.1", DISCOVERY_PORT))


@dataclass(frozen=True)
class FoundTable:
    """A table heard on the LAN: where to connect and what to tell the player."""

    code: str
    host: str  # the host player's name
    address: str  # where the datagram came from: an address this computer can reach
    port: int
    free: int  # open seats
    secure: bool = False  # the server speaks TLS only


def announcement(table: Table, address: str, port: int, secure: bool = False) -> bytes:
    """The datagram announcing ``table``, served at ``address``:``port`` (over TLS when ``secure``)."""
    host = table.seats[table.host]
    free = sum(seat.kind == OPEN for seat in table.seats)
    data = {"service": PROTOCOL, "table": table.code, "host": host.name if host.kind == HUMAN else "",
            "address": address, "port": port, "free": free}
    if secure:
        data["tls"] = True
    return json.dumps(data, separators=(",", ":")).encode("utf-8")


def parse_announcement(datagram: bytes, sender: str) -> FoundTable | None:
    """The table a datagram announces, or None for anything else (garbage, another program, bad fields)."""
    if not datagram.isascii():
        return None
    try:
        data = json.loads(datagram.decode("ascii"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("service") != PROTOCOL:
        return None
    code, host, port, free = data.get("table"), data.get("host", ""), data.get("port"), data.get("free")
    if not isinstance(code, str) or len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code.upper()):
        return None
    if not isinstance(host, str) or len(host) > MAX_NAME or not host.isprintable():
        return None  # isprintable: no control character, no lone surrogate
    if not isinstance(port, int) or isinstance(port, bool) or not LOWEST_PORT <= port <= 65535:
        return None
    if not isinstance(free, int) or isinstance(free, bool) or not 0 <= free <= 16:
        return None
    secure = data.get("tls", False)
    if not isinstance(secure, bool):
        return None
    # The sender's address, not the announced one: the datagram came from it, so this computer reaches it.
    return FoundTable(code.upper(), host, sender, port, free, secure)


async def announce_tables(tables: Callable[[], Sequence[Table]], address: str, port: int,
                          targets: Sequence[tuple[str, int]] = BROADCAST_TARGETS,
                          every: float = ANNOUNCE_EVERY, secure: bool = False) -> None:
    """Announce every table, every ``every`` seconds, until cancelled: one with an open seat
    for anyone to join, one in play (``free`` 0) so that its own players find it again.

    Runs on the server's event loop, so it reads the tables where they change;
    a target that cannot be reached (no network, no broadcast route) is skipped."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
        sender.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sender.setblocking(False)
        while True:
            for table in tables():
                datagram = announcement(table, address, port, secure)
                for target in targets:
                    with contextlib.suppress(OSError):
                        sender.sendto(datagram, target)
            await asyncio.sleep(every)


def one_entry_per_table(found: Sequence[FoundTable]) -> list[FoundTable]:
    """``found`` with one entry a table, sorted by host and code: a host on several networks is
    heard from each of its addresses (the loopback is kept only where no other address was
    heard: it reaches this computer alone)."""
    one_each: dict[tuple[str, int], FoundTable] = {}
    for table in sorted(found, key=lambda table: (table.address.startswith("127."), table.address)):
        one_each.setdefault((table.code, table.port), table)
    return sorted(one_each.values(), key=lambda table: (table.host.casefold(), table.code, table.address))


class TableFinder:
    """Listens for announcements on a thread of its own; ``tables()`` lists those heard lately.

    ``start`` raises OSError when the port cannot be bound; ``stop`` ends the thread within
    ``POLL`` seconds.  ``port`` 0 (tests) listens on any free port (``self.port`` tells which).
    ``on_heard`` is called on the listening thread after each announcement is listed, and
    ``clock`` stamps them; tests pass their own to wait for a datagram and for forgetting."""

    POLL = 0.25  # seconds the thread waits for a datagram before it looks whether to stop

    def __init__(self, port: int = DISCOVERY_PORT, bind: str = "", forget_after: float = FORGET_AFTER,
                 clock: Callable[[], float] = time.monotonic,
                 on_heard: Callable[[FoundTable], None] | None = None) -> None:
        self.port = port
        self.bind = bind
        self.forget_after = forget_after
        self.clock = clock
        self.on_heard = on_heard
        self._heard: dict[tuple[str, int, str], tuple[float, FoundTable]] = {}
        self._senders: OrderedDict[str, tuple[float, float]] = OrderedDict()  # address: (allowance, when)
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._socket: socket.socket | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        listener = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            # Several windows on one computer may listen at once.
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if hasattr(socket, "SO_REUSEPORT"):
                with contextlib.suppress(OSError):
                    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            listener.bind((self.bind, self.port))
        except OSError:
            listener.close()
            raise
        listener.settimeout(self.POLL)
        self.port = listener.getsockname()[1]
        self._socket = listener
        self._thread = threading.Thread(target=self._listen, name="table-finder", daemon=True)
        self._thread.start()

    def _listen(self) -> None:
        assert self._socket is not None
        while not self._stopping.is_set():
            try:
                datagram, (sender, _port) = self._socket.recvfrom(MAX_DATAGRAM)
            except TimeoutError:
                continue
            except OSError:
                return  # the socket was closed under us
            now = self.clock()
            if not self._admit(sender, now):
                continue
            found = parse_announcement(datagram, sender)
            if found is not None:
                self._note(found, now)
                if self.on_heard is not None:
                    self.on_heard(found)

    def _admit(self, sender: str, now: float) -> bool:
        """The sender's rate (a token bucket of ``SENDER_RATE`` a second): False drops the datagram."""
        allowance, last = self._senders.pop(sender, (SENDER_RATE, now))
        allowance = min(SENDER_RATE, allowance + (now - last) * SENDER_RATE)
        admitted = allowance >= 1.0
        self._senders[sender] = (allowance - admitted, now)
        if len(self._senders) > MAX_SENDERS:
            self._senders.popitem(last=False)
        return admitted

    def _note(self, found: FoundTable, now: float) -> None:
        """List a table heard, unless its sender has its most tables listed.  When the list is
        full, the sender with the most tables gives up its oldest, if it has more than this one's:
        a host of its own always finds room beside a flood from a few addresses."""
        key = (found.address, found.port, found.code)
        with self._lock:
            if key not in self._heard:
                self._forget(now)
                counts = Counter(address for address, _, _ in self._heard)
                if counts[found.address] >= MAX_PER_SENDER:
                    return
                if len(self._heard) >= MAX_TABLES:
                    largest, most = counts.most_common(1)[0]
                    if most <= counts[found.address] + 1:
                        return
                    oldest = min((k for k in self._heard if k[0] == largest), key=lambda k: self._heard[k][0])
                    del self._heard[oldest]
            self._heard[key] = (now, found)

    def _forget(self, now: float) -> None:
        """Drop the tables not heard within ``forget_after`` seconds (the lock held)."""
        for key in [key for key, (heard, _) in self._heard.items() if now - heard > self.forget_after]:
            del self._heard[key]

    def tables(self) -> list[FoundTable]:
        """The tables heard within ``forget_after`` seconds, one entry a table (``one_entry_per_table``)."""
        with self._lock:
            self._forget(self.clock())
            found = [table for _, table in self._heard.values()]
        return one_entry_per_table(found)

    def stop(self) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(timeout=2 * self.POLL + 1)
        if self._socket is not None:
            self._socket.close()
