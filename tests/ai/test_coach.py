"""The coach: it judges from the player's own view, speaks when a move cost 0.3 points or more, and says why."""

from __future__ import annotations

import random

import pytest
from helpers_engine import cards, move

from scopa_desktop.ai.base import legal_moves
from scopa_desktop.ai.coach import SPEAK_AT, Reason, appraise, best_move_with_reason, breakdown, judge_move
from scopa_desktop.ai.determinize import determinize
from scopa_desktop.engine import Match, Rules, SeatView
from scopa_desktop.engine.cards import FULL_DECK, SETTEBELLO, names_of, parse_card
from scopa_desktop.engine.view import seat_view

SAMPLES = 80  # enough for the clear positions below, and quick


def view_of(hand: str, table: str, pile_us: str, pile_them: str, opponent_holds: int = 3, last: int = 0) -> SeatView:
    """Seat 0's view in a 2-player round: every card not in ``hand``, on ``table`` or in a pile is
    unseen (the opponent's hand and the stock).  The cards already played are given as the first
    table's (the view counts both as seen, and the coach reads nothing else from them)."""
    rules = Rules()
    hand_mask, table_mask = cards(hand), cards(table)
    piles = (cards(pile_us), cards(pile_them))
    seen = hand_mask | table_mask | piles[0] | piles[1]
    stock = (FULL_DECK & ~seen).bit_count() - opponent_holds
    assert stock >= 0 and stock % rules.cards_per_deal == 0
    return SeatView(rules, 0, 1, 1, (0, 0), hand_mask, table_mask, seen & ~hand_mask, (),
                    (hand_mask.bit_count(), opponent_holds), stock, piles, (0, 0), last)


def split(mask: int) -> tuple[str, str]:
    """Some cards dealt alternately into two piles."""
    names = names_of(mask)
    return " ".join(names[::2]), " ".join(names[1::2])


def mid_round(hand: str, table: str, hidden: str) -> SeatView:
    """A view with a deal still to come: ``hidden`` is everything unseen (opponent's 3 cards and 6 in the stock)."""
    played = FULL_DECK & ~cards(hidden) & ~cards(hand) & ~cards(table)
    return view_of(hand, table, *split(played))


# Never peeks -----------------------------------------------------------------------------------


def same_view_other_cards(match: Match, seat: int, seed: int):
    """A round whose hidden cards are another guess, yet whose view for ``seat`` is the match's."""
    view = match.view(seat)
    other = determinize(view, random.Random(seed))
    other.history = list(match.current.history)
    return view, seat_view(other, seat, view.scores, view.round_number), other


SCOPONE = Rules(players=4, teams=2, variants={"scopone"})  # its rollouts are careful ones: they read the guessed hands


@pytest.mark.parametrize(("rules", "moves_before"), [(Rules(), 3), (Rules(), 8), (SCOPONE, 6)])
def test_the_same_view_gives_the_same_verdict_whatever_is_hidden(rules, moves_before):
    match = Match(rules, seed=11)
    rng = random.Random(5)
    for _ in range(moves_before):
        match.apply_move(rng.choice(match.legal_moves()))
    seat = match.current_player()
    view, other_view, other = same_view_other_cards(match, seat, seed=99)
    assert other_view == view
    assert other.hands != match.current.hands  # different cards really are behind it
    for played in legal_moves(view):
        assert judge_move(view, played, seed=3, samples=30) == judge_move(other_view, played, seed=3, samples=30)
    assert best_move_with_reason(view, seed=3, samples=30) == best_move_with_reason(other_view, seed=3, samples=30)


# Where it must speak ------------------------------------------------------------------------------


def test_a_scopa_given_away_in_the_last_deal():
    # Nothing is hidden from seat 0 any more: the opponent holds 7C 2S 8B, and 7C sweeps 3C + 4B.
    theirs = "1S 2B 5S 6S"
    ours = FULL_DECK & ~cards("3C 4B 9S 10D 7C 2S 8B") & ~cards(theirs)
    view = view_of("4B 9S 10D", "3C", " ".join(names_of(ours)), theirs)
    verdict = judge_move(view, move("4B"), samples=SAMPLES)
    assert verdict is not None
    assert verdict.cost == pytest.approx(1.0)
    assert verdict.cause.reason is Reason.SCOPA_RISK and verdict.cause.rank == 7
    assert verdict.better.take == 0 and verdict.better.card != parse_card("4B")


