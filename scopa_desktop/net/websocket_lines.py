"""scopa-table/1 over WebSocket (TABLE-PROTOCOL.md, Transport): one protocol line per
text message, without its newline.

The websockets library's sans-I/O protocol objects do the HTTP upgrade, the framing,
the masking, ping and close; they run here over the same sockets and asyncio streams
as the TCP transport.  So everything the server bounds on TCP (the descriptor reserve
at accept, TLS, the hello time-out, the line and rate limits, the send budget) holds
unchanged over WebSocket, and a reverse proxy (nginx, Caddy, a cloud balancer) can
stand in front of it.  The window uses the client protocol object on its own socket.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any

from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.http11 import Request, Response
from websockets.protocol import State
from websockets.server import ServerProtocol
from websockets.uri import parse_uri

from .wire import MAX_LINE

if TYPE_CHECKING:
    from .connection import Outlet
    from .options import ServerOptions

#: A message up to this size is read and, past ``MAX_LINE``, refused as an over-long
#: line is on TCP; a larger one makes the library close the connection (code 1009),
#: so a huge message costs no more memory than this.
MAX_MESSAGE = 4 * MAX_LINE
#: The header a reverse proxy names the player's own address in.
FORWARDED_FOR = "X-Forwarded-For"


class ServerWebSocket:
    """The server's end of one WebSocket connection, made to look like the TCP one: its
    ``lines`` are the text messages, and it has the StreamWriter face ``Connection``
    and ``Gate`` use (``write`` sends one line as one message)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str,
                 trusted_proxies: frozenset[str] = frozenset()) -> None:
        self.reader, self.writer, self.path = reader, writer, path
        self.trusted_proxies = trusted_proxies
        self.protocol = ServerProtocol(max_size=MAX_MESSAGE)
        self.transport = writer.transport
        self._forwarded_for: str | None = None  # the player's address a trusted proxy named

    async def handshake(self) -> bool:
        """Read the HTTP upgrade and answer it: True when the WebSocket is open.  A request
        for another path is answered 404, a plain HTTP request 426, and closed."""
        while True:
            events, ended = await self._receive()
            for event in events:
                if isinstance(event, Request):
                    response = self._answer(event)
                    self.protocol.send_response(response)
                    self._flush()
                    return self.protocol.state is State.OPEN
            if ended:
                return False

    def _answer(self, request: Request) -> Response:
        if request.path.split("?", 1)[0] != self.path:
            return self.protocol.reject(404, f"scopa-table/1 answers at {self.path}\n")
        peer = self.writer.get_extra_info("peername")
        if isinstance(peer, tuple) and str(peer[0]) in self.trusted_proxies:
            self._forwarded_for = last_forwarded_address(request.headers.get_all(FORWARDED_FOR))
        return self.protocol.accept(request)

    async def lines(self) -> AsyncIterator[bytes | None]:
        """Each text message, until the peer closes; ``None`` for a message longer than a
        protocol line or a binary one (refused as a line that is not JSON would be)."""
        kept = bytearray()
        refused = False  # the message being read is refused: its further fragments are not kept
        while True:
            events, ended = await self._receive()
            for frame in events:
                if not isinstance(frame, Frame) or frame.opcode not in (Opcode.TEXT, Opcode.BINARY, Opcode.CONT):
                    continue  # ping, pong and close are the protocol object's to answer
                if frame.opcode is Opcode.BINARY:
                    refused = True
                if not refused:
                    kept += frame.data
                    refused = len(kept) > MAX_LINE
                if frame.fin:
                    line = None if refused else bytes(kept)
                    kept.clear()
                    refused = False
                    yield line
            if ended:
                return

    async def _receive(self) -> tuple[list[Any], bool]:
        """The events of the next bytes read, and whether the stream has ended."""
        data = await self.reader.read(65536)
        if data:
            self.protocol.receive_data(data)
        else:
            self.protocol.receive_eof()
        events = self.protocol.events_received()
        self._flush()
        return events, not data or self.protocol.state is State.CLOSED

    def _flush(self) -> None:
        for data in self.protocol.data_to_send():
            if self.writer.is_closing():
                return
            if data:
                self.writer.write(data)
            elif self.writer.can_write_eof():
                self.writer.write_eof()

    # The StreamWriter face -----------------------------------------------------------------

    def write(self, line: bytes) -> None:
        if self.protocol.state is State.OPEN:
            self.protocol.send_text(line.rstrip(b"\n"))
            self._flush()

    def is_closing(self) -> bool:
        return self.writer.is_closing() or self.protocol.state is not State.OPEN

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        if name == "peername" and self._forwarded_for is not None:
            return (self._forwarded_for, 0)  # the per-address bounds count the player, not the proxy
        return self.writer.get_extra_info(name, default)

    def close(self) -> None:
        """Say goodbye with a close frame (after what was sent), then close the socket."""
        if self.protocol.state is State.OPEN:
            self.protocol.send_close(1000)
            self._flush()
        self.writer.close()

    async def wait_closed(self) -> None:
        await self.writer.wait_closed()


