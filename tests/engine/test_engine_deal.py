"""RULES.md §1 (cards, notation), §2 (seats, teams, dealer) and §3 (the deal)."""

from __future__ import annotations

import random

import pytest
from helpers_engine import opening, spy_on_redeals

from scopa_desktop.engine import Deal, Match, RoundState, Rules, RulesError, card_name, parse_card
from scopa_desktop.engine.cards import PRIMIERA_VALUE, RANK, RE_BELLO, SETTEBELLO, SUIT
from scopa_desktop.engine.rules import valid_team_counts
from scopa_desktop.engine.state import check_deals, deal_round, needs_redeal, shuffled

# §1 cards and notation --------------------------------------------------------------------


def test_forty_cards_four_suits_ten_ranks_with_capture_value_equal_to_rank():
    names = [card_name(c) for c in range(40)]
    assert len(set(names)) == 40
    assert {n[-1] for n in names} == set("DCSB")
    assert all(RANK[parse_card(f"{r}{s}")] == r for r in range(1, 11) for s in "DCSB")
    assert all(SUIT[parse_card(f"{r}{s}")] == "DCSB".index(s) for r in range(1, 11) for s in "DCSB")


def test_notation_round_trips_and_names_the_special_cards():
    assert all(parse_card(card_name(c)) == c for c in range(40))
    assert card_name(SETTEBELLO) == "7D"
    assert card_name(RE_BELLO) == "10D"


@pytest.mark.parametrize("bad", ["0D", "11D", "7X", "D7", "7d", "", "7", "07D", " 7D", None, 7])
def test_bad_card_names_are_refused(bad):
    with pytest.raises(ValueError):
        parse_card(bad)


