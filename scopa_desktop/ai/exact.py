"""Solving the end of a round exactly when nothing is hidden (2 players, stock empty).

Alpha-beta over the cards left, with a transposition memo, best captures
tried first.  Six cards at most remain, so a solve is a few thousand nodes.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.captures import Move
from ..engine.state import RoundState
from .base import CancelFlag
from .greedy import move_value

Utility = Callable[[RoundState], float]


def _ordered(state: RoundState) -> list[Move]:
    moves = state.legal_moves()
    rules, table = state.rules, state.table
    last, final_deal = state.cards_to_play == 1, state.in_last_deal
    return sorted(moves, key=lambda m: -move_value(rules, table, m, last, final_deal))


class ExactSolver:
    """Minimax values of positions for one team; ``utility`` scores finished rounds for it."""

    def __init__(self, team: int, utility: Utility, cancel: CancelFlag | None = None) -> None:
        self.team = team
        self.utility = utility
        self.cancel = cancel
        self.memo: dict[tuple[object, ...], tuple[float, float]] = {}  # proven (lower, upper) bounds

    def value(self, state: RoundState, alpha: float = float("-inf"), beta: float = float("inf")) -> float:
        """The position's value, exact when it lies strictly between ``alpha`` and ``beta``
        (otherwise a bound on the far side of the window, as alpha-beta gives)."""
        if state.cards_to_play == 0:
            return self.utility(state)
        key = (
            tuple(state.hands), state.table, state.to_play, tuple(state.piles), tuple(state.scope), state.last_capturer
        )
        low, high = self.memo.get(key, (float("-inf"), float("inf")))
        if low == high or low >= beta or high <= alpha:
            return low if low >= beta or low == high else high
        if self.cancel is not None:
            self.cancel.check()
        alpha, beta = max(alpha, low), min(beta, high)
        maximizing = state.rules.team_of(state.to_play) == self.team
        best = float("-inf") if maximizing else float("inf")
        window_low, window_high = alpha, beta
        for move in _ordered(state):
            child = state.clone()
            child.apply_move(move, check=False)
            score = self.value(child, window_low, window_high)
            if maximizing:
                best = max(best, score)
                window_low = max(window_low, best)
            else:
                best = min(best, score)
                window_high = min(window_high, best)
            if window_low >= window_high:
                break
        # What the search proved: below alpha only an upper bound, above beta only a lower one.
        if best <= alpha:
            high = best
        elif best >= beta:
            low = best
        else:
            low = high = best
        self.memo[key] = (low, high)
        return best

    def move_values(self, state: RoundState) -> list[tuple[Move, float]]:
        """Each legal move of the player to play with its exact value."""
        values = []
        for move in state.legal_moves():
            child = state.clone()
            child.apply_move(move, check=False)
            values.append((move, self.value(child)))
        return values