def test_a_scopa_risk_while_the_sevens_are_unseen():
    # Four sevens among the nine unseen cards: laying the 4 makes the table add up to 7.
    view = mid_round("4B 9S 10D", "3C", "7D 7C 7S 7B 2S 8B 5C 1C 10B")
    verdict = judge_move(view, move("4B"), samples=SAMPLES)
    assert verdict is not None and verdict.cost > 1.0
    assert verdict.cause.reason is Reason.SCOPA_RISK and verdict.cause.rank == 7


def test_the_settebello_passed():
    # 7C could take the settebello now; two sevens are unseen to take it next.
    view = mid_round("7C 5B 9S", "7D 3C", "7S 7B 2S 8B 5C 1C 10B 6D 4D")
    verdict = judge_move(view, move("9S"), samples=SAMPLES)
    assert verdict is not None and verdict.cost > 1.0
    assert verdict.better == move("7C", "7D")
    assert verdict.cause.reason is Reason.SETTEBELLO and verdict.cause.card == SETTEBELLO


def test_a_primiera_card_wasted():
    # Our pile has three sevens but no coin: the 6 of Denari is our primiera, and only now can it take.
    ours = "7C 7S 7B 1C 2C 3S 4B 5B 8C 2S 1B 3B"
    theirs = "7D 1D 2D 3D 4D 5D 8D 9D 10D 6C 6S 6B 5C 5S 8S 9C 9S 9B 10C 10S"
    view = view_of("6D 1S 8B", "2B 4C", ours, theirs, last=1)
    verdict = judge_move(view, move("1S"), samples=SAMPLES)
    assert verdict is not None and verdict.cost >= 2.0
    assert verdict.better == move("6D", "2B 4C")
    assert verdict.cause.reason is Reason.PRIMIERA and verdict.cause.card == parse_card("6D")


# Where it must stay quiet ---------------------------------------------------------------------------


def test_quiet_when_the_best_move_was_played():
    view = mid_round("7C 5B 9S", "7D 3C", "7S 7B 2S 8B 5C 1C 10B 6D 4D")
    advice = best_move_with_reason(view, samples=SAMPLES)
    assert advice.move == move("7C", "7D")
    assert advice.cause is not None and advice.cause.reason is Reason.SETTEBELLO
    assert judge_move(view, advice.move, samples=SAMPLES) is None


def test_quiet_when_every_move_is_within_the_threshold():
    # Three eights of plain suits on a table they cannot sweep: any of them is as good as another.
    view = mid_round("8B 8C 8S", "9C 5S", "7S 7B 2S 8D 5C 1C 10B 6D 4D")
    appraisal = appraise(view, samples=SAMPLES)
    assert max(appraisal.values) - min(appraisal.values) < SPEAK_AT
    assert all(judge_move(view, played, samples=SAMPLES) is None for played in legal_moves(view))
    assert best_move_with_reason(view, samples=SAMPLES).cause is None


def test_the_parts_of_a_round_add_up_to_its_margin():
    match = Match(Rules(players=3), seed=4)
    rng = random.Random(2)
    while not match.round_over():
        match.apply_move(rng.choice(match.legal_moves()))
    score = match.round_scores[-1]
    for team in range(3):
        rival_best = max(p for t, p in enumerate(score.points) if t != team)
        assert sum(breakdown(score, team)) == score.points[team] - rival_best


def test_a_single_legal_move_is_never_judged_and_is_the_hint():
    ours = "7C 7S 7B 1C 2C 3S 4B 5B 8C 2S 1B 3B 4C 6D 8B 2B 3C 4S"
    theirs = "7D 1D 2D 3D 4D 5D 8D 9D 10D 6C 6S 6B 5C 5S 8S 9C 9S 9B 10C 10S"
    view = view_of("1S", "", ours, theirs, opponent_holds=1, last=1)  # one card each left, on an empty table
    only = legal_moves(view)
    assert len(only) == 1
    assert judge_move(view, only[0]) is None
    advice = best_move_with_reason(view)
    assert advice.move == only[0] and advice.runner_up is None and advice.cause is None
