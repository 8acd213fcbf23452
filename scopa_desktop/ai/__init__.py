"""AI opponents, by level.  No Qt: each decides from a ``SeatView`` alone."""

from __future__ import annotations

from collections.abc import Callable

from .base import CancelFlag, Cancelled, Player, legal_moves
from .greedy import GreedyPlayer
from .hard import DEFAULT_SAMPLES, DEFAULT_SECONDS, HardPlayer
from .medium import MediumPlayer
from .random_player import RandomPlayer

#: Level name -> factory taking a seed.  Levels are listed weakest first.
_FACTORIES: dict[str, Callable[[int | None], Player]] = {
    "random": RandomPlayer,
    "easy": GreedyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
}

LEVELS: tuple[str, ...] = tuple(_FACTORIES)


def make_player(
    level: str, seed: int | None = None, seconds: float | None = None, samples: int | None = None
) -> Player:
    """A new AI of ``level``; ValueError naming the known levels otherwise.

    ``seconds`` (the thinking budget of a move) and ``samples`` (the most
    rollouts per candidate move) tune a searching level (``hard``); the other levels
    answer at once and ignore them.
    """
    try:
        factory = _FACTORIES[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}") from None
    if factory is HardPlayer:
        return HardPlayer(
            seed,
            seconds=DEFAULT_SECONDS if seconds is None else seconds,
            samples=DEFAULT_SAMPLES if samples is None else samples,
        )
    return factory(seed)


__all__ = ["LEVELS", "CancelFlag", "Cancelled", "Player", "legal_moves", "make_player"]
