"""TABLE-PROTOCOL's "what was sent was kept": a move whose journal line cannot be
written is sent to nobody and the table pauses, also when the server has run out of
file descriptors; a server killed with SIGKILL then comes back at the seq its players
saw (headless servers in child processes on loopback ports, stopped by their PID).
A restart refuses, in one log line each, and sets aside every file it cannot trust;
the files are the owner's alone; an abandoned table's clock survives a restart."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
import stat
import subprocess
import sys

import helpers_net
from helpers_net import RULES_2, connect, create_table, headless, play_moves, random_move, rejoin, run, serving

from scopa_desktop.net.messages import Create
from scopa_desktop.net.persist import TableFiles
from scopa_desktop.net.table import Table
from scopa_desktop.tools.serve import default_state_dir

#: RLIMIT_NOFILE of the starved server: what Python and the listening socket need, and a few connections.
FILES_LIMIT = 40
#: What the server's log says when it has no descriptor left for another connection.
SATURATED = re.compile(rb"out of system resource|cannot accept a connection|holds its most connections"
                       rb"|the server is full")


async def back_after_a_kill(state_dir, seated: dict[int, dict]) -> dict:
    """A new server on ``state_dir``: the state seat 0 is sent on its ``rejoin``."""
    async with headless(state_dir) as (_process, port, _log):
        _, _, state = await rejoin(port, seated[0]["table"], seated[0]["token"], "Host")
        return state


def test_a_move_the_disk_refuses_is_sent_to_nobody_and_the_table_pauses_until_it_can(tmp_path):
    state_dir, away = tmp_path / "tables", tmp_path / "away"

    async def scenario():
        async with headless(state_dir) as (process, port, _):
            clients, seated, states = await helpers_net.two_players(port)
            states = await play_moves(clients, states, 3, random.Random(1))
            seen = states[0]["seq"]
            state_dir.rename(away)  # the folder is gone: no file of it can be written
            state_dir.write_text("a file, not a folder")
            mover, move = await helpers_net.refused_and_paused(clients, states)
            state_dir.unlink()
            away.rename(state_dir)
            await clients[mover].send(move)  # the same move again: now it is kept
            for seat, client in clients.items():
                lobby = await client.receive()  # the table goes on (this move, or the retry, found the disk)
                assert lobby["type"] == "lobby" and "paused" not in lobby
                state = await client.receive()
                assert state["type"] == "state" and state["seq"] == seen + 1
                states[seat] = state
            state_dir.rename(away)  # and once more, then the server is killed while paused
            state_dir.write_text("a file, not a folder")
            mover = states[0]["to_play"]
            await clients[mover].send(random_move(states[mover], random.Random(3)))
            assert (await clients[1 - mover].receive())["paused"] is True
            process.kill()
            await process.wait()
        state_dir.unlink()
        away.rename(state_dir)
        assert await back_after_a_kill(state_dir, seated) == states[0]

    run(scenario(), timeout=90)


def test_a_server_out_of_file_descriptors_keeps_every_move_it_sends(tmp_path):
    async def scenario():
        async with headless(tmp_path, open_files=FILES_LIMIT) as (process, port, _):
            clients, seated, states = await helpers_net.two_players(port)
            flood = []
            for number in range(FILES_LIMIT):  # more connections than it has descriptors for, each its own address
                _reader, writer = await asyncio.open_connection(helpers_net.HOST, port,
                                                                local_addr=(f"127.0.3.{number + 1}", 0))
                writer.write(b'{"type": "hello", "protocol": "scopa-table/1", "name": "Idle"}\n')
                flood.append(writer)
            while not SATURATED.search(await asyncio.wait_for(process.stderr.readline(), 30)):
                pass  # the server has no descriptor left for another connection
            states = await play_moves(clients, states, 8, random.Random(4))
            process.kill()
            await process.wait()
            for writer in flood:
                writer.close()
        assert await back_after_a_kill(tmp_path, seated) == states[0]

    run(scenario(), timeout=90)



# A restart: every file checked, none dropped in silence ------------------------------------------


def played_table(files: TableFiles, code: str, moves: int, seed: int) -> Table:
    """A two-player table saved by ``files``, then ``moves`` moves in its journal."""
    table, _, _ = Table.create(code, Create.from_wire({"rules": RULES_2, "seats": ["open", "easy"]}), "Host")
    table.start(0, random.Random(seed))
    files.save(code, table.snapshot())
    rng = random.Random(seed)
    for _ in range(moves):
        seat, move = table.to_play, rng.choice(table.match.legal_moves())
        table.move(seat, move)
        files.append(code, table.journal_entry(seat, move))
    return table


def refusals(caplog) -> list[str]:
    return [record.getMessage() for record in caplog.records if record.levelno >= logging.WARNING]


def test_a_damaged_journal_line_is_refused_in_one_line_set_aside_and_the_table_goes_on_before_it(tmp_path, caplog):
    files = TableFiles(tmp_path, logging.getLogger("test.net"))
    played_table(files, "ABCDEF", 4, 1)
    journal = tmp_path / "ABCDEF.moves.jsonl"
    lines = journal.read_text().splitlines(keepends=True)
    journal.write_text(lines[0] + '{"seq": 3, "seat": 1, "ca\n' + "".join(lines[2:]))  # line 2 damaged
    [restored] = TableFiles(tmp_path, logging.getLogger("test.net")).restore()
    assert restored.seq == json.loads(lines[0])["seq"]  # the moves after the damage cannot be replayed
    [refusal] = refusals(caplog)
    assert "ABCDEF.moves.jsonl" in refusal and "line 2 is damaged" in refusal and f"seq {restored.seq}" in refusal
    assert (tmp_path / "ABCDEF.moves.unreadable.jsonl").read_text() == lines[0] + '{"seq": 3, "seat": 1, "ca\n' + \
        "".join(lines[2:])  # kept whole, for whoever looks


def test_a_journal_that_does_not_follow_its_snapshot_is_refused(tmp_path, caplog):
    files = TableFiles(tmp_path, logging.getLogger("test.net"))
    played_table(files, "ABCDEF", 3, 1)
    played_table(files, "GHJKMN", 3, 2)
    other = (tmp_path / "GHJKMN.moves.jsonl").read_text()
    (tmp_path / "ABCDEF.moves.jsonl").write_text(other)  # another table's moves under this name
    (tmp_path / "GHJKMN.moves.jsonl").write_text(other.splitlines(keepends=True)[1])  # a line missing
    tables = {table.code: table for table in TableFiles(tmp_path, logging.getLogger("test.net")).restore()}
    assert tables["ABCDEF"].seq == tables["GHJKMN"].seq == 1  # each as its snapshot holds it
    assert len(refusals(caplog)) == 2
    assert "line 1 is a move of another table" in refusals(caplog)[0]
    assert "line 1 is seq 3, the table is at seq 1" in refusals(caplog)[1]


def test_a_snapshot_under_another_tables_name_is_refused_and_set_aside_under_a_numbered_name(tmp_path, caplog):
    files = TableFiles(tmp_path, logging.getLogger("test.net"))
    played_table(files, "ABCDEF", 0, 1)
    early = (tmp_path / "ABCDEF.table.json").read_text()
    played_table(files, "GHJKMN", 5, 2)
    for _ in range(2):  # twice: the second copy is kept beside the first
        (tmp_path / "GHJKMN.table.json").write_text(early)
        (tmp_path / "GHJKMN.moves.jsonl").write_text("")
        tables = TableFiles(tmp_path, logging.getLogger("test.net")).restore()
        assert [table.code for table in tables] == ["ABCDEF"]
    assert "it holds table 'ABCDEF', not GHJKMN" in refusals(caplog)[0] and len(refusals(caplog)) == 2
    assert (tmp_path / "GHJKMN.table.unreadable.json").read_text() == early
    assert (tmp_path / "GHJKMN.table.unreadable-2.json").read_text() == early
    assert (tmp_path / "GHJKMN.moves.unreadable-2.jsonl").exists()  # its journal went with it


def test_files_that_are_no_table_are_refused_and_set_aside(tmp_path, caplog):
    (tmp_path / "hello.table.json").write_text("{}")
    (tmp_path / "ABCDEF.table.json").write_text('{"format": "scopa-table-state/1"')
    (tmp_path / "GHJKMN.moves.jsonl").write_text('{"seq": 1}\n')  # no snapshot for it
    assert TableFiles(tmp_path, logging.getLogger("test.net")).restore() == []
    assert len(refusals(caplog)) == 3
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "ABCDEF.table.unreadable.json", "GHJKMN.moves.unreadable.jsonl", "hello.table.unreadable.json"]


# Who may read the files ------------------------------------------------------------------------------


def test_state_files_are_0600_in_a_0700_folder_whatever_was_there_and_whatever_the_umask(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    folders = [default_state_dir(), tmp_path / "given"]
    (tmp_path / "given").mkdir(mode=0o755)
    (tmp_path / "given" / "ABCDEF.moves.jsonl").write_text("")  # left by an older version
    os.chmod(tmp_path / "given" / "ABCDEF.moves.jsonl", 0o644)
    old_umask = os.umask(0)
    try:
        for folder in folders:
            files = TableFiles(folder, logging.getLogger("test.net"))
            assert stat.S_IMODE(folder.stat().st_mode) == 0o700
            played_table(files, "GHJKMN", 2, 1)
            (folder / "ZZZZZZ.table.json").write_text("{}")
            TableFiles(folder, logging.getLogger("test.net")).restore()  # sets ZZZZZZ aside
            modes = {path.name: stat.S_IMODE(path.stat().st_mode) for path in folder.iterdir()}
            assert set(modes.values()) == {0o600}, modes
            assert "ZZZZZZ.table.unreadable.json" in modes
    finally:
        os.umask(old_umask)


# Abandoned tables --------------------------------------------------------------------------------


def test_an_abandoned_table_expires_by_its_last_activity_also_across_a_restart(tmp_path):
    async def scenario():
        async with serving(state_dir=tmp_path, idle_expiry=3600) as server:
            host, old = await create_table(server, ["open", "easy"])
            await host.close()  # nobody at it: its clock runs from now
            _, recent = await create_table(server, ["open", "easy"])
        snapshot = tmp_path / f"{old['table']}.table.json"
        data = json.loads(snapshot.read_text())
        data["last_active"] -= 3700  # it was left more than an hour ago (the server was down meanwhile)
        snapshot.write_text(json.dumps(data))
        async with serving(state_dir=tmp_path, idle_expiry=3600) as server:
            for seated, there in ((old, False), (recent, True)):
                back = await connect(server, "Back")
                await back.send({"type": "rejoin", "table": seated["table"], "token": seated["token"]})
                answer = await back.receive()
                assert (answer["type"] == "seated") is there, answer

    run(scenario())


FULL_DISK = """
import logging, os, random, resource, sys
from pathlib import Path
from scopa_desktop.net.persist import TableFiles
from scopa_desktop.net.messages import Create
from scopa_desktop.net.table import Table

