"""Run by test_net_dnssd.py inside a network namespace of its own (``unshare -rn``),
whose loopback is made to carry multicast: a real table server with one table,
announced over DNS-SD beside forged services, and the finder *Join a table* uses.
Prints what the finder listed at each step, as JSON."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import subprocess

from zeroconf import ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from scopa_desktop.net import dnssd
from scopa_desktop.net.client import TableClient
from scopa_desktop.net.server import ServerOptions, TableServer

FORGED = {  # service name: TXT record; each must be ignored
    "other": {"protocol": "something-else/1", "table": "QQQQQQ", "host": "X", "free": "1"},
    "badcode": {"protocol": "scopa-table/1", "table": "AB!DEF", "host": "X", "free": "1"},
    "control": {"protocol": "scopa-table/1", "table": "RRRRRR", "host": "X\x07", "free": "1"},
    "seats": {"protocol": "scopa-table/1", "table": "SSSSSS", "host": "X", "free": "many"},
}


async def until(condition, seconds: float = 20.0) -> bool:
    for _ in range(int(seconds * 20)):
        if condition():
            return True
        await asyncio.sleep(0.05)
    return False


async def main() -> dict:
    os.environ[dnssd.INTERFACES_VARIABLE] = "127.0.0.1"
    server = TableServer(ServerOptions(port=0, ai_processes=0), logging.getLogger("dnssd-test"))
    await server.start()
    forger = AsyncZeroconf(interfaces=["127.0.0.1"])
    for name, properties in FORGED.items():
        info = ServiceInfo(dnssd.SERVICE_TYPE, f"{name}.{dnssd.SERVICE_TYPE}", port=7373, properties=properties,
                           addresses=[socket.inet_aton("127.0.0.1")])
        await (await forger.async_register_service(info))
    await (await forger.async_register_service(ServiceInfo(  # a good record on a system port
        dnssd.SERVICE_TYPE, f"ssh.{dnssd.SERVICE_TYPE}", port=22, addresses=[socket.inet_aton("127.0.0.1")],
        properties={"protocol": "scopa-table/1", "table": "TTTTTT", "host": "X", "free": "1"})))
    host = await TableClient.connect("127.0.0.1", server.port, "Anna")
    await host.send({"type": "create", "rules": {"players": 2}, "seats": ["open", "open"]})
    code = (await host.until("seated"))["table"]
    advertising = asyncio.create_task(
        dnssd.advertise_tables(lambda: list(server.tables.values()), "127.0.0.1", server.port, every=0.2,
                               secure=True))  # the record says TLS (what is checked); the clients below speak plain
    finder = dnssd.DnsSdFinder()
    finder.start()
    steps: dict = {"code": code, "port": server.port}
    await until(lambda: bool(finder.tables()) and len(finder.refused) == len(FORGED) + 1)
    steps["listed"] = [vars(table) for table in finder.tables()]
    steps["refused"] = sorted(finder.refused)
    guest = await TableClient.connect("127.0.0.1", server.port, "Ben")
    await guest.send({"type": "join", "table": code})
    await guest.until("seated")
    await until(lambda: [table.free for table in finder.tables()] == [0])
    steps["after_join"] = [vars(table) for table in finder.tables()]
    advertising.cancel()  # the host stops: its services are withdrawn
    await asyncio.gather(advertising, return_exceptions=True)
    await until(lambda: not finder.tables())
    steps["after_stop"] = [vars(table) for table in finder.tables()]
    finder.stop()
    await forger.async_close()
    await host.close()
    await guest.close()
    await server.close()
    return steps


if __name__ == "__main__":
    for command in (["ip", "link", "set", "lo", "up"], ["ip", "link", "set", "lo", "multicast", "on"]):
        subprocess.run(command, check=True)
    print(json.dumps(asyncio.run(asyncio.wait_for(main(), 90))))
