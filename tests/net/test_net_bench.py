"""The load benchmark measures what it says: the server, when asked, writes each
person's move's time from reading it to writing the last state; the benchmark's
client processes and the server agree on how many moves they saw."""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import time

import pytest
from helpers_net import create_table, join_table, random_move, run, serving

from scopa_desktop.net.server import ServerTimings
from scopa_desktop.tools import net_bench, store_link_bench


def test_the_server_times_each_move_from_reading_it_to_the_last_state_written(tmp_path):
    latency_file = tmp_path / "latency.json"

    async def scenario() -> tuple[float, float]:
        async with serving(latency_file=latency_file) as server:
            host, seated = await create_table(server, ["open", "open"])
            guest, _ = await join_table(server, seated["table"], "Bruno")
            await host.send({"type": "start"})
            states = [await host.until("state"), await guest.until("state")]
            mover = [host, guest][states[0]["to_play"]]
            sent = time.monotonic()
            await mover.send(random_move(states[states[0]["to_play"]], random.Random(1)))
            for client in (host, guest):
                assert (await client.until("state"))["seq"] == states[0]["seq"] + 1
            received = time.monotonic()
            for client in (host, guest):
                await client.close()
            # One tick of the server's lag timer: its own tick was due before this one, so it has run.
            await asyncio.sleep(ServerTimings.LAG_TICK)
        return sent, received

    sent, received = run(scenario(), timeout=20)
    data = json.loads(latency_file.read_text(encoding="utf-8"))
    assert len(data["moves"]) == 1  # the start is no move
    read_at, took = data["moves"][0]
    # The server's clock is the clients' (one process here): the move was read after it was sent
    # and its last state written before both clients had it.
    assert sent <= read_at and took >= 0 and read_at + took <= received
    assert data["loop_lag"] and all(late >= 0 for _, late in data["loop_lag"])


def test_the_benchmark_runs_its_clients_in_processes_and_reports_both_times(capsys):
    assert net_bench.main(["--tables", "2", "--client-processes", "2", "--seconds", "1", "--warmup", "0.5"]) == 0
    report = json.loads(capsys.readouterr().out)
    flat = report["flat_out"]
    assert report["client_processes"] == 2 and flat["moves"] > 0 and flat["errors_so_far"] == 0
    # every move the clients saw complete, the server read (give or take the ones at the window's edges)
    assert abs(flat["server_read_to_last_state_ms"]["count"] - flat["moves"]) <= 4
    for figure in ("client_move_to_last_state_ms", "server_read_to_last_state_ms", "server_loop_lag_ms"):
        assert set(flat[figure]) == {"p50", "p99", "max", "count"}


def test_the_store_link_benchmark_keeps_and_publishes_moves_and_reports_their_cpu():
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    figures = run(store_link_bench.bench(tables=4, gap=0.02, seconds=0.2, publish=True), timeout=30)
    assert figures["moves_per_second"] > 0 and figures["messages_heard"] > 0
    assert figures["link_cpu_ms_per_1000_moves"] > 0 and figures["store_cpu_ms_per_1000_moves"] >= 0
