"""An AI's move for a seat of a networked table, computed away from the event loop.

A module-level function of picklable arguments, so that a process pool can run
it: one slow search then never holds up another table.  A fresh player each
move: the levels decide from the seat's view alone and keep nothing between moves.
"""

from __future__ import annotations

import random

from ..ai import legal_moves, make_player
from ..engine.state import Move
from ..engine.view import SeatView


def choose_ai_move(level: str, view: SeatView, seed: int) -> Move:
    return make_player(level, seed=seed).choose(view)


def any_legal_move(view: SeatView) -> Move:
    """What an AI seat plays when its search failed (a broken worker): never leave the table stuck."""
    return random.choice(legal_moves(view))
