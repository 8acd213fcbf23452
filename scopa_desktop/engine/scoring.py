"""Scoring a round (RULES.md §6 and the scoring variants of §8).

Works on the capture piles as bitmasks: counts are ``int.bit_count`` and the
primiera of a pile is four look-ups, one per suit, in a table built once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import COINS_MASK, PRIMIERA_VALUE, RE_BELLO, ROSMARINO, SETTEBELLO, value_sum
from .rules import NAPOLA, REBELLO, Rules
from .rules import ROSMARINO as ROSMARINO_VARIANT


def _best_primiera_card(chunk: int) -> int:
    """Index (rank - 1) of the best primiera card in one suit's 10 bits, or -1."""
    present = [r for r in range(10) if chunk >> r & 1]
    if not present:
        return -1
    return max(present, key=lambda r: (PRIMIERA_VALUE[r + 1], r))


_BEST_IN_SUIT = tuple(_best_primiera_card(chunk) for chunk in range(1 << 10))
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


def napola_run(pile: int) -> int:
    """Length of the unbroken coin run from the ace: napola scores it when at least 3."""
    run = 0
    while run < 10 and pile >> run & 1:
        run += 1
    return run if run >= 3 else 0


def _sole_best(values: Sequence[int | None]) -> int | None:
    """Index of the single highest value, or None when tied or all None."""
    present = [v for v in values if v is not None]
    if not present:
        return None
    best = max(present)
    winners = [i for i, v in enumerate(values) if v == best]
    return winners[0] if len(winners) == 1 else None


@dataclass(frozen=True)
class TeamScore:
    """One side's round: what it holds and the points each category gave it."""

    team: int
    pile: int
    cards: int
    coins: int
    settebello: bool
    primiera: int | None
    primiera_cards: tuple[int, ...]
    scope: int
    napola: int  # run length scored, 0 when napola did not score or is off
    rebello: bool  # holds 10D and rebello is played
    rosmarino: bool  # holds 8S and rosmarino is played
    card_values: int | None  # sum of capture values under card-value scoring
    most_cards: bool
    most_coins: bool
    best_primiera: bool
    points: int


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
    best_primiera = None if rules.card_value_scoring else _sole_best(primiere)
    teams = []
    for team, pile in enumerate(piles):
        settebello = bool(pile >> SETTEBELLO & 1)
        napola = napola_run(pile) if NAPOLA in rules.variants else 0
        rebello = REBELLO in rules.variants and bool(pile >> RE_BELLO & 1)
        rosmarino = ROSMARINO_VARIANT in rules.variants and bool(pile >> ROSMARINO & 1)
        values = value_sum(pile) if rules.card_value_scoring else None
        points = (
            (values or 0)
            + scope[team]
            + (most_cards == team)
            + (most_coins == team)
            + settebello
            + (best_primiera == team)
            + napola
            + rebello
            + rosmarino
        )
        teams.append(
            TeamScore(
                team=team,
                pile=pile,
                cards=card_counts[team],
                coins=coin_counts[team],
                settebello=settebello,
                primiera=primiere[team],
                primiera_cards=primiera_cards(pile),
                scope=scope[team],
                napola=napola,
                rebello=rebello,
                rosmarino=rosmarino,
                card_values=values,
                most_cards=most_cards == team,
                most_coins=most_coins == team,
                best_primiera=best_primiera == team,
                points=points,
            )
        )
    return RoundScore(tuple(teams))
