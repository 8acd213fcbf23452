"""DNS-SD (``net.dnssd``): hosted tables as ``_scopa._tcp`` services, found by *Join a
table*; a forged or malformed record is never listed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scopa_desktop.net.discovery import FoundTable
from scopa_desktop.net.dnssd import LanFinder, found_in

GOOD = {b"protocol": b"scopa-table/1", b"table": b"k7p2qx", b"host": "Anna è qui".encode(), b"players": b"2",
        b"free": b"1"}


def test_a_record_of_a_table_is_read_with_its_address_and_port():
    assert found_in(GOOD, ["fe80::1", "192.168.1.20"], 7373) == FoundTable("K7P2QX", "Anna è qui", "192.168.1.20",
                                                                            7373, 1)


@pytest.mark.parametrize(
    ("change", "addresses", "port"),
    [
        ({b"protocol": b"scopa-table/2"}, ["192.168.1.20"], 7373),
        ({b"table": b"K7P2Q"}, ["192.168.1.20"], 7373),
        ({b"table": b"K7P2Q!"}, ["192.168.1.20"], 7373),
        ({b"host": b"\x07bell"}, ["192.168.1.20"], 7373),
        ({b"host": b"A" * 40}, ["192.168.1.20"], 7373),
        ({b"host": b"\xff\xfe"}, ["192.168.1.20"], 7373),
        ({b"free": b"-1"}, ["192.168.1.20"], 7373),
        ({b"free": None}, ["192.168.1.20"], 7373),
        ({b"free": "１".encode()}, ["192.168.1.20"], 7373),  # a digit, but not an ASCII one
        ({}, ["192.168.1.20"], 22),
        ({}, ["192.168.1.20"], None),
        ({}, ["fe80::1"], 7373),
        ({}, [], 7373),
    ],
)
def test_a_forged_or_malformed_record_is_no_table(change, addresses, port):
    assert found_in({**GOOD, **change}, addresses, port) is None


def test_an_encrypted_table_says_so_in_its_record_and_a_record_without_it_is_a_plain_table():
    assert found_in({**GOOD, b"tls": b"1"}, ["192.168.1.20"], 7373).secure is True
    assert found_in({**GOOD, b"tls": b"0"}, ["192.168.1.20"], 7373).secure is False
    assert found_in(GOOD, ["192.168.1.20"], 7373).secure is False
    for forged in (b"yes", b"2", b"", None):
        assert found_in({**GOOD, b"tls": forged}, ["192.168.1.20"], 7373) is None, forged


def namespace_possible() -> bool:
    if not shutil.which("unshare") or not shutil.which("ip"):
        return False
    return subprocess.run(["unshare", "-rn", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not namespace_possible(),
                    reason="needs a network namespace of its own (unshare -rn, iproute2): multicast stays off the LAN")
def test_a_hosted_table_is_found_over_dns_sd_updated_and_withdrawn_and_forgeries_ignored():
    script = Path(__file__).with_name("dnssd_namespace_script.py")
    root = Path(__file__).parents[2]
    result = subprocess.run(["unshare", "-rn", sys.executable, str(script)], capture_output=True, text=True,
                            timeout=120, env={**os.environ, "PYTHONPATH": str(root)})
    assert result.returncode == 0, result.stderr[-2000:]
    steps = json.loads(result.stdout)
    table = {"code": steps["code"], "host": "Anna", "address": "127.0.0.1", "port": steps["port"], "free": 1,
             "secure": True}
    assert steps["listed"] == [table]
    assert len(steps["refused"]) == 5  # the four forged records and the one on a system port
    assert steps["after_join"] == [{**table, "free": 0}]
    assert steps["after_stop"] == []


class Heard:
    """A way of finding tables that has heard ``found`` (or cannot listen)."""

    def __init__(self, *found: FoundTable, fails: bool = False) -> None:
        self.found, self.fails, self.stopped = list(found), fails, False

    def start(self) -> None:
        if self.fails:
            raise OSError("port taken")

    def tables(self) -> list[FoundTable]:
        return self.found

    def stop(self) -> None:
        self.stopped = True


def test_the_lan_finder_lists_a_table_heard_both_ways_once_and_lives_with_one_way_down():
    anna = FoundTable("K7P2QX", "Anna", "192.168.1.20", 7373, 1)
    ben = FoundTable("PQRS23", "Ben", "192.168.1.30", 7373, 2)
    broadcast, dns_sd = Heard(anna, FoundTable("K7P2QX", "Anna", "127.0.0.1", 7373, 1)), Heard(anna, ben)
    finder = LanFinder([broadcast, dns_sd])
    finder.start()
    assert finder.tables() == [anna, ben]
    finder.stop()
    assert broadcast.stopped and dns_sd.stopped
    half = LanFinder([Heard(fails=True), Heard(ben)])
    half.start()
    assert half.tables() == [ben]
    with pytest.raises(OSError):
        LanFinder([Heard(fails=True), Heard(fails=True)]).start()
