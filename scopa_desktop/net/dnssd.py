"""Tables on the LAN the way other programs find services: DNS-SD over multicast DNS
(what Bonjour, Avahi and ``avahi-browse -r _scopa._tcp`` see), through python-zeroconf.

A hosting game registers one service a table, ``Scopa K7P2QX._scopa._tcp.local.``,
whose SRV record is the server's port and whose TXT record says::

    protocol=scopa-table/1  table=K7P2QX  host=Anna  players=2  free=1  tls=1

``tls=1`` (optional, as in the broadcast: absent or ``0`` is a plain table) says the server
speaks only TLS.

*Join a table* browses for the service type and lists what it resolves, beside what
the game's own broadcast (``discovery``) hears.  A record is trusted no more than a
datagram: anything not of that shape (another protocol, a code outside the protocol's
alphabet, a name with a control character, a system port, no address) is ignored,
and the list is bounded.  The library is imported only when a table is hosted or
*Join a table* opens.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from .discovery import ANNOUNCE_EVERY, LOWEST_PORT, MAX_TABLES, FoundTable, TableFinder, one_entry_per_table
from .table import CODE_ALPHABET, CODE_LENGTH, Table
from .wire import HUMAN, MAX_NAME, OPEN, PROTOCOL

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, Zeroconf
    from zeroconf.asyncio import AsyncZeroconf

SERVICE_TYPE = "_scopa._tcp.local."
#: The environment variable naming the addresses multicast DNS may use (comma-separated);
#: unset, every interface, as Bonjour does.  The tests set the loopback alone.
INTERFACES_VARIABLE = "SCOPA_DNSSD_INTERFACES"
RESOLVE_MS = 3000  # how long a browse waits for a table's records
MAX_SEATS = 16

log = logging.getLogger("scopa_desktop.net")


def service_name(code: str) -> str:
    return f"Scopa {code}.{SERVICE_TYPE}"


def service_properties(table: Table, secure: bool = False) -> dict[str, str]:
    """The TXT record of ``table`` (served over TLS when ``secure``)."""
    host = table.seats[table.host]
    properties = {"protocol": PROTOCOL, "table": table.code, "host": host.name if host.kind == HUMAN else "",
                  "players": str(len(table.seats)), "free": str(sum(seat.kind == OPEN for seat in table.seats))}
    if secure:
        properties["tls"] = "1"
    return properties


def found_in(properties: dict[bytes, bytes | None], addresses: Sequence[str], port: int | None) -> FoundTable | None:
    """The table a resolved service describes, or None for anything else."""
    try:
        fields = {key.decode("ascii"): (value or b"").decode("utf-8") for key, value in properties.items()}
    except (UnicodeDecodeError, AttributeError):
        return None
    if fields.get("protocol") != PROTOCOL:
        return None
    code, host, free = fields.get("table", ""), fields.get("host", ""), fields.get("free", "")
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code.upper()):
        return None
    if len(host) > MAX_NAME or not host.isprintable():
        return None
    if not free.isascii() or not free.isdigit() or int(free) > MAX_SEATS:
        return None
    secure = fields.get("tls", "0")
    if secure not in ("0", "1"):
        return None
    if not isinstance(port, int) or not LOWEST_PORT <= port <= 65535:
        return None
    ipv4 = [address for address in addresses if address.count(".") == 3]
    if not ipv4:
        return None
    return FoundTable(code.upper(), host, ipv4[0], port, int(free), secure == "1")


def _zeroconf_interfaces() -> Any:
    from zeroconf import InterfaceChoice

    chosen = [address.strip() for address in os.environ.get(INTERFACES_VARIABLE, "").split(",") if address.strip()]
    return chosen or InterfaceChoice.All


async def advertise_tables(tables: Callable[[], Sequence[Table]], address: str, port: int,
                           every: float = ANNOUNCE_EVERY, secure: bool = False) -> None:
    """Keep one DNS-SD service a table registered while it exists (its TXT record
    updated as seats fill), until cancelled; then every service is withdrawn.  Runs on
    the server's event loop.  Without a network for multicast it logs once and stops."""
    from zeroconf.asyncio import AsyncZeroconf

    try:
        zeroconf = AsyncZeroconf(interfaces=_zeroconf_interfaces())
    except OSError as error:
        log.info("no DNS-SD announcements: %s", error.strerror or error)
        return
    registered: dict[str, ServiceInfo] = {}
    try:
        while True:
            await _advertise_once(zeroconf, registered, tables(), address, port, secure)
            await asyncio.sleep(every)
    finally:
        with contextlib.suppress(Exception):  # the loop is ending: withdraw what can be withdrawn
            await zeroconf.async_unregister_all_services()
        await zeroconf.async_close()


