"""scopa-table/1 over WebSocket (TABLE-PROTOCOL.md, Transport): the same tables, the
same messages and the same limits as over TCP, spoken to by the websockets library's
own client as any other program would."""

from __future__ import annotations

import asyncio
import json
import random
import ssl

import pytest
from helpers_net import (
    HOST,
    NEEDS_OPENSSL,
    RULES_2,
    TableClient,
    check_nothing_hidden,
    make_certificate,
    play_to_the_end,
    run,
    serving,
)
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidMessage, InvalidStatus

from scopa_desktop.engine import replay_record
from scopa_desktop.net.client import WebSocketTableClient
from scopa_desktop.net.websocket_lines import last_forwarded_address
from scopa_desktop.net.wire import MAX_LINE
from scopa_desktop.tools.serve import tls_context


def url(server, scheme: str = "ws", path: str = "/scopa") -> str:
    return f"{scheme}://{HOST}:{server.websocket_port}{path}"


async def sit_two(server, host_client, guest_client):
    """Host and guest at a new two-player table, dealt; their first states."""
    await host_client.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"]})
    seated = await host_client.until("seated")
    await guest_client.send({"type": "join", "table": seated["table"]})
    await guest_client.until("seated")
    await host_client.send({"type": "start"})
    return seated


def test_a_whole_match_over_websocket_sends_no_hidden_card():
    async def scenario():
        async with serving(websocket_port=0, rate_limit=10_000) as server:
            host = await WebSocketTableClient.connect_to(url(server), "Host", keep_lines=True)
            guest = await WebSocketTableClient.connect_to(url(server), "Guest", keep_lines=True)
            await sit_two(server, host, guest)
            rng = random.Random(3)
            endings = await asyncio.gather(play_to_the_end(host, 0, rng), play_to_the_end(guest, 1, rng))
            return {0: host, 1: guest}, endings

    clients, endings = run(scenario())
    record = endings[0]["record"]
    assert endings[0] == endings[1]
    match = replay_record(record)
    assert list(match.totals) == endings[0]["totals"]
    moves = sum(len(state.history) for state in match.rounds)
    for seat, client in clients.items():
        assert check_nothing_hidden(client.lines, seat, record) == moves + len(match.rounds)


def test_a_player_over_websocket_and_one_over_tcp_share_a_table():
    async def scenario():
        async with serving(websocket_port=0) as server:
            host = await WebSocketTableClient.connect_to(url(server), "Web")
            guest = await TableClient.connect(HOST, server.port, "Tcp")
            await sit_two(server, host, guest)
            first = await host.until("state"), await guest.until("state")
            assert first[0]["seq"] == first[1]["seq"] == 1
            await host.send({"type": "chat", "text": "ciao"})
            said = await guest.until("chat")
            assert said["text"] == "ciao"

    run(scenario())


def test_over_websocket_a_line_too_long_or_binary_is_refused_and_the_connection_goes_on():
    async def scenario():
        async with serving(websocket_port=0) as server, connect(url(server), max_size=None) as websocket:
            await websocket.send(json.dumps({"type": "hello", "protocol": "scopa-table/1", "name": "Big"}))
            assert json.loads(await websocket.recv())["type"] == "welcome"
            await websocket.send("x" * (MAX_LINE + 1))
            assert json.loads(await websocket.recv())["code"] == "bad-message"
            await websocket.send(b'{"type": "ping"}')  # a binary message is not a protocol line
            assert json.loads(await websocket.recv())["code"] == "bad-message"
            await websocket.send(json.dumps({"type": "ping"}))
            assert json.loads(await websocket.recv())["type"] == "pong"

    run(scenario())


def test_over_websocket_the_rate_limit_holds():
    async def scenario():
        async with serving(websocket_port=0, rate_limit=5) as server:
            client = await WebSocketTableClient.connect_to(url(server), "Fast")
            for _ in range(8):
                await client.send({"type": "ping"})
            answers = [await client.receive() for _ in range(8)]
            assert [a.get("code") for a in answers].count("too-fast") >= 2

    run(scenario())


def test_another_path_is_answered_404_and_a_tcp_client_on_the_websocket_port_is_closed():
    async def scenario():
        async with serving(websocket_port=0) as server:
            with pytest.raises(InvalidStatus) as refused:
                await connect(url(server, path="/elsewhere"))
            assert refused.value.response.status_code == 404
            reader, writer = await asyncio.open_connection(HOST, server.websocket_port)
            writer.write(b'{"type": "hello", "protocol": "scopa-table/1", "name": "Plain"}\n')
            answer = await asyncio.wait_for(reader.read(), 10)
            assert b"welcome" not in answer  # no protocol line to a client that did not upgrade
            writer.close()
            again = await WebSocketTableClient.connect_to(url(server), "After")  # the server still serves
            await again.close()

    run(scenario())


@NEEDS_OPENSSL
def test_a_deal_over_wss_with_the_servers_own_certificate(tmp_path):
    cert, key = make_certificate(tmp_path, "server")
    trusting = ssl.create_default_context(cafile=str(cert))

    async def scenario():
        async with serving(websocket_port=0, tls=tls_context(str(cert), str(key))) as server:
            host = await WebSocketTableClient.connect_to(url(server, "wss"), "Host", tls=trusting)
            guest = await WebSocketTableClient.connect_to(url(server, "wss"), "Guest", tls=trusting)
            await sit_two(server, host, guest)
            assert (await host.until("state"))["seq"] == 1
            with pytest.raises(ssl.SSLError):  # a client that does not trust the certificate is refused
                await WebSocketTableClient.connect_to(url(server, "wss"), "Doubtful", tls=ssl.create_default_context())

    run(scenario())


def forwarded(address: str) -> dict[str, str]:
    return {"X-Forwarded-For": f"198.51.100.9, {address}"}


def test_behind_a_trusted_proxy_each_player_counts_by_the_address_it_names():
    async def open_three(server) -> list[str]:
        """Three players at once, each named by the proxy with an address of its own."""
        answers = []
        for number in range(3):
            try:
                websocket = await connect(url(server), additional_headers=forwarded(f"203.0.113.{number}"))
            except InvalidMessage:  # a crowded address is refused at accept(), before any HTTP
                answers.append("refused at accept")
                continue
            held.append(websocket)
            await websocket.send(json.dumps({"type": "hello", "protocol": "scopa-table/1", "name": "P"}))
            answers.append(json.loads(await websocket.recv()).get("code", "welcome"))
        return answers

    async def scenario():
        async with serving(websocket_port=0, connections_per_address=1, trusted_proxies=frozenset({HOST})) as server:
            assert await open_three(server) == ["welcome", "welcome", "welcome"]
        async with serving(websocket_port=0, connections_per_address=1) as server:  # a header nobody trusts
            assert await open_three(server) == ["welcome", "refused at accept", "refused at accept"]
        for websocket in held:
            await websocket.close()

    held: list = []
    run(scenario())


def test_the_address_a_proxy_names_is_its_last_entry_and_must_be_an_address():
    assert last_forwarded_address(["198.51.100.9, 203.0.113.4"]) == "203.0.113.4"
    assert last_forwarded_address(["198.51.100.9", "2001:db8::1"]) == "2001:db8::1"
    assert last_forwarded_address(["unknown"]) is None
    assert last_forwarded_address([]) is None
