"""Greedy (``easy``) is the frozen baseline: its values and choices are pinned here."""

import random

import pytest

from scopa_desktop.ai import make_player
from scopa_desktop.ai.greedy import capture_value, greedy_move, lay_value, move_value
from scopa_desktop.engine import Move, RoundState, Rules, SeatView, mask_of, parse_card
from scopa_desktop.engine.state import deal_round


def view_of(hand: list[str], table: list[str], stock: int = 30, rules: Rules | None = None) -> SeatView:
    """Seat 0 to play with ``hand`` on ``table``; the opponent holds as many cards."""
    rules = rules or Rules()
    cards = mask_of(parse_card(n) for n in hand)
    return SeatView(
        rules=rules,
        seat=0,
        dealer=1,
        round_number=1,
        scores=(0,) * rules.teams,
        hand=cards,
        table=mask_of(parse_card(n) for n in table),
        initial_table=mask_of(parse_card(n) for n in table),
        history=(),
        hand_sizes=(len(hand),) * rules.players,
        stock=stock,
        piles=(0,) * rules.teams,
        scope=(0,) * rules.teams,
        last_capturer=None,
    )


def card_set(*names: str) -> int:
    return mask_of(parse_card(n) for n in names)


def choice(view: SeatView) -> str:
    return str(make_player("easy").choose(view))


def test_capture_values_are_frozen():
    # Everything that goes to the pile counts: the cards taken and the card played.
    assert capture_value(parse_card("7D"), card_set("7C"), scopa=False) == 300 + 2 * 20 + 10 + 2 * 5
    assert capture_value(parse_card("5C"), card_set("2S", "3B"), scopa=True) == 1000 + 3 * 5
    assert capture_value(parse_card("4D"), card_set("4C"), scopa=False) == 10 + 2 * 5


def test_lay_values_are_frozen():
    table = card_set("9S", "8B")  # sums to 17: no easy sweep after any lay
    assert lay_value(parse_card("10C"), table) == -10
    assert lay_value(parse_card("1B"), table) == -16
    assert lay_value(parse_card("4D"), table) == -14 - 30
    assert lay_value(parse_card("7S"), table) == -21 - 40
    assert lay_value(parse_card("7D"), table) == -21 - 30 - 40
    assert lay_value(parse_card("3C"), card_set("4S")) == -13 - 50  # table then sums to 7


def test_scopa_beats_any_other_capture():
    assert choice(view_of(["9C", "6C"], ["2D", "4D", "3S"])) == "9Cx2D+4D+3S"
    assert choice(view_of(["6C", "9C"], ["2D", "4D", "5S"])) == "6Cx2D+4D"


def test_settebello_beats_more_cards():
    assert choice(view_of(["7D", "10C"], ["7S", "3B", "3C", "4S"])) == "7Dx7S"


def test_lays_the_cheapest_card_away_from_coins_and_sevens():
    assert choice(view_of(["7D", "10C", "2B"], ["5S", "9C"])) == "10C"
    assert choice(view_of(["7S", "6D", "5B"], ["10S", "9C"])) == "5B"


def test_avoids_a_table_summing_to_ten_or_less():
    # 4B is cheaper to lay than 10B but leaves 3+4 = 7 on the table.
    assert choice(view_of(["4B", "10B"], ["3S"])) == "10B"


def test_ties_go_to_the_lowest_card_then_the_lowest_take():
    assert choice(view_of(["9C", "8C"], ["3S"])) == "8C"  # both lay for -10
    # 5C may take 5S or 5B, worth the same: the lower bitmask (5S) is taken.
    assert choice(view_of(["5C"], ["5S", "5B", "10D"])) == "5Cx5S"


def test_the_last_card_of_the_round_scores_no_scopa():
    view = view_of(["5C"], ["5S"], stock=0)
    view = SeatView(**{**view.__dict__, "hand_sizes": (1, 0)})
    assert make_player("easy").choose(view) == Move(parse_card("5C"), card_set("5S"))


@pytest.mark.parametrize("variants", [(), ("asso-piglia-tutto",)])
def test_greedy_plays_the_best_valued_legal_move_in_random_positions(variants):
    """The one-pass ``greedy_move`` against the plain definition: max over the legal moves."""
    rules = Rules(variants=variants)
    rng = random.Random(9)
    checked = 0
    for seed in range(300):
        state = RoundState(rules, 1, deal_round(rules, random.Random(seed)))
        while state.cards_to_play:
            moves = state.legal_moves()
            last, final = state.cards_to_play == 1, state.in_last_deal
            expected = max(moves, key=lambda m: (move_value(rules, state.table, m, last, final), -m.card, -m.take))
            assert greedy_move(rules, state.hands[state.to_play], state.table, last, final) == expected
            checked += 1
            state.apply_move(rng.choice(moves))
    assert checked == 300 * 40 - 300 * 4