async def _advertise_once(zeroconf: AsyncZeroconf, registered: dict[str, ServiceInfo], tables: Sequence[Table],
                          address: str, port: int, secure: bool) -> None:
    from zeroconf import ServiceInfo

    present = {table.code: table for table in tables}
    for code in [code for code in registered if code not in present]:
        await (await zeroconf.async_unregister_service(registered.pop(code)))
    for code, table in present.items():
        info = ServiceInfo(SERVICE_TYPE, service_name(code), port=port, properties=service_properties(table, secure),
                           server=f"scopa-{code.lower()}.local.", addresses=[socket.inet_aton(address)])
        known = registered.get(code)
        if known is not None and known.properties == info.properties:
            continue
        try:
            if known is None:
                await (await zeroconf.async_register_service(info, allow_name_change=True))
            else:
                await (await zeroconf.async_update_service(info))
        except Exception as error:  # a name taken by another host, a network gone: the broadcast still serves
            log.info("table %s: not announced over DNS-SD: %s", code, error)
            continue
        registered[code] = info


class DnsSdFinder:
    """Browses for tables on a thread of python-zeroconf's; ``tables()`` lists those
    resolved and not withdrawn, sorted as ``discovery.TableFinder`` sorts them.
    ``on_heard`` is called (on the browser's thread) for each table listed."""

    def __init__(self, on_heard: Callable[[FoundTable], None] | None = None) -> None:
        self.on_heard = on_heard
        self._found: dict[str, FoundTable] = {}  # service name: table
        self.refused: set[str] = set()  # services resolved that describe no table of ours
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._browser: Any = None

    def start(self) -> None:
        """Start browsing; OSError when no socket for multicast DNS can be opened."""
        from zeroconf import ServiceBrowser, Zeroconf

        self._zeroconf = Zeroconf(interfaces=_zeroconf_interfaces())
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        table = found_in(info.properties, info.parsed_addresses(), info.port) if info is not None else None
        with self._lock:
            if table is None:
                self._found.pop(name, None)  # an update that no longer describes a table
                self.refused.add(name)
                return
            if name not in self._found and len(self._found) >= MAX_TABLES:
                return
            self._found[name] = table
        if self.on_heard is not None:
            self.on_heard(table)

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return one_entry_per_table(list(self._found.values()))

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
        if self._zeroconf is not None:
            self._zeroconf.close()


class Finder(Protocol):
    def start(self) -> None: ...

    def tables(self) -> list[FoundTable]: ...

    def stop(self) -> None: ...


class LanFinder:
    """Every way a table on the LAN is found: the game's own broadcast and DNS-SD, one
    entry a table.  ``start`` raises only when no way can listen."""

    def __init__(self, finders: Sequence[Finder] | None = None) -> None:
        self.finders: list[Finder] = list(finders) if finders is not None else [TableFinder(), DnsSdFinder()]
        self._listening: list[Finder] = []

    def start(self) -> None:
        failure: OSError | None = None
        for finder in self.finders:
            try:
                finder.start()
            except OSError as error:
                failure = failure or error
            else:
                self._listening.append(finder)
        if not self._listening and failure is not None:
            raise failure

    def tables(self) -> list[FoundTable]:
        return one_entry_per_table([table for finder in self._listening for table in finder.tables()])

    def stop(self) -> None:
        for finder in self._listening:
            finder.stop()
