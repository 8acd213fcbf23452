"""The levels and the player on one scale (ai/rating.py): anchored by the tournaments, and a
player's estimate converging on the level they really play at."""

from __future__ import annotations

import itertools
import random

import pytest

from scopa_desktop.ai import LEVELS
from scopa_desktop.ai.rating import (
    ELO_PER_POINT,
    LEVEL_RATINGS,
    PRIOR_DEVIATION,
    PRIOR_MEAN,
    Duel,
    estimate,
    even_level,
    history,
    win_chance,
)


def simulated_duels(true_rating: float, matches: int, seed: int) -> list[Duel]:
    """A player of ``true_rating`` playing ``matches`` matches against levels picked at random."""
    rng = random.Random(seed)
    duels = []
    for _ in range(matches):
        level = rng.choice(("easy", "medium", "hard"))
        duels.append(Duel(level, rng.random() < win_chance(true_rating, LEVEL_RATINGS[level])))
    return duels


def test_every_level_has_a_rating_in_strength_order() -> None:
    ratings = [LEVEL_RATINGS[level] for level in LEVELS]
    assert ratings == sorted(ratings)
    # The levels are spaced at least 0.4 points a deal apart (BENCHMARKS.md), so on the scale too.
    assert all(high - low >= 0.4 * ELO_PER_POINT for low, high in itertools.pairwise(ratings))


def test_hard_over_easy_matches_the_measured_match_win_rate() -> None:
    # 1,000 match pairs to 11: hard won 80.6% of the matches against easy.
    assert win_chance(LEVEL_RATINGS["hard"], LEVEL_RATINGS["easy"]) == pytest.approx(0.806, abs=0.01)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_player_of_a_level_converges_to_that_levels_rating(level: str, seed: int) -> None:
    duels = simulated_duels(LEVEL_RATINGS[level], 400, seed)
    rating = estimate(duels)
    assert rating.matches == 400
    assert abs(rating.value - LEVEL_RATINGS[level]) < 3 * rating.deviation
    assert rating.deviation < 40  # 400 matches pin it down
    assert even_level(rating.value) == level


def test_before_any_match_the_rating_is_the_wide_prior() -> None:
    rating = estimate([])
    assert (rating.value, rating.deviation, rating.matches) == (PRIOR_MEAN, PRIOR_DEVIATION, 0)


def test_wins_raise_and_losses_lower_the_rating_and_more_matches_narrow_it() -> None:
    assert estimate([Duel("medium", True)]).value > PRIOR_MEAN > estimate([Duel("medium", False)]).value
    few, many = estimate([Duel("hard", True)] * 2), estimate([Duel("hard", True)] * 20)
    assert many.value > few.value
    assert estimate([Duel("easy", True), Duel("easy", False)] * 20).deviation < estimate([Duel("easy", True)]).deviation


def test_beating_hard_counts_for_more_than_beating_easy() -> None:
    assert estimate([Duel("hard", True)]).value > estimate([Duel("easy", True)]).value


def test_matches_against_an_unrated_opponent_are_not_counted() -> None:
    assert estimate([Duel("grandmaster", True), Duel("easy", True)]) == estimate([Duel("easy", True)])
    assert len(history([Duel("grandmaster", True), Duel("easy", True)])) == 1


def test_the_history_ends_at_the_estimate_of_every_match() -> None:
    duels = simulated_duels(1300, 60, 7)
    ratings = history(duels)
    assert len(ratings) == 60
    assert [rating.matches for rating in ratings] == list(range(1, 61))
    assert ratings[-1].value == pytest.approx(estimate(duels).value, abs=0.05)
    assert ratings[9].value == pytest.approx(estimate(duels[:10]).value, abs=0.05)


def test_a_long_winning_run_stays_finite_and_above_hard() -> None:
    rating = estimate([Duel("hard", True)] * 200)
    assert LEVEL_RATINGS["hard"] < rating.value < 10_000
