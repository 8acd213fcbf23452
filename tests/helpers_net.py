"""Shared pieces of the network tests: a server on an ephemeral loopback port (in the
test's process, or ``cli serve`` in its own), clients that sit down, and a random
legal move from a ``state``."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import logging
import os
import random
import re
import resource
import shutil
import socket
import ssl
import subprocess
import sys
import tempfile
from collections.abc import AsyncIterator, Awaitable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from scopa_desktop.ai import legal_moves
from scopa_desktop.engine import Move, RoundState, names_of, replay_record
from scopa_desktop.engine.cards import FULL_DECK
from scopa_desktop.net.agent_messages import move_to_answer, request_to_view
from scopa_desktop.net.client import ServerClosed, TableClient
from scopa_desktop.net.server import ServerOptions, TableServer
from scopa_desktop.net.tls_trust import fingerprint

T = TypeVar("T")
RULES_2 = {"players": 2, "teams": 2, "target": 11, "variants": [], "options": {}}
HOST = "127.0.0.1"


# A test that must name its port before the server binds it (a port typed into the host dialog,
# a redis-server started on it) cannot take one from bind(("", 0)) and let it go: between the
# release and the server's bind, another test's connection or bind(0) may be given the same
# port by the kernel ("Address already in use").  The kernel hands out only ports from
# ip_local_port_range (32768-60999 by default), so these come from below it.  Several pytest
# processes share them (xdist's workers, and runs started side by side on one machine, each
# with its own gw0): a port is held by an flock on a file of its own, which the kernel lets go
# when the process holding it ends, however it ends.  flock's lock belongs to one opening of
# the file, so a process is never given a port twice either.
RESERVED_PORTS = range(20_000, 24_000)
PORT_LOCKS = Path(tempfile.gettempdir()) / "scopa-desktop-test-ports"
_held_port_locks: list[int] = []  # open for the life of the process: closing one frees its port


def reserved_port(kind: socket.SocketKind = socket.SOCK_STREAM) -> int:
    """A loopback port no other test of any test process running is given, free of ``kind`` when
    returned."""
    PORT_LOCKS.mkdir(exist_ok=True)
    for port in RESERVED_PORTS:
        lock = os.open(PORT_LOCKS / str(port), os.O_RDWR | os.O_CREAT, 0o666)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # another test process's, or this one's already
            os.close(lock)
            continue
        with socket.socket(socket.AF_INET, kind) as probe:
            try:
                probe.bind((HOST, port))
            except OSError:  # held by a program outside the tests: the next one (kept locked, never tried again)
                _held_port_locks.append(lock)
                continue
        _held_port_locks.append(lock)
        return port
    raise RuntimeError(f"no reserved port left in {RESERVED_PORTS.start}-{RESERVED_PORTS.stop - 1}")


def run(coroutine: Awaitable[T], timeout: float = 60.0) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, timeout)

    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def serving(**options: Any) -> AsyncIterator[TableServer]:
    """A server on 127.0.0.1 and a free port; AI seats in threads and without a pause, for speed."""
    settings = {"port": 0, "ai_processes": 0, "ai_delay": 0.0, **options}
    server = TableServer(ServerOptions(**settings), logging.getLogger("test.net"))
    await server.start()
    try:
        yield server
    finally:
        await server.close()


@contextlib.contextmanager
def running_redis(folder: Path) -> Iterator[str]:
    """A real Valkey/Redis store (Debian's ``redis-server``) on a free loopback port, working in
    ``folder``, nothing saved: its ``redis://127.0.0.1:PORT/0``; stopped by its PID at the end.
    Skips the test where it is not installed."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    folder.mkdir()
    port = reserved_port()
    process = subprocess.Popen(
        [binary, "--save", "", "--appendonly", "no", "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )
    try:
        log = []
        assert process.stdout is not None
        for line in process.stdout:  # it says when it is ready; at an early end it says why not
            log.append(line.decode(errors="replace"))
            if b"Ready to accept connections" in line:
                break
        else:
            raise RuntimeError(f"redis-server did not start: {''.join(log)}")
        process.stdout.close()  # its later log lines go nowhere (it ignores SIGPIPE), never filling a pipe
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.kill()
        process.wait()


@contextlib.asynccontextmanager
async def headless(state_dir, *extra: str, open_files: int | None = None):
    """``cli serve`` in a process of its own, on a free loopback port: (process, port, log lines
    read so far); ``open_files`` lowers its descriptor limit.  Killed by its PID at the end."""

    def limit_files() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))

    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "scopa_desktop.cli", "serve", "--host", HOST, "--port", "0",
        "--state-dir", str(state_dir), "--ai-processes", "0", "--ai-delay", "0", *extra,
        stderr=asyncio.subprocess.PIPE, preexec_fn=limit_files if open_files else None,
    )
    log: list[str] = []
    while True:
        line = (await asyncio.wait_for(process.stderr.readline(), 20)).decode()
        assert line, f"the server did not start: {log}"
        log.append(line)
        found = re.search(r"serving scopa-table/1 on [\d.]+:(\d+)", line)
        if found:
            break
    try:
        yield process, int(found.group(1)), log
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