async def serve_websocket(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, options: ServerOptions,
                          converse: Callable[[AsyncIterator[bytes | None], Outlet], Awaitable[None]]) -> None:
    """One connection to the server's WebSocket port: the upgrade within the hello time-out,
    then the same conversation as over TCP."""
    websocket = ServerWebSocket(reader, writer, options.websocket_path, options.trusted_proxies)
    try:
        opened = await asyncio.wait_for(websocket.handshake(), options.hello_timeout)
    except (TimeoutError, OSError):
        opened = False
    if opened:
        await converse(websocket.lines(), websocket)
    else:
        writer.close()


def last_forwarded_address(values: list[str]) -> str | None:
    """The address the nearest proxy saw (the last entry of the last header), if it is one."""
    entries = [entry.strip() for value in values for entry in value.split(",")]
    if not entries:
        return None
    try:
        return str(ipaddress.ip_address(entries[-1]))
    except ValueError:
        return None  # a proxy that names no address: count the proxy's own


class ClientWebSocket:
    """The client's end over a socket it owns: ``opening`` is the upgrade request to send,
    ``received`` turns bytes into protocol lines (each ending in a newline, as on TCP) and
    ``outgoing`` a line into a message.  ``replies`` is what the protocol must answer
    (pong, close) after bytes came in."""

    def __init__(self, host: str, port: int, path: str, secure: bool, max_line: int) -> None:
        scheme = "wss" if secure else "ws"
        where = f"[{host}]" if ":" in host else host
        self.protocol = ClientProtocol(parse_uri(f"{scheme}://{where}:{port}{path}"), max_size=max_line)
        self.max_line = max_line
        self._kept = bytearray()

    def opening(self) -> bytes:
        self.protocol.send_request(self.protocol.connect())
        return self.replies()

    def received(self, data: bytes) -> list[bytes]:
        """The lines in ``data``; OSError when the server refused the upgrade or closed."""
        if data:
            self.protocol.receive_data(data)
        else:
            self.protocol.receive_eof()
        lines: list[bytes] = []
        for event in self.protocol.events_received():
            if isinstance(event, Response):
                if self.protocol.handshake_exc is not None:
                    raise OSError(f"the server refused the WebSocket: {self.protocol.handshake_exc}")
            elif isinstance(event, Frame) and event.opcode in (Opcode.TEXT, Opcode.CONT):
                self._kept += event.data
                if event.fin:
                    lines.append(bytes(self._kept) + b"\n")
                    self._kept.clear()
        return lines

    @property
    def open(self) -> bool:
        return self.protocol.state is State.OPEN

    @property
    def closed(self) -> bool:
        return self.protocol.state is State.CLOSED

    def outgoing(self, line: bytes) -> bytes:
        self.protocol.send_text(line.rstrip(b"\n"))
        return self.replies()

    def replies(self) -> bytes:
        return b"".join(self.protocol.data_to_send())
