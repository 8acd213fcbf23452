"""The ``hard`` level: determinized search.

Each decision samples many rounds consistent with the seat's view (the
hidden hands and stock guessed at random, see ``determinize``, leaning on
what the other players' lays and missed sweeps say about their hands, see
``inference``), plays every candidate move in each sample and finishes the
round with fast Greedy rollouts, all candidates on the same samples so
that their difference is measured, not the luck of the deal.  A move's
worth is the round's point margin for our team (partners are not
opponents), or the match itself when the round may decide it.  When nothing is hidden (2 players, stock empty)
the rest of the round is solved exactly instead.

Scopa safety (``medium.is_safe``): when some move is safe, hard never lays
a card into a table an opponent could sweep with an unseen card (a lay
gains nothing now), and makes an unsafe capture only when the search finds
it ``SAFETY_MARGIN`` points a deal better than the best safe move, say for
the settebello.  Forbidding unsafe captures outright would give up too much
(measured: about 0.4 points a deal against Greedy), since early in a round
nearly every small table is sweepable by some unseen card.  Moves
whose averages are within ``TIE_MARGIN`` of the best are near ties, broken
by medium's judgement so the play looks human.

Deterministic: the samples come from an RNG seeded by the player's seed and
the view.  ``seconds`` is an anytime budget: the search stops at
``samples`` or at the budget, whichever comes first, so a decision is
reproducible whenever the sample count, not the clock, ends it.
"""

from __future__ import annotations

import random
import time

from ..engine.state import Move, RoundState
from ..engine.view import SeatView
from .base import CancelFlag, Player, legal_moves
from .determinize import determinize, known_position
from .exact import ExactSolver, Utility
from .greedy import greedy_move
from .inference import hand_constraints
from .medium import is_safe, medium_key
from .outcome import match_in_reach, round_utility

DEFAULT_SECONDS = 0.3
DEFAULT_SAMPLES = 400
MIN_SAMPLES = 8  # deals looked at even when the clock runs out first
TIE_MARGIN = 0.02  # points a deal: below this, candidates are judged equal
SAFETY_MARGIN = 0.25  # points a deal an unsafe move must gain over the best safe one


def rollout(state: RoundState) -> None:
    """Play the round to its end with Greedy in every seat (it sees the sampled hands)."""
    rules = state.rules
    while state.cards_to_play:
        move = greedy_move(rules, state.hands[state.to_play], state.table, state.cards_to_play == 1, state.in_last_deal)
        state.apply_move(move, check=False)


def _safety_candidates(view: SeatView, moves: list[Move]) -> list[Move]:
    """The moves worth searching: all but unsafe lays, when some move is safe."""
    if not any(is_safe(view, move) for move in moves):
        return moves
    return [move for move in moves if move.take or is_safe(view, move)]


def view_seed(seed: int | None, view: SeatView) -> int:
    """A seed from the player's seed and everything the seat sees (ints only: stable across runs)."""
    parts = (seed or 0, view.seat, view.hand, view.table, view.round_number, *view.scores)
    parts += tuple(x for move in view.history for x in (move.seat, move.card, move.take))
    return hash(parts) & 0xFFFF_FFFF_FFFF


class HardPlayer(Player):
    """``hard``: sampled deals, Greedy rollouts, an exact final deal."""

    level = "hard"

    def __init__(self, seed: int | None = None, seconds: float = DEFAULT_SECONDS, samples: int = DEFAULT_SAMPLES) -> None:
        self.seed = seed
        self.seconds = seconds
        self.samples = samples

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        moves = legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        decisive = match_in_reach(view.rules, view.scores, view.round_number)

        def utility(state: RoundState) -> float:
            points = state.score().points
            return round_utility(view.rules, points, view.team, view.scores, view.round_number, decisive)

        known = known_position(view)
        if known is not None:
            values = ExactSolver(view.team, utility, cancel).move_values(known)
        else:
            values = self._sampled_values(view, _safety_candidates(view, moves), utility, cancel)
            if any(is_safe(view, move) for move, _ in values):
                values = [(move, value if is_safe(view, move) else value - SAFETY_MARGIN) for move, value in values]
        best = max(value for _, value in values)
        near = [move for move, value in values if value >= best - TIE_MARGIN]
        return max(near, key=lambda move: medium_key(view, move))

    def _sampled_values(
        self, view: SeatView, candidates: list[Move], utility: Utility, cancel: CancelFlag | None
    ) -> list[tuple[Move, float]]:
        """Each candidate's mean utility over the same sampled deals."""
        if len(candidates) == 1:
            return [(candidates[0], 0.0)]
        rng = random.Random(view_seed(self.seed, view))
        beliefs = hand_constraints(view)
        totals = [0.0] * len(candidates)
        deadline = time.perf_counter() + self.seconds
        done = 0
        while done < self.samples and (done < MIN_SAMPLES or time.perf_counter() < deadline):
            sample = determinize(view, rng, beliefs)
            for index, move in enumerate(candidates):
                if cancel is not None:
                    cancel.check()
                state = sample.clone()
                state.apply_move(move, check=False)
                rollout(state)
                totals[index] += utility(state)
            done += 1
        return [(move, total / done) for move, total in zip(candidates, totals)]
