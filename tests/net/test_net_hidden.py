"""Nothing hidden is sent: whole matches with clients that keep every byte they
receive, checked against the match's own record once it is over."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from helpers_net import check_nothing_hidden, create_table, join_table, play_to_the_end, run, serving

from scopa_desktop.engine import replay_record
from scopa_desktop.engine.rules import Rules


@pytest.mark.parametrize(
    ("rules", "seats"),
    [
        ({"players": 2, "teams": 2, "target": 11, "variants": [], "options": {}}, ["open", "open"]),
        ({"players": 4, "teams": 2, "target": 11, "variants": ["scopone"], "options": {}},
         ["open", "random", "open", "easy"]),
        ({"players": 3, "teams": 3, "target": 6, "variants": [], "options": {}}, ["open", "open", "open"]),
    ],
    ids=["two", "scopone-with-ais", "three"],
)
def test_whole_matches_send_no_hidden_card(rules, seats):
    async def scenario():
        async with serving(rate_limit=10_000) as server:
            host, seated = await create_table(server, seats, rules, keep_lines=True)
            clients = {0: host}
            for seat, kind in enumerate(seats[1:], 1):
                if kind == "open":
                    guest, guest_seated = await join_table(server, seated["table"], f"P{seat}", keep_lines=True)
                    assert guest_seated["seat"] == seat
                    clients[seat] = guest
            await host.send({"type": "start"})
            rng = random.Random(7)
            endings = await asyncio.gather(*(play_to_the_end(c, s, rng) for s, c in clients.items()))
            return clients, endings

    clients, endings = run(scenario())
    record = endings[0]["record"]
    assert all(ending == endings[0] for ending in endings)
    match = replay_record(record)  # the §9 record: it replays and scores the same
    assert list(match.totals) == endings[0]["totals"] and match.winner() == endings[0]["winner"]
    assert match.rules == Rules.from_record(rules)
    moves = sum(len(state.history) for state in match.rounds)
    for seat, client in clients.items():
        assert check_nothing_hidden(client.lines, seat, record) == moves + len(match.rounds)


def test_states_count_alike_for_every_seat_and_name_a_seat_that_holds_a_card():
    async def scenario():
        async with serving(rate_limit=10_000) as server:
            host, seated = await create_table(server, ["open", "open"], keep_lines=True)
            guest, _ = await join_table(server, seated["table"], "Guest", keep_lines=True)
            await host.send({"type": "start"})
            rng = random.Random(3)
            await asyncio.gather(play_to_the_end(host, 0, rng), play_to_the_end(guest, 1, rng))
            return host, guest

    host, guest = run(scenario())
    by_seat = []
    for client in (host, guest):
        states = [m for m in map(json.loads, client.lines) if m["type"] == "state"]
        assert [s["seq"] for s in states] == list(range(1, len(states) + 1))
        for state in states:
            if state["to_play"] is not None:
                assert state["hand_sizes"][state["to_play"]] > 0
        by_seat.append([(s["seq"], s["to_play"], s["table"], s["history"]) for s in states])
    assert by_seat[0] == by_seat[1]


def test_every_state_a_seat_receives_reads_as_its_view():
    """The window reads each ``state`` with ``request_to_view(table_state=True)``: every
    position of a whole round, for every seat, the seats not to play and the round's end too."""
    from scopa_desktop.engine import Match, seat_view
    from scopa_desktop.net.agent_messages import request_to_view, view_to_request

    rng = random.Random(3)
    match = Match(Rules(players=3), seed=3)
    while True:
        for seat in range(match.rules.players):
            view = seat_view(match.current, seat)
            assert request_to_view(view_to_request(view), table_state=True) == view
        if match.current.is_terminal():
            break
        match.apply_move(rng.choice(match.current.legal_moves()))
