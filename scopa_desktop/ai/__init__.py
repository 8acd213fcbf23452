"""AI opponents, by level (declared in ``levels``).  No Qt: each decides from a ``SeatView`` alone."""

from __future__ import annotations

from .base import CancelFlag, Cancelled, Player, legal_moves
from .levels import DEFAULT_LEVEL, LEVEL_BY_ID, LEVEL_TABLE, LEVELS, Level, make_player

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "LEVEL_BY_ID",
    "LEVEL_TABLE",
    "CancelFlag",
    "Cancelled",
    "Level",
    "Player",
    "legal_moves",
    "make_player",
]
