"""The client end of scopa-table/1 on asyncio streams: the seat agent, the load
benchmark and the tests sit at tables with it.

A server's lines may be longer than a client's 64 KiB (the ``match_over`` of a
long match carries its whole record), so a client reads lines of up to 16 MiB.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import TYPE_CHECKING, Any

from .wire import PROTOCOL, encode

if TYPE_CHECKING:  # ssl only when a caller brings a TLS context: the frozen desktop app leaves ssl out
    import ssl

    from websockets.asyncio.client import ClientConnection

MAX_SERVER_LINE = 16 * 1024 * 1024


class ServerClosed(ConnectionError):
    """The server closed the connection."""


class Refused(Exception):
    """The server answered with an ``error``; ``code`` and ``message`` as sent."""

    def __init__(self, message: dict[str, Any]) -> None:
        super().__init__(f"{message.get('code')}: {message.get('message')}")
        self.code = str(message.get("code"))
        self.message = str(message.get("message"))


class TableClient:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, keep_lines: bool = False) -> None:
        self.reader = reader
        self.writer = writer
        self.lines: list[bytes] | None = [] if keep_lines else None  # every byte received, when kept

    @classmethod
    async def connect(
        cls, host: str, port: int, name: str, tls: ssl.SSLContext | None = None, keep_lines: bool = False
    ) -> TableClient:
        """Connect and say hello; Refused if the server answers with an error."""
        reader, writer = await asyncio.open_connection(host, port, ssl=tls, limit=MAX_SERVER_LINE)
        client = cls(reader, writer, keep_lines)
        await client.introduce(name)
        return client

    async def introduce(self, name: str) -> None:
        """Say hello; Refused (and closed) if the server answers with an error."""
        await self.send({"type": "hello", "protocol": PROTOCOL, "name": name})
        welcome = await self.receive()
        if welcome.get("type") != "welcome":
            await self.close()
            raise Refused(welcome)

    async def send(self, message: dict[str, Any]) -> None:
        await self.send_raw(encode(message))

    async def send_raw(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def receive(self, timeout: float | None = 10.0) -> dict[str, Any]:
        """The next message (a server's ``ping`` is answered with ``pong`` on the way, unseen);
        ServerClosed when the server has closed the connection."""
        while True:
            line = await asyncio.wait_for(self.next_line(), timeout)
            if not line:
                raise ServerClosed("the server closed the connection")
            if self.lines is not None:
                self.lines.append(line)
            message: dict[str, Any] = json.loads(line)
            if message.get("type") != "ping":
                return message
            await self.send({"type": "pong"})

    async def next_line(self) -> bytes:
        """The next line with its newline; b"" once the server has closed."""
        return await self.reader.readline()

    async def until(self, kind: str, timeout: float | None = 10.0) -> dict[str, Any]:
        """Read on to the next message of type ``kind``; Refused on an ``error`` on the way."""
        while True:
            message = await self.receive(timeout)
            if message.get("type") == kind:
                return message
            if message.get("type") == "error":
                raise Refused(message)

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(OSError):  # ConnectionError and ssl.SSLError too
            await self.writer.wait_closed()


class WebSocketTableClient(TableClient):
    """The same client over WebSocket (``serve --websocket-port``), through the websockets
    library's own client, as any other program would speak to it."""

    def __init__(self, websocket: ClientConnection, keep_lines: bool = False) -> None:
        super().__init__(None, None, keep_lines)  # type: ignore[arg-type]  # no streams: the library's
        self.websocket = websocket

    @classmethod
    async def connect_to(cls, url: str, name: str, tls: ssl.SSLContext | None = None,
                         keep_lines: bool = False) -> WebSocketTableClient:
        """Connect to ``ws://`` or ``wss://`` ``url`` and say hello."""
        from websockets.asyncio.client import connect

        websocket = await connect(url, ssl=tls, max_size=MAX_SERVER_LINE)
        client = cls(websocket, keep_lines)
        await client.introduce(name)
        return client

    async def send_raw(self, data: bytes) -> None:
        await self.websocket.send(data.rstrip(b"\n").decode("utf-8", "replace"))

    async def next_line(self) -> bytes:
        from websockets.exceptions import ConnectionClosed

        try:
            message = await self.websocket.recv()
        except ConnectionClosed:
            return b""
        return (message.encode() if isinstance(message, str) else message) + b"\n"

    async def close(self) -> None:
        await self.websocket.close()
