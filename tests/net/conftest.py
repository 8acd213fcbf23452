"""A real Valkey/Redis server for the tests of ``serve --store`` (Debian's ``redis-server``):
on a free loopback port, in the test's own folder, nothing saved; stopped by its PID."""

from __future__ import annotations

import pytest
from helpers_net import running_redis


@pytest.fixture
def redis_url(tmp_path):
    """``redis://127.0.0.1:PORT/0`` of a store started for this test alone."""
    with running_redis(tmp_path / "redis") as url:
        yield url
