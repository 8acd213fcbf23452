"""The loopback ports tests name before a server binds them are never given to two test processes
at once: helpers run suites side by side on one machine, each with its own xdist worker gw0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).parents[1]  # helpers_net, beside the rooms' folders

RESERVING = f"""
import sys
sys.path[:0] = [{str(TESTS)!r}, {str(TESTS.parent)!r}]
from helpers_net import reserved_port
print(" ".join(str(reserved_port()) for _ in range(3)), flush=True)
sys.stdin.readline()  # its ports held until the test has asked the other process for its own
"""


def test_two_test_processes_running_at_once_are_never_given_the_same_port():
    # Each counted up from the first port of its worker's block, and a port another process had been
    # given but whose server had not bound it yet looked free: both were given 20000, and the second
    # server to bind it failed with "Address already in use".
    env = {**os.environ, "PYTEST_XDIST_WORKER": "gw0"}
    processes = [subprocess.Popen([sys.executable, "-c", RESERVING], env=env, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True) for _ in range(2)]
    try:
        given = []
        for process in processes:
            assert process.stdout is not None
            given.append(set(process.stdout.readline().split()))
    finally:
        for process in processes:
            process.communicate("\n", timeout=60)
    assert len(given[0]) == len(given[1]) == 3
    assert not given[0] & given[1], f"both processes were given {sorted(given[0] & given[1])}"
