"""AI opponents, by level.  No Qt: each decides from a ``SeatView`` alone."""

from __future__ import annotations

import time
from collections.abc import Callable

from .base import CancelFlag, Cancelled, Player, legal_moves

#: The levels, weakest first.  Each level's module is imported when a player of it is
#: made, not with this package: a starting window paints before any AI is needed.
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")


def make_player(
    level: str,
    seed: int | None = None,
    seconds: float | None = None,
    samples: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Player:
    """A new AI of ``level``; ValueError naming the known levels otherwise.

    ``seconds`` (the thinking budget of a move, on ``clock``) and ``samples`` (the most
    rollouts per candidate move) tune a searching level (``hard``); the other levels
    answer at once and ignore them.
    """
    if level == "hard":
        from .hard import DEFAULT_SAMPLES, DEFAULT_SECONDS, HardPlayer

        return HardPlayer(
            seed,
            seconds=DEFAULT_SECONDS if seconds is None else seconds,
            samples=DEFAULT_SAMPLES if samples is None else samples,
            clock=clock,
        )
    if level == "medium":
        from .medium import MediumPlayer

        return MediumPlayer(seed)
    if level == "easy":
        from .greedy import GreedyPlayer

        return GreedyPlayer(seed)
    if level == "random":
        from .random_player import RandomPlayer

        return RandomPlayer(seed)
    raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "CancelFlag", "Cancelled", "Player", "legal_moves", "make_player"]
