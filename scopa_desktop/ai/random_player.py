"""The ``random`` level: uniform over the legal moves."""

from __future__ import annotations

import random

from ..engine.captures import Move
from ..engine.view import SeatView
from .base import CancelFlag, Player, legal_moves


class RandomPlayer(Player):
    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        return self.rng.choice(legal_moves(view))
