"""A table server's address as a player types it: ``host``, ``host:port``, ``[v6]:port``
for TCP, or ``ws://host[:port]/path`` and ``wss://host[:port]/path`` for a server behind
a web server's WebSocket (TABLE-PROTOCOL.md, Transport)."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

DEFAULT_PORT = 7373  # the protocol names none; servers and clients of this game agree on this one
#: Where a server answers scopa-table/1 over WebSocket unless told another path.
WEBSOCKET_PATH = "/scopa"
#: The ports a ``ws://`` and a ``wss://`` address mean when they name none (as browsers do).
WEB_PORTS = {"ws": 80, "wss": 443}


@dataclass(frozen=True)
class ServerAddress:
    host: str
    port: int
    path: str = ""  # the WebSocket's path; "" for the protocol over plain TCP
    secure: bool = False  # the address itself asks for TLS (``wss://``)

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        if self.path:
            scheme = "wss" if self.secure else "ws"
            port = "" if self.port == WEB_PORTS[scheme] else f":{self.port}"
            return f"{scheme}://{host}{port}{self.path}"
        return host if self.port == DEFAULT_PORT else f"{host}:{self.port}"


def parse_server_address(text: str) -> ServerAddress:
    """The address in ``text``; ValueError with a sentence a player can act on."""
    text = text.strip()
    if "://" in text:
        return _web_address(text)
    if text.startswith("["):  # [IPv6] or [IPv6]:port
        host, _, rest = text[1:].partition("]")
        if rest and not rest.startswith(":"):
            raise ValueError(f"“{text}” is not a server's address")
        port = rest[1:]
    elif text.count(":") > 1:  # a bare IPv6 address: no port
        host, port = text, ""
    else:
        host, _, port = text.partition(":")
    if not host or any(c.isspace() for c in host) or not nameable(host):
        raise ValueError(f"“{text}” is not a server's address")
    return ServerAddress(host, _port(port, DEFAULT_PORT, text))


def nameable(host: str) -> bool:
    """Whether ``host`` can be looked up at all: a part of a name longer than 63 characters, or
    empty ("a..b"), is refused by the lookup itself (an encoding error, not a failed lookup)."""
    try:
        host.encode("idna")
    except UnicodeError:
        return False
    return True


def _web_address(text: str) -> ServerAddress:
    parts = urlsplit(text)
    if parts.scheme not in WEB_PORTS:
        raise ValueError(f"“{text}”: a table server's address begins with ws:// or wss://, or has none")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(f"“{text}”: the port must be a number from 1 to 65535") from None
    if not parts.hostname or not nameable(parts.hostname):
        raise ValueError(f"“{text}” names no server")
    return ServerAddress(parts.hostname, port or WEB_PORTS[parts.scheme], parts.path or "/",
                         parts.scheme == "wss")


def _port(port: str, default: int, text: str) -> int:
    if not port:
        return default
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"“{text}”: the port must be a number from 1 to 65535")
    return int(port)
