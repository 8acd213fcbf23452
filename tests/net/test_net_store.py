"""``serve --store``: tables in a real Valkey/Redis store (the ``redis_url`` fixture), shared by
several server processes (``cli serve`` each, stopped by its PID); a client may sit at a table
through any of them, and when the one a client is on is killed (SIGKILL: the table's own, or one
that relays for it) the client rejoins through another and the match goes on with nothing lost,
nothing played twice, nothing hidden sent."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random

import pytest
from helpers_net import (
    HOST,
    RULES_2,
    check_nothing_hidden,
    create_table,
    headless,
    join_table,
    play_moves,
    play_to_the_end,
    random_move,
    refused_and_paused,
    run,
    serving,
    two_players,
)
from helpers_store import StoreDoor, until_to_play

from scopa_desktop.engine import replay_record
from scopa_desktop.net.client import Refused, TableClient

TWO_PLAYERS = ["open", "open"]


def shared(tmp_path, redis_url, name: str):
    """``cli serve`` on the store, its own (unused) state folder, a lease of one second."""
    return headless(tmp_path / name, "--store", redis_url, "--store-lease", "1", "--rate-limit", "1000")


async def across(port_a: int, port_b: int) -> tuple[TableClient, dict, TableClient, dict]:
    """A dealt two-player table created through one process and joined through the other:
    the host and the guest, each with its ``seated``, each keeping every line it receives."""
    host = await TableClient.connect(HOST, port_a, "Host", keep_lines=True)
    await host.send({"type": "create", "rules": {"players": 2}, "seats": TWO_PLAYERS})
    seated = await host.until("seated")
    guest = await TableClient.connect(HOST, port_b, "Guest", keep_lines=True)
    await guest.send({"type": "join", "table": seated["table"]})
    guest_seated = await guest.until("seated")
    assert guest_seated["seat"] == 1
    await host.until("lobby")
    await host.send({"type": "start"})
    return host, seated, guest, guest_seated


def moves_of(record: dict) -> int:
    match = replay_record(record)
    assert match.is_over()
    return sum(len(state.history) for state in match.rounds) + len(match.rounds)


def test_one_process_on_a_store_plays_a_match_and_the_record_replays(redis_url):
    async def scenario():
        async with serving(store=redis_url, store_lease=1.0, rate_limit=1000) as server:
            host, seated = await create_table(server, TWO_PLAYERS)
            guest, _ = await join_table(server, seated["table"], "Guest")
            await host.send({"type": "start"})
            return await asyncio.gather(play_to_the_end(host, 0, random.Random(1)),
                                        play_to_the_end(guest, 1, random.Random(2)))

    first, second = run(scenario())
    assert first["record"] == second["record"]
    moves_of(first["record"])


def test_two_processes_on_one_store_play_a_match_with_a_client_on_each(tmp_path, redis_url):
    async def scenario():
        async with shared(tmp_path, redis_url, "a") as (_a, port_a, _), \
                shared(tmp_path, redis_url, "b") as (_b, port_b, _):
            host, _, guest, _ = await across(port_a, port_b)
            endings = await asyncio.gather(play_to_the_end(host, 0, random.Random(3)),
                                           play_to_the_end(guest, 1, random.Random(4)))
            return endings, host.lines, guest.lines

    (first, second), host_lines, guest_lines = run(scenario(), timeout=120)
    assert first["record"] == second["record"]
    moves = moves_of(first["record"])
    assert check_nothing_hidden(host_lines, 0, first["record"]) == moves
    assert check_nothing_hidden(guest_lines, 1, first["record"]) == moves


async def play_until_killed(client: TableClient, seat: int, rng: random.Random, moves: int) -> None:
    """Play ``moves`` moves for ``seat``; the last one is sent and not waited for."""
    while True:
        message = await client.receive()
        if message["type"] == "state" and message["to_play"] == seat:
            await client.send(random_move(message, rng))
            moves -= 1
            if not moves:
                return


async def rejoin_through(client: TableClient, port: int, seated: dict) -> TableClient:
    """``client`` lost its server: read what it had been sent, then rejoin through ``port``."""
    with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError, ValueError):
        while True:
            await client.receive(timeout=5)
    back = await TableClient.connect(HOST, port, "Back", keep_lines=True)
    await back.send({"type": "rejoin", "table": seated["table"], "token": seated["token"]})
    await back.until("seated")
    return back


def test_a_killed_process_s_client_rejoins_through_another_and_the_match_finishes(tmp_path, redis_url):
    async def scenario():
        async with shared(tmp_path, redis_url, "a") as (process_a, port_a, _), \
                shared(tmp_path, redis_url, "b") as (process_b, port_b, _):
            host, seated, guest, _ = await across(port_a, port_b)
            guest_plays = asyncio.create_task(play_to_the_end(guest, 1, random.Random(6), busy_again=True))
            await play_until_killed(host, 0, random.Random(5), 7)  # the 7th move is in flight...
            process_a.kill()  # ...when the process that holds the table dies
            await process_a.wait()
            back = await rejoin_through(host, port_b, seated)
            host_ending = await play_to_the_end(back, 0, random.Random(7))
            guest_ending = await guest_plays
            while b"taken over" not in await asyncio.wait_for(process_b.stderr.readline(), 10):
                pass  # process B says it plays the table now
            return host_ending, guest_ending, host.lines + back.lines, guest.lines

    host_ending, guest_ending, host_lines, guest_lines = run(scenario(), timeout=120)
    record = host_ending["record"]
    assert guest_ending["record"] == record
    moves = moves_of(record)
    check_nothing_hidden(host_lines, 0, record)
    check_nothing_hidden(guest_lines, 1, record)
    # Every state reached the guest, in order; the one it had when the table was taken over came again.
    seqs = [message["seq"] for message in map(json.loads, guest_lines) if message["type"] == "state"]
    assert seqs == sorted(seqs) and set(seqs) == set(range(1, moves + 1))
    assert len(seqs) - len(set(seqs)) <= 1


def test_a_move_the_store_refuses_is_sent_to_nobody_and_the_table_pauses_until_it_can(redis_url):
    import redis

    store = redis.Redis.from_url(redis_url)

    async def scenario():
        async with serving(store=redis_url, store_lease=1.0, rate_limit=1000) as server:
            clients, _seated, states = await two_players(server.port)
            states = await play_moves(clients, states, 3, random.Random(1))
            seen = states[0]["seq"]
            store.config_set("maxmemory", 1)  # the store refuses every write now
            mover, move = await refused_and_paused(clients, states)
            store.config_set("maxmemory", 0)
            await clients[mover].send(move)  # the same move again: now it is kept
            for client in clients.values():
                lobby = await client.receive()
                assert lobby["type"] == "lobby" and "paused" not in lobby
                state = await client.receive()
                assert state["type"] == "state" and state["seq"] == seen + 1

    run(scenario(), timeout=60)


def test_a_killed_relaying_process_s_client_rejoins_at_the_table_s_own_and_the_match_finishes(tmp_path, redis_url):
    async def scenario():
        async with shared(tmp_path, redis_url, "a") as (_a, port_a, _), \
                shared(tmp_path, redis_url, "b") as (process_b, port_b, _):
            host, _, guest, guest_seated = await across(port_a, port_b)
            host_plays = asyncio.create_task(play_to_the_end(host, 0, random.Random(8)))
            await play_until_killed(guest, 1, random.Random(9), 6)  # the 6th move is in flight...
            process_b.kill()  # ...when the process that relays it dies
            await process_b.wait()
            back = await rejoin_through(guest, port_a, guest_seated)
            guest_ending = await play_to_the_end(back, 1, random.Random(10))
            return await host_plays, guest_ending, host.lines, guest.lines + back.lines

    host_ending, guest_ending, host_lines, guest_lines = run(scenario(), timeout=120)
    record = host_ending["record"]
    assert guest_ending["record"] == record
    moves = moves_of(record)
    check_nothing_hidden(guest_lines, 1, record)
    assert check_nothing_hidden(host_lines, 0, record) == moves  # the table's process never stopped
    seqs = [message["seq"] for message in map(json.loads, host_lines) if message["type"] == "state"]
    assert seqs == list(range(1, moves + 1))


def test_a_public_table_of_one_process_is_listed_and_quick_matched_through_another(tmp_path, redis_url):
    async def scenario():
        async with shared(tmp_path, redis_url, "a") as (_a, port_a, _), \
                shared(tmp_path, redis_url, "b") as (_b, port_b, _):
            anna = await TableClient.connect(HOST, port_a, "Anna")
            await anna.send({"type": "quick", "rules": RULES_2})
            seated = await anna.until("seated")
            private = await TableClient.connect(HOST, port_a, "Ben")
            await private.send({"type": "create", "rules": RULES_2, "seats": TWO_PLAYERS})
            await private.until("seated")
            stranger = await TableClient.connect(HOST, port_b, "Stranger")
            await stranger.send({"type": "list"})
            listed = (await stranger.until("open_tables"))["tables"]
            assert [(table["table"], table["host"], table["free"], table["seated"]) for table in listed] == [
                (seated["table"], "Anna", 1, ["Anna"])]
            carla = await TableClient.connect(HOST, port_b, "Carla")
            await carla.send({"type": "quick", "rules": RULES_2})
            assert (await carla.until("seated"))["table"] == seated["table"]
            first, second = await anna.until("state"), await carla.until("state")
            assert first["seq"] == second["seq"] == 1  # dealt as soon as it was full, not after the wait
            await stranger.send({"type": "list"})
            assert (await stranger.until("open_tables"))["tables"] == []

    run(scenario(), timeout=60)


def test_the_tables_per_address_are_counted_across_the_processes(tmp_path, redis_url):
    async def scenario():
        async with headless(tmp_path / "a", "--store", redis_url, "--tables-per-address", "2") as (_a, port_a, _), \
                headless(tmp_path / "b", "--store", redis_url, "--tables-per-address", "2") as (_b, port_b, _):
            for port in (port_a, port_b):
                host = await TableClient.connect(HOST, port, "Host")
                await host.send({"type": "create", "rules": RULES_2, "seats": TWO_PLAYERS})
                await host.until("seated")
            third = await TableClient.connect(HOST, port_a, "Third")
            await third.send({"type": "create", "rules": RULES_2, "seats": TWO_PLAYERS})
            with pytest.raises(Refused, match="busy: at most 2 tables open from one address"):
                await third.until("seated")

    run(scenario(), timeout=60)


def test_the_store_link_answers_each_command_of_a_batch_and_connects_again_once_its_connection_is_killed_or_hangs(
        redis_url, monkeypatch):
    import redis

    from scopa_desktop.net import store as store_module

    store = redis.Redis.from_url(redis_url)
    monkeypatch.setattr(store_module, "ANSWER_WITHIN", 0.2)

    async def scenario():
        link = store_module.StoreLink(redis_url)
        await link.start()
        first = [link.submit("SET", "k", "1"), link.submit("HGET", "k", "f"), link.submit("GET", "k")]
        answers = await asyncio.gather(*first, return_exceptions=True)
        assert answers[0] == "OK" and answers[2] == "1"
        assert isinstance(answers[1], OSError) and "WRONGTYPE" in str(answers[1])  # its own answer, not the batch's
        assert store.client_kill_filter(_type="normal", skipme=True) >= 1
        with contextlib.suppress(OSError):  # the command that finds the connection gone may fail
            await link.call("PING")
        assert await link.call("GET", "k") == "1"
        store.client_pause(60_000, all=False)  # the store answers no write now
        with pytest.raises(OSError, match="no answer within"):
            await link.call("SET", "k", "2")
        store.client_unpause()
        assert await link.call("GET", "k") in ("1", "2")  # the write given up may have been made since
        await link.close()

    run(scenario())


def test_a_subscription_hears_every_message_once_subscribed_and_again_once_its_connection_is_killed(redis_url):
    import redis

    from scopa_desktop.net.store import StoreLink

    store = redis.Redis.from_url(redis_url)

    async def scenario():
        link = StoreLink(redis_url)
        subscription = link.subscription("one", "two")
        await subscription.subscribe()
        assert store.publish("two", "a") == 1  # subscribed as soon as subscribe returned
        assert await subscription.message() == ("two", "a")
        assert store.client_kill_filter(_type="pubsub") == 1
        with pytest.raises(redis.RedisError):
            await subscription.message()
        await subscription.subscribe()
        assert store.publish("one", "b") == 1
        assert await subscription.message() == ("one", "b")
        await subscription.close()
        await link.close()

    run(scenario())


def test_a_rejoin_at_the_table_s_own_is_answered_after_the_move_its_killed_relay_sent_and_the_next_card_is_taken(
        tmp_path, redis_url):
    """The guest's move is on its way to the table's process through the store when the process
    that relayed it dies; the guest rejoins at the table's own process before the move gets there
    (its subscription held back here, not a race against time).  The rejoin shows the table as it
    is once that move is played, and the guest's next card is taken."""
    rng = random.Random(11)

    async def scenario():
        async with StoreDoor(redis_url) as door, \
                serving(store=door.url, store_lease=1.0, rate_limit=1000) as owner, \
                shared(tmp_path, redis_url, "relay") as (relay, relay_port, _):
            host, _, guest, guest_seated = await across(owner.port, relay_port)
            states = await until_to_play({0: host, 1: guest}, 1, rng)
            door.holding = True
            await guest.send(random_move(states[1], rng))  # through the relay, to the table's process...
            await door.until(lambda: b'"req"' in door.held and b"move" in door.held)
            relay.kill()  # ...which has not read it yet when the relay dies
            await relay.wait()
            back = await TableClient.connect(HOST, owner.port, "Back")
            await back.send({"type": "rejoin", "table": guest_seated["table"], "token": guest_seated["token"]})
            seated = asyncio.create_task(back.until("seated"))
            asked = asyncio.create_task(door.until(lambda: door.asked))
            await asyncio.wait({seated, asked}, return_when=asyncio.FIRST_COMPLETED)
            asked.cancel()
            door.release()  # the table's process reads the relayed move now
            await seated
            table_now = await host.until("state")
            assert table_now["seq"] == states[0]["seq"] + 1 and table_now["to_play"] == 0  # the move was played
            view = await back.until("state")
            assert (view["seq"], view["to_play"]) == (table_now["seq"], 0), "the rejoin showed a table gone by"
            await host.send(random_move(table_now, rng))
            view = await back.until("state")
            assert view["to_play"] == 1
            await back.send(random_move(view, rng))
            taken = await back.until("state")  # an error on the way is raised
            assert taken["seq"] == view["seq"] + 1 and taken["to_play"] == 0

    run(scenario(), timeout=60)
