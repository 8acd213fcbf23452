"""The hostile clients of ``net_attack``, each run in a process of its own (niced: an attacker
on the internet does not take the server's processor) and printing what it got as JSON:

* ``idle``: ``count`` connections that never say hello, from one address and then
  ``count`` from many (any 127.x.y.z is this machine), held open to the attack's end (all of
  them opened, past its seconds if the machine is too slow to open them in time);
* ``tables``: connect → hello → ``create`` → close, in a loop, from one address;
* ``join-walk``: ``join`` with random codes from 32 connections of one address;
* ``non-readers``: ``count`` clients at six-seat tables that chat at the protocol's rate
  and never read, so every line to them piles up in the server.

``none`` attacks nothing: the pair alone, for comparison.  Each reports whether a new
player still got its ``welcome`` at the attack's height, and says ``at_height()`` once in the
middle of its flood (``net_attack`` kills the server then); each goes on against the server
started again on the same port, and a connection refused while it is down is counted, not fatal.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..net.client import Refused, TableClient
from ..net.table import CODE_ALPHABET

HOST = "127.0.0.1"
ATTACKER = "127.0.0.2"
HELLO = b'{"type": "hello", "protocol": "scopa-table/1", "name": "%s"}\n'
#: Seconds past its end an idle flood may go on opening connections (``net_attack`` waits a minute more).
OPENING_GRACE = 40.0


@dataclass(frozen=True)
class FloodEnd:
    """When a flood ends: at ``deadline``, and not before ``released`` is set when there is one.
    ``net_attack`` kills the server in the middle of each flood and releases it after; on a loaded
    machine the kill came after the deadline, the flood was over, and the kill was not in its middle."""

    deadline: float
    released: asyncio.Event | None = None

    def over(self) -> bool:
        return time.monotonic() >= self.deadline and (self.released is None or self.released.is_set())

    async def wait(self) -> None:
        await asyncio.sleep(max(0.0, self.deadline - time.monotonic()))
        if self.released is not None:
            await self.released.wait()


async def silent_socket(port: int, source: str, receive_buffer: int = 0) -> socket.socket | None:
    """A connection from ``source`` (any 127.x.y.z is this machine) that says nothing; None if
    refused.  ``receive_buffer``: a small one, so the kernel holds little of what is not read."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((source, 0))
    if receive_buffer:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.setblocking(False)
    try:
        await asyncio.get_running_loop().sock_connect(sock, (HOST, port))
    except OSError:
        sock.close()
        return None
    return sock


async def new_player(port: int, patience: float = 5.0) -> bool:
    """Whether a new player gets its ``welcome``; a connection refused outright (the server killed
    and not back yet) is tried again for ``patience`` seconds."""
    until = time.monotonic() + patience
    while True:
        try:
            client = await TableClient.connect(HOST, port, "Newcomer")
        except ConnectionRefusedError:
            if time.monotonic() > until:
                return False
            await asyncio.sleep(0.01)
            continue
        except (Refused, OSError, TimeoutError):
            return False
        await client.close()
        return True


async def idle_attack(port: int, count: int, end: FloodEnd, at_height: Callable[[], None]) -> dict[str, Any]:
    """Opened whole even when a slow or loaded machine needs longer than the attack's seconds (up to
    ``OPENING_GRACE`` more): the count is what takes the server past its descriptors."""
    opened: list[socket.socket] = []
    refused = 0
    give_up = end.deadline + OPENING_GRACE
    for i in range(2 * count):
        if time.monotonic() > give_up:
            break
        if i == count // 2:  # in the middle of the flood from one address
            at_height()
        source = ATTACKER if i < count else f"127.0.{4 + i // 250}.{i % 250 + 1}"
        while (sock := await silent_socket(port, source)) is None and time.monotonic() < give_up:
            refused += 1  # the server is down (killed, and not back yet): this connection, once it is back
            await asyncio.sleep(0.01)
        if sock is not None:
            opened.append(sock)
    await end.wait()  # all held open to the end of the attack
    welcomed = await new_player(port)
    for sock in opened:
        sock.close()
    return {"connections_tried": 2 * count, "connections_opened": len(opened), "refused_while_down": refused,
            "new_player_welcomed": welcomed}


def tally(answers: dict[str, int], kind: str) -> None:
    answers[kind] = answers.get(kind, 0) + 1


async def tables_attack(port: int, end: FloodEnd, middle: float, at_height: Callable[[], None]) -> dict[str, Any]:
    answers: dict[str, int] = {}
    create = b'{"type": "create", "rules": {"players": 2}, "seats": ["open", "open"]}\n'
    while not end.over():
        if time.monotonic() >= middle:
            at_height()
        try:
            reader, writer = await asyncio.open_connection(HOST, port, local_addr=(ATTACKER, 0))
        except OSError:  # the server is down (killed, and not back yet)
            tally(answers, "refused")
            await asyncio.sleep(0.01)
            continue
        writer.write(HELLO % b"Filler" + create)
        try:
            for _ in range(2):  # welcome (or a refusal), then the answer to create
                line = await reader.readline()
                message = json.loads(line) if line else {"type": "closed"}
                if message["type"] != "welcome":
                    break
        except OSError:
            message = {"type": "closed"}
        tally(answers, message.get("code", message["type"]))
        writer.close()
    return {"answers": answers, "new_player_welcomed": await new_player(port)}


