"""The levels and the player on one Elo-like scale.

The levels' ratings come from the duplicate tournaments (BENCHMARKS.md, "AI"), not from
guesses: a tournament measures each level's margin in points a deal over the level below,
and one long run of whole matches to 11 (hard against easy, 1,000 match pairs) tells how a
margin a deal turns into matches won: +1.166 points a deal won 80.6% of the matches.  On a
logistic curve that is ``ln(0.806 / 0.194) / 1.166 = 1.22`` in log-odds a point a deal, or
``ELO_PER_POINT`` = 400 × 1.22 / ln 10 ≈ 212 Elo a point a deal.  Anchored at easy = 1200
(the frozen baseline), the measured margins give

    random  easy −1.65 × 212 ≈  850
    easy    1200
    medium  easy + 0.662 × 212 ≈ 1340   (600 pairs)
    hard    easy + 1.207 × 212 ≈ 1456   (2,000 pairs)

The player's rating is the most likely one given their matches against the levels (Elo's
logistic model: a player rated R beats a level rated r with odds 10^((R − r) / 400)),
pulled gently towards medium by a wide prior so that two or three matches cannot put a
beginner above hard; its uncertainty is the curvature of that likelihood (one standard
deviation).  Only the player's own unassisted two-player matches count: a hint or an undo
measures the coach, and at a larger table one match is not one comparison.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: Elo points a point a deal, from hard vs easy over 1,000 match pairs to 11 (see above).
ELO_PER_POINT = 400 * math.log(0.806 / 0.194) / 1.166 / math.log(10)

#: Each level's rating, from its measured margin a deal over easy (see above).
LEVEL_RATINGS: dict[str, float] = {
    "random": 1200 - 1.65 * ELO_PER_POINT,
    "easy": 1200.0,
    "medium": 1200 + 0.662 * ELO_PER_POINT,
    "hard": 1200 + 1.207 * ELO_PER_POINT,
}

#: Before any match the player is taken to be near medium, give or take this much: wide
#: enough that ten matches outweigh it, narrow enough that one lucky win does not.
PRIOR_DEVIATION = 350.0
PRIOR_MEAN = LEVEL_RATINGS["medium"]

_LOG_ODDS_PER_ELO = math.log(10) / 400
#: Newton's step is bounded so that a long run of wins cannot overshoot and swing back.
MAX_STEP = 200.0


@dataclass(frozen=True)
class Duel:
    """One counted match: the level played against, and whether the player won it."""

    level: str
    won: bool


@dataclass(frozen=True)
class PlayerRating:
    """A rating with its uncertainty (one standard deviation) and how many matches it rests on."""

    value: float
    deviation: float
    matches: int


def win_chance(rating: float, opponent: float) -> float:
    """The chance that a player rated ``rating`` wins a match against one rated ``opponent``."""
    return 1.0 / (1.0 + math.exp(-_LOG_ODDS_PER_ELO * (rating - opponent)))


def estimate(duels: Iterable[Duel]) -> PlayerRating:
    """The player's rating from ``duels``; matches against a level with no rating are skipped."""
    return _estimate(_tally(duels))


def history(duels: Sequence[Duel]) -> list[PlayerRating]:
    """The rating after each counted match, oldest first (for the plot in Statistics)."""
    tally: dict[str, tuple[int, int]] = {}
    ratings: list[PlayerRating] = []
    for duel in duels:
        if _count(tally, duel):
            ratings.append(_estimate(tally, start=ratings[-1].value if ratings else PRIOR_MEAN))
    return ratings


def even_level(rating: float, levels: Iterable[str] = LEVEL_RATINGS) -> str:
    """The level whose rating is nearest ``rating``: the one that gives an even match."""
    return min((level for level in levels if level in LEVEL_RATINGS),
               key=lambda level: abs(LEVEL_RATINGS[level] - rating))


def _tally(duels: Iterable[Duel]) -> dict[str, tuple[int, int]]:
    """Matches won and lost against each rated level: all the likelihood needs."""
    tally: dict[str, tuple[int, int]] = {}
    for duel in duels:
        _count(tally, duel)
    return tally


def _count(tally: dict[str, tuple[int, int]], duel: Duel) -> bool:
    """Count ``duel`` into ``tally``; False (and nothing counted) when its level has no rating."""
    if duel.level not in LEVEL_RATINGS:
        return False
    won, lost = tally.get(duel.level, (0, 0))
    tally[duel.level] = (won + 1, lost) if duel.won else (won, lost + 1)
    return True


def _estimate(tally: dict[str, tuple[int, int]], start: float = PRIOR_MEAN) -> PlayerRating:
    """Newton's method on the log-posterior, which is concave (a logistic likelihood times a
    normal prior), so it converges in a few steps from the prior's mean or the last rating."""
    prior_precision = 1.0 / PRIOR_DEVIATION**2
    rating, information = start, prior_precision
    for _ in range(100):
        gradient = -(rating - PRIOR_MEAN) * prior_precision
        information = prior_precision
        for level, (won, lost) in tally.items():
            chance = win_chance(rating, LEVEL_RATINGS[level])
            gradient += _LOG_ODDS_PER_ELO * (won - (won + lost) * chance)
            information += _LOG_ODDS_PER_ELO**2 * (won + lost) * chance * (1.0 - chance)
        step = max(-MAX_STEP, min(MAX_STEP, gradient / information))
        rating += step
        if abs(step) < 0.01:
            break
    return PlayerRating(rating, 1.0 / math.sqrt(information), sum(won + lost for won, lost in tally.values()))
