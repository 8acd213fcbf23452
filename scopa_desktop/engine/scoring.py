"""Scoring a round (RULES.md §6 and the scoring variants of §8).

Works on the capture piles as bitmasks: counts are ``int.bit_count`` and the
primiera of a pile is four look-ups, one per suit, in a table built once.
The scoring variants add their lines (``Rules.score_lines``, from the
variants table) to every side's count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .cards import COINS_MASK, PRIMIERA_VALUE, SETTEBELLO
from .rules import Rules


def _best_primiera_cards() -> tuple[int, ...]:
    """By one suit's 10 bits: the index (rank - 1) of its best primiera card (of equal values the
    higher rank), or -1.  Each chunk weighs its lowest card against the best of the chunk without it
    (``chunk & chunk - 1``), already known: one step a chunk, not ten (start-up time)."""
    best = [-1] * (1 << 10)
    for chunk in range(1, 1 << 10):
        low, rest = (chunk & -chunk).bit_length() - 1, best[chunk & chunk - 1]
        # The rest's ranks are all higher than ``low``: on equal values the rest's card stays.
        best[chunk] = low if rest < 0 or PRIMIERA_VALUE[low + 1] > PRIMIERA_VALUE[rest + 1] else rest
    return tuple(best)


_BEST_IN_SUIT = _best_primiera_cards()
_BEST_VALUE = tuple(PRIMIERA_VALUE[r + 1] if r >= 0 else 0 for r in _BEST_IN_SUIT)


def primiera(pile: int) -> int | None:
    """The primiera sum of a pile, or None when it lacks a whole suit."""
    total = 0
    for shift in (0, 10, 20, 30):
        value = _BEST_VALUE[(pile >> shift) & 1023]
        if not value:
            return None
        total += value
    return total


def primiera_cards(pile: int) -> tuple[int, ...]:
    """The best primiera card of each suit the pile holds, by suit."""
    found = []
    for suit in range(4):
        best = _BEST_IN_SUIT[(pile >> (10 * suit)) & 1023]
        if best >= 0:
            found.append(suit * 10 + best)
    return tuple(found)


def _sole_best(values: Sequence[int | None]) -> int | None:
    """Index of the single highest value, or None when tied or all None."""
    present = [v for v in values if v is not None]
    if not present:
        return None
    best = max(present)
    winners = [i for i, v in enumerate(values) if v == best]
    return winners[0] if len(winners) == 1 else None


class LineScore(NamedTuple):
    """One side's result on a line a scoring variant adds (``ScoreLine``)."""

    name: str
    points: int
    card: int = -1  # the card the result is named by (the top of a napola run, the Re bello), or -1


# Building line scores without NamedTuple's generated __new__ wrapper: the search scores every rollout.
_new_line = tuple.__new__


@dataclass(frozen=True)
class TeamScore:
    """One side's round: what it holds and the points each category gave it."""

    team: int
    pile: int
    cards: int
    coins: int
    settebello: bool
    primiera: int | None
    scope: int
    lines: tuple[LineScore, ...]  # the scoring variants' lines, in table order
    most_cards: bool
    most_coins: bool
    best_primiera: bool
    points: int

    @property
    def primiera_cards(self) -> tuple[int, ...]:
        """The best primiera card of each suit in the pile: only a window shows them, so not worked out
        with the points (the search scores every rollout)."""
        return primiera_cards(self.pile)

    def line(self, name: str) -> LineScore:
        """The result on the line ``name``; no points when that line is not played."""
        return next((line for line in self.lines if line.name == name), LineScore(name, 0))


@dataclass(frozen=True)
class RoundScore:
    """The breakdown of a round for every side, in team order."""

    teams: tuple[TeamScore, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(t.points for t in self.teams)


def score_round(rules: Rules, piles: Sequence[int], scope: Sequence[int]) -> RoundScore:
    """Score the piles (bitmasks by team, leftovers included) and scope counts of a round."""
    card_counts = [p.bit_count() for p in piles]
    coin_counts = [(p & COINS_MASK).bit_count() for p in piles]
    primiere = [primiera(p) for p in piles]
    most_cards = _sole_best(card_counts)
    most_coins = _sole_best(coin_counts)
    best_primiera = _sole_best(primiere) if rules.counts_primiera else None
    score_lines = rules.score_lines
    teams = []
    for team, pile in enumerate(piles):
        settebello = bool(pile >> SETTEBELLO & 1)
        lines = tuple([_new_line(LineScore, (line.name, *line.score(pile))) for line in score_lines])
        points = (
            scope[team]
            + (most_cards == team)
            + (most_coins == team)
            + settebello
            + (best_primiera == team)
            + sum([line[1] for line in lines])
        )
        teams.append(
            TeamScore(
                team=team,
                pile=pile,
                cards=card_counts[team],
                coins=coin_counts[team],
                settebello=settebello,
                primiera=primiere[team],
                scope=scope[team],
                lines=lines,
                most_cards=most_cards == team,
                most_coins=most_coins == team,
                best_primiera=best_primiera == team,
                points=points,
            )
        )
    return RoundScore(tuple(teams))


def round_points(rules: Rules, piles: Sequence[int], scope: Sequence[int]) -> tuple[int, ...]:
    """``score_round(rules, piles, scope).points`` without building the breakdown: the search
    scores every rollout (tests/engine/test_engine_scoring.py holds the two equal)."""
    if rules.score_lines:
        return score_round(rules, piles, scope).points
    if len(piles) == 2:
        return _two_sided_points(rules.counts_primiera, piles[0], piles[1], scope)
    points = list(scope)
    for counts in (
        [p.bit_count() for p in piles],
        [(p & COINS_MASK).bit_count() for p in piles],
        [primiera(p) or 0 for p in piles] if rules.counts_primiera else None,
    ):
        if counts is None:
            continue
        best = max(counts)
        if best and counts.count(best) == 1:  # a sole best (a primiera of 0 is none at all)
            points[counts.index(best)] += 1
    for team, pile in enumerate(piles):
        if pile >> SETTEBELLO & 1:
            points[team] += 1
    return tuple(points)


def _two_sided_points(counts_primiera: bool, ours: int, theirs: int, scope: Sequence[int]) -> tuple[int, int]:
    """``round_points`` of two sides (two players, or two teams of partners: most rounds the search
    scores), each category by one comparison."""
    first, second = scope
    difference = ours.bit_count() - theirs.bit_count()
    if difference:
        if difference > 0:
            first += 1
        else:
            second += 1
    difference = (ours & COINS_MASK).bit_count() - (theirs & COINS_MASK).bit_count()
    if difference:
        if difference > 0:
            first += 1
        else:
            second += 1
    if counts_primiera:
        best = _BEST_VALUE
        a, b, c, d = best[ours & 1023], best[(ours >> 10) & 1023], best[(ours >> 20) & 1023], best[ours >> 30]
        our_primiera = a + b + c + d if a and b and c and d else 0  # a suit missing: no primiera
        a, b, c, d = best[theirs & 1023], best[(theirs >> 10) & 1023], best[(theirs >> 20) & 1023], best[theirs >> 30]
        their_primiera = a + b + c + d if a and b and c and d else 0
        if our_primiera != their_primiera:
            if our_primiera > their_primiera:
                first += 1
            else:
                second += 1
    return first + (ours >> SETTEBELLO & 1), second + (theirs >> SETTEBELLO & 1)
