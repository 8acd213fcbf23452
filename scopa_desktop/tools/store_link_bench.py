"""What the store link costs a move, alone: ``python -m scopa_desktop.tools.store_link_bench``.

``net_bench --servers`` measures whole ``serve --store`` processes, whose CPU a move is mostly
the clients' sockets and the game, and varies by a fifth from run to run on a shared machine;
this measures the part the link (``net.store``) adds, steadily enough to compare two versions
of it.  In one process, ``--tables`` tables each keep a move (``RedisStore.append``: the Lua
script that checks the lease and the seq) about every ``--move-gap`` seconds and then publish
a state line on a channel the same process reads (as an owner does for a player on another
process; ``--no-publish`` leaves that out, as for a lone process), against a ``redis-server``
of its own.  Prints JSON: moves a second, and the CPU of this process and of the store per
1,000 moves over ``--seconds``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from typing import Any

from ..net.store import RedisStore, StoreLink
from .net_bench import cpu_seconds, start_store

CHANNEL = "scopa:p:bench"
#: About the size of a two-player ``state`` line.
STATE_LINE = json.dumps({"type": "state", "seq": 1, "padding": "x" * 600})


async def keep_moves(store: RedisStore, index: int, gap: float, publish: bool, made: list[int]) -> None:
    """One table: a move kept every ``gap`` seconds or so (half to one and a half), for ever."""
    code = f"B{index:05d}"
    if await store.claim_new(code, f"bench-{index}", 1) != 1:
        raise RuntimeError(f"table {code} could not be claimed")
    await store.save(code, {"seq": 0})
    seq = 0
    await asyncio.sleep(random.random() * gap)
    while True:
        seq += 1
        await store.append(code, {"seq": seq, "move": "the same move each time"})
        if publish:
            store.link.send("PUBLISH", CHANNEL, STATE_LINE)
        made[0] += 1
        await asyncio.sleep(gap * (0.5 + random.random()))


async def measure(url: str, store_pid: int, tables: int, gap: float, seconds: float, publish: bool) -> dict[str, Any]:
    link = StoreLink(url)
    await link.start()
    subscription = link.subscription(CHANNEL)
    await subscription.subscribe()
    heard = [0]

    async def listen() -> None:
        while True:
            await subscription.message()
            heard[0] += 1

    made = [0]
    work = [asyncio.create_task(listen())]
    work += [asyncio.create_task(keep_moves(RedisStore(link, "bench", 60_000), index, gap, publish, made))
             for index in range(tables)]
    try:
        await asyncio.sleep(2 * gap)  # every table seated and moving
        moves, started, cpu, store_cpu = made[0], time.monotonic(), time.process_time(), cpu_seconds([store_pid])
        await asyncio.sleep(seconds)
        moves = made[0] - moves
        return {
            "moves_per_second": round(moves / (time.monotonic() - started), 1),
            "link_cpu_ms_per_1000_moves": round(1e6 * (time.process_time() - cpu) / max(1, moves), 1),
            "store_cpu_ms_per_1000_moves": round(1e6 * (cpu_seconds([store_pid]) - store_cpu) / max(1, moves), 1),
            "messages_heard": heard[0],
        }
    finally:
        for task in work:
            task.cancel()
        await subscription.close()
        await link.close()


async def bench(tables: int, gap: float, seconds: float, publish: bool) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="scopa-link-bench-") as folder:
        store, url = await start_store(folder)
        assert store.stdout is not None
        drain = asyncio.create_task(store.stdout.read())  # its log, unread, must not block it
        try:
            return await measure(url, store.pid, tables, gap, seconds, publish)
        finally:
            store.kill()
            await store.wait()
            drain.cancel()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_desktop.tools.store_link_bench",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--move-gap", type=float, default=2.0, help="seconds between a table's moves, about")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured time, once every table moves")
    parser.add_argument("--no-publish", action="store_true", help="keep the moves only, publish no state")
    args = parser.parse_args(argv)
    print(json.dumps(asyncio.run(bench(args.tables, args.move_gap, args.seconds, not args.no_publish))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