async def connect(server: TableServer, name: str, keep_lines: bool = False) -> TableClient:
    return await TableClient.connect(HOST, server.port, name, keep_lines=keep_lines)


async def create_table(
    server: TableServer, seats: list[str], rules: dict[str, Any] | None = None, keep_lines: bool = False
) -> tuple[TableClient, dict[str, Any]]:
    """A host at a new table: the client and its ``seated`` (the ``lobby`` after it read too)."""
    host = await connect(server, "Host", keep_lines)
    await host.send({"type": "create", "rules": rules or RULES_2, "seats": seats})
    seated = await host.until("seated")
    await host.until("lobby")
    return host, seated


async def join_table(server: TableServer, code: str, name: str, keep_lines: bool = False) -> tuple[TableClient, dict]:
    guest = await connect(server, name, keep_lines)
    await guest.send({"type": "join", "table": code})
    seated = await guest.until("seated")
    await guest.until("lobby")
    return guest, seated


def random_move(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal move for the seat of ``state``, chosen at random, as a ``move`` message."""
    view = request_to_view({**state, "type": "move"})
    return {"type": "move", **move_to_answer(rng.choice(legal_moves(view)))}


async def latest_state(client: TableClient, seq: int | None = None) -> dict[str, Any]:
    """Read states until the one numbered ``seq`` (or the next one)."""
    while True:
        state = await client.until("state")
        if seq is None or state["seq"] >= seq:
            return state


async def play_to_the_end(client: TableClient, seat: int, rng: random.Random, busy_again: bool = False
                          ) -> dict[str, Any]:
    """Play random legal moves for ``seat`` whenever it is to play; the ``match_over``.
    ``busy_again``: a move refused ``busy`` is not an error; the seat moves on the next state."""
    while True:
        message = await client.receive()
        if message["type"] == "state" and message["to_play"] == seat:
            await client.send(random_move(message, rng))
        elif message["type"] == "match_over":
            return message
        elif message["type"] == "error" and not (busy_again and message["code"] == "busy"):
            raise AssertionError(f"refused: {message}")


async def refused_and_paused(clients: dict[int, TableClient], states: dict[int, dict]) -> tuple[int, dict]:
    """The seat to play sends a move that cannot be kept: everyone hears that the table pauses,
    nobody of the move, and the mover gets ``busy``; the mover and its move."""
    mover = states[0]["to_play"]
    move = random_move(states[mover], random.Random(2))
    await clients[mover].send(move)
    for client in clients.values():
        lobby = await client.receive()
        assert lobby["type"] == "lobby" and lobby["paused"] is True, lobby
    refusal = await clients[mover].receive()
    assert refusal["type"] == "error" and refusal["code"] == "busy"
    return mover, move


async def rejoin(server_port: int, code: str, token: str, name: str = "Back") -> tuple[TableClient, dict, dict]:
    client = await TableClient.connect(HOST, server_port, name)
    await client.send({"type": "rejoin", "table": code, "token": token})
    seated = await client.until("seated")
    return client, seated, await client.until("state")


SPAM = b'{"type": "chat", "text": "spam"}\n'


async def read_until_cut_off(client: TableClient) -> list[dict]:
    """What the server says to a flooder until it closes the connection."""
    said = []
    with pytest.raises(ServerClosed):
        while True:
            said.append(await client.receive())
    return said


async def chats_heard(client: TableClient, until: str) -> list[str]:
    """The chat lines ``client`` hears up to the one that says ``until`` (not included)."""
    heard = []
    while (message := await client.until("chat"))["text"] != until:
        heard.append(message["text"])
    return heard


async def flood_and_flood_again(host: TableClient, flooder: TableClient, port: int, seated: dict) -> None:
    """``flooder`` (its ``seated``) floods and is cut off, then comes straight back through ``port``
    on a new connection under another name and floods again: only the first flood's allowance
    reaches the table (``host`` hears it), none of the second."""
    await flooder.send_raw(SPAM * 200)
    assert (await read_until_cut_off(flooder))[-1]["code"] == "too-fast"
    back = await TableClient.connect(HOST, port, "Innocent")  # the same seat, a new connection
    await back.send({"type": "rejoin", "table": seated["table"], "token": seated["token"]})
    await back.until("seated")
    await back.send_raw(b'{"type": "chat", "text": "again"}\n' * 200)
    answers = await read_until_cut_off(back)
    assert not [message for message in answers if message["type"] == "chat" and message["text"] == "again"]
    await host.send({"type": "chat", "text": "the host speaks"})
    heard = await chats_heard(host, "the host speaks")
    assert heard == ["spam"] * len(heard) and 1 <= len(heard) <= 20  # the first flood's allowance, no more


async def back_beside_a_flood(host: TableClient, guest: TableClient, port: int, seated: dict) -> None:
    """``guest`` (its ``seated``) says a few lines; ``host``, at the same address, floods and is cut
    off; the guest's connection drops and it comes back through ``port``: none of its lines is refused."""
    for number in range(8):
        await guest.send({"type": "chat", "text": f"hello {number}"})
    await host.send_raw(SPAM * 200)
    await read_until_cut_off(host)
    await guest.close()
    back = await TableClient.connect(HOST, port, "Guest")
    await back.send({"type": "rejoin", "table": seated["table"], "token": seated["token"]})
    await back.until("seated")
    for number in range(8):
        await back.send({"type": "chat", "text": f"back {number}"})
    await back.send({"type": "chat", "text": "done"})
    assert await chats_heard(back, "done") == [f"back {number}" for number in range(8)]  # no error either


async def play_moves(clients: dict[int, TableClient], states: dict[int, dict], count: int, rng) -> dict[int, dict]:
    """``count`` moves by the seats in ``clients`` (each seat's latest state in ``states``)."""
    for _ in range(count):
        to_play = states[next(iter(states))]["to_play"]
        await clients[to_play].send(random_move(states[to_play], rng))
        for seat, client in clients.items():
            states[seat] = await client.until("state")
    return states


async def two_players(port: int) -> tuple[dict[int, TableClient], dict[int, dict], dict[int, dict]]:
    """A dealt two-player table: the clients, their ``seated`` and their first states, by seat."""
    host = await TableClient.connect(HOST, port, "Host")
    await host.send({"type": "create", "rules": {"players": 2}, "seats": ["open", "open"]})
    host_seated = await host.until("seated")
    guest = await TableClient.connect(HOST, port, "Guest")
    await guest.send({"type": "join", "table": host_seated["table"]})
    guest_seated = await guest.until("seated")
    await host.send({"type": "start"})
    states = {0: await host.until("state"), 1: await guest.until("state")}
    return {0: host, 1: guest}, {0: host_seated, 1: guest_seated}, states


NEEDS_OPENSSL = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command for certificates")


def make_certificate(folder: Path, name: str) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key, as a server of its own would have."""
    cert, key = folder / f"{name}-cert.pem", folder / f"{name}-key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return cert, key


def der_fingerprint(cert: Path) -> str:
    """The fingerprint the window shows for the PEM certificate ``cert``."""
    return fingerprint(ssl.PEM_cert_to_DER_cert(cert.read_text()))


CARD = re.compile(rb"(?<![0-9A-Za-z])(10|[1-9])([DCSB])(?![0-9A-Za-z])")


def cards_in(line: bytes) -> set[str]:
    return {(number + suit).decode() for number, suit in CARD.findall(line)}


def hidden_from(record: dict, seat: int, round_number: int, moves: int) -> set[str]:
    """The cards ``seat`` may not know after ``moves`` moves of a round: other hands and the stock."""
    match = replay_record(record)
    played = match.rounds[round_number - 1]
    state = RoundState(match.rules, played.dealer, list(played.deals))
    for past in played.history[:moves]:
        state.apply_move(Move(past.card, past.take))
    known = state.hands[seat] | state.table | state.initial_table
    for past in state.history:
        known |= 1 << past.card | past.take
    return set(names_of(FULL_DECK & ~known))


def check_nothing_hidden(lines: list[bytes], seat: int, record: dict) -> int:
    """Every line before ``match_over`` names only cards the seat may see; the number of states."""
    hidden: set[str] = set(names_of(FULL_DECK))  # before the first deal every card is hidden
    states = 0
    for line in lines:
        message = json.loads(line)
        if message["type"] == "match_over":
            return states
        if message["type"] == "state":
            states += 1
            hidden = hidden_from(record, seat, message["round"], len(message["history"]))
            assert not hidden & set(message["hand"]), "a hand holds cards it may not know"
        scanned = line
        if isinstance(message.get("token"), str):  # a random secret, whose "-" and "_" may frame a card's
            scanned = line.replace(message["token"].encode(), b"")  # letters ("x-8D_k"): no card in it
        leaked = cards_in(scanned) & hidden
        assert not leaked, f"seat {seat} was sent {sorted(leaked)} in {message['type']}"
    raise AssertionError("no match_over")
