"""The window hosting a table for the LAN: the package's table server on a
thread of its own, with its own asyncio loop, for as long as the window wants it.

The server's AI seats think in threads here (``ai_processes=0``): the frozen
app starts no worker processes.  Tables are kept on disk as ``serve`` keeps
them (``hosted_tables_dir``), so a host whose window closes or crashes finds
them again at the next start; the host may also end them for everyone.  While it
runs, its tables are announced on the LAN (``net.discovery``, ``net.dnssd``), so
friends find them in *Join a table*.  An encrypted table is served over TLS with this
computer's own certificate (``net.own_certificate``), and said to be so in its announcements.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from pathlib import Path

from ...net.discovery import announce_tables
from ...net.dnssd import advertise_tables
from ...net.own_certificate import OwnCertificate, own_certificate
from ...net.server import ServerOptions, TableServer
from ...net.tls_trust import KnownServers
from ..app_data import default_save_path

#: Beside the saved game: the tables hosted from this window, one folder for all.
HOSTED_TABLES_FOLDER = "hosted-tables"
#: Beside them: the certificate encrypted tables are served with (``net.own_certificate``).
OWN_CERTIFICATE_FOLDER = "table-certificate"


def hosted_tables_dir() -> Path:
    return default_save_path().with_name(HOSTED_TABLES_FOLDER)


def own_certificate_dir() -> Path:
    return default_save_path().with_name(OWN_CERTIFICATE_FOLDER)


def lan_address() -> str:
    """This computer's address on the LAN (the one a route out leaves from), or the loopback."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: connecting a UDP socket only picks a route
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


class HostedServer:
    """``start`` returns the port once the server listens; ``stop`` ends it and its tables.
    With a ``certificate_dir`` it serves TLS only, with the certificate kept there."""

    def __init__(self, port: int, host: str = "0.0.0.0", announce: bool = True, state_dir: Path | None = None,
                 certificate_dir: Path | None = None) -> None:
        self.options = ServerOptions(host=host, port=port, ai_processes=0, closing_reason="host-left",
                                     state_dir=state_dir, in_a_window=True)
        self.announce = announce
        self.certificate_dir = certificate_dir
        self.certificate: OwnCertificate | None = None  # once started with a ``certificate_dir``
        self.end_tables = False  # ``stop`` ends the tables for good, not only for now
        self.port = 0
        self.websocket_port = 0  # when ``options.websocket_port`` asks for one
        self.error: OSError | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="table-host", daemon=True)

    def start(self) -> int:
        """Listen (OSError when the port is taken, or the certificate cannot be written) and return the port."""
        if self.certificate_dir is not None:
            self.certificate = own_certificate(self.certificate_dir)
            if self.certificate.problem:
                logging.getLogger("scopa_desktop.net").warning("own certificate refused (%s): a new one made",
                                                               self.certificate.problem)
            self.options.tls = self.certificate.context
        self._thread.start()
        self._ready.wait()
        if self.error is not None:
            raise self.error
        return self.port

    def _run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        server = TableServer(self.options, logging.getLogger("scopa_desktop.net"))
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        try:
            await server.start()
        except OSError as error:
            self.error = error
            self._ready.set()
            return
        self.port = server.port
        if self.options.websocket_port is not None:
            self.websocket_port = server.websocket_port
        self._ready.set()
        announcing = []
        if self.announce:  # the game's own broadcast, and DNS-SD for everything else that browses
            tables, address = (lambda: list(server.tables.values())), lan_address()
            secure = self.options.tls is not None
            announcing = [asyncio.create_task(announce_tables(tables, address, server.port, secure=secure)),
                          asyncio.create_task(advertise_tables(tables, address, server.port, secure=secure))]
        await self._stop.wait()
        if self.end_tables:
            server.end_tables("host-left")
        else:  # kept for later: the guests hear that the host's seat is away before their connections close
            await server.hosts_away()
        for task in announcing:
            task.cancel()
        await asyncio.gather(*announcing, return_exceptions=True)  # DNS-SD withdraws its services
        await server.close()

    def own_trust(self, host: str) -> KnownServers | None:
        """How the host's own window, at ``host``, trusts this server: by the fingerprint of the certificate
        it was just given, asking nothing (None: a plain server)."""
        if self.certificate is None:
            return None
        return KnownServers.trusting(host, self.port, self.certificate.fingerprint)

    def stop(self, end_tables: bool = False) -> None:
        """Stop serving; the tables kept on disk (with a ``state_dir``) wait for the next start
        unless ``end_tables``, which ends them for everyone at once."""
        self.end_tables = end_tables
        if self._loop is not None and self._stop is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(timeout=5)