folder = Path(sys.argv[1])
files = TableFiles(folder, logging.getLogger("full-disk"))
table, _, _ = Table.create("ABCDEF", Create.from_wire({"rules": {"players": 2}, "seats": ["open", "easy"]}), "Host")
table.start(0, random.Random(1))
files.save(table.code, table.snapshot())
rng = random.Random(1)
for moves in range(3):
    seat, move = table.to_play, rng.choice(table.match.legal_moves())
    table.move(seat, move)
    if moves == 2:  # the disk fills up in the middle of the third line (Python ignores SIGXFSZ)
        resource.setrlimit(resource.RLIMIT_FSIZE, (os.path.getsize(folder / "ABCDEF.moves.jsonl") + 20,) * 2)
    try:
        files.append(table.code, table.journal_entry(seat, move))
    except OSError as error:
        print("refused:", error)
"""


def test_a_journal_line_the_disk_cuts_short_is_taken_back_whole(tmp_path):
    done = subprocess.run([sys.executable, "-c", FULL_DISK, str(tmp_path)], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.startswith("refused:")
    journal = (tmp_path / "ABCDEF.moves.jsonl").read_text()
    assert journal.endswith("\n") and len(journal.splitlines()) == 2  # no half line for the next to follow
    [restored] = TableFiles(tmp_path, logging.getLogger("test.net")).restore()
    assert restored.seq == 3
