"""``serve --store``: the seat of a guest who plays through another process than the table's
own (relayed), on a real store, with the servers in the test's process: the newest rejoin owns
the seat, whatever the old connection's process still relays, and the rate limit counts the
seat's lines whichever process they come through."""

from __future__ import annotations

import asyncio
import contextlib
import random

import pytest
from helpers_net import (
    HOST,
    RULES_2,
    back_beside_a_flood,
    create_table,
    flood_and_flood_again,
    headless,
    join_table,
    random_move,
    rejoin,
    run,
    serving,
)
from helpers_store import StoreDoor

from scopa_desktop.net import connection
from scopa_desktop.net.client import ServerClosed, TableClient

TWO_PLAYERS = ["open", "open"]


def watch_answers(server, monkeypatch) -> tuple[list[dict], asyncio.Event]:
    """The requests ``server`` has answered for other processes' connections (each once its
    answer is posted), and an event set at each."""
    relay = server.cluster.relay
    answered: list[dict] = []
    news = asyncio.Event()
    answer = relay.answer

    async def answer_and_note(request, *more):
        await answer(request, *more)
        answered.append(request)
        news.set()

    monkeypatch.setattr(relay, "answer", answer_and_note)
    return answered, news


async def until_answered(answered: list[dict], news: asyncio.Event, which) -> None:
    """Once a request ``which(request)`` is true of has been answered."""
    while not any(map(which, answered)):
        news.clear()
        await news.wait()


async def until_closed(client: TableClient) -> None:
    with pytest.raises(ServerClosed):
        while True:
            await client.receive()


async def lines_until_pong(client: TableClient) -> list[dict]:
    said = []
    while (message := await client.receive())["type"] != "pong":
        said.append(message)
    return said


@pytest.mark.parametrize("back_at", ["the table's own process", "a third process"])
def test_a_line_the_old_relay_still_sends_never_takes_the_seat_back_from_the_guest_s_rejoin(
        redis_url, monkeypatch, back_at):
    """The guest plays through a relaying process; its chat is on the way from that process to
    the store (held at a door, not raced) when the guest rejoins on a new connection.  The line,
    read after the rejoin, is refused: the rejoined guest goes on receiving the table's states."""

    async def scenario():
        async with StoreDoor(redis_url) as door, \
                serving(store=redis_url, store_lease=1.0) as owner, \
                serving(store=door.url, store_lease=1.0) as relay, \
                serving(store=redis_url, store_lease=1.0) as third:
            answered, news = watch_answers(owner, monkeypatch)
            host, seated = await create_table(owner, TWO_PLAYERS)
            guest, guest_seated = await join_table(relay, seated["table"], "Guest")
            await host.send({"type": "start"})
            host_state = await host.until("state")
            door.hold_commands_from(b"stale")
            await guest.send({"type": "chat", "text": "stale"})
            await door.until(lambda: b"stale" in door.held_commands)
            through = owner if back_at == "the table's own process" else third
            back, _, view = await rejoin(through.port, seated["table"], guest_seated["token"], "Guest")
            await until_closed(guest)  # its process let it go
            door.release_commands()
            # the table's process has read the old line
            await until_answered(answered, news, lambda request: "stale" in (request["line"] or ""))
            mover = view["to_play"]
            await [host, back][mover].send(random_move([host_state, view][mover], random.Random(3)))
            moved = await host.until("state")  # the guest's state was sent before it
            await back.send({"type": "chat", "text": "here"})
            await back.send({"type": "ping"})
            heard = await lines_until_pong(back)
            assert [message["seq"] for message in heard if message["type"] == "state"] == [moved["seq"]], heard
            assert [message["text"] for message in heard if message["type"] == "chat"] == ["here"]
            assert not [message for message in heard if message["type"] == "error"]
            assert await host.until("chat") == {"type": "chat", "seat": 1, "text": "here"}  # "stale" never played

    run(scenario(), timeout=60)


