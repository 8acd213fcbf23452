"""Tables for strangers: ``list`` shows the public tables waiting for players, ``quick``
seats a player at one of the rules asked for or opens one that AIs fill after a wait."""

from __future__ import annotations

import pytest
from helpers_net import RULES_2, connect, run, serving

from scopa_desktop.engine.rules import Rules
from scopa_desktop.net.client import Refused
from scopa_desktop.net.lobby import MAX_LISTED

RULES_4 = {"players": 4, "teams": 2, "target": 11, "variants": [], "options": {}}


async def listed(server) -> list[dict]:
    stranger = await connect(server, "Stranger")
    await stranger.send({"type": "list"})
    tables = (await stranger.until("open_tables"))["tables"]
    await stranger.close()
    return tables


def test_only_public_tables_waiting_for_players_are_listed():
    async def scenario():
        async with serving() as server:
            public = await connect(server, "Anna")
            await public.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"], "public": True})
            code = (await public.until("seated"))["table"]
            private = await connect(server, "Ben")
            await private.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"]})
            await private.until("seated")
            full_rules = Rules.from_record(RULES_2).to_record()
            assert await listed(server) == [{"table": code, "rules": full_rules, "host": "Anna", "players": 2,
                                             "free": 1, "seated": ["Anna"]}]
            guest = await connect(server, "Carla")
            await guest.send({"type": "join", "table": code})
            await guest.until("seated")
            assert await listed(server) == []  # full: nobody else can sit there
            await public.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"], "public": "yes"})
            with pytest.raises(Refused, match="bad-message"):
                await public.until("seated")

    run(scenario())


def test_the_list_is_bounded():
    async def scenario():
        async with serving(tables_per_address=MAX_LISTED + 5, connections_per_address=MAX_LISTED + 10) as server:
            for number in range(MAX_LISTED + 3):
                host = await connect(server, f"P{number}")
                await host.send({"type": "create", "rules": RULES_2, "seats": ["open", "open"], "public": True})
                await host.until("seated")
            assert len(await listed(server)) == MAX_LISTED

    run(scenario())


def test_two_quick_players_of_the_same_rules_meet_and_are_dealt_at_once():
    async def scenario():
        async with serving(quick_fill_after=60) as server:
            first = await connect(server, "Anna")
            await first.send({"type": "quick", "rules": RULES_2})
            seated = await first.until("seated")
            other_rules = await connect(server, "Dario")  # four players: a table of its own
            await other_rules.send({"type": "quick", "rules": RULES_4})
            assert (await other_rules.until("seated"))["table"] != seated["table"]
            second = await connect(server, "Ben")
            await second.send({"type": "quick", "rules": RULES_2})
            assert (await second.until("seated"))["table"] == seated["table"]
            lobbies = []
            while (message := await first.receive())["type"] != "state":
                lobbies += [message] if message["type"] == "lobby" else []
            state = await second.until("state")
            assert message["seq"] == state["seq"] == 1  # dealt as soon as the table was full
            assert [seat["kind"] for seat in lobbies[-1]["seats"]] == ["human", "human"]  # no AI needed

    run(scenario())


def test_a_quick_player_nobody_joins_plays_the_ais_after_the_wait():
    async def scenario():
        async with serving(quick_fill_after=0.2) as server:
            alone = await connect(server, "Anna")
            await alone.send({"type": "quick", "rules": RULES_4})
            await alone.until("seated")
            state = await alone.until("state")
            assert state["seq"] >= 1
            assert await listed(server) == []

    run(scenario())
