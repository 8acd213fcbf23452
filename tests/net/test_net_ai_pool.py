"""The AI pool of the table server: its worker processes end with the server even
when it is killed with SIGKILL, and one client's many tables do not take the AI's
time from another table (shown by the order jobs are served in, not by a clock)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import random
import threading
from pathlib import Path

import pytest
from helpers_net import HOST, headless, random_move, run

from scopa_desktop.net.ai_seat import FairQueue, owner_of
from scopa_desktop.net.client import TableClient
from scopa_desktop.tools.net_attack_kill import descendants, outlived


def test_another_owners_job_is_served_before_a_floods_backlog():
    started: list[str] = []
    gate = threading.Event()

    def job(name: str) -> str:
        started.append(name)
        gate.wait(10)  # the first job holds the only worker until every job is queued
        return name

    async def scenario() -> list[str]:
        with concurrent.futures.ThreadPoolExecutor(1) as executor:
            queue = FairQueue(executor, slots=1)
            flood = [asyncio.create_task(queue.run("203.0.113.7", job, f"flood {n}")) for n in range(40)]
            gone = asyncio.create_task(queue.run("198.51.100.2", job, "cancelled"))
            other = asyncio.create_task(queue.run("198.51.100.1", job, "other"))
            await asyncio.sleep(0)  # every task has queued its job
            gone.cancel()  # a table closed while its move waited: its turn is skipped
            gate.set()
            assert await other == "other"
            assert await asyncio.gather(*flood) == [f"flood {n}" for n in range(40)]
            return started

    started = run(scenario())
    assert started[:3] == ["flood 0", "other", "flood 1"]  # only the job already running went first
    assert "cancelled" not in started and len(started) == 41


def test_a_table_is_owned_by_its_hosts_address_or_ipv6_prefix():
    assert owner_of(("192.0.2.7", 50000)) == "192.0.2.7"
    assert owner_of(("2001:db8:1:2:aaaa::1", 50000, 0, 0)) == owner_of(("2001:db8:1:2:bbbb::9", 1, 0, 0))
    assert owner_of(("2001:db8:1:2:aaaa::1", 50000, 0, 0)) != owner_of(("2001:db8:1:3::1", 50000, 0, 0))
    assert owner_of(("::ffff:192.0.2.7", 50000, 0, 0)) == "192.0.2.7"


@pytest.mark.skipif(not hasattr(os, "pidfd_open") or not Path("/proc").is_dir(), reason="needs Linux")
def test_the_ai_worker_processes_end_when_the_server_is_killed(tmp_path):
    async def scenario() -> None:
        async with headless(tmp_path, "--ai-processes", "2") as (process, port, _):
            host = await TableClient.connect(HOST, port, "Host")
            rules = {"players": 3, "teams": 3}
            await host.send({"type": "create", "rules": rules, "seats": ["open", "easy", "easy"]})
            await host.until("seated")
            await host.send({"type": "start"})
            state = await host.until("state")
            while not any(move["seat"] != 0 for move in state["history"]):  # an AI has moved: its worker runs
                if state["to_play"] == 0:
                    await host.send(random_move(state, random.Random(1)))
                state = await host.until("state")
            workers = [os.pidfd_open(pid) for pid in descendants(process.pid)]  # safe from reused PIDs
            assert len(workers) >= 2, workers  # the forkserver and at least one worker
            process.kill()
            await process.wait()
            assert await outlived(workers) == 0  # within 20 s; any still running is then killed by its pidfd

    run(scenario())
