"""The table servers the player connected to lately, newest first, for *Play online*'s
box: each as its address reads (``host``, ``host:port``, ``wss://host/path``) and whether
it was reached over TLS, which a plain ``host:port`` does not say by itself."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, NamedTuple

from ...net.address import ServerAddress, parse_server_address
from ..settings import NET_SERVERS_KEY, AppSettings

#: The servers offered in the box: the last few, the rest forgotten.
MAX_REMEMBERED = 8


class RememberedServer(NamedTuple):
    address: str  # as ``str(ServerAddress)`` writes it
    secure: bool

    def server(self) -> ServerAddress:
        parsed = parse_server_address(self.address)
        return replace(parsed, secure=parsed.secure or self.secure)


def _entry(entry: Any) -> RememberedServer | None:
    """A stored entry as a server; None when it is not one (hand-edited, damaged)."""
    if not isinstance(entry, dict) or not isinstance(entry.get("address"), str) \
            or not isinstance(entry.get("secure"), bool):
        return None
    try:
        parse_server_address(entry["address"])
    except ValueError:
        return None
    return RememberedServer(entry["address"], entry["secure"])


def remembered_servers(settings: AppSettings) -> list[RememberedServer]:
    """Newest first; entries that are not servers are left out."""
    return [server for server in map(_entry, settings.json_list(NET_SERVERS_KEY)) if server is not None]


def remember_server(settings: AppSettings, address: ServerAddress) -> None:
    """``address`` first in the list (once), the oldest past ``MAX_REMEMBERED`` forgotten."""
    newest = RememberedServer(str(address), address.secure)
    others = [server for server in remembered_servers(settings) if server.address != newest.address]
    kept = [newest, *others][:MAX_REMEMBERED]
    settings.set(NET_SERVERS_KEY, json.dumps([server._asdict() for server in kept]))
    settings.sync()
