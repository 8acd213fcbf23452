"""The table server's own promises beyond single errors: AI seats in worker
processes, the line limit to the byte, a silent connection closed, tables
kept on disk without their secrets and restored, a new match at the same table."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import shutil
import ssl
import subprocess

import pytest
from helpers_net import HOST, RULES_2, create_table, join_table, play_to_the_end, run, serving

from scopa_desktop.net.client import ServerClosed, TableClient
from scopa_desktop.net.messages import Create
from scopa_desktop.net.persist import TableFiles
from scopa_desktop.net.table import Table
from scopa_desktop.net.wire import MAX_LINE
from scopa_desktop.tools.serve import tls_context


def test_ai_seats_think_in_worker_processes_and_a_new_match_follows_the_end():
    async def scenario():
        async with serving(ai_processes=1, rate_limit=10_000) as server:
            host, _ = await create_table(server, ["open", "easy", "random"], {"players": 3, "target": 1})
            await host.send({"type": "start"})
            first = await play_to_the_end(host, 0, random.Random(1))
            await host.send({"type": "start"})  # the host starts a new match at the same table
            state = await host.until("state")
            assert state["round"] == 1 and state["scores"] == [0, 0, 0] and state["history"] == []
            return first

    first = run(scenario())
    assert first["winner"] is not None and max(first["totals"]) >= 1


def test_a_line_of_exactly_64_kib_is_read_and_one_byte_more_is_refused():
    async def scenario():
        async with serving() as server:
            host, _ = await create_table(server, ["open", "easy"])
            message = b'{"type": "chat", "text": "edge"}'
            await host.send_raw(message + b" " * (MAX_LINE - len(message)) + b"\n")
            assert (await host.receive())["text"] == "edge"
            await host.send_raw(message + b" " * (MAX_LINE + 1 - len(message)) + b"\n")
            assert (await host.receive())["code"] == "bad-message"
            await host.send({"type": "chat", "text": "after"})
            assert (await host.receive())["text"] == "after"

    run(scenario())


def test_a_connection_that_never_says_hello_is_closed():
    async def scenario():
        async with serving(hello_timeout=0.2) as server:
            reader, writer = await asyncio.open_connection(HOST, server.port)
            with pytest.raises(ServerClosed):
                await TableClient(reader, writer).receive(timeout=5)

    run(scenario())


def test_tables_are_kept_without_their_tokens_and_come_back_after_a_restart(tmp_path):
    async def scenario():
        async with serving(state_dir=tmp_path) as server:
            host, seated = await create_table(server, ["open", "open"])
            _guest, guest_seated = await join_table(server, seated["table"], "Gäst")
            await host.send({"type": "start"})
            state = await host.until("state")
        files = list(tmp_path.glob("*.json"))
        assert [f.name for f in files] == [f"{seated['table']}.table.json"]
        text = files[0].read_text(encoding="utf-8")
        assert seated["token"] not in text and guest_seated["token"] not in text
        assert json.loads(text)["seq"] == state["seq"]
        async with serving(state_dir=tmp_path) as server:
            back = await TableClient.connect(HOST, server.port, "Host")
            await back.send({"type": "rejoin", "table": seated["table"], "token": seated["token"]})
            await back.until("seated")
            assert await back.until("state") == state
            lobby = await back.until("lobby")
            assert [s["name"] for s in lobby["seats"]] == ["Host", "Gäst"]
            assert [s["connected"] for s in lobby["seats"]] == [True, False]
            await back.send({"type": "leave"})
            await back.until("lobby")
            await back.close()
        async with serving(state_dir=tmp_path) as server:
            assert seated["table"] in server.tables  # the guest still holds a seat

    run(scenario())


def test_a_table_everyone_left_is_closed_and_its_file_removed(tmp_path):
    async def scenario():
        async with serving(state_dir=tmp_path) as server:
            host, seated = await create_table(server, ["open", "easy"])
            await host.send({"type": "leave"})
            await host.until("lobby")
            assert seated["table"] not in server.tables
            await host.send({"type": "join", "table": seated["table"]})
            assert (await host.receive())["code"] == "no-such-table"
        assert not list(tmp_path.glob("*.json"))

    run(scenario())


def test_a_journal_cut_short_by_a_crash_replays_up_to_its_last_whole_line(tmp_path, caplog):
    files = TableFiles(tmp_path, logging.getLogger("test.net"))
    table, _, _ = Table.create("ABCDEF", Create.from_wire({"rules": RULES_2, "seats": ["open", "easy"]}), "Host")
    table.start(0)
    files.save(table.code, table.snapshot())
    rng = random.Random(2)
    for _ in range(3):
        seat = table.to_play
        move = rng.choice(table.match.legal_moves())
        table.move(seat, move)
        files.append(table.code, table.journal_entry(seat, move))
    with (tmp_path / "ABCDEF.moves.jsonl").open("a") as journal:
        journal.write('{"seq": 5, "seat": 0, "ca')  # the write a SIGKILL cut
    [restored] = TableFiles(tmp_path, logging.getLogger("test.net")).restore()
    assert restored.seq == table.seq and restored.state(0) == table.state(0)
    [refusal] = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert "ABCDEF.moves.jsonl" in refusal and "line 4 is cut short" in refusal
    assert (tmp_path / "ABCDEF.moves.unreadable.jsonl").exists()  # kept aside, not read again
    assert not (tmp_path / "ABCDEF.moves.jsonl").exists()  # the new snapshot holds the 3 moves
    [again] = TableFiles(tmp_path, logging.getLogger("test.net")).restore()
    assert again.state(0) == table.state(0)


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command to make a certificate")
def test_the_same_messages_over_tls(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
         "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )
    client_tls = ssl.create_default_context(cafile=str(cert))

    async def scenario():
        async with serving(tls=tls_context(str(cert), str(key))) as server:
            client = await TableClient.connect(HOST, server.port, "Secure", tls=client_tls)
            await client.send({"type": "create", "rules": RULES_2, "seats": ["open", "easy"]})
            assert (await client.until("seated"))["seat"] == 0
            await client.send({"type": "start"})
            assert (await client.until("state"))["seq"] == 1
            with pytest.raises(ssl.SSLError):  # a client that does not trust the certificate is refused
                await TableClient.connect(HOST, server.port, "Doubtful", tls=ssl.create_default_context())

    run(scenario())


def test_a_table_the_host_ends_is_told_over_once_to_each_seat():
    """A hosted table ended for everyone (``end_tables``) and then the server stopping: each
    player gets one ``table_over``, not a second one as the server closes the connection."""
    async def scenario():
        async with serving() as server:
            host, seated = await create_table(server, ["open", "open"])
            guest, _ = await join_table(server, seated["table"], "Guest")
            server.end_tables("host-left")
            await server.close()
            told = []
            for client in (host, guest):
                kinds = []
                with contextlib.suppress(ServerClosed):
                    while True:
                        kinds.append((await client.receive())["type"])
                told.append(kinds.count("table_over"))
            return told

    assert run(scenario()) == [1, 1]
