"""What one seat may see (the AI's and the hints' only input): its own hand, the table,
the moves played, hand sizes and the stock size, never another seat's cards."""

from __future__ import annotations

import dataclasses
import random

from helpers_engine import card_set, move, opening, play

from scopa_desktop.engine import Match, Rules, seat_view
from scopa_desktop.engine.cards import FULL_DECK


def test_a_seat_sees_its_hand_the_table_and_the_moves_only():
    rules = Rules(players=4, teams=2)
    state = opening(rules, "3D 4C 9S 10B", ["1C 2B 6D", "8D 5B 6S", "9D 2C 1S", "5D 6C 8C"])
    play(state, move("1C"), move("5B", "1C 4C"))
    view = seat_view(state, 2, scores=(3, 4), round_number=2)
    assert card_set(view.hand) == {"9D", "2C", "1S"}
    assert card_set(view.table) == {"3D", "9S", "10B"}
    assert card_set(view.initial_table) == {"3D", "4C", "9S", "10B"}
    assert view.hand_sizes == (2, 2, 3, 3)
    assert view.stock == 40 - 4 - 12
    assert view.team == 0 and view.scores == (3, 4) and view.round_number == 2
    assert view.last_capturer == 1
    assert card_set(view.seen) == {"9D", "2C", "1S", "3D", "4C", "9S", "10B", "1C", "5B"}
    assert view.unseen == FULL_DECK & ~view.seen
    # Nothing in the view names another seat's cards.
    fields = dataclasses.asdict(view)
    others = state.hands[0] | state.hands[1] | state.hands[3]
    for name in ("hand", "table", "initial_table"):
        assert not fields[name] & others


def test_the_view_knows_when_the_last_deal_is_in_play():
    match = Match(Rules(), seed=2)
    rng = random.Random(0)
    while match.current.stock_count:
        assert not match.view(match.current_player()).in_last_deal
        match.apply_move(rng.choice(match.legal_moves()))
    assert match.view(match.current_player()).in_last_deal


def test_the_match_view_carries_the_totals_before_the_round():
    match = Match(Rules(), seed=6)
    view = match.view(match.current_player())
    assert view.scores == (0, 0) and view.round_number == 1 and view.dealer == match.current.dealer


def test_the_view_rebuilds_the_table_before_each_move_and_knows_where_the_deal_began():
    state = opening(Rules(), "3D 4C 9S 10B", ["1C 2B 6D", "8D 5B 6S"])
    play(state, move("1C"), move("5B", "1C 4C"), move("6D"))
    view = seat_view(state, 1)
    assert [card_set(table) for table in view.tables_before()] == [
        {"3D", "4C", "9S", "10B"},
        {"3D", "4C", "9S", "10B", "1C"},
        {"3D", "9S", "10B"},
    ]
    assert view.deal_start == 0
    play(state, move("8D"), move("2B"), move("6S", "6D"))  # the deal's sixth move: the next deal is dealt
    assert seat_view(state, 0).deal_start == 6 == len(seat_view(state, 0).history)
