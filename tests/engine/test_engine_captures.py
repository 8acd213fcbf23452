"""One capture rule object and one legal-move routine: the fast whole-hand ``moves``
is the plain per-card ``options`` inlined, and everything else asks them."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest
from helpers_engine import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_desktop.ai.base import legal_moves
from scopa_desktop.engine import Match, Move, Rules, seat_view
from scopa_desktop.engine.captures import STANDARD_CAPTURE, CaptureRule, build_sum_plans
from scopa_desktop.engine.cards import RANK, RANK_MASK, cards_of, mask_of
from scopa_desktop.engine.variants import VARIANT_TABLE

#: Every capture rule a match can be played by: the standard one and each capture variant's.
RULES = [STANDARD_CAPTURE, *(variant.capture for variant in VARIANT_TABLE if variant.capture is not None)]


def plain_moves(rule: CaptureRule, hand: int, table: int) -> list[Move]:
    """The legal moves as the rule states them: every card of the hand, lowest first, with each of its options."""
    return [Move(card, take) for card in cards_of(hand) for take in rule.options(table, RANK[card])]


@pytest.mark.slow  # 4000 positions; the played positions below stay in the fast tier
@settings(max_examples=4000, deadline=None)
@given(
    cards_in_play=st.lists(st.integers(0, 39), unique=True, max_size=30),
    hand_size=st.integers(0, 10),
    rule=st.sampled_from(RULES),
)
def test_the_fast_moves_are_the_plain_ones_on_any_position(cards_in_play, hand_size, rule):
    # Crowded tables with repeated ranks and long sums, which random play seldom reaches.
    hand, table = mask_of(cards_in_play[:hand_size]), mask_of(cards_in_play[hand_size:])
    assert rule.moves(hand, table) == plain_moves(rule, hand, table)


def test_the_fast_moves_are_the_plain_ones_in_played_positions():
    for rules in (Rules(), Rules(variants={"asso-piglia-tutto"}),
                  Rules(players=4, teams=2, variants={"scopone-scientifico", "asso-piglia-tutto"})):
        match = Match(rules, seed=11)
        while not match.round_over():
            state = match.current
            hand, table = state.hands[state.to_play], state.table
            assert state.legal_moves() == plain_moves(rules.capture, hand, table)
            match.apply_move(state.legal_moves()[-1])


def test_the_round_the_ai_and_the_rules_ask_the_one_rule():
    rules = Rules(variants={"asso-piglia-tutto"})
    match = Match(rules, seed=5)
    state = match.current
    view = seat_view(state, state.to_play)
    assert legal_moves(view) == state.legal_moves() == rules.capture.moves(view.hand, view.table)
    for card in cards_of(view.hand):
        assert state.options_for(card) == rules.capture.options(state.table, RANK[card])


def test_asso_piglia_tutto_is_a_capture_rule_whose_ace_takes_the_whole_table():
    ace_takes_all = Rules(variants={"asso-piglia-tutto"}).capture
    assert Rules().capture is STANDARD_CAPTURE
    table = cards("1S 3B 7C")
    assert ace_takes_all.options(table, 1) == [table]  # even with an ace on the table
    assert STANDARD_CAPTURE.options(table, 1) == [cards("1S")]
    assert ace_takes_all.options(0, 1) == [0]  # laid on an empty table
    assert ace_takes_all.takes_whole_table(1) and not ace_takes_all.takes_whole_table(7)
    assert not any(STANDARD_CAPTURE.takes_whole_table(rank) for rank in range(1, 11))
    assert not Rules(variants={"asso-piglia-tutto"}).scopa_counts(1, False, False)
    assert Rules().scopa_counts(1, False, False)


def plain_sum_plans(signature: int) -> tuple[tuple[object, ...], ...]:
    """The sum captures of a rank multiset as first written: every one of the ten ranks left out, then taken
    once, twice, ..., in order, each combination of two or more cards recorded at the end of the walk."""
    counts = [0] + [(signature >> 3 * (rank - 1)) & 7 for rank in range(1, 11)]
    plans: list[list[object]] = [[] for _ in range(11)]

    def extend(rank: int, total: int, size: int, chosen: list[tuple[int, int]]) -> None:
        if rank > 10:
            if size >= 2:
                whole = all(counts[r] == k for r, k in chosen)
                plans[total].append(sum(RANK_MASK[r] for r, _ in chosen) if whole else tuple(chosen))
            return
        extend(rank + 1, total, size, chosen)
        for k in range(1, counts[rank] + 1):
            if total + k * rank > 10:
                break
            chosen.append((rank, k))
            extend(rank + 1, total + k * rank, size + k, chosen)
            chosen.pop()

    extend(1, 0, 0, [])
    return tuple(tuple(plan) for plan in plans)


def test_the_sum_plans_are_the_plain_walks_for_every_table_of_up_to_six_cards_and_crowded_ones():
    # The order matters too: it is the order of the legal moves, which random play and Greedy's ties follow.
    multisets = [combo for size in range(7) for combo in combinations_with_replacement(range(1, 11), size)]
    rng = random.Random(28)
    multisets += [tuple(rng.choices(range(1, 11), k=rng.randrange(7, 16))) for _ in range(1500)]
    for ranks in multisets:
        if any(ranks.count(rank) > 4 for rank in ranks):
            continue
        signature = sum(1 << 3 * (rank - 1) for rank in ranks)
        assert build_sum_plans(signature) == plain_sum_plans(signature), ranks
