"""The server's bounds against one hostile client, each on loopback with its bound
shrunk so the attack is small: connections in all and per address, tables per
address, ``join`` tries per address, idle and silent peers (``ping``), the turn
clock, the send buffers of clients that stop reading; and a well-behaved player
served all along."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import socket

import pytest
from helpers_net import HOST, RULES_2, connect, create_table, join_table, random_move, run, serving

from scopa_desktop.net import connection as connection_module
from scopa_desktop.net.client import ServerClosed
from scopa_desktop.net.wire import PROTOCOL

HELLO = (json.dumps({"type": "hello", "protocol": PROTOCOL, "name": "Idle"}) + "\n").encode()


async def raw(server, source: str = HOST, hello: bool = False, receive_buffer: int | None = None):
    """A bare socket from ``source`` (any 127.x.y.z is this machine), saying hello if asked."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer is not None:  # before connecting, so the window it offers stays small
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.bind((source, 0))
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (HOST, server.port))
    reader, writer = await asyncio.open_connection(sock=sock)
    if hello:
        writer.write(HELLO)
        assert json.loads(await reader.readline())["type"] == "welcome"
    return reader, writer


async def closed_after(reader: asyncio.StreamReader) -> list[dict]:
    """Every line until the server closes the connection (bounded: 10 s of silence fails)."""
    lines = []
    while line := await asyncio.wait_for(reader.readline(), 10):
        lines.append(json.loads(line))
    return lines


async def welcomed_and_playing(server) -> None:
    """A well-behaved player still gets its welcome, a table and the first state."""
    host, seated = await create_table(server, ["open", "random"])
    assert seated["seat"] == 0
    await host.send({"type": "start"})
    assert (await host.until("state"))["seq"] == 1
    await host.close()


def test_connections_from_one_address_are_bounded_and_other_addresses_served():
    async def scenario():
        async with serving(connections_per_address=5) as server:
            kept = [await raw(server, "127.0.0.2", hello=True) for _ in range(5)]
            reader, _ = await raw(server, "127.0.0.2")
            [refusal] = await closed_after(reader)
            assert refusal["type"] == "error" and refusal["code"] == "busy" and "one address" in refusal["message"]
            assert server.gate.per_address["127.0.0.2"] == 5
            await welcomed_and_playing(server)  # from 127.0.0.1
            for _, writer in kept:
                writer.close()

    run(scenario())


def test_a_crowded_address_is_refused_at_accept_before_the_server_serves_the_connection():
    async def scenario():
        async with serving(connections_per_address=3) as server:
            served = []
            open_connection = server.gate.open
            server.gate.open = lambda writer, now: served.append(writer) or open_connection(writer, now)
            kept = [await raw(server, "127.0.0.2", hello=True) for _ in range(3)]
            for _ in range(10):
                reader, _ = await raw(server, "127.0.0.2")
                [refusal] = await closed_after(reader)
                assert refusal["code"] == "busy" and "at most 3 connections from one address" in refusal["message"]
            assert len(served) == 3  # the ten were refused without a connection (transport, task) of their own
            for _, writer in kept:
                writer.close()

    run(scenario())


def test_a_full_server_lets_go_of_connections_that_never_said_hello():
    async def scenario():
        async with serving(max_connections=10, connections_per_address=100) as server:
            silent = [await raw(server, f"127.0.1.{i}") for i in range(30)]  # three times what it holds
            await welcomed_and_playing(server)
            assert len(server.gate.connections) <= 10
            for reader, _ in silent[:20]:  # the oldest made room for the newer ones
                assert await asyncio.wait_for(reader.read(), 10) == b""

    run(scenario())


def test_connections_yet_to_say_hello_are_bounded_below_the_server_s_room():
    async def scenario():
        async with serving(max_connections=100, connections_per_address=100, max_silent=8) as server:
            welcomed = [await raw(server, f"127.0.2.{i}", hello=True) for i in range(4)]
            silent = [await raw(server, f"127.0.1.{i}") for i in range(20)]
            await welcomed_and_playing(server)  # saying hello at once, a newcomer is never the oldest
            for reader, _ in silent[:13]:  # the oldest silent ones made room (one for the player), though the
                assert await asyncio.wait_for(reader.read(), 10) == b""  # server had room for every connection
            assert sum(not c.welcomed for c in server.gate.connections) == 7
            assert all(not writer.is_closing() for _, writer in welcomed) and len(server.gate.connections) == 11

    run(scenario())


