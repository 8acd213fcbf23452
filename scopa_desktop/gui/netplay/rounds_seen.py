"""The rounds of a networked match as its window can write them on the match sheet.

The protocol's ``state`` carries only the match's totals and the round in play, and a
``round_over`` sent while the window was away (closed and opened again at its kept seat, or
its connection lost) is gone.  So each round the window saw end is kept with its whole count,
and each run of rounds it did not see stands as one entry holding the points the server's
totals give it beyond the rounds seen: the sheet's rows add up to the totals it shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import RoundScore
from ..game_model import SheetRound, UnseenRounds


def _beyond(totals: Sequence[int], accounted: Sequence[int]) -> tuple[int, ...]:
    return tuple(total - counted for total, counted in zip(totals, accounted, strict=True))


class RoundsSeen:
    """A match's rounds, from the first state this window had of it: round ``round_number`` in play,
    the match's ``totals`` before it (those of the rounds before it, not seen here)."""

    def __init__(self, round_number: int, totals: Sequence[int]) -> None:
        self.entries: list[SheetRound] = []
        self._accounted = [0] * len(totals)  # the totals the entries add up to
        self._next = 1  # the first round the entries do not account for
        self._unseen_before(round_number, totals)

    def seen(self, number: int, score: RoundScore, totals: Sequence[int]) -> None:
        """Round ``number`` seen to its end, the match's ``totals`` after it."""
        self._unseen_before(number, [total - points for total, points in zip(totals, score.points, strict=True)])
        self.entries.append(score)
        self._accounted, self._next = list(totals), number + 1

    def sheet(self, last_over: int, totals: Sequence[int]) -> list[SheetRound]:
        """The entries, then the rounds up to ``last_over`` (the last round over) not seen, whose points
        are what the match's ``totals`` after it hold beyond the entries."""
        if last_over < self._next:
            return list(self.entries)
        return [*self.entries, UnseenRounds(self._next, last_over, _beyond(totals, self._accounted))]

    def _unseen_before(self, number: int, totals: Sequence[int]) -> None:
        """The rounds before round ``number`` not accounted for, the match's ``totals`` before it."""
        if number > self._next:
            self.entries.append(UnseenRounds(self._next, number - 1, _beyond(totals, self._accounted)))
            self._accounted, self._next = list(totals), number
