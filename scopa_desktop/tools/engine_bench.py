"""Engine speed figures for ``cli bench``: random rounds and legal-move generations per second."""

from __future__ import annotations

import random
import time

from ..engine import RoundState, Rules


def random_rounds_per_second(seconds: float = 3.0, seed: int = 1) -> float:
    """Complete random 2-player rounds (deal, play, score) per second on this core."""
    rules = Rules()
    rng = random.Random(seed)
    choice = rng.choice
    rounds = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            state = RoundState.deal(rules, rounds & 1, rng)
            while state.cards_to_play:
                state.apply_move(choice(state.legal_moves()), check=False)
            state.score()
            rounds += 1
    return rounds / (time.perf_counter() - start)


def legal_move_generations_per_second(seconds: float = 2.0, seed: int = 2) -> float:
    """``legal_moves`` calls per second over positions taken from random play."""
    rules = Rules()
    rng = random.Random(seed)
    positions: list[RoundState] = []
    while len(positions) < 5000:
        state = RoundState.deal(rules, 0, rng)
        while state.cards_to_play:
            positions.append(state.clone())
            state.apply_move(rng.choice(state.legal_moves()), check=False)
    calls = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for state in positions:
            state.legal_moves()
        calls += len(positions)
    return calls / (time.perf_counter() - start)


def engine_figures() -> dict[str, float]:
    return {
        "random_rounds_per_second": round(random_rounds_per_second(), 1),
        "legal_move_generations_per_second": round(legal_move_generations_per_second(), 1),
    }
