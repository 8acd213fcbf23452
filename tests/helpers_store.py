"""Shared pieces of the tests of ``serve --store``: a door between a server and the real store
that holds some of what passes back, so that a test orders what a race would (no timing)."""

from __future__ import annotations

import asyncio
import contextlib
import random

from helpers_net import HOST, random_move

from scopa_desktop.net.client import TableClient


class StoreDoor:
    """A door between one server and the store (the server is given ``url``): every byte passes,
    except what is held back, in order, until it is released:

    - while ``holding``, what the store sends the server's subscription (its connection that
      said SUBSCRIBE), until ``release``; ``asked`` tells that the server sent its subscription
      something meanwhile (a barrier: has everything sent before been read?);
    - once ``hold_commands_from(marker)``: what the server sends the store on its other
      connection, from its first write that holds ``marker`` (a command on its way to the
      store, and every command after it), until ``release_commands``."""

    def __init__(self, store_url: str) -> None:
        self.store_port = int(store_url.rsplit(":", 1)[1].split("/")[0])
        self.holding = False
        self.held = bytearray()
        self.asked = False
        self.held_commands = bytearray()
        self._marker: bytes | None = None
        self._commands: asyncio.StreamWriter | None = None  # to the store, where held commands go
        self._subscriber: asyncio.StreamWriter | None = None
        self._news = asyncio.Event()
        self._door: asyncio.Server | None = None
        self._passing: set[asyncio.Future] = set()

    async def __aenter__(self) -> StoreDoor:
        self._door = await asyncio.start_server(self._pass, HOST, 0)
        return self

    async def __aexit__(self, *_exc) -> None:
        assert self._door is not None
        self._door.close()
        for passing in self._passing:
            passing.cancel()
        await asyncio.gather(*self._passing, return_exceptions=True)

    @property
    def url(self) -> str:
        assert self._door is not None
        return f"redis://{HOST}:{self._door.sockets[0].getsockname()[1]}/0"

    async def until(self, ready) -> None:
        while not ready():
            self._news.clear()
            await self._news.wait()

    def release(self) -> None:
        """What was held goes to the server, before anything the store sends it later."""
        assert self._subscriber is not None
        self._subscriber.write(bytes(self.held))
        self.held.clear()
        self.holding = False

    def hold_commands_from(self, marker: bytes) -> None:
        self._marker = marker

    def release_commands(self) -> None:
        """The commands held go to the store, before any the server sends later."""
        assert self._commands is not None
        self._commands.write(bytes(self.held_commands))
        self.held_commands.clear()
        self._marker = self._commands = None

    def _holds_command(self, to_store: asyncio.StreamWriter, data: bytes) -> bool:
        if self._commands is None and self._marker is not None and self._marker in data:
            self._commands = to_store
        if self._commands is not to_store:
            return False
        self.held_commands += data
        self._news.set()
        return True

    async def _pass(self, from_server: asyncio.StreamReader, to_server: asyncio.StreamWriter) -> None:
        from_store, to_store = await asyncio.open_connection(HOST, self.store_port)
        subscription = False

        async def upward() -> None:
            nonlocal subscription
            while data := await from_server.read(65536):
                if b"\r\nSUBSCRIBE\r\n" in data.upper():
                    subscription, self._subscriber = True, to_server
                elif subscription and self.holding:
                    self.asked = True
                    self._news.set()
                if subscription or not self._holds_command(to_store, data):
                    to_store.write(data)
            to_store.close()

        async def downward() -> None:
            while data := await from_store.read(65536):
                if subscription and self.holding:
                    self.held += data
                    self._news.set()
                else:
                    to_server.write(data)
            to_server.close()

        passing = asyncio.gather(upward(), downward(), return_exceptions=True)
        self._passing.add(passing)
        with contextlib.suppress(asyncio.CancelledError):
            await passing
        to_store.close()
        to_server.close()


async def until_to_play(clients: dict[int, TableClient], seat: int, rng: random.Random) -> dict[int, dict]:
    """Each seat's state once ``seat`` is to play (the others play random moves until then)."""
    states = {number: await client.until("state") for number, client in clients.items()}
    while states[0]["to_play"] != seat:
        mover = states[0]["to_play"]
        await clients[mover].send(random_move(states[mover], rng))
        states = {number: await client.until("state") for number, client in clients.items()}
    return states
