"""A bad message changes nothing: each error code of scopa-table/1 is one
``error`` line to the sender, the table is as it was, the others go on."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers_net import HOST, RULES_2, connect, create_table, join_table, random_move, run, serving

from scopa_desktop.ai import legal_moves
from scopa_desktop.engine import card_name
from scopa_desktop.net import connection
from scopa_desktop.net.agent_messages import request_to_view
from scopa_desktop.net.client import ServerClosed, TableClient
from scopa_desktop.net.wire import ERROR_CODES


@dataclass
class Dealt:
    """Two players at a dealt table."""

    host: TableClient
    guest: TableClient
    states: dict[int, dict]  # the first state of each seat
    code: str
    guest_token: str

    @property
    def to_play(self) -> int:
        return self.states[0]["to_play"]

    def client(self, seat: int) -> TableClient:
        return self.host if seat == 0 else self.guest

    def legal_move(self) -> dict:
        return random_move(self.states[self.to_play], random.Random(1))


async def started(server) -> Dealt:
    host, seated = await create_table(server, ["open", "open"])
    guest, guest_seated = await join_table(server, seated["table"], "Guest")
    await host.send({"type": "start"})
    states = {0: await host.until("state"), 1: await guest.until("state")}
    return Dealt(host, guest, states, seated["table"], guest_seated["token"])


async def refused(client: TableClient, message, code: str) -> dict:
    """Send ``message`` (an object, or raw bytes); the answer must be one error line of ``code``."""
    if isinstance(message, bytes):
        await client.send_raw(message)
    else:
        await client.send(message)
    answer = await client.receive()
    assert answer["type"] == "error" and answer["code"] == code, answer
    assert answer["message"] and "\n" not in answer["message"]
    return answer


async def still_talking(sender: TableClient, others: list[TableClient]) -> None:
    """The connection and the table go on: a chat reaches everyone, nothing came before it."""
    await sender.send({"type": "chat", "text": "still here"})
    for client in [sender, *others]:
        message = await client.receive()
        assert message["type"] == "chat" and message["text"] == "still here", message


BAD_MESSAGES = {
    "garbage": b"this is not json\n",
    "binary": b"\xff\xfe\x00garbage\n",
    "array": b"[1, 2, 3]\n",
    "unknown-type": b'{"type": "fly"}\n',
    "no-type": b'{"card": "7D"}\n',
    "card-wrong-type": b'{"type": "move", "card": 7, "take": []}\n',
    "take-wrong-type": b'{"type": "move", "card": "7D", "take": "3B"}\n',
    "not-a-card": b'{"type": "move", "card": "11Z", "take": []}\n',
    "take-twice": b'{"type": "move", "card": "7D", "take": ["3B", "3B"]}\n',
    "chat-too-long": json.dumps({"type": "chat", "text": "x" * 201}).encode() + b"\n",
    "chat-not-text": b'{"type": "chat", "text": ["hi"]}\n',
    "second-hello": b'{"type": "hello", "protocol": "scopa-table/1", "name": "Again"}\n',
    "65-KiB-line": json.dumps({"type": "chat", "text": "x" * (65 * 1024)}).encode() + b"\n",
    "nested-deep": b"[" * 100_000 + b"\n",
    "join-while-seated": b'{"type": "join", "table": "ABCDEF"}\n',
}


@pytest.mark.parametrize("line", BAD_MESSAGES.values(), ids=BAD_MESSAGES.keys())
def test_a_bad_message_costs_one_error_line_and_changes_nothing(line):
    async def scenario():
        async with serving() as server:
            table = await started(server)
            before = server.tables[table.code].snapshot()
            await refused(table.host, line, "bad-message")
            assert server.tables[table.code].snapshot() == before
            await still_talking(table.host, [table.guest])
            await table.client(table.to_play).send(table.legal_move())
            for client in (table.host, table.guest):
                assert (await client.until("state"))["seq"] == table.states[0]["seq"] + 1

    run(scenario())


def test_the_table_plays_on_after_bad_messages():
    async def scenario():
        async with serving() as server:
            table = await started(server)
            for line in BAD_MESSAGES.values():
                await refused(table.guest, line, "bad-message")
            await table.client(table.to_play).send(table.legal_move())
            after = [await table.host.until("state"), await table.guest.until("state")]
            assert after[0]["seq"] == after[1]["seq"] == table.states[0]["seq"] + 1
            assert len(after[0]["history"]) == 1

    run(scenario())


def test_wrong_protocol_is_refused_and_the_connection_closed():
    async def scenario():
        async with serving() as server:
            reader, writer = await asyncio.open_connection(HOST, server.port)
            client = TableClient(reader, writer)
            await refused(client, {"type": "hello", "protocol": "scopa-table/2", "name": "Old"}, "wrong-protocol")
            with pytest.raises(ServerClosed):
                await client.receive()
            # the server is up: the next client is welcome
            await (await connect(server, "Next")).close()

    run(scenario())


@pytest.mark.parametrize(
    "hello",
    [{"type": "join", "table": "ABCDEF"}, {"type": "hello", "protocol": "scopa-table/1", "name": ""},
     {"type": "hello", "protocol": "scopa-table/1", "name": "x" * 25},
     {"type": "hello", "protocol": "scopa-table/1", "name": "tab\there"}],
    ids=["not-hello-first", "empty-name", "long-name", "unprintable-name"],
)
def test_a_bad_hello_is_refused_and_closed(hello):
    async def scenario():
        async with serving() as server:
            reader, writer = await asyncio.open_connection(HOST, server.port)
            client = TableClient(reader, writer)
            await refused(client, hello, "bad-message")
            with pytest.raises(ServerClosed):
                await client.receive()

    run(scenario())


def test_not_seated_no_such_table_and_bad_token():
    async def scenario():
        async with serving() as server:
            host, seated = await create_table(server, ["open", "open"])
            stranger = await connect(server, "Stranger")
            for message in ({"type": "start"}, {"type": "move", "card": "7D", "take": []},
                            {"type": "chat", "text": "hi"}, {"type": "leave"}):
                await refused(stranger, message, "not-seated")
            await refused(stranger, {"type": "join", "table": "ZZZZZZ"}, "no-such-table")
            # a missing table and a wrong token are answered alike: rejoin cannot try codes either
            missing = await refused(stranger, {"type": "rejoin", "table": "ZZZZZZ", "token": "x"}, "bad-token")
            for token in ("forged-token", "", 12, None):
                answer = await refused(stranger, {"type": "rejoin", "table": seated["table"], "token": token},
                                       "bad-token")
                assert answer["message"] == missing["message"].replace("ZZZZZZ", seated["table"])
            assert server.tables[seated["table"]].seats[0].connected
            await still_talking(host, [])

    run(scenario())


def test_table_full_not_host_not_ready_not_started():
    async def scenario():
        async with serving(max_tables=2) as server:
            host, seated = await create_table(server, ["open", "open"])
            code = seated["table"]
            await refused(host, {"type": "start"}, "not-ready")  # seat 1 is open
            guest = await connect(server, "Guest")
            # a taken seat is answered as a missing table would be: codes cannot be tried for tables
            taken = await refused(guest, {"type": "join", "table": code, "seat": 0}, "no-such-table")
            missing = await refused(guest, {"type": "join", "table": "ZZZZZZ", "seat": 0}, "no-such-table")
            assert taken["message"] == missing["message"].replace("ZZZZZZ", code)
            await refused(guest, {"type": "join", "table": code, "seat": 5}, "no-such-table")  # a 2-seat table
            await guest.send({"type": "join", "table": code.lower()})  # codes are read in any case
            assert (await guest.until("seated"))["seat"] == 1
            await guest.until("lobby")
            await host.until("lobby")
            late = await connect(server, "Late")
            full = await refused(late, {"type": "join", "table": code}, "no-such-table")
            missing = await refused(late, {"type": "join", "table": "ZZZZZZ"}, "no-such-table")
            assert full["message"] == missing["message"].replace("ZZZZZZ", code)
            await refused(host, {"type": "move", "card": "7D", "take": []}, "not-started")
            await refused(guest, {"type": "start"}, "not-host")
            await host.send({"type": "start"})
            await host.until("state")
            await refused(host, {"type": "start"}, "not-ready")  # a match is on
            # the server's most tables
            other, _ = await create_table(server, ["open", "easy"])
            await refused(late, {"type": "create", "rules": RULES_2, "seats": ["open", "open"]}, "table-full")
            await other.close()

    run(scenario())


def test_busy_when_one_address_holds_its_most_tables():
    async def scenario():
        async with serving(tables_per_address=1) as server:
            host, _ = await create_table(server, ["open", "open"])
            other = await connect(server, "Other")  # the same address (127.0.0.1)
            answer = await refused(other, {"type": "create", "rules": RULES_2, "seats": ["open", "open"]}, "busy")
            assert "one address" in answer["message"]
            await still_talking(host, [])

    run(scenario())


def test_moves_out_of_turn_for_another_seat_and_illegal():
    async def scenario():
        async with serving() as server:
            table = await started(server)
            mover, waiting = table.client(table.to_play), table.client(1 - table.to_play)
            before = server.tables[table.code].snapshot()
            other_card = table.states[1 - table.to_play]["hand"][0]
            legal = table.legal_move()
            await refused(waiting, {"type": "move", "card": other_card, "take": []}, "not-your-turn")
            await refused(waiting, {**legal, "seat": table.to_play}, "not-your-turn")  # a move for another seat
            await refused(mover, {**legal, "seat": 1 - table.to_play}, "not-your-turn")
            answer = await refused(mover, {"type": "move", "card": other_card, "take": []}, "illegal-move")
            assert other_card in answer["message"] and "not in the hand" in answer["message"]
            own_card = table.states[table.to_play]["hand"][0]
            not_on_table = next(c for c in ("1D", "2D", "3D", "4D", "5D") if c not in table.states[0]["table"]
                                and c not in table.states[table.to_play]["hand"])
            answer = await refused(mover, {"type": "move", "card": own_card, "take": [not_on_table]}, "illegal-move")
            assert "not on the table" in answer["message"]
            assert server.tables[table.code].snapshot() == before
            await mover.send(legal)
            assert (await waiting.until("state"))["seq"] == table.states[0]["seq"] + 1

    run(scenario())


def test_a_card_that_can_take_may_not_be_laid():
    """The refusal names the rule: here RULES.md §4, capture is mandatory."""
    async def scenario():
        async with serving() as server:
            for _ in range(50):  # deals are secret: wait for one where a card in hand can capture
                table = await started(server)
                state = table.states[table.to_play]
                view = request_to_view({**state, "type": "move"})
                capturing = [m for m in legal_moves(view) if m.take]
                if capturing:
                    break
                await table.host.close()
                await table.guest.close()
            card = card_name(capturing[0].card)
            answer = await refused(table.client(table.to_play), {"type": "move", "card": card, "take": []},
                                   "illegal-move")
            assert "must" in answer["message"], answer

    run(scenario())


def test_a_flood_gets_one_error_line_and_the_table_goes_on():
    async def scenario():
        async with serving() as server:  # the protocol's 20 messages a second
            table = await started(server)
            await table.guest.send_raw(b'{"type": "chat", "text": "spam"}\n' * 1000)
            seen = []
            with pytest.raises(ServerClosed):  # cut off after the flood
                while True:
                    seen.append(await table.guest.receive())
            # each line is answered: the first 20 as usual, every later one with its own too-fast
            # (a move in a burst is refused, never dropped without a word), the last says "cut off"
            chats = [m for m in seen if m["type"] == "chat"]
            assert 1 <= len(chats) <= 20 and seen[: len(chats)] == chats
            errors = seen[len(chats):]
            assert errors and all(m["type"] == "error" and m["code"] == "too-fast" for m in errors)
            assert "cut off" in errors[-1]["message"] and all("not read" in m["message"] for m in errors[:-1])
            # (the start sent just before may count in the same second as the flood's lines)
            assert 5 * 20 - 1 <= len(chats) + len(errors) <= 5 * 20 + 1
            # the host heard at most the chats let through, and the table goes on: once the flood's second
            # is over (back at once, the seat's lines of that second still count: test_net_reconnect)
            assert server.tables[table.code].seats[1].kind == "human"
            await asyncio.sleep(connection.RATE_WINDOW)
            back = await connect(server, "Guest")
            await back.send({"type": "rejoin", "table": table.code, "token": table.guest_token})
            assert (await back.until("seated"))["seat"] == 1
            rejoined = await back.until("state")
            assert rejoined["seq"] == table.states[1]["seq"]
            await table.client(table.to_play).send(table.legal_move()) if table.to_play == 0 else \
                await back.send(table.legal_move())
            assert (await table.host.until("state"))["seq"] == table.states[0]["seq"] + 1
            await (await connect(server, "Someone")).close()  # the server is up

    run(scenario())


def test_a_create_or_join_the_disk_cannot_keep_is_refused_as_busy_and_leaves_nothing(tmp_path):
    state_dir = tmp_path / "tables"

    async def scenario():
        async with serving(state_dir=state_dir) as server:
            host, seated = await create_table(server, ["open", "open"])
            state_dir.rename(tmp_path / "away")  # no file of the folder can be written now
            state_dir.write_text("a file, not a folder")
            someone = await connect(server, "Someone")
            await someone.send({"type": "create", "rules": RULES_2, "seats": ["open", "easy"]})
            refusal = await someone.receive()
            assert refusal["type"] == "error" and refusal["code"] == "busy"
            assert list(server.tables) == [seated["table"]]  # no table that was not kept
            await someone.send({"type": "join", "table": seated["table"]})
            assert (await someone.until("lobby"))["paused"] is True  # the table says it pauses
            assert (await someone.receive())["code"] == "busy"
            assert (await host.until("lobby"))["seats"][1]["kind"] == "open"  # the seat is open again

    run(scenario())


def test_every_error_code_is_tested_here():
    source = Path(__file__).read_text(encoding="utf-8")
    assert all(f'"{code}"' in source for code in ERROR_CODES)