async def join_walk(port: int, end: FloodEnd, middle: float, at_height: Callable[[], None]) -> dict[str, Any]:
    answers: dict[str, int] = {}

    async def walk() -> None:
        reader, writer = await asyncio.open_connection(HOST, port, local_addr=(ATTACKER, 0))
        writer.write(HELLO % b"Walker")
        await reader.readline()
        while not end.over():
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))
            writer.write(json.dumps({"type": "join", "table": code}).encode() + b"\n")
            line = await reader.readline()
            if not line:
                break
            tally(answers, json.loads(line).get("code", "?"))
            await asyncio.sleep(0.05)  # under the line rate: only the per-address tries bound it
        writer.close()

    async def walker() -> None:  # walks again when the server closed it (it was killed)
        while not end.over():
            try:
                await walk()
            except (OSError, ValueError):
                tally(answers, "refused")
            await asyncio.sleep(0.05)

    async def height() -> None:
        await asyncio.sleep(max(0.0, middle - time.monotonic()))
        at_height()

    started = time.monotonic()
    await asyncio.gather(height(), *(walker() for _ in range(32)), return_exceptions=True)
    answered = answers.get("no-such-table", 0)
    return {"answers": answers, "guesses_answered_a_second": round(answered / (time.monotonic() - started), 1),
            "new_player_welcomed": await new_player(port)}


async def non_readers(port: int, count: int, end: FloodEnd, middle: float,
                      at_height: Callable[[], None]) -> dict[str, Any]:
    """``count`` clients, six to a table (each table from an address of its own), that read their
    ``seated`` and then only write: a chat line every 1/18 s, under the protocol's 20 a second."""
    loop = asyncio.get_running_loop()
    chat = (json.dumps({"type": "chat", "text": "x" * 200}) + "\n").encode()
    create = b'{"type": "create", "rules": {"players": 6}, "seats": ["open", "open", "open", "open", "open", "open"]}\n'
    seated: list[socket.socket] = []

    async def line_of(sock: socket.socket) -> dict[str, Any]:
        data = b""
        while not data.endswith(b"\n"):
            chunk = await loop.sock_recv(sock, 1)
            if not chunk:
                raise ConnectionError("closed")
            data += chunk
        return dict(json.loads(data))

    async def sit(source: str, first: dict[str, Any] | None) -> dict[str, Any]:
        sock = await silent_socket(port, source, receive_buffer=4096)
        if sock is None:
            raise ConnectionError("refused")
        join = create if first is None else json.dumps({"type": "join", "table": first["table"]}).encode() + b"\n"
        await loop.sock_sendall(sock, HELLO % b"Silent" + join)
        while (message := await line_of(sock))["type"] not in ("seated", "error"):
            pass
        if message["type"] == "error":
            sock.close()
            raise ConnectionError(message["code"])
        seated.append(sock)
        return message

    async def table(index: int, size: int) -> None:
        source = f"127.0.{40 + index // 250}.{index % 250 + 1}"
        first = await sit(source, None)
        for _ in range(size - 1):
            await sit(source, first)

    refused = 0
    for index, start in enumerate(range(0, count, 6)):
        try:
            await table(index, min(6, count - start))
        except (OSError, ConnectionError):
            refused += 1
    sent = cut = 0
    unsent = {sock: b"" for sock in seated}  # what the kernel did not take yet, a line cut short included
    while not end.over() and unsent:
        tick = time.monotonic()
        if tick >= middle:
            at_height()
        for sock, left in list(unsent.items()):
            try:
                data = left or chat
                unsent[sock] = data[sock.send(data):]
                sent += not left
            except BlockingIOError:
                pass  # the server reads no faster than it is sent to: our own buffer is full
            except OSError:
                del unsent[sock]
                cut += 1
        await asyncio.sleep(max(0.0, 1 / 18 - (time.monotonic() - tick)))
    welcomed = await new_player(port)
    for sock in seated:
        with contextlib.suppress(OSError):
            sock.close()
    return {"clients": count, "seated": len(seated), "tables_refused": refused, "chat_lines_sent": sent,
            "cut_off_by_the_server": cut, "new_player_welcomed": welcomed}


async def run_attacker(kind: str, port: int, count: int, seconds: float,
                       at_height: Callable[[], None] = lambda: None,
                       released: asyncio.Event | None = None) -> dict[str, Any]:
    """``kind``'s report; ``at_height`` is called once in the middle of the flood (at its end at
    the latest: a flood that never got that far, as when seating non-readers took all its time);
    the flood goes on past its ``seconds`` until ``released`` is set, if given (``FloodEnd``)."""
    said = False

    def once() -> None:
        nonlocal said
        if not said:
            said = True
            at_height()

    started = time.monotonic()
    end, middle = FloodEnd(started + seconds, released), started + seconds / 2
    report: dict[str, Any] = {}
    if kind == "none":  # the pair alone: its times without an attack, and the server warmed up
        await asyncio.sleep(seconds / 2)
        once()
        await end.wait()
    elif kind == "idle":
        report = await idle_attack(port, count, end, once)
    elif kind == "tables":
        report = await tables_attack(port, end, middle, once)
    elif kind == "join-walk":
        report = await join_walk(port, end, middle, once)
    else:
        report = await non_readers(port, count, end, middle, once)
    once()
    return report


ATTACKS = ("none", "idle", "tables", "join-walk", "non-readers")