def test_a_full_server_of_welcomed_seatless_idlers_refuses_with_busy():
    async def scenario():
        async with serving(max_connections=3) as server:
            kept = [await raw(server, hello=True) for _ in range(3)]  # idle, but not for 5 s yet
            reader, _ = await raw(server)
            [refusal] = await closed_after(reader)
            assert refusal["code"] == "busy" and "most connections (3)" in refusal["message"]
            for _, writer in kept:
                writer.close()

    run(scenario())


def test_tables_open_per_address_are_bounded():
    async def scenario():
        async with serving(tables_per_address=3) as server:
            answers = []
            for _ in range(10):  # connect, hello, create, close: the loop that filled servers
                client = await connect(server, "Filler")
                await client.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"]})
                answers.append(await client.receive())
                await client.close()
            assert [a["type"] for a in answers] == ["seated"] * 3 + ["error"] * 7
            assert {a.get("code") for a in answers[3:]} == {"busy"} and len(server.tables) == 3
            reader, writer = await raw(server, "127.0.0.3", hello=True)  # another address may
            writer.write(json.dumps({"type": "create", "rules": RULES_2, "seats": ["open", "easy"]}).encode() + b"\n")
            assert json.loads(await reader.readline())["type"] == "seated"
            writer.close()

    run(scenario())


def test_tables_restored_after_a_restart_still_count_against_the_address_that_created_them(tmp_path):
    async def created(server) -> dict:
        client = await connect(server, "Filler")
        await client.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"]})
        answer = await client.receive()
        await client.close()
        return answer

    async def scenario():
        async with serving(tables_per_address=2, state_dir=tmp_path) as server:
            assert [(await created(server))["type"] for _ in range(2)] == ["seated", "seated"]
        async with serving(tables_per_address=2, state_dir=tmp_path) as server:  # the same folder again
            assert len(server.tables) == 2
            assert (await created(server)).get("code") == "busy"

    run(scenario())


def test_join_tries_are_counted_per_address_not_per_connection():
    async def scenario():
        async with serving(join_rate=0.001, join_burst=6) as server:
            codes = []
            for _ in range(4):  # a fresh connection gives no fresh tries
                reader, writer = await raw(server, "127.0.0.4", hello=True)
                for _ in range(2):
                    writer.write(b'{"type": "join", "table": "ZZZZZZ"}\n')
                    codes.append(json.loads(await reader.readline())["code"])
                writer.close()
            assert codes == ["no-such-table"] * 6 + ["too-fast"] * 2
            elsewhere = await connect(server, "Elsewhere")  # 127.0.0.1 has its own tries
            await elsewhere.send({"type": "rejoin", "table": "ZZZZZZ", "token": "x"})
            assert (await elsewhere.receive())["code"] == "bad-token"

    run(scenario())


def test_a_silent_peer_is_pinged_and_counted_as_lost_the_others_play_on():
    async def scenario():
        async with serving(ping_every=0.05, lost_after=0.5) as server:
            host, seated = await create_table(server, ["open", "open"])
            reader, writer = await raw(server, hello=True)
            writer.write(json.dumps({"type": "join", "table": seated["table"]}).encode() + b"\n")
            await host.until("lobby")  # the guest sits; from now on it answers nothing
            lobby = await host.until("lobby")  # host.receive answers every ping on the way
            assert lobby["seats"][1]["connected"] is False
            heard = await closed_after(reader)
            assert {"type": "ping"} in heard
            await host.send({"type": "ping"})  # a client may ping too
            assert await host.receive() == {"type": "pong"}
            assert server.tables[seated["table"]].seats[0].connected

    run(scenario())


def test_a_seatless_connection_that_only_answers_pings_is_closed_when_idle():
    async def scenario():
        async with serving(ping_every=0.05, idle_unseated=0.5) as server:
            idler = await connect(server, "Idler")
            with pytest.raises(ServerClosed):
                while True:
                    message = await idler.receive()  # answers pings, says nothing else
            assert message["code"] == "busy" and "without a message" in message["message"]
            await welcomed_and_playing(server)

    run(scenario())


