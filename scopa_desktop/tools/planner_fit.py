"""The planner's move model, fitted to a level's own play: ``python -m scopa_desktop.tools.planner_fit``.

``ai.posterior`` reads a planner's moves by a multinomial logit over each legal
move's ``move_features``.  This tool plays ``--rounds`` two-player rounds of a
level against itself, keeps every decision with more than one legal move (the
hand, the table and the cards the mover had seen), and fits the logit's weights
by gradient ascent on three quarters of them (a small L2 penalty keeps them
finite).  On the quarter left out it prints how many bits a move the fitted
weights, and the weights the game ships (``PLANNER_WEIGHTS``), tell over a
uniform guess among the legal moves.  Prints JSON.

With ``--reading-against LEVEL`` it measures the reading itself instead: hard
plays LEVEL over ``--rounds`` rounds and, at each of hard's moves where the
other hand has played in the deal, both readings (``posterior`` and the masks
of ``inference``) are asked how likely the other player's true hand is; printed
by the number of cards that hand holds, the mean log2 of that chance times the
number of hands it could be (0: no better than a uniform guess).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Sequence
from typing import Any

from ..ai.base import legal_moves
from ..ai.inference import contradictions, hand_constraints, pass_up_rate
from ..ai.levels import LEVELS, make_player
from ..ai.posterior import FEATURES, PLANNER_WEIGHTS, hand_posterior, move_features
from ..engine import Match, Rules
from ..engine.cards import FULL_DECK

#: A decision: every legal move's features, and the index of the move made.
Decision = tuple[list[list[float]], int]

L2 = 0.01
STEP = 0.5


def decisions(level: str, rounds: int, seed: int) -> list[Decision]:
    """Each decision with a choice of ``level`` playing itself over ``rounds`` two-player rounds."""
    rules = Rules()
    found: list[Decision] = []
    for number in range(rounds):
        match = Match(rules, seed=seed * 100_003 + number)
        players = [make_player(level, seed=seed + 2 * number + seat, clock=time.process_time) for seat in range(2)]
        while not match.round_over():
            seat = match.current_player()
            view = match.view(seat)
            move = players[seat].choose(view)
            if len(legal_moves(view)) > 1:
                seen = view.seen  # its hand, the first table, every card played
                moves, rows = move_features(view.rules, view.hand, view.table, FULL_DECK & ~seen, view.in_last_deal)
                found.append((rows, moves.index((move.card, move.take))))
            match.apply_move(move)
    return found


def _scores(weights: Sequence[float], rows: list[list[float]]) -> list[float]:
    return [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]


def _log_chances(weights: Sequence[float], rows: list[list[float]]) -> list[float]:
    scores = _scores(weights, rows)
    top = max(scores)
    total = top + math.log(sum(math.exp(score - top) for score in scores))
    return [score - total for score in scores]


def fit(data: list[Decision], epochs: int = 300) -> list[float]:
    """The logit's weights that make ``data``'s moves likeliest, less ``L2`` times their squares."""
    weights = [0.0] * len(FEATURES)
    for _ in range(epochs):
        gradient = [0.0] * len(weights)
        for rows, chosen in data:
            for row, log_chance in zip(rows, _log_chances(weights, rows), strict=True):
                chance = math.exp(log_chance)
                for j, x in enumerate(row):
                    gradient[j] -= chance * x
            for j, x in enumerate(rows[chosen]):
                gradient[j] += x
        weights = [w + STEP * (g / len(data) - L2 * w) for w, g in zip(weights, gradient, strict=True)]
    return weights


def bits_over_uniform(weights: Sequence[float], data: list[Decision]) -> float:
    """Mean log2 of the chance the weights give the move made, less a uniform guess's."""
    total = sum(_log_chances(weights, rows)[chosen] + math.log(len(rows)) for rows, chosen in data)
    return total / len(data) / math.log(2)


def measure(level: str, rounds: int, seed: int) -> dict[str, Any]:
    data = decisions(level, rounds, seed)
    random.Random(seed).shuffle(data)
    held_out = max(1, len(data) // 4)
    test, train = data[:held_out], data[held_out:]
    weights = fit(train)
    return {
        "level": level,
        "rounds": rounds,
        "seed": seed,
        "decisions": len(data),
        "greedy_share": sum(rows[chosen][0] for rows, chosen in data) / len(data),
        "weights": {name: round(w, 3) for name, w in zip(FEATURES, weights, strict=True)},
        "held_out_bits": {
            "fitted": bits_over_uniform(weights, test),
            "shipped": bits_over_uniform(PLANNER_WEIGHTS, test),
        },
    }


def reading_bits(level: str, rounds: int, seed: int) -> dict[str, Any]:
    """How much the two readings know of the other hand at hard's moves against ``level`` (see the docstring)."""
    rules = Rules()
    sums: dict[int, list[float]] = {}  # by cards the other holds: decisions, posterior bits, masks' bits
    for number in range(rounds):
        match = Match(rules, seed=seed * 100_003 + number)
        players = [make_player("hard", seed=seed + number, clock=time.process_time),
                   make_player(level, seed=seed + number + 1, clock=time.process_time)]
        while not match.round_over():
            seat = match.current_player()
            view = match.view(seat)
            posterior = hand_posterior(view) if seat == 0 else None
            if posterior is not None:
                true_hand = match.current.hands[1]
                masks = hand_constraints(view)[1]
                weights = [pass_up_rate(rules) ** contradictions(hand, masks) for hand in posterior.hands]
                count = len(posterior.hands)
                found = sums.setdefault(view.hand_sizes[1], [0, 0.0, 0.0])
                found[0] += 1
                found[1] += math.log2(posterior.chance(true_hand) * count)
                found[2] += math.log2(weights[posterior.hands.index(true_hand)] / sum(weights) * count)
            match.apply_move(players[seat].choose(view))
    return {
        "against": level,
        "rounds": rounds,
        "seed": seed,
        "by_cards_held": {
            str(held): {"decisions": n, "posterior_bits": posterior_bits / n, "masks_bits": masks_bits / n}
            for held, (n, posterior_bits, masks_bits) in sorted(sums.items())
        },
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scopa_desktop.tools.planner_fit", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--level", choices=LEVELS, default="medium")
    parser.add_argument("--rounds", type=int, default=150)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--reading-against", choices=LEVELS, help="measure the readings at hard's moves against it")
    args = parser.parse_args(argv)
    if args.reading_against:
        print(json.dumps(reading_bits(args.reading_against, args.rounds, args.seed)))
    else:
        print(json.dumps(measure(args.level, args.rounds, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