def test_primiera_values_table():
    assert PRIMIERA_VALUE[1:] == (16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


# §2 seats and teams -----------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 5, 7, 0])
def test_table_sizes_other_than_2_3_4_6_are_refused(players):
    with pytest.raises(RulesError):
        Rules(players=players)


def test_team_choices_by_table_size():
    assert valid_team_counts(2) == (2,)
    assert valid_team_counts(3) == (3,)
    assert valid_team_counts(4) == (2, 4)
    assert valid_team_counts(6) == (2, 3, 6)
    for players, teams in [(4, 3), (6, 4), (6, 5), (3, 1), (2, 1)]:
        with pytest.raises(RulesError):
            Rules(players=players, teams=teams)


@pytest.mark.parametrize(("players", "teams", "expected"), [
    (4, 2, [0, 1, 0, 1]),
    (6, 2, [0, 1, 0, 1, 0, 1]),
    (6, 3, [0, 1, 2, 0, 1, 2]),
    (6, 6, [0, 1, 2, 3, 4, 5]),
    (3, 3, [0, 1, 2]),
])
def test_partners_sit_alternately(players, teams, expected):
    rules = Rules(players=players, teams=teams)
    assert [rules.team_of(seat) for seat in range(players)] == expected


def test_each_player_alone_by_default():
    assert Rules(players=4).teams == 4


def test_the_player_after_the_dealer_plays_first_and_the_dealer_last():
    for dealer in range(4):
        state = RoundState.deal(Rules(players=4, teams=2), dealer, random.Random(dealer))
        order = []
        for _ in range(4):
            order.append(state.current_player())
            state.apply_move(state.legal_moves()[0])
        assert order == [(dealer + 1 + i) % 4 for i in range(4)]
        assert order[-1] == dealer


def test_the_deal_passes_to_the_next_player_each_round():
    match = Match(Rules(players=3), seed=5, first_dealer=2)
    dealers = [match.current.dealer]
    for _ in range(4):
        while not match.round_over():
            match.apply_move(match.legal_moves()[0])
        if match.is_over():
            break
        match.start_next_round()
        dealers.append(match.current.dealer)
    assert dealers == [(2 + i) % 3 for i in range(len(dealers))]
    assert len(dealers) >= 2


def test_the_first_dealer_is_drawn_at_random_and_repeatable_with_a_seed():
    dealers = {Match(Rules(players=4), seed=seed).current.dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    for seed in range(10):
        a, b = Match(Rules(players=4), seed=seed), Match(Rules(players=4), seed=seed)
        assert a.current.dealer == b.current.dealer
        assert a.current.deals == b.current.deals


@pytest.mark.parametrize("direction", ["counterclockwise", "clockwise"])
def test_direction_changes_nothing_but_who_follows_whom(direction):
    # Seats are numbered in the order of play, so the same seed deals and plays the same.
    base = Match(Rules(players=4), seed=3)
    other = Match(Rules(players=4, direction=direction), seed=3)
    assert base.current.deals == other.current.deals and base.current.dealer == other.current.dealer
    assert other.rules.to_record()["options"]["direction"] == direction


def test_unknown_direction_or_option_value_is_refused():
    with pytest.raises(RulesError):
        Rules(direction="sideways")
    with pytest.raises(RulesError):
        Rules(last_deal_scopa="never")


# §3 the deal ------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "deals"), [(2, 6), (3, 4), (4, 3), (6, 2)])
def test_three_cards_each_four_on_the_table_and_deals_per_round(players, deals):
    rules = Rules(players=players)
    assert (rules.hand_size, rules.table_size, rules.deals_per_round) == (3, 4, deals)
    dealt = deal_round(rules, random.Random(players))
    assert len(dealt) == deals
    assert len(dealt[0].table) == 4
    assert all(d.table is None for d in dealt[1:])  # later deals put nothing on the table
    assert all(len(h) == 3 for d in dealt for h in d.hands)
    check_deals(rules, dealt)


def test_scopone_nine_cards_each_and_four_on_the_table_in_one_deal():
    rules = Rules(players=4, teams=2, variants={"scopone"})
    assert (rules.hand_size, rules.table_size, rules.deals_per_round) == (9, 4, 1)
    state = RoundState.deal(rules, 0, random.Random(1))
    assert [h.bit_count() for h in state.hands] == [9, 9, 9, 9]
    assert state.table.bit_count() == 4 and state.stock_count == 0


def test_scopone_scientifico_ten_cards_each_and_none_on_the_table():
    rules = Rules(players=4, teams=2, variants={"scopone-scientifico"})
    assert (rules.hand_size, rules.table_size, rules.deals_per_round) == (10, 0, 1)
    state = RoundState.deal(rules, 0, random.Random(1))
    assert [h.bit_count() for h in state.hands] == [10, 10, 10, 10]
    assert state.table == 0 and state.deals[0].table is None


@pytest.mark.parametrize("variant", ["scopone", "scopone-scientifico"])
@pytest.mark.parametrize(("players", "teams"), [(2, 2), (4, 4), (6, 2), (3, 3)])
def test_scopone_needs_four_players_in_two_teams(variant, players, teams):
    with pytest.raises(RulesError):
        Rules(players=players, teams=teams, variants={variant})


def test_scopone_and_scientifico_together_are_refused():
    with pytest.raises(RulesError):
        Rules(players=4, teams=2, variants={"scopone", "scopone-scientifico"})


def test_a_later_deal_comes_when_every_hand_is_empty():
    state = opening(Rules(), "1D 2D 3D 4D", ["5D 6D 7D", "8D 9D 10D"])
    stock = state.stock_count
    assert stock == 30
    for _ in range(6):
        assert state.deals_made == 1
        state.apply_move(state.legal_moves()[0])
    assert state.deals_made == 2
    assert state.stock_count == stock - 6
    assert [h.bit_count() for h in state.hands] == [3, 3]
    assert set(state.deals[1].hands[0]) == {c for c in range(40) if state.hands[0] >> c & 1}


def test_a_shuffle_keeps_the_cards_and_puts_each_in_each_place_about_equally_often():
    rng = random.Random(11)
    cards = [3, 8, 14, 22, 27, 39]
    draws = 12_000
    counts = [[0] * len(cards) for _ in cards]  # by card, by place
    for _ in range(draws):
        order = shuffled(cards, rng)
        assert sorted(order) == cards
        for place, card in enumerate(order):
            counts[cards.index(card)][place] += 1
    expected = draws / len(cards)
    chi_square = sum((count - expected) ** 2 / expected for row in counts for count in row)
    assert chi_square < 60  # 25 degrees of freedom: 60 is far past the 0.999 quantile (52.6)
    assert shuffled(range(40), random.Random(4)) == shuffled(list(range(40)), random.Random(4))


@pytest.mark.parametrize("table", [["10D", "10C", "10S", "1B"], ["10D", "10C", "10S", "10B"]])
def test_three_or_four_kings_on_the_table_need_a_redeal(table):
    assert needs_redeal([parse_card(n) for n in table])


def test_two_kings_on_the_table_are_played():
    assert not needs_redeal([parse_card(n) for n in ["10D", "10C", "1S", "1B"]])


def test_deals_with_three_kings_on_the_table_are_refused():
    table = [parse_card(n) for n in ["10D", "10C", "10S", "1B"]]
    rest = [c for c in range(40) if c not in table]
    deals = [Deal(tuple(table), (tuple(rest[0:3]), tuple(rest[3:6])))]
    deals += [Deal(None, (tuple(rest[k : k + 3]), tuple(rest[k + 3 : k + 6]))) for k in range(6, 36, 6)]
    with pytest.raises(ValueError, match="kings"):
        check_deals(Rules(), deals)


@pytest.mark.parametrize("rules", [Rules(), Rules(players=4, teams=2, variants={"scopone"})], ids=["scopa", "scopone"])
def test_deal_round_deals_again_until_the_table_has_fewer_than_three_kings(rules, monkeypatch):
    verdicts = spy_on_redeals(monkeypatch)
    for seed in range(3000):
        state = RoundState.deal(rules, seed % 4, random.Random(seed))
        assert state.dealer == seed % 4  # the same dealer deals again
        assert not needs_redeal(state.deals[0].table)
        check_deals(rules, state.deals)
    assert True in verdicts  # some first deals did hold three or four kings, and were redealt

