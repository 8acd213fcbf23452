"""``cli serve`` in its own process, attacked from loopback as a hostile client would:
more idle connections than its descriptor limit allows, from one address and from
many (any 127.x.y.z is this machine); a well-behaved player is served all along, the
log stays a few lines without a traceback, and SIGTERM stops it cleanly; killed with SIGKILL in
the middle of an attack, it loses nothing of a pair's table."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import signal
import socket
import subprocess
import sys
import time

import pytest
from helpers_net import HOST, headless, random_move, run

from scopa_desktop.net.client import Refused, TableClient
from scopa_desktop.tools.net_attack import attack
from scopa_desktop.tools.net_attackers import FloodEnd, idle_attack, silent_socket

#: The server's descriptor limit, and the idle connections tried: the issue's 1,100 at 1,024, scaled.
OPEN_FILES = 256
ATTACK = 1100 * OPEN_FILES // 1024


async def a_player_is_served(port: int) -> dict:
    """Hello, a table with an AI, a deal and one move: the ``state`` after it.  Told ``busy`` (the
    server is still working through the attack's backlog of connections), the player tries again,
    as the protocol asks: each try is one answer from the server, and 50 are allowed."""
    for _ in range(50):
        try:
            player = await TableClient.connect(HOST, port, "Player")
            break
        except Refused as refusal:
            assert refusal.code == "busy", refusal
    else:
        raise AssertionError("the player was told busy 50 times")
    await player.send({"type": "create", "rules": {"players": 2}, "seats": ["open", "random"]})
    await player.until("seated")
    await player.send({"type": "start"})
    state = await player.until("state")
    while state["to_play"] != 0:
        state = await player.until("state")
    await player.send(random_move(state, random.Random(1)))
    after = await player.until("state")
    await player.close()
    return after


async def busy_answers(socks: list[socket.socket]) -> int:
    """How many of ``socks`` the server answered with a ``busy`` line and closed."""
    loop = asyncio.get_running_loop()
    busy = 0
    for sock in socks:
        with contextlib.suppress(OSError, TimeoutError):
            data = await asyncio.wait_for(loop.sock_recv(sock, 4096), 5)
            busy += bool(data) and json.loads(data.splitlines()[0]).get("code") == "busy"
    return busy


def test_more_idle_connections_than_descriptors_lock_no_player_out(tmp_path):
    async def scenario():
        async with headless(tmp_path, open_files=OPEN_FILES) as (process, port, log):
            # from one address: past 32 connections, busy
            one = [s for s in [await silent_socket(port, "127.0.0.2") for _ in range(ATTACK)] if s]
            assert (await a_player_is_served(port))["seq"] >= 2
            refused = await busy_answers(one[32:])
            # from many addresses, never saying hello: the server is full; newcomers take their place
            many = [s for s in [await silent_socket(port, f"127.0.3.{i % 250}") for i in range(ATTACK)] if s]
            assert (await a_player_is_served(port))["seq"] >= 2
            for sock in one + many:
                sock.close()
            process.send_signal(signal.SIGTERM)
            assert await asyncio.wait_for(process.wait(), 20) == 0
            log += [line.decode() for line in (await process.stderr.read()).splitlines(keepends=True)]
            return refused, log

    refused, log = run(scenario(), timeout=60)
    assert refused == ATTACK - 32, "".join(log)
    text = "".join(log)
    assert "Traceback" not in text and "CancelledError" not in text and "Too many open files" not in text
    assert len(log) < 40, text  # a flood costs a few lines, not one a connection
    assert any("refused, at most 32 connections from one address" in line for line in log)
    assert any("had not said hello" in line for line in log)


def test_an_idle_flood_slower_than_its_seconds_still_opens_all_its_connections(tmp_path):
    """A loaded machine opens the flood slower than its seconds allow (555 of 2,200 in 5 s once,
    beside a CI run and two tournaments): it goes on opening rather than report a flood that never
    reached the server's descriptor limit.  Here the attack's end has passed before it starts."""
    async def scenario():
        async with headless(tmp_path, open_files=OPEN_FILES) as (_process, port, _log):
            return await idle_attack(port, 20, FloodEnd(time.monotonic() - 1.0), lambda: None)

    report = run(scenario(), timeout=60)
    assert report["connections_opened"] == report["connections_tried"] == 40, report
    assert report["new_player_welcomed"], report


def test_a_flood_held_for_the_kill_goes_on_past_its_seconds_until_released():
    """On a loaded machine the kill came after the flood's seconds were up: the report said the
    server was not killed in the middle of a flood (``during_flood`` false) and CI failed."""
    async def scenario() -> list[bool]:
        released = asyncio.Event()
        end = FloodEnd(time.monotonic() - 1.0, released)  # its seconds are up
        waiting = asyncio.ensure_future(end.wait())
        await asyncio.sleep(0)  # the waiter runs up to the release
        seen = [end.over(), waiting.done()]
        released.set()
        await asyncio.wait_for(waiting, 10)
        return [*seen, end.over(), FloodEnd(time.monotonic() - 1.0).over()]

    assert run(scenario(), timeout=30) == [False, False, True, True]


def test_sigterm_with_players_at_tables_stops_without_a_traceback(tmp_path):
    async def scenario():
        async with headless(tmp_path) as (process, port, log):
            players = []
            for _ in range(5):
                player = await TableClient.connect(HOST, port, "Player")
                await player.send({"type": "create", "rules": {"players": 2}, "seats": ["open", "easy"]})
                await player.until("seated")
                await player.send({"type": "start"})
                await player.until("state")
                players.append(player)
            silent = await silent_socket(port, HOST)
            process.send_signal(signal.SIGTERM)
            assert await asyncio.wait_for(process.wait(), 20) == 0
            assert silent is not None
            silent.close()
            return log + [line.decode() for line in (await process.stderr.read()).splitlines(keepends=True)]

    text = "".join(run(scenario(), timeout=60))
    assert "stopped; 5 tables kept" in text
    assert "Traceback" not in text and "CancelledError" not in text and "Error" not in text


def test_a_bad_tls_path_or_bound_is_named_in_one_line(tmp_path):
    not_pem = tmp_path / "not.pem"
    not_pem.write_text("not a certificate\n", encoding="utf-8")
    missing = tmp_path / "missing-cert.pem"
    cases = {
        ("--tls-cert", str(missing), "--tls-key", str(not_pem)): f"--tls-cert {missing}: No such file",
        ("--tls-cert", str(not_pem), "--tls-key", str(missing)): f"--tls-key {missing}: No such file",
        ("--tls-cert", str(not_pem), "--tls-key", str(not_pem)): f"--tls-cert {not_pem} with --tls-key {not_pem}",
        ("--connections-per-address", "0"): "--connections-per-address",
        ("--host", "a" * 64 + ".example.org"): "--host aaaa",  # an encoding error's traceback before
    }
    for arguments, named in cases.items():
        result = subprocess.run([sys.executable, "-m", "scopa_desktop.cli", "serve", "--port", "0",
                                 "--state-dir", str(tmp_path / "tables"), *arguments],
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
        assert result.stderr.startswith("error: ") and named in result.stderr, result.stderr


def assert_nothing_lost(after: dict) -> None:
    """The ``after_kill`` of an attack: each seat got back the state it last saw, whole; the AI
    processes of the killed server ended with it; the pair played on."""
    assert after["during_flood"] and after["same_state"] and not after["lost"], after
    assert after["seq_back"] == after["seq_seen"], after
    assert after["ai_processes_killed_with_server"] >= 2 and after["ai_processes_outlived"] == 0, after
    assert after["moves_after"] >= 3, after


def test_a_server_killed_during_the_create_loop_gives_the_pair_its_state_back(tmp_path):
    """``tools.net_attack`` with one short attack, the create loop: the server is killed with SIGKILL
    in its middle, started again on its folder and port, and the pair rejoins and plays on."""
    report = run(attack(256, 2.5, {}, ["tables"], 19, 0.0, tmp_path), timeout=60)
    assert_nothing_lost(report["tables"]["after_kill"])
    assert report["tables"]["answers"]["seated"] <= 8  # the tables per address bound holds across the restart
    assert report["lost"] == [] and report["tracebacks_in_log"] == 0


@pytest.mark.slow
def test_under_each_attack_a_pair_is_answered_within_100_ms_loses_nothing_to_a_kill_9_and_memory_comes_back(
        tmp_path):
    """The load script itself (``tools.net_attack``), bounded: each attack 5 s from a niced process
    of its own, the server at the issue's 1,024 descriptors, killed with SIGKILL in the middle of
    each attack and started again, every process stopped by its PID."""
    report = run(attack(1024, 5.0, {"idle": 1100, "non-readers": 150}, ["idle", "tables", "join-walk", "non-readers"],
                        19, 3.0, tmp_path), timeout=300)  # a hang guard, not a figure: loaded, it takes longer
    for kind in ("idle", "tables", "join-walk", "non-readers"):
        phase = report[kind]
        assert phase["new_player_welcomed"] and not phase["pair_errors"], (kind, phase)
        assert phase["moves_answered"] >= 20, (kind, phase)
        assert_nothing_lost(phase["after_kill"])
    for kind in ("idle", "tables", "join-walk"):  # the attacks: the pair's move -> state p99
        assert report[kind]["move_to_state_ms"]["p99"] <= 100, (kind, report[kind])
    assert report["idle"]["connections_opened"] > 1100  # past the descriptors, from many addresses too
    assert report["tables"]["answers"]["seated"] <= 8  # the tables per address bound, across the restart too
    assert report["settled_rss_mb"] <= 1.2 * report["idle_rss_mb"], report
    assert report["tracebacks_in_log"] == 0 and report["lost"] == []