def test_the_turn_clock_lets_the_stand_in_ai_make_a_turn_not_made_in_time():
    async def scenario():
        async with serving(turn_clock_unit=0.01) as server:  # 10 "seconds" last 0.1 s
            host = await connect(server, "Host")
            for clock in (9, 601, "30", True):
                await host.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"], "turn_seconds": clock})
                assert (await host.receive())["code"] == "bad-message"
            await host.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"], "turn_seconds": 10})
            seated = await host.until("seated")
            guest, _ = await join_table(server, seated["table"], "Guest")
            await host.send({"type": "start"})
            first = await host.until("state")
            await guest.until("state")
            rng = random.Random(5)
            if first["to_play"] == 0:  # the host moves once, in time; then the guest is to play
                await host.send(random_move(first, rng))
                first = await host.until("state")
                await guest.until("state")
            sleeper = first["to_play"]
            timed_out = await host.until("state")  # nobody moves: the clock runs out for the sleeper
            assert timed_out["seq"] == first["seq"] + 1 and timed_out["history"][-1]["seat"] == sleeper
            assert server.tables[seated["table"]].seats[sleeper].kind == "human"  # the seat stays theirs
            assert server.tables[seated["table"]].turn_seconds == 10

    run(scenario())


def test_clients_that_stop_reading_share_one_send_budget():
    budget = 128 * 1024

    async def scenario():
        async with serving(send_budget=budget, rate_limit=100_000) as server:
            pairs = []
            for _ in range(4):  # a chatty host and a guest that never reads, at each of four tables
                host, seated = await create_table(server, ["open", "open"])
                _reader, writer = await raw(server, hello=True, receive_buffer=4096)
                writer.write(json.dumps({"type": "join", "table": seated["table"]}).encode() + b"\n")
                await host.until("lobby")
                pairs.append((host, writer))
            for guest in (c for c in server.gate.connections if c.seat == 1):  # loopback's kernel buffers
                sock = guest.writer.get_extra_info("socket")  # would take it all: as small as a slow link's
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            chat = (json.dumps({"type": "chat", "text": "x" * 200}) + "\n").encode()
            for host, _ in pairs:
                await host.send_raw(chat * 1000)  # about 230 KB for its guest, who does not read
            for host, _ in pairs:
                for _ in range(1000):
                    await host.until("chat")
            assert server.gate.budget.enforce() == 0 and server.gate.budget.total <= budget
            guests_left = sum(c.seat == 1 for c in server.gate.connections if not c.dropped)
            assert guests_left < 4  # the biggest backlogs were let go
            await welcomed_and_playing(server)

    run(scenario())


def test_a_client_that_stops_reading_is_dropped_past_its_backlog_with_one_log_line(monkeypatch, caplog):
    monkeypatch.setattr(connection_module, "MAX_BACKLOG", 64 * 1024)

    async def scenario():
        async with serving(rate_limit=100_000) as server:
            host, seated = await create_table(server, ["open", "open"])
            _reader, writer = await raw(server, hello=True, receive_buffer=4096)
            writer.write(json.dumps({"type": "join", "table": seated["table"]}).encode() + b"\n")
            await host.until("lobby")
            [guest] = [c for c in server.gate.connections if c.seat == 1]  # loopback's kernel buffers would
            guest.writer.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)  # take it all
            chat = (json.dumps({"type": "chat", "text": "x" * 200}) + "\n").encode()
            await host.send_raw(chat * 1000)  # about 230 KB for the guest, past the cap
            lobby = await host.until("lobby")  # the guest is gone: the host hears so
            assert not lobby["seats"][1]["connected"]
            assert guest.dropped and guest not in server.gate.connections
            await welcomed_and_playing(server)
            writer.close()

    with caplog.at_level(logging.WARNING, logger="test.net"):
        run(scenario())
    dropped = [r.getMessage() for r in caplog.records if "dropped" in r.getMessage()]
    assert dropped == ["127.0.0.1: dropped, more than 0 MiB unread"]


LONG = "x" * 60_000
ECHOES = {
    "unknown-type": {"type": LONG},
    "protocol": {"type": "hello", "protocol": LONG, "name": "A"},
    "card": {"type": "move", "card": LONG, "take": []},
    "seat-entry": {"type": "create", "rules": RULES_2, "seats": ["open", LONG]},
    "variant": {"type": "create", "rules": {**RULES_2, "variants": [LONG]}, "seats": ["open", "open"]},
    "table-code": {"type": "join", "table": LONG},
}