@contextlib.asynccontextmanager
async def three_servers(redis_url: str):
    """The table's own process, the one its guest plays through, and a third, on one store."""
    async with serving(store=redis_url, store_lease=1.0) as owner, \
            serving(store=redis_url, store_lease=1.0) as relay, \
            serving(store=redis_url, store_lease=1.0) as third:
        yield owner, relay, third


THROUGH = ["the process it flooded through", "a third process", "the table's own process"]


@pytest.mark.parametrize("back_through", THROUGH)
def test_a_relayed_guest_cut_off_for_flooding_who_comes_back_through_any_process_floods_no_more(
        redis_url, monkeypatch, back_through):
    # "A second" of the rate limit lasts the whole test: the flooder comes back within it however
    # slow the machine is (the window's length is the clock's business, not the test's).
    monkeypatch.setattr(connection, "RATE_WINDOW", 60.0, raising=False)

    async def scenario():
        async with three_servers(redis_url) as (owner, relay, third):
            host, seated = await create_table(owner, TWO_PLAYERS)
            flooder, flooder_seated = await join_table(relay, seated["table"], "Guest")
            through = dict(zip(THROUGH, (relay, third, owner), strict=True))[back_through]
            await flood_and_flood_again(host, flooder, through.port, flooder_seated)
            assert owner.tables[seated["table"]].seats[1].kind == "human"  # the seat is still the player's

    run(scenario())


def test_an_honest_relayed_guest_who_comes_back_through_another_process_is_not_held_to_the_host_s_flood(
        redis_url, monkeypatch):
    monkeypatch.setattr(connection, "RATE_WINDOW", 60.0, raising=False)

    async def scenario():
        async with three_servers(redis_url) as (owner, relay, third):
            host, seated = await create_table(owner, TWO_PLAYERS)
            guest, guest_seated = await join_table(relay, seated["table"], "Guest")
            await back_beside_a_flood(host, guest, third.port, guest_seated)

    run(scenario())


def test_a_guest_who_rejoins_where_its_dead_table_is_taken_over_keeps_the_seat_its_old_relay_still_claims(
        tmp_path, redis_url, monkeypatch):
    """The table's process dies while its guest's old connection, through a relaying process, still
    lives; the guest rejoins on a new connection at a third process, which takes the table over.
    The relaying process's word that its old connection sits there (held at a door until after the
    rejoin, not raced) is refused: the rejoined guest keeps the seat and hears the table."""

    async def scenario():
        async with StoreDoor(redis_url) as door, \
                headless(tmp_path / "owner", "--store", redis_url, "--store-lease", "1") as (owner, owner_port, _), \
                serving(store=door.url, store_lease=60.0) as relay, \
                serving(store=redis_url, store_lease=1.0) as third:  # the relay sweeps too seldom to take it over
            answered, news = watch_answers(third, monkeypatch)
            host = await TableClient.connect(HOST, owner_port, "Host")
            await host.send({"type": "create", "rules": RULES_2, "seats": TWO_PLAYERS})
            seated = await host.until("seated")
            guest, guest_seated = await join_table(relay, seated["table"], "Guest")
            door.hold_commands_from(b'"here"')
            owner.kill()
            await owner.wait()
            back = await TableClient.connect(HOST, third.port, "Guest")
            await back.send({"type": "rejoin", "table": seated["table"], "token": guest_seated["token"]})
            await back.until("seated")
            await door.until(lambda: b'"here"' in door.held_commands)
            door.release_commands()
            await until_answered(answered, news, lambda request: request["op"] == "here")
            await back.send({"type": "chat", "text": "here"})
            await back.send({"type": "ping"})
            heard = await lines_until_pong(back)
            assert [message["text"] for message in heard if message["type"] == "chat"] == ["here"], heard
            await until_closed(guest)  # its process let it go

    run(scenario(), timeout=60)
