"""A lost connection loses no seat: rejoin with the token, an AI standing in
after the (shortened) timeout, the player taking the seat back; and a headless
server killed with SIGKILL goes on where the last move left it."""

from __future__ import annotations

import asyncio
import random
import signal

import pytest
from helpers_net import (
    back_beside_a_flood,
    create_table,
    flood_and_flood_again,
    headless,
    join_table,
    play_moves,
    random_move,
    rejoin,
    run,
    serving,
    two_players,
)

from scopa_desktop.net import connection
from scopa_desktop.net.client import ServerClosed, TableClient


async def dealt(server):
    host, seated = await create_table(server, ["open", "open"])
    guest, guest_seated = await join_table(server, seated["table"], "Guest")
    await host.send({"type": "start"})
    return host, guest, seated, guest_seated


def test_a_killed_socket_keeps_the_seat_and_rejoin_sends_the_latest_state():
    async def scenario():
        async with serving(stand_in_after=60) as server:
            host, guest, seated, guest_seated = await dealt(server)
            clients = {0: host, 1: guest}
            states = {0: await host.until("state"), 1: await guest.until("state")}
            states = await play_moves(clients, states, 3, random.Random(1))
            guest.writer.transport.abort()  # the cable is pulled mid-round
            lobby = await host.until("lobby")
            assert lobby["seats"][1] == {"name": "Guest", "kind": "human", "connected": False}
            back, again, state = await rejoin(server.port, seated["table"], guest_seated["token"])
            assert again["seat"] == 1 and again["table"] == seated["table"]
            assert state == states[1]  # the latest state again, the same seq
            assert (await host.until("lobby"))["seats"][1]["connected"] is True
            clients[1] = back
            states = await play_moves(clients, states, 2, random.Random(2))
            assert len(states[0]["history"]) == 5 or states[0]["round"] > 1

    run(scenario())


def test_after_the_timeout_an_ai_plays_the_seat_until_the_player_returns():
    async def scenario():
        async with serving(stand_in_after=0.2) as server:
            host, guest, seated, guest_seated = await dealt(server)
            state = await host.until("state")
            await guest.close()
            lobby = await host.until("lobby")
            assert lobby["seats"][1]["connected"] is False
            lobby = await host.until("lobby")  # the stand-in comes
            assert lobby["seats"][1].get("stand_in") is True
            rng = random.Random(3)
            ai_moves = 0
            while ai_moves < 3:  # the host plays; the AI answers for seat 1
                if state["to_play"] == 0:
                    await host.send(random_move(state, rng))
                state = await host.until("state")
                ai_moves += state["history"] != [] and state["history"][-1]["seat"] == 1
            back, _, latest = await rejoin(server.port, seated["table"], guest_seated["token"])
            assert latest["seq"] >= state["seq"]
            assert (await host.until("lobby"))["seats"][1] == {"name": "Guest", "kind": "human", "connected": True}
            while latest["to_play"] != 1:  # the host moves until the returned player is to play
                await host.send(random_move(state, rng))
                state = await host.until("state")
                latest = await back.until("state")
            with pytest.raises(TimeoutError):  # the AI no longer plays the seat
                await back.receive(timeout=0.5)
            await back.send(random_move(latest, rng))
            assert (await back.until("state"))["seq"] == latest["seq"] + 1

    run(scenario())


def test_leave_gives_the_seat_to_an_ai_and_a_second_connection_takes_the_seat_over():
    async def scenario():
        async with serving() as server:
            rules = {"players": 3, "teams": 3, "target": 11, "variants": [], "options": {}}
            host, seated = await create_table(server, ["open", "open", "open"], rules)
            guest, guest_seated = await join_table(server, seated["table"], "Guest")
            third, third_seated = await join_table(server, seated["table"], "Third")
            await host.send({"type": "start"})
            await host.until("state")
            await guest.until("state")
            # a second window of the guest rejoins: it wins, the old connection is closed
            second, _, _ = await rejoin(server.port, seated["table"], guest_seated["token"], "Guest")
            with pytest.raises(ServerClosed):
                while True:
                    await guest.receive()
            assert (await second.until("lobby"))["seats"][1]["connected"] is True  # the rejoin's lobby
            await second.send({"type": "leave"})
            answer = await second.until("lobby")
            assert answer["seats"][1]["kind"] == "ai"
            await refused_not_seated(second)
            lobby = await host.until("lobby")
            while lobby["seats"][1]["kind"] != "ai":
                lobby = await host.until("lobby")
            # the host leaves too: the host's role passes to the seat still held by a person
            await host.send({"type": "leave"})
            lobby = await third.until("lobby")
            while lobby["seats"][0]["kind"] != "ai":
                lobby = await third.until("lobby")
            assert lobby["host"] == third_seated["seat"]

    run(scenario(), timeout=30)


async def refused_not_seated(client: TableClient) -> None:
    await client.send({"type": "chat", "text": "hello?"})
    answer = await client.receive()
    assert answer["type"] == "error" and answer["code"] == "not-seated"


def test_a_headless_server_killed_with_sigkill_resumes_where_the_last_move_left_it(tmp_path):
    async def scenario():
        async with headless(tmp_path) as (process, port, _):
            clients, both_seated, states = await two_players(port)
            seated, guest_seated = both_seated[0], both_seated[1]
            states = await play_moves(clients, states, 5, random.Random(4))
            process.kill()  # SIGKILL: no chance to save anything more
            await process.wait()
        async with headless(tmp_path) as (process, port, log):
            assert any(f"table {seated['table']}: restored" in line for line in log)
            host, _, host_state = await rejoin(port, seated["table"], seated["token"], "Host")
            guest, _, guest_state = await rejoin(port, seated["table"], guest_seated["token"], "Guest")
            assert host_state == states[0] and guest_state == states[1]
            states = await play_moves({0: host, 1: guest}, {0: host_state, 1: guest_state}, 1, random.Random(5))
            assert states[0]["seq"] == host_state["seq"] + 1
            process.send_signal(signal.SIGTERM)  # a clean stop keeps it too
            assert await asyncio.wait_for(process.wait(), 20) == 0
        async with headless(tmp_path) as (process, port, _):
            _, _, state = await rejoin(port, seated["table"], seated["token"], "Host")
            assert state == states[0]
            process.send_signal(signal.SIGINT)
            assert await asyncio.wait_for(process.wait(), 20) == 0

    run(scenario(), timeout=90)


def test_a_guest_cut_off_for_flooding_who_comes_back_at_once_under_another_name_floods_no_more(monkeypatch):
    # "A second" of the rate limit lasts the whole test: the flooder comes back within it however
    # slow the machine is (the window's length is the clock's business, not the test's).
    monkeypatch.setattr(connection, "RATE_WINDOW", 60.0, raising=False)

    async def scenario():
        async with serving() as server:
            clients, seated, _states = await two_players(server.port)
            await flood_and_flood_again(clients[0], clients[1], server.port, seated[1])
            assert server.tables[seated[1]["table"]].seats[1].kind == "human"  # the seat is still the player's

    run(scenario())


def test_an_honest_guest_who_comes_back_is_not_held_to_what_another_player_at_its_address_flooded(monkeypatch):
    monkeypatch.setattr(connection, "RATE_WINDOW", 60.0, raising=False)

    async def scenario():
        async with serving() as server:
            clients, seated, _states = await two_players(server.port)
            await back_beside_a_flood(clients[0], clients[1], server.port, seated[1])  # both from 127.0.0.1

    run(scenario())
