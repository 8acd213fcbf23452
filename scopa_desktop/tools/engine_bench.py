"""Engine speed figures for ``cli bench``: random rounds, legal-move generations and hard's rollouts per second."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..ai.determinize import determinize
from ..ai.greedy import greedy_move, move_value
from ..ai.rollout import SWEEP_GIVEN, rollout
from ..ai.tactics import sweepers, table_after
from ..engine import Match, RoundState, Rules
from ..engine.captures import Move
from ..engine.scoring import round_points
from ..engine.view import SeatView


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


def reference_rollout(state: RoundState, careful: bool = False) -> None:
    """The plain rollout ``ai.rollout`` replaced, kept as its yardstick: ``greedy_move`` (or
    ``careful_move``) and ``apply_move`` in every seat (tests/ai/test_ai_rollout.py holds the two equal)."""
    rules = state.rules
    while state.cards_to_play:
        if careful:
            move = careful_move(state)
        else:
            move = greedy_move(rules, state.hands[state.to_play], state.table, state.cards_to_play == 1,
                               state.in_last_deal)
        state.apply_move(move, check=False)


def careful_move(state: RoundState) -> Move:
    """A careful rollout's move, plainly: Greedy's value of each legal move, less ``SWEEP_GIVEN`` when it
    leaves a table the next seat could sweep, with a scopa that counts, by a card it holds; the highest
    value, ties to the lowest card and then the lowest take, as Greedy breaks them."""
    rules = state.rules
    last_card = state.cards_to_play == 1
    next_may_score = state.cards_to_play != 2 and rules.scopa_counts(2, False, state.in_last_deal)
    next_hand = state.hands[(state.to_play + 1) % rules.players]

    def value(move: Move) -> tuple[int, int, int]:
        worth = move_value(rules, state.table, move, last_card, state.in_last_deal)
        if next_may_score and not last_card and sweepers(table_after(state.table, *move), next_hand, rules.capture):
            worth -= SWEEP_GIVEN
        return worth, -move.card, -move.take

    return max(state.legal_moves(), key=value)


def reference_points(state: RoundState) -> tuple[int, ...]:
    return state.score().points


def fast_points(state: RoundState) -> tuple[int, ...]:
    return round_points(state.rules, state.piles, state.scope)


Playout = tuple[Callable[[RoundState], None], Callable[[RoundState], tuple[int, ...]]]
PLAYOUTS: dict[str, Playout] = {"reference": (reference_rollout, reference_points), "fast": (rollout, fast_points)}


def playout_views(count: int = 200, seed: int = 3) -> list[SeatView]:
    """The first move's view of ``count`` 2-player rounds: where hard's search is longest."""
    views = []
    for game in range(count):
        match = Match(Rules(), seed=seed * 10_000 + game)
        views.append(match.view(match.current_player()))
    return views


def playout_rollouts(views: list[SeatView], playout: Playout, seed: int = 4) -> tuple[int, float]:
    """hard's playout (``hard.play_out`` and its utility) of every legal move on one sampled deal per view:
    the rollouts made and the CPU seconds they took."""
    play, points = playout
    rng = random.Random(seed)
    rollouts = 0
    start = time.process_time()
    for view in views:
        sample = determinize(view, rng)
        for move in sample.legal_moves():
            state = sample.clone()
            state.apply_move(move, check=False)
            play(state)
            points(state)
            rollouts += 1
    return rollouts, time.process_time() - start


def rollouts_per_second(playout: Playout, repetitions: int = 3) -> float:
    views = playout_views()
    playout_rollouts(views, playout)  # fills the sum-capture cache
    made = spent = 0.0
    for _ in range(repetitions):
        rollouts, seconds = playout_rollouts(views, playout)
        made += rollouts
        spent += seconds
    return made / spent


def rollouts_side_by_side(repetitions: int = 7) -> dict[str, object]:
    """The reference and the fast playout alternated on the same views, CPU time: rollouts per second."""
    views = playout_views()
    rates: dict[str, list[float]] = {name: [] for name in PLAYOUTS}
    playout_rollouts(views, PLAYOUTS["fast"])  # fills the shared sum-capture cache, so neither pays for it
    for _ in range(repetitions):
        for name, playout in PLAYOUTS.items():
            rollouts, seconds = playout_rollouts(views, playout)
            rates[name].append(round(rollouts / seconds, 1))
    medians = {name: sorted(values)[len(values) // 2] for name, values in rates.items()}
    return {
        "rollouts_per_cpu_second": rates,
        "median": medians,
        "speed_up": round(medians["fast"] / medians["reference"], 2),
    }


def engine_figures() -> dict[str, float]:
    return {
        "random_rounds_per_second": round(random_rounds_per_second(), 1),
        "legal_move_generations_per_second": round(legal_move_generations_per_second(), 1),
        "hard_playout_rollouts_per_second": round(rollouts_per_second(PLAYOUTS["fast"]), 1),
    }
