"""What a finished round is worth to one team: point margin, or the match near its end."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.rules import Rules

#: Near the end of a match, a won match outweighs any margin a round can give.
MATCH_WEIGHT = 20.0
#: A side this close to the target could end the match this round.
NEAR_TARGET = 6


def margin(points: Sequence[int], team: int) -> int:
    """Our team's points minus the best other team's: partners are never opponents."""
    others = [*points[:team], *points[team + 1 :]]  # slices, not a generator: the search asks at every rollout
    return points[team] - max(others)


def match_winner(rules: Rules, totals: Sequence[int], rounds_played: int) -> int | None:
    """The team that has won the match with these totals, or None (RULES.md §7, §8)."""
    best = max(totals)
    decided = rounds_played >= rules.rounds if rules.fixed_rounds else best >= rules.target
    if not decided or list(totals).count(best) > 1:
        return None
    return list(totals).index(best)


def match_in_reach(rules: Rules, scores: Sequence[int], round_number: int) -> bool:
    """Whether this round may decide the match, so winning it counts more than the margin."""
    if rules.fixed_rounds:
        return round_number >= rules.rounds
    return max(scores) + NEAR_TARGET >= rules.target


def round_utility(
    rules: Rules, points: Sequence[int], team: int, scores: Sequence[int], round_number: int, decisive: bool
) -> float:
    """The worth of a round ending with ``points``: the margin, plus the match when ``decisive``."""
    value = float(margin(points, team))
    if decisive:
        totals = [s + p for s, p in zip(scores, points, strict=False)]
        winner = match_winner(rules, totals, round_number)
        if winner is not None:
            value += MATCH_WEIGHT if winner == team else -MATCH_WEIGHT
    return value
