"""A real Valkey/Redis server for the tests of ``serve --store`` (Debian's ``redis-server``):
on a free loopback port, in the test's own folder, nothing saved; stopped by its PID."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from helpers_net import reserved_port


@pytest.fixture
def redis_url(tmp_path):
    """``redis://127.0.0.1:PORT/0`` of a store started for this test alone."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (Debian: apt-get install redis-server)")
    folder = tmp_path / "redis"
    folder.mkdir()
    port = reserved_port()
    process = subprocess.Popen(
        [binary, "--save", "", "--appendonly", "no", "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )
    try:
        log = []
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