@pytest.mark.parametrize("message", ECHOES.values(), ids=ECHOES.keys())
def test_an_error_repeats_a_few_dozen_characters_of_the_input_at_most(message):
    async def scenario():
        async with serving() as server:
            if message["type"] == "hello":
                reader, writer = await raw(server)
                writer.write(json.dumps(message).encode() + b"\n")
                answer = json.loads(await reader.readline())
            else:
                if message["type"] == "move":
                    client, _ = await create_table(server, ["open", "open"])
                else:
                    client = await connect(server, "Echo")
                await client.send(message)
                answer = await client.receive()
            assert answer["type"] == "error"
            assert "x" * 50 not in answer["message"] and len(answer["message"]) <= 200

    run(scenario())


SURROGATES = {
    "join-code": b'{"type": "join", "table": "\\ud800"}\n',
    "rejoin-token": b'{"type": "rejoin", "table": "ABCDEF", "token": "\\ud800x"}\n',
    "rejoin-code": b'{"type": "rejoin", "table": "AB\\udfffEF", "token": "abc"}\n',
}


@pytest.mark.parametrize("line", SURROGATES.values(), ids=SURROGATES.keys())
def test_a_lone_surrogate_gets_an_error_and_the_connection_goes_on(line):
    async def scenario():
        async with serving() as server:
            client = await connect(server, "Odd")
            await client.send_raw(line)
            answer = await client.receive()
            assert answer["type"] == "error" and answer["code"] == "bad-message", answer
            await client.send({"type": "join", "table": "ZZZZZZ"})
            assert (await client.receive())["code"] == "no-such-table"  # still talking

    run(scenario())


def test_combining_mark_floods_are_refused_and_real_accents_kept():
    async def scenario():
        async with serving() as server:
            reader, writer = await raw(server)
            writer.write(json.dumps({"type": "hello", "protocol": PROTOCOL, "name": "Z" + "\u0301" * 20}).encode()
                         + b"\n")
            assert json.loads(await reader.readline())["code"] == "bad-message"
            host = await connect(server, "Jose\u0301")  # a decomposed é: one character once composed
            await host.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"]})
            await host.until("seated")
            assert (await host.until("lobby"))["seats"][0]["name"] == "José"
            await host.send({"type": "chat", "text": "hi" + "\u0336\u0301\u0300" * 60})
            assert (await host.receive())["code"] == "bad-message"
            await host.send({"type": "chat", "text": "Phở ngon"})
            assert (await host.receive())["text"] == "Phở ngon"

    run(scenario())


def test_tls_drops_a_connection_that_never_shakes_hands(tls_pair):
    cert, key = tls_pair

    async def scenario():
        from scopa_desktop.tools.serve import tls_context

        async with serving(tls=tls_context(str(cert), str(key)), hello_timeout=0.3) as server:
            reader, _ = await asyncio.open_connection(HOST, server.port)  # plain TCP, silent
            assert await asyncio.wait_for(reader.read(), 10) == b""

    run(scenario())


def test_a_plain_client_on_a_tls_port_is_closed_with_one_quiet_refusal(tls_pair, caplog):
    cert, key = tls_pair

    async def scenario():
        from scopa_desktop.tools.serve import tls_context

        async with serving(tls=tls_context(str(cert), str(key))) as server:
            reader, writer = await asyncio.open_connection(HOST, server.port)
            writer.write(b'{"type": "hello", "protocol": "scopa-table/1", "name": "Plain"}\n')
            answer = await asyncio.wait_for(reader.read(), 10)
            assert b"welcome" not in answer and not answer.startswith(b"{")  # nothing of the protocol in clear
            writer.close()

    with caplog.at_level(logging.DEBUG):
        run(scenario())
    assert "Traceback" not in caplog.text and not any(record.exc_info for record in caplog.records)


def test_a_client_answers_the_servers_ping_unseen():
    async def scenario():
        async with serving(ping_every=0.1, lost_after=1.0) as server:  # 10 pongs a second: well under the rate limit
            host, _ = await create_table(server, ["open", "open"])
            with pytest.raises(TimeoutError):  # past lost_after, answering pings while it waits for a message
                await asyncio.wait_for(host.receive(timeout=None), 1.5)
            assert len(server.gate.connections) == 1
            await host.send({"type": "chat", "text": "still here"})
            assert (await host.until("chat"))["text"] == "still here"

    run(scenario())


@pytest.fixture
def tls_pair(tmp_path):
    import shutil
    import subprocess

    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command to make a certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
         "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
    )
    return cert, key
